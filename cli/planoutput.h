#pragma once

// What `plan` computes and how it is printed (plancommand.cpp: parse and compute; planjson.cpp:
// the JSON; plantext.cpp: the text). `regions` shares the cost objects.

#include "cli/commands.h"

#include "scenario/scenarioengine.h"

#include <QJsonObject>

namespace Atlas::Cli {

// Which parts of the layout the user typed (--gpus, --tp, --pp, --zero); parsePlanScenario
// chose the rest on the cards given (the least sharding that fits on them).
struct LayoutGiven
{
    bool gpus = false;
    bool tp = false;
    bool pp = false;
    bool zero = false;
    // Whether the layout differs from the one typed: only cards given, and more sharding than
    // ZeRO 0 without tensor or pipeline parallelism needed on them.
    bool chosen(const Layout &layout) const
    {
        return gpus && !zero
               && (layout.zero != 0 || (!tp && layout.tp != 1) || (!pp && layout.pp != 1));
    }
};

struct PlanOutcome
{
    Scenario scenario;
    ScenarioResult result;
    QList<TrText> assumptions; // the result's, and what the CLI adds (does not fit, no price)
    LayoutGiven given;
};

QJsonObject jsonPlan(const PlanOutcome &plan);
void printPlan(QTextStream &out, const PlanOutcome &plan);

// Energy and CO₂ are null, not 0, when the accelerator publishes no power figure.
QJsonValue jsonEnergy(const PlanCost &cost, double value);
QJsonValue jsonCo2(const PlanCost &cost);
QJsonObject jsonCost(const PlanCost &cost);
// {runs_per_year, run_wall_hours, period_hours, fleets_needed} and {hours, verdict,
// margin_hours} (DESIGN.md, CLI contract part 3).
QJsonObject jsonSchedule(const Schedule &schedule);
QJsonObject jsonDeadline(const DeadlineCheck &deadline);

} // namespace Atlas::Cli
