// The families with keys of their own, older than the Llama layout the other readers share
// (hffamilies.cpp): GPT-2 and BigCode, OPT, Falcon, BERT.

#include "io/hfconfigreader.h"

namespace Atlas::HfImport {

// Falcon (and the older RefinedWeb configs): fused multi-query attention, a parallel block,
// LayerNorm, a GELU MLP of 4 x hidden, tied embeddings.
void readFalcon(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    m.hidden = r.integerOf({"hidden_size", "n_embed"}, std::nullopt, 1);
    m.layers = narrow(r.integerOf({"num_hidden_layers", "n_layer"}, std::nullopt, 1));
    m.heads = narrow(r.integerOf({"num_attention_heads", "n_head"}, std::nullopt, 1));
    const bool newArchitecture = r.boolean("new_decoder_architecture", false);
    if (newArchitecture)
        m.kvHeads = narrow(r.integerOf({"num_kv_heads", "n_head_kv"}, m.heads, 1));
    else
        m.kvHeads = r.boolean("multi_query", true) ? 1 : m.heads;
    m.vocab = r.integer("vocab_size", std::nullopt, 1);
    m.maxContext = r.integer("max_position_embeddings", 2048);
    m.ffn = r.integer("ffn_hidden_size", 4 * m.hidden, 1);
    m.mlp = MlpKind::Gelu;
    m.norm = NormKind::LayerNorm;
    m.linearBias = r.boolean("bias", false);
    m.tiedEmbeddings = r.boolean("tie_word_embeddings", true);
    const bool parallel = r.boolean("parallel_attn", true);
    m.normsPerLayer = newArchitecture ? 2 : (parallel ? 1 : 2);
    m.attention = m.kvHeads == m.heads ? AttentionKind::Mha : AttentionKind::Gqa;
}

void readGpt2(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    m.hidden = r.integer("n_embd", std::nullopt, 1);
    m.layers = narrow(r.integer("n_layer", std::nullopt, 1));
    m.heads = narrow(r.integer("n_head", std::nullopt, 1));
    m.kvHeads = m.heads;
    m.ffn = r.has("n_inner") ? r.integer("n_inner", std::nullopt, 1) : 4 * m.hidden;
    m.vocab = r.integer("vocab_size", std::nullopt, 1);
    m.maxContext = r.integerOf({"n_positions", "n_ctx"}, std::nullopt, 1);
    m.mlp = MlpKind::Gelu;
    m.norm = NormKind::LayerNorm;
    m.attention = AttentionKind::Mha;
    m.position = PositionKind::Learned;
    m.tiedEmbeddings = r.boolean("tie_word_embeddings", true);
    m.linearBias = true;
}

void readGptBigcode(ConfigReader &r, const QJsonObject &root, ModelArch &m)
{
    readGpt2(r, root, m);
    if (r.boolean("multi_query", true)) {
        m.kvHeads = 1;
        m.attention = AttentionKind::Gqa;
    }
}

void readOpt(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    m.hidden = r.integer("hidden_size", std::nullopt, 1);
    m.layers = narrow(r.integer("num_hidden_layers", std::nullopt, 1));
    m.heads = narrow(r.integer("num_attention_heads", std::nullopt, 1));
    m.kvHeads = m.heads;
    m.ffn = r.integer("ffn_dim", std::nullopt, 1);
    m.vocab = r.integer("vocab_size", std::nullopt, 1);
    // Learned positions; OPT stores 2 more rows than this (an offset), 2 x hidden parameters.
    m.maxContext = r.integer("max_position_embeddings", 2048, 1);
    if (r.has("word_embed_proj_dim")
        && r.integer("word_embed_proj_dim", std::nullopt, 1) != m.hidden)
        r.fail(ATLAS_TR("Atlas::HfConfig",
                        "\"%1\" differs from hidden_size (OPT-350m's projected embeddings); "
                        "that layout is not supported")
                   .arg(r.keyName("word_embed_proj_dim")));
    m.mlp = MlpKind::Relu;
    m.norm = NormKind::LayerNorm;
    m.position = PositionKind::Learned;
    m.attention = AttentionKind::Mha;
    m.linearBias = r.boolean("enable_bias", true);
    m.tiedEmbeddings = r.boolean("tie_word_embeddings", true);
}

void readBert(ConfigReader &r, const QJsonObject &, ModelArch &m)
{
    m.hidden = r.integer("hidden_size", std::nullopt, 1);
    m.layers = narrow(r.integer("num_hidden_layers", std::nullopt, 1));
    m.heads = narrow(r.integer("num_attention_heads", std::nullopt, 1));
    m.kvHeads = m.heads;
    m.ffn = r.integer("intermediate_size", std::nullopt, 1);
    m.vocab = r.integer("vocab_size", std::nullopt, 1);
    m.maxContext = r.integer("max_position_embeddings", std::nullopt, 1);
    m.typeVocab = narrow(r.integer("type_vocab_size", 2));
    m.mlp = MlpKind::Gelu;
    m.norm = NormKind::LayerNorm;
    m.attention = AttentionKind::Mha;
    m.position = PositionKind::Learned;
    m.linearBias = true;
    m.encoderOnly = true;
    m.pooler = true;
}

} // namespace Atlas::HfImport
