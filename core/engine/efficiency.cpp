#include "engine/efficiency.h"

#include "catalog/catalog.h"
#include "engine/throughput.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// Below this many runs a family keeps its prior: one vendor benchmark is not a calibration.
constexpr int MinRunsPerFamily = 2;
// The band is the 5th–95th percentile of the residuals.
constexpr double BandQuantileLow = 0.05;
constexpr double BandQuantileHigh = 0.95;
// Without a catalogued band, a family's prior is taken to be this uncertain (×/÷).
constexpr double DefaultPriorSpread = 1.5;
// No published fine-tuning run is in the calibration set. QLoRA dequantises its 4-bit base in
// every forward and backward matmul; this slowdown is an assumption, not a measurement.
constexpr double QloraSlowdown = 0.75;
constexpr double FineTuningLowSpread = 0.75;

enum FixedTerm { Intercept, Fp8, Moe, Production, OlderNvidia, FixedTermCount };

const Accelerator *findAccelerator(const QList<Accelerator> &list, const QString &id)
{
    for (const Accelerator &a : list)
        if (a.id == id)
            return &a;
    return nullptr;
}

bool isOlderNvidiaDatacenter(const Accelerator &a, const QString &referenceFamily)
{
    return a.mfuClass == referenceFamily && a.year > 0 && a.year < 2022;
}

// Runs measured with their source's FLOP convention, turned into tokens per second per GPU.
double tokensPerSecond(const TrainingRun &run, double peakFlops)
{
    switch (run.measure) {
    case TrainingRun::Measure::TokensPerSecondPerGpu:
        return run.value;
    case TrainingRun::Measure::GpuHours:
        return run.tokens.value_or(0) / (run.value * 3600.0);
    case TrainingRun::Measure::Mfu:
    case TrainingRun::Measure::TflopsPerGpu:
        break;
    }
    const double rate = run.measure == TrainingRun::Measure::Mfu ? run.value * peakFlops
                                                                 : run.value * 1e12;
    const double attention = run.layers && run.attentionWidth
                                 ? double(*run.layers) * run.seq.value_or(2048)
                                       * *run.attentionWidth
                                 : 0.0;
    double perToken = 0;
    switch (run.convention) {
    case TrainingRun::Convention::Palm:
        perToken = 6.0 * run.activeParams + 12.0 * attention;
        break;
    case TrainingRun::Convention::SixN:
        perToken = 6.0 * run.activeParams;
        break;
    case TrainingRun::Convention::Hfu8N:
        perToken = 8.0 * run.activeParams;
        break;
    }
    return rate / perToken;
}

double runFlopsPerToken(const TrainingRun &run)
{
    FlopShape shape;
    shape.activeParams = run.activeParams;
    if (run.layers && run.attentionWidth)
        shape.attention = double(*run.layers) * run.seq.value_or(2048) * *run.attentionWidth;
    return trainingFlopsPerToken(shape,
                                 Task::Pretrain,
                                 run.recompute == TrainingRun::Recompute::Full ? Recompute::Full
                                                                               : Recompute::None);
}

struct Design
{
    QStringList terms;
    QStringList families; // fitted family offsets, in term order after the fixed terms
};

Design designFor(const QList<const TrainingRun *> &runs,
                 const QList<const Accelerator *> &accelerators,
                 const QString &referenceFamily)
{
    Design d;
    d.terms = {QStringLiteral("intercept"),
               QStringLiteral("fp8"),
               QStringLiteral("moe"),
               QStringLiteral("production"),
               QStringLiteral("nvidia-before-2022")};
    QHash<QString, int> count;
    for (const Accelerator *a : accelerators)
        ++count[a->mfuClass];
    QStringList families = count.keys();
    families.sort();
    for (const QString &f : std::as_const(families))
        if (f != referenceFamily && count.value(f) >= MinRunsPerFamily)
            d.families << f;
    for (const QString &f : std::as_const(d.families))
        d.terms << f;
    Q_UNUSED(runs);
    return d;
}

