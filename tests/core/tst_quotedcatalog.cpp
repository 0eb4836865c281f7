// The user's quotes in place of catalog prices (Catalog::withQuotes, issue 27): the rate each
// quote becomes, its date and origin on every price, and every figure that reads a price — the
// plan, its comparison options, the options planner, the matrix's cells, the regions, the
// one-hour trial, a provider's instance — priced with the quote. Expected rates are the quotes'
// own arithmetic done here (8 cards for 48 CNY an hour are 6 CNY a card-hour); costs are checked
// as the rate times the billed quantity the plan reports, or against the unquoted catalog in
// proportion to the two rates (a cost is linear in its rate).

#include "cost/matrixplans.h"
#include "cost/priceage.h"
#include "cost/providercost.h"
#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

namespace {

UserQuote quote(const char *card, int gpus, ServiceForm form, double cny, QuotePer per)
{
    UserQuote q;
    q.acceleratorId = QString::fromLatin1(card);
    q.gpus = gpus;
    q.form = form;
    q.priceCny = cny;
    q.per = per;
    q.date = QStringLiteral("2026-11-20");
    q.note = QStringLiteral("test offer");
    q.file = QStringLiteral("quotes.csv");
    q.line = 2;
    return q;
}

UserQuote rtx4090()
{
    return quote("nvidia-rtx-4090", 1, ServiceForm::Container, 0.95, QuotePer::Hour);
}

Scenario caseA()
{
    Diagnostics d;
    const auto s = readScenarioFile(builtInScenarioFiles().at(0), *AtlasTest::catalog(), d);
    if (!s)
        qFatal("case A does not load");
    return *s;
}

RateCard card(const Catalog &catalog, const char *id)
{
    return rateCard(*catalog.accelerator(QString::fromLatin1(id)), catalog.pricing());
}

} // namespace

class TestQuotedCatalog : public QObject
{
    Q_OBJECT

private slots:
    void quoteBecomesTheRate_data();
    void quoteBecomesTheRate();
    void derivedRatesFollowTheQuote();
    void catalogRatesKeepTheirDates();
    void whatIsNotQuotedStays();
    void instanceQuotes();
    void planUsesTheQuote();
    void compareOptionUsesTheQuote();
    void plannerUsesTheQuote();
    void matrixCellsUseTheQuote();
    void regionsAndTrialUseTheQuote();
    void scenarioMustBeEvaluatedOnItsQuotes();
};

void TestQuotedCatalog::quoteBecomesTheRate_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("form");
    QTest::addColumn<double>("cny");
    QTest::addColumn<int>("per");
    QTest::addColumn<double>("rate"); // in the rate card's unit, worked out by hand
    QTest::newRow("8 cards for 48 an hour: 6 a card-hour")
        << "nvidia-h20-96gb" << 8 << int(ServiceForm::Container) << 48.0 << int(QuotePer::Hour)
        << 6.0;
    QTest::newRow("8 cards for 96,000 a month: 12,000 a card-month")
        << "nvidia-a100-sxm4-80gb" << 8 << int(ServiceForm::CloudMonthly) << 96000.0
        << int(QuotePer::Month) << 12000.0;
    QTest::newRow("16 cards for 420,000 a month: 210,000 an 8-card machine")
        << "nvidia-h800-sxm5-80gb" << 16 << int(ServiceForm::BareMetal) << 420000.0
        << int(QuotePer::Month) << 210000.0;
    QTest::newRow("130,000 per card, 8 offered")
        << "nvidia-h20-96gb" << 8 << int(ServiceForm::Purchase) << 130000.0 << int(QuotePer::Card)
        << 130000.0;
}

