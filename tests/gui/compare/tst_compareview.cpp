#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "common/marketbadges.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "support/guitestutil.h"
#include "support/testutil.h"
#include "views/compare/compareview.h"

#include "scenario/scenarioengine.h"

#include <algorithm>

#include <QImage>
#include <QPainter>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include <cmath>

using Atlas::CompareRow;
using Atlas::CompareTable;
using Atlas::CompareView;
using Atlas::Language;
using Atlas::Scenario;

namespace {

// The view as the window builds it: bound to a document and display settings.
using Harness = AtlasTest::ViewHarness<CompareView>;

QImage render(const CompareView &view, QSize size = QSize(1400, 700))
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    view.plot(&painter, QRectF(QPointF(0, 0), size));
    painter.end();
    return image;
}

QList<int> bestColumns(const CompareTable &table, CompareRow row)
{
    QList<int> columns;
    for (int column = 0; column < table.columnCount(); ++column) {
        if (table.cell(row, column).best)
            columns << column;
    }
    return columns;
}

const QList<CompareRow> RankedRows = {CompareRow::Time,
                                      CompareRow::RunCost,
                                      CompareRow::Outlay,
                                      CompareRow::PerYear,
                                      CompareRow::OutputRate,
                                      CompareRow::UserRate,
                                      CompareRow::FirstToken,
                                      CompareRow::PerMillion,
                                      CompareRow::Electricity,
                                      CompareRow::Energy,
                                      CompareRow::Co2,
                                      CompareRow::Latency};

const QList<CompareRow> ServingRows = {CompareRow::OutputRate,
                                       CompareRow::UserRate,
                                       CompareRow::FirstToken,
                                       CompareRow::ServingCards,
                                       CompareRow::PerMillion};

// A row of the text table (CSV) by what it shows: the header is the first line.
QStringList textRow(const CompareTable &table, const QList<QStringList> &rows, CompareRow row)
{
    const qsizetype index = table.shownRows().indexOf(row);
    return index < 0 ? QStringList() : rows.at(1 + index);
}

const QString Dash = QStringLiteral("—");

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private slots:
    void fleetRowShowsTheRecommendedMix();
    void columnsFollowOptions_data();
    void columnsFollowOptions();
    void valuesMatchEngine_data();
    void valuesMatchEngine();
    void bestCostIsCheapestFittingOption();
    void westernRegionBeatsTheEast();
    void optionThatDoesNotFitIsMarkedAndNeverBest();
    void unknownValuesNeverWin();
    void rowsShownFollowTheOptions_data();
    void rowsShownFollowTheOptions();
    void inferenceColumnShowsServingRows();
    void timeBandIsTheDetail();
    void electricityInsideTheRentIsNotRanked();
    void purchaseShowsOutlayApartFromRunCost();
    void rentalHasNoOutlay();
    void providerOptionNamesItsInstance();
    void budgetRowJudgesInTheBudgetsTerms();
    void equalValuesHaveNoBest();
    void moreTokensPerSecondIsBest();
    void removeButtonRequestsRemoval();
    void plotIsNotBlank();
    void exportLeavesOutHover();
    void tableRowsShape_data();
    void tableRowsShape();
    void fewerThanTwoOptionsGiveAHint();
    void atMostFourColumns();
    void languageAndStyleSwitches();
    void plotInAnotherLanguage();
    void sameTableRepaintsNothing();
    void cleanup();
};

void TestCompareView::cleanup()
{
    Atlas::LanguageManager::instance()->setLanguage(Language::English);
}

void TestCompareView::columnsFollowOptions_data()
{
    QTest::addColumn<QString>("caseName");
    QTest::newRow("case B") << QStringLiteral("case-b");
    QTest::newRow("case C") << QStringLiteral("case-c");
}

void TestCompareView::columnsFollowOptions()
{
    QFETCH(QString, caseName);
    const Scenario scenario = AtlasTest::builtInScenario(caseName);
    QVERIFY(scenario.compare.size() >= 2);
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    QCOMPARE(view.objectName(), QStringLiteral("compareView"));
    QCOMPARE(view.columnCount(), int(scenario.compare.size()));
    QCOMPARE(view.results().size(), scenario.compare.size());
    QCOMPARE(view.findChildren<QToolButton *>().size(), scenario.compare.size());
    QVERIFY(view.table().legend().hint.isEmpty());
}

void TestCompareView::valuesMatchEngine_data()
{
    QTest::addColumn<QString>("caseName");
    QTest::addColumn<Language>("language");
    QTest::newRow("case B, English") << QStringLiteral("case-b") << Language::English;
    QTest::newRow("case B, Chinese") << QStringLiteral("case-b") << Language::Chinese;
    QTest::newRow("case C, English") << QStringLiteral("case-c") << Language::English;
    QTest::newRow("case C, Chinese") << QStringLiteral("case-c") << Language::Chinese;
}

