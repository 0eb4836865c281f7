#pragma once

#include "catalog/modelarch.h"
#include "engine/workload.h"
#include "text/trtext.h"

#include <algorithm>
#include <array>
#include <vector>

namespace Atlas {

// Per-GPU bytes by category. Model states follow the ZeRO paper's split: the FP32 master copy
// counts as optimizer state.
struct MemoryBreakdown
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double overhead = 0;

    double modelStates() const { return weights + gradients + optimizer; }
    double total() const
    {
        return weights + gradients + optimizer + activations + kvCache + overhead;
    }
};

// One pipeline stage's per-GPU memory as a function of the data-parallel size n: ZeRO shards
// part of the model states over the n ranks, so each category needs fixed + sharded / n bytes,
// and the overhead follows from the rest.
struct StageCurve
{
    MemoryBreakdown fixed;   // overhead not used
    MemoryBreakdown sharded; // overhead not used
    double contextBytes = 0;
    double allocatorMargin = 0;
    double fixedSum = 0;   // fixed.total()
    double shardedSum = 0; // sharded.total()

    MemoryBreakdown at(int dp) const;
    // at(dp).total() in four operations, within a few units in the last place of it.
    double estimatedTotalAt(int dp) const
    {
        return contextBytes
               + (1.0 + allocatorMargin) * (fixedSum + shardedSum / double(std::max(1, dp)));
    }
};

// A layout's per-GPU memory (its most loaded stage) over its data-parallel size, for one tensor
// and pipeline parallelism and ZeRO stage: the fit search evaluates one such curve at every card
// count instead of building the memory anew.
struct PerGpuCurve
{
    StageCurve first;
    StageCurve last;        // used when pipelined
    bool pipelined = false; // pp > 1: the first and the last stage differ
    // MemoryModel::perGpu() of the layout with this data-parallel size, bit for bit.
    MemoryBreakdown at(int dp) const;
    double estimatedTotalAt(int dp) const
    {
        const double f = first.estimatedTotalAt(dp);
        return pipelined ? std::max(f, last.estimatedTotalAt(dp)) : f;
    }
};

// Bits per INT4 weight with an FP16 scale and a 4-bit zero point per group of `groupSize`
// weights (GPTQ/AWQ-style); 4 without groups.
double int4BitsPerWeight(int groupSize);

// Everything about one (model, workload) pair that does not depend on the parallel layout,
// prepared once so that evaluating a layout is a few dozen arithmetic operations: the fit
// search and the matrix evaluate thousands of layouts.
//
// The model, documented in the README ("Memory model") with its sources:
//  - weights: bytes of the precision per parameter; INT8/INT4/NF4 apply to the block linear
//    layers, with group-wise scales, while embeddings, norms and the LM head stay 16-bit;
//  - gradients and optimizer state for trainable parameters only (LoRA adapters are FP32);
//  - ZeRO 1/2/3 shard optimizer state, gradients, parameters over data-parallel ranks, with
//    the DeepSpeed accounting when gradients are accumulated in FP32;
//  - activations after Korthikanti et al. (2022), generalised to SwiGLU, GQA, MLA and MoE,
//    with sequence parallelism whenever tensor parallelism is used;
//  - the KV cache after vLLM: 2 · layers · kv heads per rank · head size · bytes per token.
class MemoryModel
{
public:
    MemoryModel(const ModelArch &arch, const Workload &workload, const EngineOptions &options = {});

    // The same model and workload serving `concurrency` sequences. Nothing the constructor
    // derives depends on the concurrency, so this is a copy, not a second derivation
    // (maxConcurrency probes many).
    MemoryModel withConcurrency(int concurrency) const
    {
        MemoryModel m = *this;
        m.m_workload.concurrency = concurrency;
        return m;
    }

    const ModelArch &arch() const { return m_arch; }
    const Workload &workload() const { return m_workload; }
    const EngineOptions &options() const { return m_options; }
    const ParameterCount &params() const { return m_params; }
    double trainableParams() const { return m_trainable; }
    bool fp32GradientMode() const { return m_fp32Grads; }

    // Whether tensor/pipeline sizes suit the architecture (heads divisible, pp <= layers).
    bool layoutSupported(const Layout &layout) const;
    QList<TrText> layoutSupportProblems(const Layout &layout) const;

