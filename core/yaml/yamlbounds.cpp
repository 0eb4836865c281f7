#include "yaml/yamlbounds.h"

#include "text/trtext.h"

#include <QList>

namespace Atlas {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

// Tracks the state that spans lines: quoted flow scalars, flow collections, block scalars and
// plain scalars that continue on the next line.
//
// A quote starts a quoted scalar only where a node can start (after the indentation, "- ",
// "? ", ": ", "[", "{", ",", an anchor or a tag), never inside a plain scalar: in "a: it's" or
// "a: b 'c" the quote is text. Taking it for a quote would hide the rest of the file from the
// caps below.
struct Scanner
{
    const YamlLimits &limits;
    YamlBoundsViolation *violation;
    QList<int> indentStack; // indentation of open block collections
    int flowDepth = 0;
    char quote = 0;             // '"' or '\'' while inside a quoted scalar
    int blockScalarIndent = -1; // >= 0 while inside a literal/folded block scalar
    int plainOwnerIndent = -1;  // >= 0 while a block plain scalar may continue on the next line
    bool flowPlainOpen = false; // a plain scalar inside a flow collection reached the line end
    int aliases = 0;

    bool fail(int line, int column, const QString &message)
    {
        if (violation)
            *violation = {line, column, message};
        return false;
    }

    static bool endsToken(const QByteArray &line, int i)
    {
        return i + 1 == line.size() || isBlank(line.at(i + 1));
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
        if (blank && quote == 0)
            return true; // blank lines and comments neither open nor close anything

        // A more-indented line after a plain scalar continues that scalar ("a: first\n
        // 'second" is the text "first 'second"); inside a flow collection any line may.
        const bool continuation = quote == 0
                                  && ((flowDepth == 0 && plainOwnerIndent >= 0
                                       && i > plainOwnerIndent)
                                      || (flowDepth > 0 && flowPlainOpen));
        plainOwnerIndent = -1;
        flowPlainOpen = false;

        bool atNodeStart = !continuation; // a quote, alias, marker or block scalar may start
        bool inPlain = continuation;      // inside a plain scalar (or a plain key)
        if (quote == 0 && i == 0 && n >= 3 && (line.startsWith("---") || line.startsWith("..."))
            && (n == 3 || isBlank(line.at(3)))) {
            // A document marker: what follows "---" is a new document's root node.
            indentStack.clear();
            flowDepth = 0;
            i = 3;
            atNodeStart = true;
            inPlain = false;
        } else if (quote == 0 && flowDepth == 0 && !continuation) {
            while (!indentStack.isEmpty() && indentStack.last() > i)
                indentStack.removeLast();
            if (indentStack.isEmpty() || indentStack.last() < i)
                indentStack.append(i);
        }

        int depth = int(indentStack.size()) + flowDepth;
        int sequenceMarkers = 0;
        int ownerColumn = i;     // where the node that owns a plain value starts (key or "-")
        int tokenColumn = i;     // where the current key or scalar started
        bool afterQuote = false; // just after a quoted scalar's closing quote
        for (; i < n; ++i) {
            const char c = line.at(i);
            if (quote) {
                if (c == quote) {
                    if (quote == '\'' && i + 1 < n && line.at(i + 1) == '\'') {
                        ++i; // '' escapes a quote inside a single-quoted scalar
                    } else {
                        quote = 0;
                        afterQuote = true;
                    }
                } else if (c == '\\' && quote == '"') {
                    ++i;
                }
                continue;
            }
            if (c == '#' && (i == 0 || isBlank(line.at(i - 1)))) {
                inPlain = false; // a comment ends the line and any plain scalar on it
                break;
            }
            if (isBlank(c))
                continue; // blanks neither start nor end a node
            const bool flowIndicatorNext = i + 1 < n
                                           && (line.at(i + 1) == ',' || line.at(i + 1) == ']'
                                               || line.at(i + 1) == '}');
            if (c == ':'
                && (endsToken(line, i) || (flowDepth > 0 && (flowIndicatorNext || afterQuote)))) {
                // "key: value" on one line opens one more level for the value.
                depth = std::max(depth, int(indentStack.size()) + flowDepth + sequenceMarkers + 1);
                ownerColumn = tokenColumn;
                atNodeStart = true;
                inPlain = false;
                afterQuote = false;
                continue;
            }
            afterQuote = false;
            if (flowDepth > 0 && (c == ',' || c == ']' || c == '}')) {
                if (c != ',')
                    --flowDepth;
                atNodeStart = c == ',';
                inPlain = false;
                continue;
            }
            if (inPlain || !atNodeStart)
                continue; // text of a plain scalar: quotes, brackets and stars are literal
            tokenColumn = i;
            if (c == '"' || c == '\'') {
                quote = c;
                atNodeStart = false;
                continue;
            }
            if (c == '[' || c == '{') {
                ++flowDepth;
                depth = std::max(depth, int(indentStack.size()) + flowDepth + sequenceMarkers);
                continue; // still at a node start
            }
            if ((c == '-' || c == '?') && endsToken(line, i)) {
                ++sequenceMarkers; // "- - - x" nests once per marker
                depth = std::max(depth, int(indentStack.size()) + flowDepth + sequenceMarkers);
                ownerColumn = i;
                continue;
            }
            if (c == '&' || c == '!') {
                // An anchor or a tag: the node itself follows after a blank.
                while (i + 1 < n && !isBlank(line.at(i + 1)))
                    ++i;
                continue;
            }
            if (c == '*') {
                if (++aliases > limits.maxAliases)
                    return fail(lineNumber,
                                i + 1,
                                ATLAS_TR("Atlas::YamlBounds",
                                         "more than %1 aliases; aliases are capped to keep loading "
                                         "bounded")
                                    .arg(limits.maxAliases)
                                    .toString());
                while (i + 1 < n && !isBlank(line.at(i + 1)) && line.at(i + 1) != ','
                       && line.at(i + 1) != ']' && line.at(i + 1) != '}')
                    ++i;
                atNodeStart = false;
                continue;
            }
            if ((c == '|' || c == '>') && flowDepth == 0) {
                // A block scalar: what follows on more-indented lines is text, not structure.
                blockScalarIndent = indentStack.isEmpty() ? 0 : indentStack.last();
                break;
            }
            inPlain = true; // any other character starts a plain scalar
            atNodeStart = false;
        }
        if (inPlain && quote == 0) {
            if (flowDepth > 0)
                flowPlainOpen = true;
            else
                plainOwnerIndent = ownerColumn;
        }
        if (depth > limits.maxDepth)
            return fail(lineNumber, 1, nestingTooDeep(limits.maxDepth));
        return true;
    }
};

} // namespace

QString nestingTooDeep(int maxDepth)
{
    return ATLAS_TR("Atlas::YamlBounds",
                    "nesting deeper than %1 levels; the depth is capped before parsing")
        .arg(maxDepth)
        .toString();
}

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
    Scanner scanner{limits, violation, {}};
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
