// Bad input to the CLI: every bad argument named with exit code 2 (in-process: these are the
// many rows), invalid data with exit 1, and the CLI's bounds equal to the scenario files'.

#include "cli/clirun.h"
#include "scenario/scenario.h"
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Atlas;
using AtlasTest::cli;
using AtlasTest::Run;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(content), content.size());
}

const char tinyModel[] = "models:\n  - id: tiny\n    name_en: Tiny\n    name_zh: 小\n"
                         "    model_type: llama\n    layers: 2\n    hidden: 64\n    heads: 4\n"
                         "    ffn: 128\n    vocab: 100\n    sources: [here]\n";

QStringList split(const char *text)
{
    return QString::fromUtf8(text).split(u' ', Qt::SkipEmptyParts);
}

using AddRow = void (*)(const char *, const char *);

// The shared ending of every verb (cli/command.h): unknown options before missing ones, an
// option of another verb, options left over, the verbs that take words.
void addCommandTypeRows(AddRow add)
{
    add("plan --colour red", "unknown option --colour");
    add("plan --model llama-3.1-8b --colour red", "unknown option --colour");
    add("regions --budget 5", "--budget is not an option of regions");
    add("serve --model llama-3.1-8b --gpu nvidia-l40s --batch 4",
        "--batch is not an option of serve");
    add("catalog show nvidia-h100-sxm5-80gb --kind models",
        "--kind does not apply with these arguments");
    add("catalog show nvidia-h100-sxm5-80gb extra", "unexpected argument \"extra\"");
    add("regions --tokens 1e9", "--tokens needs a plan");
    add("scenario", "scenario needs validate");
    add("scenario check x.yaml", "unknown scenario command \"check\"");
    add("scenario validate", "scenario validate needs at least one FILE");
    add("scenario validate /nonexistent/plan.yaml", "/nonexistent/plan.yaml: cannot read the file");
    add("help frobnicate", "unknown command \"frobnicate\"");
    add("--data", "--data needs a directory");
    add("catalog list --data /tmp", "--data goes before the command");
    add("--bogus catalog list", "unknown option --bogus before the command");
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e9 --runs 2.5",
        "--runs: expected a whole number");
    add("options --model llama-3.1-8b --task lora --tokens 1e9 --budget-per year",
        "--budget-per goes with --budget CNY");
}

// The reliability review of 2026-12-03: its reproductions, refused as bad arguments.
void addFindingRows(AddRow add)
{
    // L2: a request of no tokens is a bad number, not "cannot serve" on stdout with exit 0.
    add("serve --model llama-3.1-70b --gpu nvidia-h100-sxm5-80gb --prompt-tokens 0 "
        "--output-tokens 512 --users 5",
        "--prompt-tokens: expected a number from 1 to 1e7, got 0");
    add("serve --model llama-3.1-70b --gpu nvidia-h100-sxm5-80gb --prompt-tokens 512 "
        "--output-tokens 0 --users 5",
        "--output-tokens: expected a number from 1 to 1e7, got 0");
    // L3: never a silent choice between two outputs or an option that does not apply.
    add("calibration --json --markdown", "give one of --json and --markdown");
    add("options --model llama-3.1-8b --task full --tokens 1e9 --users 5",
        "--users applies to inference (--task inference), not to --task full");
    add("options --model llama-3.1-8b --task inference --tokens 1e9",
        "--tokens applies to training");
    // L4: --budget had 1e13 while budget_cny had 1e15; boundsAgreeWithScenarioFiles holds the
    // two together, this row only that a budget beyond every bound is refused.
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e9 --budget 1e16",
        "--budget: expected a number greater than 0 and at most ");
    // L4: whole counts refuse a fraction by name (--samples 1000.5 was accepted); the tiny
    // deadline and TTFT stop at the files' minimum.
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --samples 1000.5",
        "--samples: expected a whole number from 1 to 1e15, got 1000.5 (a fraction)");
    add("serve --model llama-3.1-8b --gpu nvidia-l40s --prompt-tokens 10 --output-tokens 10 "
        "--users 5.5",
        "--users: expected a whole number from 1 to 1e9, got 5.5 (a fraction)");
    add("serve --model llama-3.1-8b --gpu nvidia-l40s --prompt-tokens 10 --output-tokens 10 "
        "--concurrency 0.5",
        "--concurrency: expected a whole number from 1 to 1e9, got 0.5 (a fraction)");
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e9 --gpus 2.5",
        "--gpus: expected a whole number from 1 to 1048576, got 2.5 (a fraction)");
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e9 --deadline-hours 1e-300",
        "--deadline-hours: expected a number from 0.01 to 1e7, got 1e-300");
    add("serve --model llama-3.1-8b --gpu nvidia-l40s --prompt-tokens 10 --output-tokens 10 "
        "--ttft-s 1e-300",
        "--ttft-s: expected a number from 0.001 to 1e6, got 1e-300");
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --samples 1000 --epochs 0.001",
        "--epochs: expected a number from 0.01 to 1e6, got 0.001");
}

} // namespace

