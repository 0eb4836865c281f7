#include "views/compare/compareplotter.h"

#include "common/plotpalette.h"
#include "views/compare/memoryfitbar.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace Atlas {

namespace {

constexpr qreal MinimumLabelWidth = 120;
constexpr qreal MinimumColumnWidth = 150;
constexpr qreal LineGap = 2;    // between a text and its detail line
constexpr qreal FooterGap = 12; // between the table and the legend
constexpr qreal MinimumScale = 0.2;

} // namespace

ComparePlotter::ComparePlotter(const CompareTable &table,
                               const CompareStyle &style,
                               const QRectF &target)
    : m_table(table)
    , m_style(style)
    , m_target(target)
    , m_content(target.adjusted(style.margin, style.margin, -style.margin, -style.margin))
{
    const qreal minWidth = minimumWidth();
    const QRectF content = m_content;
    if (content.width() <= 0 || content.height() <= 0) {
        layout(minWidth);
        return;
    }
    const qreal widest = std::min<qreal>(1, content.width() / minWidth);
    layout(content.width() / widest);
    if (m_height * widest <= content.height()) {
        m_scale = widest;
        return;
    }
    // Too tall: find the largest scale at which the table, laid out at content width / scale
    // (wider, so fewer wrapped lines), fits the height. Height × scale grows with the scale.
    // Shrinking for the height alone always fits, since a wider layout is never taller; a few
    // bisection steps between that and the widest scale win back most of the space.
    const auto fits = [&](qreal scale) {
        layout(content.width() / scale);
        return m_height * scale <= content.height();
    };
    qreal low = std::max(MinimumScale, content.height() / m_height);
    low = std::min(low, widest);
    qreal high = widest;
    for (int i = 0; i < 6; ++i) {
        const qreal mid = (low + high) / 2;
        if (fits(mid))
            low = mid;
        else
            high = mid;
    }
    m_scale = low;
    layout(content.width() / low);
}

qreal ComparePlotter::minimumWidth() const
{
    return MinimumLabelWidth + std::max(1, m_table.columnCount()) * MinimumColumnWidth;
}

qreal ComparePlotter::tagReserve(CompareRow row) const
{
    if (!CompareTable::ranksValues(row))
        return 0;
    return bestTagRect(m_table.legend().best, m_style, QPointF()).width() + 6;
}

ComparePlotter::Cell ComparePlotter::layoutCell(CompareRow row, int column) const
{
    const CompareCell &c = m_table.cell(row, column);
    const qreal width = m_columnWidth - 2 * m_style.padding;
    Cell cell;
    cell.text = WrappedText(c.text,
                            c.best ? m_style.bodyBold : m_style.body,
                            width - tagReserve(row));
    if (!c.detail.isEmpty())
        cell.detail = WrappedText(c.detail, c.problem ? m_style.smallBold : m_style.small, width);
    return cell;
}

qreal ComparePlotter::cellHeight(CompareRow row, const Cell &cell) const
{
    qreal h = cell.text.height();
    if (row == CompareRow::Memory)
        h += m_style.barHeight + 6;
    if (cell.detail.lineCount() > 0)
        h += LineGap + cell.detail.height();
    return h;
}

