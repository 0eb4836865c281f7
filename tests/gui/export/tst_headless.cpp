// The compute-atlas command line without a display (issue 19): conflicting arguments are
// refused, inputs that are not regular files never block, an explicit --data must be usable,
// and an export that fails late leaves the old file and a non-zero exit code. Output targets
// that are devices are our own nodes made with mknod in a temporary directory, never /dev/*.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray err;
    QByteArray out;
};

// Runs the application headless; `fileSizeLimit` > 0 makes every write past it fail in the
// child (RLIMIT_FSIZE, SIGXFSZ ignored), as a disk that fills up during the export.
Run app(const QStringList &arguments, rlim_t fileSizeLimit = 0)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    p.setProcessEnvironment(env);
    if (fileSizeLimit > 0)
        p.setChildProcessModifier([fileSizeLimit] {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{fileSizeLimit, fileSizeLimit};
            setrlimit(RLIMIT_FSIZE, &limit);
        });
    p.start(QStringLiteral(ATLAS_APP_PATH), arguments);
    // A FIFO given as input must never block: a run that takes this long has hung.
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {-2, "compute-atlas did not finish within 60 s", {}};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            p.readAllStandardError(),
            p.readAllStandardOutput()};
}

// A shell line, for what only a shell sets up (`>>`, `3>>`, `| head`): "$APP" is the
// application; `directory` is the working directory.
Run shell(const QString &script, const QString &directory)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("APP"), QStringLiteral(ATLAS_APP_PATH));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(directory);
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script});
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {-2, "the shell did not finish within 60 s", {}};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            p.readAllStandardError(),
            p.readAllStandardOutput()};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

mode_t modeOf(const QString &path)
{
    struct stat st = {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode : 0;
}

} // namespace

class TestHeadless : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void conflictingArguments_data();
    void conflictingArguments();
    void inputsThatAreNotFiles_data();
    void inputsThatAreNotFiles();
    void unusableDataFails();
    void misspelledKeyIsReportedWhereItStands();
    void lateFailureKeepsTheOldReport();
    void reportToACharacterDevice();
    void reportOntoAFifoIsRefused();
    void exportsStreamToStandardOutput_data();
    void exportsStreamToStandardOutput();
    void appendRedirectKeepsTheFile();
    void streamIntoAPipeline();
    void closedDescriptorIsNamed();
    void diagnosticsAreEnglish_data();
    void diagnosticsAreEnglish();

private:
    QTemporaryDir m_dir;
    QString m_settings;
    QString m_scenario;
};

void TestHeadless::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_settings = m_dir.filePath(QStringLiteral("settings.ini"));
    m_scenario = QStringLiteral(ATLAS_SOURCE_DIR "/resources/scenarios/case-a.yaml");
}

void TestHeadless::conflictingArguments_data()
{
    QTest::addColumn<QStringList>("arguments"); // SCENARIO stands for case A
    QTest::addColumn<QString>("message");
    const QString csv = QStringLiteral("--export-csv=%1")
                            .arg(QDir::tempPath() + QStringLiteral("/never.csv"));
    QTest::newRow("two scenarios")
        << QStringList{QStringLiteral("SCENARIO"), QStringLiteral("SCENARIO"), csv}
        << QStringLiteral("one scenario, not 2");
    QTest::newRow("file and --scenario")
        << QStringList{QStringLiteral("SCENARIO"),
                       QStringLiteral("--scenario"),
                       QStringLiteral("SCENARIO"),
                       csv}
        << QStringLiteral("either as --scenario or as a file argument");
    QTest::newRow("--scenario twice") << QStringList{QStringLiteral("--scenario"),
                                                     QStringLiteral("SCENARIO"),
                                                     QStringLiteral("--scenario"),
                                                     QStringLiteral("SCENARIO"),
                                                     csv}
                                      << QStringLiteral("--scenario is given twice");
    QTest::newRow("--export-pdf twice")
        << QStringList{QStringLiteral("--export-pdf=%1/never-a.pdf").arg(QDir::tempPath()),
                       QStringLiteral("--export-pdf=%1/never-b.pdf").arg(QDir::tempPath())}
        << QStringLiteral("--export-pdf is given twice");
    QTest::newRow("--lang twice") << QStringList{QStringLiteral("--lang=zh"),
                                                 QStringLiteral("--lang=en"),
                                                 csv}
                                  << QStringLiteral("--lang is given twice");
}

