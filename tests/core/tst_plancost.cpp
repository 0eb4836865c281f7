// Cost arithmetic per service form, energy and CO₂, break-even: each expected value is the
// issue's formula evaluated here on catalogued inputs.

#include "cost/budget.h"
#include "cost/plancost.h"
#include "cost/schedule.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

namespace {
const Accelerator &gpu(const char *id)
{
    return *AtlasTest::catalog()->accelerator(QString::fromLatin1(id));
}
const PricingCatalog &pricing()
{
    return AtlasTest::catalog()->pricing();
}
} // namespace

class TestPlanCost : public QObject
{
    Q_OBJECT

private slots:
    void containerBillsRunningHours();
    void domesticContainerRates_data();
    void domesticContainerRates();
    void cloudMonthlyBillsWholeMonths();
    void bareMetalBillsWholeMachines();
    void bareMetalYearCountsEveryMachine();
    void longOneOffRunBillsAYearShare();
    void purchaseAmortisesCapex();
    void energyAndCarbon();
    void greenShareCutsCarbonOnly();
    void regionSetsTariffPueAndGrid();
    void derivedRatesSayHow();
    void unpricedAcceleratorSaysWhy();
    void oneHourTrial();
    void rentVersusBuy();
    void cpuServerForDataPreparation();
    void cardsAboveBudgetAgreeWithTheSpend_data();
    void cardsAboveBudgetAgreeWithTheSpend();
    void yearMattersWhenItRecursOrTheBudgetIsByTheYear_data();
    void yearMattersWhenItRecursOrTheBudgetIsByTheYear();
};

void TestPlanCost::containerBillsRunningHours()
{
    // Seed case A arithmetic: 1 GPU × 8 h × 3 days at the seed's middle rate of 3 CNY/h.
    PlanInputs in;
    in.form = ServiceForm::Container;
    in.gpus = 1;
    in.wallHours = 24;
    in.pricePerGpuHour = 3.0;
    const PlanCost c = costPlan(gpu("nvidia-rtx-4090"), pricing(), in);
    QVERIFY(c.priced);
    QCOMPARE(c.computeCny, 72.0);
    QCOMPARE(c.totalCny, 72.0);
    QCOMPARE(c.electricityCny, 0.0); // included in the rental price
    QVERIFY(c.embeddedElectricityCny > 0);
    // Without a typed price the catalogued domestic market rate applies (issue 27): 1.24 CNY/h,
    // the cheapest of nine sellers on the GPU price index, up to the 1.78 CNY/h advertised floor
    // (pricing.yaml). 24 h at 1.24 = 29.76 CNY, not the seed's 72.
    in.pricePerGpuHour.reset();
    const PlanCost catalogued = costPlan(gpu("nvidia-rtx-4090"), pricing(), in);
    QCOMPARE(catalogued.rate.value, 1.24);
    QCOMPARE(*catalogued.rate.low, 1.24);
    QCOMPARE(*catalogued.rate.high, 1.78);
    QVERIFY(qAbs(catalogued.totalCny - 24 * 1.24) < 1e-9);
}

void TestPlanCost::domesticContainerRates_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // The published figures of the GPU price index of Chinese rental platforms (cheapest seller
    // today, its 30-day low and high; huggingface.co/datasets/brian8808/gpu-price-index) and,
    // for the 4090's upper end, 星海算力云's advertised 1.78 CNY/h. A single seller has no range.
    auto row = [](const char *id, double value, double low, double high) {
        QTest::newRow(id) << QString::fromLatin1(id) << value << low << high;
    };
    row("nvidia-rtx-4090", 1.24, 1.24, 1.78);
    row("nvidia-rtx-4090d", 1.14, 1.14, 1.14);
    row("nvidia-rtx-3090", 0.76, 0.72, 0.80);
    row("nvidia-rtx-5090", 2.68, 2.09, 2.68);
    row("nvidia-rtx-a6000", 2.2, 2.2, 2.85);
    row("nvidia-a800-pcie-80gb", 5.15, 5.15, 5.15);
    row("nvidia-h20-96gb", 7.5, 7.5, 7.5);
    row("nvidia-t4", 1.35, 1.35, 1.35);
}

