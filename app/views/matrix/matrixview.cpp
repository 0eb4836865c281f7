#include "views/matrix/matrixview.h"

#include "common/fonts.h"
#include "common/numberformat.h"
#include "common/preferences.h"
#include "common/tasknames.h"
#include "document/scenariodocument.h"
#include "views/matrix/fitmatrixmodel.h"
#include "views/matrix/matrixdelegate.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QTextBoundaryFinder>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace Atlas {

MatrixView::MatrixView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : PlotView(document, display, parent)
    , m_model(new FitMatrixModel(document, display, this, FitMatrixModel::Fill::Later))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView)
    , m_taskFilter(new QComboBox)
    , m_overlay(new QCheckBox)
    , m_domestic(new QCheckBox)
    , m_market(new QCheckBox)
    , m_legend(new QLabel)
    , m_title(new QLabel)
    , m_modes(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("matrixView"));
    setupTable();
    createLayout();
    connectSignals(document);
    retranslate();
}

void MatrixView::setupTable()
{
    m_table->setObjectName(QStringLiteral("matrixTable"));
    m_taskFilter->setObjectName(QStringLiteral("matrixTaskFilter"));
    m_overlay->setObjectName(QStringLiteral("seedOverlayCheck"));
    m_domestic->setObjectName(QStringLiteral("matrixDomesticCheck"));
    m_market->setObjectName(QStringLiteral("matrixMarketCheck"));
    m_legend->setObjectName(QStringLiteral("matrixLegend"));
    m_legend->setWordWrap(true);
    m_title->setWordWrap(true);
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
    m_table->verticalHeader()->setDefaultSectionSize(22);
    m_table->setWordWrap(false);
    m_overlay->setChecked(Preferences::seedOverlay.get());
    m_model->setSeedOverlay(m_overlay->isChecked());
}

void MatrixView::createLayout()
{
    // Cards, time or cost: one table, three answers.
    const std::pair<FitMatrixModel::Mode, const char *> modes[] = {
        {FitMatrixModel::Mode::Cards, "matrixModeCards"},
        {FitMatrixModel::Mode::Time, "matrixModeTime"},
        {FitMatrixModel::Mode::Cost, "matrixModeCost"},
    };
    auto *modeBar = new QHBoxLayout;
    modeBar->setSpacing(0);
    for (const auto &[mode, name] : modes) {
        auto *button = new QToolButton;
        button->setObjectName(QString::fromLatin1(name));
        button->setCheckable(true);
        button->setAutoRaise(false);
        m_modes->addButton(button, int(mode));
        modeBar->addWidget(button);
    }
    m_modes->button(int(FitMatrixModel::Mode::Cards))->setChecked(true);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_title, 1);
    bar->addLayout(modeBar);
    bar->addSpacing(12);
    bar->addWidget(m_taskFilter);
    bar->addWidget(m_domestic);
    bar->addWidget(m_market);
    bar->addWidget(m_overlay);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_legend);
}

void MatrixView::connectSignals(ScenarioDocument *document)
{
    connect(m_overlay, &QCheckBox::toggled, this, [this](bool on) {
        m_model->setSeedOverlay(on);
        Preferences::seedOverlay.set(on);
    });
    connect(m_taskFilter, &QComboBox::activated, this, &MatrixView::applyTaskFilter);
    for (QCheckBox *filter : {m_domestic, m_market})
        connect(filter, &QCheckBox::toggled, this, [this] {
            applyColumnFilters();
            m_table->horizontalScrollBar()->setValue(0); // the first of the columns now shown
        });
    connect(m_modes, &QButtonGroup::idClicked, this, [this](int id) {
        setMode(FitMatrixModel::Mode(id));
    });
    connect(m_table, &QTableView::clicked, this, &MatrixView::selectCell);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QTableView::customContextMenuRequested, this, &MatrixView::showCellMenu);
    // Only a new matrix resets the table: a budget or region change leaves every cell as it was,
    // and repainting 600 cells for nothing is what made slider drags slow on this view.
    connect(document, &ScenarioDocument::matrixChanged, this, [this] {
        if (!deferWhileHidden())
            fillModel();
    });
    connect(document, &ScenarioDocument::matrixPlansChanged, this, [this] {
        if (m_matrixPending || deferWhileHidden())
            return; // the whole model is filled when shown
        updateLegend();
        m_model->refreshPlans();
        if (m_model->mode() != FitMatrixModel::Mode::Cards)
            fitColumns();
    });
}

