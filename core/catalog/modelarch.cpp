#include "catalog/modelarch.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace Atlas {

namespace {

constexpr std::array<const char16_t *, 7> typeNames
    = {u"llama", u"mistral", u"mixtral", u"qwen2", u"deepseek_v3", u"gpt2", u"bert"};

} // namespace

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

ParameterCount countParameters(const ModelArch &arch)
{
    ParameterCount c;
    if (!arch.hasArchitecture()) {
        c.total = *arch.paramsOnly;
        c.active = arch.paramsOnlyActive.value_or(c.total);
        c.linearParams = c.total; // unknown split: treat every weight as quantizable
        return c;
    }

    const double h = double(arch.hidden);
    const double a = arch.heads;
    const double kv = arch.effectiveKvHeads();
    const double d = arch.effectiveHeadDim();
    const double v = double(arch.vocab);
    const double normSize = arch.norm == NormKind::LayerNorm ? 2 * h : h;
    double largest = 0;
    auto linear = [&largest](double in, double out) {
        largest = std::max(largest, in * out);
        return in * out;
    };

    // Attention.
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
    } else {
        attentionLinear = linear(h, a * d) + 2 * linear(h, kv * d) + linear(a * d, h);
        if (arch.qkvBias || arch.linearBias)
            attentionOther += a * d + 2 * kv * d;
        if (arch.linearBias)
            attentionOther += h;
    }
    c.attentionPerLayer = attentionLinear + attentionOther;
    c.attentionLinearPerLayer = attentionLinear;

    // MLP.
    const double f = double(arch.ffn);
    const int matrices = arch.mlp == MlpKind::SwiGlu ? 3 : 2;
    double denseLinear = 0;
    double denseOther = 0;
    if (f > 0) {
        denseLinear = matrices == 3 ? 2 * linear(h, f) + linear(f, h) : linear(h, f) + linear(f, h);
        if (arch.linearBias)
            denseOther = (matrices - 1) * f + h;
    }
    c.denseMlpPerLayer = denseLinear + denseOther;
    c.denseMlpLinearPerLayer = denseLinear;

    double expertLinear = 0;
    double routerLinear = 0;
    if (arch.moe.isMoe()) {
        const double ef = double(arch.moe.expertFfn);
        expertLinear = 2 * linear(h, ef) + linear(ef, h);
        routerLinear = linear(h, arch.moe.experts);
        c.moeMlpPerLayer = (arch.moe.experts + arch.moe.shared) * expertLinear + routerLinear;
        c.moeMlpActivePerLayer = (arch.moe.active + arch.moe.shared) * expertLinear + routerLinear;
        c.moeLayers = std::max(0, arch.layers - arch.moe.denseLayers);
        c.denseLayers = arch.layers - c.moeLayers;
    } else {
        c.denseLayers = arch.layers;
    }
    c.normsPerLayer = 2 * normSize;

    // Embeddings, head, final norm, pooler.
    c.embedding = linear(v, h);
    if (arch.position == PositionKind::Learned)
        c.embedding += double(arch.maxContext) * h;
    c.embedding += double(arch.typeVocab) * h;
    if (arch.encoderOnly)
        c.embedding += normSize; // BERT normalises the embedding sum
    c.lmHead = (arch.tiedEmbeddings || arch.encoderOnly) ? 0 : v * h;
    c.finalNorm = arch.encoderOnly ? 0 : normSize;
    c.pooler = arch.pooler ? h * h + h : 0;

    const double layers = arch.layers;
    const double blockCommon = layers * (c.attentionPerLayer + c.normsPerLayer);
    c.total = c.embedding + c.lmHead + c.finalNorm + c.pooler + blockCommon
              + c.denseLayers * c.denseMlpPerLayer + c.moeLayers * c.moeMlpPerLayer;
    c.active = c.embedding + c.lmHead + c.finalNorm + c.pooler + blockCommon
               + c.denseLayers * c.denseMlpPerLayer + c.moeLayers * c.moeMlpActivePerLayer;
    c.linearParams = layers * attentionLinear + c.denseLayers * denseLinear
                     + c.moeLayers
                           * ((arch.moe.experts + arch.moe.shared) * expertLinear + routerLinear)
                     + (arch.pooler ? h * h : 0);
    c.largestModule = largest;
    return c;
}

QStringList architectureProblems(const ModelArch &arch)
{
    QStringList problems;
    if (!arch.hasArchitecture()) {
        if (!(*arch.paramsOnly > 0))
            problems << QCoreApplication::translate("Atlas::ModelArch",
                                                    "the parameter count must be positive");
        return problems;
    }
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
    if (problems.isEmpty()) {
        // Each size has its own cap, but their product can still be absurd (5.5e18).
        const double params = countParameters(arch).total;
        if (!(params <= MaxModelParameters))
            problems << QCoreApplication::translate("Atlas::ModelArch",
                                                    "the architecture gives %1 parameters, more "
                                                    "than the %2 accepted")
                            .arg(params, 0, 'g', 3)
                            .arg(MaxModelParameters, 0, 'g', 3);
    }
    return problems;
}

} // namespace Atlas
