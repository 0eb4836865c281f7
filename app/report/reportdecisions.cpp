// Page 1's decision table: the plan, its smallest fit, the comparison options and the planner's
// best, each with its fit, time, cost and budget verdict.

#include "report/reportcontent.h"

#include "common/numberformat.h"
#include "common/phrases.h"
#include "common/tasknames.h"
#include "cost/priceage.h"
#include "document/scenariodocument.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Atlas::Report {

namespace {

// A row from the scenario's own result or a comparison option's: the two share these fields
// under the same names.
template<typename Result>
DecisionRow decisionRow(DecisionRow::Source source,
                        const QString &option,
                        const Result &x,
                        const Layout &layout)
{
    DecisionRow row;
    row.source = source;
    row.option = option;
    row.fits = x.fits;
    row.gpus = x.gpus;
    row.layout = layout;
    row.serving = x.serving ? &*x.serving : nullptr;
    row.timeKnown = x.timeKnown;
    row.hours = x.wallHours;
    row.hoursLow = x.wallHoursLow;
    row.hoursHigh = x.wallHoursHigh;
    row.cost = &x.cost;
    row.spend = &x.spend;
    row.costPerMillionTokensCny = x.costPerMillionTokensCny;
    row.market = &x.market;
    return row;
}

} // namespace

QList<DecisionRow> ReportContent::decisionRows() const
{
    QList<DecisionRow> rows;
    const ScenarioResult &r = m_result;
    if (r.valid) {
        rows << decisionRow(DecisionRow::Source::Plan,
                            t(ATLAS_TR("Atlas::PdfReport", "This plan")),
                            r,
                            m_scenario.layout);
        if (r.smallestFit) {
            const SmallestFit &f = *r.smallestFit;
            DecisionRow fit;
            fit.source = DecisionRow::Source::SmallestFit;
            fit.option = t(ATLAS_TR("Atlas::PdfReport", "This plan on the fewest cards that fit"));
            fit.fits = true;
            fit.gpus = f.gpus;
            fit.layout = f.layout;
            fit.timeKnown = r.timeKnown;
            fit.hours = f.wallHours;
            smallestFitBand(&fit.hoursLow, &fit.hoursHigh);
            fit.cost = &f.cost;
            fit.spend = &f.spend;
            fit.market = &r.market;
            rows << fit;
        }
    }
    for (const CompareResult &c : r.compare) {
        rows << decisionRow(DecisionRow::Source::Compare,
                            c.option.label.isEmpty() && c.accelerator ? name(c.accelerator->name)
                                                                      : name(c.option.label),
                            c,
                            c.layout);
    }
    // The planner's best few, one per accelerator, form and provider: the same option in
    // three regions says less than three different ones.
    // Page 1 holds the table and what moves the answer: a long comparison leaves the planner
    // fewer rows (at least one); its full list follows the recommendation.
    const QList<PlannerOption> &options = m_document.options().options;
    const int plannerRows = std::min(m_plannerRows,
                                     std::max(1, DecisionRowsOnSummary - int(rows.size())));
    QList<const PlannerOption *> best;
    for (const PlannerOption &o : options) {
        if (best.size() == plannerRows)
            break;
        const bool seen = std::any_of(best.cbegin(), best.cend(), [&](const PlannerOption *b) {
            return b->accelerator == o.accelerator && b->form == o.form
                   && b->provider == o.provider;
        });
        if (!seen)
            best << &o;
    }
    for (const PlannerOption *option : std::as_const(best)) {
        const PlannerOption &o = *option;
        const int i = int(option - options.constData());
        DecisionRow row;
        row.source = DecisionRow::Source::Planner;
        row.option = t(ATLAS_TR("Atlas::PdfReport", "Planner #%1: %2"))
                         .arg(i + 1)
                         .arg(plannerOptionName(o, false));
        row.fits = true;
        row.gpus = o.layout.gpus;
        row.layout = o.layout;
        row.timeKnown = true;
        row.hours = o.wallHours;
        row.hoursLow = o.wallHoursLow;
        row.hoursHigh = o.wallHoursHigh;
        row.cost = &o.cost;
        row.spend = &o.spend;
        row.costPerMillionTokensCny = o.costPerMillionTokensCny;
        row.market = &o.market;
        rows << row;
    }
    return rows;
}

