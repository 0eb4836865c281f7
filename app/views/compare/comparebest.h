#pragma once

#include <QList>

#include <optional>

namespace Atlas {

// Which entries hold the best value, lowest or highest. Empty entries (unknown values, options
// that do not fit) never win; entries equal to the best within a relative 1e-9 all win, so two
// regions with the same tariff are both highlighted rather than one picked by column order.
// A best needs something to beat: when fewer than two values are known, or all known values
// are equal, nothing wins.
QList<bool> lowestValues(const QList<std::optional<double>> &values);
QList<bool> highestValues(const QList<std::optional<double>> &values);

} // namespace Atlas
