#pragma once

// Internal to the config.json importer (io/hfconfig.cpp, io/hffamilies.cpp,
// io/hfownfamilies.cpp): field access with
// one located message for the first problem, and the table of family readers.

#include "catalog/modelarch.h"
#include "text/trtext.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <span>

namespace Atlas::HfImport {

// Reads the keys of one JSON object (the whole config, or a nested text_config). Records the
// first problem and keeps going, so the message names it; a key the library would fill with a
// default is listed in defaultsUsed() so the import can say which values were not in the file.
class ConfigReader
{
public:
    ConfigReader(QJsonObject object, QString modelType, QString prefix = {});

    const QString &modelType() const { return m_modelType; }
    bool has(const char *key) const;    // present and not null
    bool isNull(const char *key) const; // present with the value null
    QJsonValue value(const char *key) const { return m_object.value(QLatin1String(key)); }
    QJsonObject object(const char *key) const;

    // A whole number; absent or null gives `fallback` (recorded as a default) or, when
    // `fallback` is empty, an error naming the key.
    qint64 integer(const char *key, std::optional<qint64> fallback, qint64 minimum = 0);
    // The first present key of `keys` (aliases such as n_embd / hidden_size).
    qint64 integerOf(std::initializer_list<const char *> keys,
                     std::optional<qint64> fallback,
                     qint64 minimum = 0);
    bool boolean(const char *key, bool fallback);
    QString string(const char *key) const;
    // A list of whole numbers of any sign (mlp_only_layers); an error for anything else.
    QList<qint64> integers(const char *key);
    QStringList strings(const char *key);

    void fail(const TrText &message);
    // Takes over the first problem and the defaults of a reader of a nested object.
    void absorb(const ConfigReader &nested);
    const QString &error() const { return m_error; }
    const QStringList &defaultsUsed() const { return m_defaults; }
    QString keyName(const char *key) const;

private:
    QJsonObject m_object;
    QString m_modelType;
    QString m_prefix;
    QString m_error;
    QStringList m_defaults;
};

int narrow(qint64 v);
// A JSON value as the file spells it, for messages: null, "oops", {}, 5 ("(missing)" for no
// value), cut at 60 characters with control characters escaped.
QString jsonValueText(const QJsonValue &v);

// One family: the model_type values it reads and how.
struct Family
{
    ModelType type;
    std::span<const char *const> modelTypes;
    void (*read)(ConfigReader &r, const QJsonObject &root, ModelArch &m);
};
std::span<const Family> families();
// The readers of the families with keys of their own (hfownfamilies.cpp); the table and the
// Llama-style readers are in hffamilies.cpp.
void readFalcon(ConfigReader &r, const QJsonObject &root, ModelArch &m);
void readGpt2(ConfigReader &r, const QJsonObject &root, ModelArch &m);
void readGptBigcode(ConfigReader &r, const QJsonObject &root, ModelArch &m);
void readOpt(ConfigReader &r, const QJsonObject &root, ModelArch &m);
void readBert(ConfigReader &r, const QJsonObject &root, ModelArch &m);
const Family *familyFor(QStringView modelType);
QStringList supportedModelTypes();

// quantization_config of the checkpoint, for the weight bytes.
void readQuantization(ConfigReader &r, ModelArch &m);

} // namespace Atlas::HfImport
