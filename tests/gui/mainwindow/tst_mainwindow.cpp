// The real main window, driven by objectName (KeePassXC's TestGui): settings in a temporary
// file, file dialogs answered through FileDialog's seam, modal message boxes closed by a timer.

#include "commandline.h"
#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "engine/fitmatrix.h"
#include "export/filedialog.h"
#include "mainwindow.h"
#include "support/guitestutil.h"
#include "support/testutil.h"
#include "views/common/scenariosliders.h"
#include "views/map/regionmapview.h"
#include "views/matrix/fitmatrixmodel.h"
#include "views/matrix/matrixview.h"
#include "views/options/optionsmodel.h"
#include "views/options/optionsview.h"
#include "views/regionpanel/regionpanel.h"
#include "views/scenario/scenariopanel.h"
#include "views/tierchart/tierchartview.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
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
    void tierFiltersHideCards();
    void optionsAreAddedFromEveryView();
    void optionIsUsedFromTheOptionsTabAndUndone();
    void chineseLeavesNoEnglishBehind();
    void workshopModeAndBilingualLabels();
    void statusMessageIsNotDrawnOverTheVerdict();
    void statusPricesOnlyAPlanThatFits();
    void openingAFileWithAnUnknownKeySaysSo();
    void leavingWorkshopRestoresTheWindow();
    void titleNamesTheScenario_data();
    void titleNamesTheScenario();
    void claimsPanelFromTheViewMenu();
    void scenarioPanelFromTheViewMenu();
    void startOptionsOpenTheAskedView_data();
    void startOptionsOpenTheAskedView();
    void anImportedModelNamesTheTitle();
    void anImportedModelHasAMatrixRow();
    void matrixResetsOnlyWhenItChanges();
    void closingWithUnsavedEditsIsSafe();

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
    void chooseInNextMenu(int item);
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

