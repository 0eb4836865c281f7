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
    void bandTimesFollowTheEfficiencyBand();
    void tokensInHoursInvertsTime();
    void noThroughputNoTime();
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

// Causal attention of one token, summed over layers: layers × sequence × heads × head dim.
double attention(double layers, double seq, double heads, double headDim)
{
    return layers * seq * heads * headDim;
}

void TestThroughput::sixNDForFullTraining()
{
    Workload w; // sequence 2048
    const MemoryModel m(model("llama-3.1-8b"), w);
    const ParameterCount p = countParameters(model("llama-3.1-8b"));
    // 6·N with N the multiplied parameters (everything but the input-embedding lookup), plus
    // 6·A for causal attention: 32 layers × 2048 tokens × 32 heads × 128.
    QCOMPARE(trainingFlopsPerToken(m),
             6.0 * (p.total - double(128256) * 4096) + 6.0 * attention(32, 2048, 32, 128));
    // MoE: the active parameters, not the total (Mixtral ≈ 12.9B active of 46.7B).
    const MemoryModel moe(model("mixtral-8x7b"), w);
    const double moeAttention = 6.0 * attention(32, 2048, 32, 128);
    QVERIFY(trainingFlopsPerToken(moe) - moeAttention < 6.0 * 13e9);
    QVERIFY(trainingFlopsPerToken(moe) - moeAttention > 6.0 * 12e9);
}

void TestThroughput::adaptersSkipWeightGradients()
{
    Workload full;
    Workload lora;
    lora.task = Task::Lora;
    const MemoryModel f(model("llama-2-7b"), full);
    const MemoryModel l(model("llama-2-7b"), lora);
    // Frozen weights get no weight gradients (4·N instead of 6·N); attention has no weights,
    // so its backward pass stays (6·A). Llama 2 7B: 32 layers × 2048 × 32 heads × 128.
    const double n = flopParams(f);
    const double a = attention(32, 2048, 32, 128);
    QCOMPARE(trainingFlopsPerToken(l), 4.0 * n + 6.0 * a);
    QCOMPARE(trainingFlopsPerToken(f), 6.0 * n + 6.0 * a);
}

void TestThroughput::fullRecomputationAddsAForwardPass()
{
    Workload w;
    w.recompute = Recompute::Full;
    const MemoryModel m(model("llama-2-7b"), w);
    QCOMPARE(trainingFlopsPerToken(m), 8.0 * flopParams(m) + 8.0 * attention(32, 2048, 32, 128));
}

void TestThroughput::wallTimeFromPeakAndMfu()
{
    // Time = FLOPs / (GPUs × dense peak × efficiency). 1B tokens of Llama-2-7B on 8 × A100
    // (312 TFLOPS dense BF16) at an efficiency of 40 %.
    Workload w;
    const MemoryModel m(model("llama-2-7b"), w);
    const auto t = trainingTime(m, gpu("nvidia-a100-sxm4-80gb"), 8, 1e9, fixedEfficiency(0.40));
    QVERIFY(t);
    const double perToken = 6.0 * flopParams(m) + 6.0 * attention(32, 2048, 32, 128);
    const double expectedSeconds = perToken * 1e9 / (8 * 312e12 * 0.40);
    QCOMPARE(t->wallHours, expectedSeconds / 3600.0);
    QCOMPARE(t->gpuHours, 8 * t->wallHours);
    QCOMPARE(t->peakTflops, 312.0);
}

void TestThroughput::bandTimesFollowTheEfficiencyBand()
{
    Workload w;
    const MemoryModel m(model("llama-2-7b"), w);
    Efficiency e;
    e.point = 0.4;
    e.low = 0.3;
    e.high = 0.5;
    const auto t = trainingTime(m, gpu("nvidia-a100-sxm4-80gb"), 8, 1e9, e);
    QVERIFY(t);
    // The fastest time goes with the highest efficiency: hours scale as 1 / efficiency.
    QCOMPARE(t->wallHoursLow, t->wallHours * 0.4 / 0.5);
    QCOMPARE(t->wallHoursHigh, t->wallHours * 0.4 / 0.3);
}

void TestThroughput::tokensInHoursInvertsTime()
{
    Workload w;
    const MemoryModel m(model("llama-3.1-8b"), w);
    const auto tokens = tokensInHours(m, gpu("nvidia-h100-sxm5-80gb"), 4, 10.0, fixedEfficiency(0.4));
    QVERIFY(tokens);
    const auto back = trainingTime(m, gpu("nvidia-h100-sxm5-80gb"), 4, *tokens, fixedEfficiency(0.4));
    QVERIFY(std::abs(back->wallHours - 10.0) < 1e-9);
}

void TestThroughput::noThroughputNoTime()
{
    Workload w;
    const MemoryModel m(model("llama-3.1-8b"), w);
    // Iluvatar publishes no compute figure for the BI-V150: no time, rather than a made-up one.
    QVERIFY(!trainingTime(m, gpu("iluvatar-bi-v150"), 8, 1e9, fixedEfficiency(0.3)));
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
