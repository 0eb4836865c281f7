#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

#include "views/matrix/matrixstyle.h"

namespace Atlas {

// Paints a cell's card count on its colour, and the seed-table overlay as a corner triangle:
// red where the seed's recommendation contradicts the engine, green where it holds.
//
// The cells are painted directly rather than through the style: a slider drag repaints several
// hundred of them per change, and laying out each "16" anew took most of the view's frame time.
// The few distinct texts (1, 2, 4 … 4096, ✕, —) are kept as prepared QStaticText.
class MatrixDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    // `style` (the model's) must outlive the delegate.
    MatrixDelegate(const MatrixStyle *style, QObject *parent = nullptr)
        : QStyledItemDelegate(parent)
        , m_style(style)
    {}
    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    static void paintSeedMarker(QPainter *painter,
                                const QRectF &cell,
                                int state,
                                const MatrixStyle &style);
    // FitMatrixModel::HighlightRole's flags: the scenario's row and column.
    static void paintHighlight(QPainter *painter,
                               const QRectF &cell,
                               int flags,
                               const MatrixStyle &style);

private:
    const QStaticText &staticText(const QString &text, const QFont &font) const;

    const MatrixStyle *m_style;
    mutable QFont m_cacheFont;
    mutable QHash<QString, QStaticText> m_texts;
};

} // namespace Atlas
