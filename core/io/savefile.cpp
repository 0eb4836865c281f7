#include "io/savefile.h"

#include "text/trtext.h"

#include <QSaveFile>

namespace Atlas {

bool saveFileAtomically(const QString &path, const QByteArray &content, QString *error)
{
    QSaveFile file(path);
    auto fail = [&](const TrText &what) {
        if (error)
            *error = what.arg(path).arg(file.errorString()).toString();
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return fail(ATLAS_TR("Atlas::SaveFile", "cannot open %1 for writing: %2"));
    if (file.write(content) != content.size())
        return fail(ATLAS_TR("Atlas::SaveFile", "cannot write %1: %2"));
    // Qt 6.4's QSaveFile::commit() does not notice a write error that happens while its buffer
    // is flushed (a full disk): it would rename a truncated file over the old one. Flushing
    // first and checking makes the failure visible while the old file is still in place.
    if (!file.flush() || file.error() != QFileDevice::NoError || file.size() != content.size())
        return fail(ATLAS_TR("Atlas::SaveFile", "cannot write %1: %2"));
    if (!file.commit())
        return fail(ATLAS_TR("Atlas::SaveFile", "cannot save %1: %2"));
    return true;
}

} // namespace Atlas
