#include "views/scenario/scenariopanel.h"

#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "support/guitestutil.h"
#include "support/testutil.h"
#include "views/common/scenariosliders.h"
#include "views/scenario/spinsync.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QWheelEvent>

using namespace Atlas;

// The scenario panel: its widgets show the document's scenario and every change is a document
// edit; the budget control's typed entry and its "no budget" state; names from the catalog.
class TestScenarioPanel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void widgetsShowTheScenario_data();
    void widgetsShowTheScenario();
    void spinBoxesEditTheDocument();
    void typedBudget_data();
    void typedBudget();
    void noBudgetIsAStateOfItsOwn();
    void budgetSliderStepsAreRound_data();
    void budgetSliderStepsAreRound();
    void pricingNamesComeFromTheCatalog_data();
    void pricingNamesComeFromTheCatalog();
    void verdictNamesTheCapacity();
    void budgetPeriodDecidesTheComparedFigure_data();
    void budgetPeriodDecidesTheComparedFigure();
    void layoutThatDoesNotFitIsNotPriced();
    void budgetSentenceInChinese();
    void useTheLayoutThatFits();
    void servingSummaryGivesThePricePerMillion();
    void resultBoxDoesNotShrinkDuringADrag();
    void aSpinBoxThatShowsTheValueIsLeftAlone();
    void marketIsOneUndoStepEach();
    void verdictNamesTheMarket();
    void theWheelEditsOnlyAFocusedInput_data();
    void theWheelEditsOnlyAFocusedInput();
    void pricingNamesTheProvidersInstance();
    void aServedLoadIsTheOnlyContext();

private:
    template<typename T>
    T *find(const char *name)
    {
        T *w = m_panel->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no %s", name);
        return w;
    }
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<DisplaySettings> m_display;
    std::unique_ptr<ScenarioPanel> m_panel;
};

void TestScenarioPanel::init()
{
    LanguageManager::instance()->setLanguage(Language::English);
    m_document = std::make_unique<ScenarioDocument>(AtlasTest::catalog());
    m_display = std::make_unique<DisplaySettings>();
    m_panel = std::make_unique<ScenarioPanel>(m_document.get(), m_display.get());
}

void TestScenarioPanel::cleanup()
{
    m_panel.reset();
    m_display.reset();
    m_document.reset();
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestScenarioPanel::widgetsShowTheScenario_data()
{
    QTest::addColumn<int>("scenario");
    QTest::newRow("case A") << 0;
    QTest::newRow("case B") << 1;
    QTest::newRow("case C") << 2;
}

void TestScenarioPanel::widgetsShowTheScenario()
{
    QFETCH(int, scenario);
    const Scenario s = AtlasTest::builtInScenario(scenario);
    m_document->reset(s);
    QCOMPARE(find<QComboBox>("taskCombo")->currentData().toInt(), int(s.workload.task));
    QCOMPARE(find<QComboBox>("acceleratorCombo")->currentData().toString(), s.acceleratorId);
    QCOMPARE(find<QSpinBox>("gpuSpin")->value(), s.layout.gpus);
    QCOMPARE(find<QSpinBox>("tpSpin")->value(), s.layout.tp);
    QCOMPARE(find<QSpinBox>("ppSpin")->value(), s.layout.pp);
    QCOMPARE(find<QComboBox>("pricingCombo")->currentData().toInt(), int(s.pricing));
    QCOMPARE(find<QSlider>("precisionSlider")->value(),
             int(precisionScale().indexOf(s.workload.precision)));
    if (s.customModel)
        QCOMPARE(find<QComboBox>("modelCombo")->currentData().toString(), QString());
    else
        QCOMPARE(find<QComboBox>("modelCombo")->currentData().toString(), s.modelId);
    // Showing a scenario is not an edit.
    QCOMPARE(m_document->undoStack()->count(), 0);
}

void TestScenarioPanel::spinBoxesEditTheDocument()
{
    m_document->edit(ScenarioField::TensorParallel, QStringLiteral("tp"), [](Scenario &s) {
        s.layout.gpus = 4;
        s.layout.tp = 4;
    });
    // Three cards cannot keep tensor parallelism 4: the panel resets it, in the same edit.
    const int before = m_document->undoStack()->count();
    find<QSpinBox>("gpuSpin")->setValue(3);
    QCOMPARE(m_document->scenario().layout.gpus, 3);
    QCOMPARE(m_document->scenario().layout.tp, 1);
    QCOMPARE(m_document->undoStack()->count(), before + 1);
    QCOMPARE(find<QSpinBox>("tpSpin")->value(), 1);
}

void TestScenarioPanel::typedBudget_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("budget");
    QTest::newRow("exact") << QStringLiteral("1,000,000") << 1e6;
    QTest::newRow("plain") << QStringLiteral("250000") << 250000.0;
    QTest::newRow("万") << QStringLiteral("100万") << 1e6;
    QTest::newRow("亿") << QStringLiteral("1.5亿") << 1.5e8;
    QTest::newRow("yen sign and k") << QStringLiteral("¥25k") << 25000.0;
    QTest::newRow("odd amount") << QStringLiteral("123,457") << 123457.0;
}