void MatrixView::setMode(FitMatrixModel::Mode mode)
{
    m_modes->button(int(mode))->setChecked(true);
    m_model->setMode(mode);
    retranslate();
    scrollToHighlight(); // the columns' widths changed
}

FitMatrixModel::Mode MatrixView::mode() const
{
    return m_model->mode();
}

void MatrixView::scenarioChanged(const ScenarioChanges &changes)
{
    if (changes.has(ScenarioField::Market) && m_market->isChecked())
        applyColumnFilters();
    // Only a move of the scenario's row or column scrolls: a budget drag leaves the table be.
    if (m_model->updateHighlight())
        scrollToHighlight();
}

bool MatrixView::deferWhileHidden()
{
    // In a shown window, on another tab: the new matrix is asked for (and computed) when this
    // tab is shown. A view that is a window of its own (tests, headless screenshots) follows at
    // once.
    if (isVisible() || !window()->isVisible())
        return false;
    m_matrixPending = true;
    return true;
}

void MatrixView::showEvent(QShowEvent *event)
{
    PlotView::showEvent(event);
    ensureMatrix();
    if (m_scrollPending)
        scrollToHighlight();
}

void MatrixView::fillModel()
{
    m_matrixPending = false;
    updateLegend();
    m_model->refresh();
    applyTaskFilter();
    applyColumnFilters();
}

void MatrixView::ensureMatrix() const
{
    if (!m_matrixPending)
        return;
    // The table follows a matrix that came while it was not shown (or before it ever was).
    auto *self = const_cast<MatrixView *>(this);
    self->fillModel();
    self->fitColumns();
}

void MatrixView::scrollToHighlight()
{
    if (!isVisible()) {
        m_scrollPending = true;
        return;
    }
    m_scrollPending = false;
    const int column = m_model->highlightedColumn();
    int row = m_model->highlightedRow();
    QModelIndex target;
    if (row >= 0) {
        target = m_proxy->mapFromSource(m_model->index(row, std::max(0, column)));
        if (m_table->isRowHidden(target.row())) // filtered out by the task filter
            target = {};
    }
    if (!target.isValid() && column >= 0) {
        // The column alone, on the row at the top of the view.
        row = std::max(0, m_table->rowAt(0));
        target = m_proxy->index(row, column);
    }
    if (target.isValid())
        m_table->scrollTo(target, QAbstractItemView::PositionAtCenter);
}

