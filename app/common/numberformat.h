#pragma once

#include "text/localizedtext.h"

#include <QString>

namespace Atlas::Format {

// Numbers, money and durations as the language writes them. Chinese money uses 万 and 亿 for
// large amounts ("12.35 万元"); English uses thousands separators ("¥123,456", "¥1.23 M").
QString number(double value, int decimals, Language language);
QString integer(double value, Language language);
QString gib(double bytes, Language language, int decimals = 1); // "12.3 GiB"
QString money(double cny, Language language);
QString hours(double hours, Language language); // "36 h", "4.2 days", "5.1 months"
QString percent(double fraction, Language language, int decimals = 0);
QString tflops(double tflops, Language language);
QString kwh(double kwh, Language language);
QString co2(double kg, Language language);
QString params(double count, Language language); // "8.03B" / "80.3亿"

} // namespace Atlas::Format
