#include "io/hfconfig.h"

#include "io/inputfile.h"
#include "text/encoding.h"
#include "text/trtext.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace Atlas {

namespace {

constexpr qint64 maxConfigBytes = 4 * 1024 * 1024;

// Field access that records the first problem and keeps going, so one message names it.
class ConfigReader
{
public:
    ConfigReader(const QJsonObject &object, QString modelType)
        : m_object(object)
        , m_modelType(std::move(modelType))
    {}

    qint64 integer(const char *key, bool required, qint64 fallback = 0)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(ATLAS_TR("Atlas::HfConfig", "missing \"%1\", which a %2 config needs")
                         .arg(QString::fromLatin1(key))
                         .arg(m_modelType));
            return fallback;
        }
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || std::floor(d) != d || d > 1e15) {
            fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" must be a non-negative whole number")
                     .arg(QString::fromLatin1(key)));
            return fallback;
        }
        return qint64(d);
    }

    bool boolean(const char *key, bool fallback)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isBool())
            return v.toBool();
        if (!v.isUndefined() && !v.isNull())
            fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" must be true or false")
                     .arg(QString::fromLatin1(key)));
        return fallback;
    }

    bool has(const char *key) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    }

    void fail(const TrText &message)
    {
        if (m_error.isEmpty())
            m_error = message.toString();
    }
    const QString &error() const { return m_error; }

private:
    QJsonObject m_object;
    QString m_modelType;
    QString m_error;
};

int narrow(qint64 v)
{
    return int(std::min<qint64>(v, 1 << 30));
}

} // namespace

