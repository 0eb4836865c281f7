// One replica's arithmetic: what a decode step reads and multiplies, what a prefill costs, and
// how long a new request waits for its first token when others are in flight.

#include "engine/servingmodel.h"

#include "engine/memorymodel.h"
#include "engine/throughput.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// NCCL all-reduce latency per call: a few microseconds over NVLink, more over PCIe (assumed).
constexpr double LinkLatencyNvlinkS = 8e-6;
constexpr double LinkLatencyPcieS = 20e-6;
// A PCIe Gen4 x16 link carries about 25 GB/s each way in practice (assumed for cards without
// a scale-up link).
constexpr double PcieBytesPerS = 25e9;
// Tokens one prefill chunk holds (vLLM's and TensorRT-LLM's default token budget per step is of
// this order; EngineOptions::prefillChunkTokens).
constexpr double PrefillChunkTokens = 2048;
// The replica never spends all of its time on prefills; the wait's ρ stops short of 1.
constexpr double MaxPrefillShare = 0.98;

double prefillFraction(const ServingFit &fit, const Replica &r)
{
    return fit.prefillFraction * (r.fp8 ? fit.fp8PrefillFactor : 1.0);
}

Workload servingWorkload(Precision weights, Precision kv, double prompt, double output)
{
    Workload w;
    w.task = Task::Inference;
    w.precision = weights;
    w.kvPrecision = kv;
    w.context = qint64(std::max(1.0, prompt + output));
    w.concurrency = 1;
    return w;
}

struct StepTimes
{
    double decode = 0;          // one decode step of `batch` tokens
    double prefillCompute = 0;  // one prompt's FLOPs and all-reduces
    double prefillOverhead = 0; // paid once per step that prefills, however many prompts
    double prefill() const { return prefillCompute + prefillOverhead; }
    bool computeBound = false;
};

StepTimes stepTimes(const ServingFit &fit, const Replica &r, int batch)
{
    StepTimes s;
    const double b = std::max(1, batch);
    const double context = r.promptTokens + r.outputTokens / 2.0;
    const double touched = r.expertShare > 0 ? 1.0 - std::pow(1.0 - r.expertShare, b) : 0.0;
    const double bytes = r.fixedBytes + r.expertBytes * touched + b * context * r.kvPerToken;
    const double flops = b * (r.flopsPerToken + context * r.attentionPerCtx);
    // An accelerator's own factor is measured at batch 1 (one sequence's matrix-vector
    // products); batched steps stream as the common fraction says, so it fades as 1 / b.
    const double own = 1.0 + (fit.bandwidthFactor.value(r.acceleratorId, 1.0) - 1.0) / b;
    const double memory = bytes / (r.bandwidth * fit.bandwidthFraction * own);
    const double compute = flops
                           / (r.peak * fit.computeFraction * (r.fp8 ? fit.fp8ComputeFactor : 1.0));
    s.computeBound = compute > memory;
    s.decode = std::max(memory, compute) + fit.stepOverheadS * r.pp
               + fit.tensorParallelFactor * (r.commFixed + r.commPerStep * b);
    s.prefillCompute = r.prefillFlops / (r.peak * prefillFraction(fit, r))
                       + fit.tensorParallelFactor * r.prefillComm;
    s.prefillOverhead = prefillSeconds(fit, r) - s.prefillCompute;
    return s;
}

