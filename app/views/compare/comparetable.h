#pragma once

#include "common/plotcontext.h"
#include "scenario/scenarioengine.h"
#include "text/localizedtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

class Catalog;

// Every row the comparison can show, in the order it shows them. Money stays in rows of its
// own (a run's cost, the cash outlay, a year's cost, the budget's verdict), never mixed in one
// "cost"; the serving rows apply to inference options only. A table shows the rows that apply
// to at least one of its columns (CompareTable::shownRows()), the same for screen, PDF and CSV.
enum class CompareRow {
    Memory,
    Layout,
    Time,
    RunCost,
    Outlay,
    PerYear,
    Budget,
    OutputRate,
    UserRate,
    FirstToken,
    ServingCards,
    PerMillion,
    FleetMix, // a service over the scenario's week of load: the recommended mix a month
    Electricity,
    Energy,
    Co2,
    Latency,
    Notes,
};
inline constexpr int CompareRowCount = 18;

// How a row's values are ranked: which one is "best".
enum class CompareRanking { None, Lower, Higher };

struct CompareCell
{
    QString text;   // the value as shown
    QString detail; // a muted second line (may be empty)
    // What "best" compares; empty: unknown, the option does not fit, or the row does not matter
    // for the option's task (an inference option's service period, a training job's latency).
    std::optional<double> value;
    bool best = false;
    bool problem = false; // does not fit, unknown, no price: drawn as a warning
    // A figure of an option that does not fit (shown, but hypothetical), or a row that does not
    // apply to the option ("—": a training job has no tokens per second, a rental no outlay).
    bool muted = false;
    friend bool operator==(const CompareCell &, const CompareCell &) = default;
};

struct CompareHeader
{
    QString title;      // the option's label, or the accelerator's name
    QStringList lines;  // cards × accelerator, service form and precision, region
    QString market;     // the market's badges (licence required, data leaves …), or empty
    QString marketNote; // why, for the tooltip
    bool fits = false;
    friend bool operator==(const CompareHeader &, const CompareHeader &) = default;
};

// Texts the table's picture needs besides the cells, in the table's language.
struct CompareLegend
{
    QStringList segments; // one per MemoryCategory, in its order
    QString capacity;
    QString overflow;
    QString best;      // the tag on a highlighted cell
    QString hint;      // fewer than two options: what to do
    QStringList notes; // what the highlight means, the cap
    friend bool operator==(const CompareLegend &, const CompareLegend &) = default;
};

// The compare view's table in one plot context (language, both languages): headers, row labels
// and cells as text, with the best value per row marked. Building it is cheap, so the view
// builds one per context it shows (screen, CSV, a PDF in another language) instead of
// translating cells after the fact. The figures are the document's (ScenarioResult::compare).
class CompareTable
{
public:
    static constexpr int MaxColumns = 4;

    CompareTable() = default;
    // `results` are the evaluated options already capped to MaxColumns; `optionCount` is how
    // many the scenario has, so the table can say when some are left out.
    CompareTable(const Scenario &scenario,
                 const QList<CompareResult> &results,
                 qsizetype optionCount,
                 const Catalog *catalog,
                 const PlotContext &context);

    Language language() const { return m_context.language; }
    const PlotContext &context() const { return m_context; }
    int columnCount() const { return int(m_headers.size()); }
    // The rows shown, in order: those that apply to at least one column.
    const QList<CompareRow> &shownRows() const { return m_shownRows; }
    int rowCount() const { return int(m_shownRows.size()); }
    bool showsRow(CompareRow row) const { return m_shownRows.contains(row); }
    // Which value of a row is highlighted: the lowest, the highest, or none.
    static CompareRanking ranking(CompareRow row);
    static bool ranksValues(CompareRow row) { return ranking(row) != CompareRanking::None; }

    QString cornerText() const { return m_corner; }
    QString rowLabel(CompareRow row) const { return m_rowLabels.at(int(row)); }
    QString rowCaption(CompareRow row) const { return m_rowCaptions.at(int(row)); }
    const CompareHeader &header(int column) const { return m_headers.at(column); }
    const CompareCell &cell(CompareRow row, int column) const;
    const CompareResult &result(int column) const { return m_results.at(column); }
    // Whether the engine produced figures for the column (and so a memory bar).
    bool hasFigures(int column) const;
    const CompareLegend &legend() const { return m_legend; }
    // The per-category breakdown of the memory cell, one line per category (for tooltips).
    QStringList memoryBreakdown(int column) const;

    // The table as plain text: the header row first, then one row per shown row, each with
    // the label followed by one cell per column.
    QList<QStringList> rows() const;

    // The same picture: texts, marks and memory bars. A view repaints only when this changes.
    bool showsSameAs(const CompareTable &other) const;

private:
    void buildHeaders(const Scenario &scenario, const Catalog *catalog);
    QString howPaid(const CompareOption &o, const Scenario &scenario, const Catalog *catalog) const;
    void buildRowLabels(const Scenario &scenario, const Catalog *catalog);
    void buildCells(const Scenario &scenario);
    void buildShownRows(const Scenario &scenario);
    void buildLegend(qsizetype optionCount);
    void markBest();
    void addLanguage(const CompareTable &other);
    // comparecells.cpp
    QList<CompareCell> cellsFor(const CompareResult &result, const Scenario &scenario) const;
    CompareCell memoryCell(const CompareResult &result) const;
    CompareCell layoutCell(const CompareResult &result) const;
    CompareCell timeCell(const CompareResult &result, const Scenario &scenario) const;
    CompareCell budgetCell(const CompareResult &result, const Scenario &scenario) const;
    void energyCells(QList<CompareCell> &cells, const CompareResult &result) const;
    void hideUnfitFigures(QList<CompareCell> &cells) const;
    QString cardsText(int gpus) const;
    void moneyCells(QList<CompareCell> &cells,
                    const CompareResult &result,
                    const Scenario &scenario) const;
    void servingCells(QList<CompareCell> &cells, const CompareResult &result) const;
    void fleetCell(CompareCell &cell, const CompareResult &result) const;
    QString text(const TrText &text) const;
    QString label(const TrText &text) const;

    PlotContext m_context;
    QList<CompareResult> m_results;
    QList<CompareHeader> m_headers;
    QList<QList<CompareCell>> m_cells; // by column, then row (every CompareRow, shown or not)
    QList<CompareRow> m_shownRows;
    QString m_corner;
    QStringList m_rowLabels;
    QStringList m_rowCaptions;
    CompareLegend m_legend;
};

} // namespace Atlas
