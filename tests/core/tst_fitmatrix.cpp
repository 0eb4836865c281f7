#include "engine/fit.h"
#include "engine/fitmatrix.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestFitMatrix : public QObject
{
    Q_OBJECT

private slots:
    void everyCellEqualsTheSearch();
    void quantisedPrecisionMakesTrainingRowsNotApplicable();
    void inferenceOnlyCardsTrainNothing();
    void precisionChangesCells();
    void storesTheWinningLayout();
};

namespace {

FitMatrixRequest fullRequest(Precision precision)
{
    FitMatrixRequest r;
    for (const ModelArch &m : AtlasTest::catalog()->models())
        r.models.append(&m);
    r.tasks = {Task::Full, Task::Lora, Task::Qlora, Task::Inference};
    for (const Accelerator &a : AtlasTest::catalog()->accelerators())
        r.accelerators.append(&a);
    r.workload.precision = precision;
    return r;
}

} // namespace

void TestFitMatrix::everyCellEqualsTheSearch()
{
    FitMatrixRequest request = fullRequest(Precision::Bf16);
    request.options.maxGpus = 512;
    const FitMatrix matrix = computeFitMatrix(request);
    QCOMPARE(matrix.rowCount(), int(request.models.size() * request.tasks.size()));
    QCOMPARE(matrix.columnCount(),
             61); // accelerators in the embedded catalog (issue 27 added A100 PCIe, T4)
    int checked = 0;
    // Every third cell (the full grid is exercised by the benchmark): the matrix must say what
    // the per-cell search says.
    for (int row = 0; row < matrix.rowCount(); ++row) {
        for (int column = row % 3; column < matrix.columnCount(); column += 3) {
            if (matrix.accelerator(column)->inferenceOnly && isTraining(matrix.task(row))) {
                QCOMPARE(matrix.minGpus(row, column), int(FitMatrix::NotApplicable));
                continue; // inferenceOnlyCardsTrainNothing
            }
            const MemoryModel m(*matrix.model(row), matrix.rowWorkload(row), request.options);
            const FitResult r = fitOnAccelerator(m, *matrix.accelerator(column), Layout{});
            const int expected = r.minGpus ? *r.minGpus : FitMatrix::DoesNotFit;
            QCOMPARE(matrix.minGpus(row, column), expected);
            if (r.minGpus) {
                // The stored layout and memory are the search's, for tooltips and clicks.
                QCOMPARE(matrix.layout(row, column), r.layout);
                QCOMPARE(matrix.perGpu(row, column).total(), r.atMinimum.total());
                QCOMPARE(matrix.perGpu(row, column).weights, r.atMinimum.weights);
            }
            ++checked;
        }
    }
    QVERIFY(checked > 500);
}

void TestFitMatrix::quantisedPrecisionMakesTrainingRowsNotApplicable()
{
    const FitMatrix matrix = computeFitMatrix(fullRequest(Precision::Int4));
    for (int row = 0; row < matrix.rowCount(); ++row) {
        const bool fullTraining = matrix.task(row) == Task::Full;
        QCOMPARE(matrix.minGpus(row, 0) == FitMatrix::NotApplicable, fullTraining);
        QCOMPARE(matrix.rowProblems(row).isEmpty(), !fullTraining);
    }
}

void TestFitMatrix::inferenceOnlyCardsTrainNothing()
{
    // AWS Inferentia2 has memory enough for a 7B model's QLoRA, but no training software: its
    // training cells are not applicable, its inference cells fit as their memory says.
    FitMatrixRequest request = fullRequest(Precision::Bf16);
    const Accelerator *inferentia = AtlasTest::catalog()->accelerator(u"aws-inferentia2");
    QVERIFY(inferentia && inferentia->inferenceOnly);
    request.accelerators = {inferentia};
    request.models = {AtlasTest::catalog()->model(u"llama-2-7b")};
    const FitMatrix matrix = computeFitMatrix(request);
    for (int row = 0; row < matrix.rowCount(); ++row) {
        if (isTraining(matrix.task(row)))
            QCOMPARE(matrix.minGpus(row, 0), int(FitMatrix::NotApplicable));
        else
            QVERIFY(matrix.minGpus(row, 0) >= 1);   // 13.5 GB of BF16 weights in 32 GB
        QVERIFY(matrix.rowProblems(row).isEmpty()); // the row itself is fine
    }
}

void TestFitMatrix::precisionChangesCells()
{
    // INT4 inference of a 70B model fits where BF16 does not: the precision slider must move
    // cells. Llama-3.1-70B on one H100: BF16 ≈ 141 GB (2 cards), INT4 ≈ 40 GB (1 card).
    auto cell = [](Precision p) {
        FitMatrixRequest r;
        r.models = {AtlasTest::catalog()->model(u"llama-3.1-70b")};
        r.tasks = {Task::Inference};
        r.accelerators = {AtlasTest::catalog()->accelerator(u"nvidia-h100-sxm5-80gb")};
        r.workload.precision = p;
        return computeFitMatrix(r).minGpus(0, 0);
    };
    QCOMPARE(cell(Precision::Bf16), 2);
    QCOMPARE(cell(Precision::Int4), 1);
}

void TestFitMatrix::storesTheWinningLayout()
{
    // Llama-3.1-70B inference on two H100: inference searches tensor x pipeline only and two
    // replicas do not lower the memory, so the only 2-card candidate without a pipeline, and
    // the first in search order, is tensor parallelism 2.
    FitMatrixRequest r;
    r.models = {AtlasTest::catalog()->model(u"llama-3.1-70b")};
    r.tasks = {Task::Inference};
    r.accelerators = {AtlasTest::catalog()->accelerator(u"nvidia-h100-sxm5-80gb")};
    const FitMatrix matrix = computeFitMatrix(r);
    QCOMPARE(matrix.minGpus(0, 0), 2);
    const Layout l = matrix.layout(0, 0);
    QCOMPARE(l.gpus, 2);
    QCOMPARE(l.tp, 2);
    QCOMPARE(l.pp, 1);
    // 70.6e9 BF16 weights shared over two cards: at least 65 GiB each, below the 80 GiB card.
    const double weights = matrix.perGpu(0, 0).weights / (1024.0 * 1024 * 1024);
    QVERIFY2(weights > 60 && weights < 70, qPrintable(QString::number(weights)));
    QVERIFY(matrix.perGpu(0, 0).total() <= 80.0 * 1024 * 1024 * 1024);
}

QTEST_GUILESS_MAIN(TestFitMatrix)
#include "tst_fitmatrix.moc"
