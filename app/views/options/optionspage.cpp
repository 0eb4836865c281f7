#include "views/options/optionspage.h"

#include "common/plotpalette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextOption>

#include <algorithm>

namespace Atlas {

namespace {

constexpr int MaxTableRows = 12;

double wrappedHeight(const QFontMetricsF &metrics, const QString &text, double width)
{
    if (text.isEmpty())
        return 0;
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::AlignLeft | Qt::TextWordWrap, text)
        .height();
}

void paintTable(QPainter *painter,
                const QRectF &rect,
                const OptionsTable &table,
                const OptionsStyle &style)
{
    if (table.rowCount() == 0 || rect.height() <= 0)
        return;
    QFont font = style.font(style.bodyPx);
    QFont bold = style.font(style.bodyPx, true);
    const QFontMetricsF metrics(font);
    const QFontMetricsF boldMetrics(bold);
    const double rowHeight = metrics.height() + 6;
    const int rows = std::min({table.rowCount(), MaxTableRows, int(rect.height() / rowHeight) - 1});
    if (rows <= 0)
        return;
    // Columns as wide as their widest text, scaled down together when they do not fit.
    QList<double> widths;
    for (int c = 0; c < table.columnCount(); ++c) {
        double w = boldMetrics.horizontalAdvance(table.header(c));
        for (int r = 0; r < rows; ++r)
            w = std::max(w, metrics.horizontalAdvance(table.cell(r, c).text));
        widths << w + 12;
    }
    double total = 0;
    for (double w : std::as_const(widths))
        total += w;
    const double scale = std::min(1.0, rect.width() / total);
    painter->save();
    if (scale < 1) {
        painter->translate(rect.topLeft());
        painter->scale(scale, scale);
        painter->translate(-rect.topLeft());
    }
    double y = rect.top();
    double x = rect.left();
    painter->fillRect(QRectF(x, y, total, rowHeight), style.headerBackground);
    painter->setFont(bold);
    painter->setPen(style.text);
    for (int c = 0; c < table.columnCount(); ++c) {
        painter->drawText(QRectF(x + 6, y, widths[c] - 12, rowHeight),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          table.header(c));
        x += widths[c];
    }
    painter->setFont(font);
    for (int r = 0; r < rows; ++r) {
        y += rowHeight;
        x = rect.left();
        if (table.pareto(r))
            painter->fillRect(QRectF(x, y, total, rowHeight), style.paretoBackground);
        painter->setPen(QPen(style.grid, 1));
        painter->drawLine(QPointF(x, y), QPointF(x + total, y));
        painter->setPen(style.text);
        for (int c = 0; c < table.columnCount(); ++c) {
            const bool text = OptionsTable::isTextColumn(table.columns().at(c));
            const OptionsCell &cell = table.cell(r, c);
            painter->setPen(cell.marked ? PlotColors::marked() : style.text);
            painter->drawText(QRectF(x + 6, y, widths[c] - 12, rowHeight),
                              (text ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter,
                              cell.text);
            x += widths[c];
        }
    }
    painter->restore();
}

} // namespace

void paintOptionsPage(QPainter *painter,
                      const QRectF &target,
                      const QString &title,
                      const OptionsTable &table,
                      const OptionsChartData &chart,
                      const OptionsStyle &style,
                      const PlotContext &context,
                      const PricingCatalog &pricing)
{
    painter->save();
    painter->fillRect(target, style.background);
    const QRectF page = target.adjusted(16, 12, -16, -12);
    const QFont titleFont = style.font(style.titlePx, true);
    const QFont body = style.font(style.bodyPx);
    const QFontMetricsF titleMetrics(titleFont);
    const QFontMetricsF bodyMetrics(body);
    double y = page.top();
    painter->setPen(style.text);
    painter->setFont(titleFont);
    painter->drawText(QRectF(page.left(), y, page.width(), titleMetrics.height()),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      titleMetrics.elidedText(title, Qt::ElideRight, page.width()));
    y += titleMetrics.height() + 4;
    painter->setFont(body);
    for (const QString &text : {table.counts(), table.emptyState()}) {
        const double h = wrappedHeight(bodyMetrics, text, page.width());
        painter->drawText(QRectF(page.left(), y, page.width(), h),
                          Qt::AlignLeft | Qt::TextWordWrap,
                          text);
        y += h + (h > 0 ? 4 : 0);
    }
    y += 4;
    // The chart takes what the table leaves: up to twelve rows below it.
    const double rowHeight = QFontMetricsF(style.font(style.bodyPx)).height() + 6;
    const double tableHeight = table.rowCount() == 0
                                   ? 0
                                   : rowHeight * (std::min(table.rowCount(), MaxTableRows) + 1);
    const double chartHeight = std::max(page.height() * 0.45, page.bottom() - y - tableHeight - 12);
    const OptionsChartPlotter plotter(chart,
                                      style,
                                      context,
                                      pricing,
                                      QRectF(page.left(), y, page.width(), chartHeight));
    plotter.paint(painter);
    y += chartHeight + 12;
    paintTable(painter, QRectF(page.left(), y, page.width(), page.bottom() - y), table, style);
    painter->restore();
}

} // namespace Atlas