void TestQuotedCatalog::quoteBecomesTheRate()
{
    QFETCH(QString, card);
    QFETCH(int, gpus);
    QFETCH(int, form);
    QFETCH(double, cny);
    QFETCH(int, per);
    QFETCH(double, rate);
    const UserQuote q = quote(card.toLatin1().constData(),
                              gpus,
                              ServiceForm(form),
                              cny,
                              QuotePer(per));
    const Catalog quoted = AtlasTest::catalog()->withQuotes({q});
    QCOMPARE(quoted.quotes(), QList<UserQuote>{q});
    const RateCard c = ::card(quoted, card.toLatin1().constData());
    const std::optional<Quote> &r = *c.forForm(ServiceForm(form));
    QVERIFY(r);
    QCOMPARE(r->value, rate);
    QCOMPARE(r->origin, PriceOrigin::Quote);
    QVERIFY(!r->derived);
    QCOMPARE(r->date, QStringLiteral("2026-11-20"));
    QCOMPARE(priceOriginText(*r).toString(nullptr), QStringLiteral("your quote of 2026-11-20"));
    QVERIFY(r->basis.en.contains(QStringLiteral("quotes.csv:2")));
}

void TestQuotedCatalog::derivedRatesFollowTheQuote()
{
    // The 4090 has no catalogued monthly rate (pricing.yaml): it is derived from the hourly
    // one, now the quote's, by the documented rule (hours a month × the monthly factor).
    const Catalog quoted = AtlasTest::catalog()->withQuotes({rtx4090()});
    const PricingCatalog &p = quoted.pricing();
    const RateCard c = card(quoted, "nvidia-rtx-4090");
    QVERIFY(c.cloudPerGpuMonth());
    QCOMPARE(c.cloudPerGpuMonth()->value,
             0.95 * p.hoursPerMonth * p.defaults.cloudMonthlyFactor.value);
    QCOMPARE(c.cloudPerGpuMonth()->origin, PriceOrigin::Quote);
    QVERIFY(c.cloudPerGpuMonth()->derived);
    QCOMPARE(priceOriginText(*c.cloudPerGpuMonth()).toString(nullptr),
             QStringLiteral("derived from your quote of 2026-11-20"));
}

void TestQuotedCatalog::catalogRatesKeepTheirDates()
{
    // pricing.yaml dates the 4090's container rate "2026" (README, "Where prices come from");
    // the A100's container rate is derived from its USD cloud price, dated in accelerators.yaml.
    const Catalog &catalog = *AtlasTest::catalog();
    const RateCard c = card(catalog, "nvidia-rtx-4090");
    QCOMPARE(c.containerPerGpuHour()->date, QStringLiteral("2026"));
    QCOMPARE(c.containerPerGpuHour()->origin, PriceOrigin::Catalog);
    QCOMPARE(priceOriginText(*c.containerPerGpuHour()).toString(nullptr),
             QStringLiteral("catalog price of 2026"));
    // The H100 SXM has no CNY rate in pricing.yaml: its container rate is 4.92 USD an hour of
    // 2025-01 and its purchase 33,600 USD of 2023-05 converted (accelerators.yaml).
    const Accelerator &h100 = *catalog.accelerator(u"nvidia-h100-sxm5-80gb");
    const RateCard h = rateCard(h100, catalog.pricing());
    QVERIFY(h.containerPerGpuHour() && h.containerPerGpuHour()->derived);
    QCOMPARE(h.containerPerGpuHour()->date, QStringLiteral("2025-01"));
    QCOMPARE(h.purchasePerGpu()->date, QStringLiteral("2023-05"));
    QCOMPARE(priceOriginText(*h.purchasePerGpu()).toString(nullptr),
             QStringLiteral("derived from the catalog price of 2023-05"));
}

void TestQuotedCatalog::whatIsNotQuotedStays()
{
    const Catalog &catalog = *AtlasTest::catalog();
    const Catalog quoted = catalog.withQuotes({rtx4090()});
    // The same card in another form, and another card, keep the catalog's rates.
    QCOMPARE(card(quoted, "nvidia-rtx-4090").purchasePerGpu()->value,
             card(catalog, "nvidia-rtx-4090").purchasePerGpu()->value);
    QCOMPARE(card(quoted, "nvidia-rtx-3090").containerPerGpuHour()->value,
             card(catalog, "nvidia-rtx-3090").containerPerGpuHour()->value);
    QCOMPARE(card(quoted, "nvidia-rtx-3090").containerPerGpuHour()->origin, PriceOrigin::Catalog);
    // The loaded catalog itself is untouched, and a copy shares the accelerators.
    QCOMPARE(card(catalog, "nvidia-rtx-4090").containerPerGpuHour()->origin, PriceOrigin::Catalog);
    QCOMPARE(&quoted.accelerators().constFirst(), &catalog.accelerators().constFirst());
}

