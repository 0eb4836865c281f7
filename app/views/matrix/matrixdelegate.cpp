#include "views/matrix/matrixdelegate.h"

#include "views/matrix/fitmatrixmodel.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>

namespace Atlas {

void MatrixDelegate::paintSeedMarker(QPainter *painter,
                                     const QRectF &cell,
                                     int state,
                                     const MatrixStyle &style)
{
    if (state == 0)
        return;
    const double s = std::min(cell.width(), cell.height()) * style.seedMarkShare;
    QPainterPath triangle;
    triangle.moveTo(cell.topRight());
    triangle.lineTo(cell.topRight() + QPointF(-s, 0));
    triangle.lineTo(cell.topRight() + QPointF(0, s));
    triangle.closeSubpath();
    painter->fillPath(triangle, style.seedColor(state == 2));
}

void MatrixDelegate::paintHighlight(QPainter *painter,
                                    const QRectF &cell,
                                    int flags,
                                    const MatrixStyle &style)
{
    if (flags == 0)
        return;
    // The scenario's row is outlined along its top and bottom, its column along its sides: a
    // cross through the table, with the scenario's own cell boxed where they meet.
    const double w = style.highlightWidth;
    const QRectF r = cell.adjusted(w / 2, w / 2, -w / 2, -w / 2);
    painter->save();
    painter->setPen(QPen(style.highlight, w, Qt::SolidLine, Qt::FlatCap));
    if (flags & FitMatrixModel::HighlightRow) {
        painter->drawLine(QPointF(cell.left(), r.top()), QPointF(cell.right() + 1, r.top()));
        painter->drawLine(QPointF(cell.left(), r.bottom()), QPointF(cell.right() + 1, r.bottom()));
    }
    if (flags & FitMatrixModel::HighlightColumn) {
        painter->drawLine(QPointF(r.left(), cell.top()), QPointF(r.left(), cell.bottom() + 1));
        painter->drawLine(QPointF(r.right(), cell.top()), QPointF(r.right(), cell.bottom() + 1));
    }
    painter->restore();
}

const QStaticText &MatrixDelegate::staticText(const QString &text, const QFont &font) const
{
    if (font != m_cacheFont) { // workshop mode changes the type size
        m_texts.clear();
        m_cacheFont = font;
    }
    auto it = m_texts.find(text);
    if (it == m_texts.end()) {
        QStaticText prepared(text);
        prepared.setTextFormat(Qt::PlainText);
        prepared.prepare(QTransform(), font);
        it = m_texts.insert(text, prepared);
    }
    return *it;
}

void MatrixDelegate::paint(QPainter *painter,
                           const QStyleOptionViewItem &option,
                           const QModelIndex &index) const
{
    const QRect cell = option.rect;
    painter->fillRect(cell, index.data(Qt::BackgroundRole).value<QColor>());
    const QStaticText &text = staticText(index.data(Qt::DisplayRole).toString(), option.font);
    const QSizeF size = text.size();
    painter->save();
    painter->setFont(option.font);
    painter->setPen(index.data(Qt::ForegroundRole).value<QColor>());
    painter->drawStaticText(QPointF(cell.center().x() + 0.5 - size.width() / 2,
                                    cell.center().y() + 0.5 - size.height() / 2),
                            text);
    if (option.state & QStyle::State_Selected) {
        painter->setPen(QPen(option.palette.color(QPalette::Highlight), 2));
        painter->drawRect(QRectF(cell).adjusted(1, 1, -1, -1));
    }
    paintHighlight(painter,
                   QRectF(cell),
                   index.data(FitMatrixModel::HighlightRole).toInt(),
                   *m_style);
    painter->setRenderHint(QPainter::Antialiasing);
    paintSeedMarker(painter,
                    QRectF(option.rect).adjusted(0, 0, -1, -1),
                    index.data(FitMatrixModel::SeedVerdictRole).toInt(),
                    *m_style);
    painter->restore();
}

} // namespace Atlas
