#pragma once

// The steps evaluateScenario and the comparison share, private to core/scenario/: what a
// scenario's work is, how long it takes, and what one run costs on a form or an instance.

#include "scenario/scenarioengine.h"

#include <functional>
#include <optional>

namespace Atlas::ScenarioSteps {

PlanInputs planInputs(const Scenario &s, const Region *region, int gpus, double hours);
WorkSummary resolveWork(const Scenario &s, const Workload &w);

struct Timing
{
    WorkSummary work;
    double tokens = 0;
    double hours = 0, hoursLow = 0, hoursHigh = 0;
    bool known = false;
    std::optional<TrainingTime> training;
    std::optional<ServingResult> serving;
    int gpus = 0;
};

ServingRequest servingRequest(const Scenario &s,
                              const ModelArch &model,
                              const Accelerator &a,
                              const Layout &layout);
// Hours and tokens of a plan: tokens give the time (FLOPs at the calibrated efficiency, with
// its band), rented hours give the tokens. Inference runs for its service period.
Timing resolveTime(const Scenario &s,
                   const Catalog &catalog,
                   const MemoryModel &model,
                   const Accelerator &a,
                   const Layout &layout,
                   const Efficiency &efficiency);
// A service runs all year: its period repeats (a month of service: 12 periods a year).
Recurrence recurrenceOf(const Scenario &s, const WorkSummary &work);
// The scenario's price typed for its own card and form does not carry over to other options.
Scenario pricedFor(const Scenario &s, const QString &acceleratorId, std::optional<ServiceForm> form);

// A provider's instance as chosen, resolved against the catalog and the accelerator.
struct RentedInstance
{
    const Provider *provider = nullptr;
    const Instance *instance = nullptr;
    const ProviderRegion *region = nullptr;
    ProviderBilling billing = ProviderBilling::OnDemand;
};
std::optional<RentedInstance> resolveProvider(const ProviderChoice &choice,
                                              const Catalog &catalog,
                                              const QString &acceleratorId,
                                              QList<TrText> *problems);

// One run's price: on the rented instance when one is chosen, else by the service form. The
// plan, its time band's ends, the smallest layout that fits and the comparison all price here.
PlanCost priceRun(const Scenario &s,
                  const Catalog &catalog,
                  const Accelerator &a,
                  const Region *region,
                  const std::optional<RentedInstance> &rented,
                  int gpus,
                  double hours,
                  std::optional<ProviderQuote> *quoteOut = nullptr);
// One run's price at the ends of the time band (only when they differ from the point).
void costBand(const std::function<PlanCost(double)> &priceAt,
              double low,
              double high,
              std::optional<double> *costLow,
              std::optional<double> *costHigh);

} // namespace Atlas::ScenarioSteps
