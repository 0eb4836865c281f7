#pragma once

#include "text/localizedtext.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

// The Hugging Face model types whose config.json we understand; Custom is a model built from
// explicit numbers (CLI flags) and follows the Llama layout.
enum class ModelType { Llama, Mistral, Mixtral, Qwen2, DeepseekV3, Gpt2, Bert, Custom };
enum class MlpKind { SwiGlu, Gelu };
enum class NormKind { RmsNorm, LayerNorm };
enum class AttentionKind { Mha, Gqa, Mla };
enum class PositionKind { Rope, Learned };

QString modelTypeKey(ModelType type); // "deepseek_v3"
QStringList modelTypeKeys();          // the seven supported types (not "custom")
std::optional<ModelType> modelTypeFromKey(QStringView key);

struct MoeSpec
{
    int experts = 0; // routed experts
    int active = 0;  // routed experts per token
    int shared = 0;  // always-active shared experts
    qint64 expertFfn = 0;
    int denseLayers = 0; // the first N layers keep the dense MLP

    bool isMoe() const { return experts > 0; }
    friend bool operator==(const MoeSpec &, const MoeSpec &) = default;
};

// DeepSeek multi-head latent attention.
struct MlaSpec
{
    int qLoraRank = 0; // 0: queries are not compressed
    int kvLoraRank = 0;
    int qkNopeDim = 0;
    int qkRopeDim = 0;
    int vHeadDim = 0;
    friend bool operator==(const MlaSpec &, const MlaSpec &) = default;
};

struct ModelArch
{
    QString id;
    LocalizedText name;
    QString family;
    ModelType type = ModelType::Custom;

    int layers = 0;
    qint64 hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0; // 0: hidden / heads
    qint64 ffn = 0;
    qint64 vocab = 0;
    qint64 maxContext = 0;
    MlpKind mlp = MlpKind::SwiGlu;
    NormKind norm = NormKind::RmsNorm;
    AttentionKind attention = AttentionKind::Gqa;
    PositionKind position = PositionKind::Rope;
    bool tiedEmbeddings = false;
    bool qkvBias = false;
    bool linearBias = false;
    bool encoderOnly = false;
    bool pooler = false;
    int typeVocab = 0;
    std::optional<qint64> slidingWindow;
    MoeSpec moe;
    std::optional<MlaSpec> mla;

    std::optional<double> publishedParams;
    std::optional<double> publishedActiveParams;
    QString publishedBasis;
    LocalizedText notes;
    QStringList sources;
    QString sourceFile;
    int sourceLine = 0;

    // A model known only by its parameter count (CLI --params without architecture flags):
    // model states can be computed, activations and the KV cache cannot.
    std::optional<double> paramsOnly;
    std::optional<double> paramsOnlyActive;
    // The largest single module, when known from elsewhere (DeepSpeed's estimator examples give
    // it); otherwise derived from the architecture.
    std::optional<double> largestLayerParams;

    bool hasArchitecture() const { return !paramsOnly.has_value(); }
    int effectiveHeadDim() const
    {
        return headDim > 0 ? headDim : (heads > 0 ? int(hidden / heads) : 0);
    }
    int effectiveKvHeads() const { return kvHeads > 0 ? kvHeads : heads; }
    bool isMoeLayer(int layer) const { return moe.isMoe() && layer >= moe.denseLayers; }
};

// Parameters derived from the architecture (never read from a file), split the way the memory
// engine needs them.
struct ParameterCount
{
    double total = 0;
    double active = 0;    // what one token passes through (MoE: shared + active experts)
    double embedding = 0; // token (+ position, token-type, embedding norm) embeddings
    double lmHead = 0;    // output projection; 0 when tied to the embedding
    double attentionPerLayer = 0;
    double attentionLinearPerLayer = 0; // without biases and latent norms
    double denseMlpPerLayer = 0;
    double denseMlpLinearPerLayer = 0;
    double moeMlpPerLayer = 0;       // all routed + shared experts + router of one MoE layer
    double moeMlpActivePerLayer = 0; // active routed + shared experts + router
    double normsPerLayer = 0;
    double finalNorm = 0;
    double pooler = 0;
    double largestModule = 0; // largest single weight tensor (the ZeRO-3 gather unit)
    double linearParams = 0;  // weights of the linear layers inside the blocks (quantizable)
    int denseLayers = 0;
    int moeLayers = 0;

    double layerParams(int layer, const ModelArch &arch) const;
    double nonLinearParams() const { return total - linearParams; }
};

ParameterCount countParameters(const ModelArch &arch);

// The largest parameter count accepted (a quadrillion, a thousand times today's largest models):
// beyond it the byte counts stop being exact in JSON and a typo is the likelier explanation.
inline constexpr double MaxModelParameters = 1e15;

// Checks that an architecture is usable: positive sizes, heads dividing hidden where required,
// kv heads dividing heads, at most MaxModelParameters parameters. Returns an empty list when
// consistent.
QStringList architectureProblems(const ModelArch &arch);

} // namespace Atlas
