#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>
#include <optional>

namespace Atlas {

// The keys an enum is written with in the YAML files and on the command line, in the enum's
// order: one table per enum, and the three lookups every such table needs.
//   constexpr EnumKeys<Tier, 3> tierKeys{{u"flagship", u"value", u"edge"}};
//   tierKeys.key(Tier::Edge) == "edge"; tierKeys.keys(); tierKeys.fromKey(u"value")
template<typename E, size_t N>
class EnumKeys
{
public:
    constexpr explicit EnumKeys(const std::array<const char16_t *, N> &keys)
        : m_keys(keys)
    {}

    QString key(E value) const { return QString::fromUtf16(m_keys[size_t(value)]); }

    QStringList keys() const
    {
        QStringList list;
        list.reserve(qsizetype(N));
        for (const char16_t *k : m_keys)
            list.append(QString::fromUtf16(k));
        return list;
    }

    std::optional<E> fromKey(QStringView key) const
    {
        for (size_t i = 0; i < N; ++i)
            if (key == QStringView(m_keys[i]))
                return E(i);
        return std::nullopt;
    }

    static constexpr size_t size() { return N; }

private:
    std::array<const char16_t *, N> m_keys;
};

} // namespace Atlas
