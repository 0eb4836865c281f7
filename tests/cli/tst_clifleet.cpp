// `serve` with a load over the week (issue 32): the four fleet mixes in JSON and text, the same
// as the core computes and as `serve` sizes each hour, and bad profiles refused with a reason.

#include "cli/clirun.h"
#include "cost/fleet.h"
#include "cost/rates.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace AtlasTest;

namespace {

const QString Serve = QStringLiteral("serve --model llama-3.1-70b --gpu nvidia-h20-96gb "
                                     "--prompt-tokens 1024 --output-tokens 256 --ttft-s 2 ");
// The README's SaaS: 2,000 users in business hours, 200 otherwise, a 10× peak-to-base ratio.
const QString Profile = QStringLiteral("--peak-users 2000 --base-users 200 --peak-hours 8 "
                                       "--days-per-week 5");

QJsonObject serveJson(const QString &arguments)
{
    const Run r = cli(Serve + arguments + u" --json");
    if (r.exitCode != 0)
        qWarning() << r.err;
    return r.json().object();
}

} // namespace

class TestCliFleet : public QObject
{
    Q_OBJECT

private slots:
    void fourMixesRankedByMonthlyCost();
    void hoursFollowServe();
    void rentAllByHand();
    void textPrintsTheMixes();
    void badProfiles_data();
    void badProfiles();
};

void TestCliFleet::fourMixesRankedByMonthlyCost()
{
    const QJsonObject json = serveJson(Profile);
    const QJsonArray options = json[u"fleet_options"].toArray();
    QCOMPARE(options.size(), 4);
    QStringList mixes;
    double previous = 0;
    for (const QJsonValue &v : options) {
        const QJsonObject o = v.toObject();
        mixes << o[u"mix"].toString();
        const double cost = o[u"cost_per_month_cny"].toDouble();
        QVERIFY(cost >= previous);
        previous = cost;
        QVERIFY(o[u"meets_slo"].toBool());
        QVERIFY(o[u"utilisation"].toDouble() > 0 && o[u"utilisation"].toDouble() <= 1);
        QVERIFY(o[u"per_million_output_tokens_cny"].toDouble() > 0);
        QVERIFY(o.contains(u"owned_cards") && o.contains(u"outlay_cny")
                && o.contains(u"rented_card_hours_per_month"));
    }
    mixes.sort();
    QCOMPARE(mixes,
             (QStringList{u"own_base_rent_peaks"_qs,
                          u"own_peak"_qs,
                          u"rent_all"_qs,
                          u"reserve_base_rent_peaks"_qs}));
    const QJsonObject profile = json[u"load_profile"].toObject();
    QCOMPARE(profile[u"peak"].toDouble(), 2000.0);
    QCOMPARE(profile[u"base"].toDouble(), 200.0);
}

void TestCliFleet::hoursFollowServe()
{
    // The peak's cards are what `serve --users 2000` deploys. Every hour keeps the peak's
    // replica, so the base's cards are at least the fewest `serve --users 200` finds over all
    // layouts, and less than one replica more. Owning the peak owns the peak's cards, owning
    // the base the base's.
    const QJsonObject fleet = serveJson(Profile)[u"fleet"].toObject();
    const QJsonObject peak = serveJson(u"--users 2000"_qs);
    const QJsonObject base = serveJson(u"--users 200"_qs);
    const int perReplica = fleet[u"cards_per_replica"].toInt();
    QCOMPARE(perReplica, peak[u"layout"].toObject()[u"gpus_per_replica"].toInt());
    QCOMPARE(fleet[u"peak_cards"].toInt(), peak[u"gpus_total"].toInt());
    QVERIFY(fleet[u"base_cards"].toInt() >= base[u"gpus_total"].toInt());
    QVERIFY(fleet[u"base_cards"].toInt() < base[u"gpus_total"].toInt() + perReplica);
    for (const QJsonValue &v : serveJson(Profile)[u"fleet_options"].toArray()) {
        const QJsonObject o = v.toObject();
        if (o[u"mix"] == u"own_peak"_qs)
            QCOMPARE(o[u"owned_cards"].toInt(), fleet[u"peak_cards"].toInt());
        if (o[u"mix"] == u"own_base_rent_peaks"_qs)
            QCOMPARE(o[u"owned_cards"].toInt(), fleet[u"base_cards"].toInt());
    }
}

void TestCliFleet::rentAllByHand()
{
    // Renting everything by the hour bills every card-hour the week needs: the peak's cards for
    // 8 h × 5 days and the base's for the other 128 h, × 730/168 weeks a month, at the H20's
    // catalogued container rate.
    const QJsonObject json = serveJson(Profile);
    const QJsonObject fleet = json[u"fleet"].toObject();
    const double hours = (fleet[u"peak_cards"].toInt() * 40.0 + fleet[u"base_cards"].toInt() * 128.0)
                         * 730.0 / 168.0;
    const auto catalog = AtlasTest::catalog();
    const double rate = Atlas::rateCard(*catalog->accelerator(u"nvidia-h20-96gb"),
                                        catalog->pricing())
                            .containerPerGpuHour->value;
    for (const QJsonValue &v : json[u"fleet_options"].toArray()) {
        const QJsonObject o = v.toObject();
        if (o[u"mix"] != u"rent_all"_qs)
            continue;
        QVERIFY(qAbs(o[u"rented_card_hours_per_month"].toDouble() - hours) < 1e-6);
        QVERIFY(qAbs(o[u"cost_per_month_cny"].toDouble() - hours * rate) < 1e-6);
        QCOMPARE(o[u"owned_cards"].toInt(), 0);
        QCOMPARE(o[u"outlay_cny"].toDouble(), 0.0);
        return;
    }
    QFAIL("no rent_all option");
}

void TestCliFleet::textPrintsTheMixes()
{
    const Run r = cli(Serve + Profile);
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(u"Fleet over the week: 2,000 users for 8 h a day"));
    for (const char *mix : {"own the peak",
                            "rent everything by the hour",
                            "reserve the base monthly, rent the peaks",
                            "own the base, rent the peaks"})
        QVERIFY2(text.contains(QLatin1String(mix)), mix);
    QVERIFY(text.contains(u"CNY a month"));
    QVERIFY(text.contains(u"utilisation"));
}

void TestCliFleet::badProfiles_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no base") << u"--peak-users 2000"_qs << u"--base-users B"_qs;
    QTest::newRow("base above peak")
        << u"--peak-users 200 --base-users 2000"_qs << u"above --peak-users"_qs;
    QTest::newRow("25 hours") << u"--peak-users 20 --base-users 2 --peak-hours 25"_qs
                              << u"--peak-hours"_qs;
    QTest::newRow("0 days") << u"--peak-users 20 --base-users 2 --days-per-week 0"_qs
                            << u"--days-per-week"_qs;
    QTest::newRow("half a user") << u"--peak-users 20.5 --base-users 2"_qs << u"--peak-users"_qs;
    QTest::newRow("two loads") << u"--users 5 --peak-users 20 --base-users 2"_qs
                               << u"give the load once"_qs;
}

void TestCliFleet::badProfiles()
{
    QFETCH(QString, arguments);
    QFETCH(QString, message);
    const Run r = cli(Serve + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

QTEST_APPLESS_MAIN(TestCliFleet)
#include "tst_clifleet.moc"
