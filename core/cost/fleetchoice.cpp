// Marking, judging and ranking fleet mixes (fleetchoice.h).

#include "cost/fleetchoice.h"

#include "cost/planner.h"
#include "engine/fit.h"

#include <algorithm>

namespace Atlas {

ServiceForm fleetHeldForm(FleetMix mix)
{
    switch (mix) {
    case FleetMix::OwnPeak:
    case FleetMix::OwnBase:
        return ServiceForm::Purchase;
    case FleetMix::ReserveBase:
        return ServiceForm::CloudMonthly;
    case FleetMix::RentAll:
        return ServiceForm::Container;
    }
    return ServiceForm::Container;
}

MarketMark fleetMixMark(const Catalog &catalog,
                        const Accelerator &accelerator,
                        const FleetMixCost &mix,
                        Market market)
{
    // Generic forms only: allowing data offshore concerns a provider's instance.
    MarketMark held = marketMark(catalog, accelerator, market, false, fleetHeldForm(mix.mix));
    if (!held.offered() || mix.rentedCardsAtPeak == 0 || mix.mix == FleetMix::RentAll)
        return held;
    return marketMark(catalog, accelerator, market, false, ServiceForm::Container);
}

double fleetBudgetFigure(const FleetMixCost &mix,
                         const Budget &budget,
                         double serviceHours,
                         const PricingCatalog &pricing)
{
    switch (budget.period) {
    case Period::Run: // a service's run is its period of service
        return mix.costPerMonthCny * serviceHours / pricing.hoursPerMonth;
    case Period::Week:
        return mix.costPerMonthCny * HoursPerWeek / pricing.hoursPerMonth;
    case Period::Month:
        return mix.costPerMonthCny;
    case Period::Year:
        return mix.costPerYearCny;
    }
    return mix.costPerMonthCny;
}

void judgeFleetMixes(QList<FleetMixCost> &mixes,
                     const Catalog &catalog,
                     const Accelerator &accelerator,
                     const FleetJudgement &j)
{
    for (FleetMixCost &m : mixes) {
        m.market = fleetMixMark(catalog, accelerator, m, j.market);
        if (j.budget && m.priced)
            m.withinBudget = fleetBudgetFigure(m, *j.budget, j.serviceHours, catalog.pricing())
                             <= j.budget->amountCny;
    }
}

bool fleetMixAcceptable(const FleetMixCost &m)
{
    return m.priced && m.meetsSlo && m.market.offered() && m.withinBudget != false;
}

int recommendedFleetMix(const QList<FleetMixCost> &mixes)
{
    const auto it = std::find_if(mixes.cbegin(), mixes.cend(), fleetMixAcceptable);
    return it == mixes.cend() ? -1 : int(it - mixes.cbegin());
}

namespace {

// The request's serving question on one accelerator, as the planner asks it.
ServingRequest servingOn(const PlannerRequest &request, const Accelerator &accelerator)
{
    ServingRequest q = *request.serving;
    q.model = request.model;
    q.weights = request.workload.precision;
    q.kv = request.workload.kvPrecision;
    q.accelerator = &accelerator;
    return q;
}

// Counts a mix the plan turns away; true when it is kept.
bool admit(FleetPlan &plan, const FleetMixCost &m)
{
    if (!m.priced)
        ++plan.rejected.noPrice;
    else if (!m.market.offered())
        ++plan.rejected.notAvailable;
    else if (!m.meetsSlo)
        ++plan.rejected.tooSlow;
    else if (m.withinBudget == false)
        ++plan.rejected.overBudget;
    return fleetMixAcceptable(m);
}

} // namespace

FleetPlan planFleets(const Catalog &catalog,
                     const PlannerRequest &request,
                     const LoadProfile &profile,
                     const RentalTerms &terms)
{
    FleetPlan plan;
    if (!request.serving)
        return plan;
    QList<const Accelerator *> accelerators = request.accelerators;
    if (accelerators.isEmpty())
        for (const Accelerator &a : catalog.accelerators())
            accelerators << &a;
    PlanInputs inputs = request.costInputs;
    if (!inputs.region && request.regions.size() == 1 && !request.allRegions)
        inputs.region = request.regions.first();
    const FleetJudgement judgement{request.market, request.budget, request.serviceHours};
    for (const Accelerator *a : std::as_const(accelerators)) {
        if (!runsTask(*a, request.workload.task))
            continue;
        plan.considered += FleetMixCount;
        const FleetDemand demand = fleetDemand(catalog, servingOn(request, *a), profile);
        if (!demand.valid) {
            plan.rejected.doesNotFit += FleetMixCount;
            continue;
        }
        QList<FleetMixCost> mixes = fleetMixes(*a, catalog.pricing(), demand, inputs, terms);
        judgeFleetMixes(mixes, catalog, *a, judgement);
        for (FleetMixCost &m : mixes)
            if (admit(plan, m))
                plan.options << FleetOption{a,
                                            inputs.region,
                                            demand.cardsPerReplica,
                                            demand.peakCards(),
                                            demand.baseCards(),
                                            std::move(m)};
    }
    std::stable_sort(plan.options.begin(),
                     plan.options.end(),
                     [](const FleetOption &x, const FleetOption &y) {
                         return x.mix.costPerMonthCny < y.mix.costPerMonthCny;
                     });
    plan.accepted = int(plan.options.size());
    if (plan.options.size() > request.maxResults)
        plan.options.resize(request.maxResults);
    return plan;
}

} // namespace Atlas