void TestMainWindow::chooseInNextMenu(int item)
{
    // QMenu::exec() blocks; walk the popup with the keyboard, as a user would.
    QTimer::singleShot(0, this, [item] {
        QWidget *popup = QApplication::activePopupWidget();
        QVERIFY(qobject_cast<QMenu *>(popup));
        for (int i = 0; i <= item; ++i)
            QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, Qt::Key_Return);
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
    QCOMPARE(*m_window->document()->scenario().budgetCny, BudgetControl::budgetForSlider(300));
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
    // A full disk (writes past 32 bytes fail); the error box is closed by a timer.
    closeNextModal();
    const bool ok = AtlasTest::withFileSizeLimit(32, [&] { return m_window->saveScenarioTo(path); });
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

void TestMainWindow::tierFiltersHideCards()
{
    auto *chart = find<TierChartView>("tierChartView");
    auto *tier = find<QComboBox>("tierTierFilter");
    auto *vendor = find<QComboBox>("tierVendorFilter");
    auto *domestic = find<QCheckBox>("tierDomesticFilter");
    auto *budget = find<QCheckBox>("tierBudgetFilter");
    m_window->showView(MainWindow::View::Tiers);
    const Catalog &catalog = *AtlasTest::catalog();
    const qsizetype all = chart->data().points.size();
    QVERIFY(all > 25);

    tier->setCurrentIndex(tier->findData(int(Tier::Edge)));
    QVERIFY(!chart->data().points.isEmpty());
    for (const TierPoint &p : chart->data().points)
        QCOMPARE(p.tier, Tier::Edge);
    tier->setCurrentIndex(0);
    QCOMPARE(chart->data().points.size(), all);

    domestic->setChecked(true);
    QVERIFY(!chart->data().points.isEmpty());
    for (const TierPoint &p : chart->data().points)
        QVERIFY2(catalog.accelerator(p.id)->domestic, qPrintable(p.id));
    domestic->setChecked(false);

    vendor->setCurrentIndex(vendor->findData(QStringLiteral("AMD")));
    QVERIFY(vendor->currentIndex() > 0);
    for (const TierPoint &p : chart->data().points)
        QCOMPARE(p.vendor, QStringLiteral("AMD"));
    vendor->setCurrentIndex(0);

    // Within budget: 100,000 CNY over 4 cards leaves 25,000 a card; priced cards above go.
    m_window->document()->edit(ScenarioField::Budget, QStringLiteral("t"), [](Scenario &s) {
        s.budgetCny = 100000;
        s.layout.gpus = 4;
    });
    budget->setChecked(true);
    int priced = 0;
    for (const TierPoint &p : chart->data().points) {
        if (p.purchaseCny) {
            QVERIFY2(*p.purchaseCny <= 25000, qPrintable(p.id));
            ++priced;
        }
    }
    QVERIFY(priced > 0);
    QVERIFY(chart->data().points.size() < all);
    budget->setChecked(false);
    QCOMPARE(chart->data().points.size(), all);
}

void TestMainWindow::optionsAreAddedFromEveryView()
{
    ScenarioDocument *document = m_window->document();
    const qsizetype before = document->scenario().compare.size();
    QCOMPARE(before, 2); // the default scenario's

    // Map: click a marker, then "Add to comparison".
    m_window->showView(MainWindow::View::Map);
    auto *map = find<RegionMapView>("regionMapView");
    QPoint markerPos;
    QString regionId;
    for (int y = 0; y < map->height() && regionId.isEmpty(); y += 2)
        for (int x = 0; x < map->width() && regionId.isEmpty(); x += 2)
            if (const QString id = map->markerAt(QPointF(x, y)); !id.isEmpty()) {
                regionId = id;
                markerPos = QPoint(x, y);
            }
    QVERIFY(!regionId.isEmpty());
    QTest::mouseClick(map, Qt::LeftButton, {}, markerPos);
    auto *compareRegion = find<QPushButton>("compareRegionButton");
    QVERIFY(compareRegion->isEnabled());
    QTest::mouseClick(compareRegion, Qt::LeftButton);
    QCOMPARE(document->scenario().compare.size(), before + 1);
    QCOMPARE(document->scenario().compare.constLast().regionId, regionId);
    QCOMPARE(document->scenario().compare.constLast().acceleratorId,
             document->scenario().acceleratorId);

    // Tier chart: the bubble's context menu, second entry.
    m_window->showView(MainWindow::View::Tiers);
    auto *chart = find<TierChartView>("tierChartView");
    const QString mi325x = QStringLiteral("amd-mi325x"); // alone on its spot
    const auto pos = chart->pointPosition(mi325x);
    QVERIFY(pos);
    QCOMPARE(chart->pointAt(*pos), mi325x);
    chooseInNextMenu(1);
    QContextMenuEvent menuEvent(QContextMenuEvent::Mouse,
                                pos->toPoint(),
                                chart->mapToGlobal(pos->toPoint()));
    QApplication::sendEvent(chart, &menuEvent);
    QCOMPARE(document->scenario().compare.size(), before + 2);
    QCOMPARE(document->scenario().compare.constLast().acceleratorId, mi325x);

    // Matrix: full now; the scenario's own row offers the option and the window says why not.
    m_window->showView(MainWindow::View::Matrix);
    auto *table = find<QTableView>("matrixTable");
    auto *view = m_window->findChild<MatrixView *>(QStringLiteral("matrixView"));
    QModelIndex cell;
    for (int r = 0; r < table->model()->rowCount() && !cell.isValid(); ++r) {
        const QModelIndex i = table->model()->index(r, 0);
        if (i.data(FitMatrixModel::ModelIdRole).toString() == document->scenario().modelId
            && Task(i.data(FitMatrixModel::TaskRole).toInt()) == document->scenario().workload.task)
            for (int c = 0; c < table->model()->columnCount() && !cell.isValid(); ++c) {
                const int gpus
                    = table->model()->index(r, c).data(FitMatrixModel::RawValueRole).toInt();
                if (gpus > 0 && gpus < 1000)
                    cell = table->model()->index(r, c);
            }
    }
    QVERIFY(cell.isValid());
    QVERIFY(view);
    table->scrollTo(cell);
    const QPoint cellPos = table->visualRect(cell).center();
    chooseInNextMenu(1);
    QContextMenuEvent cellMenu(QContextMenuEvent::Mouse,
                               cellPos,
                               table->viewport()->mapToGlobal(cellPos));
    QApplication::sendEvent(table->viewport(), &cellMenu);
    QCOMPARE(document->scenario().compare.size(), qsizetype(MaxCompareOptions));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("remove one first")),
             qPrintable(m_window->statusBar()->currentMessage()));

    // After removing one, the same cell goes in, with its card count.
    document->undoStack()->undo();
    chooseInNextMenu(1);
    QApplication::sendEvent(table->viewport(), &cellMenu);
    QCOMPARE(document->scenario().compare.size(), qsizetype(MaxCompareOptions));
    QCOMPARE(document->scenario().compare.constLast().acceleratorId,
             cell.data(FitMatrixModel::AcceleratorIdRole).toString());
    QCOMPARE(document->scenario().compare.constLast().gpus,
             cell.data(FitMatrixModel::RawValueRole).toInt());
}

