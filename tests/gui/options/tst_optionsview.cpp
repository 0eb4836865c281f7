// The options view over its own document and display settings: the table is the document's
// options, the counts line says what the planner counted, the chart's front is the Pareto
// front, and every control is one undoable edit of the scenario's OptionsQuery.

#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "common/marketbadges.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "support/guitestutil.h"
#include "support/testutil.h"
#include "views/options/fleettable.h"
#include "views/options/optionschartwidget.h"
#include "views/options/optionsmodel.h"
#include "views/options/optionsview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace Atlas;

namespace {

// The built-in scenarios, and two of the README's examples.
Scenario scenarioNamed(const QString &name)
{
    if (name == u"70b") {
        // The README's worked example: ¥1 M and 30 days for 10 B tokens of 70B full fine-tuning.
        Scenario s = defaultScenario();
        s.modelId = QStringLiteral("llama-3.1-70b");
        s.workload.task = Task::Full;
        s.tokens = 1e10;
        s.budgetCny = 1e6;
        s.deadlineHours = 720;
        return s;
    }
    if (name == u"serve") {
        // A month of Llama 3.1 8B serving 50 users, 20,000 CNY a month.
        Scenario s = defaultScenario();
        s.workload.task = Task::Inference;
        s.tokens.reset();
        s.hours = 730;
        s.load = ServingLoad{ServingLoad::Kind::Users, 50};
        s.budgetCny = 20000;
        s.budgetPeriod = Period::Month;
        return s;
    }
    return AtlasTest::builtInScenario(name);
}

struct Harness : AtlasTest::ViewHarness<OptionsView>
{
    explicit Harness(const Scenario &scenario)
        : ViewHarness(scenario, QSize(1400, 900))
    {}
};

QString thousands(int n)
{
    return QLocale(QLocale::English).toString(n);
}

} // namespace

class TestOptionsView : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void tableEqualsTheDocumentsOptions_data();
    void tableEqualsTheDocumentsOptions();
    void countsLineSaysWhatWasRejected_data();
    void countsLineSaysWhatWasRejected();
    void emptyStatesSayWhy_data();
    void emptyStatesSayWhy();
    void chartFrontIsTheParetoFront_data();
    void chartFrontIsTheParetoFront();
    void controlsEditAsOneUndoStep_data();
    void controlsEditAsOneUndoStep();
    void useOptionIsOneEdit_data();
    void useOptionIsOneEdit();
    void addToComparisonIsARequest();
    void plotInAnotherLanguage();
    void hiddenViewRebuildsWhenShown();
    void everyColumnInViewAt1600px_data();
    void everyColumnInViewAt1600px();
    void fleetsListedWithAProfile();
    void useFleetIsOneEdit();
    void fleetToComparisonIsARequest();
};

