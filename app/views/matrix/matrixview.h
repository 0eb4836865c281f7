#pragma once

#include "scenario/scenario.h"
#include "views/common/scenarioview.h"
#include "views/matrix/fitmatrixmodel.h"

QT_BEGIN_NAMESPACE
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
QT_END_NAMESPACE

namespace Atlas {

// 模型—算力匹配矩阵: the table, a mode switch (cards, time, cost), a task filter, the
// seed-table overlay switch and a legend. Selecting a cell sets the scenario to that model,
// task and accelerator at the layout the document's matrix found for it. Only a new matrix (a
// workload change) or new cell plans (the work or the prices) touch the table; the scenario's
// row and column are highlighted and scrolled into view when they move.
class MatrixView : public PlotView
{
    Q_OBJECT

public:
    MatrixView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    FitMatrixModel *model() const
    {
        ensureMatrix();
        return m_model;
    }
    QTableView *table() const { return m_table; }
    void setMode(FitMatrixModel::Mode mode);
    FitMatrixModel::Mode mode() const;
    // The matrix for the scenario's task, painted for the report and screenshots.
    using PlotView::plot;
    void plot(QPainter *painter,
              const QRectF &target,
              const PlotContext &context,
              PlotMode mode = PlotMode::Export) const override;
    // Rows (header first) of the visible matrix as text, for CSV export.
    QList<QStringList> tableRows() const;

signals:
    // "Add to comparison" on a cell of the scenario's own model and task.
    void compareOptionRequested(const Atlas::CompareOption &option);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override { fitColumns(); }

private:
    struct PlotGrid;
    void setupTable();
    void createLayout(); // the mode buttons and filters above the table, the legend under it
    void connectSignals(ScenarioDocument *document);
    // The printout, step by step: measure the grid, then draw it.
    void measurePlotGrid(PlotGrid &grid) const;
    void plotColumnHeaders(QPainter *painter, const PlotGrid &grid) const;
    void plotRows(QPainter *painter, const PlotGrid &grid) const;
    void plotCaption(QPainter *painter, const PlotGrid &grid) const;
    void retranslate();
    void applyTaskFilter();
    void applyColumnFilters(); // 国产 only, available in this market
    void updateLegend();       // names the workload the cells are computed for
    void fitColumns();         // headers readable in any language and type size, cells not cut
    void scrollToHighlight();
    bool deferWhileHidden(); // true: the matrix's changes wait for showEvent()
    void selectCell(const QModelIndex &proxyIndex);
    void showCellMenu(const QPoint &pos);

    FitMatrixModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QComboBox *m_taskFilter;
    QCheckBox *m_overlay;
    QCheckBox *m_domestic; // 国产 only: the other accelerators' columns hidden
    QCheckBox *m_market;   // only what can be bought or rented in the scenario's market
    QLabel *m_legend;
    QLabel *m_title;
    QButtonGroup *m_modes;
    bool m_scrollPending = true; // scroll to the scenario's cell when first shown
    // The model waits for the view to be shown (or asked for): from the start, and when a new
    // matrix or new plans came while on another tab.
    mutable bool m_matrixPending = true;
    void ensureMatrix() const;
    void fillModel();
};

} // namespace Atlas
