#include "engine/memorymodel.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

double optimizerStateBytes(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return 8.0; // two FP32 moments
    case Optimizer::AdamW8bit:
        return 2.0; // bitsandbytes: two 8-bit moments (block constants negligible)
    case Optimizer::SgdMomentum:
        return 4.0; // one FP32 momentum buffer
    case Optimizer::Adafactor:
    case Optimizer::None:
        return 0.0; // Adafactor is sized from the matrix shapes below
    }
    return 8.0;
}

bool isDecoderLm(const ModelArch &arch)
{
    return arch.hasArchitecture() && !arch.encoderOnly;
}

} // namespace

double int4BitsPerWeight(int groupSize)
{
    // 16 bits of scale and 4 of zero point shared by the group.
    return groupSize > 0 ? 4.0 + 20.0 / groupSize : 4.0;
}

MemoryModel::MemoryModel(const ModelArch &arch,
                         const Workload &workload,
                         const EngineOptions &options)
    : m_arch(arch)
    , m_workload(workload)
    , m_options(options)
    , m_params(countParameters(arch))
{
    resolveWeightBits();
    resolveTrainingBytes();
    prepareWeights();
    prepareTrainable();
    m_activationPerTokenLayer = computeActivationBytes(workload.recompute);
    m_rematerialisedPerTokenLayer = computeActivationBytes(Recompute::None);
}

void MemoryModel::resolveWeightBits()
{
    const Task task = m_workload.task;
    const Precision p = m_workload.precision;
    const double pBytes = bytesPerElement(p);

    // Bits per stored weight, linear layers and the rest (embeddings, norms, head, biases).
    const double sixteen = 16.0;
    // QLoRA keeps the frozen base in NF4, or in 8 bits when int8 is chosen (bitsandbytes
    // LLM.int8: one FP32 scale per output row; PEFT and LLaMA-Factory offer both).
    const bool qlora8 = task == Task::Qlora && p == Precision::Int8;
    switch (task == Task::Qlora ? (qlora8 ? Precision::Int8 : Precision::Nf4) : p) {
    case Precision::Nf4:
        // QLoRA §3: NF4 with double quantisation, 8/64 + 32/(64·256) = 0.127 bits of constants.
        m_quantBitsLinear = CheckpointQuant{WeightFormat::Nf4}.bitsPerWeight();
        m_quantBitsOther = sixteen;
        break;
    case Precision::Int4:
        // GPTQ/AWQ-style groups: an FP16 scale and a 4-bit zero point per group.
        m_quantBitsLinear = int4BitsPerWeight(m_workload.quantGroupSize);
        m_quantBitsOther = m_workload.quantizeEmbeddings ? m_quantBitsLinear : sixteen;
        break;
    case Precision::Int8:
        // Per-output-channel scales, FP16 (inference) or FP32 (bitsandbytes for QLoRA), per row
        // of `hidden` inputs.
        m_quantBitsLinear = m_workload.quantGroupSize > 0 && m_arch.hidden > 0
                                ? 8.0 + (qlora8 ? 32.0 : 16.0) / double(m_arch.hidden)
                                : 8.0;
        m_quantBitsOther = m_workload.quantizeEmbeddings && !qlora8 ? m_quantBitsLinear : sixteen;
        break;
    case Precision::Fp8:
        // Inference: FP8 weights with per-tensor scales. Training (Transformer Engine): BF16
        // weights plus a cached FP8 copy.
        m_quantBitsLinear = isTraining(task) ? 24.0 : 8.0;
        m_quantBitsOther = sixteen;
        break;
    default:
        m_quantBitsLinear = pBytes * 8.0;
        m_quantBitsOther = pBytes * 8.0;
        break;
    }
    m_quantBitsExperts = m_quantBitsLinear;
    // Serving loads a quantised release as it is (vLLM and SGLang keep FP8 blocks and MXFP4
    // experts): a checkpoint narrower than the chosen precision sets the width of the weights
    // it covers.
    if (task == Task::Inference && m_arch.hasArchitecture() && m_arch.checkpoint.isQuantized()) {
        const double bits = m_arch.checkpoint.bitsPerWeight();
        m_quantBitsExperts = std::min(m_quantBitsExperts, bits);
        if (!m_arch.checkpoint.expertsOnly)
            m_quantBitsLinear = std::min(m_quantBitsLinear, bits);
    }
}