    // Per-GPU bytes of the most loaded GPU (the worse of the first and last pipeline stage).
    MemoryBreakdown perGpu(const Layout &layout) const;
    double perGpuTotal(const Layout &layout) const { return perGpu(layout).total(); }
    // The curves of tensor × pipeline parallelism tp × pp for ZeRO stages 0–3 (the index):
    // perGpu(layout) is perGpuCurves(tp, pp, offload)[zero].at(dp).
    std::array<PerGpuCurve, 4> perGpuCurves(int tp, int pp, Offload offload) const;
    // Sum over every GPU of the job.
    double allGpusTotal(const Layout &layout) const;
    // Bytes the offloaded state (and offloaded activations) need in host memory, per GPU.
    double hostOffloadBytes(const Layout &layout) const;

    // Building blocks, exposed so the tests can check them against the published formulas.
    double weightBytes() const { return m_weightBytesTotal; } // whole model, one copy
    double activationBytesPerTokenPerLayer(int tp) const;     // training, as stored
    double kvBytesPerToken(int tp) const;                     // all layers, one GPU of a TP group
    double kvBytesPerTokenPerLayer(int tp) const;
    double logitsBytesPerToken(int tp) const;
    // Logits alive on the last stage for one micro-batch: all of them, or one chunk with the
    // chunked cross-entropy.
    double logitsBytes(int tp) const;
    qint64 crossEntropyChunkTokens() const;
    // Training with Recompute::Offload: activations parked in host memory per GPU.
    double hostActivationBytes(const Layout &layout) const;
    double inferenceWorkingSetBytes(int tp) const;
    qint64 kvTokensPerSequence() const; // per layer on average, sliding-window layers capped
    // Largest number of concurrent sequences whose KV cache fits in `freeBytes` (vLLM's sizing).
    qint64 kvTokenCapacity(double freeBytes, int tp, int pp) const;

    QList<TrText> assumptions(const Layout &layout) const;

private:
    struct Stage
    {
        double params = 0;    // all parameters held (before TP split)
        double trainable = 0; // trainable parameters held
        double weightBytes = 0;
        int layers = 0;
        int begin = 0; // first layer of the stage
        bool first = false;
        bool last = false;
        int inFlight = 1; // micro-batches whose activations are alive (1F1B)
    };
    bool headsSplit(int tp) const;
    bool kvHeadsSplit(int tp) const;
    Stage stage(const Layout &layout, bool first) const;
    MemoryBreakdown stageMemory(const Stage &stage, const Layout &layout) const;
    MemoryBreakdown stageActivations(const Stage &stage, int tp) const;
    StageCurve stageCurve(const Stage &stage,
                          const MemoryBreakdown &activations,
                          int tp,
                          int zero,
                          Offload offload) const;
    double kvTokensInStage(const Stage &stage) const; // KV entries of one sequence, all layers
    void resolveWeightBits();    // bits per stored weight: linear, other, routed experts
    void resolveTrainingBytes(); // trainable weights, gradients, master weights, optimizer
    void prepareWeights();
    void prepareTrainable();
    double loraParamsForLayer(int layer) const;
    double layerWeightBytes(int layer) const;
    double activationBytesPerToken() const;                   // bytes per stored element
    double computeActivationBytes(Recompute recompute) const; // per token per layer, tp = 1

    ModelArch m_arch;
    Workload m_workload;
    EngineOptions m_options;
    ParameterCount m_params;

    // Resolved precisions and bytes.
    double m_trainableWeightBytes = 2; // per trainable parameter
    double m_gradBytes = 4;            // single-gradient mode
    double m_grad16Bytes = 2;          // FP32 mode: the backward output before reduction
    double m_masterBytes = 4;
    double m_optimizerBytes = 8;
    bool m_fp32Grads = true;
    double m_quantBitsLinear = 16;  // bits per linear weight including scales
    double m_quantBitsOther = 16;   // bits per non-linear weight
    double m_quantBitsExperts = 16; // bits per routed-expert weight (MXFP4 checkpoints)

    double m_trainable = 0;
    double m_weightBytesTotal = 0;
    double m_embeddingTrainable = 0;            // trainable parameters outside the blocks
    std::vector<double> m_layerParamsPrefix;    // cumulative parameters of layers [0, i)
    std::vector<double> m_layerTrainablePrefix; // cumulative trainable parameters
    std::vector<double> m_layerWeightPrefix;    // cumulative weight bytes
    std::vector<double> m_slidingPrefix;        // cumulative sliding-window layers
    double m_headWeightBytes = 0;               // LM head + final norm (+ pooler)
    double m_activationPerTokenLayer = 0;       // stored, tp = 1
    double m_rematerialisedPerTokenLayer = 0;   // one layer without recomputation, tp = 1
    double m_embeddingWeightBytes = 0;
};

} // namespace Atlas
