#include "text/textrules.h"

namespace Atlas {

namespace {

bool isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

} // namespace

std::optional<ControlCharacter> findControlCharacter(QStringView text, TextShape shape)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (!isControl(c))
            continue;
        if (shape == TextShape::Multiline && (c == u'\t' || c == u'\n'))
            continue;
        return ControlCharacter{i, c};
    }
    return std::nullopt;
}

QString controlCharacterName(char16_t code)
{
    static const char *const c0[] = {"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL",
                                     "BS",  "HT",  "LF",  "VT",  "FF",  "CR",  "SO",  "SI",
                                     "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB",
                                     "CAN", "EM",  "SUB", "ESC", "FS",  "GS",  "RS",  "US"};
    const QString number = QStringLiteral("U+%1").arg(uint(code), 4, 16, QLatin1Char('0')).toUpper();
    if (code < 0x20)
        return number + QStringLiteral(" (") + QLatin1String(c0[code]) + u')';
    if (code == 0x7F)
        return number + QStringLiteral(" (DEL)");
    return number;
}

QString visibleControls(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (isControl(c.unicode()))
            out += QStringLiteral("\\x")
                   + QStringLiteral("%1").arg(uint(c.unicode()), 2, 16, QLatin1Char('0')).toUpper();
        else
            out += c;
    }
    return out;
}

} // namespace Atlas
