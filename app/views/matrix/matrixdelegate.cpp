#include "matrixdelegate.h"

#include "fitmatrixmodel.h"

#include <QPainter>
#include <QPainterPath>

namespace Atlas {

void MatrixDelegate::paintSeedMarker(QPainter *painter, const QRectF &cell, int state)
{
    if (state == 0)
        return;
    const double s = std::min(cell.width(), cell.height()) * 0.42;
    QPainterPath triangle;
    triangle.moveTo(cell.topRight());
    triangle.lineTo(cell.topRight() + QPointF(-s, 0));
    triangle.lineTo(cell.topRight() + QPointF(0, s));
    triangle.closeSubpath();
    painter->fillPath(triangle, state == 2 ? QColor(0xc0, 0x10, 0x30) : QColor(0x1a, 0x7f, 0x37));
}

void MatrixDelegate::paint(QPainter *painter,
                           const QStyleOptionViewItem &option,
                           const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    paintSeedMarker(painter,
                    QRectF(option.rect).adjusted(0, 0, -1, -1),
                    index.data(FitMatrixModel::SeedVerdictRole).toInt());
    painter->restore();
}

} // namespace Atlas
