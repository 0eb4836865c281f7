#pragma once

#include "common/displaysettings.h"
#include "text/localizedtext.h"
#include "views/map/mapmarker.h"
#include "views/map/mapplotter.h"

#include <QPixmap>
#include <QPoint>
#include <QString>
#include <QTransform>
#include <QWidget>

namespace Atlas {

class ChinaGeometry;

// The region map (东数西算产区图): China by province, the hubs and clusters as markers coloured
// by a metric the caller computed, a legend, the South China Sea inset and the disclaimer.
//
// The view computes nothing about costs: its owner (RegionPanel, which reads the document) hands
// it markers and a legend, and it reports clicks. Language, both languages and high contrast
// come from the display settings. Painting goes through plot(), which draws the same picture
// into any painter (screen, PNG, PDF); the screen adds only the hover highlight.
//
// Interaction: wheel zooms around the pointer, dragging pans, a double-click or Home (or 0)
// resets, + and - zoom around the centre, the arrow keys pan. Hovering shows the marker's
// tooltip, or the province's name away from markers; clicking a marker emits regionClicked().
// Clicks do not select: the owner decides and calls setSelectedId().
class RegionMapView : public QWidget
{
    Q_OBJECT

public:
    explicit RegionMapView(DisplaySettings *display, QWidget *parent = nullptr);
    // A view of other geometry (tests); it must outlive the view.
    RegionMapView(DisplaySettings *display,
                  const ChinaGeometry &geometry,
                  QWidget *parent = nullptr);

    void setMarkers(const QList<MapMarker> &markers);
    QList<MapMarker> markers() const { return m_plotter.markers(); }
    // The provider layer's sites; empty hides it.
    void setSites(const QList<MapSite> &sites);
    QList<MapSite> sites() const { return m_plotter.sites(); }
    void setLegend(const MapLegend &legend);
    MapLegend legend() const { return m_plotter.legend(); }

    const PlotContext &context() const { return m_plotter.options().context; } // the screen's
    void setShowProvinceLabels(bool show);
    bool showProvinceLabels() const { return m_plotter.options().provinceLabels; }
    // The family for every text the map draws; empty means the widget's font family. CJK
    // families are always appended as fallbacks.
    void setFontFamily(const QString &family);
    QString fontFamily() const { return m_fontFamily; }

    // Marks the marker or provider site with this id as selected (and no other); an empty id
    // clears it.
    void setSelectedId(const QString &id);
    QString selectedId() const;

    // Draws the whole map into `target` (logical units; for a high-resolution device such as a
    // QPdfWriter, scale the painter to 96 dpi first). Export mode leaves out the hover
    // highlight; zoom and pan are kept, so an export shows what the screen shows.
    void plot(QPainter *painter, const QRectF &target, PlotMode mode = PlotMode::Export) const;
    // The map's state (markers, legend, zoom, options) for a picture of its own, e.g. a report
    // in another language: copy it, change the copy.
    const MapPlotter &plotter() const { return m_plotter; }

    // Hit-testing in widget coordinates: a marker id / a province adcode, or empty.
    QString markerAt(QPointF widgetPos) const;
    QString provinceAt(QPointF widgetPos) const;

    // Projected kilometres -> widget coordinates at the current zoom and pan.
    QTransform viewTransform() const;
    QTransform viewTransform(const QRectF &target) const;
    double zoom() const { return m_plotter.zoom(); }
    QPointF viewCenter() const { return m_plotter.center(); }

    // The colour a marker with `value` gets under `legend` (NaN: the no-value grey).
    static QColor colorFor(double value, const MapLegend &legend);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void resetView();
    void zoomBy(double factor); // around the centre of the widget

signals:
    void regionClicked(const QString &id);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    RegionMapView(DisplaySettings *display, const MapPlotter &plotter, QWidget *parent);
    void init();
    void updateFontFamily();
    void updateHover(QPointF pos);
    void retranslate();

    // What the cached province layer was drawn for; a repaint that only moves markers, labels
    // or the legend blits it instead of filling and stroking 34 provinces again.
    struct BaseKey
    {
        QSize size;
        qreal devicePixelRatio = 1;
        double zoom = 0;
        QPointF center;
        QString hoveredProvince;
        bool highContrast = false;
        friend bool operator==(const BaseKey &, const BaseKey &) = default;
    };
    BaseKey baseKey() const;

    DisplaySettings *m_display;
    MapPlotter m_plotter;
    QPixmap m_base;
    BaseKey m_baseKey;
    MapPlotter::Hover m_hover;
    QString m_fontFamily;
    QPointF m_pressPos;
    QPointF m_lastDragPos;
    bool m_pressed = false;
    bool m_dragging = false;
};

} // namespace Atlas
