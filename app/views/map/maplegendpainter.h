#pragma once

#include "common/plotcontext.h"
#include "views/map/mapmarker.h"
#include "views/map/mapstyle.h"

#include <QPainterPath>
#include <QRectF>
#include <QSizeF>

QT_BEGIN_NAMESPACE
class QFontMetricsF;
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

// The legend box: the colour bar with its range and direction, then the shape key (east
// circle, west diamond), the size key (hub, cluster) and, when they occur, the dimmed and
// no-value swatches and the provider layer's keys. A flat scale (MapLegend::flat) is one swatch
// with the reason; a bar wider than the markers' values marks their range on it. Sized from its text, so translations longer than English still fit.
class MapLegendPainter
{
public:
    // The keys shown beyond east/west and hub/cluster, each only when the map needs it.
    struct Keys
    {
        bool dimmed = false;
        bool noValue = false;
        bool providers = false; // the provider layer's squares …
        bool gridLinks = false; // … and their dashed links to hubs and clusters
        int columns = 2;        // of keys; a legend below the map spreads them wider
        bool beside = false;    // the keys right of the scale, not under it
    };

    MapLegendPainter(const MapStyle &style,
                     const MapLegend &legend,
                     const Keys &keys,
                     const PlotContext &context);

    QSizeF size() const;
    void paint(QPainter *painter, const QRectF &rect) const;

private:
    struct Key
    {
        enum class Kind { East, West, Hub, Cluster, Dimmed, NoValue, Provider, GridLink } kind;
        QString text;
    };

    QString title() const;
    QString directionText() const;
    QString endText(double value, const QString &text) const;
    QList<Key> keys() const;
    double keyIconWidth() const;
    double scaleWidth() const;
    double keyRowHeight(const QFontMetricsF &metrics) const;
    // Texts may hold a line break (both languages, one above the other).
    static double textWidth(const QFontMetricsF &metrics, const QString &text);
    static int lineCount(const QString &text);
    // The title, the colour bar and the lines under it; returns where they end.
    double paintScale(QPainter *painter, const QRectF &inner) const;
    void paintColorBar(QPainter *painter, const QRectF &bar) const;
    void paintKeys(QPainter *painter,
                   const QRectF &keyArea,
                   const QFont &font,
                   const QFontMetricsF &metrics) const;
    void paintKeyIcon(QPainter *painter, QPointF centre, Key::Kind kind) const;
    void paintDataBracket(QPainter *painter, const QRectF &bar) const;

    MapStyle m_style;
    MapLegend m_legend;
    PlotContext m_context;
    Keys m_keys;
};

// Shapes shared by the map and its legend: a circle for the east, a diamond of the same area
// for the west.
QPainterPath mapMarkerShape(QPointF centre, double radius, bool west);

} // namespace Atlas