void TestOptionsView::cleanup()
{
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestOptionsView::tableEqualsTheDocumentsOptions_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<Language>("language");
    for (const char *name : {"default", "case-a", "case-b", "case-c", "70b", "serve"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1, English").arg(QLatin1String(name))))
            << QString::fromLatin1(name) << Language::English;
        QTest::newRow(qPrintable(QStringLiteral("%1, Chinese").arg(QLatin1String(name))))
            << QString::fromLatin1(name) << Language::Chinese;
    }
}

void TestOptionsView::tableEqualsTheDocumentsOptions()
{
    QFETCH(QString, scenario);
    QFETCH(Language, language);
    Harness h(scenarioNamed(scenario));
    h.display.setLanguage(language);
    const PlannerResult &result = h.document.options();
    const OptionsModel &model = *h.view.model();
    const OptionsTable &table = model.table();
    QCOMPARE(model.rowCount(), int(result.options.size()));
    if (scenario != u"case-c") // case C has no budget: nothing to meet, everything listed
        QVERIFY(model.rowCount() > 0);
    // The default order is the planner's rank.
    QAbstractItemModel *shown = h.view.table()->model();
    const int accelerator = table.column(OptionsColumn::Accelerator);
    const int cards = table.column(OptionsColumn::Cards);
    const int bought = table.column(OptionsColumn::Bought);
    const int time = table.column(OptionsColumn::Time);
    const int cost = table.column(OptionsColumn::Cost);
    const int rank = table.column(OptionsColumn::Rank);
    QVERIFY(accelerator >= 0 && cards >= 0 && bought >= 0 && time >= 0 && cost >= 0);
    for (int r = 0; r < model.rowCount(); ++r) {
        const PlannerOption &o = result.options.at(r);
        QCOMPARE(shown->index(r, 0).data(OptionsModel::OptionRole).toInt(), r);
        QCOMPARE(model.index(r, accelerator).data().toString(), o.accelerator->name.text(language));
        QVERIFY(model.index(r, cards).data().toString().startsWith(
            Format::integer(o.layout.gpus, language) + QStringLiteral(" · ")));
        const QString how = model.index(r, bought).data().toString();
        if (o.provider)
            QVERIFY2(how.contains(o.instance->displayName()), qPrintable(how));
        else
            QCOMPARE(how, h.document.catalog().pricing().serviceForm(o.form)->name.text(language));
        QVERIFY(model.index(r, time).data().toString().startsWith(
            Format::hours(o.wallHours, language)));
        QCOMPARE(model.index(r, cost).data().toString(), Format::money(o.cost.totalCny, language));
        QCOMPARE(model.index(r, rank).data().toString().contains(u'★'), o.pareto);
        QCOMPARE(model.index(r, 0).data(OptionsModel::ParetoRole).toBool(), o.pareto);
    }
    // Purchases bring their cash and region, providers' instances their region, recurring
    // jobs and services their year.
    bool purchase = false, provider = false;
    for (const PlannerOption &o : result.options) {
        purchase |= o.form == ServiceForm::Purchase && !o.provider;
        provider |= o.provider != nullptr;
    }
    QCOMPARE(table.column(OptionsColumn::Cash) >= 0, purchase);
    QCOMPARE(table.column(OptionsColumn::Region) >= 0, purchase || provider);
    // Issue 26: every row wears its market's badges, with the note in the tooltip, and a
    // provider's row says where it runs.
    const int market = table.column(OptionsColumn::Market);
    const int region = table.column(OptionsColumn::Region);
    QVERIFY(market >= 0);
    const PlotContext context = h.display.context();
    for (int r = 0; r < model.rowCount(); ++r) {
        const PlannerOption &o = result.options.at(r);
        const QString badges = model.index(r, market).data().toString();
        QCOMPARE(badges, marketBadgeText(o.market, context));
        QCOMPARE(badges.isEmpty(), !o.market.isMarked());
        QCOMPARE(model.index(r, market).data(Qt::ToolTipRole).isNull(), !o.market.isMarked());
        if (o.provider)
            QVERIFY(model.index(r, region).data().toString().startsWith(
                o.providerRegion ? o.providerRegion->id : QString()));
        // The default market is the mainland: no provider outside it is listed.
        QVERIFY(!o.market.dataLeavesMainland());
    }
    const Scenario &s = h.document.scenario();
    const bool perYear = s.recurrence.runsPerYear() > 1
                         || (s.budgetCny && s.budgetPeriod != Period::Run)
                         || s.workload.task == Task::Inference;
    QCOMPARE(table.column(OptionsColumn::PerYear) >= 0, perYear);
    // A service is ranked by what a million output tokens cost, and shows it.
    const int perMillion = table.column(OptionsColumn::PerMillion);
    QCOMPARE(perMillion >= 0, scenario == u"serve");
    for (int r = 0; perMillion >= 0 && r < model.rowCount(); ++r) {
        const PlannerOption &o = result.options.at(r);
        QVERIFY(o.costPerMillionTokensCny);
        QCOMPARE(model.index(r, perMillion).data().toString(),
                 Format::money(*o.costPerMillionTokensCny, language));
        if (r > 0) // ranked by it
            QVERIFY(*o.costPerMillionTokensCny
                    >= *result.options.at(r - 1).costPerMillionTokensCny * (1 - 1e-9));
    }
}

void TestOptionsView::countsLineSaysWhatWasRejected_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("meets"); // what the head says the options meet
    QTest::newRow("default: a budget") << QStringLiteral("default") << QStringLiteral("the budget");
    QTest::newRow("case B: a yearly budget")
        << QStringLiteral("case-b") << QStringLiteral("the budget");
    QTest::newRow("70B: budget and deadline")
        << QStringLiteral("70b") << QStringLiteral("the budget and the deadline");
}

