// The serving model: the published measurements it is fitted on, the roofline's arithmetic,
// and the load and service-level questions a buyer asks.

#include "catalog/catalog.h"
#include "engine/memorymodel.h"
#include "engine/serving.h"
#include "support/testutil.h"

#include <QTest>

#include <cmath>

using namespace Atlas;

class TestServing : public QObject
{
    Q_OBJECT

private slots:
    void referenceRowsInsideTheBand_data();
    void referenceRowsInsideTheBand();
    void mostMeasurementsInsideTheBand();
    void batchOneDecodeIsTheRoofline();
    void batchingTradesUserSpeedForThroughput();
    void mixtureOfExpertsReadsOnlyTouchedExperts();
    void fp8KvCacheHoldsTwiceTheSequences();
    void seventyBForTwoHundredUsers();
    void serviceLevelsAreMetOrSaidNotToBe();
    void badInputsAreAnswered_data();
    void badInputsAreAnswered();
    void unknownBandwidthGivesNoSpeed();
    void ttftGrowsWithConcurrency();
    void mixtureOfExpertsPrefillCostsPerExpert();
    void serviceLevelUsesTheSlowEnd();
    void crossValidationMeetsTheIssue();
    void heldOutMeasurementsAreNeverFitted();
};

namespace {
const Catalog &catalog()
{
    return *AtlasTest::catalog();
}

ServingRequest request(const char *model, const char *gpu)
{
    ServingRequest r;
    r.model = *catalog().model(QString::fromLatin1(model));
    r.accelerator = catalog().accelerator(QString::fromLatin1(gpu));
    r.promptTokens = 1024;
    r.outputTokens = 256;
    return r;
}
} // namespace

