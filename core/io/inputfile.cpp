#include "io/inputfile.h"

#include "io/pathkind.h"
#include "text/trtext.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Atlas {

namespace {

QString notRegular(PathKind kind)
{
    // pathKindText(Unknown) is "something that is not a regular file": said once, not twice.
    if (kind == PathKind::Unknown)
        return ATLAS_TR("Atlas::InputFile", "it is not a regular file").toString();
    return ATLAS_TR("Atlas::InputFile", "it is %1, not a regular file")
        .arg(pathKindText(kind))
        .toString();
}

PathKind kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return PathKind::Directory;
    if (S_ISFIFO(mode))
        return PathKind::Fifo;
    if (S_ISSOCK(mode))
        return PathKind::Socket;
    if (S_ISCHR(mode))
        return PathKind::CharacterDevice;
    if (S_ISBLK(mode))
        return PathKind::BlockDevice;
    return PathKind::Unknown;
}

} // namespace

QString inputFileProblem(const QString &path, bool mustExist)
{
    const PathInfo info = inspectPath(path);
    switch (info.kind) {
    case PathKind::Regular:
        return {};
    case PathKind::Missing:
        return mustExist ? ATLAS_TR("Atlas::InputFile", "the file does not exist").toString()
                         : QString();
    case PathKind::Unknown:
        return info.error;
    default:
        return notRegular(info.kind);
    }
}

std::optional<QByteArray> readInputFile(const QString &path, qint64 maxBytes, QString *error)
{
    auto fail = [error](const QString &reason) -> std::optional<QByteArray> {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    QFile file;
    if (isResourcePath(path)) {
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly))
            return fail(file.errorString());
    } else {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer. The type
        // is then checked on the descriptor itself.
        const int fd = ::open(QFile::encodeName(path).constData(),
                              O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd < 0) {
            const int code = errno;
            if (code == ENOENT)
                return fail(
                    inspectPath(path).kind == PathKind::DanglingSymlink
                        ? notRegular(PathKind::DanglingSymlink)
                        : ATLAS_TR("Atlas::InputFile", "the file does not exist").toString());
            if (code == EISDIR)
                return fail(notRegular(PathKind::Directory));
            return fail(QString::fromLocal8Bit(std::strerror(code)));
        }
        struct stat st = {};
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            const PathKind kind = kindOf(st.st_mode);
            ::close(fd);
            return fail(notRegular(kind));
        }
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            return fail(file.errorString());
        }
    }
    QByteArray content = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(file.errorString());
    return content;
}

} // namespace Atlas
