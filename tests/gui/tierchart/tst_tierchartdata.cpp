#include "views/tierchart/tierchartdata.h"

#include "catalog/catalog.h"
#include "scores/radarscores.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestTierChartData : public QObject
{
    Q_OBJECT

private slots:
    void everyRatedAcceleratorIsAPoint_data();
    void everyRatedAcceleratorIsAPoint();
    void unpublishedComputeIsNotPlotted();
    void filterByTier_data();
    void filterByTier();
    void filterByVendor();
    void domesticOnly();
    void ecosystem_data();
    void ecosystem();
    void unknownBandwidthHasNoSize();
    void budgetKeepsUnknownPrices();
    void precisionMovesPoints_data();
    void precisionMovesPoints();
    void fallbackIsFlagged();
    void sizeMetric();
    void labels();
    void bilingualLabels_data();
    void bilingualLabels();
};

static const Catalog &cat()
{
    return *AtlasTest::catalog();
}

static const RadarScorer &scorer()
{
    static const RadarScorer s(cat());
    return s;
}

static TierChartData build(const TierChartFilter &filter = {},
                           Precision precision = Precision::Bf16,
                           TierSizeMetric metric = TierSizeMetric::Bandwidth)
{
    return buildTierChartData(cat(), scorer(), precision, filter, metric);
}

void TestTierChartData::everyRatedAcceleratorIsAPoint_data()
{
    QTest::addColumn<QString>("id");
    for (const Accelerator &a : cat().accelerators())
        QTest::newRow(qPrintable(a.id)) << a.id;
}

void TestTierChartData::everyRatedAcceleratorIsAPoint()
{
    QFETCH(QString, id);
    const Accelerator *a = cat().accelerator(id);
    QVERIFY(a);
    const TierChartData data = build();
    const ComputeRate rate = computeRate(*a, Precision::Bf16);
    const TierPoint *p = data.point(id);
    if (!rate.tflops) {
        QVERIFY(!p);
        QVERIFY(data.notPlotted.contains(id));
        return;
    }
    QVERIFY(p);
    QVERIFY(!data.notPlotted.contains(id));
    QCOMPARE(p->y, *rate.tflops);
    QCOMPARE(p->x, a->memoryGiB);
    QCOMPARE(p->fallbackRate, rate.fallback);
    QCOMPARE(tierKey(p->tier), tierKey(a->tier));
    QCOMPARE(p->domestic, a->domestic);
    QCOMPARE(p->vendor, a->vendor);
    QCOMPARE(p->label, a->name.en);
}

void TestTierChartData::unpublishedComputeIsNotPlotted()
{
    // No dense BF16 or FP16 figure is published for these: named in the footnote, not placed
    // at zero. The Hygon K100_AI's 196 TFLOPS (hblas-bench table) is plotted.
    const TierChartData data = build();
    for (const char *id : {"hygon-dcu-z100",
                           "amd-mi308x",
                           "cambricon-mlu590",
                           "kunlunxin-p800",
                           "iluvatar-bi-v150",
                           "enflame-s60"}) {
        QVERIFY2(data.notPlotted.contains(QString::fromLatin1(id)), id);
        QVERIFY2(!data.point(QString::fromLatin1(id)), id);
    }
    QCOMPARE(data.notPlotted.size(), 6);
    QCOMPARE(data.point(u"hygon-dcu-k100-ai")->y, 196.0);
    QCOMPARE(data.points.size() + data.notPlotted.size(), cat().accelerators().size());
}

void TestTierChartData::filterByTier_data()
{
    QTest::addColumn<int>("tier");
    QTest::newRow("flagship") << int(Tier::Flagship);
    QTest::newRow("value") << int(Tier::Value);
    QTest::newRow("edge") << int(Tier::Edge);
}

void TestTierChartData::filterByTier()
{
    QFETCH(int, tier);
    TierChartFilter filter;
    filter.tiers = {Tier(tier)};
    const TierChartData data = build(filter);
    qsizetype expected = 0;
    for (const Accelerator &a : cat().accelerators())
        expected += a.tier == Tier(tier) && computeRate(a, Precision::Bf16).tflops ? 1 : 0;
    QVERIFY(expected > 0);
    QCOMPARE(data.points.size(), expected);
    for (const TierPoint &p : data.points)
        QCOMPARE(int(p.tier), tier);
}

void TestTierChartData::filterByVendor()
{
    TierChartFilter filter;
    filter.vendors = {QStringLiteral("nvidia"), QStringLiteral("AMD")}; // case-insensitive
    const TierChartData data = build(filter);
    QVERIFY(data.point(u"nvidia-h100-sxm5-80gb"));
    QVERIFY(data.point(u"amd-mi300x"));
    QVERIFY(!data.point(u"huawei-ascend-910b"));
    // AMD publishes no compute for the MI308X.
    QCOMPARE(data.notPlotted, QStringList{QStringLiteral("amd-mi308x")});
    for (const TierPoint &p : data.points)
        QVERIFY(p.vendor == QLatin1String("NVIDIA") || p.vendor == QLatin1String("AMD"));
}

