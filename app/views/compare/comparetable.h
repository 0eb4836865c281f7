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

enum class CompareRow { Memory, Layout, Time, Cost, Electricity, Energy, Co2, Latency, Notes };
inline constexpr int CompareRowCount = 9;

struct CompareCell
{
    QString text;                // the value as shown
    QString detail;              // a muted second line (may be empty)
    std::optional<double> value; // what "best" compares; empty: unknown or the option does not fit
    bool best = false;
    bool problem = false; // does not fit, unknown, no price: drawn as a warning
    bool muted = false;   // a figure of an option that does not fit: shown, but hypothetical
    friend bool operator==(const CompareCell &, const CompareCell &) = default;
};

struct CompareHeader
{
    QString title;     // the option's label, or the accelerator's name
    QStringList lines; // cards × accelerator, service form and precision, region
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
    static int rowCount() { return CompareRowCount; }
    // Rows whose lowest value is highlighted.
    static bool ranksValues(CompareRow row);

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

    // The table as plain text: the header row first, then one row per row label, each with
    // the label followed by one cell per column.
    QList<QStringList> rows() const;

    // The same picture: texts, marks and memory bars. A view repaints only when this changes.
    bool showsSameAs(const CompareTable &other) const;

private:
    void buildHeaders(const Scenario &scenario, const Catalog *catalog);
    void buildRowLabels(const Scenario &scenario, const Catalog *catalog);
    void buildCells();
    void buildLegend(qsizetype optionCount);
    void markBest();
    QList<CompareCell> cellsFor(const CompareResult &result) const;
    QString text(const TrText &text) const;
    QString label(const TrText &text) const;

    PlotContext m_context;
    QList<CompareResult> m_results;
    QList<CompareHeader> m_headers;
    QList<QList<CompareCell>> m_cells; // by column, then row
    QString m_corner;
    QStringList m_rowLabels;
    QStringList m_rowCaptions;
    CompareLegend m_legend;
};

} // namespace Atlas
