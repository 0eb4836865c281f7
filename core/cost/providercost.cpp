#include "cost/providercost.h"

#include "cost/priceage.h"
#include "cost/rates.h"

#include <array>
#include <cmath>

namespace Atlas {

namespace {

constexpr std::array<const char16_t *, 3> billingNames = {u"on-demand", u"monthly", u"spot"};

const Price *priceFor(const Instance &i, ProviderBilling billing)
{
    const std::optional<Price> &p = billing == ProviderBilling::Monthly ? i.monthlyPrice
                                    : billing == ProviderBilling::Spot  ? i.spotPrice
                                                                        : i.price;
    return p ? &*p : nullptr;
}

double exchangeRate(const QString &currency,
                    const PricingCatalog &pricing,
                    std::optional<double> usdCny)
{
    if (currency == u"USD")
        return usdCny.value_or(pricing.usdCny.value);
    return 1.0; // CNY (the loader accepts no other currency)
}

// Hours billed per instance for `wallHours` of use: rounded up to the billing unit and to the
// provider's minimum; a monthly price counts whole months of 24×7.
struct Billed
{
    double hours = 0;
    double quantity = 0; // in the price's period
};

Billed billedTime(const Provider &provider,
                  const Instance &instance,
                  const Price &price,
                  ProviderBilling billing,
                  double wallHours,
                  double hoursPerMonth)
{
    Billed b;
    if (billing == ProviderBilling::Monthly || price.per == PricePeriod::Month) {
        const double months = std::max(1.0, std::ceil(wallHours / hoursPerMonth - 1e-9));
        b.hours = months * hoursPerMonth;
        b.quantity = months;
        return b;
    }
    const double unit = billingUnitSeconds(instance.billing);
    // A tolerance of a millisecond keeps 2.0 h from becoming 2 h + one unit by rounding noise.
    double seconds = std::ceil((wallHours * 3600.0 - 1e-3) / unit) * unit;
    seconds = std::max(seconds, unit);
    if (provider.minBilledSeconds)
        seconds = std::max(seconds, double(*provider.minBilledSeconds));
    b.hours = seconds / 3600.0;
    b.quantity = b.hours;
    return b;
}

int wholeInstances(int gpus, int perInstance)
{
    return (gpus + perInstance - 1) / perInstance;
}

} // namespace

QString providerBillingKey(ProviderBilling billing)
{
    return QString::fromUtf16(billingNames[size_t(billing)]);
}

TrText providerBillingText(ProviderBilling billing)
{
    switch (billing) {
    case ProviderBilling::OnDemand:
        return ATLAS_TR("Atlas::ProviderCost", "on-demand");
    case ProviderBilling::Monthly:
        return ATLAS_TR("Atlas::ProviderCost", "monthly");
    case ProviderBilling::Spot:
        return ATLAS_TR("Atlas::ProviderCost", "spot");
    }
    return {};
}

QStringList providerBillingKeys()
{
    QStringList keys;
    for (const char16_t *n : billingNames)
        keys.append(QString::fromUtf16(n));
    return keys;
}

const ProviderRegion *defaultRegion(const Provider &provider, const Instance &instance)
{
    if (instance.price && !instance.price->regionId.isEmpty())
        return provider.region(instance.price->regionId);
    if (!instance.regionIds.isEmpty())
        return provider.region(instance.regionIds.constFirst());
    return provider.regions.isEmpty() ? nullptr : &provider.regions.constFirst();
}

bool canQuote(const Catalog &catalog, const Instance &instance)
{
    return instance.gpus && catalog.accelerator(instance.acceleratorId);
}

ProviderQuote quoteInstance(const Catalog &catalog,
                            const Provider &provider,
                            const Instance &instance,
                            const ProviderRegion *region,
                            const ProviderJob &job)
{
    const PricingCatalog &pricing = catalog.pricing();
    const PricingDefaults &d = pricing.defaults;
    ProviderQuote q;
    q.provider = &provider;
    q.instance = &instance;
    q.region = region;
    q.accelerator = catalog.accelerator(instance.acceleratorId);
    q.billing = job.billing;
    q.instances = wholeInstances(job.gpus, instance.gpus.value_or(1));
    q.price = priceFor(instance, job.billing);
    if (q.price) {
        const Billed b = billedTime(provider,
                                    instance,
                                    *q.price,
                                    job.billing,
                                    job.wallHours,
                                    pricing.hoursPerMonth);
        q.billedHours = b.hours;
        q.billedQuantity = b.quantity;
        q.exchangeRate = exchangeRate(q.price->currency, pricing, job.usdCny);
        q.costCny = q.price->amount * q.exchangeRate * b.quantity * q.instances;
    }

    // Energy as for any plan (plancost.cpp): GPU-hours × TDP × utilisation × (1 + host) × PUE.
    if (region && region->isMainland() && !region->gridLinkId.isEmpty())
        q.gridRegion = catalog.region(region->gridLinkId);
    q.pueKnown = q.gridRegion && q.gridRegion->pueTarget.value.has_value();
    q.pue = q.pueKnown ? *q.gridRegion->pueTarget.value : d.nationalPue.value;
    const double powerW = q.accelerator ? q.accelerator->powerW().value_or(0.0) : 0.0;
    const double utilisation = job.utilisation.value_or(d.utilisation.value);
    const double host = job.hostOverhead.value_or(d.hostOverheadFraction.value);
    q.energyKwh = job.gpus * job.wallHours * powerW * utilisation * (1.0 + host) * q.pue / 1000.0;
    if (q.gridRegion) {
        const double green = job.greenShare.value_or(d.greenShare.value);
        q.co2Kg = q.energyKwh * q.gridRegion->gridFactor.value * (1.0 - green);
        q.electricityInPriceCny = q.energyKwh * q.gridRegion->tariff.value;
    }
    return q;
}

namespace {

// How the instance is billed and where its price comes from.
QList<TrText> billingAssumptions(const ProviderQuote &q, const ProviderJob &job)
{
    QList<TrText> a;
    const Instance &i = *q.instance;
    const Price &p = *q.price;
    if (job.billing == ProviderBilling::Monthly || p.per == PricePeriod::Month)
        a << ATLAS_TR("Atlas::ProviderCost", "billed 24×7 by whole months: %1 months per instance")
                 .arg(q.billedQuantity);
    else if (q.provider->billingSourced)
        a << ATLAS_TR("Atlas::ProviderCost",
                      "billed per %1, rounded up: %2 h per instance for %3 h of use")
                 .arg(billingUnitText(i.billing))
                 .arg(q.billedHours, 6)
                 .arg(job.wallHours, 6);
    else
        a << ATLAS_TR("Atlas::ProviderCost",
                      "billed per %1 (the billing unit is not stated by a source read; "
                      "assumed), rounded up: %2 h per instance for %3 h of use")
                 .arg(billingUnitText(i.billing))
                 .arg(q.billedHours, 6)
                 .arg(job.wallHours, 6);
    if (q.provider->minBilledSeconds)
        a << ATLAS_TR("Atlas::ProviderCost", "at least %1 s billed per start")
                 .arg(*q.provider->minBilledSeconds);
    if (p.origin == PriceOrigin::Quote)
        a << ATLAS_TR("Atlas::ProviderCost", "%1: %2 CNY per %3 for the instance")
                 .arg(priceOriginText(p.origin, false, p.date))
                 .arg(p.amount)
                 .arg(pricePeriodText(p.per));
    else if (p.currency == u"USD")
        a << ATLAS_TR("Atlas::ProviderCost",
                      "list price %1 USD per %2 × %3 CNY/USD (%4, confidence %5)")
                 .arg(p.amount)
                 .arg(pricePeriodText(p.per))
                 .arg(q.exchangeRate)
                 .arg(p.date.isEmpty() ? p.dateNote : p.date)
                 .arg(confidenceKey(p.confidence));
    else
        a << ATLAS_TR("Atlas::ProviderCost", "list price %1 CNY per %2 (%3, confidence %4)")
                 .arg(p.amount)
                 .arg(pricePeriodText(p.per))
                 .arg(p.date.isEmpty() ? p.dateNote : p.date)
                 .arg(confidenceKey(p.confidence));
    if (job.billing == ProviderBilling::Spot)
        a << ATLAS_TR("Atlas::ProviderCost",
                      "spot capacity can be reclaimed at any time: checkpoint the job");
    a << ATLAS_TR("Atlas::ProviderCost", "electricity is included in the rental price");
    return a;
}

// Which grid the energy and CO₂ are counted on, and which cards.
QList<TrText> energyAssumptions(const ProviderQuote &q, const ProviderJob &job)
{
    QList<TrText> a;
    if (q.gridRegion) {
        a << ATLAS_TR("Atlas::ProviderCost",
                      "energy and CO₂ take the grid factor, tariff and PUE target of %1, %2 km "
                      "from %3 (assumption: the provider's data centre is on the same grid)")
                 .arg(q.gridRegion->name)
                 .arg(q.region->gridLinkKm, 3)
                 .arg(q.region->name);
        if (q.region->gridLinkStated)
            a << TrText::localized(q.region->gridLinkBasis);
    } else if (q.region && !q.region->isMainland()) {
        a << ATLAS_TR("Atlas::ProviderCost",
                      "%1 is outside mainland China: no grid factor is catalogued, so CO₂ is "
                      "unknown; energy uses China's average PUE %2")
                 .arg(q.region->name)
                 .arg(q.pue);
    } else {
        a << ATLAS_TR("Atlas::ProviderCost",
                      "the region is not known: CO₂ is unknown; energy uses China's average PUE "
                      "%1")
                 .arg(q.pue);
    }
    if (q.instances * q.instance->gpus.value_or(0) > job.gpus)
        a << ATLAS_TR("Atlas::ProviderCost",
                      "energy counts the job's %1 cards; the instances' other cards are paid for "
                      "but idle")
                 .arg(job.gpus);
    return a;
}

} // namespace

QList<TrText> quoteAssumptions(const ProviderQuote &q, const ProviderJob &job)
{
    QList<TrText> a;
    const Instance &i = *q.instance;
    a << ATLAS_TR("Atlas::ProviderCost", "%1 cards on %2 (%3 cards each): %4 whole instances")
             .arg(job.gpus)
             .arg(i.displayName())
             .arg(i.gpus.value_or(0))
             .arg(q.instances);
    if (!q.price)
        a << ATLAS_TR("Atlas::ProviderCost",
                      "%1 publishes no %2 price for this instance: the cost is unknown")
                 .arg(q.provider->name)
                 .arg(providerBillingText(job.billing));
    else
        a += billingAssumptions(q, job);
    a += energyAssumptions(q, job);
    return a;
}

QList<InstanceOption> cheapestInstances(const Catalog &catalog,
                                        const Accelerator &accelerator,
                                        int gpus,
                                        double wallHours,
                                        ProviderBilling billing,
                                        std::optional<double> usdCny)
{
    QList<InstanceOption> best;
    const QList<Provider> &providers = catalog.providers();
    const PricingCatalog &pricing = catalog.pricing();
    for (const auto &[pi, ii] : catalog.instancesOf(accelerator.id)) {
        const Provider &p = providers.at(pi);
        const Instance &i = p.instances.at(ii);
        const Price *price = priceFor(i, billing);
        if (!price || !i.gpus)
            continue;
        // Several instances make one job only as whole 8-card nodes (NVLink inside, a fabric
        // between); single-card virtual machines are not a training cluster.
        if (gpus > *i.gpus && *i.gpus < GpusPerMachine)
            continue;
        const Billed b = billedTime(p, i, *price, billing, wallHours, pricing.hoursPerMonth);
        const int n = wholeInstances(gpus, *i.gpus);
        const double cost = price->amount * exchangeRate(price->currency, pricing, usdCny)
                            * b.quantity * n;
        // Captured by value: clang 14 cannot capture a structured binding.
        auto it = std::find_if(best.begin(), best.end(), [pi = pi](const InstanceOption &o) {
            return o.providerIndex == pi;
        });
        if (it == best.end())
            best.append({pi, ii, n, cost});
        else if (cost < it->costCny)
            *it = {pi, ii, n, cost};
    }
    std::stable_sort(best.begin(), best.end(), [](const InstanceOption &a, const InstanceOption &b) {
        return a.costCny < b.costCny;
    });
    return best;
}

PlanCost providerPlanCost(const ProviderQuote &quote,
                          const ProviderJob &job,
                          const PricingCatalog &pricing,
                          double cpuServerHours,
                          bool withAssumptions)
{
    PlanCost c;
    const bool monthly = job.billing == ProviderBilling::Monthly
                         || (quote.price && quote.price->per == PricePeriod::Month);
    c.form = monthly ? ServiceForm::CloudMonthly : ServiceForm::Container;
    c.priced = quote.costCny.has_value();
    if (!c.priced)
        c.unavailable = ATLAS_TR("Atlas::ProviderCost", "%1 publishes no %2 price for %3")
                            .arg(quote.provider->name)
                            .arg(providerBillingKey(job.billing))
                            .arg(quote.instance->displayName());
    const double powerW = quote.accelerator ? quote.accelerator->powerW().value_or(0.0) : 0.0;
    c.energyKnown = powerW > 0;
    c.energyKwh = quote.energyKwh;
    c.co2Kg = quote.co2Kg.value_or(0);
    c.co2Known = quote.co2Kg.has_value();
    c.embeddedElectricityCny = quote.electricityInPriceCny.value_or(0);
    c.computeCny = quote.costCny.value_or(0);
    c.cpuCny = cpuServerHours * pricing.defaults.cpuServerCnyPerHour.value;
    c.totalCny = c.computeCny + c.cpuCny;
    c.billedQuantity = quote.billedQuantity;
    if (monthly)
        c.billedMonths = quote.billedQuantity;
    if (quote.price)
        c.rate = instanceRate(*quote.price, quote.instance->gpus.value_or(1), quote.exchangeRate);
    c.pue = quote.pue;
    c.powerW = powerW;
    if (quote.gridRegion) {
        c.tariff = quote.gridRegion->tariff.value;
        c.gridFactor = quote.gridRegion->gridFactor.value;
    }
    if (!withAssumptions)
        return c;
    c.assumptions = quoteAssumptions(quote, job);
    if (!quote.co2Kg)
        c.assumptions << ATLAS_TR("Atlas::ProviderCost",
                                  "no grid factor is catalogued for this region: CO₂ not counted");
    return c;
}

} // namespace Atlas
