#pragma once

#include "views/map/mapmarker.h"

#include <QColor>
#include <QList>

#include <limits>

namespace Atlas {

// The colour of a value on a legend's sequential scale.
namespace MapColorScale {

// The scale's stops, best value first.
QList<QColor> stops(const MapLegend &legend);

// Position 0 (best) .. 1 (worst) on the stops, interpolated in sRGB between neighbours. The
// stops are close enough that the sRGB blend stays on the perceptual ramp.
QColor at(const QList<QColor> &stops, double badness);

// The colour of `value` between legend.min and legend.max, respecting higherIsBetter; values
// outside the range are clamped, NaN gives the "no value" grey, and an empty range (min == max,
// or either end NaN) gives the middle of the scale.
QColor color(double value, const MapLegend &legend);

QColor noValueColor();

// The rule that keeps colours honest. With `low` and `high` the smallest and largest value on
// the map and low > 0, the relative spread is high / low - 1:
// - below FlatSpread (3 %) every marker gets one colour: identical rents everywhere, or a
//   2 % spread of purchase costs, are not stretched from one end of the palette to the other;
// - otherwise the bar starts at `low` and ends at `high` or FullScaleRatio × low, whichever is
//   larger, so the full width of the palette always means at least "twice the lowest": PUE 1.20
//   against 1.25 differ by a few per cent of it, a tariff twice as high by all of it.
// Ranges that reach zero (latency to the user's own city) have no relative spread and use
// low..high.
inline constexpr double FlatSpread = 0.03;
inline constexpr double FullScaleRatio = 2.0;
struct AnchoredRange
{
    double min = 0;
    double max = 0;
    bool flat = false;
    double relativeSpread = std::numeric_limits<double>::quiet_NaN(); // high / low - 1
};
AnchoredRange anchoredRange(double low, double high);

} // namespace MapColorScale

} // namespace Atlas
