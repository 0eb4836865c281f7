#include "engine/throughput.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

double flopParams(const MemoryModel &model)
{
    const ParameterCount &p = model.params();
    return std::max(0.0, p.active - p.embedding);
}

double trainingFlopsPerToken(const MemoryModel &model)
{
    const double n = flopParams(model);
    const Workload &w = model.workload();
    double flops = 6.0 * n;
    switch (w.task) {
    case Task::Lora:
    case Task::Qlora:
        flops = 4.0 * n;
        break;
    case Task::Freeze:
        flops = 2.0 * n + 4.0 * std::min(n, model.trainableParams());
        break;
    default:
        break;
    }
    const ModelArch &a = model.arch();
    if (w.recompute == Recompute::Full) {
        flops += 2.0 * n;
    } else if (w.recompute == Recompute::Selective && a.hasArchitecture()) {
        const double width = a.attention == AttentionKind::Mla && a.mla
                                 ? a.heads * double(a.mla->qkNopeDim + a.mla->qkRopeDim)
                                 : a.heads * double(a.effectiveHeadDim());
        flops += 4.0 * double(w.seqLen) * width * a.layers;
    }
    return flops;
}

std::optional<TrainingTime> trainingTime(
    const MemoryModel &model, const Accelerator &accelerator, int gpus, double tokens, double mfu)
{
    const ComputeRate rate = computeRate(accelerator, model.workload().precision);
    if (!rate.tflops || gpus <= 0 || mfu <= 0)
        return std::nullopt;
    TrainingTime t;
    t.flops = trainingFlopsPerToken(model) * tokens;
    t.peakTflops = *rate.tflops;
    t.rateFallback = rate.fallback;
    t.rateKind = rate.kind;
    t.mfu = mfu;
    const double seconds = t.flops / (double(gpus) * *rate.tflops * 1e12 * mfu);
    t.wallHours = seconds / 3600.0;
    t.gpuHours = t.wallHours * gpus;
    return t;
}

std::optional<double> tokensInHours(
    const MemoryModel &model, const Accelerator &accelerator, int gpus, double hours, double mfu)
{
    const auto one = trainingTime(model, accelerator, gpus, 1.0, mfu);
    if (!one || one->wallHours <= 0)
        return std::nullopt;
    return hours / one->wallHours;
}

qint64 maxConcurrency(const MemoryModel &model, const Layout &layout, double capacityBytes)
{
    auto fitsWith = [&](qint64 concurrency) {
        Workload w = model.workload();
        w.concurrency = int(std::min<qint64>(concurrency, 1 << 30));
        const MemoryModel probe(model.arch(), w, model.options());
        return probe.perGpuTotal(layout) <= capacityBytes;
    };
    if (!fitsWith(1))
        return 0;
    qint64 low = 1, high = 2;
    while (high < (qint64(1) << 30) && fitsWith(high)) {
        low = high;
        high *= 2;
    }
    while (high - low > 1) {
        const qint64 mid = low + (high - low) / 2;
        (fitsWith(mid) ? low : high) = mid;
    }
    return low;
}

std::optional<InferenceSpeed> inferenceSpeed(const MemoryModel &model,
                                             const Accelerator &accelerator,
                                             const Layout &layout,
                                             double mfu,
                                             double bandwidthEfficiency)
{
    const ComputeRate rate = computeRate(accelerator, model.workload().precision);
    if (!rate.tflops || mfu <= 0 || accelerator.bandwidthBytesPerSecond() <= 0)
        return std::nullopt;
    InferenceSpeed s;
    s.bandwidthEfficiency = bandwidthEfficiency;
    const double n = flopParams(model);
    const int modelParallel = layout.tp * layout.pp;
    const double computePerSecond = *rate.tflops * 1e12 * mfu;
    s.prefillTokensPerSecond = computePerSecond * modelParallel / (2.0 * n);
    s.timeToFirstTokenSeconds = double(model.workload().context) / s.prefillTokensPerSecond;

    // Decode: every step streams this GPU's weights and the KV cache of all live sequences.
    // Pipeline stages run one after another for a single token, so PP does not shorten a step.
    const MemoryBreakdown m = model.perGpu(layout);
    const double bytesPerStep = (m.weights + m.kvCache) * layout.pp;
    const double memorySeconds = bytesPerStep
                                 / (accelerator.bandwidthBytesPerSecond() * bandwidthEfficiency);
    const double computeSeconds = 2.0 * n * model.workload().concurrency
                                  / (computePerSecond * layout.tp);
    const double step = std::max(memorySeconds, computeSeconds);
    s.decodeTokensPerSecondPerSequence = 1.0 / step;
    s.decodeTokensPerSecondTotal = model.workload().concurrency / step;
    s.maxConcurrency = maxConcurrency(model, layout, accelerator.memoryBytes());
    return s;
}

} // namespace Atlas
