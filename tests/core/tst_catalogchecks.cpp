// Catalog data checks added by the 2026-12-03 reliability review (../shared/docs/reviews/):
// control characters (N9), names capped at 200 characters everywhere (L4), sensible minimums
// (N8), real dates and country codes, one message for a bad latitude (L5), a second YAML
// document (L3) and comment-only files (L11). The inputs are the review's generator files
// ("Provider catalogs", gen2.sh's accelerator), one value changed per row.

#include "catalog/catalog.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

namespace {

// The review's provider template (atk/prov/gen.py, BASE), as it writes "valid".
const char *const provider = R"(schema_version: 1
providers:
  - id: testcloud
    name_en: Test Cloud
    name_zh: 测试云
    kind: cloud
    domestic: true
    billing_unit: hour
    min_billed_seconds: 60
    notes_en: "test"
    notes_zh: "测试"
    china_notes_en: "test"
    china_notes_zh: "测试"
    sources:
      S1: "test source"
    regions:
      - id: cn-test
        name_en: Test region
        name_zh: 测试地域
        country: CN
        lat: 40.0
        lon: 113.0
        gpu_verified: true
        source: S1
    instances:
      - id: t.h100x8
        gpu: nvidia-h100-sxm5-80gb
        gpus: 8
        vcpu: 64
        ram_gib: 512
        interconnect: "NVLink"
        regions: [cn-test]
        price:
          amount: 1.5
          currency: CNY
          per: hour
          date: "2026-01"
          source: S1
          confidence: C
)";

// gen2.sh's acc(): a valid accelerator.
const char *const accelerator = R"(schema_version: 1
accelerators:
  - id: test-gpu
    vendor: Test
    name_en: Test GPU
    name_zh: 测试卡
    form_factor: pcie
    memory_gib: 48
    bandwidth_gbs: 1000
    tflops: {bf16: 200, fp16: 200, fp32: 50}
    tdp_w: 300
    tier: value
    confidence: C
    mfu_class: nvidia-datacenter
    sources: ["test"]
)";

QByteArray replaced(const char *base, const QByteArray &from, const QByteArray &to)
{
    QByteArray text(base);
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        qFatal("the template lacks %s", from.constData());
    return text.replace(at, from.size(), to);
}

int lineOf(const QByteArray &text, const QByteArray &marker)
{
    const qsizetype at = text.indexOf(marker);
    return at < 0 ? -1 : int(text.left(at).count('\n')) + 1;
}

} // namespace

class TestCatalogChecks : public QObject
{
    Q_OBJECT

private slots:
    void templatesAreValid();
    void refused_data();
    void refused();
    void datesThatExist_data();
    void datesThatExist();
    void commentsOnlyIsLocated();
};

