#pragma once

#include "common/plotcontext.h"

#include <QObject>

namespace Atlas {

// The one source of the display preferences every view follows: the language, both languages
// in labels, high contrast and the workshop's larger type. Views read it (context()) and
// listen to changed(); none keeps a copy of its own or asks the LanguageManager.
//
// The language itself is installed by the LanguageManager (translators, the default locale,
// QEvent::LanguageChange); setLanguage() goes through it, and a language switched there (the
// command line, a test) reaches these settings too.
class DisplaySettings : public QObject
{
    Q_OBJECT

public:
    explicit DisplaySettings(QObject *parent = nullptr);

    Language language() const { return m_language; }
    bool bothLanguages() const { return m_bothLanguages; }
    bool highContrast() const { return m_highContrast; } // as chosen
    bool workshop() const { return m_workshop; }
    // The interface's type relative to normal: larger in workshop mode.
    double uiFontScale() const { return m_workshop ? WorkshopFontScale : 1.0; }

    // What the views draw with: the workshop palette in workshop mode too.
    PlotContext context() const;

    void setLanguage(Language language);
    void setBothLanguages(bool on);
    void setHighContrast(bool on);
    void setWorkshop(bool on);

    static constexpr double WorkshopFontScale = 1.4;

signals:
    void changed();

private:
    void follow(Language language);

    Language m_language = Language::English;
    bool m_bothLanguages = false;
    bool m_highContrast = false;
    bool m_workshop = false;
};

} // namespace Atlas
