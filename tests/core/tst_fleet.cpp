// Fleets over a week of load (issue 32). The mixes are checked on a hand-built week and card
// whose every rate is a round number, each expectation worked out in the comment beside it;
// the demand is checked against serve(), the one sizing rule.

#include "cost/fleet.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

namespace {

// A card of 500 W with round rates: 10 CNY a card-hour, 4,000 CNY a card-month, 100,000 CNY
// to buy; amortised over 5 years, hosting 100 CNY per kW-month, operations 4 % of capex a year,
// 80 % utilisation when busy, host overhead 50 %; tariff 0.5 CNY/kWh, PUE 1.25, grid 0.5 kg/kWh.
struct Bench
{
    Accelerator card;
    PricingCatalog pricing;
    PlanInputs plan;

    Bench()
    {
        card = *AtlasTest::catalog()->accelerator(u"nvidia-h20-96gb");
        card.id = QStringLiteral("test-card");
        card.tdpW = 500;
        pricing = AtlasTest::catalog()->pricing();
        pricing.hoursPerMonth = 730;
        RateOverride o;
        o.acceleratorId = card.id;
        o.containerPerGpuHour() = Rate{10, {}, {}, {}, {}, Verification::Unverified};
        o.cloudPerGpuMonth() = Rate{4000, {}, {}, {}, {}, Verification::Unverified};
        o.purchasePerGpu() = Rate{100000, {}, {}, {}, {}, Verification::Unverified};
        pricing.rates.insert(card.id, o);
        PricingDefaults &d = pricing.defaults;
        d.amortisationYears.value = 5;
        d.hostingCnyPerKwMonth.value = 100;
        d.operationsFraction.value = 0.04;
        d.utilisation.value = 0.8;
        d.hostOverheadFraction.value = 0.5;
        d.greenShare.value = 0;
        d.nationalGridFactor.value = 0.5;
        plan.tariff = 0.5;
        plan.pue = 1.25;
    }
};

// 1 card around the clock serving 1,000 tokens/s; 10 cards (10,000 tokens/s) from 09:00 to
// 17:00 on Monday to Friday: 40 peak hours and 128 base hours a week.
FleetDemand handWeek()
{
    LoadProfile profile;
    profile.peak = 10;
    profile.base = 1;
    FleetDemand d;
    d.valid = true;
    for (double load : profile.week()) {
        d.cards << int(load);
        d.tokensPerSecond << load * 1000;
    }
    return d;
}

const FleetMixCost &mixOf(const QList<FleetMixCost> &mixes, FleetMix mix)
{
    for (const FleetMixCost &m : mixes)
        if (m.mix == mix)
            return m;
    static const FleetMixCost none;
    return none;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}

} // namespace

class TestFleet : public QObject
{
    Q_OBJECT

private slots:
    void weekOfAProfile();
    void profileBounds_data();
    void profileBounds();
    void rentalBilling_data();
    void rentalBilling();
    void rentalTermsOfAProvider_data();
    void rentalTermsOfAProvider();
    void minimumBillingInTheMixes_data();
    void minimumBillingInTheMixes();
    void mixes_data();
    void mixes();
    void mixesRankedByMonthlyCost();
    void energyAndCarbon();
    void unpricedMixSaysWhy();
    void demandFollowsServe();
};

void TestFleet::weekOfAProfile()
{
    LoadProfile p;
    p.peak = 2000;
    p.base = 200;
    const QList<double> week = p.week();
    QCOMPARE(week.size(), 168);
    // 8 peak hours (09:00–17:00) on 5 days: 40 hours at the peak, the other 128 at the base.
    QCOMPARE(week.count(2000.0), 40);
    QCOMPARE(week.count(200.0), 128);
    QCOMPARE(week[8], 200.0);  // Monday 08:00
    QCOMPARE(week[9], 2000.0); // Monday 09:00
    QCOMPARE(week[16], 2000.0);
    QCOMPARE(week[17], 200.0);
    QCOMPARE(week[5 * 24 + 12], 200.0); // Saturday noon
    // A 24-hour curve on 2 days: those follow it, the other 5 stay at its lowest hour (3).
    p.hourly = QList<double>(24, 5);
    p.hourly[3] = 3;
    p.hourly[12] = 50;
    p.daysPerWeek = 2;
    const QList<double> curve = p.week();
    QCOMPARE(curve.count(50.0), 2);
    QCOMPARE(curve.count(5.0), 2 * 22);
    QCOMPARE(curve.count(3.0), 2 + 5 * 24);
    QCOMPARE(p.highest(), 50.0);
    QCOMPARE(p.lowest(), 3.0);
}

