// Scenarios: YAML round trips, references checked, newer files refused, atomic saves; and the
// seed's three cases reproduced through the engine.

#include "io/hfconfig.h"
#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

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
    void newFieldsRoundTrip_data();
    void newFieldsRoundTrip();
    void loadProfileRoundTrips();
    void loadProfileSizesTheFleet();
    void hourlyProfileRoundTrips();
    void badHourlyProfiles_data();
    void badHourlyProfiles();
    void referencesAreChecked();
    void providerReferencesAreChecked_data();
    void providerReferencesAreChecked();
    void planPricedOnAProviderInstance();
    void newerScenarioIsRefused();
    void outOfBoundsValuesAreRefused_data();
    void outOfBoundsValuesAreRefused();
    void fifoIsRefusedWithoutBlocking();
    void atMostFourCompareOptions();
    void saveIsAtomic();
    void failedSaveKeepsTheOldFile();
    void caseA();
    void caseB();
    void caseC();
    void optionsFollowTheScenario();
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
    s.compare = s.compare.mid(0, 2); // room for two more, at most four
    s.compare.append({{QStringLiteral("x"), QStringLiteral("选项 x")},
                      QStringLiteral("amd-mi300x"),
                      8,
                      ServiceForm::BareMetal,
                      QStringLiteral("guian"),
                      Precision::Fp8,
                      Task::Inference,
                      std::nullopt});
    CompareOption rented;
    rented.acceleratorId = QStringLiteral("nvidia-a100-sxm4-40gb");
    rented.provider = ProviderChoice{QStringLiteral("aws-china"),
                                     QStringLiteral("p4d.24xlarge"),
                                     QStringLiteral("cn-northwest-1"),
                                     ProviderBilling::Spot};
    s.compare.append(rented);
    s.tokens.reset();
    s.samples = 50000;
    s.epochs = 3;
    s.tokensPerSample = 1500;
    s.recurrence = Recurrence{2, Period::Week};
    s.budgetCny = 250000;
    s.budgetPeriod = Period::Year;
    s.servingGpus = 4; // serving_gpus and serving_tp were lost on save
    s.servingTp = 2;
    Diagnostics d;
    const auto reread = readScenario(writeScenario(s),
                                     QStringLiteral("edit.yaml"),
                                     *AtlasTest::catalog(),
                                     d);
    QVERIFY(reread);
    QVERIFY(*reread == s);
    QCOMPARE(*reread->tariff, 0.123456789);
}

void TestScenario::newFieldsRoundTrip_data()
{
    // Workload options of issue 16 and architectures imported with every new model field: a
    // hybrid window with sinks, biases and MXFP4 experts (gpt-oss), a per-layer window list
    // (Qwen2 with use_sliding_window), a vision encoder and q/k norms (Gemma 3), FP8 blocks
    // and MLA (DeepSeek-R1), a gated shared expert (Qwen1.5-MoE).
    QTest::addColumn<QByteArray>("config");
    auto file = [](const char *name) {
        QFile f(QStringLiteral(ATLAS_TEST_DATA_DIR "/hf-configs/") + QLatin1String(name));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("%s", name);
        return f.readAll();
    };
    QTest::newRow("gpt-oss-20b") << file("gpt-oss-20b.json");
    QTest::newRow("deepseek-r1") << file("deepseek-r1.json");
    QTest::newRow("qwen1.5-moe") << file("qwen1.5-moe-a2.7b.json");
    QTest::newRow("qwen2 window list") << QByteArray(
        R"({"model_type": "qwen2", "hidden_size": 1024, "num_hidden_layers": 4,
            "num_attention_heads": 8, "num_key_value_heads": 2, "intermediate_size": 4096,
            "vocab_size": 1000, "use_sliding_window": true, "sliding_window": 512,
            "max_window_layers": 1})");
    QTest::newRow("gemma3 multimodal") << QByteArray(
        R"({"model_type": "gemma3", "text_config": {"hidden_size": 2560, "num_hidden_layers": 34,
            "intermediate_size": 10240, "sliding_window": 1024},
            "vision_config": {"hidden_size": 1152, "image_size": 896, "intermediate_size": 4304,
            "num_hidden_layers": 27, "patch_size": 14}})");
}

