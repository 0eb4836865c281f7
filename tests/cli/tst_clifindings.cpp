// The CLI findings of the reliability review of 2026-12-03 (docs/reviews, N2, N5, N7, L1, L3, L7),
// each from the review's reproduction. The bad-argument ones are rows of tst_cliarguments.

#include "cli/clirun.h"
#include "support/testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using AtlasTest::cli;
using AtlasTest::Run;

namespace {

bool anyContains(const QJsonArray &texts, const QString &part)
{
    for (const QJsonValue &t : texts)
        if (t.toString().contains(part))
            return true;
    return false;
}

} // namespace

class TestCliFindings : public QObject
{
    Q_OBJECT

private slots:
    void providerRegionIsTheProvidersOwn_data();
    void providerRegionIsTheProvidersOwn();
    void requestBeyondTheContextIsWarned_data();
    void requestBeyondTheContextIsWarned();
    void usableMemoryIsNeverNegative();
    void deadlineIsInTheText();
    void serveWithoutALoadSaysSo();
    void uncataloguedSpotPriceIsNamed();
    void noInstanceLeftSaysSo();
    void showKeepsKeysApart();
};

void TestCliFindings::providerRegionIsTheProvidersOwn_data()
{
    QTest::addColumn<QString>("region");
    // N2: the README's own example (--region cn-wulanchabu) was refused for every region.
    // Aliyun lists these regions (resources/data/providers.yaml).
    for (const char *region : {"cn-wulanchabu", "cn-beijing", "cn-hangzhou", "ap-northeast-1"})
        QTest::newRow(region) << QString::fromLatin1(region);
}

void TestCliFindings::providerRegionIsTheProvidersOwn()
{
    QFETCH(QString, region);
    const Run r = cli(
        QStringLiteral("plan --model llama-2-13b --task qlora --provider aliyun "
                       "--instance ecs.gn7e-c16g1.4xlarge --tokens 1e8 --json --region ")
        + region);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.json().object().value(u"provider_region").toString(), region);
    // In any order of the arguments.
    const Run first = cli(QStringLiteral("plan --region ") + region
                          + QStringLiteral(" --provider aliyun --instance ecs.gn7e-c16g1.4xlarge "
                                           "--model llama-2-13b --task qlora --tokens 1e8 --json"));
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.out, r.out);
}

void TestCliFindings::requestBeyondTheContextIsWarned_data()
{
    QTest::addColumn<QString>("arguments");
    // N7: 1e7 + 1e7 tokens against Llama 3.1's 131,072 (its config.json); serve and options
    // answer, with the warning estimate gives for a context beyond the model's.
    QTest::newRow("serve") << QStringLiteral(
        "serve --model llama-3.1-70b --gpu nvidia-h100-sxm5-80gb --prompt-tokens 1e7 "
        "--output-tokens 1e7 --users 1 --json");
    QTest::newRow("options") << QStringLiteral(
        "options --model llama-3.1-70b --task inference --prompt-tokens 1e7 --output-tokens 1e7 "
        "--limit 1 --json");
}

void TestCliFindings::requestBeyondTheContextIsWarned()
{
    QFETCH(QString, arguments);
    const QString warning = QStringLiteral(
        "the context of 20000000 tokens exceeds the model's maximum of 131072");
    const Run r = cli(arguments);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(anyContains(r.json().object().value(u"assumptions").toArray(), warning),
             r.out.constData());
    const Run text = cli(arguments.chopped(QStringLiteral(" --json").size()));
    QVERIFY2(QString::fromUtf8(text.out).contains(warning), text.out.constData());
    // The same words as estimate's, for a context beyond the model's.
    const Run estimate = cli(QStringLiteral("estimate --model llama-3.1-70b --task inference "
                                            "--context 16777216"));
    QVERIFY(estimate.out.contains("the context of 16777216 tokens exceeds the model's maximum of "
                                  "131072"));
    // Within the context: no warning.
    const Run within = cli(QString(arguments).replace(QStringLiteral("1e7"), QStringLiteral("1e3")));
    QVERIFY(!within.out.contains("exceeds the model's maximum"));
}

