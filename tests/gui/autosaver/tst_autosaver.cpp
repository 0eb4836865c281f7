// Autosave and crash recovery: the copy follows the unsaved state, a live session's copy is
// left alone, and a session that really crashed (a child process that dies without cleaning
// up) is offered back and restored as one undoable edit on top of its file.

#include "common/languagemanager.h"
#include "common/preferences.h"
#include "document/autosaver.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "support/testutil.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <unistd.h>

using namespace Atlas;

namespace {

const char crashDirVariable[] = "ATLAS_AUTOSAVE_CRASH_DIR";
const double crashedBudget = 123456;

// The crashing session: edits a scenario opened from a file, lets the autosaver write its copy,
// and dies without running a destructor, as a crash would.
int crashingSession(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    const QString dir = qEnvironmentVariable(crashDirVariable);
    ScenarioDocument document(AtlasTest::catalog());
    Diagnostics d;
    if (!document.open(QDir(dir).filePath(QStringLiteral("original.yaml")), d))
        return 10;
    document.edit(ScenarioField::Budget, QStringLiteral("budget"), [](Scenario &s) {
        s.budgetCny = crashedBudget;
    });
    Autosaver autosaver(&document, QDir(dir).filePath(QStringLiteral("autosave")));
    autosaver.saveNow();
    ::_exit(3);
}

// Clicks the button named `button` in the next modal message box, once it is shown, and keeps
// what the box said in *said.
void clickInNextBox(const QString &button, QString *said)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button, said] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        auto *target = box ? box->findChild<QPushButton *>(button) : nullptr;
        if (!target)
            return;
        *said = box->text() + u' ' + box->informativeText();
        timer->deleteLater();
        target->click();
    });
    timer->start();
}

// Runs a session on original.yaml that crashes with an unsaved budget, as above.
bool crashOnOriginal(const QString &dir)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(crashDirVariable), dir);
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    return child.waitForFinished(60000) && child.exitCode() == 3;
}

} // namespace

class TestAutosaver : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void copyFollowsTheUnsavedState();
    void savingRemovesTheCopy();
    void editsAreWrittenAfterTheDelay();
    void aSteadyStreamOfEditsIsStillWritten();
    void aLiveSessionIsNotAnOrphan();
    void aCrashedSessionIsRestored();
    void anotherFilesCopyNeverReplacesTheOpenedFile_data();
    void anotherFilesCopyNeverReplacesTheOpenedFile();

private:
    QTemporaryDir m_dir;
};

void TestAutosaver::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Preferences::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestAutosaver::copyFollowsTheUnsavedState()
{
    QTemporaryDir dir;
    ScenarioDocument document(AtlasTest::catalog());
    Autosaver autosaver(&document, dir.path());
    autosaver.saveNow();
    QVERIFY2(!QFile::exists(autosaver.sessionFile()), "nothing to keep for a clean document");

    document.edit(ScenarioField::Gpus, QStringLiteral("gpus"), [](Scenario &s) {
        s.layout.gpus = 6;
    });
    autosaver.saveNow();
    QVERIFY(QFile::exists(autosaver.sessionFile()));
    Diagnostics d;
    const auto copy = readScenarioFile(autosaver.sessionFile(), document.catalog(), d);
    QVERIFY2(copy, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(*copy, document.scenario());

    document.undoStack()->undo(); // back to the clean state: the copy has nothing left to keep
    QVERIFY(!QFile::exists(autosaver.sessionFile()));
}

void TestAutosaver::savingRemovesTheCopy()
{
    QTemporaryDir dir;
    ScenarioDocument document(AtlasTest::catalog());
    Autosaver autosaver(&document, dir.filePath(QStringLiteral("autosave")));
    document.edit(ScenarioField::Work, QStringLiteral("hours"), [](Scenario &s) { s.hours = 77; });
    autosaver.saveNow();
    QVERIFY(QFile::exists(autosaver.sessionFile()));
    QString error;
    QVERIFY2(document.save(dir.filePath(QStringLiteral("saved.yaml")), &error), qPrintable(error));
    QVERIFY(!QFile::exists(autosaver.sessionFile()));
}

void TestAutosaver::editsAreWrittenAfterTheDelay()
{
    QTemporaryDir dir;
    ScenarioDocument document(AtlasTest::catalog());
    Autosaver autosaver(&document, dir.path());
    autosaver.setDelay(20);
    document.edit(ScenarioField::Work, QStringLiteral("hours"), [](Scenario &s) { s.hours = 5; });
    QVERIFY(!QFile::exists(autosaver.sessionFile())); // not at every step of a drag
    QTRY_VERIFY(QFile::exists(autosaver.sessionFile()));
}

void TestAutosaver::aSteadyStreamOfEditsIsStillWritten()
{
    QTemporaryDir dir;
    ScenarioDocument document(AtlasTest::catalog());
    Autosaver autosaver(&document, dir.path());
    autosaver.setDelay(60000);  // each edit would postpone the copy by a minute…
    autosaver.setMaxDelay(100); // …but not past this
    QElapsedTimer clock;
    clock.start();
    for (int i = 1; clock.elapsed() < 1000 && !QFile::exists(autosaver.sessionFile()); ++i) {
        document.edit(ScenarioField::Work, QStringLiteral("hours"), [i](Scenario &s) {
            s.hours = i;
        });
        QTest::qWait(20);
    }
    QVERIFY(QFile::exists(autosaver.sessionFile()));
    QVERIFY(clock.elapsed() < 1000);
}

void TestAutosaver::aLiveSessionIsNotAnOrphan()
{
    QTemporaryDir dir;
    ScenarioDocument first(AtlasTest::catalog());
    Autosaver firstSaver(&first, dir.path());
    first.edit(ScenarioField::Work, QStringLiteral("hours"), [](Scenario &s) { s.hours = 9; });
    firstSaver.saveNow();

    ScenarioDocument second(AtlasTest::catalog());
    Autosaver secondSaver(&second, dir.path());
    QVERIFY2(secondSaver.orphans().isEmpty(), "another running window's copy is not ours");
    QVERIFY(QFile::exists(firstSaver.sessionFile()));
}

void TestAutosaver::aCrashedSessionIsRestored()
{
    QTemporaryDir dir;
    Scenario original = defaultScenario();
    original.budgetCny = 5000;
    const QString originalPath = dir.filePath(QStringLiteral("original.yaml"));
    QString error;
    QVERIFY2(saveScenarioFile(original, originalPath, &error), qPrintable(error));

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(crashDirVariable), dir.path());
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForFinished(60000));
    QCOMPARE(child.exitCode(), 3);

    MainWindow window(AtlasTest::catalog());
    window.startAutosave(dir.filePath(QStringLiteral("autosave")));
    const QList<AutosaveRecord> orphans = window.autosaver()->orphans();
    QCOMPARE(orphans.size(), 1);
    QCOMPARE(orphans.first().originalPath, originalPath);

    QVERIFY(window.restoreAutosave(orphans.first()));
    ScenarioDocument *document = window.document();
    QCOMPARE(document->scenario().budgetCny, crashedBudget);
    QCOMPARE(document->filePath(), originalPath);
    QVERIFY2(document->isModified(), "restored changes are unsaved until the user saves");
    document->undoStack()->undo();
    Diagnostics d;
    const auto onDisk = readScenarioFile(originalPath, document->catalog(), d);
    QVERIFY(onDisk);
    QCOMPARE(document->scenario(), *onDisk);

    window.autosaver()->forget(orphans.first());
    QVERIFY(!QFile::exists(orphans.first().scenarioPath));
    QVERIFY(window.autosaver()->orphans().isEmpty());
}

