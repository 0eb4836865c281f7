#include "views/map/maplabelplacer.h"

#include <array>
#include <limits>

namespace Atlas {

MapLabelPlacer::MapLabelPlacer(const QRectF &bounds)
    : m_bounds(bounds)
{}

void MapLabelPlacer::addObstacle(const QRectF &rect)
{
    m_taken.append(rect);
}

double MapLabelPlacer::overlap(const QRectF &rect) const
{
    double area = 0;
    for (const QRectF &taken : m_taken) {
        const QRectF common = taken.intersected(rect);
        area += common.width() * common.height();
    }
    // Leaving the map area is worse than covering another label: the text would be clipped.
    const QRectF inside = m_bounds.intersected(rect);
    area += 4 * (rect.width() * rect.height() - inside.width() * inside.height());
    return area;
}

MapLabelPlacer::Placement MapLabelPlacer::placeAround(QPointF anchor, double radius, QSizeF size)
{
    const double w = size.width();
    const double h = size.height();
    Placement best;
    double bestOverlap = std::numeric_limits<double>::max();
    // The second ring sits far enough out that a leader line is needed to tie it to the marker.
    for (const double gap : {radius + 3.0, radius + 3.0 + 1.6 * h}) {
        const double d = gap * 0.72; // diagonal spots: the same distance from the centre
        const std::array<QPointF, 8> topLefts = {
            QPointF(anchor.x() + gap, anchor.y() - h / 2),     // right
            QPointF(anchor.x() - gap - w, anchor.y() - h / 2), // left
            QPointF(anchor.x() + d, anchor.y() - d - h),       // above right
            QPointF(anchor.x() + d, anchor.y() + d),           // below right
            QPointF(anchor.x() - d - w, anchor.y() - d - h),   // above left
            QPointF(anchor.x() - d - w, anchor.y() + d),       // below left
            QPointF(anchor.x() - w / 2, anchor.y() - gap - h), // above
            QPointF(anchor.x() - w / 2, anchor.y() + gap),     // below
        };
        for (const QPointF &topLeft : topLefts) {
            const QRectF rect(topLeft, size);
            const double cost = overlap(rect);
            if (cost < bestOverlap) {
                bestOverlap = cost;
                best.rect = rect;
                best.detached = gap > radius + 3.5;
            }
            if (cost <= 0)
                break;
        }
        if (bestOverlap <= 0)
            break;
    }
    m_taken.append(best.rect);
    return best;
}

std::optional<QRectF> MapLabelPlacer::placeNear(QPointF centre, QSizeF size)
{
    const double h = size.height();
    for (const double dy : {0.0, -0.6 * h, 0.6 * h, -1.1 * h, 1.1 * h}) {
        QRectF rect(QPointF(), size);
        rect.moveCenter(centre + QPointF(0, dy));
        if (overlap(rect) <= 0) {
            m_taken.append(rect);
            return rect;
        }
    }
    return std::nullopt;
}

} // namespace Atlas