void TestPlanCost::domesticContainerRates()
{
    QFETCH(QString, id);
    QFETCH(double, value);
    QFETCH(double, low);
    QFETCH(double, high);
    const Accelerator *a = AtlasTest::catalog()->accelerator(id);
    QVERIFY2(a, qPrintable(id));
    const RateCard card = rateCard(*a, pricing());
    QVERIFY(card.containerPerGpuHour());
    const Quote &q = *card.containerPerGpuHour();
    QVERIFY2(!q.derived, "a catalogued market rate, not a USD derivation");
    QCOMPARE(q.value, value);
    QCOMPARE(q.low.value_or(q.value), low);
    QCOMPARE(q.high.value_or(q.value), high);
    QVERIFY(!q.basis.en.isEmpty() && !q.basis.zh.isEmpty());
    // A secondary source, so never "verified" as an official list would be.
    QCOMPARE(q.verified, Verification::Partial);
    QVERIFY(!pricing().rates.value(id).containerPerGpuHour()->date.isEmpty());
}

void TestPlanCost::cloudMonthlyBillsWholeMonths()
{
    const Accelerator &a100 = gpu("nvidia-a100-sxm4-80gb");
    const double monthly = pricing().rates.value(a100.id).cloudPerGpuMonth()->value; // seed case B
    PlanInputs in;
    in.form = ServiceForm::CloudMonthly;
    in.gpus = 2;
    in.wallHours = 24; // one day still bills a month: 24×7 billing
    QCOMPARE(costPlan(a100, pricing(), in).computeCny, 2 * monthly);
    in.wallHours = 731; // one hour over a month
    QCOMPARE(costPlan(a100, pricing(), in).computeCny, 2 * 2 * monthly);
}

void TestPlanCost::bareMetalBillsWholeMachines()
{
    const Accelerator &h100 = gpu("nvidia-h100-sxm5-80gb");
    PlanInputs in;
    in.form = ServiceForm::BareMetal;
    in.gpus = 9; // two 8-GPU machines
    in.wallHours = 100;
    const PlanCost c = costPlan(h100, pricing(), in);
    QVERIFY(c.priced);
    // Derived: 8 × (4.92 USD/h × 7.2 × 730 h × 1.0) × bare-metal factor.
    const double machineMonth = 8 * 4.92 * pricing().usdCny.value * pricing().hoursPerMonth
                                * pricing().defaults.cloudMonthlyFactor.value
                                * pricing().defaults.bareMetalFactor.value;
    QVERIFY(std::abs(c.rate.value - machineMonth) < 1e-6 * machineMonth);
    QCOMPARE(c.billedQuantity, 2.0);
    QVERIFY(std::abs(c.computeCny - 2 * machineMonth) < 1e-6 * machineMonth);
}

// A year of bare metal is every machine's twelve months, whatever the run's length: the
// machine-month quantity is not the months (a 64-card run was billed 1.5 months a year).
void TestPlanCost::bareMetalYearCountsEveryMachine()
{
    const Accelerator &h100 = gpu("nvidia-h100-sxm5-80gb");
    PlanInputs in;
    in.form = ServiceForm::BareMetal;
    in.gpus = 64;                                    // eight machines
    in.wallHours = 34 * pricing().hoursPerMonth - 1; // a run of 34 months
    const PlanCost longRun = costPlan(h100, pricing(), in);
    QVERIFY(longRun.priced);
    const double machineMonth = longRun.rate.value;
    QVERIFY(std::abs(longRun.computeCny - 8 * 34 * machineMonth) < 1e-6 * longRun.computeCny);
    const Spend once = summariseSpend(longRun,
                                      makeSchedule(Recurrence{}, in.wallHours),
                                      std::nullopt,
                                      true,
                                      pricing());
    QVERIFY(once.perYearCny);
    QVERIFY(std::abs(*once.perYearCny - 8 * 12 * machineMonth) < 1e-6 * *once.perYearCny);

    // Weekly runs of a day on two machines keep both all year: 2 × 12 machine-months.
    in.gpus = 16;
    in.wallHours = 24;
    const PlanCost day = costPlan(h100, pricing(), in);
    const Spend weekly = summariseSpend(day,
                                        makeSchedule(Recurrence{1, Period::Week}, 24),
                                        std::nullopt,
                                        true,
                                        pricing());
    QVERIFY(weekly.perYearCny);
    QVERIFY(std::abs(*weekly.perYearCny - 2 * 12 * machineMonth) < 1e-6 * *weekly.perYearCny);
}

