#pragma once

#include "common/fonts.h"
#include "common/plotcontext.h"
#include "common/plotpalette.h"

#include <QColor>
#include <QFont>
#include <QString>

namespace Atlas {

// What every plot style has: the context's palette switch and type scale, the family, and the
// colours of the page. Sizes are in logical pixels: plot() draws into painters of any
// resolution through a scaled transform, and point sizes would be resolved against the
// device's dpi a second time. Each view's style (MapStyle, TierChartStyle, CompareStyle,
// MatrixStyle) adds its own colours and sizes on top.
struct PlotStyle
{
    bool highContrast = false;
    double fontScale = 1.0;
    QString fontFamily; // empty: the CJK fallback families (fonts.h)

    QColor background = Qt::white;
    QColor text;
    QColor mutedText;
    QColor grid;
    QColor halo; // behind text drawn over the picture

    QFont font(qreal px, bool bold = false) const
    {
        return plotFont(px * fontScale, bold, fontFamily);
    }
    const MemoryPalette &memory() const { return memoryPalette(highContrast); }

protected:
    void apply(const PlotContext &context)
    {
        highContrast = context.highContrast;
        fontScale = context.fontScale;
    }
};

} // namespace Atlas
