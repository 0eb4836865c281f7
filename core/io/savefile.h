#pragma once

#include <QByteArray>
#include <QString>

namespace Atlas {

// Writes a whole file atomically through QSaveFile: either the new content is complete on
// disk, or the old file is untouched. Every step is checked; `error` says what failed.
bool saveFileAtomically(const QString &path, const QByteArray &content, QString *error);

} // namespace Atlas
