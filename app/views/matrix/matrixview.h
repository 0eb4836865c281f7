#pragma once

#include "scenario/scenario.h"
#include "views/common/scenarioview.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
QT_END_NAMESPACE

namespace Atlas {

class FitMatrixModel;

// 模型—算力匹配矩阵: the table, a task filter, the seed-table overlay switch and a legend.
// Selecting a cell sets the scenario to that model, task and accelerator at the layout the
// document's matrix found for it. Only a new matrix (a workload change) touches the table.
class MatrixView : public PlotView
{
    Q_OBJECT

public:
    MatrixView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    FitMatrixModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
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
    void scenarioChanged() override {}
    void displayChanged() override {}

private:
    void retranslate();
    void applyTaskFilter();
    void updateLegend(); // names the workload the cells are computed for
    void fitHeaderHeight();
    void selectCell(const QModelIndex &proxyIndex);
    void showCellMenu(const QPoint &pos);

    FitMatrixModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QComboBox *m_taskFilter;
    QCheckBox *m_overlay;
    QLabel *m_legend;
    QLabel *m_title;
};

} // namespace Atlas
