#include "views/compare/comparebest.h"

#include <cmath>

namespace Atlas {

QList<bool> lowestValues(const QList<std::optional<double>> &values)
{
    std::optional<double> lowest;
    for (const std::optional<double> &v : values) {
        if (v && std::isfinite(*v) && (!lowest || *v < *lowest))
            lowest = v;
    }
    QList<bool> best(values.size(), false);
    if (!lowest)
        return best;
    const double tolerance = 1e-9 * std::max(1.0, std::abs(*lowest));
    for (qsizetype i = 0; i < values.size(); ++i) {
        const std::optional<double> &v = values.at(i);
        best[i] = v && std::isfinite(*v) && *v - *lowest <= tolerance;
    }
    return best;
}

} // namespace Atlas
