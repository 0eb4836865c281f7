#include "views/map/mapplotter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

// The frame around the map: the legend's notice, the South China Sea inset with its name, and
// the footer (disclaimer and credit) that every map carries.

namespace Atlas {

QString MapPlotter::disclaimer(const PlotContext &context)
{
    //: Keep BOTH languages in the translation: the map must always carry the Chinese and the
    //: English disclaimer.
    return context.text(
        ATLAS_TR("Atlas::MapPlotter",
                 "示意图，非标准地图 / Schematic map, not an official standard map"));
}

QString MapPlotter::credit(const PlotContext &context)
{
    return context.text(
        ATLAS_TR("Atlas::MapPlotter",
                 "Geometry: Apache ECharts 4.9.0 (Apache-2.0); markers: GeoNames (CC-BY-4.0)"));
}

QRectF MapPlotter::noticeRect(const QRectF &mapArea) const
{
    if (m_legend.notice.isEmpty())
        return {};
    const MapStyle s = style();
    const QFontMetricsF metrics(s.font(s.legendPx, true));
    const double width = std::min(mapArea.width() * 0.55, 40.0 * metrics.averageCharWidth());
    const QRectF text = metrics.boundingRect(QRectF(0, 0, width, 1e6),
                                             Qt::TextWordWrap,
                                             m_legend.notice);
    return QRectF(mapArea.topLeft(), QSizeF(width + 16, text.height() + 12));
}

void MapPlotter::paintNotice(QPainter *painter, const QRectF &rect) const
{
    if (rect.isEmpty())
        return;
    const MapStyle s = style();
    painter->save();
    painter->setPen(QPen(s.noticeBorder, 1.5));
    painter->setBrush(s.noticeFill);
    painter->drawRoundedRect(rect, 4, 4);
    painter->setPen(s.text);
    painter->setFont(s.font(s.legendPx, true));
    painter->drawText(rect.adjusted(8, 6, -8, -6),
                      Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                      m_legend.notice);
    painter->restore();
}

void MapPlotter::paintInset(QPainter *painter, const QRectF &rect) const
{
    const MapStyle s = style();
    painter->save();
    painter->setPen(QPen(s.insetBorder, 1.0));
    painter->setBrush(s.background);
    painter->drawRect(rect);

    // Screen-aligned: the local frame is scaled uniformly into the box, never projected.
    const QSizeF local = ChinaGeometry::insetSize();
    const double scale = std::min(rect.width() / local.width(), rect.height() / local.height());
    QTransform toBox;
    toBox.translate(rect.left() + (rect.width() - local.width() * scale) / 2,
                    rect.top() + (rect.height() - local.height() * scale) / 2);
    toBox.scale(scale, scale);
    // The file's rings are a coastline strip along the top, the ten boundary dashes and a
    // U-shaped frame (README). The frame would double the box's own outline, so it is left out;
    // the dashes are filled dark, as a line, and the coast like land.
    const QRectF whole(QPointF(0, 0), local);
    for (const QPolygonF &ring : geometry().insetRings()) {
        const QRectF box = ring.boundingRect();
        const bool frame = box.width() > 0.9 * whole.width() && box.height() > 0.9 * whole.height();
        if (frame)
            continue;
        const bool coast = box.top() < 1.0 && box.width() > 0.5 * whole.width();
        painter->setPen(QPen(coast ? s.border : s.insetBorder, s.borderWidth));
        painter->setBrush(coast ? s.land : s.insetBorder);
        painter->drawPolygon(toBox.map(ring));
    }

    const QStringList names = insetNames();
    // The name goes in the free lower-right corner, right of the last dash; in a small box the
    // type shrinks (down to 7 px) rather than run over the dashes. Lines are laid out here,
    // bottom-aligned to the right, each on its own line.
    const QRectF corner = insetNameCorner(rect);
    QFont font = s.font(s.provincePx);
    QStringList lines;
    for (int px = s.provincePx; px >= 7; --px) {
        font = s.font(px);
        const QFontMetricsF metrics(font, painter->device());
        lines = insetNameLines(names, metrics, corner.width());
        double widest = 0;
        for (const QString &line : lines)
            widest = std::max(widest, metrics.horizontalAdvance(line));
        if (widest <= corner.width() + 0.5
            && lines.size() * metrics.height() <= corner.height() + 0.5)
            break;
    }
    const QFontMetricsF metrics(font, painter->device());
    painter->setFont(font);
    painter->setPen(s.text);
    double baseline = corner.bottom() - metrics.descent();
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        const double x = corner.right() - metrics.horizontalAdvance(lines.at(i));
        painter->drawText(QPointF(std::max(rect.left() + 2, x), baseline), lines.at(i));
        baseline -= metrics.height();
    }
    painter->restore();
}

QStringList MapPlotter::insetNames() const
{
    const LocalizedText &name = geometry().insetName();
    return m_options.context.bothLanguages ? QStringList{name.zh, name.en}
                                           : QStringList{name.text(m_options.context.language)};
}

QRectF MapPlotter::insetNameCorner(const QRectF &inset)
{
    return {inset.left() + inset.width() * 0.52,
            inset.top() + inset.height() * 0.78,
            inset.width() * 0.48 - 3,
            inset.height() * 0.22 - 3};
}

bool MapPlotter::insetNameFits(const QRectF &inset, const QFont &font) const
{
    const QRectF corner = insetNameCorner(inset);
    const QFontMetricsF metrics(font);
    const QStringList lines = insetNameLines(insetNames(), metrics, corner.width());
    double widest = 0;
    for (const QString &line : lines)
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest <= corner.width() + 0.5
           && lines.size() * metrics.height() <= corner.height() + 0.5;
}

QStringList MapPlotter::insetNameLines(const QStringList &names,
                                       const QFontMetricsF &metrics,
                                       double width)
{
    QStringList lines;
    for (const QString &name : names) {
        // Chinese has no spaces: one line whatever its width. Latin text breaks between words.
        QString line;
        for (const QString &word : name.split(u' ', Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + u' ' + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        if (!line.isEmpty())
            lines << line;
    }
    return lines;
}

void MapPlotter::paintFooter(QPainter *painter, const QRectF &rect) const
{
    const MapStyle s = style();
    const QFont font = s.font(s.footerPx);
    const QFontMetricsF metrics(font, painter->device());
    painter->setFont(font);
    const QRectF inner = rect.adjusted(Margin, Margin / 2, -Margin, -Margin / 2);
    const bool twoLines = inner.height() > 1.5 * metrics.height();
    painter->setPen(s.text);
    painter->drawText(inner, Qt::AlignLeft | Qt::AlignTop, disclaimer(m_options.context));
    painter->setPen(s.mutedText);
    painter->drawText(inner,
                      twoLines ? Qt::AlignLeft | Qt::AlignBottom : Qt::AlignRight | Qt::AlignTop,
                      credit(m_options.context));
}

} // namespace Atlas
