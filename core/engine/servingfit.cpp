// The serving model fitted on published measurements (calibration.yaml, serving_runs), every
// run against it, and the out-of-sample checks docs/CALIBRATION.md reports.

#include "catalog/catalog.h"
#include "engine/servingmodel.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// An accelerator gets its own bandwidth factor from this many batch-1 measurements on.
constexpr int MinRunsPerAccelerator = 3;
constexpr double MaxBandwidthFraction = 0.9;
// Speeds measured at more requests than this use the large-batch band.
constexpr int DecodeBandMaxBatch = 8;

struct Prepared
{
    const ServingRun *run = nullptr;
    const Accelerator *accelerator = nullptr;
    Replica replica;
};

QList<Prepared> prepare(const QList<ServingRun> &runs,
                        const QList<Accelerator> &accelerators,
                        const QList<ModelArch> &models)
{
    QList<Prepared> out;
    for (const ServingRun &run : runs) {
        const Accelerator *a = FitStats::findById(accelerators, run.acceleratorId);
        const ModelArch *m = FitStats::findById(models, run.modelId);
        if (!a || !m)
            continue;
        const ServingBasis basis(*m, run.weights, run.kv, run.inputTokens, run.outputTokens);
        const auto r = replicaFor(basis, *a, run.gpus, 1);
        if (r && r->maxConcurrency > 0)
            out.append({&run, a, *r});
    }
    return out;
}

int batchOf(const Prepared &p)
{
    const ServingRun &run = *p.run;
    const int cap = int(std::min<qint64>(p.replica.maxConcurrency, MaxEngineBatch));
    switch (run.load) {
    case ServingRun::Load::Peak:
        return run.batch.value_or(cap);
    case ServingRun::Load::Concurrent:
        return std::min(run.concurrency.value_or(1), cap);
    case ServingRun::Load::Batch1:
    case ServingRun::Load::Ttft:
        break;
    }
    return 1;
}

// The model's figure for a run, in the run's unit.
double predicted(const ServingFit &fit, const Prepared &p)
{
    const ServingPoint point = pointAt(fit, p.replica, batchOf(p));
    switch (p.run->measure) {
    case ServingRun::Measure::OutputTokensPerSecond:
        return point.tokensPerSecond;
    case ServingRun::Measure::TtftMs:
        return point.ttftSeconds * 1e3;
    case ServingRun::Measure::TpotMs:
        return point.stepSeconds * 1e3;
    }
    return 0;
}

// A speed measured as a time per token is compared as a speed: its ratio is inverted.
double speedSenseRatio(const ServingFit &fit, const Prepared &p)
{
    const double r = p.run->value / predicted(fit, p);
    return p.run->measure == ServingRun::Measure::TpotMs ? 1.0 / r : r;
}

double logError(const ServingFit &fit, const QList<const Prepared *> &rows)
{
    double sum = 0;
    for (const Prepared *p : rows) {
        const double e = std::log(predicted(fit, *p) / p->run->value);
        sum += e * e;
    }
    return sum;
}

// One parameter's range and finest step in a grid search; Fixed leaves the second of a pair out.
struct Axis
{
    double from;
    double to;
    double step;
};
constexpr Axis Fixed{0, 0, 1};

// A 2-D grid search (coarse, then fine around the coarse optimum): the error surfaces are
// smooth and small, and a grid cannot wander off to a nonsense optimum.
template<typename Set>
void gridSearch(ServingFit &fit, const QList<const Prepared *> &rows, Axis a, Axis b, const Set &set)
{
    if (rows.isEmpty())
        return;
    double best = std::numeric_limits<double>::infinity();
    double bestA = a.from, bestB = b.from;
    auto scan = [&](double a0, double a1, double da, double b0, double b1, double db) {
        for (double x = a0; x <= a1 + 1e-12; x += da)
            for (double y = b0; y <= b1 + 1e-12; y += db) {
                ServingFit trial = fit;
                set(trial, x, y);
                const double e = logError(trial, rows);
                if (e < best) {
                    best = e;
                    bestA = x;
                    bestB = y;
                }
            }
    };
    scan(a.from, a.to, a.step * 5, b.from, b.to, b.step * 5);
    scan(std::max(a.from, bestA - 5 * a.step),
         std::min(a.to, bestA + 5 * a.step),
         a.step,
         std::max(b.from, bestB - 5 * b.step),
         std::min(b.to, bestB + 5 * b.step),
         b.step);
    set(fit, bestA, bestB);
}