// The time to first token with `batch` requests in flight (see ServingFit): the prefill, the
// decode steps its chunks share, and the wait behind other prompts, solved for the arrival rate
// it implies (the wait falls as the time grows, so bisection finds the one consistent time).
double ttftUnderLoad(
    const ServingFit &fit, const Replica &r, int batch, const StepTimes &s, double step)
{
    if (batch <= 1)
        return s.prefill();
    const double chunks = std::ceil(std::max(1.0, r.promptTokens) / PrefillChunkTokens);
    const double service = s.prefill() + chunks * s.decode;
    const double cycle = std::max(1.0, r.outputTokens) * step; // a request's decode time
    // The prompts' compute is what the replica cannot share; the fixed cost is a latency.
    auto waitAt = [&](double ttft) {
        const double rho = std::min(MaxPrefillShare, batch * s.prefillCompute / (ttft + cycle));
        return fit.queueFactor * rho / (2.0 * (1.0 - rho)) * s.prefillCompute;
    };
    double lo = service;
    double hi = service + waitAt(service);
    for (int i = 0; i < 40 && hi - lo > 1e-9 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        (service + waitAt(mid) > mid ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

} // namespace

Precision computePrecision(Precision weights)
{
    // Weight-only INT4/INT8 kernels dequantise to 16 bits and multiply there; FP8 runs on FP8.
    return weights == Precision::Fp8 ? Precision::Fp8 : Precision::Fp16;
}

std::optional<Replica> replicaFor(
    const ServingBasis &b, const Accelerator &a, int tp, int pp, qint64 concurrencyLimit)
{
    if (!a.hasBandwidth())
        return std::nullopt;
    const std::optional<double> tflops = a.computeTflops(computePrecision(b.weights));
    if (!tflops || *tflops <= 0)
        return std::nullopt;
    const MemoryModel &memory = b.memory;
    const ModelArch &model = memory.arch();
    Layout layout;
    layout.gpus = tp * pp;
    layout.tp = tp;
    layout.pp = pp;
    if (!memory.layoutSupported(layout))
        return std::nullopt;
    Replica r;
    r.tp = tp;
    r.pp = pp;
    r.promptTokens = b.promptTokens;
    r.outputTokens = b.outputTokens;
    r.fixedBytes = (b.readParams - b.expertParams) * b.bytesPerParam / tp;
    r.expertBytes = b.expertParams * b.bytesPerParam / tp;
    r.expertShare = model.moe.isMoe() && model.moe.experts > 0
                        ? double(model.moe.active) / model.moe.experts
                        : 0.0;
    r.kvPerToken = memory.kvBytesPerToken(tp);
    const double prompt = b.promptTokens;
    r.flopsPerToken = 2.0 * b.activeParams / tp;
    r.attentionPerCtx = 4.0 * model.layers * b.attentionWidth / tp;
    r.prefillFlops = prompt
                     * (2.0 * b.activeParams + 2.0 * model.layers * prompt * b.attentionWidth) / tp;
    r.layers = model.layers;
    r.moeExpertLayers = model.moe.isMoe()
                            ? double(model.moe.experts) * (model.layers - model.moe.denseLayers)
                            : 0.0;
    r.fp8 = computePrecision(b.weights) == Precision::Fp8;
    r.acceleratorId = a.id;
    r.bandwidth = a.bandwidthBytesPerSecond();
    r.peak = *tflops * 1e12;
    if (tp > 1) {
        const bool link = a.hasScaleUpLink();
        const double bytesPerS = link ? *a.interconnectGBs * 1e9 / 2.0 : PcieBytesPerS;
        const double latency = link ? LinkLatencyNvlinkS : LinkLatencyPcieS;
        // Two all-reduces per layer of one 16-bit hidden vector per token (ring: 2(tp−1)/tp).
        const double perToken = 2.0 * (tp - 1) / tp * double(model.hidden) * 2.0 / bytesPerS;
        r.commPerStep = 2.0 * model.layers * perToken;
        r.commFixed = 2.0 * model.layers * latency;
        r.prefillComm = r.commFixed + r.commPerStep * prompt;
    }
    r.maxConcurrency = maxConcurrency(memory, layout, a.memoryBytes(), concurrencyLimit);
    return r;
}

double prefillSeconds(const ServingFit &fit, const Replica &r)
{
    return r.prefillFlops / (r.peak * prefillFraction(fit, r)) + fit.stepOverheadS * r.pp
           + fit.prefillLayerS * r.layers + fit.moePrefillExpertS * r.moeExpertLayers
           + fit.tensorParallelFactor * r.prefillComm;
}

ServingPoint pointAt(const ServingFit &fit, const Replica &r, int batch)
{
    const StepTimes s = stepTimes(fit, r, batch);
    ServingPoint p;
    p.batch = std::max(1, batch);
    // Continuous batching: b / output requests finish per step, each new one needs a prefill;
    // prompts that arrive together share one prefill pass and its fixed cost.
    const double arrivals = double(p.batch) / std::max(1.0, r.outputTokens);
    p.stepSeconds = s.decode + arrivals * s.prefillCompute
                    + std::min(1.0, arrivals) * s.prefillOverhead;
    p.tokensPerSecond = p.batch / p.stepSeconds;
    p.userTokensPerSecond = 1.0 / p.stepSeconds;
    p.ttftSeconds = ttftUnderLoad(fit, r, p.batch, s, p.stepSeconds);
    p.computeBound = s.computeBound;
    return p;
}

ServingBasis::ServingBasis(
    const ModelArch &model, Precision weightsPrecision, Precision kv, double prompt, double output)
    : memory(model, servingWorkload(weightsPrecision, kv, prompt, output))
    , weights(weightsPrecision)
    , promptTokens(prompt)
    , outputTokens(output)
{
    const ParameterCount &p = memory.params();
    bytesPerParam = p.total > 0 ? memory.weightBytes() / p.total : 2.0;
    // A token's embedding is a row lookup, not a read of the table (unless the table is also
    // the output head, tied); a vision encoder is idle while text is generated.
    readParams = p.total - p.embedding + (p.lmHead > 0 ? 0.0 : p.embedding - p.vision);
    const int moeLayers = model.moe.isMoe() ? model.layers - model.moe.denseLayers : 0;
    expertParams = p.routedExpertLinearPerLayer * moeLayers;
    Workload one = memory.workload();
    one.seqLen = 1;
    const FlopShape shape = flopShape(MemoryModel(model, one));
    activeParams = shape.activeParams;
    attentionWidth = model.layers > 0 ? shape.attention / double(model.layers) : 0.0;
}

} // namespace Atlas
