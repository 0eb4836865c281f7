#pragma once

#include "common/plotstyle.h"

#include <QColor>
#include <QFont>
#include <QString>

namespace Atlas {

// Colours, line widths, marker sizes and fonts of the map. Sizes are in the painter's logical
// units (pixels at 96 dpi on screen); an export to a high-resolution device scales the painter
// first, so the same numbers give the same proportions on paper.
struct MapStyle : PlotStyle
{
    QColor land;
    QColor landHover;
    QColor border;
    QColor insetBorder;
    QColor provinceText;
    QColor markerOutline;
    QColor dimmedOutline;
    QColor noValue;
    QColor panel; // legend and inset background
    QColor panelBorder;

    double borderWidth = 0.7;
    double markerOutlineWidth = 1.2;
    double hubRadius = 10;
    double clusterRadius = 6;
    int labelPx = 12;
    int provincePx = 10;
    int legendPx = 11;
    int titlePx = 12;
    int footerPx = 10;

    // The normal palette, or the workshop one: darker outlines, black text and larger type,
    // for projectors and printouts that wash out light greys. Text in `fontFamily` (empty: the
    // CJK fallback families), which PlotStyle::font() follows with the CJK fallbacks.
    static MapStyle make(const PlotContext &context, const QString &fontFamily);
};

} // namespace Atlas