void TestFleet::profileBounds_data()
{
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("hours");
    QTest::addColumn<int>("days");
    QTest::addColumn<int>("curveValues");
    QTest::addColumn<bool>("valid");
    // The bounds of ScenarioLimits: peak from 1 user, base 0..peak, 1..24 hours, 1..7 days.
    QTest::newRow("typical") << 2000.0 << 200.0 << 8 << 5 << 0 << true;
    QTest::newRow("nobody at night") << 10.0 << 0.0 << 8 << 5 << 0 << true;
    QTest::newRow("flat, every hour") << 10.0 << 10.0 << 24 << 7 << 0 << true;
    QTest::newRow("no peak") << 0.0 << 0.0 << 8 << 5 << 0 << false;
    QTest::newRow("base above peak") << 10.0 << 11.0 << 8 << 5 << 0 << false;
    QTest::newRow("negative base") << 10.0 << -1.0 << 8 << 5 << 0 << false;
    QTest::newRow("0 hours") << 10.0 << 1.0 << 0 << 5 << 0 << false;
    QTest::newRow("25 hours") << 10.0 << 1.0 << 25 << 5 << 0 << false;
    QTest::newRow("0 days") << 10.0 << 1.0 << 8 << 0 << 0 << false;
    QTest::newRow("8 days") << 10.0 << 1.0 << 8 << 8 << 0 << false;
    QTest::newRow("curve of 24") << 0.0 << 0.0 << 8 << 5 << 24 << true;
    QTest::newRow("curve of 23") << 0.0 << 0.0 << 8 << 5 << 23 << false;
}

void TestFleet::profileBounds()
{
    QFETCH(double, peak);
    QFETCH(double, base);
    QFETCH(int, hours);
    QFETCH(int, days);
    QFETCH(int, curveValues);
    QFETCH(bool, valid);
    LoadProfile p;
    p.peak = peak;
    p.base = base;
    p.peakHours = hours;
    p.daysPerWeek = days;
    p.hourly = QList<double>(curveValues, 7.0);
    QCOMPARE(profileProblems(p).isEmpty(), valid);
}

void TestFleet::rentalBilling_data()
{
    QTest::addColumn<QList<int>>("cards");
    QTest::addColumn<int>("held");
    QTest::addColumn<double>("unit");
    QTest::addColumn<double>("minimum");
    QTest::addColumn<double>("billed");
    const QList<int> week = handWeek().cards;
    // Card 1 is needed all 168 hours; cards 2..10 five runs of 8 hours each: 168 + 9 × 40.
    QTest::newRow("hourly") << week << 0 << 1.0 << 1.0 << 528.0;
    // Holding the base card leaves the nine peak cards: 9 × 40.
    QTest::newRow("base held") << week << 1 << 1.0 << 1.0 << 360.0;
    QTest::newRow("peak held") << week << 10 << 1.0 << 1.0 << 0.0;
    // A day's minimum: each 8-hour run bills 24, so 168 + 9 × 5 × 24.
    QTest::newRow("minimum a day") << week << 0 << 1.0 << 24.0 << 1248.0;
    // Billed by 3 hours: 8 → 9, so 168 + 9 × 5 × 9.
    QTest::newRow("3-hour unit") << week << 0 << 3.0 << 1.0 << 573.0;
    // A run across Sunday midnight (hours 166, 167, 0, 1) is one rental of 4 hours, billed 6
    // under a 6-hour minimum (two runs of 2 would bill 12).
    QList<int> midnight(168, 1);
    for (int h : {166, 167, 0, 1})
        midnight[h] = 2;
    QTest::newRow("across midnight") << midnight << 1 << 1.0 << 6.0 << 6.0;
}

