#include "views/tierchart/labelplacer.h"

namespace Atlas {

namespace {

constexpr qreal Gap = 3;

QList<QRectF> candidates(const LabelRequest &r)
{
    const qreal w = r.size.width();
    const qreal h = r.size.height();
    const QPointF c = r.center;
    const qreal d = r.radius + Gap;
    // Right first (reading direction), then left, above, below, then the diagonals.
    return {QRectF(c.x() + d, c.y() - h / 2, w, h),
            QRectF(c.x() - d - w, c.y() - h / 2, w, h),
            QRectF(c.x() - w / 2, c.y() - d - h, w, h),
            QRectF(c.x() - w / 2, c.y() + d, w, h),
            QRectF(c.x() + d * 0.7, c.y() - d * 0.7 - h, w, h),
            QRectF(c.x() + d * 0.7, c.y() + d * 0.7, w, h),
            QRectF(c.x() - d * 0.7 - w, c.y() - d * 0.7 - h, w, h),
            QRectF(c.x() - d * 0.7 - w, c.y() + d * 0.7, w, h)};
}

// A bubble as an obstacle: its bounding square, shrunk so labels may graze its round edge.
QRectF bubbleRect(const LabelRequest &r)
{
    const qreal k = r.radius * 0.8;
    return QRectF(r.center.x() - k, r.center.y() - k, 2 * k, 2 * k);
}

} // namespace

QList<std::optional<QRectF>> placeLabels(const QList<LabelRequest> &requests, const QRectF &bounds)
{
    QList<std::optional<QRectF>> result(requests.size());
    QList<QRectF> taken;

    // The area a label would cover of other labels and bubbles; 0 means it fits.
    auto overlap = [&](const QRectF &rect, qsizetype self) {
        qreal area = 0;
        auto add = [&](const QRectF &other) {
            const QRectF common = rect.intersected(other);
            area += common.width() * common.height();
        };
        for (const QRectF &t : std::as_const(taken))
            add(t);
        for (qsizetype i = 0; i < requests.size(); ++i) {
            if (i != self)
                add(bubbleRect(requests.at(i)));
        }
        return area;
    };

    for (bool requiredPass : {true, false}) {
        for (qsizetype i = 0; i < requests.size(); ++i) {
            const LabelRequest &r = requests.at(i);
            if (r.required != requiredPass)
                continue;
            QList<QRectF> options = candidates(r);
            for (const QRectF &option : std::as_const(options)) {
                if (bounds.contains(option) && overlap(option, i) <= 0) {
                    result[i] = option;
                    break;
                }
            }
            if (!result[i] && r.required) {
                // Shown anyway, inside the bounds, where it covers the least.
                qreal best = -1;
                for (QRectF option : std::as_const(options)) {
                    option.moveLeft(
                        qBound(bounds.left(), option.left(), bounds.right() - option.width()));
                    option.moveTop(
                        qBound(bounds.top(), option.top(), bounds.bottom() - option.height()));
                    const qreal cost = overlap(option, -1); // its own bubble counts too
                    if (best < 0 || cost < best) {
                        best = cost;
                        result[i] = option;
                    }
                }
            }
            if (result[i])
                taken.append(*result[i]);
        }
    }
    return result;
}

} // namespace Atlas
