// The real main window, driven by objectName (KeePassXC's TestGui): settings in a temporary
// file, file dialogs answered through FileDialog's seam, modal message boxes closed by a timer.

#include "filedialog.h"
#include "fitmatrix.h"
#include "fitmatrixmodel.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "matrixview.h"
#include "preferences.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QMenu>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <csignal>
#include <sys/resource.h>

using namespace Atlas;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void precisionSliderMovesMatrixCells();
    void sliderDragIsOneUndoStep();
    void undoRestoresThePreviousState();
    void matrixModelIsConsistent();
    void selectingACellSetsTheScenario();
    void saveAndOpenRoundTrip();
    void failedSaveKeepsTheOldFile();
    void builtInCasesLoad();
    void recentFilesAreRemembered();

private:
    template<typename T>
    T *find(const char *name) const
    {
        T *w = m_window->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no %s named %s", T::staticMetaObject.className(), name);
        return w;
    }
    QAction *action(const char *name) const { return find<QAction>(name); }
    void closeNextModal();
    FitMatrix expectedMatrix(Precision precision) const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Preferences::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestMainWindow::init()
{
    m_window = std::make_unique<MainWindow>(AtlasTest::catalog());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    // Discard changes without the "save?" question.
    m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestMainWindow::closeNextModal()
{
    QTimer::singleShot(0, this, [] {
        if (QWidget *modal = QApplication::activeModalWidget())
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                box->done(QMessageBox::Ok);
    });
}

FitMatrix TestMainWindow::expectedMatrix(Precision precision) const
{
    FitMatrixRequest r;
    for (const ModelArch &m : AtlasTest::catalog()->models())
        r.models.append(&m);
    r.tasks = m_window->document()->matrixTasks();
    for (const Accelerator &a : AtlasTest::catalog()->accelerators())
        r.accelerators.append(&a);
    r.workload = m_window->document()->scenario().workload;
    r.workload.precision = precision;
    return computeFitMatrix(r);
}

void TestMainWindow::precisionSliderMovesMatrixCells()
{
    auto *slider = find<QSlider>("precisionSlider");
    auto *table = find<QTableView>("matrixTable");
    auto *model = m_window->findChild<MatrixView *>(QStringLiteral("matrixView"))->model();
    m_window->showView(MainWindow::View::Matrix);
    const int int4 = int(precisionScale().indexOf(Precision::Int4));
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_End); // to INT4, as a user would
    QCOMPARE(slider->value(), int4);
    QCOMPARE(m_window->document()->scenario().workload.precision, Precision::Int4);
    const FitMatrix expected = expectedMatrix(Precision::Int4);
    QCOMPARE(model->rowCount(), expected.rowCount());
    int changed = 0;
    const FitMatrix bf16 = expectedMatrix(Precision::Bf16);
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const int c = model->matrixColumn(column);
            const int cells = expected.minGpus(row, c);
            const QString text = cells == FitMatrix::NotApplicable ? QStringLiteral("—")
                                 : cells == FitMatrix::DoesNotFit  ? QStringLiteral("✕")
                                                                   : QString::number(cells);
            QCOMPARE(model->index(row, column).data().toString(), text);
            changed += cells != bf16.minGpus(row, c);
        }
    }
    QVERIFY2(changed > 50, "INT4 must change many cells");
    QVERIFY(table->model()->rowCount() == model->rowCount());
}

void TestMainWindow::sliderDragIsOneUndoStep()
{
    auto *slider = find<QSlider>("budgetSlider");
    QUndoStack *stack = m_window->document()->undoStack();
    const int before = stack->count();
    slider->setSliderDown(true); // sliderPressed
    for (int v : {100, 150, 200, 250, 300})
        slider->setValue(v);
    slider->setSliderDown(false); // sliderReleased
    QCOMPARE(stack->count(), before + 1);
    QCOMPARE(*m_window->document()->scenario().budgetCny, ScenarioPanel::budgetForSlider(300));
}

void TestMainWindow::undoRestoresThePreviousState()
{
    const Scenario original = m_window->document()->scenario();
    auto *task = find<QComboBox>("taskCombo");
    const int inference = task->findData(int(Task::Inference));
    task->setCurrentIndex(inference);
    emit task->activated(inference);
    QCOMPARE(m_window->document()->scenario().workload.task, Task::Inference);
    QVERIFY(m_window->document()->isModified());
    action("action_undo")->trigger();
    QVERIFY(m_window->document()->scenario() == original);
    QCOMPARE(task->currentData().toInt(), int(original.workload.task));
    action("action_redo")->trigger();
    QCOMPARE(m_window->document()->scenario().workload.task, Task::Inference);
}

