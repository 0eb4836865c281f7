#pragma once

// The serving model's inside, shared by serve() (serving.cpp), the replica arithmetic
// (servingmodel.cpp) and the fit on published measurements (servingfit.cpp). Not for use
// outside engine/serving*.

#include "engine/serving.h"

namespace Atlas {

// Engines cap the running batch (vLLM's max_num_seqs 256 by default, TensorRT-LLM's builds
// allow 2048); the peak rows are predicted at the largest that fits up to this.
inline constexpr int MaxEngineBatch = 2048;
// Without published measurements for the accelerator's family, the band widens (×/÷).
inline constexpr double UncalibratedSpread = 1.5;

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
    int layers = 0;
    double moeExpertLayers = 0; // experts × mixture-of-experts layers
    bool fp8 = false;           // computes on the FP8 peak
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

Precision computePrecision(Precision weights);
std::optional<Replica> replicaFor(const ServingBasis &basis,
                                  const Accelerator &accelerator,
                                  int tp,
                                  int pp,
                                  qint64 concurrencyLimit = qint64(1) << 30);

// One replica at `batch` requests in flight: the step (decode plus the prefill share), the
// speeds and the time to first token under that load.
ServingPoint pointAt(const ServingFit &fit, const Replica &replica, int batch);
// One prompt's prefill alone (what a batch-1 time to first token measures).
double prefillSeconds(const ServingFit &fit, const Replica &replica);

} // namespace Atlas
