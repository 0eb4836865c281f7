#pragma once

#include "cost/plancost.h"
#include "cost/regioncost.h"
#include "engine/alternatives.h"
#include "engine/estimate.h"
#include "engine/throughput.h"
#include "scenario/scenario.h"

namespace Atlas {

// One column of the compare view.
struct CompareResult
{
    CompareOption option;
    const Accelerator *accelerator = nullptr;
    const Region *region = nullptr;
    Layout layout;
    bool fits = false;
    MemoryBreakdown perGpu;
    double wallHours = 0;
    bool timeKnown = false;
    PlanCost cost;
    double latencyFloorMs = 0;
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

    double mfu = 0;
    double tokens = 0; // training tokens (given, or those that fit in the hours)
    double wallHours = 0;
    double flops = 0;
    bool timeKnown = false; // false when the accelerator publishes no usable throughput
    std::optional<TrainingTime> training;
    std::optional<InferenceSpeed> inference;

    PlanCost cost;
    QList<PlanCost> oneHourTrial;
    RentVersusBuy rentVsBuy;
    QList<RegionCost> regions;
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

CompareResult evaluateCompareOption(const Scenario &scenario,
                                    const CompareOption &option,
                                    const Catalog &catalog,
                                    const EngineOptions &options = {});

} // namespace Atlas
