// The matrix's per-cell time and cost: hand-derived cells, and every checked cell against the
// scenario engine's own path (a scenario set to the cell's model, task, card and layout).

#include "cost/budget.h"
#include "cost/matrixplans.h"
#include "engine/serving.h"
#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestMatrixPlans : public QObject
{
    Q_OBJECT

private slots:
    void rentedHoursCostTheContainerRate();
    void timeFollowsTheFlopCount();
    void cellsAgreeWithTheScenarioEngine_data();
    void cellsAgreeWithTheScenarioEngine();
    void serviceRowsPriceTheirPeriod();
    void serviceRowsServeAtTheServingModelsSpeed_data();
    void serviceRowsServeAtTheServingModelsSpeed();
    void noNumberWithoutFitPriceOrWork();
    void purchaseCountsItsCash();
    void scenarioWorkReachesTheCells_data();
    void scenarioWorkReachesTheCells();
};

namespace {

const Catalog &catalog()
{
    return *AtlasTest::catalog();
}

FitMatrix matrixOf(const QStringList &models,
                   const QList<Task> &tasks,
                   const QStringList &accelerators,
                   Workload workload = {})
{
    FitMatrixRequest r;
    for (const QString &id : models)
        r.models.append(catalog().model(id));
    r.tasks = tasks;
    for (const QString &id : accelerators)
        r.accelerators.append(catalog().accelerator(id));
    r.workload = workload;
    return computeFitMatrix(r);
}

} // namespace

void TestMatrixPlans::rentedHoursCostTheContainerRate()
{
    // Case A's claim: 8B QLoRA fits one RTX 4090. Rented at the catalog's domestic container
    // rate (pricing.yaml: 1.24 CNY an hour, the cheapest of nine sellers in the price index;
    // the seed's 3 CNY is now a claim): 24 h x 1.24 = 29.76 CNY, by hand.
    const FitMatrix m = matrixOf({QStringLiteral("llama-3.1-8b")},
                                 {Task::Qlora},
                                 {QStringLiteral("nvidia-rtx-4090")});
    MatrixWork work;
    work.rentHours = 24;
    work.forms = {ServiceForm::Container};
    const MatrixPlans p = computeMatrixPlans(m, catalog(), work);
    QCOMPARE(m.minGpus(0, 0), 1);
    const MatrixCellPlan &cell = p.cell(0, 0);
    QCOMPARE(cell.time, MatrixCellPlan::Time::Known);
    QCOMPARE(cell.wallHours, 24.0);
    QVERIFY(cell.costCny);
    QCOMPARE(*cell.costCny, 24 * 1.24);
    QCOMPARE(cell.form, ServiceForm::Container);
}

void TestMatrixPlans::timeFollowsTheFlopCount()
{
    // Llama 3.1 8B full fine-tuning, 4,096-token sequences, at a fixed efficiency of 40 % on
    // H100 SXM (989.4 dense BF16 TFLOPS, NVIDIA's data sheet). FLOPs per token, by hand:
    // N = 8.030e9 parameters − 128,256 × 4,096 input embeddings = 7.505e9;
    // A = 32 layers × 4,096 tokens × 4,096 attention width = 5.369e8;
    // 6N + 6A = 4.503e10 + 3.221e9 = 4.825e10.
    Workload w;
    w.seqLen = 4096;
    const FitMatrix m = matrixOf({QStringLiteral("llama-3.1-8b")},
                                 {Task::Full},
                                 {QStringLiteral("nvidia-h100-sxm5-80gb")},
                                 w);
    MatrixWork work;
    work.tokens = 1e9;
    work.mfu = 0.4;
    const MatrixPlans p = computeMatrixPlans(m, catalog(), work);
    const int gpus = m.minGpus(0, 0);
    QVERIFY(gpus >= 1);
    const double expected = 4.825e10 * 1e9 / (gpus * 989.4e12 * 0.4) / 3600.0;
    const MatrixCellPlan &cell = p.cell(0, 0);
    QCOMPARE(cell.time, MatrixCellPlan::Time::Known);
    ATLAS_VERIFY_PUBLISHED(cell.wallHours, expected, -1);
    // A fixed efficiency has no band.
    QCOMPARE(cell.wallHoursLow, cell.wallHours);
    QCOMPARE(cell.wallHoursHigh, cell.wallHours);
}

