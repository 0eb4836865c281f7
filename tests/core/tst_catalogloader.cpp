// Malformed catalog input: every case must be reported, never crash, never load silently, and
// name the exact line, column and field. Expected locations are found in the input text itself
// (the line and column of a marker token), not copied from the loader's output.

#include "catalog/catalog.h"
#include "support/testutil.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Atlas;

namespace {

// The number of accelerators in the embedded catalog (resources/data/accelerators.yaml).
constexpr qsizetype EmbeddedAccelerators = 61; // 59 + A100 PCIe 80GB and T4 (issue 27)

// A valid accelerator entry; cases replace one line.
const char *const validAccelerator = "accelerators:\n"
                                     "  - id: test-gpu\n"
                                     "    vendor: Test\n"
                                     "    name_en: Test GPU\n"
                                     "    name_zh: 测试卡\n"
                                     "    form_factor: pcie\n"
                                     "    year: 2024\n"
                                     "    memory_gib: 48\n"
                                     "    bandwidth_gbs: 900\n"
                                     "    tflops: {bf16: 300, fp16: 300}\n"
                                     "    interconnect: {kind: none, gbs: null}\n"
                                     "    ecosystem: cuda\n"
                                     "    cuda_compatible: full\n"
                                     "    tier: value\n"
                                     "    confidence: B\n"
                                     "    sources: [\"https://example.invalid/spec\"]\n";

const char *const validModel = "models:\n"
                               "  - id: test-model\n"
                               "    name_en: Test model\n"
                               "    name_zh: 测试模型\n"
                               "    model_type: llama\n"
                               "    layers: 4\n"
                               "    hidden: 256\n"
                               "    heads: 8\n"
                               "    kv_heads: 2\n"
                               "    ffn: 512\n"
                               "    vocab: 1000\n"
                               "    sources: [\"https://example.invalid/config.json\"]\n";

const char *const validCluster
    = "hubs:\n"
      "  - id: test-hub\n"
      "    name_en: Test hub\n"
      "    name_zh: 测试枢纽\n"
      "    side: west\n"
      "    role: non-realtime\n"
      "    lat: 38.0\n"
      "    lon: 106.0\n"
      "    clusters: [test-cluster]\n"
      "clusters:\n"
      "  - id: test-cluster\n"
      "    hub: test-hub\n"
      "    name_en: Test cluster\n"
      "    name_zh: 测试集群\n"
      "    lat: 37.5\n"
      "    lon: 105.2\n"
      "    pue_target: {value: 1.2, verified: false}\n"
      "    tariff_cny_per_kwh: {default: 0.40, low: 0.35, high: 0.45, verified: false}\n"
      "    grid_factor: {value: 0.5543, year: 2023, region: 西北, verified: true, source: S18}\n";

// A rule and an entry of availability.yaml (docs/DATA.md); rows replace one line.
const char *const validAvailability = "schema_version: 1\n"
                                      "rules:\n"
                                      "  - id: test-rule\n"
                                      "    title_en: A test rule\n"
                                      "    title_zh: 测试规则\n"
                                      "    date: \"2024-05\"\n"
                                      "    url: \"https://example.invalid/rule\"\n"
                                      "    summary_en: What it does.\n"
                                      "    summary_zh: 规则内容。\n"
                                      "availability:\n"
                                      "  - accelerator: nvidia-rtx-4090\n"
                                      "    market: cn-mainland\n"
                                      "    status: available\n"
                                      "    since: \"2026-03-01\"\n"
                                      "    rules: [test-rule]\n"
                                      "    settled: true\n"
                                      "    confidence: A\n"
                                      "    note_en: Our licence.\n"
                                      "    note_zh: 我方许可证。\n"
                                      "    sources: [\"Licence D1 (2026-03-01)\"]\n";

// A data file of a test's directory; false when it cannot be written.
bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QByteArray replaceLine(const char *base, const QByteArray &from, const QByteArray &to)
{
    QByteArray text(base);
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        qFatal("test input lacks %s", from.constData());
    text.replace(at, from.size(), to);
    return text;
}

// 1-based line and column of the first occurrence of `marker` in `text`.
std::pair<int, int> locate(const QByteArray &text, const QByteArray &marker, int occurrence = 1)
{
    qsizetype at = -1;
    for (int i = 0; i < occurrence; ++i)
        at = text.indexOf(marker, at + 1);
    if (at < 0)
        qFatal("marker %s not found", marker.constData());
    const int line = int(text.left(at).count('\n')) + 1;
    const qsizetype lineStart = at == 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1;
    // Columns count characters, not bytes: "北京" is two columns.
    return {line, int(QString::fromUtf8(text.mid(lineStart, at - lineStart)).size()) + 1};
}

} // namespace

