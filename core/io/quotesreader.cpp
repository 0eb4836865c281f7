#include "io/quotesfile.h"

#include "io/csvrecords.h"
#include "io/inputfile.h"
#include "scenario/limits.h"
#include "text/encoding.h"

#include <QHash>
#include <QRegularExpression>

// Reading a quotes file: the CSV's records, the header, then each row into a UserQuote checked
// by quoteProblems (quotesfile.cpp). Nothing is returned unless every row is good.

namespace Atlas {

using namespace ScenarioLimits;

namespace {

constexpr int MaxFields = 64; // nine columns; anything wider is not a quotes file

class QuoteRows
{
public:
    QuoteRows(const QString &fileName, const Catalog &catalog, QDate today, Diagnostics &d)
        : m_file(fileName)
        , m_catalog(catalog)
        , m_today(today)
        , m_diagnostics(d)
    {}

    bool readHeader(const CsvRecord &header);
    std::optional<UserQuote> readRow(const CsvRecord &record);
    void error(int line, int column, const QString &field, const TrText &message)
    {
        m_diagnostics.error(m_file, line, column, field, message.toString());
    }

private:
    const CsvField &field(const CsvRecord &record, const QString &column) const
    {
        return record.fields.at(m_index.value(column));
    }
    QString text(const CsvRecord &record, const QString &column) const
    {
        return field(record, column).text.trimmed();
    }
    void error(const CsvRecord &record, const QString &column, const TrText &message)
    {
        const CsvField &f = field(record, column);
        error(f.line, f.column, column, message);
    }
    template<typename T>
    std::optional<T> choice(const CsvRecord &record,
                            const char *column,
                            const QStringList &keys,
                            const QList<T> &values);
    std::optional<double> number(const CsvRecord &record, const char *column, bool whole);