void MemoryModel::resolveTrainingBytes()
{
    const Task task = m_workload.task;
    const Precision p = m_workload.precision;
    const double pBytes = bytesPerElement(p);

    // Trainable state per parameter.
    const bool adapters = task == Task::Lora || task == Task::Qlora;
    const Precision grad = m_workload.effectiveGradPrecision();
    if (adapters) {
        // PEFT keeps adapters in FP32 (autocast_adapter_dtype) with FP32 gradients.
        m_trainableWeightBytes = 4.0;
        m_fp32Grads = false;
        m_gradBytes = 4.0;
        m_masterBytes = 0.0;
    } else {
        m_trainableWeightBytes = p == Precision::Fp8 ? 3.0 : pBytes;
        const double compute = p == Precision::Fp8 ? 2.0 : pBytes;
        m_fp32Grads = grad == Precision::Fp32 && compute < 4.0;
        m_gradBytes = bytesPerElement(grad);
        m_grad16Bytes = compute;
        m_masterBytes = m_workload.effectiveMasterWeights() && pBytes < 4.0 ? 4.0 : 0.0;
    }
    m_optimizerBytes = optimizerStateBytes(m_workload.optimizer);
    if (m_workload.optimizer == Optimizer::Adafactor) {
        // Factored second moment: rows + columns FP32 values per matrix. For a matrix of about
        // hidden × hidden that is 8 / hidden bytes per parameter; LoRA's r × hidden matrices
        // store about 4 / r.
        const double hidden = m_arch.hasArchitecture() ? double(m_arch.hidden) : 4096.0;
        m_optimizerBytes = adapters ? 4.0 / std::max(1, m_workload.loraRank) + 4.0 / hidden
                                    : 8.0 / hidden;
    }
    if (!isTraining(task)) {
        m_gradBytes = m_grad16Bytes = m_masterBytes = m_optimizerBytes = 0.0;
        m_fp32Grads = false;
    }
}

double MemoryModel::layerWeightBytes(int layer) const
{
    // Linear weights at the quantised width, everything else in the layer at m_quantBitsOther.
    const double all = m_params.layerParams(layer, m_arch);
    const bool moe = m_arch.isMoeLayer(layer);
    const double experts = moe ? m_params.routedExpertLinearPerLayer : 0.0;
    const double linear = m_params.attentionLinearPerLayer
                          + (moe ? m_params.moeMlpLinearPerLayer - experts
                                 : m_params.denseMlpLinearPerLayer);
    return (linear * m_quantBitsLinear + experts * m_quantBitsExperts
            + (all - linear - experts) * m_quantBitsOther)
           / 8.0;
}

void MemoryModel::prepareWeights()
{
    const bool training = isTraining(m_workload.task);
    const bool fullTraining = training && m_workload.task != Task::Lora
                              && m_workload.task != Task::Qlora;
    if (!m_arch.hasArchitecture()) {
        const double bits = fullTraining ? m_trainableWeightBytes * 8.0 : m_quantBitsLinear;
        m_weightBytesTotal = m_params.total * bits / 8.0;
        m_embeddingWeightBytes = 0;
        m_headWeightBytes = 0;
        m_layerParamsPrefix = {0.0, m_params.total};
        m_layerWeightPrefix = {0.0, m_weightBytesTotal};
        return;
    }
    const int layers = m_arch.layers;
    m_layerParamsPrefix.assign(size_t(layers) + 1, 0.0);
    m_layerWeightPrefix.assign(size_t(layers) + 1, 0.0);
    m_slidingPrefix.assign(size_t(layers) + 1, 0.0);
    for (int l = 0; l < layers; ++l)
        m_slidingPrefix[size_t(l) + 1] = m_slidingPrefix[size_t(l)]
                                         + (m_arch.isSlidingLayer(l) ? 1.0 : 0.0);
    for (int l = 0; l < layers; ++l) {
        const double params = m_params.layerParams(l, m_arch);
        const double bytes = fullTraining ? params * m_trainableWeightBytes : layerWeightBytes(l);
        m_layerParamsPrefix[size_t(l) + 1] = m_layerParamsPrefix[size_t(l)] + params;
        m_layerWeightPrefix[size_t(l) + 1] = m_layerWeightPrefix[size_t(l)] + bytes;
    }
    const double otherBytesPerParam = fullTraining ? m_trainableWeightBytes
                                                   : m_quantBitsOther / 8.0;
    m_embeddingWeightBytes = m_params.embedding * otherBytesPerParam;
    m_headWeightBytes = (m_params.lmHead + m_params.finalNorm + m_params.pooler)
                        * otherBytesPerParam;
    m_weightBytesTotal = m_embeddingWeightBytes + m_headWeightBytes + m_layerWeightPrefix.back();
}

