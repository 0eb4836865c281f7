#include "engine/fitstats.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace Atlas::FitStats {

double quantile(QList<double> values, double q)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const double pos = std::clamp(q, 0.0, 1.0) * double(values.size() - 1);
    const qsizetype i = qsizetype(std::floor(pos));
    const qsizetype j = std::min(i + 1, values.size() - 1);
    return values[i] + (pos - double(i)) * (values[j] - values[i]);
}

double median(const QList<double> &values)
{
    return quantile(values, 0.5);
}

double dot(const QList<double> &a, const QList<double> &b)
{
    double s = 0;
    for (qsizetype i = 0; i < a.size() && i < b.size(); ++i)
        s += a[i] * b[i];
    return s;
}

double quadraticForm(const QList<QList<double>> &c, const QList<double> &x)
{
    double s = 0;
    for (qsizetype i = 0; i < x.size(); ++i)
        for (qsizetype j = 0; j < x.size(); ++j)
            s += x[i] * c[i][j] * x[j];
    return s;
}

namespace {

// Gauss–Jordan inversion with partial pivoting; empty when singular (a prior keeps the
// penalised normal matrix positive definite, so this is a guard, not a path). It works on flat
// row-major copies: indexing nested QLists checks for a detach at every write, which made this
// loop a third of the window's cold start (the training fit inverts hundreds of these). A row
// update skips what would subtract an exact zero (the columns left of the pivot in `a`, the
// zeros of the pivot row in `inv`): the same results, in a fraction of the operations, since
// the training fit's matrices are mostly its sources' diagonal.
std::optional<QList<QList<double>>> inverse(std::vector<double> a, qsizetype n)
{
    std::vector<double> inv(size_t(n * n), 0.0);
    const auto at = [n](std::vector<double> &m, qsizetype r, qsizetype c) -> double & {
        return m[size_t(r * n + c)];
    };
    for (qsizetype r = 0; r < n; ++r)
        at(inv, r, r) = 1;
    std::vector<qsizetype> nonzero, pivotRow;
    nonzero.reserve(size_t(n));
    pivotRow.reserve(size_t(n));
    for (qsizetype col = 0; col < n; ++col) {
        qsizetype pivot = col;
        for (qsizetype r = col + 1; r < n; ++r)
            if (std::abs(at(a, r, col)) > std::abs(at(a, pivot, col)))
                pivot = r;
        if (std::abs(at(a, pivot, col)) < 1e-12)
            return std::nullopt;
        if (pivot != col) {
            std::swap_ranges(&at(a, col, 0), &at(a, col, 0) + n, &at(a, pivot, 0));
            std::swap_ranges(&at(inv, col, 0), &at(inv, col, 0) + n, &at(inv, pivot, 0));
        }
        const double d = at(a, col, col);
        for (qsizetype c = 0; c < n; ++c) {
            at(a, col, c) /= d;
            at(inv, col, c) /= d;
        }
        nonzero.clear();
        for (qsizetype c = 0; c < n; ++c)
            if (at(inv, col, c) != 0)
                nonzero.push_back(c);
        pivotRow.clear();
        for (qsizetype c = col; c < n; ++c)
            if (at(a, col, c) != 0)
                pivotRow.push_back(c);
        for (qsizetype r = 0; r < n; ++r) {
            if (r == col || at(a, r, col) == 0)
                continue;
            const double f = at(a, r, col);
            for (const qsizetype c : pivotRow)
                at(a, r, c) -= f * at(a, col, c);
            for (const qsizetype c : nonzero)
                at(inv, r, c) -= f * at(inv, col, c);
        }
    }
    QList<QList<double>> result(n, QList<double>(n));
    for (qsizetype r = 0; r < n; ++r)
        std::copy_n(&at(inv, r, 0), n, result[r].begin());
    return result;
}

// The inverse of the symmetric `a` with its sparsest columns eliminated first. The training
// fit's source levels are a diagonal block (each run has one source): eliminated first they
// fill in nothing, and the few dense main terms come last. In the order given, the main terms
// went first and filled the whole matrix: five times the work, on the cold start's path (the
// window waited for the fit: issue 31).
std::optional<QList<QList<double>>> inverseSparsestFirst(const std::vector<double> &a, qsizetype n)
{
    std::vector<qsizetype> nonzeros(size_t(n), 0);
    for (qsizetype i = 0; i < n * n; ++i)
        nonzeros[size_t(i % n)] += a[size_t(i)] != 0;
    std::vector<qsizetype> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype x, qsizetype y) {
        return nonzeros[size_t(x)] < nonzeros[size_t(y)];
    });
    std::vector<double> permuted(size_t(n * n));
    for (qsizetype r = 0; r < n; ++r)
        for (qsizetype c = 0; c < n; ++c)
            permuted[size_t(r * n + c)] = a[size_t(order[size_t(r)] * n + order[size_t(c)])];
    const auto inv = inverse(std::move(permuted), n);
    if (!inv)
        return std::nullopt;
    QList<QList<double>> result(n, QList<double>(n));
    for (qsizetype r = 0; r < n; ++r)
        for (qsizetype c = 0; c < n; ++c)
            result[order[size_t(r)]][order[size_t(c)]] = (*inv)[r][c];
    return result;
}

} // namespace

