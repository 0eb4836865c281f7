#include "views/tierchart/scatteroverlay.h"

#include "common/labelplacer.h"

#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QLineF>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>
#include <optional>

namespace Atlas {

namespace {

constexpr qreal RingGap = 4;      // between a bubble and its selection ring
constexpr qreal LeaderBeyond = 8; // a label farther than this from its bubble gets a leader line
constexpr qreal WideLabel = 0.3;  // of the plot's width: a bilingual name this wide takes two lines

void drawBubble(QPainter *painter,
                QPointF center,
                qreal diameter,
                bool diamond,
                const QColor &fill,
                const QPen &pen)
{
    painter->setPen(pen);
    painter->setBrush(fill);
    if (diamond)
        painter->drawPolygon(domesticDiamond(center, diameter));
    else
        painter->drawEllipse(center, diameter / 2, diameter / 2);
}

// The device pixels per logical pixel when the painter only scales and translates (the screen,
// a PNG), else 0 (a PDF, an SVG, a rotated painter: draw vectors).
qreal rasterScale(QPainter *painter)
{
    const QPaintEngine *engine = painter->paintEngine();
    const QTransform t = painter->deviceTransform();
    if (!engine || engine->type() != QPaintEngine::Raster || !t.isAffine() || t.m12() != 0
        || t.m21() != 0 || t.m11() != t.m22() || t.m11() <= 0)
        return 0;
    return t.m11();
}

// An antialiased bubble is a filled and stroked path the rasteriser builds anew each time: with
// 34 of them, most of a repaint at device pixel ratio 2. A bubble's look does not change when it
// moves (a precision step moves them all), so on raster devices each look is drawn once into a
// sprite at device resolution and blitted.
void blitBubble(QPainter *painter,
                qreal scale,
                QPointF center,
                qreal diameter,
                bool diamond,
                const QColor &fill,
                const QPen &pen)
{
    // Images, not pixmaps: they outlive the application object in this static cache.
    static QHash<QString, QImage> sprites;
    const QString key = QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                            .arg(scale)
                            .arg(diameter)
                            .arg(diamond)
                            .arg(fill.rgba())
                            .arg(pen.color().rgba())
                            .arg(pen.widthF())
                            .arg(int(pen.joinStyle()));
    auto it = sprites.find(key);
    const qreal extent = (diamond ? diameter * std::sqrt(std::numbers::pi / 2) : diameter)
                         + pen.widthF() * 2 + 2;
    if (it == sprites.end()) {
        if (sprites.size() > 512)
            sprites.clear();
        const int side = int(std::ceil(extent * scale));
        QImage sprite(side, side, QImage::Format_ARGB32_Premultiplied);
        sprite.setDevicePixelRatio(scale);
        sprite.fill(Qt::transparent);
        QPainter p(&sprite);
        p.setRenderHint(QPainter::Antialiasing);
        drawBubble(&p, QPointF(side / scale / 2, side / scale / 2), diameter, diamond, fill, pen);
        p.end();
        it = sprites.insert(key, sprite);
    }
    const qreal half = it->width() / scale / 2;
    painter->drawImage(center - QPointF(half, half), *it);
}

void paintBubbles(QPainter *painter,
                  const TierChartData &data,
                  const QList<QPointF> &centers,
                  const TierChartStyle &style)
{
    const qreal scale = rasterScale(painter);
    // Large bubbles first, so small ones stay visible on top of them.
    QList<qsizetype> order(data.points.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return style.bubbleDiameter(data.points.at(a), data.sizeScaleMax)
               > style.bubbleDiameter(data.points.at(b), data.sizeScaleMax);
    });
    for (qsizetype i : std::as_const(order)) {
        const TierPoint &p = data.points.at(i);
        const qreal d = style.bubbleDiameter(p, data.sizeScaleMax);
        QColor fill = style.tierColor(p.tier);
        // Pale: the bubble's size is unknown (no price, or no published bandwidth).
        fill.setAlpha(!p.sizeValue ? style.unknownPriceAlpha : style.fillAlpha);
        QPen pen(p.domestic ? style.domesticOutline : style.outline);
        pen.setWidthF(p.domestic ? style.domesticOutlineWidth : style.outlineWidth);
        pen.setJoinStyle(Qt::MiterJoin);
        if (scale > 0)
            blitBubble(painter, scale, centers.at(i), d, p.domestic, fill, pen);
        else
            drawBubble(painter, centers.at(i), d, p.domestic, fill, pen);
    }
}

// paintScatterOverlay()'s arguments.
struct Overlay
{
    const TierChartData &data;
    const QList<QPointF> &centers;
    const QHash<QString, int> &selectionSlots;
    const QStringList &alwaysLabelled;
    const TierChartStyle &style;
    const QRectF &plotArea;
};

QFont labelFont(const TierChartStyle &style, bool selected)
{
    return selected ? style.font(style.labelPx + 1, true) : style.font(style.labelPx);
}

// One label request and text per point, in data.points' order.
struct LabelRequests
{
    QList<LabelPlacer::Label> labels;
    QList<QString> texts;
};

// Measures every point's label and makes its bubble an obstacle for the others; draws the
// selection rings on the way.
LabelRequests requestLabels(QPainter *painter, const Overlay &overlay, LabelPlacer &placer)
{
    const TierChartData &data = overlay.data;
    const TierChartStyle &style = overlay.style;
    // Bubbles are obstacles for every label but their own: the bounding square, shrunk so
    // labels may graze the round edge. The selection's labels are placed first and always.
    LabelRequests requests;
    for (qsizetype i = 0; i < data.points.size(); ++i) {
        const TierPoint &p = data.points.at(i);
        const bool selected = overlay.selectionSlots.contains(p.id);
        const bool kept = selected || overlay.alwaysLabelled.contains(p.id);
        // The asterisk points to the footnote: another format's figure is plotted.
        QString text = p.fallbackRate ? p.label + QLatin1Char('*') : p.label;
        const qreal d = style.bubbleDiameter(p, data.sizeScaleMax);
        LabelPlacer::Label r;
        r.anchor = overlay.centers.at(i);
        r.radius = d / 2 + (selected ? RingGap + style.selectionWidth : 0);
        const QFontMetricsF metrics(labelFont(style, selected));
        // A long bilingual name ("英伟达 GB300（…）/ NVIDIA GB300 (…)") on two lines, one per
        // language: at half the width it finds a free spot where one line crossed the chart.
        if (metrics.horizontalAdvance(text) > overlay.plotArea.width() * WideLabel)
            text.replace(QStringLiteral(" / "), QStringLiteral("\n"));
        const QStringList lines = text.split(u'\n');
        qreal width = 0;
        for (const QString &line : lines)
            width = std::max(width, metrics.horizontalAdvance(line));
        r.size = QSizeF(width + 4, metrics.height() + (lines.size() - 1) * metrics.lineSpacing());
        r.crowded = kept ? LabelPlacer::Crowded::Clamp : LabelPlacer::Crowded::Skip;
        const qreal k = r.radius * 0.8;
        r.ownObstacle = placer.addObstacle(QRectF(r.anchor.x() - k, r.anchor.y() - k, 2 * k, 2 * k));
        requests.labels.append(r);
        requests.texts.append(text);

        if (selected) {
            painter->setPen(QPen(style.selectionColor(overlay.selectionSlots.value(p.id)),
                                 style.selectionWidth));
            painter->setBrush(Qt::NoBrush);
            const qreal ring = d / 2 + RingGap + (p.domestic ? d * 0.13 : 0);
            painter->drawEllipse(r.anchor, ring, ring);
        }
    }
    return requests;
}

// The selection first, the scenario's cards next, then the rest where there is room, the
// largest bubbles first: the flagships a board asks about sat unlabelled in the crowded top
// right while smaller cards took the room (issue 30). The five largest may also take a spot
// a line farther out, and are named even where every spot is crowded.
QList<std::optional<LabelPlacer::Placement>> placeLabels(const Overlay &overlay,
                                                         const LabelRequests &requests,
                                                         LabelPlacer &placer)
{
    const QList<LabelPlacer::Label> &labels = requests.labels;
    const auto rank = [&](qsizetype i) {
        const QString &id = overlay.data.points.at(i).id;
        return overlay.selectionSlots.contains(id)   ? 0
               : overlay.alwaysLabelled.contains(id) ? 1
                                                     : 2;
    };
    QList<qsizetype> order(labels.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return rank(a) != rank(b) ? rank(a) < rank(b) : labels.at(a).radius > labels.at(b).radius;
    });
    QList<std::optional<LabelPlacer::Placement>> placed(labels.size());
    int largest = 0;
    for (qsizetype i : std::as_const(order)) {
        LabelPlacer::Label request = labels.at(i);
        if (rank(i) == 2 && largest++ < 5) {
            // A flagship is always named: a line farther out, else the least covered spot
            // (its halo keeps it readable over a neighbour's edge).
            request.farSpots = true;
            request.crowded = LabelPlacer::Crowded::Clamp;
        }
        placed[i] = placer.place(request);
    }
    return placed;
}

