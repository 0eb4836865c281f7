#include "scores/radarscores.h"

#include "catalog/catalog.h"
#include "support/testutil.h"

#include <QTest>

#include <cmath>

using namespace Atlas;

class TestRadarScores : public QObject
{
    Q_OBJECT

private slots:
    void scoresStayInRange_data();
    void scoresStayInRange();
    void mostMemoryScoresOne();
    void modelCapacityFormula();
    void computeIsLogScaled();
    void interconnectIsLinear();
    void pcieOnlyScoresZero();
    void unpublishedLinkIsNotScored();
    void lastAxisIsTflopsPerYuan();
    void noPriceNoTflopsPerYuan();
    void noRateNoCompute();
    void formulasAreDocumented();
};

static const Catalog &cat()
{
    return *AtlasTest::catalog();
}

static const Accelerator &acc(QStringView id)
{
    const Accelerator *a = cat().accelerator(id);
    Q_ASSERT(a);
    return *a;
}

void TestRadarScores::scoresStayInRange_data()
{
    QTest::addColumn<QString>("id");
    for (const Accelerator &a : cat().accelerators())
        QTest::newRow(qPrintable(a.id)) << a.id;
}

void TestRadarScores::scoresStayInRange()
{
    QFETCH(QString, id);
    const RadarScores s = RadarScorer(cat()).scores(acc(id));
    QCOMPARE(s.id, id);
    for (const RadarValue &v : s.values) {
        QCOMPARE(v.score.has_value(), v.raw.has_value());
        if (v.score)
            QVERIFY(*v.score >= 0 && *v.score <= 1);
    }
}

void TestRadarScores::mostMemoryScoresOne()
{
    const Accelerator *most = nullptr;
    const Accelerator *least = nullptr;
    for (const Accelerator &a : cat().accelerators()) {
        if (!most || a.memoryGiB > most->memoryGiB)
            most = &a;
        if (!least || a.memoryGiB < least->memoryGiB)
            least = &a;
    }
    const RadarScorer scorer(cat());
    QCOMPARE(*scorer.scores(*most)[RadarAxis::Memory].score, 1.0);
    QCOMPARE(*scorer.scores(*least)[RadarAxis::Memory].score, 0.0);
    // 80 GiB on a log scale between the smallest and the largest card.
    const double expected = std::log(80.0 / least->memoryGiB)
                            / std::log(most->memoryGiB / least->memoryGiB);
    QCOMPARE(*scorer.scores(acc(u"nvidia-h100-sxm5-80gb"))[RadarAxis::Memory].score, expected);
}

void TestRadarScores::modelCapacityFormula()
{
    // The memory model's overhead (README, "Memory model"): 1 GiB of context plus a 5 %
    // allocator margin on the rest. Weights W fit when W + 1 GiB + 0.05 W <= 80 GiB, so
    // W = 79 GiB / 1.05 and, at 2 bytes per BF16 parameter, 79 * 2^30 / 2.1 = 40.4e9.
    const double params = RadarScorer::modelCapacityParams(80);
    QCOMPARE(params, 79.0 * 1073741824.0 / 2.1);
    QVERIFY(std::abs(params - 40.4e9) < 0.05e9);
    const RadarScores s = RadarScorer(cat()).scores(acc(u"nvidia-h100-sxm5-80gb"));
    QCOMPARE(*s[RadarAxis::ModelCapacity].raw, params);
    QCOMPARE(RadarScorer::modelCapacityParams(0.5), 0.0);
    // It follows the engine's options: without context and margin the card holds 40 * 2^30.
    EngineOptions bare;
    bare.contextBytes = 0;
    bare.allocatorMargin = 0;
    QCOMPARE(RadarScorer::modelCapacityParams(80, bare), 40.0 * 1073741824.0);
}

void TestRadarScores::computeIsLogScaled()
{
    double lo = 0, hi = 0;
    for (const Accelerator &a : cat().accelerators()) {
        const std::optional<double> t = computeRate(a, Precision::Bf16).tflops;
        if (!t)
            continue;
        lo = lo == 0 ? *t : std::min(lo, *t);
        hi = std::max(hi, *t);
    }
    const RadarScorer scorer(cat());
    const RadarScores h100 = scorer.scores(acc(u"nvidia-h100-sxm5-80gb"));
    QCOMPARE(*h100[RadarAxis::Compute].raw, 989.4);
    QCOMPARE(*h100[RadarAxis::Compute].score, std::log(989.4 / lo) / std::log(hi / lo));
    QCOMPARE(scorer.range(RadarAxis::Compute).max, hi);
}