QString ReportContent::plannerOptionName(const PlannerOption &o, bool instance) const
{
    QStringList parts{name(o.accelerator->name)};
    if (o.provider && o.instance) {
        // "Google Cloud (Compute Engine, Cloud TPU)": the provider without its explanation.
        QString provider = name(o.provider->name);
        provider = provider.left(provider.indexOf(QRegularExpression(QStringLiteral("\\s*[(（]"))));
        parts << (instance ? provider + QStringLiteral(" ")
                                 + (o.instance->name.isEmpty() ? o.instance->id : o.instance->name)
                           : provider);
    } else {
        parts << formName(o.form);
    }
    // Rented capacity costs the same everywhere: only a purchase's region says something.
    if (o.site())
        parts << name(o.site()->name);
    return parts.join(Format::listSeparator(m_language));
}

QString ReportContent::budgetCell(const DecisionRow &row) const
{
    const std::optional<Budget> budget = m_scenario.budget();
    if (!budget)
        return t(ATLAS_TR("Atlas::PdfReport", "no budget"));
    if (!row.fits)
        return t(ATLAS_TR("Atlas::PdfReport", "does not fit"));
    if (!row.spend || !row.spend->comparedCny)
        return t(ATLAS_TR("Atlas::PdfReport", "no price"));
    const double compared = *row.spend->comparedCny;
    // A purchase is judged on its outlay, a figure the table does not show otherwise.
    const QString outlay = row.spend->compared == Spend::Compared::Outlay
                               ? u'\n'
                                     + t(ATLAS_TR("Atlas::PdfReport", "outlay %1"))
                                           .arg(periodPhrase(budget->period).arg(money(compared)))
                               : QString();
    if (row.spend->withinBudget.value_or(false))
        return t(ATLAS_TR("Atlas::PdfReport", "within")) + outlay;
    return t(ATLAS_TR("Atlas::PdfReport", "over by %1")).arg(money(compared - budget->amountCny))
           + outlay;
}

QString ReportContent::hoursBand(double h, double low, double high) const
{
    if (high > low)
        return hours(h) + u'\n' + hours(low) + QStringLiteral("–") + hours(high);
    return hours(h);
}

Block::Tone ReportContent::budgetTone(const DecisionRow &row) const
{
    if (!m_scenario.budget())
        return Block::Tone::Muted;
    if (!row.spend || !row.spend->withinBudget)
        return row.fits ? Block::Tone::Muted : Block::Tone::Bad;
    return *row.spend->withinBudget ? Block::Tone::Good : Block::Tone::Bad;
}

Block ReportContent::decisionTable() const
{
    const QList<DecisionRow> rows = decisionRows();
    DecisionColumns columns;
    columns.served = std::any_of(rows.cbegin(), rows.cend(), [](const DecisionRow &r) {
        return r.costPerMillionTokensCny.has_value();
    });
    // Cash outlay is a purchase's: a table of rented options has none to show.
    columns.bought = std::any_of(rows.cbegin(), rows.cend(), [](const DecisionRow &r) {
        return r.spend && r.spend->outlayCny.has_value();
    });
    // A year's cost only where it says something (a recurring job, a budget by the month or
    // year): a one-off job's "per year" would repeat its run (the one rule, cost/budget.h).
    columns.yearly = std::any_of(rows.cbegin(), rows.cend(), [&](const DecisionRow &r) {
        return r.spend && r.spend->yearMatters;
    });
    Block b;
    b.kind = Block::Kind::Table;
    const int budgetColumn = decisionHeader(&b, columns);
    for (const DecisionRow &row : rows) {
        const int index = int(b.rows.size());
        b.rows << decisionCells(row, columns);
        if (row.source == DecisionRow::Source::Plan)
            b.strongRows << index;
        b.setTone(index, 1, row.fits ? Block::Tone::Good : Block::Tone::Bad);
        b.setTone(index, budgetColumn, budgetTone(row));
    }
    return b;
}