class TestCatalogLoader : public QObject
{
    Q_OBJECT

private slots:
    void embeddedCatalogIsClean();
    void malformed_data();
    void malformed();
    void unknownKeyIsAWarning();
    void unpublishedFiguresLoadAsUnknown();
    void duplicateIdInOneFile();
    void userFileOverridesById();
    void danglingReferences();
    void newerSchemaIsRejected();
    void availability_data();
    void availability();
    void dataDirectoryOrder();
    void missingDataDirectory();
    void filesReadInParallelMergeInOrder();
};

void TestCatalogLoader::embeddedCatalogIsClean()
{
    Diagnostics d;
    CatalogOptions options;
    options.userDir = false;
    const auto catalog = loadCatalog(options, d);
    QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(catalog->accelerators().size(), EmbeddedAccelerators);
    QVERIFY(catalog->models().size() >= 16);
    QCOMPARE(catalog->hubs().size(), 8);
    QCOMPARE(catalog->clusters().size(), 10);
    QCOMPARE(catalog->pricing().serviceForms.size(), 5);
    for (const char *city : {"beijing", "shanghai", "guangzhou", "shenzhen", "chengdu"})
        QVERIFY2(catalog->city(QString::fromLatin1(city)), city);
}

void TestCatalogLoader::malformed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("marker"); // where the problem must be reported
    QTest::addColumn<int>("occurrence");
    QTest::addColumn<QString>("field");   // exact field path
    QTest::addColumn<QString>("message"); // a substring of the message

    auto add = [](const char *name,
                  const QByteArray &text,
                  const QByteArray &marker,
                  const QString &field,
                  const QString &message,
                  int occurrence = 1) {
        QTest::newRow(name) << text << marker << occurrence << field << message;
    };
    const QString a0 = QStringLiteral("accelerators[0].");

    add("memory is a word",
        replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: eighty"),
        "eighty",
        a0 + u"memory_gib",
        QStringLiteral("expected a number from 1 to 1000000, found \"eighty\""));
    add("memory is negative",
        replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: -4"),
        "-4",
        a0 + u"memory_gib",
        QStringLiteral("expected a number from 1 to 1000000, found \"-4\""));
    add("memory is quoted",
        replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: \"80\""),
        "\"80\"",
        a0 + u"memory_gib",
        QStringLiteral("found the string \"80\""));
    add("memory is zero",
        replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: 0"),
        "0\n",
        a0 + u"memory_gib",
        QStringLiteral("expected a number from 1 to 1000000"),
        1);
    add("bandwidth is NaN",
        replaceLine(validAccelerator, "bandwidth_gbs: 900", "bandwidth_gbs: .nan"),
        ".nan",
        a0 + u"bandwidth_gbs",
        QStringLiteral("expected a number from 1 to 1000000"));
    add("bandwidth key missing",
        replaceLine(validAccelerator, "    bandwidth_gbs: 900\n", ""),
        "id: test-gpu",
        a0 + u"bandwidth_gbs",
        QStringLiteral("or null when the vendor publishes none"));
    add("bandwidth is zero",
        replaceLine(validAccelerator, "bandwidth_gbs: 900", "bandwidth_gbs: 0"),
        "0\n",
        a0 + u"bandwidth_gbs",
        QStringLiteral("expected a number from 1 to 1000000"));
    add("ecosystem unknown",
        replaceLine(validAccelerator, "ecosystem: cuda", "ecosystem: opencl"),
        "opencl",
        a0 + u"ecosystem",
        QStringLiteral("expected one of cuda, rocm, cann, neuware, xpu, musa, maca, corex, tops, "
                       "dtk, xla, neuron, synapse, other, found \"opencl\""));
    add("cuda compatibility unknown",
        replaceLine(validAccelerator, "cuda_compatible: full", "cuda_compatible: yes"),
        "yes",
        a0 + u"cuda_compatible",
        QStringLiteral("expected one of full, partial, none"));
    add("mfu band above the point",
        QByteArray("mfu_classes:\n  test-class: {mfu: 0.30, low: 0.35, high: 0.50, basis: x}\n"),
        "0.35",
        QStringLiteral("mfu_classes.test-class.low"),
        QStringLiteral("expected at most mfu (0.3), found 0.35"));
    add("mfu band below the point",
        QByteArray("mfu_classes:\n  test-class: {mfu: 0.30, low: 0.10, high: 0.25, basis: x}\n"),
        "0.25",
        QStringLiteral("mfu_classes.test-class.high"),
        QStringLiteral("expected at least mfu (0.3), found 0.25"));
    add("name missing",
        replaceLine(validAccelerator, "    name_en: Test GPU\n", ""),
        "id: test-gpu",
        a0 + u"name_en",
        QStringLiteral("required field is missing"));
    add("tier unknown",
        replaceLine(validAccelerator, "tier: value", "tier: top"),
        "top",
        a0 + u"tier",
        QStringLiteral("expected one of flagship, value, edge, found \"top\""));
    add("confidence unknown",
        replaceLine(validAccelerator, "confidence: B", "confidence: Z"),
        "Z\n",
        a0 + u"confidence",
        QStringLiteral("expected one of A, B, C, U"));
    add("form factor unknown",
        replaceLine(validAccelerator, "form_factor: pcie", "form_factor: usb"),
        "usb",
        a0 + u"form_factor",
        QStringLiteral("expected one of sxm, oam, pcie"));
    add("tflops is a list",
        replaceLine(validAccelerator, "tflops: {bf16: 300, fp16: 300}", "tflops: [300, 300]"),
        "[300",
        a0 + u"tflops",
        QStringLiteral("expected a mapping, found a list"));
    add("tflops zero",
        replaceLine(validAccelerator, "tflops: {bf16: 300, fp16: 300}", "tflops: {bf16: 0}"),
        "0}",
        a0 + u"tflops.bf16",
        QStringLiteral("expected a number from 0.1 to 10000000"));
    add("sources empty",
        replaceLine(validAccelerator, "sources: [\"https://example.invalid/spec\"]", "sources: []"),
        "[]",
        a0 + u"sources",
        QStringLiteral("expected at least one entry"));
    add("id with spaces",
        replaceLine(validAccelerator, "id: test-gpu", "id: Test GPU"),
        "Test GPU\n",
        a0 + u"id",
        QStringLiteral("expected lower-case letters"));
    add("domestic maybe",
        replaceLine(validAccelerator, "year: 2024", "year: 2024\n    domestic: maybe"),
        "maybe",
        a0 + u"domestic",
        QStringLiteral("expected true or false, found \"maybe\""));
    add("year out of range",
        replaceLine(validAccelerator, "year: 2024", "year: 1800"),
        "1800",
        a0 + u"year",
        QStringLiteral("expected a whole number from 1990 to 2100"));
    add("key twice",
        replaceLine(validAccelerator, "year: 2024", "year: 2024\n    year: 2025"),
        "year",
        a0 + u"year",
        QStringLiteral("key appears twice"),
        2);

    // Issue 19: upper bounds, text caps, encodings.
    add("memory 1e300",
        replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: 1e300"),
        "1e300",
        a0 + u"memory_gib",
        QStringLiteral("expected a number from 1 to 1000000, found \"1e300\""));
    add("tflops 1e300",
        replaceLine(validAccelerator, "tflops: {bf16: 300, fp16: 300}", "tflops: {bf16: 1e300}"),
        "1e300",
        a0 + u"tflops.bf16",
        QStringLiteral("expected a number from 0.1 to 10000000"));
    add("name of 201 characters",
        replaceLine(validAccelerator, "name_en: Test GPU", "name_en: " + QByteArray(201, 'n')),
        "nnnn",
        a0 + u"name_en",
        QStringLiteral("expected at most 200 characters, found 201"));
    add("notes of 4001 characters",
        replaceLine(validAccelerator,
                    "year: 2024",
                    "year: 2024\n    notes_en: " + QByteArray(4001, 'n')),
        "nnnn",
        a0 + u"notes_en",
        QStringLiteral("expected at most 4000 characters, found 4001"));
    add("id of 101 characters",
        replaceLine(validAccelerator, "id: test-gpu", "id: " + QByteArray(101, 'i')),
        "iiii",
        a0 + u"id",
        QStringLiteral("expected at most 100 characters, found 101"));
    add("GBK text",
        replaceLine(validAccelerator,
                    "name_zh: \xE6\xB5\x8B\xE8\xAF\x95\xE5\x8D\xA1",
                    "name_zh: \xB2\xE2\xCA\xD4\xBF\xA8"),
        "\xB2\xE2",
        QString(),
        QStringLiteral("not UTF-8 (GBK/GB18030?)"));
    add("UTF-16 with a byte-order mark",
        QByteArray("\xFF\xFE")
            + QByteArray("a\0:\0 \0"
                         "1\0",
                         8),
        "",
        QString(),
        QStringLiteral("not UTF-8 (UTF-16"));
    add("NUL byte",
        QByteArray("accelerators:\n  - id: x\0y\n", 26),
        "\0",
        QString(),
        QStringLiteral("a NUL byte"));

    const QString m0 = QStringLiteral("models[0].");
    add("zero layers",
        replaceLine(validModel, "layers: 4", "layers: 0"),
        "0\n",
        m0 + u"layers",
        QStringLiteral("expected a whole number from 1 to 100000, found \"0\""));
    add("kv heads not a divisor",
        replaceLine(validModel, "kv_heads: 2", "kv_heads: 3"),
        "3\n",
        m0 + u"kv_heads",
        QStringLiteral("expected a divisor of the 8 attention heads, found 3"));
    add("model type unknown",
        replaceLine(validModel, "model_type: llama", "model_type: rwkv5"),
        "rwkv5",
        m0 + u"model_type",
        QStringLiteral("expected one of llama, mistral, mixtral, qwen2, deepseek_v3, gpt2, bert, "
                       "qwen2_moe, qwen3"));
    add("mla without block",
        replaceLine(validModel, "kv_heads: 2", "kv_heads: 2\n    attention: mla"),
        "id: test-model",
        m0 + u"mla",
        QStringLiteral("the mla block is required"));
    // 100000 layers of hidden 1048576 (8 heads of 131072, 2 KV heads) and SwiGLU ffn 16777216:
    // 2.5·h² + 3·h·ffn = 5.553e13 per layer, 5.55e18 in all; each size is within its own cap.
    add("5.55e18 parameters",
        replaceLine(validModel, "layers: 4", "layers: 100000")
            .replace("hidden: 256", "hidden: 1048576")
            .replace("ffn: 512", "ffn: 16777216"),
        "id: test-model",
        QStringLiteral("models[0]"),
        QStringLiteral("the architecture gives 5.55e+18 parameters, more than the 1e+15 accepted"));
    add("hidden not divisible",
        replaceLine(validModel, "hidden: 256", "hidden: 250"),
        "250",
        m0 + u"hidden",
        QStringLiteral("not divisible by 8 heads"));

    const QString c0 = QStringLiteral("clusters[0].");
    add("cluster outside China",
        replaceLine(validCluster, "    lat: 37.5", "    lat: 60.2"),
        "60.2",
        c0 + u"lat",
        QStringLiteral("inside China's bounding box"));
    add("tariff above its range",
        replaceLine(validCluster, "default: 0.40", "default: 0.90"),
        "0.90",
        c0 + u"tariff_cny_per_kwh.default",
        QStringLiteral("expected low <= default <= high"));
    add("pue below 1",
        replaceLine(validCluster, "value: 1.2", "value: 0.9"),
        "0.9",
        c0 + u"pue_target.value",
        QStringLiteral("expected a number from 1 to 3"));
    add("grid factor missing",
        replaceLine(validCluster,
                    "    grid_factor: {value: 0.5543, year: 2023, region: 西北, verified: true, "
                    "source: S18}\n",
                    ""),
        "id: test-cluster",
        c0 + u"grid_factor",
        QStringLiteral("required field is missing"));
    add("side unknown",
        replaceLine(validCluster, "side: west", "side: north"),
        "north",
        QStringLiteral("hubs[0].side"),
        QStringLiteral("expected one of east, west"));

    add("root is a list",
        QByteArray("- a\n- b\n"),
        "- a",
        QString(),
        QStringLiteral("expected a mapping, found a list"));
    add("accelerators is text",
        QByteArray("accelerators: none\n"),
        "none",
        QStringLiteral("accelerators"),
        QStringLiteral("expected a list, found \"none\""));
    add("pricing rates is text",
        QByteArray("pricing:\n  rates: none\n"),
        "none",
        QStringLiteral("pricing.rates"),
        QStringLiteral("expected a list, found \"none\""));
    add("service form is no mapping",
        QByteArray("pricing:\n  service_forms:\n    - container\n"),
        "container",
        QStringLiteral("pricing.service_forms[0]"),
        QStringLiteral("expected a mapping, found \"container\""));
    add("not YAML",
        QByteArray("accelerators:\n  - id: [unclosed\n"),
        "",
        QString(),
        QStringLiteral("not valid YAML"));
    add("pricing rate without basis",
        QByteArray("pricing:\n  rates:\n    - accelerator: nvidia-rtx-4090\n      "
                   "container_cny_per_hour: {value: 3}\n"),
        "{value",
        QStringLiteral("pricing.rates[0].container_cny_per_hour.basis"),
        QStringLiteral("every rate needs its basis"));
    add("usd rate negative",
        QByteArray("pricing:\n  usd_cny: {value: -7, basis: x}\n"),
        "-7",
        QStringLiteral("pricing.usd_cny.value"),
        QStringLiteral("expected a number from 0.01 to 1000"));
}

