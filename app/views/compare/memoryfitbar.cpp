#include "views/compare/memoryfitbar.h"

#include "common/plotlegend.h"
#include "views/compare/comparestyle.h"
#include "views/compare/comparetable.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace Atlas {

namespace {

QList<LegendItem> legendItems(const CompareLegend &legend, const CompareStyle &style)
{
    QList<LegendItem> items;
    for (int i = 0; i < legend.segments.size() && i < MemoryCategoryCount; ++i)
        items.append({LegendItem::Mark::Swatch,
                      style.memory().color(MemoryCategory(i)),
                      legend.segments.at(i)});
    items.append({LegendItem::Mark::Line, style.capacityLine, legend.capacity});
    items.append({LegendItem::Mark::Hatched, style.problem, legend.overflow});
    return items;
}

LegendStyle legendStyle(const CompareStyle &style)
{
    LegendStyle l;
    l.font = style.small;
    l.text = style.text;
    return l;
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

    double start = 0;
    for (int i = 0; i < MemoryCategoryCount; ++i) {
        const MemoryCategory category = MemoryCategory(i);
        const double part = MemoryPalette::bytes(memory, category);
        if (part <= 0)
            continue;
        painter->setBrush(style.memory().color(category));
        painter->drawRect(
            QRectF(QPointF(xAt(start), rect.top()), QPointF(xAt(start + part), rect.bottom())));
        start += part;
    }

    if (total > capacityBytes) {
        const QRectF over(QPointF(capacityX, rect.top()), QPointF(xAt(total), rect.bottom()));
        painter->setBrush(QColor(255, 255, 255, 110));
        painter->drawRect(over);
        paintHatch(painter, over, style.problem);
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
    return legendHeight(legendItems(legend, style), legendStyle(style), width);
}

void paintMemoryLegend(QPainter *painter,
                       const QPointF &topLeft,
                       qreal width,
                       const CompareLegend &legend,
                       const CompareStyle &style)
{
    paintLegend(painter, topLeft, width, legendItems(legend, style), legendStyle(style));
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
