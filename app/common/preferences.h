#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

#include <memory>

namespace Atlas {

// Typed settings: each key is declared once with its default (Tiled's Preference<T>).
template<typename T>
class Preference
{
public:
    Preference(const char *key, T defaultValue)
        : m_key(QString::fromLatin1(key))
        , m_default(std::move(defaultValue))
    {}
    T get() const;
    void set(const T &value) const;
    const QString &key() const { return m_key; }

private:
    QString m_key;
    T m_default;
};

// The application's settings. Tests point it at a temporary file (KeePassXC's
// createTempFileInstance) so they never read or write the user's configuration.
class Preferences
{
public:
    static QSettings &settings();
    static void useFile(const QString &path); // test seam

    static inline const Preference<QString> language{"ui/language", QString()}; // "", "en", "zh"
    static inline const Preference<QStringList> recentFiles{"files/recent", QStringList()};
    static inline const Preference<QByteArray> windowGeometry{"window/geometry", QByteArray()};
    static inline const Preference<QByteArray> windowState{"window/state", QByteArray()};
    static inline const Preference<int> currentTab{"window/tab", 0};
    static inline const Preference<bool> bilingualLabels{"ui/bilingualLabels", false};
    static inline const Preference<bool> highContrast{"ui/highContrast", false};
    static inline const Preference<QString> lastDirectory{"files/lastDirectory", QString()};
    static inline const Preference<bool> seedOverlay{"matrix/seedOverlay", true};
    static inline const Preference<QString> mapMetric{"map/metric", QStringLiteral("cost")};
    static inline const Preference<bool> mapProviders{"map/providers", true};
    static constexpr int maxRecentFiles = 8;
};

template<typename T>
T Preference<T>::get() const
{
    const QVariant v = Preferences::settings().value(m_key);
    if (!v.isValid() || !v.canConvert<T>())
        return m_default;
    return v.value<T>();
}

template<typename T>
void Preference<T>::set(const T &value) const
{
    Preferences::settings().setValue(m_key, QVariant::fromValue(value));
}

} // namespace Atlas
