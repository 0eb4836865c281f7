// The market in every CLI answer (DESIGN.md, CLI contract part 3; issue 26): --market and
// --allow-offshore on plan, options and serve, `market` at the top of the JSON, `availability`
// on each plan and option, `jurisdiction` and `data_leaves_mainland` on providers' options,
// `rejected.not_available`, and the same in words. Card states are availability.yaml's, read by
// hand (the H100 needs a licence in the mainland, the A100 is stock only, the L20 available).

#include "cli/clirun.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Atlas;
using namespace AtlasTest;

namespace {

const QString Options = QStringLiteral("options --model llama-3.1-8b --task lora --tokens 2e8 "
                                       "--provider all --limit 200 --json");

QJsonObject options(const QString &extra = {})
{
    const Run r = cli(Options + u' ' + extra);
    if (r.exitCode != 0)
        qWarning("%s", r.err.constData());
    return r.json().object();
}

QString status(const QJsonObject &option)
{
    return option.value(u"availability").toObject().value(u"status").toString();
}

} // namespace

class TestCliMarket : public QObject
{
    Q_OBJECT

private slots:
    void optionsInTheMainland();
    void optionsWithDataAllowedOut();
    void optionsInTheGlobalMarket();
    void planCarriesItsMarket();
    void serveCarriesItsMarket();
    void textSaysItInWords();
};

void TestCliMarket::optionsInTheMainland()
{
    const QJsonObject o = options();
    QCOMPARE(o.value(u"market").toString(), QStringLiteral("cn-mainland"));
    const QJsonObject rejected = o.value(u"rejected").toObject();
    QVERIFY(rejected.value(u"not_available").toInt() > 0);
    QVERIFY(rejected.value(u"offshore").toInt() > 0);
    const QJsonArray list = o.value(u"options").toArray();
    QVERIFY(!list.isEmpty());
    for (const QJsonValue &v : list) {
        const QJsonObject x = v.toObject();
        const QJsonObject a = x.value(u"availability").toObject();
        for (const char *k : {"status", "note_en", "note_zh"})
            QVERIFY2(a.contains(QLatin1String(k)), k);
        QVERIFY(!a.contains(u"cn_mainland")); // the mainland is the market itself
        if (x.value(u"provider").isNull()) {
            // Generic forms: available cards, or stock-only ones rented (never bought).
            QVERIFY(
                status(x) == u"available"
                || (status(x) == u"stock_only" && x.value(u"pricing").toString() != u"purchase"));
            QVERIFY(!x.contains(u"jurisdiction"));
        } else {
            QCOMPARE(x.value(u"jurisdiction").toString(), QStringLiteral("mainland"));
            QCOMPARE(x.value(u"data_leaves_mainland").toBool(), false);
        }
    }
}

void TestCliMarket::optionsWithDataAllowedOut()
{
    const QJsonObject o = options(QStringLiteral("--allow-offshore"));
    QCOMPARE(o.value(u"allow_offshore").toBool(), true);
    QCOMPARE(o.value(u"rejected").toObject().value(u"offshore").toInt(), 0);
    bool out = false, hongKongOrAbroad = true;
    for (const QJsonValue &v : o.value(u"options").toArray()) {
        const QJsonObject x = v.toObject();
        if (x.value(u"data_leaves_mainland").toBool()) {
            out = true;
            hongKongOrAbroad &= x.value(u"jurisdiction").toString() != u"mainland";
        }
    }
    QVERIFY(out);
    QVERIFY(hongKongOrAbroad);
}