void TestScenario::newFieldsRoundTrip()
{
    QFETCH(QByteArray, config);
    QString error;
    const std::optional<ModelArch> arch = importHfConfig(config, QStringLiteral("m.json"), &error);
    QVERIFY2(arch, qPrintable(error));
    Scenario s = builtIn(0);
    s.modelId.clear();
    s.customModel = *arch;
    s.workload.task = Task::Qlora;
    s.workload.precision = Precision::Int8;
    s.workload.chunkedCrossEntropy = true;
    s.workload.recompute = Recompute::Offload;
    Diagnostics d;
    const QByteArray text = writeScenario(s);
    const auto reread = readScenario(text, QStringLiteral("new.yaml"), *AtlasTest::catalog(), d);
    QVERIFY2(reread, qPrintable(d.toStringList().join(u'\n') + u'\n' + QString::fromUtf8(text)));
    QVERIFY(reread->workload.chunkedCrossEntropy);
    QCOMPARE(reread->workload.recompute, Recompute::Offload);
    QVERIFY(*reread == s);
    QCOMPARE(countParameters(*reread->customModel).total, countParameters(*arch).total);
}

void TestScenario::loadProfileRoundTrips()
{
    // load_profile is written and read back as given, and its peak is the scenario's load.
    Scenario s = builtIn(0);
    s.workload.task = Task::Inference;
    s.loadProfile = LoadProfile{ServingLoad::Kind::Users, 2000, 200, 10, 6, {}, {}};
    s.load = ServingLoad{ServingLoad::Kind::Users, 2000};
    Diagnostics d;
    const QByteArray text = writeScenario(s);
    QVERIFY(text.contains("load_profile:"));
    const auto reread = readScenario(text, QStringLiteral("p.yaml"), *AtlasTest::catalog(), d);
    QVERIFY2(reread, qPrintable(d.toStringList().join(u'\n') + u'\n' + QString::fromUtf8(text)));
    QCOMPARE(reread->loadProfile->peak, 2000.0);
    QCOMPARE(reread->loadProfile->base, 200.0);
    QCOMPARE(reread->loadProfile->peakHours, 10);
    QCOMPARE(reread->loadProfile->daysPerWeek, 6);
    QCOMPARE(reread->load->value, 2000.0);
    QVERIFY(*reread == s);
}

void TestScenario::loadProfileSizesTheFleet()
{
    // A scenario with a profile carries the four mixes, the same as the core computes for it
    // (the CLI's `serve` prints the same core result: tst_clifleet).
    Scenario s = builtIn(0);
    s.modelId = QStringLiteral("llama-3.1-70b");
    s.customModel.reset();
    s.acceleratorId = QStringLiteral("nvidia-h20-96gb");
    s.workload.task = Task::Inference;
    s.tokens.reset();
    s.samples.reset();
    s.hours.reset();
    s.layout = Layout{};
    s.maxTtftSeconds = 2;
    s.loadProfile = LoadProfile{ServingLoad::Kind::Users, 2000, 200, 8, 5, {}, {}};
    s.load = ServingLoad{ServingLoad::Kind::Users, 2000};
    const ScenarioResult r = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY(r.fleet && r.fleet->valid);
    QCOMPARE(r.fleetMixes.size(), 4);
    QCOMPARE(r.fleet->peakCards(), r.serving->gpusTotal); // the peak is the scenario's load
    for (int i = 1; i < r.fleetMixes.size(); ++i)
        QVERIFY(r.fleetMixes[i - 1].costPerMonthCny <= r.fleetMixes[i].costPerMonthCny);
}

