#include "catalog/modelarch.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace Atlas {

namespace {

constexpr std::array<const char16_t *, size_t(ModelType::Custom)> typeNames
    = {u"llama",     u"mistral",   u"mixtral",    u"qwen2",       u"deepseek_v3", u"gpt2",
       u"bert",      u"qwen2_moe", u"qwen3",      u"qwen3_moe",   u"deepseek_v2", u"glm4",
       u"glm4_moe",  u"chatglm",   u"gemma",      u"gemma2",      u"gemma3",      u"phi3",
       u"gpt_oss",   u"falcon",    u"starcoder2", u"gpt_bigcode", u"opt",         u"gpt_neox",
       u"internlm2", u"baichuan"};
constexpr std::array<const char16_t *, 4> mlpNames = {u"swiglu", u"gelu", u"relu", u"geglu"};
constexpr std::array<const char16_t *, 5> weightFormatNames = {u"native",
                                                               u"fp8-block",
                                                               u"mxfp4",
                                                               u"int-group",
                                                               u"nf4"};

} // namespace

QString mlpKey(MlpKind mlp)
{
    return QString::fromUtf16(mlpNames[size_t(mlp)]);
}

QStringList mlpKeys()
{
    QStringList keys;
    for (const char16_t *name : mlpNames)
        keys.append(QString::fromUtf16(name));
    return keys;
}

bool isGated(MlpKind mlp)
{
    return mlp == MlpKind::SwiGlu || mlp == MlpKind::GeGlu;
}

QString weightFormatKey(WeightFormat format)
{
    return QString::fromUtf16(weightFormatNames[size_t(format)]);
}

QStringList weightFormatKeys()
{
    QStringList keys;
    for (const char16_t *name : weightFormatNames)
        keys.append(QString::fromUtf16(name));
    return keys;
}

double CheckpointQuant::bitsPerWeight() const
{
    switch (format) {
    case WeightFormat::Native:
        return 16.0;
    case WeightFormat::Fp8Block:
        // One FP32 scale (weight_scale_inv) per block.
        return 8.0 + (groupSize > 0 ? 32.0 / groupSize : 0.0);
    case WeightFormat::Mxfp4:
        // OCP MX: 32 FP4 (E2M1) values share one 8-bit (E8M0) scale.
        return 4.0 + 8.0 / 32.0;
    case WeightFormat::IntGroup:
        // GPTQ/AWQ: an FP16 scale and a `bits`-wide zero point per group.
        return bits + (groupSize > 0 ? (16.0 + bits) / groupSize : 0.0);
    case WeightFormat::Nf4:
        // QLoRA §3: NF4 with double quantisation.
        return 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0);
    }
    return 16.0;
}

bool ModelArch::isSlidingLayer(int layer) const
{
    if (!slidingWindow)
        return false;
    if (!slidingLayers.isEmpty())
        return layer >= 0 && layer < slidingLayers.size() && slidingLayers.at(layer);
    if (fullAttentionEvery > 0)
        return (layer + 1) % fullAttentionEvery != 0;
    return true;
}

int ModelArch::slidingLayerCount() const
{
    int count = 0;
    for (int l = 0; l < layers; ++l)
        count += isSlidingLayer(l) ? 1 : 0;
    return count;
}

qint64 ModelArch::kvTokensInLayer(int layer, qint64 context) const
{
    return isSlidingLayer(layer) ? std::min(context, *slidingWindow) : context;
}

QString modelTypeKey(ModelType type)
{
    if (type == ModelType::Custom)
        return QStringLiteral("custom");
    return QString::fromUtf16(typeNames[size_t(type)]);
}

QStringList modelTypeKeys()
{
    QStringList keys;
    for (const char16_t *name : typeNames)
        keys.append(QString::fromUtf16(name));
    return keys;
}

std::optional<ModelType> modelTypeFromKey(QStringView key)
{
    for (size_t i = 0; i < typeNames.size(); ++i) {
        if (key == QStringView(typeNames[i]))
            return ModelType(i);
    }
    if (key == u"custom")
        return ModelType::Custom;
    return std::nullopt;
}

