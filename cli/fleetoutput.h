#pragma once

// The fleet options of a load over the week (issue 32), for `serve` and inference `options`:
// read from the one evaluation, printed as JSON (fleet_options, ranked by cost a month) or text.

#include "cost/fleetchoice.h"
#include "scenario/scenarioengine.h"

#include <QJsonObject>
#include <QTextStream>

namespace Atlas::Cli {

// The week's fleet as the scenario's evaluation computed it (ScenarioResult::fleet and
// fleetMixes): the CLI prints it, never computes it.
struct FleetOutcome
{
    LoadProfile profile;
    FleetDemand demand;
    QList<FleetMixCost> mixes;  // ranked by cost a month, unpriced last; marked and judged
    int recommended = -1;       // index in mixes
    double hoursPerMonth = 730; // pricing.yaml's
    RentalTerms terms;
};

// Empty when the scenario has no load profile or its service was not sized.
std::optional<FleetOutcome> fleetOutcome(const Scenario &scenario,
                                         const ScenarioResult &result,
                                         const Catalog &catalog);

// One mix's figures ({mix, owned_cards, …, meets_slo, offered, market_badges, within_budget}).
QJsonObject jsonFleetMix(const FleetMixCost &mix);
// Adds load_profile, fleet and fleet_options to `json`.
void addFleetJson(QJsonObject &json, const FleetOutcome &fleet);
void printFleetText(QTextStream &out, const FleetOutcome &fleet, const QString &cardName);

// The options planner's fleets (`options` with a load profile): fleet_options, fleet_rejected.
void addFleetPlanJson(QJsonObject &json, const FleetPlan &plan);
void printFleetPlan(QTextStream &out, const FleetPlan &plan, const LoadProfile &profile);

} // namespace Atlas::Cli
