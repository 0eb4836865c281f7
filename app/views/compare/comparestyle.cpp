#include "views/compare/comparestyle.h"

#include "common/fonts.h"

namespace Atlas {

namespace {

// Pixel sizes rather than points: the painter's scale alone decides how large text ends up, on
// a 96 dpi screen, in a PNG or on a 1200 dpi PDF page.
QFont font(int pixelSize, bool bold)
{
    QFont f = uiFont(-1, bold);
    f.setPixelSize(pixelSize);
    return f;
}

void setFonts(CompareStyle &s)
{
    s.title = font(15, true);
    s.body = font(14, false);
    s.bodyBold = font(14, true);
    s.small = font(12, false);
    s.smallBold = font(12, true);
}

} // namespace

CompareStyle CompareStyle::standard()
{
    CompareStyle s;
    s.background = QColor(0xff, 0xff, 0xff);
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
    // Distinguishable for the common colour-vision deficiencies (Okabe–Ito based).
    s.segments = {QColor(0x00, 0x72, 0xb2),
                  QColor(0xcc, 0x79, 0xa7),
                  QColor(0xe6, 0x9f, 0x00),
                  QColor(0x00, 0x9e, 0x73),
                  QColor(0x9a, 0xa3, 0xae)};
    setFonts(s);
    return s;
}

CompareStyle CompareStyle::highContrast()
{
    CompareStyle s;
    s.background = Qt::white;
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
    s.segments = {QColor(0x00, 0x3d, 0xa5),
                  QColor(0xa5, 0x00, 0x7a),
                  QColor(0xe0, 0x7b, 0x00),
                  QColor(0x00, 0x7a, 0x3d),
                  QColor(0x55, 0x55, 0x55)};
    setFonts(s);
    s.gridWidth = 1.5;
    s.accentWidth = 4;
    return s;
}

} // namespace Atlas
