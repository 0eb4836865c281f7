#include "views/tierchart/scatteroverlay.h"

#include "common/labelplacer.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace Atlas {

namespace {

constexpr qreal RingGap = 4; // between a bubble and its selection ring

void paintBubbles(QPainter *painter,
                  const TierChartData &data,
                  const QList<QPointF> &centers,
                  const TierChartStyle &style)
{
    // Large bubbles first, so small ones stay visible on top of them.
    QList<qsizetype> order(data.points.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return style.bubbleDiameter(data.points.at(a), data.sizeScaleMax)
               > style.bubbleDiameter(data.points.at(b), data.sizeScaleMax);
    });
    const bool priceMetric = data.sizeMetric == TierSizeMetric::Price;
    for (qsizetype i : std::as_const(order)) {
        const TierPoint &p = data.points.at(i);
        const qreal d = style.bubbleDiameter(p, data.sizeScaleMax);
        QColor fill = style.tierColor(p.tier);
        fill.setAlpha(priceMetric && !p.priceKnown ? style.unknownPriceAlpha : style.fillAlpha);
        QPen pen(p.domestic ? style.domesticOutline : style.outline);
        pen.setWidthF(p.domestic ? style.domesticOutlineWidth : style.outlineWidth);
        pen.setJoinStyle(Qt::MiterJoin);
        painter->setPen(pen);
        painter->setBrush(fill);
        if (p.domestic)
            painter->drawPolygon(domesticDiamond(centers.at(i), d));
        else
            painter->drawEllipse(centers.at(i), d / 2, d / 2);
    }
}

} // namespace

QPolygonF domesticDiamond(const QPointF &center, qreal diameter)
{
    // Circle area pi r^2 equals the diamond's 2 h^2 for a half-diagonal h = r sqrt(pi / 2).
    const qreal h = diameter / 2 * std::sqrt(std::numbers::pi / 2);
    return QPolygonF({center + QPointF(0, -h),
                      center + QPointF(h, 0),
                      center + QPointF(0, h),
                      center + QPointF(-h, 0)});
}

void paintScatterOverlay(QPainter *painter,
                         const TierChartData &data,
                         const QList<QPointF> &centers,
                         const QHash<QString, int> &selectionSlots,
                         const TierChartStyle &style,
                         const QRectF &plotArea)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setClipRect(plotArea);
    paintBubbles(painter, data, centers, style);

    const QFont font = style.font(style.labelPx);
    const QFont selectedFont = style.font(style.labelPx + 1, true);
    // Bubbles are obstacles for every label but their own: the bounding square, shrunk so
    // labels may graze the round edge. The selection's labels are placed first and always.
    LabelPlacer placer(plotArea);
    QList<LabelPlacer::Label> requests;
    QList<QString> texts;
    for (qsizetype i = 0; i < data.points.size(); ++i) {
        const TierPoint &p = data.points.at(i);
        const bool selected = selectionSlots.contains(p.id);
        // The asterisk points to the footnote: another format's figure is plotted.
        const QString text = p.fallbackRate ? p.label + QLatin1Char('*') : p.label;
        const qreal d = style.bubbleDiameter(p, data.sizeScaleMax);
        LabelPlacer::Label r;
        r.anchor = centers.at(i);
        r.radius = d / 2 + (selected ? RingGap + style.selectionWidth : 0);
        const QFontMetricsF metrics(selected ? selectedFont : font);
        r.size = QSizeF(metrics.horizontalAdvance(text) + 4, metrics.height());
        r.crowded = selected ? LabelPlacer::Crowded::Clamp : LabelPlacer::Crowded::Skip;
        const qreal k = r.radius * 0.8;
        r.ownObstacle = placer.addObstacle(QRectF(r.anchor.x() - k, r.anchor.y() - k, 2 * k, 2 * k));
        requests.append(r);
        texts.append(text);

        if (selected) {
            painter->setPen(
                QPen(style.selectionColor(selectionSlots.value(p.id)), style.selectionWidth));
            painter->setBrush(Qt::NoBrush);
            const qreal ring = d / 2 + RingGap + (p.domestic ? d * 0.13 : 0);
            painter->drawEllipse(r.anchor, ring, ring);
        }
    }

    QList<std::optional<QRectF>> placed(requests.size());
    for (bool selectedPass : {true, false}) {
        for (qsizetype i = 0; i < requests.size(); ++i) {
            const bool selected = requests.at(i).crowded == LabelPlacer::Crowded::Clamp;
            if (selected != selectedPass)
                continue;
            if (const auto placement = placer.place(requests.at(i)))
                placed[i] = placement->rect;
        }
    }
    for (qsizetype i = 0; i < placed.size(); ++i) {
        if (!placed.at(i))
            continue;
        const TierPoint &p = data.points.at(i);
        const bool selected = selectionSlots.contains(p.id);
        painter->setPen(Qt::NoPen);
        painter->setBrush(style.halo);
        painter->drawRoundedRect(*placed.at(i), 2, 2);
        painter->setFont(selected ? selectedFont : font);
        painter->setPen(selected ? style.selectionColor(selectionSlots.value(p.id)) : style.text);
        painter->drawText(*placed.at(i), Qt::AlignCenter, texts.at(i));
    }
    painter->restore();
}

} // namespace Atlas
