#pragma once

#include "catalog/accelerator.h"
#include "engine/efficiency.h"
#include "engine/memorymodel.h"

#include <optional>

namespace Atlas {

// The shape a FLOP count needs: N, the parameters a token multiplies by (MoE: the active
// experts; the input-embedding lookup is not a multiplication), and A = layers × sequence ×
// attention width (heads × head dim), the attention work that grows with the context.
struct FlopShape
{
    double activeParams = 0;
    double attention = 0;
    double trainableFraction = 1; // freeze training: the share of parameters that train
};

// Floating-point operations of one training token. Forward: 2·N for the matmuls and 2·A for
// causal attention (QK^T and AV, half the square); backward twice the forward: 6·N + 6·A
// (Kaplan et al., attention as flash attention computes it). LoRA/QLoRA skip the weight
// gradients of frozen weights (4·N + 6·A); freeze training back-propagates through the
// trainable top layers only. Full recomputation adds a forward pass (2·N + 2·A), selective
// recomputation the attention core (2·A).
double trainingFlopsPerToken(const FlopShape &shape, Task task, Recompute recompute);
double trainingFlopsPerToken(const MemoryModel &model);
FlopShape flopShape(const MemoryModel &model);
double flopParams(const MemoryModel &model); // N above

struct TrainingTime
{
    double flops = 0;
    double peakTflops = 0; // dense, per GPU, at the workload's precision
    bool rateFallback = false;
    ThroughputKind rateKind = ThroughputKind::Bf16;
    Efficiency efficiency;
    double wallHours = 0;     // at the efficiency's point
    double wallHoursLow = 0;  // at its high end …
    double wallHoursHigh = 0; // … and at its low end
    double gpuHours = 0;
};

// Empty when the accelerator publishes no usable throughput (e.g. Hygon DCUs).
std::optional<TrainingTime> trainingTime(const MemoryModel &model,
                                         const Accelerator &accelerator,
                                         int gpus,
                                         double tokens,
                                         const Efficiency &efficiency);
// The tokens that fit in `hours` of wall time at the efficiency's point (the inverse).
std::optional<double> tokensInHours(const MemoryModel &model,
                                    const Accelerator &accelerator,
                                    int gpus,
                                    double hours,
                                    const Efficiency &efficiency);

// Largest concurrency whose per-GPU memory fits the capacity with this layout (0 if even one
// sequence does not fit).
// `limit`: the search stops there (a caller that caps the batch anyway saves the probes).
qint64 maxConcurrency(const MemoryModel &model,
                      const Layout &layout,
                      double capacityBytes,
                      qint64 limit = qint64(1) << 30);

} // namespace Atlas
