#pragma once

#include "catalog/accelerator.h"
#include "catalog/pricing.h"
#include "text/trtext.h"

#include <optional>

namespace Atlas {

// A price with where it came from: a catalogued rate, or a derivation from other catalogued
// numbers, spelled out.
struct Quote
{
    double value = 0;
    std::optional<double> low;
    std::optional<double> high;
    LocalizedText basis;
    Verification verified = Verification::Unverified;
    bool derived = false;
    TrText derivation; // e.g. "4.92 USD/h × 7.2 CNY/USD"
};

// What one accelerator costs in each service form, in CNY.
struct RateCard
{
    std::optional<Quote> containerPerGpuHour;
    std::optional<Quote> cloudPerGpuMonth;         // billed 24×7
    std::optional<Quote> bareMetalPerMachineMonth; // one 8-GPU machine
    std::optional<Quote> purchasePerGpu;

    // The rate a form is billed at (null for a form without a card rate: the CPU server).
    const std::optional<Quote> *forForm(ServiceForm form) const;
};

inline constexpr int GpusPerMachine = 8;
inline constexpr double HoursPerYear = 8760.0;

// Catalogued CNY rates first (pricing.yaml `rates`), then derivations (docs/DATA.md):
// container = cloud USD/h × usd_cny; cloud monthly = container × hours/month × factor;
// bare metal = 8 × cloud monthly × factor; purchase = USD price × usd_cny, else the seed's CNY.
RateCard rateCard(const Accelerator &accelerator,
                  const PricingCatalog &pricing,
                  std::optional<double> usdCnyOverride = std::nullopt);

} // namespace Atlas
