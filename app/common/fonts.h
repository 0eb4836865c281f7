#pragma once

#include <QFont>
#include <QString>

namespace Atlas {

// The family for text that may contain Chinese. WenQuanYi Micro Hei first: with Noto CJK, Qt's
// PDF writer maps some characters to Kangxi radicals (比 → ⽐), so text copied from a PDF
// would be wrong. Falls back to Noto Sans CJK, then to the default family.
QString cjkFontFamily();
QFont uiFont(qreal pointSize = -1, bool bold = false);

} // namespace Atlas