void ComparePlotter::layout(qreal width)
{
    const qreal pad = m_style.padding;
    const int columns = m_table.columnCount();
    m_width = width;

    // The label column: as wide as its longest label, within a quarter of the table.
    qreal natural = 0;
    for (const CompareRow row : m_table.shownRows()) {
        natural = std::max(natural,
                           QFontMetricsF(m_style.bodyBold).horizontalAdvance(m_table.rowLabel(row)));
        natural = std::max(natural,
                           QFontMetricsF(m_style.small).horizontalAdvance(m_table.rowCaption(row)));
    }
    m_labelWidth = std::clamp(natural + 2 * pad,
                              MinimumLabelWidth,
                              std::max(MinimumLabelWidth, width * 0.24));
    m_columnWidth = columns > 0 ? (width - m_labelWidth) / columns : 0;

    m_headers.clear();
    m_headerHeight = 0;
    for (int column = 0; column < columns; ++column) {
        const CompareHeader &h = m_table.header(column);
        Header header;
        const qreal inner = m_columnWidth - 2 * pad;
        header.title = WrappedText(h.title, m_style.title, inner - ButtonSize - 4);
        qreal height = header.title.height() + 4;
        for (const QString &line : h.lines) {
            header.lines << WrappedText(line, m_style.small, inner);
            height += header.lines.last().height();
        }
        if (!h.market.isEmpty()) {
            header.market = WrappedText(h.market, m_style.smallBold, inner);
            height += header.market->height();
        }
        m_headerHeight = std::max(m_headerHeight, height + 2 * pad);
        m_headers << header;
    }

    m_labels.clear();
    m_captions.clear();
    m_cells = QList<QList<Cell>>(columns);
    m_rowTops.clear();
    qreal y = m_headerHeight;
    for (qsizetype r = 0; r < m_table.shownRows().size() && columns > 0; ++r) {
        const CompareRow row = m_table.shownRows().at(r);
        m_labels << WrappedText(m_table.rowLabel(row), m_style.bodyBold, m_labelWidth - 2 * pad);
        m_captions << WrappedText(m_table.rowCaption(row), m_style.small, m_labelWidth - 2 * pad);
        qreal height = m_labels.last().height();
        if (!m_table.rowCaption(row).isEmpty())
            height += m_captions.last().height();
        for (int column = 0; column < columns; ++column) {
            m_cells[column] << layoutCell(row, column);
            height = std::max(height, cellHeight(row, m_cells[column].last()));
        }
        m_rowTops << y;
        y += height + 2 * m_style.rowPadding;
    }
    m_rowTops << y;

    m_legendTop = y + FooterGap;
    m_legendHeight = columns > 0 ? memoryLegendHeight(m_table.legend(), m_style, width) : 0;
    y = columns > 0 ? m_legendTop + m_legendHeight + 4 : 0;
    m_notes.clear();
    m_noteTops.clear();
    const CompareLegend &legend = m_table.legend();
    if (!legend.hint.isEmpty()) {
        // Without a table, the hint is the whole picture: say it larger.
        m_noteTops << y;
        m_notes << WrappedText(legend.hint, columns > 0 ? m_style.bodyBold : m_style.title, width);
        y += m_notes.last().height() + 4;
    }
    for (const QString &note : legend.notes) {
        m_noteTops << y;
        m_notes << WrappedText(note, m_style.small, width);
        y += m_notes.last().height() + 2;
    }
    m_height = y;
}

QTransform ComparePlotter::transform() const
{
    QTransform t;
    t.translate(m_content.left(), m_content.top());
    t.scale(m_scale, m_scale);
    return t;
}

QRectF ComparePlotter::headerRect(int column) const
{
    return QRectF(m_labelWidth + column * m_columnWidth, 0, m_columnWidth, m_headerHeight);
}

QRectF ComparePlotter::columnRect(int column) const
{
    return QRectF(m_labelWidth + column * m_columnWidth, 0, m_columnWidth, m_rowTops.last());
}

QRectF ComparePlotter::cellRect(CompareRow row, int column) const
{
    const qsizetype index = m_table.shownRows().indexOf(row);
    if (index < 0 || index + 1 >= m_rowTops.size())
        return {};
    const qreal top = m_rowTops.at(index);
    return QRectF(m_labelWidth + column * m_columnWidth,
                  top,
                  m_columnWidth,
                  m_rowTops.at(index + 1) - top);
}

QRectF ComparePlotter::removeButtonRect(int column) const
{
    const QRectF header = headerRect(column);
    const qreal inset = m_style.padding / 2;
    return QRectF(header.right() - inset - ButtonSize, header.top() + inset, ButtonSize, ButtonSize);
}

int ComparePlotter::columnAt(QPointF logical) const
{
    if (m_columnWidth <= 0 || logical.x() < m_labelWidth || logical.y() < 0
        || logical.y() > m_rowTops.last())
        return -1;
    const int column = int((logical.x() - m_labelWidth) / m_columnWidth);
    return column < m_table.columnCount() ? column : -1;
}

std::optional<CompareRow> ComparePlotter::rowAt(QPointF logical) const
{
    for (qsizetype index = 0; index + 1 < m_rowTops.size(); ++index) {
        if (logical.y() >= m_rowTops.at(index) && logical.y() < m_rowTops.at(index + 1))
            return m_table.shownRows().at(index);
    }
    return std::nullopt;
}

void ComparePlotter::paint(QPainter *painter, const Options &options) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setRenderHint(QPainter::TextAntialiasing, true);
    painter->fillRect(m_target, m_style.background);
    painter->setTransform(transform(), true);

    if (m_table.columnCount() > 0) {
        painter->fillRect(QRectF(0, 0, m_width, m_headerHeight), m_style.headerBackground);
        if (options.interactive && options.hoverColumn >= 0
            && options.hoverColumn < m_table.columnCount())
            painter->fillRect(columnRect(options.hoverColumn), m_style.hover);
        paintHeaders(painter);
        paintRows(painter);
        paintGrid(painter);
        paintMemoryLegend(painter, QPointF(0, m_legendTop), m_width, m_table.legend(), m_style);
    }
    paintFooter(painter);
    painter->restore();
}

