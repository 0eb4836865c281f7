#include "engine/serving.h"

#include "catalog/catalog.h"
#include "engine/memorymodel.h"
#include "engine/throughput.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// NCCL all-reduce latency per call: a few microseconds over NVLink, more over PCIe (assumed).
constexpr double LinkLatencyNvlinkS = 8e-6;
constexpr double LinkLatencyPcieS = 20e-6;
// A PCIe Gen4 x16 link carries about 25 GB/s each way in practice (assumed for cards without
// a scale-up link).
constexpr double PcieBytesPerS = 25e9;
// Engines cap the running batch (vLLM's max_num_seqs 256 by default, TensorRT-LLM's builds
// allow 2048); the peak rows are predicted at the largest that fits up to this.
constexpr int MaxEngineBatch = 2048;
constexpr double BandQuantileLow = 0.05;
constexpr double BandQuantileHigh = 0.95;
// Without published measurements for the accelerator's family, the band widens (×/÷).
constexpr double UncalibratedSpread = 1.5;
// An accelerator gets its own bandwidth factor from this many batch-1 measurements on.
constexpr int MinRunsPerAccelerator = 3;
constexpr double MaxBandwidthFraction = 0.9;

const Accelerator *findAccelerator(const QList<Accelerator> &list, const QString &id)
{
    for (const Accelerator &a : list)
        if (a.id == id)
            return &a;
    return nullptr;
}

const ModelArch *findModel(const QList<ModelArch> &list, const QString &id)
{
    for (const ModelArch &m : list)
        if (m.id == id)
            return &m;
    return nullptr;
}

// Everything about one replica that does not depend on the concurrency.
struct Replica
{
    int tp = 1;
    int pp = 1;
    double fixedBytes = 0;      // weights read every step, per card (all stages in turn)
    double expertBytes = 0;     // routed experts, per card: read as far as tokens touch them
    double expertShare = 0;     // k / E: the share one token touches
    double kvPerToken = 0;      // bytes per context token, per card, all layers
    double flopsPerToken = 0;   // 2·N per generated token, per card
    double attentionPerCtx = 0; // 4·layers·attention width per context token, per card
    double prefillFlops = 0;    // one prompt, per card
    QString acceleratorId;
    double bandwidth = 0;   // bytes/s
    double peak = 0;        // FLOP/s at the weights' compute precision
    double commPerStep = 0; // TP all-reduces, seconds per token in the batch …
    double commFixed = 0;   // … and their latency per step
    double prefillComm = 0;
    double promptTokens = 0;
    double outputTokens = 0;
    qint64 maxConcurrency = 0;
};

Precision computePrecision(Precision weights)
{
    // Weight-only INT4/INT8 kernels dequantise to 16 bits and multiply there; FP8 runs on FP8.
    return weights == Precision::Fp8 ? Precision::Fp8 : Precision::Fp16;
}

Workload servingWorkload(Precision weights, Precision kv, double prompt, double output)
{
    Workload w;
    w.task = Task::Inference;
    w.precision = weights;
    w.kvPrecision = kv;
    w.context = qint64(std::max(1.0, prompt + output));
    w.concurrency = 1;
    return w;
}

