#include "yaml/yamlreader.h"

#include "text/encoding.h"

#include <QByteArrayView>

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

QString shortened(const QString &text)
{
    return elided(text, 40);
}

int oneBased(int zeroBased)
{
    return zeroBased >= 0 ? zeroBased + 1 : 0;
}

// The finite number a scalar's text spells, quoted or not.
std::optional<double> numberSpelled(const YamlNode &v)
{
    if (!v.isScalar())
        return std::nullopt;
    // QByteArrayView::toDouble is locale-independent: "1.5" means the same on a German laptop.
    const std::string_view raw = v.scalar();
    bool ok = false;
    const double d = QByteArrayView(raw.data(), qsizetype(raw.size())).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(d))
        return std::nullopt;
    return d;
}

// The finite number a plain scalar holds; nothing for anything else ("80" quoted is text).
std::optional<double> numberIn(const YamlNode &v)
{
    return v.isQuoted() ? std::nullopt : numberSpelled(v);
}

// What was found where a number was expected. A quoted "2e8" (or !!str 2e8) is text, and the
// message says why it was not read as the number it looks like.
TrText foundInsteadOfNumber(const YamlNode &v)
{
    if (v.isQuoted() && numberSpelled(v))
        return ATLAS_TR("Atlas::YamlReader",
                        "the string \"%1\" (a string, not a number: remove the quotes or the "
                        "!!str tag)")
            .arg(shortened(v.text()));
    return describeNode(v);
}

} // namespace

YamlContext::YamlContext(QString fileName, Diagnostics &diagnostics, const YamlLimits &limits)
    : m_fileName(std::move(fileName))
    , m_diagnostics(diagnostics)
    , m_limits(limits)
{}

bool YamlContext::visit(const YamlNode &node)
{
    if (m_exhausted)
        return false;
    if (++m_visited > m_limits.maxNodes) {
        m_exhausted = true;
        error(node.mark(),
              {},
              ATLAS_TR("Atlas::YamlReader",
                       "more than %1 nodes after alias expansion; loading stopped")
                  .arg(m_limits.maxNodes));
        return false;
    }
    return true;
}

void YamlContext::error(const YamlMark &mark, const QString &field, const TrText &message)
{
    m_diagnostics.error(m_fileName,
                        oneBased(mark.line),
                        oneBased(mark.column),
                        field,
                        message.toString());
}

void YamlContext::warning(const YamlMark &mark, const QString &field, const TrText &message)
{
    m_diagnostics.warning(m_fileName,
                          oneBased(mark.line),
                          oneBased(mark.column),
                          field,
                          message.toString());
}

void YamlContext::note(const YamlMark &mark, const QString &field, const TrText &message)
{
    m_diagnostics.note(m_fileName,
                       oneBased(mark.line),
                       oneBased(mark.column),
                       field,
                       message.toString());
}

YamlDocument loadYaml(const QByteArray &text, YamlContext &context)
{
    const YamlLimits limits;
    if (text.size() > limits.maxBytes) {
        context.diagnostics().error(context.fileName(),
                                    0,
                                    0,
                                    {},
                                    fileTooLarge(text.size(), limits.maxBytes));
        return {};
    }
    if (const std::optional<EncodingProblem> encoding = findEncodingProblem(text)) {
        context.diagnostics().error(context.fileName(),
                                    encoding->line,
                                    encoding->column,
                                    {},
                                    encoding->message);
        return {};
    }
    YamlParseError error;
    YamlDocument document = parseYaml(text, limits, &error);
    if (!document.root().isDefined())
        context.error(error.mark, {}, TrText::literal(error.message));
    return document;
}

TrText describeNode(const YamlNode &node)
{
    if (node.isNull())
        return ATLAS_TR("Atlas::YamlReader", "null");
    if (node.isSequence())
        return ATLAS_TR("Atlas::YamlReader", "a list");
    if (node.isMap())
        return ATLAS_TR("Atlas::YamlReader", "a mapping");
    if (node.isQuoted())
        return ATLAS_TR("Atlas::YamlReader", "the string \"%1\"").arg(shortened(node.text()));
    if (node.isScalar())
        return ATLAS_TR("Atlas::YamlReader", "\"%1\"").arg(shortened(node.text()));
    return ATLAS_TR("Atlas::YamlReader", "nothing");
}

QString indexedPath(const QString &path, int index)
{
    return path + u'[' + QString::number(index) + u']';
}