namespace {

// Every text a user can read in the window: widgets, actions and menus, item views' headers,
// combo items, tab titles, tooltips.
QStringList visibleTexts(QMainWindow *window)
{
    QStringList texts{window->windowTitle()};
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->toolTip().isEmpty())
            texts << w->toolTip();
        if (auto *label = qobject_cast<QLabel *>(w))
            texts << label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            texts << button->text();
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            texts << group->title();
        else if (auto *dock = qobject_cast<QDockWidget *>(w))
            texts << dock->windowTitle();
        else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        } else if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
        } else if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            if (QAbstractItemModel *m = view->model()) {
                for (int c = 0; c < m->columnCount(); ++c)
                    texts << m->headerData(c, Qt::Horizontal).toString();
                for (int r = 0; r < m->rowCount(); ++r)
                    texts << m->headerData(r, Qt::Vertical).toString();
            }
        } else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
            texts << spin->specialValueText();
        }
    }
    for (QAction *a : window->findChildren<QAction *>()) {
        texts << a->text() << a->toolTip();
        if (QMenu *menu = a->menu())
            texts << menu->title();
    }
    for (QMenu *menu : window->findChildren<QMenu *>())
        texts << menu->title();
    texts.removeAll(QString());
    return texts;
}

bool hasCjk(const QString &text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x3000 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

// An English word: three or more letters with a lowercase one (so "GPU", "PUE", "CNY" and
// "TFLOPS" are units or acronyms, not untranslated prose).
QStringList englishWords(const QString &text)
{
    static const QRegularExpression tag(QStringLiteral("<[^>]*>|&[a-z]+;"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z]+"));
    // File names (recent files, the window title) are the user's, not UI text.
    static const QRegularExpression fileName(
        QStringLiteral("\\S+\\.(yaml|yml|json|pdf|csv|png|svg)\\b"));
    QString plain = text;
    plain.remove(tag);
    plain.remove(fileName);
    QStringList words;
    for (auto it = word.globalMatch(plain); it.hasNext();) {
        const QString w = it.next().captured();
        if (w.size() >= 3 && w != w.toUpper())
            words << w;
    }
    return words;
}

} // namespace

void TestMainWindow::optionIsUsedFromTheOptionsTabAndUndone()
{
    // A CTO with ¥1 M: types the budget, opens the options, uses one, changes their mind.
    auto *entry = find<QLineEdit>("budgetSliderEntry");
    entry->selectAll();
    QTest::keyClicks(entry, QStringLiteral("1000000"));
    QTest::keyClick(entry, Qt::Key_Return);
    ScenarioDocument *document = m_window->document();
    QCOMPARE(document->scenario().budgetCny, std::optional<double>(1e6));

    action("action_view4")->trigger();
    QCOMPARE(m_window->currentView(), MainWindow::View::Options);
    auto *view = find<OptionsView>("optionsView");
    auto *table = find<QTableView>("optionsTable");
    QVERIFY(view->isVisible());
    QTRY_VERIFY(table->model()->rowCount() > 0);
    QVERIFY(find<QLabel>("optionsCounts")->text().contains(QStringLiteral("meet the budget")));

    // The first option on another card than the scenario's, so that using it shows.
    const Scenario before = document->scenario();
    const QList<PlannerOption> &options = document->options().options;
    int row = -1;
    for (int r = 0; r < table->model()->rowCount() && row < 0; ++r) {
        const int option = table->model()->index(r, 0).data(OptionsModel::OptionRole).toInt();
        if (options.at(option).accelerator->id != before.acceleratorId)
            row = r;
    }
    QVERIFY(row >= 0);
    const QModelIndex index = table->model()->index(row, 1);
    table->scrollTo(index);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
    const int chosen = view->currentOption();
    QVERIFY(chosen >= 0);
    const PlannerOption option = options.at(chosen);
    QTest::mouseClick(find<QPushButton>("useOptionButton"), Qt::LeftButton);

    const Scenario &after = document->scenario();
    QCOMPARE(after.acceleratorId, option.accelerator->id);
    QCOMPARE(after.layout, option.layout);
    QCOMPARE(after.pricing, option.provider ? ServiceForm::Container : option.form);
    QVERIFY(document->result().fits);
    QVERIFY(document->isModified());

    action("action_undo")->trigger();
    QVERIFY(document->scenario() == before);
    action("action_redo")->trigger();
    QCOMPARE(document->scenario().acceleratorId, option.accelerator->id);
}

void TestMainWindow::chineseLeavesNoEnglishBehind()
{
    QVERIFY(LanguageManager::instance()->chineseAvailable());
    // Proper nouns and units that Chinese text writes in Latin letters too.
    QSet<QString> allowed{QStringLiteral("LoRA"),
                          QStringLiteral("QLoRA"),
                          QStringLiteral("ZeRO"),
                          QStringLiteral("AdamW"),
                          QStringLiteral("Adafactor"),
                          QStringLiteral("ComputeAtlas"),
                          QStringLiteral("InfiniBand"),
                          QStringLiteral("NVLink"),
                          QStringLiteral("GiB"),
                          QStringLiteral("kWh"),
                          QStringLiteral("config"),
                          QStringLiteral("json"),
                          QStringLiteral("yaml"),
                          QStringLiteral("yml"),
                          QStringLiteral("pdf"),
                          QStringLiteral("png"),
                          QStringLiteral("svg"),
                          QStringLiteral("csv"),
                          QStringLiteral("English"),
                          QStringLiteral("Language"),
                          QStringLiteral("Qt"),
                          QStringLiteral("Ctrl"),
                          // software stacks, as the tier chart's filter names them
                          QStringLiteral("ROCm"),
                          QStringLiteral("Neuware"),
                          QStringLiteral("CoreX"),
                          QStringLiteral("TopsRider"),
                          QStringLiteral("Neuron"),
                          QStringLiteral("SynapseAI")};
    // Catalog names as the Chinese UI shows them ("Llama 3.1 8B", "英伟达 H100 …").
    QSet<QString> names;
    const Catalog &catalog = *AtlasTest::catalog();
    for (const Accelerator &a : catalog.accelerators())
        names << a.name.text(Language::Chinese);
    for (const ModelArch &m : catalog.models())
        names << m.name.text(Language::Chinese);
    for (const Region *r : catalog.regions())
        names << r->name.text(Language::Chinese);
    for (const City &c : catalog.cities())
        names << c.name.text(Language::Chinese);
    for (const QString &n : std::as_const(names))
        for (const QString &w : englishWords(n))
            allowed << w;

    const QStringList english = visibleTexts(m_window.get());
    action("action_toggleLanguage")->trigger();
    QCOMPARE(LanguageManager::instance()->language(), Language::Chinese);
    QCoreApplication::sendPostedEvents(); // QApplication posts LanguageChange to each window
    QStringList leftovers;
    for (const QString &text : visibleTexts(m_window.get())) {
        QStringList words = englishWords(text);
        words.removeIf([&](const QString &w) { return allowed.contains(w); });
        if (!words.isEmpty() && !hasCjk(text))
            leftovers << text;
    }
    leftovers.removeDuplicates();
    QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(QStringLiteral("\n"))));

    action("action_toggleLanguage")->trigger();
    QCOMPARE(LanguageManager::instance()->language(), Language::English);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(visibleTexts(m_window.get()), english);
}

