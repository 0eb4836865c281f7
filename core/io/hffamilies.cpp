// One reader per config.json family. Each knows its family's keys and the defaults the
// transformers library (or the model's remote code) applies when a key is absent; the sources
// are in tests/data/hf-configs/README.md.

#include "io/hfconfigreader.h"
#include "text/diagnostics.h"

#include <algorithm>
#include <array>

namespace Atlas::HfImport {

namespace {

// Defaults of the Llama-style families when a key is absent.
struct Defaults
{
    bool tied = false;
    qint64 kvHeads = 0; // 0: as many as the attention heads (MHA)
    qint64 headDim = 0; // 0: hidden / heads
};

void readDecoder(ConfigReader &r, ModelArch &m, const Defaults &d)
{
    m.hidden = r.integer("hidden_size", std::nullopt, 1);
    m.layers = narrow(r.integer("num_hidden_layers", std::nullopt, 1));
    m.heads = narrow(r.integer("num_attention_heads", std::nullopt, 1));
    // A KV head count of 0 is not "as many as the heads": it is a broken file.
    m.kvHeads = narrow(r.integer("num_key_value_heads", d.kvHeads > 0 ? d.kvHeads : m.heads, 1));
    if (r.has("head_dim") || d.headDim > 0)
        m.headDim = narrow(r.integer("head_dim", d.headDim, 1));
    m.vocab = r.integer("vocab_size", std::nullopt, 1);
    m.maxContext = r.integer("max_position_embeddings", 0);
    m.tiedEmbeddings = r.boolean("tie_word_embeddings", d.tied);
    m.attention = m.kvHeads == m.heads ? AttentionKind::Mha : AttentionKind::Gqa;
}

// The activation of a gated MLP: SiLU (SwiGLU) unless the family says GELU (GeGLU).
MlpKind gatedMlp(ConfigReader &r)
{
    const QString act = r.has("hidden_activation") ? r.string("hidden_activation")
                                                   : r.string("hidden_act");
    return act.startsWith(u"gelu") ? MlpKind::GeGlu : MlpKind::SwiGlu;
}

// Sliding-window layers. `window` is the family's default when the key is absent (an explicit
// null means no window); `every` the default period of full-attention layers (0: all slide).
void readSliding(ConfigReader &r, ModelArch &m, std::optional<qint64> window, int every)
{
    if (r.has("sliding_window"))
        window = r.integer("sliding_window", std::nullopt, 1);
    else if (r.isNull("sliding_window"))
        window.reset();
    const QStringList types = r.strings("layer_types");
    if (!types.isEmpty()) {
        if (types.size() != m.layers) {
            r.fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" lists %2 layers, the model has %3")
                       .arg(r.keyName("layer_types"))
                       .arg(types.size())
                       .arg(m.layers));
            return;
        }
        QList<bool> sliding;
        for (const QString &t : types) {
            if (t != u"sliding_attention" && t != u"full_attention") {
                r.fail(ATLAS_TR("Atlas::HfConfig",
                                "\"%1\" holds \"%2\"; only sliding_attention and "
                                "full_attention layers are understood")
                           .arg(r.keyName("layer_types"))
                           .arg(t));
                return;
            }
            sliding.append(t == u"sliding_attention");
        }
        if (!sliding.contains(true) || !window) {
            m.slidingWindow.reset();
            return;
        }
        m.slidingWindow = window;
        // A periodic pattern is kept as its period; anything else layer by layer.
        const int period = int(sliding.indexOf(false)) + 1;
        bool periodic = period > 0;
        for (int i = 0; periodic && i < sliding.size(); ++i)
            periodic = sliding.at(i) == ((i + 1) % period != 0);
        if (period == 0)
            m.fullAttentionEvery = 0; // every layer slides
        else if (periodic)
            m.fullAttentionEvery = period;
        else
            m.slidingLayers = sliding;
        if (!sliding.contains(false))
            m.fullAttentionEvery = 0;
        return;
    }
    if (!window)
        return;
    m.slidingWindow = window;
    if (r.has("sliding_window_pattern"))
        every = narrow(r.integer("sliding_window_pattern", std::nullopt, 1));
    else if (r.has("_sliding_window_pattern"))
        every = narrow(r.integer("_sliding_window_pattern", std::nullopt, 1));
    m.fullAttentionEvery = every;
}

