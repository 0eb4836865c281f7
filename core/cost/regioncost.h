#pragma once

#include "catalog/catalog.h"
#include "cost/budget.h"
#include "cost/plancost.h"
#include "engine/workload.h"

#include <optional>

namespace Atlas {

// How a region's policy role fits a workload. Policy names AI inference as a real-time (east)
// workload; "training goes west" is the industry's reading of the west's non-real-time role
// and is labelled as such.
enum class Suitability { Suited, Possible };

struct RegionCost
{
    const Region *region = nullptr;
    PlanCost cost;
    double distanceKm = 0;     // to the chosen user city
    double latencyFloorMs = 0; // great circle at 4.9 µs/km, one way: a physical lower bound
    Suitability suitability = Suitability::Possible;
    TrText suitabilityReason;
    // The plan's spend here against the scenario's budget, with its period (evaluateScenario
    // fills it in; costInRegions leaves it empty).
    std::optional<Spend> spend;
};

Suitability regionSuitability(const Region &region, Task task, TrText *reason = nullptr);

// The same plan priced in every hub and cluster (hubs first). `city` may be null.
QList<RegionCost> costInRegions(const Catalog &catalog,
                                const Accelerator &accelerator,
                                const PlanInputs &inputs,
                                Task task,
                                const City *city);

} // namespace Atlas
