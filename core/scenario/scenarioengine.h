#pragma once

#include "cost/budget.h"
#include "cost/fleet.h"
#include "cost/fleetchoice.h"
#include "cost/matrixplans.h"
#include "cost/plancost.h"
#include "cost/planner.h"
#include "cost/regioncost.h"
#include "engine/alternatives.h"
#include "engine/efficiency.h"
#include "engine/estimate.h"
#include "engine/serving.h"
#include "engine/throughput.h"
#include "scenario/scenario.h"

namespace Atlas {

// The work of a scenario in the user's terms and in tokens.
struct WorkSummary
{
    enum class Kind { Tokens, Samples, RentHours, Service, Unspecified };
    Kind kind = Kind::Unspecified;
    double tokens = 0;       // training tokens: given, from samples, or what the rented hours buy
    double serviceHours = 0; // inference: how long the service runs
    TrText description;      // "2 B tokens", "100,000 samples × 3 epochs × 4,096 tokens" …
};
QString workKindKey(WorkSummary::Kind kind); // tokens | samples | rent_hours | service | unspecified

// When the requested layout does not fit: the smallest one that does on the same card, with
// everything a decision reads (the same rule as the plan's own figures), so that a plan that does
// not fit is never priced as if it did.
struct SmallestFit
{
    Layout layout; // a service: one replica
    int gpus = 0;  // the cards paid for: the layout's, or every replica the load needs
    double wallHours = 0;
    double wallHoursLow = 0;
    double wallHoursHigh = 0;
    PlanCost cost;
    std::optional<double> costLowCny;
    std::optional<double> costHighCny;
    Spend spend;
    std::optional<DeadlineCheck> deadline;
    std::optional<ServingResult> serving;
    std::optional<double> costPerMillionTokensCny;
    QList<RegionCost> regions; // the smallest fit priced in every hub and cluster
};

// One column of the compare view.
struct CompareResult
{
    CompareOption option;
    const Accelerator *accelerator = nullptr;
    const Region *region = nullptr;
    Task task = Task::Full;
    Layout layout;
    bool fits = false;
    MemoryBreakdown perGpu;
    double wallHours = 0;
    double wallHoursLow = 0;
    double wallHoursHigh = 0;
    bool timeKnown = false;
    PlanCost cost;
    Spend spend;
    double latencyFloorMs = 0;
    std::optional<ServingResult> serving; // an inference option
    std::optional<double> costPerMillionTokensCny;
    // A service over the scenario's week of load: the mix to recommend on this option's card.
    std::optional<FleetMixCost> fleetMix;
    int gpus = 0; // cards paid for
    std::optional<DeadlineCheck> deadline;
    MarketMark market; // the option's card (and provider) in the scenario's market
    QList<TrText> notes;
};

// Everything the views, the CLI and the report show for one scenario, computed in one place so
// that they agree to the byte.
struct ScenarioResult
{
    bool valid = false;
    QList<TrText> problems; // why it is not valid

    ModelArch model;
    const Accelerator *accelerator = nullptr;
    const Region *region = nullptr;
    const City *city = nullptr;
    Estimate estimate; // requested layout, with the fit on the accelerator
    bool fits = false;

    WorkSummary work;
    Efficiency efficiency;
    double tokens = 0; // training tokens (given, or those that fit in the hours)
    double wallHours = 0;
    double wallHoursLow = 0;  // the efficiency band's ends; equal to wallHours when the
    double wallHoursHigh = 0; // hours are given (rent mode) or the efficiency is fixed
    double flops = 0;
    bool timeKnown = false; // false when the accelerator publishes no usable throughput
    std::optional<TrainingTime> training;
    std::optional<ServingResult> serving; // inference: the deployment that carries the load
    std::optional<double> costPerMillionTokensCny; // inference: the run's cost over its tokens
    // Inference over a week of load (scenario load_profile): the cards each hour needs and the
    // four ways to hold them, ranked by cost a month (cost/fleet.h).
    std::optional<FleetDemand> fleet;
    QList<FleetMixCost> fleetMixes; // marked for the market, set against the budget
    int recommendedFleetMix = -1;   // the mix to recommend (fleetchoice.h); -1: none
    RentalTerms fleetRental;        // how the peaks are billed
    const FleetMixCost *recommendedMix() const
    {
        return recommendedFleetMix >= 0 ? &fleetMixes.at(recommendedFleetMix) : nullptr;
    }
    int gpus = 0; // cards the plan pays for: the layout's, or the serving deployment's

    PlanCost cost;                              // one run
    std::optional<ProviderQuote> providerQuote; // the run on the scenario's provider instance
    MarketMark market;                          // the card (and provider) in the scenario's market
    std::optional<double> costLowCny;           // one run at the band's ends (priced plans only)
    std::optional<double> costHighCny;
    Spend spend;                           // per year, the schedule, the budget's verdict
    std::optional<DeadlineCheck> deadline; // against the time band (empty without a deadline)
    std::optional<SmallestFit> smallestFit;
    QList<PlanCost> oneHourTrial;
    RentVersusBuy rentVsBuy;
    QList<RegionCost> regions; // each with its spend against the budget
    // The regions as a decision reads them: the plan's, or its smallest fit's when the plan's
    // own layout does not fit (a layout that does not run is never priced).
    const QList<RegionCost> &regionsToRun() const
    {
        return !fits && smallestFit ? smallestFit->regions : regions;
    }
    // The cards that run the job, by the same rule (the one-hour trial and renting against
    // buying are priced for them).
    int gpusToRun() const { return !fits && smallestFit ? smallestFit->gpus : gpus; }
    // The cost a decision reads by the same rule: its rate is the price the decision rests on.
    const PlanCost &costToRun() const { return !fits && smallestFit ? smallestFit->cost : cost; }
    QList<FitAlternative> alternatives;
    QList<TrText> assumptions; // memory, time and cost assumptions together

    // What one card may cost for the plan to stay within the budget (the budget over the card
    // count); empty without a budget.
    std::optional<double> budgetPerCardCny;
    // The scenario's compare options, evaluated in their order (also when the scenario itself
    // is not valid: each option stands on its own).
    QList<CompareResult> compare;
};

// The budget over the card count: what one card may cost for the plan to stay within budget.
std::optional<double> budgetPerCardCny(const Scenario &scenario);

ScenarioResult evaluateScenario(const Scenario &scenario,
                                const Catalog &catalog,
                                const EngineOptions &options = {});

// The options planner asked the scenario's question: its model, workload, work, budget,
// deadline and recurrence, filtered and ranked as its OptionsQuery says.
PlannerResult scenarioOptions(const Scenario &scenario,
                              const Catalog &catalog,
                              int maxResults = 100,
                              const EngineOptions &options = {});

// The scenario's work and price inputs, as the matrix's cells are timed and priced with them:
// training rows do the scenario's training work (none when the scenario is a service),
// inference rows run the scenario's service period (a month when it is a training job).
MatrixWork scenarioMatrixWork(const Scenario &scenario, const Catalog &catalog);

// The efficiency the scenario's job gets on an accelerator: the calibrated one, or the user's.
Efficiency scenarioEfficiency(const Scenario &scenario,
                              const Catalog &catalog,
                              const ModelArch &model,
                              const Workload &workload,
                              const Accelerator &accelerator,
                              int cards);

CompareResult evaluateCompareOption(const Scenario &scenario,
                                    const CompareOption &option,
                                    const Catalog &catalog,
                                    const EngineOptions &options = {});

} // namespace Atlas
