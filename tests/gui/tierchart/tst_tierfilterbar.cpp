#include "views/tierchart/tierfilterbar.h"

#include "catalog/catalog.h"
#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "document/scenariodocument.h"
#include "scores/radarscores.h"
#include "support/testutil.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

using namespace Atlas;

// The tier chart's filter bar: the 国产 toggle and the software-ecosystem choice edit the
// filter the chart reads, and the headless --tier-filter spec sets the same controls.
class TestTierFilterBar : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void ecosystemListsTheCatalogsStacks();
    void ecosystemAndDomesticFilter();
    void selectionSurvivesLanguageChange();
    void spec_data();
    void spec();
    void badSpecChangesNothing();
    void marketFilterFollowsTheScenario();

private:
    QComboBox *ecosystemBox() const
    {
        return m_bar->findChild<QComboBox *>(QStringLiteral("tierEcosystemFilter"));
    }
    QCheckBox *domesticBox() const
    {
        return m_bar->findChild<QCheckBox *>(QStringLiteral("tierDomesticFilter"));
    }
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<DisplaySettings> m_display;
    std::unique_ptr<TierFilterBar> m_bar;
};

void TestTierFilterBar::init()
{
    LanguageManager::instance()->setLanguage(Language::English);
    m_document = std::make_unique<ScenarioDocument>(AtlasTest::catalog());
    m_display = std::make_unique<DisplaySettings>();
    m_bar = std::make_unique<TierFilterBar>(m_document.get(), m_display.get());
}

void TestTierFilterBar::cleanup()
{
    m_bar.reset();
    m_display.reset();
    m_document.reset();
}

void TestTierFilterBar::ecosystemListsTheCatalogsStacks()
{
    QComboBox *box = ecosystemBox();
    QVERIFY(box);
    // "All stacks" and the 14 stacks of the catalog's 59 entries: every ecosystem key is used.
    QCOMPARE(box->count(), 1 + int(ecosystemKeys().size()));
    QCOMPARE(box->currentIndex(), 0);
    QStringList names;
    for (int i = 1; i < box->count(); ++i)
        names << box->itemText(i);
    QCOMPARE(names.first(), QStringLiteral("CUDA"));
    for (const char *name : {"CANN", "Neuware", "XPU", "MUSA", "MACA", "CoreX", "DTK", "ROCm"})
        QVERIFY2(names.contains(QLatin1String(name)), name);
    QVERIFY(!m_bar->filter().ecosystem);
}

void TestTierFilterBar::ecosystemAndDomesticFilter()
{
    QSignalSpy changed(m_bar.get(), &TierFilterBar::filterChanged);
    QComboBox *box = ecosystemBox();
    box->setCurrentIndex(box->findText(QStringLiteral("CANN")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(ecosystemKey(*m_bar->filter().ecosystem), QStringLiteral("cann"));
    QVERIFY(!m_bar->filter().domesticOnly);
    domesticBox()->setChecked(true); // the 国产 toggle stays, independent of the stack
    QCOMPARE(changed.count(), 2);
    QVERIFY(m_bar->filter().domesticOnly);
    QCOMPARE(ecosystemKey(*m_bar->filter().ecosystem), QStringLiteral("cann"));
    box->setCurrentIndex(0);
    QVERIFY(!m_bar->filter().ecosystem);
}

void TestTierFilterBar::selectionSurvivesLanguageChange()
{
    QComboBox *box = ecosystemBox();
    box->setCurrentIndex(box->findText(QStringLiteral("MUSA")));
    LanguageManager::instance()->setLanguage(Language::Chinese);
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(m_bar.get(), &change);
    QCOMPARE(ecosystemKey(*m_bar->filter().ecosystem), QStringLiteral("musa"));
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestTierFilterBar::spec_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("domestic");
    QTest::addColumn<QString>("ecosystem"); // empty: all
    QTest::addColumn<QString>("vendor");    // empty: all
    QTest::addColumn<int>("tier");          // -1: all
    QTest::newRow("domestic") << QStringLiteral("domestic") << true << QString() << QString() << -1;
    QTest::newRow("domestic cann") << QStringLiteral("domestic,ecosystem=cann") << true
                                   << QStringLiteral("cann") << QString() << -1;
    QTest::newRow("vendor and tier")
        << QStringLiteral("vendor=huawei, tier=flagship") << false << QString()
        << QStringLiteral("Huawei") << int(Tier::Flagship);
}

void TestTierFilterBar::spec()
{
    QFETCH(QString, spec);
    QFETCH(bool, domestic);
    QFETCH(QString, ecosystem);
    QFETCH(QString, vendor);
    QFETCH(int, tier);
    QCOMPARE(m_bar->applySpec(spec), QString());
    const TierChartFilter f = m_bar->filter();
    QCOMPARE(f.domesticOnly, domestic);
    QCOMPARE(f.ecosystem ? ecosystemKey(*f.ecosystem) : QString(), ecosystem);
    QCOMPARE(f.vendors.isEmpty() ? QString() : f.vendors.first(), vendor);
    QCOMPARE(f.tiers.isEmpty() ? -1 : int(f.tiers.first()), tier);
}

void TestTierFilterBar::badSpecChangesNothing()
{
    for (const char *bad : {"ecosystem=opencl", "vendor=Nobody", "tier=gold", "colour=red"}) {
        const QString problem = m_bar->applySpec(QStringLiteral("domestic,")
                                                 + QString::fromLatin1(bad));
        QVERIFY2(problem.contains(QString::fromLatin1(bad)), qPrintable(problem));
        QVERIFY(!m_bar->filter().domesticOnly); // all or nothing
    }
}

void TestTierFilterBar::marketFilterFollowsTheScenario()
{
    // Issue 26: "available in this market" keeps what the scenario's market can supply; in the
    // mainland the H100 (licence required) goes, the A100 (stock only, rented) and the Ascend
    // 910B stay (availability.yaml). A change of the market refilters.
    auto *market = m_bar->findChild<QCheckBox *>(QStringLiteral("tierMarketFilter"));
    QVERIFY(market);
    QVERIFY(!m_bar->filter().market);
    QSignalSpy changed(m_bar.get(), &TierFilterBar::filterChanged);
    market->setChecked(true);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_bar->filter().market, std::optional(Market::CnMainland));
    const Catalog &catalog = *AtlasTest::catalog();
    const RadarScorer scorer(catalog);
    const auto shown = [&](const TierChartFilter &f, const char *id) {
        const TierChartData d = buildTierChartData(catalog,
                                                   scorer,
                                                   Precision::Bf16,
                                                   f,
                                                   TierSizeMetric::Bandwidth);
        return d.point(QString::fromLatin1(id)) != nullptr;
    };
    QVERIFY(!shown(m_bar->filter(), "nvidia-h100-sxm5-80gb"));
    QVERIFY(shown(m_bar->filter(), "nvidia-a100-sxm4-80gb"));
    QVERIFY(shown(m_bar->filter(), "huawei-ascend-910b"));
    m_document->edit(ScenarioField::Market, QStringLiteral("m"), [](Scenario &s) {
        s.market = Market::Global;
    });
    QCOMPARE(changed.count(), 2);
    QVERIFY(shown(m_bar->filter(), "nvidia-h100-sxm5-80gb"));
    QVERIFY(!shown(m_bar->filter(), "huawei-ascend-910b")); // a domestic part, not sold abroad
    QCOMPARE(m_bar->applySpec(QStringLiteral("market")), QString());
    QVERIFY(m_bar->filter().market);
}

QTEST_MAIN(TestTierFilterBar)
#include "tst_tierfilterbar.moc"
