#pragma once

#include <QRectF>

#include <functional>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

// The smallest text a drawing routine produces, in the units of the rectangle it draws into:
// the routine paints onto a device that records every text item's size through the painter's
// transform, and draws nothing. The report sizes its chart pages with it, so that no view's
// text ends up under 8 pt on paper, whatever the view scales internally (Qt Charts, a table
// that shrinks to fit). 0 when nothing was drawn as text.
double smallestTextPx(const QRectF &target, const std::function<void(QPainter *)> &draw);

} // namespace Atlas
