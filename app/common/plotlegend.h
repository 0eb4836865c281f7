#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

// A key of a legend: a filled swatch, a vertical line (a limit such as the card's capacity) or
// a hatched box (what goes beyond it), then its text.
struct LegendItem
{
    enum class Mark { Swatch, Line, Hatched };
    Mark mark = Mark::Swatch;
    QColor color;
    QString text;
};

struct LegendStyle
{
    QFont font;
    QColor text;
    qreal swatch = 12;
    qreal swatchGap = 5;
    qreal itemGap = 16;
};

// Legends flow left to right and wrap at `width`; the height tells the caller where the next
// part goes.
qreal legendHeight(const QList<LegendItem> &items, const LegendStyle &style, qreal width);
void paintLegend(QPainter *painter,
                 const QPointF &topLeft,
                 qreal width,
                 const QList<LegendItem> &items,
                 const LegendStyle &style);

// Diagonal hatching in `rect`: "beyond capacity", readable without colour.
void paintHatch(QPainter *painter, const QRectF &rect, const QColor &color);

} // namespace Atlas