void TestCatalogLoader::malformed()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, marker);
    QFETCH(int, occurrence);
    QFETCH(QString, field);
    QFETCH(QString, message);

    Diagnostics d;
    const auto catalog = loadCatalogTexts({{QStringLiteral("bad.yaml"), text}}, true, d);
    QVERIFY(catalog); // never a crash, never a null catalog
    const QList<Diagnostic> &items = d.items();
    const auto error = std::find_if(items.cbegin(), items.cend(), [](const Diagnostic &x) {
        return x.severity == Diagnostic::Severity::Error;
    });
    QVERIFY2(error != items.cend(), "no error reported");
    QCOMPARE(error->file, QStringLiteral("bad.yaml"));
    QCOMPARE(error->field, field);
    QVERIFY2(error->message.contains(message), qPrintable(error->toString()));
    if (!marker.isEmpty()) {
        const auto [line, column] = locate(text, marker, occurrence);
        QCOMPARE(error->line, line);
        // A missing field is reported at its entry ("- id: …"), whose mapping starts after "- ".
        if (message != u"required field is missing" && !message.contains(u"block is required"))
            QCOMPARE(error->column, column);
    }
    QVERIFY(error->toString().startsWith(
        QStringLiteral("bad.yaml:%1:%2: ").arg(error->line).arg(error->column)));
    // The bad entry is rejected; the embedded catalog is untouched.
    QCOMPARE(catalog->accelerators().size(), EmbeddedAccelerators);
    QVERIFY(!catalog->accelerator(u"test-gpu") || !text.contains("accelerators:"));
}