void TestCatalogChecks::templatesAreValid()
{
    for (const char *text : {provider, accelerator}) {
        Diagnostics d;
        loadCatalogTexts({{QStringLiteral("valid.yaml"), QByteArray(text)}}, true, d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    }
}

void TestCatalogChecks::refused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("marker"); // on the line the error must point at
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    const QString p0 = QStringLiteral("providers[0].");
    const QString r0 = p0 + u"regions[0].";
    const QString a0 = QStringLiteral("accelerators[0].");
    // N9: the review's name-ctrl, "a\x00b\x1b[31mred": NUL first.
    QTest::newRow("provider name-ctrl")
        << replaced(provider, "name_en: Test Cloud", R"(name_en: "a\x00b\x1b[31mred")")
        << QByteArray("a\\x00b") << p0 + u"name_en"
        << QStringLiteral("expected one line of text without control characters, found U+0000 "
                          "(NUL) at character 2");
    QTest::newRow("provider name ESC")
        << replaced(provider, "name_zh: 测试云", R"(name_zh: "测试\e[2J云")")
        << QByteArray("\\e[2J") << p0 + u"name_zh" << QStringLiteral("U+001B (ESC) at character 3");
    QTest::newRow("notes with ESC")
        << replaced(provider, R"(notes_en: "test")", R"(notes_en: "line\nbreak\tand \e[31m")")
        << QByteArray("line\\n") << p0 + u"notes_en"
        << QStringLiteral("tab and line breaks are allowed), found U+001B (ESC) at character 16");
    QTest::newRow("source citation ESC")
        << replaced(provider, R"(S1: "test source")", R"(S1: "test \e]8;;x\a")")
        << QByteArray("S1:") << p0 + u"sources.S1" << QStringLiteral("U+001B (ESC)");
    QTest::newRow("accelerator name DEL")
        << replaced(accelerator, "name_en: Test GPU", R"(name_en: "Test\x7f GPU")")
        << QByteArray("\\x7f") << a0 + u"name_en" << QStringLiteral("U+007F (DEL) at character 5");
    QTest::newRow("accelerator sources C1")
        << replaced(accelerator, R"(sources: ["test"])", R"(sources: ["te\x85st"])")
        << QByteArray("\\x85") << a0 + u"sources" << QStringLiteral("U+0085 at character 3");
    // L4: names are 200 characters everywhere (provider names took 4,000).
    QTest::newRow("provider name-201")
        << replaced(provider, "name_en: Test Cloud", "name_en: " + QByteArray(201, 'N'))
        << QByteArray("NNN") << p0 + u"name_en"
        << QStringLiteral("expected at most 200 characters, found 201");
    QTest::newRow("region name-201")
        << replaced(provider, "name_en: Test region", "name_en: " + QByteArray(201, 'R'))
        << QByteArray("RRR") << r0 + u"name_en"
        << QStringLiteral("expected at most 200 characters, found 201");
    // N8 / F8: memory_gib 1e-300 was valid; every card has at least a few GiB.
    QTest::newRow("tiny-mem") << replaced(accelerator, "memory_gib: 48", "memory_gib: 1e-300")
                              << QByteArray("1e-300") << a0 + u"memory_gib"
                              << QStringLiteral("expected a number from 1 to 1000000");
    QTest::newRow("tiny tflops") << replaced(accelerator, "bf16: 200", "bf16: 1e-300")
                                 << QByteArray("1e-300") << a0 + u"tflops.bf16"
                                 << QStringLiteral("expected a number from 0.1 to 10000000");
    // L5: a date that does not exist, and a country that is no country.
    QTest::newRow("date 2026-13-45")
        << replaced(provider, R"(date: "2026-01")", R"(date: "2026-13-45")")
        << QByteArray("2026-13-45") << p0 + u"instances[0].price.date"
        << QStringLiteral("expected a date as YYYY, YYYY-MM or YYYY-MM-DD that exists (from "
                          "1900), found \"2026-13-45\"");
    QTest::newRow("date 2025-02-29")
        << replaced(provider, R"(date: "2026-01")", R"(date: "2025-02-29")")
        << QByteArray("2025-02-29") << p0 + u"instances[0].price.date"
        << QStringLiteral("found \"2025-02-29\"");
    QTest::newRow("date tomorrow")
        << replaced(provider, R"(date: "2026-01")", R"(date: "tomorrow")") << QByteArray("tomorrow")
        << p0 + u"instances[0].price.date" << QStringLiteral("found \"tomorrow\"");
    QTest::newRow("purchase date")
        << replaced(accelerator,
                    "    tdp_w: 300\n",
                    "    tdp_w: 300\n    price: {purchase_usd: 1, purchase_basis: x, "
                    "purchase_date: \"2024-00\"}\n")
        << QByteArray("2024-00") << a0 + u"price.purchase_date"
        << QStringLiteral("found \"2024-00\"");
    QTest::newRow("country ZZ") << replaced(provider, "country: CN", "country: ZZ")
                                << QByteArray("ZZ") << r0 + u"country"
                                << QStringLiteral("expected an ISO 3166-1 country code such as "
                                                  "CN or US, found \"ZZ\"");
    QTest::newRow("country cn") << replaced(provider, "country: CN", "country: cn")
                                << QByteArray("cn\n") << r0 + u"country"
                                << QStringLiteral("found \"cn\"");
    QTest::newRow("country UK") << replaced(provider, "country: CN", "country: UK")
                                << QByteArray("UK") << r0 + u"country"
                                << QStringLiteral("found \"UK\"");
    // L5: lat 91 is one error, the range (it said also "give both lat and lon").
    QTest::newRow("lat 91") << replaced(provider, "lat: 40.0", "lat: 91") << QByteArray("lat: 91")
                            << r0 + u"lat"
                            << QStringLiteral("expected a number from -90 to 90, found \"91\"");
    // L3: a second document was ignored.
    QTest::newRow("second document")
        << QByteArray(provider) + "---\n" + QByteArray(accelerator).mid(18) << QByteArray("---")
        << QString() << QStringLiteral("a second YAML document starts here");
}

void TestCatalogChecks::refused()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, marker);
    QFETCH(QString, field);
    QFETCH(QString, message);
    Diagnostics d;
    loadCatalogTexts({{QStringLiteral("p.yaml"), text}}, true, d);
    // Exactly one error: the problem, not its echoes.
    QVERIFY2(d.errorCount() == 1, qPrintable(d.toStringList().join(u'\n')));
    const Diagnostic e = *std::find_if(d.items().cbegin(), d.items().cend(), [](const auto &x) {
        return x.severity == Diagnostic::Severity::Error;
    });
    QCOMPARE(e.file, QStringLiteral("p.yaml"));
    QCOMPARE(e.field, field);
    QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
    QCOMPARE(e.line, lineOf(text, marker));
    QVERIFY(e.column > 0);
    // The message itself never carries a control character to the terminal.
    for (const QChar c : e.toString())
        QVERIFY(c.unicode() >= 0x20 && (c.unicode() < 0x7F || c.unicode() > 0x9F));
}

