#pragma once

// What `plan` computes and how it is printed (plancommand.cpp: parse and compute; planjson.cpp:
// the JSON; plantext.cpp: the text). `regions` shares the cost objects.

#include "cli/commands.h"

#include "scenario/scenarioengine.h"

#include <QJsonObject>

namespace Atlas::Cli {

struct PlanOutcome
{
    Scenario scenario;
    ScenarioResult result;
    QList<TrText> assumptions; // the result's, and what the CLI adds (does not fit, no price)
};

QJsonObject jsonPlan(const PlanOutcome &plan);
void printPlan(QTextStream &out, const PlanOutcome &plan);

// Energy and CO₂ are null, not 0, when the accelerator publishes no power figure.
QJsonValue jsonEnergy(const PlanCost &cost, double value);
QJsonValue jsonCo2(const PlanCost &cost);
QJsonObject jsonCost(const PlanCost &cost);

} // namespace Atlas::Cli