void TestTierChartData::domesticOnly()
{
    TierChartFilter filter;
    filter.domesticOnly = true;
    const TierChartData data = build(filter);
    QVERIFY(data.point(u"huawei-ascend-910b"));
    QVERIFY(!data.point(u"nvidia-h800-sxm5-80gb")); // a China variant is not domestic
    for (const TierPoint &p : data.points)
        QVERIFY(p.domestic);
    QVERIFY(data.notPlotted.contains(QStringLiteral("hygon-dcu-z100")));
}

void TestTierChartData::ecosystem_data()
{
    QTest::addColumn<int>("ecosystem");
    QTest::addColumn<bool>("domesticOnly");
    QTest::addColumn<QStringList>("plotted"); // hand-listed from the catalog's vendors
    QTest::newRow("cann") << int(Ecosystem::Cann) << false
                          << QStringList{QStringLiteral("huawei-ascend-910b"),
                                         QStringLiteral("huawei-ascend-910c"),
                                         QStringLiteral("huawei-ascend-910b1"),
                                         QStringLiteral("huawei-ascend-910b3"),
                                         QStringLiteral("huawei-ascend-910b4")};
    QTest::newRow("domestic maca")
        << int(Ecosystem::Maca) << true << QStringList{QStringLiteral("metax-c500")};
    QTest::newRow("domestic dtk") << int(Ecosystem::Dtk) << true
                                  << QStringList{QStringLiteral("hygon-dcu-k100-ai"),
                                                 QStringLiteral("hygon-dcu-k100")};
    QTest::newRow("domestic cuda") << int(Ecosystem::Cuda) << true << QStringList{};
    QTest::newRow("rocm") << int(Ecosystem::Rocm) << false
                          << QStringList{QStringLiteral("amd-mi300x"),
                                         QStringLiteral("amd-mi325x"),
                                         QStringLiteral("amd-mi355x")};
}

void TestTierChartData::ecosystem()
{
    QFETCH(int, ecosystem);
    QFETCH(bool, domesticOnly);
    QFETCH(QStringList, plotted);
    TierChartFilter filter;
    filter.ecosystem = Ecosystem(ecosystem);
    filter.domesticOnly = domesticOnly;
    const TierChartData data = build(filter);
    QStringList ids;
    for (const TierPoint &p : data.points)
        ids << p.id;
    QCOMPARE(ids, plotted);
    for (const QString &id : data.notPlotted)
        QCOMPARE(int(*cat().accelerator(id)->ecosystem), ecosystem);
}

void TestTierChartData::unknownBandwidthHasNoSize()
{
    // Hygon publishes the K100's FP16 rate but not its bandwidth: plotted, pale and small,
    // never a zero-sized bubble or a guessed one.
    const TierChartData data = build();
    const TierPoint *k100 = data.point(u"hygon-dcu-k100");
    QVERIFY(k100);
    QVERIFY(!k100->sizeValue);
    QCOMPARE(k100->y, 100.0);
    QVERIFY(k100->fallbackRate); // no BF16 matrix units: the FP16 rate is shown
}

void TestTierChartData::budgetKeepsUnknownPrices()
{
    TierChartFilter filter;
    filter.maxPurchaseCny = 50000;
    const TierChartData data = build(filter);
    const TierPoint *cheap = data.point(u"nvidia-rtx-4090");
    QVERIFY(cheap);
    QVERIFY(cheap->priceKnown);
    QVERIFY(*cheap->purchaseCny <= 50000);
    // A known price above the budget is filtered out.
    const std::optional<double> h100 = purchasePriceCny(*cat().accelerator(
                                                            u"nvidia-h100-sxm5-80gb"),
                                                        cat().pricing());
    QVERIFY(h100 && *h100 > 50000);
    QVERIFY(!data.point(u"nvidia-h100-sxm5-80gb"));
    // Unknown prices stay, flagged.
    bool anyUnknown = false;
    for (const Accelerator &a : cat().accelerators()) {
        const std::optional<double> price = purchasePriceCny(a, cat().pricing());
        const TierPoint *p = data.point(a.id);
        if (!price && computeRate(a, Precision::Bf16).tflops) {
            QVERIFY2(p, qPrintable(a.id));
            QVERIFY(!p->priceKnown);
            anyUnknown = true;
        }
        if (price && *price > 50000)
            QVERIFY2(!p, qPrintable(a.id));
    }
    QVERIFY(anyUnknown);
}

void TestTierChartData::precisionMovesPoints_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<double>("tflops");
    // RTX 4090: 165.2 dense FP16 with FP32 accumulate, 330.3 dense FP8 (Ada whitepaper).
    QTest::newRow("fp16") << int(Precision::Fp16) << 165.2;
    QTest::newRow("bf16") << int(Precision::Bf16) << 165.2;
    QTest::newRow("fp8") << int(Precision::Fp8) << 330.3;
    QTest::newRow("int8") << int(Precision::Int8) << 660.6;
}