void TestCatalogLoader::unknownKeyIsAWarning()
{
    const QByteArray text = replaceLine(validAccelerator,
                                        "year: 2024",
                                        "year: 2024\n    colour: green");
    Diagnostics d;
    const auto catalog = loadCatalogTexts({{QStringLiteral("extra.yaml"), text}}, false, d);
    QCOMPARE(d.errorCount(), 0);
    QCOMPARE(d.warningCount(), 1);
    const Diagnostic w = d.items().constFirst();
    const auto [line, column] = locate(text, "colour");
    QCOMPARE(w.line, line);
    QCOMPARE(w.column, column);
    QCOMPARE(w.field, QStringLiteral("accelerators[0].colour"));
    QVERIFY(w.toString().contains(QStringLiteral("warning: ")));
    QVERIFY(catalog->accelerator(u"test-gpu")); // warnings do not reject
}

void TestCatalogLoader::unpublishedFiguresLoadAsUnknown()
{
    // null is "not published": accepted, kept unknown, never read as zero.
    QByteArray text = replaceLine(validAccelerator, "bandwidth_gbs: 900", "bandwidth_gbs: null");
    text.replace("    ecosystem: cuda\n    cuda_compatible: full\n", "");
    text += "    mfu_class: no-such-class\n";
    text += "mfu_classes:\n  narrow: {mfu: 0.5, low: 0.45, high: 0.6, basis: test}\n";
    Diagnostics d;
    const auto catalog = loadCatalogTexts({{QStringLiteral("unknown.yaml"), text}}, false, d);
    QCOMPARE(d.errorCount(), 0);
    const Accelerator *a = catalog->accelerator(u"test-gpu");
    QVERIFY(a);
    QVERIFY(!a->bandwidthGBs);
    QVERIFY(!a->hasBandwidth());
    QVERIFY(!a->ecosystem);
    QVERIFY(!a->cudaCompatible);
    // An unknown class: the point 0.35, unmeasured, the widest band of the catalog's classes
    // (here the single class 0.45..0.6 widened to include the point).
    const MfuClass prior = catalog->mfuPrior(*a);
    QCOMPARE(prior.mfu, 0.35);
    QCOMPARE(prior.low, 0.35);
    QCOMPARE(prior.high, 0.6);
    QVERIFY(!prior.measured);
    QVERIFY(!catalog->mfuClass(u"no-such-class"));
    QCOMPARE(catalog->mfuClass(u"narrow")->low, 0.45);
}

