#include "io/savefile.h"

#include "io/pathkind.h"
#include "text/trtext.h"

#include <QFile>
#include <QSaveFile>

#include <QRegularExpression>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Atlas {

namespace {

// Writes everything, looping over short writes: a write that stops part-way (the disk filled
// up) is retried, and the retry reports the system's reason.
bool writeAll(QFileDevice &file, const QByteArray &content)
{
    qint64 done = 0;
    while (done < content.size()) {
        const qint64 n = file.write(content.constData() + done, content.size() - done);
        if (n <= 0)
            return false;
        done += n;
    }
    return file.error() == QFileDevice::NoError;
}

// Qt says "Unknown error" when a write stopped short without an errno; on a local disk that
// means the space or the file-size limit ran out.
QString reason(const QFileDevice &file)
{
    const QString text = file.errorString();
    if (text.isEmpty() || text == u"Unknown error")
        return ATLAS_TR("Atlas::SaveFile",
                        "the data could not all be written (no space left on the device, or "
                        "the file is too large)")
            .toString();
    return text;
}

TrText refusal(const QString &path, const PathInfo &info)
{
    if (info.kind == PathKind::Unknown)
        return ATLAS_TR("Atlas::SaveFile", "cannot save %1: %2").arg(path).arg(info.error);
    if (info.kind == PathKind::Regular)
        return ATLAS_TR("Atlas::SaveFile",
                        "cannot save %1: the file is read-only; make it writable or choose "
                        "another name")
            .arg(path);
    return ATLAS_TR("Atlas::SaveFile",
                    "cannot save %1: it is %2, and saves write regular files only")
        .arg(path)
        .arg(pathKindText(info.kind));
}

bool isReadOnly(const QString &path, const PathInfo &info)
{
    // No write bit at all counts as read-only even for root, whom access() lets through.
    return (info.mode & 0222) == 0 || ::access(QFile::encodeName(path).constData(), W_OK) != 0;
}

bool writeDevice(const QString &path, const QByteArray &content, QString *error)
{
    QFile device(path);
    // ExistingOnly: if the node vanished meanwhile, nothing is created in its place.
    if (!device.open(QIODevice::WriteOnly | QIODevice::ExistingOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = ATLAS_TR("Atlas::SaveFile", "cannot open %1 for writing: %2")
                         .arg(path)
                         .arg(reason(device))
                         .toString();
        return false;
    }
    if (!writeAll(device, content)) {
        if (error)
            *error = ATLAS_TR("Atlas::SaveFile", "cannot write %1: %2")
                         .arg(path)
                         .arg(reason(device))
                         .toString();
        return false;
    }
    device.close();
    return true;
}

// Why `fd` cannot take a stream, or nothing: it must be open, for writing.
QString streamProblem(const QString &path, int fd)
{
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0)
        return ATLAS_TR("Atlas::SaveFile", "cannot write to %1: descriptor %2 is not open")
            .arg(path)
            .arg(fd)
            .toString();
    if ((flags & O_ACCMODE) == O_RDONLY)
        return ATLAS_TR("Atlas::SaveFile",
                        "cannot write to %1: descriptor %2 is open for reading only")
            .arg(path)
            .arg(fd)
            .toString();
    return {};
}

// Straight to the descriptor: whatever it is (pipe, terminal, a file opened to append), the
// shell's choice stands. A failure part-way cannot be undone on a stream; it is reported.
bool writeStream(const QString &path, int fd, const QByteArray &content, QString *error)
{
    if (const QString problem = streamProblem(path, fd); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    qint64 done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.constData() + done, size_t(content.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (error)
                *error = ATLAS_TR("Atlas::SaveFile", "cannot write %1: %2")
                             .arg(path)
                             .arg(QString::fromLocal8Bit(std::strerror(n < 0 ? errno : ENOSPC)))
                             .toString();
            return false;
        }
        done += n;
    }
    return true;
}

} // namespace

int streamDescriptor(const QString &path)
{
    if (path == u"-" || path == u"/dev/stdout")
        return STDOUT_FILENO;
    if (path == u"/dev/stderr")
        return STDERR_FILENO;
    static const QRegularExpression numbered(QStringLiteral("^/(?:dev|proc/self)/fd/(\\d{1,9})$"));
    const QRegularExpressionMatch m = numbered.match(path);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString saveTargetProblem(const QString &path)
{
    if (const int fd = streamDescriptor(path); fd >= 0)
        return streamProblem(path, fd);
    const PathInfo info = inspectPath(path);
    switch (info.kind) {
    case PathKind::Missing:
    case PathKind::CharacterDevice:
        return {};
    case PathKind::Regular:
        return isReadOnly(path, info) ? refusal(path, info).toString() : QString();
    default:
        return refusal(path, info).toString();
    }
}

bool saveFileAtomically(const QString &path, const QByteArray &content, QString *error)
{
    if (const int fd = streamDescriptor(path); fd >= 0)
        return writeStream(path, fd, content, error);
    const PathInfo info = inspectPath(path);
    if (info.kind == PathKind::CharacterDevice)
        return writeDevice(path, content, error);
    if (const QString problem = saveTargetProblem(path); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }

    QSaveFile file(path);
    auto fail = [&](const TrText &what) {
        if (error)
            *error = what.arg(path).arg(reason(file)).toString();
        file.cancelWriting();
        return false;
    };
    // Unbuffered: every write reaches the file at once, so each one's result is the truth
    // (Qt 6.4's buffered QSaveFile can lose a flush error and commit a truncated file).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(ATLAS_TR("Atlas::SaveFile", "cannot open %1 for writing: %2"));
    if (!writeAll(file, content))
        return fail(ATLAS_TR("Atlas::SaveFile", "cannot write %1: %2"));
    if (info.kind == PathKind::Regular) {
        // The replacement is a new inode: give it the old file's permissions (and owner, which
        // only root can set; for anyone else fchown fails harmlessly).
        if (::fchmod(file.handle(), mode_t(info.mode)) != 0)
            return fail(ATLAS_TR("Atlas::SaveFile", "cannot keep the permissions of %1: %2"));
        if (::geteuid() == 0) [[maybe_unused]]
            const int ignored = ::fchown(file.handle(), uid_t(info.owner), gid_t(info.group));
    }
    if (!file.commit())
        return fail(ATLAS_TR("Atlas::SaveFile", "cannot save %1: %2"));
    return true;
}

} // namespace Atlas
