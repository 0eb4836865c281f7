#include "cost/rates.h"

namespace Atlas {

const std::optional<Quote> *RateCard::forForm(ServiceForm form) const
{
    switch (form) {
    case ServiceForm::Container:
        return &containerPerGpuHour;
    case ServiceForm::CloudMonthly:
        return &cloudPerGpuMonth;
    case ServiceForm::BareMetal:
        return &bareMetalPerMachineMonth;
    case ServiceForm::Purchase:
        return &purchasePerGpu;
    case ServiceForm::CpuServer:
        break;
    }
    return nullptr;
}

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

} // namespace

RateCard rateCard(const Accelerator &a,
                  const PricingCatalog &pricing,
                  std::optional<double> usdCnyOverride)
{
    RateCard card;
    const double usdCny = usdCnyOverride.value_or(pricing.usdCny.value);
    const RateOverride *o = nullptr;
    if (const auto it = pricing.rates.constFind(a.id); it != pricing.rates.cend())
        o = &*it;

    if (o && o->containerPerHour) {
        card.containerPerGpuHour = fromRate(*o->containerPerHour);
    } else if (a.price.cloudUsdPerHour) {
        card.containerPerGpuHour = fromUsd(*a.price.cloudUsdPerHour,
                                           a.price.cloudBasis,
                                           a.price.cloudDate,
                                           usdCny,
                                           ATLAS_TR("Atlas::Rates",
                                                    "%1 USD per GPU-hour (%2) × %3 CNY/USD"));
    }

    if (o && o->cloudPerMonth) {
        card.cloudPerGpuMonth = fromRate(*o->cloudPerMonth);
    } else if (card.containerPerGpuHour) {
        const double factor = pricing.hoursPerMonth * pricing.defaults.cloudMonthlyFactor.value;
        card.cloudPerGpuMonth = scaled(*card.containerPerGpuHour,
                                       factor,
                                       ATLAS_TR("Atlas::Rates",
                                                "hourly rate × %1 hours × %2 (monthly factor)")
                                           .arg(pricing.hoursPerMonth)
                                           .arg(pricing.defaults.cloudMonthlyFactor.value));
    }

    if (o && o->bareMetalPerMonth) {
        card.bareMetalPerMachineMonth = fromRate(*o->bareMetalPerMonth);
    } else if (card.cloudPerGpuMonth) {
        card.bareMetalPerMachineMonth
            = scaled(*card.cloudPerGpuMonth,
                     GpusPerMachine * pricing.defaults.bareMetalFactor.value,
                     ATLAS_TR("Atlas::Rates", "%1 × the monthly GPU rate × %2 (bare-metal factor)")
                         .arg(GpusPerMachine)
                         .arg(pricing.defaults.bareMetalFactor.value));
    }

    if (o && o->purchase) {
        card.purchasePerGpu = fromRate(*o->purchase);
    } else if (a.price.purchaseUsd) {
        card.purchasePerGpu = fromUsd(*a.price.purchaseUsd,
                                      a.price.purchaseBasis,
                                      a.price.purchaseDate,
                                      usdCny,
                                      ATLAS_TR("Atlas::Rates", "%1 USD (%2) × %3 CNY/USD"));
    } else if (a.price.seedCnyLow) {
        Quote q;
        q.low = a.price.seedCnyLow;
        q.high = a.price.seedCnyHigh;
        q.value = a.price.seedCnyHigh ? (*a.price.seedCnyLow + *a.price.seedCnyHigh) / 2
                                      : *a.price.seedCnyLow;
        q.basis = {a.price.seedNote, a.price.seedNote};
        q.verified = Verification::Unverified;
        q.derived = true;
        q.derivation = ATLAS_TR("Atlas::Rates", "the seed's CNY price (no reference price exists)");
        card.purchasePerGpu = q;
    }
    return card;
}

} // namespace Atlas