void TestCatalogLoader::duplicateIdInOneFile()
{
    QByteArray text(validAccelerator);
    text += QByteArray(validAccelerator).mid(QByteArray("accelerators:\n").size());
    Diagnostics d;
    loadCatalogTexts({{QStringLiteral("dup.yaml"), text}}, false, d);
    QCOMPARE(d.errorCount(), 1);
    const Diagnostic e = d.items().constFirst();
    QCOMPARE(e.field, QStringLiteral("accelerators[1].id"));
    QCOMPARE(e.line, locate(text, "test-gpu", 2).first);
    QVERIFY(
        e.message.contains(QStringLiteral("duplicate id \"test-gpu\" (first defined at line 2)")));
}

void TestCatalogLoader::userFileOverridesById()
{
    // A user file that redefines an embedded accelerator replaces it whole, with a note.
    const QByteArray text = replaceLine(validAccelerator, "id: test-gpu", "id: nvidia-rtx-4090");
    Diagnostics d;
    const auto catalog = loadCatalogTexts({{QStringLiteral("mine.yaml"), text}}, true, d);
    QCOMPARE(d.errorCount(), 0);
    QCOMPARE(catalog->accelerators().size(), EmbeddedAccelerators);
    QCOMPARE(catalog->accelerator(u"nvidia-rtx-4090")->memoryGiB, 48.0);
    QVERIFY(d.toStringList().join(u'\n').contains(QStringLiteral("replaces the entry")));
}

