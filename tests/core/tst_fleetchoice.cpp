// Choosing among fleet mixes (issue 32): each mix marked for the market by the planner's rule
// for the forms it uses, set against the budget in the budget's period, the recommendation, and
// the options planner's fleets ranked by cost a month and agreeing with the scenario's own.

#include "cost/fleetchoice.h"
#include "cost/planner.h"
#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

namespace {

FleetMixCost mixCosting(FleetMix mix, double perMonth, bool meetsSlo = true)
{
    FleetMixCost m;
    m.mix = mix;
    m.priced = true;
    m.meetsSlo = meetsSlo;
    m.costPerMonthCny = perMonth;
    m.costPerYearCny = perMonth * 12;
    m.rentedCardsAtPeak = mix == FleetMix::OwnPeak ? 0 : 9; // the other mixes rent peaks
    return m;
}

// The README's SaaS on the scenario's own question: Llama 3.1 70B, 1,024 tokens in, 256 out,
// the first token within 2 s, 2,000 users in business hours and 200 otherwise.
Scenario saas(const QString &card)
{
    Scenario s;
    s.modelId = QStringLiteral("llama-3.1-70b");
    s.acceleratorId = card;
    s.workload.task = Task::Inference;
    s.promptTokens = 1024;
    s.outputTokens = 256;
    s.maxTtftSeconds = 2;
    s.loadProfile = LoadProfile{ServingLoad::Kind::Users, 2000, 200, 8, 5, {}, {}};
    s.load = ServingLoad{ServingLoad::Kind::Users, 2000};
    return s;
}

} // namespace

class TestFleetChoice : public QObject
{
    Q_OBJECT

private slots:
    void marks_data();
    void marks();
    void budgetFigure_data();
    void budgetFigure();
    void recommendation_data();
    void recommendation();
    void plannerRanksFleets();
    void plannerAgreesWithTheScenario();
};

void TestFleetChoice::marks_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("market");
    QTest::addColumn<QList<bool>>("offered"); // own peak, rent all, reserve base, own base
    // availability.yaml: the H20 is stock-only in the mainland (rented, not bought new), the
    // H100 licence-required (neither), the Ascend 910B available; the global market keeps all.
    QTest::newRow("H20, mainland") << u"nvidia-h20-96gb"_qs << int(Market::CnMainland)
                                   << QList<bool>{false, true, true, false};
    QTest::newRow("H100, mainland") << u"nvidia-h100-sxm5-80gb"_qs << int(Market::CnMainland)
                                    << QList<bool>{false, false, false, false};
    QTest::newRow("910B, mainland") << u"huawei-ascend-910b"_qs << int(Market::CnMainland)
                                    << QList<bool>{true, true, true, true};
    QTest::newRow("H100, global") << u"nvidia-h100-sxm5-80gb"_qs << int(Market::Global)
                                  << QList<bool>{true, true, true, true};
}

void TestFleetChoice::marks()
{
    QFETCH(QString, card);
    QFETCH(int, market);
    QFETCH(QList<bool>, offered);
    const auto catalog = AtlasTest::catalog();
    const Accelerator *a = catalog->accelerator(card);
    QVERIFY(a);
    for (int i = 0; i < FleetMixCount; ++i) {
        const FleetMixCost m = mixCosting(FleetMix(i), 1000);
        const MarketMark mark = fleetMixMark(*catalog, *a, m, Market(market));
        QVERIFY2(mark.offered() == offered.at(i), qPrintable(fleetMixKey(m.mix)));
        // What is not offered says why, in the words the Options tab uses.
        QCOMPARE(marketRejection(mark).isEmpty(), offered.at(i));
    }
}

void TestFleetChoice::budgetFigure_data()
{
    QTest::addColumn<int>("period");
    QTest::addColumn<double>("serviceHours");
    QTest::addColumn<double>("figure");
    // A mix of 1,000 CNY a month (12,000 a year); a month is 730 h.
    QTest::newRow("a month") << int(Period::Month) << 730.0 << 1000.0;
    QTest::newRow("a year") << int(Period::Year) << 730.0 << 12000.0;
    // A week: 1,000 × 168 / 730.
    QTest::newRow("a week") << int(Period::Week) << 730.0 << 230.136986301;
    // A run of a service is its period: half a month costs half.
    QTest::newRow("a run of 365 h") << int(Period::Run) << 365.0 << 500.0;
}