void TestFleet::rentalBilling()
{
    QFETCH(QList<int>, cards);
    QFETCH(int, held);
    QFETCH(double, unit);
    QFETCH(double, minimum);
    QFETCH(double, billed);
    QCOMPARE(rentedCardHoursPerWeek(cards, held, RentalTerms{unit, minimum}), billed);
}

void TestFleet::rentalTermsOfAProvider_data()
{
    QTest::addColumn<int>("minBilledSeconds");  // 0: the provider states none
    QTest::addColumn<int>("billing");           // the instance's BillingUnit
    QTest::addColumn<double>("profileMinimum"); // 0: the profile gives none
    QTest::addColumn<double>("unit");
    QTest::addColumn<double>("minimum");
    // A week sized by the hour bills at least an hour whatever the provider's finer unit.
    QTest::newRow("by the second, a minute's minimum")
        << 60 << int(BillingUnit::Second) << 0.0 << 1.0 << 1.0;
    QTest::newRow("2 hours' minimum") << 7200 << int(BillingUnit::Hour) << 0.0 << 1.0 << 2.0;
    QTest::newRow("by the day") << 0 << int(BillingUnit::Day) << 0.0 << 24.0 << 1.0;
    // The profile's minimum is the user's word: it replaces the provider's.
    QTest::newRow("profile's minimum") << 7200 << int(BillingUnit::Hour) << 4.0 << 1.0 << 4.0;
}

void TestFleet::rentalTermsOfAProvider()
{
    QFETCH(int, minBilledSeconds);
    QFETCH(int, billing);
    QFETCH(double, profileMinimum);
    QFETCH(double, unit);
    QFETCH(double, minimum);
    Provider provider;
    if (minBilledSeconds > 0)
        provider.minBilledSeconds = minBilledSeconds;
    Instance instance;
    instance.billing = BillingUnit(billing);
    LoadProfile profile;
    if (profileMinimum > 0)
        profile.minBilledHours = profileMinimum;
    const RentalTerms t = rentalTerms(profile, &provider, &instance);
    QCOMPARE(t.billingUnitHours, unit);
    QCOMPARE(t.minimumHours, minimum);
    // No provider: by the hour, the profile's minimum kept.
    const RentalTerms plain = rentalTerms(profile);
    QCOMPARE(plain.billingUnitHours, 1.0);
    QCOMPARE(plain.minimumHours, profileMinimum > 0 ? profileMinimum : 1.0);
}

void TestFleet::minimumBillingInTheMixes_data()
{
    QTest::addColumn<int>("mix");
    QTest::addColumn<double>("costPerMonth");
    // The hand week under a 24-hour minimum (a platform that bills whole days): every 8-hour
    // peak rental is billed 24 h. A month is 730/168 weeks; a card-hour 10 CNY.
    // Rent all: 168 (the base card, one endless rental) + 9 × 5 × 24 = 1,248 card-hours a week
    // = 5,422.857 a month: 54,228.571 CNY.
    QTest::newRow("rent all") << int(FleetMix::RentAll) << 54228.571428571;
    // Reserve the base: 4,000 + 9 × 5 × 24 = 1,080 a week = 4,692.857 a month × 10 =
    // 46,928.571: 50,928.571 CNY.
    QTest::newRow("reserve base") << int(FleetMix::ReserveBase) << 50928.571428571;
    // Own the base: 2,348.75 (as in mixes()) + 46,928.571 = 49,277.321 CNY.
    QTest::newRow("own base") << int(FleetMix::OwnBase) << 49277.321428571;
    // Own the peak rents nothing: the minimum does not touch it (21,610.357 CNY).
    QTest::newRow("own peak") << int(FleetMix::OwnPeak) << 21610.357142857;
}

