#pragma once

#include "views/tierchart/tierchartdata.h"
#include "views/tierchart/tierchartstyle.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

// What the tier chart paints over the Qt Charts axes: the bubbles (colour = tier, a diamond
// with a heavy outline = 国产, area = the size metric, a pale fill = price unknown under the
// price metric), the selection rings and the labels. `centers` holds one position per
// data.points entry, in the same order and in the painter's coordinates. The labels of the
// selection and of `alwaysLabelled` (the scenario's own cards) are placed first and never
// dropped; the others give way where the chart is crowded. Returns the labels' rectangles.
QList<QRectF> paintScatterOverlay(QPainter *painter,
                                  const TierChartData &data,
                                  const QList<QPointF> &centers,
                                  const QHash<QString, int> &selectionSlots,
                                  const QStringList &alwaysLabelled,
                                  const TierChartStyle &style,
                                  const QRectF &plotArea);

// The 国产 marker: a diamond with the area of the circle of `diameter`, so area still reads as
// the size value whatever the shape.
QPolygonF domesticDiamond(const QPointF &center, qreal diameter);

} // namespace Atlas
