#pragma once

#include <QFont>
#include <QString>

namespace Atlas {

// The family for text that may contain Chinese. WenQuanYi Micro Hei first: with Noto CJK, Qt's
// PDF writer maps some characters to Kangxi radicals (比 → ⽐), so text copied from a PDF
// would be wrong. Falls back to Noto Sans CJK, then to the default family.
QString cjkFontFamily();
QFont uiFont(qreal pointSize = -1, bool bold = false);
// A font sized in logical pixels: what plot() routines use, so that text keeps its size
// relative to the drawing on any device (screen, 300-dpi PDF, SVG) once the painter is scaled.
QFont plotFont(qreal pixelSize, bool bold = false);

} // namespace Atlas