// Qwen2/Qwen3: a window only with use_sliding_window, and then only from max_window_layers on.
void readQwenSliding(ConfigReader &r, ModelArch &m)
{
    if (r.has("layer_types")) {
        readSliding(r, m, std::nullopt, 0);
        return;
    }
    if (!r.boolean("use_sliding_window", false))
        return;
    const qint64 window = r.integer("sliding_window", 4096, 1);
    const qint64 first = r.integer("max_window_layers", 28);
    m.slidingWindow = window;
    if (first > 0 && m.layers <= 100000) { // larger counts are refused by architectureProblems
        for (int i = 0; i < m.layers; ++i)
            m.slidingLayers.append(i >= first);
    }
}

// A config of a dense family must not carry expert counts: that file is of another type.
void refuseMoeKeys(ConfigReader &r)
{
    for (const char *key : {"num_local_experts", "num_experts", "n_routed_experts"}) {
        if (r.has(key) && r.value(key).toDouble() > 0) {
            r.fail(ATLAS_TR("Atlas::HfConfig",
                            "\"%1\" says the model has experts, but a %2 model is dense; the "
                            "model_type is probably wrong (mixtral, qwen2_moe, qwen3_moe, "
                            "deepseek_v3 …): correct it, or give the model by flags")
                       .arg(r.keyName(key))
                       .arg(r.modelType()));
            return;
        }
    }
}

// Which layers are MoE: every layer after the first `denseLayers`, as every released model
// does. Other patterns (decoder_sparse_step, moe_layer_freq above 1, holes in
// mlp_only_layers) are refused rather than counted wrongly.
void readMoeLayers(ConfigReader &r, ModelArch &m)
{
    for (const char *key : {"decoder_sparse_step", "moe_layer_freq"}) {
        if (r.has(key) && r.integer(key, 1, 1) != 1)
            r.fail(ATLAS_TR("Atlas::HfConfig",
                            "\"%1\" above 1 (MoE only in every n-th layer) is not supported")
                       .arg(r.keyName(key)));
    }
    const QList<qint64> dense = r.integers("mlp_only_layers");
    QStringList outside;
    for (qint64 layer : dense) {
        if (layer < 0 || layer >= m.layers)
            outside << QString::number(layer);
    }
    if (!outside.isEmpty()) {
        r.fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" holds %2, outside the model's layers (0 to %3)")
                   .arg(r.keyName("mlp_only_layers"))
                   .arg(elided(outside.join(QStringLiteral(", "))))
                   .arg(qint64(m.layers) - 1));
        return;
    }
    for (int i = 0; i < dense.size(); ++i) {
        if (dense.at(i) != i) {
            r.fail(ATLAS_TR("Atlas::HfConfig",
                            "\"%1\" must list the first layers (0, 1, …) to be supported")
                       .arg(r.keyName("mlp_only_layers")));
            return;
        }
    }
    m.moe.denseLayers = std::max<int>(m.moe.denseLayers, int(dense.size()));
}

void readLlama(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    refuseMoeKeys(r);
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.mlp = gatedMlp(r);
    const bool bias = r.boolean("attention_bias", false);
    m.qkvBias = m.outBias = bias;
    m.mlpBias = r.boolean("mlp_bias", false);
}

void readMistral(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    refuseMoeKeys(r);
    readDecoder(r, m, {.kvHeads = 8});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    // MistralConfig: 4096 when the key is absent; v0.2 and later write null (no window).
    readSliding(r, m, 4096, 0);
}

void readMixtral(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {.kvHeads = 8});
    m.moe.experts = narrow(r.integer("num_local_experts", 8, 1));
    m.moe.active = narrow(r.integer("num_experts_per_tok", 2, 1));
    m.moe.expertFfn = r.integer("intermediate_size", std::nullopt, 1);
    readSliding(r, m, std::nullopt, 0);
}

