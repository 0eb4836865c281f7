#include "document/scenariodocument.h"

#include "scenario/scenarioengine.h"
#include "support/guitestutil.h"
#include "support/testutil.h"

#include <QSignalSpy>
#include <QTest>

using namespace Atlas;

// The document: undoable edits that merge within a slider drag, one result per change computed
// by the core (the same as evaluateScenario), the matrix only when the workload changes.
class TestScenarioDocument : public QObject
{
    Q_OBJECT

private slots:
    void resultIsTheCoresResult_data();
    void resultIsTheCoresResult();
    void editsMergeWithinAnInteraction_data();
    void editsMergeWithinAnInteraction();
    void matrixFollowsTheWorkloadOnly_data();
    void matrixFollowsTheWorkloadOnly();
    void budgetAloneKeepsTheResult();
    void matrixPlansFollowTheWork();
    void noChangeIsNoEdit();
    void compareOptionsAreLimited();
    void seedVerdictsAreTheDocuments();
    void catalogFiguresAreComputedOnce();
    void resetClearsTheHistory();
};

void TestScenarioDocument::resultIsTheCoresResult_data()
{
    QTest::addColumn<int>("scenario");
    QTest::newRow("default") << -1;
    QTest::newRow("case A") << 0;
    QTest::newRow("case B") << 1;
    QTest::newRow("case C") << 2;
}

void TestScenarioDocument::resultIsTheCoresResult()
{
    QFETCH(int, scenario);
    ScenarioDocument document(AtlasTest::catalog());
    const Scenario s = scenario < 0 ? defaultScenario() : AtlasTest::builtInScenario(scenario);
    document.reset(s);
    const ScenarioResult expected = evaluateScenario(s, *AtlasTest::catalog());
    const ScenarioResult &r = document.result();
    QCOMPARE(r.valid, expected.valid);
    QCOMPARE(r.estimate.perGpu.total(), expected.estimate.perGpu.total());
    QCOMPARE(r.cost.totalCny, expected.cost.totalCny);
    QCOMPARE(r.regions.size(), expected.regions.size());
    QCOMPARE(r.budgetPerCardCny, expected.budgetPerCardCny);
    // The comparison is part of the result: the compare view computes nothing.
    QCOMPARE(r.compare.size(), s.compare.size());
    for (qsizetype i = 0; i < r.compare.size(); ++i) {
        QCOMPARE(r.compare.at(i).layout, expected.compare.at(i).layout);
        QCOMPARE(r.compare.at(i).cost.totalCny, expected.compare.at(i).cost.totalCny);
    }
}

void TestScenarioDocument::editsMergeWithinAnInteraction_data()
{
    QTest::addColumn<bool>("interaction");
    QTest::addColumn<bool>("sameField");
    QTest::addColumn<int>("steps");
    // Five edits: one undo step only for the same field inside one interaction (a drag).
    QTest::newRow("drag") << true << true << 1;
    QTest::newRow("drag over two fields") << true << false << 5;
    QTest::newRow("clicks") << false << true << 5;
}

void TestScenarioDocument::editsMergeWithinAnInteraction()
{
    QFETCH(bool, interaction);
    QFETCH(bool, sameField);
    QFETCH(int, steps);
    ScenarioDocument document(AtlasTest::catalog());
    const std::optional<double> before = document.scenario().budgetCny;
    if (interaction)
        document.beginInteraction();
    for (int i = 1; i <= 5; ++i) {
        const ScenarioField field = sameField || i % 2 ? ScenarioField::Budget
                                                       : ScenarioField::Precision;
        document.edit(field, QStringLiteral("edit"), [i](Scenario &s) { s.budgetCny = 1000.0 * i; });
    }
    if (interaction)
        document.endInteraction();
    QCOMPARE(document.undoStack()->count(), steps);
    QCOMPARE(*document.scenario().budgetCny, 5000.0);
    while (document.undoStack()->canUndo())
        document.undoStack()->undo();
    QCOMPARE(document.scenario().budgetCny, before);
    QVERIFY(!document.isModified());
}