void TestAutosaver::anotherFilesCopyNeverReplacesTheOpenedFile_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("expectedFile");
    QTest::addColumn<int>("copiesLeft");
    QTest::newRow("keep (the default)")
        << QStringLiteral("keepOpenedButton") << QStringLiteral("other.yaml") << 1;
    QTest::newRow("discard") << QStringLiteral("discardCopyButton") << QStringLiteral("other.yaml")
                             << 0;
    QTest::newRow("restore, knowingly")
        << QStringLiteral("restoreOtherButton") << QStringLiteral("original.yaml") << 0;
}

// Issue 30 (journeys review): after a crash on j2.yaml, starting with j3.yaml asked "Restore
// them?" and "Yes" replaced j3.yaml by j2.yaml. The question now names both files, keeping the
// file asked for is the default, and the copy waits for a later start.
void TestAutosaver::anotherFilesCopyNeverReplacesTheOpenedFile()
{
    QFETCH(QString, button);
    QFETCH(QString, expectedFile);
    QFETCH(int, copiesLeft);
    QTemporaryDir dir;
    QString error;
    Scenario original = defaultScenario();
    original.budgetCny = 5000;
    QVERIFY2(saveScenarioFile(original, dir.filePath(QStringLiteral("original.yaml")), &error),
             qPrintable(error));
    Scenario other = defaultScenario();
    other.budgetCny = 7000;
    const QString otherPath = dir.filePath(QStringLiteral("other.yaml"));
    QVERIFY2(saveScenarioFile(other, otherPath, &error), qPrintable(error));
    QVERIFY(crashOnOriginal(dir.path()));

    MainWindow window(AtlasTest::catalog());
    QVERIFY(window.openScenario(otherPath)); // the file the user asked for
    window.startAutosave(dir.filePath(QStringLiteral("autosave")));
    QString said;
    clickInNextBox(button, &said);
    window.offerRestore();
    QVERIFY2(said.contains(QStringLiteral("original.yaml"))
                 && said.contains(QStringLiteral("other.yaml")),
             qPrintable(said));
    ScenarioDocument *document = window.document();
    QCOMPARE(QFileInfo(document->filePath()).fileName(), expectedFile);
    QCOMPARE(document->scenario().budgetCny,
             expectedFile == u"other.yaml" ? std::optional<double>(7000)
                                           : std::optional<double>(crashedBudget));
    QCOMPARE(window.autosaver()->orphans().size(), copiesLeft);
    document->undoStack()->setClean(); // no "save?" when the window closes
}

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet(crashDirVariable))
        return crashingSession(argc, argv);
    QApplication app(argc, argv);
    TestAutosaver test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosaver.moc"
