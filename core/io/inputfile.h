#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace Atlas {

// Reads an input file (a catalog, a scenario, a config.json, settings): regular files only. A
// named pipe would block the reader until someone writes to it and a device such as /dev/zero
// never ends, so both are refused with a message that says what was found; the check is made
// on the opened file, so nothing can be swapped in between. At most `maxBytes` + 1 bytes are
// read, so that the caller's own size check can say "larger than". `error` gets the reason
// alone ("it is a named pipe (FIFO), not a regular file"); callers name the file.
std::optional<QByteArray> readInputFile(const QString &path, qint64 maxBytes, QString *error);

// Why `path` cannot be read as an input (the rules above), or an empty string; for readers that
// open the file themselves (QSettings). A missing file is a problem only if `mustExist`.
QString inputFileProblem(const QString &path, bool mustExist = true);

} // namespace Atlas
