#include "loaders/catalogreader.h"

namespace Atlas {

namespace {

constexpr qint64 maxSize = qint64(1) << 40;

void readMoe(FieldReader &parent, ModelArch &m)
{
    const YamlNode node = parent.node("moe");
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("moe"), parent.markOf("moe"));
    if (!r.isMap())
        return;
    m.moe.experts = int(r.integer("experts", 1, 1 << 16, Need::Required).value_or(0));
    m.moe.active = int(r.integer("active", 1, 1 << 16, Need::Required).value_or(0));
    m.moe.shared = int(r.integer("shared", 0, 1 << 16).value_or(0));
    m.moe.expertFfn = r.integer("expert_ffn", 1, maxSize, Need::Required).value_or(0);
    m.moe.denseLayers = int(r.integer("dense_layers", 0, 1 << 16).value_or(0));
    m.moe.sharedFfn = r.integer("shared_ffn", 1, maxSize).value_or(0);
    m.moe.sharedGate = r.boolean("shared_gate").value_or(false);
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
    const YamlNode node = parent.node("mla");
    if (!node.isDefined() || node.isNull())
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

void readWeights(FieldReader &parent, ModelArch &m)
{
    const YamlNode node = parent.node("weights");
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("weights"), parent.markOf("weights"));
    if (!r.isMap())
        return;
    CheckpointQuant &q = m.checkpoint;
    if (const auto f = r.choice("format", weightFormatKeys(), Need::Required))
        q.format = WeightFormat(*f);
    q.bits = int(r.integer("bits", 2, 16).value_or(q.format == WeightFormat::IntGroup ? 4 : 16));
    q.groupSize = int(r.integer("group_size", 1, 1 << 24).value_or(0));
    q.expertsOnly = r.boolean("experts_only").value_or(false);
    if (q.format == WeightFormat::Fp8Block && q.groupSize == 0)
        r.error("group_size",
                ATLAS_TR("Atlas::CatalogReader",
                         "FP8 block weights need the block size in elements (128 × 128 = 16384)"));
}

void readVision(FieldReader &parent, ModelArch &m)
{
    const YamlNode node = parent.node("vision");
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("vision"), parent.markOf("vision"));
    if (!r.isMap())
        return;
    VisionSpec &v = m.vision;
    v.layers = int(r.integer("layers", 1, 1000, Need::Required).value_or(0));
    v.hidden = r.integer("hidden", 1, 1 << 20, Need::Required).value_or(0);
    v.ffn = r.integer("ffn", 1, qint64(1) << 24, Need::Required).value_or(0);
    v.patchSize = int(r.integer("patch_size", 1, 1 << 12, Need::Required).value_or(0));
    v.imageSize = int(r.integer("image_size", 1, 1 << 16, Need::Required).value_or(0));
}

// Which layers slide: a list of "sliding" / "full", one per layer (Hugging Face layer_types).
void readLayerTypes(FieldReader &r, ModelArch &m)
{
    if (!r.has("layer_types"))
        return;
    const QStringList types = r.stringList("layer_types");
    for (const QString &t : types) {
        if (t != u"sliding" && t != u"full") {
            r.error("layer_types",
                    ATLAS_TR("Atlas::CatalogReader",
                             "expected a list of \"sliding\" and \"full\", found \"%1\"")
                        .arg(elided(t)));
            return;
        }
        m.slidingLayers.append(t == u"sliding");
    }
    if (m.slidingLayers.size() != m.layers)
        r.error("layer_types",
                ATLAS_TR("Atlas::CatalogReader", "expected %1 entries (one per layer), found %2")
                    .arg(m.layers)
                    .arg(m.slidingLayers.size()));
}

void readPublished(FieldReader &parent, ModelArch &m)
{
    const YamlNode node = parent.node("published");
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("published"), parent.markOf("published"));
    if (!r.isMap())
        return;
    m.publishedParams = r.positive("params");
    m.publishedActiveParams = r.positive("active_params");
    m.publishedUnit = r.positive("unit");
    m.publishedBasis = r.text("basis").value_or(QString());
}

// The sizes of the transformer.
void readSizes(FieldReader &r, ModelArch &m)
{
    m.layers = int(r.integer("layers", 1, 100000, Need::Required).value_or(0));
    m.hidden = r.integer("hidden", 1, maxSize, Need::Required).value_or(0);
    m.heads = int(r.integer("heads", 1, 1 << 20, Need::Required).value_or(0));
    m.kvHeads = int(r.integer("kv_heads", 1, 1 << 20).value_or(0));
    m.headDim = int(r.integer("head_dim", 1, 1 << 20).value_or(0));
    m.ffn = r.integer("ffn", 1, maxSize).value_or(0);
    m.vocab = r.integer("vocab", 1, maxSize, Need::Required).value_or(0);
    m.maxContext = r.integer("max_context", 1, maxSize).value_or(0);
}

// The form of its layers: MLP, norm, attention and positions, biases, sliding windows, an
// encoder's extras.
void readLayerForm(FieldReader &r, ModelArch &m)
{
    if (const auto v = r.choice("mlp", mlpKeys()))
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
    m.outBias = r.boolean("o_bias").value_or(false);
    m.mlpBias = r.boolean("mlp_bias").value_or(false);
    m.linearBias = r.boolean("linear_bias").value_or(false);
    m.qkNorm = r.boolean("qk_norm").value_or(false);
    m.attentionSinks = r.boolean("attention_sinks").value_or(false);
    m.normsPerLayer = int(r.integer("norms_per_layer", 0, 8).value_or(2));
    if (const auto w = r.integer("sliding_window", 1, maxSize))
        m.slidingWindow = *w;
    m.fullAttentionEvery = int(r.integer("full_attention_every", 1, 100000).value_or(0));
    readLayerTypes(r, m);
    if ((m.fullAttentionEvery > 0 || !m.slidingLayers.isEmpty()) && !m.slidingWindow)
        r.error("sliding_window",
                ATLAS_TR("Atlas::CatalogReader",
                         "a layer pattern (full_attention_every or layer_types) needs the window"));
    m.encoderOnly = r.boolean("encoder_only").value_or(false);
    m.typeVocab = int(r.integer("type_vocab", 0, 1 << 20).value_or(0));
    m.pooler = r.boolean("pooler").value_or(false);
}

// What the fields say together: KV heads default to the heads, MLA needs its block, a dense
// layer its MLP, the heads divide.
void checkModelFields(FieldReader &r, ModelArch &m)
{
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
    readSizes(r, m);
    readLayerForm(r, m);
    readMoe(r, m);
    readMla(r, m);
    readWeights(r, m);
    readVision(r, m);
    readPublished(r, m);
    m.notes = r.localized("notes_en", "notes_zh");
    m.sources = r.stringList("sources", Need::Required);
    checkModelFields(r, m);
    // What only the whole architecture can tell (the sizes together, the parameter count).
    if (r.context().diagnostics().errorCount() == errorsBefore) {
        for (const QString &problem : architectureProblems(m))
            r.context().error(r.mark(), r.path(), TrText::literal(problem));
    }
    return r.context().diagnostics().errorCount() == errorsBefore;
}

} // namespace Atlas
