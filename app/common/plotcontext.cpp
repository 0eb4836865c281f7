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

QString PlotContext::stackedLabel(const TrText &source) const
{
    const QString both = label(source);
    if (!bothLanguages)
        return both;
    const QString en = source.toString(nullptr);
    return both == en
               ? en
               : source.toString(LanguageManager::instance()->chineseTranslator()) + u'\n' + en;
}

QString PlotContext::name(const LocalizedText &source, const LocalizedText &prefix) const
{
    if (!bothLanguages || source.zh.isEmpty() || source.en.isEmpty() || source.zh == source.en)
        return source.text(language);
    const auto rest = [](const QString &name, const QString &start) {
        return !start.isEmpty() && name.startsWith(start) ? name.mid(start.size()).trimmed() : name;
    };
    if (rest(source.zh, prefix.zh) == rest(source.en, prefix.en))
        return source.text(language);
    return source.zh + QStringLiteral(" / ") + source.en;
}

} // namespace Atlas
