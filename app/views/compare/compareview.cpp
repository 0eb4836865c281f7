#include "views/compare/compareview.h"

#include "common/fonts.h"
#include "views/compare/compareplotter.h"
#include "views/compare/comparestyle.h"

#include "catalog/catalog.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>
#include <QToolTip>

namespace Atlas {

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , m_style(CompareStyle::standard())
{
    setObjectName(QStringLiteral("compareView"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFont(uiFont());
    rebuild();
    retranslate();
}

CompareView::~CompareView() = default;

void CompareView::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = std::move(catalog);
    evaluate();
}

void CompareView::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    evaluate();
}

void CompareView::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    rebuild();
}

void CompareView::setShowBothLanguages(bool both)
{
    if (both == m_bothLanguages)
        return;
    m_bothLanguages = both;
    rebuild();
}

void CompareView::setHighContrast(bool highContrast)
{
    if (highContrast == m_highContrast)
        return;
    m_highContrast = highContrast;
    m_style = highContrast ? CompareStyle::highContrast() : CompareStyle::standard();
    invalidateLayout();
    updateButtons();
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

CompareTable CompareView::buildTable(Language language) const
{
    // Without a catalog nothing could be evaluated: say there is nothing to compare.
    const qsizetype options = m_catalog ? m_scenario.compare.size() : 0;
    return CompareTable(m_scenario, m_results, options, m_catalog.get(), language, m_bothLanguages);
}

void CompareView::evaluate()
{
    m_results.clear();
    if (m_catalog) {
        const QList<CompareOption> options = m_scenario.compare.mid(0, CompareTable::MaxColumns);
        for (const CompareOption &option : options)
            m_results << evaluateCompareOption(m_scenario, option, *m_catalog);
    }
    rebuild();
}

void CompareView::rebuild()
{
    invalidateLayout(); // it refers to the table's texts
    m_table = buildTable(m_language);
    if (m_hoverColumn >= m_table.columnCount())
        m_hoverColumn = -1;
    updateButtons();
    update();
}

QList<QStringList> CompareView::tableRows(Language language) const
{
    return language == m_language ? m_table.rows() : buildTable(language).rows();
}

void CompareView::plot(QPainter *painter, const QRectF &target, PlotMode mode) const
{
    ComparePlotter::Options options;
    options.interactive = mode == PlotMode::Interactive;
    options.hoverColumn = m_hoverColumn;
    if (target == QRectF(rect())) {
        screenLayout().paint(painter, options);
        return;
    }
    const ComparePlotter plotter(m_table, m_style, target);
    plotter.paint(painter, options);
}

void CompareView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    plot(&painter, QRectF(rect()), PlotMode::Interactive);
}

void CompareView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    invalidateLayout();
    updateButtons();
}

void CompareView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
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
    const int row = plotter.rowAt(logical);
    if (row < 0) {
        const CompareHeader &h = m_table.header(column);
        return QStringList(QStringList{h.title} + h.lines).join(u'\n');
    }
    const CompareRow r = CompareRow(row);
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
    // Table texts are rendered through the Chinese translator, which the language manager
    // may have just loaded or replaced; rebuild them along with the widget's own texts.
    if (event->type() == QEvent::LanguageChange)
        rebuild();
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
