// The CLI contract of DESIGN.md: JSON shape, numbers identical to the engine's, exit codes.

#include "engine/estimate.h"
#include "io/hfconfig.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Atlas;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonDocument json() const { return QJsonDocument::fromJson(out); }
};

Run cli(const QStringList &arguments)
{
    QProcess p;
    p.start(QStringLiteral(ATLAS_CLI_PATH),
            QStringList{QStringLiteral("--no-user-data")} + arguments);
    if (!p.waitForFinished(60000))
        qFatal("the CLI did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QStringList split(const char *text)
{
    return QString::fromUtf8(text).split(u' ', Qt::SkipEmptyParts);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void estimateJsonMatchesTheEngine();
    void estimateFitBlock();
    void paramsAloneGivesModelStates();
    void numberSuffixes_data();
    void numberSuffixes();
    void configJsonImport();
    void unsupportedConfigIsRefused();
    void badArguments_data();
    void badArguments();
    void catalogList();
    void catalogShow();
    void catalogListFilters_data();
    void catalogListFilters();
    void unknownFiguresAreNull();
    void catalogValidate();
    void humanReadableOutput();
};

void TestCli::estimateJsonMatchesTheEngine()
{
    const Run r = cli(split("estimate --model llama-3.1-8b --task lora --precision bf16 --seq 4096 "
                            "--batch 2 --gpus 2 --zero 2 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    for (const char *key : {"model", "per_gpu_bytes", "total_bytes", "assumptions", "layout"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QVERIFY(!o.contains(QStringLiteral("fit"))); // only with --gpu

    Workload w;
    w.task = Task::Lora;
    w.seqLen = 4096;
    w.microBatch = 2;
    Layout l;
    l.gpus = 2;
    l.zero = 2;
    const MemoryModel model(*AtlasTest::catalog()->model(u"llama-3.1-8b"), w);
    const MemoryBreakdown m = model.perGpu(l);
    const QJsonObject perGpu = o.value(QStringLiteral("per_gpu_bytes")).toObject();
    const std::pair<const char *, double> expected[] = {{"weights", m.weights},
                                                        {"gradients", m.gradients},
                                                        {"optimizer", m.optimizer},
                                                        {"activations", m.activations},
                                                        {"kv_cache", m.kvCache},
                                                        {"overhead", m.overhead},
                                                        {"total", m.total()}};
    for (const auto &[key, value] : expected)
        QCOMPARE(qint64(perGpu.value(QLatin1String(key)).toDouble()), qint64(std::llround(value)));
    QCOMPARE(o.value(QStringLiteral("model")).toObject().value(QStringLiteral("params")).toDouble(),
             8030261248.0);
    QVERIFY(o.value(QStringLiteral("assumptions")).toArray().size() >= 4);
}

void TestCli::estimateFitBlock()
{
    const Run r = cli(split(
        "estimate --model llama-3.1-70b --task inference --gpu nvidia-h100-sxm5-80gb --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject fit = r.json().object().value(QStringLiteral("fit")).toObject();
    QCOMPARE(fit.value(QStringLiteral("gpu")).toString(), QStringLiteral("nvidia-h100-sxm5-80gb"));
    QCOMPARE(fit.value(QStringLiteral("fits")).toBool(), false);
    QCOMPARE(fit.value(QStringLiteral("min_gpus")).toInt(), 2);
    const QJsonObject layout = fit.value(QStringLiteral("layout")).toObject();
    for (const char *key : {"dp", "tp", "pp", "zero"})
        QVERIFY2(layout.contains(QLatin1String(key)), key);
    QCOMPARE(layout.value(QStringLiteral("tp")).toInt(), 2);
    QCOMPARE(fit.value(QStringLiteral("usable_bytes")).toDouble(),
             fit.value(QStringLiteral("capacity_bytes")).toDouble()
                 - r.json()
                       .object()
                       .value(QStringLiteral("per_gpu_bytes"))
                       .toObject()
                       .value(QStringLiteral("overhead"))
                       .toDouble());
}

void TestCli::paramsAloneGivesModelStates()
{
    // DESIGN.md: with --params alone the model states are computed; activations and KV cache
    // are 0 and an assumption says why. 7e9 × 18 bytes.
    const Run r = cli(split("estimate --params 7e9 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    const QJsonObject m = o.value(QStringLiteral("per_gpu_bytes")).toObject();
    QCOMPARE(m.value(QStringLiteral("activations")).toDouble(), 0.0);
    QCOMPARE(m.value(QStringLiteral("kv_cache")).toDouble(), 0.0);
    QCOMPARE(m.value(QStringLiteral("weights")).toDouble()
                 + m.value(QStringLiteral("gradients")).toDouble()
                 + m.value(QStringLiteral("optimizer")).toDouble(),
             7e9 * 18);
    bool explained = false;
    for (const QJsonValue &a : o.value(QStringLiteral("assumptions")).toArray())
        explained |= a.toString().contains(QStringLiteral("without an architecture"));
    QVERIFY(explained);
}

void TestCli::numberSuffixes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("params");
    QTest::newRow("7e9") << QStringLiteral("7e9") << 7e9;
    QTest::newRow("7.5B") << QStringLiteral("7.5B") << 7.5e9;
    QTest::newRow("70M") << QStringLiteral("70M") << 7e7;
    QTest::newRow("1.2T") << QStringLiteral("1.2T") << 1.2e12;
}

void TestCli::numberSuffixes()
{
    QFETCH(QString, text);
    QFETCH(double, params);
    const Run r = cli(
        {QStringLiteral("estimate"), QStringLiteral("--params"), text, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()
                 .object()
                 .value(QStringLiteral("model"))
                 .toObject()
                 .value(QStringLiteral("params"))
                 .toDouble(),
             params);
}

void TestCli::configJsonImport()
{
    // Every fixture config imports to the same parameter count as its catalog entry.
    const std::pair<const char *, const char *> pairs[] = {{"llama-3.1-8b.json", "llama-3.1-8b"},
                                                           {"mistral-7b.json", "mistral-7b"},
                                                           {"mixtral-8x7b.json", "mixtral-8x7b"},
                                                           {"qwen2.5-7b.json", "qwen2.5-7b"},
                                                           {"deepseek-v3.json", "deepseek-v3"},
                                                           {"gpt2-xl.json", "gpt2-xl"},
                                                           {"bert-base-cased.json",
                                                            "bert-base-cased"},
                                                           {"llama-2-70b.json", "llama-2-70b"}};
    for (const auto &[file, id] : pairs) {
        const QString path = QStringLiteral(ATLAS_TEST_DATA_DIR "/hf-configs/")
                             + QString::fromLatin1(file);
        QString error;
        const auto imported = importHfConfigFile(path, &error);
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(countParameters(*imported).total,
                 countParameters(*AtlasTest::catalog()->model(QString::fromLatin1(id))).total);
        const Run r = cli({QStringLiteral("estimate"),
                           QStringLiteral("--config"),
                           path,
                           QStringLiteral("--task"),
                           QStringLiteral("inference"),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
    }
}

void TestCli::unsupportedConfigIsRefused()
{
    const Run falcon = cli(
        {QStringLiteral("estimate"),
         QStringLiteral("--config"),
         QStringLiteral(ATLAS_TEST_DATA_DIR "/hf-configs/unsupported-model-type.json")});
    QCOMPARE(falcon.exitCode, 2);
    QVERIFY(falcon.err.contains(
        "model_type \"falcon\" is not supported; supported types are llama, mistral"));
    const Run broken = cli({QStringLiteral("estimate"),
                            QStringLiteral("--config"),
                            QStringLiteral(ATLAS_TEST_DATA_DIR "/hf-configs/malformed.json")});
    QCOMPARE(broken.exitCode, 2);
    QVERIFY(broken.err.contains("not valid JSON"));
}

void TestCli::badArguments_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("message");
    auto add = [](const char *args, const char *message) {
        QTest::newRow(args) << QString::fromUtf8(args) << QString::fromUtf8(message);
    };
    add("estimate", "give the model");
    add("estimate --model nope", "unknown model \"nope\"");
    add("estimate --model llama-3.1-8b --model mistral-7b --params 7e9", "give only one of");
    add("estimate --params -7e9", "--params: expected a number greater than 0");
    add("estimate --params 0", "--params: expected a number greater than 0");
    add("estimate --params nan", "--params: expected a number such as 7e9");
    add("estimate --params inf", "--params: expected a number such as 7e9");
    add("estimate --params 7Q", "--params: expected a number such as 7e9");
    add("estimate --params 1e400", "--params: expected a number such as 7e9");
    add("estimate --params", "--params needs a value");
    add("estimate --model llama-3.1-8b --task dance",
        "--task: expected one of pretrain|full|freeze|lora|qlora|inference");
    add("estimate --model llama-3.1-8b --precision fp64",
        "--precision: expected one of fp32|tf32|bf16|fp16|fp8|int8|int4");
    add("estimate --model llama-3.1-8b --precision int4",
        "full fine-tuning needs a floating-point precision");
    add("estimate --model llama-3.1-8b --optimizer lion", "--optimizer: expected one of");
    add("estimate --model llama-3.1-8b --grad-precision fp8",
        "--grad-precision: expected one of fp32|bf16|fp16");
    add("estimate --model llama-3.1-8b --master-weights maybe",
        "--master-weights: expected one of off|on");
    add("estimate --model llama-3.1-8b --batch 0", "--batch: expected a whole number from 1");
    add("estimate --model llama-3.1-8b --batch 1.5", "--batch: expected a whole number");
    add("estimate --model llama-3.1-8b --seq -1", "--seq: expected a whole number from 1");
    add("estimate --model llama-3.1-8b --recompute some",
        "--recompute: expected one of none|selective|full");
    add("estimate --model llama-3.1-8b --flash-attn yes", "--flash-attn: expected one of off|on");
    add("estimate --model llama-3.1-8b --task lora --lora-rank 0",
        "--lora-rank: expected a whole number from 1");
    add("estimate --model llama-3.1-8b --task lora --lora-rank -8",
        "--lora-rank: expected a whole number from 1");
    add("estimate --model llama-3.1-8b --task inference --context 0",
        "--context: expected a whole number from 1");
    add("estimate --model llama-3.1-8b --task inference --concurrency 0",
        "--concurrency: expected a whole number from 1");
    add("estimate --model llama-3.1-8b --task inference --kv-precision int4",
        "--kv-precision: expected one of bf16|fp16|fp8|int8");
    add("estimate --model llama-3.1-8b --gpus 0", "--gpus: expected a whole number from 1");
    add("estimate --model llama-3.1-8b --gpus 3 --tp 2", "3 GPUs cannot be split");
    add("estimate --model qwen2.5-7b --gpus 8 --tp 8",
        "tensor parallelism 8 does not divide the 28 attention heads");
    add("estimate --model llama-3.1-8b --zero 4", "--zero: expected a whole number from 0 to 3");
    add("estimate --model llama-3.1-8b --offload optimizer",
        "offloading the optimizer needs ZeRO stage 1");
    add("estimate --model llama-3.1-8b --offload optimizer+params --zero 2",
        "offloading parameters needs ZeRO stage 3");
    add("estimate --model llama-3.1-8b --offload disk",
        "--offload: expected one of none|optimizer|optimizer+params");
    add("estimate --model llama-3.1-8b --gpu nvidia-h1000",
        "--gpu: unknown accelerator \"nvidia-h1000\"");
    add("estimate --model llama-3.1-8b --task inference --zero 3", "ZeRO shards training state");
    add("estimate --params 7e9 --layers 0 --hidden 4096 --heads 32 --ffn 11008 --vocab 32000",
        "layers must be a positive number");
    add("estimate --params 7e9 --layers 32 --hidden 4096 --heads 30 --kv-heads 7 --ffn 11008 "
        "--vocab 32000",
        "multiple of the KV heads");
    add("estimate --params 7e9 --layers 32", "needs --layers, --hidden, --heads, --ffn and --vocab");
    add("estimate --params 7e9 --task freeze", "freeze training needs the architecture");
    add("estimate --model llama-3.1-8b --colour red", "unknown option --colour");
    add("estimate --model llama-3.1-8b extra", "unexpected argument \"extra\"");
    add("frobnicate", "unknown command \"frobnicate\"");
    add("catalog", "catalog needs list, show or validate");
    add("catalog list --kind gpus", "--kind: expected one of accelerators|models|regions|pricing");
    add("catalog list --ecosystem opencl", "--ecosystem: expected one of cuda|rocm|cann");
    add("catalog list --kind models --domestic",
        "--domestic and --ecosystem filter accelerators only");
    add("catalog show", "catalog show needs exactly one ID");
    add("catalog show no-such-thing", "unknown id \"no-such-thing\"");
}

void TestCli::badArguments()
{
    QFETCH(QString, arguments);
    QFETCH(QString, message);
    const Run r = cli(arguments.split(u' '));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCli::catalogList()
{
    const Run r = cli(split("catalog list --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray a = r.json().array();
    QCOMPARE(a.size(), 59); // accelerators in the embedded catalog
    const QJsonObject first = a.first().toObject();
    for (const char *key : {"id",
                            "vendor",
                            "name_en",
                            "name_zh",
                            "memory_gib",
                            "bandwidth_gbs",
                            "tflops_dense",
                            "tier",
                            "confidence",
                            "sources",
                            "price",
                            "domestic"})
        QVERIFY2(first.contains(QLatin1String(key)), key);
    const Run models = cli(split("catalog list --kind models --json"));
    QCOMPARE(models.json().array().size(), AtlasTest::catalog()->models().size());
    const Run regions = cli(split("catalog list --kind regions --json"));
    QCOMPARE(regions.json().array().size(), 18);
}

void TestCli::catalogShow()
{
    const Run r = cli(split("catalog show huawei-ascend-910b --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o.value(QStringLiteral("domestic")).toBool(), true);
    QCOMPARE(o.value(QStringLiteral("tier")).toString(), QStringLiteral("flagship"));
    QVERIFY(!o.value(QStringLiteral("seed_claims")).toArray().isEmpty());
    QCOMPARE(o.value(QStringLiteral("memory_bytes")).toDouble(), 64.0 * 1024 * 1024 * 1024);
}

void TestCli::catalogListFilters_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QStringList>("ids");
    // Hand-written from the vendors: every part designed by a mainland-China vendor, and the
    // parts programmed through Huawei's CANN.
    const QStringList domestic = {QStringLiteral("huawei-ascend-910b"),
                                  QStringLiteral("huawei-ascend-910c"),
                                  QStringLiteral("huawei-ascend-910b1"),
                                  QStringLiteral("huawei-ascend-910b3"),
                                  QStringLiteral("huawei-ascend-910b4"),
                                  QStringLiteral("biren-br100"),
                                  QStringLiteral("hygon-dcu-z100"),
                                  QStringLiteral("hygon-dcu-k100-ai"),
                                  QStringLiteral("hygon-dcu-k100"),
                                  QStringLiteral("cambricon-mlu370-x8"),
                                  QStringLiteral("cambricon-mlu590"),
                                  QStringLiteral("kunlunxin-p800"),
                                  QStringLiteral("kunlunxin-r300"),
                                  QStringLiteral("moorethreads-mtt-s4000"),
                                  QStringLiteral("metax-c500"),
                                  QStringLiteral("iluvatar-bi-v150"),
                                  QStringLiteral("enflame-s60")};
    QTest::newRow("domestic") << QStringLiteral("catalog list --domestic --json") << domestic;
    QTest::newRow("cann") << QStringLiteral("catalog list --ecosystem cann --json")
                          << QStringList{QStringLiteral("huawei-ascend-910b"),
                                         QStringLiteral("huawei-ascend-910c"),
                                         QStringLiteral("huawei-ascend-910b1"),
                                         QStringLiteral("huawei-ascend-910b3"),
                                         QStringLiteral("huawei-ascend-910b4")};
    QTest::newRow("domestic dtk") << QStringLiteral(
        "catalog list --domestic --ecosystem dtk --json")
                                  << QStringList{QStringLiteral("hygon-dcu-z100"),
                                                 QStringLiteral("hygon-dcu-k100-ai"),
                                                 QStringLiteral("hygon-dcu-k100")};
    QTest::newRow("domestic cuda")
        << QStringLiteral("catalog list --domestic --ecosystem cuda --json") << QStringList{};
}

void TestCli::catalogListFilters()
{
    QFETCH(QString, arguments);
    QFETCH(QStringList, ids);
    const Run r = cli(arguments.split(u' '));
    QCOMPARE(r.exitCode, 0);
    QStringList listed;
    for (const QJsonValue &v : r.json().array())
        listed.append(v.toObject().value(QStringLiteral("id")).toString());
    listed.sort();
    ids.sort();
    QCOMPARE(listed, ids);
}

void TestCli::unknownFiguresAreNull()
{
    // Kunlunxin publishes neither the P800's bandwidth nor its compute: null, never 0, and the
    // tier rule cannot decide (96 GiB passes, the rest is unpublished).
    const Run r = cli(split("catalog show kunlunxin-p800 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QVERIFY(o.value(QStringLiteral("bandwidth_gbs")).isNull());
    QVERIFY(
        o.value(QStringLiteral("tflops_dense")).toObject().value(QStringLiteral("bf16")).isNull());
    QVERIFY(o.value(QStringLiteral("tdp_w")).isNull());
    QCOMPARE(o.value(QStringLiteral("ecosystem")).toString(), QStringLiteral("xpu"));
    QCOMPARE(o.value(QStringLiteral("cuda_compatible")).toString(), QStringLiteral("none"));
    QCOMPARE(o.value(QStringLiteral("tier")).toString(), QStringLiteral("value"));
    QCOMPARE(o.value(QStringLiteral("tier_provisional")).toBool(), true);
    const QJsonObject prior = o.value(QStringLiteral("mfu_prior")).toObject();
    QCOMPARE(prior.value(QStringLiteral("class")).toString(), QStringLiteral("domestic"));
    QVERIFY(prior.value(QStringLiteral("low")).toDouble()
            < prior.value(QStringLiteral("mfu")).toDouble());

    // Hygon's K100 publishes FP16 but no TDP: the plan has a time and a price (a rental rate
    // given by the user), but energy and CO₂ are null, not 0.
    const Run plan = cli(split("plan --model llama-3.1-8b --task lora --precision fp16 --gpu "
                               "hygon-dcu-k100 --tokens 1e8 --price-per-gpu-hour 10 --json"));
    QCOMPARE(plan.exitCode, 0);
    const QJsonObject p = plan.json().object();
    QVERIFY(p.value(QStringLiteral("wall_hours")).toDouble() > 0);
    QVERIFY(p.value(QStringLiteral("energy_kwh")).isNull());
    QVERIFY(p.value(QStringLiteral("co2_kg")).isNull());
    QVERIFY(p.value(QStringLiteral("cost_cny")).toObject().value(QStringLiteral("total")).toDouble()
            > 0);
}

void TestCli::catalogValidate()
{
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good.yaml"));
    const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
    QFile g(good);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write("models:\n  - id: tiny\n    name_en: Tiny\n    name_zh: 小\n    model_type: llama\n    "
            "layers: 2\n"
            "    hidden: 64\n    heads: 4\n    ffn: 128\n    vocab: 100\n    sources: [here]\n");
    g.close();
    QFile b(bad);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("models:\n  - id: tiny\n    layers: many\n");
    b.close();
    QCOMPARE(cli({QStringLiteral("catalog"), QStringLiteral("validate"), good}).exitCode, 0);
    const Run r = cli(
        {QStringLiteral("catalog"), QStringLiteral("validate"), bad, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = r.json().object();
    QCOMPARE(o.value(QStringLiteral("valid")).toBool(), false);
    const QJsonObject first = o.value(QStringLiteral("diagnostics")).toArray().first().toObject();
    QCOMPARE(first.value(QStringLiteral("file")).toString(), bad);
    QCOMPARE(first.value(QStringLiteral("line")).toInt(), 2);
    const Run text = cli({QStringLiteral("catalog"), QStringLiteral("validate"), bad});
    QCOMPARE(text.exitCode, 1);
    QVERIFY(text.err.contains(
        QByteArray(bad.toUtf8() + ":3:13: models[0].layers: expected a whole number")));
}

void TestCli::humanReadableOutput()
{
    const Run r = cli(split("estimate --model llama-2-7b --gpu nvidia-rtx-4090"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("does not fit"));
    QVERIFY(r.out.contains("Assumptions:"));
    QVERIFY(r.out.contains(" GiB"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