int ReportContent::decisionHeader(Block *b, const DecisionColumns &columns) const
{
    // Relative widths, made to add up to the page. The Fits column holds its header on one
    // line in Chinese (能否放下, the first language of a bilingual table); in English the
    // width goes to the options' names, so that page 1 keeps what moves the answer.
    QList<double> widths;
    auto column = [&](const TrText &header, double width, bool right) {
        b->header << t(header);
        widths << width;
        b->rightAligned << right;
    };
    column(ATLAS_TR("Atlas::PdfReport", "Option"), 25, false);
    column(ATLAS_TR("Atlas::PdfReport", "Fits"), m_language == Language::Chinese ? 10 : 7, false);
    column(ATLAS_TR("Atlas::PdfReport", "Cards and layout"), 13, false);
    column(ATLAS_TR("Atlas::PdfReport", "Time (band)"), 12, true);
    column(ATLAS_TR("Atlas::PdfReport", "Cost of a run"), 10, true);
    if (columns.bought)
        column(ATLAS_TR("Atlas::PdfReport", "Cash outlay"), 10, true);
    if (columns.yearly)
        column(ATLAS_TR("Atlas::PdfReport", "Per year"), 10, true);
    const int budgetColumn = int(b->header.size());
    column(ATLAS_TR("Atlas::PdfReport", "Budget"), 10, false);
    column(ATLAS_TR("Atlas::PdfReport", "CO₂ a run"), 9, true);
    if (columns.served)
        column(ATLAS_TR("Atlas::PdfReport", "Per million tokens"), 9, true);
    double total = 0;
    for (double w : std::as_const(widths))
        total += w;
    for (double w : std::as_const(widths))
        b->columnWidths << int(w * 100 / total);
    return budgetColumn;
}

QStringList ReportContent::decisionCells(const DecisionRow &row,
                                         const DecisionColumns &columns) const
{
    const QString dash = QStringLiteral("—");
    QStringList cells;
    cells << row.option + marketSuffix(row.market);
    cells << (row.fits ? t(ATLAS_TR("Atlas::PdfReport", "fits"))
                       : t(ATLAS_TR("Atlas::PdfReport", "does not fit")));
    cells << (row.gpus > 0 ? cardsAndLayout(row.gpus, row.layout, row.serving) : dash);
    const bool priced = row.fits && row.cost && row.cost->priced;
    if (!row.fits || !row.timeKnown)
        cells << dash;
    else if (row.serving && row.serving->valid)
        cells << t(ATLAS_TR("Atlas::PdfReport", "%1 token/s"))
                     .arg(Format::count(row.serving->outputTokensPerSecond, m_language));
    else
        cells << hoursBand(row.hours, row.hoursLow, row.hoursHigh);
    cells << (priced ? money(row.cost->totalCny) : dash);
    if (columns.bought && priced && row.spend && row.spend->outlayCny)
        cells << t(ATLAS_TR("Atlas::PdfReport", "%1 for the cards"))
                     .arg(money(*row.spend->outlayCny));
    else if (columns.bought)
        cells << (priced ? t(ATLAS_TR("Atlas::PdfReport", "none (rented)")) : dash);
    if (columns.yearly)
        cells << (priced && row.spend && row.spend->perYearCny && row.spend->yearMatters
                      ? money(*row.spend->perYearCny)
                      : dash);
    cells << budgetCell(row);
    cells << (row.fits && row.cost && row.cost->energyKnown
                  ? Format::co2(row.cost->co2Kg, m_language)
                  : dash);
    if (columns.served)
        cells << (row.costPerMillionTokensCny ? money(*row.costPerMillionTokensCny) : dash);
    return cells;
}

} // namespace Atlas::Report
