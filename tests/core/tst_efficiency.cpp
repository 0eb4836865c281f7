// The calibrated training-efficiency model against the published runs it is fitted on, the runs
// it is not (cross-validation, the held-out set), and the properties a plan relies on.

#include "catalog/catalog.h"
#include "engine/efficiency.h"
#include "support/testutil.h"

#include <QTest>

#include <cmath>

using namespace Atlas;

class TestEfficiency : public QObject
{
    Q_OBJECT

private slots:
    void referenceRunsFallInsideTheirBand_data();
    void referenceRunsFallInsideTheirBand();
    void conversionsMatchHandArithmetic();
    void bandsAreOrderedAndCapped();
    void crossValidationMeetsTheIssue();
    void heldOutRunsAreNeverFitted();
    void publishedEffectsHaveTheirSign();
    void gpuHoursGrowWithScale();
    void familiesWithoutRunsKeepTheirPriorAndWiden();
    void bandWidensWhereDataAreThin();
    void runsBehindAreCounted();
    void fineTuningHasRowsAndTerms();
    void userRunsAreCountedApart();
    void unknownAcceleratorIsAWarning();
    void impossibleMeasurementIsRefused_data();
    void impossibleMeasurementIsRefused();
    void givenEfficiencyOverrides();
};

namespace {
const Catalog &catalog()
{
    return *AtlasTest::catalog();
}

// Arithmetic, not a published figure: equal to rounding.
bool same(double a, double b)
{
    return std::abs(a / b - 1.0) < 1e-9;
}

const CalibrationPoint *pointFor(const QList<CalibrationPoint> &points, const QString &id)
{
    for (const CalibrationPoint &p : points)
        if (p.run->id == id)
            return &p;
    return nullptr;
}

const QList<CalibrationPoint> &points()
{
    static const QList<CalibrationPoint> all = calibrationPoints(catalog());
    return all;
}

EfficiencyQuery h100Query(int cards)
{
    EfficiencyQuery q;
    q.accelerator = catalog().accelerator(u"nvidia-h100-sxm5-80gb");
    q.cards = cards;
    q.activeParams = 7e9;
    q.seq = 4096;
    return q;
}

double width(const Efficiency &e)
{
    return e.high / e.low;
}

// The two published Gaudi 2 rows measured again in the user's lab (same conditions and figures).
const char *GaudiRepeats = R"(schema_version: 1
training_runs:
  - id: my-gaudi-70b
    model: "LLaMA V2 70B"
    params: 70000000000
    layers: 80
    attention_width: 8192
    seq: 4096
    accelerator: intel-gaudi2
    gpus: 64
    precision: fp8
    kind: benchmark
    measurement: {kind: tokens_per_s_per_gpu, value: 853.344}
    source: "our lab, 2026"
  - id: my-gaudi-8b
    model: "LLaMA V3.1 8B"
    params: 8000000000
    layers: 32
    attention_width: 4096
    seq: 8192
    accelerator: intel-gaudi2
    gpus: 8
    precision: fp8
    kind: benchmark
    measurement: {kind: tokens_per_s_per_gpu, value: 4680}
    source: "our lab, 2026"
)";

QByteArray oneRun(const QByteArray &accelerator, const QByteArray &measurement)
{
    return "schema_version: 1\ntraining_runs:\n  - id: mine\n    model: \"Mine\"\n"
           "    params: 7000000000\n    accelerator: "
           + accelerator + "\n    gpus: 8\n    kind: benchmark\n    measurement: " + measurement
           + "\n    source: \"our lab\"\n";
}
} // namespace

