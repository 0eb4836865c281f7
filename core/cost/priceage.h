#pragma once

#include "catalog/provider.h"
#include "cost/rates.h"
#include "text/trtext.h"

#include <QDate>
#include <QString>

#include <optional>

namespace Atlas {

// How old a price is, and where it comes from, in words: one rule for the panel, the
// comparison, the options, the report and the CLI.

// A price older than this is called out (the report's page 1, the CLI's notes).
inline constexpr int StalePriceMonths = 12;

// The day prices are aged against: today, or the day COMPUTE_ATLAS_TODAY (YYYY-MM-DD) names,
// so that tests and a reproducible report can fix it.
QDate referenceDate();

// The last day a catalog date can mean: "2025" is 2025-12-31, "2025-08" is 2025-08-31. Null for
// an empty or malformed date.
QDate lastDayOf(const QString &date);
// Whole months from the price's date to `today`, counted from the date's last day, so that a
// price called old is old whichever day of its year or month it was seen; empty when undated.
std::optional<int> priceAgeMonths(const QString &date, QDate today);
// Older than StalePriceMonths on `today`. An undated price is not "old": it is undated.
bool isStalePrice(const QString &date, QDate today);

// Where a price comes from and when: "your quote of 2026-11-20", "catalog price of 2026-05",
// "derived from the catalog price of 2025-08", "your price", "catalog price, undated".
TrText priceOriginText(PriceOrigin origin, bool derived, const QString &date);
TrText priceOriginText(const Quote &quote);

// What a job on a provider's instance is billed at, as a rate in the form's unit (per
// card-hour, or per card-month for a monthly price): the instance's price in CNY over its
// cards, with the price's date and origin.
Quote instanceRate(const Price &price, int cardsPerInstance, double cnyPerUnit);

} // namespace Atlas
