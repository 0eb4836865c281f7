#include "catalog/accelerator.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestAccelerator : public QObject
{
    Q_OBJECT

private slots:
    void tierRuleHoldsForEveryEntry_data();
    void tierRuleHoldsForEveryEntry();
    void seedTiers_data();
    void seedTiers();
    void everyEntryIsSourced();
    void domesticFlag();
    void denseFiguresOnly();
    void computeRateFallbacks();
    void seedClaimsAreKept();
    void tierRuleBoundaries();
};

void TestAccelerator::tierRuleHoldsForEveryEntry_data()
{
    QTest::addColumn<QString>("id");
    for (const Accelerator &a : AtlasTest::catalog()->accelerators())
        QTest::newRow(qPrintable(a.id)) << a.id;
}

void TestAccelerator::tierRuleHoldsForEveryEntry()
{
    QFETCH(QString, id);
    const Accelerator *a = AtlasTest::catalog()->accelerator(id);
    QVERIFY(a);
    QCOMPARE(tierKey(tierFor(*a)), tierKey(a->tier));
    QVERIFY(!tierReason(*a).toString(nullptr).isEmpty());
}

void TestAccelerator::seedTiers_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("tier");
    // The seeds' own assignments (seed 000 chapters 2, 3 and 7.1; seed 003 tables).
    const char *const flagship[] = {"nvidia-h100-sxm5-80gb",
                                    "nvidia-h100-pcie-80gb",
                                    "nvidia-h200-sxm-141gb",
                                    "nvidia-h800-sxm5-80gb",
                                    "nvidia-a100-sxm4-40gb",
                                    "nvidia-a100-sxm4-80gb",
                                    "amd-mi300x",
                                    "huawei-ascend-910b"};
    const char *const value[] = {"nvidia-rtx-4090",
                                 "nvidia-rtx-5090",
                                 "nvidia-l40s",
                                 "nvidia-rtx-a6000",
                                 "nvidia-a10",
                                 "nvidia-v100-sxm2-32gb",
                                 "nvidia-rtx-3090",
                                 "biren-br100",
                                 "hygon-dcu-z100",
                                 "hygon-dcu-k100-ai"};
    const char *const edge[] = {"nvidia-l4",
                                "nvidia-rtx-4080",
                                "nvidia-rtx-4070-ti",
                                "google-tpu-v5e",
                                "aws-inferentia2"};
    for (const char *id : flagship)
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("flagship");
    for (const char *id : value)
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("value");
    for (const char *id : edge)
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("edge");
}

void TestAccelerator::seedTiers()
{
    QFETCH(QString, id);
    QFETCH(QString, tier);
    const Accelerator *a = AtlasTest::catalog()->accelerator(id);
    QVERIFY2(a, qPrintable(id));
    QCOMPARE(tierKey(tierFor(*a)), tier);
    QVERIFY(a->tierFromSeed);
}

void TestAccelerator::everyEntryIsSourced()
{
    for (const Accelerator &a : AtlasTest::catalog()->accelerators()) {
        QVERIFY2(!a.sources.isEmpty(), qPrintable(a.id));
        for (const QString &s : a.sources)
            QVERIFY2(!s.trimmed().isEmpty(), qPrintable(a.id));
        if (a.price.purchaseUsd)
            QVERIFY2(!a.price.purchaseBasis.isEmpty(), qPrintable(a.id));
        if (a.price.cloudUsdPerHour)
            QVERIFY2(!a.price.cloudBasis.isEmpty(), qPrintable(a.id));
        QVERIFY2(!a.name.en.isEmpty() && !a.name.zh.isEmpty(), qPrintable(a.id));
    }
    for (const ModelArch &m : AtlasTest::catalog()->models())
        QVERIFY2(!m.sources.isEmpty(), qPrintable(m.id));
    for (const Region &r : AtlasTest::catalog()->clusters())
        QVERIFY2(!r.sources.isEmpty() && !r.tariff.basis.isEmpty(), qPrintable(r.id));
}

void TestAccelerator::domesticFlag()
{
    for (const Accelerator &a : AtlasTest::catalog()->accelerators()) {
        const bool chinese = a.vendor.startsWith(u"Huawei") || a.vendor.startsWith(u"Biren")
                             || a.vendor.startsWith(u"Hygon");
        QCOMPARE(a.domestic, chinese);
    }
}