void TestQuotedCatalog::instanceQuotes()
{
    // Alibaba's ecs.gn7e-c16g1.4xlarge carries one A100 80GB (providers.yaml).
    UserQuote hourly = quote("nvidia-a100-sxm4-80gb", 1, ServiceForm::Container, 30, QuotePer::Hour);
    hourly.providerId = QStringLiteral("aliyun");
    hourly.instanceId = QStringLiteral("ecs.gn7e-c16g1.4xlarge");
    UserQuote monthly = hourly;
    monthly.form = ServiceForm::CloudMonthly;
    monthly.per = QuotePer::Month;
    monthly.priceCny = 15000;
    const Catalog &catalog = *AtlasTest::catalog();
    const Catalog quoted = catalog.withQuotes({hourly, monthly});
    const Instance *before = catalog.provider(u"aliyun")->instance(u"ecs.gn7e-c16g1.4xlarge");
    const Instance *i = quoted.provider(u"aliyun")->instance(u"ecs.gn7e-c16g1.4xlarge");
    QVERIFY(i->price && i->monthlyPrice);
    QCOMPARE(i->price->amount, 30.0);
    QCOMPARE(i->price->currency, QStringLiteral("CNY"));
    QCOMPARE(i->price->per, PricePeriod::Hour);
    QCOMPARE(i->price->origin, PriceOrigin::Quote);
    QCOMPARE(i->monthlyPrice->amount, 15000.0);
    QCOMPARE(i->monthlyPrice->per, PricePeriod::Month);
    // Where the catalog read its price stays the instance's default region.
    QCOMPARE(i->price->regionId, before->price ? before->price->regionId : QString());
    QVERIFY(!before->price || before->price->origin == PriceOrigin::Catalog);

    // A job of 2 h on it: whole instances × billed hours × 30 CNY.
    ProviderJob job;
    job.gpus = 1;
    job.wallHours = 2;
    const Provider &p = *quoted.provider(u"aliyun");
    const ProviderQuote bill = quoteInstance(quoted, p, *i, defaultRegion(p, *i), job);
    QVERIFY(bill.costCny);
    QCOMPARE(*bill.costCny, 30.0 * bill.billedQuantity * bill.instances);
    const PlanCost cost = providerPlanCost(bill, job, quoted.pricing(), 0);
    QCOMPARE(cost.rate.value, 30.0); // one card per instance: 30 a card-hour
    QCOMPARE(cost.rate.origin, PriceOrigin::Quote);
    QCOMPARE(cost.rate.date, QStringLiteral("2026-11-20"));
}

void TestQuotedCatalog::planUsesTheQuote()
{
    Scenario s = caseA();
    QCOMPARE(s.acceleratorId, QStringLiteral("nvidia-rtx-4090"));
    s.pricing = ServiceForm::Container;
    s.quotes = {rtx4090()};
    const Catalog quoted = AtlasTest::catalog()->withQuotes(s.quotes);
    const ScenarioResult r = evaluateScenario(s, quoted);
    QVERIFY(r.valid);
    const PlanCost &c = r.costToRun();
    QVERIFY(c.priced);
    QCOMPARE(c.rate.value, 0.95);
    QCOMPARE(c.rate.origin, PriceOrigin::Quote);
    QCOMPARE(c.computeCny, 0.95 * c.billedQuantity);
}

void TestQuotedCatalog::compareOptionUsesTheQuote()
{
    Scenario s = caseA();
    s.quotes = {rtx4090()};
    CompareOption o;
    o.acceleratorId = QStringLiteral("nvidia-rtx-4090");
    o.form = ServiceForm::Container;
    s.compare = {o};
    const Catalog quoted = AtlasTest::catalog()->withQuotes(s.quotes);
    const ScenarioResult r = evaluateScenario(s, quoted);
    QCOMPARE(r.compare.size(), 1);
    QCOMPARE(r.compare.constFirst().cost.rate.origin, PriceOrigin::Quote);
    QCOMPARE(r.compare.constFirst().cost.rate.value, 0.95);
}