FieldReader::FieldReader(YamlContext &context,
                         const YamlNode &node,
                         QString path,
                         const YamlMark &fallbackMark)
    : m_context(context)
    , m_path(std::move(path))
    , m_mark(node.isDefined() && !node.isNull() ? node.mark() : fallbackMark)
    , m_errorsAtStart(context.diagnostics().errorCount())
{
    if (!node.isMap()) {
        m_context.error(m_mark,
                        m_path,
                        ATLAS_TR("Atlas::YamlReader", "expected a mapping, found %1")
                            .arg(describeNode(node)));
        return;
    }
    m_isMap = true;
    const int size = node.size();
    m_entries.reserve(size_t(size));
    for (int i = 0; i < size; ++i) {
        if (!m_context.visit(node.value(i)))
            break;
        if (!node.key(i).isScalar()) {
            m_context.error(node.key(i).mark(),
                            m_path,
                            ATLAS_TR("Atlas::YamlReader", "keys must be plain text"));
            continue;
        }
        m_entries.push_back({node.key(i).scalar(), node.key(i), node.value(i)});
    }
    // Lookups search the entries sorted by key. Equal keys stay in file order: the first is the
    // entry, the later ones are reported where they stand.
    m_byKey.resize(m_entries.size());
    for (size_t i = 0; i < m_entries.size(); ++i)
        m_byKey[i] = int(i);
    std::sort(m_byKey.begin(), m_byKey.end(), [this](int a, int b) {
        const std::string_view &x = m_entries[size_t(a)].key;
        const std::string_view &y = m_entries[size_t(b)].key;
        return x < y || (x == y && a < b);
    });
    std::vector<int> duplicates;
    for (size_t i = 1; i < m_byKey.size(); ++i) {
        if (m_entries[size_t(m_byKey[i])].key == m_entries[size_t(m_byKey[i - 1])].key)
            duplicates.push_back(m_byKey[i]);
    }
    std::sort(duplicates.begin(), duplicates.end());
    for (int i : duplicates) {
        Entry &entry = m_entries[size_t(i)];
        entry.used = true; // reported here, not as unknown
        m_context.error(entry.keyNode.mark(),
                        keyPath(entry),
                        ATLAS_TR("Atlas::YamlReader", "key appears twice in the same mapping"));
    }
}

FieldReader::~FieldReader()
{
    for (const Entry &entry : m_entries) {
        if (!entry.used)
            m_context.warning(entry.keyNode.mark(),
                              keyPath(entry),
                              ATLAS_TR("Atlas::YamlReader", "unknown key, ignored"));
    }
}

QString FieldReader::keyPath(const Entry &entry) const
{
    return fieldPath(QByteArray(entry.key.data(), qsizetype(entry.key.size())).constData());
}

bool FieldReader::hasErrors() const
{
    return m_context.diagnostics().errorCount() != m_errorsAtStart;
}

QString FieldReader::fieldPath(const char *key) const
{
    const QString name = QString::fromUtf8(key);
    return m_path.isEmpty() ? name : m_path + u'.' + name;
}

const FieldReader::Entry *FieldReader::find(std::string_view key) const
{
    const auto it = std::lower_bound(m_byKey.cbegin(), m_byKey.cend(), key, [this](int i, auto k) {
        return m_entries[size_t(i)].key < k;
    });
    if (it == m_byKey.cend() || m_entries[size_t(*it)].key != key)
        return nullptr;
    return &m_entries[size_t(*it)];
}

bool FieldReader::has(const char *key) const
{
    const Entry *entry = find(key);
    return entry && !entry->value.isNull();
}

YamlMark FieldReader::markOf(const char *key) const
{
    const Entry *entry = find(key);
    if (!entry)
        return m_mark;
    return entry->value.isNull() ? entry->keyNode.mark() : entry->value.mark();
}

YamlNode FieldReader::value(const char *key)
{
    const Entry *entry = find(key);
    if (!entry)
        return {};
    const_cast<Entry *>(entry)->used = true;
    return entry->value;
}

YamlNode FieldReader::node(const char *key)
{
    return value(key);
}

void FieldReader::error(const char *key, const TrText &message)
{
    m_context.error(markOf(key), fieldPath(key), message);
}

void FieldReader::warning(const char *key, const TrText &message)
{
    m_context.warning(markOf(key), fieldPath(key), message);
}

void FieldReader::missing(const char *key)
{
    m_context.error(m_mark,
                    fieldPath(key),
                    ATLAS_TR("Atlas::YamlReader", "required field is missing"));
}

