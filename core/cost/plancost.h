#pragma once

#include "catalog/accelerator.h"
#include "catalog/pricing.h"
#include "catalog/region.h"
#include "cost/rates.h"

#include <optional>

namespace Atlas {

// Everything a plan's price depends on besides the accelerator. Unset optionals take the
// region's figures (or the national ones without a region) and the pricing defaults.
struct PlanInputs
{
    ServiceForm form = ServiceForm::Container;
    int gpus = 1;
    double wallHours = 0;
    const Region *region = nullptr;
    std::optional<double> pricePerGpuHour; // replaces the container rate (--price-per-gpu-hour)
    std::optional<double> tariff;          // CNY/kWh
    std::optional<double> pue;
    std::optional<double> utilisation;  // average GPU power / TDP
    std::optional<double> hostOverhead; // host power as a fraction of GPU TDP
    std::optional<double> greenShare;   // contracted green electricity, 0..1
    std::optional<double> usdCny;
    std::optional<double> amortisationYears;
    double cpuServerHours = 0; // data preparation on a CPU cloud server

    double gpuHours() const { return gpus * wallHours; }
};

struct PlanCost
{
    ServiceForm form = ServiceForm::Container;
    bool priced = false; // false when no rate exists for this form and accelerator
    TrText unavailable;  // why

    // Energy and carbon: physical, whatever the service form. Unknown (energyKnown false, the
    // figures 0) when the accelerator publishes neither a TDP nor an estimate.
    bool energyKnown = false;
    double itPowerKw = 0; // GPUs + host at full TDP
    double energyKwh = 0; // at utilisation, × PUE
    double co2Kg = 0;
    bool co2Known = true; // false where no grid factor is catalogued (a provider abroad)

    double computeCny = 0;             // rent, or the capex share of the plan's duration
    double electricityCny = 0;         // paid by you: purchase only
    double embeddedElectricityCny = 0; // inside a rental price, for comparison
    double hostingCny = 0;
    double operationsCny = 0;
    double cpuCny = 0;
    double totalCny = 0;
    double capexCny = 0;       // purchase outlay, not all of it charged to the plan
    double billedQuantity = 0; // hours, months or machine-months
    // Monthly forms: the whole months one run keeps the servers (a machine-month quantity
    // counts machines too, so the year's bill is read from this).
    double billedMonths = 0;
    Quote rate;

    // Resolved inputs.
    double tariff = 0;
    double pue = 0;
    double gridFactor = 0;
    double greenShare = 0;
    double utilisation = 0;
    double hostOverhead = 0;
    double powerW = 0;

    QList<TrText> assumptions;
};

PlanCost costPlan(const Accelerator &accelerator,
                  const PricingCatalog &pricing,
                  const PlanInputs &inputs);
// The same with a rate card computed once per accelerator; without assumption texts it is the
// options planner's fast path (numbers only, nothing translated or formatted).
PlanCost costPlan(const Accelerator &accelerator,
                  const PricingCatalog &pricing,
                  const PlanInputs &inputs,
                  const RateCard &card,
                  bool withAssumptions);

// The seed's "成本测试": the least one must spend to run the plan for one hour in each form
// (a month for monthly billing, the whole card for a purchase).
QList<PlanCost> oneHourTrial(const Accelerator &accelerator,
                             const PricingCatalog &pricing,
                             PlanInputs inputs);

// Rent versus buy for running the same cards continuously.
struct BreakEvenPoint
{
    double utilisation = 0;
    double tariff = 0;
    std::optional<double> months; // empty: renting stays cheaper
};

// Renting 24×7 by the month is compared with owning; renting containers only for the hours the
// cards are busy (utilisation × 730 h a month) is the other side of the sensitivity.
struct RentVersusBuy
{
    std::optional<double> capexCny;
    double ownRunningPerMonthCny = 0;           // electricity + hosting + operations
    std::optional<double> monthlyRentCny;       // cloud monthly, the same cards, 24×7
    std::optional<double> breakEvenMonths;      // capex / (monthly rent − own running)
    std::optional<double> containerPerMonthCny; // containers at the plan's utilisation
    std::optional<double> breakEvenVsContainerMonths;
    QList<BreakEvenPoint> sensitivity; // vs containers: utilisation × tariff
};

RentVersusBuy rentVersusBuy(const Accelerator &accelerator,
                            const PricingCatalog &pricing,
                            const PlanInputs &inputs);

// A service's price per million output tokens: what the plan costs over the tokens it serves in
// that time. Empty when unpriced or when nothing is served.
std::optional<double> costPerMillionTokens(const PlanCost &cost, double tokens);

} // namespace Atlas
