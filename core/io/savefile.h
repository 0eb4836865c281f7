#pragma once

#include <QByteArray>
#include <QString>

namespace Atlas {

// Writes a whole file so that a failure never loses the old one. What is at the path decides:
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

} // namespace Atlas
