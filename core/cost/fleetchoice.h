#pragma once

// Choosing among fleet mixes (issue 32): each mix marked for the market by the rule the options
// planner applies to any option, set against the budget, the one to recommend; and the
// planner's fleets, every accelerator's mixes ranked by cost a month.

#include "catalog/marketmark.h"
#include "cost/budget.h"
#include "cost/fleet.h"

namespace Atlas {

struct PlannerRequest;

// The service form a mix holds its cards in: bought, reserved by the month, or rented by the
// hour (renting everything, or the peaks of the other mixes).
ServiceForm fleetHeldForm(FleetMix mix);

// The mix's card in `market`: the planner's rule for a generic form (checkGenericForm) applied
// to every form the mix uses, the first one the market does not offer deciding.
MarketMark fleetMixMark(const Catalog &catalog,
                        const Accelerator &accelerator,
                        const FleetMixCost &mix,
                        Market market);

// A month's cost in the budget's period (a service's run is its `serviceHours`).
double fleetBudgetFigure(const FleetMixCost &mix,
                         const Budget &budget,
                         double serviceHours,
                         const PricingCatalog &pricing);

// What the mixes are judged on: the market and the budget.
struct FleetJudgement
{
    Market market = Market::CnMainland;
    std::optional<Budget> budget;
    double serviceHours = 730;
};

// Marks every mix for the market and sets it against the budget.
void judgeFleetMixes(QList<FleetMixCost> &mixes,
                     const Catalog &catalog,
                     const Accelerator &accelerator,
                     const FleetJudgement &judgement);

// Whether a judged mix can be recommended: priced, meeting the service level at every hour,
// offered in the market and not over the budget.
bool fleetMixAcceptable(const FleetMixCost &mix);
// The mix to recommend among mixes ranked by cost a month: the first acceptable one; -1 none.
int recommendedFleetMix(const QList<FleetMixCost> &mixes);

// One fleet of the options planner: a card held in one mix.
struct FleetOption
{
    const Accelerator *accelerator = nullptr;
    const Region *region = nullptr; // the site that hosts owned cards (empty: national figures)
    int cardsPerReplica = 1;
    int peakCards = 0;
    int baseCards = 0;
    FleetMixCost mix;
};

struct FleetRejections
{
    int doesNotFit = 0; // no deployment holds the model or serves the peak (or no throughput)
    int tooSlow = 0;    // the service level is missed at some hour
    int noPrice = 0;
    int overBudget = 0;
    int notAvailable = 0; // the market cannot supply the card in a form the mix uses
};

struct FleetPlan
{
    QList<FleetOption> options; // ranked by cost a month; every one acceptable
    int considered = 0;         // accelerators × mixes
    int accepted = 0;           // before the cut to the request's maxResults
    FleetRejections rejected;
};

// Every accelerator of `request` sized for the week of `profile` (fleetDemand, on the
// request's serving question) and held in the four mixes, priced with the request's cost
// inputs (owned cards hosted in its cost inputs' region, or its one region).
FleetPlan planFleets(const Catalog &catalog,
                     const PlannerRequest &request,
                     const LoadProfile &profile,
                     const RentalTerms &terms);

} // namespace Atlas
