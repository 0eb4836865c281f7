// Engine speed against DESIGN.md's budgets: the whole default matrix < 2 ms; 1,000
// accelerators × 1,000 workloads <= 40 ns per cell; the options planner over its whole space
// <= 8 ms; catalog load and validation <= 15 ms. Wall-clock figures move with the machine's
// load: compare versions with instruction counts (valgrind --tool=callgrind runs each
// QBENCHMARK once).

#include "cost/fleet.h"
#include "cost/matrixplans.h"
#include "cost/planner.h"
#include "engine/fitmatrix.h"
#include "engine/serving.h"
#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Atlas;

class BenchEngine : public QObject
{
    Q_OBJECT

private slots:
    void defaultMatrix();
    void matrixAtScale();
    void catalogLoad();
    void scenarioEvaluation();
    void optionsPlannerWholeSpace_data();
    void optionsPlannerWholeSpace();
    void matrixTimeAndCost();
    void servingDeployment();
    void fleetOverAWeek();
    void optionsPlannerWithFleets();
};

void BenchEngine::defaultMatrix()
{
    const auto catalog = AtlasTest::catalog();
    FitMatrixRequest r;
    for (const ModelArch &m : catalog->models())
        r.models.append(&m);
    r.tasks = {Task::Pretrain, Task::Full, Task::Lora, Task::Qlora, Task::Inference};
    for (const Accelerator &a : catalog->accelerators())
        r.accelerators.append(&a);
    qInfo("default matrix: %lld cells (%lld models × %lld tasks × %lld accelerators)",
          qint64(r.models.size() * r.tasks.size() * r.accelerators.size()),
          qint64(r.models.size()),
          qint64(r.tasks.size()),
          qint64(r.accelerators.size()));
    QBENCHMARK
    {
        const FitMatrix m = computeFitMatrix(r);
        QVERIFY(m.rowCount() > 0);
    }
}

void BenchEngine::matrixAtScale()
{
    // 1,000 accelerators (the catalog's 34 with memory sizes spread from 8 to 512 GiB) ×
    // 1,000 workloads (200 model variants × 5 tasks).
    const auto catalog = AtlasTest::catalog();
    QList<Accelerator> accelerators;
    for (int i = 0; i < 1000; ++i) {
        Accelerator a = catalog->accelerators().at(i % catalog->accelerators().size());
        a.memoryGiB = 8.0 + (i * 504.0) / 999.0;
        a.id = QStringLiteral("synthetic-%1").arg(i);
        accelerators.append(a);
    }
    QList<ModelArch> models;
    for (int i = 0; i < 200; ++i) {
        ModelArch m = catalog->models().at(i % catalog->models().size());
        m.layers = std::max(2, m.layers * (50 + i % 100) / 100);
        models.append(m);
    }
    FitMatrixRequest r;
    for (const ModelArch &m : models)
        r.models.append(&m);
    r.tasks = {Task::Pretrain, Task::Full, Task::Lora, Task::Qlora, Task::Inference};
    for (const Accelerator &a : accelerators)
        r.accelerators.append(&a);
    QElapsedTimer timer;
    qint64 best = std::numeric_limits<qint64>::max();
    for (int run = 0; run < 3; ++run) {
        timer.start();
        const FitMatrix m = computeFitMatrix(r);
        best = std::min(best, timer.nsecsElapsed());
        QCOMPARE(m.rowCount() * m.columnCount(), 1000000);
    }
    qInfo("1,000 × 1,000 matrix: %.1f ms, %.1f ns per cell (best of 3)", best / 1e6, best / 1e6);
}

void BenchEngine::catalogLoad()
{
    // A fresh read each time: loadCatalog() of the embedded data alone hands out the one catalog
    // of the process (catalog/catalogpreload.h), which would measure nothing after the first.
    QBENCHMARK
    {
        Diagnostics d;
        const auto c = loadCatalogTexts({}, true, d);
        QVERIFY(d.isEmpty());
    }
}

void BenchEngine::scenarioEvaluation()
{
    const auto catalog = AtlasTest::catalog();
    Diagnostics d;
    const auto s = readScenarioFile(builtInScenarioFiles().at(2), *catalog, d);
    QBENCHMARK
    {
        const ScenarioResult r = evaluateScenario(*s, *catalog);
        QVERIFY(r.valid);
    }
}

void BenchEngine::optionsPlannerWholeSpace_data()
{
    // The mainland market skips what it cannot supply; the global one prices everything and
    // marks it: both are measured.
    QTest::addColumn<int>("market");
    QTest::newRow("cn-mainland") << int(Market::CnMainland);
    QTest::newRow("global") << int(Market::Global);
}

