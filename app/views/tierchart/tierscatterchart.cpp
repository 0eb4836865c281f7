#include "views/tierchart/tierscatterchart.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>

#include <algorithm>

namespace Atlas {

namespace {

// The data range widened by 30 % at either end, so the largest bubbles are not cut by the
// axes, and by `headroom` at the top. The axes use base 2: GiB read 16, 32, 64 and so on, and
// TFLOPS get a label per octave instead of one per decade.
std::pair<double, double> logRange(
    double lo, double hi, double fallbackLo, double fallbackHi, double headroom = 1.3)
{
    if (!(lo > 0) || !(hi >= lo))
        return {fallbackLo, fallbackHi};
    return {lo / 1.3, hi * headroom};
}

// Above the fastest cards, room for their names: the largest bubbles sit in the top right, and
// with 30 % their labels found no free spot (issue 30: the flagships went unnamed).
constexpr double TopHeadroom = 1.7;

} // namespace

TierScatterChart::TierScatterChart()
    : m_scene(std::make_unique<QGraphicsScene>())
{
    m_chart = new QChart;
    m_scene->addItem(m_chart);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setBackgroundRoundness(0);
    m_chart->setDropShadowEnabled(false);
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_chart->setMargins(QMargins(6, 6, 12, 6));

    m_axisX = new QLogValueAxis;
    m_axisY = new QLogValueAxis;
    for (QLogValueAxis *axis : {m_axisX, m_axisY}) {
        axis->setBase(2);
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setMinorTickCount(0);
    }
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);

    m_anchor = new QScatterSeries;
    m_chart->addSeries(m_anchor);
    m_anchor->attachAxis(m_axisX);
    m_anchor->attachAxis(m_axisY);
    m_chart->legend()->setVisible(false);
    applyStyle();
}

TierScatterChart::~TierScatterChart() = default;

void TierScatterChart::setTexts(const Texts &texts)
{
    m_chart->setTitle(texts.title);
    m_axisX->setTitleText(texts.xTitle);
    m_axisY->setTitleText(texts.yTitle);
    m_layoutDirty = true;
}

void TierScatterChart::layOutIfNeeded() const
{
    // Qt Charts lays new texts and fonts out from the event loop; a plot() right after (a
    // report in another language, or at the report's larger type) needs them now, or the axis
    // labels keep the width of the old type and wrap ("204" over "8"). Laid out when next drawn
    // or asked for a position, not at each change: the view's first texts and data arrive
    // before its size, and every layout of the chart measures all its labels.
    if (!m_layoutDirty)
        return;
    m_layoutDirty = false;
    if (QGraphicsLayout *layout = m_chart->layout()) {
        layout->invalidate();
        layout->activate();
    }
}

void TierScatterChart::setData(const TierChartData &data, const TierChartStyle &style)
{
    m_style = style;
    applyStyle();
    double xLo = 0, xHi = 0, yLo = 0, yHi = 0;
    bool any = false;
    for (const TierPoint &p : data.points) {
        xLo = any ? std::min(xLo, p.x) : p.x;
        xHi = any ? std::max(xHi, p.x) : p.x;
        yLo = any ? std::min(yLo, p.y) : p.y;
        yHi = any ? std::max(yHi, p.y) : p.y;
        any = true;
    }
    const auto [x0, x1] = logRange(xLo, xHi, 8, 256);
    const auto [y0, y1] = logRange(yLo, yHi, 16, 4096, TopHeadroom);
    m_axisX->setRange(x0, x1);
    m_axisY->setRange(y0, y1);
    m_layoutDirty = true;
}

void TierScatterChart::applyStyle()
{
    const TierChartStyle &s = m_style;
    // The view fills its background once; a second full-size fill behind the chart would only
    // cost time (a whole pass over the pixels at each repaint, four times as many on HiDPI).
    m_chart->setBackgroundVisible(false);
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->setTitleFont(s.font(s.titlePx, true));
    m_chart->setTitleBrush(s.text);
    for (QLogValueAxis *axis : {m_axisX, m_axisY}) {
        axis->setTitleFont(s.font(s.axisTitlePx));
        axis->setTitleBrush(s.text);
        axis->setLabelsFont(s.font(s.axisLabelPx));
        axis->setLabelsColor(s.text);
        axis->setGridLineColor(s.grid);
        axis->setLinePenColor(s.mutedText);
    }
}

void TierScatterChart::resize(const QSizeF &size)
{
    if (m_chart->size() != size) {
        m_chart->resize(size);
        m_layoutDirty = true;
    }
    // The layout is normally finished from the event loop; plot() and hit-testing need it now.
    layOutIfNeeded();
}

QSizeF TierScatterChart::size() const
{
    return m_chart->size();
}

QPointF TierScatterChart::position(const QPointF &value) const
{
    layOutIfNeeded();
    return m_chart->mapToPosition(value, m_anchor);
}

QRectF TierScatterChart::plotArea() const
{
    layOutIfNeeded();
    return m_chart->plotArea();
}

void TierScatterChart::render(QPainter *painter, const QRectF &target)
{
    resize(target.size());
    const QRectF source(m_chart->pos(), target.size());
    m_scene->render(painter, target, source, Qt::IgnoreAspectRatio);
}

} // namespace Atlas
