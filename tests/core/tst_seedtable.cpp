#include "catalog/seedtable.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestSeedTable : public QObject
{
    Q_OBJECT

private slots:
    void loadsCleanly();
    void smallFullFineTuneOnOne4090Contradicts();
    void mid13bFullOnTwoA100();
    void qloraOn4090Holds();
};

void TestSeedTable::loadsCleanly()
{
    Diagnostics d;
    const QList<SeedTableRow> rows = loadSeedTable(d);
    QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(rows.size(), 8); // the seed's seven rows, LoRA and QLoRA split
    for (const SeedTableRow &r : rows)
        for (const SeedRecommendation &rec : r.recommends)
            QVERIFY2(AtlasTest::catalog()->accelerator(rec.acceleratorId),
                     qPrintable(rec.acceleratorId));
}

void TestSeedTable::smallFullFineTuneOnOne4090Contradicts()
{
    // Seed: "1B–7B 全参数微调: 1x RTX 4090 或 1x A10 (24G)". A 7B model's AdamW states alone are
    // 7B × 16–18 bytes; the engine must disagree and say why.
    Workload w;
    const QList<SeedVerdict> all = seedVerdicts(*AtlasTest::catalog()->model(u"llama-2-7b"),
                                                w,
                                                *AtlasTest::catalog());
    // The seed's ranges overlap at 7B: "1B–7B" and "7B–13B" both cover Llama-2-7B.
    QList<SeedVerdict> v;
    for (const SeedVerdict &x : all)
        if (x.row->id == u"small-full")
            v.append(x);
    QCOMPARE(v.size(), 2);
    QCOMPARE(all.size(), 4);
    for (const SeedVerdict &x : v) {
        QVERIFY(x.contradicts);
        QVERIFY(x.engineMinGpus && *x.engineMinGpus > 1);
        QVERIFY(x.reason.toString(nullptr).contains(QStringLiteral("the engine needs")));
    }
}

void TestSeedTable::mid13bFullOnTwoA100()
{
    // "7B–13B 全参数微调: 2x A100 80GB 或 1x MI300X (120–160 GB)": 13B × 18 bytes = 234 GB of
    // states; two 80 GiB cards (171.8 GB) cannot hold them, one 192 GiB MI300X cannot either.
    Workload w;
    const QList<SeedVerdict> v = seedVerdicts(*AtlasTest::catalog()->model(u"llama-2-13b"),
                                              w,
                                              *AtlasTest::catalog());
    QCOMPARE(v.size(), 2);
    QVERIFY(v.at(0).contradicts);
    QVERIFY(v.at(1).contradicts);
}

void TestSeedTable::qloraOn4090Holds()
{
    Workload w;
    w.task = Task::Qlora;
    const QList<SeedVerdict> v = seedVerdicts(*AtlasTest::catalog()->model(u"llama-3.1-8b"),
                                              w,
                                              *AtlasTest::catalog());
    QCOMPARE(v.size(), 2);
    QVERIFY(!v.at(0).contradicts);
    QVERIFY(v.at(0).perGpuAtRecommended < 24.0 * GiB);
}

QTEST_GUILESS_MAIN(TestSeedTable)
#include "tst_seedtable.moc"