void TestScenario::hourlyProfileRoundTrips()
{
    // A 24-hour curve (from 00:00) and a minimum billing are written and read back; the peak
    // is the curve's busiest hour.
    Scenario s = builtIn(0);
    s.workload.task = Task::Inference;
    LoadProfile p;
    p.hourly = QList<double>(24, 100);
    p.hourly[14] = 2500;
    p.daysPerWeek = 6;
    p.minBilledHours = 4;
    s.loadProfile = p;
    s.load = ServingLoad{ServingLoad::Kind::Users, 2500};
    const QByteArray text = writeScenario(s);
    QVERIFY(text.contains("hourly: [100, 100,"));
    QVERIFY(text.contains("min_billed_hours: 4"));
    QVERIFY(!text.contains("peak_users"));
    Diagnostics d;
    const auto reread = readScenario(text, QStringLiteral("p.yaml"), *AtlasTest::catalog(), d);
    QVERIFY2(reread, qPrintable(d.toStringList().join(u'\n') + u'\n' + QString::fromUtf8(text)));
    QCOMPARE(reread->loadProfile->hourly, p.hourly);
    QCOMPARE(reread->loadProfile->minBilledHours, std::optional<double>(4));
    QCOMPARE(reread->load->value, 2500.0);
    QVERIFY(*reread == s);
}

void TestScenario::badHourlyProfiles_data()
{
    // Each row is the load_profile of an inference scenario; the error names the field and the
    // line of the bad value (`badLine` counts from the line of `load_profile:`).
    QTest::addColumn<QByteArray>("profile");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("badLine");
    QTest::addColumn<QString>("message");
    const QByteArray ones = "1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1";
    QTest::newRow("23 hours") << QByteArray("  hourly: [" + ones + ", 1]\n")
                              << u"load_profile.hourly"_qs << 1 << u"expected a list of 24"_qs;
    QTest::newRow("a negative hour")
        << QByteArray("  hourly:\n" + QByteArray("    - 5\n").repeated(20) + "    - -3\n"
                      + QByteArray("    - 5\n").repeated(3))
        << u"load_profile.hourly[20]"_qs << 22 << u"expected a number from 0"_qs;
    QTest::newRow("nobody at any hour")
        << QByteArray("  hourly: [" + QByteArray("0, ").repeated(23) + "0]\n")
        << u"load_profile.hourly"_qs << 1 << u"at least 1 user"_qs;
    QTest::newRow("curve and peak")
        << QByteArray("  peak_users: 10\n  hourly: [" + ones + ", 1, 1]\n")
        << u"load_profile.hourly"_qs << 2 << u"give one or the other"_qs;
    QTest::newRow("minimum of a year")
        << QByteArray("  peak_users: 10\n  base_users: 1\n  min_billed_hours: 8760\n")
        << u"load_profile.min_billed_hours"_qs << 3 << u"expected a number from 1 to 730"_qs;
}

