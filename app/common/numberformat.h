#pragma once

#include "text/localizedtext.h"

#include <QLocale>
#include <QString>

namespace Atlas::Format {

// Numbers, money and durations as the language writes them. Chinese money uses 万 and 亿 for
// large amounts ("12.35 万元"); English uses thousands separators ("¥123,456", "¥1.23 M").
// The locale a language writes numbers and dates with, whatever the system's.
QLocale locale(Language language);
QString number(double value, int decimals, Language language);
QString integer(double value, Language language);
QString gib(double bytes, Language language, int decimals = 1); // "12.3 GiB"
QString money(double cny, Language language);
QString hours(double hours, Language language); // "36 h", "4.2 days", "5.1 months"
QString percent(double fraction, Language language, int decimals = 0); // "98%", no space
QString tflops(double tflops, Language language);
QString kwh(double kwh, Language language);
QString co2(double kg, Language language);
QString params(double count, Language language); // "8.03B" / "80.3 亿"

// Punctuation around and between texts, as the language sets it (docs/GLOSSARY.md): Chinese
// uses full-width parentheses and commas and no space between sentences.
QString parenthesised(const QString &text, Language language); // " (x)" / "（x）"
QString listSeparator(Language language);                      // ", " / "，"
QString sentenceSeparator(Language language);                  // " " / ""

} // namespace Atlas::Format
