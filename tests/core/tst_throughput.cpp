#include "engine/throughput.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestThroughput : public QObject
{
    Q_OBJECT

private slots:
    void sixNDForFullTraining();
    void adaptersSkipWeightGradients();
    void fullRecomputationAddsAForwardPass();
    void wallTimeFromPeakAndMfu();
    void tokensInHoursInvertsTime();
    void noThroughputNoTime();
    void noBandwidthNoDecodeSpeed();
    void decodeIsBandwidthBound();
    void maxConcurrencyFillsTheCard();
};

namespace {
const ModelArch &model(const char *id)
{
    return *AtlasTest::catalog()->model(QString::fromLatin1(id));
}
const Accelerator &gpu(const char *id)
{
    return *AtlasTest::catalog()->accelerator(QString::fromLatin1(id));
}
} // namespace

void TestThroughput::sixNDForFullTraining()
{
    Workload w;
    const MemoryModel m(model("llama-3.1-8b"), w);
    const ParameterCount p = countParameters(model("llama-3.1-8b"));
    // 6·N with N the multiplied parameters: everything but the input-embedding lookup.
    QCOMPARE(trainingFlopsPerToken(m), 6.0 * (p.total - double(128256) * 4096));
    // MoE: the active parameters, not the total (Mixtral ≈ 12.9B active of 46.7B).
    const MemoryModel moe(model("mixtral-8x7b"), w);
    QVERIFY(trainingFlopsPerToken(moe) < 6.0 * 13e9);
    QVERIFY(trainingFlopsPerToken(moe) > 6.0 * 12e9);
}

void TestThroughput::adaptersSkipWeightGradients()
{
    Workload full;
    Workload lora;
    lora.task = Task::Lora;
    const MemoryModel f(model("llama-2-7b"), full);
    const MemoryModel l(model("llama-2-7b"), lora);
    QCOMPARE(trainingFlopsPerToken(l) / trainingFlopsPerToken(f), 4.0 / 6.0);
}

void TestThroughput::fullRecomputationAddsAForwardPass()
{
    Workload w;
    w.recompute = Recompute::Full;
    const MemoryModel m(model("llama-2-7b"), w);
    QCOMPARE(trainingFlopsPerToken(m), 8.0 * flopParams(m));
}

void TestThroughput::wallTimeFromPeakAndMfu()
{
    // Time = 6·N·D / (GPUs × dense peak × MFU). 1B tokens of Llama-2-7B on 8 × A100 (312
    // TFLOPS dense BF16) at 40 % MFU.
    Workload w;
    const MemoryModel m(model("llama-2-7b"), w);
    const auto t = trainingTime(m, gpu("nvidia-a100-sxm4-80gb"), 8, 1e9, 0.40);
    QVERIFY(t);
    const double expectedSeconds = 6.0 * flopParams(m) * 1e9 / (8 * 312e12 * 0.40);
    QCOMPARE(t->wallHours, expectedSeconds / 3600.0);
    QCOMPARE(t->gpuHours, 8 * t->wallHours);
    QCOMPARE(t->peakTflops, 312.0);
}

void TestThroughput::tokensInHoursInvertsTime()
{
    Workload w;
    const MemoryModel m(model("llama-3.1-8b"), w);
    const auto tokens = tokensInHours(m, gpu("nvidia-h100-sxm5-80gb"), 4, 10.0, 0.4);
    QVERIFY(tokens);
    const auto back = trainingTime(m, gpu("nvidia-h100-sxm5-80gb"), 4, *tokens, 0.4);
    QVERIFY(std::abs(back->wallHours - 10.0) < 1e-9);
}

void TestThroughput::noThroughputNoTime()
{
    Workload w;
    const MemoryModel m(model("llama-3.1-8b"), w);
    // Iluvatar publishes no compute figure for the BI-V150: no time, rather than a made-up one.
    QVERIFY(!trainingTime(m, gpu("iluvatar-bi-v150"), 8, 1e9, 0.3));
}

void TestThroughput::noBandwidthNoDecodeSpeed()
{
    // Hygon's K100 publishes FP16 compute but no memory bandwidth: decode is bandwidth-bound,
    // so there is no inference speed at all instead of one computed from a zero bandwidth.
    Workload w;
    w.task = Task::Inference;
    w.precision = Precision::Fp16;
    const MemoryModel m(model("llama-3.1-8b"), w);
    const Accelerator &k100 = gpu("hygon-dcu-k100");
    QVERIFY(!k100.bandwidthGBs);
    QVERIFY(k100.computeTflops(Precision::Fp16));
    QVERIFY(!inferenceSpeed(m, k100, Layout{}, 0.25));
    QVERIFY(inferenceSpeed(m, gpu("hygon-dcu-k100-ai"), Layout{}, 0.25)); // 896 GB/s published
}

void TestThroughput::decodeIsBandwidthBound()
{
    // One sequence of Llama-3.1-8B on an H100: each token streams the 16 GB of weights, so
    // tokens/s ≈ effective bandwidth / bytes read (≈ 110 at 3.35 TB/s × 0.55).
    Workload w;
    w.task = Task::Inference;
    w.context = 1024;
    const MemoryModel m(model("llama-3.1-8b"), w);
    const auto s = inferenceSpeed(m, gpu("nvidia-h100-sxm5-80gb"), Layout{}, 0.4);
    QVERIFY(s);
    const MemoryBreakdown b = m.perGpu(Layout{});
    QCOMPARE(s->decodeTokensPerSecondPerSequence, 3350e9 * 0.55 / (b.weights + b.kvCache));
    QVERIFY(s->decodeTokensPerSecondPerSequence > 90 && s->decodeTokensPerSecondPerSequence < 130);
    QVERIFY(s->prefillTokensPerSecond > 1000 * s->decodeTokensPerSecondPerSequence / 10);
}

void TestThroughput::maxConcurrencyFillsTheCard()
{
    Workload w;
    w.task = Task::Inference;
    w.context = 4096;
    const MemoryModel m(model("llama-3.1-8b"), w);
    const double capacity = gpu("nvidia-a100-sxm4-80gb").memoryBytes();
    const qint64 c = maxConcurrency(m, Layout{}, capacity);
    QVERIFY(c > 50); // ≈ (80 GiB − 16 GB − overhead) / 512 MiB per 4K sequence
    Workload more = w;
    more.concurrency = int(c);
    QVERIFY(MemoryModel(model("llama-3.1-8b"), more).perGpuTotal(Layout{}) <= capacity);
    more.concurrency = int(c + 1);
    QVERIFY(MemoryModel(model("llama-3.1-8b"), more).perGpuTotal(Layout{}) > capacity);
}

QTEST_GUILESS_MAIN(TestThroughput)
#include "tst_throughput.moc"
