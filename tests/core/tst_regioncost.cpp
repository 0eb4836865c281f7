#include "cost/regioncost.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestRegionCost : public QObject
{
    Q_OBJECT

private slots:
    void distancesMatchTheReference_data();
    void distancesMatchTheReference();
    void everyHubAndClusterIsPriced();
    void hubsAggregateTheirClusters();
    void suitabilityFollowsTheRole();
    void coordinatesInsideChina();
};

void TestRegionCost::distancesMatchTheReference_data()
{
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("city");
    QTest::addColumn<double>("km");
    QTest::addColumn<double>("ms");
    // REGIONS.md §2.6 (great circle, 4.9 µs/km, computed by the research).
    QTest::newRow("Zhangjiakou-Beijing")
        << QStringLiteral("zhangjiakou") << QStringLiteral("beijing") << 162.0 << 0.8;
    QTest::newRow("Zhangjiakou-Guangzhou")
        << QStringLiteral("zhangjiakou") << QStringLiteral("guangzhou") << 1970.0 << 9.7;
    QTest::newRow("YRD-Shanghai") << QStringLiteral("yrd_demo_zone") << QStringLiteral("shanghai")
                                  << 54.0 << 0.3;
    QTest::newRow("Shaoguan-Beijing")
        << QStringLiteral("shaoguan") << QStringLiteral("beijing") << 1700.0 << 8.3;
    QTest::newRow("Horinger-Guangzhou")
        << QStringLiteral("horinger") << QStringLiteral("guangzhou") << 1973.0 << 9.7;
    QTest::newRow("Gui'an-Shanghai")
        << QStringLiteral("guian") << QStringLiteral("shanghai") << 1523.0 << 7.5;
    QTest::newRow("Zhongwei-Beijing")
        << QStringLiteral("zhongwei") << QStringLiteral("beijing") << 1007.0 << 4.9;
}

void TestRegionCost::distancesMatchTheReference()
{
    QFETCH(QString, region);
    QFETCH(QString, city);
    QFETCH(double, km);
    QFETCH(double, ms);
    const Region *r = AtlasTest::catalog()->region(region);
    const City *c = AtlasTest::catalog()->city(city);
    QVERIFY(r && c);
    const double d = greatCircleKm(r->lat, r->lon, c->lat, c->lon);
    ATLAS_VERIFY_PUBLISHED(d, km, 0);
    ATLAS_VERIFY_PUBLISHED(fibreLatencyFloorMs(d), ms, 1);
}

void TestRegionCost::everyHubAndClusterIsPriced()
{
    PlanInputs in;
    in.form = ServiceForm::Purchase;
    in.gpus = 64;
    in.wallHours = 2000;
    const Accelerator &a = *AtlasTest::catalog()->accelerator(u"nvidia-h800-sxm5-80gb");
    const QList<RegionCost> costs = costInRegions(*AtlasTest::catalog(),
                                                  a,
                                                  in,
                                                  Task::Pretrain,
                                                  AtlasTest::catalog()->city(u"beijing"));
    QCOMPARE(costs.size(), 18);
    for (const RegionCost &rc : costs) {
        QVERIFY(rc.cost.priced);
        QCOMPARE(rc.cost.electricityCny, rc.cost.energyKwh * rc.region->tariff.value);
        QCOMPARE(rc.cost.co2Kg, rc.cost.energyKwh * rc.region->gridFactor.value);
        QVERIFY(rc.distanceKm >= 0);
    }
    // Seed case C's reading: western electricity is cheaper than the east's.
    auto cost = [&](const char *id) {
        for (const RegionCost &rc : costs)
            if (rc.region->id == QLatin1String(id))
                return rc.cost.electricityCny;
        return -1.0;
    };
    QVERIFY(cost("horinger") < cost("yrd_demo_zone"));
    QVERIFY(cost("guian") < cost("zhangjiakou"));
}

void TestRegionCost::hubsAggregateTheirClusters()
{
    const Catalog &c = *AtlasTest::catalog();
    for (const Region &hub : c.hubs()) {
        QVERIFY(!hub.clusterIds.isEmpty());
        double tariff = 0;
        for (const QString &id : hub.clusterIds)
            tariff += c.region(id)->tariff.value;
        QCOMPARE(hub.tariff.value, tariff / hub.clusterIds.size());
    }
    QCOMPARE(c.region(u"chengyu")->clusterIds.size(), 2);
}

void TestRegionCost::suitabilityFollowsTheRole()
{
    const Region *east = AtlasTest::catalog()->region(u"shaoguan");
    const Region *west = AtlasTest::catalog()->region(u"zhongwei");
    QCOMPARE(regionSuitability(*east, Task::Inference), Suitability::Suited);
    QCOMPARE(regionSuitability(*west, Task::Inference), Suitability::Possible);
    TrText why;
    QCOMPARE(regionSuitability(*west, Task::Pretrain, &why), Suitability::Suited);
    QVERIFY(why.toString(nullptr).contains(QStringLiteral("industry reading")));
    // 成渝 is grouped with the demand-side hubs although it lies in the west.
    QCOMPARE(AtlasTest::catalog()->region(u"tianfu")->side, Side::East);
}

void TestRegionCost::coordinatesInsideChina()
{
    for (const Region *r : AtlasTest::catalog()->regions())
        QVERIFY2(insideChina(r->lat, r->lon), qPrintable(r->id));
    QVERIFY(!insideChina(60.2, 105));
    QVERIFY(!insideChina(35, 140));
}

QTEST_GUILESS_MAIN(TestRegionCost)
#include "tst_regioncost.moc"