double ParameterCount::layerParams(int layer, const ModelArch &arch) const
{
    const double mlp = arch.isMoeLayer(layer) ? moeMlpPerLayer : denseMlpPerLayer;
    return attentionPerLayer + mlp + normsPerLayer;
}

namespace {

// A ViT encoder with its projector into the language model (Gemma 3: SigLIP, an RMS-normed
// linear projection): patch convolution, learned positions, pre-norm blocks with biases,
// a final LayerNorm.
double visionParameters(const ModelArch &arch)
{
    const VisionSpec &v = arch.vision;
    if (!v.isPresent())
        return 0;
    const double h = double(v.hidden);
    const double f = double(v.ffn);
    const double patches = v.patchSize > 0 ? std::pow(double(v.imageSize / v.patchSize), 2) : 0;
    const double patchEmbedding = 3.0 * v.patchSize * v.patchSize * h + h;
    const double block = 4 * (h * h + h) + 2 * h * f + f + h + 2 * 2 * h;
    const double encoder = patchEmbedding + patches * h + v.layers * block + 2 * h;
    const double projector = h * double(arch.hidden) + h;
    return encoder + projector;
}

} // namespace

namespace {

// Counts a linear layer's weights and remembers the largest (the biggest module to quantise).
struct LinearCounter
{
    double largest = 0;

    double operator()(double in, double out)
    {
        largest = std::max(largest, in * out);
        return in * out;
    }
};

double normSize(const ModelArch &arch)
{
    const double h = double(arch.hidden);
    return arch.norm == NormKind::LayerNorm ? 2 * h : h;
}

// Attention per layer: multi-head latent attention (DeepSeek) or the usual Q, K, V and output
// projections, with biases, QK norms and attention sinks when the family has them.
void countAttention(const ModelArch &arch, LinearCounter &linear, ParameterCount &c)
{
    const double h = double(arch.hidden);
    const double a = arch.heads;
    const double kv = arch.effectiveKvHeads();
    const double d = arch.effectiveHeadDim();
    const bool qkvBias = arch.qkvBias || arch.linearBias;
    const bool outBias = arch.outBias || arch.linearBias;
    double attentionLinear = 0;
    double attentionOther = 0;
    if (arch.attention == AttentionKind::Mla && arch.mla) {
        const MlaSpec &m = *arch.mla;
        const double qkDim = m.qkNopeDim + m.qkRopeDim;
        if (m.qLoraRank > 0) {
            attentionLinear += linear(h, m.qLoraRank) + linear(m.qLoraRank, a * qkDim);
            attentionOther += m.qLoraRank; // q_a_layernorm
        } else {
            attentionLinear += linear(h, a * qkDim);
        }
        attentionLinear += linear(h, m.kvLoraRank + m.qkRopeDim);
        attentionOther += m.kvLoraRank; // kv_a_layernorm
        attentionLinear += linear(m.kvLoraRank, a * (m.qkNopeDim + m.vHeadDim));
        attentionLinear += linear(a * m.vHeadDim, h);
        if (outBias)
            attentionOther += h;
    } else {
        attentionLinear = linear(h, a * d) + 2 * linear(h, kv * d) + linear(a * d, h);
        if (qkvBias)
            attentionOther += a * d + 2 * kv * d;
        if (outBias)
            attentionOther += h;
        if (arch.qkNorm)
            attentionOther += 2 * d;
    }
    if (arch.attentionSinks)
        attentionOther += a;
    c.attentionPerLayer = attentionLinear + attentionOther;
    c.attentionLinearPerLayer = attentionLinear;
}

// An MLP: gated (gate, up, down) or plain (up, down), with biases when the family has them.
struct MlpShape
{
    const ModelArch &arch;
    LinearCounter &linear;

