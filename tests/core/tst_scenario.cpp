// Scenarios: YAML round trips, references checked, newer files refused, atomic saves; and the
// seed's three cases reproduced through the engine.

#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace Atlas;

namespace {

Scenario builtIn(int index)
{
    Diagnostics d;
    const auto s = readScenarioFile(builtInScenarioFiles().at(index), *AtlasTest::catalog(), d);
    if (!s)
        qFatal("%s", qPrintable(d.toStringList().join(u'\n')));
    return *s;
}

double fromBuiltIn(const ScenarioResult &r, const char *region)
{
    for (const RegionCost &rc : r.regions)
        if (rc.region->id == QLatin1String(region))
            return rc.cost.electricityCny;
    return -1;
}

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT

private slots:
    void builtInScenariosRoundTrip_data();
    void builtInScenariosRoundTrip();
    void editedScenarioRoundTrips();
    void referencesAreChecked();
    void newerScenarioIsRefused();
    void atMostFourCompareOptions();
    void saveIsAtomic();
    void failedSaveKeepsTheOldFile();
    void caseA();
    void caseB();
    void caseC();
    void compareOptions();
    void resultHoldsTheComparison();
};

void TestScenario::builtInScenariosRoundTrip_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("case A") << 0;
    QTest::newRow("case B") << 1;
    QTest::newRow("case C (inline MoE)") << 2;
}

void TestScenario::builtInScenariosRoundTrip()
{
    QFETCH(int, index);
    const Scenario original = builtIn(index);
    const QByteArray yaml = writeScenario(original);
    Diagnostics d;
    const auto reread = readScenario(yaml,
                                     QStringLiteral("roundtrip.yaml"),
                                     *AtlasTest::catalog(),
                                     d);
    QVERIFY2(reread, qPrintable(d.toStringList().join(u'\n')));
    QVERIFY(*reread == original);
    QCOMPARE(d.warningCount(), 0);
    QCOMPARE(writeScenario(*reread), yaml); // stable output
}

void TestScenario::editedScenarioRoundTrips()
{
    Scenario s = builtIn(0);
    s.workload.precision = Precision::Fp16;
    s.workload.gradPrecision = Precision::Bf16;
    s.workload.masterWeights = false;
    s.layout = Layout{4, 2, 1, 2, Offload::Optimizer};
    s.tariff = 0.123456789;
    s.regionId = QStringLiteral("zhongwei");
    s.compare.append({{QStringLiteral("x"), QStringLiteral("选项 x")},
                      QStringLiteral("amd-mi300x"),
                      8,
                      ServiceForm::BareMetal,
                      QStringLiteral("guian"),
                      Precision::Fp8});
    Diagnostics d;
    const auto reread = readScenario(writeScenario(s),
                                     QStringLiteral("edit.yaml"),
                                     *AtlasTest::catalog(),
                                     d);
    QVERIFY(reread);
    QVERIFY(*reread == s);
    QCOMPARE(*reread->tariff, 0.123456789);
}

void TestScenario::referencesAreChecked()
{
    QByteArray yaml = writeScenario(builtIn(0));
    yaml.replace("accelerator: nvidia-rtx-4090", "accelerator: nvidia-rtx-9090");
    Diagnostics d;
    QVERIFY(!readScenario(yaml, QStringLiteral("bad.yaml"), *AtlasTest::catalog(), d));
    const Diagnostic e = d.items().constFirst();
    QCOMPARE(e.field, QStringLiteral("accelerator"));
    QVERIFY(e.message.contains(QStringLiteral("nvidia-rtx-9090")));
    QCOMPARE(e.line, int(yaml.left(yaml.indexOf("nvidia-rtx-9090")).count('\n')) + 1);
}

void TestScenario::newerScenarioIsRefused()
{
    QByteArray yaml = writeScenario(builtIn(0));
    yaml.replace("schema_version: 1", "schema_version: 2");
    Diagnostics d;
    QVERIFY(!readScenario(yaml, QStringLiteral("future.yaml"), *AtlasTest::catalog(), d));
    QVERIFY(d.items().constFirst().message.contains(QStringLiteral("newer ComputeAtlas")));
}