// A one-off rent of three years costs a third of itself a year (it was the whole bill), as the
// monthly forms already bill at most twelve months a year.
void TestPlanCost::longOneOffRunBillsAYearShare()
{
    const Accelerator &h100 = gpu("nvidia-h100-sxm5-80gb");
    PlanInputs in;
    in.form = ServiceForm::Container;
    in.gpus = 16;
    in.wallHours = 3 * 8760;
    const PlanCost run = costPlan(h100, pricing(), in);
    QVERIFY(run.priced);
    const Spend s = summariseSpend(run,
                                   makeSchedule(Recurrence{}, in.wallHours),
                                   std::nullopt,
                                   true,
                                   pricing());
    QVERIFY(s.perYearCny);
    QVERIFY(std::abs(*s.perYearCny - run.totalCny / 3) < 1e-6 * run.totalCny);
    // A run shorter than a year is billed whole in its year.
    in.wallHours = 2000;
    const PlanCost shorter = costPlan(h100, pricing(), in);
    const Spend once = summariseSpend(shorter,
                                      makeSchedule(Recurrence{}, in.wallHours),
                                      std::nullopt,
                                      true,
                                      pricing());
    QVERIFY(once.perYearCny && std::abs(*once.perYearCny - shorter.totalCny) < 1e-6);
}

void TestPlanCost::purchaseAmortisesCapex()
{
    const Accelerator &a = gpu("nvidia-rtx-4090"); // MSRP 1,599 USD
    PlanInputs in;
    in.form = ServiceForm::Purchase;
    in.gpus = 4;
    in.wallHours = 1000;
    const PlanCost c = costPlan(a, pricing(), in);
    const PricingDefaults &d = pricing().defaults;
    const double capex = 4 * 1599 * pricing().usdCny.value;
    QCOMPARE(c.capexCny, capex);
    QCOMPARE(c.computeCny, capex * 1000 / (d.amortisationYears.value * 8760));
    QCOMPARE(c.electricityCny, c.energyKwh * d.nationalTariff.value);
    const double itKw = 4 * 450 * (1 + d.hostOverheadFraction.value) / 1000;
    QCOMPARE(c.hostingCny, d.hostingCnyPerKwMonth.value * itKw * 1000 / pricing().hoursPerMonth);
    QCOMPARE(c.operationsCny, d.operationsFraction.value * capex * 1000 / 8760);
    QCOMPARE(c.totalCny, c.computeCny + c.electricityCny + c.hostingCny + c.operationsCny);
}

void TestPlanCost::energyAndCarbon()
{
    // Energy = GPU-hours × TDP × utilisation × (1 + host overhead) × PUE; CO₂ = energy × factor.
    PlanInputs in;
    in.gpus = 8;
    in.wallHours = 10;
    in.utilisation = 0.8;
    in.hostOverhead = 0.5;
    in.pue = 1.2;
    const PlanCost c = costPlan(gpu("nvidia-h100-sxm5-80gb"), pricing(), in);
    const double kwh = 80.0 * 700 * 0.8 * 1.5 * 1.2 / 1000;
    QCOMPARE(c.energyKwh, kwh);
    QCOMPARE(c.co2Kg, kwh * 0.5306); // national 2023 grid factor without a region
}

void TestPlanCost::greenShareCutsCarbonOnly()
{
    PlanInputs in;
    in.gpus = 1;
    in.wallHours = 100;
    const PlanCost grid = costPlan(gpu("nvidia-a10"), pricing(), in);
    in.greenShare = 0.8457; // Horinger's contracted green share, Q1 2025
    const PlanCost green = costPlan(gpu("nvidia-a10"), pricing(), in);
    QCOMPARE(green.energyKwh, grid.energyKwh);
    QVERIFY(std::abs(green.co2Kg - grid.co2Kg * (1 - 0.8457)) < 1e-9);
}

