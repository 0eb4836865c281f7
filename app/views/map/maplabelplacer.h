#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

namespace Atlas {

// Greedy label placement: each label takes the first of a fixed list of spots around its
// marker that is free, in the order the caller places them (important labels first). With
// eighteen markers an optimal placement buys nothing a reader would notice, and a greedy one
// is stable: a label does not jump when an unrelated value changes.
class MapLabelPlacer
{
public:
    explicit MapLabelPlacer(const QRectF &bounds);

    // Space no label may cover: markers, the legend, the inset.
    void addObstacle(const QRectF &rect);

    struct Placement
    {
        QRectF rect;
        bool detached = false; // placed away from the marker: draw a leader line
    };

    // A label of `size` next to a marker of `radius` at `anchor`: right, left, the diagonals,
    // above, below, then the same spots farther out. When nothing is free, the spot with the
    // least overlap wins; a label is never dropped, since the marker would then be anonymous.
    Placement placeAround(QPointF anchor, double radius, QSizeF size);

    // A label centred near `centre` (shifted up or down by up to one height), or nothing when
    // every such spot is taken. For optional text such as province names.
    std::optional<QRectF> placeNear(QPointF centre, QSizeF size);

private:
    double overlap(const QRectF &rect) const;

    QRectF m_bounds;
    QList<QRectF> m_taken;
};

} // namespace Atlas