void TestScenario::atMostFourCompareOptions()
{
    Scenario s = builtIn(2);
    while (s.compare.size() < MaxCompareOptions)
        s.compare.append(s.compare.constFirst());
    Diagnostics d;
    QVERIFY2(readScenario(writeScenario(s), QStringLiteral("four.yaml"), *AtlasTest::catalog(), d),
             qPrintable(d.toStringList().join(u'\n')));
    s.compare.append(s.compare.constFirst());
    QVERIFY(!readScenario(writeScenario(s), QStringLiteral("five.yaml"), *AtlasTest::catalog(), d));
    QCOMPARE(d.items().constLast().field, QStringLiteral("compare"));
    QVERIFY(d.items().constLast().message.contains(QStringLiteral("at most 4")));
}

void TestScenario::saveIsAtomic()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.yaml"));
    QString error;
    QVERIFY(saveScenarioFile(builtIn(1), path, &error));
    Diagnostics d;
    const auto s = readScenarioFile(path, *AtlasTest::catalog(), d);
    QVERIFY(s && *s == builtIn(1));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left behind
}

void TestScenario::failedSaveKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.yaml"));
    QString error;
    QVERIFY(saveScenarioFile(builtIn(0), path, &error));
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray old = before.readAll();
    before.close();

    // A full disk: every write past 16 bytes fails.
    const bool ok = AtlasTest::withFileSizeLimit(16, [&] {
        return saveScenarioFile(builtIn(2), path, &error);
    });
    QVERIFY(!ok);
    QVERIFY2(error.contains(path), qPrintable(error));
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);

    // A folder that does not exist.
    QVERIFY(!saveScenarioFile(builtIn(0), dir.filePath(QStringLiteral("missing/s.yaml")), &error));
    QVERIFY(!error.isEmpty());
}

void TestScenario::caseA()
{
    // Seed: Llama 3 8B QLoRA on one RTX 4090 container, 2–4 CNY/h, 8 h × 3 days, "100–200 CNY".
    const Scenario s = builtIn(0);
    const ScenarioResult r = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY(r.valid);
    QVERIFY2(r.estimate.fit->fits, "QLoRA of an 8B model fits one 24 GiB card");
    QCOMPARE(r.wallHours, 24.0);
    QCOMPARE(r.cost.totalCny, 24 * 3.0);
    // The seed's own price range gives 48–96 CNY, below its stated 100–200 CNY total.
    QCOMPARE(24 * 2.0, 48.0);
    QVERIFY(r.cost.totalCny < *s.seedCostLowCny);
    // The RTX 3090 fits as well (the seed names both).
    const CompareResult c3090 = evaluateCompareOption(s, s.compare.at(1), *AtlasTest::catalog());
    QVERIFY(c3090.fits);
    QCOMPARE(c3090.cost.totalCny, 24 * 3.0);
}

void TestScenario::caseB()
{
    // Seed: "one A100 80G is the gold standard for 13B full fine-tuning". Standard AdamW needs
    // 13B × 16–18 bytes of states alone: it does not fit one card; the setups that make it fit
    // are shown.
    const Scenario s = builtIn(1);
    const ScenarioResult r = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY(r.valid);
    QVERIFY(!r.estimate.fit->fits);
    QVERIFY(r.estimate.perGpu.modelStates() > 13e9 * 16);
    QVERIFY(*r.estimate.fit->minGpus >= 4);
    QHash<QString, FitAlternative> byKey;
    for (const FitAlternative &a : r.alternatives)
        byKey.insert(a.key, a);
    QVERIFY(!byKey.value(QStringLiteral("standard")).fits);
    QVERIFY(!byKey.value(QStringLiteral("adamw8bit")).fits);  // 13B × 12 bytes is still > 80 GiB
    QVERIFY(byKey.value(QStringLiteral("offload-all")).fits); // ZeRO-Offload on one card
    QVERIFY(byKey.value(QStringLiteral("offload-all")).hostBytes > 13e9 * 12);
    QVERIFY(byKey.value(QStringLiteral("lora")).fits);
    QVERIFY(byKey.value(QStringLiteral("qlora")).fits);
    QVERIFY(*byKey.value(QStringLiteral("zero3")).minGpus >= 4);
    // The seed's plan, one monthly A100 host, already costs 12 × 10–15k CNY a year: at or above
    // the 100k budget before any inference.
    QVERIFY(12 * *s.seedCostLowCny >= 0.9 * *s.budgetCny);
    QVERIFY(12 * r.cost.totalCny > *s.budgetCny);
}