void TestCatalogChecks::datesThatExist_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<bool>("valid");
    QTest::newRow("year") << QStringLiteral("2026") << true;
    QTest::newRow("month") << QStringLiteral("2026-12") << true;
    QTest::newRow("day") << QStringLiteral("2026-12-31") << true;
    QTest::newRow("leap day") << QStringLiteral("2024-02-29") << true;
    QTest::newRow("no leap day") << QStringLiteral("2025-02-29") << false;
    QTest::newRow("month 13") << QStringLiteral("2026-13") << false;
    QTest::newRow("month 0") << QStringLiteral("2026-00-10") << false;
    QTest::newRow("day 45") << QStringLiteral("2026-12-45") << false;
    QTest::newRow("day 31 of April") << QStringLiteral("2026-04-31") << false;
    QTest::newRow("one digit month") << QStringLiteral("2026-1") << false;
    QTest::newRow("before 1900") << QStringLiteral("1899") << false;
    QTest::newRow("words") << QStringLiteral("Jan 2026") << false;
}

void TestCatalogChecks::datesThatExist()
{
    QFETCH(QString, date);
    QFETCH(bool, valid);
    Diagnostics d;
    const QByteArray text = replaced(provider,
                                     R"(date: "2026-01")",
                                     "date: \"" + date.toUtf8() + "\"");
    loadCatalogTexts({{QStringLiteral("p.yaml"), text}}, true, d);
    QCOMPARE(!d.hasErrors(), valid);
}

void TestCatalogChecks::commentsOnlyIsLocated()
{
    // L11: a file of comments is empty, and the warning says where.
    Diagnostics d;
    loadCatalogTexts({{QStringLiteral("c.yaml"), QByteArray("# only a comment\n")}}, false, d);
    QCOMPARE(d.items().size(), 1);
    QCOMPARE(d.items().constFirst().toString(),
             QStringLiteral("c.yaml:1:1: warning: the file is empty (or holds only comments)"));
}

QTEST_GUILESS_MAIN(TestCatalogChecks)
#include "tst_catalogchecks.moc"
