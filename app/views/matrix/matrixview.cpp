#include "views/matrix/matrixview.h"

#include "common/fonts.h"
#include "common/preferences.h"
#include "common/tasknames.h"
#include "document/scenariodocument.h"
#include "views/matrix/fitmatrixmodel.h"
#include "views/matrix/matrixdelegate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace Atlas {

MatrixView::MatrixView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : PlotView(document, display, parent)
    , m_model(new FitMatrixModel(document, display, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView)
    , m_taskFilter(new QComboBox)
    , m_overlay(new QCheckBox)
    , m_legend(new QLabel)
    , m_title(new QLabel)
{
    setObjectName(QStringLiteral("matrixView"));
    m_table->setObjectName(QStringLiteral("matrixTable"));
    m_taskFilter->setObjectName(QStringLiteral("matrixTaskFilter"));
    m_overlay->setObjectName(QStringLiteral("seedOverlayCheck"));
    m_legend->setObjectName(QStringLiteral("matrixLegend"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(FitMatrixModel::RawValueRole);
    m_proxy->setFilterKeyColumn(-1);
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new MatrixDelegate(&m_model->style(), m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setDefaultSectionSize(56);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Accelerator names are longer than a column: wrap them over a few lines instead of
    // cutting both ends off.
    m_table->horizontalHeader()->setDefaultAlignment(
        Qt::Alignment(Qt::AlignCenter | Qt::TextWordWrap));
    fitHeaderHeight();
    m_table->verticalHeader()->setDefaultSectionSize(22);
    m_table->setWordWrap(false);
    m_overlay->setChecked(Preferences::seedOverlay.get());
    m_model->setSeedOverlay(m_overlay->isChecked());

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_title);
    bar->addStretch(1);
    bar->addWidget(m_taskFilter);
    bar->addWidget(m_overlay);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_legend);

    connect(m_overlay, &QCheckBox::toggled, this, [this](bool on) {
        m_model->setSeedOverlay(on);
        Preferences::seedOverlay.set(on);
    });
    connect(m_taskFilter, &QComboBox::activated, this, &MatrixView::applyTaskFilter);
    connect(m_table, &QTableView::clicked, this, &MatrixView::selectCell);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QTableView::customContextMenuRequested, this, &MatrixView::showCellMenu);
    // Only a new matrix resets the table: a budget or region change leaves every cell as it was,
    // and repainting 600 cells for nothing is what made slider drags slow on this view.
    connect(document, &ScenarioDocument::matrixChanged, this, [this] {
        updateLegend();
        m_model->refresh();
        applyTaskFilter();
    });
    retranslate();
}

void MatrixView::retranslate()
{
    m_title->setText(
        QStringLiteral("<b>%1</b>")
            .arg(tr("Smallest number of cards that fits, per model × task and accelerator")));
    m_overlay->setText(tr("Overlay the seed's table 4.2"));
    m_overlay->setToolTip(
        tr("Red corner: the seed recommends a setup the engine says does not fit; green: it fits"));
    const int current = m_taskFilter->currentIndex();
    m_taskFilter->clear();
    m_taskFilter->addItem(tr("All tasks"), -1);
    for (Task task : ScenarioDocument::matrixTasks())
        m_taskFilter->addItem(TaskNames::longName(task), int(task));
    m_taskFilter->setCurrentIndex(std::max(0, current));
    updateLegend();
    m_model->refresh();
    applyTaskFilter();
}

void MatrixView::updateLegend()
{
    m_legend->setText(
        tr("1, 2, 4 … cards · ✕ does not fit on up to 4096 cards · — not possible at this "
           "precision · "
           "precision %1, sequence %2, micro-batch %3; inference: context %4, %5 concurrent")
            .arg(precisionLabel(document()->scenario().workload.precision))
            .arg(document()->scenario().workload.seqLen)
            .arg(document()->scenario().workload.microBatch)
            .arg(document()->scenario().workload.context)
            .arg(document()->scenario().workload.concurrency));
}

void MatrixView::applyTaskFilter()
{
    const int task = m_taskFilter->currentData().toInt();
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex source = m_proxy->mapToSource(m_proxy->index(row, 0));
        const bool visible = task < 0
                             || m_model->data(source, FitMatrixModel::TaskRole).toInt() == task;
        m_table->setRowHidden(row, !visible);
    }
}