QList<double> rowOf(const Design &d,
                    const Accelerator &a,
                    Precision precision,
                    bool moe,
                    bool production,
                    const QString &referenceFamily)
{
    QList<double> x(d.terms.size(), 0.0);
    x[Intercept] = 1;
    x[Fp8] = precision == Precision::Fp8 ? 1 : 0;
    x[Moe] = moe ? 1 : 0;
    x[Production] = production ? 1 : 0;
    x[OlderNvidia] = isOlderNvidiaDatacenter(a, referenceFamily) ? 1 : 0;
    const qsizetype f = d.families.indexOf(a.mfuClass);
    if (f >= 0)
        x[FixedTermCount + f] = 1;
    return x;
}

// Least squares through the normal equations with a whisper of ridge (a term that no run
// exercises, e.g. FP8 in a data set without FP8 rows, then stays at zero instead of failing).
std::optional<QList<double>> leastSquares(const QList<QList<double>> &x, const QList<double> &y)
{
    const qsizetype n = x.isEmpty() ? 0 : x.first().size();
    if (n == 0)
        return std::nullopt;
    QList<QList<double>> a(n, QList<double>(n + 1, 0.0));
    for (qsizetype r = 0; r < x.size(); ++r)
        for (qsizetype i = 0; i < n; ++i) {
            for (qsizetype j = 0; j < n; ++j)
                a[i][j] += x[r][i] * x[r][j];
            a[i][n] += x[r][i] * y[r];
        }
    for (qsizetype i = 1; i < n; ++i)
        a[i][i] += 1e-6;
    for (qsizetype col = 0; col < n; ++col) {
        qsizetype pivot = col;
        for (qsizetype r = col + 1; r < n; ++r)
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        if (std::abs(a[pivot][col]) < 1e-12)
            return std::nullopt;
        std::swap(a[col], a[pivot]);
        for (qsizetype r = 0; r < n; ++r) {
            if (r == col)
                continue;
            const double f = a[r][col] / a[col][col];
            for (qsizetype c = col; c <= n; ++c)
                a[r][c] -= f * a[col][c];
        }
    }
    QList<double> b(n);
    for (qsizetype i = 0; i < n; ++i)
        b[i] = a[i][n] / a[i][i];
    return b;
}

double quantile(QList<double> values, double q)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const double pos = q * double(values.size() - 1);
    const qsizetype i = qsizetype(std::floor(pos));
    const qsizetype j = std::min(i + 1, values.size() - 1);
    return values[i] + (pos - double(i)) * (values[j] - values[i]);
}

double dot(const QList<double> &a, const QList<double> &b)
{
    double s = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        s += a[i] * b[i];
    return s;
}

// The usable rows: a known accelerator with a peak at the run's precision.
struct Usable
{
    QList<const TrainingRun *> runs;
    QList<const Accelerator *> accelerators;
    QList<double> peaks;
    QList<double> observed; // efficiency
    QList<double> tokensPerSecond;
    QList<double> flopsPerToken;
};

Usable usableRuns(const QList<TrainingRun> &runs, const QList<Accelerator> &accelerators)
{
    Usable u;
    for (const TrainingRun &run : runs) {
        const Accelerator *a = findAccelerator(accelerators, run.acceleratorId);
        if (!a)
            continue;
        const std::optional<double> peak = a->computeTflops(run.precision);
        if (!peak || *peak <= 0)
            continue;
        const double tps = tokensPerSecond(run, *peak * 1e12);
        const double perToken = runFlopsPerToken(run);
        const double e = tps * perToken / (*peak * 1e12);
        if (!(e > 0) || !std::isfinite(e))
            continue;
        u.runs << &run;
        u.accelerators << a;
        u.peaks << *peak;
        u.observed << e;
        u.tokensPerSecond << tps;
        u.flopsPerToken << perToken;
    }
    return u;
}