void TestFleet::minimumBillingInTheMixes()
{
    QFETCH(int, mix);
    QFETCH(double, costPerMonth);
    const Bench b;
    const QList<FleetMixCost> mixes = fleetMixes(b.card,
                                                 b.pricing,
                                                 handWeek(),
                                                 b.plan,
                                                 RentalTerms{1, 24});
    const FleetMixCost &m = mixOf(mixes, FleetMix(mix));
    QVERIFY2(near(m.costPerMonthCny, costPerMonth), qPrintable(QString::number(m.costPerMonthCny)));
    // The busy card-hours do not change: the utilisation of renting everything falls to
    // 528 / 1,248.
    if (FleetMix(mix) == FleetMix::RentAll)
        QVERIFY(near(*m.utilisation, 528.0 / 1248.0));
}

void TestFleet::mixes_data()
{
    QTest::addColumn<int>("mix");
    QTest::addColumn<int>("owned");
    QTest::addColumn<int>("reserved");
    QTest::addColumn<double>("rentedHoursPerWeek");
    QTest::addColumn<double>("costPerMonth");
    QTest::addColumn<double>("outlay");
    QTest::addColumn<double>("utilisation");
    // A month is 730 h = 730/168 weeks. The week's load needs 528 card-hours (40 × 10 + 128 × 1)
    // and draws 1,000 tokens/s per card: 528 × 3.6 M tokens a week.
    //
    // Rent all: 528 billed card-hours a week = 2,294.2857 a month × 10 CNY = 22,942.857 CNY.
    QTest::newRow("rent all") << int(FleetMix::RentAll) << 0 << 0 << 528.0 << 22942.857142857 << 0.0
                              << 1.0;
    // Reserve the base: 1 card-month 4,000 CNY (also the outlay) + 360 card-hours a week =
    // 1,564.2857 a month × 10 = 15,642.857; 19,642.857 CNY.
    QTest::newRow("reserve base") << int(FleetMix::ReserveBase) << 0 << 1 << 360.0
                                  << 19642.857142857 << 4000.0 << 1.0;
    // Own the base: 100,000 / 5 years × 730/8760 = 1,666.667 depreciation; energy 730 h × 0.5 kW
    // × 0.8 × 1.5 × 1.25 = 547.5 kWh × 0.5 = 273.75; hosting 0.75 kW × 100 = 75; operations
    // 4 % × 100,000 × 730/8760 = 333.333: 2,348.75 + the rented 15,642.857 = 17,991.607 CNY.
    QTest::newRow("own base") << int(FleetMix::OwnBase) << 1 << 0 << 360.0 << 17991.607142857
                              << 100000.0 << 1.0;
    // Own the peak: 10 cards, depreciation 16,666.667, operations 3,333.333, hosting 7.5 kW ×
    // 100 = 750; energy only of the 2,294.2857 busy card-hours a month × 0.75 kWh = 1,720.714 kWh
    // × 0.5 = 860.357: 21,610.357 CNY. Busy 528 of 10 × 168 card-hours = 0.3142857.
    QTest::newRow("own peak") << int(FleetMix::OwnPeak) << 10 << 0 << 0.0 << 21610.357142857
                              << 1000000.0 << 528.0 / 1680.0;
}

void TestFleet::mixes()
{
    QFETCH(int, mix);
    QFETCH(int, owned);
    QFETCH(int, reserved);
    QFETCH(double, rentedHoursPerWeek);
    QFETCH(double, costPerMonth);
    QFETCH(double, outlay);
    QFETCH(double, utilisation);
    const Bench b;
    const FleetMixCost m = mixOf(fleetMixes(b.card, b.pricing, handWeek(), b.plan), FleetMix(mix));
    QVERIFY(m.priced);
    QCOMPARE(m.ownedCards, owned);
    QCOMPARE(m.reservedCards, reserved);
    QVERIFY(near(m.rentedCardHoursPerMonth, rentedHoursPerWeek * 730 / 168));
    QVERIFY2(near(m.costPerMonthCny, costPerMonth), qPrintable(QString::number(m.costPerMonthCny)));
    QVERIFY(near(m.costPerYearCny, costPerMonth * 12)); // 8,760 h = 12 months of 730 h
    QVERIFY(near(m.outlayCny, outlay));
    QVERIFY(m.utilisation);
    QVERIFY(near(*m.utilisation, utilisation));
    // Every mix serves the same 528 × 3.6 M tokens a week: cost over (528 × 3.6 × 730/168) M.
    QVERIFY(m.perMillionOutputTokensCny);
    QVERIFY(near(*m.perMillionOutputTokensCny, costPerMonth / (528 * 3.6 * 730 / 168)));
    QVERIFY(near(m.busyCardHoursPerMonth, 528.0 * 730 / 168));
    QVERIFY(m.meetsSlo);
}