void TestScenario::caseC()
{
    // Seed: 200B MoE pre-training on ≥ 64 H800, hosted in Inner Mongolia or Guizhou rather
    // than the east: "months of running", "considerable electricity savings".
    const Scenario s = builtIn(2);
    const ScenarioResult r = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY2(r.valid,
             r.problems.isEmpty() ? "" : qPrintable(r.problems.constFirst().toString(nullptr)));
    const ParameterCount p = countParameters(r.model);
    QVERIFY(p.total > 190e9 && p.total < 210e9);
    QVERIFY(p.active < p.total / 5);
    QVERIFY(r.timeKnown);
    QVERIFY2(r.wallHours > 2 * 730, "months of running");
    const double horinger = fromBuiltIn(r, "horinger");
    const double guian = fromBuiltIn(r, "guian");
    const double east = fromBuiltIn(r, "yrd_demo_zone");
    QVERIFY(horinger > 0 && guian > 0 && east > 0);
    QVERIFY(horinger < east && guian < east);
    // The saving is the tariff × PUE difference on the same energy at the hub's PUE.
    const Region *h = AtlasTest::catalog()->region(u"horinger");
    const Region *y = AtlasTest::catalog()->region(u"yrd_demo_zone");
    const double itEnergy = r.cost.energyKwh / *h->pueTarget.value;
    QVERIFY(std::abs((east - horinger)
                     - itEnergy
                           * (y->tariff.value * *y->pueTarget.value
                              - h->tariff.value * *h->pueTarget.value))
            < 1e-6 * east);
    // Ascend 910B takes longer for the same tokens (376 vs 989 dense TFLOPS, lower MFU).
    const CompareResult ascend = evaluateCompareOption(s, s.compare.at(3), *AtlasTest::catalog());
    const CompareResult h800 = evaluateCompareOption(s, s.compare.at(0), *AtlasTest::catalog());
    QVERIFY(ascend.timeKnown && h800.timeKnown);
    QVERIFY(ascend.wallHours > 2 * h800.wallHours);
}

void TestScenario::compareOptions()
{
    const Scenario s = builtIn(1);
    // gpus 0 = the smallest count that fits.
    const CompareResult c = evaluateCompareOption(s, s.compare.at(1), *AtlasTest::catalog());
    QVERIFY(c.fits);
    QVERIFY(c.layout.gpus >= 4);
    QVERIFY(c.perGpu.total() <= c.accelerator->memoryBytes());
    const CompareResult seedPlan = evaluateCompareOption(s, s.compare.at(0), *AtlasTest::catalog());
    QVERIFY(!seedPlan.fits);
    QVERIFY(!seedPlan.notes.isEmpty());
}

void TestScenario::resultHoldsTheComparison()
{
    // The document computes what the compare view shows: the scenario's result carries every
    // option, evaluated as on its own, and the budget per card the tier chart filters with.
    Scenario s = builtIn(1);
    const ScenarioResult r = evaluateScenario(s, *AtlasTest::catalog());
    QCOMPARE(r.compare.size(), s.compare.size());
    for (qsizetype i = 0; i < s.compare.size(); ++i) {
        const CompareResult alone = evaluateCompareOption(s, s.compare.at(i), *AtlasTest::catalog());
        QCOMPARE(r.compare.at(i).option, s.compare.at(i));
        QCOMPARE(r.compare.at(i).fits, alone.fits);
        QCOMPARE(r.compare.at(i).layout, alone.layout);
        QCOMPARE(r.compare.at(i).cost.totalCny, alone.cost.totalCny);
    }
    // Case B: 100,000 yuan a year on one card.
    QCOMPARE(*s.budgetCny, 100000.0);
    QCOMPARE(s.layout.gpus, 1);
    QCOMPARE(*r.budgetPerCardCny, 100000.0);
    s.layout.gpus = 8;
    s.layout.zero = 3;
    QCOMPARE(*evaluateScenario(s, *AtlasTest::catalog()).budgetPerCardCny, 12500.0);
    s.budgetCny.reset();
    QVERIFY(!evaluateScenario(s, *AtlasTest::catalog()).budgetPerCardCny);
    // An impossible scenario still evaluates its options.
    s.acceleratorId = QStringLiteral("no-such-card");
    const ScenarioResult invalid = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY(!invalid.valid);
    QCOMPARE(invalid.compare.size(), s.compare.size());
}

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
