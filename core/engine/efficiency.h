#pragma once

#include "catalog/accelerator.h"
#include "catalog/calibration.h"
#include "catalog/modelarch.h"
#include "engine/fitstats.h"
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
// catalog loads:
//   ln e = c + c_fp8·[FP8] + c_moe·[MoE] + c_prod·[whole production run]
//            + c_prod22·[production run on a 2022+ part] + c_old·[NVIDIA data-centre before 2022]
//            + c_scale·ln(cards / 8)₊ + c_link·[weak card-to-card link]·ln(cards)
//            + c_size·ln(N_active / 10¹⁰) + c_seq·ln(seq / 4096)
//            + c_lora·[LoRA or QLoRA] + c_qlora·[QLoRA] + c_family
// by weighted least squares with a normal prior on every coefficient (a family without runs
// keeps its catalogued prior, mfu_classes; one with a few is pulled towards it) and a random
// level per source (a benchmark suite, paper or page: its team, stack and counting), which a
// new job does not have. The scale and link slopes are learnt within single setups measured at
// several card counts, where nothing but the cards changed, and never favour more cards.
// The band is the predictive interval: the residual spread (dense and MoE runs apart), the
// sources' spread and the coefficients' uncertainty for this very job, so it widens for a
// family with few or no runs, a card count beyond the published ones or a rare kind of job; its
// quantiles are those of the fitted runs' residuals. docs/CALIBRATION.md shows every run and
// the cross-validation.
struct EfficiencyFit
{
    QStringList terms;                    // design order: the fixed terms, then one per family
    QList<double> coefficients;           // ln factors
    QList<double> priorMean, priorSd;     // each coefficient before the data
    QList<QList<double>> covariance;      // of the coefficients (the band's second part)
    QHash<QString, qsizetype> familyTerm; // mfu class id → index into terms
    QString referenceFamily = QStringLiteral("nvidia-datacenter");
    double sigmaDense = 0.2, sigmaMoe = 0.3; // residual spread (ln) of dense and MoE runs
    double sigmaSource = 0.2; // spread of the sources' own levels (team, stack, counting)
    // Scale and link slopes come from within single setups (efficiencymodel.cpp): their
    // variance from there, growing with the distance from the fitted runs' mean.
    QList<double> slopeVariance{0.0, 0.0};
    QList<double> slopeCentre{0.0, 0.0};
    double zLow = -FitStats::NormalBandZ, zHigh = FitStats::NormalBandZ;
    int runs = 0, publishedRuns = 0, userRuns = 0;
    // Per fitted run: what a prediction counts as standing behind it.
    struct Support
    {
        QString family;
        bool adapters = false;
        bool moe = false;
        int cards = 0;
    };
    QList<Support> support;
    bool valid = false;

    qsizetype termIndex(const QString &term) const { return terms.indexOf(term); }
    double factor(const QString &term) const; // exp(coefficient), 1 without the term
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
    int cards = 8;           // the cards the job runs on (data-parallel scale)
    double activeParams = 0; // per token; 0 = unknown
    double seq = 0;          // training sequence length; 0 = unknown
};

struct Efficiency
{
    double point = 0;
    double low = 0;
    double high = 0;
    bool calibrated = false;   // the accelerator's family has published runs in the fit
    bool overridden = false;   // given by the user (--mfu)
    int runsBehind = 0;        // fitted runs of this family and kind of job
    bool extrapolated = false; // more cards than any fitted run of this family
    QList<TrText> basis;
};

inline constexpr double MaxEfficiencyBand = 3.0; // high / low, never wider
// A run implying more than its card's peak, or less than this share of it, is a unit slip:
// loading refuses it (catalog.cpp).
inline constexpr double MinPlausibleEfficiency = 0.01;

// Fits the model; no usable run leaves `valid` false. Held-out runs are never fitted.
EfficiencyFit fitEfficiency(const QList<TrainingRun> &runs,
                            const QList<Accelerator> &accelerators,
                            const QHash<QString, MfuClass> &classes);

// The implied efficiency of one run on its accelerator: empty without a peak at its precision.
std::optional<double> impliedEfficiency(const TrainingRun &run, const Accelerator &accelerator);

Efficiency trainingEfficiency(const Catalog &catalog, const EfficiencyQuery &query);
// The same point and band without the texts that explain them: for the matrix's many cells.
Efficiency efficiencyBand(const Catalog &catalog, const EfficiencyQuery &query);
// What a job asks of the model: its compute precision (QLoRA computes in BF16), MoE, task,
// size and sequence; the caller sets the accelerator and the card count.
EfficiencyQuery jobQuery(const ModelArch &model, const Workload &workload);
// The efficiency of a job on `cards` cards of an accelerator.
Efficiency jobEfficiency(const Catalog &catalog,
                         const Accelerator &accelerator,
                         const ModelArch &model,
                         const Workload &workload,
                         int cards);
// A user-given efficiency replaces the calibrated one (no band).
Efficiency fixedEfficiency(double value);

// Every fitted run with its conversion, prediction and leave-one-out check (computes n refits;
// for reports and tests, not for the hot path).
QList<CalibrationPoint> calibrationPoints(const Catalog &catalog);

// Out-of-sample checks (efficiencyvalidation.cpp): each run predicted by a fit that has not
// seen its whole source (leave-one-source-out) or its accelerator family
// (leave-one-family-out); and the held-out runs predicted by the full fit.
struct ValidationPoint
{
    const TrainingRun *run = nullptr;
    const Accelerator *accelerator = nullptr;
    QString group; // the source or family left out
    double observed = 0, predicted = 0, low = 0, high = 0;
    bool inside = false;
    double ratio() const { return predicted > 0 ? observed / predicted : 0.0; }
};
enum class ValidationScheme { LeaveOneSourceOut, LeaveOneFamilyOut, HeldOut };
QList<ValidationPoint> validateEfficiency(const Catalog &catalog, ValidationScheme scheme);

// Summaries by accelerator family, kind of job (pre-training, full fine-tuning, LoRA/QLoRA),
// scale bucket (cards), or everything.
enum class ValidationFacet { All, Family, Task, Scale };
struct ValidationRow
{
    QString label;
    FitStats::ErrorSummary errors;
};
QList<ValidationRow> summariseValidation(const QList<ValidationPoint> &points,
                                         ValidationFacet facet);
QString jobLabel(TrainingRun::Job job);
QString scaleBucket(int cards);

} // namespace Atlas
