#include "common/languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace Atlas {

LanguageManager *LanguageManager::instance()
{
    static LanguageManager *manager = new LanguageManager; // lives as long as the application
    return manager;
}

LanguageManager::LanguageManager()
{
    m_appLoaded = m_app.load(QStringLiteral(":/i18n/computeatlas_zh_CN.qm"));
    m_qtLoaded = m_qt.load(QStringLiteral("qtbase_zh_CN"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

Language LanguageManager::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? Language::Chinese : Language::English;
}

void LanguageManager::setLanguage(Language language)
{
    if (language == m_language && (m_installed || language == Language::English))
        return;
    m_language = language;
    if (language == Language::Chinese) {
        if (m_qtLoaded)
            QCoreApplication::installTranslator(&m_qt);
        if (m_appLoaded)
            QCoreApplication::installTranslator(&m_app);
        m_installed = true;
    } else {
        QCoreApplication::removeTranslator(&m_app);
        QCoreApplication::removeTranslator(&m_qt);
        m_installed = false;
    }
    QLocale::setDefault(language == Language::Chinese
                            ? QLocale(QLocale::Chinese, QLocale::China)
                            : QLocale(QLocale::English, QLocale::UnitedStates));
    emit languageChanged(language);
}

} // namespace Atlas
