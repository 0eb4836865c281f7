#pragma once

#include "common/plotcontext.h"
#include "cost/planner.h"

#include <QList>
#include <QString>

#include <optional>

namespace Atlas {

class ScenarioDocument;
struct Scenario;

enum class OptionsColumn {
    Rank,
    Accelerator,
    Cards,  // cards × layout (DP/TP/PP/ZeRO)
    Bought, // the form's name, or provider + instance + count
    Market, // what the market marks: licence required, stock only, data leaves the mainland
    Region, // purchases, and where a provider's instance runs
    Time,   // with its band
    Cost,   // of a run
    Cash,   // a purchase's outlay
    PerYear,
    Budget,
    Co2,
    PerMillion, // a service: cost per million output tokens
    TokensPerSecond,
};

struct OptionsCell
{
    QString text;
    std::optional<double> value; // what the column sorts by; text when empty
    QString toolTip;
    bool marked = false; // drawn in the marked colour (PlotColors::marked())
};

// The document's ranked options (ScenarioDocument::options()) as the view shows them, in one
// language: a row per option in the planner's order, the columns that apply to this scenario
// (the per-year total only when the job recurs or the budget is per month or year, the cash
// outlay and region only when a purchase is listed, tokens only for a service), the counts
// line and, when nothing is listed, why. Built from the document alone: the table, the
// exported picture and the tests read the same texts.
class OptionsTable
{
public:
    OptionsTable() = default;
    OptionsTable(const ScenarioDocument &document, const PlotContext &context);

    const QList<OptionsColumn> &columns() const { return m_columns; }
    int columnCount() const { return int(m_columns.size()); }
    int rowCount() const { return int(m_rows.size()); }
    int column(OptionsColumn which) const { return int(m_columns.indexOf(which)); } // -1: absent
    QString header(int column) const;
    // Left-aligned text (names, forms, places) rather than a right-aligned figure.
    static bool isTextColumn(OptionsColumn column);
    QString headerToolTip(int column) const;
    const OptionsCell &cell(int row, int column) const { return m_rows.at(row).at(column); }
    bool pareto(int row) const { return m_pareto.at(row); }

    // "548 of 3,086 configurations meet the budget and the deadline; rejected: …".
    const QString &counts() const { return m_counts; }
    // Nothing listed: what is wrong (an invalid scenario) or which rejection dominates and
    // what to relax; empty when options are listed.
    const QString &emptyState() const { return m_emptyState; }

    bool showsSameAs(const OptionsTable &other) const;

    // "101 h (80–140)": the band in the point's unit, left out when it has none.
    static QString timeWithBand(double hours, double low, double high, Language language);
    // The name in the context's language; both ("英伟达 H100 / NVIDIA H100") with both
    // languages on.
    static QString acceleratorName(const Accelerator &accelerator, const PlotContext &context);
    static QString cardsAndLayout(const Layout &layout, const PlotContext &context);
    static QString boughtAs(const PlannerOption &option,
                            const PricingCatalog &pricing,
                            const PlotContext &context);
    // A provider's name without the description in brackets: "Vast.ai", "谷歌云".
    static QString providerName(const Provider &provider, const PlotContext &context);
    static QString formName(ServiceForm form,
                            const PricingCatalog &pricing,
                            const PlotContext &context);

private:
    void chooseColumns(const PlannerResult &result, const Scenario &scenario);
    void buildCounts(const ScenarioDocument &document);

    PlotContext m_context;
    bool m_served = false; // a service: its time is its period
    QList<OptionsColumn> m_columns;
    QList<QList<OptionsCell>> m_rows;
    QList<bool> m_pareto;
    QString m_counts;
    QString m_emptyState;
};

} // namespace Atlas
