#pragma once

#include "catalog/accelerator.h"
#include "engine/memorymodel.h"

#include <optional>

namespace Atlas {

// Decode reads the weights and the KV cache once per generated token; real kernels reach only
// part of the peak bandwidth. llmfit calibrated 0.55 on community measurements (PR #137).
inline constexpr double DefaultBandwidthEfficiency = 0.55;

// Floating-point operations of one training token: 6·N (Kaplan et al.) for full training, with
// N the active parameters a token multiplies by (MoE: active experts; the input-embedding
// lookup is not a multiplication). Full recomputation adds a forward pass (2·N); selective
// recomputation re-runs the attention core, 4·s·heads·head_dim per layer. LoRA/QLoRA skip the
// weight gradients of frozen weights (4·N); freeze training back-propagates through the
// trainable top layers only (2·N + 4·N_trainable).
double trainingFlopsPerToken(const MemoryModel &model);
double flopParams(const MemoryModel &model); // N above

struct TrainingTime
{
    double flops = 0;
    double peakTflops = 0; // dense, per GPU, at the workload's precision
    bool rateFallback = false;
    ThroughputKind rateKind = ThroughputKind::Bf16;
    double mfu = 0;
    double wallHours = 0;
    double gpuHours = 0;
};

// Empty when the accelerator publishes no usable throughput (e.g. Hygon DCUs).
std::optional<TrainingTime> trainingTime(
    const MemoryModel &model, const Accelerator &accelerator, int gpus, double tokens, double mfu);
// The tokens that fit in `hours` of wall time (the inverse of trainingTime).
std::optional<double> tokensInHours(
    const MemoryModel &model, const Accelerator &accelerator, int gpus, double hours, double mfu);

struct InferenceSpeed
{
    double prefillTokensPerSecond = 0;           // compute-bound, the whole layout
    double decodeTokensPerSecondPerSequence = 0; // bandwidth-bound
    double decodeTokensPerSecondTotal = 0;       // × concurrency
    double timeToFirstTokenSeconds = 0;          // one context-long prompt
    qint64 maxConcurrency = 0;                   // sequences of `context` tokens that fit
    double bandwidthEfficiency = DefaultBandwidthEfficiency;
};

std::optional<InferenceSpeed> inferenceSpeed(const MemoryModel &model,
                                             const Accelerator &accelerator,
                                             const Layout &layout,
                                             double mfu,
                                             double bandwidthEfficiency = DefaultBandwidthEfficiency);

// Largest concurrency whose per-GPU memory fits the capacity with this layout (0 if even one
// sequence does not fit).
qint64 maxConcurrency(const MemoryModel &model, const Layout &layout, double capacityBytes);

} // namespace Atlas
