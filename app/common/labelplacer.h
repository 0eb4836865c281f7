#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

namespace Atlas {

// Greedy label placement for every plot (the tier chart's bubbles, the map's markers and
// provinces): each label takes the first free spot of a fixed list around its marker, in the
// order the caller places them (important labels first). With a few dozen markers an optimal
// placement buys nothing a reader would notice, and a greedy one is stable: a label does not
// jump when an unrelated value changes.
//
// Spots around a marker: right (reading direction), left, the four diagonals, above, below;
// optionally the same spots one to three lines farther out, where a leader line ties the label
// to its marker. A spot is free when it stays inside the bounds and covers no obstacle
// (markers, legends) and no label placed before. A label that must be shown where no spot is
// free takes the least covered one, covering markers rather than other labels.
class LabelPlacer
{
public:
    explicit LabelPlacer(const QRectF &bounds);

    // Space no label may cover; returns its index (see Label::ownObstacle).
    int addObstacle(const QRectF &rect);

    // When no spot is free:
    enum class Crowded {
        Skip,        // leave the label out (a tooltip still names the marker)
        Clamp,       // the least covered spot, moved inside the bounds
        LeastCovered // the least covered spot, leaving the bounds counted as covering
    };

    struct Label
    {
        QPointF anchor;
        double radius = 0; // of the marker
        QSizeF size;       // of the text
        Crowded crowded = Crowded::Skip;
        bool farSpots = false; // also try the spots one to three lines farther out
        int ownObstacle = -1;  // the marker's own obstacle, which the label may touch
    };

    struct Placement
    {
        QRectF rect;
        bool detached = false; // placed away from the marker: draw a leader line
    };

    std::optional<Placement> place(const Label &label);

    // A label centred near `centre` (shifted up or down by up to one height), or nothing when
    // every such spot is taken. For optional text such as province names.
    std::optional<QRectF> placeNear(QPointF centre, QSizeF size);

private:
    double covered(const QRectF &rect, int ignore) const;

    QRectF m_bounds;
    QList<QRectF> m_obstacles;
    QList<QRectF> m_labels;
};

} // namespace Atlas
