#include "views/map/mapplotter.h"

#include "common/labelplacer.h"
#include "views/map/mapcolorscale.h"
#include "views/map/maplegendpainter.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Atlas {

namespace {

constexpr double Margin = 8;
constexpr double LabelPadding = 2;

// The inset's local frame (README): 64 wide, 93.1 high.
constexpr double InsetAspect = 64.0 / 93.1;

// A legend wider than this share of the map area is not laid over the map but below it (in
// one language it takes 20-50 % and fits the empty south-west; in both, over 80 %).
constexpr double WideLegendShare = 0.6;
// A legend in the corner no taller than this share of the map: it covers the empty south-west
// (Xinjiang and Tibet carry no marker).
constexpr double TallLegendShare = 0.6;

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

// The legend shows the dimmed and no-value keys only when some marker needs them.
MapLegendPainter legendPainter(const MapStyle &style,
                               const MapLegend &legend,
                               const QList<MapMarker> &markers,
                               const QList<MapSite> &sites,
                               const PlotContext &context,
                               int columns = 2,
                               bool beside = false)
{
    const bool anyDimmed = std::any_of(markers.cbegin(), markers.cend(), [](const MapMarker &m) {
        return m.dimmed;
    });
    const bool anyMissing = std::any_of(markers.cbegin(), markers.cend(), [](const MapMarker &m) {
        return std::isnan(m.value);
    });
    const bool anyLink = std::any_of(sites.cbegin(), sites.cend(), [](const MapSite &site) {
        return !site.links.isEmpty();
    });
    MapLegendPainter::Keys keys;
    keys.dimmed = anyDimmed;
    keys.noValue = anyMissing;
    keys.providers = !sites.isEmpty();
    keys.gridLinks = anyLink;
    keys.columns = columns;
    keys.beside = beside;
    return MapLegendPainter(style, legend, keys, context);
}

} // namespace

MapPlotter::MapPlotter(const ChinaGeometry &geometry)
    : m_geometry(&geometry)
{}

MapStyle MapPlotter::style() const
{
    return MapStyle::make(m_options.context, m_options.fontFamily);
}

MapLegend MapPlotter::resolvedLegend() const
{
    MapLegend legend = m_legend;
    if (std::isfinite(legend.min) && std::isfinite(legend.max) && legend.min <= legend.max)
        return legend;
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    for (const MapMarker &marker : m_markers) {
        if (std::isfinite(marker.value)) {
            low = std::min(low, marker.value);
            high = std::max(high, marker.value);
        }
    }
    if (low <= high) {
        legend.min = low;
        legend.max = high;
    }
    return legend;
}

void MapPlotter::setView(double zoom, QPointF center)
{
    m_zoom = std::clamp(zoom, MinZoom, MaxZoom);
    m_center = center;
    clampCenter();
}

void MapPlotter::resetView()
{
    m_zoom = 1.0;
    m_center.reset();
}

void MapPlotter::clampCenter()
{
    const QRectF bounds = geometry().projectedBounds();
    if (bounds.isEmpty() || !m_center)
        return;
    m_center->setX(std::clamp(m_center->x(), bounds.left(), bounds.right()));
    m_center->setY(std::clamp(m_center->y(), bounds.top(), bounds.bottom()));
}

void MapPlotter::zoomAt(double factor, QPointF anchor, const QRectF &target)
{
    const QTransform before = layout(target).transform;
    bool invertible = false;
    const QPointF fixed = before.inverted(&invertible).map(anchor);
    if (!invertible)
        return;
    m_zoom = std::clamp(m_zoom * factor, MinZoom, MaxZoom);
    // Solve for the centre that puts `fixed` back under `anchor` at the new scale.
    const Layout after = layout(target);
    const QPointF moved = after.transform.map(fixed);
    const double scale = after.transform.m11();
    m_center = center()
               + QPointF((moved.x() - anchor.x()) / scale, -(moved.y() - anchor.y()) / scale);
    clampCenter();
}

void MapPlotter::panBy(QPointF delta, const QRectF &target)
{
    const double scale = layout(target).transform.m11();
    if (scale <= 0)
        return;
    m_center = center() - QPointF(delta.x() / scale, -delta.y() / scale);
    clampCenter();
}

double MapPlotter::baseScale(const QRectF &mapArea) const
{
    const QRectF bounds = geometry().projectedBounds();
    if (bounds.isEmpty() || mapArea.isEmpty())
        return 1.0;
    return std::min(mapArea.width() / bounds.width(), mapArea.height() / bounds.height());
}

