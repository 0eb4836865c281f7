// The calibrated training-efficiency model against the published runs it is fitted on.

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
    void bandsAreNarrowAndOrdered();
    void mostRunsInsideOutOfSample();
    void publishedEffectsHaveTheirSign();
    void familiesWithoutRunsKeepTheirPriorAndWiden();
    void qloraAndFineTuningAreMarked();
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
    static const QList<CalibrationPoint> points = calibrationPoints(catalog());
    const CalibrationPoint *p = pointFor(points, id);
    QVERIFY2(p, "the run is not in the calibration set");
    QVERIFY2(p->inside,
             qPrintable(
                 QStringLiteral("observed %1, band %2–%3").arg(p->observed).arg(p->low).arg(p->high)));
}

void TestEfficiency::conversionsMatchHandArithmetic()
{
    const QList<CalibrationPoint> points = calibrationPoints(catalog());
    // MPT-7B: 1T tokens on 440 A100 40GB in about 9.5 days.
    const CalibrationPoint *mpt = pointFor(points, QStringLiteral("ref13-mpt-7b-run"));
    QVERIFY(mpt);
    QVERIFY(same(mpt->tokensPerSecondPerGpu, 1e12 / (440 * 9.5 * 24 * 3600)));
    // Its efficiency: (6 N + 6 · 32 layers · 2048 · 4096) FLOPs per token over 312 TFLOPS.
    const double perToken = 6 * 7e9 + 6.0 * 32 * 2048 * 4096;
    QVERIFY(same(mpt->observed, mpt->tokensPerSecondPerGpu * perToken / 312e12));
    // Llama 3.1 405B at 43 % MFU in the PaLM convention (6 N + 12 · L · s · d), on H100
    // (989.4 TFLOPS dense BF16): tokens/s = 0.43 · peak / that count.
    const CalibrationPoint *llama = pointFor(points,
                                             QStringLiteral("llama31-405b-stage-8192gpu-seq8192"));
    QVERIFY(llama);
    const double palm = 6 * 405e9 + 12.0 * 126 * 8192 * 16384;
    QVERIFY(same(llama->tokensPerSecondPerGpu, 0.43 * 989.4e12 / palm));
}

void TestEfficiency::bandsAreNarrowAndOrdered()
{
    for (const CalibrationPoint &p : calibrationPoints(catalog())) {
        QVERIFY(p.low <= p.predicted && p.predicted <= p.high);
        QVERIFY2(p.high / p.low <= MaxEfficiencyBand + 1e-9, qPrintable(p.run->id));
    }
}

void TestEfficiency::mostRunsInsideOutOfSample()
{
    // The band is the 5th–95th percentile of the residuals, so about nine in ten runs inside
    // in-sample; each run predicted by a fit that has not seen it must still mostly land inside.
    const QList<CalibrationPoint> points = calibrationPoints(catalog());
    QVERIFY(points.size() >= 60);
    int inside = 0, loo = 0;
    for (const CalibrationPoint &p : points) {
        inside += p.inside ? 1 : 0;
        loo += p.looInside ? 1 : 0;
    }
    QVERIFY2(inside >= 0.8 * points.size(), qPrintable(QString::number(inside)));
    QVERIFY2(loo >= 0.75 * points.size(), qPrintable(QString::number(loo)));
}

void TestEfficiency::publishedEffectsHaveTheirSign()
{
    const EfficiencyFit &fit = catalog().efficiencyFit();
    QVERIFY(fit.valid);
    auto factor = [&](const char *term) {
        return std::exp(fit.coefficients.at(fit.terms.indexOf(QString::fromLatin1(term))));
    };
    // FP8 reaches a smaller share of its (doubled) peak: a 1.1–1.5× speed-up, not 2×.
    QVERIFY(factor("fp8") > 0.5 && factor("fp8") < 0.8);
    // Mixture-of-experts runs reach about half the efficiency of dense ones.
    QVERIFY(factor("moe") > 0.3 && factor("moe") < 0.8);
    // A whole production run loses time to restarts, evaluation and checkpoints.
    QVERIFY(factor("production") < 1.0);
    // TPUs run at a higher share of their peak than H100-class GPUs.
    QVERIFY(factor("google-tpu") > 1.2);
    // The H100-class baseline lands where the benchmarks say: 40–55 %.
    const double baseline = std::exp(fit.coefficients.at(0));
    QVERIFY(baseline > 0.40 && baseline < 0.55);
}

void TestEfficiency::familiesWithoutRunsKeepTheirPriorAndWiden()
{
    EfficiencyQuery h100;
    h100.accelerator = catalog().accelerator(u"nvidia-h100-sxm5-80gb");
    EfficiencyQuery rtx = h100;
    rtx.accelerator = catalog().accelerator(u"nvidia-rtx-4090");
    const Efficiency a = trainingEfficiency(catalog(), h100);
    const Efficiency b = trainingEfficiency(catalog(), rtx);
    QVERIFY(a.calibrated);
    QVERIFY(!b.calibrated);
    // GeForce keeps its catalogued prior relative to data-centre parts (0.30 / 0.40) …
    const double prior = catalog().mfuClass(u"nvidia-consumer")->mfu
                         / catalog().mfuClass(u"nvidia-datacenter")->mfu;
    QCOMPARE(b.point / a.point, prior);
    // … with a wider band, capped at 3×.
    QVERIFY(b.high / b.low > a.high / a.low);
    QVERIFY(b.high / b.low <= MaxEfficiencyBand + 1e-9);
}

void TestEfficiency::qloraAndFineTuningAreMarked()
{
    EfficiencyQuery full;
    full.accelerator = catalog().accelerator(u"nvidia-a100-sxm4-80gb");
    EfficiencyQuery qlora = full;
    qlora.task = Task::Qlora;
    const Efficiency f = trainingEfficiency(catalog(), full);
    const Efficiency q = trainingEfficiency(catalog(), qlora);
    QCOMPARE(q.point, f.point * 0.75);
    QVERIFY(q.high / q.low > f.high / f.low); // no fine-tuning run is in the set
    QVERIFY(q.basis.size() > f.basis.size());
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