void TestCliMarket::optionsInTheGlobalMarket()
{
    // Everything back: nothing turned away, and the global ranking ranks a card the mainland
    // market does not (the cheapest here is an H100 or TPU abroad), marked with its mainland
    // state under cn_mainland.
    const QJsonObject o = options(QStringLiteral("--market global"));
    QCOMPARE(o.value(u"market").toString(), QStringLiteral("global"));
    const QJsonObject rejected = o.value(u"rejected").toObject();
    QCOMPARE(rejected.value(u"not_available").toInt(), 0);
    QCOMPARE(rejected.value(u"offshore").toInt(), 0);
    const QJsonObject mainland = options();
    QVERIFY(o.value(u"accepted").toInt() > mainland.value(u"accepted").toInt());
    QCOMPARE(o.value(u"considered").toInt(), mainland.value(u"considered").toInt());
    bool controlled = false;
    for (const QJsonValue &v : o.value(u"options").toArray()) {
        const QJsonObject a = v.toObject().value(u"availability").toObject();
        const QString there = a.value(u"cn_mainland").toObject().value(u"status").toString();
        QVERIFY(!there.isEmpty());
        controlled |= there == u"licence_required" || there == u"not_offered";
    }
    QVERIFY(controlled);
}

void TestCliMarket::planCarriesItsMarket()
{
    Run r = cli(QStringLiteral("plan --model llama-3.1-8b --task lora --gpu nvidia-h100-sxm5-80gb "
                               "--tokens 1e8 --json"));
    QCOMPARE(r.exitCode, 0);
    QJsonObject o = r.json().object();
    QCOMPARE(o.value(u"market").toString(), QStringLiteral("cn-mainland"));
    QCOMPARE(status(o), QStringLiteral("licence_required"));
    QVERIFY(o.value(u"availability").toObject().value(u"note_zh").toString().contains(u"许可"));
    QVERIFY(!o.contains(u"jurisdiction")); // no provider
    // On a provider's instance: where it runs. AWS China's Ningxia region is in the mainland.
    r = cli(QStringLiteral("plan --model llama-3.1-8b --task lora --provider aws-china --instance "
                           "p4d.24xlarge --region cn-northwest-1 --tokens 1e8 --market global "
                           "--json"));
    QCOMPARE(r.exitCode, 0);
    o = r.json().object();
    QCOMPARE(o.value(u"market").toString(), QStringLiteral("global"));
    QCOMPARE(o.value(u"jurisdiction").toString(), QStringLiteral("mainland"));
    QCOMPARE(o.value(u"data_leaves_mainland").toBool(), false);
    const QJsonObject mainland = o.value(u"availability").toObject().value(u"cn_mainland").toObject();
    QCOMPARE(mainland.value(u"status").toString(), QStringLiteral("stock_only"));
}

void TestCliMarket::serveCarriesItsMarket()
{
    const Run r = cli(QStringLiteral("serve --model llama-3.1-8b --gpu nvidia-l20 --prompt-tokens "
                                     "1024 --output-tokens 256 --users 20 --json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o.value(u"market").toString(), QStringLiteral("cn-mainland"));
    QCOMPARE(status(o), QStringLiteral("available"));
}

void TestCliMarket::textSaysItInWords()
{
    Run r = cli(QStringLiteral("plan --model llama-3.1-8b --task lora --gpu nvidia-h100-sxm5-80gb "
                               "--tokens 1e8"));
    QCOMPARE(r.exitCode, 0);
    QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(u"Market: mainland China"), r.out.constData());
    QVERIFY(text.contains(u"licence required since 2022-10-07"));
    QVERIFY(text.contains(u"Not offered in mainland China: a US export licence is required."));
    r = cli(QString(Options).remove(QStringLiteral(" --json")));
    QCOMPARE(r.exitCode, 0);
    text = QString::fromUtf8(r.out);
    QVERIFY(text.startsWith(u"Market: mainland China (mainland providers only)"));
    QVERIFY(text.contains(u" not available in this market, "));
    QVERIFY(text.contains(u"[stock only]"));
    r = cli(QString(Options).remove(QStringLiteral(" --json")) + u" --market global");
    text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(u"data leaves the mainland]"));
    QVERIFY(text.contains(u"licence required in mainland China"));
}

QTEST_GUILESS_MAIN(TestCliMarket)
#include "tst_climarket.moc"
