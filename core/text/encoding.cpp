#include "text/encoding.h"

#include "text/trtext.h"

namespace Atlas {

namespace {

bool isContinuation(uchar c)
{
    return (c & 0xC0) == 0x80;
}

// Length of the valid UTF-8 sequence at `i`, or 0 (RFC 3629: no overlong forms, no surrogates,
// nothing above U+10FFFF).
int utf8SequenceLength(const uchar *s, qsizetype i, qsizetype n)
{
    const uchar c = s[i];
    if (c < 0x80)
        return 1;
    auto in = [&](qsizetype k, uchar low, uchar high) {
        return i + k < n && s[i + k] >= low && s[i + k] <= high;
    };
    auto cont = [&](qsizetype k) { return i + k < n && isContinuation(s[i + k]); };
    if (c >= 0xC2 && c <= 0xDF)
        return cont(1) ? 2 : 0;
    if (c == 0xE0)
        return in(1, 0xA0, 0xBF) && cont(2) ? 3 : 0;
    if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF)
        return cont(1) && cont(2) ? 3 : 0;
    if (c == 0xED)
        return in(1, 0x80, 0x9F) && cont(2) ? 3 : 0;
    if (c == 0xF0)
        return in(1, 0x90, 0xBF) && cont(2) && cont(3) ? 4 : 0;
    if (c >= 0xF1 && c <= 0xF3)
        return cont(1) && cont(2) && cont(3) ? 4 : 0;
    if (c == 0xF4)
        return in(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0;
    return 0;
}

// True when every byte fits GB18030's structure (GBK's two-byte and GB18030's four-byte
// sequences): the likely encoding of a Chinese file that is not UTF-8.
bool looksLikeGb18030(const QByteArray &text)
{
    const auto *s = reinterpret_cast<const uchar *>(text.constData());
    const qsizetype n = text.size();
    auto lead = [](uchar c) { return c >= 0x81 && c <= 0xFE; };
    auto digit = [](uchar c) { return c >= 0x30 && c <= 0x39; };
    for (qsizetype i = 0; i < n;) {
        if (s[i] < 0x80) {
            ++i;
        } else if (lead(s[i]) && i + 1 < n
                   && ((s[i + 1] >= 0x40 && s[i + 1] <= 0x7E)
                       || (s[i + 1] >= 0x80 && s[i + 1] <= 0xFE))) {
            i += 2;
        } else if (lead(s[i]) && i + 3 < n && digit(s[i + 1]) && lead(s[i + 2]) && digit(s[i + 3])) {
            i += 4;
        } else {
            return false;
        }
    }
    return true;
}

EncodingProblem at(const QByteArray &text, qsizetype offset, const TrText &message)
{
    EncodingProblem p;
    const qsizetype lineStart = offset == 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
    p.line = int(text.left(lineStart).count('\n')) + 1;
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i)
        column += isContinuation(uchar(text.at(i))) ? 0 : 1;
    p.column = column;
    p.message = message.toString();
    return p;
}

} // namespace

std::optional<EncodingProblem> findEncodingProblem(const QByteArray &text)
{
    if (text.startsWith("\xFF\xFE") || text.startsWith("\xFE\xFF"))
        return at(text,
                  0,
                  ATLAS_TR("Atlas::Encoding",
                           "not UTF-8 (UTF-16, says its byte-order mark); save the file as "
                           "UTF-8"));
    const auto *s = reinterpret_cast<const uchar *>(text.constData());
    const qsizetype n = text.size();
    for (qsizetype i = text.startsWith("\xEF\xBB\xBF") ? 3 : 0; i < n;) {
        if (s[i] == 0)
            return at(text,
                      i,
                      ATLAS_TR("Atlas::Encoding",
                               "not UTF-8 (a NUL byte: UTF-16 without a byte-order mark, or not "
                               "a text file?); save the file as UTF-8"));
        const int length = utf8SequenceLength(s, i, n);
        if (length == 0) {
            if (looksLikeGb18030(text))
                return at(text,
                          i,
                          ATLAS_TR("Atlas::Encoding",
                                   "not UTF-8 (GBK/GB18030?); save the file as UTF-8"));
            return at(text,
                      i,
                      ATLAS_TR("Atlas::Encoding",
                               "not UTF-8 (byte 0x%1 cannot start or continue a UTF-8 "
                               "character); save the file as UTF-8")
                          .arg(QString::number(s[i], 16).toUpper()));
        }
        i += length;
    }
    return std::nullopt;
}

} // namespace Atlas
