// Saves (core/io/savefile): a regular file is replaced atomically or not at all, with its
// permissions; anything else at the path (a FIFO, a directory, a read-only file) is refused
// with the reason, except a character device such as /dev/null, which is written directly and
// never replaced. The devices here are our own nodes made with mknod in a temporary directory.

#include "io/savefile.h"
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace Atlas;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(content), content.size());
}

mode_t modeOf(const QString &path)
{
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return 0;
    return st.st_mode;
}

// A character device node with the numbers of a well-known one (1,3 is /dev/null; 1,7 is
// /dev/full). Needs CAP_MKNOD; the test skips without it.
bool makeCharDevice(const QString &path, unsigned major, unsigned minor)
{
    return ::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(major, minor)) == 0;
}

} // namespace

class TestSaveFile : public QObject
{
    Q_OBJECT

private slots:
    void newAndReplacedFiles();
    void lateWriteFailureKeepsTheOldFile();
    void permissionsAreKept();
    void symbolicLinkIsFollowed();
    void readOnlyFileIsRefused();
    void nonRegularTargetsAreRefused_data();
    void nonRegularTargetsAreRefused();
    void characterDeviceIsWrittenNotReplaced();
    void fullDeviceSaysWhy();
    void streamTargets_data();
    void streamTargets();
    void streamToAPipe();
    void streamKeepsAppendMode();
    void streamNeedsAnOpenWritableDescriptor();
};

void TestSaveFile::newAndReplacedFiles()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.txt"));
    QString error;
    QVERIFY2(saveFileAtomically(path, "one", &error), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("one"));
    QVERIFY2(saveFileAtomically(path, "two", &error), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("two"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    // A new file gets what any program's new file gets: 0666 less the umask.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    QCOMPARE(modeOf(path) & 07777, mode_t(0666 & ~mask));
}

void TestSaveFile::lateWriteFailureKeepsTheOldFile()
{
    // The limit is far beyond the first buffer (16 KiB): the failure comes late in the stream,
    // after many writes succeeded, as with a disk that fills up during a long export.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    writeFile(path, "OLD");
    const QByteArray big(1024 * 1024, 'x');
    QString error;
    const bool ok = AtlasTest::withFileSizeLimit(200 * 1024, [&] {
        return saveFileAtomically(path, big, &error);
    });
    QVERIFY(!ok);
    QCOMPARE(readAll(path), QByteArray("OLD"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("Unknown error")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("too large")), qPrintable(error)); // EFBIG's reason
}

void TestSaveFile::permissionsAreKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.yaml"));
    writeFile(path, "old");
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
    QString error;
    QVERIFY2(saveFileAtomically(path, "new", &error), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("new"));
    QCOMPARE(modeOf(path) & 07777, mode_t(0640));
}

void TestSaveFile::symbolicLinkIsFollowed()
{
    // A link to a regular file stays a link; the file it points to gets the content.
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("real.yaml"));
    const QString link = dir.filePath(QStringLiteral("link.yaml"));
    writeFile(target, "old");
    QVERIFY(::symlink("real.yaml", QFile::encodeName(link).constData()) == 0);
    QString error;
    QVERIFY2(saveFileAtomically(link, "new", &error), qPrintable(error));
    QVERIFY(S_ISLNK(modeOf(link)));
    QCOMPARE(readAll(target), QByteArray("new"));
}

void TestSaveFile::readOnlyFileIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("locked.yaml"));
    writeFile(path, "keep me");
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0444) == 0);
    QString error;
    QVERIFY(!saveFileAtomically(path, "replaced", &error));
    QVERIFY2(error.contains(path) && error.contains(QStringLiteral("read-only")), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("keep me"));
    QCOMPARE(modeOf(path) & 07777, mode_t(0444));
}

void TestSaveFile::nonRegularTargetsAreRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("what"); // how the message names it
    QTest::newRow("fifo") << QStringLiteral("fifo") << QStringLiteral("named pipe");
    QTest::newRow("directory") << QStringLiteral("directory") << QStringLiteral("directory");
    QTest::newRow("dangling symlink")
        << QStringLiteral("dangling") << QStringLiteral("symbolic link");
}

void TestSaveFile::nonRegularTargetsAreRefused()
{
    QFETCH(QString, kind);
    QFETCH(QString, what);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("target"));
    const QByteArray native = QFile::encodeName(path);
    if (kind == u"fifo")
        QVERIFY(::mkfifo(native.constData(), 0644) == 0);
    else if (kind == u"directory")
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("target")));
    else
        QVERIFY(::symlink("nowhere", native.constData()) == 0);
    const mode_t before = modeOf(path);
    QString error;
    QVERIFY(!saveFileAtomically(path, "data", &error));
    QVERIFY2(error.contains(path) && error.contains(what), qPrintable(error));
    QCOMPARE(modeOf(path), before); // still what it was, not a regular file
}

