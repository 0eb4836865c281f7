#include "yaml/yamlreader.h"

#include "text/encoding.h"

#include <QCoreApplication>

#include <yaml-cpp/depthguard.h>

#include <cmath>
#include <exception>

namespace Atlas {

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString shortened(const QString &text)
{
    return elided(text, 40);
}

bool isQuoted(const YAML::Node &node)
{
    // yaml-cpp tags non-plain (quoted) scalars "!" and plain scalars "?".
    return node.Tag() == "!";
}

int oneBased(int zeroBased)
{
    return zeroBased >= 0 ? zeroBased + 1 : 0;
}

} // namespace

YamlContext::YamlContext(QString fileName, Diagnostics &diagnostics, const YamlLimits &limits)
    : m_fileName(std::move(fileName))
    , m_diagnostics(diagnostics)
    , m_limits(limits)
{}

bool YamlContext::visit(const YAML::Node &node)
{
    if (m_exhausted)
        return false;
    if (++m_visited > m_limits.maxNodes) {
        m_exhausted = true;
        error(node.Mark(),
              {},
              ATLAS_TR("Atlas::YamlReader",
                       "more than %1 nodes after alias expansion; loading stopped")
                  .arg(m_limits.maxNodes));
        return false;
    }
    return true;
}

void YamlContext::error(const YAML::Mark &mark, const QString &field, const TrText &message)
{
    m_diagnostics.error(m_fileName,
                        oneBased(mark.line),
                        oneBased(mark.column),
                        field,
                        message.toString());
}

void YamlContext::warning(const YAML::Mark &mark, const QString &field, const TrText &message)
{
    m_diagnostics.warning(m_fileName,
                          oneBased(mark.line),
                          oneBased(mark.column),
                          field,
                          message.toString());
}

void YamlContext::note(const YAML::Mark &mark, const QString &field, const TrText &message)
{
    m_diagnostics.note(m_fileName,
                       oneBased(mark.line),
                       oneBased(mark.column),
                       field,
                       message.toString());
}

YAML::Node loadYaml(const QByteArray &text, YamlContext &context)
{
    // Over the size cap the bounds check below says so (the last character may be cut).
    const std::optional<EncodingProblem> encoding = text.size() <= YamlLimits{}.maxBytes
                                                        ? findEncodingProblem(text)
                                                        : std::nullopt;
    if (encoding) {
        context.diagnostics().error(context.fileName(),
                                    encoding->line,
                                    encoding->column,
                                    {},
                                    encoding->message);
        return YAML::Node(YAML::NodeType::Undefined);
    }
    YamlBoundsViolation violation;
    if (!checkYamlBounds(text, YamlLimits{}, &violation)) {
        context.diagnostics().error(context.fileName(),
                                    violation.line,
                                    violation.column,
                                    {},
                                    violation.message);
        return YAML::Node(YAML::NodeType::Undefined);
    }
    YAML::Node root;
    try {
        root = YAML::Load(std::string(text.constData(), size_t(text.size())));
    } catch (const YAML::DeepRecursion &e) {
        context.error(e.mark, {}, TrText::literal(nestingTooDeep(YamlLimits{}.maxDepth)));
        return YAML::Node(YAML::NodeType::Undefined);
    } catch (const YAML::Exception &e) {
        context.error(e.mark,
                      {},
                      ATLAS_TR("Atlas::YamlReader", "not valid YAML: %1").arg(fromStd(e.msg)));
    } catch (const std::exception &e) {
        context.error(YAML::Mark::null_mark(),
                      {},
                      ATLAS_TR("Atlas::YamlReader", "not valid YAML: %1")
                          .arg(QString::fromUtf8(e.what())));
    }
    if (!root.IsDefined())
        return YAML::Node(YAML::NodeType::Undefined);
    if (!checkParsedDepth(root, YamlLimits{}, &violation)) {
        context.diagnostics().error(context.fileName(),
                                    violation.line,
                                    violation.column,
                                    {},
                                    violation.message);
        return YAML::Node(YAML::NodeType::Undefined);
    }
    return root;
}

bool checkParsedDepth(const YAML::Node &root,
                      const YamlLimits &limits,
                      YamlBoundsViolation *violation)
{
    QList<std::pair<YAML::Node, int>> stack{{root, 1}};
    qint64 visited = 0;
    while (!stack.isEmpty()) {
        const auto [node, depth] = stack.takeLast();
        if (++visited > limits.maxNodes)
            return true; // the readers' node budget reports this file
        if (!node.IsMap() && !node.IsSequence())
            continue;
        if (depth > limits.maxDepth) {
            if (violation)
                *violation = {oneBased(node.Mark().line),
                              oneBased(node.Mark().column),
                              nestingTooDeep(limits.maxDepth)};
            return false;
        }
        if (node.IsMap()) {
            for (auto it = node.begin(); it != node.end(); ++it) {
                stack.append({it->first, depth + 1});
                stack.append({it->second, depth + 1});
            }
        } else {
            for (const YAML::Node &item : node)
                stack.append({item, depth + 1});
        }
    }
    return true;
}

