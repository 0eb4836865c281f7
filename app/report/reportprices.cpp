// The report's prices: how old the prices behind the decision are (page 1), each price with its
// date where a cost is broken down, and the user's quotes in the sources.

#include "report/reportcontent.h"

#include "common/numberformat.h"
#include "common/pricetext.h"
#include "cost/priceage.h"
#include "document/scenariodocument.h"

#include <algorithm>

namespace Atlas::Report {

QString ReportContent::priceText(const PlanCost &cost) const
{
    return readable(PriceText::full(cost.rate, cost.form, m_context), m_language);
}

// One paragraph, so that page 1 keeps its room: the plan's own price named, the other rows of the
// decision table counted with their ages.
Blocks ReportContent::priceAgeWarning() const
{
    const QDate today = referenceDate();
    QString plan;
    int others = 0, youngest = 0, oldest = 0;
    for (const DecisionRow &row : decisionRows()) {
        if (!row.fits || !row.cost || !row.cost->priced || !isStalePrice(row.cost->rate.date, today))
            continue;
        const int months = priceAgeMonths(row.cost->rate.date, today).value_or(0);
        const bool decision = row.source == DecisionRow::Source::Plan
                              || row.source == DecisionRow::Source::SmallestFit;
        if (decision && plan.isEmpty()) {
            plan = t(ATLAS_TR("Atlas::PdfReport", "This plan: %1, %2 months old."))
                       .arg(PriceText::origin(row.cost->rate, m_context),
                            Format::integer(months, m_language));
            continue;
        }
        youngest = others ? std::min(youngest, months) : months;
        oldest = std::max(oldest, months);
        ++others;
    }
    if (plan.isEmpty() && others == 0)
        return {};
    QStringList parts{t(ATLAS_TR("Atlas::PdfReport", "Prices older than 12 months on %1."))
                          .arg(today.toString(Qt::ISODate))};
    if (!plan.isEmpty())
        parts << plan;
    if (others > 0) {
        const QString ages = youngest == oldest
                                 ? Format::integer(oldest, m_language)
                                 : Format::integer(youngest, m_language) + QStringLiteral("–")
                                       + Format::integer(oldest, m_language);
        parts << t(ATLAS_TR("Atlas::PdfReport",
                            "Rows of the decision table resting on such prices: %1 (%2 months "
                            "old)."))
                     .arg(Format::integer(others, m_language), ages);
    }
    parts << t(ATLAS_TR("Atlas::PdfReport",
                        "Check them with a supplier, or bring your own quotes (File → Import "
                        "Quotes…, or compute-atlas-cli --quotes FILE)."));
    return {paragraph(parts.join(u' '))};
}

Blocks ReportContent::quotesUsed() const
{
    const QList<UserQuote> &quotes = m_scenario.quotes;
    if (quotes.isEmpty())
        return {};
    Blocks blocks;
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Your quotes")));
    blocks << note(t(ATLAS_TR("Atlas::PdfReport",
                              "Each quote replaces the catalog's price for what it names, in "
                              "every figure of this report.")));
    Block b;
    b.kind = Block::Kind::Table;
    b.header = {t(ATLAS_TR("Atlas::PdfReport", "Quote for")),
                t(ATLAS_TR("Atlas::PdfReport", "Price")),
                t(ATLAS_TR("Atlas::PdfReport", "Date")),
                t(ATLAS_TR("Atlas::PdfReport", "Note")),
                t(ATLAS_TR("Atlas::PdfReport", "From"))};
    b.columnWidths = {30, 20, 12, 26, 12};
    for (const UserQuote &q : quotes)
        b.rows << QStringList{readable(PriceText::quoteSubject(q, m_document.catalog(), m_context),
                                       m_language),
                              readable(PriceText::quoteAmount(q, m_context), m_language),
                              q.date,
                              q.note,
                              q.origin()};
    blocks << b;
    return blocks;
}

} // namespace Atlas::Report
