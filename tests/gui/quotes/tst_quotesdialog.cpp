// The user's quotes in the window (issue 27): File → Import Quotes… adds a CSV's quotes as one
// undo step and shows them in the quotes table; removing is one undo step; a bad file changes
// nothing and names its problems; every surface marks a quoted price ("your quote of DATE") —
// the panel, the comparison, the options — and a saved scenario keeps its quotes.

#include "common/languagemanager.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "export/filedialog.h"
#include "mainwindow.h"
#include "quotes/quotesdialog.h"
#include "support/testutil.h"
#include "views/compare/compareview.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Atlas;

class TestQuotesDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void importIsOneUndoStep();
    void everySurfaceMarksTheQuote();
    void removingIsOneUndoStep();
    void badFileChangesNothing();
    void savedScenarioKeepsItsQuotes();
    void chineseNamesTheQuote();

private:
    QString writeQuotes(const char *name, const QByteArray &rows);
    QAction *action(const char *name) const
    {
        return m_window->findChild<QAction *>(QString::fromLatin1(name));
    }
    QString panelText() const
    {
        return m_window->findChild<QLabel *>(QStringLiteral("planSummary"))->text();
    }
    void importGood();

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestQuotesDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Preferences::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestQuotesDialog::init()
{
    m_window = std::make_unique<MainWindow>(AtlasTest::catalog());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->loadBuiltInScenario(0); // case A: a LoRA on one RTX 4090 in a GPU container
}

void TestQuotesDialog::cleanup()
{
    m_window->document()->undoStack()->setClean();
    m_window.reset();
    LanguageManager::instance()->setLanguage(Language::English);
    Preferences::language.set(QStringLiteral("en"));
}

QString TestQuotesDialog::writeQuotes(const char *name, const QByteArray &rows)
{
    const QString path = m_dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", name);
    f.write("accelerator,gpus,form,price_cny,per,provider,instance,date,note\n" + rows);
    return path;
}

void TestQuotesDialog::importGood()
{
    const QString path = writeQuotes("good.csv",
                                     "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,AutoDL\n"
                                     "nvidia-a100-sxm4-80gb,8,container,48,hour,,,2025-06,old\n");
    FileDialog::setNextFileName(path);
    action("action_importQuotes")->trigger();
}

void TestQuotesDialog::importIsOneUndoStep()
{
    QUndoStack *undo = m_window->document()->undoStack();
    const int before = undo->count();
    importGood();
    const Scenario &s = m_window->document()->scenario();
    QCOMPARE(s.quotes.size(), 2);
    QCOMPARE(undo->count(), before + 1);
    // The table shows them for review, one row each, the old one with its age.
    QuotesDialog *dialog = m_window->findChild<QuotesDialog *>(QStringLiteral("quotesDialog"));
    QVERIFY(dialog && dialog->isVisible());
    QTableWidget *table = dialog->findChild<QTableWidget *>(QStringLiteral("quotesTable"));
    QCOMPARE(table->rowCount(), 2);
    QVERIFY(table->item(0, 1)->text().contains(QStringLiteral("an hour for 1 card")));
    QVERIFY(table->item(0, 4)->text().contains(QStringLiteral("good.csv:2")));
    // 2025-06 on 2026-12-03 (the tests' day): 17 whole months.
    QVERIFY2(table->item(1, 2)->text().contains(QStringLiteral("17 months old")),
             qPrintable(table->item(1, 2)->text()));
    undo->undo();
    QVERIFY(m_window->document()->scenario().quotes.isEmpty());
    QCOMPARE(table->rowCount(), 0);
    undo->redo();
    QCOMPARE(m_window->document()->scenario().quotes.size(), 2);
}

void TestQuotesDialog::everySurfaceMarksTheQuote()
{
    QVERIFY(panelText().contains(QStringLiteral("catalog price of 2026")));
    importGood();
    QVERIFY2(panelText().contains(QStringLiteral("¥0.95 per card-hour, your quote of 2026-11-20")),
             qPrintable(panelText()));
    // The comparison's cost of a run names the price it rests on.
    const QList<QStringList> rows = m_window->findChild<CompareView *>()->tableRows(
        Language::English);
    bool marked = false;
    for (const QStringList &row : rows)
        if (row.value(0).startsWith(QStringLiteral("Cost of a run")))
            for (const QString &cell : row)
                marked = marked || cell.contains(QStringLiteral("your quote of 2026-11-20"));
    QVERIFY(marked);
    // The options table names the quote where the form is chosen.
    m_window->showView(MainWindow::View::Options);
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("optionsTable"));
    QAbstractItemModel *model = table->model();
    bool inOptions = false;
    for (int row = 0; row < model->rowCount(); ++row)
        for (int column = 0; column < model->columnCount(); ++column)
            inOptions = inOptions
                        || model->index(row, column)
                               .data()
                               .toString()
                               .contains(QStringLiteral("your quote of 2026-11-20"));
    QVERIFY(inOptions);
}

void TestQuotesDialog::removingIsOneUndoStep()
{
    importGood();
    QUndoStack *undo = m_window->document()->undoStack();
    const int before = undo->count();
    QuotesDialog *dialog = m_window->quotesDialog();
    QTableWidget *table = dialog->table();
    table->selectRow(0);
    QTest::mouseClick(dialog->findChild<QAbstractButton *>(QStringLiteral("quotesRemove")),
                      Qt::LeftButton);
    QCOMPARE(undo->count(), before + 1);
    const QList<UserQuote> &left = m_window->document()->scenario().quotes;
    QCOMPARE(left.size(), 1);
    QCOMPARE(left.constFirst().acceleratorId, QStringLiteral("nvidia-a100-sxm4-80gb"));
    QCOMPARE(table->rowCount(), 1);
    // The 4090's price is the catalog's again.
    QVERIFY(panelText().contains(QStringLiteral("catalog price of 2026")));
}

void TestQuotesDialog::badFileChangesNothing()
{
    const QString path = writeQuotes("bad.csv",
                                     "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,\n"
                                     "nvidia-rtx-9999,1,container,0.95,hour,,,2026-11-20,\n");
    QUndoStack *undo = m_window->document()->undoStack();
    const int before = undo->count();
    QVERIFY(!m_window->importQuotes(path));
    QCOMPARE(undo->count(), before);
    QVERIFY(m_window->document()->scenario().quotes.isEmpty());
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox *>(QStringLiteral("quotesErrorBox"))));
    QVERIFY2(box->informativeText().contains(path + QStringLiteral(":3:1: accelerator")),
             qPrintable(box->informativeText()));
    box->close();
}

void TestQuotesDialog::savedScenarioKeepsItsQuotes()
{
    importGood();
    const QString path = m_dir.filePath(QStringLiteral("quoted.yaml"));
    QVERIFY(m_window->saveScenarioTo(path));
    const QList<UserQuote> saved = m_window->document()->scenario().quotes;
    m_window->loadBuiltInScenario(1);
    QVERIFY(m_window->document()->scenario().quotes.isEmpty());
    QVERIFY(m_window->openScenario(path));
    QCOMPARE(m_window->document()->scenario().quotes, saved);
    QVERIFY(panelText().contains(QStringLiteral("your quote of 2026-11-20")));
}

void TestQuotesDialog::chineseNamesTheQuote()
{
    importGood();
    action("action_languageChinese")->trigger();
    QTRY_VERIFY2(panelText().contains(QStringLiteral("您的报价（2026-11-20）")),
                 qPrintable(panelText()));
}

QTEST_MAIN(TestQuotesDialog)
#include "tst_quotesdialog.moc"