void TestEfficiency::referenceRunsFallInsideTheirBand_data()
{
    // The rows of shared/reference/TRAINING-RUNS.md that state their accelerator, card count
    // and one measurement (rows 3, 4 and LLaMA 7B do not; the calibration file says why).
    QTest::addColumn<QString>("id");
    for (const char *id : {"ref01-bloom-176b",
                           "ref02-opt-175b",
                           "ref05a-gpt3-175b-strong-96",
                           "ref05b-gpt3-175b-strong-4608",
                           "ref06-torchtitan-llama3-8b-a100",
                           "ref07-torchtitan-llama3-70b-a100",
                           "ref08a-torchtitan-llama2-13b-a100",
                           "ref08b-torchtitan-llama2-70b-a100",
                           "ref09a-mpt-70b-h100",
                           "ref09b-mpt-70b-a100",
                           "ref10-mpt-7b-h100",
                           "ref11a-mpt-3b-fp8-h100",
                           "ref11b-mpt-3b-bf16-h100",
                           "ref12-mpt-7b-a100-40",
                           "ref13-mpt-7b-run",
                           "ref14-tinyllama-1.1b",
                           "ref15a-llama1-65b",
                           "ref16-falcon-180b"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestEfficiency::referenceRunsFallInsideTheirBand()
{
    QFETCH(QString, id);
    const CalibrationPoint *p = pointFor(points(), id);
    QVERIFY2(p, "the run is not in the calibration set");
    QVERIFY2(p->inside,
             qPrintable(
                 QStringLiteral("observed %1, band %2–%3").arg(p->observed).arg(p->low).arg(p->high)));
}

void TestEfficiency::conversionsMatchHandArithmetic()
{
    // MPT-7B: 1T tokens on 440 A100 40GB in about 9.5 days.
    const CalibrationPoint *mpt = pointFor(points(), QStringLiteral("ref13-mpt-7b-run"));
    QVERIFY(mpt);
    QVERIFY(same(mpt->tokensPerSecondPerGpu, 1e12 / (440 * 9.5 * 24 * 3600)));
    // Its efficiency: (6 N + 6 · 32 layers · 2048 · 4096) FLOPs per token over 312 TFLOPS.
    const double perToken = 6 * 7e9 + 6.0 * 32 * 2048 * 4096;
    QVERIFY(same(mpt->observed, mpt->tokensPerSecondPerGpu * perToken / 312e12));
    // Llama 3.1 405B at 43 % MFU in the PaLM convention (6 N + 12 · L · s · d), on H100
    // (989.4 TFLOPS dense BF16): tokens/s = 0.43 · peak / that count.
    const CalibrationPoint *llama = pointFor(points(),
                                             QStringLiteral("llama31-405b-stage-8192gpu-seq8192"));
    QVERIFY(llama);
    const double palm = 6 * 405e9 + 12.0 * 126 * 8192 * 16384;
    QVERIFY(same(llama->tokensPerSecondPerGpu, 0.43 * 989.4e12 / palm));
    // LoRA skips the frozen weights' gradients: 4 N + 6 · 32 · 2048 · 4096 per token; torchtune's
    // 3,083 tokens/s on one RTX 4090 (165.2 TFLOPS dense BF16 with FP32 accumulation).
    const CalibrationPoint *lora = pointFor(points(),
                                            QStringLiteral("torchtune-llama31-8b-lora-4090"));
    QVERIFY(lora);
    QVERIFY(same(lora->observed, 3083 * (4 * 8.03e9 + 6.0 * 32 * 2048 * 4096) / 165.2e12));
}

void TestEfficiency::bandsAreOrderedAndCapped()
{
    for (const CalibrationPoint &p : points()) {
        QVERIFY(p.low <= p.predicted && p.predicted <= p.high);
        QVERIFY2(p.high / p.low <= MaxEfficiencyBand + 1e-9, qPrintable(p.run->id));
        QVERIFY(p.high <= 1.0);
    }
}

void TestEfficiency::crossValidationMeetsTheIssue()
{
    // Issue 28's bar: predicted by fits that have not seen their whole source, at least 80 % of
    // the published runs inside their band and a median error of at most 20 %.
    const QList<ValidationPoint> loso = validateEfficiency(catalog(),
                                                           ValidationScheme::LeaveOneSourceOut);
    QCOMPARE(loso.size(), points().size()); // every fitted run predicted once
    const FitStats::ErrorSummary s = summariseValidation(loso, ValidationFacet::All).value(0).errors;
    QVERIFY2(s.coverage() >= 0.80, qPrintable(QString::number(s.coverage())));
    QVERIFY2(s.medianError <= 0.20, qPrintable(QString::number(s.medianError)));
    // The facets partition the same runs.
    for (const ValidationFacet facet :
         {ValidationFacet::Family, ValidationFacet::Task, ValidationFacet::Scale}) {
        int n = 0;
        for (const ValidationRow &row : summariseValidation(loso, facet))
            n += row.errors.count;
        QCOMPARE(n, s.count);
    }
    // Leaving out a family predicts it from its prior: still most runs inside.
    const QList<ValidationPoint> lofo = validateEfficiency(catalog(),
                                                           ValidationScheme::LeaveOneFamilyOut);
    QVERIFY(summariseValidation(lofo, ValidationFacet::All).value(0).errors.coverage() >= 0.7);
}

void TestEfficiency::heldOutRunsAreNeverFitted()
{
    int heldOut = 0;
    for (const TrainingRun &run : catalog().trainingRuns())
        heldOut += run.holdout ? 1 : 0;
    QVERIFY(heldOut >= 5);
    const QList<ValidationPoint> test = validateEfficiency(catalog(), ValidationScheme::HeldOut);
    QCOMPARE(test.size(), heldOut);
    for (const ValidationPoint &p : test) {
        QVERIFY(p.run->holdout);
        QVERIFY(!pointFor(points(), p.run->id)); // not among the fitted runs
    }
    QCOMPARE(catalog().efficiencyFit().runs, int(points().size()));
}

void TestEfficiency::publishedEffectsHaveTheirSign()
{
    const EfficiencyFit &fit = catalog().efficiencyFit();
    QVERIFY(fit.valid);
    // FP8 reaches a smaller share of its (doubled) peak: a 1.1–1.5× speed-up, not 2×.
    QVERIFY(fit.factor(QStringLiteral("fp8")) > 0.5 && fit.factor(QStringLiteral("fp8")) < 0.8);
    // Mixture-of-experts runs reach about half the efficiency of dense ones.
    QVERIFY(fit.factor(QStringLiteral("moe")) > 0.3 && fit.factor(QStringLiteral("moe")) < 0.8);
    // A whole production run loses time to restarts, evaluation and checkpoints.
    QVERIFY(fit.factor(QStringLiteral("production")) < 1.0);
    // Cards without a fast link lose to PCIe (torchtune: two GeForce cards at half the speed
    // per card of one).
    QVERIFY(fit.factor(QStringLiteral("weak-link")) < 0.9);
    // TPUs run at a higher share of their peak than H100-class GPUs.
    QVERIFY(fit.factor(QStringLiteral("google-tpu")) > 1.1);
    // The H100-class benchmark baseline lands where the benchmarks say: 40–60 %.
    const double baseline = std::exp(fit.coefficients.at(0));
    QVERIFY(baseline > 0.40 && baseline < 0.60);
}

void TestEfficiency::gpuHoursGrowWithScale()
{
    // The same 7B job: GPU-hours are FLOPs / (peak × efficiency), so they grow as the
    // efficiency falls with the card count, by the fitted scale factor per e-fold of cards
    // beyond one node.
    const EfficiencyFit &fit = catalog().efficiencyFit();
    const double perEfold = fit.factor(QStringLiteral("scale"));
    QVERIFY(perEfold < 1.0);
    double previous = 0;
    for (const int cards : {8, 64, 512, 4096}) {
        const double e = trainingEfficiency(catalog(), h100Query(cards)).point;
        const double gpuHoursPerFlop = 1.0 / e;
        QVERIFY2(gpuHoursPerFlop > previous, qPrintable(QString::number(cards)));
        previous = gpuHoursPerFlop;
    }
    const double at8 = trainingEfficiency(catalog(), h100Query(8)).point;
    const double at4096 = trainingEfficiency(catalog(), h100Query(4096)).point;
    QVERIFY(same(at4096 / at8, std::pow(perEfold, std::log(4096.0 / 8))));
    // As the published strong-scaling runs show: Megatron-Core's GPT-3 175B from 96 to 4,608
    // H100 went from 47 % to 42 % MFU (×0.89), Nemotron-4 15B from 768 to 2,304 cards from
    // 32.6 % to 29.0 % (×0.89); the model's factor over the first pair lies between ×0.8 and ×0.97.
    const double megatron = std::pow(perEfold, std::log(4608.0 / 96));
    QVERIFY2(megatron > 0.80 && megatron < 0.97, qPrintable(QString::number(megatron)));
}

void TestEfficiency::familiesWithoutRunsKeepTheirPriorAndWiden()
{
    EfficiencyQuery h100 = h100Query(8);
    EfficiencyQuery amd = h100;
    amd.accelerator = catalog().accelerator(u"amd-mi300x");
    const Efficiency a = trainingEfficiency(catalog(), h100);
    const Efficiency b = trainingEfficiency(catalog(), amd);
    QVERIFY(a.calibrated);
    QVERIFY(!b.calibrated);
    // No run informs the AMD coefficient: it is its catalogued prior relative to NVIDIA
    // data-centre parts (0.30 / 0.40) …
    const double prior = catalog().mfuClass(u"amd-instinct")->mfu
                         / catalog().mfuClass(u"nvidia-datacenter")->mfu;
    QVERIFY(same(b.point / a.point, prior));
    // … with a wider band, capped at 3×.
    QVERIFY(width(b) > width(a));
    QVERIFY(width(b) <= MaxEfficiencyBand + 1e-9);
}

void TestEfficiency::bandWidensWhereDataAreThin()
{
    // More cards than any published run: the scale slope's own uncertainty widens the band.
    QVERIFY(width(trainingEfficiency(catalog(), h100Query(65536)))
            > width(trainingEfficiency(catalog(), h100Query(256))));
    // Fewer rows of a family: Gaudi 2 with its two published rows, against the same two
    // measured once more (four rows): the family's factor is surer, the band narrower.
    EfficiencyQuery gaudi = h100Query(8);
    gaudi.accelerator = catalog().accelerator(u"intel-gaudi2");
    gaudi.precision = Precision::Fp8;
    Diagnostics d;
    const auto more = loadCatalogTexts({{QStringLiteral("mine.yaml"), GaudiRepeats}}, true, d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    gaudi.accelerator = more->accelerator(u"intel-gaudi2");
    const Efficiency four = trainingEfficiency(*more, gaudi);
    gaudi.accelerator = catalog().accelerator(u"intel-gaudi2");
    const Efficiency two = trainingEfficiency(catalog(), gaudi);
    QCOMPARE(two.runsBehind, 2);
    QCOMPARE(four.runsBehind, 4);
    QVERIFY2(width(four) < width(two),
             qPrintable(QStringLiteral("%1 vs %2").arg(width(four)).arg(width(two))));
}

void TestEfficiency::runsBehindAreCounted()
{
    // Dense pre-training or full fine-tuning on NVIDIA data-centre parts, counted by hand from
    // the data: fitted (not held out), on a catalogued card of the family.
    int expected = 0;
    for (const CalibrationPoint &p : points())
        expected += p.accelerator->mfuClass == u"nvidia-datacenter" && !p.run->isMoe()
                            && p.run->job != TrainingRun::Job::Lora
                            && p.run->job != TrainingRun::Job::Qlora
                        ? 1
                        : 0;
    const Efficiency e = trainingEfficiency(catalog(), h100Query(64));
    QCOMPARE(e.runsBehind, expected);
    QVERIFY(!e.extrapolated);
    bool said = false;
    for (const TrText &t : e.basis)
        said = said || t.toString().contains(QString::number(expected) + QStringLiteral(" runs"));
    QVERIFY(said);
    // More cards than the largest published run of the family (16,384): extrapolated.
    QVERIFY(trainingEfficiency(catalog(), h100Query(65536)).extrapolated);
}

void TestEfficiency::fineTuningHasRowsAndTerms()
{
    int adapters = 0, full = 0;
    for (const CalibrationPoint &p : points()) {
        adapters += p.run->job == TrainingRun::Job::Lora || p.run->job == TrainingRun::Job::Qlora;
        full += p.run->job == TrainingRun::Job::Full;
    }
    QVERIFY(adapters >= 5);
    QVERIFY(full >= 5);
    const EfficiencyFit &fit = catalog().efficiencyFit();
    QVERIFY(fit.terms.contains(QStringLiteral("lora")));
    QVERIFY(fit.terms.contains(QStringLiteral("qlora")));
    // QLoRA = LoRA × its own factor, the rest equal.
    EfficiencyQuery lora = h100Query(1);
    lora.task = Task::Lora;
    EfficiencyQuery qlora = lora;
    qlora.task = Task::Qlora;
    const Efficiency l = trainingEfficiency(catalog(), lora);
    const Efficiency q = trainingEfficiency(catalog(), qlora);
    QVERIFY(same(q.point / l.point, fit.factor(QStringLiteral("qlora"))));
    QVERIFY(q.basis.size() > l.basis.size());
}

void TestEfficiency::userRunsAreCountedApart()
{
    Diagnostics d;
    const auto more = loadCatalogTexts({{QStringLiteral("mine.yaml"), GaudiRepeats}}, true, d);
    const EfficiencyFit &fit = more->efficiencyFit();
    QCOMPARE(fit.userRuns, 2);
    QCOMPARE(fit.publishedRuns, catalog().efficiencyFit().publishedRuns);
    QCOMPARE(catalog().efficiencyFit().userRuns, 0);
    EfficiencyQuery q = h100Query(8);
    q.accelerator = more->accelerator(u"nvidia-h100-sxm5-80gb");
    const QString first = trainingEfficiency(*more, q).basis.value(0).toString();
    QVERIFY2(first.contains(QStringLiteral("and 2 of yours")), qPrintable(first));
}

void TestEfficiency::unknownAcceleratorIsAWarning()
{
    // Review N10: the run is named, located and left out; the data still load.
    Diagnostics d;
    const auto c = loadCatalogTexts({{QStringLiteral("mine.yaml"),
                                      oneRun("nope", "{kind: tokens_per_s_per_gpu, value: 3000}")}},
                                    true,
                                    d);
    QVERIFY(!d.hasErrors());
    const Diagnostic *found = nullptr;
    for (const Diagnostic &w : d.items())
        if (w.file == u"mine.yaml" && w.severity == Diagnostic::Severity::Warning)
            found = &w;
    QVERIFY(found);
    const Diagnostic &w = *found;
    QCOMPARE(w.line, 3);
    QVERIFY(w.message.contains(QStringLiteral("nope")));
    QCOMPARE(c->efficiencyFit().runs, catalog().efficiencyFit().runs);
}

void TestEfficiency::impossibleMeasurementIsRefused_data()
{
    QTest::addColumn<QByteArray>("measurement");
    // 1e6 TFLOPS on an H100 (989 dense BF16) is about 1,000× its peak; 0.4 TFLOPS is 0.04 %;
    // 7B at 30,000 tokens/s is 6 · 7e9 · 3e4 / 989.4e12 = 127 %.
    QTest::newRow("above peak") << QByteArray("{kind: tflops_per_gpu, value: 1000000}");
    QTest::newRow("absurdly low") << QByteArray("{kind: tflops_per_gpu, value: 0.4}");
    QTest::newRow("tokens above peak") << QByteArray("{kind: tokens_per_s_per_gpu, value: 30000}");
}

void TestEfficiency::impossibleMeasurementIsRefused()
{
    QFETCH(QByteArray, measurement);
    Diagnostics d;
    const auto c = loadCatalogTexts({{QStringLiteral("mine.yaml"),
                                      oneRun("nvidia-h100-sxm5-80gb", measurement)}},
                                    true,
                                    d);
    QCOMPARE(d.errorCount(), 1);
    const Diagnostic &e = d.items().constFirst();
    QCOMPARE(e.file, QStringLiteral("mine.yaml"));
    QCOMPARE(e.line, 3);
    QCOMPARE(e.field, QStringLiteral("mine.measurement"));
    for (const TrainingRun &run : c->trainingRuns())
        QVERIFY(run.id != u"mine");
}

void TestEfficiency::givenEfficiencyOverrides()
{
    const Efficiency e = fixedEfficiency(0.33);
    QCOMPARE(e.point, 0.33);
    QCOMPARE(e.low, 0.33);
    QCOMPARE(e.high, 0.33);
    QVERIFY(e.overridden);
}

QTEST_GUILESS_MAIN(TestEfficiency)
#include "tst_efficiency.moc"
