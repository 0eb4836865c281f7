#include "views/regionpanel/regionpanel.h"

#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "support/guitestutil.h"
#include "support/testutil.h"
#include "views/common/scenariosliders.h"
#include "views/map/mapcolorscale.h"
#include "views/map/regionmapview.h"

#include <QCheckBox>
#include <QLineEdit>

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
    void anchoredRange_data();
    void anchoredRange();
    void flatScaleSaysSo_data();
    void flatScaleSaysSo();
    void narrowSpreadIsNotStretched();
    void noStaleDetails_data();
    void noStaleDetails();
    void unfitPlanIsMarked();
    void budgetIsTypedExactly();
    void providerLayerIsTheCatalogs();
    void providerLayerToggles();
    void providerSiteDetails();
    void legendIsBilingualWithCtrlB();

private:
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<DisplaySettings> m_display;
    std::unique_ptr<RegionPanel> m_panel;
};

void TestRegionPanel::init()
{
    LanguageManager::instance()->setLanguage(Language::English);
    m_document = std::make_unique<ScenarioDocument>(AtlasTest::catalog());
    // A plan that fits (8B LoRA needs about 30 GiB: not one RTX 4090, one A100 80GB).
    Scenario fitting = m_document->scenario();
    fitting.acceleratorId = QStringLiteral("nvidia-a100-sxm4-80gb");
    m_document->reset(fitting);
    QVERIFY(m_document->result().fits);
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
    m_panel->setMetric(RegionPanel::Metric::Tariff);
    QCOMPARE(m_panel->legend(PlotContext::chinese()).unit, QStringLiteral("元/kWh"));
    m_panel->setMetric(RegionPanel::Metric::Cost);
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
    AtlasTest::PaintCounter counter;
    m_panel->map()->installEventFilter(&counter);
    m_document->edit(ScenarioField::Precision, QStringLiteral("p"), [](Scenario &s) {
        s.workload.precision = Precision::Fp16; // the A100 has no FP8
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

void TestRegionPanel::anchoredRange_data()
{
    // Hand-derived: flat below a 3 % spread; otherwise the bar reaches at least twice the lowest.
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<bool>("flat");
    QTest::addColumn<double>("max");
    QTest::newRow("identical rents") << 12500.0 << 12500.0 << true << 25000.0;
    QTest::newRow("2% purchase spread") << 100000.0 << 102000.0 << true << 200000.0;
    QTest::newRow("PUE 1.20 vs 1.25") << 1.20 << 1.25 << false << 2.40;
    QTest::newRow("tariff 0.30-0.70") << 0.30 << 0.70 << false << 0.70;
    QTest::newRow("latency from the city itself") << 0.0 << 12.0 << false << 12.0;
    QTest::newRow("all zero") << 0.0 << 0.0 << true << 0.0;
}

void TestRegionPanel::anchoredRange()
{
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(bool, flat);
    QFETCH(double, max);
    const MapColorScale::AnchoredRange range = MapColorScale::anchoredRange(low, high);
    QCOMPARE(range.flat, flat);
    QCOMPARE(range.min, low);
    if (!flat)
        QCOMPARE(range.max, max);
}

void TestRegionPanel::flatScaleSaysSo_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("en") << Language::English;
    QTest::newRow("zh") << Language::Chinese;
}

void TestRegionPanel::flatScaleSaysSo()
{
    // Rent costs the same in every region: one colour, a legend that says so, no "A → A" bar.
    QFETCH(Language, language);
    m_document->edit(ScenarioField::Pricing, QStringLiteral("p"), [](Scenario &s) {
        s.pricing = ServiceForm::Container;
    });
    QVERIFY(m_document->result().valid && m_document->result().fits);
    PlotContext context{language};
    const MapLegend legend = m_panel->legend(context);
    QVERIFY(legend.flat);
    QVERIFY(!legend.spreadText.isEmpty());
    QCOMPARE(legend.minText, legend.maxText); // one figure, drawn once
    const QList<MapMarker> markers = m_panel->markers(context);
    const double first = markers.constFirst().value;
    QSet<QRgb> colours;
    for (const MapMarker &m : markers) {
        QCOMPARE(m.value, first);
        colours.insert(RegionMapView::colorFor(m.value, legend).rgb());
    }
    QCOMPARE(colours.size(), 1);
    // The map draws the screen's legend.
    QVERIFY(m_panel->map()->legend().flat);
}

void TestRegionPanel::narrowSpreadIsNotStretched()
{
    // PUE targets differ by tens of per cent at most: the bar reaches twice the lowest, so the
    // best and worst markers do not take the two ends of the palette.
    m_panel->setMetric(RegionPanel::Metric::Pue);
    const MapLegend legend = m_panel->map()->legend();
    QVERIFY(!legend.flat);
    QVERIFY(legend.max >= 2 * legend.min - 1e-9);
    QVERIFY(legend.dataMax < legend.max);
    QVERIFY(legend.spreadText.contains(u'%'));
    const QColor best = RegionMapView::colorFor(legend.dataMin, legend);
    const QColor worst = RegionMapView::colorFor(legend.dataMax, legend);
    const QColor end = RegionMapView::colorFor(legend.max, legend);
    QVERIFY(worst != end);
    QVERIFY(best != worst);
    m_panel->setMetric(RegionPanel::Metric::Cost);
}

void TestRegionPanel::noStaleDetails_data()
{
    QTest::addColumn<int>("change");
    QTest::newRow("INT4 on full fine-tuning") << 0;
    QTest::newRow("unknown accelerator") << 1;
}

void TestRegionPanel::noStaleDetails()
{
    QFETCH(int, change);
    auto *use = m_panel->findChild<QPushButton *>(QStringLiteral("useRegionButton"));
    auto *compare = m_panel->findChild<QPushButton *>(QStringLiteral("compareRegionButton"));
    emit m_panel->map()->regionClicked(QStringLiteral("horinger"));
    QVERIFY(m_panel->detailsHtml().contains(QStringLiteral("This plan here")));
    QVERIFY(use->isEnabled() && compare->isEnabled());
    m_document->edit(ScenarioField::Precision, QStringLiteral("c"), [change](Scenario &s) {
        if (change == 0) {
            s.workload.task = Task::Full;
            s.workload.precision = Precision::Int4;
        } else
            s.acceleratorId = QStringLiteral("no-such-card");
    });
    QVERIFY(!m_document->result().valid);
    // The hubs and clusters stay on the map; nothing of "this plan" is left.
    QCOMPARE(m_panel->map()->markers().size(), 18);
    for (const MapMarker &m : m_panel->map()->markers())
        QVERIFY(std::isnan(m.value));
    QVERIFY(!m_panel->detailsHtml().contains(QStringLiteral("This plan here")));
    QVERIFY(m_panel->detailsHtml().contains(QStringLiteral("not valid")));
    QVERIFY(!use->isEnabled());
    QVERIFY(!compare->isEnabled());
    QVERIFY(!m_panel->map()->legend().notice.isEmpty());
    // Catalog figures still colour the map.
    m_panel->setMetric(RegionPanel::Metric::Tariff);
    for (const MapMarker &m : m_panel->map()->markers())
        QVERIFY(std::isfinite(m.value));
    m_panel->setMetric(RegionPanel::Metric::Cost);
}

void TestRegionPanel::unfitPlanIsMarked()
{
    // 70B full fine-tuning on one RTX 4090 does not fit: the map prices the smallest layout
    // that fits and says so, never the one that does not.
    m_document->edit(ScenarioField::Model, QStringLiteral("m"), [](Scenario &s) {
        s.acceleratorId = QStringLiteral("nvidia-rtx-4090");
        s.modelId = QStringLiteral("llama-3.1-70b");
        s.workload.task = Task::Full;
    });
    const ScenarioResult &r = m_document->result();
    QVERIFY(r.valid);
    QVERIFY(!r.fits);
    QVERIFY(r.smallestFit);
    const MapLegend legend = m_panel->map()->legend();
    QVERIFY(legend.notice.contains(QString::number(r.smallestFit->layout.gpus)));
    // In both languages the notice says it in both (the bilingual report's map said it in
    // Chinese only): the Chinese sentence, then the English one.
    PlotContext both;
    both.bothLanguages = true;
    const QStringList lines = m_panel->legend(both).notice.split(u'\n');
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).contains(QStringLiteral("放不下")), qPrintable(lines.at(0)));
    QCOMPARE(lines.at(1), legend.notice);
    const QList<MapMarker> markers = m_panel->map()->markers();
    QCOMPARE(markers.size(), r.smallestFit->regions.size());
    for (qsizetype i = 0; i < markers.size(); ++i) {
        const RegionCost &rc = r.smallestFit->regions.at(i);
        if (rc.cost.priced)
            QCOMPARE(markers.at(i).value, rc.cost.totalCny);
    }
    emit m_panel->map()->regionClicked(QStringLiteral("horinger"));
    QVERIFY(m_panel->detailsHtml().contains(QStringLiteral("smallest layout that fits")));
}

