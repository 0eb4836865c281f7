#include "views/map/maplegendpainter.h"

#include "views/map/mapcolorscale.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace Atlas {

namespace {

constexpr double Padding = 8;
constexpr double BarHeight = 10;
constexpr double MinBarWidth = 180;
constexpr double ColumnGap = 14;
constexpr double BracketHeight = 5; // above the bar: the markers' range on a wider bar

} // namespace

QPainterPath mapMarkerShape(QPointF centre, double radius, bool west)
{
    QPainterPath path;
    if (!west) {
        path.addEllipse(centre, radius, radius);
        return path;
    }
    // Half-diagonal r * sqrt(pi / 2): the diamond covers the same area as the circle, so
    // neither side looks more important.
    const double d = radius * std::sqrt(std::numbers::pi / 2);
    path.moveTo(centre.x(), centre.y() - d);
    path.lineTo(centre.x() + d, centre.y());
    path.lineTo(centre.x(), centre.y() + d);
    path.lineTo(centre.x() - d, centre.y());
    path.closeSubpath();
    return path;
}

MapLegendPainter::MapLegendPainter(const MapStyle &style,
                                   const MapLegend &legend,
                                   const Keys &keys,
                                   const PlotContext &context)
    : m_style(style)
    , m_legend(legend)
    , m_context(context)
    , m_keys(keys)
{}

QString MapLegendPainter::title() const
{
    if (m_legend.unit.isEmpty())
        return m_legend.title;
    if (m_legend.title.isEmpty())
        return m_legend.unit;
    //: Legend title with its unit, e.g. "Electricity tariff (CNY/kWh)"
    return m_context.text(
        ATLAS_TR("Atlas::MapLegendPainter", "%1 (%2)").arg(m_legend.title).arg(m_legend.unit));
}

QString MapLegendPainter::directionText() const
{
    return m_context.stackedLabel(m_legend.higherIsBetter
                                      ? ATLAS_TR("Atlas::MapLegendPainter", "Higher is better")
                                      : ATLAS_TR("Atlas::MapLegendPainter", "Lower is better"));
}

QString MapLegendPainter::endText(double value, const QString &text) const
{
    if (!text.isEmpty())
        return text;
    return std::isfinite(value) ? QString::number(value, 'g', 3) : QString();
}

QList<MapLegendPainter::Key> MapLegendPainter::keys() const
{
    // Labels: both languages when asked for (Ctrl+B), like every legend.
    // Both languages one above the other with Ctrl+B: side by side, the keys made the legend
    // so wide that the map went above it and shrank by ~40 % (issue 30, workshop mode).
    // Beside the scale (below the map) the width is there and the height is the map's: one line.
    const auto text = [this](const TrText &source) {
        return m_keys.beside ? m_context.label(source) : m_context.stackedLabel(source);
    };
    // Chengdu-Chongqing lies in the west but policy counts it with the demand-side hubs, as the
    // markers do: the key says so in both languages, not only in the Chinese.
    QList<Key> keys
        = {{Key::Kind::East,
            text(ATLAS_TR("Atlas::MapLegendPainter", "Demand side (east and Chengdu-Chongqing)"))},
           {Key::Kind::West, text(ATLAS_TR("Atlas::MapLegendPainter", "Supply side (west)"))},
           {Key::Kind::Hub, text(ATLAS_TR("Atlas::MapLegendPainter", "Hub"))},
           {Key::Kind::Cluster, text(ATLAS_TR("Atlas::MapLegendPainter", "Cluster"))}};
    if (m_keys.dimmed)
        keys.append(
            {Key::Kind::Dimmed, text(ATLAS_TR("Atlas::MapLegendPainter", "Outside budget"))});
    if (m_keys.noValue)
        keys.append({Key::Kind::NoValue, text(ATLAS_TR("Atlas::MapLegendPainter", "No value"))});
    if (m_keys.providers)
        keys.append({Key::Kind::Provider,
                     text(ATLAS_TR("Atlas::MapLegendPainter", "Provider GPU regions (count)"))});
    if (m_keys.gridLinks)
        keys.append({Key::Kind::GridLink,
                     text(ATLAS_TR("Atlas::MapLegendPainter", "Grid linked to hub/cluster"))});
    return keys;
}

