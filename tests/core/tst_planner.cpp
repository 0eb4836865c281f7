#include "cost/planner.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestPlanner : public QObject
{
    Q_OBJECT

private slots:
    void budgetAndDeadlineAreMet();
    void rankedByTime();
    void regionsMultiplyOptions();
};

namespace {
PlannerRequest request()
{
    PlannerRequest r;
    r.model = *AtlasTest::catalog()->model(u"llama-3.1-8b");
    r.workload.task = Task::Lora;
    r.tokens = 2e8;
    r.budgetCny = 5000;
    r.deadlineHours = 48;
    r.maxGpus = 64;
    return r;
}
} // namespace

void TestPlanner::budgetAndDeadlineAreMet()
{
    const PlannerRequest req = request();
    const QList<PlannerOption> options = planOptions(*AtlasTest::catalog(), req);
    QVERIFY(!options.isEmpty());
    double previous = 0;
    for (const PlannerOption &o : options) {
        QVERIFY(o.cost.totalCny <= *req.budgetCny);
        QVERIFY(o.wallHours <= *req.deadlineHours);
        QVERIFY(o.cost.totalCny >= previous); // ranked by cost
        previous = o.cost.totalCny;
        const MemoryModel m(req.model, req.workload);
        QVERIFY(m.perGpuTotal(o.layout) <= o.accelerator->memoryBytes());
    }
}

void TestPlanner::rankedByTime()
{
    PlannerRequest req = request();
    req.rank = PlannerRequest::Rank::Time;
    const QList<PlannerOption> options = planOptions(*AtlasTest::catalog(), req);
    QVERIFY(options.size() > 1);
    for (qsizetype i = 1; i < options.size(); ++i)
        QVERIFY(options.at(i).wallHours >= options.at(i - 1).wallHours);
}

void TestPlanner::regionsMultiplyOptions()
{
    PlannerRequest req = request();
    req.forms = {ServiceForm::Purchase};
    req.budgetCny.reset();
    req.accelerators = {AtlasTest::catalog()->accelerator(u"nvidia-rtx-4090")};
    req.regions = {AtlasTest::catalog()->region(u"horinger"), AtlasTest::catalog()->region(u"yrd")};
    req.maxResults = 1000;
    const QList<PlannerOption> options = planOptions(*AtlasTest::catalog(), req);
    QVERIFY(!options.isEmpty());
    QCOMPARE(options.size() % 2, 0);
    // Same cards and hours: the western hub's cheaper electricity ranks first.
    QCOMPARE(options.constFirst().region->id, QStringLiteral("horinger"));
}

QTEST_GUILESS_MAIN(TestPlanner)
#include "tst_planner.moc"
