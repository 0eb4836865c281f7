#include "views/map/mapplotter.h"

#include "common/labelplacer.h"
#include "views/map/mapcolorscale.h"
#include "views/map/maplegendpainter.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

// Painting the map's layers: provinces and their names, markers and their labels, the
// provider layer, then the frame (mapplotter_frame.cpp) and the legend.

namespace Atlas {

namespace {

constexpr double LabelPadding = 2;

void setClip(QPainter *painter, const QRectF &rect)
{
    painter->setClipRect(rect, painter->hasClipping() ? Qt::IntersectClip : Qt::ReplaceClip);
}

// The point of `rect` nearest to `p`, for leader lines.
QPointF nearestPoint(const QRectF &rect, QPointF p)
{
    return {std::clamp(p.x(), rect.left(), rect.right()),
            std::clamp(p.y(), rect.top(), rect.bottom())};
}

} // namespace

void MapPlotter::plot(QPainter *painter, const QRectF &target, const Hover *hover) const
{
    plotBase(painter, target, hover);
    plotOverlay(painter, target, hover);
}

void MapPlotter::plotBase(QPainter *painter, const QRectF &target, const Hover *hover) const
{
    const MapStyle s = style();
    painter->save();
    setClip(painter, target);
    painter->fillRect(target, s.background);
    if (geometry().isValid()) {
        const Layout l = layout(target);
        setClip(painter, l.mapArea);
        paintProvinces(painter, l, hover);
    }
    painter->restore();
}

void MapPlotter::plotOverlay(QPainter *painter, const QRectF &target, const Hover *hover) const
{
    const MapStyle s = style();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    setClip(painter, target);

    if (!geometry().isValid()) {
        painter->setPen(s.text);
        painter->setFont(s.font(s.labelPx));
        painter->drawText(target.adjusted(Margin, Margin, -Margin, -Margin),
                          Qt::AlignCenter | Qt::TextWordWrap,
                          m_options.context.text(
                              ATLAS_TR("Atlas::MapPlotter", "The map cannot be drawn: %1")
                                  .arg(geometry().errorString())));
        painter->restore();
        return;
    }

    const Layout l = layout(target);
    const QList<PlacedMarker> placed = placeMarkers(l);

    painter->save();
    setClip(painter, l.mapArea);
    // Marker labels are placed first, so province names give way to them. Painting order (the
    // provinces are plotBase()'s): their names, markers, marker labels.
    LabelPlacer placer(l.mapArea.adjusted(2, 2, -2, -2));
    placer.addObstacle(l.legendRect.adjusted(-4, -4, 4, 4));
    placer.addObstacle(l.insetRect.adjusted(-4, -4, 4, 4));
    if (!l.noticeRect.isEmpty())
        placer.addObstacle(l.noticeRect.adjusted(-4, -4, 4, 4));
    for (const PlacedMarker &p : placed) {
        const double r = p.radius * 1.26 + 1; // the diamond's half-diagonal
        placer.addObstacle(QRectF(p.centre - QPointF(r, r), QSizeF(2 * r, 2 * r)));
    }
    const double half = siteHalfSide() + 1;
    for (const PlacedSite &site : placeSites(l))
        placer.addObstacle(QRectF(site.centre - QPointF(half, half), QSizeF(2 * half, 2 * half)));
    const QList<MarkerLabel> labels = placeMarkerLabels(painter, l, placed, placer);
    if (m_options.provinceLabels)
        paintProvinceLabels(painter, l, placer);
    // The provider layer's links under the markers, its squares beside them.
    paintSites(painter, l, hover);
    paintMarkers(painter, placed, hover);
    paintMarkerLabels(painter, labels);
    painter->restore();

    paintNotice(painter, l.noticeRect);
    paintInset(painter, l.insetRect);
    legendPainter(l.legendColumns, l.legendBeside).paint(painter, l.legendRect);
    paintFooter(painter, l.footerRect);
    painter->restore();
}

QList<MapPlotter::MarkerLabel> MapPlotter::placeMarkerLabels(QPainter *painter,
                                                             const Layout &layout,
                                                             const QList<PlacedMarker> &placed,
                                                             LabelPlacer &placer) const
{
    const MapStyle s = style();
    const QFontMetricsF nameMetrics(s.font(s.labelPx), painter->device());
    const QFontMetricsF hubMetrics(s.font(s.labelPx, true), painter->device());

    // In order of importance: the selection, bright hubs, bright clusters, then dimmed ones.
    QList<PlacedMarker> order = placed;
    auto rank = [this](const PlacedMarker &p) {
        const MapMarker &m = m_markers.at(p.index);
        return (m.selected ? 0 : 4) + (m.dimmed ? 2 : 0) + (m.hub ? 0 : 1);
    };
    std::stable_sort(order.begin(), order.end(), [&](const PlacedMarker &a, const PlacedMarker &b) {
        return rank(a) < rank(b);
    });

    QList<MarkerLabel> labels;
    for (const PlacedMarker &p : std::as_const(order)) {
        if (!layout.mapArea.contains(p.centre))
            continue; // panned out of view
        const MapMarker &marker = m_markers.at(p.index);
        MarkerLabel label;
        label.name = markerLabel(marker);
        label.value = marker.valueText;
        label.hub = marker.hub;
        label.dimmed = marker.dimmed;
        label.selected = marker.selected;
        label.anchor = p.centre;
        label.radius = p.radius * (marker.west ? 1.26 : 1.0);
        const QFontMetricsF &metrics = marker.hub ? hubMetrics : nameMetrics;
        double width = metrics.horizontalAdvance(label.name);
        if (!label.value.isEmpty())
            width += nameMetrics.horizontalAdvance(u' ' + label.value);
        const QSizeF size(width + 2 * LabelPadding,
                          std::max(metrics.height(), nameMetrics.height()));
        // A label is never dropped, since the marker would then be anonymous.
        LabelPlacer::Label request;
        request.anchor = p.centre;
        request.radius = label.radius;
        request.size = size;
        request.crowded = LabelPlacer::Crowded::LeastCovered;
        request.farSpots = true;
        const LabelPlacer::Placement placement = *placer.place(request);
        label.rect = placement.rect;
        label.detached = placement.detached;
        labels.append(label);
    }
    return labels;
}

void MapPlotter::paintMarkerLabels(QPainter *painter, const QList<MarkerLabel> &labels) const
{
    const MapStyle s = style();
    for (const MarkerLabel &label : labels) {
        if (label.detached) {
            painter->setPen(QPen(s.mutedText, 0.8));
            const QPointF end = nearestPoint(label.rect, label.anchor);
            const QPointF direction = end - label.anchor;
            const double length = std::hypot(direction.x(), direction.y());
            if (length > label.radius)
                painter->drawLine(label.anchor + direction * (label.radius / length), end);
        }
        // The selected marker's label is inverted: with a hub and a cluster in the same city,
        // the ring alone would not say which of the two is selected.
        painter->setPen(Qt::NoPen);
        painter->setBrush(label.selected ? s.markerOutline : s.halo);
        painter->drawRoundedRect(label.rect, 2, 2);
        painter->setFont(s.font(s.labelPx, label.hub));
        painter->setPen(label.selected ? s.background : label.dimmed ? s.mutedText : s.text);
        const QRectF textRect = label.rect.adjusted(LabelPadding, 0, -LabelPadding, 0);
        painter->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter, label.name);
        if (!label.value.isEmpty()) {
            painter->setFont(s.font(s.labelPx));
            painter->setPen(label.selected ? s.background : s.mutedText);
            painter->drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, label.value);
        }
    }
}