void TestTierChartData::precisionMovesPoints()
{
    QFETCH(int, precision);
    QFETCH(double, tflops);
    const TierChartData data = build({}, Precision(precision));
    const TierPoint *p = data.point(u"nvidia-rtx-4090");
    QVERIFY(p);
    QCOMPARE(p->y, tflops);
    QCOMPARE(p->x, 24.0);
    QVERIFY(!p->fallbackRate);
}

void TestTierChartData::fallbackIsFlagged()
{
    // A100 publishes no FP8: FP8 work runs at its BF16 rate, and the point says so.
    const TierChartData data = build({}, Precision::Fp8);
    const TierPoint *p = data.point(u"nvidia-a100-sxm4-80gb");
    QVERIFY(p);
    QVERIFY(p->fallbackRate);
    QCOMPARE(p->y, 312.0);
    // Ascend 910B publishes FP16 only: BF16 falls back to it.
    const TierChartData bf16 = build(); // kept alive: point() points into it
    const TierPoint *ascend = bf16.point(u"huawei-ascend-910b");
    QVERIFY(ascend);
    QVERIFY(ascend->fallbackRate);
    QCOMPARE(ascend->y, *cat().accelerator(u"huawei-ascend-910b")->throughput(ThroughputKind::Fp16));
}

void TestTierChartData::sizeMetric()
{
    const TierChartData bandwidth = build();
    double maxBandwidth = 0;
    for (const Accelerator &a : cat().accelerators())
        maxBandwidth = std::max(maxBandwidth, a.bandwidthGBs.value_or(0.0));
    QCOMPARE(maxBandwidth, 8000.0); // B200/B300/GB300/MI355X
    QCOMPARE(bandwidth.sizeScaleMax, maxBandwidth);
    QCOMPARE(*bandwidth.point(u"nvidia-h100-sxm5-80gb")->sizeValue, 3350.0);

    const TierChartData price = build({}, Precision::Bf16, TierSizeMetric::Price);
    for (const TierPoint &p : price.points) {
        QCOMPARE(p.sizeValue.has_value(), p.priceKnown);
        if (p.sizeValue)
            QCOMPARE(*p.sizeValue, *p.purchaseCny);
    }
    // The scale covers the whole catalog, so filtering does not resize the bubbles.
    TierChartFilter edgeOnly;
    edgeOnly.tiers = {Tier::Edge};
    QCOMPARE(build(edgeOnly).sizeScaleMax, maxBandwidth);
}

void TestTierChartData::labels()
{
    const Accelerator &h100 = *cat().accelerator(u"nvidia-h100-sxm5-80gb");
    QCOMPARE(tierChartLabel(h100, Language::English, false), h100.name.en);
    QCOMPARE(tierChartLabel(h100, Language::Chinese, false), h100.name.zh);
    // "英伟达 H100 SXM5 80GB / NVIDIA H100 SXM5 80GB" says the same name twice: once.
    QCOMPARE(tierChartLabel(h100, Language::English, true), h100.name.en);
    QCOMPARE(tierChartLabel(h100, Language::Chinese, true), h100.name.zh);
    const TierChartData zh = buildTierChartData(cat(),
                                                scorer(),
                                                Precision::Bf16,
                                                {},
                                                TierSizeMetric::Bandwidth,
                                                Language::Chinese);
    QCOMPARE(zh.point(u"nvidia-h100-sxm5-80gb")->label, h100.name.zh);
}

void TestTierChartData::bilingualLabels_data()
{
    // Hand-written: both names only where they differ beyond the vendor's.
    QTest::addColumn<QString>("id");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("H100 PCIe, en") << QStringLiteral("nvidia-h100-pcie-80gb") << Language::English
                                   << QStringLiteral("NVIDIA H100 PCIe 80GB");
    QTest::newRow("H100 PCIe, zh") << QStringLiteral("nvidia-h100-pcie-80gb") << Language::Chinese
                                   << QStringLiteral("英伟达 H100 PCIe 80GB");
    QTest::newRow("H800 China variant")
        << QStringLiteral("nvidia-h800-sxm5-80gb") << Language::English
        << QStringLiteral("英伟达 H800 SXM5 80GB（中国特供版） / NVIDIA H800 SXM5 80GB (China)");
    QTest::newRow("Ascend") << QStringLiteral("huawei-ascend-910b") << Language::Chinese
                            << QStringLiteral("华为昇腾 910B / Huawei Ascend 910B");
}

void TestTierChartData::bilingualLabels()
{
    QFETCH(QString, id);
    QFETCH(Language, language);
    QFETCH(QString, expected);
    QCOMPARE(tierChartLabel(*cat().accelerator(id), language, true), expected);
}

QTEST_GUILESS_MAIN(TestTierChartData)
#include "tst_tierchartdata.moc"
