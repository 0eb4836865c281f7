#pragma once

#include <QList>

#include <optional>

namespace Atlas {

// Which entries hold the lowest value. Empty entries (unknown values, options that do not fit)
// never win; entries equal to the lowest within a relative 1e-9 all win, so two regions with
// the same tariff are both highlighted rather than one picked by column order.
QList<bool> lowestValues(const QList<std::optional<double>> &values);

} // namespace Atlas
