#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <utility>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

// A key of a legend: a filled swatch, a vertical line (a limit such as the card's capacity), a
// hatched box (what goes beyond it), or a bubble's own shape (circle, diamond) with its
// outline, then its text.
struct LegendItem
{
    enum class Mark { Swatch, Line, Hatched, Circle, Diamond };
    LegendItem() = default;
    LegendItem(Mark mark_, QColor color_, QString text_, QColor outline_ = {}, qreal width = 1)
        : mark(mark_)
        , color(color_)
        , text(std::move(text_))
        , outline(outline_)
        , outlineWidth(width)
    {}
    Mark mark = Mark::Swatch;
    QColor color;
    QString text;
    QColor outline; // Circle and Diamond; none when invalid
    qreal outlineWidth = 1;
};

struct LegendStyle
{
    QFont font;
    QColor text;
    qreal swatch = 12;
    qreal swatchGap = 5;
    qreal itemGap = 16;
};

// Legends flow left to right and wrap at `width` (between keys, never inside one, so that no
// key is cut short); the height tells the caller where the next part goes.
qreal legendHeight(const QList<LegendItem> &items, const LegendStyle &style, qreal width);
void paintLegend(QPainter *painter,
                 const QPointF &topLeft,
                 qreal width,
                 const QList<LegendItem> &items,
                 const LegendStyle &style);

// Diagonal hatching in `rect`: "beyond capacity", readable without colour.
void paintHatch(QPainter *painter, const QRectF &rect, const QColor &color);

} // namespace Atlas
