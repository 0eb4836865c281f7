// --quotes FILE on plan, options and serve (DESIGN.md, CLI contract part 3; issue 27): a quote
// replaces the catalog's price for what it names, JSON says `price_source` and `price_date`, text
// names "your quote of DATE"; a bad file is refused whole (exit 1, file:line:column), a missing
// one is a bad argument (exit 2). Costs are checked as the quote times the hours the plan bills.

#include "cli/clirun.h"
#include "support/testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using AtlasTest::cli;
using AtlasTest::Run;

const QByteArray Header("accelerator,gpus,form,price_cny,per,provider,instance,date,note\n");

// A command line, then --quotes FILE when given.
Run run(const char *line, const QString &quotes = {})
{
    QStringList arguments = QString::fromUtf8(line).split(u' ', Qt::SkipEmptyParts);
    if (!quotes.isEmpty())
        arguments << QStringLiteral("--quotes") << quotes;
    return cli(arguments);
}

} // namespace

class TestQuotesCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void planUsesTheQuote();
    void planWithoutQuotesSaysCatalog();
    void instanceQuote();
    void optionsMarkTheQuote();
    void serveUsesTheQuote();
    void badFileIsRefusedWhole();
    void missingFileIsABadArgument();
    void onlyPlanOptionsAndServeTakeQuotes();
    void oldPriceIsNoted();

private:
    QString file(const char *name, const QByteArray &rows);
    QTemporaryDir m_dir;
};

void TestQuotesCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("COMPUTE_ATLAS_TODAY", "2026-12-03");
}

QString TestQuotesCli::file(const char *name, const QByteArray &rows)
{
    const QString path = m_dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(Header + rows) < 0)
        qFatal("cannot write %s", name);
    return path;
}

void TestQuotesCli::planUsesTheQuote()
{
    const QString quotes = file("a.csv", "nvidia-rtx-4090,2,container,1.9,hour,,,2026-11-20,two\n");
    const Run r = run("plan --model llama-3.1-8b --task lora --recompute full --gpu "
                      "nvidia-rtx-4090 --tokens 1e8 --json",
                      quotes);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o[u"price_source"].toString(), QStringLiteral("quote"));
    QCOMPARE(o[u"price_date"].toString(), QStringLiteral("2026-11-20"));
    // 1.9 CNY an hour for 2 cards: 0.95 a card-hour, times the GPU-hours billed.
    const QJsonObject rate = o[u"rate"].toObject();
    QCOMPARE(rate[u"value"].toDouble(), 0.95);
    QCOMPARE(rate[u"source"].toString(), QStringLiteral("quote"));
    const double gpuHours = o[u"gpu_hours"].toDouble();
    QVERIFY(qFuzzyCompare(o[u"cost_cny"].toObject()[u"compute"].toDouble(), 0.95 * gpuHours));

    const Run text = run(
        "plan --model llama-3.1-8b --task lora --recompute full --gpu nvidia-rtx-4090 --tokens 1e8",
        quotes);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("price         0.95 CNY per card-hour, your quote of 2026-11-20"),
             text.out.constData());
}

void TestQuotesCli::planWithoutQuotesSaysCatalog()
{
    // pricing.yaml dates the 4090's domestic container rate "2026".
    const Run r = run("plan --model llama-3.1-8b --task lora --recompute full --gpu "
                      "nvidia-rtx-4090 --tokens 1e8 --json");
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()[u"price_source"].toString(), QStringLiteral("catalog"));
    QCOMPARE(r.json()[u"price_date"].toString(), QStringLiteral("2026"));
    // A typed price is the user's, and has no date.
    const Run typed = run("plan --model llama-3.1-8b --task lora --recompute full --gpu "
                          "nvidia-rtx-4090 --tokens 1e8 --price-per-gpu-hour 2 --json");
    QCOMPARE(typed.json()[u"price_source"].toString(), QStringLiteral("typed"));
    QVERIFY(typed.json()[u"price_date"].isNull());
}

void TestQuotesCli::instanceQuote()
{
    // ecs.gn7e-c16g1.4xlarge: one A100 80GB (providers.yaml). 30 CNY an instance-hour.
    const QString quotes = file("i.csv",
                                "nvidia-a100-sxm4-80gb,1,container,30,hour,aliyun,"
                                "ecs.gn7e-c16g1.4xlarge,2026-11-01,negotiated\n");
    const Run r = run("plan --model llama-2-7b --task lora --provider aliyun --instance "
                      "ecs.gn7e-c16g1.4xlarge --hours 1.5 --json",
                      quotes);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o[u"price_source"].toString(), QStringLiteral("quote"));
    QCOMPARE(o[u"price_date"].toString(), QStringLiteral("2026-11-01"));
    const double billed = o[u"billed_hours"].toDouble();
    const int instances = o[u"instances"].toInt();
    QVERIFY(billed >= 1.5);
    QCOMPARE(o[u"cost_cny"].toObject()[u"compute"].toDouble(), 30.0 * billed * instances);
}

