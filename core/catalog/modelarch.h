#pragma once

#include "text/localizedtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

// The architecture families of Hugging Face config.json files (their model_type); Custom is a
// model built from explicit numbers (CLI flags) and follows the Llama layout. The order is the
// order of modelTypeKeys() and of the YAML enumeration: append, never reorder.
enum class ModelType {
    Llama,
    Mistral,
    Mixtral,
    Qwen2,
    DeepseekV3,
    Gpt2,
    Bert,
    Qwen2Moe,
    Qwen3,
    Qwen3Moe,
    DeepseekV2,
    Glm4,
    Glm4Moe,
    Chatglm,
    Gemma,
    Gemma2,
    Gemma3,
    Phi3,
    GptOss,
    Falcon,
    Starcoder2,
    GptBigcode,
    Opt,
    GptNeox,
    Internlm2,
    Baichuan,
    Custom
};
// Gated MLPs (SwiGLU, GeGLU) have three matrices (gate, up, down), the others two.
enum class MlpKind { SwiGlu, Gelu, Relu, GeGlu };
enum class NormKind { RmsNorm, LayerNorm };
enum class AttentionKind { Mha, Gqa, Mla };
enum class PositionKind { Rope, Learned };
// How the released checkpoint stores its weights (config.json "quantization_config"):
// FP8 with one FP32 scale per block (DeepSeek-V3), MXFP4 (4-bit values, one 8-bit scale per
// 32), integer groups (GPTQ/AWQ: an FP16 scale and a zero point per group), bitsandbytes NF4.
enum class WeightFormat { Native, Fp8Block, Mxfp4, IntGroup, Nf4 };

QString modelTypeKey(ModelType type); // "deepseek_v3"
QStringList modelTypeKeys();          // every supported type (not "custom")
std::optional<ModelType> modelTypeFromKey(QStringView key);
QString mlpKey(MlpKind mlp); // "swiglu"
QStringList mlpKeys();
bool isGated(MlpKind mlp);
QString weightFormatKey(WeightFormat format); // "fp8-block"
QStringList weightFormatKeys();

struct MoeSpec
{
    int experts = 0; // routed experts
    int active = 0;  // routed experts per token
    int shared = 0;  // always-active shared experts
    qint64 expertFfn = 0;
    qint64 sharedFfn = 0;    // width of one shared expert; 0: expertFfn
    bool sharedGate = false; // Qwen2-MoE: a sigmoid gate (hidden -> 1) on the shared expert
    int denseLayers = 0;     // the first N layers keep the dense MLP

    qint64 effectiveSharedFfn() const { return sharedFfn > 0 ? sharedFfn : expertFfn; }

    bool isMoe() const { return experts > 0; }
    friend bool operator==(const MoeSpec &, const MoeSpec &) = default;
};

// The checkpoint's storage format of the weights, used for inference (serving engines load
// quantised releases as they are).
struct CheckpointQuant
{
    WeightFormat format = WeightFormat::Native;
    int bits = 16;            // IntGroup: 4 or 8
    int groupSize = 0;        // elements sharing one scale (FP8: block rows x columns)
    bool expertsOnly = false; // only the routed experts are stored this way (gpt-oss MXFP4)

    bool isQuantized() const { return format != WeightFormat::Native; }
    double bitsPerWeight() const; // including scales
    friend bool operator==(const CheckpointQuant &, const CheckpointQuant &) = default;
};

// A ViT image encoder shipped inside a multimodal checkpoint (Gemma 3's SigLIP), with the
// projector into the language model. Its weights are loaded with the model.
struct VisionSpec
{
    int layers = 0;
    qint64 hidden = 0;
    qint64 ffn = 0;
    int patchSize = 0;
    int imageSize = 0;

    bool isPresent() const { return layers > 0; }
    friend bool operator==(const VisionSpec &, const VisionSpec &) = default;
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
    bool qkvBias = false;        // bias on q, k and v (Qwen2)
    bool outBias = false;        // bias on the attention output projection
    bool mlpBias = false;        // biases in the MLP, the experts and the router
    bool linearBias = false;     // every linear layer (GPT-2, BERT): qkv + out + MLP biases
    bool qkNorm = false;         // RMSNorm over the head size on q and k (Qwen3, Gemma 3)
    bool attentionSinks = false; // one learned logit per head and layer (gpt-oss)
    int normsPerLayer = 2;       // Gemma 2/3: 4 (sandwich norms); Falcon-7B: 1 (parallel block)
    bool encoderOnly = false;
    bool pooler = false;
    int typeVocab = 0;
    // Sliding-window attention: the window in tokens, and which layers use it. With neither
    // fullAttentionEvery nor slidingLayers every layer slides; with fullAttentionEvery K, layer
    // i attends globally when (i + 1) % K == 0 (Gemma 2: 2, Gemma 3: 6, gpt-oss: 2);
    // slidingLayers lists the pattern layer by layer when it is not periodic.
    std::optional<qint64> slidingWindow;
    int fullAttentionEvery = 0;
    QList<bool> slidingLayers;
    MoeSpec moe;
    std::optional<MlaSpec> mla;
    CheckpointQuant checkpoint;
    VisionSpec vision;

    std::optional<double> publishedParams;
    std::optional<double> publishedActiveParams;
    // The unit of the last digit the source prints ("7.3B": 1e8, "1T": 1e12); a rounded figure
    // is only known to half of it. Absent: the figure is exact.
    std::optional<double> publishedUnit;
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
    bool isSlidingLayer(int layer) const;
    int slidingLayerCount() const;
    // KV cache entries one sequence of `context` tokens keeps in this layer.
    qint64 kvTokensInLayer(int layer, qint64 context) const;
};

// Parameters derived from the architecture (never read from a file), split the way the memory
// engine needs them.
struct ParameterCount
{
    double total = 0;
    double active = 0; // what one token passes through (MoE: shared + active experts)
    // Token (+ position, token-type, embedding norm) embeddings, and a vision encoder with its
    // projector: weights held on the first pipeline stage that a text token does not multiply.
    double embedding = 0;
    double vision = 0; // the vision encoder and projector alone (included in embedding)
    double lmHead = 0; // output projection; 0 when tied to the embedding
    double attentionPerLayer = 0;
    double attentionLinearPerLayer = 0; // without biases and latent norms
    double denseMlpPerLayer = 0;
    double denseMlpLinearPerLayer = 0;
    double moeMlpPerLayer = 0;             // all routed + shared experts + router of one MoE layer
    double moeMlpLinearPerLayer = 0;       // their weight matrices only (no biases)
    double routedExpertLinearPerLayer = 0; // the routed experts' weight matrices
    double moeMlpActivePerLayer = 0;       // active routed + shared experts + router
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
