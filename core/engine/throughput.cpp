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
    auto totalWith = [&](qint64 concurrency) {
        const MemoryModel probe = model.withConcurrency(int(std::min<qint64>(concurrency, 1 << 30)));
        return probe.perGpuTotal(layout);
    };
    auto fitsWith = [&](qint64 concurrency) { return totalWith(concurrency) <= capacityBytes; };
    const double one = totalWith(1);
    if (one > capacityBytes)
        return 0;
    // Each sequence adds its KV cache: past the first few (where the prefill chunk fills up) the
    // memory grows linearly. A secant guess, confirmed exactly on both sides of the boundary,
    // spares the bisection's dozens of model copies (most of the matrix's time mode). Memory
    // grows with concurrency, so a confirmed boundary is the one the bisection would find; a
    // guess not confirmed in four steps leaves it to the bisection.
    qint64 x0 = 1, x1 = 2;
    double f0 = one, f1 = limit >= 2 ? totalWith(2) : one;
    for (int step = 0; step < 4 && limit >= 2 && f1 > f0 && x1 > x0; ++step) {
        const double room = double(x1) + (capacityBytes - f1) * double(x1 - x0) / (f1 - f0);
        const qint64 guess = std::clamp<qint64>(qint64(std::clamp(std::floor(room), 1.0, 1e18)),
                                                1,
                                                limit);
        const double at = totalWith(guess);
        if (at <= capacityBytes) {
            if (guess == limit)
                return guess;
            const double next = totalWith(guess + 1);
            if (next > capacityBytes)
                return guess;
            x0 = guess, f0 = at, x1 = guess + 1, f1 = next; // the local slope
        } else if (guess > x1) {
            x0 = x1, f0 = f1, x1 = guess, f1 = at;
        } else {
            x0 = guess, f0 = at; // below x1 (the same point ends the loop)
        }
    }
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