void TestMainWindow::openingAFileWithAnUnknownKeySaysSo()
{
    // "accelerater" for "accelerator": the scenario opens (with the default card), and the
    // window says which line it did not use instead of answering for another card in silence.
    QTemporaryDir dir;
    QFile original(QStringLiteral(ATLAS_SOURCE_DIR "/resources/scenarios/case-b.yaml"));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray text = original.readAll();
    QVERIFY(text.contains("\naccelerator: "));
    text.replace("\naccelerator: ", "\naccelerater: ");
    const QString path = dir.filePath(QStringLiteral("typo.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    QVERIFY(m_window->openScenario(path));
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox *>(QStringLiteral("openWarningsBox"))));
    QVERIFY(box->isVisible());
    QVERIFY2(box->detailedText().contains(QStringLiteral("accelerater: unknown key, ignored")),
             qPrintable(box->detailedText()));
    box->close();
    // A file without such lines opens without a word.
    QVERIFY(m_window->openScenario(
        QStringLiteral(ATLAS_SOURCE_DIR "/resources/scenarios/case-b.yaml")));
    QTest::qWait(20);
    QVERIFY(!m_window->findChild<QMessageBox *>(QStringLiteral("openWarningsBox")));
}

void TestMainWindow::statusPricesOnlyAPlanThatFits()
{
    // Case B on its one A100 does not fit: the status bar says so and gives no time or price
    // (a layout that does not run is never priced); on the layout that fits it gives both.
    m_window->document()->reset(AtlasTest::builtInScenario(1));
    const ScenarioResult &r = m_window->document()->result();
    QVERIFY(!r.fits && r.timeKnown);
    QVERIFY(!r.cost.priced); // the core prices no layout that does not fit
    QVERIFY(r.smallestFit && r.smallestFit->cost.priced);
    auto *verdict = find<QLabel>("statusVerdict");
    QVERIFY2(verdict->text().startsWith(QStringLiteral("Does not fit")),
             qPrintable(verdict->text()));
    QVERIFY2(!verdict->text().contains(Format::hours(r.wallHours, Language::English)),
             qPrintable(verdict->text()));
    const Layout fitting = r.estimate.fit->layout;
    m_window->document()->edit(ScenarioField::Gpus, QStringLiteral("fit"), [&](Scenario &s) {
        s.layout = fitting;
    });
    const ScenarioResult &f = m_window->document()->result();
    QVERIFY(f.fits);
    QVERIFY2(verdict->text().contains(Format::money(f.cost.totalCny, Language::English)),
             qPrintable(verdict->text()));
    QVERIFY2(verdict->text().contains(Format::hours(f.wallHours, Language::English)),
             qPrintable(verdict->text()));
}

