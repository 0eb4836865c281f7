#include "views/compare/memoryfitbar.h"

#include "views/compare/comparestyle.h"
#include "views/compare/comparetable.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <functional>

namespace Atlas {

namespace {

constexpr qreal Swatch = 12;
constexpr qreal SwatchGap = 5;
constexpr qreal ItemGap = 16;

void hatch(QPainter *painter, const QRectF &rect, const QColor &color)
{
    painter->save();
    painter->setClipRect(rect, Qt::IntersectClip);
    painter->setPen(QPen(color, 1.5));
    const qreal step = 5;
    for (qreal x = rect.left() - rect.height(); x < rect.right(); x += step)
        painter->drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()));
    painter->restore();
}

enum class Mark { Segment, Capacity, Overflow };

struct LegendItem
{
    Mark mark;
    int segment = 0;
    QString text;
};

QList<LegendItem> legendItems(const CompareLegend &legend)
{
    QList<LegendItem> items;
    for (int i = 0; i < legend.segments.size(); ++i)
        items.append({Mark::Segment, i, legend.segments.at(i)});
    items.append({Mark::Capacity, 0, legend.capacity});
    items.append({Mark::Overflow, 0, legend.overflow});
    return items;
}

// Lays the items out left to right, wrapping at `width`; calls `place` with each item's
// swatch position (relative to the legend's top left). Returns the height used.
qreal flow(const QList<LegendItem> &items,
           const CompareStyle &style,
           qreal width,
           const std::function<void(const LegendItem &, QPointF)> &place)
{
    const QFontMetricsF metrics(style.small);
    const qreal lineHeight = std::max(Swatch, metrics.height()) + 4;
    qreal x = 0;
    qreal y = 0;
    for (const LegendItem &item : items) {
        const qreal itemWidth = Swatch + SwatchGap + metrics.horizontalAdvance(item.text);
        if (x > 0 && x + itemWidth > width) {
            x = 0;
            y += lineHeight;
        }
        if (place)
            place(item, QPointF(x, y + (lineHeight - 4 - Swatch) / 2));
        x += itemWidth + ItemGap;
    }
    return items.isEmpty() ? 0 : y + lineHeight;
}

} // namespace

void paintMemoryFitBar(QPainter *painter,
                       const QRectF &rect,
                       const MemoryBreakdown &memory,
                       double capacityBytes,
                       const CompareStyle &style)
{
    const double total = memory.total();
    const double scaleMax = std::max({capacityBytes, total, 1.0});
    const auto xAt = [&](double bytes) { return rect.left() + rect.width() * bytes / scaleMax; };
    const qreal capacityX = xAt(capacityBytes);

    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(style.barTrack);
    painter->drawRect(QRectF(rect.left(), rect.top(), capacityX - rect.left(), rect.height()));

    const double parts[] = {memory.weights,
                            memory.gradients + memory.optimizer,
                            memory.activations,
                            memory.kvCache,
                            memory.overhead};
    double start = 0;
    for (int i = 0; i < 5; ++i) {
        if (parts[i] <= 0)
            continue;
        painter->setBrush(style.segments.at(i));
        painter->drawRect(
            QRectF(QPointF(xAt(start), rect.top()), QPointF(xAt(start + parts[i]), rect.bottom())));
        start += parts[i];
    }

    if (total > capacityBytes) {
        const QRectF over(QPointF(capacityX, rect.top()), QPointF(xAt(total), rect.bottom()));
        painter->setBrush(QColor(255, 255, 255, 110));
        painter->drawRect(over);
        hatch(painter, over, style.problem);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(style.problem, 1.5));
        painter->drawRect(over);
    }

    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(style.grid, 1));
    painter->drawRect(
        QRectF(rect.topLeft(), QPointF(std::max(capacityX, xAt(total)), rect.bottom())));
    painter->setPen(QPen(style.capacityLine, 2));
    painter->drawLine(QPointF(capacityX, rect.top() - 3), QPointF(capacityX, rect.bottom() + 3));
    painter->restore();
}

qreal memoryLegendHeight(const CompareLegend &legend, const CompareStyle &style, qreal width)
{
    return flow(legendItems(legend), style, width, {});
}

void paintMemoryLegend(QPainter *painter,
                       const QPointF &topLeft,
                       qreal width,
                       const CompareLegend &legend,
                       const CompareStyle &style)
{
    painter->save();
    painter->setFont(style.small);
    const QFontMetricsF metrics(style.small);
    flow(legendItems(legend), style, width, [&](const LegendItem &item, QPointF at) {
        const QRectF swatch(topLeft + at, QSizeF(Swatch, Swatch));
        switch (item.mark) {
        case Mark::Segment:
            painter->setPen(Qt::NoPen);
            painter->setBrush(style.segments.at(item.segment));
            painter->drawRect(swatch);
            break;
        case Mark::Capacity:
            painter->setPen(QPen(style.capacityLine, 2));
            painter->drawLine(QPointF(swatch.center().x(), swatch.top() - 1),
                              QPointF(swatch.center().x(), swatch.bottom() + 1));
            break;
        case Mark::Overflow:
            hatch(painter, swatch, style.problem);
            painter->setPen(QPen(style.problem, 1.5));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(swatch);
            break;
        }
        painter->setPen(style.text);
        const qreal baseline = swatch.center().y() + (metrics.ascent() - metrics.descent()) / 2;
        painter->drawText(QPointF(swatch.right() + SwatchGap, baseline), item.text);
    });
    painter->restore();
}

QRectF bestTagRect(const QString &text, const CompareStyle &style, const QPointF &topRight)
{
    const QFontMetricsF metrics(style.smallBold);
    const QSizeF size(metrics.horizontalAdvance(text) + 10, metrics.height() + 2);
    return QRectF(QPointF(topRight.x() - size.width(), topRight.y()), size);
}

void paintBestTag(QPainter *painter,
                  const QString &text,
                  const CompareStyle &style,
                  const QPointF &topRight)
{
    const QRectF rect = bestTagRect(text, style, topRight);
    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(style.bestAccent);
    painter->drawRoundedRect(rect, rect.height() / 2, rect.height() / 2);
    painter->setPen(style.bestTagText);
    painter->setFont(style.smallBold);
    painter->drawText(rect, Qt::AlignCenter, text);
    painter->restore();
}

} // namespace Atlas
