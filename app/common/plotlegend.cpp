#include "common/plotlegend.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <functional>

namespace Atlas {

namespace {

// Lays the items out, wrapping at `width`; calls `place` with each item's swatch position
// (relative to the legend's top left). Returns the height used.
qreal flow(const QList<LegendItem> &items,
           const LegendStyle &style,
           qreal width,
           const std::function<void(const LegendItem &, QPointF)> &place)
{
    const QFontMetricsF metrics(style.font);
    const qreal lineHeight = std::max(style.swatch, metrics.height()) + 4;
    qreal x = 0;
    qreal y = 0;
    for (const LegendItem &item : items) {
        const qreal itemWidth = style.swatch + style.swatchGap
                                + metrics.horizontalAdvance(item.text);
        if (x > 0 && x + itemWidth > width) {
            x = 0;
            y += lineHeight;
        }
        if (place)
            place(item, QPointF(x, y + (lineHeight - 4 - style.swatch) / 2));
        x += itemWidth + style.itemGap;
    }
    return items.isEmpty() ? 0 : y + lineHeight;
}

} // namespace

void paintHatch(QPainter *painter, const QRectF &rect, const QColor &color)
{
    painter->save();
    painter->setClipRect(rect, Qt::IntersectClip);
    painter->setPen(QPen(color, 1.5));
    const qreal step = 5;
    for (qreal x = rect.left() - rect.height(); x < rect.right(); x += step)
        painter->drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()));
    painter->restore();
}

qreal legendHeight(const QList<LegendItem> &items, const LegendStyle &style, qreal width)
{
    return flow(items, style, width, {});
}

void paintLegend(QPainter *painter,
                 const QPointF &topLeft,
                 qreal width,
                 const QList<LegendItem> &items,
                 const LegendStyle &style)
{
    painter->save();
    painter->setFont(style.font);
    const QFontMetricsF metrics(style.font);
    flow(items, style, width, [&](const LegendItem &item, QPointF at) {
        const QRectF swatch(topLeft + at, QSizeF(style.swatch, style.swatch));
        switch (item.mark) {
        case LegendItem::Mark::Swatch:
            painter->setPen(Qt::NoPen);
            painter->setBrush(item.color);
            painter->drawRect(swatch);
            break;
        case LegendItem::Mark::Line:
            painter->setPen(QPen(item.color, 2));
            painter->drawLine(QPointF(swatch.center().x(), swatch.top() - 1),
                              QPointF(swatch.center().x(), swatch.bottom() + 1));
            break;
        case LegendItem::Mark::Hatched:
            paintHatch(painter, swatch, item.color);
            painter->setPen(QPen(item.color, 1.5));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(swatch);
            break;
        case LegendItem::Mark::Circle:
        case LegendItem::Mark::Diamond: {
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setPen(item.outline.isValid() ? QPen(item.outline, item.outlineWidth)
                                                   : QPen(Qt::NoPen));
            painter->setBrush(item.color);
            const QRectF shape = swatch.adjusted(1, 1, -1, -1);
            if (item.mark == LegendItem::Mark::Circle) {
                painter->drawEllipse(shape);
            } else {
                const QPointF c = shape.center();
                const qreal h = shape.width() / 2;
                painter->drawPolygon(QPolygonF(
                    {c + QPointF(0, -h), c + QPointF(h, 0), c + QPointF(0, h), c + QPointF(-h, 0)}));
            }
            painter->restore();
            break;
        }
        }
        painter->setPen(style.text);
        const qreal baseline = swatch.center().y() + (metrics.ascent() - metrics.descent()) / 2;
        painter->drawText(QPointF(swatch.right() + style.swatchGap, baseline), item.text);
    });
    painter->restore();
}

} // namespace Atlas