QString MapPlotter::disclaimer(const PlotContext &context)
{
    //: Keep BOTH languages in the translation: the map must always carry the Chinese and the
    //: English disclaimer.
    return context.text(
        ATLAS_TR("Atlas::MapPlotter",
                 "示意图，非标准地图 / Schematic map, not an official standard map"));
}

QString MapPlotter::credit(const PlotContext &context)
{
    return context.text(
        ATLAS_TR("Atlas::MapPlotter",
                 "Geometry: Apache ECharts 4.9.0 (Apache-2.0); markers: GeoNames (CC-BY-4.0)"));
}

QRectF MapPlotter::footerRect(const QRectF &target) const
{
    const MapStyle s = style();
    const QFontMetricsF metrics(s.font(s.footerPx));
    const double both = metrics.horizontalAdvance(disclaimer(m_options.context)) + 24
                        + metrics.horizontalAdvance(credit(m_options.context));
    const int lines = both <= target.width() - 2 * Margin ? 1 : 2;
    const double height = lines * metrics.height() + Margin;
    return {target.left(), target.bottom() - height, target.width(), height};
}

QSizeF MapPlotter::legendSize(int columns, bool beside) const
{
    return legendPainter(style(),
                         resolvedLegend(),
                         m_markers,
                         m_sites,
                         m_options.context,
                         columns,
                         beside)
        .size();
}

MapPlotter::Layout MapPlotter::layout(const QRectF &target) const
{
    Layout l;
    l.footerRect = footerRect(target);
    l.mapArea = QRectF(target.left(),
                       target.top(),
                       target.width(),
                       std::max(0.0, l.footerRect.top() - target.top()));
    const QRectF inner = l.mapArea.adjusted(Margin, Margin, -Margin, -Margin);

    const double insetHeight = std::clamp(inner.height() * 0.26, 80.0, 260.0);
    const double insetWidth = insetHeight * InsetAspect;
    l.insetRect = QRectF(inner.right() - insetWidth,
                         inner.bottom() - insetHeight,
                         insetWidth,
                         insetHeight);

    QSizeF legend = legendSize();
    // The legend sits in the empty south-west corner. A wide one (both languages at the
    // report's type size) would cover the south and its labels: the map is drawn above it, and
    // its keys spread over as many columns as the width holds, so that it takes few lines of
    // the map's height.
    bool wide = legend.width() > inner.width() * WideLegendShare;
    if (wide) {
        // One column of keys may still fit the corner: taller, but the map keeps its size.
        const QSizeF narrow = legendSize(1);
        if (narrow.width() <= inner.width() * WideLegendShare
            && narrow.height() <= inner.height() * TallLegendShare) {
            legend = narrow;
            l.legendColumns = 1;
            wide = false;
        }
    }
    if (wide) {
        // Below the map, every line of the legend is a line less of map: the keys go beside
        // the scale, in as many columns as the width holds, whichever is lowest.
        for (int columns = 1; columns <= 4; ++columns) {
            const QSizeF spread = legendSize(columns, true);
            if (spread.width() <= inner.width() && spread.height() < legend.height()) {
                legend = spread;
                l.legendColumns = columns;
                l.legendBeside = true;
            }
        }
    }
    l.legendRect = QRectF(QPointF(inner.left(), inner.bottom() - legend.height()), legend);
    l.noticeRect = noticeRect(inner);
    QRectF mapRect = inner;
    if (wide)
        mapRect.setBottom(l.legendRect.top() - Margin);
    const double scale = baseScale(mapRect) * m_zoom;
    l.transform.translate(mapRect.center().x(), mapRect.center().y());
    l.transform.scale(scale, -scale); // projected y points north, the target's y down
    const QPointF centre = center();
    l.transform.translate(-centre.x(), -centre.y());
    return l;
}

QList<MapPlotter::PlacedMarker> MapPlotter::placeMarkers(const Layout &layout) const
{
    const MapStyle s = style();
    QList<PlacedMarker> placed;
    placed.reserve(m_markers.size());
    for (qsizetype i = 0; i < m_markers.size(); ++i) {
        const MapMarker &marker = m_markers.at(i);
        if (!std::isfinite(marker.lat) || !std::isfinite(marker.lon))
            continue;
        const QPointF projected = geometry().projection().project(marker.lon, marker.lat);
        placed.append(
            {i, layout.transform.map(projected), marker.hub ? s.hubRadius : s.clusterRadius});
    }
    // Dimmed below bright, hubs below the smaller clusters that often share their city, the
    // selection on top of everything.
    auto rank = [this](const PlacedMarker &p) {
        const MapMarker &m = m_markers.at(p.index);
        return (m.selected ? 4 : 0) + (m.dimmed ? 0 : 2) + (m.hub ? 0 : 1);
    };
    std::stable_sort(placed.begin(),
                     placed.end(),
                     [&](const PlacedMarker &a, const PlacedMarker &b) {
                         return rank(a) < rank(b);
                     });
    return placed;
}