struct Groups
{
    QList<const Prepared *> decode;   // batch-1 speed
    QList<const Prepared *> prefill;  // TTFT with nothing else in flight
    QList<const Prepared *> speed;    // speeds at a large, given or concurrent batch
    QList<const Prepared *> loadTtft; // TTFT with other requests in flight
};

Groups groupsOf(const QList<const Prepared *> &rows)
{
    Groups g;
    for (const Prepared *p : rows) {
        const ServingRun &run = *p->run;
        const bool alone = run.load == ServingRun::Load::Batch1
                           || run.load == ServingRun::Load::Ttft || batchOf(*p) <= 1;
        if (run.measure == ServingRun::Measure::TtftMs)
            (alone ? g.prefill : g.loadTtft) << p;
        else
            (alone ? g.decode : g.speed) << p;
    }
    return g;
}

void fitDecode(ServingFit &fit, const QList<const Prepared *> &decode)
{
    QHash<QString, QList<const Prepared *>> byAccelerator;
    for (const Prepared *p : decode)
        byAccelerator[p->run->acceleratorId] << p;
    // The bandwidth fraction and the per-step overhead, then each well-measured accelerator its
    // own factor; twice, so the two settle together.
    for (int round = 0; round < 2; ++round) {
        gridSearch(fit,
                   decode,
                   {0.20, 1.00, 0.01},
                   {0, 20e-3, 0.25e-3},
                   [](ServingFit &f, double b, double t) {
                       f.bandwidthFraction = b;
                       f.stepOverheadS = t;
                   });
        for (auto it = byAccelerator.cbegin(); it != byAccelerator.cend(); ++it) {
            if (it->size() < MinRunsPerAccelerator)
                continue;
            // No kernel streams memory at more than about nine tenths of the peak
            // (STREAM-like measurements on HBM and GDDR reach 0.8–0.9).
            const double top = MaxBandwidthFraction / fit.bandwidthFraction;
            gridSearch(fit,
                       *it,
                       {0.25, std::min(1.60, top), 0.01},
                       Fixed,
                       [&](ServingFit &f, double k, double) {
                           f.bandwidthFactor.insert(it.key(), k);
                       });
        }
    }
}

QList<double> speedResiduals(const ServingFit &fit, const QList<const Prepared *> &rows, bool large)
{
    QList<double> r;
    for (const Prepared *p : rows)
        if ((batchOf(*p) > DecodeBandMaxBatch) == large)
            r << speedSenseRatio(fit, *p);
    return r;
}

void setBands(ServingFit &fit, const Groups &g)
{
    auto band = [](const QList<double> &r, double *low, double *high) {
        *low = r.isEmpty() ? 1.0 : std::min(1.0, FitStats::quantile(r, FitStats::BandQuantileLow));
        *high = r.isEmpty() ? 1.0
                            : std::max(1.0, FitStats::quantile(r, FitStats::BandQuantileHigh));
    };
    const QList<const Prepared *> speeds = g.decode + g.speed;
    band(speedResiduals(fit, speeds, false), &fit.decodeLow, &fit.decodeHigh);
    band(speedResiduals(fit, speeds, true), &fit.peakLow, &fit.peakHigh);
    QList<double> ttft;
    for (const Prepared *p : g.prefill + g.loadTtft)
        ttft << p->run->value / predicted(fit, *p);
    band(ttft, &fit.ttftLow, &fit.ttftHigh);
}

// The searches after the decode fit, in the order they run: which runs, the two parameters'
// ranges and where they go.
struct FitStep
{
    QList<const Prepared *> Groups::*rows;
    Axis a;
    Axis b;
    void (*set)(ServingFit &, double, double);
};