void TestMatrixPlans::cellsAgreeWithTheScenarioEngine_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<Task>("task");
    QTest::addColumn<QString>("accelerator");
    QTest::newRow("8B LoRA, RTX 4090")
        << QStringLiteral("llama-3.1-8b") << Task::Lora << QStringLiteral("nvidia-rtx-4090");
    QTest::newRow("8B QLoRA, A100 80GB")
        << QStringLiteral("llama-3.1-8b") << Task::Qlora << QStringLiteral("nvidia-a100-sxm4-80gb");
    QTest::newRow("70B full, H100")
        << QStringLiteral("llama-3.1-70b") << Task::Full << QStringLiteral("nvidia-h100-sxm5-80gb");
    QTest::newRow("Mixtral full, MI300X")
        << QStringLiteral("mixtral-8x7b") << Task::Full << QStringLiteral("amd-mi300x");
    QTest::newRow("13B pre-train, Ascend 910B")
        << QStringLiteral("llama-2-13b") << Task::Pretrain << QStringLiteral("huawei-ascend-910b");
}

void TestMatrixPlans::cellsAgreeWithTheScenarioEngine()
{
    QFETCH(QString, model);
    QFETCH(Task, task);
    QFETCH(QString, accelerator);
    const FitMatrix m = matrixOf({model}, {task}, {accelerator});
    QVERIFY(m.minGpus(0, 0) > 0);
    MatrixWork work;
    work.tokens = 2e8;
    const MatrixPlans p = computeMatrixPlans(m, catalog(), work);
    const MatrixCellPlan &cell = p.cell(0, 0);

    // The same job as a scenario, on the cell's layout, priced in each form.
    Scenario s;
    s.modelId = model;
    s.workload = m.rowWorkload(0);
    s.acceleratorId = accelerator;
    s.layout = m.layout(0, 0);
    s.tokens = 2e8;
    std::optional<double> cheapest;
    ServiceForm cheapestForm = ServiceForm::Container;
    ScenarioResult r;
    for (ServiceForm form : work.forms) {
        s.pricing = form;
        r = evaluateScenario(s, catalog());
        QVERIFY(r.valid && r.fits);
        if (r.spend.cashCny && (!cheapest || *r.spend.cashCny < *cheapest)) {
            cheapest = r.spend.cashCny;
            cheapestForm = form;
        }
    }
    QCOMPARE(cell.time == MatrixCellPlan::Time::Known, r.timeKnown);
    if (r.timeKnown) {
        QVERIFY(qFuzzyCompare(cell.wallHours, r.wallHours));
        QVERIFY(qFuzzyCompare(cell.wallHoursLow, r.wallHoursLow));
        QVERIFY(qFuzzyCompare(cell.wallHoursHigh, r.wallHoursHigh));
        QVERIFY(cell.wallHoursLow <= cell.wallHours && cell.wallHours <= cell.wallHoursHigh);
    }
    QCOMPARE(cell.costCny.has_value(), cheapest.has_value());
    if (cheapest) {
        QVERIFY(qFuzzyCompare(*cell.costCny, *cheapest));
        QCOMPARE(cell.form, cheapestForm);
    }
}

void TestMatrixPlans::serviceRowsPriceTheirPeriod()
{
    // A month of service (730 h) on the cards that hold the model, at the catalog's container
    // rate for the RTX 4090 (1.24 CNY/h, pricing.yaml): one card, 730 x 1.24 = 905.2 CNY.
    const FitMatrix m = matrixOf({QStringLiteral("llama-3.1-8b")},
                                 {Task::Inference},
                                 {QStringLiteral("nvidia-rtx-4090")});
    MatrixWork work;
    work.serviceHours = 730;
    work.forms = {ServiceForm::Container};
    const MatrixPlans p = computeMatrixPlans(m, catalog(), work);
    const int gpus = m.minGpus(0, 0);
    QVERIFY(gpus >= 1);
    QCOMPARE(p.cell(0, 0).time, MatrixCellPlan::Time::Service);
    QVERIFY(p.cell(0, 0).costCny);
    QCOMPARE(*p.cell(0, 0).costCny, 730.0 * gpus * 1.24);
}

