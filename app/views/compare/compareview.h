#pragma once

#include "scenario/scenario.h"
#include "scenario/scenarioengine.h"
#include "views/common/scenarioview.h"
#include "views/compare/comparestyle.h"
#include "views/compare/comparetable.h"

#include <QList>
#include <QStringList>

#include <memory>

QT_BEGIN_NAMESPACE
class QToolButton;
QT_END_NAMESPACE

namespace Atlas {

class ComparePlotter;

// The compare view (对比): two to four options of a scenario side by side — memory fit per GPU,
// cards and layout, time, a run's cost, cash outlay, a year's cost, the budget's verdict, the
// serving figures of inference options, electricity, energy, CO₂, latency and notes (the rows
// that apply to at least one option) — with the best value of a row highlighted where the
// options that fit differ in it.
//
// The options' figures are the document's (ScenarioResult::compare, computed by the core with
// the scenario); the view only lays them out. It never edits the scenario: removing an option is
// a request (removeOptionRequested()) that the owner turns into an undoable edit. A change that
// leaves the table as it was (a budget drag) repaints nothing.
//
// Painting goes through plot(), which draws the whole table into any painter (screen, PNG,
// PDF). The screen adds only a hover highlight and the remove buttons, which are child widgets
// and so never part of an export.
class CompareView : public PlotView
{
    Q_OBJECT

public:
    CompareView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);
    ~CompareView() override;

    int optionCount() const;
    int columnCount() const { return m_table.columnCount(); } // at most CompareTable::MaxColumns
    const QList<CompareResult> &results() const { return m_results; } // the shown ones
    // The table as shown, in the view's language.
    const CompareTable &table() const { return m_table; }

    // Draws the whole table into `target` (logical units; for a high-resolution device such as
    // a QPdfWriter, scale the painter to 96 dpi first), scaled down as a whole if it does not
    // fit. Export mode leaves out the hover highlight.
    using PlotView::plot;
    void plot(QPainter *painter,
              const QRectF &target,
              const PlotContext &context,
              PlotMode mode = PlotMode::Export) const override;

    // The same table as text cells, for CSV: the header row first, then one row per row label
    // (label first, then one cell per column). Row labels follow the display's both languages.
    QList<QStringList> tableRows(Language language) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // `index` is the option's index in the scenario's compare list.
    void removeOptionRequested(int index);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override;

private:
    // The layout for the widget's own rectangle, kept until the table, style or size changes:
    // painting, hover, tooltips and the buttons all need it, and laying out costs milliseconds.
    const ComparePlotter &screenLayout() const;
    void invalidateLayout();
    CompareTable buildTable(const PlotContext &context) const;
    void rebuild();
    void updateButtons();
    void retranslate();
    int columnAt(QPointF widgetPos) const;
    QString toolTipAt(QPointF widgetPos) const;

    PlotContext m_context;          // the screen's
    QList<CompareResult> m_results; // the document's, capped to the columns
    CompareTable m_table;
    CompareStyle m_style;
    mutable std::unique_ptr<ComparePlotter> m_layout;
    QList<QToolButton *> m_removeButtons;
    int m_hoverColumn = -1;
};

} // namespace Atlas
