#include "views/regionpanel/regionpanel.h"

#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "support/testutil.h"
#include "views/common/scenariosliders.h"
#include "views/map/regionmapview.h"

#include <QComboBox>
#include <QPushButton>
#include <QSlider>
#include <QTest>

using namespace Atlas;

// The map panel: markers from the document's region costs, dimmed over the budget, a map that
// repaints only when what it shows changed, and the same precision and budget edits as the
// scenario panel's.
class TestRegionPanel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void markersAreTheRegionCosts();
    void dimmedOverTheBudget_data();
    void dimmedOverTheBudget();
    void metricsLabelTheLegend_data();
    void metricsLabelTheLegend();
    void markersInAnotherLanguage();
    void unchangedMarkersRepaintNothing();
    void slidersEditLikeThePanels();
    void useRegion();

private:
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<DisplaySettings> m_display;
    std::unique_ptr<RegionPanel> m_panel;
};

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

void TestRegionPanel::init()
{
    LanguageManager::instance()->setLanguage(Language::English);
    m_document = std::make_unique<ScenarioDocument>(AtlasTest::catalog());
    m_display = std::make_unique<DisplaySettings>();
    m_panel = std::make_unique<RegionPanel>(m_document.get(), m_display.get());
    m_panel->setMetric(RegionPanel::Metric::Cost);
    m_panel->resize(1400, 800);
}

