#pragma once

#include "catalog/catalog.h"
#include "cost/plancost.h"
#include "engine/memorymodel.h"

namespace Atlas {

// Budget and deadline: which (accelerator × card count × service form × region) configurations
// meet both, ranked by cost or by time.
struct PlannerRequest
{
    ModelArch model;
    Workload workload;
    double tokens = 0;       // training: tokens to process
    double serviceHours = 0; // inference: how long the service runs
    std::optional<double> budgetCny;
    std::optional<double> deadlineHours;
    QList<ServiceForm> forms{ServiceForm::Container,
                             ServiceForm::CloudMonthly,
                             ServiceForm::BareMetal,
                             ServiceForm::Purchase};
    QList<const Region *> regions;           // empty: no region (national figures)
    QList<const Accelerator *> accelerators; // empty: every accelerator in the catalog
    std::optional<double> mfu;               // default: the accelerator class's
    PlanInputs costInputs; // overrides (price, tariff, …); form/region/gpus set per option
    enum class Rank { Cost, Time } rank = Rank::Cost;
    int maxGpus = 1024;
    int maxResults = 100;
    EngineOptions engine;
};

struct PlannerOption
{
    const Accelerator *accelerator = nullptr;
    Layout layout;
    ServiceForm form = ServiceForm::Container;
    const Region *region = nullptr;
    double wallHours = 0;
    double mfu = 0;
    PlanCost cost;
};

QList<PlannerOption> planOptions(const Catalog &catalog, const PlannerRequest &request);

} // namespace Atlas
