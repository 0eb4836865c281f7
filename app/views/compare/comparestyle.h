#pragma once

#include <QColor>
#include <QFont>
#include <QList>

namespace Atlas {

// Colours, fonts and spacing of the compare table, in logical pixels (the painter is scaled to
// the target, so the same values serve the screen, a PNG and a PDF).
struct CompareStyle
{
    QColor background;
    QColor headerBackground;
    QColor grid;
    QColor text;
    QColor mutedText;
    QColor problem;
    QColor bestBackground;
    QColor bestAccent;
    QColor bestTagText;
    QColor hover;
    QColor barTrack;
    QColor capacityLine;
    QList<QColor> segments; // weights, gradients + optimizer, activations, KV cache, overhead

    QFont title;
    QFont body;
    QFont bodyBold;
    QFont small;
    QFont smallBold;

    qreal margin = 6; // around the whole picture, in target units
    qreal padding = 8;
    qreal barHeight = 14;
    qreal gridWidth = 1;
    qreal accentWidth = 3;

    static CompareStyle standard();
    static CompareStyle highContrast(); // the workshop palette: black on white, strong marks
};

} // namespace Atlas
