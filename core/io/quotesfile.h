#pragma once

#include "catalog/catalog.h"
#include "catalog/userquote.h"
#include "text/diagnostics.h"
#include "text/trtext.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace Atlas {

// The user's quotes: a CSV file with the header
//   accelerator,gpus,form,price_cny,per,provider,instance,date,note
// (the columns in any order, each once), UTF-8 (a byte-order mark allowed), RFC 4180 quoting
// (a note may hold commas, quotes and line breaks), LF or CRLF. Blank lines are skipped.
// README "Bring your own prices" and DESIGN.md "CLI contract, part 3" describe the columns.

// The columns, in the order of the contract's header.
const QStringList &quoteColumns();

// What is wrong with one quote, by column: a card, provider or instance the catalog does not
// have, a `per` that does not fit the form (per card for a rental), a provider's instance
// bought or rented by the machine, an amount out of bounds (ScenarioLimits), a date that does
// not exist or is after `today`, a text too long or with a control character. Empty when it
// can be applied (Catalog::withQuotes). The CSV reader and the scenario reader both use it.
struct QuoteProblem
{
    QString column;
    TrText message;
};
QList<QuoteProblem> quoteProblems(const UserQuote &quote, const Catalog &catalog, QDate today);

// The `per` a form is quoted in: hour (container), month (cloud monthly, bare metal), card
// (purchase).
QuotePer quotePerOf(ServiceForm form);

// Reads a quotes file. Every problem goes to `diagnostics` as file:line:column with the column's
// name and the reason; one bad row refuses the whole file (nothing is returned, nothing is
// half-applied), and so do two rows that quote the same thing. `today` bounds the dates.
std::optional<QList<UserQuote>> readQuotes(const QByteArray &text,
                                           const QString &fileName,
                                           const Catalog &catalog,
                                           QDate today,
                                           Diagnostics &diagnostics);
std::optional<QList<UserQuote>> readQuotesFile(const QString &path,
                                               const Catalog &catalog,
                                               QDate today,
                                               Diagnostics &diagnostics);

// Two quotes of one list that name the same thing: the index of the later one and of the first,
// or nothing.
std::optional<std::pair<qsizetype, qsizetype>> duplicateQuote(const QList<UserQuote> &quotes);

// The quotes as a file of the same format, for a user to keep or edit (UTF-8, CRLF, quoted
// where needed).
QByteArray writeQuotes(const QList<UserQuote> &quotes);

} // namespace Atlas
