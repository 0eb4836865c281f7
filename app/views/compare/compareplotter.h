#pragma once

#include "views/compare/comparestyle.h"
#include "views/compare/comparetable.h"
#include "views/compare/wrappedtext.h"

#include <QList>
#include <QRectF>
#include <QTransform>

#include <optional>

#include <optional>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

// Lays the compare table out for a target rectangle and paints it: the one routine behind the
// screen, the PNG and the PDF. Geometry is in the table's own logical coordinates; transform()
// maps them into the target. When the table does not fit the target at its natural size, it
// is laid out wider (fewer wrapped lines) and scaled down as a whole, so nothing is clipped.
class ComparePlotter
{
public:
    struct Options
    {
        bool interactive = false; // hover highlight; export leaves it out
        int hoverColumn = -1;
    };

    // Room the header keeps free for the widget's remove button, in export too, so the screen
    // and the export wrap the same way.
    static constexpr qreal ButtonSize = 22;

    ComparePlotter(const CompareTable &table, const CompareStyle &style, const QRectF &target);

    void paint(QPainter *painter, const Options &options) const;

    QTransform transform() const;
    qreal scale() const { return m_scale; }
    QSizeF contentSize() const { return QSizeF(m_width, m_height); }
    QRectF headerRect(int column) const;
    QRectF columnRect(int column) const; // header and every row
    QRectF cellRect(CompareRow row, int column) const;
    QRectF removeButtonRect(int column) const;
    // Logical position -> column (-1 outside the option columns) and row (none in the header).
    int columnAt(QPointF logical) const;
    std::optional<CompareRow> rowAt(QPointF logical) const;

private:
    struct Cell
    {
        WrappedText text;
        WrappedText detail;
    };
    struct Header
    {
        WrappedText title;
        QList<WrappedText> lines;
        std::optional<WrappedText> market; // the market's badges, in the marked colour
    };

    qreal minimumWidth() const;
    void layout(qreal width);
    Cell layoutCell(CompareRow row, int column) const;
    qreal cellHeight(CompareRow row, const Cell &cell) const;
    qreal tagReserve(CompareRow row) const;
    void paintHeaders(QPainter *painter) const;
    void paintRows(QPainter *painter) const;
    void paintCell(QPainter *painter, CompareRow row, int column) const;
    void paintGrid(QPainter *painter) const;
    void paintFooter(QPainter *painter) const;

    const CompareTable &m_table;
    const CompareStyle &m_style;
    QRectF m_target;  // filled with the background
    QRectF m_content; // the target less the margin: where the table goes
    qreal m_scale = 1;

    qreal m_width = 0;
    qreal m_height = 0;
    qreal m_labelWidth = 0;
    qreal m_columnWidth = 0;
    qreal m_headerHeight = 0;
    QList<qreal> m_rowTops; // one per shown row, and the table's bottom
    qreal m_legendTop = 0;
    qreal m_legendHeight = 0;
    QList<Header> m_headers;
    QList<WrappedText> m_labels;
    QList<WrappedText> m_captions;
    QList<QList<Cell>> m_cells; // by column, then shown row
    QList<WrappedText> m_notes;
    QList<qreal> m_noteTops;
};

} // namespace Atlas
