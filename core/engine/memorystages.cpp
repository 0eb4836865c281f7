// The memory of a layout: its pipeline stages, their activations and model states, and the
// curves over the data-parallel size that the fit search evaluates (memorymodel.h).

#include "engine/memorymodel.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

MemoryModel::Stage MemoryModel::stage(const Layout &layout, bool first) const
{
    Stage s;
    const int pp = std::max(1, layout.pp);
    const int layers = m_arch.hasArchitecture() ? m_arch.layers : 1;
    const int base = layers / pp;
    const int extra = layers % pp;
    // The first stages take the remainder layers; the first stage also holds the embedding,
    // the last the LM head. With one stage both are the same GPU.
    int begin = 0;
    int count = base + (extra > 0 ? 1 : 0);
    if (!first) {
        count = base;
        begin = layers - base;
    }
    if (pp == 1) {
        begin = 0;
        count = layers;
    }
    s.first = first || pp == 1;
    s.last = !first || pp == 1;
    s.layers = count;
    s.begin = begin;
    const size_t b = size_t(begin), e = size_t(begin + count);
    s.params = m_layerParamsPrefix[e] - m_layerParamsPrefix[b];
    s.trainable = m_layerTrainablePrefix[e] - m_layerTrainablePrefix[b];
    s.weightBytes = m_layerWeightPrefix[e] - m_layerWeightPrefix[b];
    if (s.first) {
        s.params += m_params.embedding;
        s.weightBytes += m_embeddingWeightBytes;
    }
    if (s.last) {
        s.params += m_params.lmHead + m_params.finalNorm + m_params.pooler;
        s.weightBytes += m_headWeightBytes;
    }
    if (m_embeddingTrainable > 0) {
        if (s.first)
            s.trainable += m_params.embedding;
        if (s.last)
            s.trainable += m_params.lmHead + m_params.finalNorm + m_params.pooler;
    }
    // 1F1B: the first stage holds activations of `pp` micro-batches, the last of one.
    s.inFlight = s.first ? pp : 1;
    return s;
}

MemoryBreakdown StageCurve::at(int dp) const
{
    // The same operations for every caller, so that a layout's memory is the same number
    // whichever way it is asked for (perGpu, the fit search, the matrix).
    const double n = std::max(1, dp);
    MemoryBreakdown m;
    m.weights = fixed.weights + sharded.weights / n;
    m.gradients = fixed.gradients + sharded.gradients / n;
    m.optimizer = fixed.optimizer + sharded.optimizer / n;
    m.activations = fixed.activations;
    m.kvCache = fixed.kvCache;
    m.overhead = contextBytes + allocatorMargin * m.total();
    return m;
}

MemoryBreakdown PerGpuCurve::at(int dp) const
{
    const MemoryBreakdown f = first.at(dp);
    if (!pipelined)
        return f;
    const MemoryBreakdown l = last.at(dp);
    return f.total() >= l.total() ? f : l;
}

// Activations and the KV cache of one stage: they depend on the tensor parallelism, never on
// ZeRO or the data-parallel size.
MemoryBreakdown MemoryModel::stageActivations(const Stage &s, int tp) const
{
    MemoryBreakdown m;
    const double tokens = double(m_workload.microBatch) * double(m_workload.seqLen);
    if (isTraining(m_workload.task)) {
        double layers = s.layers;
        if (m_workload.task == Task::Freeze && m_arch.hasArchitecture()) {
            // Backward reaches only the trainable top layers, which sit on the last stage.
            layers = s.last ? std::min<double>(s.layers, m_workload.freezeTrainableLayers) : 0;
        }
        double act = activationBytesPerTokenPerLayer(tp) * layers * tokens * s.inFlight;
        if (m_workload.recompute == Recompute::Full && layers > 0) {
            // One layer is rematerialised at a time during backward.
            act += m_rematerialisedPerTokenLayer / tp * tokens;
        }
        if (m_workload.recompute == Recompute::Offload && layers > 0) {
            // The layer computing and the one in transfer stay on the GPU; the rest is in host
            // memory (hostActivationBytes).
            act = activationBytesPerTokenPerLayer(tp) * std::min(2.0, layers) * tokens;
        }
        if (s.last)
            act += logitsBytes(tp)
                   + double(m_arch.hidden) * activationBytesPerToken() / double(tp) * tokens;
        m.activations = act;
    } else {
        m.activations = inferenceWorkingSetBytes(tp);
        const double perLayer = kvBytesPerTokenPerLayer(tp);
        m.kvCache = perLayer * kvTokensInStage(s) * m_workload.concurrency;
    }
    return m;
}

