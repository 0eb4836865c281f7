#include "engine/estimate.h"

#include <cmath>

namespace Atlas {

namespace {

QString billions(double params)
{
    if (params >= 1e9)
        return QString::number(params / 1e9, 'f', params >= 1e11 ? 0 : 2) + u'B';
    return QString::number(params / 1e6, 'f', 1) + u'M';
}

// The sections of describeAssumptions(), in the order the list shows them.

void describeParameters(const MemoryModel &model, QList<TrText> &out)
{
    const ModelArch &a = model.arch();
    const ParameterCount &p = model.params();
    if (a.hasArchitecture()) {
        out << ATLAS_TR("Atlas::Assumption",
                        "%1 parameters derived from the architecture (%2 layers, hidden %3, %4 "
                        "heads, %5 KV heads, vocabulary %6)")
                   .arg(billions(p.total))
                   .arg(a.layers)
                   .arg(qint64(a.hidden))
                   .arg(a.heads)
                   .arg(a.effectiveKvHeads())
                   .arg(qint64(a.vocab));
    } else {
        out << ATLAS_TR("Atlas::Assumption",
                        "%1 parameters given without an architecture: model states only; "
                        "activations and the KV cache need layers, hidden size and heads and are "
                        "counted as 0")
                   .arg(billions(p.total));
    }
    // Routed and shared experts counted apart, as practitioners do ("6 of 64 routed experts,
    // plus 2 shared"), not "8 of 66".
    if (a.moe.isMoe() && a.moe.shared > 0)
        out << ATLAS_TR("Atlas::Assumption",
                        "mixture of experts: memory holds all %1 parameters, compute uses the %2 "
                        "active ones (%3 of %4 routed experts per token, plus %5 shared)")
                   .arg(billions(p.total))
                   .arg(billions(p.active))
                   .arg(a.moe.active)
                   .arg(a.moe.experts)
                   .arg(a.moe.shared);
    else if (a.moe.isMoe())
        out << ATLAS_TR("Atlas::Assumption",
                        "mixture of experts: memory holds all %1 parameters, compute uses the %2 "
                        "active ones (%3 of %4 experts per token)")
                   .arg(billions(p.total))
                   .arg(billions(p.active))
                   .arg(a.moe.active)
                   .arg(a.moe.experts);
}

void describeWeights(const MemoryModel &model, QList<TrText> &out)
{
    const ModelArch &a = model.arch();
    const Workload &w = model.workload();
    const QString precision = precisionLabel(w.precision);
    if (w.task == Task::Qlora && w.precision == Precision::Int8) {
        out << ATLAS_TR("Atlas::Assumption",
                        "QLoRA with an 8-bit base (bitsandbytes LLM.int8, one FP32 scale per "
                        "row): about 8 bits per linear weight; embeddings, norms and the LM head "
                        "stay 16-bit, compute in 16 bits");
    } else if (w.task == Task::Qlora) {
        out << ATLAS_TR("Atlas::Assumption",
                        "QLoRA base weights in NF4 with double quantisation: 4.127 bits per linear "
                        "weight (QLoRA §3); embeddings, norms and the LM head stay %1")
                   .arg(w.precision == Precision::Int4 ? QStringLiteral("BF16") : precision);
    } else if (w.precision == Precision::Int4) {
        out << ATLAS_TR("Atlas::Assumption",
                        "INT4 weights with an FP16 scale and a 4-bit zero point per group of %1: "
                        "%2 bits per linear weight; embeddings, norms and the LM head stay 16-bit")
                   .arg(w.quantGroupSize)
                   .arg(int4BitsPerWeight(w.quantGroupSize), 4);
    } else if (w.precision == Precision::Int8) {
        out << ATLAS_TR("Atlas::Assumption",
                        "INT8 weights with per-channel FP16 scales; embeddings, norms and the LM "
                        "head stay 16-bit");
    } else if (w.precision == Precision::Fp8 && isTraining(w.task)) {
        out << ATLAS_TR("Atlas::Assumption",
                        "FP8 training (Transformer Engine style): BF16 weights plus a cached FP8 "
                        "copy, 3 bytes per parameter; activations counted at 16 bits");
    } else {
        out << ATLAS_TR("Atlas::Assumption", "weights in %1: %2 bytes per parameter")
                   .arg(precision)
                   .arg(bytesPerElement(w.precision));
    }

    if (w.task == Task::Inference && a.hasArchitecture() && a.checkpoint.isQuantized())
        out << ATLAS_TR("Atlas::Assumption",
                        "the released checkpoint stores %1 in %2 (%3 bits per weight with its "
                        "scales) and is served that way unless a narrower precision is chosen")
                   .arg(a.checkpoint.expertsOnly
                            ? ATLAS_TR("Atlas::Assumption", "the routed experts")
                            : ATLAS_TR("Atlas::Assumption", "the linear layers"))
                   .arg(weightFormatKey(a.checkpoint.format))
                   .arg(a.checkpoint.bitsPerWeight(), 4);
}

double optimizerBytesPerParameter(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return 8.0;
    case Optimizer::AdamW8bit:
        return 2.0;
    case Optimizer::SgdMomentum:
        return 4.0;
    default:
        return 0.0; // Adafactor: factored, said in its own sentence
    }
}

void describeAdapterState(const MemoryModel &model, QList<TrText> &out)
{
    const Workload &w = model.workload();
    out << ATLAS_TR("Atlas::Assumption",
                    "%1 trainable adapter parameters (rank %2, %3 layers): FP32 adapter "
                    "weights and gradients with %4 state, %5 bytes each")
               .arg(billions(model.trainableParams()))
               .arg(w.loraRank)
               .arg(loraTargetsName(w.loraTargets))
               .arg(optimizerName(w.optimizer))
               .arg(4.0 + 4.0 + optimizerBytesPerParameter(w.optimizer));
    if (!model.arch().hasArchitecture())
        out << ATLAS_TR("Atlas::Assumption",
                        "without an architecture the adapters are sized as 0.6 % of the "
                        "parameters at rank 16 (all linear layers of Llama-2-7B)");
}

void describeFullState(const MemoryModel &model, QList<TrText> &out)
{
    const Workload &w = model.workload();
    const double weight = w.precision == Precision::Fp8 ? 3.0 : bytesPerElement(w.precision);
    const bool master = w.effectiveMasterWeights() && bytesPerElement(w.precision) < 4.0;
    const double grad = bytesPerElement(w.effectiveGradPrecision());
    const double total = weight + grad + (master ? 4.0 : 0.0)
                         + optimizerBytesPerParameter(w.optimizer);
    if (model.fp32GradientMode())
        out << ATLAS_TR("Atlas::Assumption",
                        "%1 with FP32 master weights and FP32 gradients: %2 bytes per "
                        "trainable parameter (the Megatron-LM and DeepSpeed BF16 default; "
                        "BF16 gradients give the ZeRO paper's 16)")
                   .arg(optimizerName(w.optimizer))
                   .arg(total);
    else if (master)
        out << ATLAS_TR("Atlas::Assumption",
                        "%1 with %2 gradients and FP32 master weights: %3 bytes per "
                        "trainable parameter")
                   .arg(optimizerName(w.optimizer))
                   .arg(precisionLabel(w.effectiveGradPrecision()))
                   .arg(total);
    else
        out << ATLAS_TR("Atlas::Assumption",
                        "%1 with %2 gradients: %3 bytes per trainable parameter")
                   .arg(optimizerName(w.optimizer))
                   .arg(precisionLabel(w.effectiveGradPrecision()))
                   .arg(total);
    if (w.optimizer == Optimizer::Adafactor)
        out << ATLAS_TR("Atlas::Assumption",
                        "Adafactor keeps factored second moments: about 8 / hidden bytes "
                        "per parameter");
    if (w.task == Task::Freeze)
        out << ATLAS_TR("Atlas::Assumption", "freeze training: only the top %1 layers are trained")
                   .arg(w.freezeTrainableLayers);
}

void describeSharding(const MemoryModel &model, const Layout &layout, QList<TrText> &out)
{
    if (layout.zero > 0 && layout.dp() > 1)
        out << ATLAS_TR("Atlas::Assumption", "ZeRO stage %1 over %2 data-parallel ranks")
                   .arg(layout.zero)
                   .arg(layout.dp());
    if (model.fp32GradientMode() && (layout.zero == 1 || layout.zero == 2))
        out << ATLAS_TR("Atlas::Assumption",
                        "ZeRO-%1 with FP32 gradients: backward's 16-bit gradients are counted "
                        "in full before the reduce-scatter, as DeepSpeed's estimator does")
                   .arg(layout.zero);
    if (layout.zero == 3)
        out << ATLAS_TR("Atlas::Assumption",
                        "ZeRO-3 working set: the largest module gathered with its gradient "
                        "(%1 parameters)")
                   .arg(billions(
                       model.arch().largestLayerParams.value_or(model.params().largestModule)));
    if (layout.offload != Offload::None)
        out << ATLAS_TR("Atlas::Assumption",
                        "offloaded to host memory: %1 GiB per data-parallel rank")
                   .arg(model.hostOffloadBytes(layout) / GiB, 3);
}

void describeActivations(const MemoryModel &model, const Layout &layout, QList<TrText> &out)
{
    const ModelArch &a = model.arch();
    const Workload &w = model.workload();
    out << ATLAS_TR("Atlas::Assumption",
                    "activations after Korthikanti et al. (2022), adapted to this "
                    "architecture: micro-batch %1, sequence %2, recomputation %3, flash "
                    "attention %4, stored in %5")
               .arg(w.microBatch)
               .arg(w.seqLen)
               .arg(recomputeName(w.recompute))
               .arg(w.flashAttention ? ATLAS_TR("Atlas::Assumption", "on")
                                     : ATLAS_TR("Atlas::Assumption", "off"))
               .arg(w.precision == Precision::Fp32 || w.precision == Precision::Tf32
                        ? ATLAS_TR("Atlas::Assumption", "FP32")
                        : ATLAS_TR("Atlas::Assumption", "16 bits"));
    if (!a.encoderOnly && w.chunkedCrossEntropy)
        out << ATLAS_TR("Atlas::Assumption",
                        "chunked cross-entropy (Liger, Unsloth, torchtune): logits exist "
                        "for %1 tokens at a time, %2 bytes per token, never for the whole "
                        "batch")
                   .arg(model.crossEntropyChunkTokens())
                   .arg(model.logitsBytesPerToken(1), 6);
    else if (!a.encoderOnly)
        out << ATLAS_TR("Atlas::Assumption",
                        "logits: 16-bit values plus FP32 log-probabilities for the loss, "
                        "%1 bytes per token")
                   .arg(model.logitsBytesPerToken(1), 6);
    if (w.recompute == Recompute::Offload)
        out << ATLAS_TR("Atlas::Assumption",
                        "activation offloading: each layer's activations move to host "
                        "memory after its forward pass (%1 GiB per GPU) and back for "
                        "backward; two layers stay on the GPU; the PCIe transfers are "
                        "assumed hidden behind compute")
                   .arg(model.hostActivationBytes(layout) / GiB, 3);
    if (layout.tp > 1)
        out << ATLAS_TR("Atlas::Assumption",
                        "tensor parallelism %1 with sequence parallelism: stored "
                        "activations are sharded over the group")
                   .arg(layout.tp);
    if (layout.pp > 1)
        out << ATLAS_TR("Atlas::Assumption",
                        "pipeline parallelism %1 with the 1F1B schedule: the first stage "
                        "keeps %1 micro-batches in flight")
                   .arg(layout.pp);
}

void describeKvCache(const MemoryModel &model, const Layout &layout, QList<TrText> &out)
{
    const ModelArch &a = model.arch();
    const Workload &w = model.workload();
    if (a.encoderOnly) {
        out << ATLAS_TR("Atlas::Assumption", "encoder-only model: no KV cache");
    } else if (a.attention == AttentionKind::Mla && a.mla) {
        out << ATLAS_TR("Atlas::Assumption",
                        "KV cache of latent attention: %1 values per token per layer "
                        "(kv_lora_rank + RoPE key), in %2, on every tensor-parallel rank")
                   .arg(a.mla->kvLoraRank + a.mla->qkRopeDim)
                   .arg(precisionLabel(w.kvPrecision));
    } else {
        out << ATLAS_TR("Atlas::Assumption",
                        "KV cache after vLLM: 2 × %1 layers × %2 KV heads per GPU × head size "
                        "%3 × %4 bytes per token; heads are replicated when tensor parallelism "
                        "exceeds them")
                   .arg(a.layers)
                   .arg(std::max(1.0, double(a.effectiveKvHeads()) / layout.tp))
                   .arg(a.effectiveHeadDim())
                   .arg(bytesPerElement(w.kvPrecision));
    }
}

void describeContext(const MemoryModel &model, QList<TrText> &out)
{
    const ModelArch &a = model.arch();
    const Workload &w = model.workload();
    if (a.slidingWindow && w.context > *a.slidingWindow) {
        const int sliding = a.slidingLayerCount();
        if (sliding == a.layers)
            out << ATLAS_TR("Atlas::Assumption",
                            "sliding-window attention keeps at most %1 tokens per sequence")
                       .arg(qint64(*a.slidingWindow));
        else
            out << ATLAS_TR("Atlas::Assumption",
                            "hybrid attention: %1 of %2 layers use a %3-token sliding window "
                            "and cache only that; the other %4 keep the whole context")
                       .arg(sliding)
                       .arg(a.layers)
                       .arg(qint64(*a.slidingWindow))
                       .arg(a.layers - sliding);
    }
    if (const std::optional<TrText> beyond = contextBeyondModel(a, double(w.context)))
        out << *beyond;
    out << ATLAS_TR("Atlas::Assumption",
                    "inference: %1 concurrent sequences of %2 tokens; prefill working set of "
                    "a %3-token chunk")
               .arg(w.concurrency)
               .arg(w.context)
               .arg(model.options().prefillChunkTokens);
}

void describeOverhead(const MemoryModel &model, QList<TrText> &out)
{
    out << ATLAS_TR("Atlas::Assumption",
                    "overhead: %1 GiB of CUDA context and kernels per GPU plus a %2 % allocator "
                    "margin")
               .arg(model.options().contextBytes / GiB, 3)
               .arg(model.options().allocatorMargin * 100.0, 3);
}

} // namespace

QList<TrText> describeAssumptions(const MemoryModel &model, const Layout &layout)
{
    QList<TrText> out;
    const Task task = model.workload().task;
    const bool architecture = model.arch().hasArchitecture();
    describeParameters(model, out);
    describeWeights(model, out);
    if (isTraining(task)) {
        if (task == Task::Lora || task == Task::Qlora)
            describeAdapterState(model, out);
        else
            describeFullState(model, out);
        describeSharding(model, layout, out);
        if (architecture)
            describeActivations(model, layout, out);
    } else if (architecture) {
        describeKvCache(model, layout, out);
        describeContext(model, out);
    }
    describeOverhead(model, out);
    return out;
}

std::optional<TrText> contextBeyondModel(const ModelArch &model, double tokens)
{
    if (model.maxContext <= 0 || tokens <= double(model.maxContext))
        return std::nullopt;
    return ATLAS_TR("Atlas::Assumption",
                    "the context of %1 tokens exceeds the model's maximum of %2")
        .arg(qint64(std::llround(tokens)))
        .arg(model.maxContext);
}

} // namespace Atlas
