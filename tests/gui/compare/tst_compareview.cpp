#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "support/testutil.h"
#include "views/compare/compareview.h"

#include "scenario/scenarioengine.h"

#include <QImage>
#include <QPainter>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using Atlas::CompareRow;
using Atlas::CompareTable;
using Atlas::CompareView;
using Atlas::Language;
using Atlas::Scenario;

namespace {

// The seed's cases by file name: A (index 0), B and C.
Scenario loadCase(const QString &name)
{
    const QStringList files = Atlas::builtInScenarioFiles();
    for (const QString &file : files) {
        if (!file.contains(name))
            continue;
        Atlas::Diagnostics diagnostics;
        const std::optional<Scenario> scenario = Atlas::readScenarioFile(file,
                                                                         *AtlasTest::catalog(),
                                                                         diagnostics);
        if (scenario)
            return *scenario;
    }
    qFatal("built-in scenario %s not found", qPrintable(name));
    return {};
}

// The view as the window builds it: bound to a document and display settings.
struct Harness
{
    explicit Harness(const Scenario &scenario) { document.reset(scenario); }
    void setScenario(const Scenario &scenario) { document.reset(scenario); }

    Atlas::ScenarioDocument document{AtlasTest::catalog()};
    Atlas::DisplaySettings display;
    CompareView view{&document, &display};
};

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
                                      CompareRow::Cost,
                                      CompareRow::Electricity,
                                      CompareRow::Energy,
                                      CompareRow::Co2,
                                      CompareRow::Latency};

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private slots:
    void columnsFollowOptions_data();
    void columnsFollowOptions();
    void valuesMatchEngine_data();
    void valuesMatchEngine();
    void bestCostIsCheapestFittingOption();
    void westernRegionBeatsTheEast();
    void optionThatDoesNotFitIsMarkedAndNeverBest();
    void unknownValuesNeverWin();
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
    const Scenario scenario = loadCase(caseName);
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
    const Scenario scenario = loadCase(caseName);
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

        const QString memory = table.cell(CompareRow::Memory, i).text;
        QVERIFY2(memory.contains(Format::number(r.perGpu.total() / Atlas::GiB, 1, language)),
                 qPrintable(memory));
        QVERIFY(memory.contains(Format::gib(r.accelerator->memoryBytes(), language)));
        QVERIFY(table.cell(CompareRow::Layout, i).text.contains(QString::number(r.layout.gpus)));
        QVERIFY(table.cell(CompareRow::Layout, i)
                    .detail.contains(QStringLiteral("TP %1").arg(r.layout.tp)));

        QVERIFY(r.timeKnown);
        QCOMPARE(table.cell(CompareRow::Time, i).text, Format::hours(r.wallHours, language));
        if (r.cost.priced)
            QCOMPARE(table.cell(CompareRow::Cost, i).text, Format::money(r.cost.totalCny, language));
        else
            QVERIFY(table.cell(CompareRow::Cost, i).problem);
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
    for (const QString &name : {QStringLiteral("case-b"), QStringLiteral("case-c")}) {
        const Scenario scenario = loadCase(name);
        Harness viewHarness(scenario);
        CompareView &view = viewHarness.view;
        std::optional<double> cheapest;
        for (const Atlas::CompareResult &r : view.results()) {
            if (r.fits && r.cost.priced && (!cheapest || r.cost.totalCny < *cheapest))
                cheapest = r.cost.totalCny;
        }
        QVERIFY(cheapest);
        QList<int> expected;
        for (int i = 0; i < view.results().size(); ++i) {
            const Atlas::CompareResult &r = view.results().at(i);
            if (r.fits && r.cost.priced && r.cost.totalCny <= *cheapest * (1 + 1e-9))
                expected << i;
        }
        QCOMPARE(bestColumns(view.table(), CompareRow::Cost), expected);
    }
}