EfficiencyFit fitOn(const Usable &u, const QString &referenceFamily, qsizetype leaveOut = -1)
{
    EfficiencyFit fit;
    fit.referenceFamily = referenceFamily;
    QList<const TrainingRun *> runs;
    QList<const Accelerator *> accs;
    for (qsizetype i = 0; i < u.runs.size(); ++i)
        if (i != leaveOut) {
            runs << u.runs[i];
            accs << u.accelerators[i];
        }
    const Design d = designFor(runs, accs, referenceFamily);
    QList<QList<double>> x;
    QList<double> y;
    for (qsizetype i = 0; i < u.runs.size(); ++i) {
        if (i == leaveOut)
            continue;
        const TrainingRun &r = *u.runs[i];
        x << rowOf(d,
                   *u.accelerators[i],
                   r.precision,
                   r.isMoe(),
                   r.kind == TrainingRun::Kind::Production,
                   referenceFamily);
        y << std::log(u.observed[i]);
    }
    const auto b = leastSquares(x, y);
    if (!b)
        return fit;
    fit.terms = d.terms;
    fit.coefficients = *b;
    for (qsizetype f = 0; f < d.families.size(); ++f)
        fit.familyOffset.insert(d.families[f], (*b)[FixedTermCount + f]);
    QList<double> dense, moe;
    for (qsizetype r = 0; r < x.size(); ++r)
        (x[r][Moe] > 0 ? moe : dense) << y[r] - dot(x[r], *b);
    // A group too small for its own percentiles borrows the other's.
    if (moe.size() < 5)
        moe += dense;
    fit.denseLow = std::exp(quantile(dense, BandQuantileLow));
    fit.denseHigh = std::exp(quantile(dense, BandQuantileHigh));
    fit.moeLow = std::exp(quantile(moe, BandQuantileLow));
    fit.moeHigh = std::exp(quantile(moe, BandQuantileHigh));
    fit.runs = int(x.size());
    fit.valid = true;
    return fit;
}

struct Prediction
{
    double point = 0, low = 0, high = 0;
    bool calibrated = false;
};

Prediction predict(const EfficiencyFit &fit,
                   const QHash<QString, MfuClass> &classes,
                   const Accelerator &a,
                   Precision precision,
                   bool moe,
                   bool production)
{
    Prediction p;
    if (!fit.valid)
        return p;
    double ln = fit.coefficients[Intercept];
    if (precision == Precision::Fp8)
        ln += fit.coefficients[Fp8];
    if (moe)
        ln += fit.coefficients[Moe];
    if (production)
        ln += fit.coefficients[Production];
    if (isOlderNvidiaDatacenter(a, fit.referenceFamily))
        ln += fit.coefficients[OlderNvidia];
    double spreadLow = 1, spreadHigh = 1;
    p.calibrated = a.mfuClass == fit.referenceFamily || fit.familyOffset.contains(a.mfuClass);
    if (const auto it = fit.familyOffset.constFind(a.mfuClass); it != fit.familyOffset.cend()) {
        ln += *it;
    } else if (!p.calibrated) {
        // No published runs: the family's prior relative to the reference family.
        const auto reference = classes.constFind(fit.referenceFamily);
        const auto own = classes.constFind(a.mfuClass);
        if (reference != classes.cend() && own != classes.cend() && reference->mfu > 0
            && own->mfu > 0)
            ln += std::log(own->mfu / reference->mfu);
        else
            ln += std::log(0.75);
        spreadLow = 1.0 / DefaultPriorSpread;
        spreadHigh = DefaultPriorSpread;
    }
    p.point = std::exp(ln);
    double low = p.point * (moe ? fit.moeLow : fit.denseLow) * spreadLow;
    double high = p.point * (moe ? fit.moeHigh : fit.denseHigh) * spreadHigh;
    // Never wider than MaxEfficiencyBand: shrink both sides in log space around the point.
    const double ratio = high / low;
    if (ratio > MaxEfficiencyBand) {
        const double k = std::log(MaxEfficiencyBand) / std::log(ratio);
        low = p.point * std::pow(low / p.point, k);
        high = p.point * std::pow(high / p.point, k);
    }
    p.low = low;
    p.high = std::min(high, 1.0);
    return p;
}

} // namespace

EfficiencyFit fitEfficiency(const QList<TrainingRun> &runs,
                            const QList<Accelerator> &accelerators,
                            const QHash<QString, MfuClass> &classes)
{
    Q_UNUSED(classes);
    return fitOn(usableRuns(runs, accelerators), QStringLiteral("nvidia-datacenter"));
}

Efficiency fixedEfficiency(double value)
{
    Efficiency e;
    e.point = e.low = e.high = value;
    e.overridden = true;
    e.calibrated = false;
    e.basis << ATLAS_TR("Atlas::Efficiency", "efficiency %1 of peak as given").arg(value, 3);
    return e;
}

