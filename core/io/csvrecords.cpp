#include "io/csvrecords.h"

namespace Atlas {

namespace {

// Walks the text once, counting lines and columns as an editor does (a surrogate pair is one
// character).
class CsvScanner
{
public:
    explicit CsvScanner(const QString &text)
        : m_text(text)
    {}

    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return m_text.at(m_pos); }
    int line() const { return m_line; }
    int column() const { return m_column; }

    // Consumes one character; a line break (LF, CRLF or CR) moves to the next line.
    QChar take()
    {
        const QChar c = m_text.at(m_pos++);
        if (c == u'\r' && !atEnd() && peek() == u'\n')
            ++m_pos;
        if (c == u'\n' || c == u'\r') {
            ++m_line;
            m_column = 1;
            return QChar(u'\n');
        }
        if (!c.isLowSurrogate())
            ++m_column;
        return c;
    }

private:
    const QString &m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

bool isBreak(QChar c)
{
    return c == u'\n' || c == u'\r';
}

// A quoted field, from its opening quote to the character after its closing one.
std::optional<CsvError> readQuoted(CsvScanner &s, CsvField &field)
{
    s.take(); // the opening quote
    while (!s.atEnd()) {
        const QChar c = s.take();
        if (c != u'"') {
            field.text += c;
            continue;
        }
        if (!s.atEnd() && s.peek() == u'"') {
            s.take();
            field.text += u'"';
            continue;
        }
        if (!s.atEnd() && s.peek() != u',' && !isBreak(s.peek()))
            return CsvError{s.line(),
                            s.column(),
                            ATLAS_TR("Atlas::Csv",
                                     "text after the closing quote of a field: a field is "
                                     "either quoted as a whole or not at all")};
        return std::nullopt;
    }
    return CsvError{field.line, field.column, ATLAS_TR("Atlas::Csv", "this quote is never closed")};
}

std::optional<CsvError> readPlain(CsvScanner &s, CsvField &field)
{
    while (!s.atEnd() && s.peek() != u',' && !isBreak(s.peek())) {
        if (s.peek() == u'"')
            return CsvError{s.line(),
                            s.column(),
                            ATLAS_TR("Atlas::Csv",
                                     "a quote inside an unquoted field: put the whole field in "
                                     "quotes and double the quotes inside")};
        field.text += s.take();
    }
    return std::nullopt;
}

} // namespace

CsvParse parseCsv(const QString &text, int maxRecords, int maxFields)
{
    CsvParse parse;
    CsvScanner s(text);
    CsvRecord record;
    record.line = s.line();
    while (true) {
        CsvField field;
        field.line = s.line();
        field.column = s.column();
        const bool quoted = !s.atEnd() && s.peek() == u'"';
        if (const auto error = quoted ? readQuoted(s, field) : readPlain(s, field)) {
            parse.error = error;
            return parse;
        }
        record.fields << field;
        if (record.fields.size() > maxFields) {
            parse.error
                = CsvError{field.line,
                           field.column,
                           ATLAS_TR("Atlas::Csv", "more than %1 fields in a line").arg(maxFields)};
            return parse;
        }
        if (!s.atEnd() && s.peek() == u',') {
            s.take();
            continue;
        }
        // The end of a record: a line break, or the end of the text.
        parse.records << record;
        if (parse.records.size() > maxRecords) {
            parse.error = CsvError{record.line,
                                   1,
                                   ATLAS_TR("Atlas::Csv", "more than %1 lines").arg(maxRecords)};
            return parse;
        }
        if (!s.atEnd())
            s.take(); // the line break
        if (s.atEnd())
            return parse;
        record = CsvRecord{};
        record.line = s.line();
    }
}

QString csvField(const QString &text)
{
    const bool quote = text.contains(u',') || text.contains(u'"') || text.contains(u'\n')
                       || text.contains(u'\r');
    if (!quote)
        return text;
    QString escaped = text;
    escaped.replace(u'"', QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

} // namespace Atlas
