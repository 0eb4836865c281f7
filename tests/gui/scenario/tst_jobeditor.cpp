#include "views/scenario/jobeditor.h"

#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "document/scenariodocument.h"
#include "support/testutil.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>

using namespace Atlas;

// The job editor: the work in the user's terms (tokens, samples × epochs, rented hours), how
// often it runs, the deadline, the training levers and the service of an inference job. Each
// change is one undoable edit of the document; the widgets show what the document holds.
class TestJobEditor : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void workModes_data();
    void workModes();
    void recurrenceAndDeadline();
    void leversEditTheWorkload();
    void inferenceShowsTheService();
    void serviceEditsTheLoadAndLevel();
    void loadOverTheWeekShowsTheMixes();
    void widgetsFollowUndo();

private:
    template<typename T>
    T *find(const char *name)
    {
        T *w = m_editor->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no %s", name);
        return w;
    }
    void chooseMode(int index)
    {
        auto *mode = find<QComboBox>("workModeCombo");
        mode->setCurrentIndex(index);
        emit mode->activated(index);
    }
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<DisplaySettings> m_display;
    std::unique_ptr<JobEditor> m_editor;
};

void TestJobEditor::init()
{
    LanguageManager::instance()->setLanguage(Language::English);
    m_document = std::make_unique<ScenarioDocument>(AtlasTest::catalog());
    m_display = std::make_unique<DisplaySettings>();
    m_editor = std::make_unique<JobEditor>(m_document.get(), m_display.get());
}

void TestJobEditor::cleanup()
{
    m_editor.reset();
    m_display.reset();
    m_document.reset();
}

void TestJobEditor::workModes_data()
{
    QTest::addColumn<int>("mode"); // the combo's order: tokens, samples × epochs, hours
    QTest::addColumn<QString>("spin");
    QTest::addColumn<double>("typed");
    QTest::addColumn<double>("tokens"); // what the engine then trains, 0: follows from speed
    QTest::addColumn<QString>("kind");
    QTest::newRow("2.5 B tokens") << 0 << QStringLiteral("workTokensSpin") << 2.5 << 2.5e9
                                  << QStringLiteral("tokens");
    // 40 thousand samples × the default 1 epoch × the default sequence length (2,048).
    QTest::newRow("40k samples") << 1 << QStringLiteral("workSamplesSpin") << 40.0 << 40e3 * 2048
                                 << QStringLiteral("samples");
    QTest::newRow("rent 48 h") << 2 << QStringLiteral("workHoursSpin") << 48.0 << 0.0
                               << QStringLiteral("rent_hours");
}

void TestJobEditor::workModes()
{
    QFETCH(int, mode);
    QFETCH(QString, spin);
    auto *amount = m_editor->findChild<QDoubleSpinBox *>(spin);
    QVERIFY(amount);
    QFETCH(double, typed);
    QFETCH(double, tokens);
    QFETCH(QString, kind);
    m_document->edit(ScenarioField::Sequence, QStringLiteral("seq"), [](Scenario &s) {
        s.workload.task = Task::Full;
        s.workload.seqLen = 2048;
        s.epochs = 1;
    });
    chooseMode(mode);
    QVERIFY(amount->isVisibleTo(m_editor.get()));
    const int before = m_document->undoStack()->count();
    amount->setValue(typed);
    QCOMPARE(m_document->undoStack()->count(), before + 1);
    const ScenarioResult &r = m_document->result();
    QCOMPARE(workKindKey(r.work.kind), kind);
    if (tokens > 0)
        QCOMPARE(r.work.tokens, tokens);
    else
        QCOMPARE(*m_document->scenario().hours, typed);
    // Only one kind of work is ever set: switching modes never leaves the old amount behind.
    const Scenario &s = m_document->scenario();
    QCOMPARE(int(s.tokens.has_value()) + int(s.samples.has_value()) + int(s.hours.has_value()), 1);
}

void TestJobEditor::recurrenceAndDeadline()
{
    auto *runs = find<QSpinBox>("runsSpin");
    auto *every = find<QComboBox>("everyCombo");
    const int week = every->findData(int(Period::Week));
    QVERIFY(week >= 0);
    every->setCurrentIndex(week);
    emit every->activated(week);
    runs->setValue(2);
    QCOMPARE(m_document->scenario().recurrence, (Recurrence{2, Period::Week}));
    QCOMPARE(m_document->result().spend.runsPerYear, 2 * 365.25 / 7); // weeks of an average year
    find<QDoubleSpinBox>("deadlineSpin")->setValue(72);
    QCOMPARE(*m_document->scenario().deadlineHours, 72.0);
    find<QDoubleSpinBox>("deadlineSpin")->setValue(0); // "none"
    QVERIFY(!m_document->scenario().deadlineHours);
}

