#pragma once

#include "scenario/scenario.h"
#include "scenario/scenarioengine.h"
#include "text/localizedtext.h"
#include "views/compare/comparestyle.h"
#include "views/compare/comparetable.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QToolButton;
QT_END_NAMESPACE

namespace Atlas {

class Catalog;
class ComparePlotter;

// The compare view (对比): two to four options of a scenario side by side — memory fit per GPU,
// cards and layout, time, cost, electricity, energy, CO₂, latency and notes — with the best
// value of each row highlighted among the options that fit.
//
// The view evaluates the scenario's compare options through the core engine and shows them;
// it never edits the scenario. Removing an option is a request (removeOptionRequested()) that
// the owner turns into an undoable edit and answers with setScenario().
//
// Painting goes through plot(), which draws the whole table into any painter (screen, PNG,
// PDF). The screen adds only a hover highlight and the remove buttons, which are child widgets
// and so never part of an export.
class CompareView : public QWidget
{
    Q_OBJECT

public:
    enum class PlotMode { Export, Interactive };

    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    void setScenario(const Scenario &scenario);
    const Scenario &scenario() const { return m_scenario; }

    void setLanguage(Language language);
    Language language() const { return m_language; }
    void setShowBothLanguages(bool both); // row labels "时间 Time"
    bool showBothLanguages() const { return m_bothLanguages; }
    void setHighContrast(bool highContrast);
    bool highContrast() const { return m_highContrast; }

    int optionCount() const { return int(m_scenario.compare.size()); }
    int columnCount() const { return m_table.columnCount(); } // at most CompareTable::MaxColumns
    const QList<CompareResult> &results() const { return m_results; }
    // The table as shown, in the view's language.
    const CompareTable &table() const { return m_table; }

    // Draws the whole table into `target` (logical units; for a high-resolution device such as
    // a QPdfWriter, scale the painter to 96 dpi first), scaled down as a whole if it does not
    // fit. Export mode leaves out the hover highlight.
    void plot(QPainter *painter, const QRectF &target, PlotMode mode = PlotMode::Export) const;

    // The same table as text cells, for CSV: the header row first, then one row per row label
    // (label first, then one cell per column). Row labels follow showBothLanguages().
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

private:
    // The layout for the widget's own rectangle, kept until the table, style or size changes:
    // painting, hover, tooltips and the buttons all need it, and laying out costs milliseconds.
    const ComparePlotter &screenLayout() const;
    void invalidateLayout();
    CompareTable buildTable(Language language) const;
    void evaluate();
    void rebuild();
    void updateButtons();
    void retranslate();
    int columnAt(QPointF widgetPos) const;
    QString toolTipAt(QPointF widgetPos) const;

    std::shared_ptr<const Catalog> m_catalog;
    Scenario m_scenario;
    QList<CompareResult> m_results;
    CompareTable m_table;
    CompareStyle m_style;
    mutable std::unique_ptr<ComparePlotter> m_layout;
    Language m_language = Language::English;
    bool m_bothLanguages = false;
    bool m_highContrast = false;
    QList<QToolButton *> m_removeButtons;
    int m_hoverColumn = -1;
};

} // namespace Atlas
