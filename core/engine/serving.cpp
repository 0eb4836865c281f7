#include "engine/serving.h"

#include "catalog/catalog.h"
#include "engine/servingmodel.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// A service level counts as met only at the band's slow end: a first token by the band's late
// end, a user speed at its low end.
bool meetsServiceLevel(const ServingFit &fit,
                       const ServingRequest &q,
                       const ServingPoint &p,
                       bool calibrated)
{
    const ServingBand band = servingBand(fit, p.batch, calibrated);
    return (!q.maxTtftSeconds || p.ttftSeconds * band.ttftHigh <= *q.maxTtftSeconds)
           && (!q.minUserTokensPerSecond
               || p.userTokensPerSecond * band.speedLow >= *q.minUserTokensPerSecond);
}

// The largest concurrency up to `cap` one replica runs within the service level (0: none). The
// speed falls as the batch grows, so a binary search finds it.
int serviceLevelBatch(
    const ServingFit &fit, const ServingRequest &q, const Replica &r, int cap, bool calibrated)
{
    int sloBatch = 0;
    for (int lo = 1, hi = cap; lo <= hi;) {
        const int mid = lo + (hi - lo) / 2;
        if (meetsServiceLevel(fit, q, pointAt(fit, r, mid), calibrated)) {
            sloBatch = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return sloBatch;
}

struct ReplicaSizing
{
    int replicas = 1;
    int batch = 1;
};

// The replicas and the batch per replica a load needs (replicas: the cards given, if any); the
// batch may exceed `cap`, which the caller reports. `usable`: the largest batch the service level
// allows.
ReplicaSizing sizeForLoad(
    const ServingFit &fit, const ServingRequest &q, const Replica &r, int cap, int usable)
{
    ReplicaSizing s{q.gpus > 0 ? std::max(1, q.gpus / (r.tp * r.pp)) : 1, usable};
    if (!q.load)
        return s;
    if (q.load->kind == ServingLoad::Kind::RequestsPerSecond) {
        // The replicas the rate needs at the fastest batch the service level allows …
        const ServingPoint fastest = pointAt(fit, r, usable);
        const double perReplicaRps = fastest.tokensPerSecond / q.outputTokens;
        if (q.gpus <= 0)
            s.replicas = std::clamp(int(std::ceil(q.load->value / perReplicaRps - 1e-9)),
                                    1,
                                    q.maxReplicas);
        // … then the smallest batch per replica that carries its share (Little's law).
        const double share = q.load->value / s.replicas;
        int b = 1;
        while (b < cap && pointAt(fit, r, b).tokensPerSecond / q.outputTokens < share)
            ++b;
        s.batch = b;
    } else {
        if (q.gpus <= 0)
            s.replicas = std::clamp(int(std::ceil(q.load->value / usable - 1e-9)), 1, q.maxReplicas);
        s.batch = int(std::ceil(q.load->value / s.replicas - 1e-9));
    }
    return s;
}

// One layout's deployment for the request.
ServingResult deploy(const ServingFit &fit,
                     const ServingRequest &q,
                     const Replica &r,
                     bool calibrated)
{
    ServingResult out;
    out.fits = true;
    out.valid = true;
    out.tp = r.tp;
    out.pp = r.pp;
    out.maxConcurrency = r.maxConcurrency;
    const int cap = int(std::min<qint64>(r.maxConcurrency, MaxEngineBatch));
    const int sloBatch = serviceLevelBatch(fit, q, r, cap, calibrated);
    ReplicaSizing sizing = sizeForLoad(fit, q, r, cap, std::max(1, sloBatch));
    if (q.load && sizing.batch > cap) {
        out.problems << ATLAS_TR("Atlas::Serving",
                                 "%1 replicas hold at most %2 sequences each; the load "
                                 "needs %3")
                            .arg(sizing.replicas)
                            .arg(qint64(cap))
                            .arg(sizing.batch);
        sizing.batch = cap;
    }
    out.replicas = sizing.replicas;
    out.gpusTotal = sizing.replicas * r.tp * r.pp;
    out.point = pointAt(fit, r, sizing.batch);
    out.outputTokensPerSecond = out.point.tokensPerSecond * sizing.replicas;
    out.userTokensPerSecond = out.point.userTokensPerSecond;
    out.ttftSeconds = out.point.ttftSeconds;
    out.tpotMs = out.point.stepSeconds * 1e3;
    out.requestsPerSecond = out.outputTokensPerSecond / q.outputTokens;
    if (q.maxTtftSeconds || q.minUserTokensPerSecond) {
        out.meetsSlo = sloBatch > 0 && meetsServiceLevel(fit, q, out.point, calibrated)
                       && out.problems.isEmpty();
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

} // namespace

bool servingCalibrated(const Catalog &catalog, const Accelerator &accelerator)
{
    return catalog.servingFit().families.contains(accelerator.mfuClass);
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
    const ServingBand band = servingBand(fit, c.point.batch, calibrated);
    c.tokensPerSecondLow = c.point.tokensPerSecond * band.speedLow;
    c.tokensPerSecondHigh = c.point.tokensPerSecond * band.speedHigh;
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
    const auto r = replicaFor(ServingBasis(model, weights, kv, promptTokens, outputTokens),
                              accelerator,
                              tp,
                              pp);
    if (!r || r->maxConcurrency < batch)
        return std::nullopt;
    return pointAt(fit, *r, batch);
}

namespace {

// What keeps a request from being estimated at all: bad lengths or load, an accelerator without
// the published rates the model needs, no serving measurements.
QList<TrText> requestProblems(const ServingRequest &q, const Accelerator &a, const ServingFit &fit)
{
    QList<TrText> problems;
    if (!(q.outputTokens >= 1))
        problems << ATLAS_TR("Atlas::Serving", "the output length must be at least 1 token");
    if (!(q.promptTokens >= 1))
        problems << ATLAS_TR("Atlas::Serving", "the prompt must be at least 1 token");
    if (q.load && !(q.load->value > 0))
        problems << ATLAS_TR("Atlas::Serving",
                             "the load must be positive (users, requests per second or "
                             "concurrent sequences)");
    if (!a.hasBandwidth())
        problems << ATLAS_TR("Atlas::Serving",
                             "%1 publishes no memory bandwidth: decode speed cannot be "
                             "estimated")
                        .arg(a.name);
    if (!a.computeTflops(computePrecision(q.weights)))
        problems << ATLAS_TR("Atlas::Serving",
                             "%1 publishes no dense compute rate for %2: prefill cannot be "
                             "estimated")
                        .arg(a.name)
                        .arg(precisionLabel(computePrecision(q.weights)));
    if (!fit.valid)
        problems << ATLAS_TR("Atlas::Serving", "no serving measurements are loaded");
    return problems;
}

// Candidate replicas: the tensor-parallel degree asked for, else 1, 2, 4, 8 within a node and
// pipeline stages beyond a node (the first depth where any fits; with cards given, a replica
// they divide into).
QList<Replica> candidateReplicas(const ServingRequest &q, const Accelerator &a)
{
    QList<Replica> candidates;
    const int gpusPerNode = EngineOptions{}.gpusPerNode;
    const ServingBasis basis(q.model, q.weights, q.kv, q.promptTokens, q.outputTokens);
    if (q.tp > 0) {
        if (const auto r = replicaFor(basis, a, q.tp, 1); r && r->maxConcurrency > 0)
            candidates << *r;
        return candidates;
    }
    for (int pp = 1; pp <= 64 && candidates.isEmpty(); pp *= 2)
        for (int tp = pp == 1 ? 1 : gpusPerNode; tp <= gpusPerNode; tp *= 2)
            if (const auto r = replicaFor(basis, a, tp, pp);
                r && r->maxConcurrency > 0 && (q.gpus <= 0 || q.gpus % (tp * pp) == 0))
                candidates << *r;
    return candidates;
}

TrText doesNotFit(const ServingRequest &q, const Accelerator &a)
{
    return ATLAS_TR("Atlas::Serving",
                    "the model does not fit: not even one sequence of %1 tokens "
                    "fits %2")
        .arg(q.promptTokens + q.outputTokens, 6)
        .arg(q.tp > 0 || q.gpus > 0
                 ? ATLAS_TR("Atlas::Serving", "%1 × %2").arg(q.tp > 0 ? q.tp : q.gpus).arg(a.name)
                 : ATLAS_TR("Atlas::Serving", "up to 512 × %1").arg(a.name));
}

// The deployment that needs the fewest cards for the load wins (without a load: the most tokens
// per card), the smaller group on a tie; with the replica it runs.
std::pair<ServingResult, const Replica *> bestDeployment(const ServingFit &fit,
                                                         const ServingRequest &q,
                                                         const QList<Replica> &candidates,
                                                         bool calibrated)
{
    ServingResult best;
    for (const Replica &r : candidates) {
        ServingResult d = deploy(fit, q, r, calibrated);
        const bool better = !best.valid
                            || (q.load ? (d.problems.size() < best.problems.size()
                                          || (d.problems.size() == best.problems.size()
                                              && d.gpusTotal < best.gpusTotal))
                                       : d.outputTokensPerSecond / d.gpusTotal
                                             > 1.05 * best.outputTokensPerSecond / best.gpusTotal);
        if (better)
            best = d;
    }
    const Replica *chosen = &candidates.first();
    for (const Replica &r : candidates)
        if (r.tp == best.tp && r.pp == best.pp)
            chosen = &r;
    return {best, chosen};
}

// With cards given and a load: the cards the load needs, and whether the given ones carry it.
void checkGivenCards(ServingResult &out,
                     const ServingFit &fit,
                     const ServingRequest &q,
                     const Replica &r,
                     bool calibrated)
{
    if (q.gpus <= 0 || !q.load)
        return;
    const int perReplicaCards = r.tp * r.pp;
    ServingRequest sized = q;
    sized.gpus = 0;
    out.gpusForLoad = deploy(fit, sized, r, calibrated).gpusTotal;
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

// The speed and first-token bands around the estimate. The bands are observed / predicted: a
// TTFT ratio above 1 is a later first token.
void applyBands(ServingResult &out, const ServingFit &fit)
{
    const ServingBand band = servingBand(fit, out.point.batch, out.calibrated);
    out.outputTokensPerSecondLow = out.outputTokensPerSecond * band.speedLow;
    out.outputTokensPerSecondHigh = out.outputTokensPerSecond * band.speedHigh;
    out.ttftSecondsLow = out.ttftSeconds * band.ttftLow;
    out.ttftSecondsHigh = out.ttftSeconds * band.ttftHigh;
}

TrText fitAssumption(const ServingFit &fit)
{
    return ATLAS_TR("Atlas::Serving",
                    "decode: weights and KV cache read at %1 of peak bandwidth, %2 ms "
                    "per step, compute at %3 of peak; prefill at %4 of peak; %5")
        .arg(fit.bandwidthFraction, 2)
        .arg(fit.stepOverheadS * 1e3, 3)
        .arg(fit.computeFraction, 2)
        .arg(fit.prefillFraction, 2)
        .arg(fit.userRuns > 0 ? ATLAS_TR("Atlas::Serving",
                                         "fitted on %1 published measurements and %2 of "
                                         "yours")
                                    .arg(fit.publishedRuns)
                                    .arg(fit.userRuns)
                              : ATLAS_TR("Atlas::Serving", "fitted on %1 published measurements")
                                    .arg(fit.publishedRuns));
}

// What the estimate rests on, in the order the result lists it.
void describeAssumptions(ServingResult &out,
                         const ServingFit &fit,
                         const ServingRequest &q,
                         const Replica &r,
                         const Accelerator &a)
{
    out.assumptions << fitAssumption(fit);
    out.assumptions << ATLAS_TR("Atlas::Serving",
                                "time to first token under load: the prefill, the decode steps "
                                "its chunks share, and the wait behind other prompts (%1× an "
                                "M/D/1 queue; %2 ms more per expert and mixture-of-experts layer), "
                                "fitted on %3 measurements at several concurrencies")
                           .arg(fit.queueFactor, 2)
                           .arg(fit.moePrefillExpertS * 1e3, 2)
                           .arg(fit.loadRuns);
    if (q.maxTtftSeconds || q.minUserTokensPerSecond)
        out.assumptions << ATLAS_TR("Atlas::Serving",
                                    "the service level counts as met only at the band's slow "
                                    "end: first token by %1 s, %2 tokens/s per user")
                               .arg(out.ttftSecondsHigh, 3)
                               .arg(out.userTokensPerSecond
                                        * servingBand(fit, out.point.batch, out.calibrated).speedLow,
                                    3);
    out.assumptions << ATLAS_TR("Atlas::Serving",
                                "continuous batching: %1 concurrent sequences per replica of %2 × "
                                "%3 (at most %4 fit); each new request's prefill shares the steps")
                           .arg(out.point.batch)
                           .arg(r.tp * r.pp)
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
}

} // namespace

ServingResult serve(const Catalog &catalog, const ServingRequest &q)
{
    ServingResult out;
    const ServingFit &fit = catalog.servingFit();
    if (!q.accelerator) {
        out.problems << ATLAS_TR("Atlas::Serving", "no accelerator given");
        return out;
    }
    const Accelerator &a = *q.accelerator;
    out.problems = requestProblems(q, a, fit);
    if (!out.problems.isEmpty())
        return out;
    const QList<Replica> candidates = candidateReplicas(q, a);
    if (candidates.isEmpty()) {
        out.problems << doesNotFit(q, a);
        return out;
    }
    const bool calibrated = servingCalibrated(catalog, a);
    const auto [best, chosen] = bestDeployment(fit, q, candidates, calibrated);
    out = best;
    checkGivenCards(out, fit, q, *chosen, calibrated);
    out.calibrated = calibrated;
    applyBands(out, fit);
    describeAssumptions(out, fit, q, *chosen, a);
    return out;
}

} // namespace Atlas