void TestScenarioDocument::matrixFollowsTheWorkloadOnly_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<bool>("matrix");
    QTest::newRow("precision") << 0 << true;
    QTest::newRow("sequence") << 1 << true;
    QTest::newRow("micro-batch") << 2 << true;
    QTest::newRow("accelerator") << 3 << false;
    QTest::newRow("budget") << 4 << false;
    QTest::newRow("region") << 5 << false;
    QTest::newRow("card count") << 6 << false;
}

void TestScenarioDocument::matrixFollowsTheWorkloadOnly()
{
    QFETCH(int, field);
    QFETCH(bool, matrix);
    ScenarioDocument document(AtlasTest::catalog());
    QSignalSpy matrixChanged(&document, &ScenarioDocument::matrixChanged);
    QSignalSpy scenarioChanged(&document, &ScenarioDocument::scenarioChanged);
    document.edit(ScenarioField::Whole, QStringLiteral("edit"), [field](Scenario &s) {
        switch (field) {
        case 0:
            s.workload.precision = Precision::Fp8;
            break;
        case 1:
            s.workload.seqLen *= 2;
            break;
        case 2:
            s.workload.microBatch += 1;
            break;
        case 3:
            s.acceleratorId = QStringLiteral("nvidia-h100-sxm5-80gb");
            break;
        case 4:
            s.budgetCny = 777;
            break;
        case 5:
            s.regionId = QStringLiteral("horinger");
            break;
        case 6:
            s.layout.gpus = 4;
            break;
        }
    });
    QCOMPARE(scenarioChanged.size(), 1);
    QCOMPARE(matrixChanged.size(), matrix ? 1 : 0);
}

void TestScenarioDocument::budgetAloneKeepsTheResult()
{
    // The budget changes no time or price, only the verdicts, the budget per card and the
    // options that pass — each what the core says it is.
    ScenarioDocument document(AtlasTest::catalog());
    document.reset(AtlasTest::builtInScenario(2)); // case C: 64 cards
    const double cost = document.result().cost.totalCny;
    const int accepted = document.options().accepted;
    document.edit(ScenarioField::Budget, QStringLiteral("b"), [](Scenario &s) {
        s.budgetCny = 6.4e7;
    });
    QCOMPARE(*document.result().budgetPerCardCny, 1e6); // 64 million over 64 cards
    QCOMPARE(document.result().budgetPerCardCny,
             evaluateScenario(document.scenario(), *AtlasTest::catalog()).budgetPerCardCny);
    QCOMPARE(document.result().cost.totalCny, cost);
    QCOMPARE(document.result().spend.withinBudget,
             evaluateScenario(document.scenario(), *AtlasTest::catalog()).spend.withinBudget);
    QVERIFY(document.options().accepted < accepted); // some options no longer pass
    QCOMPARE(document.options().accepted,
             scenarioOptions(document.scenario(), *AtlasTest::catalog()).accepted);
    document.edit(ScenarioField::Budget, QStringLiteral("b"), [](Scenario &s) {
        s.budgetCny.reset();
    });
    QVERIFY(!document.result().budgetPerCardCny);
    QVERIFY(!document.result().spend.withinBudget);
}

void TestScenarioDocument::matrixPlansFollowTheWork()
{
    // The plans are computed when first read after a change: read before and after a change of
    // the work, they are the core's plans for the new work, not the old ones.
    ScenarioDocument document(AtlasTest::catalog());
    document.reset(AtlasTest::builtInScenario(2)); // case C
    const auto known = [](const MatrixPlans &plans) {
        for (int r = 0; r < plans.rowCount(); ++r)
            for (int c = 0; c < plans.columnCount(); ++c)
                if (plans.cell(r, c).time == MatrixCellPlan::Time::Known)
                    return std::pair(r, c);
        return std::pair(-1, -1);
    };
    const auto [row, column] = known(document.matrixPlans());
    QVERIFY(row >= 0);
    const double hours = document.matrixPlans().cell(row, column).wallHours;
    QSignalSpy plansChanged(&document, &ScenarioDocument::matrixPlansChanged);
    document.edit(ScenarioField::Work, QStringLiteral("w"), [](Scenario &s) {
        s.tokens = *s.tokens * 2;
    });
    QCOMPARE(plansChanged.size(), 1);
    QCOMPARE(document.matrixWork(), scenarioMatrixWork(document.scenario(), *AtlasTest::catalog()));
    const MatrixPlans expected = computeMatrixPlans(document.matrix(),
                                                    *AtlasTest::catalog(),
                                                    document.matrixWork());
    QCOMPARE(document.matrixPlans().cell(row, column).wallHours,
             expected.cell(row, column).wallHours);
    QVERIFY(std::abs(document.matrixPlans().cell(row, column).wallHours - 2 * hours) < 1e-9 * hours);
}