void TestRegionPanel::budgetIsTypedExactly()
{
    // The map's budget is the shared control: typing 1000000 gives exactly ¥1,000,000.
    auto *entry = m_panel->findChild<BudgetControl *>()->entry();
    QVERIFY(entry);
    entry->selectAll();
    QTest::keyClicks(entry, QStringLiteral("1000000"));
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(*m_document->scenario().budgetCny, 1000000.0);
    QCOMPARE(entry->text(), QStringLiteral("1,000,000"));
}

void TestRegionPanel::providerLayerIsTheCatalogs()
{
    // Every mainland provider region with coordinates is on the map, once, where it is.
    m_panel->setShowProviders(true);
    const Catalog &catalog = m_document->catalog();
    int expected = 0;
    for (const Provider &p : catalog.providers())
        for (const ProviderRegion &r : p.regions)
            if (r.country == QStringLiteral("CN") && r.lat && r.lon)
                ++expected;
    QVERIFY(expected >= 10);
    const QList<MapSite> sites = m_panel->map()->sites();
    QVERIFY(!sites.isEmpty());
    int drawn = 0;
    for (const MapSite &site : sites) {
        drawn += site.count;
        const ProviderSite *s = m_document->providerLayer().site(site.id);
        QVERIFY(s);
        for (const ProviderSiteEntry &e : s->entries) {
            QVERIFY(e.region->isMainland());
            QVERIFY(std::abs(*e.region->lat - site.lat) <= PlaceToleranceDegrees);
            QVERIFY(std::abs(*e.region->lon - site.lon) <= PlaceToleranceDegrees);
        }
        QVERIFY(!site.links.isEmpty()); // each is linked to a hub or cluster
    }
    QCOMPARE(drawn, expected);
    // Regions abroad are listed, not drawn: Alibaba's Hong Kong, Tokyo and Frankfurt.
    QStringList overseas;
    for (const ProviderSiteEntry &e : m_document->providerLayer().overseas)
        overseas << e.provider->id + u'/' + e.region->id;
    QVERIFY(overseas.contains(QStringLiteral("aliyun/cn-hongkong")));
    QVERIFY(overseas.contains(QStringLiteral("aliyun/eu-central-1")));
}

