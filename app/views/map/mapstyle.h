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
    // The provider layer: white squares with a dark number, never a colour of the value scale.
    QColor siteFill = Qt::white;
    QColor siteOutline;
    QColor siteText;
    QColor siteLink;
    // The notice over the map (the plan does not fit, is not valid).
    QColor noticeFill = QColor(0xff, 0xf4, 0xe0);
    QColor noticeBorder = QColor(0xc0, 0x6a, 0x00);

    double borderWidth = 0.7;
    double markerOutlineWidth = 1.2;
    double hubRadius = 10;
    double clusterRadius = 6;
    int labelPx = 12;
    int provincePx = 10;
    int legendPx = 11;
    int titlePx = 12;
    int footerPx = 10;
    int sitePx = 9;

    // The normal palette, or the workshop one: darker outlines, black text and larger type,
    // for projectors and printouts that wash out light greys. Text in `fontFamily` (empty: the
    // CJK fallback families), which PlotStyle::font() follows with the CJK fallbacks.
    static MapStyle make(const PlotContext &context, const QString &fontFamily);
};

} // namespace Atlas