void TestFleetChoice::budgetFigure()
{
    QFETCH(int, period);
    QFETCH(double, serviceHours);
    QFETCH(double, figure);
    PricingCatalog pricing;
    pricing.hoursPerMonth = 730;
    const double f = fleetBudgetFigure(mixCosting(FleetMix::RentAll, 1000),
                                       Budget{1, Period(period)},
                                       serviceHours,
                                       pricing);
    QVERIFY2(qAbs(f - figure) < 1e-6, qPrintable(QString::number(f, 'f', 9)));
}

void TestFleetChoice::recommendation_data()
{
    QTest::addColumn<double>("budgetPerMonth"); // 0: none
    QTest::addColumn<int>("recommended");       // -1: none
    // On the H20 in the mainland, ranked by cost: owning the base (20,000: cannot be bought
    // new), renting all (25,000, misses the service level), reserving the base (35,000),
    // owning the peak (40,000: cannot be bought).
    QTest::newRow("no budget") << 0.0 << 2;
    QTest::newRow("budget above the reservation") << 36000.0 << 2;
    QTest::newRow("budget below it") << 30000.0 << -1;
}

void TestFleetChoice::recommendation()
{
    QFETCH(double, budgetPerMonth);
    QFETCH(int, recommended);
    const auto catalog = AtlasTest::catalog();
    QList<FleetMixCost> mixes{mixCosting(FleetMix::OwnBase, 20000),
                              mixCosting(FleetMix::RentAll, 25000, false),
                              mixCosting(FleetMix::ReserveBase, 35000),
                              mixCosting(FleetMix::OwnPeak, 40000)};
    FleetJudgement j;
    if (budgetPerMonth > 0)
        j.budget = Budget{budgetPerMonth, Period::Month};
    judgeFleetMixes(mixes, *catalog, *catalog->accelerator(u"nvidia-h20-96gb"), j);
    QCOMPARE(recommendedFleetMix(mixes), recommended);
    QCOMPARE(mixes[2].withinBudget.has_value(), budgetPerMonth > 0);
}

void TestFleetChoice::plannerRanksFleets()
{
    const auto catalog = AtlasTest::catalog();
    Scenario s = saas(u"nvidia-h20-96gb"_qs);
    s.budgetCny = 60000;
    s.budgetPeriod = Period::Month;
    const FleetPlan plan = scenarioOptions(s, *catalog).fleets;
    QVERIFY(!plan.options.isEmpty());
    const FleetRejections &r = plan.rejected;
    QCOMPARE(plan.accepted + r.doesNotFit + r.tooSlow + r.noPrice + r.overBudget + r.notAvailable,
             plan.considered);
    QCOMPARE(plan.considered % FleetMixCount, 0);
    QVERIFY(r.notAvailable > 0 && r.overBudget > 0);
    for (qsizetype i = 0; i < plan.options.size(); ++i) {
        const FleetMixCost &m = plan.options[i].mix;
        QVERIFY(fleetMixAcceptable(m));
        QVERIFY(m.costPerMonthCny <= 60000);
        if (i > 0)
            QVERIFY(plan.options[i - 1].mix.costPerMonthCny <= m.costPerMonthCny);
        // Nothing the mainland cannot sell is listed: no H20 bought new.
        QVERIFY(!(plan.options[i].accelerator->id == u"nvidia-h20-96gb"
                  && fleetHeldForm(m.mix) == ServiceForm::Purchase));
    }
}

void TestFleetChoice::plannerAgreesWithTheScenario()
{
    // The planner's row for the scenario's own card is the scenario's own mix: one computation.
    const auto catalog = AtlasTest::catalog();
    const Scenario s = saas(u"huawei-ascend-910b"_qs);
    const ScenarioResult result = evaluateScenario(s, *catalog);
    QCOMPARE(result.fleetMixes.size(), FleetMixCount);
    const FleetPlan plan = scenarioOptions(s, *catalog).fleets;
    int matched = 0;
    for (const FleetOption &o : plan.options) {
        if (o.accelerator->id != s.acceleratorId)
            continue;
        for (const FleetMixCost &m : result.fleetMixes)
            if (m.mix == o.mix.mix) {
                QCOMPARE(o.mix.costPerMonthCny, m.costPerMonthCny);
                QCOMPARE(o.mix.ownedCards, m.ownedCards);
                QCOMPARE(o.mix.rentedCardHoursPerMonth, m.rentedCardHoursPerMonth);
                ++matched;
            }
    }
    QVERIFY(matched > 0);
    // The recommended mix is the cheapest the planner lists for this card.
    QVERIFY(result.recommendedMix());
}

QTEST_APPLESS_MAIN(TestFleetChoice)
#include "tst_fleetchoice.moc"