void TestCatalogLoader::danglingReferences()
{
    QByteArray text = replaceLine(validCluster, "    hub: test-hub", "    hub: atlantis");
    Diagnostics d;
    const auto catalog = loadCatalogTexts({{QStringLiteral("ref.yaml"), text}}, false, d);
    QStringList errors;
    for (const Diagnostic &x : d.items())
        if (x.severity == Diagnostic::Severity::Error)
            errors << x.toString();
    QVERIFY2(errors.join(u'\n').contains(
                 QStringLiteral("expected the id of a hub, found \"atlantis\"")),
             qPrintable(errors.join(u'\n')));
    QVERIFY2(errors.join(u'\n').contains(
                 QStringLiteral("expected the id of a cluster, found \"test-cluster\""))
                 == false,
             "the cluster exists; only its hub is dangling");
    const QByteArray rate("pricing:\n  rates:\n    - accelerator: no-such-gpu\n      purchase_cny: "
                          "{value: 1000, basis: test}\n");
    Diagnostics d2;
    loadCatalogTexts({{QStringLiteral("rate.yaml"), rate}}, true, d2);
    QVERIFY(d2.toStringList().join(u'\n').contains(
        QStringLiteral("expected the id of an accelerator, found \"no-such-gpu\"")));
}

void TestCatalogLoader::newerSchemaIsRejected()
{
    const QByteArray text = QByteArray("schema_version: 7\n") + validAccelerator;
    Diagnostics d;
    const auto catalog = loadCatalogTexts({{QStringLiteral("future.yaml"), text}}, false, d);
    QCOMPARE(d.errorCount(), 1);
    QCOMPARE(d.items().constFirst().line, 1);
    QVERIFY(d.items().constFirst().message.contains(QStringLiteral("schema version 7")));
    QCOMPARE(d.items().size(), 1); // the refusal alone, no "unknown key" for the unread rest
    QVERIFY(!catalog->accelerator(u"test-gpu")); // not half-read
}

