#pragma once

#include "text/trtext.h"

#include <QString>

namespace Atlas {

// What is at a path, following symbolic links. Inputs are read from regular files only (a
// FIFO would block the reader, a device never ends) and saves replace regular files only; the
// other kinds are named in the refusal.
enum class PathKind {
    Missing,
    Regular,
    Directory,
    Fifo,
    Socket,
    CharacterDevice,
    BlockDevice,
    DanglingSymlink,
    Unknown, // stat() failed for another reason (permissions on a parent directory, …)
};

struct PathInfo
{
    PathKind kind = PathKind::Missing;
    unsigned mode = 0; // permission bits (07777) of what the path resolves to
    unsigned owner = 0;
    unsigned group = 0;
    QString error; // the system's reason when kind is Unknown
};

PathInfo inspectPath(const QString &path);

// "a directory", "a named pipe (FIFO)", … for messages that say what was found instead.
TrText pathKindText(PathKind kind);

// Resource paths (":/…") are compiled into the program: always regular, never inspected.
bool isResourcePath(const QString &path);

} // namespace Atlas
