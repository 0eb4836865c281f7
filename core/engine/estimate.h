#pragma once

#include "catalog/accelerator.h"
#include "engine/fit.h"
#include "engine/memorymodel.h"

#include <optional>

namespace Atlas {

// The result of `estimate`: the per-GPU breakdown for the requested layout, the totals, the
// assumptions used, and — with an accelerator — the fit.
struct Estimate
{
    MemoryBreakdown perGpu;
    double allGpusBytes = 0;
    double hostOffloadBytes = 0;
    double params = 0;
    double activeParams = 0;
    double trainableParams = 0;
    Layout layout;
    QList<TrText> assumptions;
    std::optional<FitResult> fit;
};

Estimate estimate(const MemoryModel &model,
                  const Layout &layout,
                  const Accelerator *accelerator = nullptr);

// Everything the numbers rest on, in words: bytes per parameter, conventions, sources.
QList<TrText> describeAssumptions(const MemoryModel &model, const Layout &layout);
// "the context of N tokens exceeds the model's maximum of M" (estimate, serve, options), or
// nothing when the model holds `tokens` or publishes no maximum.
std::optional<TrText> contextBeyondModel(const ModelArch &model, double tokens);

} // namespace Atlas