void TestSaveFile::characterDeviceIsWrittenNotReplaced()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("null"));
    if (!makeCharDevice(path, 1, 3))
        QSKIP("mknod needs CAP_MKNOD");
    QString error;
    QVERIFY2(saveFileAtomically(path, "rendered", &error), qPrintable(error));
    QVERIFY(S_ISCHR(modeOf(path)));
    QCOMPARE(QDir(dir.path())
                 .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot | QDir::Hidden)
                 .size(),
             1);
}

void TestSaveFile::fullDeviceSaysWhy()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("full"));
    if (!makeCharDevice(path, 1, 7))
        QSKIP("mknod needs CAP_MKNOD");
    QString error;
    QVERIFY(!saveFileAtomically(path, QByteArray(100000, 'x'), &error));
    QVERIFY2(error.contains(path) && error.contains(QStringLiteral("No space left on device")),
             qPrintable(error));
    QVERIFY(S_ISCHR(modeOf(path)));
}

void TestSaveFile::streamTargets_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("descriptor"); // -1: an ordinary path, saved as a file
    QTest::newRow("-") << QStringLiteral("-") << 1;
    QTest::newRow("/dev/stdout") << QStringLiteral("/dev/stdout") << 1;
    QTest::newRow("/dev/stderr") << QStringLiteral("/dev/stderr") << 2;
    QTest::newRow("/dev/fd/3") << QStringLiteral("/dev/fd/3") << 3;
    QTest::newRow("/proc/self/fd/12") << QStringLiteral("/proc/self/fd/12") << 12;
    QTest::newRow("a file named -x") << QStringLiteral("-x") << -1;
    QTest::newRow("./-") << QStringLiteral("./-") << -1;
    QTest::newRow("/dev/fd/") << QStringLiteral("/dev/fd/") << -1;
    QTest::newRow("/dev/fd/3x") << QStringLiteral("/dev/fd/3x") << -1;
    QTest::newRow("/proc/1/fd/3") << QStringLiteral("/proc/1/fd/3") << -1;
    QTest::newRow("report.csv") << QStringLiteral("report.csv") << -1;
}

void TestSaveFile::streamTargets()
{
    QFETCH(QString, path);
    QFETCH(int, descriptor);
    QCOMPARE(streamDescriptor(path), descriptor);
}

void TestSaveFile::streamToAPipe()
{
    // A pipe (what `| head` gives): refused as a FIFO by path before, written through now.
    int fds[2];
    QVERIFY(::pipe(fds) == 0);
    for (const QString &path : {QStringLiteral("/dev/fd/%1").arg(fds[1]),
                                QStringLiteral("/proc/self/fd/%1").arg(fds[1])}) {
        QString error;
        QVERIFY2(saveFileAtomically(path, "a,b\n1,2\n", &error), qPrintable(error));
        QVERIFY(saveTargetProblem(path).isEmpty());
    }
    ::close(fds[1]);
    QByteArray read(64, '\0');
    const ssize_t n = ::read(fds[0], read.data(), size_t(read.size()));
    ::close(fds[0]);
    QCOMPARE(read.left(qsizetype(n)), QByteArray("a,b\n1,2\na,b\n1,2\n"));
}

void TestSaveFile::streamKeepsAppendMode()
{
    // `>> file` opens with O_APPEND: what was there stays, the export follows it (the atomic
    // save used to rename a new file over it).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("log.csv"));
    writeFile(path, "PREV\n");
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_APPEND);
    QVERIFY(fd >= 0);
    QString error;
    const bool ok = saveFileAtomically(QStringLiteral("/dev/fd/%1").arg(fd), "x,y\n", &error);
    ::close(fd);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("PREV\nx,y\n"));
}

void TestSaveFile::streamNeedsAnOpenWritableDescriptor()
{
    // A descriptor that is not open, or open for reading only: refused, saying which.
    int fds[2];
    QVERIFY(::pipe(fds) == 0);
    ::close(fds[1]);
    const QString closed = QStringLiteral("/dev/fd/%1").arg(fds[1]);
    const QString readOnly = QStringLiteral("/dev/fd/%1").arg(fds[0]);
    QString error;
    QVERIFY(!saveFileAtomically(closed, "x", &error));
    QCOMPARE(error,
             QStringLiteral("cannot write to %1: descriptor %2 is not open").arg(closed).arg(fds[1]));
    QCOMPARE(saveTargetProblem(closed), error);
    QVERIFY(!saveFileAtomically(readOnly, "x", &error));
    QVERIFY2(error.contains(QStringLiteral("open for reading only")), qPrintable(error));
    ::close(fds[0]);
}

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
