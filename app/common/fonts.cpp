#include "common/fonts.h"

#include <QFontDatabase>
#include <QGuiApplication>

#include <cmath>

namespace Atlas {

namespace {

// Outlines drawn as designed, not snapped to the pixel grid, as in the PDF (never hinted). The
// reason is the start-up budget (issue 31): FreeType's auto-hinter analysed every glyph before
// its first use, two thirds of the glyph work of the first paint (most of it for Chinese, whose
// glyphs have many strokes). At 100 % the letters are a little softer; at 200 % Qt does not
// hint anyway.
void unhinted(QFont &font)
{
    font.setHintingPreference(QFont::PreferNoHinting);
}

} // namespace

QStringList cjkFallbackFamilies()
{
    return {QStringLiteral("WenQuanYi Micro Hei"),
            QStringLiteral("Noto Sans CJK SC"),
            QStringLiteral("Noto Sans SC"),
            QStringLiteral("Source Han Sans SC"),
            QStringLiteral("Microsoft YaHei"),
            QStringLiteral("PingFang SC")};
}

QString cjkFontFamily()
{
    static const QString family = [] {
        const QStringList installed = QFontDatabase::families();
        for (const QString &candidate : cjkFallbackFamilies()) {
            if (installed.contains(candidate))
                return candidate;
        }
        return QGuiApplication::font().family();
    }();
    return family;
}

QFont uiFont(qreal pointSize, bool bold)
{
    QFont font(cjkFontFamily());
    if (pointSize > 0)
        font.setPointSizeF(pointSize);
    font.setBold(bold);
    unhinted(font);
    return font;
}

QFont plotFont(qreal pixelSize, bool bold, const QString &family)
{
    static const QStringList fallbacks = [] {
        QStringList families{cjkFontFamily()};
        for (const QString &f : cjkFallbackFamilies()) {
            if (!families.contains(f))
                families.append(f);
        }
        return families;
    }();
    QFont font;
    if (family.isEmpty() || fallbacks.contains(family)) {
        font.setFamilies(fallbacks);
    } else {
        QStringList families{family};
        families += fallbacks;
        font.setFamilies(families);
    }
    font.setPixelSize(std::max(1, int(std::lround(pixelSize))));
    font.setBold(bold);
    unhinted(font);
    return font;
}

} // namespace Atlas
