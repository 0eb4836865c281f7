#include "views/map/regionmapview.h"

#include "views/map/chinageometry.h"
#include "views/map/mapcolorscale.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

constexpr double KeyZoomStep = 1.25;
constexpr double KeyPanStep = 60; // pixels

} // namespace

// The embedded geometry, read when the map is first drawn or asked about (MapPlotter).
RegionMapView::RegionMapView(DisplaySettings *display, QWidget *parent)
    : RegionMapView(display, MapPlotter(), parent)
{}

RegionMapView::RegionMapView(DisplaySettings *display,
                             const ChinaGeometry &geometry,
                             QWidget *parent)
    : RegionMapView(display, MapPlotter(geometry), parent)
{}

RegionMapView::RegionMapView(DisplaySettings *display, const MapPlotter &plotter, QWidget *parent)
    : QWidget(parent)
    , m_display(display)
    , m_plotter(plotter)
{
    init();
    m_plotter.options().context = m_display->context();
    connect(m_display, &DisplaySettings::changed, this, [this] {
        const PlotContext context = m_display->context();
        if (context == m_plotter.options().context)
            return;
        m_plotter.options().context = context;
        update();
    });
}

void RegionMapView::init()
{
    setObjectName(QStringLiteral("regionMapView"));
    setMouseTracking(true); // hover highlight and tooltips without a pressed button
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent); // plot() fills every pixel
    updateFontFamily();
    retranslate();
}

void RegionMapView::retranslate()
{
    setAccessibleName(tr("Region map"));
    setAccessibleDescription(MapPlotter::disclaimer(PlotContext{m_display->language()}));
}

void RegionMapView::setMarkers(const QList<MapMarker> &markers)
{
    // A tooltip is read when shown: markers that differ only in theirs repaint nothing (a
    // budget step rewrites every "within the budget of …").
    const auto drawn = [](QList<MapMarker> list) {
        for (MapMarker &m : list)
            m.tooltip.clear();
        return list;
    };
    const bool repaint = drawn(m_plotter.markers()) != drawn(markers);
    m_plotter.setMarkers(markers);
    if (!m_hover.markerId.isEmpty()) {
        const bool stillThere = std::any_of(markers.cbegin(),
                                            markers.cend(),
                                            [this](const MapMarker &m) {
                                                return m.id == m_hover.markerId;
                                            });
        if (!stillThere)
            m_hover.markerId.clear();
    }
    if (repaint)
        update();
}

void RegionMapView::setSites(const QList<MapSite> &sites)
{
    m_plotter.setSites(sites);
    update();
}

void RegionMapView::setLegend(const MapLegend &legend)
{
    m_plotter.setLegend(legend);
    update();
}

void RegionMapView::setShowProvinceLabels(bool show)
{
    m_plotter.options().provinceLabels = show;
    update();
}

void RegionMapView::setFontFamily(const QString &family)
{
    m_fontFamily = family;
    updateFontFamily();
    update();
}

void RegionMapView::updateFontFamily()
{
    m_plotter.options().fontFamily = m_fontFamily.isEmpty() ? font().family() : m_fontFamily;
}

void RegionMapView::setSelectedId(const QString &id)
{
    for (MapMarker &marker : m_plotter.markers())
        marker.selected = !id.isEmpty() && marker.id == id;
    for (MapSite &site : m_plotter.sites())
        site.selected = !id.isEmpty() && site.id == id;
    update();
}

QString RegionMapView::selectedId() const
{
    for (const MapMarker &marker : m_plotter.markers()) {
        if (marker.selected)
            return marker.id;
    }
    return QString();
}

void RegionMapView::plot(QPainter *painter, const QRectF &target, PlotMode mode) const
{
    m_plotter.plot(painter, target, mode == PlotMode::Interactive ? &m_hover : nullptr);
}

QString RegionMapView::markerAt(QPointF widgetPos) const
{
    return m_plotter.markerAt(widgetPos, rect());
}

QString RegionMapView::provinceAt(QPointF widgetPos) const
{
    return m_plotter.provinceAt(widgetPos, rect());
}

QTransform RegionMapView::viewTransform() const
{
    return viewTransform(rect());
}

QTransform RegionMapView::viewTransform(const QRectF &target) const
{
    return m_plotter.layout(target).transform;
}

QColor RegionMapView::colorFor(double value, const MapLegend &legend)
{
    return MapColorScale::color(value, legend);
}

QSize RegionMapView::sizeHint() const
{
    return {960, 700};
}

QSize RegionMapView::minimumSizeHint() const
{
    return {480, 360};
}

void RegionMapView::resetView()
{
    m_plotter.resetView();
    update();
}

void RegionMapView::zoomBy(double factor)
{
    m_plotter.zoomAt(factor, QRectF(rect()).center(), rect());
    update();
}

