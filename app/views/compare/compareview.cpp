#include "views/compare/compareview.h"

#include "common/fonts.h"
#include "views/compare/compareplotter.h"
#include "views/compare/comparestyle.h"

#include "catalog/catalog.h"
#include "document/scenariodocument.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>
#include <QToolTip>

namespace Atlas {

CompareView::CompareView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : PlotView(document, display, parent)
    , m_context(display->context())
    , m_style(CompareStyle::make(m_context))
{
    setObjectName(QStringLiteral("compareView"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFont(uiFont());
    m_results = document->result().compare.mid(0, CompareTable::MaxColumns);
    m_table = buildTable(m_context);
    updateButtons();
    retranslate();
}

CompareView::~CompareView() = default;

int CompareView::optionCount() const
{
    return int(document()->scenario().compare.size());
}

void CompareView::scenarioChanged(const ScenarioChanges &)
{
    rebuild();
}

void CompareView::displayChanged()
{
    const PlotContext context = display()->context();
    if (context == m_context)
        return;
    const bool contrast = context.highContrast != m_context.highContrast;
    m_context = context;
    if (contrast)
        m_style = CompareStyle::make(m_context);
    invalidateLayout();
    rebuild();
    update();
}

const ComparePlotter &CompareView::screenLayout() const
{
    if (!m_layout)
        m_layout = std::make_unique<ComparePlotter>(m_table, m_style, QRectF(rect()));
    return *m_layout;
}

void CompareView::invalidateLayout()
{
    m_layout.reset();
}

CompareTable CompareView::buildTable(const PlotContext &context) const
{
    const Scenario &s = document()->scenario();
    return CompareTable(s, m_results, s.compare.size(), &document()->catalog(), context);
}

void CompareView::rebuild()
{
    m_results = document()->result().compare.mid(0, CompareTable::MaxColumns);
    CompareTable table = buildTable(m_context);
    if (m_layout && table.showsSameAs(m_table))
        return;         // the same picture: nothing to lay out or paint
    invalidateLayout(); // it refers to the table's texts
    m_table = std::move(table);
    if (m_hoverColumn >= m_table.columnCount())
        m_hoverColumn = -1;
    updateButtons();
    update();
}

QList<QStringList> CompareView::tableRows(Language language) const
{
    PlotContext context = m_context;
    context.language = language;
    return context == m_context ? m_table.rows() : buildTable(context).rows();
}

void CompareView::plot(QPainter *painter,
                       const QRectF &target,
                       const PlotContext &context,
                       PlotMode mode) const
{
    ComparePlotter::Options options;
    options.interactive = mode == PlotMode::Interactive;
    options.hoverColumn = m_hoverColumn;
    if (context == m_context && target == QRectF(rect())) {
        screenLayout().paint(painter, options);
        return;
    }
    const CompareTable table = context == m_context ? m_table : buildTable(context);
    const CompareStyle style = context == m_context ? m_style : CompareStyle::make(context);
    const ComparePlotter plotter(table, style, target);
    plotter.paint(painter, options);
}

void CompareView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    plot(&painter, QRectF(rect()), m_context, PlotMode::Interactive);
}

void CompareView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    invalidateLayout();
    updateButtons();
}

void CompareView::showEvent(QShowEvent *event)
{
    PlotView::showEvent(event);
    updateButtons();
}

void CompareView::updateButtons()
{
    const int columns = m_table.columnCount();
    while (m_removeButtons.size() > columns)
        delete m_removeButtons.takeLast();
    while (m_removeButtons.size() < columns) {
        const int index = int(m_removeButtons.size());
        auto button = new QToolButton(this);
        button->setObjectName(QStringLiteral("removeOptionButton%1").arg(index));
        button->setAutoRaise(true);
        button->setText(QStringLiteral("×"));
        button->setFont(uiFont(-1, true));
        button->setCursor(Qt::PointingHandCursor);
        connect(button, &QToolButton::clicked, this, [this, index] {
            emit removeOptionRequested(index);
        });
        m_removeButtons << button;
    }

    retranslate();
    // A hidden view (another tab) lays out when it is shown, not on every scenario edit.
    if (!isVisible())
        return;
    const ComparePlotter &plotter = screenLayout();
    const QTransform transform = plotter.transform();
    for (int column = 0; column < columns; ++column) {
        QToolButton *button = m_removeButtons.at(column);
        button->setGeometry(transform.mapRect(plotter.removeButtonRect(column)).toAlignedRect());
        button->show();
    }
}

void CompareView::retranslate()
{
    setAccessibleName(tr("Comparison of options"));
    for (int column = 0; column < m_removeButtons.size(); ++column) {
        const QString title = m_table.header(column).title;
        QToolButton *button = m_removeButtons.at(column);
        button->setToolTip(tr("Remove “%1” from the comparison").arg(title));
        button->setAccessibleName(tr("Remove option %1").arg(column + 1));
    }
}

int CompareView::columnAt(QPointF widgetPos) const
{
    const ComparePlotter &plotter = screenLayout();
    return plotter.columnAt(plotter.transform().inverted().map(widgetPos));
}

QString CompareView::toolTipAt(QPointF widgetPos) const
{
    const ComparePlotter &plotter = screenLayout();
    const QPointF logical = plotter.transform().inverted().map(widgetPos);
    const int column = plotter.columnAt(logical);
    if (column < 0)
        return {};
    const std::optional<CompareRow> row = plotter.rowAt(logical);
    if (!row) {
        const CompareHeader &h = m_table.header(column);
        return QStringList(QStringList{h.title} + h.lines).join(u'\n');
    }
    const CompareRow r = *row;
    QStringList lines{m_table.rowLabel(r)};
    const CompareCell &c = m_table.cell(r, column);
    lines << c.text;
    if (!c.detail.isEmpty())
        lines << c.detail;
    if (r == CompareRow::Memory)
        lines << m_table.memoryBreakdown(column);
    return lines.join(u'\n');
}

bool CompareView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(QPointF(help->pos()));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void CompareView::mouseMoveEvent(QMouseEvent *event)
{
    const int column = columnAt(event->position());
    if (column != m_hoverColumn) {
        m_hoverColumn = column;
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void CompareView::leaveEvent(QEvent *event)
{
    if (m_hoverColumn != -1) {
        m_hoverColumn = -1;
        update();
    }
    QWidget::leaveEvent(event);
}

void CompareView::contextMenuEvent(QContextMenuEvent *event)
{
    const int column = columnAt(event->pos());
    if (column < 0) {
        QWidget::contextMenuEvent(event);
        return;
    }
    QMenu menu(this);
    const QString title = m_table.header(column).title;
    menu.addAction(tr("Remove “%1” from the comparison").arg(title), this, [this, column] {
        emit removeOptionRequested(column);
    });
    menu.exec(event->globalPos());
}

void CompareView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QSize CompareView::sizeHint() const
{
    return QSize(1000, 640);
}

QSize CompareView::minimumSizeHint() const
{
    return QSize(480, 320);
}

} // namespace Atlas