void TestMainWindow::statusMessageIsNotDrawnOverTheVerdict()
{
    // A message ("Opened …") hides the verdict in the status bar while it shows; entering or
    // leaving workshop mode (a start with --workshop and a file) keeps the message and does not
    // bring the verdict back over it.
    auto *verdict = find<QWidget>("scenarioStatus");
    QStatusBar *bar = m_window->statusBar();
    bar->showMessage(QStringLiteral("Opened case-c.yaml"), 60000);
    QVERIFY(!verdict->isVisible());
    m_window->setWorkshopMode(true);
    QTest::qWait(50);
    QCOMPARE(bar->currentMessage(), QStringLiteral("Opened case-c.yaml"));
    QVERIFY(!verdict->isVisible());
    m_window->setWorkshopMode(false);
    QTest::qWait(50);
    QCOMPARE(bar->currentMessage(), QStringLiteral("Opened case-c.yaml"));
    QVERIFY(!verdict->isVisible());
    bar->clearMessage();
    QVERIFY(verdict->isVisible());
}

void TestMainWindow::workshopModeAndBilingualLabels()
{
    auto *dock = find<QDockWidget>("scenarioDock");
    auto *chart = find<TierChartView>("tierChartView");
    const double normalSize = QApplication::font().pointSizeF();
    QVERIFY(dock->isVisible());
    QVERIFY(!chart->highContrast());

    QTest::keyClick(m_window.get(), Qt::Key_F11); // one key, in front of the room
    QVERIFY(m_window->workshopMode());
    QVERIFY(m_window->windowState() & Qt::WindowFullScreen);
    QVERIFY(!dock->isVisible());
    QVERIFY(QApplication::font().pointSizeF() > normalSize * 1.3);
    QVERIFY(chart->highContrast());

    action("action_bilingual")->trigger();
    QVERIFY(chart->showBothLanguages());
    // Both names where they differ beyond the vendor's, one where they do not.
    const Accelerator *ascend = AtlasTest::catalog()->accelerator(u"huawei-ascend-910b");
    const QString label = chart->data().point(ascend->id)->label;
    QVERIFY2(label.contains(ascend->name.zh) && label.contains(ascend->name.en), qPrintable(label));
    QVERIFY(!chart->data().point(u"nvidia-h100-pcie-80gb")->label.contains(u'/'));
    // The map's legend and the tabs follow Ctrl+B too.
    auto *panel = find<RegionPanel>("regionPanel");
    panel->setMetric(RegionPanel::Metric::Tariff);
    const QString mapTitle = find<RegionMapView>("regionMapView")->legend().title;
    QVERIFY2(mapTitle.contains(PlotContext::chinese().text(
                 ATLAS_TR("Atlas::RegionPanel", "Electricity tariff (indicative)")))
                 && mapTitle.contains(QStringLiteral("Electricity tariff (indicative)")),
             qPrintable(mapTitle));
    panel->setMetric(RegionPanel::Metric::Cost);
    // Tabs: both names with Ctrl+B, one without, in either language.
    auto *tabs = find<QTabWidget>("viewTabs");
    const bool chinese = m_window->display()->language() == Language::Chinese;
    QCOMPARE(tabs->tabText(2), QStringLiteral("产区图 Region Map"));
    action("action_bilingual")->trigger();
    QCOMPARE(tabs->tabText(2), chinese ? QStringLiteral("产区图") : QStringLiteral("Region Map"));

    QTest::keyClick(m_window.get(), Qt::Key_F11);
    QVERIFY(!m_window->workshopMode());
    QVERIFY(!(m_window->windowState() & Qt::WindowFullScreen));
    QVERIFY(dock->isVisible());
    QCOMPARE(QApplication::font().pointSizeF(), normalSize);
    QVERIFY(!chart->highContrast());
}