void TestHeadless::conflictingArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    arguments.replaceInStrings(QStringLiteral("SCENARIO"), m_scenario);
    const Run r = app(arguments + QStringList{QStringLiteral("--settings"), m_settings});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(!QFile::exists(QDir::tempPath() + QStringLiteral("/never.csv")));
}

void TestHeadless::inputsThatAreNotFiles_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("--scenario fifo") << QStringLiteral("--scenario") << QStringLiteral("fifo")
                                     << QStringLiteral("named pipe (FIFO)");
    QTest::newRow("--settings fifo") << QStringLiteral("--settings") << QStringLiteral("fifo")
                                     << QStringLiteral("named pipe (FIFO)");
    QTest::newRow("--settings device") << QStringLiteral("--settings") << QStringLiteral("device")
                                       << QStringLiteral("character device");
    QTest::newRow("--settings directory")
        << QStringLiteral("--settings") << QStringLiteral("directory")
        << QStringLiteral("directory");
}

void TestHeadless::inputsThatAreNotFiles()
{
    QFETCH(QString, option);
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("input"));
    const QByteArray native = QFile::encodeName(path);
    if (kind == u"fifo")
        QVERIFY(::mkfifo(native.constData(), 0644) == 0);
    else if (kind == u"directory")
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("input")));
    else if (::mknod(native.constData(), S_IFCHR | 0666, makedev(1, 5)) != 0) // like /dev/zero
        QSKIP("mknod needs CAP_MKNOD");
    const mode_t before = modeOf(path);
    QStringList arguments{option,
                          path,
                          QStringLiteral("--export-csv"),
                          dir.filePath(QStringLiteral("m.csv"))};
    if (option != u"--settings")
        arguments << QStringLiteral("--settings") << m_settings;
    const Run r = app(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(native) && QString::fromUtf8(r.err).contains(message),
             r.err.constData());
    QCOMPARE(modeOf(path), before); // never replaced by a regular file
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("m.csv"))));
}

void TestHeadless::unusableDataFails()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("m.csv"));
    const Run missing = app({QStringLiteral("--data"),
                             dir.filePath(QStringLiteral("nowhere")),
                             QStringLiteral("--export-csv"),
                             csv,
                             QStringLiteral("--settings"),
                             m_settings});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains("the data directory does not exist"), missing.err.constData());
    QVERIFY(!QFile::exists(csv));
}

void TestHeadless::misspelledKeyIsReportedWhereItStands()
{
    // Case B with "budget_per" misspelled: the file still opens (the rest is good), and the
    // terminal says which line was not used; the budget would otherwise silently be per run.
    QTemporaryDir dir;
    QFile original(QStringLiteral(ATLAS_SOURCE_DIR "/resources/scenarios/case-b.yaml"));
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = original.readAll().split('\n');
    const qsizetype index = lines.indexOf(QByteArray("budget_per: year"));
    QVERIFY(index >= 0);
    QList<QByteArray> changed = lines;
    changed[index] = "budget_pre: year";
    const QString typo = dir.filePath(QStringLiteral("typo.yaml"));
    QFile file(typo);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(changed.join('\n'));
    file.close();
    const QString csv = dir.filePath(QStringLiteral("m.csv"));
    const Run r = app({QStringLiteral("--scenario"),
                       typo,
                       QStringLiteral("--export-csv"),
                       csv,
                       QStringLiteral("--settings"),
                       m_settings});
    QCOMPARE(r.exitCode, 0);
    const QByteArray where = typo.toUtf8() + ':' + QByteArray::number(index + 1) + ":1:";
    QVERIFY2(r.err.contains(where) && r.err.contains("budget_pre: unknown key, ignored"),
             r.err.constData());
    QVERIFY(QFile::exists(csv));
}

