#pragma once

#include <QStyledItemDelegate>

namespace Atlas {

// Paints a cell's card count on its colour, and the seed-table overlay as a corner triangle:
// red where the seed's recommendation contradicts the engine, green where it holds.
class MatrixDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    static void paintSeedMarker(QPainter *painter, const QRectF &cell, int state);
};

} // namespace Atlas
