#pragma once

#include <QFont>
#include <QString>
#include <QStringList>

namespace Atlas {

// The families for text that may contain Chinese, in order, and the one list every font of the
// application falls back to. WenQuanYi Micro Hei first: with Noto CJK, Qt's PDF writer maps
// some characters to Kangxi radicals (比 → ⽐), so text copied from a PDF would be wrong.
QStringList cjkFallbackFamilies();
// The first of them that is installed, else the default family.
QString cjkFontFamily();
QFont uiFont(qreal pointSize = -1, bool bold = false);
// A font sized in logical pixels: what plot() routines use, so that text keeps its size
// relative to the drawing on any device (screen, 300-dpi PDF, SVG) once the painter is scaled.
// `family` (optional) comes first; the CJK families follow as fallbacks, so Chinese never
// turns into boxes when the chosen family lacks the glyphs.
QFont plotFont(qreal pixelSize, bool bold = false, const QString &family = QString());

} // namespace Atlas
