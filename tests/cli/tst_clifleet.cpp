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
    void minimumBillingByHand();
    void hourlyCurve();
    void marketMarksTheMixes();
    void optionsRankFleets();
    void optionsTextListsFleets();
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
                            .containerPerGpuHour()
                            ->value;
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
    const QString day = u"1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"_qs; // 23 hours
    QTest::newRow("23 hours") << u"--hourly-users "_qs + day << u"expected 24 numbers"_qs;
    QTest::newRow("a negative hour") << u"--hourly-users -4,"_qs + day << u"hour 0 is \"-4\""_qs;
    QTest::newRow("a word") << u"--hourly-users x,"_qs + day << u"hour 0 is \"x\""_qs;
    QTest::newRow("curve and peak")
        << u"--peak-users 5 --hourly-users 2,"_qs + day << u"give one or the other"_qs;
    QTest::newRow("minimum of a year")
        << u"--peak-users 20 --base-users 2 --min-billed-hours 8760"_qs << u"--min-billed-hours"_qs;
}

void TestCliFleet::badProfiles()
{
    QFETCH(QString, arguments);
    QFETCH(QString, message);
    const Run r = cli(Serve + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestCliFleet::minimumBillingByHand()
{
    // A platform billing whole days: the base's cards stay rented all week (one rental each),
    // each of the other cards is rented for 8 h on 5 days and billed 24 h each time.
    const QJsonObject json = serveJson(Profile + u" --min-billed-hours 24"_qs);
    const QJsonObject fleet = json[u"fleet"].toObject();
    QCOMPARE(fleet[u"rental_minimum_hours"].toDouble(), 24.0);
    const int peak = fleet[u"peak_cards"].toInt();
    const int base = fleet[u"base_cards"].toInt();
    const double hours = (base * 168.0 + (peak - base) * 5 * 24.0) * 730.0 / 168.0;
    const auto catalog = AtlasTest::catalog();
    const double rate = Atlas::rateCard(*catalog->accelerator(u"nvidia-h20-96gb"),
                                        catalog->pricing())
                            .containerPerGpuHour()
                            ->value;
    bool found = false;
    for (const QJsonValue &v : json[u"fleet_options"].toArray()) {
        const QJsonObject o = v.toObject();
        if (o[u"mix"] != u"rent_all"_qs)
            continue;
        found = true;
        QVERIFY(qAbs(o[u"rented_card_hours_per_month"].toDouble() - hours) < 1e-6);
        QVERIFY(qAbs(o[u"cost_per_month_cny"].toDouble() - hours * rate) < 1e-6);
    }
    QVERIFY(found);
}

void TestCliFleet::hourlyCurve()
{
    // 200 users at night, 2,000 from 10:00 to 15:59: the fleet's peak is what `serve` deploys
    // for 2,000 users, its base what the 200 need on the same replica.
    QStringList hours(24, u"200"_qs);
    for (int h = 10; h < 16; ++h)
        hours[h] = u"2000"_qs;
    const QJsonObject json = serveJson(u"--hourly-users "_qs + hours.join(u',')
                                       + u" --days-per-week 6"_qs);
    const QJsonObject profile = json[u"load_profile"].toObject();
    QCOMPARE(profile[u"hourly"].toArray().size(), 24);
    QCOMPARE(profile[u"days_per_week"].toInt(), 6);
    const QJsonObject fleet = json[u"fleet"].toObject();
    const QJsonObject peak = serveJson(u"--users 2000"_qs);
    QCOMPARE(fleet[u"peak_cards"].toInt(), peak[u"gpus_total"].toInt());
    // The week's busy card-hours: 6 hours at the peak on 6 days, the base at the other 132.
    const double busy = (fleet[u"peak_cards"].toInt() * 36.0 + fleet[u"base_cards"].toInt() * 132.0)
                        * 730.0 / 168.0;
    for (const QJsonValue &v : json[u"fleet_options"].toArray())
        QVERIFY(qAbs(v.toObject()[u"busy_card_hours_per_month"].toDouble() - busy) < 1e-6);
}

void TestCliFleet::marketMarksTheMixes()
{
    // The H20 is stock-only in the mainland: renting it is offered, buying it new is not (the
    // Options tab's rule); the global market offers every mix. The recommendation is the
    // cheapest offered mix.
    for (const bool global : {false, true}) {
        const QJsonObject json = serveJson(Profile + (global ? u" --market global"_qs : QString()));
        QString recommended;
        for (const QJsonValue &v : json[u"fleet_options"].toArray()) {
            const QJsonObject o = v.toObject();
            const bool buys = o[u"mix"] == u"own_peak"_qs || o[u"mix"] == u"own_base_rent_peaks"_qs;
            QCOMPARE(o[u"offered"].toBool(), global || !buys);
            QCOMPARE(o[u"not_offered"].isNull(), global || !buys);
            if (recommended.isEmpty() && o[u"offered"].toBool() && o[u"meets_slo"].toBool())
                recommended = o[u"mix"].toString();
        }
        QCOMPARE(json[u"fleet"].toObject()[u"recommended"].toString(), recommended);
    }
}

void TestCliFleet::optionsRankFleets()
{
    const Run r = cli(u"options --model llama-3.1-70b --task inference --prompt-tokens 1024 "
                      "--output-tokens 256 --ttft-s 2 --budget 40000 --budget-per month --json "_qs
                      + Profile);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = r.json().object();
    const QJsonArray fleets = json[u"fleet_options"].toArray();
    QVERIFY(!fleets.isEmpty());
    double previous = 0;
    for (const QJsonValue &v : fleets) {
        const QJsonObject o = v.toObject();
        for (const char *key : {"gpu",
                                "mix",
                                "owned_cards",
                                "rented_card_hours_per_month",
                                "cost_per_month_cny",
                                "outlay_cny",
                                "utilisation",
                                "per_million_output_tokens_cny",
                                "meets_slo"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const double cost = o[u"cost_per_month_cny"].toDouble();
        QVERIFY(cost >= previous && cost <= 40000);
        previous = cost;
        QVERIFY(o[u"meets_slo"].toBool() && o[u"offered"].toBool());
        QCOMPARE(o[u"within_budget"].toBool(), true);
    }
    const QJsonObject rejected = json[u"fleet_rejected"].toObject();
    QVERIFY(rejected[u"over_budget"].toInt() > 0);
    QVERIFY(rejected[u"not_available"].toInt() > 0);
    QCOMPARE(json[u"fleet_accepted"].toInt() + rejected[u"does_not_fit"].toInt()
                 + rejected[u"too_slow"].toInt() + rejected[u"no_price"].toInt()
                 + rejected[u"over_budget"].toInt() + rejected[u"not_available"].toInt(),
             json[u"fleet_considered"].toInt());
}

void TestCliFleet::optionsTextListsFleets()
{
    const Run r = cli(u"options --model llama-3.1-70b --task inference --prompt-tokens 1024 "
                      "--output-tokens 256 --ttft-s 2 --limit 3 "_qs
                      + Profile);
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(u"Fleets over the week (2,000 users"));
    QVERIFY(text.contains(u"ranked by cost a month"));
    QVERIFY(text.contains(u"  1. "));
    // A training job has no load over the week.
    const Run training = cli(u"options --model llama-3.1-8b --task full --tokens 1e9 "_qs + Profile);
    QCOMPARE(training.exitCode, 2);
}

QTEST_APPLESS_MAIN(TestCliFleet)
#include "tst_clifleet.moc"
