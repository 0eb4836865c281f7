#pragma once

// The training-efficiency model's inside, shared by its public face (efficiency.cpp) and its
// cross-validation (efficiencyvalidation.cpp): the design matrix, the penalised fit and the
// prediction band. Not for use outside engine/efficiency*.

#include "engine/efficiency.h"

namespace Atlas {

// One published run the fit can use: a known accelerator with a peak at the run's precision
// and an implied efficiency inside (MinPlausibleEfficiency, 1].
struct EfficiencyRow
{
    const TrainingRun *run = nullptr;
    const Accelerator *accelerator = nullptr;
    double peakTflops = 0;
    double tokensPerSecondPerGpu = 0;
    double flopsPerToken = 0;
    double observed = 0;
};

// What the model sees of a run or a job.
struct EfficiencyFeatures
{
    const Accelerator *accelerator = nullptr;
    Precision precision = Precision::Bf16;
    bool moe = false;
    bool production = true;
    bool adapters = false; // LoRA or QLoRA
    bool qlora = false;
    int cards = 8;
    double activeParams = 0; // 0: unknown (the size term stays at its reference)
    double seq = 0;          // 0: unknown
};

EfficiencyFeatures featuresOf(const TrainingRun &run, const Accelerator &accelerator);
// Every usable run of the catalog (held-out runs too: callers pick).
QList<EfficiencyRow> efficiencyRows(const QList<TrainingRun> &runs,
                                    const QList<Accelerator> &accelerators);
EfficiencyFit fitEfficiencyRows(const QList<const EfficiencyRow *> &rows,
                                const QHash<QString, MfuClass> &classes);

struct EfficiencyPrediction
{
    double point = 0, low = 0, high = 0;
    bool calibrated = false; // the family has fitted runs
    double lnSd = 0;         // the predictive spread in ln units
};
EfficiencyPrediction predictEfficiency(const EfficiencyFit &fit,
                                       const QHash<QString, MfuClass> &classes,
                                       const EfficiencyFeatures &features);

} // namespace Atlas