void TestCompareView::westernRegionBeatsTheEast()
{
    // Case C: 0 Horinger, 1 Gui'an, 2 the Yangtze River Delta, 3 Ascend 910B in Horinger.
    const Scenario scenario = loadCase(QStringLiteral("case-c"));
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    const CompareTable &table = view.table();
    for (const CompareRow row : {CompareRow::Cost, CompareRow::Electricity}) {
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
    const Scenario scenario = loadCase(QStringLiteral("case-b"));
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    const CompareTable &table = view.table();
    QVERIFY(!view.results().at(0).fits);
    QVERIFY(!table.header(0).fits);
    const Atlas::CompareCell &memory = table.cell(CompareRow::Memory, 0);
    QVERIFY(memory.problem);
    QCOMPARE(memory.detail, QStringLiteral("Does not fit"));
    QVERIFY(
        table.rows().at(1 + int(CompareRow::Memory)).at(1).contains(QStringLiteral("Does not fit")));
    for (const CompareRow row : RankedRows)
        QVERIFY2(!table.cell(row, 0).best, qPrintable(table.rowLabel(row)));

    // Whatever its figures, the highlight goes to a fitting option.
    const QList<Atlas::CompareResult> &results = view.results();
    const QList<int> bestEnergy = bestColumns(table, CompareRow::Energy);
    QVERIFY(!bestEnergy.isEmpty());
    for (const int column : bestEnergy)
        QVERIFY(results.at(column).fits);

    // The same in case C for the Ascend 910B column.
    Harness caseCHarness(loadCase(QStringLiteral("case-c")));
    CompareView &caseC = caseCHarness.view;
    QVERIFY(!caseC.results().at(3).fits);
    QVERIFY(caseC.table().cell(CompareRow::Memory, 3).problem);
    for (const CompareRow row : RankedRows)
        QVERIFY(!caseC.table().cell(row, 3).best);
}

void TestCompareView::unknownValuesNeverWin()
{
    // Case B, option 4: no price is known for A10 containers.
    Harness viewHarness(loadCase(QStringLiteral("case-b")));
    CompareView &view = viewHarness.view;
    QVERIFY(!view.results().at(3).cost.priced);
    const Atlas::CompareCell &cost = view.table().cell(CompareRow::Cost, 3);
    QVERIFY(cost.problem);
    QVERIFY(!cost.value);
    QVERIFY(!cost.best);
    QCOMPARE(cost.text, QStringLiteral("no price"));

    // Case A has no region: latency is not known anywhere, so nothing is highlighted.
    Harness caseAHarness(loadCase(QStringLiteral("case-a")));
    CompareView &caseA = caseAHarness.view;
    QVERIFY(bestColumns(caseA.table(), CompareRow::Latency).isEmpty());
    QVERIFY(!caseA.table().cell(CompareRow::Latency, 0).text.contains(QStringLiteral("ms")));
}

void TestCompareView::removeButtonRequestsRemoval()
{
    Harness viewHarness(loadCase(QStringLiteral("case-c")));
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
    Harness viewHarness(loadCase(QStringLiteral("case-c")));
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
    Harness viewHarness(loadCase(QStringLiteral("case-c")));
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
    Harness viewHarness(loadCase(caseName));
    CompareView &view = viewHarness.view;
    viewHarness.display.setBothLanguages(both);
    const QList<QStringList> rows = view.tableRows(language);
    QCOMPARE(rows.size(), 1 + CompareTable::rowCount());
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

    // The text rows carry what the cells show, in the language asked for.
    const Atlas::CompareResult &r = view.results().at(0);
    QVERIFY(rows.at(1 + int(CompareRow::Cost))
                .at(1)
                .startsWith(Atlas::Format::money(r.cost.totalCny, language)));
    QVERIFY(rows.at(1 + int(CompareRow::Time))
                .at(1)
                .startsWith(Atlas::Format::hours(r.wallHours, language)));
    // Asking for another language does not change what the view shows.
    QCOMPARE(view.table().language(), Language::English);
}

void TestCompareView::fewerThanTwoOptionsGiveAHint()
{
    Scenario scenario = loadCase(QStringLiteral("case-c"));
    scenario.compare = scenario.compare.mid(0, 1);
    Harness viewHarness(scenario);
    CompareView &view = viewHarness.view;
    QCOMPARE(view.columnCount(), 1);
    QVERIFY(!view.table().legend().hint.isEmpty());
    QVERIFY(bestColumns(view.table(), CompareRow::Cost).isEmpty());
    QCOMPARE(view.tableRows(Language::English).first().size(), 2);

    scenario.compare.clear();
    viewHarness.setScenario(scenario);
    QCOMPARE(view.columnCount(), 0);
    QVERIFY(!view.table().legend().hint.isEmpty());
    QVERIFY(view.findChildren<QToolButton *>().isEmpty());
    const QList<QStringList> rows = view.tableRows(Language::English);
    QCOMPARE(rows.size(), 1 + CompareTable::rowCount());
    QCOMPARE(rows.first().size(), 1);
    // The hint alone is painted.
    const QImage image = render(view);
    QVERIFY(image.pixelColor(0, 0).alpha() == 255);
}

void TestCompareView::atMostFourColumns()
{
    Scenario scenario = loadCase(QStringLiteral("case-c"));
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
    Harness viewHarness(loadCase(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    const QImage english = render(view);
    viewHarness.display.setLanguage(Language::Chinese);
    const Atlas::CompareResult &r = view.results().at(0);
    QCOMPARE(view.table().cell(CompareRow::Cost, 0).text,
             Atlas::Format::money(r.cost.totalCny, Language::Chinese));
    QVERIFY(view.table().cell(CompareRow::Cost, 0).text.contains(QStringLiteral("万元")));
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
    Harness viewHarness(loadCase(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    const QString cost = view.table().cell(CompareRow::Cost, 0).text;
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
    QCOMPARE(view.table().cell(CompareRow::Cost, 0).text, cost);
    QCOMPARE(Atlas::LanguageManager::instance()->language(), Language::English);
    // The CSV in Chinese is built the same way.
    const QList<QStringList> rows = view.tableRows(Language::Chinese);
    QVERIFY(rows.at(1 + int(CompareRow::Cost)).join(u' ').contains(QStringLiteral("万元")));
}

namespace {

class PaintCounter : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

} // namespace

void TestCompareView::sameTableRepaintsNothing()
{
    // A budget step changes no figure of the comparison: nothing is laid out or painted again.
    // A precision step does.
    Harness viewHarness(loadCase(QStringLiteral("case-c")));
    CompareView &view = viewHarness.view;
    view.resize(1400, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    PaintCounter counter;
    view.installEventFilter(&counter);
    const QString cost = view.table().cell(CompareRow::Cost, 0).text;
    viewHarness.document.edit(Atlas::ScenarioField::Budget, QStringLiteral("b"), [](Scenario &s) {
        s.budgetCny = 123456;
    });
    QTest::qWait(50);
    QCOMPARE(counter.paints, 0);
    QCOMPARE(view.table().cell(CompareRow::Cost, 0).text, cost);
    viewHarness.document.edit(Atlas::ScenarioField::Precision,
                              QStringLiteral("p"),
                              [](Scenario &s) { s.workload.precision = Atlas::Precision::Fp8; });
    QTRY_VERIFY(counter.paints > 0);
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