double MapLegendPainter::keyIconWidth() const
{
    return 2 * m_style.hubRadius * 1.26 + 4;
}

QSizeF MapLegendPainter::size() const
{
    const QFontMetricsF titleMetrics(m_style.font(m_style.titlePx, true));
    const QFontMetricsF metrics(m_style.font(m_style.legendPx));
    const double top = scaleWidth();
    double column = 0;
    const QList<Key> keyList = keys();
    for (const Key &key : keyList)
        column = std::max(column, keyIconWidth() + textWidth(metrics, key.text));
    const int columns = std::max(1, m_keys.columns);
    const double keysWidth = columns * column + (columns - 1) * ColumnGap;
    const double keysHeight = std::ceil(keyList.size() / double(columns)) * keyRowHeight(metrics);

    const double spread = m_legend.spreadText.isEmpty()
                              ? 0
                              : lineCount(m_legend.spreadText) * metrics.height();
    const double topHeight = lineCount(title()) * titleMetrics.height() + 4 + BracketHeight
                             + BarHeight + 2 + metrics.height()
                             + lineCount(directionText()) * metrics.height() + spread;
    if (m_keys.beside)
        return {top + 2 * ColumnGap + keysWidth + 2 * Padding,
                std::max(topHeight, keysHeight) + 2 * Padding};
    return {std::max(top, keysWidth) + 2 * Padding, topHeight + 8 + keysHeight + 2 * Padding};
}

double MapLegendPainter::scaleWidth() const
{
    // The title, the colour bar and the lines under it.
    const QFontMetricsF titleMetrics(m_style.font(m_style.titlePx, true));
    const QFontMetricsF metrics(m_style.font(m_style.legendPx));
    double width = std::max(MinBarWidth, textWidth(titleMetrics, title()));
    width = std::max(width,
                     metrics.horizontalAdvance(endText(m_legend.min, m_legend.minText))
                         + metrics.horizontalAdvance(endText(m_legend.max, m_legend.maxText))
                         + ColumnGap);
    width = std::max(width, textWidth(metrics, directionText()));
    return std::max(width, textWidth(metrics, m_legend.spreadText));
}

double MapLegendPainter::textWidth(const QFontMetricsF &metrics, const QString &text)
{
    double widest = 0;
    for (const QString &line : text.split(u'\n'))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

int MapLegendPainter::lineCount(const QString &text)
{
    return int(text.count(u'\n')) + 1;
}

double MapLegendPainter::keyRowHeight(const QFontMetricsF &metrics) const
{
    int lines = 1;
    for (const Key &key : keys())
        lines = std::max(lines, lineCount(key.text));
    return std::max(lines * metrics.height(), 2 * m_style.hubRadius + 2);
}

void MapLegendPainter::paint(QPainter *painter, const QRectF &rect) const
{
    painter->save();
    painter->setPen(QPen(m_style.panelBorder, 0.8));
    painter->setBrush(m_style.panel);
    painter->drawRoundedRect(rect, 4, 4);

    const QFont font = m_style.font(m_style.legendPx);
    const QFontMetricsF metrics(font, painter->device());
    const QRectF whole = rect.adjusted(Padding, Padding, -Padding, -Padding);
    // Beside: the scale on the left, the keys on the right (a legend below the map, where
    // height is what the map loses).
    const QRectF inner = m_keys.beside
                             ? QRectF(whole.topLeft(), QSizeF(scaleWidth(), whole.height()))
                             : whole;
    const double y = paintScale(painter, inner) + 4;

    painter->setPen(QPen(m_style.panelBorder, 0.6));
    QRectF keyArea(whole.left(), y + 4, whole.width(), whole.bottom() - y - 4);
    if (m_keys.beside) {
        const double x = inner.right() + ColumnGap;
        painter->drawLine(QPointF(x, whole.top()), QPointF(x, whole.bottom()));
        keyArea = QRectF(QPointF(x + ColumnGap, whole.top()), whole.bottomRight());
    } else {
        painter->drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y));
    }
    paintKeys(painter, keyArea, font, metrics);
    painter->restore();
}