void TestCatalogLoader::availability_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("marker"); // where the error is reported; empty: no error
    QTest::addColumn<QString>("message");   // a substring of the error, or of the warning
    QTest::addColumn<int>("status");        // the RTX 4090's cn-mainland status afterwards
    // The embedded entry for the RTX 4090 in the mainland is stock_only (availability.yaml):
    // an entry that loads replaces it, one that is refused leaves it.
    const int embedded = int(AvailabilityStatus::StockOnly);
    const int replaced = int(AvailabilityStatus::Available);
    QTest::newRow("good file: a user's licence overrides")
        << QByteArray(validAvailability) << QByteArray() << QString() << replaced;
    QTest::newRow("bad status") << replaceLine(validAvailability,
                                               "status: available",
                                               "status: licensed")
                                << QByteArray("licensed")
                                << QStringLiteral("expected one of available, stock_only, "
                                                  "licence_required, not_offered")
                                << embedded;
    QTest::newRow("unknown market")
        << replaceLine(validAvailability, "market: cn-mainland", "market: cn-hongkong")
        << QByteArray("cn-hongkong") << QStringLiteral("expected one of cn-mainland, global")
        << embedded;
    QTest::newRow("since is a year")
        << replaceLine(validAvailability, "since: \"2026-03-01\"", "since: \"2026\"")
        << QByteArray("\"2026\"") << QStringLiteral("YYYY-MM-DD or YYYY-MM") << embedded;
    QTest::newRow("settled is a word")
        << replaceLine(validAvailability, "settled: true", "settled: mostly")
        << QByteArray("mostly") << QStringLiteral("expected true or false") << embedded;
    QTest::newRow("note missing") << replaceLine(validAvailability,
                                                 "    note_zh: 我方许可证。\n",
                                                 "")
                                  << QByteArray("accelerator: nvidia-rtx-4090")
                                  << QStringLiteral("note_zh: required field is missing")
                                  << embedded;
    // Resolved once every file is read: reported at the entry's line.
    QTest::newRow("unknown rule id")
        << replaceLine(validAvailability, "rules: [test-rule]", "rules: [bis-2099-01-01]")
        << QByteArray("accelerator: nvidia-rtx-4090") << QStringLiteral("bis-2099-01-01")
        << embedded;
    // The embedded rules may be cited by a user file.
    QTest::newRow("an embedded rule cited")
        << replaceLine(validAvailability, "rules: [test-rule]", "rules: [bis-2023-10-17]")
        << QByteArray() << QString() << replaced;
    QTest::newRow("the same card and market twice")
        << QByteArray(validAvailability)
               + QByteArray(validAvailability)
                     .mid(QByteArray(validAvailability).indexOf("  - accelerator"))
        << QByteArray("market: cn-mainland") << QStringLiteral("a second entry") << replaced;
}

