#include "common/numberformat.h"

#include <QLocale>

#include <cmath>

namespace Atlas::Format {

QLocale locale(Language language)
{
    // Both locales use '.' as the decimal point and ',' for thousands, whatever the system
    // locale: a German laptop must show the same figures as the report.
    return language == Language::Chinese ? QLocale(QLocale::Chinese, QLocale::China)
                                         : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString number(double value, int decimals, Language language)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    return locale(language).toString(value, 'f', decimals);
}

QString integer(double value, Language language)
{
    return number(std::round(value), 0, language);
}

QString gib(double bytes, Language language, int decimals)
{
    return number(bytes / (1024.0 * 1024.0 * 1024.0), decimals, language) + QStringLiteral(" GiB");
}

QString money(double cny, Language language)
{
    if (!std::isfinite(cny))
        return QStringLiteral("—");
    const double a = std::abs(cny);
    if (language == Language::Chinese) {
        if (a >= 1e8)
            return number(cny / 1e8, 2, language) + QStringLiteral(" 亿元");
        if (a >= 1e4)
            return number(cny / 1e4, 2, language) + QStringLiteral(" 万元");
        return number(cny, a < 100 ? 2 : 0, language) + QStringLiteral(" 元");
    }
    if (a >= 1e9)
        return QStringLiteral("¥") + number(cny / 1e9, 2, language) + QStringLiteral(" B");
    if (a >= 1e6)
        return QStringLiteral("¥") + number(cny / 1e6, 2, language) + QStringLiteral(" M");
    return QStringLiteral("¥") + number(cny, a < 100 ? 2 : 0, language);
}

QString hours(double h, Language language)
{
    if (!std::isfinite(h))
        return QStringLiteral("—");
    const bool zh = language == Language::Chinese;
    if (h < 48)
        return number(h, h < 10 ? 1 : 0, language)
               + (zh ? QStringLiteral(" 小时") : QStringLiteral(" h"));
    if (h < 24 * 60)
        return number(h / 24, 1, language) + (zh ? QStringLiteral(" 天") : QStringLiteral(" days"));
    return number(h / 730, 1, language)
           + (zh ? QStringLiteral(" 个月") : QStringLiteral(" months"));
}

QString percent(double fraction, Language language, int decimals)
{
    return number(fraction * 100.0, decimals, language) + u'%';
}

QString tflops(double value, Language language)
{
    return number(value, value < 100 ? 1 : 0, language) + QStringLiteral(" TFLOPS");
}

QString kwh(double value, Language language)
{
    if (std::abs(value) >= 1e6)
        return number(value / 1e6, 2, language) + QStringLiteral(" GWh");
    if (std::abs(value) >= 1e4)
        return number(value / 1e3, 1, language) + QStringLiteral(" MWh");
    return number(value, value < 100 ? 1 : 0, language) + QStringLiteral(" kWh");
}

QString co2(double kg, Language language)
{
    const bool zh = language == Language::Chinese;
    if (std::abs(kg) >= 1000)
        return number(kg / 1000, 1, language)
               + (zh ? QStringLiteral(" 吨 CO₂") : QStringLiteral(" t CO₂"));
    return number(kg, kg < 100 ? 1 : 0, language)
           + (zh ? QStringLiteral(" 千克 CO₂") : QStringLiteral(" kg CO₂"));
}

QString params(double count, Language language)
{
    if (language == Language::Chinese) {
        if (count >= 1e8)
            return number(count / 1e8, count >= 1e10 ? 0 : 1, language) + QStringLiteral(" 亿");
        return number(count / 1e4, 0, language) + QStringLiteral(" 万");
    }
    if (count >= 1e9)
        return number(count / 1e9, count >= 1e11 ? 0 : 2, language) + u'B';
    return number(count / 1e6, 0, language) + u'M';
}

QString parenthesised(const QString &text, Language language)
{
    if (language == Language::Chinese)
        return QStringLiteral("（") + text + QStringLiteral("）");
    return QStringLiteral(" (") + text + u')';
}

QString listSeparator(Language language)
{
    return language == Language::Chinese ? QStringLiteral("，") : QStringLiteral(", ");
}

QString sentenceSeparator(Language language)
{
    return language == Language::Chinese ? QString() : QStringLiteral(" ");
}

} // namespace Atlas::Format