    double h() const { return double(arch.hidden); }
    bool gated() const { return isGated(arch.mlp); }
    double weights(double width) const
    {
        return gated() ? 2 * linear(h(), width) + linear(width, h())
                       : linear(h(), width) + linear(width, h());
    }
    double biases(double width) const
    {
        const bool mlpBias = arch.mlpBias || arch.linearBias;
        return mlpBias ? (gated() ? 2 : 1) * width + h() : 0.0;
    }
};

// The MLP of a mixture-of-experts layer: routed experts, shared experts with their gate, the
// router; all of them and the active ones.
void countMoeMlp(const ModelArch &arch, const MlpShape &mlp, ParameterCount &c)
{
    const MoeSpec &moe = arch.moe;
    const double h = mlp.h();
    const double ef = double(moe.expertFfn);
    const double sf = double(moe.effectiveSharedFfn());
    const double expert = mlp.weights(ef);
    const double expertBias = mlp.biases(ef);
    const double shared = moe.shared * (mlp.weights(sf) + mlp.biases(sf))
                          + (moe.sharedGate ? mlp.linear(h, 1) : 0.0);
    const double sharedLinear = moe.shared * mlp.weights(sf) + (moe.sharedGate ? h : 0.0);
    const double router = mlp.linear(h, moe.experts);
    const double routerBias = (arch.mlpBias || arch.linearBias) ? moe.experts : 0.0;
    c.routedExpertLinearPerLayer = moe.experts * expert;
    c.moeMlpLinearPerLayer = c.routedExpertLinearPerLayer + sharedLinear + router;
    c.moeMlpPerLayer = moe.experts * (expert + expertBias) + shared + router + routerBias;
    c.moeMlpActivePerLayer = moe.active * (expert + expertBias) + shared + router + routerBias;
    c.moeLayers = std::max(0, arch.layers - moe.denseLayers);
    c.denseLayers = arch.layers - c.moeLayers;
}

void countMlp(const ModelArch &arch, LinearCounter &linear, ParameterCount &c)
{
    const MlpShape mlp{arch, linear};
    const double f = double(arch.ffn);
    const double denseLinear = f > 0 ? mlp.weights(f) : 0.0;
    c.denseMlpPerLayer = denseLinear + (f > 0 ? mlp.biases(f) : 0.0);
    c.denseMlpLinearPerLayer = denseLinear;
    if (arch.moe.isMoe())
        countMoeMlp(arch, mlp, c);
    else
        c.denseLayers = arch.layers;
}

// Embeddings, head, final norm, pooler, vision encoder.
void countEmbeddings(const ModelArch &arch, LinearCounter &linear, ParameterCount &c)
{
    const double h = double(arch.hidden);
    const double v = double(arch.vocab);
    c.embedding = linear(v, h);
    if (arch.position == PositionKind::Learned)
        c.embedding += double(arch.maxContext) * h;
    c.embedding += double(arch.typeVocab) * h;
    if (arch.encoderOnly)
        c.embedding += normSize(arch); // BERT normalises the embedding sum
    c.vision = visionParameters(arch);
    c.embedding += c.vision;
    c.lmHead = (arch.tiedEmbeddings || arch.encoderOnly) ? 0 : v * h;
    c.finalNorm = arch.encoderOnly ? 0 : normSize(arch);
    c.pooler = arch.pooler ? h * h + h : 0;
}

} // namespace

ParameterCount countParameters(const ModelArch &arch)
{
    ParameterCount c;
    if (!arch.hasArchitecture()) {
        c.total = *arch.paramsOnly;
        c.active = arch.paramsOnlyActive.value_or(c.total);
        c.linearParams = c.total; // unknown split: treat every weight as quantizable
        return c;
    }
    LinearCounter linear;
    countAttention(arch, linear, c);
    countMlp(arch, linear, c);
    c.normsPerLayer = arch.normsPerLayer * normSize(arch);
    countEmbeddings(arch, linear, c);

    const double h = double(arch.hidden);
    const double layers = arch.layers;
    const double blockCommon = layers * (c.attentionPerLayer + c.normsPerLayer);
    c.total = c.embedding + c.lmHead + c.finalNorm + c.pooler + blockCommon
              + c.denseLayers * c.denseMlpPerLayer + c.moeLayers * c.moeMlpPerLayer;
    c.active = c.embedding + c.lmHead + c.finalNorm + c.pooler + blockCommon
               + c.denseLayers * c.denseMlpPerLayer + c.moeLayers * c.moeMlpActivePerLayer;
    c.linearParams = layers * c.attentionLinearPerLayer + c.denseLayers * c.denseMlpLinearPerLayer
                     + c.moeLayers * c.moeMlpLinearPerLayer + (arch.pooler ? h * h : 0);
    c.largestModule = linear.largest;
    return c;
}