double MemoryModel::loraParamsForLayer(int layer) const
{
    const double r = m_workload.loraRank;
    const double h = double(m_arch.hidden);
    const double a = m_arch.heads;
    const double kv = m_arch.effectiveKvHeads();
    const double d = m_arch.effectiveHeadDim();
    auto adapter = [r](double in, double out) { return r * (in + out); };

    double attention = 0;
    double qv = 0;
    if (m_arch.attention == AttentionKind::Mla && m_arch.mla) {
        const MlaSpec &m = *m_arch.mla;
        const double qk = m.qkNopeDim + m.qkRopeDim;
        const double q = m.qLoraRank > 0 ? adapter(h, m.qLoraRank) + adapter(m.qLoraRank, a * qk)
                                         : adapter(h, a * qk);
        const double kvA = adapter(h, m.kvLoraRank + m.qkRopeDim);
        const double kvB = adapter(m.kvLoraRank, a * (m.qkNopeDim + m.vHeadDim));
        attention = q + kvA + kvB + adapter(a * m.vHeadDim, h);
        qv = q + kvB;
    } else {
        const double q = adapter(h, a * d);
        const double k = adapter(h, kv * d);
        const double v = adapter(h, kv * d);
        attention = q + k + v + adapter(a * d, h);
        qv = q + v;
    }
    if (m_workload.loraTargets == LoraTargets::QV)
        return qv;
    if (m_workload.loraTargets == LoraTargets::Attention)
        return attention;
    const int matrices = isGated(m_arch.mlp) ? 3 : 2;
    double mlp = 0;
    if (m_arch.isMoeLayer(layer)) {
        const double ef = double(m_arch.moe.expertFfn);
        mlp = m_arch.moe.experts * matrices * adapter(h, ef)
              + m_arch.moe.shared * matrices * adapter(h, double(m_arch.moe.effectiveSharedFfn()));
    } else {
        mlp = matrices * adapter(h, double(m_arch.ffn));
    }
    return attention + mlp;
}

void MemoryModel::prepareTrainable()
{
    const Task task = m_workload.task;
    if (!isTraining(task)) {
        m_trainable = 0;
        m_layerTrainablePrefix.assign(m_layerParamsPrefix.size(), 0.0);
        return;
    }
    if (!m_arch.hasArchitecture()) {
        // Without the architecture, adapters are sized as 0.6 % of the parameters at rank 16
        // (all linear layers of Llama-2-7B: 40M of 6.7B) and freeze trains nothing it can count.
        if (task == Task::Lora || task == Task::Qlora)
            m_trainable = m_params.total * 0.006 * m_workload.loraRank / 16.0;
        else if (task == Task::Freeze)
            m_trainable = 0;
        else
            m_trainable = m_params.total;
        m_layerTrainablePrefix = {0.0, m_trainable};
        return;
    }
    const int layers = m_arch.layers;
    m_layerTrainablePrefix.assign(size_t(layers) + 1, 0.0);
    const int firstTrainable = std::max(0, layers - m_workload.freezeTrainableLayers);
    for (int l = 0; l < layers; ++l) {
        double trainable = 0;
        switch (task) {
        case Task::Pretrain:
        case Task::Full:
            trainable = m_params.layerParams(l, m_arch);
            break;
        case Task::Freeze:
            trainable = l >= firstTrainable ? m_params.layerParams(l, m_arch) : 0.0;
            break;
        case Task::Lora:
        case Task::Qlora:
            trainable = loraParamsForLayer(l);
            break;
        case Task::Inference:
            break;
        }
        m_layerTrainablePrefix[size_t(l) + 1] = m_layerTrainablePrefix[size_t(l)] + trainable;
    }
    m_embeddingTrainable = (task == Task::Full || task == Task::Pretrain)
                               ? m_params.embedding + m_params.lmHead + m_params.finalNorm
                                     + m_params.pooler
                               : 0.0;
    m_trainable = m_layerTrainablePrefix.back() + m_embeddingTrainable;
}

// The three rules of a supported split, each written once: the fit search asks the first
// question thousands of times, the messages are built only when asked for.
bool MemoryModel::headsSplit(int tp) const
{
    return m_arch.heads % tp == 0;
}

bool MemoryModel::kvHeadsSplit(int tp) const
{
    const int kv = m_arch.effectiveKvHeads();
    return m_arch.attention == AttentionKind::Mla || kv <= 0
           || (tp <= kv ? kv % tp == 0 : tp % kv == 0);
}