std::optional<Replica> replicaFor(const ServingBasis &b,
                                  const Accelerator &a,
                                  int tp,
                                  int pp,
                                  qint64 concurrencyLimit = qint64(1) << 30)
{
    if (!a.hasBandwidth())
        return std::nullopt;
    const std::optional<double> tflops = a.computeTflops(computePrecision(b.weights));
    if (!tflops || *tflops <= 0)
        return std::nullopt;
    const MemoryModel &memory = b.memory;
    const ModelArch &model = memory.arch();
    Layout layout;
    layout.gpus = tp * pp;
    layout.tp = tp;
    layout.pp = pp;
    if (!memory.layoutSupported(layout))
        return std::nullopt;
    Replica r;
    r.tp = tp;
    r.pp = pp;
    r.promptTokens = b.promptTokens;
    r.outputTokens = b.outputTokens;
    r.fixedBytes = (b.readParams - b.expertParams) * b.bytesPerParam / tp;
    r.expertBytes = b.expertParams * b.bytesPerParam / tp;
    r.expertShare = model.moe.isMoe() && model.moe.experts > 0
                        ? double(model.moe.active) / model.moe.experts
                        : 0.0;
    r.kvPerToken = memory.kvBytesPerToken(tp);
    const double prompt = b.promptTokens;
    r.flopsPerToken = 2.0 * b.activeParams / tp;
    r.attentionPerCtx = 4.0 * model.layers * b.attentionWidth / tp;
    r.prefillFlops = prompt
                     * (2.0 * b.activeParams + 2.0 * model.layers * prompt * b.attentionWidth) / tp;
    r.acceleratorId = a.id;
    r.bandwidth = a.bandwidthBytesPerSecond();
    r.peak = *tflops * 1e12;
    if (tp > 1) {
        const bool link = a.hasScaleUpLink();
        const double bytesPerS = link ? *a.interconnectGBs * 1e9 / 2.0 : PcieBytesPerS;
        const double latency = link ? LinkLatencyNvlinkS : LinkLatencyPcieS;
        // Two all-reduces per layer of one 16-bit hidden vector per token (ring: 2(tp−1)/tp).
        const double perToken = 2.0 * (tp - 1) / tp * double(model.hidden) * 2.0 / bytesPerS;
        r.commPerStep = 2.0 * model.layers * perToken;
        r.commFixed = 2.0 * model.layers * latency;
        r.prefillComm = r.commFixed + r.commPerStep * prompt;
    }
    r.maxConcurrency = maxConcurrency(memory, layout, a.memoryBytes(), concurrencyLimit);
    return r;
}

std::optional<Replica> replicaFor(const ModelArch &model,
                                  Precision weights,
                                  Precision kv,
                                  const Accelerator &a,
                                  int tp,
                                  int pp,
                                  double prompt,
                                  double output)
{
    return replicaFor(ServingBasis(model, weights, kv, prompt, output), a, tp, pp);
}

struct StepTimes
{
    double decode = 0; // one decode step of `batch` tokens
    double prefill = 0;
    bool computeBound = false;
};

StepTimes stepTimes(const ServingFit &fit, const Replica &r, int batch)
{
    StepTimes s;
    const double b = std::max(1, batch);
    const double context = r.promptTokens + r.outputTokens / 2.0;
    const double touched = r.expertShare > 0 ? 1.0 - std::pow(1.0 - r.expertShare, b) : 0.0;
    const double bytes = r.fixedBytes + r.expertBytes * touched + b * context * r.kvPerToken;
    const double flops = b * (r.flopsPerToken + context * r.attentionPerCtx);
    const double memory = bytes
                          / (r.bandwidth * fit.bandwidthFraction
                             * fit.bandwidthFactor.value(r.acceleratorId, 1.0));
    const double compute = flops / (r.peak * fit.computeFraction);
    s.computeBound = compute > memory;
    s.decode = std::max(memory, compute) + fit.stepOverheadS * r.pp + r.commFixed
               + r.commPerStep * b;
    s.prefill = r.prefillFlops / (r.peak * fit.prefillFraction) + fit.stepOverheadS * r.pp
                + r.prefillComm;
    return s;
}