void TestScenario::badHourlyProfiles()
{
    QFETCH(QByteArray, profile);
    QFETCH(QString, field);
    QFETCH(int, badLine);
    QFETCH(QString, message);
    Scenario s = builtIn(0);
    s.workload.task = Task::Inference;
    s.load.reset();
    QByteArray yaml = writeScenario(s);
    yaml += "load_profile:\n" + profile;
    const int profileLine = int(yaml.left(yaml.indexOf("load_profile:")).count('\n')) + 1;
    Diagnostics d;
    QVERIFY(!readScenario(yaml, QStringLiteral("bad.yaml"), *AtlasTest::catalog(), d));
    const Diagnostic e = d.items().constFirst();
    QCOMPARE(e.field, field);
    QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
    QCOMPARE(e.line, profileLine + badLine);
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

void TestScenario::providerReferencesAreChecked_data()
{
    // Case A runs on an RTX 4090; each row adds provider lines after its pricing line.
    QTest::addColumn<QByteArray>("lines");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown provider")
        << QByteArray("provider: nowhere\ninstance: x\n") << QStringLiteral("provider")
        << QStringLiteral("expected the id of a provider");
    QTest::newRow("unknown instance")
        << QByteArray("provider: autodl\ninstance: h100-x\n") << QStringLiteral("instance")
        << QStringLiteral("expected the id of an instance of autodl");
    QTest::newRow("another card") << QByteArray("provider: aws-china\ninstance: p4d.24xlarge\n")
                                  << QStringLiteral("instance")
                                  << QStringLiteral(
                                         "the instance carries \"nvidia-a100-sxm4-40gb\"");
    QTest::newRow("instance alone")
        << QByteArray("instance: rtx-4090-1x\n") << QStringLiteral("provider")
        << QStringLiteral("give both a provider and one of its instances");
    QTest::newRow("unknown region")
        << QByteArray("provider: autodl\ninstance: rtx-4090-1x\nprovider_region: mars\n")
        << QStringLiteral("provider_region")
        << QStringLiteral("expected the id of a region of autodl");
}

void TestScenario::providerReferencesAreChecked()
{
    QFETCH(QByteArray, lines);
    QFETCH(QString, field);
    QFETCH(QString, message);
    QByteArray yaml = writeScenario(builtIn(0));
    const qsizetype at = yaml.indexOf("\npricing: ") + 1;
    QVERIFY(at > 0);
    yaml.insert(at, lines);
    Diagnostics d;
    QVERIFY(!readScenario(yaml, QStringLiteral("bad.yaml"), *AtlasTest::catalog(), d));
    const Diagnostic e = d.items().constFirst();
    QCOMPARE(e.field, field);
    QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
}

void TestScenario::planPricedOnAProviderInstance()
{
    // 70B LoRA on 8 A100 40GB rented as one AWS China p4d.24xlarge: the instance's list price,
    // in its currency at the catalog's rate, for whole billed hours (hand-derived from the
    // catalog entry, not from the engine's cost model).
    Scenario s = builtIn(0);
    s.acceleratorId = QStringLiteral("nvidia-a100-sxm4-40gb");
    s.layout = Layout{8, 1, 1, 3, Offload::None};
    s.cpuServerHours = 0;
    s.provider = ProviderChoice{QStringLiteral("aws-china"), QStringLiteral("p4d.24xlarge"), {}};
    const Catalog &catalog = *AtlasTest::catalog();
    const ScenarioResult r = evaluateScenario(s, catalog);
    QVERIFY2(r.valid, qPrintable(r.problems.value(0).toString(nullptr)));
    const Instance &p4d = *catalog.provider(u"aws-china")->instance(u"p4d.24xlarge");
    QVERIFY(p4d.price);
    const double rate = p4d.price->currency == u"CNY" ? 1.0 : catalog.pricing().usdCny.value;
    const double billedHours = std::ceil(r.wallHours); // billed per hour or finer: at most this
    QVERIFY(r.cost.priced);
    QVERIFY(r.cost.totalCny <= p4d.price->amount * rate * billedHours + 1e-6);
    QVERIFY(r.cost.totalCny >= p4d.price->amount * rate * r.wallHours - 1e-6);
    QCOMPARE(r.cost.form, ServiceForm::Container); // rent, judged as spent
    QVERIFY(r.spend.comparedCny);
    // The same plan without the provider is priced by the generic form: another figure.
    Scenario generic = s;
    generic.provider.reset();
    QVERIFY(evaluateScenario(generic, catalog).cost.totalCny != r.cost.totalCny);
    // An instance of another card is a problem, not a silent generic price.
    s.acceleratorId = QStringLiteral("nvidia-rtx-4090");
    s.layout = Layout{1, 1, 1, 0, Offload::None};
    QVERIFY(!evaluateScenario(s, catalog).valid);
}

void TestScenario::newerScenarioIsRefused()
{
    QByteArray yaml = writeScenario(builtIn(0));
    yaml.replace("schema_version: 1", "schema_version: 2");
    Diagnostics d;
    QVERIFY(!readScenario(yaml, QStringLiteral("future.yaml"), *AtlasTest::catalog(), d));
    QVERIFY(d.items().constFirst().message.contains(QStringLiteral("newer ComputeAtlas")));
    QCOMPARE(d.items().size(), 1); // the refusal alone, no "unknown key" for the unread rest
}

void TestScenario::outOfBoundsValuesAreRefused_data()
{
    // Each row replaces one line of case A; the error is located on the new value.
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("tokens 1e300") << QByteArray("samples: 20000") << QByteArray("tokens: 1e300")
                                  << QStringLiteral("tokens")
                                  << QStringLiteral("expected a number from 1 to 1e+18");
    QTest::newRow("tokens 1e-300")
        << QByteArray("samples: 20000") << QByteArray("tokens: 1e-300") << QStringLiteral("tokens")
        << QStringLiteral("expected a number from 1 to 1e+18");
    // Case A types no price since its rate is the catalog's (issue 27): the bad one is added.
    QTest::newRow("price 1e300") << QByteArray("pricing: container\n")
                                 << QByteArray("pricing: container\nprice_per_gpu_hour: 1e300\n")
                                 << QStringLiteral("price_per_gpu_hour")
                                 << QStringLiteral("expected a positive number up to 1000000");
    QTest::newRow("budget 1e300") << QByteArray("budget_cny: ")
                                  << QByteArray("budget_cny: 1e300\nold_budget_cny: ")
                                  << QStringLiteral("budget_cny")
                                  << QStringLiteral("expected a positive number up to 1e+13");
    // A five-megabyte name made the PDF layout quadratic (minutes); names are capped at load.
    QTest::newRow("5 MB name") << QByteArray("name_en: ")
                               << QByteArray("name_en: " + QByteArray(5 * 1000 * 1000, 'x')
                                             + "\nold_name_en: ")
                               << QStringLiteral("name_en")
                               << QStringLiteral("expected at most 200 characters, found 5000000");
}

void TestScenario::outOfBoundsValuesAreRefused()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, field);
    QFETCH(QString, message);
    QByteArray yaml = writeScenario(builtIn(0));
    const qsizetype at = yaml.indexOf(from);
    QVERIFY2(at >= 0, from.constData());
    yaml.replace(at, from.size(), to);
    Diagnostics d;
    QVERIFY(!readScenario(yaml, QStringLiteral("bad.yaml"), *AtlasTest::catalog(), d));
    const Diagnostic e = d.items().constFirst();
    QCOMPARE(e.field, field);
    QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
    const qsizetype line = yaml.indexOf(QByteArray("\n" + field.toUtf8() + ": ")) + 1;
    QCOMPARE(e.line, int(yaml.left(line).count('\n')) + 1);
}

