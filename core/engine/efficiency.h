#pragma once

#include "catalog/accelerator.h"
#include "catalog/calibration.h"
#include "catalog/modelarch.h"
#include "engine/workload.h"
#include "text/trtext.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <optional>

namespace Atlas {

class Catalog;
struct MfuClass;

// How much of an accelerator's dense peak a training job achieves: the hardware FLOP rate
// (model FLOPs with causal attention, plus recomputation) over the peak at the job's precision.
//
// A log-linear model fitted on published runs (resources/data/calibration.yaml) when the
// catalog loads:  ln e = c + c_fp8·[FP8] + c_moe·[MoE] + c_prod·[whole production run]
//                        + c_old·[NVIDIA data-centre part before 2022] + c_family
// with one offset per accelerator family (mfu class) that has published runs. A family without
// any keeps its catalogued prior relative to nvidia-datacenter, with a wider band. The band is
// the 5th–95th percentile of the fit's residuals (dense and MoE runs separately), capped at 3×.
// docs/CALIBRATION.md shows every run against its prediction.
struct EfficiencyFit
{
    // Terms in the order of the design matrix; families follow the fixed terms.
    QStringList terms;
    QList<double> coefficients;
    QHash<QString, double> familyOffset; // fitted families (mfu class ids)
    QString referenceFamily = QStringLiteral("nvidia-datacenter");
    double denseLow = 1, denseHigh = 1; // residual band (ratios) of dense runs
    double moeLow = 1, moeHigh = 1;     // … and of mixture-of-experts runs
    int runs = 0;
    bool valid = false;
};

// The quantities of one calibration run, for reports and tests.
struct CalibrationPoint
{
    const TrainingRun *run = nullptr;
    const Accelerator *accelerator = nullptr;
    double peakTflops = 0;
    double tokensPerSecondPerGpu = 0;
    double flopsPerToken = 0; // the engine's count for this run
    double observed = 0;      // achieved efficiency
    double predicted = 0;
    double low = 0, high = 0; // the band around `predicted`
    bool inside = false;
    // Leave-one-out: predicted by a fit without this run, and whether its band holds it.
    double looPredicted = 0;
    bool looInside = false;
};

struct EfficiencyQuery
{
    const Accelerator *accelerator = nullptr;
    Precision precision = Precision::Bf16;
    bool moe = false;
    bool production = true; // a whole run: restarts, evaluation and checkpoints included
    Task task = Task::Pretrain;
};

struct Efficiency
{
    double point = 0;
    double low = 0;
    double high = 0;
    bool calibrated = false; // the accelerator's family has published runs in the fit
    bool overridden = false; // given by the user (--mfu)
    QList<TrText> basis;
};

inline constexpr double MaxEfficiencyBand = 3.0; // high / low, never wider

// Fits the model; problems (an unknown accelerator in a run, no rows) leave `valid` false.
EfficiencyFit fitEfficiency(const QList<TrainingRun> &runs,
                            const QList<Accelerator> &accelerators,
                            const QHash<QString, MfuClass> &classes);

Efficiency trainingEfficiency(const Catalog &catalog, const EfficiencyQuery &query);
// The query a job makes: its compute precision (QLoRA computes in BF16), MoE, task.
Efficiency jobEfficiency(const Catalog &catalog,
                         const Accelerator &accelerator,
                         const ModelArch &model,
                         const Workload &workload);
// A user-given efficiency replaces the calibrated one (no band).
Efficiency fixedEfficiency(double value);

// Every run with its conversion, prediction and leave-one-out check (computes n refits; for
// reports and tests, not for the hot path).
QList<CalibrationPoint> calibrationPoints(const Catalog &catalog);

} // namespace Atlas
