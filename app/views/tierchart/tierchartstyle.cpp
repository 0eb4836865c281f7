#include "views/tierchart/tierchartstyle.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

TierChartStyle TierChartStyle::make(const PlotContext &context)
{
    TierChartStyle s;
    s.apply(context);
    s.background = Qt::white;
    if (!s.highContrast) {
        // Okabe and Ito's colour-blind-safe set: blue, orange, bluish green stay apart under
        // deuteranopia, protanopia and tritanopia.
        s.m_tiers[int(Tier::Flagship)] = QColor(0x00, 0x72, 0xb2);
        s.m_tiers[int(Tier::Value)] = QColor(0xe6, 0x9f, 0x00);
        s.m_tiers[int(Tier::Edge)] = QColor(0x00, 0x9e, 0x73);
        s.text = QColor(0x26, 0x2b, 0x30);
        s.mutedText = QColor(0x5f, 0x66, 0x6d);
        s.grid = QColor(0xd8, 0xdc, 0xe0);
        s.outline = QColor(0x30, 0x34, 0x38);
        s.domesticOutline = QColor(0x00, 0x00, 0x00);
        s.halo = QColor(0xff, 0xff, 0xff, 215);
        return s;
    }
    // Workshop projectors wash colours out: darker, fully opaque hues, black outlines and
    // larger text.
    s.m_tiers[int(Tier::Flagship)] = QColor(0x00, 0x4c, 0xa8);
    s.m_tiers[int(Tier::Value)] = QColor(0xd0, 0x70, 0x00);
    s.m_tiers[int(Tier::Edge)] = QColor(0x00, 0x7a, 0x50);
    s.text = Qt::black;
    s.mutedText = QColor(0x20, 0x20, 0x20);
    s.grid = QColor(0x90, 0x90, 0x90);
    s.outline = Qt::black;
    s.domesticOutline = Qt::black;
    s.halo = QColor(0xff, 0xff, 0xff, 240);
    s.fillAlpha = 255;
    s.unknownPriceAlpha = 90;
    s.outlineWidth = 1.5;
    s.domesticOutlineWidth = 3.0;
    s.selectionWidth = 4.0;
    s.titlePx = 19;
    s.axisTitlePx = 16;
    s.axisLabelPx = 15;
    s.legendPx = 16;
    s.labelPx = 14;
    s.footnotePx = 15; // the footnotes grow with the type (× 1.4, as the window's)
    return s;
}

QColor TierChartStyle::tierColor(Tier tier) const
{
    return m_tiers[int(tier)];
}

QColor TierChartStyle::selectionColor(int index) const
{
    // Kept apart from the three tier colours (the ring sits on a tier-coloured bubble); the
    // line styles tell the radar's polygons apart where colours do not.
    static const QColor normal[] = {QColor(0xd5, 0x5e, 0x00),
                                    QColor(0xcc, 0x79, 0xa7),
                                    QColor(0x33, 0x33, 0x33),
                                    QColor(0x56, 0xb4, 0xe9)};
    static const QColor strong[] = {QColor(0xc0, 0x00, 0x00),
                                    QColor(0x80, 0x00, 0x80),
                                    QColor(0x00, 0x00, 0x00),
                                    QColor(0x00, 0x80, 0xc0)};
    const int i = qBound(0, index, 3);
    return highContrast ? strong[i] : normal[i];
}

Qt::PenStyle TierChartStyle::selectionPenStyle(int index) const
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[qBound(0, index, 3)];
}

qreal TierChartStyle::bubbleDiameter(const TierPoint &point, double scaleMax) const
{
    if (!point.sizeValue || scaleMax <= 0)
        return unknownBubble;
    const double d = maxBubble * std::sqrt(std::max(0.0, *point.sizeValue) / scaleMax);
    return std::clamp<qreal>(d, minBubble, maxBubble);
}

} // namespace Atlas