double MapLegendPainter::paintScale(QPainter *painter, const QRectF &inner) const
{
    const QFont titleFont = m_style.font(m_style.titlePx, true);
    const QFont font = m_style.font(m_style.legendPx);
    const QFontMetricsF titleMetrics(titleFont, painter->device());
    const QFontMetricsF metrics(font, painter->device());
    double y = inner.top();

    painter->setPen(m_style.text);
    painter->setFont(titleFont);
    const double titleHeight = lineCount(title()) * titleMetrics.height();
    painter->drawText(QRectF(inner.left(), y, inner.width(), titleHeight),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      title());
    y += titleHeight + 4 + BracketHeight;

    const QRectF bar(inner.left(), y, inner.width(), BarHeight);
    paintColorBar(painter, bar);
    y += BarHeight + 2;

    painter->setFont(font);
    painter->setPen(m_style.text);
    const QRectF ends(inner.left(), y, inner.width(), metrics.height());
    const QString minText = endText(m_legend.min, m_legend.minText);
    const QString maxText = endText(m_legend.max, m_legend.maxText);
    painter->drawText(ends, Qt::AlignLeft | Qt::AlignVCenter, minText);
    if (maxText != minText)
        painter->drawText(ends, Qt::AlignRight | Qt::AlignVCenter, maxText);
    y += metrics.height();
    painter->setPen(m_style.mutedText);
    const double directionHeight = lineCount(directionText()) * metrics.height();
    if (!m_legend.flat) { // all alike: neither end is better
        painter->drawText(QRectF(inner.left(), y, inner.width(), directionHeight),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          directionText());
    }
    y += directionHeight;
    if (!m_legend.spreadText.isEmpty()) {
        const double spreadHeight = lineCount(m_legend.spreadText) * metrics.height();
        painter->setPen(m_style.text);
        painter->drawText(QRectF(inner.left(), y, inner.width(), spreadHeight),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          m_legend.spreadText);
        y += spreadHeight;
    }
    return y;
}

void MapLegendPainter::paintColorBar(QPainter *painter, const QRectF &bar) const
{
    // The bar runs from min (left) to max (right); its colours come from the same function as
    // the markers', so the two can never disagree. A flat scale is one swatch.
    const bool rangeKnown = std::isfinite(m_legend.min) && std::isfinite(m_legend.max);
    painter->setPen(QPen(m_style.panelBorder, 0.8));
    if (m_legend.flat) {
        painter->setBrush(rangeKnown ? MapColorScale::color(m_legend.min, m_legend)
                                     : MapColorScale::noValueColor());
    } else {
        QLinearGradient gradient(bar.topLeft(), bar.topRight());
        constexpr int Samples = 16;
        for (int i = 0; i <= Samples; ++i) {
            const double t = double(i) / Samples;
            const double value = rangeKnown ? m_legend.min + t * (m_legend.max - m_legend.min) : t;
            MapLegend legend = m_legend;
            if (!rangeKnown) {
                legend.min = 0;
                legend.max = 1;
            }
            gradient.setColorAt(t, MapColorScale::color(value, legend));
        }
        painter->setBrush(gradient);
    }
    painter->drawRect(bar);
    paintDataBracket(painter, bar);
}

