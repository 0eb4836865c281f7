#include "catalog/marketmark.h"

namespace Atlas {

namespace {

// Two sentences in a row: a space in English, none in Chinese.
TrText then(const TrText &first, const TrText &second)
{
    return ATLAS_TR("Atlas::Market", "%1 %2").arg(first).arg(second);
}

} // namespace

MarketMark marketMark(const Catalog &catalog,
                      const Accelerator &accelerator,
                      Market market,
                      bool allowOffshore,
                      ServiceForm form,
                      const Provider *provider,
                      const ProviderRegion *region)
{
    MarketMark m;
    m.market = market;
    m.availability = &catalog.availability(accelerator.id, market);
    m.mainland = &catalog.availability(accelerator.id, Market::CnMainland);
    if (!provider) {
        m.check = checkGenericForm(market, *m.mainland, form);
        return m;
    }
    m.jurisdiction = jurisdictionOf(*provider, region);
    if (region)
        m.providerRegionId = region->id;
    m.check = checkInstance(market, allowOffshore, *m.jurisdiction);
    return m;
}

QList<TrText> marketBadges(const MarketMark &mark)
{
    QList<TrText> badges;
    // In the global market the badge still tells what is controlled for China, and says so.
    if (mark.mainland && !mark.mainland->isAvailable())
        badges << (mark.market == Market::CnMainland
                       ? availabilityStatusName(mark.mainland->status)
                       : ATLAS_TR("Atlas::Market", "%1 in mainland China")
                             .arg(availabilityStatusName(mark.mainland->status)));
    if (mark.dataLeavesMainland())
        badges << dataLeavesMainlandText();
    return badges;
}

TrText availabilityText(const MarketAvailability &a)
{
    const TrText status = availabilityStatusName(a.status);
    const TrText where = marketName(a.market);
    TrText head;
    if (a.since.isEmpty())
        head = ATLAS_TR("Atlas::Market", "In %1: %2.").arg(where).arg(status);
    else if (a.settled)
        head = ATLAS_TR("Atlas::Market", "In %1: %2 since %3.").arg(where).arg(status).arg(a.since);
    else
        head = ATLAS_TR("Atlas::Market", "In %1: %2 since %3 (unsettled).")
                   .arg(where)
                   .arg(status)
                   .arg(a.since);
    return then(head, TrText::localized(a.note));
}

TrText jurisdictionText(const MarketMark &mark)
{
    if (!mark.jurisdiction)
        return {};
    const TrText where = jurisdictionName(*mark.jurisdiction);
    const TrText place
        = mark.providerRegionId.isEmpty()
              ? ATLAS_TR("Atlas::Market", "Runs in %1 (no region named):").arg(where)
              : ATLAS_TR("Atlas::Market", "Runs in %1 (%2):").arg(where).arg(mark.providerRegionId);
    if (!mark.dataLeavesMainland())
        return ATLAS_TR("Atlas::Market", "%1 the data stays in the mainland.").arg(place);
    return ATLAS_TR("Atlas::Market",
                    "%1 the data leaves the mainland; personal information sent abroad needs "
                    "one of PIPL's routes (a security assessment, a standard contract or a "
                    "certification).")
        .arg(place);
}

TrText marketRejection(const MarketMark &mark)
{
    const TrText market = marketName(mark.market);
    switch (mark.check) {
    case MarketCheck::Offered:
        return {};
    case MarketCheck::Offshore:
        return ATLAS_TR("Atlas::Market",
                        "Not offered in %1: it runs outside the mainland and the scenario does "
                        "not allow data to leave it.")
            .arg(market);
    case MarketCheck::NotAvailable:
        break;
    }
    switch (mark.mainland ? mark.mainland->status : AvailabilityStatus::Available) {
    case AvailabilityStatus::StockOnly:
        return ATLAS_TR("Atlas::Market",
                        "Not bought new in %1: stock only (the domestic clouds' fleets and "
                        "second-hand cards); rent it instead.")
            .arg(market);
    case AvailabilityStatus::LicenceRequired:
        return ATLAS_TR("Atlas::Market", "Not offered in %1: a US export licence is required.")
            .arg(market);
    case AvailabilityStatus::NotOffered:
        return ATLAS_TR("Atlas::Market", "Not offered in %1: there is no channel.").arg(market);
    case AvailabilityStatus::Available:
        break;
    }
    return {};
}

TrText marketDetails(const MarketMark &mark, const AvailabilityCatalog &markets)
{
    if (!mark.isSet())
        return {};
    TrText text = availabilityText(*mark.mainland);
    if (const TrText why = marketRejection(mark); !why.isEmpty())
        text = then(why, text);
    if (mark.availability != mark.mainland)
        text = then(text, availabilityText(*mark.availability));
    if (mark.jurisdiction)
        text = then(text, jurisdictionText(mark));
    QStringList rules;
    for (const AvailabilityRule *r : markets.rulesOf(*mark.mainland))
        rules << r->id;
    if (!rules.isEmpty())
        text = then(text,
                    ATLAS_TR("Atlas::Market", "Rules: %1.").arg(rules.join(QStringLiteral(", "))));
    return text;
}

} // namespace Atlas