void TestScenario::fifoIsRefusedWithoutBlocking()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("scenario.yaml"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0644) == 0);
    Diagnostics d;
    QVERIFY(!readScenarioFile(fifo, *AtlasTest::catalog(), d)); // returns at once, no writer
    QVERIFY2(d.items().constFirst().message.contains(QStringLiteral("named pipe (FIFO)")),
             qPrintable(d.items().constFirst().toString()));
    QVERIFY(!readScenarioFile(dir.path(), *AtlasTest::catalog(), d));
    QVERIFY(d.items().constLast().message.contains(QStringLiteral("a directory")));
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
    // In work terms: 20,000 examples × 3 epochs × 1,024 tokens.
    const Scenario s = builtIn(0);
    const ScenarioResult r = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY(r.valid);
    QVERIFY2(r.estimate.fit->fits, "QLoRA of an 8B model fits one 24 GiB card");
    QCOMPARE(r.work.kind, WorkSummary::Kind::Samples);
    QCOMPARE(r.tokens, 20000.0 * 3 * 1024);
    QVERIFY(r.wallHoursLow < r.wallHours && r.wallHours < r.wallHoursHigh);
    // The scenario no longer types the seed's 3 CNY/h: the catalogued domestic container rate
    // of the 4090 (1.24 CNY/h, pricing.yaml, issue 27) times the hours the work takes.
    QVERIFY(qAbs(r.cost.totalCny - r.wallHours * 1.24) < 1e-9);
    // Within the per-run budget of 10,000 CNY, and below the seed's 100–200 CNY.
    QCOMPARE(r.spend.compared, Spend::Compared::Cost);
    QCOMPARE(r.spend.withinBudget, std::optional<bool>(true));
    QVERIFY(r.cost.totalCny < *s.seedCostLowCny);
    // Work, not hours: every card takes its own time. The 3090 (71 dense TFLOPS) is slower than
    // the 4090 (165), the L40S (362) faster, so the options no longer all read "24 h".
    const CompareResult c4090 = evaluateCompareOption(s, s.compare.at(0), *AtlasTest::catalog());
    const CompareResult c3090 = evaluateCompareOption(s, s.compare.at(1), *AtlasTest::catalog());
    const CompareResult l40s = evaluateCompareOption(s, s.compare.at(2), *AtlasTest::catalog());
    QVERIFY(c3090.fits && c4090.fits && l40s.fits);
    QVERIFY(c3090.wallHours > 2 * c4090.wallHours);
    QVERIFY(l40s.wallHours < c4090.wallHours);
    QVERIFY(c3090.cost.totalCny != c4090.cost.totalCny);
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
    // A layout that does not fit is never priced and gets no verdict on the budget.
    QVERIFY(!r.cost.priced);
    QCOMPARE(r.spend.runsPerYear, 365.25 / 7);
    QVERIFY(!r.spend.withinBudget);
    QVERIFY(!r.spend.perYearCny);
    // The smallest layout that fits is priced instead. A weekly job against a yearly budget:
    // the monthly host is kept all year (12 months billed, not 52); at least four monthly A100s
    // a year are far above 100,000 CNY.
    QVERIFY(r.smallestFit);
    QVERIFY(r.smallestFit->layout.gpus >= 4);
    QCOMPARE(r.smallestFit->gpus, r.smallestFit->layout.gpus);
    const PlanCost &fitted = r.smallestFit->cost;
    QCOMPARE(r.smallestFit->spend.compared, Spend::Compared::PerYear);
    QCOMPARE(r.smallestFit->spend.schedule.fleetsNeeded, 1); // hours a run, a week apart
    QCOMPARE(*r.smallestFit->spend.perYearCny, 12 * fitted.computeCny / fitted.billedQuantity);
    QVERIFY(*r.smallestFit->spend.perYearCny > *s.budgetCny);
    QCOMPARE(r.smallestFit->spend.withinBudget, std::optional<bool>(false));
    // The seed's plan, one monthly A100 host, already costs 12 × 10–15k CNY a year: its figure
    // is a month of one card ("约1-1.5万元/月"), not a run.
    QCOMPARE(s.seedCostPer, Period::Month);
    QCOMPARE(s.seedCostCards, 1);
    QVERIFY(12 * *s.seedCostLowCny >= 0.9 * *s.budgetCny);
    // Its A10 inference fleet is an inference option: served, not trained.
    const CompareResult fleet = evaluateCompareOption(s, s.compare.at(3), *AtlasTest::catalog());
    QCOMPARE(fleet.task, Task::Inference);
    QVERIFY(fleet.serving && fleet.serving->valid);
    QVERIFY(fleet.serving->replicas * fleet.serving->point.batch >= 50);
    QCOMPARE(fleet.gpus, fleet.serving->gpusTotal);
    QVERIFY(fleet.serving->tp >= 2); // 13B in BF16 (26 GB) does not fit one 24 GB A10
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
    // Case C has no budget: nothing is checked against one.
    QVERIFY(!s.budgetCny);
    QVERIFY(!r.spend.withinBudget);
}

