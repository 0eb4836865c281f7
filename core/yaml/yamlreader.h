#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

// Private to core: how the loaders read YAML (nodes from yaml/yamltree.h) and report problems.

#include "text/diagnostics.h"
#include "text/localizedtext.h"
#include "text/textrules.h"
#include "text/trtext.h"
#include "yaml/yamlbounds.h"
#include "yaml/yamltree.h"

#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace Atlas {

// Shared state while one file is converted: where to report, and a budget of nodes so that
// alias-heavy input cannot make the walk unbounded.
class YamlContext
{
public:
    YamlContext(QString fileName, Diagnostics &diagnostics, const YamlLimits &limits = {});

    const QString &fileName() const { return m_fileName; }
    Diagnostics &diagnostics() { return m_diagnostics; }

    // Counts one visited node; false (and one error) once the budget is spent.
    bool visit(const YamlNode &node);
    bool exhausted() const { return m_exhausted; }

    void error(const YamlMark &mark, const QString &field, const TrText &message);
    void warning(const YamlMark &mark, const QString &field, const TrText &message);
    void note(const YamlMark &mark, const QString &field, const TrText &message);

private:
    QString m_fileName;
    Diagnostics &m_diagnostics;
    YamlLimits m_limits;
    qint64 m_visited = 0;
    bool m_exhausted = false;
};

// Parses text with the encoding and the size checked first and the other caps while parsing.
// The document's root is no node (and the reason is reported) when the text is not UTF-8, is
// over a cap or is not valid YAML.
YamlDocument loadYaml(const QByteArray &text, YamlContext &context);

TrText describeNode(const YamlNode &node); // "a list", "the string \"x\"", …

enum class Need { Optional, Required };

// The default upper bound of a positive number (prices, counts): far above any real value.
inline constexpr double MaxPlausibleNumber = 1e15;

// Reads the fields of one YAML mapping, reporting every problem with the exact location and
// the field path, and warning about keys nobody asked for.
class FieldReader
{
public:
    FieldReader(YamlContext &context,
                const YamlNode &node,
                QString path,
                const YamlMark &fallbackMark = {});
    ~FieldReader();

    FieldReader(const FieldReader &) = delete;
    FieldReader &operator=(const FieldReader &) = delete;

    bool isMap() const { return m_isMap; }
    // An error was reported since this reader was made, including one found while indexing its
    // keys (a key given twice): the entry it reads is rejected as a whole.
    bool hasErrors() const;
    bool has(const char *key) const; // present and not null
    YamlNode node(const char *key);
    YamlMark markOf(const char *key) const;
    YamlMark mark() const { return m_mark; }
    QString fieldPath(const char *key) const;
    const QString &path() const { return m_path; }
    YamlContext &context() { return m_context; }

    std::optional<QString> text(const char *key,
                                Need need = Need::Optional,
                                int maxLength = MaxTextLength);
    LocalizedText localized(const char *enKey,
                            const char *zhKey,
                            Need need = Need::Optional,
                            int maxLength = MaxTextLength);
    // Rejects non-finite values and anything outside [min, max]; `positive` excludes min itself.
    std::optional<double> number(const char *key,
                                 double min,
                                 double max,
                                 Need need = Need::Optional,
                                 bool excludeMin = false);
    // A positive number up to `max`: every field has an upper bound, so that a typo such as
    // 1e300 is refused where it was written instead of overflowing a result downstream.
    std::optional<double> positive(const char *key,
                                   Need need = Need::Optional,
                                   double max = MaxPlausibleNumber);
    std::optional<double> fraction(const char *key, Need need = Need::Optional);
    std::optional<qint64> integer(const char *key,
                                  qint64 min,
                                  qint64 max,
                                  Need need = Need::Optional);
    std::optional<bool> boolean(const char *key, Need need = Need::Optional);
    QStringList stringList(const char *key, Need need = Need::Optional);
    // A list of `count` numbers, each in [min, max] (reported at its own line); empty when
    // absent or when anything is wrong.
    std::optional<QList<double>> numberList(const char *key, int count, double min, double max);
    // A string that must be one of `keys`; returns its index.
    std::optional<int> choice(const char *key, const QStringList &keys, Need need = Need::Optional);
    // The mappings of the list under `key`, each given to `read` with a reader at its own path
    // ("rates[2]"). Absent or null is an empty list (missing when required), anything else but
    // a list an error. An item that is no mapping is reported by its reader and skipped, and the
    // list ends where the document's node budget does (YamlContext::visit).
    void forEachMap(const char *key, Need need, const std::function<void(FieldReader &item)> &read);

    void error(const char *key, const TrText &message);
    void warning(const char *key, const TrText &message);
    void ignore(const char *key) { value(key); }
    // The file was refused as a whole (a newer schema): its other keys are not worth a warning.
    void ignoreAll();

private:
    struct Entry
    {
        std::string_view key;
        YamlNode keyNode;
        YamlNode value;
        bool used = false;
    };

    void missing(const char *key);
    bool acceptText(const char *key, const QString &text, int maxLength);
    const Entry *find(std::string_view key) const;
    QString keyPath(const Entry &entry) const;
    YamlNode value(const char *key); // marks the key as used

    YamlContext &m_context;
    QString m_path;
    YamlMark m_mark;
    int m_errorsAtStart = 0;
    bool m_isMap = false;
    // The mapping's entries in file order (duplicates and non-text keys left out), and their
    // indexes sorted by key for lookups: a small vector is faster than hashing every key.
    std::vector<Entry> m_entries;
    std::vector<int> m_byKey;
};

// What is wrong with a text capped at `maxLength`: too long, or a control character (texts up to
// MaxNameLength are one line; longer ones may hold tabs and line breaks). Nothing when it is fine.
std::optional<TrText> textProblem(const QString &text, int maxLength);

// Helpers for sequences of entries.
QString indexedPath(const QString &path, int index);

} // namespace Atlas