bool MemoryModel::layoutSupported(const Layout &layout) const
{
    return !m_arch.hasArchitecture()
           || (headsSplit(layout.tp) && kvHeadsSplit(layout.tp) && layout.pp <= m_arch.layers);
}

QList<TrText> MemoryModel::layoutSupportProblems(const Layout &layout) const
{
    QList<TrText> problems;
    if (!m_arch.hasArchitecture())
        return problems;
    const int tp = layout.tp;
    if (!headsSplit(tp))
        problems << ATLAS_TR("Atlas::MemoryModel",
                             "tensor parallelism %1 does not divide the %2 attention heads")
                        .arg(tp)
                        .arg(m_arch.heads);
    if (!kvHeadsSplit(tp))
        problems << ATLAS_TR("Atlas::MemoryModel",
                             "tensor parallelism %1 and the %2 KV heads must divide one another")
                        .arg(tp)
                        .arg(m_arch.effectiveKvHeads());
    if (layout.pp > m_arch.layers)
        problems << ATLAS_TR("Atlas::MemoryModel",
                             "pipeline parallelism %1 is larger than the %2 layers")
                        .arg(layout.pp)
                        .arg(m_arch.layers);
    return problems;
}

double MemoryModel::activationBytesPerToken() const
{
    // 16-bit activations for everything but FP32/TF32 training (FP8 training keeps 16-bit
    // activations in this model; QLoRA and INT weights compute in 16 bits).
    const Precision p = m_workload.precision;
    return (p == Precision::Fp32 || p == Precision::Tf32) ? 4.0 : 2.0;
}

double MemoryModel::activationBytesPerTokenPerLayer(int tp) const
{
    return m_activationPerTokenLayer / tp;
}

double MemoryModel::computeActivationBytes(Recompute recompute) const
{
    if (!m_arch.hasArchitecture())
        return 0;
    const double B = activationBytesPerToken();
    const double h = double(m_arch.hidden);
    const double a = m_arch.heads;
    const double kv = m_arch.effectiveKvHeads();
    const double d = m_arch.effectiveHeadDim();
    const double s = double(m_workload.seqLen);
    const bool flash = m_workload.flashAttention;
    const bool dropout = m_arch.linearBias; // GPT-2/BERT train with dropout; Llama-style do not

    // Elements stored per token, then bytes.
    double elements = 2 * h /*inputs of the two norms*/ + h /*QKV input*/ + h /*MLP input*/;
    double bytes = 0;
    double outWidth = a * d;
    if (m_arch.attention == AttentionKind::Mla && m_arch.mla) {
        const MlaSpec &m = *m_arch.mla;
        const double qk = m.qkNopeDim + m.qkRopeDim;
        elements += 2.0 * m.qLoraRank + (m.kvLoraRank + m.qkRopeDim) + m.kvLoraRank;
        elements += a * qk /*Q*/ + a * qk /*K*/ + a * m.vHeadDim /*V*/;
        outWidth = a * m.vHeadDim;
    } else {
        const double kvStored = flash ? kv : a; // eager attention repeats the KV heads
        elements += a * d + 2 * kvStored * d;
    }
    elements += outWidth; // attention output = input of the output projection
    if (flash) {
        bytes += 4.0 * a; // FP32 log-sum-exp per head
    } else if (recompute == Recompute::None) {
        elements += a * s; // softmax output
        if (dropout) {
            bytes += a * s;    // dropout mask
            elements += a * s; // dropout output
        }
    }
    if (dropout)
        bytes += 2 * h; // masks after the attention and MLP output projections

    // MLP.
    const int layers = m_arch.layers;
    const int moeLayers = m_params.moeLayers;
    const double mlpDense = isGated(m_arch.mlp) ? 4.0 * double(m_arch.ffn)
                                                : 2.0 * double(m_arch.ffn);
    double mlp = mlpDense;
    if (moeLayers > 0) {
        // Each token visits its active and shared experts: a routed copy of its input and the
        // expert's SwiGLU internals, plus the FP32 router logits. Averaged over the layers.
        const double perExpert = h + 4.0 * double(m_arch.moe.expertFfn);
        const double moe = m_arch.moe.active * perExpert
                           + m_arch.moe.shared
                                 * (h + 4.0 * double(m_arch.moe.effectiveSharedFfn()));
        mlp = (mlpDense * (layers - moeLayers) + moe * moeLayers) / layers;
        bytes += 4.0 * m_arch.moe.experts * moeLayers / layers;
    }
    elements += mlp;

    if (recompute == Recompute::Full)
        return h * B; // only each layer's input is kept
    // Recompute::Offload stores as much as no recomputation, but in host memory (stageMemory).
    // Per TP rank this is divided by tp: sequence parallelism shards every stored tensor.
    return elements * B + bytes;
}