void TestScenarioPanel::typedBudget()
{
    QFETCH(QString, typed);
    QFETCH(double, budget);
    auto *entry = find<QLineEdit>("budgetSliderEntry");
    entry->setText(typed);
    emit entry->editingFinished();
    QCOMPARE(*m_document->scenario().budgetCny, budget); // exactly: no slider rounding
    QCOMPARE(entry->text(), QLocale(QLocale::English).toString(budget, 'f', 0));
    QCOMPARE(find<QSlider>("budgetSlider")->value(), BudgetControl::sliderForBudget(budget));
    // What cannot be read is no budget change: the entry shows the scenario's again.
    entry->setText(QStringLiteral("lots"));
    emit entry->editingFinished();
    QCOMPARE(*m_document->scenario().budgetCny, budget);
    QCOMPARE(entry->text(), QLocale(QLocale::English).toString(budget, 'f', 0));
}

void TestScenarioPanel::noBudgetIsAStateOfItsOwn()
{
    auto *entry = find<QLineEdit>("budgetSliderEntry");
    QVERIFY(m_document->scenario().budgetCny); // the default scenario has one
    entry->clear();
    emit entry->editingFinished();
    QVERIFY(!m_document->scenario().budgetCny);
    QVERIFY(entry->text().isEmpty());
    QVERIFY(!entry->placeholderText().isEmpty()); // says "No budget", not ¥10,000
    QVERIFY(!m_document->result().budgetPerCardCny);
    // Moving the slider leaves the state.
    find<QSlider>("budgetSlider")->setValue(300);
    QCOMPARE(*m_document->scenario().budgetCny, 100000.0);
}

void TestScenarioPanel::budgetSliderStepsAreRound_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<double>("budget");
    QTest::addColumn<bool>("decade"); // a power of ten comes back to its own position
    // 100 positions a decade from 100 元, rounded to two significant digits.
    QTest::newRow("start") << 0 << 100.0 << true;
    QTest::newRow("10,000") << 200 << 10000.0 << true;
    QTest::newRow("31,623 → 32,000") << 250 << 32000.0 << false;
    QTest::newRow("100,000") << 300 << 100000.0 << true;
    QTest::newRow("12,589 → 13,000") << 210 << 13000.0 << false;
    QTest::newRow("end") << 600 << 1e8 << true;
}

void TestScenarioPanel::budgetSliderStepsAreRound()
{
    QFETCH(int, position);
    QFETCH(double, budget);
    QFETCH(bool, decade);
    QCOMPARE(BudgetControl::budgetForSlider(position), budget);
    if (decade)
        QCOMPARE(BudgetControl::sliderForBudget(budget), position);
    else
        QVERIFY(std::abs(BudgetControl::sliderForBudget(budget) - position) <= 2);
}

void TestScenarioPanel::pricingNamesComeFromTheCatalog_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << Language::English;
    QTest::newRow("Chinese") << Language::Chinese;
}

void TestScenarioPanel::pricingNamesComeFromTheCatalog()
{
    QFETCH(Language, language);
    m_display->setLanguage(language);
    QCoreApplication::sendPostedEvents(); // LanguageChange: the panel refills its lists
    auto *pricing = find<QComboBox>("pricingCombo");
    QCOMPARE(pricing->count(), 4);
    for (int i = 0; i < pricing->count(); ++i) {
        const ServiceFormInfo *info = AtlasTest::catalog()->pricing().serviceForm(
            ServiceForm(pricing->itemData(i).toInt()));
        QVERIFY(info);
        QCOMPARE(pricing->itemText(i), info->name.text(language));
    }
}

