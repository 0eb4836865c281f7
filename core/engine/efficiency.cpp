#include "engine/efficiency.h"

#include "catalog/catalog.h"
#include "engine/efficiencymodel.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// Without calibration runs, a family's catalogued default is taken to be this uncertain (×/÷).
constexpr double DefaultPriorSpread = 1.5;
// Freeze training has no published run: priced like full fine-tuning, with the band's low end
// widened by a quarter (an assumption).
constexpr double FreezeLowSpread = 0.75;
// Fewer runs of this family and kind of job than this and the plan says the band rests on few.
constexpr int FewRunsBehind = 3;

EfficiencyFeatures featuresOf(const EfficiencyQuery &q)
{
    EfficiencyFeatures f;
    f.accelerator = q.accelerator;
    f.precision = q.precision;
    f.moe = q.moe;
    f.production = q.production;
    f.adapters = q.task == Task::Lora || q.task == Task::Qlora;
    f.qlora = q.task == Task::Qlora;
    f.cards = std::max(1, q.cards);
    f.activeParams = q.activeParams;
    f.seq = q.seq;
    return f;
}

// What stands behind a prediction: fitted runs of the family and kind of job, and whether the
// card count goes beyond every fitted run of the family.
void countSupport(const EfficiencyFit &fit, const EfficiencyFeatures &f, Efficiency &e)
{
    int maxCards = 0;
    for (const EfficiencyFit::Support &s : fit.support) {
        if (s.family != f.accelerator->mfuClass)
            continue;
        maxCards = std::max(maxCards, s.cards);
        if (s.adapters == f.adapters && s.moe == f.moe)
            ++e.runsBehind;
    }
    e.extrapolated = f.cards > maxCards;
}

TrText fittedOn(const EfficiencyFit &fit)
{
    if (fit.userRuns > 0)
        return ATLAS_TR("Atlas::Efficiency", "fitted on %1 published training runs and %2 of yours")
            .arg(fit.publishedRuns)
            .arg(fit.userRuns);
    return ATLAS_TR("Atlas::Efficiency", "fitted on %1 published training runs")
        .arg(fit.publishedRuns);
}

void describe(const EfficiencyFit &fit, const EfficiencyQuery &query, Efficiency &e)
{
    e.basis << ATLAS_TR("Atlas::Efficiency", "efficiency %1 of peak (band %2–%3), %4")
                   .arg(e.point, 2)
                   .arg(e.low, 2)
                   .arg(e.high, 2)
                   .arg(fittedOn(fit));
    const QString &family = query.accelerator->mfuClass;
    e.basis << (e.runsBehind < FewRunsBehind
                    ? ATLAS_TR("Atlas::Efficiency",
                               "%1 runs behind this (family %2, this kind of job): few, so the "
                               "band is wide")
                    : ATLAS_TR("Atlas::Efficiency",
                               "%1 runs behind this (family %2, this kind of job)"))
                   .arg(e.runsBehind)
                   .arg(family);
    if (!e.calibrated)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "no published runs for this family (%1): its catalogued prior "
                            "relative to NVIDIA data-centre parts, with a wider band")
                       .arg(family);
    else if (e.extrapolated)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "%1 cards is more than any published run of this family: "
                            "extrapolated, with a wider band")
                       .arg(query.cards);
    if (query.cards > 8)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "%1 cards: ×%2 for data-parallel scale against one node (GPU-hours "
                            "grow with the card count)")
                       .arg(query.cards)
                       .arg(std::pow(fit.factor(QStringLiteral("scale")),
                                     std::log(double(query.cards) / 8.0)),
                            2);
    if (query.moe)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "mixture of experts: published MoE runs reach about %1× the "
                            "efficiency of dense ones")
                       .arg(fit.factor(QStringLiteral("moe")), 2);
    if (query.precision == Precision::Fp8)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "FP8: published runs reach about %1× the fraction of the FP8 peak "
                            "that BF16 runs reach of theirs")
                       .arg(fit.factor(QStringLiteral("fp8")), 2);
}

void describeFineTuning(const EfficiencyFit &fit, const EfficiencyQuery &query, Efficiency &e)
{
    if (query.task == Task::Lora || query.task == Task::Qlora)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "LoRA/QLoRA: ×%1 from published adapter fine-tuning runs")
                       .arg(fit.factor(QStringLiteral("lora")), 2);
    if (query.task == Task::Qlora)
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "QLoRA: a further ×%1 for dequantising the 4-bit base in every matmul "
                            "(prior ×0.75, moved by the published QLoRA runs)")
                       .arg(fit.factor(QStringLiteral("qlora")), 2);
    if (query.task == Task::Freeze) {
        e.low *= FreezeLowSpread;
        e.basis << ATLAS_TR("Atlas::Efficiency",
                            "freeze training: no published run, priced like full fine-tuning "
                            "with the band's low end widened by a quarter");
    }
}

} // namespace

