#include "views/options/optionschartwidget.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace Atlas {

OptionsChartWidget::OptionsChartWidget(const PricingCatalog *pricing, QWidget *parent)
    : QWidget(parent)
    , m_pricing(pricing)
{
    setObjectName(QStringLiteral("optionsChart"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
}

void OptionsChartWidget::setChart(const OptionsChartData &data,
                                  const OptionsStyle &style,
                                  const PlotContext &context,
                                  const QList<QString> &toolTips)
{
    m_data = data;
    m_style = style;
    m_context = context;
    m_toolTips = toolTips;
    m_plotter.reset(); // it refers to the data and the style
    update();
}

void OptionsChartWidget::setHighlighted(int option)
{
    if (option == m_highlighted)
        return;
    m_highlighted = option;
    update();
}

const OptionsChartPlotter &OptionsChartWidget::plotter() const
{
    if (!m_plotter)
        m_plotter = std::make_unique<OptionsChartPlotter>(m_data,
                                                          m_style,
                                                          m_context,
                                                          *m_pricing,
                                                          QRectF(rect()).adjusted(8, 6, -8, -6));
    return *m_plotter;
}

int OptionsChartWidget::optionAt(QPointF pos) const
{
    return plotter().optionAt(pos);
}

QPointF OptionsChartWidget::optionPosition(int option) const
{
    for (const OptionsChartPoint &p : m_data.points)
        if (p.option == option)
            return plotter().position(p);
    return {-1, -1};
}

void OptionsChartWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_style.background);
    plotter().paint(&painter, m_highlighted);
}

void OptionsChartWidget::resizeEvent(QResizeEvent *event)
{
    m_plotter.reset();
    QWidget::resizeEvent(event);
}

bool OptionsChartWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto help = static_cast<QHelpEvent *>(event);
        const int option = optionAt(QPointF(help->pos()));
        if (option >= 0 && option < m_toolTips.size())
            QToolTip::showText(help->globalPos(), m_toolTips.at(option), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void OptionsChartWidget::mousePressEvent(QMouseEvent *event)
{
    const int option = optionAt(event->position());
    if (option >= 0)
        emit optionClicked(option);
    QWidget::mousePressEvent(event);
}

} // namespace Atlas
