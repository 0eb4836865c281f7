// The PDF report (issue 7), read back the way a reader's tools see it: pdfinfo for the pages,
// pdftotext for the words (Chinese must extract as Chinese, not as Kangxi radicals), pdffonts
// for embedding. Each seed case in English, Chinese and both languages.

#include "catalog/catalog.h"
#include "common/languagemanager.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "scenario/scenario.h"
#include "support/testutil.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <QDir>

#include <csignal>
#include <sys/resource.h>

using namespace Atlas;

namespace {

QString run(const QString &program, const QStringList &arguments)
{
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty())
        qFatal("%s not found: install poppler-utils (./atlas.sh test does)", qPrintable(program));
    QProcess p;
    p.start(path, arguments);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

enum Mode { English = 0, Chinese = 1, Both = 2 };

} // namespace

class TestPdfReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void seedCases_data();
    void seedCases();
    void unwritablePathSaysWhy();
    void failedExportKeepsTheOldFile();
    void windowKeepsItsLanguage_data();
    void windowKeepsItsLanguage();

private:
    QTemporaryDir m_dir;
};

void TestPdfReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Preferences::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager::instance()->setLanguage(Language::English);
    QVERIFY(LanguageManager::instance()->chineseAvailable());
}

void TestPdfReport::seedCases_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<int>("mode");
    const char *cases[] = {"case A", "case B", "case C"};
    const char *modes[] = {"en", "zh", "both"};
    for (int c = 0; c < 3; ++c)
        for (int m = 0; m < 3; ++m)
            QTest::addRow("%s %s", cases[c], modes[m]) << c << m;
}

