#include "common/fonts.h"

#include <QFontDatabase>
#include <QGuiApplication>

#include <cmath>

namespace Atlas {

QString cjkFontFamily()
{
    static const QString family = [] {
        const QStringList families = QFontDatabase::families();
        for (const char *candidate :
             {"WenQuanYi Micro Hei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC"}) {
            const QString name = QString::fromLatin1(candidate);
            if (families.contains(name))
                return name;
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
    return font;
}

QFont plotFont(qreal pixelSize, bool bold)
{
    QFont font(cjkFontFamily());
    font.setPixelSize(std::max(1, int(std::lround(pixelSize))));
    font.setBold(bold);
    return font;
}

} // namespace Atlas