// Draws the labels that found a place, each on its halo; returns their rectangles.
QList<QRectF> paintLabels(QPainter *painter,
                          const Overlay &overlay,
                          const LabelRequests &requests,
                          const QList<std::optional<LabelPlacer::Placement>> &placed)
{
    const TierChartStyle &style = overlay.style;
    QList<QRectF> rects;
    for (qsizetype i = 0; i < placed.size(); ++i) {
        if (!placed.at(i))
            continue;
        const TierPoint &p = overlay.data.points.at(i);
        const bool selected = overlay.selectionSlots.contains(p.id);
        const QRectF rect = placed.at(i)->rect;
        rects.append(rect);
        // Away from its bubble (a line farther out, or moved inside the chart): a leader line
        // from the bubble's edge says whose name it is.
        const LabelPlacer::Label &label = requests.labels.at(i);
        const QPointF centre = label.anchor;
        const QPointF to(std::clamp(centre.x(), rect.left(), rect.right()),
                         std::clamp(centre.y(), rect.top(), rect.bottom()));
        const QLineF line(centre, to);
        if (line.length() > label.radius + LeaderBeyond) {
            painter->setPen(QPen(style.mutedText, 0.8));
            painter->drawLine(line.pointAt(label.radius / line.length()), to);
        }
        painter->fillRect(rect, style.halo); // a plain rectangle: 34 of them per repaint
        painter->setFont(labelFont(style, selected));
        painter->setPen(selected ? style.selectionColor(overlay.selectionSlots.value(p.id))
                                 : style.text);
        painter->drawText(rect, Qt::AlignCenter, requests.texts.at(i));
    }
    return rects;
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

QList<QRectF> paintScatterOverlay(QPainter *painter,
                                  const TierChartData &data,
                                  const QList<QPointF> &centers,
                                  const QHash<QString, int> &selectionSlots,
                                  const QStringList &alwaysLabelled,
                                  const TierChartStyle &style,
                                  const QRectF &plotArea)
{
    const Overlay overlay{data, centers, selectionSlots, alwaysLabelled, style, plotArea};
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setClipRect(plotArea);
    paintBubbles(painter, data, centers, style);
    LabelPlacer placer(plotArea);
    const LabelRequests requests = requestLabels(painter, overlay, placer);
    const QList<std::optional<LabelPlacer::Placement>> placed = placeLabels(overlay,
                                                                            requests,
                                                                            placer);
    const QList<QRectF> rects = paintLabels(painter, overlay, requests, placed);
    painter->restore();
    return rects;
}

} // namespace Atlas
