#pragma once

#include <QByteArray>
#include <QString>

namespace Atlas {

// Writes a whole file so that a failure never loses the old one. A path that names an open
// descriptor is a stream, written in place (streamDescriptor below). Otherwise what is at the
// path decides:
// - nothing, or a regular file: the content goes to a temporary file beside it (QSaveFile),
//   every write is checked, and only a complete file is renamed over the old one, which keeps
//   its permissions (and, for root, its owner);
// - a read-only regular file: refused, the file stays as it is;
// - a character device (/dev/null, a terminal): written directly, never replaced, so
//   `--export-pdf /dev/null` checks that a report renders without touching the system;
// - anything else (a directory, a FIFO, a socket, a block device, a dangling symbolic link):
//   refused with a message that names the path and what is there.
// `error` says what failed, with the system's reason ("File too large", "No space left on
// device"), never "Unknown error".
bool saveFileAtomically(const QString &path, const QByteArray &content, QString *error);

// Why a save to `path` would be refused (the rules above), or an empty string. For writers
// that do not go through saveFileAtomically (QSettings), checked before they start.
QString saveTargetProblem(const QString &path);

// The descriptor a path names, already open in this process: "-" and /dev/stdout are standard
// output, /dev/stderr standard error, /dev/fd/N and /proc/self/fd/N descriptor N; -1 for any
// other path. Such a target is written through the open descriptor, never replaced: a pipe
// streams (`--export-csv - | head`) and a descriptor opened to append keeps appending
// (`--export-csv /dev/stdout >> log.csv`), as the shell set it up.
int streamDescriptor(const QString &path);

} // namespace Atlas
