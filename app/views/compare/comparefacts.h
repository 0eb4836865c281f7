#pragma once

// What the comparison table asks of an option's result before it builds a row or a cell (used
// by comparetable.cpp, which picks the rows, and comparecells.cpp, which fills them).

#include "catalog/serviceform.h"
#include "cost/budget.h"
#include "engine/workload.h"
#include "scenario/scenarioengine.h"

#include <QString>

#include <optional>

namespace Atlas::CompareFacts {

// The engine returns early (no figures at all) when the option cannot be evaluated: unknown
// accelerator or model, an invalid workload, or no fit on any card count it tried.
inline bool evaluated(const CompareResult &result)
{
    return result.accelerator && result.perGpu.total() > 0;
}

// Energy, its cost and CO₂ need a duration and a power figure; without them the engine's zeros
// would look like the best value.
inline bool energyKnown(const CompareResult &result)
{
    return evaluated(result) && result.timeKnown && result.wallHours > 0 && result.cost.powerW > 0;
}

inline QString placeholder()
{
    return QStringLiteral("—");
}

// The option's task and service form as the core evaluates it: its own, or the scenario's.
inline bool serves(const CompareResult &result, const Scenario &scenario)
{
    return !isTraining(result.option.task.value_or(scenario.workload.task));
}

inline bool purchase(const CompareResult &result, const Scenario &scenario)
{
    return formTraits(result.option.form.value_or(scenario.pricing)).owned;
}

// A year's cost is shown when the job recurs or the budget is counted by the month or year
// (the one rule, Spend::yearMatters in cost/budget.h).
inline bool yearMatters(const CompareResult &result, const std::optional<Budget> &)
{
    return result.spend.yearMatters;
}

} // namespace Atlas::CompareFacts
