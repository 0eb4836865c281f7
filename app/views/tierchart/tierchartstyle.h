#pragma once

#include "catalog/accelerator.h"
#include "common/plotstyle.h"
#include "views/tierchart/tierchartdata.h"

#include <QColor>
#include <QFont>
#include <QString>

namespace Atlas {

// Colours, pens and text sizes of the tier chart (on top of PlotStyle's page colours and type).
struct TierChartStyle : PlotStyle
{
    static TierChartStyle make(const PlotContext &context);

    QColor tierColor(Tier tier) const;
    // The colour and line style of the n-th selected accelerator (0..3), shared by its ring in
    // the scatter and its polygon in the radar.
    QColor selectionColor(int index) const;
    Qt::PenStyle selectionPenStyle(int index) const;
    // Bubble area is proportional to the size value: diameter = maxBubble * sqrt(v / scaleMax),
    // at least minBubble; a point without a value (price unknown) gets unknownBubble.
    qreal bubbleDiameter(const TierPoint &point, double scaleMax) const;

    QColor outline;         // bubble outline
    QColor domesticOutline; // the 国产 diamond's heavier outline
    int fillAlpha = 200;
    int unknownPriceAlpha = 60;
    qreal outlineWidth = 1.0;
    qreal domesticOutlineWidth = 2.0;
    qreal selectionWidth = 3.0;
    qreal minBubble = 9;
    qreal maxBubble = 42;
    qreal unknownBubble = 14; // price unknown under the price metric
    int titlePx = 16;
    int axisTitlePx = 13;
    int axisLabelPx = 12;
    int legendPx = 13;
    int labelPx = 11;
    int footnotePx = 11;

private:
    QColor m_tiers[3];
};

} // namespace Atlas
