#include "engine/serving.h"

#include "catalog/catalog.h"
#include "engine/servingmodel.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// One layout's deployment for the request. A service level counts as met only at the band's
// slow end: a first token by the band's late end, a user speed at its low end.
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
    const int perReplicaCards = r.tp * r.pp;
    // The largest concurrency one replica can run within the service level.
    const int cap = int(std::min<qint64>(r.maxConcurrency, MaxEngineBatch));
    auto meets = [&](const ServingPoint &p) {
        const ServingBand band = servingBand(fit, p.batch, calibrated);
        return (!q.maxTtftSeconds || p.ttftSeconds * band.ttftHigh <= *q.maxTtftSeconds)
               && (!q.minUserTokensPerSecond
                   || p.userTokensPerSecond * band.speedLow >= *q.minUserTokensPerSecond);
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
                            .arg(q.tp > 0 || q.gpus > 0
                                     ? ATLAS_TR("Atlas::Serving", "%1 × %2")
                                           .arg(q.tp > 0 ? q.tp : q.gpus)
                                           .arg(a.name)
                                     : ATLAS_TR("Atlas::Serving", "up to 512 × %1").arg(a.name));
        return out;
    }
    const bool calibrated = servingCalibrated(catalog, a);
    ServingResult best;
    for (const Replica &r : std::as_const(candidates)) {
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
    out.calibrated = calibrated;
    const ServingBand band = servingBand(fit, out.point.batch, out.calibrated);
    out.outputTokensPerSecondLow = out.outputTokensPerSecond * band.speedLow;
    out.outputTokensPerSecondHigh = out.outputTokensPerSecond * band.speedHigh;
    // The bands are observed / predicted: a TTFT ratio above 1 is a later first token.
    out.ttftSecondsLow = out.ttftSeconds * band.ttftLow;
    out.ttftSecondsHigh = out.ttftSeconds * band.ttftHigh;

    out.assumptions << ATLAS_TR("Atlas::Serving",
                                "decode: weights and KV cache read at %1 of peak bandwidth, %2 ms "
                                "per step, compute at %3 of peak; prefill at %4 of peak; %5")
                           .arg(fit.bandwidthFraction, 2)
                           .arg(fit.stepOverheadS * 1e3, 3)
                           .arg(fit.computeFraction, 2)
                           .arg(fit.prefillFraction, 2)
                           .arg(fit.userRuns > 0
                                    ? ATLAS_TR("Atlas::Serving",
                                               "fitted on %1 published measurements and %2 of "
                                               "yours")
                                          .arg(fit.publishedRuns)
                                          .arg(fit.userRuns)
                                    : ATLAS_TR("Atlas::Serving",
                                               "fitted on %1 published measurements")
                                          .arg(fit.publishedRuns));
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
                               .arg(out.userTokensPerSecond * band.speedLow, 3);
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