void TestOptionsView::countsLineSaysWhatWasRejected()
{
    QFETCH(QString, scenario);
    QFETCH(QString, meets);
    Harness h(scenarioNamed(scenario));
    const PlannerResult &r = h.document.options();
    const QString counts = h.view.countsText();
    const QString head = QStringLiteral("%1 of %2 configurations %3 %4")
                             .arg(thousands(r.accepted),
                                  thousands(r.considered),
                                  r.accepted == 1 ? QStringLiteral("meets") : QStringLiteral("meet"),
                                  meets);
    QVERIFY2(counts.startsWith(head), qPrintable(counts + QStringLiteral("\nexpected ") + head));
    const std::pair<int, QString> parts[] = {
        {r.rejected.doesNotFit,
         r.rejected.doesNotFit == 1
             ? QStringLiteral("1 does not fit")
             : thousands(r.rejected.doesNotFit) + QStringLiteral(" do not fit")},
        {r.rejected.overBudget, thousands(r.rejected.overBudget) + QStringLiteral(" over budget")},
        {r.rejected.tooSlow, thousands(r.rejected.tooSlow) + QStringLiteral(" too slow")},
        {r.rejected.noPrice, thousands(r.rejected.noPrice) + QStringLiteral(" without a price")},
        {r.rejected.noThroughput,
         thousands(r.rejected.noThroughput) + QStringLiteral(" without a published throughput")},
        {r.rejected.notAvailable,
         thousands(r.rejected.notAvailable) + QStringLiteral(" not available in mainland China")},
        {r.rejected.offshore,
         thousands(r.rejected.offshore) + QStringLiteral(" outside the mainland")},
    };
    int said = 0;
    for (const auto &[count, text] : parts) {
        QCOMPARE(counts.contains(text), count > 0);
        said += count > 0;
    }
    QVERIFY2(said > 0, "every built-in case rejects something");
    QVERIFY(counts.contains(QStringLiteral("; rejected: ")));
    // The counts add up: what was considered was accepted or rejected for one reason.
    QCOMPARE(r.accepted + r.rejected.doesNotFit + r.rejected.overBudget + r.rejected.tooSlow
                 + r.rejected.noPrice + r.rejected.noThroughput + r.rejected.notAvailable
                 + r.rejected.offshore,
             r.considered);
}

void TestOptionsView::emptyStatesSayWhy_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a budget of 1 CNY")
        << QStringLiteral("budget") << QStringLiteral("The budget turned away");
    QTest::newRow("three minutes for 70B")
        << QStringLiteral("deadline") << QStringLiteral("The deadline turned away");
    QTest::newRow("国产 and CUDA")
        << QStringLiteral("filter") << QStringLiteral("No accelerator in the catalog matches");
    QTest::newRow("no form") << QStringLiteral("forms") << QStringLiteral("No way of buying");
    // TPUs: no mainland channel and Google Cloud has no mainland region (availability.yaml).
    QTest::newRow("TPUs in the mainland")
        << QStringLiteral("xla") << QStringLiteral("The market turned away");
    QTest::newRow("INT4 pre-training")
        << QStringLiteral("invalid") << QStringLiteral("The scenario is not valid: ");
}

void TestOptionsView::emptyStatesSayWhy()
{
    QFETCH(QString, change);
    QFETCH(QString, expected);
    Scenario s = scenarioNamed(QStringLiteral("default"));
    if (change == u"budget") {
        s.budgetCny = 1;
    } else if (change == u"deadline") {
        s = scenarioNamed(QStringLiteral("70b"));
        s.budgetCny.reset();
        s.deadlineHours = 0.05; // three minutes
    } else if (change == u"filter") {
        s.options.domesticOnly = true;
        s.options.ecosystem = Ecosystem::Cuda;
    } else if (change == u"forms") {
        s.options.forms.clear();
        s.options.providers = false;
    } else if (change == u"xla") {
        s.options.ecosystem = Ecosystem::Xla;
    } else {
        s.workload.task = Task::Pretrain;
        s.workload.precision = Precision::Int4;
    }
    Harness h(s);
    QCOMPARE(h.view.model()->rowCount(), 0);
    const QString text = h.view.countsText();
    QVERIFY2(text.contains(expected), qPrintable(text));
    // The budget and the deadline are named with the count they turned away, before the
    // (often larger) counts of unpriced cards, which nothing in the options can change.
    const PlannerRejections &rejected = h.document.options().rejected;
    if (change == u"budget")
        QVERIFY(text.contains(expected + u' ' + thousands(rejected.overBudget)));
    if (change == u"deadline")
        QVERIFY(text.contains(expected + u' ' + thousands(rejected.tooSlow)));
    QVERIFY(h.view.chart()->data().points.isEmpty());
    QVERIFY(!h.view.findChild<QPushButton *>(QStringLiteral("useOptionButton"))->isEnabled());
}

