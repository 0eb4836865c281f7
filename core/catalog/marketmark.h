#pragma once

#include "catalog/catalog.h"
#include "catalog/market.h"

#include <QList>

#include <optional>

namespace Atlas {

// What an answer (a plan, an option of the planner, a compare column) says about where it can
// be had: the card's state in the scenario's market and in the mainland, and for a provider's
// instance where it runs. Built once (marketMark), read by every view, the report and the CLI.
struct MarketMark
{
    Market market = Market::CnMainland;
    const MarketAvailability *availability = nullptr; // the card in `market`
    const MarketAvailability *mainland = nullptr;     // the card in the mainland
    std::optional<Jurisdiction> jurisdiction;         // a provider's instance only
    QString providerRegionId;                         // … and its region, when known
    // What the planner does with it in this market: offer it, or reject it as not available
    // there or as sending data out of the mainland.
    MarketCheck check = MarketCheck::Offered;

    bool isSet() const { return availability && mainland; }
    bool offered() const { return check == MarketCheck::Offered; }
    bool dataLeavesMainland() const
    {
        return jurisdiction && Atlas::dataLeavesMainland(*jurisdiction);
    }
    // Something to mark: the card is controlled or short in the mainland (also in the global
    // market: a reader sees what is controlled for China), unsettled, or the data leaves.
    bool isMarked() const { return (mainland && mainland->isMarked()) || dataLeavesMainland(); }
};

// The mark of an accelerator bought or rented in a generic form (`form`), or on a provider's
// instance (`provider`, in `region`: the instance's own when null).
MarketMark marketMark(const Catalog &catalog,
                      const Accelerator &accelerator,
                      Market market,
                      bool allowOffshore,
                      ServiceForm form,
                      const Provider *provider = nullptr,
                      const ProviderRegion *region = nullptr);

// The badges an answer wears, short ("licence required", "data leaves the mainland"): the
// card's mainland state unless it is `available`, then the data's way out.
QList<TrText> marketBadges(const MarketMark &mark);
// One sentence on the card's state in a market: "Mainland China: licence required since
// 2022-10-07 (unsettled). <the note>".
TrText availabilityText(const MarketAvailability &availability);
// Where a provider's instance runs and what it means for the data: "Runs in Hong Kong
// (cn-hongkong): the data leaves the mainland (数据出境) …".
TrText jurisdictionText(const MarketMark &mark);
// Why the planner does not offer it in this market; empty when it does.
TrText marketRejection(const MarketMark &mark);
// Everything above for a tooltip or a paragraph: the mainland state, the market's own state
// when it is another market, the jurisdiction, the rules with their dates.
TrText marketDetails(const MarketMark &mark, const AvailabilityCatalog &markets);

} // namespace Atlas