ServingPoint pointAt(const ServingFit &fit, const Replica &r, int batch)
{
    const StepTimes s = stepTimes(fit, r, batch);
    ServingPoint p;
    p.batch = std::max(1, batch);
    // Continuous batching: b / output requests finish per step, each new one needs a prefill.
    p.stepSeconds = s.decode + double(p.batch) / std::max(1.0, r.outputTokens) * s.prefill;
    p.tokensPerSecond = p.batch / p.stepSeconds;
    p.userTokensPerSecond = 1.0 / p.stepSeconds;
    p.ttftSeconds = s.prefill + (p.batch > 1 ? s.decode : 0.0);
    p.computeBound = s.computeBound;
    return p;
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

struct Prepared
{
    const ServingRun *run = nullptr;
    Replica replica;
};

QList<Prepared> prepare(const QList<ServingRun> &runs,
                        const QList<Accelerator> &accelerators,
                        const QList<ModelArch> &models)
{
    QList<Prepared> out;
    for (const ServingRun &run : runs) {
        const Accelerator *a = findAccelerator(accelerators, run.acceleratorId);
        const ModelArch *m = findModel(models, run.modelId);
        if (!a || !m)
            continue;
        const auto r = replicaFor(*m,
                                  run.weights,
                                  run.kv,
                                  *a,
                                  run.gpus,
                                  1,
                                  run.inputTokens,
                                  run.outputTokens);
        if (r && r->maxConcurrency > 0)
            out.append({&run, *r});
    }
    return out;
}

// The model's figure for a run, in the run's unit.
double predicted(const ServingFit &fit, const Prepared &p)
{
    const ServingRun &run = *p.run;
    int batch = 1;
    if (run.load == ServingRun::Load::Peak)
        batch = run.batch.value_or(int(std::min<qint64>(p.replica.maxConcurrency, MaxEngineBatch)));
    const ServingPoint point = pointAt(fit, p.replica, batch);
    switch (run.measure) {
    case ServingRun::Measure::OutputTokensPerSecond:
        return point.tokensPerSecond;
    case ServingRun::Measure::TtftMs:
        return point.ttftSeconds * 1e3;
    case ServingRun::Measure::TpotMs:
        return point.stepSeconds * 1e3;
    }
    return 0;
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

QList<double> residuals(const ServingFit &fit, const QList<const Prepared *> &rows)
{
    QList<double> r;
    for (const Prepared *p : rows)
        r << p->run->value / predicted(fit, *p);
    return r;
}

ServingResult deploy(const ServingFit &fit, const ServingRequest &q, const Replica &r)
{
    ServingResult out;
    out.fits = true;
    out.valid = true;
    out.tp = r.tp;
    out.pp = r.pp;
    out.maxConcurrency = r.maxConcurrency;
    const int perReplicaCards = r.tp * r.pp;
    // The largest concurrency one replica can run within the service level.
    const int cap = int(std::min<qint64>(r.maxConcurrency, MaxEngineBatch));
    auto meets = [&](const ServingPoint &p) {
        return (!q.maxTtftSeconds || p.ttftSeconds <= *q.maxTtftSeconds)
               && (!q.minUserTokensPerSecond || p.userTokensPerSecond >= *q.minUserTokensPerSecond);
    };
    int sloBatch = 0;
    for (int lo = 1, hi = cap; lo <= hi;) { // the speed falls as the batch grows
        const int mid = lo + (hi - lo) / 2;
        if (meets(pointAt(fit, r, mid))) {
            sloBatch = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    const bool slo = q.maxTtftSeconds || q.minUserTokensPerSecond;
    const int usable = std::max(1, sloBatch);
    int replicas = 1;
    int batch = usable;
    if (q.gpus > 0)
        replicas = std::max(1, q.gpus / perReplicaCards);
    if (q.load) {
        if (q.load->kind == ServingLoad::Kind::RequestsPerSecond) {
            // The replicas the rate needs at the fastest batch the service level allows …
            const ServingPoint fastest = pointAt(fit, r, usable);
            const double perReplicaRps = fastest.tokensPerSecond / q.outputTokens;
            if (q.gpus <= 0)
                replicas = std::clamp(int(std::ceil(q.load->value / perReplicaRps - 1e-9)),
                                      1,
                                      q.maxReplicas);
            // … then the smallest batch per replica that carries its share (Little's law).
            const double share = q.load->value / replicas;
            int b = 1;
            while (b < cap && pointAt(fit, r, b).tokensPerSecond / q.outputTokens < share)
                ++b;
            batch = b;
        } else {
            if (q.gpus <= 0)
                replicas = std::clamp(int(std::ceil(q.load->value / usable - 1e-9)),
                                      1,
                                      q.maxReplicas);
            batch = int(std::ceil(q.load->value / replicas - 1e-9));
        }
        if (batch > cap) {
            out.problems << ATLAS_TR("Atlas::Serving",
                                     "%1 replicas hold at most %2 sequences each; the load "
                                     "needs %3")
                                .arg(replicas)
                                .arg(qint64(cap))
                                .arg(batch);
            batch = cap;
        }
    }
    out.replicas = replicas;
    out.gpusTotal = replicas * perReplicaCards;
    out.point = pointAt(fit, r, batch);
    out.outputTokensPerSecond = out.point.tokensPerSecond * replicas;
    out.userTokensPerSecond = out.point.userTokensPerSecond;
    out.ttftSeconds = out.point.ttftSeconds;
    out.tpotMs = out.point.stepSeconds * 1e3;
    out.requestsPerSecond = out.outputTokensPerSecond / q.outputTokens;
    if (slo) {
        out.meetsSlo = sloBatch > 0 && meets(out.point) && out.problems.isEmpty();
        if (sloBatch == 0)
            out.problems << ATLAS_TR("Atlas::Serving",
                                     "no concurrency meets the service level on this layout: "
                                     "even one user gets %1 tokens/s and a first token after "
                                     "%2 s")
                                .arg(pointAt(fit, r, 1).userTokensPerSecond, 3)
                                .arg(pointAt(fit, r, 1).ttftSeconds, 3);
    }
    return out;
}

// The band of a speed at this concurrency: the fit's residual quantiles (the peak-load ones
// beyond 8 sequences), widened for an accelerator family without measurements.
std::pair<double, double> speedBand(const ServingFit &fit, int batch, bool calibrated)
{
    double low = batch > 8 ? fit.peakLow : fit.decodeLow;
    double high = batch > 8 ? fit.peakHigh : fit.decodeHigh;
    if (!calibrated) {
        low /= UncalibratedSpread;
        high *= UncalibratedSpread;
    }
    return {low, high};
}

} // namespace

ServingBasis::ServingBasis(
    const ModelArch &model, Precision weightsPrecision, Precision kv, double prompt, double output)
    : memory(model, servingWorkload(weightsPrecision, kv, prompt, output))
    , weights(weightsPrecision)
    , promptTokens(prompt)
    , outputTokens(output)
{
    const ParameterCount &p = memory.params();
    bytesPerParam = p.total > 0 ? memory.weightBytes() / p.total : 2.0;
    // A token's embedding is a row lookup, not a read of the table (unless the table is also
    // the output head, tied); a vision encoder is idle while text is generated.
    readParams = p.total - p.embedding + (p.lmHead > 0 ? 0.0 : p.embedding - p.vision);
    const int moeLayers = model.moe.isMoe() ? model.layers - model.moe.denseLayers : 0;
    expertParams = p.routedExpertLinearPerLayer * moeLayers;
    Workload one = memory.workload();
    one.seqLen = 1;
    const FlopShape shape = flopShape(MemoryModel(model, one));
    activeParams = shape.activeParams;
    attentionWidth = model.layers > 0 ? shape.attention / double(model.layers) : 0.0;
}

bool servingCalibrated(const Catalog &catalog, const Accelerator &accelerator)
{
    for (const ServingRun &run : catalog.servingRuns())
        if (const Accelerator *m = catalog.accelerator(run.acceleratorId);
            m && m->mfuClass == accelerator.mfuClass)
            return true;
    return false;
}

std::optional<ServingCapacity> servingAtCapacity(const ServingFit &fit,
                                                 const ServingBasis &basis,
                                                 const Accelerator &accelerator,
                                                 int tp,
                                                 bool calibrated)
{
    if (!fit.valid)
        return std::nullopt;
    const auto r = replicaFor(basis, accelerator, tp, 1, MaxEngineBatch);
    if (!r || r->maxConcurrency <= 0)
        return std::nullopt;
    ServingCapacity c;
    c.point = pointAt(fit, *r, int(std::min<qint64>(r->maxConcurrency, MaxEngineBatch)));
    const auto [low, high] = speedBand(fit, c.point.batch, calibrated);
    c.tokensPerSecondLow = c.point.tokensPerSecond * low;
    c.tokensPerSecondHigh = c.point.tokensPerSecond * high;
    return c;
}

std::optional<ServingPoint> servingPoint(const ServingFit &fit,
                                         const ModelArch &model,
                                         Precision weights,
                                         Precision kv,
                                         const Accelerator &accelerator,
                                         int tp,
                                         int pp,
                                         double promptTokens,
                                         double outputTokens,
                                         int batch)
{
    const auto r = replicaFor(model, weights, kv, accelerator, tp, pp, promptTokens, outputTokens);
    if (!r || r->maxConcurrency < batch)
        return std::nullopt;
    return pointAt(fit, *r, batch);
}

ServingFit fitServing(const QList<ServingRun> &runs,
                      const QList<Accelerator> &accelerators,
                      const QList<ModelArch> &models)
{
    ServingFit fit;
    const QList<Prepared> prepared = prepare(runs, accelerators, models);
    QList<const Prepared *> decode, ttft, peak;
    for (const Prepared &p : prepared) {
        switch (p.run->load) {
        case ServingRun::Load::Batch1:
            decode << &p;
            break;
        case ServingRun::Load::Ttft:
            ttft << &p;
            break;
        case ServingRun::Load::Peak:
            peak << &p;
            break;
        }
    }
    if (decode.isEmpty())
        return fit;
    // Batch-1 decode sets the bandwidth fraction and the per-step overhead (a grid: the error
    // surface is smooth and small, and a grid cannot wander off to a nonsense optimum), then
    // each well-measured accelerator its own factor; twice, so the two settle together.
    QHash<QString, QList<const Prepared *>> byAccelerator;
    for (const Prepared *p : std::as_const(decode))
        byAccelerator[p->run->acceleratorId] << p;
    ServingFit trial = fit;
    for (int round = 0; round < 2; ++round) {
        // Coarse (5 %, 1 ms) then fine (1 %, 0.25 ms) around the coarse optimum.
        double best = std::numeric_limits<double>::infinity();
        auto search = [&](int bFrom, int bTo, int bStep, int tFrom, int tTo, int tStep) {
            trial = fit;
            for (int b = std::max(20, bFrom); b <= std::min(100, bTo); b += bStep) {
                for (int t = std::max(0, tFrom); t <= std::min(80, tTo); t += tStep) {
                    trial.bandwidthFraction = b / 100.0;
                    trial.stepOverheadS = t * 0.25e-3;
                    const double e = logError(trial, decode);
                    if (e < best) {
                        best = e;
                        fit.bandwidthFraction = trial.bandwidthFraction;
                        fit.stepOverheadS = trial.stepOverheadS;
                    }
                }
            }
        };
        search(20, 100, 5, 0, 80, 4);
        const int b0 = int(std::lround(fit.bandwidthFraction * 100));
        const int t0 = int(std::lround(fit.stepOverheadS / 0.25e-3));
        search(b0 - 5, b0 + 5, 1, t0 - 4, t0 + 4, 1);
        for (auto it = byAccelerator.cbegin(); it != byAccelerator.cend(); ++it) {
            if (it->size() < MinRunsPerAccelerator)
                continue;
            trial = fit;
            double bestOwn = std::numeric_limits<double>::infinity();
            for (int f = 25; f <= 160; ++f) {
                trial.bandwidthFactor.insert(it.key(), f / 100.0);
                // No kernel streams memory at more than about nine tenths of the peak
                // (STREAM-like measurements on HBM and GDDR reach 0.8–0.9).
                if (trial.bandwidthFraction * f / 100.0 > MaxBandwidthFraction)
                    break;
                const double e = logError(trial, *it);
                if (e < bestOwn) {
                    bestOwn = e;
                    fit.bandwidthFactor.insert(it.key(), f / 100.0);
                }
            }
        }
    }
    // Prefill and large-batch compute, with the decode terms fixed.
    trial = fit;
    double best = std::numeric_limits<double>::infinity();
    for (int c = 10; c <= 100 && !ttft.isEmpty(); ++c) {
        trial.prefillFraction = c / 100.0;
        const double e = logError(trial, ttft);
        if (e < best) {
            best = e;
            fit.prefillFraction = trial.prefillFraction;
        }
    }
    trial = fit;
    best = std::numeric_limits<double>::infinity();
    for (int c = 10; c <= 100 && !peak.isEmpty(); ++c) {
        trial.computeFraction = c / 100.0;
        const double e = logError(trial, peak);
        if (e < best) {
            best = e;
            fit.computeFraction = trial.computeFraction;
        }
    }
    auto band = [&](const QList<const Prepared *> &rows, double *low, double *high) {
        const QList<double> r = residuals(fit, rows);
        *low = r.isEmpty() ? 1.0 : std::min(1.0, quantile(r, BandQuantileLow));
        *high = r.isEmpty() ? 1.0 : std::max(1.0, quantile(r, BandQuantileHigh));
    };
    band(decode, &fit.decodeLow, &fit.decodeHigh);
    band(ttft, &fit.ttftLow, &fit.ttftHigh);
    band(peak, &fit.peakLow, &fit.peakHigh);
    fit.decodeRuns = int(decode.size());
    fit.ttftRuns = int(ttft.size());
    fit.peakRuns = int(peak.size());
    fit.valid = true;
    return fit;
}

QList<ServingCalibrationPoint> servingCalibrationPoints(const Catalog &catalog)
{
    const ServingFit &fit = catalog.servingFit();
    QList<ServingCalibrationPoint> points;
    const QList<Prepared> prepared = prepare(catalog.servingRuns(),
                                             catalog.accelerators(),
                                             catalog.models());
    for (const Prepared &p : prepared) {
        ServingCalibrationPoint c;
        c.run = p.run;
        c.observed = p.run->value;
        c.predicted = predicted(fit, p);
        double low = fit.decodeLow, high = fit.decodeHigh;
        if (p.run->load == ServingRun::Load::Ttft) {
            low = fit.ttftLow;
            high = fit.ttftHigh;
        } else if (p.run->load == ServingRun::Load::Peak) {
            low = fit.peakLow;
            high = fit.peakHigh;
        }
        c.low = c.predicted * low;
        c.high = c.predicted * high;
        c.inside = c.observed >= c.low * (1 - 1e-9) && c.observed <= c.high * (1 + 1e-9);
        points << c;
    }
    return points;
}

ServingResult serve(const Catalog &catalog, const ServingRequest &q)
{
    ServingResult out;
    const ServingFit &fit = catalog.servingFit();
    if (!q.accelerator) {
        out.problems << ATLAS_TR("Atlas::Serving", "no accelerator given");
        return out;
    }
    const Accelerator &a = *q.accelerator;
    if (!(q.outputTokens >= 1))
        out.problems << ATLAS_TR("Atlas::Serving", "the output length must be at least 1 token");
    if (!(q.promptTokens >= 1))
        out.problems << ATLAS_TR("Atlas::Serving", "the prompt must be at least 1 token");
    if (q.load && !(q.load->value > 0))
        out.problems << ATLAS_TR("Atlas::Serving",
                                 "the load must be positive (users, requests per second or "
                                 "concurrent sequences)");
    if (!a.hasBandwidth())
        out.problems << ATLAS_TR("Atlas::Serving",
                                 "%1 publishes no memory bandwidth: decode speed cannot be "
                                 "estimated")
                            .arg(a.name);
    if (!a.computeTflops(computePrecision(q.weights)))
        out.problems << ATLAS_TR("Atlas::Serving",
                                 "%1 publishes no dense compute rate for %2: prefill cannot be "
                                 "estimated")
                            .arg(a.name)
                            .arg(precisionLabel(computePrecision(q.weights)));
    if (!fit.valid)
        out.problems << ATLAS_TR("Atlas::Serving", "no serving measurements are loaded");
    if (!out.problems.isEmpty())
        return out;

    // Candidate replicas: tensor parallel 1, 2, 4, 8 within a node (pipeline stages beyond a
    // node); the deployment that needs the fewest cards for the load wins (without a load:
    // the most tokens per card), the smaller group on a tie.
    QList<Replica> candidates;
    const int gpusPerNode = EngineOptions{}.gpusPerNode;
    const ServingBasis basis(q.model, q.weights, q.kv, q.promptTokens, q.outputTokens);
    if (q.tp > 0) {
        if (const auto r = replicaFor(basis, a, q.tp, 1); r && r->maxConcurrency > 0)
            candidates << *r;
    } else {
        for (int pp = 1; pp <= 64 && candidates.isEmpty(); pp *= 2)
            for (int tp = pp == 1 ? 1 : gpusPerNode; tp <= gpusPerNode; tp *= 2)
                if (const auto r = replicaFor(basis, a, tp, pp);
                    r && r->maxConcurrency > 0 && (q.gpus <= 0 || q.gpus % (tp * pp) == 0))
                    candidates << *r;
    }
    if (candidates.isEmpty()) {
        out.problems << ATLAS_TR("Atlas::Serving",
                                 "the model does not fit: not even one sequence of %1 tokens "
                                 "fits %2")
                            .arg(q.promptTokens + q.outputTokens, 6)
                            .arg(q.tp > 0
                                     ? ATLAS_TR("Atlas::Serving", "%1 × %2").arg(q.tp).arg(a.name)
                                     : ATLAS_TR("Atlas::Serving", "up to 512 × %1").arg(a.name));
        return out;
    }
    ServingResult best;
    for (const Replica &r : std::as_const(candidates)) {
        ServingResult d = deploy(fit, q, r);
        const bool better = !best.valid
                            || (q.load ? (d.problems.size() < best.problems.size()
                                          || (d.problems.size() == best.problems.size()
                                              && d.gpusTotal < best.gpusTotal))
                                       : d.outputTokensPerSecond / d.gpusTotal
                                             > 1.05 * best.outputTokensPerSecond / best.gpusTotal);
        if (better)
            best = d;
    }
    out = best;
    const Replica *chosen = &candidates.first();
    for (const Replica &r : std::as_const(candidates))
        if (r.tp == out.tp && r.pp == out.pp)
            chosen = &r;
    const Replica &r = *chosen;
    const int perReplicaCards = r.tp * r.pp;
    if (q.gpus > 0 && q.load) {
        ServingRequest sized = q;
        sized.gpus = 0;
        out.gpusForLoad = deploy(fit, sized, r).gpusTotal;
        out.meetsLoad = out.gpusForLoad <= out.gpusTotal;
        if (!*out.meetsLoad)
            out.problems << ATLAS_TR("Atlas::Serving",
                                     "the %1 cards given do not carry the load: it needs %2 cards "
                                     "(%3 replicas of %4)")
                                .arg(out.gpusTotal)
                                .arg(out.gpusForLoad)
                                .arg(out.gpusForLoad / perReplicaCards)
                                .arg(perReplicaCards);
    }
    out.calibrated = servingCalibrated(catalog, a);
    const auto [low, high] = speedBand(fit, out.point.batch, out.calibrated);
    double ttftLow = fit.ttftLow, ttftHigh = fit.ttftHigh;
    if (!out.calibrated) {
        ttftLow /= UncalibratedSpread;
        ttftHigh *= UncalibratedSpread;
    }
    out.outputTokensPerSecondLow = out.outputTokensPerSecond * low;
    out.outputTokensPerSecondHigh = out.outputTokensPerSecond * high;
    // TTFT is a time: a faster card (high ratio) gives a shorter one.
    out.ttftSecondsLow = out.ttftSeconds / ttftHigh;
    out.ttftSecondsHigh = out.ttftSeconds / ttftLow;

    out.assumptions << ATLAS_TR("Atlas::Serving",
                                "decode: weights and KV cache read at %1 of peak bandwidth, %2 ms "
                                "per step, compute at %3 of peak; prefill at %4 of peak; fitted on "
                                "%5 published measurements")
                           .arg(fit.bandwidthFraction, 2)
                           .arg(fit.stepOverheadS * 1e3, 3)
                           .arg(fit.computeFraction, 2)
                           .arg(fit.prefillFraction, 2)
                           .arg(fit.decodeRuns + fit.ttftRuns + fit.peakRuns);
    out.assumptions << ATLAS_TR("Atlas::Serving",
                                "continuous batching: %1 concurrent sequences per replica of %2 × "
                                "%3 (at most %4 fit); each new request's prefill shares the steps")
                           .arg(out.point.batch)
                           .arg(perReplicaCards)
                           .arg(a.name)
                           .arg(qint64(out.maxConcurrency));
    if (!out.calibrated)
        out.assumptions << ATLAS_TR("Atlas::Serving",
                                    "no published serving measurement for this accelerator family: "
                                    "the band is widened by half on each side");
    if (r.tp > 1)
        out.assumptions << ATLAS_TR("Atlas::Serving",
                                    "tensor parallel %1: two all-reduces per layer over %2")
                               .arg(r.tp)
                               .arg(a.hasScaleUpLink() ? a.interconnectKind
                                                       : QStringLiteral("PCIe"));
    return out;
}

} // namespace Atlas
