#include "common/numberformat.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Atlas::Format {

namespace {

// Beyond these a figure stops being read and starts widening windows (mfu 1e-300 once gave
// 300-digit costs and a sidebar wider than the screen): from 10^15 (21 characters with the
// separators) and below 10^-6, numbers are written as a power of ten ("1.23 × 10¹⁸"), so no
// figure is ever longer than about 25 characters.
constexpr double PlainDigitsBelow = 1e15;
constexpr double PlainDigitsFrom = 1e-6;
constexpr int MaxDecimals = 9;

// The figures before 万, 亿 or 万亿 carry no thousands separator: Chinese amounts read
// "1548 万元", "1984 亿", never "1,548 万元" (the unit already groups the digits).
QString beforeChineseUnit(const QString &figures)
{
    return QString(figures).remove(u',');
}

// The units that large amounts of money are written in, from the amount each names on, largest
// first: one rule for money() and shortMoney().
struct MoneyUnit
{
    double from;
    QStringView suffix;
};

const MoneyUnit *largeMoneyUnit(double cny, Language language)
{
    static constexpr MoneyUnit InChinese[] = {{1e8, u" 亿元"}, {1e4, u" 万元"}};
    static constexpr MoneyUnit InEnglish[] = {{1e9, u" B"}, {1e6, u" M"}};
    for (const MoneyUnit &unit : language == Language::Chinese ? InChinese : InEnglish) {
        if (std::abs(cny) >= unit.from)
            return &unit;
    }
    return nullptr;
}

QStringView yuanSuffix(Language language)
{
    return language == Language::Chinese ? QStringView(u" 元") : QStringView();
}

// "¥1.25 M" in English, "1.25 万元" in Chinese.
QString withMoneyUnit(const QString &figures, QStringView suffix, Language language)
{
    QString text = language == Language::Chinese ? figures : QStringLiteral("¥") + figures;
    text += suffix;
    return text;
}

} // namespace

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
    if (std::abs(value) >= PlainDigitsBelow)
        return powerOfTen(value, language);
    return locale(language).toString(value, 'f', std::clamp(decimals, 0, MaxDecimals));
}

QString integer(double value, Language language)
{
    return number(std::round(value), 0, language);
}

QString gib(double bytes, Language language, int decimals)
{
    return number(bytes / (1024.0 * 1024.0 * 1024.0), decimals, language) + QStringLiteral(" GiB");
}

QString significant(double value, int figures, Language language)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0)
        return number(0, 0, language);
    if (std::abs(value) < PlainDigitsFrom)
        return powerOfTen(value, language, figures);
    const int digits = int(std::floor(std::log10(std::abs(value)))) + 1; // before the point
    if (digits >= figures) {
        const double unit = std::pow(10.0, digits - figures);
        return number(std::round(value / unit) * unit, 0, language);
    }
    QString text = number(value, figures - digits, language);
    // "1.250" reads as "1.25": the zeros after the point add no figure a reader needs.
    if (text.contains(u'.')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    return text;
}

QString money(double cny, Language language)
{
    if (!std::isfinite(cny))
        return QStringLiteral("—");
    // The same significant figures in both languages, so that neither hides a difference the
    // other names: amounts under 10,000 whole (cents under 100), larger ones to four figures.
    constexpr int Figures = 4;
    if (const MoneyUnit *unit = largeMoneyUnit(cny, language)) {
        const QString figures = significant(cny / unit->from, Figures, language);
        return withMoneyUnit(language == Language::Chinese ? beforeChineseUnit(figures) : figures,
                             unit->suffix,
                             language);
    }
    const double a = std::abs(cny);
    return withMoneyUnit(a >= 1e4 ? significant(cny, Figures, language)
                                  : number(cny, a < 100 ? 2 : 0, language),
                         yuanSuffix(language),
                         language);
}

QString shortMoney(double cny, Language language)
{
    if (!std::isfinite(cny))
        return QStringLiteral("—");
    constexpr int Figures = 3;
    if (const MoneyUnit *unit = largeMoneyUnit(cny, language))
        return withMoneyUnit(significant(cny / unit->from, Figures, language),
                             unit->suffix,
                             language);
    if (language == Language::English && std::abs(cny) >= 1e4)
        return withMoneyUnit(significant(cny / 1e3, Figures, language), u"k", language);
    return withMoneyUnit(significant(cny, Figures, language), yuanSuffix(language), language);
}

