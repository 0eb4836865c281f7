#pragma once

#include "catalog/catalog.h"
#include "cost/plancost.h"
#include "text/trtext.h"

#include <optional>

namespace Atlas {

// Which of an instance's prices a job pays: on demand (by the provider's billing unit), by the
// month (24×7, whole months), or spot (interruptible, on-demand granularity).
enum class ProviderBilling { OnDemand, Monthly, Spot };
QString providerBillingKey(ProviderBilling billing);
TrText providerBillingText(ProviderBilling billing); // "on-demand", translated
QStringList providerBillingKeys();

struct ProviderJob
{
    int gpus = 1; // cards the job needs
    double wallHours = 0;
    ProviderBilling billing = ProviderBilling::OnDemand;
    std::optional<double> usdCny; // overrides pricing.yaml's rate
    // Energy inputs, as for a generic plan (unset: pricing defaults).
    std::optional<double> utilisation;
    std::optional<double> hostOverhead;
    std::optional<double> greenShare;
};

// A job priced on a provider's instance. Money in CNY; `cost` is empty when the instance has no
// price of the chosen kind (the time and energy still are known).
struct ProviderQuote
{
    const Provider *provider = nullptr;
    const Instance *instance = nullptr;
    const ProviderRegion *region = nullptr;
    const Accelerator *accelerator = nullptr;
    ProviderBilling billing = ProviderBilling::OnDemand;
    int instances = 0;         // whole instances: ceil(gpus / gpus per instance)
    double billedHours = 0;    // per instance, after rounding up to the billing unit
    double billedQuantity = 0; // per instance, in the price's period (hours or months)
    const Price *price = nullptr;
    double exchangeRate = 1; // CNY per unit of the price's currency
    std::optional<double> costCny;

    // Energy of the job's cards, and the grid that stands in for the region's.
    const Region *gridRegion = nullptr; // mainland: the linked 东数西算 hub or cluster
    double pue = 0;
    bool pueKnown = false; // the linked cluster's PUE target, not a default
    double energyKwh = 0;
    std::optional<double> co2Kg;                 // empty overseas: no grid factor is catalogued
    std::optional<double> electricityInPriceCny; // at the linked tariff, for comparison
};

// The region a job on `instance` runs in by default: where its price was read, else its first
// region, else the provider's first (null when the provider lists none).
const ProviderRegion *defaultRegion(const Provider &provider, const Instance &instance);

// Prices a job; `region` may be null (no energy link then). The instance needs a catalog
// accelerator and a known card count (check canPrice first).
ProviderQuote quoteInstance(const Catalog &catalog,
                            const Provider &provider,
                            const Instance &instance,
                            const ProviderRegion *region,
                            const ProviderJob &job);
bool canQuote(const Catalog &catalog, const Instance &instance);

// The assumptions behind a quote, in words: built only when shown.
QList<TrText> quoteAssumptions(const ProviderQuote &quote, const ProviderJob &job);

// A quote in the terms every plan is read in: the rent as compute (a monthly price as a
// monthly-billed form, anything else as a container), the energy and CO₂ of the linked grid, the
// electricity inside the price, the CPU server hours beside it, and the quote's assumptions.
// Without assumption texts it is the options planner's fast path.
PlanCost providerPlanCost(const ProviderQuote &quote,
                          const ProviderJob &job,
                          const PricingCatalog &pricing,
                          double cpuServerHours,
                          bool withAssumptions = true);

// For the options planner: per provider, its cheapest priced instance carrying `accelerator`
// for `gpus` cards over `wallHours` (whole instances, billing rounded up; more than one instance
// only of 8-card nodes). Ranked by cost.
// Allocates nothing translatable.
struct InstanceOption
{
    qsizetype providerIndex = -1; // into catalog.providers()
    qsizetype instanceIndex = -1; // into that provider's instances
    int instances = 0;
    double costCny = 0;
};
QList<InstanceOption> cheapestInstances(const Catalog &catalog,
                                        const Accelerator &accelerator,
                                        int gpus,
                                        double wallHours,
                                        ProviderBilling billing = ProviderBilling::OnDemand,
                                        std::optional<double> usdCny = std::nullopt);

} // namespace Atlas