void TestRadarScores::interconnectIsLinear()
{
    double hi = 0;
    for (const Accelerator &a : cat().accelerators())
        hi = std::max(hi, a.interconnectGBs.value_or(0));
    const RadarScores h100 = RadarScorer(cat()).scores(acc(u"nvidia-h100-sxm5-80gb"));
    QCOMPARE(*h100[RadarAxis::Interconnect].raw, 900.0);
    QCOMPARE(*h100[RadarAxis::Interconnect].score, 900.0 / hi);
}

void TestRadarScores::pcieOnlyScoresZero()
{
    const RadarScores rtx = RadarScorer(cat()).scores(acc(u"nvidia-rtx-4090"));
    QCOMPARE(*rtx[RadarAxis::Interconnect].raw, 0.0);
    QCOMPARE(*rtx[RadarAxis::Interconnect].score, 0.0);
}

void TestRadarScores::unpublishedLinkIsNotScored()
{
    // MetaXLink exists but its bandwidth is unpublished: no score, not the 0 of PCIe only.
    const RadarScorer scorer(cat());
    const RadarScores metax = scorer.scores(acc(u"metax-c500"));
    QVERIFY(!metax[RadarAxis::Interconnect].raw);
    QVERIFY(!metax[RadarAxis::Interconnect].score);
    QVERIFY(metax[RadarAxis::Compute].score); // 280 TFLOPS is published
    // Iluvatar confirms no link at all: PCIe only, 0.
    QCOMPARE(*scorer.scores(acc(u"iluvatar-bi-v150"))[RadarAxis::Interconnect].score, 0.0);
}

void TestRadarScores::lastAxisIsTflopsPerYuan()
{
    double best = 0;
    for (const Accelerator &a : cat().accelerators()) {
        const std::optional<double> t = computeRate(a, Precision::Bf16).tflops;
        const std::optional<double> price = purchasePriceCny(a, cat().pricing());
        if (t && price)
            best = std::max(best, *t / *price);
    }
    const Accelerator &rtx = acc(u"nvidia-rtx-4090");
    const std::optional<double> price = purchasePriceCny(rtx, cat().pricing());
    QVERIFY(price);
    const RadarScores s = RadarScorer(cat()).scores(rtx);
    QCOMPARE(*s.purchaseCny, *price);
    QCOMPARE(*s[RadarAxis::TflopsPerYuan].raw, 165.2 / *price);
    QCOMPARE(*s[RadarAxis::TflopsPerYuan].score, 165.2 / *price / best);
}

void TestRadarScores::noPriceNoTflopsPerYuan()
{
    const RadarScorer scorer(cat());
    int unpriced = 0;
    for (const Accelerator &a : cat().accelerators()) {
        if (purchasePriceCny(a, cat().pricing()))
            continue;
        ++unpriced;
        const RadarScores s = scorer.scores(a);
        QVERIFY(!s[RadarAxis::TflopsPerYuan].raw);
        QVERIFY(!s[RadarAxis::TflopsPerYuan].score);
        QVERIFY(s[RadarAxis::Memory].score); // the other axes are still scored
        QCOMPARE(s[RadarAxis::Compute].score.has_value(),
                 computeRate(a, Precision::Bf16).tflops.has_value());
    }
    QVERIFY(unpriced > 0);
}

void TestRadarScores::noRateNoCompute()
{
    const RadarScores s = RadarScorer(cat()).scores(acc(u"hygon-dcu-z100"));
    QVERIFY(!s[RadarAxis::Compute].score);
    QVERIFY(!s[RadarAxis::TflopsPerYuan].score);
    QVERIFY(s[RadarAxis::Memory].score);
}

void TestRadarScores::formulasAreDocumented()
{
    for (int i = 0; i < RadarAxisCount; ++i) {
        QVERIFY(!RadarScorer::axisName(RadarAxis(i)).toString(nullptr).isEmpty());
        QVERIFY(!RadarScorer::formula(RadarAxis(i)).toString(nullptr).isEmpty());
    }
    QVERIFY(RadarScorer::formula(RadarAxis::ModelCapacity)
                .toString(nullptr)
                .contains(QStringLiteral("(GiB − 1 GiB context) / 1.05")));
    QCOMPARE(RadarScorer::axisName(RadarAxis::TflopsPerYuan).toString(nullptr),
             QStringLiteral("TFLOPS per yuan"));
    QVERIFY(RadarScorer::isLogScaled(RadarAxis::Memory));
    QVERIFY(!RadarScorer::isLogScaled(RadarAxis::TflopsPerYuan));
}

QTEST_GUILESS_MAIN(TestRadarScores)
#include "tst_radarscores.moc"
