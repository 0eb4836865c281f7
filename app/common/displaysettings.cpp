#include "common/displaysettings.h"

#include "common/languagemanager.h"

namespace Atlas {

DisplaySettings::DisplaySettings(QObject *parent)
    : QObject(parent)
    , m_language(LanguageManager::instance()->language())
{
    connect(LanguageManager::instance(),
            &LanguageManager::languageChanged,
            this,
            &DisplaySettings::follow);
}

PlotContext DisplaySettings::context() const
{
    PlotContext c;
    c.language = m_language;
    c.bothLanguages = m_bothLanguages;
    c.highContrast = m_highContrast || m_workshop;
    return c;
}

void DisplaySettings::setLanguage(Language language)
{
    LanguageManager::instance()->setLanguage(language); // comes back through follow()
}

void DisplaySettings::follow(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    emit changed();
}

void DisplaySettings::setBothLanguages(bool on)
{
    if (on == m_bothLanguages)
        return;
    m_bothLanguages = on;
    emit changed();
}

void DisplaySettings::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    emit changed();
}

void DisplaySettings::setWorkshop(bool on)
{
    if (on == m_workshop)
        return;
    m_workshop = on;
    emit changed();
}

} // namespace Atlas