class TestCliArguments : public QObject
{
    Q_OBJECT

private slots:
    void badArguments_data();
    void badArguments();
    void boundsAgreeWithScenarioFiles_data();
    void boundsAgreeWithScenarioFiles();
    void unusableDataFails_data();
    void unusableDataFails();
    void invalidConfigIsInvalidData();
    void notUtf8IsRefused_data();
    void notUtf8IsRefused();
    void longArgumentsAreElided();
};

void TestCliArguments::badArguments_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("message");
    auto add = [](const char *args, const char *message) {
        QTest::newRow(args) << QString::fromUtf8(args) << QString::fromUtf8(message);
    };
    add("estimate", "give the model");
    add("estimate --model nope", "unknown model \"nope\"");
    add("estimate --model llama-3.1-8b --params 7e9", "give only one of");
    add("estimate --model llama-3.1-8b --model mistral-7b",
        "--model is given twice (llama-3.1-8b and mistral-7b)");
    add("estimate --params -7e9", "--params: expected a number from 1e6 to 1e15, got -7e9");
    add("estimate --params 0", "--params: expected a number from 1e6 to 1e15");
    add("estimate --params 1e-300", "--params: expected a number from 1e6 to 1e15, got 1e-300");
    add("estimate --params 7.5K", "--params: expected a number from 1e6 to 1e15, got 7.5K");
    add("estimate --params 2e15", "--params: expected a number from 1e6 to 1e15");
    add("estimate --params 1e9 --layers 32 --hidden 4096 --heads 32 --ffn 11008 --vocab 32000",
        "--params 1.00B disagrees with the architecture, which has 6.74B parameters (more than 5 % "
        "apart)");
    add("estimate --model llama-3.1-8b --gpus 2 --gpus 4", "--gpus is given twice (2 and 4)");
    add("estimate --model llama-3.1-8b --task lora --task full", "--task is given twice");
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e9 --tokens 2e9",
        "--tokens is given twice");
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e-300",
        "--tokens: expected a number from 1 to 1e18");
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --hours 1 --price-per-gpu-hour 1e300",
        "--price-per-gpu-hour: expected a number greater than 0 and at most 1e6, got 1e300");
    // Issue 26: the market is one of two, on plan, options and serve; estimate has none.
    add("options --model llama-3.1-8b --task lora --tokens 1e8 --market cn",
        "--market: expected one of cn-mainland|global, got \"cn\"");
    add("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e9 --market mars",
        "--market: expected one of cn-mainland|global");
    add("serve --model llama-3.1-8b --gpu nvidia-l20 --prompt-tokens 100 --output-tokens 10 "
        "--market global --market cn-mainland",
        "--market is given twice");
    add("estimate --model llama-3.1-8b --market global", "--market is not an option of estimate");
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
    // L10: the range names the smallest value that is accepted (0 was refused later).
    add("estimate --params 7e9 --layers 0 --hidden 4096 --heads 32 --ffn 11008 --vocab 32000",
        "--layers: expected a whole number from 1 to 100000, got 0");
    add("estimate --params 7e9 --layers 32 --hidden 4096 --heads 30 --kv-heads 7 --ffn 11008 "
        "--vocab 32000",
        "multiple of the KV heads");
    add("estimate --params 7e9 --layers 32", "needs --layers, --hidden, --heads, --ffn and --vocab");
    add("estimate --params 7e9 --task freeze", "freeze training needs the architecture");
    add("estimate --model llama-3.1-8b --colour red", "unknown option --colour");
    add("estimate --params 7e9 --layers 32 --hidden 4096 --heads 32 --ffn 11008 --vocab 32000 "
        "--full-attention-every 2",
        "--full-attention-every needs --sliding-window");
    add("estimate --params 7e9 --layers 32 --hidden 4096 --heads 32 --ffn 11008 --vocab 32000 "
        "--mlp tanh",
        "--mlp: expected one of swiglu|gelu|relu|geglu");
    add("estimate --params 7e9 --layers 32 --hidden 4096 --heads 32 --ffn 11008 --vocab 32000 "
        "--sliding-window 0",
        "--sliding-window: expected a whole number from 1");
    add("estimate --model llama-3.1-8b --mlp relu",
        "--mlp describes a model given by numbers (--params N); it does not apply to --model");
    add("estimate --model llama-3.1-8b --chunked-ce maybe", "--chunked-ce: expected one of off|on");
    add("estimate --model llama-3.1-8b --task qlora --precision fp32",
        "QLoRA stores the base model in NF4");
    add("estimate --model llama-3.1-8b extra", "unexpected argument \"extra\"");
    add("frobnicate", "unknown command \"frobnicate\"");
    add("catalog", "catalog needs list, show or validate");
    add("catalog list --kind gpus", "--kind: expected one of accelerators|models|regions|pricing");
    add("catalog list --ecosystem opencl", "--ecosystem: expected one of cuda|rocm|cann");
    add("catalog list --kind models --domestic",
        "--domestic and --ecosystem filter accelerators only");
    add("catalog show", "catalog show needs exactly one ID");
    add("catalog show no-such-thing", "unknown id \"no-such-thing\"");
    addCommandTypeRows(add);
    addFindingRows(add);
}