// The model states of one stage (weights, gradients, optimizer) split into what every
// data-parallel rank holds and what ZeRO shards over them, on top of `activations`.
StageCurve MemoryModel::stageCurve(const Stage &s,
                                   const MemoryBreakdown &activations,
                                   int tensorParallel,
                                   int zeroStage,
                                   Offload offload) const
{
    StageCurve c;
    c.fixed = activations;
    c.contextBytes = m_options.contextBytes;
    c.allocatorMargin = m_options.allocatorMargin;
    const double tp = tensorParallel;
    const bool training = isTraining(m_workload.task);
    const int zero = training ? zeroStage : 0;
    const bool offloadOptimizer = training && offload != Offload::None && zero >= 1;
    const bool offloadParams = training && offload == Offload::OptimizerAndParams && zero == 3;

    // Weights: the base model at its width; LoRA adapters on top in FP32.
    const bool adapters = m_workload.task == Task::Lora || m_workload.task == Task::Qlora;
    double weights = adapters ? s.weightBytes + s.trainable * m_trainableWeightBytes
                              : s.weightBytes;
    weights /= tp;
    c.fixed.weights = weights;
    if (training) {
        const double t = s.trainable / tp;
        const double states = t * (m_masterBytes + m_optimizerBytes);
        const double g32 = m_fp32Grads ? 4.0 * t : 0.0;
        const double gSingle = m_fp32Grads ? 0.0 : m_gradBytes * t;
        const double g16 = m_fp32Grads ? m_grad16Bytes * t : 0.0;
        switch (zero) {
        case 0:
            c.fixed.gradients = m_fp32Grads ? g32 : gSingle;
            c.fixed.optimizer = states;
            break;
        case 1:
            c.fixed.gradients = m_fp32Grads ? g16 : gSingle;
            c.sharded.gradients = m_fp32Grads ? g32 : 0.0;
            c.sharded.optimizer = states;
            break;
        case 2:
            c.fixed.gradients = m_fp32Grads ? g16 : 0.0;
            c.sharded.gradients = m_fp32Grads ? g32 : gSingle;
            c.sharded.optimizer = states;
            break;
        default: // 3
            c.fixed.weights = 0;
            c.sharded.weights = weights;
            c.sharded.gradients = m_fp32Grads ? g32 : gSingle;
            c.sharded.optimizer = states;
            break;
        }
        if (offloadOptimizer) {
            // ZeRO-Offload: optimizer state, master weights and gradients live in host memory;
            // gradients stream out bucket by bucket.
            c.fixed.gradients = c.sharded.gradients = 0;
            c.fixed.optimizer = c.sharded.optimizer = 0;
        }
        if (offloadParams)
            c.fixed.weights = c.sharded.weights = 0;
        if (zero == 3) {
            // Live working set: the largest module gathered in 16 bits with its 16-bit gradient
            // (DeepSpeed: 4 × largest layer for FP16).
            const double live = (m_arch.largestLayerParams ? *m_arch.largestLayerParams
                                                           : m_params.largestModule)
                                / tp;
            c.fixed.weights += live * m_grad16Bytes;
            c.fixed.gradients += live * m_grad16Bytes;
        }
    }
    c.fixedSum = c.fixed.total();
    c.shardedSum = c.sharded.total();
    return c;
}

MemoryBreakdown MemoryModel::stageMemory(const Stage &s, const Layout &layout) const
{
    return stageCurve(s, stageActivations(s, layout.tp), layout.tp, layout.zero, layout.offload)
        .at(layout.dp());
}

MemoryBreakdown MemoryModel::perGpu(const Layout &layout) const
{
    PerGpuCurve c;
    const Stage first = stage(layout, true);
    c.first = stageCurve(first,
                         stageActivations(first, layout.tp),
                         layout.tp,
                         layout.zero,
                         layout.offload);
    c.pipelined = layout.pp > 1;
    if (c.pipelined) {
        const Stage last = stage(layout, false);
        c.last = stageCurve(last,
                            stageActivations(last, layout.tp),
                            layout.tp,
                            layout.zero,
                            layout.offload);
    }
    return c.at(layout.dp());
}