void TestMatrixPlans::serviceRowsServeAtTheServingModelsSpeed_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("accelerator");
    QTest::newRow("8B on a 4090") << QStringLiteral("llama-3.1-8b")
                                  << QStringLiteral("nvidia-rtx-4090");
    QTest::newRow("70B on H100s") << QStringLiteral("llama-3.1-70b")
                                  << QStringLiteral("nvidia-h100-sxm5-80gb");
    QTest::newRow("70B on 910Bs") << QStringLiteral("llama-3.1-70b")
                                  << QStringLiteral("huawei-ascend-910b");
}

void TestMatrixPlans::serviceRowsServeAtTheServingModelsSpeed()
{
    // An inference cell's speed is serve()'s for one replica on the cells' cards with no load
    // or service level: as many requests as the memory holds.
    QFETCH(QString, model);
    QFETCH(QString, accelerator);
    const FitMatrix m = matrixOf({model}, {Task::Inference}, {accelerator});
    MatrixWork work;
    work.promptTokens = 2000;
    work.outputTokens = 300;
    const MatrixPlans p = computeMatrixPlans(m, catalog(), work);
    const int gpus = m.minGpus(0, 0);
    QVERIFY(gpus >= 1);
    const MatrixCellPlan &cell = p.cell(0, 0);

    ServingRequest q;
    q.model = *catalog().model(model);
    q.weights = m.rowWorkload(0).precision;
    q.kv = m.rowWorkload(0).kvPrecision;
    q.accelerator = catalog().accelerator(accelerator);
    q.tp = gpus;
    q.gpus = gpus;
    q.promptTokens = 2000;
    q.outputTokens = 300;
    const ServingResult served = serve(catalog(), q);
    QVERIFY(served.valid);
    QCOMPARE(served.replicas, 1);
    QVERIFY(cell.outputTokensPerSecond > 0);
    QVERIFY(std::abs(cell.outputTokensPerSecond - served.outputTokensPerSecond)
            < 1e-9 * served.outputTokensPerSecond);
    QVERIFY(std::abs(cell.outputTokensPerSecondLow - served.outputTokensPerSecondLow)
            < 1e-9 * served.outputTokensPerSecond);
    QVERIFY(std::abs(cell.outputTokensPerSecondHigh - served.outputTokensPerSecondHigh)
            < 1e-9 * served.outputTokensPerSecond);
    // Longer requests hold fewer sequences: not faster.
    work.promptTokens = 16000;
    const MatrixPlans longer = computeMatrixPlans(m, catalog(), work);
    QVERIFY(longer.cell(0, 0).outputTokensPerSecond <= cell.outputTokensPerSecond);
}

