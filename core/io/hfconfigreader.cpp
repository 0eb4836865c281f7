#include "io/hfconfigreader.h"

#include "text/diagnostics.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace Atlas::HfImport {

ConfigReader::ConfigReader(QJsonObject object, QString modelType, QString prefix)
    : m_object(std::move(object))
    , m_modelType(std::move(modelType))
    , m_prefix(std::move(prefix))
{}

QString ConfigReader::keyName(const char *key) const
{
    return m_prefix + QString::fromLatin1(key);
}

bool ConfigReader::has(const char *key) const
{
    const QJsonValue v = value(key);
    return !v.isUndefined() && !v.isNull();
}

bool ConfigReader::isNull(const char *key) const
{
    return value(key).isNull();
}

QJsonObject ConfigReader::object(const char *key) const
{
    return value(key).toObject();
}

qint64 ConfigReader::integer(const char *key, std::optional<qint64> fallback, qint64 minimum)
{
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull()) {
        if (!fallback) {
            fail(ATLAS_TR("Atlas::HfConfig", "missing \"%1\", which a %2 config needs")
                     .arg(keyName(key))
                     .arg(m_modelType));
            return 0;
        }
        if (*fallback > 0)
            m_defaults << QStringLiteral("%1 %2").arg(keyName(key)).arg(*fallback);
        return *fallback;
    }
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d < double(minimum) || std::floor(d) != d || d > 1e15) {
        fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" must be a whole number of at least %2, not %3")
                 .arg(keyName(key))
                 .arg(minimum)
                 .arg(v.isDouble() ? QString::number(d, 'g', 12) : jsonValueText(v)));
        return fallback.value_or(0);
    }
    return qint64(d);
}

qint64 ConfigReader::integerOf(std::initializer_list<const char *> keys,
                               std::optional<qint64> fallback,
                               qint64 minimum)
{
    for (const char *key : keys) {
        if (has(key))
            return integer(key, fallback, minimum);
    }
    return integer(*keys.begin(), fallback, minimum);
}

bool ConfigReader::boolean(const char *key, bool fallback)
{
    const QJsonValue v = value(key);
    if (v.isBool())
        return v.toBool();
    if (!v.isUndefined() && !v.isNull())
        fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" must be true or false").arg(keyName(key)));
    return fallback;
}

QString ConfigReader::string(const char *key) const
{
    return value(key).toString();
}

QList<qint64> ConfigReader::integers(const char *key)
{
    QList<qint64> out;
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull())
        return out;
    // Whole numbers of any sign here; whether they are layers of the model is the caller's
    // check, so that [999, -1] is "out of range", not "not a list of layer numbers".
    const auto wholeNumber = [](const QJsonValue &item) {
        const double d = item.toDouble();
        return item.isDouble() && std::floor(d) == d && std::abs(d) <= 1e15;
    };
    const QJsonArray items = v.toArray();
    if (!v.isArray() || !std::all_of(items.begin(), items.end(), wholeNumber)) {
        fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" must be a list of whole numbers (layer numbers)")
                 .arg(keyName(key)));
        return out;
    }
    for (const QJsonValue &item : items)
        out.append(qint64(item.toDouble()));
    return out;
}

QStringList ConfigReader::strings(const char *key)
{
    QStringList out;
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull())
        return out;
    const QJsonArray array = v.toArray();
    for (const QJsonValue &item : array) {
        if (!item.isString()) {
            fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" must be a list of texts").arg(keyName(key)));
            return {};
        }
        out.append(item.toString());
    }
    if (!v.isArray())
        fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" must be a list of texts").arg(keyName(key)));
    return out;
}

void ConfigReader::fail(const TrText &message)
{
    if (m_error.isEmpty())
        m_error = message.toString();
}

void ConfigReader::absorb(const ConfigReader &nested)
{
    if (m_error.isEmpty())
        m_error = nested.m_error;
    m_defaults += nested.m_defaults;
}

QString jsonValueText(const QJsonValue &v)
{
    if (v.isUndefined())
        return ATLAS_TR("Atlas::HfConfig", "(missing)").toString();
    const QByteArray json = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return elided(QString::fromUtf8(json.mid(1).chopped(1)));
}

int narrow(qint64 v)
{
    return int(std::min<qint64>(v, 1 << 30));
}

void readQuantization(ConfigReader &r, ModelArch &m)
{
    if (!r.has("quantization_config"))
        return;
    const QJsonObject q = r.object("quantization_config");
    ConfigReader c(q, r.modelType(), QStringLiteral("quantization_config."));
    const QString method = c.string("quant_method").toLower();
    CheckpointQuant &out = m.checkpoint;
    if (method == u"fp8") {
        // DeepSeek-V3 / Qwen3-FP8: e4m3 values, one FP32 scale per weight_block_size block.
        const QJsonArray block = q.value(QStringLiteral("weight_block_size")).toArray();
        out.format = WeightFormat::Fp8Block;
        out.bits = 8;
        out.groupSize = block.size() == 2
                            ? narrow(block.at(0).toInteger() * block.at(1).toInteger())
                            : 0;
    } else if (method == u"mxfp4") {
        // gpt-oss: the routed experts in MXFP4; modules_to_not_convert (attention, router,
        // embeddings, head) stay 16-bit.
        out.format = WeightFormat::Mxfp4;
        out.bits = 4;
        out.groupSize = 32;
        out.expertsOnly = m.moe.isMoe();
    } else if (method == u"gptq" || method == u"awq") {
        out.format = WeightFormat::IntGroup;
        out.bits = narrow(c.integer("bits", 4, 2));
        const qint64 group = c.has("group_size") ? c.value("group_size").toInteger(-1) : 128;
        out.groupSize = group > 0 ? narrow(group) : 0; // -1: one scale per output channel
        if (out.bits != 2 && out.bits != 3 && out.bits != 4 && out.bits != 8)
            c.fail(ATLAS_TR("Atlas::HfConfig", "\"%1\" of %2 bits is not a GPTQ/AWQ width")
                       .arg(c.keyName("bits"))
                       .arg(out.bits));
    } else if (method == u"bitsandbytes") {
        if (c.boolean("load_in_4bit", false)) {
            out.format = WeightFormat::Nf4;
            out.bits = 4;
        } else if (c.boolean("load_in_8bit", false)) {
            out.format = WeightFormat::IntGroup;
            out.bits = 8;
            out.groupSize = 0;
        }
    } else {
        c.fail(ATLAS_TR("Atlas::HfConfig",
                        "quantization_config.quant_method \"%1\" is not understood (fp8, mxfp4, "
                        "gptq, awq and bitsandbytes are); remove the block to count the weights "
                        "at the precision you choose")
                   .arg(method.isEmpty() ? ATLAS_TR("Atlas::HfConfig", "(missing)")
                                         : TrText::literal(elided(method))));
    }
    if (!c.error().isEmpty())
        r.fail(TrText::literal(c.error()));
}

} // namespace Atlas::HfImport
