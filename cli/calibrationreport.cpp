#include "cli/calibrationreport.h"

#include <QHash>

#include <cmath>

namespace Atlas::Cli {

QString percentText(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 1) + u'%';
}

namespace {

QString number(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

QString kindKey(TrainingRun::Kind kind)
{
    return kind == TrainingRun::Kind::Production ? QStringLiteral("production")
                                                 : QStringLiteral("benchmark");
}

QString loadKey(const ServingRun &r)
{
    switch (r.load) {
    case ServingRun::Load::Batch1:
        return QStringLiteral("batch 1");
    case ServingRun::Load::Peak:
        return r.batch ? QStringLiteral("peak (batch %1)").arg(*r.batch) : QStringLiteral("peak");
    case ServingRun::Load::Ttft:
        return QStringLiteral("TTFT (batch 1)");
    case ServingRun::Load::Concurrent:
        return QStringLiteral("%1 in flight").arg(r.concurrency.value_or(1));
    }
    return {};
}

QString unitOf(ServingRun::Measure m)
{
    switch (m) {
    case ServingRun::Measure::OutputTokensPerSecond:
        return QStringLiteral("tok/s");
    case ServingRun::Measure::TtftMs:
        return QStringLiteral("ms TTFT");
    case ServingRun::Measure::TpotMs:
        return QStringLiteral("ms/token");
    }
    return {};
}

void summaryRow(QTextStream &out, const QString &label, const FitStats::ErrorSummary &s)
{
    out << "| " << label << " | " << s.count << " | " << s.inside << " ("
        << percentText(s.coverage()) << ") | " << percentText(s.medianError) << " | "
        << percentText(s.p90Error) << " |\n";
}

const char *SummaryHeader = "| runs | inside the band | median error | 90th percentile |\n";
const char *SummaryRule = "|---|---|---|---|---|\n";

void facetTable(QTextStream &out,
                const QString &title,
                const QList<ValidationPoint> &points,
                ValidationFacet facet)
{
    out << "\n"
        << title << ":\n\n| " << (facet == ValidationFacet::Family ? "family" : "group") << ' '
        << SummaryHeader << SummaryRule;
    for (const ValidationRow &r : summariseValidation(points, facet))
        summaryRow(out, r.label, r.errors);
}

FitStats::ErrorSummary overall(const QList<ValidationPoint> &points)
{
    return summariseValidation(points, ValidationFacet::All).value(0).errors;
}

// The serving summaries under one label ("all speeds", "all TTFT", or a kind).
FitStats::ErrorSummary servingSummary(const QList<ServingCalibrationPoint> &points,
                                      const QString &label)
{
    QStringList labels;
    const QList<FitStats::ErrorSummary> s = summariseServing(points, &labels);
    return s.value(labels.indexOf(label));
}

void writeOutOfSample(QTextStream &out, const CalibrationReport &r)
{
    out << "## Out of sample: how sure the times are\n\n"
        << "Each published run is predicted by a fit that has not seen it: leave-one-source-out "
           "(the whole benchmark suite, paper or web page it comes from is left out, so the "
           "runs that share its conditions cannot vouch for it), leave-one-family-out (every "
           "run on its accelerator family is left out: how the model does on a family with no "
           "runs), and the held-out test set (runs marked `holdout` in the data, never fitted, "
           "scored against the full fit). Error = |observed / predicted − 1|, the error of a "
           "predicted time or speed; the band is the 90 % prediction band.\n\n"
        << "| check " << SummaryHeader << SummaryRule;
    summaryRow(out, QStringLiteral("training, leave-one-source-out"), overall(r.bySource));
    summaryRow(out, QStringLiteral("training, leave-one-family-out"), overall(r.byFamily));
    summaryRow(out, QStringLiteral("training, held-out test set"), overall(r.heldOut));
    summaryRow(out,
               QStringLiteral("serving speeds, leave-one-source-out"),
               servingSummary(r.servingBySource, QStringLiteral("all speeds")));
    summaryRow(out,
               QStringLiteral("serving TTFT, leave-one-source-out"),
               servingSummary(r.servingBySource, QStringLiteral("all TTFT")));
    summaryRow(out,
               QStringLiteral("serving speeds, held-out test set"),
               servingSummary(r.servingHeldOut, QStringLiteral("all speeds")));
    summaryRow(out,
               QStringLiteral("serving TTFT, held-out test set"),
               servingSummary(r.servingHeldOut, QStringLiteral("all TTFT")));
    facetTable(out,
               QStringLiteral("Training, leave-one-source-out, by accelerator family"),
               r.bySource,
               ValidationFacet::Family);
    facetTable(out, QStringLiteral("… by kind of job"), r.bySource, ValidationFacet::Task);
    facetTable(out, QStringLiteral("… by card count"), r.bySource, ValidationFacet::Scale);
    facetTable(out,
               QStringLiteral("Training, leave-one-family-out (the family's runs all left out)"),
               r.byFamily,
               ValidationFacet::Family);
    out << "\nServing, leave-one-source-out, by kind of measurement:\n\n| kind " << SummaryHeader
        << SummaryRule;
    QStringList labels;
    const QList<FitStats::ErrorSummary> sums = summariseServing(r.servingBySource, &labels);
    for (qsizetype i = 0; i < labels.size(); ++i)
        summaryRow(out, labels[i], sums[i]);
}

void writeHeldOut(QTextStream &out, const CalibrationReport &r)
{
    out << "\nThe held-out training runs:\n\n"
        << "| run | model | accelerator × count | kind | observed | predicted (band) | obs/pred "
           "| in band |\n|---|---|---|---|---|---|---|---|\n";
    for (const ValidationPoint &p : r.heldOut)
        out << "| " << p.run->id << " | " << p.run->model << " | " << p.run->acceleratorId << " × "
            << p.run->gpus << " | " << kindKey(p.run->kind) << ", " << jobLabel(p.run->job) << " | "
            << percentText(p.observed) << " | " << percentText(p.predicted) << " ("
            << percentText(p.low) << "–" << percentText(p.high) << ") | " << number(p.ratio(), 2)
            << " | " << (p.inside ? "yes" : "**no**") << " |\n";
    out << "\nThe held-out serving measurements:\n\n"
        << "| run | model | accelerator × count | in / out | load | published | predicted "
           "(band) | obs/pred | in band |\n|---|---|---|---|---|---|---|---|---|\n";
    for (const ServingCalibrationPoint &p : r.servingHeldOut) {
        const ServingRun &s = *p.run;
        out << "| " << s.id << " | " << s.modelId << " | " << s.acceleratorId << " × " << s.gpus
            << " | " << number(s.inputTokens, 0) << " / " << number(s.outputTokens, 0) << " | "
            << loadKey(s) << " | " << number(p.observed, 1) << ' ' << unitOf(s.measure) << " | "
            << number(p.predicted, 1) << " (" << number(p.low, 1) << "–" << number(p.high, 1)
            << ") | " << number(p.ratio(), 2) << " | " << (p.inside ? "yes" : "**no**") << " |\n";
    }
}

void writeTrainingModel(QTextStream &out, const Catalog &catalog, const CalibrationReport &r)
{
    const EfficiencyFit &fit = catalog.efficiencyFit();
    int inside = 0, looInside = 0;
    for (const CalibrationPoint &p : r.points) {
        inside += p.inside ? 1 : 0;
        looInside += p.looInside ? 1 : 0;
    }
    const double n = double(std::max<qsizetype>(1, r.points.size()));
    out << "\n## Training efficiency: the model\n\n"
        << "Efficiency = achieved hardware FLOP rate (6·N_active + 6·layers·seq·attention width "
           "per token, 4·N_active + … for LoRA/QLoRA, plus recomputation) over the dense peak at "
           "the run's precision. Weighted least squares in ln e on "
        << fit.publishedRuns << " published runs"
        << (fit.userRuns > 0 ? QStringLiteral(" and %1 of yours").arg(fit.userRuns) : QString())
        << ", with a normal prior on every factor (shown beside it: a family without runs keeps "
           "its catalogued prior) and a random level per source (spread "
        << number(fit.sigmaSource, 3)
        << " in ln), which a new job does not have. The scale and link slopes come from setups "
           "measured at several card counts (only the cards changed). Residual spread (ln): "
           "dense "
        << number(fit.sigmaDense, 3) << ", mixture of experts " << number(fit.sigmaMoe, 3)
        << "; the band is the prediction with those spreads and the factors' own uncertainty "
           "for the job, at the "
        << number(fit.zLow, 2) << " / +" << number(fit.zHigh, 2)
        << " quantiles of the fitted runs' standardised residuals, never wider than 3×.\n\n"
        << "| term | factor | prior |\n|---|---|---|\n";
    for (qsizetype i = 0; i < fit.terms.size(); ++i) {
        const QString prior = u'×' + number(std::exp(fit.priorMean[i]), 2) + QStringLiteral(" ÷× ")
                              + number(std::exp(fit.priorSd[i]), 2);
        if (i == 0)
            out << "| baseline (NVIDIA data-centre, 2022 or later, BF16, dense, benchmark, one "
                   "node, 10 B active, 4k sequence) | "
                << percentText(std::exp(fit.coefficients[i])) << " | free |\n";
        else
            out << "| " << fit.terms[i] << " | ×" << number(std::exp(fit.coefficients[i]), 3)
                << " | " << (fit.priorSd[i] < 1e-3 ? QStringLiteral("within setups") : prior)
                << " |\n";
    }
    out << "\nScale, link, size and sequence are per e-fold (×2.718) of cards beyond one node, "
           "of cards on a weak link, of active parameters over 10 B and of sequence over 4,096.\n\n"
        << "In sample: " << inside << " of " << r.points.size() << " runs inside their band ("
        << percentText(inside / n) << "); leave-one-out: " << looInside << " of " << r.points.size()
        << " (" << percentText(looInside / n) << ").\n\n"
        << "| run | model | accelerator × count | precision | kind | measured | observed | "
           "predicted (band) | obs/pred | in band | leave-one-out |\n"
        << "|---|---|---|---|---|---|---|---|---|---|---|\n";
    for (const CalibrationPoint &p : r.points) {
        const TrainingRun &t = *p.run;
        out << "| " << t.id << " | " << t.model << " | " << t.acceleratorId << " × " << t.gpus
            << " | " << precisionKey(t.precision) << " | " << kindKey(t.kind) << ", "
            << jobLabel(t.job) << " | " << number(p.tokensPerSecondPerGpu, 0) << " tok/s/GPU | "
            << percentText(p.observed) << " | " << percentText(p.predicted) << " ("
            << percentText(p.low) << "–" << percentText(p.high) << ") | "
            << number(p.observed / p.predicted, 2) << " | " << (p.inside ? "yes" : "**no**")
            << " | " << (p.looInside ? "yes" : "no") << " |\n";
    }
    out << "\nPublished runs not used, and why:\n\n| run | model | reason |\n|---|---|---|\n";
    for (const ExcludedTrainingRun &e : catalog.excludedTrainingRuns())
        out << "| " << e.id << " | " << e.model << " | " << e.reason << " |\n";
}

void writeServingModel(QTextStream &out, const Catalog &catalog, const CalibrationReport &r)
{
    const ServingFit &f = catalog.servingFit();
    if (!f.valid)
        return;
    QHash<QString, const ServingCalibrationPoint *> loso;
    for (const ServingCalibrationPoint &p : r.servingBySource)
        loso.insert(p.run->id, &p);
    int inside = 0;
    for (const ServingCalibrationPoint &p : r.serving)
        inside += p.inside ? 1 : 0;
    out << "\n## Serving: the model\n\n"
        << "Fitted on " << r.serving.size() << " published measurements (" << f.decodeRuns
        << " at batch 1, " << f.ttftRuns << " times to first token, " << f.peakRuns
        << " speeds at a large or given batch; " << f.loadRuns
        << " of them at a fixed number of requests in flight): decode reads weights and KV cache "
           "at "
        << percentText(f.bandwidthFraction) << " of the peak bandwidth with "
        << number(f.stepOverheadS * 1e3, 2) << " ms per step; prefill runs at "
        << percentText(f.prefillFraction) << " of the dense peak plus "
        << number(f.prefillLayerS * 1e3, 3) << " ms per layer ("
        << number(f.moePrefillExpertS * 1e3, 4)
        << " ms more per expert of each mixture-of-experts layer); large batches compute at "
        << percentText(f.computeFraction) << "; FP8 reaches ×" << number(f.fp8PrefillFactor, 2)
        << " (prefill) and ×" << number(f.fp8ComputeFactor, 2)
        << " (large batches) of those shares of its peak; tensor-parallel all-reduces cost ×"
        << number(f.tensorParallelFactor, 1)
        << " what the link's bandwidth and latency say; a prompt waits " << number(f.queueFactor, 2)
        << "× an M/D/1 queue behind the others. Accelerators with their own attainable bandwidth "
           "(at least three batch-1 rows):";
    QStringList ids = f.bandwidthFactor.keys();
    ids.sort();
    for (const QString &id : std::as_const(ids))
        out << ' ' << id << " ×" << number(f.bandwidthFactor.value(id), 2) << " ("
            << percentText(f.bandwidthFactor.value(id) * f.bandwidthFraction) << " of peak)"
            << (id == ids.constLast() ? "" : ",");
    out << ". Bands (observed / predicted, 5th–95th percentile): speed at batch ≤ 8 ×"
        << number(f.decodeLow, 2) << "–×" << number(f.decodeHigh, 2) << ", speed at larger batch ×"
        << number(f.peakLow, 2) << "–×" << number(f.peakHigh, 2) << ", TTFT ×"
        << number(f.ttftLow, 2) << "–×" << number(f.ttftHigh, 2) << ". Inside the band: " << inside
        << " of " << r.serving.size() << ".\n\n"
        << "| run | model | accelerator × count | weights | engine | in / out | load | published "
           "| predicted (band) | obs/pred | in band | leave-one-source-out obs/pred |\n"
        << "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
    for (const ServingCalibrationPoint &p : r.serving) {
        const ServingRun &s = *p.run;
        const ServingCalibrationPoint *o = loso.value(s.id);
        out << "| " << s.id << " | " << s.modelId << " | " << s.acceleratorId << " × " << s.gpus
            << " | " << precisionKey(s.weights) << " | " << s.engine << " | "
            << number(s.inputTokens, 0) << " / " << number(s.outputTokens, 0) << " | " << loadKey(s)
            << " | " << number(p.observed, 1) << ' ' << unitOf(s.measure) << " | "
            << number(p.predicted, 1) << " (" << number(p.low, 1) << "–" << number(p.high, 1)
            << ") | " << number(p.ratio(), 2) << " | " << (p.inside ? "yes" : "**no**") << " | "
            << (o ? number(o->ratio(), 2) + (o->inside ? QString() : QStringLiteral(" (out)"))
                  : QStringLiteral("—"))
            << " |\n";
    }
}

} // namespace

CalibrationReport calibrationReport(const Catalog &catalog)
{
    CalibrationReport r;
    r.points = calibrationPoints(catalog);
    r.bySource = validateEfficiency(catalog, ValidationScheme::LeaveOneSourceOut);
    r.byFamily = validateEfficiency(catalog, ValidationScheme::LeaveOneFamilyOut);
    r.heldOut = validateEfficiency(catalog, ValidationScheme::HeldOut);
    r.serving = servingCalibrationPoints(catalog);
    r.servingBySource = validateServing(catalog, ServingValidation::LeaveOneSourceOut);
    r.servingHeldOut = validateServing(catalog, ServingValidation::HeldOut);
    return r;
}

void writeCalibrationMarkdown(QTextStream &out,
                              const Catalog &catalog,
                              const CalibrationReport &report)
{
    out << "# Calibration: training time and serving speed against published runs\n\n"
        << "Generated by `compute-atlas-cli calibration --markdown` from "
           "`resources/data/calibration.yaml`; the ctest `calibration_doc_current` fails when this "
           "file and the program disagree. Method: README, \"Time, and how sure it is\" and "
           "\"Serving\".\n\n";
    writeOutOfSample(out, report);
    writeHeldOut(out, report);
    writeTrainingModel(out, catalog, report);
    writeServingModel(out, catalog, report);
    out << "\nSources: every row's `source` in `resources/data/calibration.yaml`.\n";
}

} // namespace Atlas::Cli