void TestCliArguments::badArguments()
{
    QFETCH(QString, arguments);
    QFETCH(QString, message);
    const Run r = cli(arguments.split(u' '));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty()); // diagnostics on stderr only
}

void TestCliArguments::unusableDataFails_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing directory")
        << QStringLiteral("missing") << QStringLiteral("the data directory does not exist");
    QTest::newRow("a file, not a directory")
        << QStringLiteral("file") << QStringLiteral("is a regular file, not a directory");
    // "Cannot read it", not "skipped": the command fails (review 2026-12-03, L7).
    QTest::newRow("dangling symlink")
        << QStringLiteral("dangling")
        << QStringLiteral("cannot read it: it is a symbolic link to a missing file");
    QTest::newRow("fifo") << QStringLiteral("fifo")
                          << QStringLiteral("cannot read it: it is a named pipe (FIFO)");
    QTest::newRow("directory named x.yaml")
        << QStringLiteral("directory") << QStringLiteral("cannot read it: it is a directory");
    // The system's reason as a sentence, not "it is Too many levels of …, not a regular file".
    QTest::newRow("symbolic link loop")
        << QStringLiteral("loop")
        << QStringLiteral("cannot read it: Too many levels of symbolic links");
}

void TestCliArguments::unusableDataFails()
{
    QFETCH(QString, setup);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QString data = dir.filePath(QStringLiteral("data"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("data")));
    writeFile(data + QStringLiteral("/good.yaml"), tinyModel);
    const QByteArray entry = QFile::encodeName(data + QStringLiteral("/x.yaml"));
    if (setup == u"missing")
        data = dir.filePath(QStringLiteral("nowhere"));
    else if (setup == u"file")
        data += QStringLiteral("/good.yaml");
    else if (setup == u"dangling")
        QVERIFY(::symlink("gone.yaml", entry.constData()) == 0);
    else if (setup == u"fifo")
        QVERIFY(::mkfifo(entry.constData(), 0644) == 0);
    else if (setup == u"loop")
        QVERIFY(::symlink("x.yaml", entry.constData()) == 0);
    else
        QVERIFY(QDir(data).mkdir(QStringLiteral("x.yaml")));
    // Every command, catalog listing included: an explicit --data that cannot be used fails.
    for (const char *command : {"catalog list", "estimate --model llama-3.1-8b"}) {
        const Run r = cli(QStringList{QStringLiteral("--data"), data}
                          + QString::fromLatin1(command).split(u' '));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        if (setup != u"missing" && setup != u"file")
            QVERIFY2(r.err.contains(entry), r.err.constData()); // the entry is named
    }
}

void TestCliArguments::invalidConfigIsInvalidData()
{
    // Exit 1 is for invalid data: a config.json that exists but cannot be used.
    for (const char *file : {"unsupported-model-type.json", "malformed.json"}) {
        const Run r = cli(
            {QStringLiteral("estimate"),
             QStringLiteral("--config"),
             QStringLiteral(ATLAS_TEST_DATA_DIR "/hf-configs/") + QString::fromLatin1(file)});
        QCOMPARE(r.exitCode, 1);
    }
    // A path that is not there is a bad argument.
    const Run missing = cli(split("estimate --config /nonexistent/config.json"));
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("/nonexistent/config.json: cannot read the file"),
             missing.err.constData());
}

void TestCliArguments::notUtf8IsRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message"); // after "name:"
    // "name_zh: 测试" in GBK (B2 E2 CA D4) on line 4, column 14 (after 13 characters).
    QByteArray gbk(tinyModel);
    gbk.replace("\xE5\xB0\x8F", "\xB2\xE2\xCA\xD4");
    QTest::newRow("GBK catalog") << QStringLiteral("gbk.yaml") << gbk
                                 << QStringLiteral(":4:14: not UTF-8 (GBK/GB18030?)");
    QByteArray stray(tinyModel);
    stray.replace("Tiny", "Ti\xFFny");
    QTest::newRow("stray byte") << QStringLiteral("stray.yaml") << stray
                                << QStringLiteral(":3:16: not UTF-8");
    const QString json = QStringLiteral("{\"model_type\": \"llama\"}");
    QByteArray utf16("\xFF\xFE");
    utf16.append(reinterpret_cast<const char *>(json.utf16()), json.size() * 2);
    QTest::newRow("UTF-16 config.json")
        << QStringLiteral("config.json") << utf16 << QStringLiteral(":1:1: not UTF-8 (UTF-16");
}

