#pragma once

#include "common/plotcontext.h"
#include "text/localizedtext.h"
#include "views/map/chinageometry.h"
#include "views/map/mapmarker.h"
#include "views/map/mapstyle.h"

#include <QFontMetricsF>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QTransform>

#include <optional>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

class LabelPlacer;
class MapLegendPainter;

// Everything the region map draws, for any target: the widget, a PNG, a PDF page. It holds
// the map's state (markers, legend, options, zoom and centre) and no widget: the only screen-
// only input is the optional Hover, which exports leave out.
//
// Coordinates: `target` is in the painter's logical units. Zoom and centre are stored in
// projected kilometres, not pixels, so an export of any size shows the same part of China
// as the screen. A plotter is a cheap value: an export in another language copies it and
// changes the copy's context and markers.
class MapPlotter
{
public:
    struct Options
    {
        PlotContext context; // language, both languages, high contrast
        bool provinceLabels = true;
        QString fontFamily;
    };

    // What the pointer is over; drawn only on screen.
    struct Hover
    {
        QString markerId;
        QString adcode;
    };

    struct Layout
    {
        QRectF mapArea;   // provinces, markers and their labels, clipped to it
        QRectF insetRect; // the South China Sea Islands box
        QRectF legendRect;
        int legendColumns = 2;     // of keys: more when the legend lies below the map
        bool legendBeside = false; // keys right of the scale (below the map)
        QRectF noticeRect;         // the legend's notice, top left; empty without one
        QRectF footerRect;         // disclaimer and credit
        QTransform transform;      // projected km -> target
    };

    struct PlacedMarker
    {
        qsizetype index = 0; // into markers()
        QPointF centre;
        double radius = 0;
    };

    static constexpr double MinZoom = 1.0;
    static constexpr double MaxZoom = 24.0;

    // The embedded geometry, parsed on first use: a window whose map is not shown yet does not
    // pay for it at start (about a fifth of a cold start went into it).
    MapPlotter() = default;
    explicit MapPlotter(const ChinaGeometry &geometry);

    const ChinaGeometry &geometry() const
    {
        return m_geometry ? *m_geometry : ChinaGeometry::embedded();
    }

    void setMarkers(const QList<MapMarker> &markers) { m_markers = markers; }
    const QList<MapMarker> &markers() const { return m_markers; }
    QList<MapMarker> &markers() { return m_markers; }
    // The provider layer; empty when it is hidden.
    void setSites(const QList<MapSite> &sites) { m_sites = sites; }
    const QList<MapSite> &sites() const { return m_sites; }
    QList<MapSite> &sites() { return m_sites; }
    void setLegend(const MapLegend &legend) { m_legend = legend; }
    const MapLegend &legend() const { return m_legend; }
    // The legend with its range filled in from the markers when the caller left it open.
    MapLegend resolvedLegend() const;
    void setOptions(const Options &options) { m_options = options; }
    const Options &options() const { return m_options; }
    Options &options() { return m_options; }
    MapStyle style() const;

    // Zoom 1 shows all of China; the centre is a projected point kept inside China's bounds.
    double zoom() const { return m_zoom; }
    QPointF center() const { return m_center.value_or(geometry().projectedBounds().center()); }
    void setView(double zoom, QPointF center);
    void resetView();
    // Zooms by `factor`, keeping the map point under `anchor` (target coordinates) in place.
    void zoomAt(double factor, QPointF anchor, const QRectF &target);
    void panBy(QPointF delta, const QRectF &target);

    Layout layout(const QRectF &target) const;
    // Markers in the order they are drawn (so the last one hit is the one on top).
    QList<PlacedMarker> placeMarkers(const Layout &layout) const;
    // A marker's id, or a provider site's (markers are on top), or empty.
    QString markerAt(QPointF point, const QRectF &target) const;
    // Where each provider site is drawn, in sites() order: at its place, or beside the hub or
    // cluster that covers it (a leader joins the square to the place).
    struct PlacedSite
    {
        QPointF anchor; // the place
        QPointF centre; // the square
    };
    QList<PlacedSite> placeSites(const Layout &layout) const;
    double siteHalfSide() const;
    QString provinceAt(QPointF point, const QRectF &target) const;

    void plot(QPainter *painter, const QRectF &target, const Hover *hover = nullptr) const;
    // plot() in two layers: the background and the provinces, which change only with the
    // view, the size, the palette and the hovered province (the screen keeps them as a
    // pixmap), then everything else on top.
    void plotBase(QPainter *painter, const QRectF &target, const Hover *hover = nullptr) const;
    void plotOverlay(QPainter *painter, const QRectF &target, const Hover *hover = nullptr) const;

    // The text next to a marker, in the chosen language(s).
    QString markerLabel(const MapMarker &marker) const;
    QString provinceLabel(const ProvinceShape &province) const;

    static QString disclaimer(const PlotContext &context);
    static QString credit(const PlotContext &context);
    // The South China Sea inset's name in lines no wider than `width` at `metrics`: the Chinese
    // (南海诸岛) always one line, never "南海诸 / 岛"; the English below it in bilingual mode,
    // broken at spaces only. Lines are drawn one under the other, so they cannot overprint.
    // The inset's name in this type fits the free corner of the box `inset`.
    bool insetNameFits(const QRectF &inset, const QFont &font) const;
    static QStringList insetNameLines(const QStringList &names,
                                      const QFontMetricsF &metrics,
                                      double width);

private:
    double baseScale(const QRectF &mapArea) const;
    QStringList insetNames() const; // 南海诸岛, and its English in both languages
    static QRectF insetNameCorner(const QRectF &inset);
    void clampCenter();
    QRectF footerRect(const QRectF &target) const;
    QSizeF legendSize(int columns = 2, bool beside = false) const;
    MapLegendPainter legendPainter(int columns = 2, bool beside = false) const;
    static constexpr double Margin = 8; // around the map, its legend and its footer

    void paintProvinces(QPainter *painter, const Layout &layout, const Hover *hover) const;
    void paintProvinceLabels(QPainter *painter, const Layout &layout, LabelPlacer &placer) const;
    void paintMarkers(QPainter *painter,
                      const QList<PlacedMarker> &placed,
                      const Hover *hover) const;
    struct MarkerLabel
    {
        QRectF rect;
        QString name;
        QString value;
        bool hub = false;
        bool dimmed = false;
        bool selected = false;
        bool detached = false; // away from its marker: a leader line joins them
        QPointF anchor;
        double radius = 0;
    };
    QList<MarkerLabel> placeMarkerLabels(QPainter *painter,
                                         const Layout &layout,
                                         const QList<PlacedMarker> &placed,
                                         LabelPlacer &placer) const;
    void paintMarkerLabels(QPainter *painter, const QList<MarkerLabel> &labels) const;
    void paintSites(QPainter *painter, const Layout &layout, const Hover *hover) const;
    void paintNotice(QPainter *painter, const QRectF &rect) const;
    QRectF noticeRect(const QRectF &mapArea) const;
    void paintInset(QPainter *painter, const QRectF &rect) const;
    void paintFooter(QPainter *painter, const QRectF &rect) const;

    const ChinaGeometry *m_geometry = nullptr; // none: the embedded one
    QList<MapMarker> m_markers;
    QList<MapSite> m_sites;
    MapLegend m_legend;
    Options m_options;
    double m_zoom = 1.0;
    std::optional<QPointF> m_center; // none: the centre of China's bounds
};

} // namespace Atlas