void TestOptionsView::chartFrontIsTheParetoFront_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::newRow("default") << QStringLiteral("default");
    QTest::newRow("case A") << QStringLiteral("case-a");
    QTest::newRow("case B") << QStringLiteral("case-b");
    QTest::newRow("70B") << QStringLiteral("70b");
}

void TestOptionsView::chartFrontIsTheParetoFront()
{
    QFETCH(QString, scenario);
    Harness h(scenarioNamed(scenario));
    const PlannerResult &result = h.document.options();
    const OptionsChartData &chart = h.view.chart()->data();
    QCOMPARE(chart.points.size(), result.options.size()); // every listed option is placed
    QVERIFY(!chart.front.isEmpty());
    // The front: exactly the planner's Pareto options, fastest first and ever cheaper, and no
    // listed option is both faster (or as fast) and cheaper than one of its points.
    double previousCost = std::numeric_limits<double>::infinity();
    double previousHours = 0;
    for (int index : chart.front) {
        const OptionsChartPoint &p = chart.points.at(index);
        QVERIFY(p.pareto);
        QVERIFY(result.options.at(p.option).pareto);
        QVERIFY(!p.label.isEmpty());
        QVERIFY(p.hours >= previousHours);
        QVERIFY(p.costCny < previousCost);
        previousHours = p.hours;
        previousCost = p.costCny;
        for (const OptionsChartPoint &q : chart.points)
            QVERIFY(!(q.hours < p.hours && q.costCny <= p.costCny));
    }
    int pareto = 0;
    for (const OptionsChartPoint &p : chart.points) {
        pareto += p.pareto;
        if (p.pareto)
            continue;
        // Ranked by cost, whatever beats an option is listed too: some point dominates it.
        bool dominated = false;
        for (const OptionsChartPoint &q : chart.points)
            dominated |= q.pareto && q.hours <= p.hours && q.costCny <= p.costCny;
        QVERIFY(dominated);
    }
    QCOMPARE(pareto, int(chart.front.size()));

    // Selecting an option rings its point; clicking a point selects its row.
    h.view.selectOption(chart.points.last().option);
    QCOMPARE(h.view.chart()->highlighted(), chart.points.last().option);
    const int first = chart.points.at(chart.front.first()).option;
    QTest::mouseClick(h.view.chart(),
                      Qt::LeftButton,
                      {},
                      h.view.chart()->optionPosition(first).toPoint());
    QCOMPARE(h.view.currentOption(), first);
}

void TestOptionsView::controlsEditAsOneUndoStep_data()
{
    QTest::addColumn<QString>("control");
    QTest::newRow("rank by time") << QStringLiteral("optionsRank");
    QTest::newRow("国产 only") << QStringLiteral("optionsDomestic");
    QTest::newRow("software stack") << QStringLiteral("optionsEcosystem");
    QTest::newRow("provider instances") << QStringLiteral("optionsProviders");
    QTest::newRow("every region") << QStringLiteral("optionsAllRegions");
    QTest::newRow("container") << QStringLiteral("optionsForm_container");
    QTest::newRow("cloud monthly") << QStringLiteral("optionsForm_cloud-monthly");
    QTest::newRow("bare metal") << QStringLiteral("optionsForm_bare-metal");
    QTest::newRow("purchase") << QStringLiteral("optionsForm_purchase");
}