    QString m_file;
    const Catalog &m_catalog;
    QDate m_today;
    Diagnostics &m_diagnostics;
    QHash<QString, int> m_index; // column name → field index
};

bool QuoteRows::readHeader(const CsvRecord &header)
{
    const QStringList &columns = quoteColumns();
    const QString expected = columns.join(u',');
    bool ok = true;
    for (int i = 0; i < header.fields.size(); ++i) {
        const CsvField &f = header.fields.at(i);
        const QString name = f.text.trimmed();
        if (!columns.contains(name)) {
            error(f.line,
                  f.column,
                  QString(),
                  ATLAS_TR("Atlas::Quotes",
                           "unknown column \"%1\": the header of a quotes file is %2 (in any "
                           "order)")
                      .arg(elided(name))
                      .arg(expected));
            ok = false;
        } else if (m_index.contains(name)) {
            error(f.line,
                  f.column,
                  QString(),
                  ATLAS_TR("Atlas::Quotes", "the column \"%1\" appears twice").arg(name));
            ok = false;
        } else {
            m_index.insert(name, i);
        }
    }
    QStringList missing;
    for (const QString &c : columns)
        if (!m_index.contains(c))
            missing << c;
    if (ok && !missing.isEmpty()) {
        error(header.line,
              1,
              QString(),
              ATLAS_TR("Atlas::Quotes", "the header lacks %1: a quotes file starts with %2")
                  .arg(missing.join(QStringLiteral(", ")))
                  .arg(expected));
        ok = false;
    }
    return ok;
}

template<typename T>
std::optional<T> QuoteRows::choice(const CsvRecord &record,
                                   const char *column,
                                   const QStringList &keys,
                                   const QList<T> &values)
{
    const QString name = QString::fromLatin1(column);
    const QString value = text(record, name);
    const qsizetype i = keys.indexOf(value);
    if (i >= 0)
        return values.at(i);
    error(record,
          name,
          ATLAS_TR("Atlas::Quotes", "expected %1, found \"%2\"")
              .arg(keys.join(u'|'))
              .arg(elided(value)));
    return std::nullopt;
}

std::optional<double> QuoteRows::number(const CsvRecord &record, const char *column, bool whole)
{
    // Plain decimal notation, the same under every locale: no thousands separators, no sign,
    // no currency symbol, no "nan".
    static const QRegularExpression decimal(
        QStringLiteral("^(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?$"));
    static const QRegularExpression integer(QStringLiteral("^[0-9]{1,15}$"));
    const QString name = QString::fromLatin1(column);
    const QString value = text(record, name);
    if ((whole ? integer : decimal).match(value).hasMatch())
        return value.toDouble();
    error(record,
          name,
          whole ? ATLAS_TR("Atlas::Quotes", "expected a whole number of cards, found \"%1\"")
                      .arg(elided(value))
                : ATLAS_TR("Atlas::Quotes",
                           "expected an amount in CNY such as 1200 or 3.5 (no thousands "
                           "separators or currency signs), found \"%1\"")
                      .arg(elided(value)));
    return std::nullopt;
}

std::optional<UserQuote> QuoteRows::readRow(const CsvRecord &record)
{
    if (record.fields.size() != m_index.size()) {
        error(record.line,
              1,
              QString(),
              ATLAS_TR("Atlas::Quotes", "expected %1 fields, as the header has, found %2")
                  .arg(qint64(m_index.size()))
                  .arg(qint64(record.fields.size())));
        return std::nullopt;
    }
    UserQuote q;
    q.file = m_file;
    q.line = record.line;
    q.acceleratorId = text(record, QStringLiteral("accelerator"));
    q.providerId = text(record, QStringLiteral("provider"));
    q.instanceId = text(record, QStringLiteral("instance"));
    q.date = text(record, QStringLiteral("date"));
    q.note = text(record, QStringLiteral("note"));
    const auto gpus = number(record, "gpus", true);
    const auto price = number(record, "price_cny", false);
    QList<ServiceForm> forms = offeredForms();
    const auto form = choice(record, "form", offeredFormKeys(), forms);
    const auto per = choice(record,
                            "per",
                            quotePerKeys(),
                            QList<QuotePer>{QuotePer::Hour, QuotePer::Month, QuotePer::Card});
    if (!gpus || !price || !form || !per)
        return std::nullopt;
    q.gpus = int(std::min(*gpus, double(MaxGpus) + 1));
    q.priceCny = *price;
    q.form = *form;
    q.per = *per;
    const QList<QuoteProblem> problems = quoteProblems(q, m_catalog, m_today);
    for (const QuoteProblem &p : problems)
        error(record, p.column, p.message);
    return problems.isEmpty() ? std::optional(q) : std::nullopt;
}

// The text as UTF-8 without its byte-order mark, or why not.
std::optional<QString> decode(const QByteArray &text, const QString &fileName, Diagnostics &d)
{
    if (text.size() > MaxQuotesFileBytes) {
        d.error(fileName,
                0,
                0,
                {},
                ATLAS_TR("Atlas::Quotes", "larger than %1 bytes: not a quotes file")
                    .arg(MaxQuotesFileBytes)
                    .toString());
        return std::nullopt;
    }
    if (const auto problem = findEncodingProblem(text)) {
        d.error(fileName, problem->line, problem->column, {}, problem->message);
        return std::nullopt;
    }
    QString decoded = QString::fromUtf8(text);
    if (decoded.startsWith(QChar(0xFEFF)))
        decoded.remove(0, 1);
    return decoded;
}

} // namespace

std::optional<QList<UserQuote>> readQuotes(const QByteArray &text,
                                           const QString &fileName,
                                           const Catalog &catalog,
                                           QDate today,
                                           Diagnostics &diagnostics)
{
    const std::optional<QString> decoded = decode(text, fileName, diagnostics);
    if (!decoded)
        return std::nullopt;
    QuoteRows rows(fileName, catalog, today, diagnostics);
    const CsvParse csv = parseCsv(*decoded, MaxQuotes + 1, MaxFields);
    if (csv.error) {
        rows.error(csv.error->line, csv.error->column, QString(), csv.error->message);
        return std::nullopt;
    }
    QList<CsvRecord> records;
    for (const CsvRecord &r : csv.records)
        if (!r.isBlank())
            records << r;
    if (records.isEmpty()) {
        rows.error(1,
                   1,
                   QString(),
                   ATLAS_TR("Atlas::Quotes", "the file is empty: a quotes file starts with %1")
                       .arg(quoteColumns().join(u',')));
        return std::nullopt;
    }
    if (!rows.readHeader(records.takeFirst()))
        return std::nullopt;
    QList<UserQuote> quotes;
    bool ok = true;
    for (const CsvRecord &r : std::as_const(records)) {
        const std::optional<UserQuote> q = rows.readRow(r);
        ok = ok && q.has_value();
        if (q)
            quotes << *q;
    }
    if (!ok)
        return std::nullopt;
    if (const auto same = duplicateQuote(quotes)) {
        const UserQuote &later = quotes.at(same->first);
        rows.error(later.line,
                   1,
                   QString(),
                   ATLAS_TR("Atlas::Quotes",
                            "quotes the same as line %1 (%2 as %3): keep one of them")
                       .arg(quotes.at(same->second).line)
                       .arg(later.forInstance() ? later.providerId + u' ' + later.instanceId
                                                : later.acceleratorId)
                       .arg(serviceFormKey(later.form)));
        return std::nullopt;
    }
    return quotes;
}

std::optional<QList<UserQuote>> readQuotesFile(const QString &path,
                                               const Catalog &catalog,
                                               QDate today,
                                               Diagnostics &diagnostics)
{
    QString error;
    const std::optional<QByteArray> text = readInputFile(path, MaxQuotesFileBytes, &error);
    if (!text) {
        diagnostics
            .error(path,
                   0,
                   0,
                   {},
                   ATLAS_TR("Atlas::Quotes", "cannot read the file: %1").arg(error).toString());
        return std::nullopt;
    }
    return readQuotes(*text, path, catalog, today, diagnostics);
}

} // namespace Atlas
