#include "views/compare/comparestyle.h"

namespace Atlas {

CompareStyle CompareStyle::make(const PlotContext &context)
{
    CompareStyle s;
    s.apply(context);
    s.background = Qt::white;
    if (!s.highContrast) {
        s.headerBackground = QColor(0xf1, 0xf4, 0xf8);
        s.grid = QColor(0xd5, 0xdb, 0xe3);
        s.text = QColor(0x1f, 0x23, 0x28);
        s.mutedText = QColor(0x5f, 0x6b, 0x7a);
        s.problem = QColor(0xc6, 0x28, 0x28);
        s.bestBackground = QColor(0xdd, 0xf3, 0xe4);
        s.bestAccent = QColor(0x1e, 0x7e, 0x34);
        s.bestTagText = QColor(0xff, 0xff, 0xff);
        s.hover = QColor(0x3b, 0x6f, 0xd8, 0x14);
        s.barTrack = QColor(0xe8, 0xec, 0xf1);
        s.capacityLine = QColor(0x1f, 0x23, 0x28);
    } else {
        s.headerBackground = QColor(0xe6, 0xe6, 0xe6);
        s.grid = Qt::black;
        s.text = Qt::black;
        s.mutedText = QColor(0x30, 0x30, 0x30);
        s.problem = QColor(0xb0, 0x00, 0x00);
        s.bestBackground = QColor(0xff, 0xe6, 0x00);
        s.bestAccent = Qt::black;
        s.bestTagText = Qt::white;
        s.hover = QColor(0x00, 0x00, 0x00, 0x18);
        s.barTrack = QColor(0xf0, 0xf0, 0xf0);
        s.capacityLine = Qt::black;
        s.gridWidth = 1.5;
        s.accentWidth = 4;
    }
    s.title = s.font(15, true);
    s.body = s.font(14);
    s.bodyBold = s.font(14, true);
    // Both languages double the second lines, and a page is only so tall: they are set nearly
    // as large as the values, so that the table does not shrink them below what paper allows.
    const qreal small = context.bothLanguages ? 13.5 : 12;
    s.small = s.font(small);
    s.smallBold = s.font(small, true);
    if (context.bothLanguages) {
        s.padding = 5;
        s.rowPadding = 2;
    }
    return s;
}

} // namespace Atlas
