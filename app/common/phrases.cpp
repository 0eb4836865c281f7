#include "common/phrases.h"

#include "common/numberformat.h"
#include "engine/serving.h"
#include "scenario/scenario.h"

namespace Atlas {

TrText servingLayoutText(const ServingResult &serving)
{
    const TrText replicas = serving.replicas == 1
                                ? ATLAS_TR("Atlas::Phrases", "1 replica")
                                : ATLAS_TR("Atlas::Phrases", "%1 replicas").arg(serving.replicas);
    if (serving.pp > 1)
        return ATLAS_TR("Atlas::Phrases", "%1 × TP %2 · PP %3")
            .arg(replicas)
            .arg(serving.tp)
            .arg(serving.pp);
    return ATLAS_TR("Atlas::Phrases", "%1 × TP %2").arg(replicas).arg(serving.tp);
}

TrText amountPer(Period period, const QString &amount)
{
    switch (period) {
    case Period::Run:
        return ATLAS_TR("Atlas::Phrases", "%1 a run").arg(amount);
    case Period::Week:
        return ATLAS_TR("Atlas::Phrases", "%1 a week").arg(amount);
    case Period::Month:
        return ATLAS_TR("Atlas::Phrases", "%1 a month").arg(amount);
    case Period::Year:
        return ATLAS_TR("Atlas::Phrases", "%1 a year").arg(amount);
    }
    return TrText::literal(amount);
}

QString seedPriceText(const Scenario &s, const PlotContext &context)
{
    if (!s.seedCostLowCny)
        return {};
    const Language l = context.language;
    const QString range = s.seedCostHighCny && *s.seedCostHighCny > *s.seedCostLowCny
                              ? Format::moneyRange(*s.seedCostLowCny, *s.seedCostHighCny, l)
                              : Format::money(*s.seedCostLowCny, l);
    const TrText phrase = amountPer(s.seedCostPer, range);
    if (s.seedCostCards == 1)
        return context.text(ATLAS_TR("Atlas::Phrases", "%1 for one card").arg(phrase));
    if (s.seedCostCards > 1)
        return context.text(
            ATLAS_TR("Atlas::Phrases", "%1 for %2 cards").arg(phrase).arg(s.seedCostCards));
    return context.text(phrase);
}

} // namespace Atlas
