#pragma once

#include "catalog/accelerator.h"
#include "engine/memorymodel.h"

#include <optional>

namespace Atlas {

// Does a workload fit an accelerator, and with how few cards?
struct FitResult
{
    double capacityBytes = 0;
    double usableBytes = 0; // capacity minus the reserve (context + allocator margin)
    bool fits = false;      // the requested layout fits
    MemoryBreakdown requested;
    std::optional<int> minGpus; // smallest power-of-two count with a layout that fits
    Layout layout;              // that layout
    MemoryBreakdown atMinimum;
    int searchedUpTo = 0; // "does not fit up to N"
};

// The documented search (README, "Fit search"): card counts 1, 2, 4, … up to
// EngineOptions::maxGpus; at each count, layouts in order of increasing communication cost —
// no pipeline before pipeline, smaller tensor parallelism first (at most one node), lower ZeRO
// stage first — the first that fits wins. Inference searches tensor × pipeline only.
// The requested layout's offload setting is kept.
FitResult fitOnAccelerator(const MemoryModel &model,
                           const Accelerator &accelerator,
                           const Layout &requested);
std::optional<Layout> smallestFittingLayout(const MemoryModel &model,
                                            double capacityBytes,
                                            Offload offload,
                                            MemoryBreakdown *breakdown = nullptr);

// Candidate layouts for `gpus` cards in search order.
QList<Layout> candidateLayouts(const MemoryModel &model, int gpus, Offload offload);

// Whether the task can run on the card at all, whatever its memory: parts sold for inference
// only (Inferentia, …) have no training software. The planner offers no such option and the
// fit matrix marks such cells not applicable.
bool runsTask(const Accelerator &accelerator, Task task);

} // namespace Atlas