std::optional<PenalisedFit> penalisedLeastSquares(const QList<QList<double>> &x,
                                                  const QList<double> &y,
                                                  const QList<double> &weights,
                                                  const QList<double> &priorMean,
                                                  const QList<double> &priorSd)
{
    const qsizetype p = priorMean.size();
    if (p == 0 || priorSd.size() != p)
        return std::nullopt;
    // XᵀWX over each row's non-zero terms only (a row has a few main terms and one source):
    // adding the products with a zero factor would add exact zeros.
    std::vector<double> a(size_t(p * p), 0.0);
    QList<double> b(p, 0.0);
    std::vector<qsizetype> nonzero;
    nonzero.reserve(size_t(p));
    for (qsizetype r = 0; r < x.size(); ++r) {
        const double w = weights.value(r, 1.0);
        const QList<double> &row = x[r];
        nonzero.clear();
        for (qsizetype j = 0; j < p; ++j)
            if (row[j] != 0)
                nonzero.push_back(j);
        for (const qsizetype i : nonzero) {
            for (const qsizetype j : nonzero)
                a[size_t(i * p + j)] += w * row[i] * row[j];
            b[i] += w * row[i] * y[r];
        }
    }
    for (qsizetype j = 0; j < p; ++j) {
        const double precision = 1.0 / (priorSd[j] * priorSd[j]);
        a[size_t(j * p + j)] += precision;
        b[j] += precision * priorMean[j];
    }
    const auto c = inverseSparsestFirst(a, p);
    if (!c)
        return std::nullopt;
    PenalisedFit fit;
    fit.covariance = *c;
    fit.beta = QList<double>(p, 0.0);
    for (qsizetype i = 0; i < p; ++i)
        fit.beta[i] = dot((*c)[i], b);
    return fit;
}

QString sourceGroup(const QString &source)
{
    // Whichever names the publisher first: a repository, an arXiv paper or a web page.
    static const QRegularExpression repository(QStringLiteral(R"(GitHub\s+([\w.-]+/[\w.-]+))"));
    static const QRegularExpression patterns[] = {
        repository,
        QRegularExpression(QStringLiteral(R"(github\.com/([\w.-]+/[\w.-]+))")),
        QRegularExpression(QStringLiteral(R"(ar[Xx]iv[\s:]*(?:abs/)?(\d{4}\.\d{4,5}))")),
        QRegularExpression(QStringLiteral(R"(https?://(?:www\.)?([\w.-]+(?:/[\w.%-]+)?))")),
    };
    // One document of a repository is one source: its file follows the repository name (after
    // at most a branch), as in "GitHub owner/name docs/perf.md @ commit".
    static const QRegularExpression file(
        QStringLiteral(R"(^\s+(?:[\w./-]+\s+)?([\w./-]+\.(?:md|rst|txt|pdf))\b)"));
    qsizetype first = -1;
    QString group;
    for (const QRegularExpression &re : patterns) {
        const QRegularExpressionMatch m = re.match(source);
        if (!m.hasMatch() || (first >= 0 && m.capturedStart() >= first))
            continue;
        first = m.capturedStart();
        group = m.captured(1);
        if (&re == &patterns[2])
            group.prepend(QLatin1String("arXiv "));
        if (&re == &patterns[0]) {
            const QRegularExpressionMatch f = file.match(source.mid(m.capturedEnd()));
            if (f.hasMatch())
                group += u' ' + f.captured(1);
        }
    }
    if (!group.isEmpty())
        return group;
    const qsizetype cut = source.indexOf(QRegularExpression(QStringLiteral("[,(;]")));
    return (cut < 0 ? source : source.left(cut)).trimmed();
}

ErrorSummary summarise(const QList<double> &ratios, const QList<bool> &inside)
{
    ErrorSummary s;
    QList<double> errors;
    for (qsizetype i = 0; i < ratios.size(); ++i) {
        if (!(ratios[i] > 0) || !std::isfinite(ratios[i]))
            continue;
        ++s.count;
        s.inside += inside.value(i) ? 1 : 0;
        errors << std::abs(ratios[i] - 1.0);
    }
    s.medianError = median(errors);
    s.p90Error = quantile(errors, 0.9);
    return s;
}

} // namespace Atlas::FitStats
