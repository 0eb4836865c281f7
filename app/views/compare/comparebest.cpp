#include "views/compare/comparebest.h"

#include <cmath>

namespace Atlas {

namespace {

bool known(const std::optional<double> &value)
{
    return value && std::isfinite(*value);
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

// `sign` is 1 when lower is better, -1 when higher is.
QList<bool> bestValues(const QList<std::optional<double>> &values, double sign)
{
    std::optional<double> best;
    std::optional<double> worst;
    for (const std::optional<double> &v : values) {
        if (!known(v))
            continue;
        const double score = sign * *v;
        if (!best || score < *best)
            best = score;
        if (!worst || score > *worst)
            worst = score;
    }
    QList<bool> result(values.size(), false);
    if (!best || close(*best, *worst))
        return result; // nothing known, a single value, or all equal: no winner
    for (qsizetype i = 0; i < values.size(); ++i) {
        const std::optional<double> &v = values.at(i);
        result[i] = known(v) && close(sign * *v, *best);
    }
    return result;
}

} // namespace

QList<bool> lowestValues(const QList<std::optional<double>> &values)
{
    return bestValues(values, 1.0);
}

QList<bool> highestValues(const QList<std::optional<double>> &values)
{
    return bestValues(values, -1.0);
}

} // namespace Atlas