void TestCliArguments::notUtf8IsRefused()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    writeFile(path, content);
    const Run r = name.endsWith(u".json")
                      ? cli({QStringLiteral("estimate"), QStringLiteral("--config"), path})
                      : cli({QStringLiteral("catalog"), QStringLiteral("validate"), path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(path + message), r.err.constData());
}

void TestCliArguments::longArgumentsAreElided()
{
    // A 100,000-character id is not echoed back whole.
    const QString id(100000, u'a');
    for (const QStringList &args :
         {QStringList{QStringLiteral("estimate"), QStringLiteral("--model"), id},
          QStringList{QStringLiteral("catalog"), QStringLiteral("show"), id}}) {
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.size() < 1000, qPrintable(QString::number(r.err.size())));
        QVERIFY(r.err.contains("aaaa…"));
    }
}

void TestCliArguments::boundsAgreeWithScenarioFiles_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    // The bounds come from one table (ScenarioLimits): at each end — a value far below, the
    // largest accepted and one beyond it — the CLI and a scenario file give the same answer.
    auto rows = [](const char *option, const char *key, std::initializer_list<double> values) {
        for (const double value : values)
            QTest::addRow("%s %g", option, value)
                << QString::fromLatin1(option) << QString::fromLatin1(key)
                << QString::number(value, 'g', 17);
    };
    using namespace ScenarioLimits;
    rows("tokens", "tokens", {0.5, MaxTokens, MaxTokens * 2});
    rows("hours", "hours", {1e-300, MaxHours, MaxHours * 2});
    rows("samples", "samples", {0.5, 1000.5, 1100, MaxSamples, MaxSamples * 2}); // whole
    rows("runs", "runs", {0, 100000, 100001});
    rows("budget", "budget_cny", {-1, MaxCny, MaxCny * 2});
    rows("deadline-hours", "deadline_hours", {1e-300, MaxHours, MaxHours * 2});
    rows("mfu", "mfu", {1e-300, 1, 1.1});
    rows("price-per-gpu-hour",
         "price_per_gpu_hour",
         {0, MaxPricePerGpuHour, MaxPricePerGpuHour * 2});
    rows("tariff", "tariff", {0, MaxTariff, MaxTariff * 1.1});
    rows("pue", "pue", {0.9, 3, 3.1});
    rows("utilisation", "utilisation", {1e-300, 1, 1.1});
    rows("green-share", "green_share", {-0.1, 1, 1.1});
    rows("usd-cny", "usd_cny", {0, MaxUsdCny, MaxUsdCny * 1.1});
    rows("cpu-hours", "cpu_hours", {-1, 1e7, 2e7});
}

void TestCliArguments::boundsAgreeWithScenarioFiles()
{
    QFETCH(QString, option);
    QFETCH(QString, key);
    QFETCH(QString, value);
    const QString job = QStringLiteral("model: llama-2-13b\ntask: lora\naccelerator: "
                                       "nvidia-h100-sxm5-80gb\n");
    // The work is given once.
    const bool isWork = key == u"tokens" || key == u"hours" || key == u"samples";
    const QString work = isWork ? QString() : QStringLiteral("tokens: 1e8\n");
    Diagnostics d;
    const bool file = readScenario(QString(job + work + key + u": " + value + u'\n').toUtf8(),
                                   QStringLiteral("bounds.yaml"),
                                   *AtlasTest::catalog(),
                                   d)
                          .has_value();
    QStringList arguments = split(
        "plan --model llama-2-13b --task lora --gpu nvidia-h100-sxm5-80gb");
    if (!isWork)
        arguments << QStringLiteral("--tokens") << QStringLiteral("1e8");
    arguments << QStringLiteral("--") + option << value;
    const Run r = cli(arguments);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 2, r.err.constData());
    QVERIFY2((r.exitCode == 0) == file,
             qPrintable(QStringLiteral("CLI exit %1 (%2), file %3 (%4)")
                            .arg(r.exitCode)
                            .arg(QString::fromUtf8(r.err).trimmed())
                            .arg(file ? QStringLiteral("accepted") : QStringLiteral("refused"))
                            .arg(d.toStringList().join(u"; "))));
}

QTEST_GUILESS_MAIN(TestCliArguments)
#include "tst_cliarguments.moc"
