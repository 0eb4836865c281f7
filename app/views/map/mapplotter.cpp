#include "views/map/mapplotter.h"

#include "views/map/maplegendpainter.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <limits>

// The map's geometry: view (zoom, pan), layout of the map, inset, legend and footer, and what
// lies under a point. Painting is in mapplotter_paint.cpp, the frame around the map (notice,
// South China Sea inset, footer) in mapplotter_frame.cpp.

namespace Atlas {

namespace {

// The inset's local frame (README): 64 wide, 93.1 high.
constexpr double InsetAspect = 64.0 / 93.1;

// A legend wider than this share of the map area is not laid over the map but below it (in
// one language it takes 20-50 % and fits the empty south-west; in both, over 80 %).
constexpr double WideLegendShare = 0.6;
// A legend in the corner no taller than this share of the map: it covers the empty south-west
// (Xinjiang and Tibet carry no marker).
constexpr double TallLegendShare = 0.6;

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
    return legendPainter(columns, beside).size();
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

    // The box grows (up to 40 % of the height) until its name fits at the province names' size:
    // a name that shrank instead was the smallest text of the map, and the report, which
    // enlarges a page's type until its smallest text is 8 pt, enlarged every other label
    // until they covered the map (issue 30, the bilingual report's map page).
    const MapStyle s = style();
    const QFont nameFont = s.font(s.provincePx);
    const auto insetOf = [&inner](double height) {
        const double width = height * InsetAspect;
        return QRectF(inner.right() - width, inner.bottom() - height, width, height);
    };
    double insetHeight = std::clamp(inner.height() * 0.26, 80.0, 260.0);
    const double tallest = std::max(insetHeight, inner.height() * 0.4);
    while (insetHeight < tallest && !insetNameFits(insetOf(insetHeight), nameFont))
        insetHeight = std::min(tallest, insetHeight + 8);
    l.insetRect = insetOf(insetHeight);

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

// The legend shows the dimmed and no-value keys only when some marker needs them.
MapLegendPainter MapPlotter::legendPainter(int columns, bool beside) const
{
    const bool anyDimmed = std::any_of(m_markers.cbegin(),
                                       m_markers.cend(),
                                       [](const MapMarker &m) { return m.dimmed; });
    const bool anyMissing = std::any_of(m_markers.cbegin(),
                                        m_markers.cend(),
                                        [](const MapMarker &m) { return std::isnan(m.value); });
    const bool anyLink = std::any_of(m_sites.cbegin(), m_sites.cend(), [](const MapSite &site) {
        return !site.links.isEmpty();
    });
    MapLegendPainter::Keys keys;
    keys.dimmed = anyDimmed;
    keys.noValue = anyMissing;
    keys.providers = !m_sites.isEmpty();
    keys.gridLinks = anyLink;
    keys.columns = columns;
    keys.beside = beside;
    return MapLegendPainter(style(), resolvedLegend(), keys, m_options.context);
}

} // namespace Atlas
