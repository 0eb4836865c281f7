#include "yaml/yamlbounds.h"

#include "text/trtext.h"

#include <QList>

namespace Atlas {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

// Tracks the state that spans lines: quoted flow scalars, flow collections and block scalars.
struct Scanner
{
    const YamlLimits &limits;
    YamlBoundsViolation *violation;
    QList<int> indentStack; // indentation of open block collections
    int flowDepth = 0;
    char quote = 0;             // '"' or '\'' while inside a quoted scalar
    int blockScalarIndent = -1; // >= 0 while inside a literal/folded block scalar
    int aliases = 0;

    bool fail(int line, int column, const QString &message)
    {
        if (violation)
            *violation = {line, column, message};
        return false;
    }

    bool scanLine(const QByteArray &line, int lineNumber)
    {
        int i = 0;
        const int n = int(line.size());
        while (i < n && line.at(i) == ' ')
            ++i;
        const bool blank = i == n || line.at(i) == '#';

        if (blockScalarIndent >= 0) {
            if (blank || i > blockScalarIndent)
                return true; // content of the block scalar
            blockScalarIndent = -1;
        }

        if (quote == 0 && flowDepth == 0 && !blank) {
            while (!indentStack.isEmpty() && indentStack.last() > i)
                indentStack.removeLast();
            if (indentStack.isEmpty() || indentStack.last() < i)
                indentStack.append(i);
        }

        int depth = int(indentStack.size()) + flowDepth;
        int sequenceMarkers = 0;
        bool atTokenStart = true;
        for (; i < n; ++i) {
            const char c = line.at(i);
            if (quote) {
                if (c == quote) {
                    if (quote == '\'' && i + 1 < n && line.at(i + 1) == '\'')
                        ++i; // '' escapes a quote inside a single-quoted scalar
                    else
                        quote = 0;
                } else if (c == '\\' && quote == '"') {
                    ++i;
                }
                continue;
            }
            if (c == '#' && (i == 0 || isBlank(line.at(i - 1))))
                break;
            if (c == '"' || c == '\'') {
                if (atTokenStart)
                    quote = c;
                atTokenStart = false;
                continue;
            }
            if (c == '[' || c == '{') {
                ++flowDepth;
                depth = std::max(depth, int(indentStack.size()) + flowDepth + sequenceMarkers);
                atTokenStart = true;
                continue;
            }
            if (c == ']' || c == '}') {
                if (flowDepth > 0)
                    --flowDepth;
                atTokenStart = false;
                continue;
            }
            if ((c == '-' || c == '?') && atTokenStart && (i + 1 == n || isBlank(line.at(i + 1)))) {
                ++sequenceMarkers; // "- - - x" nests once per marker
                depth = std::max(depth, int(indentStack.size()) + flowDepth + sequenceMarkers);
                continue;
            }
            if (c == '*' && atTokenStart) {
                if (++aliases > limits.maxAliases)
                    return fail(lineNumber,
                                i + 1,
                                ATLAS_TR("Atlas::YamlBounds",
                                         "more than %1 aliases; aliases are capped to keep loading "
                                         "bounded")
                                    .arg(limits.maxAliases)
                                    .toString());
            }
            if ((c == '|' || c == '>') && atTokenStart && flowDepth == 0) {
                // A block scalar: what follows on more-indented lines is text, not structure.
                blockScalarIndent = indentStack.isEmpty() ? 0 : indentStack.last();
                break;
            }
            if (c == ':' && (i + 1 == n || isBlank(line.at(i + 1)))) {
                // "key: value" on one line opens one more level for the value.
                depth = std::max(depth, int(indentStack.size()) + flowDepth + sequenceMarkers + 1);
                atTokenStart = true;
                continue;
            }
            atTokenStart = isBlank(c) || c == ',';
        }
        if (depth > limits.maxDepth)
            return fail(
                lineNumber,
                1,
                ATLAS_TR("Atlas::YamlBounds",
                         "nesting deeper than %1 levels; the depth is capped before parsing")
                    .arg(limits.maxDepth)
                    .toString());
        return true;
    }
};

} // namespace

bool checkYamlBounds(const QByteArray &text,
                     const YamlLimits &limits,
                     YamlBoundsViolation *violation)
{
    if (text.size() > limits.maxBytes) {
        if (violation)
            *violation = {0,
                          0,
                          ATLAS_TR("Atlas::YamlBounds",
                                   "file is %1 bytes; files larger than %2 bytes are not read")
                              .arg(text.size())
                              .arg(limits.maxBytes)
                              .toString()};
        return false;
    }
    Scanner scanner{limits, violation, {}, 0, 0, -1, 0};
    int lineNumber = 0;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        ++lineNumber;
        QByteArray line = text.mid(start, end - start);
        if (line.endsWith('\r'))
            line.chop(1);
        if (!scanner.scanLine(line, lineNumber))
            return false;
        start = end + 1;
    }
    return true;
}

} // namespace Atlas
