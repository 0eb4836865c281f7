#pragma once

#include <QPointF>
#include <QRectF>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

struct CompareLegend;
struct CompareStyle;
struct MemoryBreakdown;

// The memory of one GPU as stacked segments, one per memory category in the shared palette
// (PlotStyle::memory()), against the card's capacity, drawn as a vertical mark. When the total
// is larger, the bar is scaled to the total and the part beyond the mark is hatched, so "does
// not fit" shows without colour.
void paintMemoryFitBar(QPainter *painter,
                       const QRectF &rect,
                       const MemoryBreakdown &memory,
                       double capacityBytes,
                       const CompareStyle &style);

// The key to the bar's segments and marks and to the best-value tag, flowing over lines
// within `width`.
qreal memoryLegendHeight(const CompareLegend &legend, const CompareStyle &style, qreal width);
void paintMemoryLegend(QPainter *painter,
                       const QPointF &topLeft,
                       qreal width,
                       const CompareLegend &legend,
                       const CompareStyle &style);

// The "best" tag drawn on highlighted cells, its top-right corner at `topRight`.
QRectF bestTagRect(const QString &text, const CompareStyle &style, const QPointF &topRight);
void paintBestTag(QPainter *painter,
                  const QString &text,
                  const CompareStyle &style,
                  const QPointF &topRight);

} // namespace Atlas
