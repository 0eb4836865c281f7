#include "views/compare/comparetext.h"

#include "common/languagemanager.h"

namespace Atlas::CompareText {

QString render(const TrText &text, Language language)
{
    if (language == Language::English)
        return text.toString(nullptr);
    return text.toString(LanguageManager::instance()->chineseTranslator());
}

QString renderBoth(const TrText &text)
{
    const QString zh = render(text, Language::Chinese);
    const QString en = render(text, Language::English);
    if (zh == en)
        return en;
    return zh + u' ' + en;
}

} // namespace Atlas::CompareText
