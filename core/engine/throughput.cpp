#include "engine/throughput.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

double flopParams(const MemoryModel &model)
{
    const ParameterCount &p = model.params();
    return std::max(0.0, p.active - p.embedding);
}

double trainingFlopsPerToken(const FlopShape &shape, Task task, Recompute recompute)
{
    const double n = shape.activeParams;
    const double a = shape.attention;
    double flops = 6.0 * n + 6.0 * a;
    switch (task) {
    case Task::Lora:
    case Task::Qlora:
        flops = 4.0 * n + 6.0 * a;
        break;
    case Task::Freeze: {
        const double f = std::clamp(shape.trainableFraction, 0.0, 1.0);
        flops = (2.0 + 4.0 * f) * (n + a);
        break;
    }
    case Task::Inference:
        flops = 2.0 * n + 2.0 * a;
        break;
    default:
        break;
    }
    if (recompute == Recompute::Full)
        flops += 2.0 * n + 2.0 * a;
    else if (recompute == Recompute::Selective)
        flops += 2.0 * a;
    return flops;
}

FlopShape flopShape(const MemoryModel &model)
{
    FlopShape shape;
    shape.activeParams = flopParams(model);
    const ModelArch &a = model.arch();
    if (a.hasArchitecture() && !a.encoderOnly) {
        const double width = a.attention == AttentionKind::Mla && a.mla
                                 ? a.heads * double(a.mla->qkNopeDim + a.mla->qkRopeDim)
                                 : a.heads * double(a.effectiveHeadDim());
        // A sliding window caps how far back a token attends.
        double seq = double(model.workload().seqLen);
        if (a.slidingWindow && *a.slidingWindow > 0)
            seq = std::min(seq, 2.0 * double(*a.slidingWindow));
        shape.attention = double(a.layers) * seq * width;
    }
    if (model.workload().task == Task::Freeze && shape.activeParams > 0)
        shape.trainableFraction = std::min(1.0, model.trainableParams() / shape.activeParams);
    return shape;
}

double trainingFlopsPerToken(const MemoryModel &model)
{
    return trainingFlopsPerToken(flopShape(model),
                                 model.workload().task,
                                 model.workload().recompute);
}

std::optional<TrainingTime> trainingTime(const MemoryModel &model,
                                         const Accelerator &accelerator,
                                         int gpus,
                                         double tokens,
                                         const Efficiency &efficiency)
{
    const ComputeRate rate = computeRate(accelerator, model.workload().precision);
    if (!rate.tflops || gpus <= 0 || efficiency.point <= 0)
        return std::nullopt;
    TrainingTime t;
    t.flops = trainingFlopsPerToken(model) * tokens;
    t.peakTflops = *rate.tflops;
    t.rateFallback = rate.fallback;
    t.rateKind = rate.kind;
    t.efficiency = efficiency;
    const double peak = double(gpus) * *rate.tflops * 1e12;
    t.wallHours = t.flops / (peak * efficiency.point) / 3600.0;
    t.wallHoursLow = t.flops / (peak * std::max(efficiency.high, efficiency.point)) / 3600.0;
    t.wallHoursHigh = t.flops / (peak * std::min(efficiency.low, efficiency.point)) / 3600.0;
    t.gpuHours = t.wallHours * gpus;
    return t;
}

std::optional<double> tokensInHours(const MemoryModel &model,
                                    const Accelerator &accelerator,
                                    int gpus,
                                    double hours,
                                    const Efficiency &efficiency)
{
    const auto one = trainingTime(model, accelerator, gpus, 1.0, efficiency);
    if (!one || one->wallHours <= 0)
        return std::nullopt;
    return hours / one->wallHours;
}

qint64 maxConcurrency(const MemoryModel &model,
                      const Layout &layout,
                      double capacityBytes,
                      qint64 limit)
{
    auto fitsWith = [&](qint64 concurrency) {
        const MemoryModel probe = model.withConcurrency(int(std::min<qint64>(concurrency, 1 << 30)));
        return probe.perGpuTotal(layout) <= capacityBytes;
    };
    if (!fitsWith(1))
        return 0;
    qint64 low = 1, high = 2;
    while (high < limit && fitsWith(high)) {
        low = high;
        high *= 2;
    }
    if (high >= limit && fitsWith(limit))
        return limit;
    while (high - low > 1) {
        const qint64 mid = low + (high - low) / 2;
        (fitsWith(mid) ? low : high) = mid;
    }
    return low;
}

} // namespace Atlas
