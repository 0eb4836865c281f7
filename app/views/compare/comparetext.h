#pragma once

#include "text/localizedtext.h"
#include "text/trtext.h"

#include <QString>

namespace Atlas::CompareText {

// The compare view shows its table in the language its owner chose, which need not be the
// installed UI language (a Chinese PDF exported from an English session, or a bilingual one),
// so table texts are TrText sources (context "Atlas::CompareView") rendered here with the
// language manager's translator rather than with tr().
QString render(const TrText &text, Language language);
// "时间 Time" for mixed teams; a text without a translation appears once.
QString renderBoth(const TrText &text);

} // namespace Atlas::CompareText
