#include "loaders/catalogreader.h"

namespace Atlas {

namespace {

constexpr qint64 maxSize = qint64(1) << 40;

void readMoe(FieldReader &parent, ModelArch &m)
{
    const YAML::Node node = parent.node("moe");
    if (!node.IsDefined() || node.IsNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("moe"), parent.markOf("moe"));
    if (!r.isMap())
        return;
    m.moe.experts = int(r.integer("experts", 1, 1 << 16, Need::Required).value_or(0));
    m.moe.active = int(r.integer("active", 1, 1 << 16, Need::Required).value_or(0));
    m.moe.shared = int(r.integer("shared", 0, 1 << 16).value_or(0));
    m.moe.expertFfn = r.integer("expert_ffn", 1, maxSize, Need::Required).value_or(0);
    m.moe.denseLayers = int(r.integer("dense_layers", 0, 1 << 16).value_or(0));
    if (m.moe.active > m.moe.experts)
        r.error("active",
                ATLAS_TR("Atlas::CatalogReader",
                         "expected at most %1 active experts (the number of experts), "
                         "found %2")
                    .arg(m.moe.experts)
                    .arg(m.moe.active));
}

void readMla(FieldReader &parent, ModelArch &m)
{
    const YAML::Node node = parent.node("mla");
    if (!node.IsDefined() || node.IsNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("mla"), parent.markOf("mla"));
    if (!r.isMap())
        return;
    MlaSpec mla;
    mla.qLoraRank = int(r.integer("q_lora_rank", 0, 1 << 20).value_or(0));
    mla.kvLoraRank = int(r.integer("kv_lora_rank", 1, 1 << 20, Need::Required).value_or(0));
    mla.qkNopeDim = int(r.integer("qk_nope_dim", 0, 1 << 16, Need::Required).value_or(0));
    mla.qkRopeDim = int(r.integer("qk_rope_dim", 0, 1 << 16, Need::Required).value_or(0));
    mla.vHeadDim = int(r.integer("v_head_dim", 1, 1 << 16, Need::Required).value_or(0));
    m.mla = mla;
}

void readPublished(FieldReader &parent, ModelArch &m)
{
    const YAML::Node node = parent.node("published");
    if (!node.IsDefined() || node.IsNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("published"), parent.markOf("published"));
    if (!r.isMap())
        return;
    m.publishedParams = r.positive("params");
    m.publishedActiveParams = r.positive("active_params");
    m.publishedBasis = r.text("basis").value_or(QString());
}

} // namespace

bool readModel(FieldReader &r, ModelArch &m)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    m.sourceFile = r.context().fileName();
    m.sourceLine = r.mark().line + 1;

    m.id = readId(r).value_or(QString());
    m.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
    m.family = r.text("family", Need::Optional, MaxNameLength).value_or(QString());
    if (const auto t = r.choice("model_type", modelTypeKeys(), Need::Required))
        m.type = ModelType(*t);
    m.layers = int(r.integer("layers", 1, 100000, Need::Required).value_or(0));
    m.hidden = r.integer("hidden", 1, maxSize, Need::Required).value_or(0);
    m.heads = int(r.integer("heads", 1, 1 << 20, Need::Required).value_or(0));
    m.kvHeads = int(r.integer("kv_heads", 1, 1 << 20).value_or(0));
    m.headDim = int(r.integer("head_dim", 1, 1 << 20).value_or(0));
    m.ffn = r.integer("ffn", 1, maxSize).value_or(0);
    m.vocab = r.integer("vocab", 1, maxSize, Need::Required).value_or(0);
    m.maxContext = r.integer("max_context", 1, maxSize).value_or(0);
    const QStringList mlps = {QStringLiteral("swiglu"), QStringLiteral("gelu")};
    if (const auto v = r.choice("mlp", mlps))
        m.mlp = MlpKind(*v);
    const QStringList norms = {QStringLiteral("rmsnorm"), QStringLiteral("layernorm")};
    if (const auto v = r.choice("norm", norms))
        m.norm = NormKind(*v);
    const QStringList attentions = {QStringLiteral("mha"),
                                    QStringLiteral("gqa"),
                                    QStringLiteral("mla")};
    if (const auto v = r.choice("attention", attentions))
        m.attention = AttentionKind(*v);
    const QStringList positions = {QStringLiteral("rope"), QStringLiteral("learned")};
    if (const auto v = r.choice("position", positions))
        m.position = PositionKind(*v);
    m.tiedEmbeddings = r.boolean("tied_embeddings").value_or(false);
    m.qkvBias = r.boolean("qkv_bias").value_or(false);
    m.linearBias = r.boolean("linear_bias").value_or(false);
    if (const auto w = r.integer("sliding_window", 1, maxSize))
        m.slidingWindow = *w;
    m.encoderOnly = r.boolean("encoder_only").value_or(false);
    m.typeVocab = int(r.integer("type_vocab", 0, 1 << 20).value_or(0));
    m.pooler = r.boolean("pooler").value_or(false);
    readMoe(r, m);
    readMla(r, m);
    readPublished(r, m);
    m.notes = r.localized("notes_en", "notes_zh");
    m.sources = r.stringList("sources", Need::Required);

    if (m.kvHeads == 0)
        m.kvHeads = m.heads;
    if (m.attention == AttentionKind::Mla && !m.mla)
        r.error("mla",
                ATLAS_TR("Atlas::CatalogReader",
                         "attention is \"mla\", so the mla block is required"));
    if (m.ffn == 0 && (!m.moe.isMoe() || m.moe.denseLayers > 0))
        r.error("ffn", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    if (m.heads > 0 && m.kvHeads > 0 && m.heads % m.kvHeads != 0)
        r.error("kv_heads",
                ATLAS_TR("Atlas::CatalogReader",
                         "expected a divisor of the %1 attention heads, found %2")
                    .arg(m.heads)
                    .arg(m.kvHeads));
    if (m.heads > 0 && m.headDim == 0 && m.hidden % m.heads != 0)
        r.error("hidden",
                ATLAS_TR("Atlas::CatalogReader",
                         "hidden size %1 is not divisible by %2 heads: give head_dim")
                    .arg(m.hidden)
                    .arg(m.heads));
    // What only the whole architecture can tell (the sizes together, the parameter count).
    if (r.context().diagnostics().errorCount() == errorsBefore) {
        for (const QString &problem : architectureProblems(m))
            r.context().error(r.mark(), r.path(), TrText::literal(problem));
    }
    return r.context().diagnostics().errorCount() == errorsBefore;
}

} // namespace Atlas