void TestCompareView::valuesMatchEngine()
{
    QFETCH(QString, caseName);
    QFETCH(Language, language);
    const Scenario scenario = AtlasTest::builtInScenario(caseName);
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    viewHarness.display.setLanguage(language);
    const CompareTable &table = view.table();
    QCOMPARE(table.language(), language);

    namespace Format = Atlas::Format;
    for (int i = 0; i < scenario.compare.size(); ++i) {
        const Atlas::CompareResult r = Atlas::evaluateCompareOption(scenario,
                                                                    scenario.compare.at(i),
                                                                    *AtlasTest::catalog());
        QVERIFY(r.accelerator);
        const QString accelerator = r.accelerator->name.text(language);

        const Atlas::CompareHeader &header = table.header(i);
        QCOMPARE(header.title, scenario.compare.at(i).label.text(language));
        QVERIFY2(header.lines.join(u'\n').contains(accelerator),
                 qPrintable(header.lines.join(u'|')));
        QVERIFY(header.lines.join(u'\n').contains(QString::number(r.layout.gpus)));
        if (r.region)
            QVERIFY(header.lines.contains(r.region->name.text(language)));
        QCOMPARE(header.fits, r.fits);
        // Issue 26: the header wears the option's market badges, with the note behind them
        // (case B's H100 needs a licence in the mainland, its A100s are stock only).
        QCOMPARE(header.market, Atlas::marketBadgeText(r.market, viewHarness.display.context()));
        QCOMPARE(header.market.isEmpty(), !r.market.isMarked());
        QCOMPARE(header.marketNote.isEmpty(), !r.market.isMarked());
        if (r.accelerator->id == u"nvidia-h100-sxm5-80gb" && language == Language::English)
            QCOMPARE(header.market, QStringLiteral("licence required"));

        const QString memory = table.cell(CompareRow::Memory, i).text;
        QVERIFY2(memory.contains(Format::number(r.perGpu.total() / Atlas::GiB, 1, language)),
                 qPrintable(memory));
        QVERIFY(memory.contains(Format::gib(r.accelerator->memoryBytes(), language)));
        QVERIFY(table.cell(CompareRow::Layout, i).text.contains(QString::number(r.layout.gpus)));
        QVERIFY(table.cell(CompareRow::Layout, i)
                    .detail.contains(QStringLiteral("TP %1").arg(r.layout.tp)));

        QVERIFY(r.timeKnown);
        if (!r.fits) {
            // No plan: no time, price or energy, only why (the memory row).
            for (CompareRow row : {CompareRow::Time,
                                   CompareRow::RunCost,
                                   CompareRow::PerYear,
                                   CompareRow::Electricity,
                                   CompareRow::Energy,
                                   CompareRow::Co2}) {
                const Atlas::CompareCell &c = table.cell(row, i);
                QCOMPARE(c.text, QStringLiteral("—"));
                QVERIFY(!c.value && !c.best);
            }
            QVERIFY(table.cell(CompareRow::Memory, i).problem);
            QVERIFY(table.cell(CompareRow::Budget, i).detail.isEmpty());
            continue;
        }
        QCOMPARE(table.cell(CompareRow::Time, i).text, Format::hours(r.wallHours, language));
        if (r.cost.priced)
            QCOMPARE(table.cell(CompareRow::RunCost, i).text,
                     Format::money(r.cost.totalCny, language));
        else
            QVERIFY(table.cell(CompareRow::RunCost, i).problem);
        QCOMPARE(table.cell(CompareRow::Energy, i).text, Format::kwh(r.cost.energyKwh, language));
        QCOMPARE(table.cell(CompareRow::Co2, i).text, Format::co2(r.cost.co2Kg, language));
        if (r.region) {
            QVERIFY(table.cell(CompareRow::Latency, i)
                        .text.contains(Format::number(r.latencyFloorMs, 1, language)));
        }
        for (const Atlas::TrText &note : r.notes)
            QVERIFY(table.cell(CompareRow::Notes, i).text.contains(note.toString(nullptr)));
    }
}

void TestCompareView::bestCostIsCheapestFittingOption()
{
    // Case B: 0 (one A100, does not fit), 1 A100 and 2 H100 containers (training, priced),
    // 3 the A10 service (ranked apart). Case C: three H800 purchases in three regions, and the
    // Ascend 910B that does not fit.
    for (const QString &name : {QStringLiteral("case-b"), QStringLiteral("case-c")}) {
        const Scenario scenario = AtlasTest::builtInScenario(name);
        Harness viewHarness(scenario);
        CompareView &view = viewHarness.view;
        std::optional<double> cheapest;
        for (int i = 0; i < 3; ++i) {
            const Atlas::CompareResult &r = view.results().at(i);
            if (r.fits && r.cost.priced && (!cheapest || r.cost.totalCny < *cheapest))
                cheapest = r.cost.totalCny;
        }
        QVERIFY(cheapest);
        QList<int> expected;
        for (int i = 0; i < 3; ++i) {
            const Atlas::CompareResult &r = view.results().at(i);
            if (r.fits && r.cost.priced && r.cost.totalCny <= *cheapest * (1 + 1e-9))
                expected << i;
        }
        QCOMPARE(bestColumns(view.table(), CompareRow::RunCost), expected);
    }
}

void TestCompareView::westernRegionBeatsTheEast()
{
    // Case C: 0 Horinger, 1 Gui'an, 2 the Yangtze River Delta, 3 Ascend 910B in Horinger.
    const Scenario scenario = AtlasTest::builtInScenario(QStringLiteral("case-c"));
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    const CompareTable &table = view.table();
    for (const CompareRow row : {CompareRow::RunCost, CompareRow::Electricity}) {
        const QList<int> best = bestColumns(table, row);
        QVERIFY(!best.isEmpty());
        QVERIFY(!best.contains(2));
        QVERIFY(best.contains(0) || best.contains(1));
        QVERIFY(view.results().at(2).cost.totalCny > view.results().at(best.first()).cost.totalCny);
    }
}

