#include "cost/rates.h"

namespace Atlas {

namespace {

Quote fromRate(const Rate &r)
{
    Quote q;
    q.value = r.value;
    q.low = r.low;
    q.high = r.high;
    q.basis = r.basis;
    q.verified = r.verified;
    q.date = r.date;
    q.origin = r.origin;
    return q;
}

// A reference price in USD (the accelerator's), converted at the catalog's or the user's rate:
// `derivation` takes the amount, the price's date and the rate.
Quote fromUsd(
    double usd, const QString &basis, const QString &date, double usdCny, const TrText &derivation)
{
    Quote q;
    q.value = usd * usdCny;
    q.basis = {basis, basis};
    q.verified = Verification::Partial;
    q.derived = true;
    q.derivation = derivation.arg(usd).arg(date).arg(usdCny);
    q.date = date;
    return q;
}

Quote scaled(const Quote &q, double factor, const TrText &derivation)
{
    Quote d;
    d.value = q.value * factor;
    if (q.low)
        d.low = *q.low * factor;
    if (q.high)
        d.high = *q.high * factor;
    d.basis = q.basis;
    d.verified = q.verified;
    d.derived = true;
    d.derivation = derivation;
    d.date = q.date;
    d.origin = q.origin;
    return d;
}

// The catalogued rates (pricing.yaml `rates`, the user's quotes included) come first, as they are.
void copyCatalogued(RateCard &card, const RateOverride &catalogued)
{
    for (int i = 0; i < ServiceFormCount; ++i) {
        const ServiceForm form = ServiceForm(i);
        if (const std::optional<Rate> *rate = catalogued.forForm(form); rate && *rate)
            *card.forForm(form) = fromRate(**rate);
    }
}

// A card bought without a catalogued price: its USD reference price, else the seed's CNY.
std::optional<Quote> derivedPurchase(const Accelerator &a, double usdCny)
{
    if (a.price.purchaseUsd) {
        return fromUsd(*a.price.purchaseUsd,
                       a.price.purchaseBasis,
                       a.price.purchaseDate,
                       usdCny,
                       ATLAS_TR("Atlas::Rates", "%1 USD (%2) × %3 CNY/USD"));
    }
    if (!a.price.seedCnyLow)
        return std::nullopt;
    Quote q;
    q.low = a.price.seedCnyLow;
    q.high = a.price.seedCnyHigh;
    q.value = a.price.seedCnyHigh ? (*a.price.seedCnyLow + *a.price.seedCnyHigh) / 2
                                  : *a.price.seedCnyLow;
    q.basis = {a.price.seedNote, a.price.seedNote};
    q.verified = Verification::Unverified;
    q.derived = true;
    q.derivation = ATLAS_TR("Atlas::Rates", "the seed's CNY price (no reference price exists)");
    return q;
}

} // namespace

RateCard rateCard(const Accelerator &a,
                  const PricingCatalog &pricing,
                  std::optional<double> usdCnyOverride)
{
    RateCard card;
    const double usdCny = usdCnyOverride.value_or(pricing.usdCny.value);
    if (const auto it = pricing.rates.constFind(a.id); it != pricing.rates.cend())
        copyCatalogued(card, *it);

    // Then each missing rate is derived, in this order: the monthly rate may rest on a derived
    // hourly one, the bare-metal rate on a derived monthly one.
    if (!card.containerPerGpuHour() && a.price.cloudUsdPerHour) {
        card.containerPerGpuHour() = fromUsd(*a.price.cloudUsdPerHour,
                                             a.price.cloudBasis,
                                             a.price.cloudDate,
                                             usdCny,
                                             ATLAS_TR("Atlas::Rates",
                                                      "%1 USD per GPU-hour (%2) × %3 CNY/USD"));
    }
    if (!card.cloudPerGpuMonth() && card.containerPerGpuHour()) {
        const double factor = pricing.hoursPerMonth * pricing.defaults.cloudMonthlyFactor.value;
        card.cloudPerGpuMonth() = scaled(*card.containerPerGpuHour(),
                                         factor,
                                         ATLAS_TR("Atlas::Rates",
                                                  "hourly rate × %1 hours × %2 (monthly factor)")
                                             .arg(pricing.hoursPerMonth)
                                             .arg(pricing.defaults.cloudMonthlyFactor.value));
    }
    if (!card.bareMetalPerMachineMonth() && card.cloudPerGpuMonth()) {
        card.bareMetalPerMachineMonth()
            = scaled(*card.cloudPerGpuMonth(),
                     GpusPerMachine * pricing.defaults.bareMetalFactor.value,
                     ATLAS_TR("Atlas::Rates", "%1 × the monthly GPU rate × %2 (bare-metal factor)")
                         .arg(GpusPerMachine)
                         .arg(pricing.defaults.bareMetalFactor.value));
    }
    if (!card.purchasePerGpu())
        card.purchasePerGpu() = derivedPurchase(a, usdCny);
    return card;
}

} // namespace Atlas
