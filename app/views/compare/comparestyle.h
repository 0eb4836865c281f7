#pragma once

#include "common/plotstyle.h"

#include <QColor>
#include <QFont>

namespace Atlas {

// Colours, fonts and spacing of the compare table, in logical pixels (the painter is scaled to
// the target, so the same values serve the screen, a PNG and a PDF). The memory bars take their
// colours from PlotStyle::memory(), the palette every memory picture shares.
struct CompareStyle : PlotStyle
{
    QColor headerBackground;
    QColor problem;
    QColor bestBackground;
    QColor bestAccent;
    QColor bestTagText;
    QColor hover;
    QColor barTrack;
    QColor capacityLine;

    QFont title;
    QFont body;
    QFont bodyBold;
    QFont small;
    QFont smallBold;

    qreal margin = 6; // around the whole picture, in target units
    qreal padding = 8;
    qreal rowPadding = 4; // above and below a row's texts: a comparison has many rows
    qreal barHeight = 14;
    qreal gridWidth = 1;
    qreal accentWidth = 3;

    // The normal palette, or the workshop one (black on white, strong marks).
    static CompareStyle make(const PlotContext &context);
};

} // namespace Atlas