void readQwen2(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    refuseMoeKeys(r);
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.qkvBias = true; // hard-wired in the model, not a key
    readQwenSliding(r, m);
}

void readQwen2Moe(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", 5632, 1);
    m.qkvBias = r.boolean("qkv_bias", true);
    m.moe.experts = narrow(r.integerOf({"num_experts", "num_local_experts"}, 60, 1));
    m.moe.active = narrow(r.integer("num_experts_per_tok", 4, 1));
    m.moe.expertFfn = r.integer("moe_intermediate_size", 1408, 1);
    const qint64 shared = r.integer("shared_expert_intermediate_size", 5632);
    m.moe.shared = shared > 0 ? 1 : 0;
    m.moe.sharedFfn = shared;
    m.moe.sharedGate = shared > 0;
    readMoeLayers(r, m);
    readQwenSliding(r, m);
}

void readQwen3(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    refuseMoeKeys(r);
    readDecoder(r, m, {.headDim = 128});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.qkvBias = m.outBias = r.boolean("attention_bias", false);
    m.qkNorm = true;
    readQwenSliding(r, m);
}

void readQwen3Moe(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", 0);
    m.qkvBias = m.outBias = r.boolean("attention_bias", false);
    m.qkNorm = true;
    m.moe.experts = narrow(r.integerOf({"num_experts", "num_local_experts"}, 128, 1));
    m.moe.active = narrow(r.integer("num_experts_per_tok", 8, 1));
    m.moe.expertFfn = r.integer("moe_intermediate_size", 768, 1);
    readMoeLayers(r, m);
    if (m.moe.denseLayers > 0 && m.ffn <= 0)
        r.fail(ATLAS_TR("Atlas::HfConfig", "dense layers need \"%1\"")
                   .arg(r.keyName("intermediate_size")));
    readQwenSliding(r, m);
}

// DeepSeek-V2/V3 (and Kimi K2, which ships the DeepSeek-V3 remote code): latent attention,
// shared experts, dense first layers. The multi-token-prediction layers
// (num_nextn_predict_layers) are stored in the checkpoint but are not part of the model.
void readDeepseek(ConfigReader &r, ModelArch &m, bool v3)
{
    m.hidden = r.integer("hidden_size", std::nullopt, 1);
    m.layers = narrow(r.integer("num_hidden_layers", std::nullopt, 1));
    m.heads = narrow(r.integer("num_attention_heads", std::nullopt, 1));
    m.kvHeads = narrow(r.integer("num_key_value_heads", m.heads, 1));
    m.vocab = r.integer("vocab_size", std::nullopt, 1);
    m.maxContext = r.integer("max_position_embeddings", 0);
    m.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    if (r.boolean("attention_bias", false))
        r.fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" true with latent attention is not supported")
                   .arg(r.keyName("attention_bias")));
    m.ffn = r.integer("intermediate_size", v3 ? 18432 : 11008, 1);
    m.moe.experts = narrow(r.integerOf({"n_routed_experts", "num_local_experts"}, v3 ? 256 : 64, 0));
    if (m.moe.experts > 0) {
        m.moe.active = narrow(
            r.integer("num_experts_per_tok", v3 ? std::optional<qint64>(8) : std::nullopt, 1));
        m.moe.shared = narrow(r.integer("n_shared_experts", v3 ? 1 : 2));
        m.moe.expertFfn = r.integer("moe_intermediate_size", v3 ? 2048 : 1407, 1);
        m.moe.denseLayers = narrow(r.integer("first_k_dense_replace", v3 ? 3 : 0));
        readMoeLayers(r, m);
    }
    MlaSpec mla;
    // q_lora_rank null: queries are not compressed (DeepSeek-V2-Lite); absent: the default.
    mla.qLoraRank = r.isNull("q_lora_rank") ? 0 : narrow(r.integer("q_lora_rank", 1536));
    mla.kvLoraRank = narrow(r.integer("kv_lora_rank", 512, 1));
    mla.qkNopeDim = narrow(r.integer("qk_nope_head_dim", 128));
    mla.qkRopeDim = narrow(r.integer("qk_rope_head_dim", 64));
    mla.vHeadDim = narrow(r.integer("v_head_dim", 128, 1));
    m.mla = mla;
    m.attention = AttentionKind::Mla;
    m.headDim = mla.qkNopeDim + mla.qkRopeDim;
}