TrText describeNode(const YAML::Node &node)
{
    if (!node.IsDefined())
        return ATLAS_TR("Atlas::YamlReader", "nothing");
    switch (node.Type()) {
    case YAML::NodeType::Null:
        return ATLAS_TR("Atlas::YamlReader", "null");
    case YAML::NodeType::Sequence:
        return ATLAS_TR("Atlas::YamlReader", "a list");
    case YAML::NodeType::Map:
        return ATLAS_TR("Atlas::YamlReader", "a mapping");
    case YAML::NodeType::Scalar:
        if (isQuoted(node))
            return ATLAS_TR("Atlas::YamlReader", "the string \"%1\"")
                .arg(shortened(fromStd(node.Scalar())));
        return ATLAS_TR("Atlas::YamlReader", "\"%1\"").arg(shortened(fromStd(node.Scalar())));
    case YAML::NodeType::Undefined:
        break;
    }
    return ATLAS_TR("Atlas::YamlReader", "nothing");
}

QString indexedPath(const QString &path, int index)
{
    return path + u'[' + QString::number(index) + u']';
}

FieldReader::FieldReader(YamlContext &context,
                         const YAML::Node &node,
                         QString path,
                         const YAML::Mark &fallbackMark)
    : m_context(context)
    , m_node(node)
    , m_path(std::move(path))
    , m_mark(node.IsDefined() && !node.IsNull() ? node.Mark() : fallbackMark)
{
    if (!node.IsMap()) {
        m_context.error(m_mark,
                        m_path,
                        ATLAS_TR("Atlas::YamlReader", "expected a mapping, found %1")
                            .arg(describeNode(node)));
        return;
    }
    m_isMap = true;
    for (auto it = node.begin(); it != node.end(); ++it) {
        if (!m_context.visit(it->second))
            break;
        if (!it->first.IsScalar()) {
            m_context.error(it->first.Mark(),
                            m_path,
                            ATLAS_TR("Atlas::YamlReader", "keys must be plain text"));
            continue;
        }
        const QString key = fromStd(it->first.Scalar());
        if (m_entries.contains(key)) {
            m_context.error(it->first.Mark(),
                            fieldPath(key.toUtf8().constData()),
                            ATLAS_TR("Atlas::YamlReader", "key appears twice in the same mapping"));
            continue;
        }
        m_entries.insert(key, {it->first, it->second});
        m_order.append(key);
    }
}

FieldReader::~FieldReader()
{
    if (!m_isMap)
        return;
    for (const QString &key : std::as_const(m_order)) {
        if (!m_used.contains(key))
            m_context.warning(m_entries.value(key).first.Mark(),
                              fieldPath(key.toUtf8().constData()),
                              ATLAS_TR("Atlas::YamlReader", "unknown key, ignored"));
    }
}

QString FieldReader::fieldPath(const char *key) const
{
    const QString name = QString::fromUtf8(key);
    return m_path.isEmpty() ? name : m_path + u'.' + name;
}

bool FieldReader::has(const char *key) const
{
    const auto it = m_entries.constFind(QString::fromUtf8(key));
    return it != m_entries.cend() && !it->second.IsNull();
}

YAML::Mark FieldReader::markOf(const char *key) const
{
    const auto it = m_entries.constFind(QString::fromUtf8(key));
    if (it == m_entries.cend())
        return m_mark;
    const YAML::Node &v = it->second;
    return v.IsDefined() && !v.IsNull() ? v.Mark() : it->first.Mark();
}

YAML::Node FieldReader::value(const char *key)
{
    const QString name = QString::fromUtf8(key);
    m_used.insert(name);
    const auto it = m_entries.constFind(name);
    if (it == m_entries.cend())
        return YAML::Node(YAML::NodeType::Undefined);
    return it->second;
}

YAML::Node FieldReader::node(const char *key)
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
    for (const QString &key : std::as_const(m_order))
        m_used.insert(key);
}

bool FieldReader::withinLength(const char *key, const QString &text, int maxLength)
{
    if (text.size() <= maxLength)
        return true;
    error(key,
          ATLAS_TR("Atlas::YamlReader", "expected at most %1 characters, found %2")
              .arg(maxLength)
              .arg(qint64(text.size())));
    return false;
}