void TestOptionsView::controlsEditAsOneUndoStep()
{
    QFETCH(QString, control);
    Harness h(scenarioNamed(QStringLiteral("case-b")));
    const Scenario before = h.document.scenario();
    QUndoStack *stack = h.document.undoStack();
    const int steps = stack->count();
    OptionsQuery expected = before.options;
    if (auto *combo = h.view.findChild<QComboBox *>(control)) {
        int index = 1; // rank: the second entry is time
        if (control == u"optionsEcosystem") {
            index = combo->findText(QStringLiteral("CANN"));
            expected.ecosystem = Ecosystem::Cann;
        } else {
            expected.rank = OptionsQuery::Rank::Time;
        }
        QVERIFY(index > 0);
        combo->setCurrentIndex(index);
        emit combo->activated(index);
    } else {
        auto *box = h.view.findChild<QCheckBox *>(control);
        QVERIFY(box);
        const bool was = box->isChecked();
        QTest::mouseClick(box, Qt::LeftButton);
        QCOMPARE(box->isChecked(), !was);
        if (control == u"optionsDomestic")
            expected.domesticOnly = !was;
        else if (control == u"optionsProviders")
            expected.providers = !was;
        else if (control == u"optionsAllRegions")
            expected.allRegions = !was;
        else {
            const ServiceForm form = *serviceFormFromKey(control.section(u'_', 1));
            QCOMPARE(was, expected.forms.contains(form));
            expected.forms.removeAll(form);
            if (!was)
                expected.forms.append(form);
        }
    }
    QCOMPARE(stack->count(), steps + 1);
    QVERIFY(h.document.scenario().options == expected);
    // Nothing else changed.
    Scenario withQuery = before;
    withQuery.options = expected;
    QVERIFY(h.document.scenario() == withQuery);
    stack->undo();
    QVERIFY(h.document.scenario() == before);
}

void TestOptionsView::useOptionIsOneEdit_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("kind"); // which option: purchase, provider or rental
    QTest::newRow("70B: a rental") << QStringLiteral("70b") << QStringLiteral("rental");
    QTest::newRow("70B: a provider's instance")
        << QStringLiteral("70b") << QStringLiteral("provider");
    QTest::newRow("case B: a purchase") << QStringLiteral("case-b") << QStringLiteral("purchase");
}

void TestOptionsView::useOptionIsOneEdit()
{
    QFETCH(QString, scenario);
    QFETCH(QString, kind);
    Scenario s = scenarioNamed(scenario);
    if (kind == u"purchase")
        s.budgetCny.reset(); // every purchase is listed
    Harness h(s);
    const QList<PlannerOption> &options = h.document.options().options;
    int index = -1;
    for (int i = 0; i < options.size() && index < 0; ++i) {
        const PlannerOption &o = options.at(i);
        if ((kind == u"provider") == (o.provider != nullptr)
            && (kind == u"purchase") == (o.form == ServiceForm::Purchase))
            index = i;
    }
    QVERIFY2(index >= 0, "no option of that kind is listed");
    const PlannerOption o = options.at(index);
    const Scenario before = h.document.scenario();
    const int steps = h.document.undoStack()->count();
    h.view.selectOption(index);
    auto *use = h.view.findChild<QPushButton *>(QStringLiteral("useOptionButton"));
    QVERIFY(use->isEnabled());
    QTest::mouseClick(use, Qt::LeftButton);
    QCOMPARE(h.document.undoStack()->count(), steps + 1);
    const Scenario &after = h.document.scenario();
    QCOMPARE(after.acceleratorId, o.accelerator->id);
    QCOMPARE(after.layout, o.layout);
    QCOMPARE(after.pricing, o.form);
    QCOMPARE(after.provider.has_value(), o.provider != nullptr);
    if (o.provider) {
        QCOMPARE(after.provider->providerId, o.provider->id);
        QCOMPARE(after.provider->instanceId, o.instance->id);
        // The scenario prices the instance as the planner did: the same run cost.
        QVERIFY(qFuzzyCompare(h.document.result().cost.totalCny, o.cost.totalCny));
    }
    QCOMPARE(after.regionId, o.form == ServiceForm::Purchase ? o.region->id : before.regionId);
    QVERIFY(!after.pricePerGpuHour);
    // The scenario now is the option: it fits, and a rental's time is the option's.
    QVERIFY(h.document.result().fits);
    if (!o.provider && o.form != ServiceForm::Purchase)
        QVERIFY(qFuzzyCompare(h.document.result().wallHours, o.wallHours));
    h.document.undoStack()->undo();
    QVERIFY(h.document.scenario() == before);
}