std::optional<ModelArch> importHfConfig(const QByteArray &json, const QString &name, QString *error)
{
    auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (json.size() > maxConfigBytes)
        return failWith(ATLAS_TR("Atlas::HfConfig", "%1: larger than %2 bytes; not a config.json")
                            .arg(name)
                            .arg(maxConfigBytes)
                            .toString());
    if (const std::optional<EncodingProblem> encoding = findEncodingProblem(json))
        return failWith(QStringLiteral("%1:%2:%3: %4")
                            .arg(name)
                            .arg(encoding->line)
                            .arg(encoding->column)
                            .arg(encoding->message));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return failWith(ATLAS_TR("Atlas::HfConfig", "%1: not valid JSON at byte %2: %3")
                            .arg(name)
                            .arg(qint64(parseError.offset))
                            .arg(parseError.errorString())
                            .toString());
    if (!doc.isObject())
        return failWith(
            ATLAS_TR("Atlas::HfConfig", "%1: expected a JSON object").arg(name).toString());
    const QJsonObject o = doc.object();
    const QString type = o.value(QStringLiteral("model_type")).toString();
    const std::optional<ModelType> modelType = modelTypeFromKey(type);
    if (!modelType || *modelType == ModelType::Custom)
        return failWith(ATLAS_TR("Atlas::HfConfig",
                                 "%1: model_type \"%2\" is not supported; supported types are %3")
                            .arg(name)
                            .arg(type.isEmpty() ? QStringLiteral("(missing)") : type)
                            .arg(modelTypeKeys().join(QStringLiteral(", ")))
                            .toString());

    ConfigReader r(o, type);
    ModelArch m;
    m.type = *modelType;
    m.id = QFileInfo(name).completeBaseName();
    m.name = {m.id, m.id};
    m.family = type;
    m.sources = {name};

    switch (*modelType) {
    case ModelType::Gpt2:
        m.hidden = r.integer("n_embd", true);
        m.layers = narrow(r.integer("n_layer", true));
        m.heads = narrow(r.integer("n_head", true));
        m.kvHeads = m.heads;
        m.ffn = r.has("n_inner") ? r.integer("n_inner", false) : 4 * m.hidden;
        m.vocab = r.integer("vocab_size", true);
        m.maxContext = r.has("n_positions") ? r.integer("n_positions", false)
                                            : r.integer("n_ctx", true);
        m.mlp = MlpKind::Gelu;
        m.norm = NormKind::LayerNorm;
        m.attention = AttentionKind::Mha;
        m.position = PositionKind::Learned;
        m.tiedEmbeddings = true;
        m.linearBias = true;
        break;
    case ModelType::Bert:
        m.hidden = r.integer("hidden_size", true);
        m.layers = narrow(r.integer("num_hidden_layers", true));
        m.heads = narrow(r.integer("num_attention_heads", true));
        m.kvHeads = m.heads;
        m.ffn = r.integer("intermediate_size", true);
        m.vocab = r.integer("vocab_size", true);
        m.maxContext = r.integer("max_position_embeddings", true);
        m.typeVocab = narrow(r.integer("type_vocab_size", false, 2));
        m.mlp = MlpKind::Gelu;
        m.norm = NormKind::LayerNorm;
        m.attention = AttentionKind::Mha;
        m.position = PositionKind::Learned;
        m.linearBias = true;
        m.encoderOnly = true;
        m.pooler = true;
        break;
    default: {
        // Llama family: llama, mistral, mixtral, qwen2, deepseek_v3.
        m.hidden = r.integer("hidden_size", true);
        m.layers = narrow(r.integer("num_hidden_layers", true));
        m.heads = narrow(r.integer("num_attention_heads", true));
        m.kvHeads = narrow(r.integer("num_key_value_heads", false, m.heads));
        if (r.has("head_dim"))
            m.headDim = narrow(r.integer("head_dim", false));
        m.vocab = r.integer("vocab_size", true);
        m.maxContext = r.integer("max_position_embeddings", false);
        m.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
        m.attention = m.kvHeads == m.heads ? AttentionKind::Mha : AttentionKind::Gqa;
        if (*modelType == ModelType::Qwen2) {
            m.qkvBias = true;
            if (r.boolean("use_sliding_window", false) && r.has("sliding_window"))
                m.slidingWindow = r.integer("sliding_window", false);
        } else if (*modelType == ModelType::Mistral && r.has("sliding_window")) {
            m.slidingWindow = r.integer("sliding_window", false);
        }
        if (*modelType == ModelType::Mixtral) {
            m.moe.experts = narrow(r.integer("num_local_experts", true));
            m.moe.active = narrow(r.integer("num_experts_per_tok", true));
            m.moe.expertFfn = r.integer("intermediate_size", true);
            if (r.has("sliding_window"))
                m.slidingWindow = r.integer("sliding_window", false);
        } else if (*modelType == ModelType::DeepseekV3) {
            m.ffn = r.integer("intermediate_size", true);
            m.moe.experts = narrow(r.integer("n_routed_experts", true));
            m.moe.active = narrow(r.integer("num_experts_per_tok", true));
            m.moe.shared = narrow(r.integer("n_shared_experts", false, 0));
            m.moe.expertFfn = r.integer("moe_intermediate_size", true);
            m.moe.denseLayers = narrow(r.integer("first_k_dense_replace", false, 0));
            MlaSpec mla;
            mla.qLoraRank = narrow(r.integer("q_lora_rank", false, 0));
            mla.kvLoraRank = narrow(r.integer("kv_lora_rank", true));
            mla.qkNopeDim = narrow(r.integer("qk_nope_head_dim", true));
            mla.qkRopeDim = narrow(r.integer("qk_rope_head_dim", true));
            mla.vHeadDim = narrow(r.integer("v_head_dim", true));
            m.mla = mla;
            m.attention = AttentionKind::Mla;
            m.headDim = mla.qkNopeDim + mla.qkRopeDim;
        } else {
            m.ffn = r.integer("intermediate_size", true);
        }
        break;
    }
    }
    if (!r.error().isEmpty())
        return failWith(name + QStringLiteral(": ") + r.error());
    const QStringList problems = architectureProblems(m);
    if (!problems.isEmpty())
        return failWith(name + QStringLiteral(": ") + problems.join(QStringLiteral("; ")));
    if (error)
        error->clear();
    return m;
}

std::optional<ModelArch> importHfConfigFile(const QString &path, QString *error)
{
    QString reason;
    const std::optional<QByteArray> json = readInputFile(path, maxConfigBytes, &reason);
    if (!json) {
        if (error)
            *error = ATLAS_TR("Atlas::HfConfig", "%1: cannot read the file: %2")
                         .arg(path)
                         .arg(reason)
                         .toString();
        return std::nullopt;
    }
    return importHfConfig(*json, path, error);
}

} // namespace Atlas