void TestPdfReport::seedCases()
{
    QFETCH(int, scenario);
    QFETCH(int, mode);
    MainWindow window(AtlasTest::catalog());
    Diagnostics d;
    QVERIFY(window.document()->open(builtInScenarioFiles().at(scenario), d));
    const Scenario &s = window.document()->scenario();
    const QString pdf = m_dir.filePath(QStringLiteral("report-%1-%2.pdf").arg(scenario).arg(mode));
    QString error;
    QVERIFY2(window.exportReport(pdf, ReportLanguage(mode), &error), qPrintable(error));

    // Pages: the eight sections at least (long text sections continue on further pages), and
    // every page carries its number in the footer.
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpressionMatch pagesMatch
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    QVERIFY(pagesMatch.hasMatch());
    const int pages = pagesMatch.captured(1).toInt();
    QVERIFY2(pages >= 8, qPrintable(info));
    const QString text
        = run(QStringLiteral("pdftotext"),
              {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    QSet<int> numbered;
    const QRegularExpression pageLabel(mode == Chinese ? QStringLiteral("第\\s*(\\d+)\\s*页")
                                                       : QStringLiteral("Page (\\d+)"));
    for (auto it = pageLabel.globalMatch(text); it.hasNext();)
        numbered.insert(it.next().captured(1).toInt());
    QCOMPARE(numbered.size(), pages);

    QCOMPARE(LanguageManager::instance()->language(), Language::English); // the window's, after
    // Words a reader expects in each language: the scenario's own name from its file, the
    // accelerator's catalog name, section titles.
    const Accelerator *card = AtlasTest::catalog()->accelerator(s.acceleratorId);
    QVERIFY(card);
    QStringList expected;
    if (mode != Chinese)
        expected << s.name.en << card->name.en << QStringLiteral("Model-to-GPU matrix")
                 << QStringLiteral("Cost breakdown") << QStringLiteral("Assumptions")
                 << QStringLiteral("Recommendation");
    if (mode == English)
        expected << QStringLiteral("Accelerators by tier"); // the chart's own title
    if (mode != English)
        expected << s.name.zh << QStringLiteral("匹配矩阵") << QStringLiteral("费用明细")
                 << QStringLiteral("假设")
                 << QStringLiteral("推荐方案")
                 // Drawn by the tier chart itself, which must have followed the report's
                 // language although the window shows English.
                 << QStringLiteral("加速卡梯队分布");
    if (mode == Chinese)
        expected << card->name.zh;
    // pdftotext breaks long lines; compare with whitespace removed.
    QString flat = text;
    flat.remove(QRegularExpression(QStringLiteral("\\s+")));
    for (QString e : std::as_const(expected)) {
        e.remove(QRegularExpression(QStringLiteral("\\s+")));
        QVERIFY2(flat.contains(e), qPrintable(QStringLiteral("missing \"%1\"").arg(e)));
    }
    // Qt's PDF writer with some CJK fonts maps 比, 长, 用 … to Kangxi radicals (U+2F00–U+2FDF)
    // and CJK radicals (U+2E80–U+2EFF): the page looks right, copied text does not.
    for (const QChar c : text)
        QVERIFY2(c.unicode() < 0x2e80 || c.unicode() > 0x2fdf,
                 qPrintable(QStringLiteral("radical U+%1 in the text").arg(c.unicode(), 4, 16)));
    // An English report has no Chinese headings (the product name and catalog names aside).
    if (mode == English)
        for (const char *zh : {"推荐方案", "费用明细", "数据来源"})
            QVERIFY2(!text.contains(QString::fromUtf8(zh)), zh);

    // Fonts: every font embedded, WenQuanYi carries the Chinese text.
    const QStringList fontLines
        = run(QStringLiteral("pdffonts"), {pdf}).split(u'\n', Qt::SkipEmptyParts).mid(2);
    QVERIFY(!fontLines.isEmpty());
    bool wenQuanYi = false;
    for (const QString &line : fontLines) {
        const QStringList columns = line.split(QRegularExpression(QStringLiteral("\\s+")),
                                               Qt::SkipEmptyParts);
        // name type [type…] encoding emb sub uni object ID: "emb" is the fifth from the end.
        QVERIFY(columns.size() >= 7);
        QCOMPARE(columns.at(columns.size() - 5), QStringLiteral("yes"));
        wenQuanYi = wenQuanYi || line.contains(QStringLiteral("WenQuanYi"), Qt::CaseInsensitive);
    }
    if (mode != English)
        QVERIFY2(wenQuanYi, "Chinese text must use WenQuanYi Micro Hei (correct extraction)");
}

void TestPdfReport::unwritablePathSaysWhy()
{
    MainWindow window(AtlasTest::catalog());
    QString error;
    const QString path = m_dir.filePath(QStringLiteral("no-such-folder/report.pdf"));
    QVERIFY(!window.exportReport(path, ReportLanguage::English, &error));
    QVERIFY2(error.contains(QStringLiteral("report.pdf")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestPdfReport::failedExportKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old report");
    old.close();
    MainWindow window(AtlasTest::catalog());
    QString error;
    // A disk that fills up late in the stream: every write past 200 KiB fails, long after the
    // first buffers were written (the report is larger than that).
    const bool ok = AtlasTest::withFileSizeLimit(200 * 1024, [&] {
        return window.exportReport(path, ReportLanguage::English, &error);
    });
    QVERIFY(!ok);
    QVERIFY2(error.contains(QStringLiteral("report.pdf")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("too large")) && !error.contains(u"Unknown error"),
             qPrintable(error));
    QFile check(path);
    QVERIFY(check.open(QIODevice::ReadOnly));
    QCOMPARE(check.readAll(), QByteArray("old report"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left behind
}

namespace {

// What a user reads in the window: labels, buttons, group titles, combo items, tabs, actions.
QStringList windowTexts(QWidget *window)
{
    QStringList texts;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        texts << w->toolTip();
        if (auto *label = qobject_cast<QLabel *>(w))
            texts << label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            texts << button->text();
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            texts << group->title();
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        else if (auto *tabs = qobject_cast<QTabWidget *>(w))
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
    }
    for (QAction *a : window->findChildren<QAction *>())
        texts << a->text();
    return texts;
}

class LanguageChangeCounter : public QObject
{
public:
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            ++count;
        return false;
    }
};

} // namespace

void TestPdfReport::windowKeepsItsLanguage_data()
{
    QTest::addColumn<Language>("window");
    QTest::addColumn<int>("report");
    QTest::newRow("Chinese report from an English window") << Language::English << int(Chinese);
    QTest::newRow("bilingual report from an English window") << Language::English << int(Both);
    QTest::newRow("English report from a Chinese window") << Language::Chinese << int(English);
}

void TestPdfReport::windowKeepsItsLanguage()
{
    // The report draws in its own context: the window never switches, so no text of it changes
    // and no LanguageChange reaches any widget, not even for a moment.
    QFETCH(Language, window);
    QFETCH(int, report);
    LanguageManager::instance()->setLanguage(window);
    QCoreApplication::sendPostedEvents();
    MainWindow w(AtlasTest::catalog());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents();
    const QStringList before = windowTexts(&w);
    const bool bilingual = w.bilingualLabels();
    LanguageChangeCounter counter;
    qApp->installEventFilter(&counter);
    QString error;
    const QString pdf = m_dir.filePath(
        QStringLiteral("keep-%1-%2.pdf").arg(int(window)).arg(report));
    QVERIFY2(w.exportReport(pdf, ReportLanguage(report), &error), qPrintable(error));
    QCoreApplication::processEvents();
    qApp->removeEventFilter(&counter);
    QCOMPARE(counter.count, 0);
    QCOMPARE(LanguageManager::instance()->language(), window);
    QCOMPARE(w.bilingualLabels(), bilingual);
    QCOMPARE(windowTexts(&w), before);
    // And the report is in its language all the same.
    const QString text
        = run(QStringLiteral("pdftotext"),
              {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (report == English)
        QVERIFY(text.contains(QStringLiteral("Recommendation")));
    else
        QVERIFY(text.contains(QStringLiteral("推荐方案")));
    LanguageManager::instance()->setLanguage(Language::English);
    QCoreApplication::sendPostedEvents();
}

QTEST_MAIN(TestPdfReport)
#include "tst_pdfreport.moc"
