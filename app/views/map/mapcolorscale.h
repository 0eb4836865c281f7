#pragma once

#include "views/map/mapmarker.h"

#include <QColor>
#include <QList>

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

} // namespace MapColorScale

} // namespace Atlas
