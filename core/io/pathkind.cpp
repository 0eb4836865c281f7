#include "io/pathkind.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace Atlas {

bool isResourcePath(const QString &path)
{
    return path.startsWith(u':') || path.startsWith(u"qrc:");
}

PathInfo inspectPath(const QString &path)
{
    PathInfo info;
    if (isResourcePath(path)) {
        info.kind = QFile::exists(path) ? PathKind::Regular : PathKind::Missing;
        return info;
    }
    const QByteArray native = QFile::encodeName(path);
    struct stat st = {};
    if (::stat(native.constData(), &st) != 0) {
        const int error = errno;
        struct stat link = {};
        if (error == ENOENT && ::lstat(native.constData(), &link) == 0 && S_ISLNK(link.st_mode))
            info.kind = PathKind::DanglingSymlink;
        else if (error == ENOENT || error == ENOTDIR)
            info.kind = PathKind::Missing;
        else {
            info.kind = PathKind::Unknown;
            info.error = QString::fromLocal8Bit(std::strerror(error));
        }
        return info;
    }
    info.mode = unsigned(st.st_mode & 07777);
    info.owner = unsigned(st.st_uid);
    info.group = unsigned(st.st_gid);
    if (S_ISREG(st.st_mode))
        info.kind = PathKind::Regular;
    else if (S_ISDIR(st.st_mode))
        info.kind = PathKind::Directory;
    else if (S_ISFIFO(st.st_mode))
        info.kind = PathKind::Fifo;
    else if (S_ISSOCK(st.st_mode))
        info.kind = PathKind::Socket;
    else if (S_ISCHR(st.st_mode))
        info.kind = PathKind::CharacterDevice;
    else if (S_ISBLK(st.st_mode))
        info.kind = PathKind::BlockDevice;
    else
        info.kind = PathKind::Unknown;
    return info;
}

TrText pathKindText(PathKind kind)
{
    switch (kind) {
    case PathKind::Missing:
        return ATLAS_TR("Atlas::PathKind", "nothing (the path does not exist)");
    case PathKind::Regular:
        return ATLAS_TR("Atlas::PathKind", "a regular file");
    case PathKind::Directory:
        return ATLAS_TR("Atlas::PathKind", "a directory");
    case PathKind::Fifo:
        return ATLAS_TR("Atlas::PathKind", "a named pipe (FIFO)");
    case PathKind::Socket:
        return ATLAS_TR("Atlas::PathKind", "a socket");
    case PathKind::CharacterDevice:
        return ATLAS_TR("Atlas::PathKind", "a character device");
    case PathKind::BlockDevice:
        return ATLAS_TR("Atlas::PathKind", "a block device");
    case PathKind::DanglingSymlink:
        return ATLAS_TR("Atlas::PathKind", "a symbolic link to a missing file");
    case PathKind::Unknown:
        break;
    }
    return ATLAS_TR("Atlas::PathKind", "something that is not a regular file");
}

} // namespace Atlas