void readDeepseekV2(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDeepseek(r, m, false);
}

void readDeepseekV3(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDeepseek(r, m, true);
}

// Transformers' native GLM-4 (glm4: four norms per layer) and GLM (glm: two): Llama keys,
// a bias on q, k and v only, a partial rotary embedding.
void readGlm(ConfigReader &r, ModelArch &m, int norms)
{
    refuseMoeKeys(r);
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.qkvBias = r.boolean("attention_bias", true);
    m.normsPerLayer = norms;
}

void readGlm4(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readGlm(r, m, 4);
}

void readGlm2Norms(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readGlm(r, m, 2);
}

void readGlm4Moe(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.qkvBias = r.boolean("attention_bias", false);
    m.qkNorm = r.boolean("use_qk_norm", false);
    m.moe.experts = narrow(r.integerOf({"n_routed_experts", "num_experts"}, 128, 1));
    m.moe.active = narrow(r.integer("num_experts_per_tok", 8, 1));
    m.moe.shared = narrow(r.integer("n_shared_experts", 1));
    m.moe.expertFfn = r.integer("moe_intermediate_size", 1408, 1);
    m.moe.denseLayers = narrow(r.integer("first_k_dense_replace", 1));
    readMoeLayers(r, m);
}

// ChatGLM2/3 and GLM-4-9B-chat (remote code configuration_chatglm.py): Megatron-style keys.
void readChatglm(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    m.hidden = r.integer("hidden_size", std::nullopt, 1);
    m.layers = narrow(r.integerOf({"num_layers", "num_hidden_layers"}, std::nullopt, 1));
    m.heads = narrow(r.integer("num_attention_heads", std::nullopt, 1));
    m.kvHeads = r.boolean("multi_query_attention", false)
                    ? narrow(r.integer("multi_query_group_num", std::nullopt, 1))
                    : m.heads;
    if (r.has("kv_channels"))
        m.headDim = narrow(r.integer("kv_channels", std::nullopt, 1));
    m.ffn = r.integer("ffn_hidden_size", std::nullopt, 1);
    m.vocab = r.integerOf({"padded_vocab_size", "vocab_size"}, std::nullopt, 1);
    m.maxContext = r.integer("seq_length", 0);
    m.qkvBias = r.boolean("add_qkv_bias", false);
    m.outBias = m.mlpBias = r.boolean("add_bias_linear", false);
    m.norm = r.boolean("rmsnorm", true) ? NormKind::RmsNorm : NormKind::LayerNorm;
    m.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    m.attention = m.kvHeads == m.heads ? AttentionKind::Mha : AttentionKind::Gqa;
}

void readGemma(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {.tied = true, .kvHeads = 16, .headDim = 256});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.mlp = MlpKind::GeGlu;
}

void readGemma2(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {.tied = true, .kvHeads = 4, .headDim = 256});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.mlp = MlpKind::GeGlu;
    m.normsPerLayer = 4; // input, post-attention, pre- and post-feedforward
    readSliding(r, m, 4096, 2);
}

