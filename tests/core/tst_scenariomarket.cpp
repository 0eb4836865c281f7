// The market of a scenario (issue 26): the file keys, the built-in cases in the mainland
// market, and what the planner, the plan and the comparison say there. The Done-when: in the
// default market the cases' options are only what can be bought or rented in the mainland, and
// the global market brings back the rest, marked. States are availability.yaml's, read by hand.

#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

namespace {

Scenario builtIn(int index)
{
    Diagnostics d;
    const auto s = readScenarioFile(builtInScenarioFiles().at(index), *AtlasTest::catalog(), d);
    if (!s)
        qFatal("built-in scenario %d does not load", index);
    return *s;
}

bool controlled(const MarketAvailability &a)
{
    return a.status == AvailabilityStatus::LicenceRequired
           || a.status == AvailabilityStatus::NotOffered;
}

} // namespace

class TestScenarioMarket : public QObject
{
    Q_OBJECT

private slots:
    void keysRoundTrip();
    void defaultIsTheMainland();
    void casesRecommendWhatTheMainlandSells_data();
    void casesRecommendWhatTheMainlandSells();
    void planAndComparisonAreMarked();
};

void TestScenarioMarket::keysRoundTrip()
{
    Scenario s = builtIn(1);
    s.market = Market::Global;
    s.allowOffshore = true;
    const QByteArray text = writeScenario(s);
    QVERIFY(text.contains("\nmarket: global\n"));
    QVERIFY(text.contains("\nallow_offshore: true\n"));
    Diagnostics d;
    const auto back = readScenario(text, QStringLiteral("m.yaml"), *AtlasTest::catalog(), d);
    QVERIFY2(back, qPrintable(d.toStringList().join(u'\n')));
    QVERIFY(*back == s);
    QCOMPARE(back->market, Market::Global);
    QVERIFY(back->allowOffshore);
}

void TestScenarioMarket::defaultIsTheMainland()
{
    // A new scenario, and a file that predates the key, are in the mainland market; the written
    // file says so (the choice persists), and data may not leave unless the file says it may.
    const Scenario fresh;
    QCOMPARE(fresh.market, Market::CnMainland);
    QVERIFY(!fresh.allowOffshore);
    QByteArray text = writeScenario(builtIn(0));
    QVERIFY(text.contains("\nmarket: cn-mainland\n"));
    QVERIFY(!text.contains("allow_offshore"));
    text.replace("\nmarket: cn-mainland\n", "\n");
    Diagnostics d;
    const auto old = readScenario(text, QStringLiteral("old.yaml"), *AtlasTest::catalog(), d);
    QVERIFY(old);
    QCOMPARE(old->market, Market::CnMainland);
    for (int i = 0; i < builtInScenarioFiles().size(); ++i)
        QCOMPARE(builtIn(i).market, Market::CnMainland);
}

void TestScenarioMarket::casesRecommendWhatTheMainlandSells_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("case A") << 0;
    QTest::newRow("case B") << 1;
    QTest::newRow("case C") << 2;
}

void TestScenarioMarket::casesRecommendWhatTheMainlandSells()
{
    QFETCH(int, index);
    Scenario s = builtIn(index);
    const Catalog &catalog = *AtlasTest::catalog();
    const PlannerResult mainland = scenarioOptions(s, catalog);
    QVERIFY(!mainland.options.isEmpty());
    for (const PlannerOption &o : mainland.options) {
        const MarketAvailability &a = *o.market.mainland;
        const QString what = o.accelerator->id + u' ' + serviceFormKey(o.form);
        if (o.provider) {
            // A mainland cloud's own fleet, whatever the card; never a region abroad.
            QVERIFY2(!o.market.dataLeavesMainland(), qPrintable(what + u' ' + o.provider->id));
        } else {
            QVERIFY2(!controlled(a), qPrintable(what));
            QVERIFY2(a.isAvailable() || !formTraits(o.form).owned, qPrintable(what));
        }
    }
    // The global market restores what the mainland one turned away, marked the same way: a
    // card that needs a licence in the mainland (the Gaudi 3, MI300X, H100, TPU).
    s.market = Market::Global;
    const PlannerResult global = scenarioOptions(s, catalog);
    QCOMPARE(global.considered, mainland.considered);
    QVERIFY(global.accepted > mainland.accepted);
    QVERIFY(mainland.rejected.notAvailable > 0);
    QCOMPARE(global.rejected.notAvailable, 0);
    const bool anyControlled = std::any_of(global.options.cbegin(),
                                           global.options.cend(),
                                           [](const PlannerOption &o) {
                                               return controlled(*o.market.mainland);
                                           });
    QVERIFY(anyControlled);
}

void TestScenarioMarket::planAndComparisonAreMarked()
{
    // Case B rents one A100 80GB by the month (stock only in the mainland: offered, marked) and
    // compares an H100 container (licence required: not offered there, marked).
    Scenario s = builtIn(1);
    ScenarioResult r = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY(r.market.isSet());
    QCOMPARE(r.market.mainland->status, AvailabilityStatus::StockOnly);
    QVERIFY(r.market.offered());
    QVERIFY(r.market.isMarked());
    const CompareResult &h100 = r.compare.at(2);
    QCOMPARE(h100.accelerator->id, QStringLiteral("nvidia-h100-sxm5-80gb"));
    QCOMPARE(h100.market.mainland->status, AvailabilityStatus::LicenceRequired);
    QCOMPARE(h100.market.check, MarketCheck::NotAvailable);
    // Bought instead of rented, the stock-only card is not offered either.
    s.pricing = ServiceForm::Purchase;
    r = evaluateScenario(s, *AtlasTest::catalog());
    QCOMPARE(r.market.check, MarketCheck::NotAvailable);
    // In the global market everything is offered, still marked for the mainland.
    s.market = Market::Global;
    r = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY(r.market.offered());
    QVERIFY(r.compare.at(2).market.offered());
    QVERIFY(r.compare.at(2).market.isMarked());
    QCOMPARE(r.compare.at(2).market.availability->market, Market::Global);
}

QTEST_GUILESS_MAIN(TestScenarioMarket)
#include "tst_scenariomarket.moc"