void TestFleet::mixesRankedByMonthlyCost()
{
    // From the hand figures above: own base 17,992 < reserve base 19,643 < own peak 21,610 <
    // rent all 22,943.
    const Bench b;
    const QList<FleetMixCost> mixes = fleetMixes(b.card, b.pricing, handWeek(), b.plan);
    QCOMPARE(mixes.size(), 4);
    QCOMPARE(mixes[0].mix, FleetMix::OwnBase);
    QCOMPARE(mixes[1].mix, FleetMix::ReserveBase);
    QCOMPARE(mixes[2].mix, FleetMix::OwnPeak);
    QCOMPARE(mixes[3].mix, FleetMix::RentAll);
}

void TestFleet::energyAndCarbon()
{
    // Every mix runs the same busy card-hours (idle owned cards at no power): 2,294.2857 a
    // month × 0.5 kW × 0.8 × 1.5 × 1.25 = 1,720.714 kWh × 0.5 kg/kWh = 860.357 kg CO₂.
    const Bench b;
    for (const FleetMixCost &m : fleetMixes(b.card, b.pricing, handWeek(), b.plan)) {
        QVERIFY(m.co2KgPerMonth);
        QVERIFY2(near(*m.co2KgPerMonth, 860.357142857), qPrintable(fleetMixKey(m.mix)));
    }
}

void TestFleet::unpricedMixSaysWhy()
{
    // Without a purchase price the two owning mixes are unpriced, ranked last, and say why.
    Bench b;
    b.pricing.rates[b.card.id].purchasePerGpu().reset();
    b.card.price.purchaseUsd.reset();
    b.card.price.seedCnyLow.reset();
    b.card.price.seedCnyHigh.reset();
    const QList<FleetMixCost> mixes = fleetMixes(b.card, b.pricing, handWeek(), b.plan);
    QVERIFY(mixes[0].priced && mixes[1].priced);
    QVERIFY(!mixes[2].priced && !mixes[3].priced);
    QVERIFY(!mixes[3].unavailable.isEmpty());
    QVERIFY(!mixes[3].perMillionOutputTokensCny);
}

void TestFleet::demandFollowsServe()
{
    // 2,000 users at the peak, 200 at night (the README's SaaS): each hour is the deployment
    // serve() sizes for that load on the peak's replica, so the fleet and `serve` agree.
    const auto catalog = AtlasTest::catalog();
    ServingRequest q;
    q.model = *catalog->model(u"llama-3.1-70b");
    q.accelerator = catalog->accelerator(u"nvidia-h20-96gb");
    q.promptTokens = 1024;
    q.outputTokens = 256;
    q.maxTtftSeconds = 2;
    LoadProfile p;
    p.peak = 2000;
    p.base = 200;
    const FleetDemand d = fleetDemand(*catalog, q, p);
    QVERIFY(d.valid);
    q.load = ServingLoad{ServingLoad::Kind::Users, 2000};
    const ServingResult peak = serve(*catalog, q);
    q.tp = peak.tp;
    q.load->value = 200;
    const ServingResult base = serve(*catalog, q);
    QCOMPARE(d.peakCards(), peak.gpusTotal);
    QCOMPARE(d.baseCards(), base.gpusTotal);
    QVERIFY(d.baseCards() < d.peakCards());
    QCOMPARE(d.cards.count(peak.gpusTotal), 40);
    QCOMPARE(d.tokensPerSecond[9], peak.outputTokensPerSecond);
    QCOMPARE(d.tokensPerSecond[0], base.outputTokensPerSecond);
    QCOMPARE(d.meetsSlo, peak.meetsSlo.value_or(false) && base.meetsSlo.value_or(false));
    for (int n : d.cards)
        QCOMPARE(n % d.cardsPerReplica, 0);
}

QTEST_APPLESS_MAIN(TestFleet)
#include "tst_fleet.moc"