std::optional<QString> FieldReader::text(const char *key, Need need, int maxLength)
{
    const YAML::Node v = value(key);
    if (!v.IsDefined() || v.IsNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    if (!v.IsScalar()) {
        error(key, ATLAS_TR("Atlas::YamlReader", "expected text, found %1").arg(describeNode(v)));
        return std::nullopt;
    }
    const QString s = fromStd(v.Scalar());
    if (need == Need::Required && s.trimmed().isEmpty()) {
        error(key, ATLAS_TR("Atlas::YamlReader", "expected non-empty text, found an empty string"));
        return std::nullopt;
    }
    if (!withinLength(key, s, maxLength))
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

std::optional<double> FieldReader::parseNumber(const char *key,
                                               const YAML::Node &v,
                                               const TrText &expected)
{
    if (!v.IsScalar() || isQuoted(v)) {
        error(key, ATLAS_TR("Atlas::YamlReader", "%1, found %2").arg(expected).arg(describeNode(v)));
        return std::nullopt;
    }
    // QByteArray::toDouble is locale-independent: "1.5" means the same on a German laptop.
    const QByteArray raw = QByteArray::fromStdString(v.Scalar()).trimmed();
    bool ok = false;
    const double d = raw.toDouble(&ok);
    if (!ok || !std::isfinite(d)) {
        error(key, ATLAS_TR("Atlas::YamlReader", "%1, found %2").arg(expected).arg(describeNode(v)));
        return std::nullopt;
    }
    return d;
}

std::optional<double> FieldReader::number(
    const char *key, double min, double max, Need need, bool excludeMin)
{
    const YAML::Node v = value(key);
    if (!v.IsDefined() || v.IsNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    TrText expected;
    if (excludeMin && min == 0.0 && max >= 1e300)
        expected = ATLAS_TR("Atlas::YamlReader", "expected a positive number");
    else if (excludeMin && min == 0.0)
        expected = ATLAS_TR("Atlas::YamlReader", "expected a positive number up to %1").arg(max);
    else if (max >= 1e300)
        expected = ATLAS_TR("Atlas::YamlReader", "expected a number of at least %1").arg(min);
    else
        expected = ATLAS_TR("Atlas::YamlReader", "expected a number from %1 to %2").arg(min).arg(max);
    const std::optional<double> d = parseNumber(key, v, expected);
    if (!d)
        return std::nullopt;
    if ((excludeMin && *d <= min) || *d < min || *d > max) {
        error(key, ATLAS_TR("Atlas::YamlReader", "%1, found %2").arg(expected).arg(describeNode(v)));
        return std::nullopt;
    }
    return d;
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
    const YAML::Node v = value(key);
    if (!v.IsDefined() || v.IsNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    const TrText expected
        = ATLAS_TR("Atlas::YamlReader", "expected a whole number from %1 to %2").arg(min).arg(max);
    const std::optional<double> d = parseNumber(key, v, expected);
    if (!d)
        return std::nullopt;
    if (std::floor(*d) != *d || *d < double(min) || *d > double(max)) {
        error(key, ATLAS_TR("Atlas::YamlReader", "%1, found %2").arg(expected).arg(describeNode(v)));
        return std::nullopt;
    }
    return qint64(*d);
}

std::optional<bool> FieldReader::boolean(const char *key, Need need)
{
    const YAML::Node v = value(key);
    if (!v.IsDefined() || v.IsNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    if (v.IsScalar() && !isQuoted(v)) {
        const std::string &s = v.Scalar();
        if (s == "true" || s == "yes" || s == "True" || s == "TRUE")
            return true;
        if (s == "false" || s == "no" || s == "False" || s == "FALSE")
            return false;
    }
    error(key,
          ATLAS_TR("Atlas::YamlReader", "expected true or false, found %1").arg(describeNode(v)));
    return std::nullopt;
}

QStringList FieldReader::stringList(const char *key, Need need)
{
    const YAML::Node v = value(key);
    QStringList result;
    if (!v.IsDefined() || v.IsNull()) {
        if (need == Need::Required)
            missing(key);
        return result;
    }
    if (v.IsScalar()) { // a single item is accepted as a one-element list
        const QString item = fromStd(v.Scalar());
        if (withinLength(key, item, MaxTextLength))
            result.append(item);
        return result;
    }
    if (!v.IsSequence()) {
        error(key,
              ATLAS_TR("Atlas::YamlReader", "expected a list of text, found %1")
                  .arg(describeNode(v)));
        return result;
    }
    for (const YAML::Node &item : v) {
        if (!m_context.visit(item))
            break;
        if (!item.IsScalar()) {
            m_context.error(item.Mark(),
                            fieldPath(key),
                            ATLAS_TR("Atlas::YamlReader", "expected text in the list, found %1")
                                .arg(describeNode(item)));
            continue;
        }
        const QString text = fromStd(item.Scalar());
        if (text.size() > MaxTextLength) {
            m_context.error(item.Mark(),
                            fieldPath(key),
                            ATLAS_TR("Atlas::YamlReader", "expected at most %1 characters, found %2")
                                .arg(MaxTextLength)
                                .arg(qint64(text.size())));
            continue;
        }
        result.append(text);
    }
    if (need == Need::Required && result.isEmpty())
        error(key,
              ATLAS_TR("Atlas::YamlReader", "expected at least one entry, found an empty list"));
    return result;
}

std::optional<int> FieldReader::choice(const char *key, const QStringList &keys, Need need)
{
    const YAML::Node v = value(key);
    if (!v.IsDefined() || v.IsNull()) {
        if (need == Need::Required)
            missing(key);
        return std::nullopt;
    }
    if (v.IsScalar()) {
        const int index = int(keys.indexOf(fromStd(v.Scalar())));
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
