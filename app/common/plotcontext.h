#pragma once

#include "text/localizedtext.h"
#include "text/trtext.h"

#include <QString>

QT_BEGIN_NAMESPACE
class QTranslator;
QT_END_NAMESPACE

namespace Atlas {

// What a plot() draws for: the screen with its hover highlight and buttons, or an export (PNG,
// SVG, PDF) without them.
enum class PlotMode { Export, Interactive };

// Everything a plot() needs to know besides its data: the language of its texts, whether labels
// carry both languages, the palette and the size of the type. The screen draws with the
// DisplaySettings' context; a report in another language passes its own, so drawing a Chinese
// PDF never switches the running application to Chinese.
//
// Texts drawn inside plot() are TrText sources, ATLAS_TR("Atlas::SomeView", "…") with the
// context the strings always had, so the existing translations apply; text() renders them in
// this context's language.
struct PlotContext
{
    Language language = Language::English;
    bool bothLanguages = false; // labels "时间 Time", names "英伟达 H100 / NVIDIA H100"
    bool highContrast = false;  // the workshop palette
    double fontScale = 1.0;     // multiplies the styles' text sizes

    // A translatable text in this context's language.
    QString text(const TrText &source) const;
    // A label: both languages, Chinese first, when bothLanguages ("时间 Time"); a text without
    // a translation appears once.
    QString label(const TrText &source) const;
    // A label on two lines when bothLanguages, "时间\nTime": for narrow places (a map legend)
    // that would otherwise grow as wide as both languages side by side.
    QString stackedLabel(const TrText &source) const;
    // A catalog text in this context's language.
    QString text(const LocalizedText &source) const { return source.text(language); }
    // A catalog name as a label: both languages, Chinese first ("昇腾 910B / Ascend 910B"),
    // when bothLanguages, but once when the two differ only in `prefix` (the vendor: "英伟达
    // H100 PCIe 80GB" and "NVIDIA H100 PCIe 80GB" are one name, shown in this language).
    QString name(const LocalizedText &source, const LocalizedText &prefix = {}) const;
    // The translator of this context's language (nullptr: English, the source language).
    const QTranslator *translator() const;

    static PlotContext english() { return {}; }
    static PlotContext chinese() { return {Language::Chinese}; }

    friend bool operator==(const PlotContext &, const PlotContext &) = default;
};

} // namespace Atlas