void MatrixView::selectCell(const QModelIndex &proxyIndex)
{
    const QModelIndex index = m_proxy->mapToSource(proxyIndex);
    const int gpus = m_model->data(index, FitMatrixModel::RawValueRole).toInt();
    if (gpus <= 0 || gpus >= FitMatrixModel::DoesNotFitSortValue)
        return;
    // The cell's own layout and workload, as the document's matrix found them.
    const FitMatrix &matrix = document()->matrix();
    const int row = index.row();
    const int column = m_model->matrixColumn(index.column());
    const QString modelId = matrix.model(row)->id;
    const QString accelerator = matrix.accelerator(column)->id;
    const Workload w = matrix.rowWorkload(row);
    const Layout layout = matrix.layout(row, column);
    document()->edit(ScenarioField::MatrixCell, tr("Choose a matrix cell"), [&](Scenario &s) {
        s.modelId = modelId;
        s.customModel.reset();
        s.workload = w;
        s.acceleratorId = accelerator;
        s.layout = layout;
        s.pricePerGpuHour.reset();
    });
}

void MatrixView::showCellMenu(const QPoint &pos)
{
    const QModelIndex proxyIndex = m_table->indexAt(pos);
    if (!proxyIndex.isValid())
        return;
    const QModelIndex index = m_proxy->mapToSource(proxyIndex);
    const int gpus = m_model->data(index, FitMatrixModel::RawValueRole).toInt();
    const Scenario &s = document()->scenario();
    const bool fits = gpus > 0 && gpus < FitMatrixModel::DoesNotFitSortValue;
    // A comparison option shares the scenario's model and workload, so only that row's cells
    // can become one; other rows first need "Use this cell".
    const bool scenarioRow = m_model->data(index, FitMatrixModel::ModelIdRole).toString()
                                 == s.modelId
                             && Task(m_model->data(index, FitMatrixModel::TaskRole).toInt())
                                    == s.workload.task
                             && !s.customModel;
    QMenu menu(this);
    QAction *use = menu.addAction(tr("Use this cell"));
    use->setEnabled(fits);
    QAction *compare = menu.addAction(tr("Add to comparison"));
    compare->setEnabled(fits && scenarioRow);
    if (!scenarioRow)
        compare->setToolTip(tr("Only cells of the scenario's model and task can be compared"));
    menu.setToolTipsVisible(true);
    QAction *chosen = menu.exec(m_table->viewport()->mapToGlobal(pos));
    if (chosen == use)
        selectCell(proxyIndex);
    else if (chosen == compare) {
        // The cell was computed for the row's workload (QLoRA rows run at BF16, for one): the
        // option keeps that precision, so the comparison shows what the cell showed.
        const Workload row = document()->matrix().rowWorkload(index.row());
        emit compareOptionRequested(
            {{},
             m_model->data(index, FitMatrixModel::AcceleratorIdRole).toString(),
             gpus,
             std::nullopt,
             QString(),
             row.precision != s.workload.precision ? std::optional(row.precision) : std::nullopt,
             std::nullopt});
    }
}

QList<QStringList> MatrixView::tableRows() const
{
    QList<QStringList> rows;
    QStringList header{tr("Model · task")};
    for (int c = 0; c < m_model->columnCount(); ++c)
        header << m_model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    rows << header;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStringList row{m_model->headerData(r, Qt::Vertical, Qt::DisplayRole).toString()};
        for (int c = 0; c < m_model->columnCount(); ++c)
            row << m_model->cellText(r, c);
        rows << row;
    }
    return rows;
}