void ComparePlotter::paintHeaders(QPainter *painter) const
{
    const qreal pad = m_style.padding;
    painter->setPen(m_style.text);
    WrappedText(m_table.cornerText(), m_style.smallBold, m_labelWidth - 2 * pad)
        .draw(painter, QPointF(pad, pad));
    for (int column = 0; column < m_headers.size(); ++column) {
        const QRectF rect = headerRect(column);
        const Header &h = m_headers.at(column);
        if (!m_table.header(column).fits) {
            // A red rule over the column: the option does not fit (the memory row says why).
            painter->fillRect(QRectF(rect.left(), rect.top(), rect.width(), 4), m_style.problem);
        }
        painter->setPen(m_style.text);
        h.title.draw(painter, rect.topLeft() + QPointF(pad, pad));
        qreal y = rect.top() + pad + h.title.height() + 4;
        painter->setPen(m_style.mutedText);
        for (const WrappedText &line : h.lines) {
            line.draw(painter, QPointF(rect.left() + pad, y));
            y += line.height();
        }
        if (h.market) {
            painter->setPen(PlotColors::marked());
            h.market->draw(painter, QPointF(rect.left() + pad, y));
        }
    }
}

void ComparePlotter::paintRows(QPainter *painter) const
{
    const qreal pad = m_style.padding;
    for (qsizetype r = 0; r < m_labels.size(); ++r) {
        const qreal top = m_rowTops.at(r);
        painter->setPen(m_style.text);
        const qreal y = top + m_style.rowPadding;
        m_labels.at(r).draw(painter, QPointF(pad, y));
        painter->setPen(m_style.mutedText);
        m_captions.at(r).draw(painter, QPointF(pad, y + m_labels.at(r).height()));
        for (int column = 0; column < m_table.columnCount(); ++column)
            paintCell(painter, m_table.shownRows().at(r), column);
    }
}

void ComparePlotter::paintCell(QPainter *painter, CompareRow row, int column) const
{
    const qreal pad = m_style.padding;
    const CompareCell &c = m_table.cell(row, column);
    const Cell &cell = m_cells.at(column).at(m_table.shownRows().indexOf(row));
    const QRectF rect = cellRect(row, column);

    if (c.best) {
        const QRectF inner = rect.adjusted(1, 1, -1, -1);
        painter->fillRect(inner, m_style.bestBackground);
        painter->fillRect(QRectF(inner.left(), inner.top(), m_style.accentWidth, inner.height()),
                          m_style.bestAccent);
        paintBestTag(painter,
                     m_table.legend().best,
                     m_style,
                     QPointF(rect.right() - pad, rect.top() + m_style.rowPadding));
    }

    qreal y = rect.top() + m_style.rowPadding;
    if (row == CompareRow::Memory && m_table.hasFigures(column)) {
        const CompareResult &result = m_table.result(column);
        const QRectF bar(rect.left() + pad, y + 3, rect.width() - 2 * pad, m_style.barHeight);
        paintMemoryFitBar(painter, bar, result.perGpu, result.accelerator->memoryBytes(), m_style);
        y += m_style.barHeight + 6;
    }

    QColor color = m_style.text;
    if (c.problem)
        color = m_style.problem;
    else if (c.muted)
        color = m_style.mutedText;
    painter->setPen(color);
    cell.text.draw(painter, QPointF(rect.left() + pad, y));
    y += cell.text.height() + LineGap;
    painter->setPen(c.problem ? m_style.problem : m_style.mutedText);
    cell.detail.draw(painter, QPointF(rect.left() + pad, y));
}

void ComparePlotter::paintGrid(QPainter *painter) const
{
    const qreal bottom = m_rowTops.last();
    painter->setPen(QPen(m_style.grid, m_style.gridWidth));
    painter->setBrush(Qt::NoBrush);
    for (const qreal y : m_rowTops)
        painter->drawLine(QPointF(0, y), QPointF(m_width, y));
    painter->drawLine(QPointF(m_labelWidth, 0), QPointF(m_labelWidth, bottom));
    for (int column = 1; column < m_table.columnCount(); ++column) {
        const qreal x = m_labelWidth + column * m_columnWidth;
        painter->drawLine(QPointF(x, 0), QPointF(x, bottom));
    }
    painter->drawRect(QRectF(0, 0, m_width, bottom));
}

void ComparePlotter::paintFooter(QPainter *painter) const
{
    // Without columns, the hint stands alone in the middle of the target.
    const bool alone = m_table.columnCount() == 0;
    const qreal shift = alone ? std::max<qreal>(0, (m_content.height() / m_scale - m_height) / 2)
                              : 0;
    painter->setPen(alone ? m_style.mutedText : m_style.text);
    for (int i = 0; i < m_notes.size(); ++i) {
        const WrappedText &note = m_notes.at(i);
        const qreal x = alone ? std::max<qreal>(0, (m_width - note.width()) / 2) : 0;
        note.draw(painter, QPointF(x, m_noteTops.at(i) + shift));
    }
}

} // namespace Atlas
