#include "common/labelplacer.h"

#include <algorithm>
#include <array>
#include <limits>

namespace Atlas {

namespace {

constexpr double Gap = 3;
// Far spots: up to this many lines farther out than the first ring.
constexpr int FarRings = 3;
// In the least covered choice, covering another label's text weighs this much more than
// covering a marker: a label over a bubble's edge stays readable on its halo, two labels
// over each other do not (the report's B200 was half hidden by a neighbour's halo).
constexpr double LabelWeight = 50;

} // namespace

LabelPlacer::LabelPlacer(const QRectF &bounds)
    : m_bounds(bounds)
{}

int LabelPlacer::addObstacle(const QRectF &rect)
{
    m_obstacles.append(rect);
    return int(m_obstacles.size()) - 1;
}

double LabelPlacer::covered(const QRectF &rect, int ignore) const
{
    double area = 0;
    auto add = [&](const QRectF &other) {
        const QRectF common = other.intersected(rect);
        area += common.width() * common.height();
    };
    for (qsizetype i = 0; i < m_obstacles.size(); ++i) {
        if (i != ignore)
            add(m_obstacles.at(i));
    }
    const double markers = area;
    for (const QRectF &label : m_labels)
        add(label);
    area = markers + LabelWeight * (area - markers);
    // Leaving the bounds is worse than covering another label: the text would be clipped.
    const QRectF inside = m_bounds.intersected(rect);
    area += 4 * (rect.width() * rect.height() - inside.width() * inside.height());
    return area;
}

std::optional<LabelPlacer::Placement> LabelPlacer::place(const Label &label)
{
    const double w = label.size.width();
    const double h = label.size.height();
    const QPointF a = label.anchor;
    Placement best;
    double bestCovered = std::numeric_limits<double>::max();
    bool found = false;
    for (int ring = 0; ring <= (label.farSpots ? FarRings : 0); ++ring) {
        const double gap = label.radius + Gap + ring * 1.6 * h;
        const double d = gap * 0.72; // diagonal spots: about the same distance from the centre
        const std::array<QPointF, 8> topLefts = {
            QPointF(a.x() + gap, a.y() - h / 2),     // right
            QPointF(a.x() - gap - w, a.y() - h / 2), // left
            QPointF(a.x() + d, a.y() - d - h),       // above right
            QPointF(a.x() + d, a.y() + d),           // below right
            QPointF(a.x() - d - w, a.y() - d - h),   // above left
            QPointF(a.x() - d - w, a.y() + d),       // below left
            QPointF(a.x() - w / 2, a.y() - gap - h), // above
            QPointF(a.x() - w / 2, a.y() + gap),     // below
        };
        for (const QPointF &topLeft : topLefts) {
            QRectF rect(topLeft, label.size);
            if (label.crowded == Crowded::Clamp) {
                // A label wider or taller than the bounds starts at their edge.
                rect.moveLeft(
                    std::max(m_bounds.left(), std::min(rect.left(), m_bounds.right() - w)));
                rect.moveTop(std::max(m_bounds.top(), std::min(rect.top(), m_bounds.bottom() - h)));
            }
            const double cost = covered(rect, label.ownObstacle);
            if (cost < bestCovered) {
                bestCovered = cost;
                best.rect = rect;
                best.detached = gap > label.radius + Gap + 0.5;
            }
            if (cost <= 0) {
                found = true;
                break;
            }
        }
        if (found)
            break;
    }
    if (!found && label.crowded == Crowded::Skip)
        return std::nullopt;
    m_labels.append(best.rect);
    return best;
}

std::optional<QRectF> LabelPlacer::placeNear(QPointF centre, QSizeF size)
{
    const double h = size.height();
    for (const double dy : {0.0, -0.6 * h, 0.6 * h, -1.1 * h, 1.1 * h}) {
        QRectF rect(QPointF(), size);
        rect.moveCenter(centre + QPointF(0, dy));
        if (covered(rect, -1) <= 0) {
            m_labels.append(rect);
            return rect;
        }
    }
    return std::nullopt;
}

} // namespace Atlas