void FieldReader::ignoreAll()
{
    for (Entry &entry : m_entries)
        entry.used = true;
}

std::optional<TrText> textProblem(const QString &text, int maxLength)
{
    if (text.size() > maxLength)
        return ATLAS_TR("Atlas::YamlReader", "expected at most %1 characters, found %2")
            .arg(maxLength)
            .arg(qint64(text.size()));
    const TextShape shape = textShape(maxLength);
    const std::optional<ControlCharacter> control = findControlCharacter(text, shape);
    if (!control)
        return std::nullopt;
    const TrText expected = shape == TextShape::Line
                                ? ATLAS_TR("Atlas::YamlReader",
                                           "expected one line of text without control characters")
                                : ATLAS_TR("Atlas::YamlReader",
                                           "expected text without control characters (tab and "
                                           "line breaks are allowed)");
    return ATLAS_TR("Atlas::YamlReader", "%1, found %2 at character %3")
        .arg(expected)
        .arg(controlCharacterName(control->code))
        .arg(qint64(control->index + 1));
}

bool FieldReader::acceptText(const char *key, const QString &text, int maxLength)
{
    const std::optional<TrText> problem = textProblem(text, maxLength);
    if (problem)
        error(key, *problem);
    return !problem;
}

std::optional<QString> FieldReader::text(const char *key, Need need, int maxLength)
{
    const YamlNode v = value(key);
    if (!v.isDefined() || v.isNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    if (!v.isScalar()) {
        error(key, ATLAS_TR("Atlas::YamlReader", "expected text, found %1").arg(describeNode(v)));
        return std::nullopt;
    }
    const QString s = v.text();
    if (need == Need::Required && s.trimmed().isEmpty()) {
        error(key, ATLAS_TR("Atlas::YamlReader", "expected non-empty text, found an empty string"));
        return std::nullopt;
    }
    if (!acceptText(key, s, maxLength))
        return std::nullopt;
    return s;
}

LocalizedText FieldReader::localized(const char *enKey, const char *zhKey, Need need, int maxLength)
{
    LocalizedText t;
    t.en = text(enKey, need, maxLength).value_or(QString());
    t.zh = text(zhKey, need, maxLength).value_or(QString());
    return t;
}

std::optional<double> FieldReader::number(
    const char *key, double min, double max, Need need, bool excludeMin)
{
    const YamlNode v = value(key);
    if (!v.isDefined() || v.isNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    const std::optional<double> d = numberIn(v);
    if (d && !((excludeMin && *d <= min) || *d < min || *d > max))
        return d;
    // The message is built only here: formatting the bounds of every number read took a tenth
    // of the catalog's load time.
    TrText expected;
    if (excludeMin && min == 0.0 && max >= 1e300)
        expected = ATLAS_TR("Atlas::YamlReader", "expected a positive number");
    else if (excludeMin && min == 0.0)
        expected = ATLAS_TR("Atlas::YamlReader", "expected a positive number up to %1").arg(max);
    else if (max >= 1e300)
        expected = ATLAS_TR("Atlas::YamlReader", "expected a number of at least %1").arg(min);
    else
        expected = ATLAS_TR("Atlas::YamlReader", "expected a number from %1 to %2").arg(min).arg(max);
    error(key,
          ATLAS_TR("Atlas::YamlReader", "%1, found %2").arg(expected).arg(foundInsteadOfNumber(v)));
    return std::nullopt;
}

std::optional<double> FieldReader::positive(const char *key, Need need, double max)
{
    return number(key, 0.0, max, need, true);
}

std::optional<double> FieldReader::fraction(const char *key, Need need)
{
    return number(key, 0.0, 1.0, need);
}

std::optional<qint64> FieldReader::integer(const char *key, qint64 min, qint64 max, Need need)
{
    const YamlNode v = value(key);
    if (!v.isDefined() || v.isNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    const std::optional<double> d = numberIn(v);
    if (d && std::floor(*d) == *d && *d >= double(min) && *d <= double(max))
        return qint64(*d);
    const TrText expected
        = ATLAS_TR("Atlas::YamlReader", "expected a whole number from %1 to %2").arg(min).arg(max);
    error(key,
          ATLAS_TR("Atlas::YamlReader", "%1, found %2").arg(expected).arg(foundInsteadOfNumber(v)));
    return std::nullopt;
}

std::optional<bool> FieldReader::boolean(const char *key, Need need)
{
    const YamlNode v = value(key);
    if (!v.isDefined() || v.isNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    if (v.isScalar() && !v.isQuoted()) {
        const std::string_view s = v.scalar();
        if (s == "true" || s == "yes" || s == "True" || s == "TRUE")
            return true;
        if (s == "false" || s == "no" || s == "False" || s == "FALSE")
            return false;
    }
    error(key,
          ATLAS_TR("Atlas::YamlReader", "expected true or false, found %1").arg(describeNode(v)));
    return std::nullopt;
}

void FieldReader::forEachMap(const char *key,
                             Need need,
                             const std::function<void(FieldReader &item)> &read)
{
    const YamlNode list = value(key);
    if (!list.isDefined() || list.isNull()) {
        if (need == Need::Required)
            missing(key);
        return;
    }
    if (!list.isSequence()) {
        error(key,
              ATLAS_TR("Atlas::YamlReader", "expected a list, found %1").arg(describeNode(list)));
        return;
    }
    const QString path = fieldPath(key);
    int index = 0;
    for (const YamlNode item : list) {
        if (!m_context.visit(item))
            return;
        FieldReader reader(m_context, item, indexedPath(path, index++));
        if (reader.isMap())
            read(reader);
    }
}

QStringList FieldReader::stringList(const char *key, Need need)
{
    const YamlNode v = value(key);
    QStringList result;
    if (!v.isDefined() || v.isNull()) {
        if (need == Need::Required)
            missing(key);
        return result;
    }
    if (v.isScalar()) { // a single item is accepted as a one-element list
        const QString item = v.text();
        if (acceptText(key, item, MaxTextLength))
            result.append(item);
        return result;
    }
    if (!v.isSequence()) {
        error(key,
              ATLAS_TR("Atlas::YamlReader", "expected a list of text, found %1")
                  .arg(describeNode(v)));
        return result;
    }
    int items = 0; // a list whose items were all refused is reported for them, not as empty
    for (const YamlNode item : v) {
        if (!m_context.visit(item))
            break;
        ++items;
        if (!item.isScalar()) {
            m_context.error(item.mark(),
                            fieldPath(key),
                            ATLAS_TR("Atlas::YamlReader", "expected text in the list, found %1")
                                .arg(describeNode(item)));
            continue;
        }
        const QString text = item.text();
        if (const std::optional<TrText> problem = textProblem(text, MaxTextLength)) {
            m_context.error(item.mark(), fieldPath(key), *problem);
            continue;
        }
        result.append(text);
    }
    if (need == Need::Required && items == 0)
        error(key,
              ATLAS_TR("Atlas::YamlReader", "expected at least one entry, found an empty list"));
    return result;
}

std::optional<QList<double>> FieldReader::numberList(const char *key,
                                                     int count,
                                                     double min,
                                                     double max)
{
    const YamlNode v = value(key);
    if (!v.isDefined() || v.isNull())
        return std::nullopt;
    if (!v.isSequence() || v.size() != count) {
        error(key,
              ATLAS_TR("Atlas::YamlReader", "expected a list of %1 numbers, found %2")
                  .arg(qint64(count))
                  .arg(v.isSequence()
                           ? ATLAS_TR("Atlas::YamlReader", "%1 items").arg(qint64(v.size()))
                           : describeNode(v)));
        return std::nullopt;
    }
    QList<double> numbers;
    bool ok = true;
    for (const YamlNode item : v) {
        if (!m_context.visit(item))
            return std::nullopt;
        const std::optional<double> d = item.isScalar() ? numberIn(item) : std::nullopt;
        if (d && *d >= min && *d <= max) {
            numbers << *d;
            continue;
        }
        m_context.error(item.mark(),
                        indexedPath(fieldPath(key), int(numbers.size())),
                        ATLAS_TR("Atlas::YamlReader", "expected a number from %1 to %2, found %3")
                            .arg(min)
                            .arg(max)
                            .arg(foundInsteadOfNumber(item)));
        numbers << 0;
        ok = false;
    }
    return ok ? std::optional(numbers) : std::nullopt;
}

std::optional<int> FieldReader::choice(const char *key, const QStringList &keys, Need need)
{
    const YamlNode v = value(key);
    if (!v.isDefined() || v.isNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    if (v.isScalar()) {
        const int index = int(keys.indexOf(v.text()));
        if (index >= 0)
            return index;
    }
    error(key,
          ATLAS_TR("Atlas::YamlReader", "expected one of %1, found %2")
              .arg(keys.join(u", "))
              .arg(describeNode(v)));
    return std::nullopt;
}

} // namespace Atlas