void TestMainWindow::leavingWorkshopRestoresTheWindow()
{
    m_window->showNormal();
    m_window->resize(m_window->minimumSizeHint() + QSize(40, 30));
    QCoreApplication::processEvents();
    const QSize before = m_window->size();
    m_window->setWorkshopMode(true);
    QCoreApplication::processEvents();
    m_window->setWorkshopMode(false);
    QTRY_COMPARE(m_window->size(), before);
}

void TestMainWindow::titleNamesTheScenario_data()
{
    QTest::addColumn<int>("builtIn");
    QTest::newRow("case A") << 0;
    QTest::newRow("case C") << 2;
}

void TestMainWindow::titleNamesTheScenario()
{
    QFETCH(int, builtIn);
    action("action_languageEnglish")->trigger();
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("Untitled scenario")),
             qPrintable(m_window->windowTitle()));
    m_window->loadBuiltInScenario(builtIn);
    const Scenario &s = m_window->document()->scenario();
    QVERIFY2(m_window->windowTitle().startsWith(s.name.en), qPrintable(m_window->windowTitle()));
    action("action_languageChinese")->trigger();
    QVERIFY2(m_window->windowTitle().startsWith(s.name.zh), qPrintable(m_window->windowTitle()));
    QCOMPARE(find<QLabel>("scenarioSeedClaim")->isHidden(), s.seedClaim.isEmpty());
    action("action_languageEnglish")->trigger();
}