void TestMatrixPlans::noNumberWithoutFitPriceOrWork()
{
    QStringList models, accelerators;
    for (const ModelArch &m : catalog().models())
        models << m.id;
    for (const Accelerator &a : catalog().accelerators())
        accelerators << a.id;
    const QList<Task> tasks{Task::Pretrain, Task::Full, Task::Lora, Task::Qlora, Task::Inference};
    const FitMatrix m = matrixOf(models, tasks, accelerators);
    MatrixWork work;
    work.tokens = 1e9;
    const MatrixPlans p = computeMatrixPlans(m, catalog(), work);
    int unpriced = 0, notFitting = 0;
    for (int row = 0; row < m.rowCount(); ++row) {
        for (int column = 0; column < m.columnCount(); ++column) {
            const MatrixCellPlan &cell = p.cell(row, column);
            if (m.minGpus(row, column) <= 0) {
                QCOMPARE(cell.time, MatrixCellPlan::Time::NotApplicable);
                QVERIFY(!cell.costCny);
                ++notFitting;
                continue;
            }
            const RateCard card = rateCard(*m.accelerator(column), catalog().pricing());
            const bool anyRate = card.containerPerGpuHour() || card.cloudPerGpuMonth()
                                 || card.bareMetalPerMachineMonth() || card.purchasePerGpu();
            if (!anyRate) {
                QVERIFY(!cell.costCny);
                ++unpriced;
            }
            if (cell.time == MatrixCellPlan::Time::NoThroughput)
                QVERIFY(!cell.costCny);
        }
    }
    QVERIFY(notFitting > 0);
    QVERIFY2(unpriced > 0, "the catalog has accelerators without any price (H800, …)");

    // A service scenario gives no training work: training cells have neither time nor cost.
    const MatrixPlans service = computeMatrixPlans(m, catalog(), MatrixWork{});
    for (int row = 0; row < m.rowCount(); ++row) {
        const bool training = isTraining(m.task(row));
        for (int column = 0; column < m.columnCount(); ++column) {
            if (m.minGpus(row, column) <= 0)
                continue;
            const MatrixCellPlan &cell = service.cell(row, column);
            QCOMPARE(cell.time,
                     training ? MatrixCellPlan::Time::NoWork : MatrixCellPlan::Time::Service);
            if (training)
                QVERIFY(!cell.costCny);
        }
    }
}

void TestMatrixPlans::purchaseCountsItsCash()
{
    // One RTX 4090 D bought at NVIDIA China's CNY 12,999 launch price: a day's run needs the
    // card's cash plus a day of electricity, hosting and operations (a few yuan).
    const FitMatrix m = matrixOf({QStringLiteral("llama-3.2-1b")},
                                 {Task::Lora},
                                 {QStringLiteral("nvidia-rtx-4090d")});
    QCOMPARE(m.minGpus(0, 0), 1);
    MatrixWork work;
    work.rentHours = 24;
    work.forms = {ServiceForm::Purchase};
    const MatrixPlans p = computeMatrixPlans(m, catalog(), work);
    QVERIFY(p.cell(0, 0).costCny);
    QCOMPARE(p.cell(0, 0).form, ServiceForm::Purchase);
    QVERIFY2(*p.cell(0, 0).costCny >= 12999 && *p.cell(0, 0).costCny < 12999 * 1.02,
             qPrintable(QString::number(*p.cell(0, 0).costCny)));
}

void TestMatrixPlans::scenarioWorkReachesTheCells_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("tokens"); // 0: none
    QTest::addColumn<double>("serviceHours");
    // Case A: 20,000 samples × 3 epochs × 1,024 tokens; case B: 2e8 tokens a week.
    QTest::newRow("case A") << QStringLiteral("case-a") << 20000.0 * 3 * 1024 << 730.0;
    QTest::newRow("case B") << QStringLiteral("case-b") << 2e8 << 730.0;
}

void TestMatrixPlans::scenarioWorkReachesTheCells()
{
    QFETCH(QString, file);
    QFETCH(double, tokens);
    QFETCH(double, serviceHours);
    std::optional<Scenario> s;
    for (const QString &path : builtInScenarioFiles()) {
        if (path.contains(file)) {
            Diagnostics diagnostics;
            s = readScenarioFile(path, catalog(), diagnostics);
        }
    }
    QVERIFY(s);
    MatrixWork work = scenarioMatrixWork(*s, catalog());
    QVERIFY(work.tokens);
    QCOMPARE(*work.tokens, tokens);
    QCOMPARE(work.serviceHours, serviceHours);
    QVERIFY(!work.rentHours);
    QCOMPARE(work.forms, s->options.forms);

    // The same scenario as a service of 200 hours: no training work, that period priced.
    s->workload.task = Task::Inference;
    s->hours = 200;
    work = scenarioMatrixWork(*s, catalog());
    QVERIFY(!work.tokens && !work.rentHours);
    QCOMPARE(work.serviceHours, 200.0);
}

QTEST_GUILESS_MAIN(TestMatrixPlans)
#include "tst_matrixplans.moc"