void TestCliFindings::deadlineIsInTheText()
{
    // N5: a 10-hour deadline for a plan of more than a day; only --json said
    // "meets_deadline": false, the text had no word of it.
    const Run r = cli(
        QStringLiteral("plan --model llama-2-13b --gpu nvidia-a100-sxm4-80gb --gpus 4 "
                       "--zero 3 --tokens 1e9 --deadline-hours 10"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("\n  deadline      10 h: missed — the estimate ("), r.out.constData());
    const Run json = cli(
        QStringLiteral("plan --model llama-2-13b --gpu nvidia-a100-sxm4-80gb "
                       "--gpus 4 --zero 3 --tokens 1e9 --deadline-hours 10 --json"));
    QVERIFY(json.json().object().value(u"wall_hours").toDouble() > 10);
    QCOMPARE(json.json().object().value(u"meets_deadline").toBool(true), false);
}

void TestCliFindings::usableMemoryIsNeverNegative()
{
    // L1: the reserve (5 % of an absurd total) exceeds the card; the text said "usable
    // -5042811626.93 GiB".
    const Run r = cli(QStringLiteral("estimate --model llama-3.1-8b --batch 1048576 --seq 16777216 "
                                     "--gpu nvidia-h100-sxm5-80gb"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.out.contains("usable -"), r.out.constData());
    QVERIFY2(r.out.contains("(80.00 GiB, nothing usable: the reserve alone needs"),
             r.out.constData());
    // An ordinary job still shows what is usable.
    const Run small = cli(QStringLiteral("estimate --model llama-3.1-8b --task inference --gpu "
                                         "nvidia-h100-sxm5-80gb"));
    QVERIFY(small.out.contains("(80.00 GiB, usable "));
}

void TestCliFindings::serveWithoutALoadSaysSo()
{
    // L3: without --users, --requests-per-second or --concurrency, serve uses the largest
    // concurrency one replica holds; text and JSON say so.
    const QString base = QStringLiteral("serve --model llama-3.1-8b --gpu nvidia-l40s "
                                        "--prompt-tokens 1024 --output-tokens 256");
    const Run json = cli(base + QStringLiteral(" --json"));
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = json.json().object();
    QVERIFY(o.contains(u"load"));
    QVERIFY(o.value(u"load").isNull());
    const int most = o.value(u"max_concurrency").toInt();
    QCOMPARE(o.value(u"concurrency_per_replica").toInt(), most);
    QVERIFY(anyContains(o.value(u"assumptions").toArray(),
                        QStringLiteral("no load given (--users, --requests-per-second or "
                                       "--concurrency): one replica at the largest concurrency "
                                       "it holds, %1 sequences")
                            .arg(most)));
    const Run text = cli(base);
    QVERIFY2(text.out.contains("no load given, so the most one replica holds"),
             text.out.constData());
    // With a load, the JSON names it and the text does not claim the maximum.
    const Run users = cli(base + QStringLiteral(" --users 5 --json"));
    QCOMPARE(users.json().object().value(u"load").toObject().value(u"kind").toString(),
             QStringLiteral("users"));
    QVERIFY(!cli(base + QStringLiteral(" --users 5")).out.contains("no load given"));
}

void TestCliFindings::uncataloguedSpotPriceIsNamed()
{
    // L7: the instance has no spot price; the text said "cost unknown (spot, 0.00 h billed per
    // instance)" for a 14 h run.
    const Run r = cli(
        QStringLiteral("plan --model llama-2-13b --task qlora --provider aliyun "
                       "--instance ecs.gn7e-c16g1.32xlarge --billing spot --tokens 1e8"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("cost          unknown: no spot price is catalogued for "
                            "ecs.gn7e-c16g1.32xlarge\n"),
             r.out.constData());
    QVERIFY(!r.out.contains("0.00 h billed"));
    // N4 (the text's part): Tokyo has no grid factor; CO2 is unknown there, not 0.0 kg.
    QVERIFY2(r.out.contains("CO2 unknown (no grid factor for the region)"), r.out.constData());
    // No advice to give --price-per-gpu-hour, which a provider's plan refuses.
    QVERIFY(!r.out.contains("--price-per-gpu-hour"));
}

void TestCliFindings::noInstanceLeftSaysSo()
{
    // L7: a provider whose only instance was left out (its card is not in the catalog, a
    // warning) gave "has no instance \"t.h100x8\" (one of: )".
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("providers.yaml")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "schema_version: 1\nproviders:\n- id: testcloud\n  name_en: Test Cloud\n"
        "  name_zh: 测试云\n  kind: cloud\n  domestic: false\n  billing_modes: [hourly]\n"
        "  billing_unit: hour\n  china_notes_en: Overseas.\n  china_notes_zh: 海外。\n"
        "  sources:\n    S1: \"Test Cloud price list, 2026-01-01\"\n  instances:\n"
        "  - id: t.h100x8\n    gpu: nvidia-h1000\n    gpus: 8\n    price: {amount: 20, currency: "
        "USD, per: hour, date: 2026-01-01, source: S1, confidence: C}\n");
    file.close();
    const Run r = cli({QStringLiteral("--data"),
                       dir.path(),
                       QStringLiteral("plan"),
                       QStringLiteral("--model"),
                       QStringLiteral("llama-2-7b"),
                       QStringLiteral("--hours"),
                       QStringLiteral("1"),
                       QStringLiteral("--provider"),
                       QStringLiteral("testcloud"),
                       QStringLiteral("--instance"),
                       QStringLiteral("t.h100x8")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("unknown accelerator \"nvidia-h1000\": the instance is left out"),
             r.err.constData());
    QVERIFY2(r.err.contains("testcloud has no instance \"t.h100x8\" (it has no usable instance)"),
             r.err.constData());
    QVERIFY(!r.err.contains("one of: )"));
}

void TestCliFindings::showKeepsKeysApart()
{
    // L7: `catalog show aliyun` printed "min_billed_seconds—" (the 18-character key filled its
    // column).
    const Run r = cli(QStringLiteral("catalog show aliyun"));
    QCOMPARE(r.exitCode, 0);
    const QString text = u'\n' + QString::fromUtf8(r.out);
    const QStringList keys = cli(QStringLiteral("catalog show aliyun --json")).json().object().keys();
    QVERIFY(keys.contains(u"min_billed_seconds"));
    for (const QString &key : keys)
        QVERIFY2(text.contains(u'\n' + key + QStringLiteral("  ")), qPrintable(key));
}

QTEST_GUILESS_MAIN(TestCliFindings)
#include "tst_clifindings.moc"
