#include "common/marketbadges.h"

#include "common/numberformat.h"

namespace Atlas {

QString marketBadgeText(const MarketMark &mark, const PlotContext &context)
{
    QStringList badges;
    for (const TrText &badge : marketBadges(mark))
        badges << context.label(badge);
    return badges.join(QStringLiteral(" · "));
}

QString marketNoteText(const MarketMark &mark,
                       const AvailabilityCatalog &markets,
                       const PlotContext &context)
{
    if (!mark.isMarked() && mark.offered())
        return {};
    return context.text(marketDetails(mark, markets));
}

QString providerRegionText(const MarketMark &mark, const PlotContext &context)
{
    if (!mark.jurisdiction)
        return {};
    const QString where = context.text(jurisdictionName(*mark.jurisdiction));
    if (mark.providerRegionId.isEmpty())
        return where;
    return mark.providerRegionId + Format::parenthesised(where, context.language);
}

} // namespace Atlas