void MatrixView::plot(QPainter *painter,
                      const QRectF &target,
                      const PlotContext &context,
                      PlotMode) const
{
    // The scenario's task only: every model against every accelerator, headers turned upright.
    const FitMatrix &matrix = document()->matrix();
    const MatrixStyle style = MatrixStyle::make(context);
    const Task task = document()->scenario().workload.task;
    QList<int> rows;
    for (int r = 0; r < matrix.rowCount(); ++r)
        if (matrix.task(r) == task)
            rows.append(r);
    const int columns = m_model->columnCount();
    if (rows.isEmpty() || columns == 0)
        return;
    QStringList columnLabels;
    for (int c = 0; c < columns; ++c)
        columnLabels << FitMatrixModel::columnLabel(*matrix.accelerator(m_model->matrixColumn(c)),
                                                    context.language);
    painter->save();
    // Rows as tall as the target allows, text in proportion.
    const double rowHeight = std::clamp((target.height() * style.rowHeightShare) / rows.size(),
                                        10.0,
                                        style.maxRowHeight);
    QFont font = style.font(rowHeight * style.textShare);
    painter->setFont(font);
    const QFontMetricsF fm(font);
    double labelWidth = 0;
    for (int r : rows)
        labelWidth = std::max(labelWidth,
                              fm.horizontalAdvance(
                                  FitMatrixModel::rowLabel(*matrix.model(r), task, context)));
    labelWidth = std::min(labelWidth + 6, target.width() * style.labelShare);
    double headerHeight = 0;
    for (const QString &label : std::as_const(columnLabels))
        headerHeight = std::max(headerHeight, fm.horizontalAdvance(label));
    headerHeight = std::min(headerHeight + 6, target.height() * style.headerShare);
    const double cellW = (target.width() - labelWidth) / columns;
    const double cellH = std::min(rowHeight,
                                  (target.height() - headerHeight - 3 * fm.height()) / rows.size());
    for (int c = 0; c < columns; ++c) {
        const QRectF header(target.left() + labelWidth + c * cellW,
                            target.top(),
                            cellW,
                            headerHeight);
        painter->fillRect(header,
                          style.tierColor(matrix.accelerator(m_model->matrixColumn(c))->tier));
        painter->save();
        painter->translate(header.center().x() + fm.ascent() / 2 - 1, header.bottom() - 3);
        painter->rotate(-90);
        painter->setPen(style.text);
        painter->drawText(QPointF(0, 0),
                          fm.elidedText(columnLabels.at(c), Qt::ElideRight, headerHeight - 6));
        painter->restore();
    }
    for (int i = 0; i < rows.size(); ++i) {
        const int r = rows.at(i);
        const double y = target.top() + headerHeight + i * cellH;
        painter->setPen(style.text);
        painter->drawText(QRectF(target.left(), y, labelWidth - 4, cellH),
                          Qt::AlignRight | Qt::AlignVCenter,
                          fm.elidedText(FitMatrixModel::rowLabel(*matrix.model(r), task, context),
                                        Qt::ElideRight,
                                        labelWidth - 4));
        for (int c = 0; c < columns; ++c) {
            const QRectF cell(target.left() + labelWidth + c * cellW, y, cellW, cellH);
            const QModelIndex index = m_model->index(r, c);
            painter->fillRect(cell, style.cellColor(matrix.minGpus(r, m_model->matrixColumn(c))));
            painter->setPen(style.cellGrid);
            painter->drawRect(cell);
            painter->setPen(style.cellText);
            painter->drawText(cell, Qt::AlignCenter, m_model->cellText(r, c));
            MatrixDelegate::paintSeedMarker(painter,
                                            cell.adjusted(0, 0, -1, -1),
                                            index.data(FitMatrixModel::SeedVerdictRole).toInt(),
                                            style);
        }
    }
    // Caption under the grid: which task the grid shows and how to read a cell.
    const double captionTop = target.top() + headerHeight + rows.size() * cellH + fm.height() * 0.5;
    painter->setPen(style.text);
    painter->drawText(QRectF(target.left(), captionTop, target.width(), fm.height() * 2.5),
                      Qt::AlignLeft | Qt::TextWordWrap,
                      context.text(ATLAS_TR("Atlas::MatrixView",
                                            "Task: %1. Each cell is the minimum number of cards "
                                            "that fits; ✕ means it does not fit within the search "
                                            "limit.")
                                       .arg(TaskNames::longName(task, context))));
    painter->restore();
}

void MatrixView::fitHeaderHeight()
{
    // Four lines of the current type (workshop mode enlarges it): "Instinct / MI325X / 256GB".
    m_table->horizontalHeader()->setFixedHeight(m_table->fontMetrics().height() * 4 + 8);
}

void MatrixView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitHeaderHeight();
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
