#pragma once

#include <QColor>
#include <QFont>
#include <QString>

namespace Atlas {

// Colours, line widths, marker sizes and fonts of the map. Sizes are in the painter's logical
// units (pixels at 96 dpi on screen); an export to a high-resolution device scales the painter
// first, so the same numbers give the same proportions on paper.
struct MapStyle
{
    QColor background;
    QColor land;
    QColor landHover;
    QColor border;
    QColor insetBorder;
    QColor provinceText;
    QColor text;
    QColor mutedText;
    QColor markerOutline;
    QColor dimmedOutline;
    QColor noValue;
    QColor panel; // legend and inset background
    QColor panelBorder;
    QColor halo; // behind text drawn over the map

    double borderWidth = 0.7;
    double markerOutlineWidth = 1.2;
    double hubRadius = 10;
    double clusterRadius = 6;
    int labelPx = 12;
    int provincePx = 10;
    int legendPx = 11;
    int titlePx = 12;
    int footerPx = 10;

    QString fontFamily;

    // The normal palette, or the workshop one: darker outlines, black text and larger type,
    // for projectors and printouts that wash out light greys.
    static MapStyle make(bool highContrast, const QString &fontFamily);

    // A font in the chosen family with pixel size `px`. The CJK families follow as fallbacks so
    // Chinese labels never turn into boxes when the chosen family lacks the glyphs.
    QFont font(int px, bool bold = false) const;
};

} // namespace Atlas