void TestMainWindow::claimsPanelFromTheViewMenu()
{
    auto *dock = find<QDockWidget>("claimsDock");
    QVERIFY(!dock->isVisible());
    // Built when first shown (issue 31: a start that never opens it does not wait for it).
    QVERIFY(!dock->findChild<QTableWidget *>(QStringLiteral("claimsTable")));
    action("action_claimsPanel")->trigger();
    QVERIFY(dock->isVisible());
    auto *table = dock->findChild<QTableWidget *>(QStringLiteral("claimsTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), AtlasTest::catalog()->guideClaims().size());
    action("action_claimsPanel")->trigger();
    QVERIFY(!dock->isVisible());
}

// Issue 30: View → Scenario Panel was ticked and greyed out. It is a switch that works both ways.
void TestMainWindow::scenarioPanelFromTheViewMenu()
{
    auto *dock = find<QDockWidget>("scenarioDock");
    QVERIFY(dock->isVisible());
    QAction *toggle = action("action_scenarioPanel");
    QVERIFY(toggle->isEnabled());
    QVERIFY(toggle->isChecked());
    toggle->trigger();
    QVERIFY(!dock->isVisible());
    QVERIFY(!toggle->isChecked());
    toggle->trigger();
    QVERIFY(dock->isVisible());
}

// Issue 30 (journeys review, W-L1): `compute-atlas --view map` opened on the tab of the last
// session (the tier chart) unless --screenshot was given too. --view decides; without it the
// window keeps the tab it was on.
void TestMainWindow::startOptionsOpenTheAskedView_data()
{
    using View = MainWindow::View;
    QTest::addColumn<std::optional<View>>("asked");
    QTest::addColumn<View>("lastTab");
    QTest::addColumn<View>("expected");
    QTest::newRow("map asked") << std::optional<View>(View::Map) << View::Tiers << View::Map;
    QTest::newRow("options asked")
        << std::optional<View>(View::Options) << View::Compare << View::Options;
    QTest::newRow("none asked") << std::optional<View>() << View::Compare << View::Compare;
}

void TestMainWindow::startOptionsOpenTheAskedView()
{
    QFETCH(std::optional<MainWindow::View>, asked);
    QFETCH(MainWindow::View, lastTab);
    QFETCH(MainWindow::View, expected);
    m_window->showView(lastTab);
    AppOptions options;
    options.view = asked;
    QCOMPARE(applyWindowOptions(options, *m_window), QString());
    QCOMPARE(int(m_window->currentView()), int(expected));
    m_window->showView(MainWindow::View::Tiers); // the next test's window opens on the last tab
}

// Issue 30 (journeys review, journey 7): after File → Import the title kept the old scenario's
// name ("J3: weekly LoRA of Qwen3-32B"), a model no longer in it. It names the imported model;
// undo brings back both.
void TestMainWindow::anImportedModelNamesTheTitle()
{
    action("action_languageEnglish")->trigger();
    m_window->loadBuiltInScenario(1);
    const QString before = m_window->document()->scenario().name.en;
    ModelArch model = *AtlasTest::catalog()->model(QStringLiteral("llama-3.1-8b"));
    model.name = LocalizedText{QStringLiteral("my-model-7b"), QStringLiteral("my-model-7b")};
    m_window->importModel(model);
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("my-model-7b")),
             qPrintable(m_window->windowTitle()));
    QVERIFY(!m_window->windowTitle().contains(before));
    m_window->document()->undoStack()->undo();
    QVERIFY2(m_window->windowTitle().startsWith(before), qPrintable(m_window->windowTitle()));
}