void MapPlotter::paintProvinces(QPainter *painter, const Layout &layout, const Hover *hover) const
{
    const MapStyle s = style();
    QPen border(s.border, s.borderWidth);
    border.setJoinStyle(Qt::RoundJoin);
    // Measured at 2400 x 1800 device pixels (a 1200 x 900 view on a HiDPI screen), where the
    // whole repaint must stay under 16 ms:
    // - Qt's raster engine strokes lines up to one device pixel wide with its fast cosmetic
    //   stroker (2.8 ms for all borders); wider lines take the general stroker (50 ms). So on
    //   raster devices borders are capped at one device pixel, a crisp hairline on HiDPI.
    // - Filling without antialiasing takes 1.8 ms instead of 7.3 ms; the antialiased border
    //   drawn on top covers the fill's edge, and the land is too light for steps to show.
    // - Mapping the outlines to target coordinates costs 0.2 ms, so nothing is cached.
    // Vector devices (PDF) get the designed width and antialiased fills.
    const QPaintEngine *engine = painter->paintEngine();
    const bool raster = engine && engine->type() == QPaintEngine::Raster;
    const double deviceScale = std::sqrt(std::abs(painter->deviceTransform().determinant()));
    if (raster && s.borderWidth * deviceScale > 1.0) {
        border.setCosmetic(true);
        border.setWidthF(1.0);
    }

    QList<QPainterPath> paths;
    paths.reserve(geometry().provinces().size());
    for (const ProvinceShape &province : geometry().provinces())
        paths.append(layout.transform.map(province.path));

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, !raster);
    painter->setPen(Qt::NoPen);
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const bool hovered = hover && hover->markerId.isEmpty()
                             && hover->adcode == geometry().provinces().at(i).adcode;
        painter->setBrush(hovered ? s.landHover : s.land);
        painter->drawPath(paths.at(i));
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(border);
    painter->setBrush(Qt::NoBrush);
    for (const QPainterPath &path : std::as_const(paths))
        painter->drawPath(path);
    painter->restore();
}