double MemoryModel::logitsBytesPerToken(int tp) const
{
    if (!isDecoderLm(m_arch))
        return 0;
    // 16-bit logits plus the FP32 log-probabilities kept for the cross-entropy backward,
    // vocabulary-parallel over the TP group.
    return double(m_arch.vocab) * (activationBytesPerToken() + 4.0) / tp;
}

qint64 MemoryModel::crossEntropyChunkTokens() const
{
    // Liger's fused linear cross-entropy sizes a chunk so that its logits take about as much
    // as the hidden states of all tokens: chunk = next power of two of tokens / ceil(V / h).
    const double tokens = double(m_workload.microBatch) * double(m_workload.seqLen);
    if (!isDecoderLm(m_arch) || m_arch.hidden <= 0)
        return 0;
    const double chunks = std::ceil(double(m_arch.vocab) / double(m_arch.hidden));
    const double chunk = std::ceil(tokens / std::max(1.0, chunks));
    return std::min(qint64(tokens), qint64(std::exp2(std::ceil(std::log2(std::max(1.0, chunk))))));
}

double MemoryModel::logitsBytes(int tp) const
{
    const double tokens = double(m_workload.microBatch) * double(m_workload.seqLen);
    if (!m_workload.chunkedCrossEntropy)
        return logitsBytesPerToken(tp) * tokens;
    // Only one chunk's logits (16-bit, with the FP32 copy the loss needs) exist at a time.
    return logitsBytesPerToken(tp) * double(crossEntropyChunkTokens());
}

qint64 MemoryModel::kvTokensPerSequence() const
{
    // Averaged over the layers: hybrid models cap only their sliding-window layers.
    if (!m_arch.hasArchitecture() || m_arch.layers <= 0)
        return m_workload.context;
    Stage all;
    all.layers = m_arch.layers;
    return qint64(std::llround(kvTokensInStage(all) / m_arch.layers));
}

double MemoryModel::kvBytesPerTokenPerLayer(int tp) const
{
    if (!isDecoderLm(m_arch))
        return 0;
    const double bytes = bytesPerElement(m_workload.kvPrecision);
    if (m_arch.attention == AttentionKind::Mla && m_arch.mla) {
        // MLA caches the compressed latent and the shared RoPE key, replicated per TP rank.
        return (m_arch.mla->kvLoraRank + m_arch.mla->qkRopeDim) * bytes;
    }
    const int kv = m_arch.effectiveKvHeads();
    // vLLM: max(1, kv / tp) heads per rank — KV heads are replicated when TP exceeds them.
    const double headsPerRank = std::max(1.0, double(kv) / tp);
    return 2.0 * headsPerRank * m_arch.effectiveHeadDim() * bytes;
}

double MemoryModel::kvBytesPerToken(int tp) const
{
    return m_arch.hasArchitecture() ? kvBytesPerTokenPerLayer(tp) * m_arch.layers : 0.0;
}

double MemoryModel::inferenceWorkingSetBytes(int tp) const
{
    if (!m_arch.hasArchitecture())
        return 0;
    const double B = 2.0;
    const double h = double(m_arch.hidden);
    const double d = m_arch.effectiveHeadDim();
    const double qkv = (m_arch.heads + 2.0 * m_arch.effectiveKvHeads()) * d;
    double mlp = isGated(m_arch.mlp) ? 2.0 * double(m_arch.ffn) : double(m_arch.ffn);
    if (m_arch.moe.isMoe())
        mlp = std::max(mlp,
                       2.0 * double(m_arch.moe.expertFfn) * (m_arch.moe.active + m_arch.moe.shared));
    const double total = double(m_workload.context) * m_workload.concurrency;
    const double tokens = m_arch.encoderOnly
                              ? total
                              : std::min(double(m_options.prefillChunkTokens), total);
    double bytes = tokens * (3.0 * h + std::max(qkv, mlp)) * B / tp;
    if (!m_workload.flashAttention) // eager prefill materialises the score matrix of the chunk
        bytes += m_arch.heads * tokens
                 * double(std::min<qint64>(m_workload.context, qint64(tokens))) * B / tp;
    // Logits of the last position of every sequence, in FP32.
    if (!m_arch.encoderOnly)
        bytes += double(m_workload.concurrency) * double(m_arch.vocab) * 4.0 / tp;
    return bytes;
}

} // namespace Atlas
