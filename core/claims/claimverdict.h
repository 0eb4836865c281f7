#pragma once

#include "claims/machinecheck.h"

namespace Atlas {

// The engine's answer to one seed claim (seed_claims.yaml), computed, never stored.
struct ClaimResult
{
    const GuideClaim *claim = nullptr;
    Verdict verdict = Verdict::NotCheckable;
    TrText engine;
    QList<TrText> assumptions;

    // The figures behind the verdict, for tests and views.
    std::optional<bool> fits;
    std::optional<int> engineMinGpus;
    std::optional<double> tokens;      // training cost: tokens the seed's hours process
    std::optional<double> costLowCny;  // training cost: the catalogued offers' range …
    std::optional<double> costHighCny; // … for the seed's hours
    std::optional<double> priceCny;    // budget card: the cards' purchase price
};

// Tolerance of a seed's cost figure against the range of catalogued offers: inside the range
// holds, within this factor of it is "partly", beyond it the cost does not hold.
inline constexpr double ClaimCostFactor = 2.0;

ClaimResult evaluateClaim(const GuideClaim &claim, const Catalog &catalog);
QList<ClaimResult> evaluateClaims(const Catalog &catalog);

} // namespace Atlas
