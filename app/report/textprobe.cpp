#include "report/textprobe.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTextItem>

#include <cmath>
#include <limits>

namespace Atlas {

namespace {

constexpr int ProbeDpi = 96; // logical units, as plot() uses them

class TextSizeEngine : public QPaintEngine
{
public:
    TextSizeEngine()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {}

    double smallest = std::numeric_limits<double>::infinity();

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &state) override
    {
        if (state.state() & QPaintEngine::DirtyTransform)
            m_transform = state.transform();
    }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPath(const QPainterPath &) override {}
    void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override
    {}
    void drawTextItem(const QPointF &, const QTextItem &item) override
    {
        if (item.text().trimmed().isEmpty())
            return;
        const QFont font = item.font();
        const double px = font.pixelSize() > 0 ? font.pixelSize()
                                               : font.pointSizeF() * ProbeDpi / 72.0;
        // The transform's vertical scale: rotated text (matrix headers) keeps its size.
        const double scale = std::sqrt(std::abs(m_transform.determinant()));
        smallest = std::min(smallest, px * scale);
    }
    Type type() const override { return QPaintEngine::User; }

private:
    QTransform m_transform;
};

class TextSizeDevice : public QPaintDevice
{
public:
    explicit TextSizeDevice(QSize size)
        : m_size(size)
    {}
    QPaintEngine *paintEngine() const override { return &m_engine; }
    double smallest() const { return m_engine.smallest; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return int(m_size.width() * 25.4 / ProbeDpi);
        case PdmHeightMM:
            return int(m_size.height() * 25.4 / ProbeDpi);
        case PdmNumColors:
            return std::numeric_limits<int>::max();
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return ProbeDpi;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        default:
            return 0;
        }
    }

private:
    QSize m_size;
    mutable TextSizeEngine m_engine;
};

} // namespace

double smallestTextPx(const QRectF &target, const std::function<void(QPainter *)> &draw)
{
    TextSizeDevice device(target.size().toSize().expandedTo(QSize(1, 1)));
    QPainter painter(&device);
    draw(&painter);
    painter.end();
    return std::isfinite(device.smallest()) ? device.smallest() : 0.0;
}

} // namespace Atlas
