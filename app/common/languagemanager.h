#pragma once

#include "text/localizedtext.h"

#include <QObject>
#include <QTranslator>

namespace Atlas {

// Switches the UI language at runtime (Tiled's way): installs Qt's own qtbase_zh_CN and the
// application's translation, which sends QEvent::LanguageChange to every widget. Also keeps the
// Chinese translator at hand for PlotContext, which renders texts in a language of its own
// (a Chinese report from an English window, labels in both languages). Views do not ask this
// class: they follow DisplaySettings.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    static LanguageManager *instance();

    Language language() const { return m_language; }
    void setLanguage(Language language);
    static Language systemLanguage();

    const QTranslator *chineseTranslator() const { return m_appLoaded ? &m_app : nullptr; }
    bool chineseAvailable() const { return m_appLoaded; }

signals:
    void languageChanged(Atlas::Language language);

private:
    LanguageManager();
    Language m_language = Language::English;
    QTranslator m_app;
    QTranslator m_qt;
    bool m_appLoaded = false;
    bool m_qtLoaded = false;
    bool m_installed = false;
};

} // namespace Atlas