void TestScenarioDocument::noChangeIsNoEdit()
{
    ScenarioDocument document(AtlasTest::catalog());
    QSignalSpy changed(&document, &ScenarioDocument::scenarioChanged);
    document.edit(ScenarioField::Budget, QStringLiteral("b"), [](Scenario &) {});
    QCOMPARE(document.undoStack()->count(), 0);
    QCOMPARE(changed.size(), 0);
}

void TestScenarioDocument::compareOptionsAreLimited()
{
    ScenarioDocument document(AtlasTest::catalog());
    QString why;
    const CompareOption h100{{}, QStringLiteral("nvidia-h100-sxm5-80gb"), 0, {}, {}, {}, {}, {}};
    QVERIFY(document.addCompareOption(h100, &why));
    QVERIFY(!document.addCompareOption(h100, &why)); // already there
    QVERIFY(!why.isEmpty());
    CompareOption other = h100;
    other.gpus = 8;
    QVERIFY(document.addCompareOption(other, &why)); // four now
    QCOMPARE(document.scenario().compare.size(), qsizetype(MaxCompareOptions));
    other.gpus = 16;
    QVERIFY(!document.addCompareOption(other, &why));
    QCOMPARE(document.result().compare.size(), qsizetype(MaxCompareOptions));
}

void TestScenarioDocument::seedVerdictsAreTheDocuments()
{
    // Seed table 4.2 says 7B–13B full fine-tuning fits on two A100 80GB; with AdamW's states
    // (16–18 bytes per parameter, 13B → at least 208 GB) it does not.
    ScenarioDocument document(AtlasTest::catalog());
    const FitMatrix &m = document.matrix();
    int a100 = -1;
    for (int c = 0; c < m.columnCount(); ++c)
        if (m.accelerator(c)->id == u"nvidia-a100-sxm4-80gb")
            a100 = c;
    QVERIFY(a100 >= 0);
    int found = 0;
    for (int row = 0; row < m.rowCount(); ++row) {
        if (m.model(row)->id != u"llama-2-13b" || m.task(row) != Task::Full)
            continue;
        const SeedVerdict *v = document.seedVerdict(row, a100);
        QVERIFY(v);
        QVERIFY(v->contradicts);
        ++found;
    }
    QCOMPARE(found, 1);
}

void TestScenarioDocument::catalogFiguresAreComputedOnce()
{
    ScenarioDocument document(AtlasTest::catalog());
    const Accelerator *h100 = AtlasTest::catalog()->accelerator(u"nvidia-h100-sxm5-80gb");
    const RateCard *card = document.rateCard(h100->id);
    QVERIFY(card);
    QVERIFY(card->purchasePerGpu());
    QCOMPARE(document.radar().scores(*h100).purchaseCny, card->purchasePerGpu()->value);
    QVERIFY(!document.rateCard(QStringLiteral("no-such-card")));
}

void TestScenarioDocument::resetClearsTheHistory()
{
    ScenarioDocument document(AtlasTest::catalog());
    QSignalSpy modified(&document, &ScenarioDocument::modifiedChanged);
    document.edit(ScenarioField::Work, QStringLiteral("h"), [](Scenario &s) { s.hours = 3; });
    QVERIFY(document.isModified());
    document.reset(AtlasTest::builtInScenario(0));
    QVERIFY(!document.isModified());
    QCOMPARE(document.undoStack()->count(), 0);
    QCOMPARE(modified.size(), 2);
}

QTEST_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
