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

// The card counts up to 256, written out from the rule (1, 2, 4, 8, multiples of 8 to 64, then
// four per doubling).
const int CountsTo256[]
    = {1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256};

// Every candidate layout at every count, without the search's ordering or pruning: the reference
// the search must agree with.
std::optional<int> bruteForceMinimum(const MemoryModel &m, double capacity, Offload offload)
{
    for (int gpus : CountsTo256) {
        for (int tp = 1; tp <= 8 && tp <= gpus; tp *= 2)
            for (int pp = 1; tp * pp <= gpus; pp *= 2)
                for (int zero = 0; zero <= 3; ++zero) {
                    Layout l{gpus, tp, pp, zero, offload};
                    // layoutProblems() refuses a count the tp × pp groups do not fill.
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
    void cardCountsFollowTheRule_data();
    void cardCountsFollowTheRule();
    void countBetweenPowersOfTwo();
    void ownCountIsSearched();
    void candidatesFillTheCount_data();
    void candidatesFillTheCount();
    void curvesAreThePerGpuMemory_data();
    void curvesAreThePerGpuMemory();
    void searchDecidesExactlyAtTheCapacity();
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
    for (int gpus : CountsTo256)
        if (!fast && minimumPerGpuBytes(m, gpus, Offload::None) <= a.memoryBytes())
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

void TestFit::cardCountsFollowTheRule_data()
{
    // Written out by hand from the rule: 1, 2, 4, 8, every multiple of 8 to 64, then four steps
    // per doubling (a quarter of the octave each), up to and including the maximum; the user's
    // own count in its place.
    QTest::addColumn<int>("maxGpus");
    QTest::addColumn<int>("own");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("to 4") << 4 << 0 << QList<int>{1, 2, 4};
    QTest::newRow("to 8, consumer cards") << 8 << 0 << QList<int>{1, 2, 4, 8};
    QTest::newRow("to 64") << 64 << 0 << QList<int>{1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64};
    QTest::newRow("to 512") << 512 << 0
                            << QList<int>{1,  2,   4,   8,   16,  24,  32,  40,  48,  56,  64, 80,
                                          96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512};
    QTest::newRow("a maximum between steps is tried")
        << 100 << 0 << QList<int>{1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 100};
    QTest::newRow("own count 12") << 32 << 12 << QList<int>{1, 2, 4, 8, 12, 16, 24, 32};
    QTest::newRow("own count 3") << 8 << 3 << QList<int>{1, 2, 3, 4, 8};
    QTest::newRow("own count in the sequence") << 32 << 24 << QList<int>{1, 2, 4, 8, 16, 24, 32};
    QTest::newRow("own count over the maximum") << 16 << 20 << QList<int>{1, 2, 4, 8, 16};
    QTest::newRow("own count 1000")
        << 1024 << 1000
        << QList<int>{1,   2,   4,   8,   16,  24,  32,  40,  48,  56,  64,  80,  96,   112,
                      128, 160, 192, 224, 256, 320, 384, 448, 512, 640, 768, 896, 1000, 1024};
}

void TestFit::cardCountsFollowTheRule()
{
    QFETCH(int, maxGpus);
    QFETCH(int, own);
    QFETCH(QList<int>, expected);
    QCOMPARE(cardCounts(maxGpus, own), expected);
}

void TestFit::countBetweenPowersOfTwo()
{
    // A card whose memory lies between what the best layouts on 16 and on 24 cards need: the
    // search offers 24 cards (three 8-card servers), where powers of two alone offered 32.
    Workload w;
    w.task = Task::Full;
    const MemoryModel m(model("llama-2-13b"), w);
    const double at16 = minimumPerGpuBytes(m, 16, Offload::None);
    const double at24 = minimumPerGpuBytes(m, 24, Offload::None);
    QVERIFY(at24 < at16);
    Accelerator a = gpu("nvidia-rtx-4090");
    a.memoryGiB = (at16 + at24) / 2 / GiB;
    for (int fewer : {1, 2, 4, 8}) // the premise: no smaller count fits either
        QVERIFY(minimumPerGpuBytes(m, fewer, Offload::None) > a.memoryBytes());
    const FitResult r = fitOnAccelerator(m, a, Layout{});
    QCOMPARE(r.minGpus, std::optional<int>(24));
    QCOMPARE(r.layout.gpus, 24);
    QCOMPARE(r.layout.gpus % (r.layout.tp * r.layout.pp), 0);
    QVERIFY(r.atMinimum.total() <= a.memoryBytes());
}

void TestFit::ownCountIsSearched()
{
    // The user asks for 12 cards: the search tries 12 between 8 and 16, and it is the answer
    // for a card that 8 cards cannot serve but 12 can.
    Workload w;
    w.task = Task::Full;
    const MemoryModel m(model("llama-2-13b"), w);
    const double at8 = minimumPerGpuBytes(m, 8, Offload::None);
    const double at12 = minimumPerGpuBytes(m, 12, Offload::None);
    QVERIFY(at12 < at8);
    Accelerator a = gpu("nvidia-rtx-4090");
    a.memoryGiB = (at8 + at12) / 2 / GiB;
    for (int fewer : {1, 2, 4})
        QVERIFY(minimumPerGpuBytes(m, fewer, Offload::None) > a.memoryBytes());
    QVERIFY(minimumPerGpuBytes(m, 16, Offload::None) <= a.memoryBytes());
    Layout requested;
    requested.gpus = 12;
    QCOMPARE(fitOnAccelerator(m, a, requested).minGpus, std::optional<int>(12));
    // Without the user's count the next one in the sequence is the answer.
    QCOMPARE(fitOnAccelerator(m, a, Layout{}).minGpus, std::optional<int>(16));
}

void TestFit::candidatesFillTheCount_data()
{
    QTest::addColumn<int>("task");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("expected"); // candidates, counted by hand below
    // Llama 2 13B: 40 heads (divisible by 1, 2, 4, 8), 40 layers. Training on 24 cards: tp × pp
    // in {1, 2, 4, 8} (16 does not divide 24): (1,1) (2,1) (4,1) (8,1) (1,2) (2,2) (4,2) (1,4)
    // (2,4) (1,8): 10 splits, each with ZeRO 0–3 since dp > 1.
    QTest::newRow("training on 24") << int(Task::Full) << 24 << 40;
    // Training on 16: also (8,2) (4,4) (2,8) (1,16): 14 splits; dp = 1 at (8,2) (4,4) (2,8)
    // and (1,16) leaves ZeRO 0 only: 10 × 4 + 4 = 44.
    QTest::newRow("training on 16") << int(Task::Full) << 16 << 44;
    // Inference needs tp × pp = the count: none for 24 with powers of two, (8,2) (4,4) (2,8)
    // (1,16) for 16.
    QTest::newRow("inference on 24") << int(Task::Inference) << 24 << 0;
    QTest::newRow("inference on 16") << int(Task::Inference) << 16 << 4;
}

void TestFit::candidatesFillTheCount()
{
    QFETCH(int, task);
    QFETCH(int, gpus);
    QFETCH(int, expected);
    Workload w;
    w.task = Task(task);
    const MemoryModel m(model("llama-2-13b"), w);
    const QList<Layout> layouts = candidateLayouts(m, gpus, Offload::None);
    QCOMPARE(layouts.size(), qsizetype(expected));
    for (const Layout &l : layouts) {
        QCOMPARE(l.gpus, gpus);
        QVERIFY(layoutProblems(l, w).isEmpty());
    }
}

void TestFit::curvesAreThePerGpuMemory_data()
{
    QTest::addColumn<QString>("modelId");
    QTest::addColumn<int>("task");
    QTest::addColumn<int>("offload");
    QTest::newRow("13B full") << QStringLiteral("llama-2-13b") << int(Task::Full)
                              << int(Offload::None);
    QTest::newRow("13B full, optimizer offloaded")
        << QStringLiteral("llama-2-13b") << int(Task::Full) << int(Offload::Optimizer);
    QTest::newRow("13B full, parameters offloaded")
        << QStringLiteral("llama-2-13b") << int(Task::Full) << int(Offload::OptimizerAndParams);
    QTest::newRow("Mixtral LoRA") << QStringLiteral("mixtral-8x7b") << int(Task::Lora)
                                  << int(Offload::None);
    QTest::newRow("72B QLoRA") << QStringLiteral("qwen2.5-72b") << int(Task::Qlora)
                               << int(Offload::None);
    QTest::newRow("1B inference") << QStringLiteral("llama-3.2-1b") << int(Task::Inference)
                                  << int(Offload::None);
}

void TestFit::curvesAreThePerGpuMemory()
{
    // The search's curves are the memory model itself, evaluated another way: perGpu() of every
    // layout bit for bit, and the estimate within rounding.
    QFETCH(QString, modelId);
    QFETCH(int, task);
    QFETCH(int, offload);
    const Workload w = workloadForTask(Workload{}, Task(task));
    const MemoryModel m(*AtlasTest::catalog()->model(modelId), w);
    for (int tp : {1, 2, 4, 8})
        for (int pp : {1, 2, 4, 8}) {
            const auto curves = m.perGpuCurves(tp, pp, Offload(offload));
            for (int zero = 0; zero <= 3; ++zero)
                for (int dp : {1, 2, 3, 5, 64}) {
                    const Layout l{tp * pp * dp, tp, pp, zero, Offload(offload)};
                    const MemoryBreakdown exact = m.perGpu(l);
                    const MemoryBreakdown viaCurve = curves[size_t(zero)].at(dp);
                    QCOMPARE(viaCurve.total(), exact.total());
                    QCOMPARE(viaCurve.weights, exact.weights);
                    QCOMPARE(viaCurve.optimizer, exact.optimizer);
                    const double estimate = curves[size_t(zero)].estimatedTotalAt(dp);
                    QVERIFY(std::abs(estimate - exact.total()) <= 1e-12 * exact.total());
                }
        }
}

void TestFit::searchDecidesExactlyAtTheCapacity()
{
    // A capacity equal to a layout's memory fits it, one byte less does not: the curve's estimate
    // never decides so close to the capacity.
    Workload w;
    w.task = Task::Full;
    const MemoryModel m(model("llama-2-13b"), w);
    LayoutSearch search(m, Offload::None, cardCounts(64));
    const std::span<const LayoutSearch::Candidate> at24 = search.candidates(5);
    QCOMPARE(search.counts().at(5), 24);
    QVERIFY(!at24.empty());
    const LayoutSearch::Candidate &last = at24.back();
    const double exact = m.perGpuTotal(last.layout);
    QCOMPARE(search.perGpu(last).total(), exact);
    QVERIFY(search.fits(last, exact));
    QVERIFY(!search.fits(last, std::nextafter(exact, 0.0)));
}

QTEST_GUILESS_MAIN(TestFit)
#include "tst_fit.moc"