// Gemma 3: the text model sits in text_config of the multimodal gemma3 config (gemma3_text
// files carry it at the top). Keys the Hub files leave out take Gemma3TextConfig's defaults,
// except the width and the depth: every released Gemma 3 states them, and the defaults (2304
// wide, 26 layers) describe none of them, so a text_config that is not an object, or is empty,
// would otherwise import silently as a 2.6B model.
void readGemma3(ConfigReader &outer, const QJsonObject &root, ModelArch &m)
{
    const QJsonValue textConfig = root.value(QStringLiteral("text_config"));
    if (!textConfig.isUndefined() && !textConfig.isObject()) {
        outer.fail(ATLAS_TR("Atlas::HfConfig",
                            "\"text_config\" must be an object holding the text model's "
                            "settings, not %1")
                       .arg(jsonValueText(textConfig)));
        return;
    }
    const bool nested = textConfig.isObject();
    ConfigReader inner(nested ? textConfig.toObject() : root,
                       outer.modelType(),
                       nested ? QStringLiteral("text_config.") : QString());
    ConfigReader &r = nested ? inner : outer;
    m.hidden = r.integer("hidden_size", std::nullopt, 1);
    m.layers = narrow(r.integer("num_hidden_layers", std::nullopt, 1));
    m.heads = narrow(r.integer("num_attention_heads", 8, 1));
    m.kvHeads = narrow(r.integer("num_key_value_heads", 4, 1));
    m.headDim = narrow(r.integer("head_dim", 256, 1));
    m.ffn = r.integer("intermediate_size", 9216, 1);
    m.vocab = r.integer("vocab_size", 262208, 1);
    m.maxContext = r.integer("max_position_embeddings", 131072);
    m.tiedEmbeddings = outer.boolean("tie_word_embeddings", true);
    m.attention = m.kvHeads == m.heads ? AttentionKind::Mha : AttentionKind::Gqa;
    m.mlp = MlpKind::GeGlu;
    m.normsPerLayer = 4;
    m.qkNorm = true;
    readSliding(r, m, 4096, 6);
    if (nested && root.value(QStringLiteral("vision_config")).isObject()) {
        // SiglipVisionConfig's defaults for absent keys.
        ConfigReader v(root.value(QStringLiteral("vision_config")).toObject(),
                       outer.modelType(),
                       QStringLiteral("vision_config."));
        m.vision.layers = narrow(v.integer("num_hidden_layers", 12, 1));
        m.vision.hidden = v.integer("hidden_size", 768, 1);
        m.vision.ffn = v.integer("intermediate_size", 3072, 1);
        m.vision.patchSize = narrow(v.integer("patch_size", 16, 1));
        m.vision.imageSize = narrow(v.integer("image_size", 224, 1));
        outer.absorb(v);
    }
    if (nested)
        outer.absorb(inner);
}

void readPhi3(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.qkvBias = m.outBias = r.boolean("attention_bias", false);
    readSliding(r, m, std::nullopt, 0);
}

void readGptOss(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {.headDim = 64});
    m.moe.experts = narrow(r.integerOf({"num_local_experts", "num_experts"}, 128, 1));
    m.moe.active = narrow(r.integerOf({"num_experts_per_tok", "experts_per_token"}, 4, 1));
    m.moe.expertFfn = r.integer("intermediate_size", 2880, 1);
    m.qkvBias = m.outBias = r.boolean("attention_bias", true);
    m.mlpBias = true; // experts and router carry biases
    m.attentionSinks = true;
    readSliding(r, m, 128, 2);
}

void readStarcoder2(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {.tied = true, .kvHeads = 2});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.mlp = MlpKind::Gelu;
    m.norm = NormKind::LayerNorm;
    m.linearBias = r.boolean("use_bias", true);
    readSliding(r, m, std::nullopt, 0);
}

void readGptNeox(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", 4 * m.hidden, 1);
    m.mlp = MlpKind::Gelu;
    m.norm = NormKind::LayerNorm;
    m.qkvBias = m.outBias = r.boolean("attention_bias", true);
    m.mlpBias = true;
}

void readInternlm2(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {});
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.qkvBias = m.outBias = r.boolean("bias", true); // wqkv and wo; the MLP has none
}

// Baichuan 1/2 (remote code): Llama layout with a fused W_pack; the 13B models use ALiBi
// instead of RoPE, which has no parameters either. Multi-head attention.
void readBaichuan(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    readDecoder(r, m, {});
    if (m.maxContext == 0)
        m.maxContext = r.integer("model_max_length", 0);
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
}

template<size_t N>
using Names = std::array<const char *, N>;