void TestMainWindow::matrixModelIsConsistent()
{
    auto *model = m_window->findChild<MatrixView *>(QStringLiteral("matrixView"))->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    find<QSlider>("precisionSlider")->setValue(0); // a reset while the tester watches
    QVERIFY(model->rowCount() > 0);
    // Sorting by raw values: a column sorted ascending puts 1-card cells before "does not fit".
    auto *table = find<QTableView>("matrixTable");
    table->sortByColumn(0, Qt::AscendingOrder);
    int previous = -2;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const int raw = table->model()->index(row, 0).data(FitMatrixModel::RawValueRole).toInt();
        QVERIFY(raw >= previous);
        previous = raw;
    }
}

void TestMainWindow::selectingACellSetsTheScenario()
{
    auto *view = m_window->findChild<MatrixView *>(QStringLiteral("matrixView"));
    m_window->showView(MainWindow::View::Matrix);
    FitMatrixModel *model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        const int cards = index.data(FitMatrixModel::RawValueRole).toInt();
        if (cards <= 0 || cards > 8)
            continue;
        QTableView *table = view->table();
        QSortFilterProxyModel *proxy = qobject_cast<QSortFilterProxyModel *>(table->model());
        const QModelIndex proxied = proxy->mapFromSource(index);
        table->scrollTo(proxied);
        QTest::mouseClick(table->viewport(),
                          Qt::LeftButton,
                          {},
                          table->visualRect(proxied).center());
        const Scenario &s = m_window->document()->scenario();
        QCOMPARE(s.modelId, index.data(FitMatrixModel::ModelIdRole).toString());
        QCOMPARE(s.acceleratorId, index.data(FitMatrixModel::AcceleratorIdRole).toString());
        QCOMPARE(s.layout.gpus, cards);
        QVERIFY(m_window->document()->result().estimate.fit->fits);
        return;
    }
    QFAIL("no cell with a small card count");
}

void TestMainWindow::saveAndOpenRoundTrip()
{
    m_window->loadBuiltInScenario(2);
    const QString path = m_dir.filePath(QStringLiteral("roundtrip.yaml"));
    FileDialog::setNextFileName(path);
    action("action_saveAs")->trigger();
    QVERIFY(!m_window->document()->isModified());
    const Scenario saved = m_window->document()->scenario();
    find<QSlider>("precisionSlider")->setValue(0);
    QVERIFY(!(m_window->document()->scenario() == saved));
    m_window->document()->undoStack()->setClean();
    FileDialog::setNextFileName(path);
    action("action_open")->trigger();
    QVERIFY(m_window->document()->scenario() == saved);
    QCOMPARE(m_window->document()->filePath(), path);
}

void TestMainWindow::failedSaveKeepsTheOldFile()
{
    const QString path = m_dir.filePath(QStringLiteral("keep.yaml"));
    QVERIFY(m_window->saveScenarioTo(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray old = f.readAll();
    f.close();
    m_window->loadBuiltInScenario(1);
    // A full disk, simulated with the file-size limit; the error box is closed by a timer.
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit saved{};
    getrlimit(RLIMIT_FSIZE, &saved);
    rlimit tiny = saved;
    tiny.rlim_cur = 32;
    setrlimit(RLIMIT_FSIZE, &tiny);
    closeNextModal();
    const bool ok = m_window->saveScenarioTo(path);
    setrlimit(RLIMIT_FSIZE, &saved);
    QVERIFY(!ok);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), old);
}

void TestMainWindow::builtInCasesLoad()
{
    for (int i = 0; i < 3; ++i) {
        action(qPrintable(QStringLiteral("action_case%1").arg(i)))->trigger();
        QVERIFY(m_window->document()->result().valid);
        QVERIFY(!m_window->document()->scenario().compare.isEmpty());
    }
}

void TestMainWindow::recentFilesAreRemembered()
{
    const QString path = m_dir.filePath(QStringLiteral("recent.yaml"));
    QVERIFY(m_window->saveScenarioTo(path));
    QCOMPARE(Preferences::recentFiles.get().constFirst(), QFileInfo(path).absoluteFilePath());
    QMenu *recent = m_window->findChild<QMenu *>(QStringLiteral("recentMenu"));
    QVERIFY(recent && !recent->actions().isEmpty());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