Efficiency trainingEfficiency(const Catalog &catalog, const EfficiencyQuery &query)
{
    Efficiency e;
    if (!query.accelerator)
        return e;
    const EfficiencyFit &fit = catalog.efficiencyFit();
    const Prediction p = predict(fit,
                                 catalog.mfuClasses(),
                                 *query.accelerator,
                                 query.precision,
                                 query.moe,
                                 query.production);
    if (!fit.valid || p.point <= 0) {
        // No calibration loaded (a user catalog without runs): the class default, ±50 %.
        e.point = catalog.defaultMfu(*query.accelerator);
        e.low = e.point / DefaultPriorSpread;
        e.high = e.point * DefaultPriorSpread;
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "no calibration runs loaded: the class default %1 of peak")
                       .arg(e.point, 3);
        return e;
    }
    e.point = p.point;
    e.low = p.low;
    e.high = p.high;
    e.calibrated = p.calibrated;
    e.basis << ATLAS_TR("Atlas::Efficiency",
                        "efficiency %1 of peak (band %2–%3), fitted on %4 published training runs")
                   .arg(e.point, 2)
                   .arg(e.low, 2)
                   .arg(e.high, 2)
                   .arg(fit.runs);
    if (!p.calibrated)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "no published runs for this family (%1): its catalogued prior "
                            "relative to NVIDIA data-centre parts, with a wider band")
                       .arg(query.accelerator->mfuClass);
    if (query.moe)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "mixture of experts: published MoE runs reach about %1× the "
                            "efficiency of dense ones")
                       .arg(std::exp(fit.coefficients[Moe]), 2);
    if (query.task == Task::Lora || query.task == Task::Qlora || query.task == Task::Freeze) {
        e.low *= FineTuningLowSpread;
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "fine-tuning: no published fine-tuning run is in the calibration "
                            "set, so the band's low end is widened by a quarter");
    }
    if (query.task == Task::Qlora) {
        e.point *= QloraSlowdown;
        e.low *= QloraSlowdown;
        e.high *= QloraSlowdown;
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "QLoRA: ×%1 for dequantising the 4-bit base in every matmul "
                            "(an assumption)")
                       .arg(QloraSlowdown, 2);
    }
    if (e.high / e.low > MaxEfficiencyBand)
        e.low = e.high / MaxEfficiencyBand;
    if (query.precision == Precision::Fp8)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "FP8: published runs reach about %1× the fraction of the FP8 peak "
                            "that BF16 runs reach of theirs")
                       .arg(std::exp(fit.coefficients[Fp8]), 2);
    return e;
}

Efficiency jobEfficiency(const Catalog &catalog,
                         const Accelerator &accelerator,
                         const ModelArch &model,
                         const Workload &workload)
{
    EfficiencyQuery q;
    q.accelerator = &accelerator;
    q.precision = workload.task == Task::Qlora ? Precision::Bf16 : workload.precision;
    q.moe = model.moe.isMoe();
    q.task = workload.task;
    return trainingEfficiency(catalog, q);
}

QList<CalibrationPoint> calibrationPoints(const Catalog &catalog)
{
    const Usable u = usableRuns(catalog.trainingRuns(), catalog.accelerators());
    const EfficiencyFit &fit = catalog.efficiencyFit();
    QList<CalibrationPoint> points;
    for (qsizetype i = 0; i < u.runs.size(); ++i) {
        CalibrationPoint c;
        c.run = u.runs[i];
        c.accelerator = u.accelerators[i];
        c.peakTflops = u.peaks[i];
        c.tokensPerSecondPerGpu = u.tokensPerSecond[i];
        c.flopsPerToken = u.flopsPerToken[i];
        c.observed = u.observed[i];
        const bool production = c.run->kind == TrainingRun::Kind::Production;
        const Prediction p = predict(fit,
                                     catalog.mfuClasses(),
                                     *c.accelerator,
                                     c.run->precision,
                                     c.run->isMoe(),
                                     production);
        c.predicted = p.point;
        c.low = p.low;
        c.high = p.high;
        c.inside = c.observed >= c.low && c.observed <= c.high;
        const EfficiencyFit without = fitOn(u, fit.referenceFamily, i);
        const Prediction q = predict(without,
                                     catalog.mfuClasses(),
                                     *c.accelerator,
                                     c.run->precision,
                                     c.run->isMoe(),
                                     production);
        c.looPredicted = q.point;
        c.looInside = c.observed >= q.low && c.observed <= q.high;
        points << c;
    }
    return points;
}

} // namespace Atlas