void TestScenarioPanel::verdictNamesTheCapacity()
{
    // Case B: 13B full fine-tuning on one A100 80GB does not fit. The verdict gives the memory
    // per GPU and the card's capacity as such, and the smallest layout that fits.
    m_document->reset(AtlasTest::builtInScenario(1));
    const QString verdict = find<QLabel>("verdictLabel")->text();
    QVERIFY2(verdict.contains(QStringLiteral("on a card of 80.0 GiB")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("the smallest layout that fits has")),
             qPrintable(verdict));
}

void TestScenarioPanel::budgetPeriodDecidesTheComparedFigure_data()
{
    QTest::addColumn<int>("period");
    QTest::addColumn<QString>("compared");
    QTest::addColumn<bool>("within");
    // A job of 2 × 10^8 tokens run weekly on rented cards (the case B work, on a layout that
    // fits) with a budget of ¥100,000: one run fits it, a year of weekly runs does not.
    QTest::newRow("per run") << int(Period::Run) << "cost" << true;
    QTest::newRow("per year") << int(Period::Year) << "per_year" << false;
}

void TestScenarioPanel::budgetPeriodDecidesTheComparedFigure()
{
    QFETCH(int, period);
    QFETCH(QString, compared);
    QFETCH(bool, within);
    Scenario s = AtlasTest::builtInScenario(1);
    s.workload.task = Task::Lora; // fits on one A100 80GB
    s.budgetCny = 100000;
    m_document->reset(s);
    QVERIFY(m_document->result().fits);
    auto *combo = find<QComboBox>("budgetPeriodCombo");
    const int index = combo->findData(period);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
    QCOMPARE(int(m_document->scenario().budgetPeriod), period);
    const Spend &spend = m_document->result().spend;
    QCOMPARE(comparedKey(spend.compared), compared);
    QCOMPARE(*spend.withinBudget, within);
    const QString summary = find<QLabel>("planSummary")->text();
    QVERIFY2(summary.contains(within ? QStringLiteral("Within the budget")
                                     : QStringLiteral("Over the budget")),
             qPrintable(summary));
    // Weekly: a year of 365.25 days holds 52.18 weeks, shown to one decimal.
    QVERIFY2(summary.contains(QStringLiteral("Per year (52.2 runs)")), qPrintable(summary));
}

void TestScenarioPanel::budgetSentenceInChinese()
{
    // Chinese names the period before the amount: 每年 10 万元, not "10 万元 每年".
    LanguageManager::instance()->setLanguage(Language::Chinese);
    QCoreApplication::sendPostedEvents();
    Scenario s = AtlasTest::builtInScenario(1);
    s.workload.task = Task::Lora;
    s.budgetCny = 100000;
    s.budgetPeriod = Period::Year;
    m_document->reset(s);
    const QString summary = find<QLabel>("planSummary")->text();
    const QString budget = Format::money(100000, Language::Chinese);
    QVERIFY2(summary.contains(QStringLiteral("预算（每年 ") + budget + QStringLiteral("）")),
             qPrintable(summary));
    QVERIFY2(!summary.contains(budget + QStringLiteral(" 每年")), qPrintable(summary));
}

void TestScenarioPanel::layoutThatDoesNotFitIsNotPriced()
{
    Scenario s = AtlasTest::builtInScenario(1); // full fine-tuning of a 13B model on one A100 80GB
    s.budgetCny = 1e9; // any budget: a plan that does not run is never "within" it
    m_document->reset(s);
    QVERIFY(!m_document->result().fits);
    const QString summary = find<QLabel>("planSummary")->text();
    QVERIFY2(summary.contains(QStringLiteral("not priced")), qPrintable(summary));
    // The only budget verdict is the smallest fit's, after it is named.
    const qsizetype fit = summary.indexOf(
        QStringLiteral("The smallest layout that fits (4 cards)"));
    QVERIFY2(fit >= 0, qPrintable(summary));
    QVERIFY2(summary.indexOf(QStringLiteral("Within the budget")) > fit, qPrintable(summary));
}