void TestHeadless::lateFailureKeepsTheOldReport()
{
    // The report is several hundred KB; writes fail after 200 KB, long after the first buffer.
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("keep.pdf"));
    QFile old(pdf);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("OLD\n");
    old.close();
    const Run r = app({QStringLiteral("--export-pdf"),
                       pdf,
                       QStringLiteral("--scenario"),
                       m_scenario,
                       QStringLiteral("--settings"),
                       m_settings},
                      200 * 1024);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(readAll(pdf), QByteArray("OLD\n"));
    QVERIFY2(r.err.contains("keep.pdf") && r.err.contains("too large")
                 && !r.err.contains("Unknown error"),
             r.err.constData());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestHeadless::reportToACharacterDevice()
{
    // "--export-pdf /dev/null" to check that a report renders: written, never replaced.
    QTemporaryDir dir;
    const QString null = dir.filePath(QStringLiteral("null"));
    if (::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP("mknod needs CAP_MKNOD");
    const Run r = app(
        {QStringLiteral("--export-pdf"), null, QStringLiteral("--settings"), m_settings});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(S_ISCHR(modeOf(null)));
    // A full device (1,7 is /dev/full) says why and fails.
    const QString full = dir.filePath(QStringLiteral("full"));
    QVERIFY(::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0);
    const Run f = app(
        {QStringLiteral("--export-pdf"), full, QStringLiteral("--settings"), m_settings});
    QCOMPARE(f.exitCode, 1);
    QVERIFY2(f.err.contains("No space left on device"), f.err.constData());
    QVERIFY(S_ISCHR(modeOf(full)));
}

void TestHeadless::reportOntoAFifoIsRefused()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0644) == 0);
    const Run r = app(
        {QStringLiteral("--export-pdf"), fifo, QStringLiteral("--settings"), m_settings});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("named pipe (FIFO)"), r.err.constData());
    QVERIFY(S_ISFIFO(modeOf(fifo)));
}

void TestHeadless::exportsStreamToStandardOutput_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QByteArray>("starts"); // PDF and PNG: their signatures; CSV: compared whole
    // QProcess gives the application a pipe as standard output: every name of it streams.
    for (const char *target : {"-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"})
        QTest::addRow("csv %s", target)
            << QStringLiteral("--export-csv") << QString::fromLatin1(target) << QByteArray();
    QTest::newRow("compare csv -")
        << QStringLiteral("--export-compare-csv") << QStringLiteral("-") << QByteArray();
    QTest::newRow("pdf -") << QStringLiteral("--export-pdf") << QStringLiteral("-")
                           << QByteArray("%PDF-");
    QTest::newRow("png -") << QStringLiteral("--screenshot") << QStringLiteral("-")
                           << QByteArray("\x89PNG\r\n");
}

void TestHeadless::exportsStreamToStandardOutput()
{
    QFETCH(QString, option);
    QFETCH(QString, target);
    QFETCH(QByteArray, starts);
    QTemporaryDir dir;
    const QStringList common{QStringLiteral("--scenario"),
                             m_scenario,
                             QStringLiteral("--settings"),
                             m_settings};
    const Run r = app(common + QStringList{option, target});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    if (!starts.isEmpty()) {
        QVERIFY2(r.out.startsWith(starts), r.out.left(16).toHex().constData());
        return;
    }
    // The same bytes as the export to a regular file (which stays atomic).
    const QString file = dir.filePath(QStringLiteral("export.csv"));
    QCOMPARE(app(common + QStringList{option, file}).exitCode, 0);
    QCOMPARE(r.out, readAll(file));
    QVERIFY(r.out.count('\n') > 2);
}