void TestCompareView::optionThatDoesNotFitIsMarkedAndNeverBest()
{
    // Case B, option 1: one A100 80GB cannot hold a 13B full fine-tune with AdamW.
    const Scenario scenario = AtlasTest::builtInScenario(QStringLiteral("case-b"));
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    const CompareTable &table = view.table();
    QVERIFY(!view.results().at(0).fits);
    QVERIFY(!table.header(0).fits);
    const Atlas::CompareCell &memory = table.cell(CompareRow::Memory, 0);
    QVERIFY(memory.problem);
    QCOMPARE(memory.detail, QStringLiteral("Does not fit"));
    QVERIFY(textRow(table, table.rows(), CompareRow::Memory)
                .at(1)
                .contains(QStringLiteral("Does not fit")));
    for (const CompareRow row : RankedRows)
        QVERIFY2(!table.cell(row, 0).best, qPrintable(table.rowLabel(row)));

    // Whatever its figures, the highlight goes to a fitting option.
    const QList<Atlas::CompareResult> &results = view.results();
    const QList<int> bestEnergy = bestColumns(table, CompareRow::Energy);
    QVERIFY(!bestEnergy.isEmpty());
    for (const int column : bestEnergy)
        QVERIFY(results.at(column).fits);

    // The same in case C for the Ascend 910B column.
    Harness caseCHarness(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    CompareView &caseC = caseCHarness.view;
    QVERIFY(!caseC.results().at(3).fits);
    QVERIFY(caseC.table().cell(CompareRow::Memory, 3).problem);
    for (const CompareRow row : RankedRows)
        QVERIFY(!caseC.table().cell(row, 3).best);
}

void TestCompareView::unknownValuesNeverWin()
{
    // Case B, option 4 served from H800 containers: no rental price is known for the H800.
    Scenario caseB = AtlasTest::builtInScenario(QStringLiteral("case-b"));
    caseB.compare[3].acceleratorId = QStringLiteral("nvidia-h800-sxm5-80gb");
    Harness viewHarness(caseB);
    CompareView &view = viewHarness.view;
    QVERIFY(view.results().at(3).fits);
    QVERIFY(!view.results().at(3).cost.priced);
    for (const CompareRow row : {CompareRow::RunCost, CompareRow::PerMillion}) {
        const Atlas::CompareCell &cost = view.table().cell(row, 3);
        QVERIFY(cost.problem);
        QVERIFY(!cost.value);
        QVERIFY(!cost.best);
        QCOMPARE(cost.text, QStringLiteral("no price"));
    }

    // Case A has no region: latency is not known anywhere, so nothing is highlighted, and the
    // row, which would say "no region chosen" in every column, is left out.
    Harness caseAHarness(AtlasTest::builtInScenario(QStringLiteral("case-a")));
    CompareView &caseA = caseAHarness.view;
    QVERIFY(bestColumns(caseA.table(), CompareRow::Latency).isEmpty());
    QVERIFY(!caseA.table().cell(CompareRow::Latency, 0).text.contains(QStringLiteral("ms")));
    QVERIFY(!caseA.table().showsRow(CompareRow::Latency));
}

void TestCompareView::rowsShownFollowTheOptions_data()
{
    QTest::addColumn<QString>("caseName");
    QTest::addColumn<bool>("outlay");
    QTest::addColumn<bool>("perYear");
    QTest::addColumn<bool>("serving");
    QTest::addColumn<bool>("latency");
    // From the YAML files: A rents, a one-off job with a budget per run, no region; B rents,
    // weekly, against a yearly budget, with an A10 inference option, no region; C buys in
    // named regions, a one-off, no budget.
    QTest::newRow("case A") << QStringLiteral("case-a") << false << false << false << false;
    QTest::newRow("case B") << QStringLiteral("case-b") << false << true << true << false;
    QTest::newRow("case C") << QStringLiteral("case-c") << true << false << false << true;
}

void TestCompareView::rowsShownFollowTheOptions()
{
    QFETCH(QString, caseName);
    QFETCH(bool, outlay);
    QFETCH(bool, perYear);
    QFETCH(bool, serving);
    QFETCH(bool, latency);
    Harness viewHarness(AtlasTest::builtInScenario(caseName));
    const CompareTable &table = viewHarness.view.table();

    QList<CompareRow> expected = {CompareRow::Memory,
                                  CompareRow::Layout,
                                  CompareRow::Time,
                                  CompareRow::RunCost};
    if (outlay)
        expected << CompareRow::Outlay;
    if (perYear)
        expected << CompareRow::PerYear;
    expected << CompareRow::Budget;
    if (serving)
        expected += ServingRows;
    expected << CompareRow::Electricity << CompareRow::Energy << CompareRow::Co2;
    if (latency)
        expected << CompareRow::Latency;
    if (table.showsRow(CompareRow::Notes))
        expected << CompareRow::Notes;
    QCOMPARE(table.shownRows(), expected);

    // The text table (CSV) has the same rows, in the same order, with their labels.
    const QList<QStringList> rows = table.rows();
    QCOMPARE(rows.size(), 1 + expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QVERIFY(rows.at(1 + i).first().startsWith(table.rowLabel(expected.at(i))));
}

void TestCompareView::inferenceColumnShowsServingRows()
{
    // Case B: columns 0–2 train, column 3 is the A10 inference fleet.
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-b")));
    const CompareTable &table = viewHarness.view.table();
    const Atlas::CompareResult &fleet = viewHarness.view.results().at(3);
    QVERIFY(fleet.serving && fleet.serving->valid);

    QVERIFY(table.cell(CompareRow::OutputRate, 3).text.endsWith(QStringLiteral(" token/s")));
    QVERIFY(table.cell(CompareRow::UserRate, 3).text.endsWith(QStringLiteral(" token/s")));
    QVERIFY(table.cell(CompareRow::FirstToken, 3).text.endsWith(QStringLiteral(" s")));
    QCOMPARE(table.cell(CompareRow::ServingCards, 3).text,
             QStringLiteral("%1 cards").arg(fleet.serving->gpusTotal));
    QVERIFY(table.cell(CompareRow::ServingCards, 3)
                .detail.startsWith(QStringLiteral("%1 × (TP ").arg(fleet.serving->replicas)));
    // The cost per million output tokens: the service's cost over the tokens it serves.
    QVERIFY(fleet.cost.priced && fleet.costPerMillionTokensCny);
    const Atlas::CompareCell &perMillion = table.cell(CompareRow::PerMillion, 3);
    QCOMPARE(perMillion.text,
             Atlas::Format::money(*fleet.costPerMillionTokensCny, Language::English));
    QVERIFY(perMillion.value && !perMillion.problem);
    // The header counts the fleet's cards, not one replica's.
    QVERIFY(table.header(3).lines.first().startsWith(
        QStringLiteral("%1 × ").arg(fleet.serving->gpusTotal)));

    // Its time is the service period it was asked for: shown, never ranked.
    const Atlas::CompareCell &time = table.cell(CompareRow::Time, 3);
    QCOMPARE(time.detail, QStringLiteral("service period"));
    QVERIFY(!time.value);
    QVERIFY(!time.best);

    // The training columns have no serving figures: "—", not applicable, not a problem.
    for (int column = 0; column < 3; ++column) {
        for (const CompareRow row : ServingRows) {
            const Atlas::CompareCell &c = table.cell(row, column);
            QCOMPARE(c.text, Dash);
            QVERIFY(c.muted);
            QVERIFY(!c.problem);
            QVERIFY(!c.value);
            QVERIFY(!c.best);
        }
    }
}

void TestCompareView::electricityInsideTheRentIsNotRanked()
{
    // Case B's containers: the electricity is part of the rent, already in the run's cost. It
    // is shown for scale, but it is nothing the renter pays or saves: never "best".
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-b")));
    const CompareTable &table = viewHarness.view.table();
    int rentals = 0;
    for (int column = 0; column < table.columnCount(); ++column) {
        const Atlas::CompareResult &r = viewHarness.view.results().at(column);
        if (!r.fits || r.cost.form == Atlas::ServiceForm::Purchase || r.cost.powerW <= 0)
            continue;
        ++rentals;
        const Atlas::CompareCell &c = table.cell(CompareRow::Electricity, column);
        QCOMPARE(c.detail, QStringLiteral("included in the rent"));
        QVERIFY(!c.value && !c.best && c.muted);
    }
    QVERIFY(rentals >= 2);
}

void TestCompareView::timeBandIsTheDetail()
{
    // Case B, column 1: the A100 container trains at the calibrated efficiency, with its band.
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-b")));
    const Atlas::CompareResult &r = viewHarness.view.results().at(1);
    QVERIFY(r.fits && r.timeKnown);
    QVERIFY(r.wallHoursLow < r.wallHours && r.wallHours < r.wallHoursHigh);
    const Atlas::CompareCell &time = viewHarness.view.table().cell(CompareRow::Time, 1);
    QCOMPARE(time.text, Atlas::Format::hours(r.wallHours, Language::English));
    QCOMPARE(time.detail,
             Atlas::Format::hours(r.wallHoursLow, Language::English) + QStringLiteral("–")
                 + Atlas::Format::hours(r.wallHoursHigh, Language::English));
}

void TestCompareView::purchaseShowsOutlayApartFromRunCost()
{
    // Case C buys 64 H800 for each region: the cash is 64 × ¥241,920 (pricing.yaml's H800
    // purchase price) wherever they stand; a run is charged the depreciated share.
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    const CompareTable &table = viewHarness.view.table();
    const QString outlay = Atlas::Format::money(64 * 241920.0, Language::English);
    for (int column = 0; column < 3; ++column) {
        const Atlas::CompareCell &cash = table.cell(CompareRow::Outlay, column);
        const Atlas::CompareCell &run = table.cell(CompareRow::RunCost, column);
        QCOMPARE(cash.text, outlay);
        QCOMPARE(cash.detail, QStringLiteral("cash for 64 cards"));
        QVERIFY(run.text != cash.text);
        QVERIFY(run.detail.startsWith(QStringLiteral("depreciated share")));
        QVERIFY(run.value && cash.value && *run.value < *cash.value);
        // The same cash everywhere: nobody is best at it.
        QVERIFY(!cash.best);
    }
    // The Ascend 910B column does not fit: its figures are never best.
    QVERIFY(!table.cell(CompareRow::Outlay, 3).best);
    QVERIFY(!table.cell(CompareRow::Outlay, 3).value);
    // No budget: a state of its own, no verdict.
    QCOMPARE(table.rowCaption(CompareRow::Budget), QStringLiteral("none given"));
    for (int column = 0; column < table.columnCount(); ++column)
        QCOMPARE(table.cell(CompareRow::Budget, column).text, QStringLiteral("no budget"));
}

void TestCompareView::rentalHasNoOutlay()
{
    // Case B with its first option bought instead of rented: the outlay row appears, and the
    // rentals read "not a purchase" in it.
    Scenario scenario = AtlasTest::builtInScenario(QStringLiteral("case-b"));
    scenario.compare[0].form = Atlas::ServiceForm::Purchase;
    scenario.compare[0].gpus = 8;
    Harness viewHarness(scenario);
    const CompareTable &table = viewHarness.view.table();
    QVERIFY(table.showsRow(CompareRow::Outlay));
    const Atlas::CompareResult &bought = viewHarness.view.results().at(0);
    QVERIFY(bought.fits && bought.cost.priced && bought.spend.outlayCny);
    QVERIFY(table.cell(CompareRow::Outlay, 0).value);
    for (int column = 1; column < 4; ++column) {
        const Atlas::CompareCell &c = table.cell(CompareRow::Outlay, column);
        QCOMPARE(c.text, Dash);
        QCOMPARE(c.detail, QStringLiteral("not a purchase"));
        QVERIFY(c.muted && !c.problem && !c.value && !c.best);
    }
    // One purchase: nothing to beat in the outlay row.
    QVERIFY(!table.cell(CompareRow::Outlay, 0).best);
}

void TestCompareView::providerOptionNamesItsInstance()
{
    // Case B's two container options rented on named instances instead: AWS p4d in China
    // (Ningxia, a grid factor is known) and AWS p5 in us-east-1 (no grid factor catalogued).
    Scenario scenario = AtlasTest::builtInScenario(QStringLiteral("case-b"));
    scenario.compare[1].acceleratorId = QStringLiteral("nvidia-a100-sxm4-40gb"); // p4d's card
    scenario.compare[1].provider = Atlas::ProviderChoice{QStringLiteral("aws-china"),
                                                         QStringLiteral("p4d.24xlarge"),
                                                         QStringLiteral("cn-northwest-1")};
    scenario.compare[2].provider = Atlas::ProviderChoice{QStringLiteral("aws"),
                                                         QStringLiteral("p5.48xlarge"),
                                                         QStringLiteral("us-east-1")};
    Harness viewHarness(scenario);
    const CompareTable &table = viewHarness.view.table();
    QVERIFY(table.header(1).lines.at(1).contains(QStringLiteral("p4d.24xlarge")));
    QVERIFY(table.header(2).lines.at(1).contains(QStringLiteral("p5.48xlarge")));
    // The generic container form is not named for a provider's instance.
    QVERIFY(!table.header(2).lines.at(1).contains(QStringLiteral("ontainer")));

    const Atlas::CompareResult &china = viewHarness.view.results().at(1);
    const Atlas::CompareResult &abroad = viewHarness.view.results().at(2);
    QVERIFY(china.fits && china.cost.priced && china.cost.co2Known);
    QVERIFY(abroad.fits && abroad.cost.priced && !abroad.cost.co2Known);
    QVERIFY(table.cell(CompareRow::Co2, 1).value);
    const Atlas::CompareCell &unknownCo2 = table.cell(CompareRow::Co2, 2);
    QCOMPARE(unknownCo2.text, QStringLiteral("unknown"));
    QVERIFY(unknownCo2.problem && !unknownCo2.value && !unknownCo2.best);
    // Energy is still known: the cards draw the same power wherever they stand.
    QVERIFY(table.cell(CompareRow::Energy, 2).value);
}

void TestCompareView::budgetRowJudgesInTheBudgetsTerms()
{
    // Case B: ¥100,000 a year for a weekly job. Rent is compared as a year of weekly runs:
    // 365.25 / 7 runs.
    Harness caseB(AtlasTest::builtInScenario(QStringLiteral("case-b")));
    const CompareTable &table = caseB.view.table();
    QCOMPARE(table.rowCaption(CompareRow::Budget),
             Atlas::Format::money(100000, Language::English) + QStringLiteral(" per year"));
    // Column 0 does not fit: never within, whatever it would cost.
    QCOMPARE(table.cell(CompareRow::Budget, 0).text, QStringLiteral("does not fit"));
    for (int column = 1; column < 3; ++column) {
        const Atlas::CompareResult &r = caseB.view.results().at(column);
        QVERIFY(r.fits && r.spend.runCny);
        const double year = *r.spend.runCny * 365.25 / 7;
        QCOMPARE(table.cell(CompareRow::PerYear, column).text,
                 Atlas::Format::money(year, Language::English));
        const Atlas::CompareCell &verdict = table.cell(CompareRow::Budget, column);
        QCOMPARE(verdict.detail,
                 QStringLiteral("as it recurs: %1 per year")
                     .arg(Atlas::Format::money(year, Language::English)));
        if (year <= 100000) {
            QCOMPARE(verdict.text, QStringLiteral("within"));
            QVERIFY(!verdict.problem);
        } else {
            QCOMPARE(verdict.text,
                     QStringLiteral("over by %1")
                         .arg(Atlas::Format::money(year - 100000, Language::English)));
            QVERIFY(verdict.problem);
        }
    }

    // Case A: ¥10,000 a run; a QLoRA run on one card costs far less.
    Harness caseA(AtlasTest::builtInScenario(QStringLiteral("case-a")));
    const CompareTable &a = caseA.view.table();
    QCOMPARE(a.rowCaption(CompareRow::Budget),
             Atlas::Format::money(10000, Language::English) + QStringLiteral(" per run"));
    for (int column = 0; column < a.columnCount(); ++column) {
        QCOMPARE(a.cell(CompareRow::Budget, column).text, QStringLiteral("within"));
        QVERIFY(a.cell(CompareRow::Budget, column).detail.startsWith(QStringLiteral("a run: ¥")));
        QVERIFY(!a.cell(CompareRow::Budget, column).best);
    }
}

void TestCompareView::equalValuesHaveNoBest()
{
    // Two copies of one option: every figure is the same, so nobody is best anywhere.
    Scenario scenario = AtlasTest::builtInScenario(QStringLiteral("case-a"));
    scenario.compare = {scenario.compare.first(), scenario.compare.first()};
    scenario.compare[1].label.en = QStringLiteral("The same again");
    Harness viewHarness(scenario);
    const CompareTable &table = viewHarness.view.table();
    QCOMPARE(table.columnCount(), 2);
    QVERIFY(table.cell(CompareRow::RunCost, 0).value);
    for (const CompareRow row : RankedRows) {
        QCOMPARE(table.cell(row, 0).text, table.cell(row, 1).text);
        QVERIFY2(bestColumns(table, row).isEmpty(), qPrintable(table.rowLabel(row)));
    }
}

void TestCompareView::moreTokensPerSecondIsBest()
{
    // Case B with the H100 container serving too: the two services are ranked with each other
    // (more tokens per second wins, a shorter first token wins), the training runs apart.
    Scenario scenario = AtlasTest::builtInScenario(QStringLiteral("case-b"));
    scenario.compare[2].task = Atlas::Task::Inference;
    Harness viewHarness(scenario);
    const CompareTable &table = viewHarness.view.table();
    const Atlas::ServingResult &h100 = *viewHarness.view.results().at(2).serving;
    const Atlas::ServingResult &a10 = *viewHarness.view.results().at(3).serving;
    QVERIFY(h100.valid && a10.valid);

    const auto expect = [&](CompareRow row, double atH100, double atA10, bool higher) {
        QList<int> best;
        if (std::abs(atH100 - atA10) > 1e-9 * std::max(atH100, atA10))
            best << (((atH100 > atA10) == higher) ? 2 : 3);
        QCOMPARE(bestColumns(table, row), best);
    };
    expect(CompareRow::OutputRate, h100.outputTokensPerSecond, a10.outputTokensPerSecond, true);
    expect(CompareRow::UserRate, h100.userTokensPerSecond, a10.userTokensPerSecond, true);
    expect(CompareRow::FirstToken, h100.ttftSeconds, a10.ttftSeconds, false);
    // The one training column that fits has nobody to beat; the services' times are periods.
    QVERIFY(bestColumns(table, CompareRow::Time).isEmpty());
    // Run costs: the A100 training run (the only training column that fits) is not ranked
    // against a month of service; the two services are ranked with each other.
    const double h100Cost = viewHarness.view.results().at(2).cost.totalCny;
    const double a10Cost = viewHarness.view.results().at(3).cost.totalCny;
    QVERIFY(h100Cost > 0 && a10Cost > 0 && h100Cost != a10Cost);
    QCOMPARE(bestColumns(table, CompareRow::RunCost), QList<int>{h100Cost < a10Cost ? 2 : 3});
}

void TestCompareView::removeButtonRequestsRemoval()
{
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    view.resize(1400, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    QSignalSpy spy(&view, &CompareView::removeOptionRequested);
    for (const int index : {2, 0, 3}) {
        auto button = view.findChild<QToolButton *>(
            QStringLiteral("removeOptionButton%1").arg(index));
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QVERIFY(view.rect().contains(button->geometry()));
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.takeFirst().at(0).toInt(), index);
    }
    // The view only asks: the owner edits the scenario.
    QCOMPARE(view.columnCount(), 4);

    // Once the owner has removed an option, there is one button fewer.
    Scenario edited = viewHarness.document.scenario();
    edited.compare.removeAt(2);
    viewHarness.setScenario(edited);
    QCOMPARE(view.columnCount(), 3);
    QCOMPARE(view.findChildren<QToolButton *>().size(), 3);
}

void TestCompareView::plotIsNotBlank()
{
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    const QImage image = render(view);
    QSet<QRgb> colors;
    int opaque = 0;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) {
            const QRgb pixel = image.pixel(x, y);
            colors.insert(pixel);
            if (qAlpha(pixel) == 255)
                ++opaque;
        }
    }
    QVERIFY2(colors.size() > 50, qPrintable(QString::number(colors.size())));
    QCOMPARE(opaque, ((image.width() + 2) / 3) * ((image.height() + 2) / 3));
    // The best-value highlight is painted.
    QVERIFY(colors.contains(QColor(0xdd, 0xf3, 0xe4).rgb()));

    // Any target works, including a small one (scaled down) and an offset one.
    QImage small(500, 300, QImage::Format_ARGB32_Premultiplied);
    small.fill(Qt::transparent);
    QPainter painter(&small);
    view.plot(&painter, QRectF(20, 10, 460, 280));
    painter.end();
    QCOMPARE(small.pixelColor(0, 0).alpha(), 0);
    QCOMPARE(small.pixelColor(250, 150).alpha(), 255);
}