void TestScenarioPanel::useTheLayoutThatFits()
{
    m_document->reset(AtlasTest::builtInScenario(1));
    auto *button = find<QPushButton>("useFittingLayoutButton");
    QVERIFY(button->isVisibleTo(m_panel.get()));
    const Layout fitting = m_document->result().estimate.fit->layout;
    const Layout before = m_document->scenario().layout;
    button->click();
    QCOMPARE(m_document->scenario().layout, fitting);
    QVERIFY(m_document->result().fits);
    QVERIFY(!button->isVisibleTo(m_panel.get()));
    QCOMPARE(find<QSpinBox>("gpuSpin")->value(), fitting.gpus);
    QCOMPARE(m_document->undoStack()->count(), 1); // one step, undone as one
    m_document->undoStack()->undo();
    QCOMPARE(m_document->scenario().layout, before);
}

void TestScenarioPanel::servingSummaryGivesThePricePerMillion()
{
    Scenario s = AtlasTest::builtInScenario(1);
    s.workload.task = Task::Inference;
    s.load = ServingLoad{ServingLoad::Kind::Users, 50};
    m_document->reset(s);
    const ScenarioResult &r = m_document->result();
    QVERIFY(r.serving && r.serving->valid);
    QVERIFY(r.costPerMillionTokensCny);
    // The price per million output tokens is the run's cost over the tokens it serves.
    QCOMPARE(*r.costPerMillionTokensCny, r.cost.totalCny / (r.tokens / 1e6));
    const QString summary = find<QLabel>("planSummary")->text();
    QVERIFY2(summary.contains(QStringLiteral("Per million output tokens: ")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("output tokens/s")), qPrintable(summary));
}

void TestScenarioPanel::resultBoxDoesNotShrinkDuringADrag()
{
    // Case B does not fit on its one card (the verdict names the layout that does, a button
    // offers it); on that layout it fits and the plan has other lines: the two results need
    // boxes of different heights.
    m_document->reset(AtlasTest::builtInScenario(1));
    m_panel->resize(480, 900);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    auto *box = find<QGroupBox>("resultGroup");
    const auto setLayout = [this](const Layout &layout) {
        m_document->edit(ScenarioField::Gpus, QStringLiteral("cards"), [layout](Scenario &s) {
            s.layout = layout;
        });
    };
    const Layout oneCard = m_document->scenario().layout;
    const Layout fitting = m_document->result().estimate.fit->layout;
    QTest::qWait(50); // the layouts run
    const int oneCardHeight = box->height();
    setLayout(fitting);
    QTRY_VERIFY(box->height() != oneCardHeight);
    QTest::qWait(50); // the label's height for its width can take a second pass
    const int fittingHeight = box->height();
    const bool fittingIsTaller = fittingHeight > oneCardHeight;
    const Layout taller = fittingIsTaller ? fitting : oneCard;
    const Layout shorter = fittingIsTaller ? oneCard : fitting;
    const int tall = std::max(oneCardHeight, fittingHeight);
    const int low = std::min(oneCardHeight, fittingHeight);
    setLayout(taller);
    QTRY_COMPARE(box->height(), tall);

    // A drag passes both results: the box keeps the height of the taller one.
    m_document->beginInteraction();
    setLayout(shorter);
    QTest::qWait(50);
    QCOMPARE(box->height(), tall);
    setLayout(taller); // as a drag does, with the event loop between its steps
    QTest::qWait(50);
    QCOMPARE(box->height(), tall);
    setLayout(shorter);
    QTest::qWait(50);
    QCOMPARE(box->height(), tall);

    // The drag ends: the box takes the room it needs.
    m_document->endInteraction();
    QTRY_COMPARE(box->height(), low);
}

void TestScenarioPanel::aSpinBoxThatShowsTheValueIsLeftAlone()
{
    // QSpinBox::setValue() repaints even when the value stays; the panels call showValue().
    QSpinBox spin;
    spin.setRange(0, 100);
    spin.setValue(7);
    QDoubleSpinBox hours;
    hours.setDecimals(1);
    hours.setRange(0, 1e6);
    hours.setValue(24.0);
    AtlasTest::PaintCounter counter;
    for (QWidget *w : {static_cast<QWidget *>(&spin), static_cast<QWidget *>(&hours)}) {
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        w->installEventFilter(&counter);
    }
    QTest::qWait(20);
    counter.paints = 0;
    showValue(&spin, 7);
    showValue(&hours, 24.04); // 24.0 as the box shows it
    QTest::qWait(20);
    QCOMPARE(counter.paints, 0);
    showValue(&spin, 8);
    showValue(&hours, 24.06);
    QCOMPARE(spin.value(), 8);
    QCOMPARE(hours.value(), 24.1);
    QTRY_VERIFY(counter.paints >= 2);
}