void TestPlanCost::regionSetsTariffPueAndGrid()
{
    const Region *horinger = AtlasTest::catalog()->region(u"horinger");
    const Region *tianfu = AtlasTest::catalog()->region(u"tianfu");
    PlanInputs in;
    in.form = ServiceForm::Purchase;
    in.gpus = 8;
    in.wallHours = 720;
    in.region = horinger;
    const PlanCost west = costPlan(gpu("nvidia-h800-sxm5-80gb"), pricing(), in);
    QCOMPARE(west.tariff, horinger->tariff.value);
    QCOMPARE(west.pue, *horinger->pueTarget.value);
    QCOMPARE(west.gridFactor, horinger->gridFactor.value);
    in.region = tianfu;
    const PlanCost southwest = costPlan(gpu("nvidia-h800-sxm5-80gb"), pricing(), in);
    // REGIONS.md: the west is not automatically low-carbon; Sichuan's hydro grid is.
    QVERIFY(southwest.co2Kg < west.co2Kg);
    QVERIFY(southwest.electricityCny > west.electricityCny);
    // Overrides win over the region.
    in.tariff = 0.30;
    QCOMPARE(costPlan(gpu("nvidia-h800-sxm5-80gb"), pricing(), in).tariff, 0.30);
}

void TestPlanCost::derivedRatesSayHow()
{
    const RateCard card = rateCard(gpu("nvidia-h100-sxm5-80gb"), pricing());
    QVERIFY(card.containerPerGpuHour() && card.containerPerGpuHour()->derived);
    QCOMPARE(card.containerPerGpuHour()->value, 4.92 * pricing().usdCny.value);
    QVERIFY(card.containerPerGpuHour()->derivation.toString(nullptr).contains(
        QStringLiteral("4.92 USD per GPU-hour")));
    QVERIFY(!card.containerPerGpuHour()->basis.isEmpty());
    // A reference purchase price wins over the seed's CNY figure (GPUS.md: the reference wins).
    const RateCard a100 = rateCard(gpu("nvidia-a100-sxm4-40gb"), pricing());
    QCOMPARE(a100.purchasePerGpu()->value, 15000 * pricing().usdCny.value);
}

void TestPlanCost::unpricedAcceleratorSaysWhy()
{
    PlanInputs in;
    in.gpus = 1;
    in.wallHours = 1;
    const PlanCost c = costPlan(gpu("hygon-dcu-k100-ai"), pricing(), in);
    QVERIFY(!c.priced);
    QVERIFY(!c.unavailable.isEmpty());
    in.pricePerGpuHour = 10;
    QVERIFY(costPlan(gpu("hygon-dcu-k100-ai"), pricing(), in).priced);
}

void TestPlanCost::oneHourTrial()
{
    PlanInputs in;
    in.gpus = 2;
    const Accelerator &a = gpu("nvidia-a100-sxm4-80gb");
    const QList<PlanCost> trial = Atlas::oneHourTrial(a, pricing(), in);
    QCOMPARE(trial.size(), 4);
    const RateCard card = rateCard(a, pricing());
    QCOMPARE(trial.at(0).form, ServiceForm::Container);
    QCOMPARE(trial.at(0).totalCny, 2 * card.containerPerGpuHour()->value);
    QCOMPARE(trial.at(1).totalCny, 2 * card.cloudPerGpuMonth()->value); // a whole month
    QCOMPARE(trial.at(3).form, ServiceForm::Purchase);
    QVERIFY(trial.at(3).totalCny >= 2 * card.purchasePerGpu()->value); // the cards first
    QVERIFY(trial.at(0).totalCny < trial.at(1).totalCny);
}

void TestPlanCost::rentVersusBuy()
{
    const Accelerator &a = gpu("nvidia-rtx-4090");
    PlanInputs in;
    in.gpus = 8;
    const RentVersusBuy r = Atlas::rentVersusBuy(a, pricing(), in);
    QVERIFY(r.capexCny && r.monthlyRentCny && r.breakEvenMonths);
    QCOMPARE(*r.breakEvenMonths, *r.capexCny / (*r.monthlyRentCny - r.ownRunningPerMonthCny));
    // Against containers used part-time, owning pays off later the lower the utilisation.
    std::optional<double> previous;
    for (const BreakEvenPoint &p : r.sensitivity) {
        if (p.tariff != r.sensitivity.constFirst().tariff)
            continue;
        if (previous && p.months)
            QVERIFY(*p.months < *previous);
        if (p.months)
            previous = p.months;
    }
    QCOMPARE(r.sensitivity.size(), 12);
}

void TestPlanCost::cpuServerForDataPreparation()
{
    PlanInputs in;
    in.gpus = 1;
    in.wallHours = 10;
    in.pricePerGpuHour = 3;
    in.cpuServerHours = 5;
    const PlanCost c = costPlan(gpu("nvidia-rtx-4090"), pricing(), in);
    QCOMPARE(c.cpuCny, 5 * pricing().defaults.cpuServerCnyPerHour.value);
    QCOMPARE(c.totalCny, 30 + c.cpuCny);
}

