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

    FitMatrixModel *model() const { return m_model; }
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
    void retranslate();
    void applyTaskFilter();
    void applyDomesticFilter();
    void updateLegend(); // names the workload the cells are computed for
    void fitColumns();   // headers readable in any language and type size, cells not cut
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
    QLabel *m_legend;
    QLabel *m_title;
    QButtonGroup *m_modes;
    bool m_scrollPending = true;  // scroll to the scenario's cell when first shown
    bool m_matrixPending = false; // a new matrix or new plans came while on another tab
};

} // namespace Atlas