void TestScenarioPanel::marketIsOneUndoStepEach()
{
    // Issue 26: the Market selector (中国大陆 / 全球) and "allow data to leave the mainland"
    // show the scenario's choice and change it in one undo step each.
    m_document->reset(AtlasTest::builtInScenario(1));
    auto *market = find<QComboBox>("marketCombo");
    auto *offshore = find<QCheckBox>("allowOffshoreCheck");
    QCOMPARE(market->count(), 2);
    QCOMPARE(market->currentText(), QStringLiteral("mainland China"));
    QVERIFY(!offshore->isChecked());
    QVERIFY(offshore->isEnabled());
    offshore->click();
    QVERIFY(m_document->scenario().allowOffshore);
    QCOMPARE(m_document->undoStack()->count(), 1);
    market->setCurrentIndex(market->findData(int(Market::Global)));
    emit market->activated(market->currentIndex());
    QCOMPARE(m_document->scenario().market, Market::Global);
    QCOMPARE(m_document->undoStack()->count(), 2);
    QVERIFY(!offshore->isEnabled()); // nothing to allow in the global market
    m_document->undoStack()->undo();
    QCOMPARE(m_document->scenario().market, Market::CnMainland);
    QCOMPARE(market->currentText(), QStringLiteral("mainland China"));
    QVERIFY(m_document->scenario().allowOffshore);
    m_document->undoStack()->undo();
    QVERIFY(!offshore->isChecked());
    LanguageManager::instance()->setLanguage(Language::Chinese);
    QCoreApplication::sendPostedEvents(); // the LanguageChange events are posted
    QCOMPARE(market->itemText(market->findData(int(Market::CnMainland))),
             QStringLiteral("中国大陆"));
    QCOMPARE(market->itemText(market->findData(int(Market::Global))), QStringLiteral("全球"));
}

void TestScenarioPanel::verdictNamesTheMarket()
{
    // Case B's own card, the A100 80GB, is stock only in the mainland (availability.yaml):
    // rented from the clouds' fleets, the verdict says so; bought, it is not offered.
    m_document->reset(AtlasTest::builtInScenario(1));
    QString verdict = find<QLabel>("verdictLabel")->text();
    QVERIFY2(verdict.contains(QStringLiteral("stock only")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("In mainland China: stock only since")),
             qPrintable(verdict));
    m_document->edit(ScenarioField::Pricing, QStringLiteral("buy"), [](Scenario &s) {
        s.pricing = ServiceForm::Purchase;
    });
    verdict = find<QLabel>("verdictLabel")->text();
    QVERIFY2(verdict.contains(QStringLiteral("Not bought new in mainland China")),
             qPrintable(verdict));
    // The L20 is available there: nothing to say.
    m_document->edit(ScenarioField::Accelerator, QStringLiteral("L20"), [](Scenario &s) {
        s.acceleratorId = QStringLiteral("nvidia-l20");
    });
    verdict = find<QLabel>("verdictLabel")->text();
    QVERIFY2(!verdict.contains(QStringLiteral("mainland")), qPrintable(verdict));
}

QTEST_MAIN(TestScenarioPanel)
#include "tst_scenariopanel.moc"

void TestScenarioPanel::theWheelEditsOnlyAFocusedInput_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("spin box") << QStringLiteral("sequenceSpin");
    QTest::newRow("another spin box") << QStringLiteral("batchSpin");
    QTest::newRow("combo box") << QStringLiteral("taskCombo");
    QTest::newRow("slider") << QStringLiteral("precisionSlider");
}

