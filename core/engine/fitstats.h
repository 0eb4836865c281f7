#pragma once

// Statistics the calibrated models share (engine/efficiency.*, engine/serving.*): one place for
// the band's percentiles, quantiles, the penalised least squares both fits rest on, and the
// summaries the cross-validation reports.

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace Atlas::FitStats {

// A band holds the 5th–95th percentile: nine published figures in ten should fall inside.
inline constexpr double BandQuantileLow = 0.05;
inline constexpr double BandQuantileHigh = 0.95;
// Without enough residuals for percentiles of their own: a normal 90 % interval (±1.645 σ).
inline constexpr double NormalBandZ = 1.6449;

// Linear interpolation between order statistics (0 for no values).
double quantile(QList<double> values, double q);
double median(const QList<double> &values);

template<typename T>
const T *findById(const QList<T> &list, QStringView id)
{
    for (const T &item : list)
        if (item.id == id)
            return &item;
    return nullptr;
}

// Weighted least squares with a normal prior on every coefficient (ridge towards a prior
// mean): minimises Σ wᵢ (yᵢ − xᵢβ)² + Σ (βⱼ − μⱼ)² / sdⱼ². A coefficient no row informs stays
// at its prior; `covariance` is the posterior covariance (XᵀWX + Λ)⁻¹ the prediction bands use.
struct PenalisedFit
{
    QList<double> beta;
    QList<QList<double>> covariance;
};
std::optional<PenalisedFit> penalisedLeastSquares(const QList<QList<double>> &x,
                                                  const QList<double> &y,
                                                  const QList<double> &weights,
                                                  const QList<double> &priorMean,
                                                  const QList<double> &priorSd);
double dot(const QList<double> &a, const QList<double> &b);
// xᵀ C x: the variance a prediction inherits from the coefficients.
double quadraticForm(const QList<QList<double>> &c, const QList<double> &x);

// The publisher behind a source text, so that leave-one-source-out removes a whole benchmark
// suite or paper at once: "owner/name" of a GitHub repository, an arXiv id, else the web host,
// else the text before its first comma or parenthesis.
QString sourceGroup(const QString &source);

// How a set of out-of-sample predictions did: share inside the band and the relative error of
// the predicted figure (|observed / predicted − 1|, the error of a time or a speed).
struct ErrorSummary
{
    int count = 0;
    int inside = 0;
    double medianError = 0;
    double p90Error = 0;
    double coverage() const { return count > 0 ? double(inside) / count : 0.0; }
};
ErrorSummary summarise(const QList<double> &ratios, const QList<bool> &inside);

} // namespace Atlas::FitStats
