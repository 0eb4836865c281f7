#include "io/hfconfig.h"

#include "io/hfconfigreader.h"
#include "io/inputfile.h"
#include "text/encoding.h"
#include "text/trtext.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

namespace Atlas {

namespace {

using namespace HfImport;

constexpr qint64 maxConfigBytes = 4 * 1024 * 1024;

std::pair<int, int> lineColumn(const QByteArray &text, qsizetype offset)
{
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
        if (text.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return {line, int(offset - lineStart) + 1};
}

// QJsonDocument keeps the last of two equal keys without a word, so a file with
// "num_key_value_heads" twice would be read one way here and perhaps another way elsewhere.
// The text has already been parsed, so it is well-formed: a scan of strings and brackets
// finds every object key.
QString duplicateKeyProblem(const QByteArray &json)
{
    struct Frame
    {
        bool object = false;
        QHash<QString, qsizetype> keys; // key -> offset of its first occurrence
    };
    QList<Frame> stack;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (c == '{' || c == '[') {
            stack.append(Frame{c == '{', {}});
        } else if (c == '}' || c == ']') {
            if (!stack.isEmpty())
                stack.removeLast();
        } else if (c == '"') {
            const qsizetype start = i;
            bool escaped = false;
            for (++i; i < json.size(); ++i) {
                if (escaped)
                    escaped = false;
                else if (json.at(i) == '\\')
                    escaped = true;
                else if (json.at(i) == '"')
                    break;
            }
            qsizetype next = i + 1;
            while (next < json.size() && QChar::isSpace(uchar(json.at(next))))
                ++next;
            if (stack.isEmpty() || !stack.last().object || next >= json.size()
                || json.at(next) != ':')
                continue;
            const QByteArray raw = json.mid(start, i - start + 1);
            const QString key
                = raw.contains('\\')
                      ? QJsonDocument::fromJson("[" + raw + "]").array().at(0).toString()
                      : QString::fromUtf8(raw.mid(1, raw.size() - 2));
            const auto first = stack.last().keys.constFind(key);
            if (first != stack.last().keys.cend()) {
                const auto [line, column] = lineColumn(json, start);
                const auto [firstLine, firstColumn] = lineColumn(json, *first);
                return ATLAS_TR("Atlas::HfConfig",
                                "%1:%2: \"%3\" appears twice in one object (first at %4:%5); "
                                "JSON readers keep only one of them, so the file is ambiguous")
                    .arg(line)
                    .arg(column)
                    .arg(key)
                    .arg(firstLine)
                    .arg(firstColumn)
                    .toString();
            }
            stack.last().keys.insert(key, start);
        }
    }
    return {};
}

// For a type we do not know: which flags describe the model, with the values this file has
// under the usual key names.
QString flagsHint(const QJsonObject &root)
{
    const QJsonObject o = root.value(QStringLiteral("text_config")).isObject()
                              ? root.value(QStringLiteral("text_config")).toObject()
                              : root;
    struct Flag
    {
        const char *flag;
        std::initializer_list<const char *> keys;
    };
    const Flag flags[] = {
        {"--layers", {"num_hidden_layers", "n_layer", "num_layers"}},
        {"--hidden", {"hidden_size", "n_embd", "d_model"}},
        {"--heads", {"num_attention_heads", "n_head"}},
        {"--kv-heads", {"num_key_value_heads", "num_kv_heads", "multi_query_group_num"}},
        {"--head-dim", {"head_dim", "kv_channels"}},
        {"--ffn", {"intermediate_size", "ffn_hidden_size", "n_inner", "ffn_dim"}},
        {"--vocab", {"vocab_size", "padded_vocab_size"}},
        {"--experts", {"num_local_experts", "num_experts", "n_routed_experts"}},
        {"--active-experts", {"num_experts_per_tok"}},
        {"--sliding-window", {"sliding_window"}},
    };
    QStringList found;
    for (const Flag &f : flags) {
        for (const char *key : f.keys) {
            const QJsonValue v = o.value(QLatin1String(key));
            if (v.isDouble()) {
                found << QStringLiteral("%1 %2").arg(QLatin1String(f.flag)).arg(v.toInteger());
                break;
            }
        }
    }
    return found.join(u' ');
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
    if (const QString duplicate = duplicateKeyProblem(json); !duplicate.isEmpty())
        return failWith(name + u':' + duplicate);

    const QJsonObject o = doc.object();
    const QJsonValue typeValue = o.value(QStringLiteral("model_type"));
    const QString type = typeValue.toString();
    const Family *family = familyFor(type);
    if (!family) {
        const QString found = flagsHint(o);
        return failWith(
            ATLAS_TR("Atlas::HfConfig",
                     "%1: model_type %2 is not supported; supported types are %3. Describe "
                     "the model by flags instead: --params N --layers L --hidden H --heads A "
                     "--kv-heads K --ffn F --vocab V, and where they apply --head-dim D --mlp "
                     "swiglu|gelu|relu --tied-embeddings on|off --qkv-bias on|off "
                     "--sliding-window W [--full-attention-every K] --experts E "
                     "--active-experts k%4")
                .arg(name)
                .arg(jsonValueText(typeValue)) // "qwen9", null, 5 or (missing)
                .arg(supportedModelTypes().join(QStringLiteral(", ")))
                .arg(found.isEmpty()
                         ? QString()
                         : ATLAS_TR("Atlas::HfConfig", " (this file has: %1)").arg(found).toString())
                .toString());
    }

    ConfigReader r(o, type);
    ModelArch m;
    m.type = family->type;
    m.id = QFileInfo(name).completeBaseName();
    m.name = {m.id, m.id};
    m.family = type;
    m.sources = {name};
    family->read(r, o, m);
    readQuantization(r, m);
    if (!r.error().isEmpty())
        return failWith(name + QStringLiteral(": ") + r.error());
    const QStringList problems = architectureProblems(m);
    if (!problems.isEmpty())
        return failWith(name + QStringLiteral(": ") + problems.join(QStringLiteral("; ")));
    if (!r.defaultsUsed().isEmpty()) {
        const TrText note = ATLAS_TR("Atlas::HfConfig",
                                     "not in the file, the library's defaults were used: %1")
                                .arg(r.defaultsUsed().join(QStringLiteral(", ")));
        m.notes = {note.toString(nullptr), QString()};
    }
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