void TestQuotedCatalog::plannerUsesTheQuote()
{
    Scenario s = caseA();
    s.quotes = {rtx4090()};
    s.options.forms = {ServiceForm::Container};
    s.options.providers = false;
    const Catalog quoted = AtlasTest::catalog()->withQuotes(s.quotes);
    const PlannerResult planned = scenarioOptions(s, quoted, 1000);
    bool found = false;
    for (const PlannerOption &o : planned.options) {
        if (o.accelerator->id != u"nvidia-rtx-4090")
            continue;
        found = true;
        QCOMPARE(o.cost.rate.value, 0.95);
        QCOMPARE(o.cost.rate.origin, PriceOrigin::Quote);
        QCOMPARE(o.cost.computeCny, 0.95 * o.cost.billedQuantity);
    }
    QVERIFY(found);
}

void TestQuotedCatalog::matrixCellsUseTheQuote()
{
    const Catalog &catalog = *AtlasTest::catalog();
    const Catalog quoted = catalog.withQuotes({rtx4090()});
    FitMatrixRequest request;
    for (const ModelArch &m : catalog.models())
        request.models.append(&m);
    request.tasks = {Task::Lora};
    const Accelerator *card = catalog.accelerator(u"nvidia-rtx-4090");
    request.accelerators = {card};
    const FitMatrix matrix = computeFitMatrix(request);
    MatrixWork work;
    work.tokens = 1e8;
    work.forms = {ServiceForm::Container};
    const MatrixPlans before = computeMatrixPlans(matrix, catalog, work);
    const MatrixPlans after = computeMatrixPlans(matrix, quoted, work);
    const double catalogRate = ::card(catalog, "nvidia-rtx-4090").containerPerGpuHour()->value;
    int priced = 0;
    for (int row = 0; row < matrix.rowCount(); ++row) {
        const MatrixCellPlan &a = before.cell(row, 0);
        const MatrixCellPlan &b = after.cell(row, 0);
        if (!a.costCny)
            continue;
        ++priced;
        QVERIFY(qFuzzyCompare(*b.costCny, *a.costCny * 0.95 / catalogRate));
    }
    QVERIFY(priced > 0);
}

void TestQuotedCatalog::regionsAndTrialUseTheQuote()
{
    Scenario s = caseA();
    s.pricing = ServiceForm::Container;
    s.quotes = {rtx4090()};
    const Catalog quoted = AtlasTest::catalog()->withQuotes(s.quotes);
    const ScenarioResult r = evaluateScenario(s, quoted);
    QVERIFY(!r.regionsToRun().isEmpty());
    for (const RegionCost &rc : r.regionsToRun()) {
        QCOMPARE(rc.cost.rate.origin, PriceOrigin::Quote);
        QCOMPARE(rc.cost.rate.value, 0.95);
    }
    // The trial's hour of a container: the cards that run the plan × 1 h × 0.95.
    for (const PlanCost &trial : r.oneHourTrial)
        if (trial.form == ServiceForm::Container)
            QCOMPARE(trial.totalCny, 0.95 * r.gpusToRun());
}

void TestQuotedCatalog::scenarioMustBeEvaluatedOnItsQuotes()
{
    // A scenario with quotes on a catalog without them would show catalog prices as if they
    // were the user's: the engine refuses it instead.
    Scenario s = caseA();
    s.quotes = {rtx4090()};
    const ScenarioResult r = evaluateScenario(s, *AtlasTest::catalog());
    QVERIFY(!r.valid);
    QVERIFY(r.problems.constFirst().toString(nullptr).contains(QStringLiteral("quotes")));
}

QTEST_GUILESS_MAIN(TestQuotedCatalog)
#include "tst_quotedcatalog.moc"