// Issue 30 (journeys review, journey 7): an imported model had no row in the matrix. It has its
// rows after the catalog's, highlighted, and a cell of them keeps the imported model (not the
// catalog model of the same id: the config's file name can be one).
void TestMainWindow::anImportedModelHasAMatrixRow()
{
    ModelArch model = *AtlasTest::catalog()->model(QStringLiteral("llama-3.1-8b"));
    model.name = LocalizedText{QStringLiteral("my-model-7b"), QStringLiteral("my-model-7b")};
    model.layers = 16;
    m_window->importModel(model);
    m_window->showView(MainWindow::View::Matrix);
    auto *view = m_window->findChild<MatrixView *>(QStringLiteral("matrixView"));
    FitMatrixModel *matrix = view->model();
    const ScenarioDocument *document = m_window->document();
    int highlighted = -1, importedRows = 0, fitting = -1;
    for (int row = 0; row < matrix->rowCount(); ++row) {
        if (!document->isImportedRow(row))
            continue;
        ++importedRows;
        QVERIFY(matrix->headerData(row, Qt::Vertical, Qt::DisplayRole)
                    .toString()
                    .startsWith(u"my-model-7b"));
        if (matrix->index(row, 0).data(FitMatrixModel::HighlightRole).toInt()
            & FitMatrixModel::HighlightRow)
            highlighted = row;
        // A cell on another card than the scenario's, so that the click changes something.
        for (int c = 0; c < matrix->columnCount() && fitting < 0; ++c) {
            const QModelIndex cell = matrix->index(row, c);
            const int cards = cell.data(FitMatrixModel::RawValueRole).toInt();
            if (cards > 0 && cards <= 8
                && cell.data(FitMatrixModel::AcceleratorIdRole).toString()
                       != document->scenario().acceleratorId)
                fitting = row * matrix->columnCount() + c;
        }
    }
    QCOMPARE(importedRows, int(ScenarioDocument::matrixTasks().size()));
    QVERIFY(highlighted >= 0);
    QCOMPARE(Task(matrix->index(highlighted, 0).data(FitMatrixModel::TaskRole).toInt()),
             document->scenario().workload.task);
    QVERIFY(fitting >= 0);
    const QModelIndex cell = matrix->index(fitting / matrix->columnCount(),
                                           fitting % matrix->columnCount());
    QTableView *table = view->table();
    const QModelIndex proxied = qobject_cast<QSortFilterProxyModel *>(table->model())
                                    ->mapFromSource(cell);
    table->scrollTo(proxied);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(proxied).center());
    const Scenario &s = document->scenario();
    QVERIFY(s.customModel);
    QCOMPARE(s.customModel->layers, 16);
    QCOMPARE(s.workload.task, Task(cell.data(FitMatrixModel::TaskRole).toInt()));
    QCOMPARE(s.acceleratorId, cell.data(FitMatrixModel::AcceleratorIdRole).toString());
    m_window->showView(MainWindow::View::Tiers); // the next test's window opens on the last tab
}

void TestMainWindow::matrixResetsOnlyWhenItChanges()
{
    auto *model = m_window->findChild<MatrixView *>(QStringLiteral("matrixView"))->model();
    auto *legend = find<QLabel>("matrixLegend");
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(model, &QAbstractItemModel::dataChanged);
    // The budget does not enter the matrix: nothing changes, nothing is repainted.
    find<QSlider>("budgetSlider")->setValue(find<QSlider>("budgetSlider")->value() + 40);
    QCOMPARE(changes.size(), 0);
    // The precision does: new values in the same cells (no reset, which would lose the view's
    // hidden rows and scroll position), and the legend that names the precision follows. On
    // another tab that waits until the matrix is shown (the drag does not pay for it).
    QVERIFY(legend->text().contains(QStringLiteral("BF16")));
    auto *precision = find<QSlider>("precisionSlider");
    QVERIFY(m_window->isVisible()
            && !m_window->findChild<MatrixView *>(QStringLiteral("matrixView"))->isVisible());
    precision->setValue(int(precisionScale().indexOf(Precision::Int8)));
    QCOMPARE(changes.size(), 0);
    m_window->showView(MainWindow::View::Matrix);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(resets.size(), 0);
    QVERIFY2(legend->text().contains(QStringLiteral("INT8")), qPrintable(legend->text()));
    const auto cellsMatch = [this, model](Precision p) {
        const FitMatrix expected = expectedMatrix(p);
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const int cells = expected.minGpus(row, model->matrixColumn(column));
                if (model->index(row, column).data(FitMatrixModel::RawValueRole).toInt()
                    != (cells == FitMatrix::DoesNotFit ? 1000000000 : cells))
                    return false;
            }
        return true;
    };
    QVERIFY(cellsMatch(Precision::Int8));
    // On its own tab the matrix follows at once.
    precision->setValue(int(precisionScale().indexOf(Precision::Int4)));
    QCOMPARE(changes.size(), 2);
    QVERIFY2(legend->text().contains(QStringLiteral("INT4")), qPrintable(legend->text()));
    QVERIFY(cellsMatch(Precision::Int4));
}

void TestMainWindow::closingWithUnsavedEditsIsSafe()
{
    // Discarding unsaved edits destroys an undo stack that is not clean; nothing may still be
    // listening by then (with QT_FORCE_ASSERTS a call into the dying window aborts).
    auto window = std::make_unique<MainWindow>(AtlasTest::catalog());
    window->document()->edit(ScenarioField::Work, QStringLiteral("hours"), [](Scenario &s) {
        s.hours = 3;
    });
    QVERIFY(window->document()->isModified());
    window.reset();
    QVERIFY(!window);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