constexpr FitStep ServingSteps[] = {
    {&Groups::prefill,
     {0.10, 1.00, 0.01},
     {0, 1e-3, 0.01e-3},
     [](ServingFit &f, double e, double t) {
         f.prefillFraction = e;
         f.prefillLayerS = t;
     }},
    {&Groups::prefill,
     {0.40, 1.50, 0.01},
     Fixed,
     [](ServingFit &f, double k, double) { f.fp8PrefillFactor = k; }},
    {&Groups::speed,
     {0.10, 1.00, 0.01},
     {0.40, 1.50, 0.01},
     [](ServingFit &f, double c, double k) {
         f.computeFraction = c;
         f.fp8ComputeFactor = k;
     }},
    {&Groups::speed,
     {1.0, 30.0, 0.2},
     Fixed,
     [](ServingFit &f, double k, double) { f.tensorParallelFactor = k; }},
    {&Groups::loadTtft,
     {0, 5.0, 0.05},
     {0, 40e-6, 0.2e-6},
     [](ServingFit &f, double k, double m) {
         f.queueFactor = k;
         f.moePrefillExpertS = m;
     }},
};

ServingFit fitPrepared(const QList<const Prepared *> &rows)
{
    ServingFit fit;
    const Groups g = groupsOf(rows);
    if (g.decode.isEmpty())
        return fit;
    fitDecode(fit, g.decode);
    // In turn, twice, so that they settle together: the prefill's rate, fixed cost per layer and
    // FP8 factor (prompts with nothing else in flight); the large-batch compute share and its
    // FP8 factor; the wait behind other prompts and the MoE cost.
    for (int round = 0; round < 2; ++round) {
        for (const FitStep &step : ServingSteps)
            gridSearch(fit, g.*step.rows, step.a, step.b, step.set);
    }
    setBands(fit, g);
    fit.decodeRuns = int(g.decode.size());
    fit.ttftRuns = int(g.prefill.size() + g.loadTtft.size());
    fit.peakRuns = int(g.speed.size());
    for (const Prepared *p : rows) {
        fit.loadRuns += p->run->load == ServingRun::Load::Concurrent ? 1 : 0;
        (p->run->published ? fit.publishedRuns : fit.userRuns) += 1;
        if (!fit.families.contains(p->accelerator->mfuClass))
            fit.families << p->accelerator->mfuClass;
    }
    fit.valid = true;
    return fit;
}

QList<const Prepared *> fittedOf(const QList<Prepared> &prepared)
{
    QList<const Prepared *> rows;
    for (const Prepared &p : prepared)
        if (!p.run->holdout)
            rows << &p;
    return rows;
}

ServingCalibrationPoint pointFor(const ServingFit &fit, const Prepared &p, const QString &group)
{
    ServingCalibrationPoint c;
    c.run = p.run;
    c.group = group;
    c.observed = p.run->value;
    c.predicted = predicted(fit, p);
    const ServingBand band = servingBand(fit,
                                         batchOf(p),
                                         fit.families.contains(p.accelerator->mfuClass));
    switch (p.run->measure) {
    case ServingRun::Measure::OutputTokensPerSecond:
        c.low = c.predicted * band.speedLow;
        c.high = c.predicted * band.speedHigh;
        break;
    case ServingRun::Measure::TpotMs: // a time per token: a fast card gives a short one
        c.low = c.predicted / band.speedHigh;
        c.high = c.predicted / band.speedLow;
        break;
    case ServingRun::Measure::TtftMs:
        c.low = c.predicted * band.ttftLow;
        c.high = c.predicted * band.ttftHigh;
        break;
    }
    c.inside = c.observed >= c.low * (1 - 1e-9) && c.observed <= c.high * (1 + 1e-9);
    return c;
}

} // namespace

