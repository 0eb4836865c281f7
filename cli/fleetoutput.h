#pragma once

// The fleet options of a load over the week (issue 32), for `serve` and inference `options`:
// computed once (fleetOutcome), printed as JSON (fleet_options, ranked by cost a month) or text.

#include "cost/fleet.h"

#include <QJsonObject>
#include <QTextStream>

namespace Atlas::Cli {

struct FleetOutcome
{
    LoadProfile profile;
    FleetDemand demand;
    QList<FleetMixCost> mixes;  // ranked by cost a month, unpriced last
    double hoursPerMonth = 730; // pricing.yaml's
};

FleetOutcome fleetOutcome(const Catalog &catalog,
                          const ServingRequest &request,
                          const LoadProfile &profile,
                          const PlanInputs &plan);

// Adds load_profile, fleet and fleet_options to `json`.
void addFleetJson(QJsonObject &json, const FleetOutcome &fleet);
void printFleetText(QTextStream &out, const FleetOutcome &fleet, const QString &cardName);

} // namespace Atlas::Cli
