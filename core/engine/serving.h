#pragma once

#include "catalog/accelerator.h"
#include "catalog/calibration.h"
#include "catalog/modelarch.h"
#include "engine/fitstats.h"
#include "engine/memorymodel.h"
#include "engine/workload.h"
#include "text/trtext.h"

#include <QHash>
#include <QList>

#include <optional>

namespace Atlas {

class Catalog;

// The serving model: how fast one replica (a tensor-parallel group) serves a model.
//
// Decode at batch b reads this card's weights once per step (for MoE only the experts the b
// tokens touch: 1 − (1 − k/E)^b of them) and every sequence's KV cache, and multiplies
// 2·N_active + 4·layers·context·attention width FLOPs per token: a roofline,
//   step = max(bytes / (bandwidth × η_bw), FLOPs / (peak × η_compute)) + τ + TP all-reduces,
// with η_bw, τ and η_compute fitted on published measurements. A prefill of P tokens takes
// P's FLOPs at η_prefill of the dense peak plus a fixed cost per layer (kernel launches,
// synchronisation) and per expert of every mixture-of-experts layer (few tokens per expert
// leave the grouped matmuls and the dispatch far below peak). FP8 reaches a smaller share of
// its doubled peak than 16-bit compute (a factor on η_prefill and one on η_compute). Continuous batching
// interleaves each
// new request's prefill with the decode steps, so a step at concurrency b costs
// step(b) + (b / output tokens) × prefill.
//
// Time to first token under load (b requests in flight, each starting a new one when it ends):
// the prefill, plus the decode steps its chunks share (chunked prefill, ⌈P / 2048⌉ chunks),
// plus the wait behind other prompts: requests arrive at λ = b / (TTFT + output × step), the
// prefill work keeps the replica busy a share ρ = λ × prefill of the time, and a prompt waits
// κ · ρ / (2 (1 − ρ)) prefills (a single server with fixed service time, M/D/1), with κ fitted
// on published TTFT at several concurrencies.
struct ServingFit
{
    double bandwidthFraction = 0.6; // η_bw
    double stepOverheadS = 0.002;   // τ: launch and scheduling per decode step
    double prefillFraction = 0.5;   // η_prefill
    double prefillLayerS = 0;       // fixed prefill cost per layer
    double moePrefillExpertS = 0;   // … and per expert of each mixture-of-experts layer
    double fp8PrefillFactor = 1;    // f_fp8: the share of the FP8 peak relative to 16-bit …
    double fp8ComputeFactor = 1;    // … in prefill and in large-batch decode
    double queueFactor = 1;         // κ: the wait behind other prompts, in M/D/1 units
    double computeFraction = 0.5;   // η_compute at large batch
    // The all-reduces cost this many times what the link's bandwidth and latency say (NCCL's
    // bus bandwidth at these message sizes, its kernels taking SMs from the matmuls).
    double tensorParallelFactor = 1;
    // Accelerators with enough batch-1 measurements get their own attainable bandwidth: the
    // H20 under SGLang reaches far less of its 4 TB/s than an A100 of its 2 TB/s.
    QHash<QString, double> bandwidthFactor; // accelerator id → multiplier on η_bw
    // Residual bands per kind of figure, 5th–95th percentile of observed / predicted: speeds
    // at small (decode) and large (peak) concurrency, and times to first token.
    double decodeLow = 1, decodeHigh = 1;
    double ttftLow = 1, ttftHigh = 1;
    double peakLow = 1, peakHigh = 1;
    int decodeRuns = 0, ttftRuns = 0, peakRuns = 0, loadRuns = 0;
    int publishedRuns = 0, userRuns = 0;
    QStringList families; // accelerator families (mfu classes) with fitted measurements
    bool valid = false;
};

struct ServingLoad
{
    enum class Kind { Users, RequestsPerSecond, Concurrency };
    Kind kind = Kind::Concurrency;
    double value = 1;
    friend bool operator==(const ServingLoad &, const ServingLoad &) = default;
};

struct ServingRequest
{
    ModelArch model;
    Precision weights = Precision::Bf16;
    Precision kv = Precision::Bf16;
    const Accelerator *accelerator = nullptr;
    int tp = 0;   // cards per replica; 0: the smallest that fits
    int gpus = 0; // total cards; 0: as many replicas as the load needs
    double promptTokens = 1024;
    double outputTokens = 256;
    std::optional<ServingLoad> load;
    std::optional<double> maxTtftSeconds;         // service level
    std::optional<double> minUserTokensPerSecond; // service level
    int maxReplicas = 4096;
};

// One replica at one concurrency.
struct ServingPoint
{
    int batch = 1;
    double stepSeconds = 0;         // one decode step with the prefill share
    double tokensPerSecond = 0;     // the replica's output tokens/s
    double userTokensPerSecond = 0; // one sequence's
    double ttftSeconds = 0;
    bool computeBound = false;
};

// The band of one replica's figures: speed ratios (slow end below 1) and TTFT ratios (slow end
// above 1), widened for a family without published measurements.
struct ServingBand
{
    double speedLow = 1, speedHigh = 1;
    double ttftLow = 1, ttftHigh = 1;
};
ServingBand servingBand(const ServingFit &fit, int batch, bool calibrated);

struct ServingResult
{
    bool valid = false;
    QList<TrText> problems; // why not (no bandwidth, does not fit, bad input)
    bool fits = false;
    int tp = 1;
    int pp = 1;
    qint64 maxConcurrency = 0; // sequences of prompt + output tokens one replica holds
    ServingPoint point;        // the replica at the concurrency used
    int replicas = 0;
    int gpusTotal = 0;
    double outputTokensPerSecond = 0; // the deployment
    double outputTokensPerSecondLow = 0;
    double outputTokensPerSecondHigh = 0;
    double userTokensPerSecond = 0;
    double ttftSeconds = 0;
    double ttftSecondsLow = 0;
    double ttftSecondsHigh = 0;
    double tpotMs = 0;
    double requestsPerSecond = 0;
    // Empty without a service level; met only if the band's slow end meets it.
    std::optional<bool> meetsSlo;
    // Cards fixed by the request with a load: whether they carry it, and the cards the load
    // needs on the same replica (so a shortfall names what to buy).
    std::optional<bool> meetsLoad;
    int gpusForLoad = 0;
    bool calibrated = false; // the accelerator's family has published measurements
    QList<TrText> assumptions;
};

ServingResult serve(const Catalog &catalog, const ServingRequest &request);

// The replica at a given concurrency (for calibration and tests).
std::optional<ServingPoint> servingPoint(const ServingFit &fit,
                                         const ModelArch &model,
                                         Precision weights,
                                         Precision kv,
                                         const Accelerator &accelerator,
                                         int tp,
                                         int pp,
                                         double promptTokens,
                                         double outputTokens,
                                         int batch);

// What serving needs of a model at given precisions and request lengths: the same for every
// accelerator and layout, so it is computed once and reused across them.
struct ServingBasis
{
    ServingBasis(const ModelArch &model,
                 Precision weights,
                 Precision kv,
                 double promptTokens,
                 double outputTokens);
    MemoryModel memory; // the inference workload at the request's context
    Precision weights;
    double promptTokens;
    double outputTokens;
    double readParams = 0;     // parameters read per decode step (embedding rows are looked up)
    double expertParams = 0;   // of which routed experts, read as far as tokens touch them
    double bytesPerParam = 2;  // the weights' stored bytes
    double activeParams = 0;   // per generated token
    double attentionWidth = 0; // per layer, per context token
};

// One replica of `tp` cards at the largest concurrency its memory holds (up to the engine's
// batch limit), with its band: the speed serve() gives for one replica without a load or a
// service level, without its search or texts (the matrix asks it of thousands of cells).
struct ServingCapacity
{
    ServingPoint point;
    double tokensPerSecondLow = 0;
    double tokensPerSecondHigh = 0;
};
std::optional<ServingCapacity> servingAtCapacity(const ServingFit &fit,
                                                 const ServingBasis &basis,
                                                 const Accelerator &accelerator,
                                                 int tp,
                                                 bool calibrated);
// Whether an accelerator's family has published serving measurements (else wider bands).
bool servingCalibrated(const Catalog &catalog, const Accelerator &accelerator);

ServingFit fitServing(const QList<ServingRun> &runs,
                      const QList<Accelerator> &accelerators,
                      const QList<ModelArch> &models);

// Every fitted run against the fitted model (reports and tests), in the run's unit.
struct ServingCalibrationPoint
{
    const ServingRun *run = nullptr;
    QString group; // the source left out (cross-validation)
    double observed = 0;
    double predicted = 0;
    double low = 0, high = 0;
    bool inside = false;
    double ratio() const { return predicted > 0 ? observed / predicted : 0.0; }
};
QList<ServingCalibrationPoint> servingCalibrationPoints(const Catalog &catalog);

// Out of sample: each fitted run predicted by a fit without its whole source, or the held-out
// runs by the full fit.
enum class ServingValidation { LeaveOneSourceOut, HeldOut };
QList<ServingCalibrationPoint> validateServing(const Catalog &catalog, ServingValidation scheme);
// What a run measures, for the summaries: decode at batch 1, throughput at a large or given
// batch, time per token under load, time to first token at batch 1 or under load.
QString servingKind(const ServingRun &run);
bool isTtft(const ServingRun &run);
// Error summaries by kind, plus "speed" (every tokens/s and time-per-token row) and "TTFT".
QList<FitStats::ErrorSummary> summariseServing(const QList<ServingCalibrationPoint> &points,
                                               QStringList *labels);

} // namespace Atlas
