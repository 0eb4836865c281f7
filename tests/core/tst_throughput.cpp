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
    void maxConcurrencyIsTheBoundary_data();
    void maxConcurrencyIsTheBoundary();
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

void TestThroughput::maxConcurrencyIsTheBoundary_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("context");
    QTest::addColumn<int>("tp");
    QTest::addColumn<qint64>("limit");
    // Dense, grouped-query, hybrid sliding-window, latent-attention (MLA) and mixture-of-experts
    // models, a limit below what fits, and a model that does not fit one sequence.
    const qint64 none = qint64(1) << 30;
    QTest::newRow("llama 8B, 4K, A100") << "llama-3.1-8b"
                                        << "nvidia-a100-sxm4-80gb" << 4096 << 1 << none;
    QTest::newRow("llama 70B, 128K, 8 x H200") << "llama-3.1-70b"
                                               << "nvidia-h200-sxm-141gb" << 131072 << 8 << none;
    QTest::newRow("gemma 27B (sliding), 32K, H100")
        << "gemma-3-27b"
        << "nvidia-h100-sxm5-80gb" << 32768 << 1 << none;
    QTest::newRow("deepseek V3 (MLA), 8K, 8 x H200")
        << "deepseek-v3"
        << "nvidia-h200-sxm-141gb" << 8192 << 8 << none;
    QTest::newRow("qwen3 30B-A3B (MoE), 2K, 4090") << "qwen3-30b-a3b"
                                                   << "nvidia-rtx-4090" << 2048 << 1 << none;
    QTest::newRow("limit below the card") << "llama-3.2-1b"
                                          << "nvidia-h100-sxm5-80gb" << 1024 << 1 << qint64(16);
    QTest::newRow("not one sequence") << "llama-3.1-405b"
                                      << "nvidia-rtx-4090" << 4096 << 1 << none;
}

void TestThroughput::maxConcurrencyIsTheBoundary()
{
    // By definition: the answer fits and one more sequence does not (or the answer is the
    // limit); 0 exactly when one sequence does not fit. Checked against MemoryModel directly.
    QFETCH(QString, model);
    QFETCH(QString, card);
    QFETCH(int, context);
    QFETCH(int, tp);
    QFETCH(qint64, limit);
    Workload w;
    w.task = Task::Inference;
    w.context = context;
    const ModelArch &arch = *AtlasTest::catalog()->model(model);
    const double capacity = AtlasTest::catalog()->accelerator(card)->memoryBytes();
    Layout layout;
    layout.gpus = tp;
    layout.tp = tp;
    const MemoryModel m(arch, w);
    const qint64 c = maxConcurrency(m, layout, capacity, limit);
    const auto fits = [&](qint64 n) {
        Workload at = w;
        at.concurrency = int(n);
        return MemoryModel(arch, at).perGpuTotal(layout) <= capacity;
    };
    if (c == 0) {
        QVERIFY(!fits(1));
        return;
    }
    QVERIFY(c <= limit);
    QVERIFY(fits(c));
    if (c < limit)
        QVERIFY(!fits(c + 1));
}

QTEST_GUILESS_MAIN(TestThroughput)
#include "tst_throughput.moc"