void TestCatalogLoader::availability()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, marker);
    QFETCH(QString, message);
    QFETCH(int, status);
    Diagnostics d;
    const auto catalog = loadCatalogTexts({{QStringLiteral("mine.yaml"), text}}, true, d);
    QStringList errors;
    for (const Diagnostic &x : d.items())
        if (x.severity == Diagnostic::Severity::Error)
            errors << x.toString();
    if (marker.isEmpty()) {
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        // The override is said, never silent.
        QVERIFY(d.toStringList().join(u'\n').contains(QStringLiteral("replaces the entry")));
    } else {
        QCOMPARE(errors.size(), 1);
        const Diagnostic &e = *std::find_if(d.items().cbegin(),
                                            d.items().cend(),
                                            [](const Diagnostic &x) {
                                                return x.severity == Diagnostic::Severity::Error;
                                            });
        // The field and the message: "availability[0].note_zh: required field is missing".
        QVERIFY2(e.toString().contains(message), qPrintable(e.toString()));
        // The occurrence after the rules block: the entry's own line.
        const int occurrence = text.count(marker);
        QCOMPARE(e.line, locate(text, marker, occurrence).first);
        QVERIFY(e.toString().startsWith(QStringLiteral("mine.yaml:%1:").arg(e.line)));
    }
    QCOMPARE(int(catalog->availability(u"nvidia-rtx-4090", Market::CnMainland).status), status);
}

void TestCatalogLoader::dataDirectoryOrder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&dir](const QString &name, const QByteArray &text) {
        QVERIFY(writeFile(dir.filePath(name), text));
    };
    write(QStringLiteral("a.yaml"),
          replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: 40"));
    write(QStringLiteral("b.yaml"),
          replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: 96"));
    write(QStringLiteral("notes.txt"), "not yaml, ignored");
    Diagnostics d;
    CatalogOptions options;
    options.userDir = false;
    options.dataDirs = {dir.path()};
    const auto catalog = loadCatalog(options, d);
    QCOMPARE(d.errorCount(), 0);
    QCOMPARE(catalog->accelerator(u"test-gpu")->memoryGiB, 96.0); // later file wins
}

void TestCatalogLoader::missingDataDirectory()
{
    Diagnostics d;
    CatalogOptions options;
    options.userDir = false;
    options.embedded = false;
    options.dataDirs = {QStringLiteral("/nonexistent/atlas-data")};
    loadCatalog(options, d);
    QCOMPARE(d.errorCount(), 1);
    QVERIFY(d.items().constFirst().message.contains(QStringLiteral("does not exist")));
}

// Files are parsed in two threads (CatalogBuilder::addFiles) but must come out as if read one
// after the other: pricing patched file by file, later entries winning, errors in file order.
void TestCatalogLoader::filesReadInParallelMergeInOrder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&dir](const QString &name, const QByteArray &text) {
        QVERIFY(writeFile(dir.filePath(name), text));
    };
    write(QStringLiteral("hours.yaml"), "pricing:\n  hours_per_month: 700\n");
    write(QStringLiteral("a.yaml"),
          replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: 40"));
    write(QStringLiteral("usd.yaml"), "pricing:\n  usd_cny: {value: 8, basis: test}\n");
    write(QStringLiteral("b.yaml"),
          replaceLine(validAccelerator, "memory_gib: 48", "memory_gib: 96"));
    write(QStringLiteral("bad.yaml"), "pricing:\n  hours_per_month: 9999\n");
    Diagnostics d;
    CatalogOptions options;
    options.userDir = false;
    for (const char *name :
         {"hours.yaml", "a.yaml", "missing.yaml", "usd.yaml", "b.yaml", "bad.yaml"})
        options.files << dir.filePath(QString::fromLatin1(name));
    const auto catalog = loadCatalog(options, d);
    // The second pricing file is patched onto the first, both onto the embedded pricing.
    QCOMPARE(catalog->pricing().hoursPerMonth, 700.0);
    QCOMPARE(catalog->pricing().usdCny.value, 8.0);
    QCOMPARE(catalog->pricing().serviceForms.size(), 5);
    QCOMPARE(catalog->accelerator(u"test-gpu")->memoryGiB, 96.0); // the later file wins
    QCOMPARE(d.errorCount(), 2);
    QStringList errorFiles;
    for (const Diagnostic &item : d.items())
        if (item.severity == Diagnostic::Severity::Error)
            errorFiles << QFileInfo(item.file).fileName();
    QCOMPARE(errorFiles, (QStringList{QStringLiteral("missing.yaml"), QStringLiteral("bad.yaml")}));
}

QTEST_GUILESS_MAIN(TestCatalogLoader)
#include "tst_catalogloader.moc"
