// CSV as Excel reads it: a UTF-8 byte-order mark (else Excel guesses a legacy code page and
// Chinese turns to mojibake), CRLF line ends, RFC 4180 quoting. Round trips through parseCsv,
// and the matrix and comparison exports of the real window round-trip to what the views show.

#include "common/languagemanager.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "export/csvwriter.h"
#include "mainwindow.h"
#include "scenario/scenario.h"
#include "support/testutil.h"
#include "views/compare/compareview.h"
#include "views/matrix/fitmatrixmodel.h"
#include "views/matrix/matrixview.h"

#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Atlas;

class TestCsvWriter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fields_data();
    void fields();
    void excelConventions();
    void roundTrip_data();
    void roundTrip();
    void viewsExportWhatTheyShow_data();
    void viewsExportWhatTheyShow();

private:
    QTemporaryDir m_dir;
};

void TestCsvWriter::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Preferences::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestCsvWriter::fields_data()
{
    // One field and how RFC 4180 writes it (after the BOM, before CRLF).
    QTest::addColumn<QString>("field");
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("plain") << QStringLiteral("H100") << QByteArray("H100");
    QTest::newRow("comma") << QStringLiteral("1,024") << QByteArray("\"1,024\"");
    QTest::newRow("quote") << QStringLiteral("24\" rack") << QByteArray("\"24\"\" rack\"");
    QTest::newRow("newline") << QStringLiteral("a\nb") << QByteArray("\"a\nb\"");
    QTest::newRow("carriage return") << QStringLiteral("a\rb") << QByteArray("\"a\rb\"");
    QTest::newRow("chinese") << QStringLiteral("英伟达 H100") << QByteArray("英伟达 H100");
    QTest::newRow("empty") << QString() << QByteArray("");
}

void TestCsvWriter::fields()
{
    QFETCH(QString, field);
    QFETCH(QByteArray, written);
    const QByteArray csv = toCsv({{field}});
    QCOMPARE(csv, QByteArray("\xEF\xBB\xBF") + written + "\r\n");
}

void TestCsvWriter::excelConventions()
{
    const QByteArray csv = toCsv(
        {{QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("c"), QStringLiteral("d")}});
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
    QCOMPARE(csv.count("\r\n"), 2);
    QCOMPARE(csv.count('\n'), 2); // no bare LF
    QCOMPARE(csv.mid(3), QByteArray("a,b\r\nc,d\r\n"));
}

void TestCsvWriter::roundTrip_data()
{
    QTest::addColumn<QList<QStringList>>("rows");
    QTest::newRow("simple") << QList<QStringList>{{QStringLiteral("x"), QStringLiteral("y")}};
    QTest::newRow("awkward") << QList<QStringList>{{QStringLiteral("\"quoted\""),
                                                    QStringLiteral("a,b"),
                                                    QStringLiteral("line\r\nbreak")},
                                                   {QString(),
                                                    QStringLiteral("¥1,894"),
                                                    QStringLiteral("产区图 · 东数西算")}};
    QTest::newRow("ragged") << QList<QStringList>{{QStringLiteral("1")},
                                                  {QStringLiteral("1"), QStringLiteral("2")}};
}

void TestCsvWriter::roundTrip()
{
    QFETCH(QList<QStringList>, rows);
    QCOMPARE(parseCsv(toCsv(rows)), rows);
}

void TestCsvWriter::viewsExportWhatTheyShow_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<Language>("language");
    for (int c = 0; c < 3; ++c) {
        QTest::addRow("case %c en", 'A' + c) << c << Language::English;
        QTest::addRow("case %c zh", 'A' + c) << c << Language::Chinese;
    }
}

void TestCsvWriter::viewsExportWhatTheyShow()
{
    QFETCH(int, scenario);
    QFETCH(Language, language);
    LanguageManager::instance()->setLanguage(language);
    MainWindow window(AtlasTest::catalog());
    Diagnostics d;
    QVERIFY(window.document()->open(builtInScenarioFiles().at(scenario), d));
    QString error;
    const QString matrixPath = m_dir.filePath(QStringLiteral("matrix.csv"));
    QVERIFY2(window.exportMatrixCsv(matrixPath, &error), qPrintable(error));
    QFile matrix(matrixPath);
    QVERIFY(matrix.open(QIODevice::ReadOnly));
    const QList<QStringList> matrixRows = parseCsv(matrix.readAll());
    auto *view = window.findChild<MatrixView *>(QStringLiteral("matrixView"));
    QVERIFY(view);
    QCOMPARE(matrixRows, view->tableRows());
    // …and the cells are what the table shows (its model's display texts), header by header.
    const QAbstractItemModel *shown = view->model();
    for (int c = 0; c < shown->columnCount(); ++c)
        QCOMPARE(matrixRows.first().at(c + 1), shown->headerData(c, Qt::Horizontal).toString());
    for (int r = 0; r < shown->rowCount(); ++r) {
        QCOMPARE(matrixRows.at(r + 1).first(), shown->headerData(r, Qt::Vertical).toString());
        for (int c = 0; c < shown->columnCount(); ++c)
            QCOMPARE(matrixRows.at(r + 1).at(c + 1), shown->index(r, c).data().toString());
    }
    // Header plus one row per model × task; a column per accelerator.
    QCOMPARE(matrixRows.size(), 1 + view->table()->model()->rowCount());
    QCOMPARE(matrixRows.first().size(), 1 + qsizetype(AtlasTest::catalog()->accelerators().size()));

    const QString comparePath = m_dir.filePath(QStringLiteral("compare.csv"));
    QVERIFY2(window.exportCompareCsv(comparePath, &error), qPrintable(error));
    QFile compare(comparePath);
    QVERIFY(compare.open(QIODevice::ReadOnly));
    const QList<QStringList> compareRows = parseCsv(compare.readAll());
    auto *compareView = window.findChild<CompareView *>();
    QVERIFY(compareView);
    QCOMPARE(compareRows, compareView->tableRows(language));
    QCOMPARE(compareRows.first().size(), 1 + window.document()->scenario().compare.size());
    // The option titles are the scenario's labels, in the language of the export.
    for (int i = 0; i < window.document()->scenario().compare.size(); ++i)
        QVERIFY(compareRows.first().at(i + 1).startsWith(
            window.document()->scenario().compare.at(i).label.text(language)));
    LanguageManager::instance()->setLanguage(Language::English);
}

QTEST_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
