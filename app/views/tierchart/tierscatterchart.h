#pragma once

#include "views/tierchart/tierchartdata.h"
#include "views/tierchart/tierchartstyle.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <array>
#include <memory>

QT_BEGIN_NAMESPACE
class QGraphicsScene;
class QPainter;
QT_END_NAMESPACE

class QChart;
class QLogValueAxis;
class QScatterSeries;

namespace Atlas {

// The one class that touches Qt Charts (deprecated since Qt 6.10): the title and the two log
// axes with their grid of the tier chart, in a scene of its own that no view shows. Its legend
// is the view's (Qt Charts cuts legend keys short, "Edge / i…", where it cannot wrap them).
// Everything arrives as plain data, so moving to another chart library means rewriting this
// file only.
//
// The bubbles themselves are painted on top by ScatterOverlay at position(). Qt 6.4 draws
// scatter markers with per-point sizes off-centre (shifted up and left by their radius), and
// hit-testing must match what is drawn; so the one series here stays empty and only anchors the
// axes.
class TierScatterChart
{
public:
    struct Texts
    {
        QString title; // rich text: "<br>" breaks a line
        QString xTitle;
        QString yTitle;
    };

    TierScatterChart();
    ~TierScatterChart();
    TierScatterChart(const TierScatterChart &) = delete;
    TierScatterChart &operator=(const TierScatterChart &) = delete;

    void setData(const TierChartData &data, const TierChartStyle &style);
    void setTexts(const Texts &texts);

    // Lays the chart out at `size` in logical pixels; nothing happens when it already is.
    void resize(const QSizeF &size);
    QSizeF size() const;
    // Chart coordinates of a data point (memory GiB, TFLOPS) at the current size.
    QPointF position(const QPointF &value) const;
    QRectF plotArea() const;

    // Lays out at target.size() and draws as vectors (QGraphicsScene::render, no pixmaps).
    void render(QPainter *painter, const QRectF &target);

private:
    void layOutIfNeeded() const;
    void applyStyle();
    void updateRanges(const TierChartData &data);

    std::unique_ptr<QGraphicsScene> m_scene;
    QChart *m_chart = nullptr; // owned by the scene
    QLogValueAxis *m_axisX = nullptr;
    QLogValueAxis *m_axisY = nullptr;
    QScatterSeries *m_anchor = nullptr; // never given points: mapToPosition() needs a series
    TierChartStyle m_style = TierChartStyle::make(PlotContext{});
    mutable bool m_layoutDirty = true; // texts, fonts, data or size changed since laid out
};

} // namespace Atlas