// Issue 30 (journeys review): six wheel notches over the panel scrolled it until the pointer
// was over "Prompt (tokens)", which then went 7680 → 7676, one undo step a notch. An input
// without the focus passes the wheel on to the scroll area; with the focus it takes it.
void TestScenarioPanel::theWheelEditsOnlyAFocusedInput()
{
    QFETCH(QString, input);
    m_panel->resize(420, 300); // shorter than the form: the inputs scroll
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    auto *target = m_panel->findChild<QWidget *>(input);
    QVERIFY(target);
    find<QScrollArea>("scenarioInputs")->ensureWidgetVisible(target);
    m_panel->setFocus();
    QVERIFY(!target->hasFocus());
    const Scenario before = m_document->scenario();
    const int undoSteps = m_document->undoStack()->count();
    // Returns whether the input took the event. One not taken goes on to the parents, the
    // scroll area first (for a real, spontaneous wheel event: one sent by a test stops here).
    const auto wheel = [target](int notches) {
        const QPointF at(target->width() / 2.0, target->height() / 2.0);
        QWheelEvent event(at,
                          target->mapToGlobal(at),
                          QPoint(),
                          QPoint(0, 120 * notches),
                          Qt::NoButton,
                          Qt::NoModifier,
                          Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(target, &event);
        return event.isAccepted();
    };
    QVERIFY2(!wheel(-1), "an input without the focus passes the wheel on");
    QVERIFY(!wheel(1));
    QVERIFY(m_document->scenario() == before);
    QCOMPARE(m_document->undoStack()->count(), undoSteps);
    QCOMPARE(target->focusPolicy(), Qt::StrongFocus); // the wheel does not give it the focus

    // Clicked (or tabbed) into, the input is the user's to wheel.
    m_panel->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
    target->setFocus(Qt::MouseFocusReason);
    QVERIFY(target->hasFocus());
    wheel(1);
    wheel(-1); // one of the two moves any input not at an end of its range
    QVERIFY(m_document->undoStack()->count() > undoSteps);
}

void TestScenarioPanel::pricingNamesTheProvidersInstance()
{
    const Provider *provider = nullptr;
    const Instance *instance = nullptr;
    for (const Provider &p : AtlasTest::catalog()->providers())
        for (const Instance &i : p.instances)
            if (!instance && !i.acceleratorId.isEmpty()) {
                provider = &p;
                instance = &i;
            }
    QVERIFY(instance);
    m_document->edit(ScenarioField::Pricing, QStringLiteral("use"), [&](Scenario &s) {
        s.acceleratorId = instance->acceleratorId;
        s.provider = ProviderChoice{provider->id, instance->id, {}, ProviderBilling::OnDemand};
    });
    auto *pricing = find<QComboBox>("pricingCombo");
    const QString shown = pricing->currentText();
    QVERIFY2(shown.contains(provider->name.text(Language::English)), qPrintable(shown));
    QVERIFY2(shown.contains(instance->displayName()), qPrintable(shown));
    const ServiceFormInfo *container = AtlasTest::catalog()->pricing().serviceForm(
        ServiceForm::Container);
    QVERIFY(container);
    QVERIFY(!shown.contains(container->name.text(Language::English)));

    const int steps = m_document->undoStack()->count();
    const int form = pricing->findData(int(ServiceForm::Container));
    QVERIFY(form > 0);
    pricing->setCurrentIndex(form);
    emit pricing->activated(form);
    QVERIFY(!m_document->scenario().provider);
    QCOMPARE(m_document->scenario().pricing, ServiceForm::Container);
    QCOMPARE(m_document->undoStack()->count(), steps + 1);
    QCOMPARE(pricing->currentText(), container->name.text(Language::English));
    QCOMPARE(pricing->findData(-1), -1); // the provider's entry is gone with it
}

// Issue 30 (journeys review): for inference the panel showed "Context 4096 × 1 sequence" beside
// "Prompt 7680, Answer 512, 500 users", two contexts of which the fit used the first. With a
// served load the single sequence's fields are hidden; without one they are the inputs.
void TestScenarioPanel::aServedLoadIsTheOnlyContext()
{
    m_panel->show();
    Scenario s = AtlasTest::builtInScenario(1);
    s.workload.task = Task::Inference;
    s.load = ServingLoad{ServingLoad::Kind::Users, 50};
    m_document->reset(s);
    QVERIFY(!find<QSpinBox>("sequenceSpin")->isVisible());
    QVERIFY(!find<QSpinBox>("batchSpin")->isVisible());
    QVERIFY(find<QSpinBox>("promptTokensSpin")->isVisible());
    s.load.reset(); // one sequence at a given context: its fields are the load
    m_document->reset(s);
    QVERIFY(find<QSpinBox>("sequenceSpin")->isVisible());
    QVERIFY(find<QSpinBox>("batchSpin")->isVisible());
}