std::array<PerGpuCurve, 4> MemoryModel::perGpuCurves(int tp, int pp, Offload offload) const
{
    Layout l;
    l.tp = tp;
    l.pp = pp;
    l.gpus = tp * pp;
    std::array<PerGpuCurve, 4> curves;
    const Stage first = stage(l, true);
    const MemoryBreakdown firstActivations = stageActivations(first, tp);
    for (int zero = 0; zero < 4; ++zero) {
        curves[size_t(zero)].first = stageCurve(first, firstActivations, tp, zero, offload);
        curves[size_t(zero)].pipelined = pp > 1;
    }
    if (pp > 1) {
        const Stage last = stage(l, false);
        const MemoryBreakdown lastActivations = stageActivations(last, tp);
        for (int zero = 0; zero < 4; ++zero)
            curves[size_t(zero)].last = stageCurve(last, lastActivations, tp, zero, offload);
    }
    return curves;
}

double MemoryModel::allGpusTotal(const Layout &layout) const
{
    const int pp = std::max(1, layout.pp);
    const double perGroup = double(layout.tp) * std::max(1, layout.dp());
    if (pp == 1)
        return perGpu(layout).total() * perGroup;
    // First and last stage exactly; the middle stages hold the first stage's layer count
    // without the embedding, approximated by the first stage.
    const double first = stageMemory(stage(layout, true), layout).total();
    const double last = stageMemory(stage(layout, false), layout).total();
    return (first * (pp - 1) + last) * perGroup;
}

double MemoryModel::hostOffloadBytes(const Layout &layout) const
{
    const double activations = hostActivationBytes(layout);
    if (!isTraining(m_workload.task) || layout.offload == Offload::None || layout.zero < 1)
        return activations;
    const double t = m_trainable / (double(layout.tp) * std::max(1, layout.pp));
    const double n = std::max(1, layout.dp());
    double bytes = t * (m_masterBytes + m_optimizerBytes + (m_fp32Grads ? 4.0 : m_gradBytes)) / n;
    if (layout.offload == Offload::OptimizerAndParams)
        bytes += m_weightBytesTotal / (double(layout.tp) * std::max(1, layout.pp)) / n;
    return bytes + activations;
}

double MemoryModel::hostActivationBytes(const Layout &layout) const
{
    if (!isTraining(m_workload.task) || m_workload.recompute != Recompute::Offload
        || !m_arch.hasArchitecture())
        return 0;
    const Stage s = stage(layout, true);
    const double tokens = double(m_workload.microBatch) * double(m_workload.seqLen);
    double layers = s.layers;
    if (m_workload.task == Task::Freeze)
        layers = std::min<double>(s.layers, m_workload.freezeTrainableLayers);
    return activationBytesPerTokenPerLayer(layout.tp) * std::max(0.0, layers - 2.0) * tokens
           * s.inFlight;
}

double MemoryModel::kvTokensInStage(const Stage &s) const
{
    // Per layer: the whole context, or the window for sliding-window layers (vLLM and SGLang
    // allocate sliding layers only their window).
    const qint64 context = m_workload.context;
    if (!m_arch.hasArchitecture())
        return 0;
    if (!m_arch.slidingWindow)
        return double(s.layers) * double(context);
    const size_t b = size_t(s.begin), e = size_t(s.begin + s.layers);
    const double sliding = m_slidingPrefix[e] - m_slidingPrefix[b];
    return (s.layers - sliding) * double(context)
           + sliding * double(std::min(context, *m_arch.slidingWindow));
}

qint64 MemoryModel::kvTokenCapacity(double freeBytes, int tp, int pp) const
{
    const double perToken = kvBytesPerTokenPerLayer(tp)
                            * std::ceil(double(std::max(1, m_arch.layers)) / std::max(1, pp));
    if (perToken <= 0 || freeBytes <= 0)
        return 0;
    return qint64(std::floor(freeBytes / perToken));
}

} // namespace Atlas