void MatrixView::retranslate()
{
    const FitMatrixModel::Mode mode = m_model->mode();
    const QString title
        = mode == FitMatrixModel::Mode::Time
              ? tr("Time of the scenario's work on the smallest layout that fits")
          : mode == FitMatrixModel::Mode::Cost
              ? tr("Cost of the scenario's work in the cheapest form, on the smallest layout "
                   "that fits")
              : tr("Smallest number of cards that fits, per model × task and accelerator");
    m_title->setText(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
    m_modes->button(int(FitMatrixModel::Mode::Cards))->setText(tr("Cards"));
    m_modes->button(int(FitMatrixModel::Mode::Time))->setText(tr("Time"));
    m_modes->button(int(FitMatrixModel::Mode::Cost))->setText(tr("Cost"));
    m_modes->button(int(FitMatrixModel::Mode::Cards))
        ->setToolTip(tr("Each cell: the smallest number of cards that fits"));
    m_modes->button(int(FitMatrixModel::Mode::Time))
        ->setToolTip(tr("Each cell: the time of the scenario's work on that many cards, at the "
                        "calibrated efficiency; for a service, its output tokens/s"));
    m_modes->button(int(FitMatrixModel::Mode::Cost))
        ->setToolTip(tr("Each cell: what the scenario's work costs in the cheapest form with a "
                        "price (a purchase counts its cash)"));
    m_overlay->setText(tr("Overlay the seed's table 4.2"));
    m_domestic->setText(tr("国产 only"));
    m_domestic->setToolTip(tr("Only accelerators made in China"));
    m_market->setText(tr("Available in this market"));
    m_market->setToolTip(tr("Only accelerators that can be bought or rented in the scenario's "
                            "market: in mainland China none that needs a US export licence"));
    m_overlay->setToolTip(
        tr("Red corner: the seed recommends a setup the engine says does not fit; green: it fits"));
    const int current = m_taskFilter->currentIndex();
    m_taskFilter->clear();
    m_taskFilter->addItem(tr("All tasks"), -1);
    for (Task task : ScenarioDocument::matrixTasks())
        m_taskFilter->addItem(TaskNames::longName(task), int(task));
    m_taskFilter->setCurrentIndex(std::max(0, current));
    updateLegend();
    if (!m_matrixPending) // cell texts in the new language; a pending model is filled in it
        m_model->refresh();
    applyTaskFilter();
    fitColumns();
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

void MatrixView::applyColumnFilters()
{
    // Columns keep their order and meaning (the proxy sorts rows only): hide, not filter.
    const bool domestic = m_domestic->isChecked();
    const bool market = m_market->isChecked();
    const Market where = document()->scenario().market;
    const Catalog &catalog = document()->catalog();
    const FitMatrix &matrix = document()->matrix();
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const Accelerator *a = matrix.accelerator(m_model->matrixColumn(column));
        const bool hidden = (domestic && !a->domestic)
                            || (market && !catalog.availability(a->id, where).obtainable());
        m_table->setColumnHidden(column, hidden);
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
    const bool imported = document()->isImportedRow(row);
    const ModelArch model = *matrix.model(row);
    const QString accelerator = matrix.accelerator(column)->id;
    const Workload w = matrix.rowWorkload(row);
    const Layout layout = matrix.layout(row, column);
    document()->edit(ScenarioField::MatrixCell, tr("Choose a matrix cell"), [&](Scenario &s) {
        s.modelId = imported ? QString() : model.id;
        s.customModel = imported ? std::optional(model) : std::nullopt;
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
    const bool imported = document()->isImportedRow(index.row());
    const bool scenarioRow = m_model->data(index, FitMatrixModel::ModelIdRole).toString()
                                 == (s.customModel ? s.customModel->id : s.modelId)
                             && Task(m_model->data(index, FitMatrixModel::TaskRole).toInt())
                                    == s.workload.task
                             && imported == s.customModel.has_value();
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
        CompareOption option;
        option.acceleratorId = m_model->data(index, FitMatrixModel::AcceleratorIdRole).toString();
        option.gpus = gpus;
        if (row.precision != s.workload.precision)
            option.precision = row.precision;
        emit compareOptionRequested(option);
    }
}

QList<QStringList> MatrixView::tableRows() const
{
    ensureMatrix();
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

// The printed grid's measures: rows as tall as the target allows, text in proportion.
struct MatrixView::PlotGrid
{
    const PlotContext &context;
    const MatrixStyle style;
    const QRectF target;
    const Task task;
    QList<int> rows = {}; // the matrix's rows of the scenario's task
    QStringList columnLabels = {};
    QFont font = {};
    QFont cellFont = {};
    double labelWidth = 0;
    double headerHeight = 0;
    double cellW = 0;
    double cellH = 0;
};

void MatrixView::plot(QPainter *painter,
                      const QRectF &target,
                      const PlotContext &context,
                      PlotMode) const
{
    // The scenario's task only: every model against every accelerator, headers turned upright.
    ensureMatrix();
    const FitMatrix &matrix = document()->matrix();
    const Task task = document()->scenario().workload.task;
    PlotGrid grid{context, MatrixStyle::make(context), target, task};
    for (int r = 0; r < matrix.rowCount(); ++r)
        if (matrix.task(r) == task)
            grid.rows.append(r);
    const int columns = m_model->columnCount();
    if (grid.rows.isEmpty() || columns == 0)
        return;
    for (int c = 0; c < columns; ++c)
        grid.columnLabels << FitMatrixModel::columnLabel(*matrix.accelerator(
                                                             m_model->matrixColumn(c)),
                                                         context.language);
    painter->save();
    measurePlotGrid(grid);
    painter->setFont(grid.font);
    plotColumnHeaders(painter, grid);
    plotRows(painter, grid);
    plotCaption(painter, grid);
    painter->restore();
}

void MatrixView::measurePlotGrid(PlotGrid &grid) const
{
    const QRectF &target = grid.target;
    const MatrixStyle &style = grid.style;
    const PlotContext &context = grid.context;
    const Task task = grid.task;
    const FitMatrix &matrix = document()->matrix();
    const QList<int> &rows = grid.rows;
    const int columns = int(grid.columnLabels.size());
    const double rowHeight = std::clamp((target.height() * style.rowHeightShare) / rows.size(),
                                        10.0,
                                        style.maxRowHeight);
    grid.font = style.font(rowHeight * style.textShare);
    const QFontMetricsF fm(grid.font);
    double labelWidth = 0;
    for (int r : rows)
        labelWidth = std::max(labelWidth,
                              fm.horizontalAdvance(
                                  FitMatrixModel::rowLabel(*matrix.model(r), task, context)));
    grid.labelWidth = std::min(labelWidth + 6, target.width() * style.labelShare);
    double headerHeight = 0;
    for (const QString &label : std::as_const(grid.columnLabels))
        headerHeight = std::max(headerHeight, fm.horizontalAdvance(label));
    grid.headerHeight = std::min(headerHeight + 6, target.height() * style.headerShare);
    grid.cellW = (target.width() - grid.labelWidth) / columns;
    grid.cellH = std::min(rowHeight,
                          (target.height() - grid.headerHeight - 3 * fm.height()) / rows.size());
    // Times and prices are wider than card counts: their type shrinks until the widest fits.
    grid.cellFont = grid.font;
    double widest = 0;
    for (int r : rows)
        for (int c = 0; c < columns; ++c)
            widest = std::max(widest, fm.horizontalAdvance(m_model->cellText(r, c, context)));
    if (widest > grid.cellW - 2 && widest > 0)
        grid.cellFont.setPixelSize(
            std::max(5, int(grid.font.pixelSize() * (grid.cellW - 2) / widest)));
}

void MatrixView::plotColumnHeaders(QPainter *painter, const PlotGrid &grid) const
{
    const QRectF &target = grid.target;
    const MatrixStyle &style = grid.style;
    const FitMatrix &matrix = document()->matrix();
    const QFontMetricsF fm(grid.font);
    for (int c = 0; c < grid.columnLabels.size(); ++c) {
        const QRectF header(target.left() + grid.labelWidth + c * grid.cellW,
                            target.top(),
                            grid.cellW,
                            grid.headerHeight);
        painter->fillRect(header,
                          c == m_model->highlightedColumn()
                              ? style.highlightHeader
                              : style.tierColor(matrix.accelerator(m_model->matrixColumn(c))->tier));
        painter->save();
        painter->translate(header.center().x() + fm.ascent() / 2 - 1, header.bottom() - 3);
        painter->rotate(-90);
        painter->setPen(style.text);
        painter->drawText(QPointF(0, 0),
                          fm.elidedText(grid.columnLabels.at(c),
                                        Qt::ElideRight,
                                        grid.headerHeight - 6));
        painter->restore();
    }
}

void MatrixView::plotRows(QPainter *painter, const PlotGrid &grid) const
{
    const QRectF &target = grid.target;
    const MatrixStyle &style = grid.style;
    const PlotContext &context = grid.context;
    const Task task = grid.task;
    const FitMatrix &matrix = document()->matrix();
    const QFontMetricsF fm(grid.font);
    const double labelWidth = grid.labelWidth;
    const double cellW = grid.cellW;
    const double cellH = grid.cellH;
    for (int i = 0; i < grid.rows.size(); ++i) {
        const int r = grid.rows.at(i);
        const double y = target.top() + grid.headerHeight + i * cellH;
        // The scenario's row: its label on the highlight, not under it.
        if (r == m_model->highlightedRow())
            painter->fillRect(QRectF(target.left(), y, labelWidth - 2, cellH),
                              style.highlightHeader);
        painter->setPen(style.text);
        painter->drawText(QRectF(target.left(), y, labelWidth - 4, cellH),
                          Qt::AlignRight | Qt::AlignVCenter,
                          fm.elidedText(FitMatrixModel::rowLabel(*matrix.model(r), task, context),
                                        Qt::ElideRight,
                                        labelWidth - 4));
        painter->setFont(grid.cellFont);
        for (int c = 0; c < grid.columnLabels.size(); ++c) {
            const QRectF cell(target.left() + labelWidth + c * cellW, y, cellW, cellH);
            const QModelIndex index = m_model->index(r, c);
            painter->fillRect(cell, m_model->cellColor(r, c));
            painter->setPen(style.cellGrid);
            painter->drawRect(cell);
            painter->setPen(style.cellText);
            painter->drawText(cell, Qt::AlignCenter, m_model->cellText(r, c, context));
            MatrixDelegate::paintSeedMarker(painter,
                                            cell.adjusted(0, 0, -1, -1),
                                            index.data(FitMatrixModel::SeedVerdictRole).toInt(),
                                            style);
            MatrixDelegate::paintHighlight(painter,
                                           cell,
                                           index.data(FitMatrixModel::HighlightRole).toInt(),
                                           style);
        }
        painter->setFont(grid.font);
    }
}

void MatrixView::plotCaption(QPainter *painter, const PlotGrid &grid) const
{
    const QRectF &target = grid.target;
    const MatrixStyle &style = grid.style;
    const PlotContext &context = grid.context;
    const Task task = grid.task;
    // Caption under the grid: which task the grid shows and how to read a cell.
    const QFontMetricsF fm(grid.font);
    const TrText caption
        = m_model->mode() == FitMatrixModel::Mode::Time
              ? ATLAS_TR("Atlas::MatrixView",
                         "Task: %1. Each cell is the time of the scenario's work on the smallest "
                         "layout that fits, at the calibrated efficiency; ✕ means it does not fit.")
          : m_model->mode() == FitMatrixModel::Mode::Cost
              ? ATLAS_TR("Atlas::MatrixView",
                         "Task: %1. Each cell is the cost of the scenario's work in the cheapest "
                         "form with a price (a purchase: its cash); ✕ means it does not fit.")
              : ATLAS_TR("Atlas::MatrixView",
                         "Task: %1. Each cell is the minimum number of cards that fits; ✕ means "
                         "it does not fit within the search limit.");
    const double captionTop = target.top() + grid.headerHeight + grid.rows.size() * grid.cellH
                              + fm.height() * 0.5;
    painter->setPen(style.text);
    painter->drawText(QRectF(target.left(), captionTop, target.width(), fm.height() * 2.5),
                      Qt::AlignLeft | Qt::TextWordWrap,
                      context.text(caption.arg(TaskNames::longName(task, context))));
}

void MatrixView::fitColumns()
{
    // Columns as wide as the widest cell text of the mode and the longest word of a header
    // (bold: the scenario's column is); the header as tall as the most wrapped name. Measured
    // in the table's own font, so Chinese names and workshop mode's larger type fit too.
    QHeaderView *header = m_table->horizontalHeader();
    QFont bold = header->font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    const QFontMetrics cellMetrics(m_table->font());
    const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header)
                       + 6;
    // The widest texts a mode can write (measuring all 11,800 cells at every drag would cost
    // more than the drag): the longest figures of each unit and the words for no figure.
    const PlotContext context = display()->context();
    const Language language = context.language;
    QStringList samples{QStringLiteral("4096"), QStringLiteral("✕"), QStringLiteral("—")};
    if (m_model->mode() == FitMatrixModel::Mode::Time) {
        for (double h : {9.9, 47.0, 59.0 * 24, 23.9 * 730, 999.0 * 8760})
            samples << FitMatrixModel::compactHours(h, language);
        samples << context.text(ATLAS_TR("Atlas::MatrixView", "unknown"));
    } else if (m_model->mode() == FitMatrixModel::Mode::Cost) {
        for (double cny : {9999.0, 999e3, 999e6, 9999e9, 9999e4, 9999e8})
            samples << Format::shortMoney(cny, language);
        samples << context.text(ATLAS_TR("Atlas::MatrixView", "unknown"))
                << context.text(ATLAS_TR("Atlas::MatrixView", "no price"));
    }
    int width = 0;
    for (const QString &t : std::as_const(samples))
        width = std::max(width, cellMetrics.horizontalAdvance(t) + 12);
    QStringList labels;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const QString label = m_model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        labels << label;
        // The widest piece a line cannot be broken in: a word, or between two Chinese
        // characters nothing ("80GB（中国特供版）" breaks after "80GB" and between the 汉字).
        QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, label);
        qsizetype start = 0;
        for (qsizetype end = breaks.toNextBoundary(); end > 0; end = breaks.toNextBoundary()) {
            width = std::max(width,
                             boldMetrics.horizontalAdvance(label.mid(start, end - start).trimmed())
                                 + margin);
            start = end;
        }
    }
    width = std::max(width, 56);
    int height = boldMetrics.height() * 2;
    for (const QString &label : std::as_const(labels))
        height = std::max(height,
                          boldMetrics
                              .boundingRect(QRect(0, 0, width - margin, 10000),
                                            Qt::AlignCenter | Qt::TextWordWrap,
                                            label)
                              .height());
    header->setDefaultSectionSize(width);
    header->setFixedHeight(height + 10);
}

void MatrixView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        fitColumns();
        scrollToHighlight(); // the columns moved
    }
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