void TestJobEditor::leversEditTheWorkload()
{
    auto *recompute = find<QComboBox>("recomputeCombo");
    const int full = recompute->findData(int(Recompute::Full));
    recompute->setCurrentIndex(full);
    emit recompute->activated(full);
    QCOMPARE(m_document->scenario().workload.recompute, Recompute::Full);
    auto *optimizer = find<QComboBox>("optimizerCombo");
    const int eightBit = optimizer->findData(int(Optimizer::AdamW8bit));
    optimizer->setCurrentIndex(eightBit);
    emit optimizer->activated(eightBit);
    QCOMPARE(m_document->scenario().workload.optimizer, Optimizer::AdamW8bit);
    auto *flash = find<QCheckBox>("flashAttentionCheck");
    const bool was = m_document->scenario().workload.flashAttention;
    flash->setChecked(!was);
    QCOMPARE(m_document->scenario().workload.flashAttention, !was);
}

void TestJobEditor::inferenceShowsTheService()
{
    auto *service = m_editor->findChildren<QGroupBox *>().at(2);
    QVERIFY(!service->isVisibleTo(m_editor.get()));
    m_document->edit(ScenarioField::Task, QStringLiteral("task"), [](Scenario &s) {
        s.workload.task = Task::Inference;
    });
    QVERIFY(service->isVisibleTo(m_editor.get()));
    QVERIFY(find<QDoubleSpinBox>("workHoursSpin")->isVisibleTo(m_editor.get())); // the period
    QVERIFY(!find<QComboBox>("workModeCombo")->isVisibleTo(m_editor.get()));
    QVERIFY(!find<QComboBox>("recomputeCombo")->isVisibleTo(m_editor.get()));
}

void TestJobEditor::serviceEditsTheLoadAndLevel()
{
    m_document->edit(ScenarioField::Task, QStringLiteral("task"), [](Scenario &s) {
        s.workload.task = Task::Inference;
        s.modelId = QStringLiteral("llama-3.1-8b");
        s.acceleratorId = QStringLiteral("nvidia-l40s");
    });
    find<QSpinBox>("usersSpin")->setValue(200);
    QCOMPARE(m_document->scenario().load->kind, ServingLoad::Kind::Users);
    QCOMPARE(m_document->scenario().load->value, 200.0);
    const ScenarioResult &r = m_document->result();
    QVERIFY(r.serving && r.serving->valid);
    QVERIFY(r.serving->point.batch * r.serving->replicas >= 200); // the deployment carries them
    find<QDoubleSpinBox>("ttftSpin")->setValue(2.5);
    QCOMPARE(*m_document->scenario().maxTtftSeconds, 2.5);
    QVERIFY(m_document->result().serving->meetsSlo.has_value());
    find<QSpinBox>("usersSpin")->setValue(0); // "not given"
    QVERIFY(!m_document->scenario().load);
}

void TestJobEditor::loadOverTheWeekShowsTheMixes()
{
    // Issue 32: ticking "load varies over the week" makes the users the peak's, with a tenth of
    // them off-peak; the panel then lists the four mixes the document ranked, cheapest first.
    m_document->edit(ScenarioField::Task, QStringLiteral("task"), [](Scenario &s) {
        s.workload.task = Task::Inference;
        s.modelId = QStringLiteral("llama-3.1-8b");
        s.acceleratorId = QStringLiteral("nvidia-l40s");
    });
    find<QSpinBox>("usersSpin")->setValue(1000);
    QVERIFY(!find<QSpinBox>("baseUsersSpin")->isVisibleTo(m_editor.get()));
    find<QCheckBox>("loadProfileCheck")->setChecked(true);
    const Scenario &s = m_document->scenario();
    QVERIFY(s.loadProfile);
    QCOMPARE(s.loadProfile->peak, 1000.0);
    QCOMPARE(s.loadProfile->base, 100.0);
    QVERIFY(find<QSpinBox>("baseUsersSpin")->isVisibleTo(m_editor.get()));
    find<QSpinBox>("peakHoursSpin")->setValue(10);
    QCOMPARE(m_document->scenario().loadProfile->peakHours, 10);
    const ScenarioResult &r = m_document->result();
    QCOMPARE(r.fleetMixes.size(), 4);
    auto *label = find<QLabel>("fleetMixesLabel");
    QVERIFY(label->isVisibleTo(m_editor.get()));
    const QString text = label->text();
    for (const FleetMixCost &m : r.fleetMixes)
        QVERIFY2(text.contains(fleetMixText(m.mix).toString()), qPrintable(text));
    // The cheapest is listed first (in bold).
    QVERIFY(text.indexOf(fleetMixText(r.fleetMixes[0].mix).toString())
            < text.indexOf(fleetMixText(r.fleetMixes[3].mix).toString()));
    find<QCheckBox>("loadProfileCheck")->setChecked(false);
    QVERIFY(!m_document->scenario().loadProfile);
    QVERIFY(!label->isVisibleTo(m_editor.get()));
}

void TestJobEditor::widgetsFollowUndo()
{
    chooseMode(0);
    find<QDoubleSpinBox>("workTokensSpin")->setValue(7);
    QCOMPARE(*m_document->scenario().tokens, 7e9);
    m_document->undoStack()->undo();
    QVERIFY(m_document->scenario().tokens != 7e9);
    QCOMPARE(find<QDoubleSpinBox>("workTokensSpin")->value(),
             m_document->scenario().tokens.value_or(0) / 1e9);
}

QTEST_MAIN(TestJobEditor)
#include "tst_jobeditor.moc"
