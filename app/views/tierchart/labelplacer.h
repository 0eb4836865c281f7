#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

namespace Atlas {

// Puts point labels next to their bubbles without covering other labels or bubbles. Greedy, in
// the order given: a crowded chart labels what it can and leaves the rest to the tooltip,
// except labels marked `required` (the selection), which are always placed.
struct LabelRequest
{
    QPointF center;
    qreal radius = 0;
    QSizeF size; // of the text
    bool required = false;
};

QList<std::optional<QRectF>> placeLabels(const QList<LabelRequest> &requests, const QRectF &bounds);

} // namespace Atlas
