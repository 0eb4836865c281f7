#pragma once

#include "text/localizedtext.h"
#include "text/trtext.h"

#include <QLocale>
#include <QString>

namespace Atlas::Format {

// Numbers, money and durations as the language writes them. Chinese money uses 万 and 亿 for
// large amounts ("12.35 万元"); English uses thousands separators ("¥123,500", "¥1.235 M").
// Both languages show the same significant figures. Nothing is ever written in e-notation, and
// no figure is longer than about 25 characters: from 10^15 and below 10^-6 (absurd inputs, never
// a real plan) numbers are written as a power of ten, "1.23 × 10¹⁸".
// The locale a language writes numbers and dates with, whatever the system's.
QLocale locale(Language language);
QString number(double value, int decimals, Language language);
QString integer(double value, Language language);
QString gib(double bytes, Language language, int decimals = 1); // "12.3 GiB"
// `figures` significant figures, zeros after the point dropped: "1.25", "123,500".
QString significant(double value, int figures, Language language);
QString money(double cny, Language language); // four figures from 10,000 on
// Money where space is short (matrix cells, axis ticks): three significant figures in the units
// of money(), thousands as "k" in English: "¥9,880", "¥125k", "¥1.23 M"; "12.5 万元", "3.2 亿元".
QString shortMoney(double cny, Language language);
// "¥10,000–¥15,000" / "1 万–1.5 万元": the unit once in Chinese when both ends share it.
QString moneyRange(double low, double high, Language language);
// A large count in words: "200 million" / "2 亿", "20,000" / "2 万"; three figures.
QString count(double value, Language language);
// A power of ten for quantities without a word: "7.71 × 10¹⁰" (plain digits from 0.01 to 9,999).
QString powerOfTen(double value, Language language, int figures = 3);
QString hours(double hours, Language language); // "36 h", "4.2 days", "5.1 months"
QString percent(double fraction, Language language, int decimals = 0); // "98%", no space
// A part of a whole in whole percent, with one decimal where that would round to 0 % or 100 %
// of something that is neither ("99.5%", not "100%", of a budget that is not all left).
QString share(double fraction, Language language);
QString tflops(double tflops, Language language);
QString kwh(double kwh, Language language);
QString co2(double kg, Language language);
QString params(double count, Language language); // "8.03B" / "80.3 亿"

// Punctuation around and between texts, as the language sets it (docs/GLOSSARY.md): Chinese
// uses full-width parentheses and commas and no space between sentences.
QString parenthesised(const QString &text, Language language); // " (x)" / "（x）"
QString listSeparator(Language language);                      // ", " / "，"
QString enumerationSeparator(Language language);               // between names: ", " / "、"
QString sentenceSeparator(Language language);                  // " " / ""
// A core text shown as a sentence of its own, in the interface's language: its first letter
// capitalised ("deadline 60 days: met …" → "Deadline 60 days: met …").
QString sentence(const TrText &text);

} // namespace Atlas::Format
