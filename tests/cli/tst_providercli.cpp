// The CLI contract for providers (DESIGN.md part 2): catalog list --kind providers, plan
// --provider --instance, seed-claims; JSON keys, hand-computed costs and exit codes.

#include "cli/clirun.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

using AtlasTest::cli;
using AtlasTest::Run;

QStringList split(const char *text)
{
    return QString::fromUtf8(text).split(u' ', Qt::SkipEmptyParts);
}

QStringList sortedKeys(const QJsonObject &o)
{
    QStringList keys = o.keys();
    keys.sort();
    return keys;
}

QStringList sorted(std::initializer_list<const char *> names)
{
    QStringList list;
    for (const char *n : names)
        list.append(QLatin1String(n));
    list.sort();
    return list;
}

} // namespace

class TestProviderCli : public QObject
{
    Q_OBJECT

private slots:
    void listProvidersFollowsTheContract();
    void showProvider();
    void planOnAnOverseasInstance();
    void planOnADomesticInstance();
    void unpricedInstanceGivesNullCost();
    void providerPlanAnswersInWorkAndBudget();
    void badArguments_data();
    void badArguments();
    void seedClaims();
};

void TestProviderCli::listProvidersFollowsTheContract()
{
    const Run r = cli(split("catalog list --kind providers --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray providers = r.json().array();
    QVERIFY(providers.size() >= 20);
    for (const QJsonValue &v : providers) {
        const QJsonObject p = v.toObject();
        QCOMPARE(sortedKeys(p),
                 sorted({"id",
                         "name_en",
                         "name_zh",
                         "kind",
                         "domestic",
                         "regions",
                         "instances",
                         "sources"}));
        QVERIFY(sorted({"cloud", "rental", "marketplace"}).contains(p[u"kind"].toString()));
        QVERIFY(!p[u"instances"].toArray().isEmpty());
        for (const QJsonValue &g : p[u"regions"].toArray())
            QCOMPARE(sortedKeys(g.toObject()), sorted({"id", "name_en", "name_zh", "lat", "lon"}));
        for (const QJsonValue &i : p[u"instances"].toArray()) {
            const QJsonObject o = i.toObject();
            QCOMPARE(sortedKeys(o),
                     sorted({"id", "gpu", "gpus", "vcpu", "ram_gib", "billing", "price"}));
            if (o[u"price"].isObject())
                QCOMPARE(sortedKeys(o[u"price"].toObject()),
                         sorted({"amount", "currency", "per", "date", "source", "confidence"}));
        }
    }
    const Run text = cli(split("catalog list --kind providers"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("coreweave"));
}

void TestProviderCli::showProvider()
{
    const Run r = cli(split("catalog show aliyun --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o[u"domestic"].toBool(), true);
    QVERIFY(o[u"china_notes_zh"].toString().contains(QStringLiteral("出口管制")));
    QVERIFY(cli(split("catalog show aliyun")).exitCode == 0);
}

void TestProviderCli::planOnAnOverseasInstance()
{
    // Lambda bills by the minute: 2.5 h of one H100 at 4.29 USD/h × 7.2 CNY/USD.
    const Run r = cli(split("plan --model llama-2-7b --task qlora --provider lambda --instance "
                            "gpu_1x_h100_sxm5 --hours 2.5 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    for (const char *key : {"flops",
                            "gpu_hours",
                            "wall_hours",
                            "energy_kwh",
                            "co2_kg",
                            "cost_cny",
                            "assumptions",
                            "provider",
                            "instance",
                            "provider_region",
                            "region",
                            "instances",
                            "price"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o[u"provider"].toString(), QStringLiteral("lambda"));
    QCOMPARE(o[u"instances"].toInt(), 1);
    QCOMPARE(o[u"gpu"].toString(), QStringLiteral("nvidia-h100-sxm5-80gb"));
    QVERIFY(qAbs(o[u"cost_cny"][u"total"].toDouble() - 4.29 * 7.2 * 2.5) < 1e-6);
    QVERIFY(o[u"co2_kg"].isNull()); // overseas: no grid factor
    QVERIFY(o[u"region"].isNull());
    QVERIFY(o[u"energy_kwh"].toDouble() > 0);
}

void TestProviderCli::planOnADomesticInstance()
{
    // Alibaba's 1 × A100 80GB shape at 34.826 CNY/h, billed by the hour (no finer unit is
    // sourced): 2 cards need 2 instances, 1.5 h bill as 2 h: 34.826 × 2 × 2.
    const Run r = cli(split("plan --model llama-2-7b --task lora --gpus 2 --provider aliyun "
                            "--instance ecs.gn7e-c16g1.4xlarge --hours 1.5 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o[u"instances"].toInt(), 2);
    QCOMPARE(o[u"billed_hours"].toDouble(), 2.0);
    QVERIFY(qAbs(o[u"cost_cny"][u"total"].toDouble() - 34.826 * 4) < 1e-6);
    QCOMPARE(o[u"provider_region"].toString(), QStringLiteral("cn-beijing"));
    QCOMPARE(o[u"region"].toString(), QStringLiteral("zhangjiakou")); // nearest cluster
    QVERIFY(o[u"co2_kg"].toDouble() > 0);
    const Run text = cli(split("plan --model llama-2-7b --task lora --gpus 2 --provider aliyun "
                               "--instance ecs.gn7e-c16g1.4xlarge --hours 1.5"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("139.30 CNY (on-demand, 2.00 h billed per instance)"));
}

void TestProviderCli::unpricedInstanceGivesNullCost()
{
    const Run r = cli(split("plan --model llama-2-7b --task qlora --provider autodl --instance "
                            "rtx-4090-1x --tokens 1e7 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QVERIFY(o[u"cost_cny"][u"total"].isNull());
    QVERIFY(o[u"price"].isNull());
    QVERIFY(o[u"wall_hours"].toDouble() > 0);
    QVERIFY(o[u"energy_kwh"].toDouble() > 0);
}

void TestProviderCli::providerPlanAnswersInWorkAndBudget()
{
    // The same contract as any plan (DESIGN.md part 2): work, time band, a weekly job's year
    // against a yearly budget. Four weekly runs a month are 52.18 runs a year (365.25 / 7).
    const Run r = cli(split("plan --model llama-2-7b --task lora --gpus 2 --provider aliyun "
                            "--instance ecs.gn7e-c16g1.4xlarge --tokens 2e8 --runs 1 --every week "
                            "--budget 50000 --budget-per year --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o[u"work"][u"kind"].toString(), QStringLiteral("tokens"));
    QCOMPARE(o[u"work"][u"tokens"].toDouble(), 2e8);
    const QJsonArray band = o[u"wall_hours_range"].toArray();
    QVERIFY(band.at(0).toDouble() < o[u"wall_hours"].toDouble());
    QVERIFY(band.at(1).toDouble() > o[u"wall_hours"].toDouble());
    const double run = o[u"cost_cny"][u"total"].toDouble();
    // Two instances at 34.826 CNY/h for the whole billed hours.
    QCOMPARE(run, 34.826 * 2 * o[u"billed_hours"].toDouble());
    QVERIFY(qAbs(o[u"per_year_cny"].toDouble() - run * 365.25 / 7) < 1e-6 * run * 52);
    QCOMPARE(o[u"budget"][u"period"].toString(), QStringLiteral("year"));
    QCOMPARE(o[u"budget"][u"compared"].toString(), QStringLiteral("per_year"));
    QCOMPARE(o[u"budget"][u"within"].toBool(), o[u"per_year_cny"].toDouble() <= 50000);
    QCOMPARE(o[u"pricing"].toString(), QStringLiteral("provider"));
}

void TestProviderCli::badArguments_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("message");
    const QString job = QStringLiteral("plan --model llama-2-7b --hours 1 ");
    QTest::newRow("unknown provider")
        << job + u"--provider nope --instance x" << QStringLiteral("unknown provider \"nope\"");
    QTest::newRow("unknown instance")
        << job + u"--provider lambda --instance x" << QStringLiteral("has no instance \"x\"");
    QTest::newRow("provider without instance")
        << job + u"--provider lambda" << QStringLiteral("give both");
    QTest::newRow("pricing with provider")
        << job + u"--provider lambda --instance gpu_1x_a10 --pricing container"
        << QStringLiteral("--pricing does not apply");
    QTest::newRow("card not in the catalog")
        << job + u"--provider tencentcloud --instance gn8.14xlarge448"
        << QStringLiteral("not in the accelerator catalog");
    QTest::newRow("other gpu") << job + u"--provider lambda --instance gpu_1x_a10 --gpu nvidia-rtx-4090"
                               << QStringLiteral("differs from the card");
    QTest::newRow("region of another provider")
        << job + u"--provider aliyun --instance ecs.gn7e-c16g1.4xlarge --region horinger"
        << QStringLiteral("has no region \"horinger\"");
    QTest::newRow("billing unknown")
        << job + u"--provider lambda --instance gpu_1x_a10 --billing yearly"
        << QStringLiteral("--billing");
    QTest::newRow("seed-claims extra")
        << QStringLiteral("seed-claims now") << QStringLiteral("unexpected argument");
}

void TestProviderCli::badArguments()
{
    QFETCH(QString, arguments);
    QFETCH(QString, message);
    const Run r = cli(arguments.split(u' ', Qt::SkipEmptyParts));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestProviderCli::seedClaims()
{
    const Run r = cli(split("seed-claims --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray claims = r.json().array();
    QVERIFY(claims.size() >= 30);
    const QStringList verdicts = sorted({"holds", "does_not_hold", "partly", "not_checkable"});
    bool nvlink = false;
    for (const QJsonValue &v : claims) {
        const QJsonObject c = v.toObject();
        for (const char *key :
             {"id", "seed", "section", "claim_zh", "claim_en", "verdict", "engine", "assumptions"})
            QVERIFY2(c.contains(QLatin1String(key)), key);
        QVERIFY(verdicts.contains(c[u"verdict"].toString()));
        QVERIFY(c[u"seed"].toString() == u"000" || c[u"seed"].toString() == u"003");
        QVERIFY(c[u"assumptions"].isArray());
        if (c[u"id"].toString() == u"tree-20-50k-multi") {
            nvlink = true;
            QCOMPARE(c[u"verdict"].toString(), QStringLiteral("does_not_hold"));
            QVERIFY(c[u"engine"].toString().contains(QStringLiteral("no NVLink")));
        }
    }
    QVERIFY(nvlink);
    const Run text = cli(split("seed-claims"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("workstation-high"));
}

QTEST_GUILESS_MAIN(TestProviderCli)
#include "tst_providercli.moc"