void TestOptionsView::addToComparisonIsARequest()
{
    Harness h(scenarioNamed(QStringLiteral("70b")));
    QSignalSpy requests(&h.view, &OptionsView::compareOptionRequested);
    const Scenario before = h.document.scenario();
    h.view.selectOption(0);
    QTest::mouseClick(h.view.findChild<QPushButton *>(QStringLiteral("compareOptionButton")),
                      Qt::LeftButton);
    QCOMPARE(requests.size(), 1);
    const auto option = requests.first().first().value<CompareOption>();
    const PlannerOption &o = h.document.options().options.first();
    QCOMPARE(option.acceleratorId, o.accelerator->id);
    QCOMPARE(option.gpus, o.layout.gpus);
    QCOMPARE(*option.form, o.form);
    QCOMPARE(option.provider.has_value(), o.provider != nullptr);
    QVERIFY(h.document.scenario() == before); // the window adds it, not the view
}

void TestOptionsView::plotInAnotherLanguage()
{
    Harness h(scenarioNamed(QStringLiteral("70b")));
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    h.view.plot(&painter, QRectF(0, 0, 1600, 1000), PlotContext::chinese());
    painter.end();
    // Drawn: more than a few colours (points of several forms, text, grid).
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);
    QCOMPARE(h.display.language(), Language::English); // the window stays as it was
    QCOMPARE(h.view.model()->table().header(1), QStringLiteral("Accelerator"));
}

void TestOptionsView::hiddenViewRebuildsWhenShown()
{
    Harness h(scenarioNamed(QStringLiteral("default")));
    const int before = h.view.model()->rowCount();
    QVERIFY(before > 0);
    h.view.hide();
    h.document.edit(ScenarioField::Budget, QStringLiteral("budget"), [](Scenario &s) {
        s.budgetCny = 1;
    });
    QCOMPARE(h.view.model()->rowCount(), before); // hidden: not rebuilt yet
    h.view.show();
    QCOMPARE(h.view.model()->rowCount(), 0);
}

void TestOptionsView::everyColumnInViewAt1600px_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("language");
    QTest::newRow("case C en") << QStringLiteral("case-c") << int(Language::English);
    QTest::newRow("case B en") << QStringLiteral("case-b") << int(Language::English);
    QTest::newRow("case B zh") << QStringLiteral("case-b") << int(Language::Chinese);
    QTest::newRow("70b en") << QStringLiteral("70b") << int(Language::English);
}

// Issue 30 (journeys review): at 1600 px the Options table elided "16 · D···ZeRO-1" and left
// the per-year and budget columns off-screen. In the window the view gets the width left of
// the scenario panel, about 1180 px: every column is in view there, and an elided cell's whole
// text is its tooltip.
void TestOptionsView::everyColumnInViewAt1600px()
{
    QFETCH(QString, scenario);
    QFETCH(int, language);
    LanguageManager::instance()->setLanguage(Language(language));
    AtlasTest::ViewHarness<OptionsView> h(scenarioNamed(scenario), QSize(1180, 900));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QTableView *table = h.view.table();
    QVERIFY(table->model()->rowCount() > 0);
    int total = 0;
    for (int c = 0; c < table->model()->columnCount(); ++c)
        total += table->columnWidth(c);
    QVERIFY2(total <= table->viewport()->width(),
             qPrintable(QStringLiteral("%1 px of columns in %2 px")
                            .arg(total)
                            .arg(table->viewport()->width())));
    for (int c = 0; c < table->model()->columnCount(); ++c) {
        const QModelIndex cell = table->model()->index(0, c);
        const QString text = cell.data(Qt::DisplayRole).toString();
        if (!text.isEmpty())
            QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(text), qPrintable(text));
    }
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestOptionsView::fleetsListedWithAProfile()
{
    // The "serve" example over a week: 200 users in business hours, 20 otherwise, within
    // 20,000 CNY a month. The fleets are the document's, one row each, ranked by cost a month;
    // without a profile the table is not shown.
    Scenario s = scenarioNamed(u"serve"_qs);
    s.loadProfile = LoadProfile{ServingLoad::Kind::Users, 200, 20, 8, 5, {}, {}};
    s.load = ServingLoad{ServingLoad::Kind::Users, 200};
    Harness h(s);
    const FleetPlan &plan = h.document.options().fleets;
    QVERIFY(!plan.options.isEmpty());
    QVERIFY(h.view.fleets()->isVisible());
    const QTableWidget *table = h.view.fleets()->table();
    QCOMPARE(table->rowCount(), int(plan.options.size()));
    for (int r = 0; r < table->rowCount(); ++r) {
        const FleetOption &o = plan.options.at(r);
        QCOMPARE(table->item(r, 1)->text(), o.accelerator->name.text(Language::English));
        QCOMPARE(table->item(r, 2)->text(), fleetMixText(o.mix.mix).toString());
        QCOMPARE(table->item(r, 3)->text(), Format::money(o.mix.costPerMonthCny, Language::English));
        QVERIFY(o.mix.costPerMonthCny <= 20000);
        if (r > 0)
            QVERIFY(plan.options.at(r - 1).mix.costPerMonthCny <= o.mix.costPerMonthCny);
    }
    QVERIFY(h.view.fleets()->countsText().startsWith(
        QStringLiteral("%1 of %2").arg(plan.accepted).arg(plan.considered)));
    h.setScenario(scenarioNamed(u"serve"_qs));
    QVERIFY(!h.view.fleets()->isVisible());
}