bool RegionMapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString id = markerAt(help->pos());
        QString text;
        if (!id.isEmpty()) {
            for (const MapMarker &marker : m_plotter.markers()) {
                if (marker.id == id) {
                    text = marker.tooltip.isEmpty() ? marker.name.text(context().language)
                                                    : marker.tooltip;
                    break;
                }
            }
            for (const MapSite &site : m_plotter.sites()) {
                if (site.id == id)
                    text = site.tooltip;
            }
        } else if (const QString adcode = provinceAt(help->pos()); !adcode.isEmpty()) {
            if (const ProvinceShape *province = m_plotter.geometry().province(adcode)) {
                text = context().bothLanguages ? province->name.zh + u' ' + province->name.en
                                               : province->name.text(context().language);
            }
        }
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

RegionMapView::BaseKey RegionMapView::baseKey() const
{
    BaseKey key;
    key.size = size();
    key.devicePixelRatio = devicePixelRatioF();
    key.zoom = m_plotter.zoom();
    key.center = m_plotter.center();
    key.hoveredProvince = m_hover.markerId.isEmpty() ? m_hover.adcode : QString();
    key.highContrast = context().highContrast;
    return key;
}

void RegionMapView::paintEvent(QPaintEvent *)
{
    const BaseKey key = baseKey();
    if (m_base.isNull() || !(key == m_baseKey)) {
        m_base = QPixmap(size() * key.devicePixelRatio);
        m_base.setDevicePixelRatio(key.devicePixelRatio);
        QPainter base(&m_base);
        m_plotter.plotBase(&base, rect(), &m_hover);
        m_baseKey = key;
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_base);
    m_plotter.plotOverlay(&painter, rect(), &m_hover);
}

void RegionMapView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (delta.y() == 0) {
        event->ignore();
        return;
    }
    // One notch (120) zooms by 1.25; touchpads send smaller steps and zoom smoothly.
    const double factor = std::pow(1.25, delta.y() / 120.0);
    m_plotter.zoomAt(factor, event->position(), rect());
    updateHover(event->position());
    update();
    event->accept();
}

void RegionMapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressed = true;
    m_dragging = false;
    m_pressPos = event->position();
    m_lastDragPos = event->position();
    event->accept();
}

void RegionMapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    if (m_pressed && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging
            && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            m_dragging = true;
            setCursor(Qt::ClosedHandCursor);
        }
        if (m_dragging) {
            m_plotter.panBy(pos - m_lastDragPos, rect());
            m_lastDragPos = pos;
            update();
        }
        return;
    }
    updateHover(pos);
}

void RegionMapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_pressed) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const bool wasDrag = m_dragging;
    m_pressed = false;
    m_dragging = false;
    unsetCursor();
    updateHover(event->position());
    if (!wasDrag) {
        const QString id = markerAt(event->position());
        if (!id.isEmpty())
            emit regionClicked(id);
    }
    event->accept();
}

void RegionMapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && markerAt(event->position()).isEmpty()) {
        resetView();
        event->accept();
        return;
    }
    QWidget::mouseDoubleClickEvent(event);
}

void RegionMapView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Home:
    case Qt::Key_0:
        resetView();
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(KeyZoomStep);
        break;
    case Qt::Key_Minus:
        zoomBy(1 / KeyZoomStep);
        break;
    case Qt::Key_Left:
        m_plotter.panBy(QPointF(KeyPanStep, 0), rect());
        update();
        break;
    case Qt::Key_Right:
        m_plotter.panBy(QPointF(-KeyPanStep, 0), rect());
        update();
        break;
    case Qt::Key_Up:
        m_plotter.panBy(QPointF(0, KeyPanStep), rect());
        update();
        break;
    case Qt::Key_Down:
        m_plotter.panBy(QPointF(0, -KeyPanStep), rect());
        update();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void RegionMapView::leaveEvent(QEvent *event)
{
    if (!m_hover.markerId.isEmpty() || !m_hover.adcode.isEmpty()) {
        m_hover = {};
        update();
    }
    QWidget::leaveEvent(event);
}

void RegionMapView::updateHover(QPointF pos)
{
    MapPlotter::Hover hover;
    hover.markerId = markerAt(pos);
    if (hover.markerId.isEmpty())
        hover.adcode = provinceAt(pos);
    if (!m_dragging)
        setCursor(hover.markerId.isEmpty() ? Qt::ArrowCursor : Qt::PointingHandCursor);
    if (hover.markerId != m_hover.markerId || hover.adcode != m_hover.adcode) {
        m_hover = hover;
        update();
    }
}

void RegionMapView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        // Every drawn string goes through tr() at paint time; a repaint is the retranslation.
        retranslate();
        update();
        break;
    case QEvent::FontChange:
        updateFontFamily();
        update();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace Atlas