void TestRegionPanel::providerLayerToggles()
{
    auto *check = m_panel->findChild<QCheckBox *>(QStringLiteral("mapProvidersCheck"));
    QVERIFY(check);
    check->setChecked(true);
    QVERIFY(!m_panel->map()->sites().isEmpty());
    check->setChecked(false);
    QVERIFY(m_panel->map()->sites().isEmpty());
    QVERIFY(m_panel->sites(PlotContext::chinese()).isEmpty()); // exports follow the toggle
    check->setChecked(true);
    QCOMPARE(m_panel->map()->sites().size(), m_document->providerLayer().sites.size());
}

void TestRegionPanel::providerSiteDetails()
{
    m_panel->setShowProviders(true);
    const ProviderLayer &layer = m_document->providerLayer();
    // The place with the most providers (Beijing): its details name every one.
    const ProviderSite *busiest = &layer.sites.constFirst();
    for (const ProviderSite &s : layer.sites)
        if (s.entries.size() > busiest->entries.size())
            busiest = &s;
    QVERIFY(busiest->entries.size() >= 3);
    emit m_panel->map()->regionClicked(busiest->id);
    for (const ProviderSiteEntry &e : busiest->entries)
        QVERIFY2(m_panel->detailsHtml().contains(e.provider->name.en.toHtmlEscaped()),
                 qPrintable(e.provider->id));
    QVERIFY(!m_panel->findChild<QPushButton *>(QStringLiteral("useRegionButton"))->isEnabled());
    // Issue 26: in the mainland market the regions abroad listed are the domestic providers'
    // (Alibaba's Hong Kong), said not to be offered; once data may leave, every provider's
    // (Lambda's, AWS's), each with where it is.
    QString html = m_panel->detailsHtml();
    QVERIFY2(html.contains(QStringLiteral("Not offered in the mainland market")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("Hong Kong")));
    QVERIFY(!html.contains(QStringLiteral("Lambda")));
    m_document->edit(ScenarioField::Market, QStringLiteral("m"), [](Scenario &s) {
        s.allowOffshore = true;
    });
    html = m_panel->detailsHtml();
    QVERIFY2(html.contains(QStringLiteral("Lambda")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("outside China")));
    QVERIFY(html.contains(QStringLiteral("Data stored there leaves the mainland")));
    // Hiding the layer clears a site's details.
    m_panel->setShowProviders(false);
    QVERIFY(m_panel->detailsHtml().isEmpty());
    m_panel->setShowProviders(true);
}

void TestRegionPanel::legendIsBilingualWithCtrlB()
{
    PlotContext both = PlotContext::english();
    both.bothLanguages = true;
    const QString zh = PlotContext::chinese().text(
        ATLAS_TR("Atlas::RegionPanel", "This plan's total cost"));
    QVERIFY(zh != QStringLiteral("This plan's total cost"));
    QVERIFY(m_panel->legend(both).title.contains(zh));
    QVERIFY(m_panel->legend(both).title.contains(QStringLiteral("This plan's total cost")));
    // Costs carry their unit in the values: no "（元）" over 万元.
    QVERIFY(m_panel->legend(PlotContext::chinese()).unit.isEmpty());
}

QTEST_MAIN(TestRegionPanel)
#include "tst_regionpanel.moc"