namespace {

Scenario servedOverAWeek()
{
    Scenario s = scenarioNamed(u"serve"_qs);
    s.loadProfile = LoadProfile{ServingLoad::Kind::Users, 200, 20, 8, 5, {}, {}};
    s.load = ServingLoad{ServingLoad::Kind::Users, 200};
    return s;
}

// The first fleet on another card than the scenario's: using it changes something.
int fleetOnAnotherCard(const FleetPlan &plan, const QString &acceleratorId)
{
    for (int i = 0; i < plan.options.size(); ++i)
        if (plan.options.at(i).accelerator->id != acceleratorId)
            return i;
    return -1;
}

} // namespace

// "Use this card" on a fleet: one undoable edit that sets the card, after which the scenario's
// own weighing of the four mixes for that card holds the fleet's mix at the fleet's cost (the
// Options tab and the panel give one answer).
void TestOptionsView::useFleetIsOneEdit()
{
    Harness h(servedOverAWeek());
    const Scenario before = h.document.scenario();
    const int fleet = fleetOnAnotherCard(h.document.options().fleets, before.acceleratorId);
    QVERIFY2(fleet >= 0, "every fleet is on the scenario's card");
    const FleetOption o = h.document.options().fleets.options.at(fleet);
    auto *use = h.view.findChild<QPushButton *>(QStringLiteral("useFleetButton"));
    QVERIFY(!use->isEnabled()); // nothing selected yet
    h.view.fleets()->table()->selectRow(fleet);
    QVERIFY(use->isEnabled());
    const int steps = h.document.undoStack()->count();
    QTest::mouseClick(use, Qt::LeftButton);
    QCOMPARE(h.document.undoStack()->count(), steps + 1);
    QCOMPARE(h.document.scenario().acceleratorId, o.accelerator->id);
    const QList<FleetMixCost> &mixes = h.document.result().fleetMixes;
    const auto same = std::find_if(mixes.cbegin(), mixes.cend(), [&o](const FleetMixCost &m) {
        return m.mix == o.mix.mix;
    });
    QVERIFY(same != mixes.cend());
    QVERIFY2(qFuzzyCompare(same->costPerMonthCny, o.mix.costPerMonthCny),
             qPrintable(QStringLiteral("%1 in the scenario, %2 in the fleet table")
                            .arg(same->costPerMonthCny)
                            .arg(o.mix.costPerMonthCny)));
    h.document.undoStack()->undo();
    QVERIFY(h.document.scenario() == before);
}

void TestOptionsView::fleetToComparisonIsARequest()
{
    Harness h(servedOverAWeek());
    QSignalSpy requests(&h.view, &OptionsView::compareOptionRequested);
    const Scenario before = h.document.scenario();
    const FleetOption &o = h.document.options().fleets.options.first();
    h.view.fleets()->table()->selectRow(0);
    QTest::mouseClick(h.view.findChild<QPushButton *>(QStringLiteral("compareFleetButton")),
                      Qt::LeftButton);
    QCOMPARE(requests.size(), 1);
    const auto option = requests.first().first().value<CompareOption>();
    QCOMPARE(option.acceleratorId, o.accelerator->id);
    QCOMPARE(option.gpus, 0);                 // the comparison sizes it
    QVERIFY(h.document.scenario() == before); // a request, not an edit
}

QTEST_MAIN(TestOptionsView)
#include "tst_optionsview.moc"