QString MapPlotter::markerAt(QPointF point, const QRectF &target) const
{
    const Layout l = layout(target);
    if (!l.mapArea.contains(point) || l.legendRect.contains(point) || l.insetRect.contains(point))
        return QString();
    const QList<PlacedMarker> placed = placeMarkers(l);
    constexpr double Slack = 2; // a forgiving edge for small markers
    for (auto it = placed.crbegin(); it != placed.crend(); ++it) {
        const MapMarker &marker = m_markers.at(it->index);
        if (mapMarkerShape(it->centre, it->radius + Slack, marker.west).contains(point))
            return marker.id;
    }
    const QList<PlacedSite> sites = placeSites(l);
    const double half = siteHalfSide() + Slack;
    for (qsizetype i = sites.size() - 1; i >= 0; --i) {
        const QPointF centre = sites.at(i).centre;
        if (std::abs(point.x() - centre.x()) <= half && std::abs(point.y() - centre.y()) <= half)
            return m_sites.at(i).id;
    }
    return QString();
}

QList<MapPlotter::PlacedSite> MapPlotter::placeSites(const Layout &layout) const
{
    QList<PlacedSite> result;
    if (m_sites.isEmpty())
        return result;
    const QList<PlacedMarker> markers = placeMarkers(layout);
    const double half = siteHalfSide();
    result.reserve(m_sites.size());
    for (const MapSite &site : m_sites) {
        const QPointF anchor = layout.transform.map(
            geometry().projection().project(site.lon, site.lat));
        QPointF centre = anchor;
        // Clouds sit in the hubs' cities: a square under a hub would be hidden, one on top would
        // hide it. It moves below-right of the marker, off its edge.
        for (const PlacedMarker &m : markers) {
            const double clear = m.radius * 1.26 + half + 2;
            if (std::abs(centre.x() - m.centre.x()) < clear
                && std::abs(centre.y() - m.centre.y()) < clear)
                centre = m.centre + QPointF(clear, clear);
        }
        // Nor on another square moved to the same spot.
        for (const PlacedSite &other : std::as_const(result)) {
            if (std::abs(centre.x() - other.centre.x()) < 2 * half + 2
                && std::abs(centre.y() - other.centre.y()) < 2 * half + 2)
                centre.rx() = other.centre.x() + 2 * half + 3;
        }
        result.append({anchor, centre});
    }
    return result;
}

double MapPlotter::siteHalfSide() const
{
    return style().clusterRadius + 1;
}

QString MapPlotter::provinceAt(QPointF point, const QRectF &target) const
{
    const Layout l = layout(target);
    if (!l.mapArea.contains(point) || l.legendRect.contains(point) || l.insetRect.contains(point))
        return QString();
    bool invertible = false;
    const QPointF projected = l.transform.inverted(&invertible).map(point);
    return invertible ? geometry().provinceAt(projected) : QString();
}

QString MapPlotter::markerLabel(const MapMarker &marker) const
{
    const LocalizedText &text = marker.shortName.isEmpty() ? marker.name : marker.shortName;
    const PlotContext &c = m_options.context;
    if (c.bothLanguages && !text.zh.isEmpty() && !text.en.isEmpty() && text.zh != text.en)
        return text.zh + u' ' + text.en;
    return text.text(c.language);
}

QString MapPlotter::provinceLabel(const ProvinceShape &province) const
{
    if (m_options.context.bothLanguages)
        return province.name.zh + u'\n' + province.name.en;
    return province.name.text(m_options.context.language);
}

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
    legendPainter(s,
                  resolvedLegend(),
                  m_markers,
                  m_sites,
                  m_options.context,
                  l.legendColumns,
                  l.legendBeside)
        .paint(painter, l.legendRect);
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

QRectF MapPlotter::noticeRect(const QRectF &mapArea) const
{
    if (m_legend.notice.isEmpty())
        return {};
    const MapStyle s = style();
    const QFontMetricsF metrics(s.font(s.legendPx, true));
    const double width = std::min(mapArea.width() * 0.55, 40.0 * metrics.averageCharWidth());
    const QRectF text = metrics.boundingRect(QRectF(0, 0, width, 1e6),
                                             Qt::TextWordWrap,
                                             m_legend.notice);
    return QRectF(mapArea.topLeft(), QSizeF(width + 16, text.height() + 12));
}

