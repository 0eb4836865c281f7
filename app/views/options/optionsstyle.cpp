#include "views/options/optionsstyle.h"

#include "common/plotpalette.h"

namespace Atlas {

QColor OptionsStyle::kindColor(OptionKind kind) const
{
    return kind.provider ? providerInstanceColor(highContrast)
                         : serviceFormColor(kind.form, highContrast);
}

OptionsStyle OptionsStyle::make(const PlotContext &context)
{
    OptionsStyle s;
    s.apply(context);
    s.background = Qt::white;
    if (!s.highContrast) {
        s.text = QColor(0x1f, 0x23, 0x28);
        s.mutedText = QColor(0x5f, 0x6b, 0x7a);
        s.grid = QColor(0xe3, 0xe7, 0xec);
        s.axis = QColor(0x5f, 0x6b, 0x7a);
        s.front = QColor(0x1f, 0x23, 0x28);
        s.halo = QColor(255, 255, 255, 220);
        s.headerBackground = QColor(0xf1, 0xf4, 0xf8);
        s.paretoBackground = QColor(0xfd, 0xf6, 0xe3);
    } else {
        s.text = Qt::black;
        s.mutedText = QColor(0x30, 0x30, 0x30);
        s.grid = QColor(0xb0, 0xb0, 0xb0);
        s.axis = Qt::black;
        s.front = Qt::black;
        s.halo = Qt::white;
        s.headerBackground = QColor(0xe6, 0xe6, 0xe6);
        s.paretoBackground = QColor(0xff, 0xf0, 0x80);
        s.pointDiameter = 11;
        s.paretoDiameter = 16;
        s.frontWidth = 3;
    }
    return s;
}

} // namespace Atlas