void TestHeadless::appendRedirectKeepsTheFile()
{
    // `>> file` (and `3>> file`) open to append: the export follows what was there. The atomic
    // save used to rename a new file over it (reliability review N3).
    QTemporaryDir dir;
    QFile csv(dir.filePath(QStringLiteral("plain.csv")));
    QCOMPARE(app({QStringLiteral("--scenario"),
                  m_scenario,
                  QStringLiteral("--settings"),
                  m_settings,
                  QStringLiteral("--export-csv"),
                  csv.fileName()})
                 .exitCode,
             0);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray matrix = csv.readAll();
    const QString run = QStringLiteral("\"$APP\" --scenario '%1' --settings '%2' --export-csv ")
                            .arg(m_scenario, m_settings);
    for (const QString &redirect : {QStringLiteral("/dev/stdout >> log.csv"),
                                    QStringLiteral("- >> log.csv"),
                                    QStringLiteral("/dev/fd/3 3>> log.csv")}) {
        const Run r = shell(QStringLiteral("echo PREV > log.csv && ") + run + redirect, dir.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(readAll(dir.filePath(QStringLiteral("log.csv"))), "PREV\n" + matrix);
    }
}

void TestHeadless::streamIntoAPipeline()
{
    // `--export-csv - | head -n 2`: the first lines reach the next program; no file named "-"
    // appears in the working directory (L10).
    QTemporaryDir dir;
    const Run r = shell(QStringLiteral("\"$APP\" --scenario '%1' --settings '%2' --export-csv - | "
                                       "head -n 2")
                            .arg(m_scenario, m_settings),
                        dir.path());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.out.count('\n'), 2);
    QVERIFY(r.out.contains(','));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("-"))));
}

void TestHeadless::closedDescriptorIsNamed()
{
    // A descriptor the shell did not open: refused before anything is rendered.
    QTemporaryDir dir;
    const Run r = shell(QStringLiteral("exec 9>&- ; \"$APP\" --scenario '%1' --settings '%2' "
                                       "--export-pdf /dev/fd/9")
                            .arg(m_scenario, m_settings),
                        dir.path());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("cannot write to /dev/fd/9: descriptor 9 is not open"),
             r.err.constData());
}

void TestHeadless::diagnosticsAreEnglish_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("failure"); // "scenario": a bad value; "pdf", "png": a full device
    QTest::addColumn<QString>("message");
    // L8: with --lang both, one error was Chinese inside an English prefix and the same full
    // disk was Chinese for the PDF and English for the PNG. Now English whatever --lang says.
    for (const char *lang : {"zh", "both"})
        QTest::addRow("%s scenario", lang)
            << QString::fromLatin1(lang) << QStringLiteral("scenario")
            << QStringLiteral("tokens: expected a number");
    QTest::newRow("both pdf") << QStringLiteral("both") << QStringLiteral("pdf")
                              << QStringLiteral("No space left on device");
    QTest::newRow("both png") << QStringLiteral("both") << QStringLiteral("png")
                              << QStringLiteral("No space left on device");
}

void TestHeadless::diagnosticsAreEnglish()
{
    QFETCH(QString, lang);
    QFETCH(QString, failure);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QStringList arguments{QStringLiteral("--lang"), lang, QStringLiteral("--settings"), m_settings};
    if (failure == u"scenario") {
        const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("model: llama-2-13b\ntokens: 0\n");
        file.close();
        arguments << QStringLiteral("--scenario") << bad << QStringLiteral("--export-csv")
                  << dir.filePath(QStringLiteral("m.csv"));
    } else {
        const QString full = dir.filePath(QStringLiteral("full"));
        if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0)
            QSKIP("mknod needs CAP_MKNOD");
        arguments << (failure == u"pdf" ? QStringLiteral("--export-pdf")
                                        : QStringLiteral("--screenshot"))
                  << full;
    }
    const Run r = app(arguments);
    QCOMPARE(r.exitCode, 1);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(message), r.err.constData());
    static const QRegularExpression cjk(QStringLiteral("[\\x{3000}-\\x{9fff}\\x{ff00}-\\x{ffef}]"));
    QVERIFY2(!err.contains(cjk), r.err.constData());
}

QTEST_GUILESS_MAIN(TestHeadless)
#include "tst_headless.moc"