void TestRegionPanel::cleanup()
{
    m_panel.reset();
    m_display.reset();
    m_document.reset();
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestRegionPanel::markersAreTheRegionCosts()
{
    const ScenarioResult &r = m_document->result();
    const QList<MapMarker> markers = m_panel->markers();
    QCOMPARE(markers.size(), r.regions.size());
    QCOMPARE(markers.size(), 18); // 8 hubs and 10 clusters
    for (qsizetype i = 0; i < markers.size(); ++i) {
        const RegionCost &rc = r.regions.at(i);
        QCOMPARE(markers.at(i).id, rc.region->id);
        QCOMPARE(markers.at(i).hub, rc.region->isHub());
        if (rc.cost.priced)
            QCOMPARE(markers.at(i).value, rc.cost.totalCny);
    }
    QCOMPARE(m_panel->map()->markers(), markers); // what the map draws
}

void TestRegionPanel::dimmedOverTheBudget_data()
{
    QTest::addColumn<double>("budget");
    QTest::addColumn<QString>("expectation");
    QTest::newRow("tight") << 1.0 << QStringLiteral("all");
    QTest::newRow("generous") << 1e9 << QStringLiteral("none");
    QTest::newRow("none") << -1.0 << QStringLiteral("none");
}

void TestRegionPanel::dimmedOverTheBudget()
{
    QFETCH(double, budget);
    QFETCH(QString, expectation);
    m_document->edit(ScenarioField::Budget, QStringLiteral("b"), [budget](Scenario &s) {
        s.budgetCny = budget < 0 ? std::nullopt : std::optional<double>(budget);
    });
    for (const MapMarker &m : m_panel->map()->markers())
        QCOMPARE(m.dimmed, expectation == u"all");
}

void TestRegionPanel::metricsLabelTheLegend_data()
{
    QTest::addColumn<int>("metric");
    QTest::addColumn<QString>("title");
    QTest::newRow("cost") << int(RegionPanel::Metric::Cost)
                          << QStringLiteral("This plan's total cost");
    QTest::newRow("tariff") << int(RegionPanel::Metric::Tariff)
                            << QStringLiteral("Electricity tariff (indicative)");
    QTest::newRow("PUE") << int(RegionPanel::Metric::Pue) << QStringLiteral("PUE target");
    QTest::newRow("grid") << int(RegionPanel::Metric::GridFactor)
                          << QStringLiteral("Grid CO₂ factor (2023)");
    QTest::newRow("latency") << int(RegionPanel::Metric::Latency)
                             << QStringLiteral("Latency floor to the user city");
}

void TestRegionPanel::metricsLabelTheLegend()
{
    QFETCH(int, metric);
    QFETCH(QString, title);
    m_panel->setMetric(RegionPanel::Metric(metric));
    QCOMPARE(m_panel->map()->legend().title, title);
    // The markers carry the metric's value.
    const ScenarioResult &r = m_document->result();
    const QList<MapMarker> markers = m_panel->map()->markers();
    for (qsizetype i = 0; i < markers.size(); ++i) {
        const double expected = RegionPanel::metricValue(r.regions.at(i),
                                                         RegionPanel::Metric(metric));
        QVERIFY(markers.at(i).value == expected
                || (std::isnan(expected) && std::isnan(markers.at(i).value)));
    }
    m_panel->setMetric(RegionPanel::Metric::Cost);
}

void TestRegionPanel::markersInAnotherLanguage()
{
    // For a Chinese report from an English window: the values in Chinese, the screen's markers
    // untouched.
    m_document->edit(ScenarioField::Work, QStringLiteral("w"), [](Scenario &s) {
        s.tokens = 1e11; // enough work for costs in 万元
    });
    const QList<MapMarker> screen = m_panel->map()->markers();
    const QList<MapMarker> chinese = m_panel->markers(PlotContext::chinese());
    QCOMPARE(chinese.size(), screen.size());
    bool anyWan = false;
    for (const MapMarker &m : chinese)
        anyWan = anyWan || m.valueText.contains(QStringLiteral("万元"));
    QVERIFY(anyWan);
    QCOMPARE(m_panel->map()->markers(), screen);
    QCOMPARE(m_panel->legend(PlotContext::chinese()).unit,
             PlotContext::chinese().text(ATLAS_TR("Atlas::RegionPanel", "CNY")));
}

void TestRegionPanel::unchangedMarkersRepaintNothing()
{
    // Cards rented for 24 hours: a precision step changes no region's cost, a budget step that
    // stays above every cost dims nothing new. The map is not repainted.
    m_document->edit(ScenarioField::Work, QStringLiteral("w"), [](Scenario &s) {
        s.tokens.reset();
        s.hours = 24;
    });
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    QCoreApplication::processEvents();
    PaintCounter counter;
    m_panel->map()->installEventFilter(&counter);
    m_document->edit(ScenarioField::Precision, QStringLiteral("p"), [](Scenario &s) {
        s.workload.precision = Precision::Fp8;
    });
    m_document->edit(ScenarioField::Budget, QStringLiteral("b"), [](Scenario &s) {
        s.budgetCny = 20000;
    });
    QTest::qWait(50);
    QCOMPARE(counter.paints, 0);
    // A tight budget dims every marker: that is a repaint.
    m_document->edit(ScenarioField::Budget, QStringLiteral("b"), [](Scenario &s) {
        s.budgetCny = 1;
    });
    QTRY_VERIFY(counter.paints > 0);
}

void TestRegionPanel::slidersEditLikeThePanels()
{
    auto *precision = m_panel->findChild<QSlider *>(QStringLiteral("mapPrecisionSlider"));
    auto *budget = m_panel->findChild<QSlider *>(QStringLiteral("mapBudgetSlider"));
    QVERIFY(precision && budget);
    QCOMPARE(precision->value(),
             int(precisionScale().indexOf(m_document->scenario().workload.precision)));
    // A drag is one undo step, with the panel's field and text.
    budget->setSliderDown(true);
    for (int v : {100, 200, 300})
        budget->setValue(v);
    budget->setSliderDown(false);
    QCOMPARE(m_document->undoStack()->count(), 1);
    QCOMPARE(*m_document->scenario().budgetCny, BudgetControl::budgetForSlider(300));
    precision->setValue(int(precisionScale().indexOf(Precision::Int8)));
    QCOMPARE(m_document->scenario().workload.precision, Precision::Int8);
    QCOMPARE(m_document->undoStack()->count(), 2);
}

void TestRegionPanel::useRegion()
{
    auto *use = m_panel->findChild<QPushButton *>(QStringLiteral("useRegionButton"));
    QVERIFY(use);
    QVERIFY(!use->isEnabled());
    emit m_panel->map()->regionClicked(QStringLiteral("horinger"));
    QVERIFY(use->isEnabled());
    QTest::mouseClick(use, Qt::LeftButton);
    QCOMPARE(m_document->scenario().regionId, QStringLiteral("horinger"));
    QVERIFY(!use->isEnabled());
}

QTEST_MAIN(TestRegionPanel)
#include "tst_regionpanel.moc"