void MapLegendPainter::paintKeys(QPainter *painter,
                                 const QRectF &keyArea,
                                 const QFont &font,
                                 const QFontMetricsF &metrics) const
{
    const double y = keyArea.top();
    const double rowHeight = keyRowHeight(metrics);
    const int columns = std::max(1, m_keys.columns);
    const double columnWidth = (keyArea.width() - (columns - 1) * ColumnGap) / columns;
    const QList<Key> keyList = keys();
    for (qsizetype i = 0; i < keyList.size(); ++i) {
        const double x = keyArea.left() + double(i % columns) * (columnWidth + ColumnGap);
        const double rowTop = y + double(i / columns) * rowHeight;
        paintKeyIcon(painter,
                     QPointF(x + keyIconWidth() / 2 - 2, rowTop + rowHeight / 2),
                     keyList.at(i).kind);
        painter->setPen(m_style.text);
        painter->setFont(font);
        painter->drawText(QRectF(x + keyIconWidth(), rowTop, columnWidth - keyIconWidth(), rowHeight),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          keyList.at(i).text);
    }
}

void MapLegendPainter::paintDataBracket(QPainter *painter, const QRectF &bar) const
{
    // Where the markers' values lie on a bar wider than their range: a bracket above it.
    const double span = m_legend.max - m_legend.min;
    if (m_legend.flat || !std::isfinite(m_legend.dataMin) || !std::isfinite(m_legend.dataMax)
        || !(span > 0))
        return;
    const double from = bar.left() + bar.width() * (m_legend.dataMin - m_legend.min) / span;
    const double to = bar.left() + bar.width() * (m_legend.dataMax - m_legend.min) / span;
    if (from <= bar.left() + 0.5 && to >= bar.right() - 0.5)
        return; // the bar is the markers' range
    const double top = bar.top() - BracketHeight;
    painter->save();
    painter->setPen(QPen(m_style.text, 1.5));
    painter->drawLine(QPointF(from, top), QPointF(std::max(to, from + 2), top));
    painter->drawLine(QPointF(from, top), QPointF(from, bar.bottom()));
    painter->drawLine(QPointF(std::max(to, from + 2), top),
                      QPointF(std::max(to, from + 2), bar.bottom()));
    painter->restore();
}

void MapLegendPainter::paintKeyIcon(QPainter *painter, QPointF centre, Key::Kind kind) const
{
    // Shape and size keys are neutral grey, so they are not read as values.
    const QColor neutral(0xd0, 0xd4, 0xd8);
    QPen outline(m_style.markerOutline, m_style.markerOutlineWidth);
    QBrush fill(neutral);
    double radius = m_style.clusterRadius;
    bool west = false;
    switch (kind) {
    case Key::Kind::East:
        break;
    case Key::Kind::West:
        west = true;
        break;
    case Key::Kind::Hub:
        radius = m_style.hubRadius;
        break;
    case Key::Kind::Cluster:
        break;
    case Key::Kind::Dimmed:
        fill = neutral.lighter(112);
        outline = QPen(m_style.dimmedOutline, 1.0, Qt::DashLine);
        break;
    case Key::Kind::NoValue:
        fill = MapColorScale::noValueColor();
        break;
    case Key::Kind::Provider: {
        const double half = m_style.clusterRadius + 1;
        painter->setPen(QPen(m_style.siteOutline, 1.2));
        painter->setBrush(m_style.siteFill);
        painter->drawRect(QRectF(centre - QPointF(half, half), QSizeF(2 * half, 2 * half)));
        return;
    }
    case Key::Kind::GridLink:
        painter->setPen(QPen(m_style.siteLink, 1.0, Qt::DashLine));
        painter->drawLine(centre - QPointF(m_style.hubRadius, 0),
                          centre + QPointF(m_style.hubRadius, 0));
        return;
    }
    painter->setPen(outline);
    painter->setBrush(fill);
    painter->drawPath(mapMarkerShape(centre, radius, west));
}

} // namespace Atlas