QString moneyRange(double low, double high, Language language)
{
    QString from = money(low, language);
    const QString to = money(high, language);
    if (language == Language::Chinese) {
        for (const QString &unit : {QStringLiteral(" 亿元"), QStringLiteral(" 万元")})
            if (from.endsWith(unit) && to.endsWith(unit))
                from.chop(1); // "1 万" – "1.5 万元"
        if (from.endsWith(QStringLiteral(" 元")) && to.endsWith(QStringLiteral(" 元")))
            from.chop(2); // "100" – "200 元"
    }
    return from + QStringLiteral("–") + to;
}

QString count(double value, Language language)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    // Three figures, in the words each language counts large numbers with.
    const double a = std::abs(value);
    constexpr int Figures = 3;
    if (language == Language::Chinese) {
        if (a >= 1e12)
            return beforeChineseUnit(significant(value / 1e12, Figures, language))
                   + QStringLiteral(" 万亿");
        if (a >= 1e8)
            return beforeChineseUnit(significant(value / 1e8, Figures, language))
                   + QStringLiteral(" 亿");
        if (a >= 1e5)
            return beforeChineseUnit(significant(value / 1e4, Figures, language))
                   + QStringLiteral(" 万");
        return integer(value, language);
    }
    if (a >= 1e12)
        return significant(value / 1e12, Figures, language) + QStringLiteral(" trillion");
    if (a >= 1e9)
        return significant(value / 1e9, Figures, language) + QStringLiteral(" billion");
    if (a >= 1e6)
        return significant(value / 1e6, Figures, language) + QStringLiteral(" million");
    return integer(value, language);
}

QString powerOfTen(double value, Language language, int figures)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0)
        return number(0, 0, language);
    int exponent = int(std::floor(std::log10(std::abs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    if (std::abs(std::round(mantissa * std::pow(10.0, figures - 1))) >= std::pow(10.0, figures)) {
        mantissa /= 10; // 9.96 rounds up to 10.0
        ++exponent;
    }
    if (exponent >= -2 && exponent < 4)
        return significant(value, figures, language);
    static const char16_t superscripts[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString power;
    for (const QChar digit : QString::number(std::abs(exponent)))
        power += QChar(superscripts[digit.digitValue()]);
    if (exponent < 0)
        power.prepend(QChar(u'⁻'));
    const QString m = significant(mantissa, figures, language);
    return (m == QLatin1String("1") ? QString() : m + QStringLiteral(" × ")) + QStringLiteral("10")
           + power;
}

QString hours(double h, Language language)
{
    if (!std::isfinite(h))
        return QStringLiteral("—");
    // A duration never wraps: a no-break space after the figure, and a word joiner inside the
    // two-character units, which a line may otherwise break between ("1.2 小" / "时"). Both
    // are invisible, and copied text reads "1.2 小时".
    const bool zh = language == Language::Chinese;
    const QString space(QChar(0x00a0));
    if (h < 48)
        return number(h, h < 10 ? 1 : 0, language) + space
               + (zh ? QStringLiteral("小\u2060时") : QStringLiteral("h"));
    if (h < 24 * 60)
        return number(h / 24, 1, language) + space
               + (zh ? QStringLiteral("天") : QStringLiteral("days"));
    return number(h / 730, 1, language) + space
           + (zh ? QStringLiteral("个\u2060月") : QStringLiteral("months"));
}

QString percent(double fraction, Language language, int decimals)
{
    return number(fraction * 100.0, decimals, language) + u'%';
}

QString share(double fraction, Language language)
{
    const double percentValue = std::abs(fraction) * 100.0;
    const bool roundsAway = (percentValue < 0.5 && percentValue > 0)
                            || (percentValue >= 99.5 && percentValue < 100.0);
    return percent(fraction, language, roundsAway ? 1 : 0);
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
            return beforeChineseUnit(number(count / 1e8, count >= 1e10 ? 0 : 1, language))
                   + QStringLiteral(" 亿");
        return beforeChineseUnit(number(count / 1e4, 0, language)) + QStringLiteral(" 万");
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

QString enumerationSeparator(Language language)
{
    return language == Language::Chinese ? QStringLiteral("、") : QStringLiteral(", ");
}

QString sentenceSeparator(Language language)
{
    return language == Language::Chinese ? QString() : QStringLiteral(" ");
}

QString sentence(const TrText &text)
{
    QString s = text.toString();
    if (!s.isEmpty())
        s[0] = s.at(0).toUpper();
    return s;
}

} // namespace Atlas::Format
