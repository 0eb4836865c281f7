#include "engine/fit.h"
#include "engine/fitmatrix.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

namespace {

const ModelArch &model(const char *id)
{
    return *AtlasTest::catalog()->model(QString::fromLatin1(id));
}

const Accelerator &gpu(const char *id)
{
    return *AtlasTest::catalog()->accelerator(QString::fromLatin1(id));
}

// Every candidate layout at every power-of-two count, without the search's ordering or pruning:
// the reference the search must agree with.
std::optional<int> bruteForceMinimum(const MemoryModel &m, double capacity, Offload offload)
{
    for (int gpus = 1; gpus <= m.options().maxGpus; gpus *= 2) {
        for (int tp = 1; tp <= 8 && tp <= gpus; tp *= 2)
            for (int pp = 1; tp * pp <= gpus; pp *= 2)
                for (int zero = 0; zero <= 3; ++zero) {
                    Layout l{gpus, tp, pp, zero, offload};
                    if (!m.layoutSupported(l) || !layoutProblems(l, m.workload()).isEmpty())
                        continue;
                    if (!isTraining(m.workload().task) && (tp * pp != gpus || zero != 0))
                        continue;
                    if (m.perGpuTotal(l) <= capacity)
                        return gpus;
                }
    }
    return std::nullopt;
}

} // namespace

class TestFit : public QObject
{
    Q_OBJECT

private slots:
    void smallModelFitsOneCard();
    void seventyBillionInferenceNeedsTwoH100();
    void fullFineTuneOf7bDoesNotFitOne4090();
    void searchPrefersSimpleLayouts();
    void searchAgreesWithBruteForce_data();
    void searchAgreesWithBruteForce();
    void doesNotFitUpToMax();
    void usableIsCapacityMinusReserve();
    void offloadIsKept();
};

void TestFit::smallModelFitsOneCard()
{
    Workload w;
    w.task = Task::Inference;
    const MemoryModel m(model("llama-3.1-8b"), w);
    const FitResult r = fitOnAccelerator(m, gpu("nvidia-h100-sxm5-80gb"), Layout{});
    QVERIFY(r.fits);
    QCOMPARE(r.minGpus, std::optional<int>(1));
    QCOMPARE(r.capacityBytes, 80.0 * GiB);
}

void TestFit::seventyBillionInferenceNeedsTwoH100()
{
    // 70.6B parameters in BF16 are 141 GB: two 80 GiB cards with tensor parallelism 2.
    Workload w;
    w.task = Task::Inference;
    const MemoryModel m(model("llama-3.1-70b"), w);
    const FitResult r = fitOnAccelerator(m, gpu("nvidia-h100-sxm5-80gb"), Layout{});
    QVERIFY(!r.fits);
    QCOMPARE(r.minGpus, std::optional<int>(2));
    QCOMPARE(r.layout.tp, 2);
    QCOMPARE(r.layout.pp, 1);
    QVERIFY(r.atMinimum.total() <= 80.0 * GiB);
}

void TestFit::fullFineTuneOf7bDoesNotFitOne4090()
{
    // Seed table 4.2 recommends "1x RTX 4090" for 1B–7B full fine-tuning; 7B × 16–18 bytes of
    // model states alone is 112–126 GB.
    Workload w;
    const MemoryModel m(model("llama-2-7b"), w);
    const FitResult r = fitOnAccelerator(m, gpu("nvidia-rtx-4090"), Layout{});
    QVERIFY(!r.fits);
    QVERIFY(r.minGpus && *r.minGpus >= 8);
    QVERIFY(r.layout.zero == 3 || r.layout.tp > 1);
}

void TestFit::searchPrefersSimpleLayouts()
{
    // 13B full fine-tuning on A100 80GB: the first fitting layout uses ZeRO before tensor
    // parallelism and tensor parallelism before pipelines.
    Workload w;
    const MemoryModel m(model("llama-2-13b"), w);
    const FitResult r = fitOnAccelerator(m, gpu("nvidia-a100-sxm4-80gb"), Layout{});
    QVERIFY(r.minGpus);
    const QList<Layout> candidates = candidateLayouts(m, *r.minGpus, Offload::None);
    for (const Layout &l : candidates) {
        if (l == r.layout)
            break;
        QVERIFY2(m.perGpuTotal(l) > r.capacityBytes, "an earlier candidate fits");
    }
    QCOMPARE(r.layout.pp, 1);
}

void TestFit::searchAgreesWithBruteForce_data()
{
    QTest::addColumn<QString>("modelId");
    QTest::addColumn<int>("task");
    QTest::addColumn<QString>("gpuId");
    const char *models[] = {"llama-3.2-1b", "llama-2-13b", "qwen2.5-72b", "mixtral-8x7b"};
    const Task tasks[] = {Task::Full, Task::Lora, Task::Qlora, Task::Inference};
    const char *gpus[] = {"nvidia-rtx-4090", "nvidia-a100-sxm4-80gb", "huawei-ascend-910b"};
    for (const char *m : models)
        for (Task t : tasks)
            for (const char *g : gpus)
                QTest::addRow("%s %s %s", m, qPrintable(taskKey(t)), g)
                    << QString::fromLatin1(m) << int(t) << QString::fromLatin1(g);
}

void TestFit::searchAgreesWithBruteForce()
{
    QFETCH(QString, modelId);
    QFETCH(int, task);
    QFETCH(QString, gpuId);
    EngineOptions options;
    options.maxGpus = 256;
    const Workload w = workloadForTask(Workload{}, Task(task));
    const MemoryModel m(*AtlasTest::catalog()->model(modelId), w, options);
    const Accelerator &a = *AtlasTest::catalog()->accelerator(gpuId);
    const FitResult r = fitOnAccelerator(m, a, Layout{});
    QCOMPARE(r.minGpus, bruteForceMinimum(m, a.memoryBytes(), Offload::None));
    // The matrix's fast path agrees too.
    std::optional<int> fast;
    for (int gpus = 1; gpus <= 256 && !fast; gpus *= 2)
        if (minimumPerGpuBytes(m, gpus, Offload::None) <= a.memoryBytes())
            fast = gpus;
    QCOMPARE(fast, r.minGpus);
}

void TestFit::doesNotFitUpToMax()
{
    EngineOptions options;
    options.maxGpus = 4;
    Workload w;
    const MemoryModel m(model("llama-3.1-405b"), w, options);
    const FitResult r = fitOnAccelerator(m, gpu("nvidia-rtx-4070-ti"), Layout{});
    QVERIFY(!r.minGpus);
    QCOMPARE(r.searchedUpTo, 4);
}

void TestFit::usableIsCapacityMinusReserve()
{
    Workload w;
    w.task = Task::Inference;
    const MemoryModel m(model("llama-3.1-8b"), w);
    const FitResult r = fitOnAccelerator(m, gpu("nvidia-l40s"), Layout{});
    QCOMPARE(r.usableBytes, r.capacityBytes - r.requested.overhead);
    QVERIFY(r.requested.overhead >= 1.0 * GiB); // the CUDA context at least
}

void TestFit::offloadIsKept()
{
    Workload w;
    const MemoryModel m(model("llama-2-13b"), w);
    Layout requested;
    requested.zero = 3;
    requested.offload = Offload::OptimizerAndParams;
    const FitResult r = fitOnAccelerator(m, gpu("nvidia-rtx-4090"), requested);
    QVERIFY(r.minGpus);
    QCOMPARE(r.layout.offload, Offload::OptimizerAndParams);
    QCOMPARE(r.layout.zero, 3);
}

QTEST_GUILESS_MAIN(TestFit)
#include "tst_fit.moc"
