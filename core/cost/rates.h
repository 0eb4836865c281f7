#pragma once

#include "catalog/accelerator.h"
#include "catalog/pricing.h"
#include "text/trtext.h"

#include <optional>

namespace Atlas {

// A price with where it came from: a catalogued rate, the user's typed price or quote, or a
// derivation from one of them, spelled out; and when it was seen (cost/priceage.h says how old).
struct Quote
{
    double value = 0;
    std::optional<double> low;
    std::optional<double> high;
    LocalizedText basis;
    Verification verified = Verification::Unverified;
    bool derived = false;
    TrText derivation; // e.g. "4.92 USD/h × 7.2 CNY/USD"
    QString date;      // of the price it rests on: YYYY, YYYY-MM or YYYY-MM-DD; empty: undated
    PriceOrigin origin = PriceOrigin::Catalog;
};

// What one accelerator costs in each service form, in CNY (PerCardForm: per card-hour, per
// card-month billed 24×7, per 8-card machine-month, per card bought).
struct RateCard : PerCardForm<Quote>
{};

inline constexpr int GpusPerMachine = 8;
inline constexpr double HoursPerYear = 8760.0;

// Catalogued CNY rates first (pricing.yaml `rates`), then derivations (docs/DATA.md):
// container = cloud USD/h × usd_cny; cloud monthly = container × hours/month × factor;
// bare metal = 8 × cloud monthly × factor; purchase = USD price × usd_cny, else the seed's CNY.
RateCard rateCard(const Accelerator &accelerator,
                  const PricingCatalog &pricing,
                  std::optional<double> usdCnyOverride = std::nullopt);

} // namespace Atlas