void TestServing::referenceRowsInsideTheBand_data()
{
    // The rows of shared/reference/THROUGHPUT.md that a serving engine measured with its
    // conditions stated. E02 (TensorRT-LLM v0.6.1, 70B FP8 2048/2048 static batch 64 on 2 × H100)
    // measured half what the model predicts from the other 57 rows: it is listed in
    // docs/CALIBRATION.md as outside the band, not hidden.
    QTest::addColumn<QString>("id");
    for (const char *id : {"e13-qwen2-5-7b-a100-sxm4-80gb",
                           "e16-qwen2-5-72b-a100-sxm4-80gb",
                           "e17-qwen2-5-72b-a100-sxm4-80gb",
                           "e19-llama-2-7b-rtx-4090",
                           "e05-llama-2-70b-h100-sxm5-80gb",
                           "e06-llama-2-70b-a100-sxm4-80gb",
                           "e01-llama-2-7b-h100-sxm5-80gb",
                           "e04-llama-2-7b-a100-sxm4-80gb"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestServing::referenceRowsInsideTheBand()
{
    QFETCH(QString, id);
    static const QList<ServingCalibrationPoint> points = servingCalibrationPoints(catalog());
    const ServingCalibrationPoint *found = nullptr;
    for (const ServingCalibrationPoint &p : points)
        if (p.run->id == id)
            found = &p;
    QVERIFY2(found, "not in the calibration set");
    QVERIFY2(found->inside,
             qPrintable(QStringLiteral("published %1, predicted %2 (%3–%4)")
                            .arg(found->observed)
                            .arg(found->predicted)
                            .arg(found->low)
                            .arg(found->high)));
}

void TestServing::mostMeasurementsInsideTheBand()
{
    const QList<ServingCalibrationPoint> points = servingCalibrationPoints(catalog());
    QVERIFY(points.size() >= 50);
    int inside = 0;
    for (const ServingCalibrationPoint &p : points)
        inside += p.inside ? 1 : 0;
    QVERIFY2(inside >= 0.8 * points.size(), qPrintable(QString::number(inside)));
    const ServingFit &fit = catalog().servingFit();
    // Attainable fractions where the measurements put them (THROUGHPUT.md notes: vLLM on an
    // A100 reads at about 0.6–0.7 of peak; prefill and large batches reach 0.35–0.65).
    QVERIFY(fit.bandwidthFraction > 0.5 && fit.bandwidthFraction <= 1.0);
    QVERIFY(fit.prefillFraction > 0.3 && fit.prefillFraction < 0.8);
    QVERIFY(fit.computeFraction > 0.25 && fit.computeFraction < 0.8);
    QVERIFY(fit.decodeHigh / fit.decodeLow < 3.0);
}

void TestServing::batchOneDecodeIsTheRoofline()
{
    // Llama 2 7B in FP16 on one A100, one sequence of 1 + 128 tokens: each step reads the
    // weights once (minus the embedding table, a lookup) and the KV cache of the context.
    const ServingFit &fit = catalog().servingFit();
    const ModelArch &m = *catalog().model(u"llama-2-7b");
    const Accelerator &a100 = *catalog().accelerator(u"nvidia-a100-sxm4-80gb");
    const auto p = servingPoint(fit, m, Precision::Fp16, Precision::Fp16, a100, 1, 1, 1, 128, 1);
    QVERIFY(p);
    const double params = countParameters(m).total;
    const double weights = (params - 32000.0 * 4096) * 2; // the LM head is not tied
    const double kv = 2.0 * 32 * 4096 * 2 * (1 + 64);     // K and V, 32 layers, at the mean context
    const double bandwidth = 2039e9 * fit.bandwidthFraction
                             * fit.bandwidthFactor.value(a100.id, 1.0);
    const double decode = (weights + kv) / bandwidth + fit.stepOverheadS;
    // One request finishes per 128 steps and a new one's 1-token prefill takes its share: its
    // FLOPs (2 N at the prefill share of 312 TFLOPS) and the fixed cost of a prefill pass (per
    // layer, and one step's overhead).
    const double prefill = 2.0 * (params - 32000.0 * 4096) / (312e12 * fit.prefillFraction)
                           + fit.prefillLayerS * 32 + fit.stepOverheadS;
    const double step = decode + prefill / 128;
    QVERIFY2(std::abs(p->userTokensPerSecond * step - 1) < 0.01,
             qPrintable(QString::number(p->userTokensPerSecond * step)));
    QVERIFY(!p->computeBound);
}

void TestServing::batchingTradesUserSpeedForThroughput()
{
    const ServingFit &fit = catalog().servingFit();
    const ModelArch &m = *catalog().model(u"llama-3.1-8b");
    const Accelerator &h100 = *catalog().accelerator(u"nvidia-h100-sxm5-80gb");
    double previousTotal = 0, previousUser = 1e18;
    for (int b : {1, 4, 16, 64, 256}) {
        const auto p
            = servingPoint(fit, m, Precision::Bf16, Precision::Bf16, h100, 1, 1, 512, 256, b);
        QVERIFY(p);
        QVERIFY(p->tokensPerSecond > previousTotal);
        QVERIFY(p->userTokensPerSecond < previousUser);
        previousTotal = p->tokensPerSecond;
        previousUser = p->userTokensPerSecond;
    }
    // At a large batch of short sequences the step is compute-bound; with long ones the KV
    // cache keeps it memory-bound (1024 × 768 tokens × 128 KiB is 100 GB a step).
    QVERIFY(servingPoint(fit, m, Precision::Bf16, Precision::Bf16, h100, 1, 1, 64, 64, 1024)
                ->computeBound);
    QVERIFY(!servingPoint(fit, m, Precision::Bf16, Precision::Bf16, h100, 1, 1, 512, 512, 256)
                 ->computeBound);
}

void TestServing::mixtureOfExpertsReadsOnlyTouchedExperts()
{
    // Mixtral 8x7B (46.7B total, about 12.9B active) at batch 1 reads far fewer bytes than a
    // dense model of its total size: it decodes faster than Llama 2 70B at the same precision.
    const ServingFit &fit = catalog().servingFit();
    const Accelerator &h200 = *catalog().accelerator(u"nvidia-h200-sxm-141gb");
    const auto moe = servingPoint(fit,
                                  *catalog().model(u"mixtral-8x7b"),
                                  Precision::Fp8,
                                  Precision::Fp8,
                                  h200,
                                  1,
                                  1,
                                  64,
                                  256,
                                  1);
    const auto dense = servingPoint(fit,
                                    *catalog().model(u"llama-2-70b"),
                                    Precision::Fp8,
                                    Precision::Fp8,
                                    h200,
                                    1,
                                    1,
                                    64,
                                    256,
                                    1);
    QVERIFY(moe && dense);
    QVERIFY(moe->userTokensPerSecond > 2.5 * dense->userTokensPerSecond);
}

void TestServing::fp8KvCacheHoldsTwiceTheSequences()
{
    ServingRequest bf16 = request("llama-3.1-70b", "nvidia-h100-sxm5-80gb");
    bf16.tp = 4;
    ServingRequest fp8 = bf16;
    fp8.kv = Precision::Fp8;
    const ServingResult a = serve(catalog(), bf16);
    const ServingResult b = serve(catalog(), fp8);
    QVERIFY(a.valid && b.valid);
    const double ratio = double(b.maxConcurrency) / double(a.maxConcurrency);
    QVERIFY2(ratio > 1.9 && ratio < 2.1, qPrintable(QString::number(ratio)));
}

void TestServing::seventyBForTwoHundredUsers()
{
    // The issue's question: Llama 3.1 70B, 200 concurrent users at 4k context, on H100s.
    ServingRequest q = request("llama-3.1-70b", "nvidia-h100-sxm5-80gb");
    q.promptTokens = 4096;
    q.outputTokens = 512;
    q.load = ServingLoad{ServingLoad::Kind::Users, 200};
    const ServingResult r = serve(catalog(), q);
    QVERIFY(r.valid && r.fits);
    QVERIFY(r.problems.isEmpty());
    QVERIFY(r.replicas * r.point.batch >= 200);
    QVERIFY(r.point.batch <= r.maxConcurrency);
    QCOMPARE(r.gpusTotal, r.replicas * r.tp * r.pp);
    QVERIFY(r.outputTokensPerSecondLow < r.outputTokensPerSecond);
    QVERIFY(r.outputTokensPerSecond < r.outputTokensPerSecondHigh);
    QCOMPARE(r.requestsPerSecond, r.outputTokensPerSecond / 512);
    // Every user is served at the per-user speed the deployment reports.
    QVERIFY(std::abs(r.userTokensPerSecond * r.point.batch * r.replicas - r.outputTokensPerSecond)
            < 1e-6 * r.outputTokensPerSecond);
}

void TestServing::serviceLevelsAreMetOrSaidNotToBe()
{
    ServingRequest q = request("llama-3.1-70b", "nvidia-h100-sxm5-80gb");
    q.load = ServingLoad{ServingLoad::Kind::Users, 200};
    q.minUserTokensPerSecond = 25;
    q.maxTtftSeconds = 2;
    const ServingResult met = serve(catalog(), q);
    QCOMPARE(met.meetsSlo, std::optional<bool>(true));
    QVERIFY(met.userTokensPerSecond >= 25);
    QVERIFY(met.ttftSecondsHigh <= 2); // the band's late end, not only the point
    // Nobody reads 5,000 tokens/s from a 70B model on one card group.
    q.minUserTokensPerSecond = 5000;
    const ServingResult impossible = serve(catalog(), q);
    QCOMPARE(impossible.meetsSlo, std::optional<bool>(false));
    QVERIFY(!impossible.problems.isEmpty());
    // Requests per second: the replicas carry the rate.
    ServingRequest rate = request("llama-3.1-8b", "nvidia-l40s");
    rate.load = ServingLoad{ServingLoad::Kind::RequestsPerSecond, 20};
    const ServingResult r = serve(catalog(), rate);
    QVERIFY(r.valid && r.problems.isEmpty());
    QVERIFY(r.requestsPerSecond >= 20 * 0.999);
}

void TestServing::badInputsAreAnswered_data()
{
    QTest::addColumn<double>("prompt");
    QTest::addColumn<double>("output");
    QTest::addColumn<double>("users");
    QTest::newRow("zero users") << 1024.0 << 256.0 << 0.0;
    QTest::newRow("no output") << 1024.0 << 0.0 << 10.0;
    QTest::newRow("no prompt") << 0.0 << 256.0 << 10.0;
    QTest::newRow("prompt longer than any memory") << 5e8 << 256.0 << 10.0;
}

void TestServing::badInputsAreAnswered()
{
    QFETCH(double, prompt);
    QFETCH(double, output);
    QFETCH(double, users);
    ServingRequest q = request("llama-3.1-8b", "nvidia-l40s");
    q.promptTokens = prompt;
    q.outputTokens = output;
    q.load = ServingLoad{ServingLoad::Kind::Users, users};
    const ServingResult r = serve(catalog(), q);
    QVERIFY(!r.valid);
    QVERIFY(!r.problems.isEmpty());
}

void TestServing::unknownBandwidthGivesNoSpeed()
{
    // Kunlunxin publishes no memory bandwidth for the P800: no speed rather than a made-up one.
    const ServingResult r = serve(catalog(), request("llama-3.1-8b", "kunlunxin-p800"));
    QVERIFY(!r.valid);
    QVERIFY(!r.problems.isEmpty());
}

void TestServing::ttftGrowsWithConcurrency()
{
    // Llama 3.3 70B in FP8 on two H100, 5,000-token prompts: NVIDIA's NIM measured 407 ms to the
    // first token alone and 835 ms with 50 requests in flight. Alone, the time is the prefill:
    // its FLOPs at the prefill share of the FP8 peak, the fixed cost per layer, one step's
    // overhead and the all-reduces (their latency and 5,000 tokens' worth of traffic).
    const ServingFit &fit = catalog().servingFit();
    const ModelArch &m = *catalog().model(u"llama-3.3-70b");
    const Accelerator &h100 = *catalog().accelerator(u"nvidia-h100-sxm5-80gb");
    auto at = [&](int b) {
        return servingPoint(fit, m, Precision::Fp8, Precision::Fp8, h100, 2, 1, 5000, 500, b);
    };
    const auto alone = at(1);
    QVERIFY(alone);
    const double peak = *h100.computeTflops(Precision::Fp8) * 1e12;
    const double prefillFlops = 5000.0 * (2.0 * 70.0e9 + 2.0 * 80 * 5000 * 8192) / 2;
    QVERIFY2(alone->ttftSeconds > prefillFlops / (peak * fit.prefillFraction * fit.fp8PrefillFactor)
                                      + fit.prefillLayerS * 80,
             qPrintable(QString::number(alone->ttftSeconds)));
    // With others in flight it only grows: the decode steps the prompt's chunks share, then the
    // wait behind other prompts.
    double previous = alone->ttftSeconds;
    for (const int b : {5, 25, 50}) {
        const auto p = at(b);
        QVERIFY(p);
        QVERIFY2(p->ttftSeconds > previous, qPrintable(QString::number(b)));
        previous = p->ttftSeconds;
    }
    // NIM's growth from one to 50 requests in flight, ×2.05, within the band's reach.
    const double growth = previous / alone->ttftSeconds;
    QVERIFY2(growth > 1.3 && growth < 3.5, qPrintable(QString::number(growth)));
}

void TestServing::mixtureOfExpertsPrefillCostsPerExpert()
{
    // DeepSeek-R1 (256 routed experts in 58 mixture-of-experts layers) on eight H200: the prompt
    // alone pays the fitted cost per expert and layer, 256 × 58 of them.
    const ServingFit &fit = catalog().servingFit();
    const ModelArch &r1 = *catalog().model(u"deepseek-r1");
    QCOMPARE(r1.moe.experts, 256);
    QCOMPARE(r1.layers - r1.moe.denseLayers, 58);
    const Accelerator &h200 = *catalog().accelerator(u"nvidia-h200-sxm-141gb");
    const auto p = servingPoint(fit, r1, Precision::Fp8, Precision::Bf16, h200, 8, 1, 1024, 1024, 1);
    QVERIFY(p);
    QVERIFY(fit.moePrefillExpertS > 0);
    QVERIFY(p->ttftSeconds > 256.0 * 58 * fit.moePrefillExpertS);
    // InferenceX measured 331–426 ms at 8–64 requests in flight; the fit holds it inside its
    // band at eight.
    const auto loaded
        = servingPoint(fit, r1, Precision::Fp8, Precision::Bf16, h200, 8, 1, 1024, 1024, 8);
    QVERIFY(loaded);
    QVERIFY(0.3306 >= loaded->ttftSeconds * fit.ttftLow
            && 0.3306 <= loaded->ttftSeconds * fit.ttftHigh);
}

void TestServing::serviceLevelUsesTheSlowEnd()
{
    // One replica of Llama 3.1 8B on an L40S for 16 users: a TTFT level just above the point
    // estimate but below the band's late end is not met; one above the late end is.
    ServingRequest q = request("llama-3.1-8b", "nvidia-l40s");
    q.load = ServingLoad{ServingLoad::Kind::Concurrency, 16};
    q.gpus = 1;
    const ServingResult free = serve(catalog(), q);
    QVERIFY(free.valid && free.problems.isEmpty());
    QVERIFY(free.ttftSecondsHigh > free.ttftSeconds * 1.05);
    q.maxTtftSeconds = free.ttftSeconds * 1.02;
    const ServingResult tight = serve(catalog(), q);
    QCOMPARE(tight.meetsSlo, std::optional<bool>(false));
    q.maxTtftSeconds = free.ttftSecondsHigh * 1.01;
    const ServingResult loose = serve(catalog(), q);
    QCOMPARE(loose.meetsSlo, std::optional<bool>(true));
}

void TestServing::crossValidationMeetsTheIssue()
{
    // Issue 28's bar, each measurement predicted by a fit without its whole source: throughput
    // (tokens/s at a large batch or under load) within 15 % at the median, TTFT within 30 %.
    const QList<ServingCalibrationPoint> loso
        = validateServing(catalog(), ServingValidation::LeaveOneSourceOut);
    QList<double> throughput, ttft;
    for (const ServingCalibrationPoint &p : loso) {
        if (isTtft(*p.run))
            ttft << std::abs(p.ratio() - 1);
        else if (p.run->measure == ServingRun::Measure::OutputTokensPerSecond
                 && p.run->load != ServingRun::Load::Batch1)
            throughput << std::abs(p.ratio() - 1);
    }
    QVERIFY(throughput.size() >= 30 && ttft.size() >= 15);
    QVERIFY2(FitStats::median(throughput) <= 0.15,
             qPrintable(QString::number(FitStats::median(throughput))));
    QVERIFY2(FitStats::median(ttft) <= 0.30, qPrintable(QString::number(FitStats::median(ttft))));
}

void TestServing::heldOutMeasurementsAreNeverFitted()
{
    int heldOut = 0;
    for (const ServingRun &run : catalog().servingRuns())
        heldOut += run.holdout ? 1 : 0;
    QVERIFY(heldOut >= 3);
    QCOMPARE(validateServing(catalog(), ServingValidation::HeldOut).size(), heldOut);
    for (const ServingCalibrationPoint &p : servingCalibrationPoints(catalog()))
        QVERIFY(!p.run->holdout);
}

QTEST_GUILESS_MAIN(TestServing)
#include "tst_serving.moc"