void MapPlotter::paintNotice(QPainter *painter, const QRectF &rect) const
{
    if (rect.isEmpty())
        return;
    const MapStyle s = style();
    painter->save();
    painter->setPen(QPen(s.noticeBorder, 1.5));
    painter->setBrush(s.noticeFill);
    painter->drawRoundedRect(rect, 4, 4);
    painter->setPen(s.text);
    painter->setFont(s.font(s.legendPx, true));
    painter->drawText(rect.adjusted(8, 6, -8, -6),
                      Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                      m_legend.notice);
    painter->restore();
}

void MapPlotter::paintInset(QPainter *painter, const QRectF &rect) const
{
    const MapStyle s = style();
    painter->save();
    painter->setPen(QPen(s.insetBorder, 1.0));
    painter->setBrush(s.background);
    painter->drawRect(rect);

    // Screen-aligned: the local frame is scaled uniformly into the box, never projected.
    const QSizeF local = ChinaGeometry::insetSize();
    const double scale = std::min(rect.width() / local.width(), rect.height() / local.height());
    QTransform toBox;
    toBox.translate(rect.left() + (rect.width() - local.width() * scale) / 2,
                    rect.top() + (rect.height() - local.height() * scale) / 2);
    toBox.scale(scale, scale);
    // The file's rings are a coastline strip along the top, the ten boundary dashes and a
    // U-shaped frame (README). The frame would double the box's own outline, so it is left out;
    // the dashes are filled dark, as a line, and the coast like land.
    const QRectF whole(QPointF(0, 0), local);
    for (const QPolygonF &ring : geometry().insetRings()) {
        const QRectF box = ring.boundingRect();
        const bool frame = box.width() > 0.9 * whole.width() && box.height() > 0.9 * whole.height();
        if (frame)
            continue;
        const bool coast = box.top() < 1.0 && box.width() > 0.5 * whole.width();
        painter->setPen(QPen(coast ? s.border : s.insetBorder, s.borderWidth));
        painter->setBrush(coast ? s.land : s.insetBorder);
        painter->drawPolygon(toBox.map(ring));
    }

    const LocalizedText &name = geometry().insetName();
    const QStringList names = m_options.context.bothLanguages
                                  ? QStringList{name.zh, name.en}
                                  : QStringList{name.text(m_options.context.language)};
    // The name goes in the free lower-right corner, right of the last dash; in a small box the
    // type shrinks (down to 7 px) rather than run over the dashes. Lines are laid out here,
    // bottom-aligned to the right, each on its own line.
    const QRectF corner(rect.left() + rect.width() * 0.52,
                        rect.top() + rect.height() * 0.78,
                        rect.width() * 0.48 - 3,
                        rect.height() * 0.22 - 3);
    QFont font = s.font(s.provincePx);
    QStringList lines;
    for (int px = s.provincePx; px >= 7; --px) {
        font = s.font(px);
        const QFontMetricsF metrics(font, painter->device());
        lines = insetNameLines(names, metrics, corner.width());
        double widest = 0;
        for (const QString &line : lines)
            widest = std::max(widest, metrics.horizontalAdvance(line));
        if (widest <= corner.width() + 0.5
            && lines.size() * metrics.height() <= corner.height() + 0.5)
            break;
    }
    const QFontMetricsF metrics(font, painter->device());
    painter->setFont(font);
    painter->setPen(s.text);
    double baseline = corner.bottom() - metrics.descent();
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        const double x = corner.right() - metrics.horizontalAdvance(lines.at(i));
        painter->drawText(QPointF(std::max(rect.left() + 2, x), baseline), lines.at(i));
        baseline -= metrics.height();
    }
    painter->restore();
}

QStringList MapPlotter::insetNameLines(const QStringList &names,
                                       const QFontMetricsF &metrics,
                                       double width)
{
    QStringList lines;
    for (const QString &name : names) {
        // Chinese has no spaces: one line whatever its width. Latin text breaks between words.
        QString line;
        for (const QString &word : name.split(u' ', Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + u' ' + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        if (!line.isEmpty())
            lines << line;
    }
    return lines;
}

void MapPlotter::paintFooter(QPainter *painter, const QRectF &rect) const
{
    const MapStyle s = style();
    const QFont font = s.font(s.footerPx);
    const QFontMetricsF metrics(font, painter->device());
    painter->setFont(font);
    const QRectF inner = rect.adjusted(Margin, Margin / 2, -Margin, -Margin / 2);
    const bool twoLines = inner.height() > 1.5 * metrics.height();
    painter->setPen(s.text);
    painter->drawText(inner, Qt::AlignLeft | Qt::AlignTop, disclaimer(m_options.context));
    painter->setPen(s.mutedText);
    painter->drawText(inner,
                      twoLines ? Qt::AlignLeft | Qt::AlignBottom : Qt::AlignRight | Qt::AlignTop,
                      credit(m_options.context));
}

} // namespace Atlas