ServingBand servingBand(const ServingFit &fit, int batch, bool calibrated)
{
    ServingBand b;
    const bool large = batch > DecodeBandMaxBatch;
    b.speedLow = large ? fit.peakLow : fit.decodeLow;
    b.speedHigh = large ? fit.peakHigh : fit.decodeHigh;
    b.ttftLow = fit.ttftLow;
    b.ttftHigh = fit.ttftHigh;
    if (!calibrated) {
        b.speedLow /= UncalibratedSpread;
        b.speedHigh *= UncalibratedSpread;
        b.ttftLow /= UncalibratedSpread;
        b.ttftHigh *= UncalibratedSpread;
    }
    return b;
}

ServingFit fitServing(const QList<ServingRun> &runs,
                      const QList<Accelerator> &accelerators,
                      const QList<ModelArch> &models)
{
    const QList<Prepared> prepared = prepare(runs, accelerators, models);
    return fitPrepared(fittedOf(prepared));
}

QList<ServingCalibrationPoint> servingCalibrationPoints(const Catalog &catalog)
{
    const ServingFit &fit = catalog.servingFit();
    const QList<Prepared> prepared = prepare(catalog.servingRuns(),
                                             catalog.accelerators(),
                                             catalog.models());
    QList<ServingCalibrationPoint> points;
    for (const Prepared *p : fittedOf(prepared))
        points << pointFor(fit, *p, QString());
    return points;
}

QList<ServingCalibrationPoint> validateServing(const Catalog &catalog, ServingValidation scheme)
{
    const QList<Prepared> prepared = prepare(catalog.servingRuns(),
                                             catalog.accelerators(),
                                             catalog.models());
    QList<ServingCalibrationPoint> points;
    if (scheme == ServingValidation::HeldOut) {
        for (const Prepared &p : prepared)
            if (p.run->holdout)
                points << pointFor(catalog.servingFit(), p, QStringLiteral("held out"));
        return points;
    }
    const QList<const Prepared *> fitted = fittedOf(prepared);
    QMap<QString, QList<const Prepared *>> groups;
    for (const Prepared *p : fitted)
        groups[FitStats::sourceGroup(p->run->source)] << p;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        QList<const Prepared *> without;
        for (const Prepared *p : fitted)
            if (!it->contains(p))
                without << p;
        const ServingFit fit = fitPrepared(without);
        if (!fit.valid)
            continue;
        for (const Prepared *p : *it)
            points << pointFor(fit, *p, it.key());
    }
    return points;
}

bool isTtft(const ServingRun &run)
{
    return run.measure == ServingRun::Measure::TtftMs;
}

QString servingKind(const ServingRun &run)
{
    switch (run.load) {
    case ServingRun::Load::Batch1:
        return QStringLiteral("decode at batch 1");
    case ServingRun::Load::Peak:
        return QStringLiteral("throughput at a large batch");
    case ServingRun::Load::Ttft:
        return QStringLiteral("TTFT at batch 1");
    case ServingRun::Load::Concurrent:
        break;
    }
    switch (run.measure) {
    case ServingRun::Measure::OutputTokensPerSecond:
        return QStringLiteral("throughput under load");
    case ServingRun::Measure::TpotMs:
        return QStringLiteral("time per token under load");
    case ServingRun::Measure::TtftMs:
        break;
    }
    return QStringLiteral("TTFT under load");
}

QList<FitStats::ErrorSummary> summariseServing(const QList<ServingCalibrationPoint> &points,
                                               QStringList *labels)
{
    QMap<QString, std::pair<QList<double>, QList<bool>>> by;
    for (const ServingCalibrationPoint &p : points) {
        const QString overall = isTtft(*p.run) ? QStringLiteral("all TTFT")
                                               : QStringLiteral("all speeds");
        for (const QString &label : {servingKind(*p.run), overall}) {
            by[label].first << p.ratio();
            by[label].second << p.inside;
        }
    }
    QList<FitStats::ErrorSummary> out;
    labels->clear();
    for (auto it = by.cbegin(); it != by.cend(); ++it) {
        *labels << it.key();
        out << FitStats::summarise(it->first, it->second);
    }
    return out;
}

} // namespace Atlas