EfficiencyFit fitEfficiency(const QList<TrainingRun> &runs,
                            const QList<Accelerator> &accelerators,
                            const QHash<QString, MfuClass> &classes)
{
    const QList<EfficiencyRow> rows = efficiencyRows(runs, accelerators);
    QList<const EfficiencyRow *> fitted;
    for (const EfficiencyRow &row : rows)
        if (!row.run->holdout)
            fitted << &row;
    return fitEfficiencyRows(fitted, classes);
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

Efficiency efficiencyBand(const Catalog &catalog, const EfficiencyQuery &query)
{
    Efficiency e;
    if (!query.accelerator)
        return e;
    const EfficiencyFit &fit = catalog.efficiencyFit();
    const EfficiencyPrediction p = predictEfficiency(fit, catalog.mfuClasses(), featuresOf(query));
    if (!fit.valid || p.point <= 0) {
        e.point = catalog.defaultMfu(*query.accelerator);
        e.low = e.point / DefaultPriorSpread;
        e.high = e.point * DefaultPriorSpread;
        return e;
    }
    e.point = p.point;
    e.low = query.task == Task::Freeze ? p.low * FreezeLowSpread : p.low;
    e.high = p.high;
    e.calibrated = p.calibrated;
    if (e.high / e.low > MaxEfficiencyBand)
        e.low = e.high / MaxEfficiencyBand;
    return e;
}

Efficiency trainingEfficiency(const Catalog &catalog, const EfficiencyQuery &query)
{
    Efficiency e;
    if (!query.accelerator)
        return e;
    const EfficiencyFit &fit = catalog.efficiencyFit();
    const EfficiencyFeatures f = featuresOf(query);
    const EfficiencyPrediction p = predictEfficiency(fit, catalog.mfuClasses(), f);
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
    countSupport(fit, f, e);
    describe(fit, query, e);
    describeFineTuning(fit, query, e);
    if (e.high / e.low > MaxEfficiencyBand)
        e.low = e.high / MaxEfficiencyBand;
    return e;
}

EfficiencyQuery jobQuery(const ModelArch &model, const Workload &workload)
{
    EfficiencyQuery q;
    q.precision = workload.task == Task::Qlora ? Precision::Bf16 : workload.precision;
    q.moe = model.moe.isMoe();
    q.task = workload.task;
    q.activeParams = countParameters(model).active;
    q.seq = double(workload.seqLen);
    return q;
}

Efficiency jobEfficiency(const Catalog &catalog,
                         const Accelerator &accelerator,
                         const ModelArch &model,
                         const Workload &workload,
                         int cards)
{
    EfficiencyQuery q = jobQuery(model, workload);
    q.accelerator = &accelerator;
    q.cards = std::max(1, cards);
    return trainingEfficiency(catalog, q);
}

QList<CalibrationPoint> calibrationPoints(const Catalog &catalog)
{
    const QList<EfficiencyRow> rows = efficiencyRows(catalog.trainingRuns(), catalog.accelerators());
    QList<const EfficiencyRow *> fitted;
    for (const EfficiencyRow &row : rows)
        if (!row.run->holdout)
            fitted << &row;
    const EfficiencyFit &fit = catalog.efficiencyFit();
    QList<CalibrationPoint> points;
    for (qsizetype i = 0; i < fitted.size(); ++i) {
        const EfficiencyRow &row = *fitted[i];
        CalibrationPoint c;
        c.run = row.run;
        c.accelerator = row.accelerator;
        c.peakTflops = row.peakTflops;
        c.tokensPerSecondPerGpu = row.tokensPerSecondPerGpu;
        c.flopsPerToken = row.flopsPerToken;
        c.observed = row.observed;
        const EfficiencyFeatures f = featuresOf(*row.run, *row.accelerator);
        const EfficiencyPrediction p = predictEfficiency(fit, catalog.mfuClasses(), f);
        c.predicted = p.point;
        c.low = p.low;
        c.high = p.high;
        c.inside = c.observed >= c.low && c.observed <= c.high;
        QList<const EfficiencyRow *> without = fitted;
        without.removeAt(i);
        const EfficiencyFit loo = fitEfficiencyRows(without, catalog.mfuClasses());
        const EfficiencyPrediction q = predictEfficiency(loo, catalog.mfuClasses(), f);
        c.looPredicted = q.point;
        c.looInside = c.observed >= q.low && c.observed <= q.high;
        points << c;
    }
    return points;
}

} // namespace Atlas