void MapPlotter::paintProvinceLabels(QPainter *painter,
                                     const Layout &layout,
                                     LabelPlacer &placer) const
{
    const MapStyle s = style();
    const QFont font = s.font(s.provincePx);
    const QFontMetricsF metrics(font, painter->device());
    painter->setFont(font);
    painter->setPen(s.provinceText);

    // Large provinces first: when names compete for space, the big ones are the landmarks.
    QList<const ProvinceShape *> order;
    for (const ProvinceShape &province : geometry().provinces())
        order.append(&province);
    std::stable_sort(order.begin(), order.end(), [](const ProvinceShape *a, const ProvinceShape *b) {
        return a->bounds.width() * a->bounds.height() > b->bounds.width() * b->bounds.height();
    });
    for (const ProvinceShape *province : std::as_const(order)) {
        const QString text = provinceLabel(*province);
        const QSizeF size = metrics.size(0, text);
        const QRectF bounds = layout.transform.mapRect(province->bounds);
        // Only where the name fits comfortably: small provinces get theirs when zoomed in.
        if (size.width() > 0.7 * bounds.width() || size.height() > 0.7 * bounds.height())
            continue;
        const std::optional<QRectF> rect = placer.placeNear(layout.transform.map(
                                                                province->labelPoint),
                                                            size);
        if (rect)
            painter->drawText(*rect, Qt::AlignCenter, text);
    }
}

void MapPlotter::paintMarkers(QPainter *painter,
                              const QList<PlacedMarker> &placed,
                              const Hover *hover) const
{
    const MapStyle s = style();
    const MapLegend legend = resolvedLegend();
    for (const PlacedMarker &p : placed) {
        const MapMarker &marker = m_markers.at(p.index);
        QColor fill = MapColorScale::color(marker.value, legend);
        QPen outline(s.markerOutline, s.markerOutlineWidth);
        if (marker.dimmed) {
            // Faded towards the background rather than made transparent, so the colour stays
            // the same whatever lies underneath.
            const QColor bg = s.background;
            constexpr double Keep = 0.35;
            fill = QColor::fromRgbF(fill.redF() * Keep + bg.redF() * (1 - Keep),
                                    fill.greenF() * Keep + bg.greenF() * (1 - Keep),
                                    fill.blueF() * Keep + bg.blueF() * (1 - Keep));
            outline = QPen(s.dimmedOutline, 1.0, Qt::DashLine);
        }
        if (hover && hover->markerId == marker.id)
            outline.setWidthF(outline.widthF() + 1.2);
        if (marker.selected) {
            // Outside a hub's edge even for a cluster, which often sits in the hub's centre.
            const double ring = std::max(p.radius, s.hubRadius) + 4;
            painter->setPen(QPen(s.halo, 4));
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(mapMarkerShape(p.centre, ring, marker.west));
            painter->setPen(QPen(s.markerOutline, 2));
            painter->drawPath(mapMarkerShape(p.centre, ring, marker.west));
        }
        painter->setPen(outline);
        painter->setBrush(fill);
        painter->drawPath(mapMarkerShape(p.centre, p.radius, marker.west));
    }
}

void MapPlotter::paintSites(QPainter *painter, const Layout &layout, const Hover *hover) const
{
    if (m_sites.isEmpty())
        return;
    const MapStyle s = style();
    const QList<PlacedSite> placed = placeSites(layout);
    QList<QPointF> centres;
    for (const PlacedSite &p : placed)
        centres.append(p.centre);
    // Links first, from the place to the hub or cluster whose grid it shares; a square moved
    // off its place is joined to it by a solid leader ending in a dot.
    painter->setPen(QPen(s.siteLink, 1.0, Qt::DashLine));
    for (qsizetype i = 0; i < m_sites.size(); ++i) {
        for (const QPointF &lonLat : m_sites.at(i).links) {
            const QPointF end = layout.transform.map(
                geometry().projection().project(lonLat.x(), lonLat.y()));
            painter->drawLine(placed.at(i).anchor, end);
        }
    }
    for (const PlacedSite &p : placed) {
        if (p.centre == p.anchor)
            continue;
        painter->setPen(QPen(s.siteOutline, 1.0));
        painter->drawLine(p.anchor, p.centre);
        painter->setBrush(s.siteOutline);
        painter->drawEllipse(p.anchor, 1.8, 1.8);
    }
    const double half = siteHalfSide();
    const QFont font = s.font(s.sitePx, true);
    painter->setFont(font);
    for (qsizetype i = 0; i < m_sites.size(); ++i) {
        const MapSite &site = m_sites.at(i);
        const QRectF square(centres.at(i) - QPointF(half, half), QSizeF(2 * half, 2 * half));
        if (site.selected) {
            painter->setPen(QPen(s.markerOutline, 2));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(square.adjusted(-4, -4, 4, 4));
        }
        QPen outline(s.siteOutline, hover && hover->markerId == site.id ? 2.2 : 1.2);
        if (!site.verified)
            outline.setStyle(Qt::DashLine);
        painter->setPen(outline);
        painter->setBrush(s.siteFill);
        painter->drawRect(square);
        painter->setPen(s.siteText);
        painter->drawText(square, Qt::AlignCenter, QString::number(site.count));
    }
}

} // namespace Atlas
