#include "common/plotcontext.h"

#include "common/languagemanager.h"

namespace Atlas {

const QTranslator *PlotContext::translator() const
{
    return language == Language::Chinese ? LanguageManager::instance()->chineseTranslator()
                                         : nullptr;
}

QString PlotContext::text(const TrText &source) const
{
    return source.toString(translator());
}

QString PlotContext::label(const TrText &source) const
{
    if (!bothLanguages)
        return text(source);
    const QString zh = source.toString(LanguageManager::instance()->chineseTranslator());
    const QString en = source.toString(nullptr);
    return zh == en ? en : zh + u' ' + en;
}

} // namespace Atlas