void TestScenario::optionsFollowTheScenario()
{
    // Case A's question: its work, its per-run budget; every option fits and is within it.
    Scenario s = builtIn(0);
    const PlannerResult all = scenarioOptions(s, *AtlasTest::catalog());
    QVERIFY(!all.options.isEmpty());
    for (const PlannerOption &o : all.options) {
        QCOMPARE(o.withinBudget, std::optional<bool>(true));
        QVERIFY(*o.spend.comparedCny <= *s.budgetCny);
    }
    // A state-owned buyer: 国产 only. Either domestic options or none, with the reasons counted.
    s.options.domesticOnly = true;
    const PlannerResult domestic = scenarioOptions(s, *AtlasTest::catalog());
    for (const PlannerOption &o : domestic.options)
        QVERIFY(o.accelerator->domestic);
    QVERIFY(domestic.considered > 0);
    QVERIFY(domestic.considered < all.considered);
    // The query round-trips through the file.
    s.options.rank = OptionsQuery::Rank::Co2;
    s.options.ecosystem = Ecosystem::Cann;
    s.options.forms = {ServiceForm::Purchase};
    Diagnostics d;
    const auto back = readScenario(writeScenario(s),
                                   QStringLiteral("q.yaml"),
                                   *AtlasTest::catalog(),
                                   d);
    QVERIFY2(back, qPrintable(d.toStringList().join(u'\n')));
    QVERIFY(back->options == s.options);
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