void TestQuotesCli::optionsMarkTheQuote()
{
    const QString quotes = file("o.csv", "nvidia-rtx-4090,1,container,0.5,hour,,,2026-11-20,\n");
    const Run r = run("options --model llama-3.1-8b --task lora --tokens 1e8 --pricing container "
                      "--limit 200 --json",
                      quotes);
    QCOMPARE(r.exitCode, 0);
    bool quoted = false;
    for (const QJsonValue &v : r.json()[u"options"].toArray()) {
        const QJsonObject o = v.toObject();
        QVERIFY(o.contains(u"price_source") && o.contains(u"price_date"));
        if (o[u"gpu"].toString() == u"nvidia-rtx-4090") {
            quoted = true;
            QCOMPARE(o[u"price_source"].toString(), QStringLiteral("quote"));
            QCOMPARE(o[u"price_date"].toString(), QStringLiteral("2026-11-20"));
        } else {
            QVERIFY(o[u"price_source"].toString() != u"quote");
        }
    }
    QVERIFY(quoted);
}

void TestQuotesCli::serveUsesTheQuote()
{
    const QString quotes = file("s.csv", "nvidia-h20-96gb,8,container,40,hour,,,2026-11-15,\n");
    const Run r = run("serve --model llama-3.1-8b --gpu nvidia-h20-96gb --gpus 1 --prompt-tokens "
                      "1000 --output-tokens 200 --users 10 --json",
                      quotes);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o[u"price_source"].toString(), QStringLiteral("quote"));
    QCOMPARE(o[u"price_date"].toString(), QStringLiteral("2026-11-15"));
    // One card for an hour at 40 / 8 = 5 CNY.
    QCOMPARE(o[u"cost_cny"].toObject()[u"per_hour"].toDouble(), 5.0 * o[u"gpus_total"].toInt());
}

void TestQuotesCli::badFileIsRefusedWhole()
{
    const QString quotes = file("bad.csv",
                                "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,\n"
                                "nvidia-rtx-4090,1,purchase,15000,hour,,,2026-11-20,\n");
    const Run r = run("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e8", quotes);
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    // Line 3, column 34: "per" follows "nvidia-rtx-4090,1,purchase,15000," (16 + 2 + 9 + 6
    // characters).
    QVERIFY2(r.err.contains((quotes
                             + QStringLiteral(":3:34: per: purchase is quoted per card, "
                                              "found per hour"))
                                .toUtf8()),
             r.err.constData());
    QVERIFY(r.err.contains("no quote of"));
}

void TestQuotesCli::missingFileIsABadArgument()
{
    const Run r = run("plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --tokens 1e8",
                      m_dir.filePath(QStringLiteral("none.csv")));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--quotes:"));
    QVERIFY(r.err.contains("cannot read the file"));
}

void TestQuotesCli::onlyPlanOptionsAndServeTakeQuotes()
{
    const QString quotes = file("e.csv", "");
    const Run r = run("estimate --model llama-3.1-8b", quotes);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--quotes is not an option of estimate"), r.err.constData());
    for (const char *verb : {"plan", "options", "serve"}) {
        const Run help = cli({QString::fromLatin1(verb), QStringLiteral("--help")});
        QVERIFY2(help.out.contains("--quotes FILE"), verb);
    }
}

void TestQuotesCli::oldPriceIsNoted()
{
    // A quote of 2025-06 is 17 months old on 2026-12-03: a note on stderr, none with --quiet.
    const QString quotes = file("old.csv", "nvidia-rtx-4090,1,container,1,hour,,,2025-06,\n");
    const char *line = "plan --model llama-3.1-8b --task lora --recompute full --gpu "
                       "nvidia-rtx-4090 --tokens 1e8";
    const Run r = run(line, quotes);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("your quote of 2025-06) is 17 months old"), r.err.constData());
    const QByteArray quietLine = QByteArray("--quiet ") + line;
    const Run quiet = run(quietLine.constData(), quotes);
    QVERIFY(!quiet.err.contains("months old"));
}

QTEST_GUILESS_MAIN(TestQuotesCli)
#include "tst_quotescli.moc"