void TestAccelerator::denseFiguresOnly()
{
    // GPUS.md §5: the seed's "RTX 4090 ≈ 330 TFLOPS" is FP16 with FP16 accumulate; training
    // uses FP32 accumulate, 165.2 dense. A100's 312 is dense (624 sparse); H100 SXM BF16 989.4.
    const auto *cat = AtlasTest::catalog().get();
    QCOMPARE(*cat->accelerator(u"nvidia-rtx-4090")->computeTflops(Precision::Fp16), 165.2);
    QCOMPARE(*cat->accelerator(u"nvidia-rtx-4090")->throughput(ThroughputKind::Fp16Fp16Acc), 330.3);
    QCOMPARE(*cat->accelerator(u"nvidia-a100-sxm4-80gb")->computeTflops(Precision::Bf16), 312.0);
    QCOMPARE(*cat->accelerator(u"nvidia-h100-sxm5-80gb")->computeTflops(Precision::Bf16), 989.4);
    QCOMPARE(*cat->accelerator(u"nvidia-h100-sxm5-80gb")->computeTflops(Precision::Fp8), 1978.9);
}

void TestAccelerator::computeRateFallbacks()
{
    const auto *cat = AtlasTest::catalog().get();
    // V100 has no BF16 tensor cores: BF16 work falls back to the FP16 rate, flagged.
    const ComputeRate v100 = computeRate(*cat->accelerator(u"nvidia-v100-sxm2-32gb"),
                                         Precision::Bf16);
    QCOMPARE(*v100.tflops, 125.0);
    QVERIFY(v100.fallback);
    // A100 has no FP8: FP8 work runs at the 16-bit rate.
    const ComputeRate a100 = computeRate(*cat->accelerator(u"nvidia-a100-sxm4-80gb"),
                                         Precision::Fp8);
    QCOMPARE(*a100.tflops, 312.0);
    QVERIFY(a100.fallback);
    // INT4 weight-only models compute in BF16.
    QCOMPARE(*computeRate(*cat->accelerator(u"nvidia-l4"), Precision::Int4).tflops, 121.0);
    // Hygon publishes nothing usable.
    QVERIFY(!computeRate(*cat->accelerator(u"hygon-dcu-k100-ai"), Precision::Bf16).tflops);
}

void TestAccelerator::seedClaimsAreKept()
{
    // GPUS.md §5 rows that are wrong or misleading stay as notes on their entries.
    const auto *cat = AtlasTest::catalog().get();
    for (const char *id : {"nvidia-rtx-4090",
                           "amd-mi300x",
                           "huawei-ascend-910b",
                           "biren-br100",
                           "nvidia-a10",
                           "nvidia-v100-sxm2-32gb"}) {
        const Accelerator *a = cat->accelerator(QString::fromLatin1(id));
        QVERIFY2(a && !a->seedClaims.isEmpty(), id);
        for (const SeedClaim &c : a->seedClaims)
            QVERIFY(!c.claimZh.isEmpty() && !c.correction.en.isEmpty()
                    && !c.correction.zh.isEmpty());
    }
}

void TestAccelerator::tierRuleBoundaries()
{
    Accelerator a;
    a.memoryGiB = 40;
    a.interconnectGBs = 300;
    a.tflops[int(ThroughputKind::Bf16)] = 250;
    a.tdpW = 400;
    QCOMPARE(tierFor(a), Tier::Flagship);
    a.availability = Availability::Halted;
    QCOMPARE(tierFor(a), Tier::Value);
    a.availability = Availability::Shipping;
    a.interconnectGBs = 299;
    QCOMPARE(tierFor(a), Tier::Value);
    a.memoryGiB = 23.9;
    QCOMPARE(tierFor(a), Tier::Edge);
    a.memoryGiB = 48;
    a.tdpW = 75;
    QCOMPARE(tierFor(a), Tier::Edge);
    a.tdpW = 76;
    a.inferenceOnly = true;
    QCOMPARE(tierFor(a), Tier::Edge);
}

QTEST_GUILESS_MAIN(TestAccelerator)
#include "tst_accelerator.moc"
