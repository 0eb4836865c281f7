// Out-of-sample checks of the training-efficiency model: every run predicted by a fit that has
// not seen its whole source or its accelerator family, and the held-out test set predicted by
// the full fit. docs/CALIBRATION.md reports them (compute-atlas-cli calibration).

#include "catalog/catalog.h"
#include "engine/efficiency.h"
#include "engine/efficiencymodel.h"

#include <QMap>

namespace Atlas {

namespace {

ValidationPoint pointFor(const EfficiencyRow &row,
                         const EfficiencyFit &fit,
                         const QHash<QString, MfuClass> &classes,
                         const QString &group)
{
    ValidationPoint v;
    v.run = row.run;
    v.accelerator = row.accelerator;
    v.group = group;
    v.observed = row.observed;
    const EfficiencyPrediction p = predictEfficiency(fit,
                                                     classes,
                                                     featuresOf(*row.run, *row.accelerator));
    v.predicted = p.point;
    v.low = p.low;
    v.high = p.high;
    v.inside = v.observed >= v.low && v.observed <= v.high;
    return v;
}

QString groupOf(const EfficiencyRow &row, ValidationScheme scheme)
{
    return scheme == ValidationScheme::LeaveOneFamilyOut ? row.accelerator->mfuClass
                                                         : FitStats::sourceGroup(row.run->source);
}

} // namespace

QString jobLabel(TrainingRun::Job job)
{
    switch (job) {
    case TrainingRun::Job::Pretrain:
        return QStringLiteral("pre-training");
    case TrainingRun::Job::Full:
        return QStringLiteral("full fine-tuning");
    case TrainingRun::Job::Lora:
    case TrainingRun::Job::Qlora:
        return QStringLiteral("LoRA/QLoRA");
    }
    return {};
}

QString scaleBucket(int cards)
{
    if (cards <= 8)
        return QStringLiteral("1–8 cards");
    if (cards <= 256)
        return QStringLiteral("9–256 cards");
    if (cards <= 2048)
        return QStringLiteral("257–2048 cards");
    return QStringLiteral("over 2048 cards");
}

QList<ValidationPoint> validateEfficiency(const Catalog &catalog, ValidationScheme scheme)
{
    const QList<EfficiencyRow> rows = efficiencyRows(catalog.trainingRuns(), catalog.accelerators());
    QList<const EfficiencyRow *> fitted;
    for (const EfficiencyRow &row : rows)
        if (!row.run->holdout)
            fitted << &row;
    QList<ValidationPoint> points;
    if (scheme == ValidationScheme::HeldOut) {
        const EfficiencyFit &fit = catalog.efficiencyFit();
        for (const EfficiencyRow &row : rows)
            if (row.run->holdout)
                points << pointFor(row, fit, catalog.mfuClasses(), QStringLiteral("held out"));
        return points;
    }
    // One refit per group, each predicting every run of the group it left out.
    QMap<QString, QList<const EfficiencyRow *>> groups;
    for (const EfficiencyRow *row : std::as_const(fitted))
        groups[groupOf(*row, scheme)] << row;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        QList<const EfficiencyRow *> without;
        for (const EfficiencyRow *row : std::as_const(fitted))
            if (groupOf(*row, scheme) != it.key())
                without << row;
        const EfficiencyFit fit = fitEfficiencyRows(without, catalog.mfuClasses());
        for (const EfficiencyRow *row : *it)
            points << pointFor(*row, fit, catalog.mfuClasses(), it.key());
    }
    return points;
}

QList<ValidationRow> summariseValidation(const QList<ValidationPoint> &points, ValidationFacet facet)
{
    QMap<QString, std::pair<QList<double>, QList<bool>>> byLabel;
    for (const ValidationPoint &p : points) {
        QString label = QStringLiteral("all");
        switch (facet) {
        case ValidationFacet::All:
            break;
        case ValidationFacet::Family:
            label = p.accelerator->mfuClass;
            break;
        case ValidationFacet::Task:
            label = jobLabel(p.run->job);
            break;
        case ValidationFacet::Scale:
            label = scaleBucket(p.run->gpus);
            break;
        }
        auto &[ratios, inside] = byLabel[label];
        ratios << p.ratio();
        inside << p.inside;
    }
    QList<ValidationRow> rows;
    for (auto it = byLabel.cbegin(); it != byLabel.cend(); ++it)
        rows.append({it.key(), FitStats::summarise(it->first, it->second)});
    // Scale buckets in card order, not alphabetical.
    if (facet == ValidationFacet::Scale) {
        const QStringList order{scaleBucket(1), scaleBucket(9), scaleBucket(257), scaleBucket(4096)};
        std::sort(rows.begin(), rows.end(), [&](const ValidationRow &a, const ValidationRow &b) {
            return order.indexOf(a.label) < order.indexOf(b.label);
        });
    }
    return rows;
}

} // namespace Atlas