namespace {

// The sizes: each positive, none beyond any real model, heads and KV heads that divide.
void sizeProblems(const ModelArch &arch, QStringList &problems)
{
    if (arch.layers <= 0)
        problems << QCoreApplication::translate("Atlas::ModelArch",
                                                "layers must be a positive number");
    // Sizes far beyond any real model are refused: they would only exhaust memory.
    if (arch.layers > 100000 || arch.hidden > (1 << 20) || arch.heads > (1 << 16)
        || arch.kvHeads > (1 << 16) || arch.headDim > (1 << 16) || arch.ffn > (qint64(1) << 24)
        || arch.vocab > (qint64(1) << 24) || arch.maxContext > (qint64(1) << 30)
        || arch.moe.experts > (1 << 16) || arch.moe.expertFfn > (qint64(1) << 24)
        || arch.typeVocab > (1 << 20)
        || (arch.mla && (arch.mla->kvLoraRank > (1 << 20) || arch.mla->qLoraRank > (1 << 20))))
        problems << QCoreApplication::translate(
            "Atlas::ModelArch",
            "a size is beyond any real model (layers up to 100000, hidden "
            "up to 1048576, vocabulary and MLP up to 16777216)");
    if (arch.hidden <= 0)
        problems << QCoreApplication::translate("Atlas::ModelArch",
                                                "hidden size must be a positive number");
    if (arch.heads <= 0)
        problems << QCoreApplication::translate("Atlas::ModelArch",
                                                "attention heads must be a positive number");
    if (arch.vocab <= 0)
        problems << QCoreApplication::translate("Atlas::ModelArch",
                                                "vocabulary size must be a positive number");
    if (arch.ffn <= 0 && !arch.moe.isMoe())
        problems << QCoreApplication::translate("Atlas::ModelArch",
                                                "the MLP (ffn) size must be a positive number");
    if (arch.heads > 0 && arch.kvHeads > 0 && arch.heads % arch.kvHeads != 0)
        problems << QCoreApplication::translate(
            "Atlas::ModelArch", "attention heads must be a multiple of the KV heads");
    if (arch.kvHeads < 0 || arch.headDim < 0)
        problems << QCoreApplication::translate("Atlas::ModelArch",
                                                "KV heads and head size cannot be negative");
    if (arch.heads > 0 && arch.headDim == 0 && arch.hidden % arch.heads != 0)
        problems << QCoreApplication::translate(
            "Atlas::ModelArch",
            "hidden size must be divisible by the attention heads (or give the head size)");
}

// Mixture of experts, latent attention, sliding windows, norms and shared experts.
void layerProblems(const ModelArch &arch, QStringList &problems)
{
    if (arch.moe.isMoe()) {
        if (arch.moe.active <= 0 || arch.moe.active > arch.moe.experts)
            problems << QCoreApplication::translate(
                "Atlas::ModelArch", "active experts must be between 1 and the number of experts");
        if (arch.moe.expertFfn <= 0)
            problems << QCoreApplication::translate(
                "Atlas::ModelArch", "the expert MLP size must be a positive number");
        if (arch.moe.denseLayers < 0 || arch.moe.denseLayers > arch.layers)
            problems << QCoreApplication::translate(
                "Atlas::ModelArch", "dense layers must be between 0 and the number of layers");
    }
    if (arch.attention == AttentionKind::Mla) {
        if (!arch.mla || arch.mla->kvLoraRank <= 0 || arch.mla->vHeadDim <= 0
            || arch.mla->qkNopeDim + arch.mla->qkRopeDim <= 0)
            problems << QCoreApplication::translate(
                "Atlas::ModelArch",
                "latent attention needs kv_lora_rank, the q/k head sizes and v_head_dim");
    }
    if (arch.slidingWindow && *arch.slidingWindow <= 0)
        problems << QCoreApplication::translate(
            "Atlas::ModelArch", "the sliding window must be a positive number of tokens");
    if (arch.fullAttentionEvery < 0 || arch.fullAttentionEvery > 100000)
        problems << QCoreApplication::translate(
            "Atlas::ModelArch", "full attention every K layers needs K between 1 and 100000");
    if (!arch.slidingLayers.isEmpty() && arch.slidingLayers.size() != arch.layers)
        problems << QCoreApplication::translate(
                        "Atlas::ModelArch", "the layer pattern lists %1 layers, the model has %2")
                        .arg(arch.slidingLayers.size())
                        .arg(arch.layers);
    if (arch.normsPerLayer < 0 || arch.normsPerLayer > 8)
        problems << QCoreApplication::translate("Atlas::ModelArch",
                                                "norms per layer must be between 0 and 8");
    if (arch.moe.sharedFfn < 0 || arch.moe.sharedFfn > (qint64(1) << 24) || arch.moe.shared < 0
        || arch.moe.shared > (1 << 16))
        problems << QCoreApplication::translate(
            "Atlas::ModelArch", "shared experts must number 0 to 65536, each up to 16777216 wide");
}

// A vision encoder and a quantised checkpoint.
void encoderAndCheckpointProblems(const ModelArch &arch, QStringList &problems)
{
    const VisionSpec &v = arch.vision;
    if (v.layers < 0 || v.layers > 1000 || v.hidden < 0 || v.hidden > (1 << 20) || v.ffn < 0
        || v.ffn > (qint64(1) << 24) || v.patchSize < 0 || v.imageSize < 0
        || v.imageSize > (1 << 16)
        || (v.isPresent() && (v.hidden <= 0 || v.ffn <= 0 || v.patchSize <= 0 || v.imageSize <= 0)))
        problems << QCoreApplication::translate(
            "Atlas::ModelArch",
            "a vision encoder needs positive layers, width, MLP width, patch and image sizes "
            "(up to 1000 layers, 1048576 wide, images up to 65536 pixels)");
    const CheckpointQuant &q = arch.checkpoint;
    if (q.format == WeightFormat::IntGroup && q.bits != 4 && q.bits != 8 && q.bits != 2
        && q.bits != 3)
        problems << QCoreApplication::translate(
            "Atlas::ModelArch", "integer checkpoint weights must have 2, 3, 4 or 8 bits");
    if (q.groupSize < 0 || q.groupSize > (1 << 24))
        problems << QCoreApplication::translate(
            "Atlas::ModelArch", "the quantisation group must be 0 to 16777216 elements");
}

// Each size has its own cap, but their product can still be absurd (5.5e18).
void totalProblem(const ModelArch &arch, QStringList &problems)
{
    const double params = countParameters(arch).total;
    if (!(params <= MaxModelParameters))
        problems << QCoreApplication::translate("Atlas::ModelArch",
                                                "the architecture gives %1 parameters, more "
                                                "than the %2 accepted")
                        .arg(params, 0, 'g', 3)
                        .arg(MaxModelParameters, 0, 'g', 3);
}

} // namespace

QStringList architectureProblems(const ModelArch &arch)
{
    QStringList problems;
    if (!arch.hasArchitecture()) {
        if (!(*arch.paramsOnly > 0))
            problems << QCoreApplication::translate("Atlas::ModelArch",
                                                    "the parameter count must be positive");
        return problems;
    }
    sizeProblems(arch, problems);
    layerProblems(arch, problems);
    encoderAndCheckpointProblems(arch, problems);
    if (problems.isEmpty())
        totalProblem(arch, problems);
    return problems;
}

} // namespace Atlas