constexpr Names<1> llamaNames = {"llama"};
constexpr Names<1> mistralNames = {"mistral"};
constexpr Names<1> mixtralNames = {"mixtral"};
constexpr Names<1> qwen2Names = {"qwen2"};
constexpr Names<1> qwen2MoeNames = {"qwen2_moe"};
constexpr Names<1> qwen3Names = {"qwen3"};
constexpr Names<1> qwen3MoeNames = {"qwen3_moe"};
constexpr Names<1> deepseekV2Names = {"deepseek_v2"};
constexpr Names<2> deepseekV3Names = {"deepseek_v3", "kimi_k2"};
constexpr Names<1> glm4Names = {"glm4"};
constexpr Names<1> glmNames = {"glm"};
constexpr Names<1> glm4MoeNames = {"glm4_moe"};
constexpr Names<1> chatglmNames = {"chatglm"};
constexpr Names<1> gemmaNames = {"gemma"};
constexpr Names<1> gemma2Names = {"gemma2"};
constexpr Names<2> gemma3Names = {"gemma3", "gemma3_text"};
constexpr Names<1> phi3Names = {"phi3"};
constexpr Names<1> gptOssNames = {"gpt_oss"};
constexpr Names<3> falconNames = {"falcon", "RefinedWeb", "RefinedWebModel"};
constexpr Names<1> starcoder2Names = {"starcoder2"};
constexpr Names<1> gptBigcodeNames = {"gpt_bigcode"};
constexpr Names<1> optNames = {"opt"};
constexpr Names<1> gptNeoxNames = {"gpt_neox"};
constexpr Names<1> internlm2Names = {"internlm2"};
constexpr Names<1> baichuanNames = {"baichuan"};
constexpr Names<1> gpt2Names = {"gpt2"};
constexpr Names<1> bertNames = {"bert"};

const Family familyTable[] = {
    {ModelType::Llama, llamaNames, readLlama},
    {ModelType::Mistral, mistralNames, readMistral},
    {ModelType::Mixtral, mixtralNames, readMixtral},
    {ModelType::Qwen2, qwen2Names, readQwen2},
    {ModelType::Qwen2Moe, qwen2MoeNames, readQwen2Moe},
    {ModelType::Qwen3, qwen3Names, readQwen3},
    {ModelType::Qwen3Moe, qwen3MoeNames, readQwen3Moe},
    {ModelType::DeepseekV2, deepseekV2Names, readDeepseekV2},
    {ModelType::DeepseekV3, deepseekV3Names, readDeepseekV3},
    {ModelType::Glm4, glm4Names, readGlm4},
    {ModelType::Glm4, glmNames, readGlm2Norms},
    {ModelType::Glm4Moe, glm4MoeNames, readGlm4Moe},
    {ModelType::Chatglm, chatglmNames, readChatglm},
    {ModelType::Gemma, gemmaNames, readGemma},
    {ModelType::Gemma2, gemma2Names, readGemma2},
    {ModelType::Gemma3, gemma3Names, readGemma3},
    {ModelType::Phi3, phi3Names, readPhi3},
    {ModelType::GptOss, gptOssNames, readGptOss},
    {ModelType::Falcon, falconNames, readFalcon},
    {ModelType::Starcoder2, starcoder2Names, readStarcoder2},
    {ModelType::GptBigcode, gptBigcodeNames, readGptBigcode},
    {ModelType::Opt, optNames, readOpt},
    {ModelType::GptNeox, gptNeoxNames, readGptNeox},
    {ModelType::Internlm2, internlm2Names, readInternlm2},
    {ModelType::Baichuan, baichuanNames, readBaichuan},
    {ModelType::Gpt2, gpt2Names, readGpt2},
    {ModelType::Bert, bertNames, readBert},
};

} // namespace

std::span<const Family> families()
{
    return familyTable;
}

const Family *familyFor(QStringView modelType)
{
    for (const Family &f : familyTable) {
        for (const char *name : f.modelTypes) {
            if (modelType == QLatin1String(name))
                return &f;
        }
    }
    return nullptr;
}

QStringList supportedModelTypes()
{
    QStringList names;
    for (const Family &f : familyTable) {
        for (const char *name : f.modelTypes)
            names.append(QString::fromLatin1(name));
    }
    return names;
}

} // namespace Atlas::HfImport