void BenchEngine::optionsPlannerWholeSpace()
{
    // The whole space the options view follows live: every accelerator × every card count of
    // cardCounts() up to 4096 × the four service forms, purchases in every hub and cluster.
    QFETCH(int, market);
    const auto catalog = AtlasTest::catalog();
    PlannerRequest r;
    r.market = Market(market);
    r.model = *catalog->model(u"llama-3.1-70b");
    r.workload.task = Task::Full;
    r.tokens = 1e10;
    r.budget = Budget{1e6, Period::Run};
    r.deadlineHours = 720;
    r.allRegions = true;
    r.maxGpus = 4096;
    int considered = 0;
    QBENCHMARK
    {
        const PlannerResult result = planOptions(*catalog, r);
        considered = result.considered;
    }
    qInfo("options planner: %d options considered per call", considered);
}

void BenchEngine::matrixTimeAndCost()
{
    // The matrix's time and cost modes: every cell of the default matrix (about 12,000) on
    // its smallest layout, the scenario's work, the calibrated efficiency and the cheapest of
    // the four forms. Budget: well under 10 ms, as it follows workload edits.
    const auto catalog = AtlasTest::catalog();
    FitMatrixRequest r;
    for (const ModelArch &m : catalog->models())
        r.models.append(&m);
    r.tasks = {Task::Pretrain, Task::Full, Task::Lora, Task::Qlora, Task::Inference};
    for (const Accelerator &a : catalog->accelerators())
        r.accelerators.append(&a);
    const FitMatrix matrix = computeFitMatrix(r);
    MatrixWork work;
    work.tokens = 1e9;
    qInfo("matrix time and cost: %lld cells",
          qint64(matrix.rowCount()) * qint64(matrix.columnCount()));
    QBENCHMARK
    {
        const MatrixPlans plans = computeMatrixPlans(matrix, *catalog, work);
        QVERIFY(plans.rowCount() == matrix.rowCount());
    }
}

void BenchEngine::servingDeployment()
{
    // One serve() call: the replica search (TP 1–8), the service-level search and the load.
    const auto catalog = AtlasTest::catalog();
    ServingRequest q;
    q.model = *catalog->model(u"llama-3.1-70b");
    q.accelerator = catalog->accelerator(u"nvidia-h100-sxm5-80gb");
    q.promptTokens = 4096;
    q.outputTokens = 512;
    q.load = ServingLoad{ServingLoad::Kind::Users, 200};
    q.minUserTokensPerSecond = 20;
    QBENCHMARK
    {
        const ServingResult r = serve(*catalog, q);
        QVERIFY(r.valid);
    }
}

void BenchEngine::fleetOverAWeek()
{
    // A load over the week (issue 32): the peak and base deployments and the four mixes, what
    // a scenario with load_profile adds to each evaluation.
    const auto catalog = AtlasTest::catalog();
    ServingRequest q;
    q.model = *catalog->model(u"llama-3.1-70b");
    q.accelerator = catalog->accelerator(u"nvidia-h20-96gb");
    q.promptTokens = 1024;
    q.outputTokens = 256;
    q.maxTtftSeconds = 2;
    const LoadProfile profile{ServingLoad::Kind::Users, 2000, 200, 8, 5, {}, {}};
    QBENCHMARK
    {
        const FleetDemand d = fleetDemand(*catalog, q, profile);
        const QList<FleetMixCost> mixes = fleetMixes(*q.accelerator, catalog->pricing(), d, {});
        QVERIFY(mixes.size() == 4);
    }
}

void BenchEngine::optionsPlannerWithFleets()
{
    // The options planner asked a service over a week (issue 32): the inference options for
    // the peak and every accelerator's fleet in the four mixes. Budget: the planner's 8 ms.
    const auto catalog = AtlasTest::catalog();
    PlannerRequest r;
    r.model = *catalog->model(u"llama-3.1-70b");
    r.workload.task = Task::Inference;
    ServingRequest q;
    q.promptTokens = 1024;
    q.outputTokens = 256;
    q.maxTtftSeconds = 2;
    q.load = ServingLoad{ServingLoad::Kind::Users, 2000};
    r.serving = q;
    r.loadProfile = LoadProfile{ServingLoad::Kind::Users, 2000, 200, 8, 5, {}, {}};
    r.budget = Budget{60000, Period::Month};
    int considered = 0;
    QBENCHMARK
    {
        const PlannerResult result = planOptions(*catalog, r);
        considered = result.fleets.considered;
    }
    qInfo("options planner with fleets: %d card × mix choices per call", considered);
}

QTEST_GUILESS_MAIN(BenchEngine)
#include "bench_engine.moc"