void TestPlanCost::cardsAboveBudgetAgreeWithTheSpend_data()
{
    // Four RTX 4090 bought (4 × 1,599 USD) or rented for 1,000 hours, against budgets around
    // the cards' price: the shortcut says "over" only where the full spend does too.
    QTest::addColumn<int>("form");
    QTest::addColumn<double>("budgetOverCards"); // the budget as a fraction of the cards' price
    QTest::addColumn<int>("period");
    QTest::addColumn<bool>("above");
    const int purchase = int(ServiceForm::Purchase);
    QTest::newRow("cards over a run's budget") << purchase << 0.99 << int(Period::Run) << true;
    QTest::newRow("cards over a year's budget") << purchase << 0.5 << int(Period::Year) << true;
    QTest::newRow("cards within, running costs decide")
        << purchase << 1.01 << int(Period::Run) << false;
    QTest::newRow("rent is never judged by cards")
        << int(ServiceForm::Container) << 0.01 << int(Period::Run) << false;
}

void TestPlanCost::cardsAboveBudgetAgreeWithTheSpend()
{
    QFETCH(int, form);
    QFETCH(double, budgetOverCards);
    QFETCH(int, period);
    QFETCH(bool, above);
    PlanInputs in;
    in.form = ServiceForm(form);
    in.gpus = 4;
    in.wallHours = 1000;
    const PlanCost c = costPlan(gpu("nvidia-rtx-4090"), pricing(), in);
    QVERIFY(c.priced);
    const double cards = 4 * 1599 * pricing().usdCny.value;
    const Budget budget{cards * budgetOverCards, Period(period)};
    QCOMPARE(cardsAboveBudget(c, budget), above);
    QVERIFY(!cardsAboveBudget(c, std::nullopt));
    if (above) {
        const Spend s = summariseSpend(c, Schedule{}, budget, true, pricing());
        QCOMPARE(s.withinBudget, std::optional<bool>(false));
    }
}

void TestPlanCost::yearMattersWhenItRecursOrTheBudgetIsByTheYear_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("every");
    QTest::addColumn<int>("budgetPer"); // -1: no budget
    QTest::addColumn<bool>("year");
    const int run = int(Period::Run), week = int(Period::Week), month = int(Period::Month),
              year = int(Period::Year);
    QTest::newRow("one-off, no budget") << 1 << run << -1 << false;
    QTest::newRow("one-off, budget a run") << 1 << run << run << false;
    QTest::newRow("one-off, budget a year") << 1 << run << year << true;
    QTest::newRow("one-off, budget a month") << 1 << run << month << true;
    QTest::newRow("three runs in all") << 3 << run << run << true;
    QTest::newRow("weekly, no budget") << 1 << week << -1 << true;
    QTest::newRow("weekly, budget a run") << 1 << week << run << true;
}

// Issue 30: the report's decision table showed a year's cost for a one-off job, where the
// comparison said "a one-off job". One rule, decided with the spend, which every surface reads:
// the year is shown when the job recurs or the budget is counted by the month or year, priced
// or not.
void TestPlanCost::yearMattersWhenItRecursOrTheBudgetIsByTheYear()
{
    QFETCH(int, runs);
    QFETCH(int, every);
    QFETCH(int, budgetPer);
    QFETCH(bool, year);
    PlanInputs in;
    in.form = ServiceForm::Container;
    in.gpus = 4;
    in.wallHours = 20;
    const PlanCost c = costPlan(gpu("nvidia-rtx-4090"), pricing(), in);
    QVERIFY(c.priced);
    const std::optional<Budget> budget = budgetPer < 0
                                             ? std::nullopt
                                             : std::optional<Budget>(Budget{1e6, Period(budgetPer)});
    const Schedule schedule = makeSchedule(Recurrence{runs, Period(every)}, in.wallHours);
    QCOMPARE(summariseSpend(c, schedule, budget, true, pricing()).yearMatters, year);
    // A plan that does not fit is not priced; the question is the job's all the same.
    PlanCost unpriced = c;
    unpriced.priced = false;
    QCOMPARE(summariseSpend(unpriced, schedule, budget, false, pricing()).yearMatters, year);
}

QTEST_GUILESS_MAIN(TestPlanCost)
#include "tst_plancost.moc"