void TestCompareView::exportLeavesOutHover()
{
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    view.resize(1400, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto interactive = [&view] {
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        view.plot(&painter,
                  QRectF(view.rect()),
                  view.display()->context(),
                  Atlas::PlotMode::Interactive);
        return image;
    };
    const QImage exported = render(view, view.size());
    QCOMPARE(interactive(), exported);

    // Hovering a column highlights it on screen only.
    QTest::mouseMove(&view, QPoint(700, 400));
    QTRY_VERIFY(interactive() != exported);
    QCOMPARE(render(view, view.size()), exported);
}

void TestCompareView::tableRowsShape_data()
{
    QTest::addColumn<QString>("caseName");
    QTest::addColumn<Language>("language");
    QTest::addColumn<bool>("both");
    QTest::newRow("B en") << QStringLiteral("case-b") << Language::English << false;
    QTest::newRow("C en") << QStringLiteral("case-c") << Language::English << false;
    QTest::newRow("C zh") << QStringLiteral("case-c") << Language::Chinese << false;
    QTest::newRow("C both") << QStringLiteral("case-c") << Language::Chinese << true;
}

void TestCompareView::tableRowsShape()
{
    QFETCH(QString, caseName);
    QFETCH(Language, language);
    QFETCH(bool, both);
    Harness viewHarness(AtlasTest::builtInScenario(caseName));
    CompareView &view = viewHarness.view;
    viewHarness.display.setBothLanguages(both);
    const QList<QStringList> rows = view.tableRows(language);
    QCOMPARE(rows.size(), 1 + view.table().rowCount());
    for (const QStringList &row : rows) {
        QCOMPARE(row.size(), view.columnCount() + 1);
        for (const QString &cell : row.mid(1))
            QVERIFY(!cell.isEmpty());
    }
    for (int column = 0; column < view.columnCount(); ++column)
        QVERIFY(rows.first()
                    .at(column + 1)
                    .startsWith(
                        viewHarness.document.scenario().compare.at(column).label.text(language)));

    // The text rows carry what the cells show, in the language asked for (the first option
    // that fits: one that does not shows no figures).
    const auto fitting = std::find_if(view.results().cbegin(),
                                      view.results().cend(),
                                      [](const Atlas::CompareResult &x) { return x.fits; });
    QVERIFY(fitting != view.results().cend());
    const int column = int(fitting - view.results().cbegin());
    const Atlas::CompareResult &r = *fitting;
    QVERIFY(textRow(view.table(), rows, CompareRow::RunCost)
                .at(column + 1)
                .startsWith(Atlas::Format::money(r.cost.totalCny, language)));
    QVERIFY(textRow(view.table(), rows, CompareRow::Time)
                .at(column + 1)
                .startsWith(Atlas::Format::hours(r.wallHours, language)));
    // Asking for another language does not change what the view shows.
    QCOMPARE(view.table().language(), Language::English);
}

void TestCompareView::fewerThanTwoOptionsGiveAHint()
{
    Scenario scenario = AtlasTest::builtInScenario(QStringLiteral("case-c"));
    scenario.compare = scenario.compare.mid(0, 1);
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    QCOMPARE(view.columnCount(), 1);
    QVERIFY(!view.table().legend().hint.isEmpty());
    QVERIFY(bestColumns(view.table(), CompareRow::RunCost).isEmpty());
    QCOMPARE(view.tableRows(Language::English).first().size(), 2);

    scenario.compare.clear();
    viewHarness.setScenario(scenario);
    QCOMPARE(view.columnCount(), 0);
    QVERIFY(!view.table().legend().hint.isEmpty());
    QVERIFY(view.findChildren<QToolButton *>().isEmpty());
    const QList<QStringList> rows = view.tableRows(Language::English);
    QCOMPARE(rows.size(), 1 + view.table().rowCount());
    QCOMPARE(rows.first().size(), 1);
    // The hint alone is painted.
    const QImage image = render(view);
    QVERIFY(image.pixelColor(0, 0).alpha() == 255);
}

void TestCompareView::atMostFourColumns()
{
    Scenario scenario = AtlasTest::builtInScenario(QStringLiteral("case-c"));
    Atlas::CompareOption fifth = scenario.compare.first();
    fifth.label.en = QStringLiteral("Fifth");
    scenario.compare << fifth;
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    QCOMPARE(view.optionCount(), 5);
    QCOMPARE(view.columnCount(), CompareTable::MaxColumns);
    QVERIFY(view.table().legend().notes.join(u' ').contains(QStringLiteral("first 4 of 5")));
    QCOMPARE(view.tableRows(Language::English).first().size(), CompareTable::MaxColumns + 1);
}

void TestCompareView::languageAndStyleSwitches()
{
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    const QImage english = render(view);
    viewHarness.display.setLanguage(Language::Chinese);
    const Atlas::CompareResult &r = view.results().at(0);
    QCOMPARE(view.table().cell(CompareRow::RunCost, 0).text,
             Atlas::Format::money(r.cost.totalCny, Language::Chinese));
    QVERIFY(view.table().cell(CompareRow::RunCost, 0).text.contains(QStringLiteral("万元")));
    QVERIFY(view.table().header(0).lines.contains(r.region->name.zh));
    QVERIFY(render(view) != english);

    viewHarness.display.setLanguage(Language::English);
    QCOMPARE(render(view), english);
    viewHarness.display.setHighContrast(true);
    QVERIFY(render(view) != english);
    viewHarness.display.setHighContrast(false);

    // A language change event (the language manager switching) rebuilds without losing state.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&view, &change);
    QCOMPARE(view.columnCount(), 4);
    QCOMPARE(render(view), english);
}

void TestCompareView::plotInAnotherLanguage()
{
    // A Chinese picture from an English view (the report's case): different pixels, and the
    // view's own table and the application's language untouched.
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    const QString cost = view.table().cell(CompareRow::RunCost, 0).text;
    QImage english(1400, 700, QImage::Format_ARGB32_Premultiplied);
    QImage chinese = english;
    english.fill(Qt::white);
    chinese.fill(Qt::white);
    {
        QPainter p(&english);
        view.plot(&p, QRectF(0, 0, 1400, 700), Atlas::PlotContext::english());
    }
    {
        QPainter p(&chinese);
        view.plot(&p, QRectF(0, 0, 1400, 700), Atlas::PlotContext::chinese());
    }
    QVERIFY(english != chinese);
    QCOMPARE(view.table().language(), Language::English);
    QCOMPARE(view.table().cell(CompareRow::RunCost, 0).text, cost);
    QCOMPARE(Atlas::LanguageManager::instance()->language(), Language::English);
    // The CSV in Chinese is built the same way.
    const QList<QStringList> rows = view.tableRows(Language::Chinese);
    // The same rows in either language: the Chinese table's rows are the shown ones.
    QVERIFY(
        textRow(view.table(), rows, CompareRow::RunCost).join(u' ').contains(QStringLiteral("万元")));
}

void TestCompareView::sameTableRepaintsNothing()
{
    // A deadline step changes nothing the comparison shows: nothing is laid out or painted
    // again. A budget step does (the Budget row's verdicts), and so does a precision step.
    Harness viewHarness(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    view.resize(1400, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    AtlasTest::PaintCounter counter;
    view.installEventFilter(&counter);
    const QString cost = view.table().cell(CompareRow::RunCost, 0).text;
    viewHarness.document.edit(Atlas::ScenarioField::Deadline, QStringLiteral("d"), [](Scenario &s) {
        s.deadlineHours = 2000;
    });
    QTest::qWait(50);
    QCOMPARE(counter.paints, 0);
    QCOMPARE(view.table().cell(CompareRow::RunCost, 0).text, cost);
    QCOMPARE(view.table().cell(CompareRow::Budget, 0).text, QStringLiteral("no budget"));
    viewHarness.document.edit(Atlas::ScenarioField::Budget, QStringLiteral("b"), [](Scenario &s) {
        s.budgetCny = 123456;
    });
    QTRY_VERIFY(counter.paints > 0);
    QCOMPARE(view.table().cell(CompareRow::RunCost, 0).text, cost);
    QVERIFY(view.table().cell(CompareRow::Budget, 0).text != QStringLiteral("no budget"));
    counter.paints = 0;
    viewHarness.document.edit(Atlas::ScenarioField::Precision,
                              QStringLiteral("p"),
                              [](Scenario &s) { s.workload.precision = Atlas::Precision::Fp8; });
    QTRY_VERIFY(counter.paints > 0);
}

void TestCompareView::fleetRowShowsTheRecommendedMix()
{
    // Case B over a week of load (100 users in business hours, 10 otherwise): its A10
    // inference option (column 3) shows the mix the engine recommends on its card, a month;
    // the training columns have no fleet. Without the profile the row is left out.
    Scenario s = AtlasTest::builtInScenario(QStringLiteral("case-b"));
    {
        Harness plain(s);
        QVERIFY(!plain.view.table().shownRows().contains(CompareRow::FleetMix));
    }
    s.loadProfile = Atlas::LoadProfile{Atlas::ServingLoad::Kind::Users, 100, 10, 8, 5, {}, {}};
    s.load = Atlas::ServingLoad{Atlas::ServingLoad::Kind::Users, 100};
    Harness viewHarness(s);
    const CompareTable &t = viewHarness.view.table();
    QVERIFY(t.shownRows().contains(CompareRow::FleetMix));
    const Atlas::CompareResult &service = viewHarness.view.results().at(3);
    QVERIFY(service.fleetMix);
    const Atlas::CompareCell &cell = t.cell(CompareRow::FleetMix, 3);
    QCOMPARE(cell.text,
             Atlas::Format::money(service.fleetMix->costPerMonthCny, Language::English)
                 + QStringLiteral(" a month"));
    QVERIFY(cell.detail.startsWith(Atlas::fleetMixText(service.fleetMix->mix).toString()));
    QCOMPARE(cell.value, std::optional<double>(service.fleetMix->costPerMonthCny));
    for (int column = 0; column < 3; ++column)
        QVERIFY(t.cell(CompareRow::FleetMix, column).muted);
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
