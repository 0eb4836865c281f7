#include "views/map/mapcolorscale.h"

#include <algorithm>
#include <cmath>

namespace Atlas::MapColorScale {

namespace {

// Matplotlib's viridis (CC0) sampled at nine evenly spaced points, listed from the bright
// yellow end: on a light map the dark end reads as "heavy", which suits the worse values.
QList<QColor> viridis()
{
    return {QColor(0xfd, 0xe7, 0x25),
            QColor(0xad, 0xdc, 0x30),
            QColor(0x5e, 0xc9, 0x62),
            QColor(0x28, 0xae, 0x80),
            QColor(0x21, 0x91, 0x8c),
            QColor(0x2c, 0x72, 0x8e),
            QColor(0x3b, 0x52, 0x8b),
            QColor(0x47, 0x2d, 0x7b),
            QColor(0x44, 0x01, 0x54)};
}

QList<QColor> greenAmberRed()
{
    return {QColor(0x1a, 0x96, 0x41),
            QColor(0x8c, 0xc0, 0x4a),
            QColor(0xf0, 0xb4, 0x2e),
            QColor(0xe8, 0x70, 0x2a),
            QColor(0xc4, 0x26, 0x23)};
}

} // namespace

QList<QColor> stops(const MapLegend &legend)
{
    if (legend.colors.size() >= 2)
        return legend.colors;
    switch (legend.scale) {
    case MapLegend::Scale::GreenAmberRed:
        return greenAmberRed();
    case MapLegend::Scale::Viridis:
        break;
    }
    return viridis();
}

QColor at(const QList<QColor> &stops, double badness)
{
    if (stops.isEmpty())
        return noValueColor();
    if (stops.size() == 1 || std::isnan(badness))
        return stops.first();
    const double t = std::clamp(badness, 0.0, 1.0) * double(stops.size() - 1);
    const auto lower = qsizetype(std::floor(t));
    if (lower >= stops.size() - 1)
        return stops.last();
    const double f = t - double(lower);
    const QColor a = stops.at(lower).toRgb();
    const QColor b = stops.at(lower + 1).toRgb();
    auto mix = [f](int x, int y) { return int(std::lround(x + (y - x) * f)); };
    return QColor(mix(a.red(), b.red()), mix(a.green(), b.green()), mix(a.blue(), b.blue()));
}

QColor color(double value, const MapLegend &legend)
{
    if (std::isnan(value))
        return noValueColor();
    if (legend.flat)
        return at(stops(legend), 0.5); // the middle: neither good nor bad, since all are alike
    double t = 0.5;
    const bool rangeKnown = std::isfinite(legend.min) && std::isfinite(legend.max);
    if (rangeKnown && legend.max > legend.min)
        t = std::clamp((value - legend.min) / (legend.max - legend.min), 0.0, 1.0);
    const double badness = legend.higherIsBetter ? 1.0 - t : t;
    return at(stops(legend), badness);
}

QColor noValueColor()
{
    return QColor(0xbd, 0xbd, 0xbd);
}

AnchoredRange anchoredRange(double low, double high)
{
    AnchoredRange range{low, high};
    if (!(low > 0)) {
        range.flat = !(high > low);
        return range;
    }
    range.relativeSpread = high / low - 1;
    range.flat = range.relativeSpread < FlatSpread;
    range.max = std::max(high, low * FullScaleRatio);
    return range;
}

} // namespace Atlas::MapColorScale
