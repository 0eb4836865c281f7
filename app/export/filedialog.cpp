#include "export/filedialog.h"

#include "common/preferences.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace Atlas {

namespace {
QString &nextFileName()
{
    static QString next;
    return next;
}
bool &hasNext()
{
    static bool has = false;
    return has;
}
} // namespace

void FileDialog::setNextFileName(const QString &fileName)
{
    nextFileName() = fileName;
    hasNext() = true;
}

QString FileDialog::takeNext(bool *answered)
{
    *answered = hasNext();
    hasNext() = false;
    return std::exchange(nextFileName(), QString());
}

QString FileDialog::getOpenFileName(QWidget *parent, const QString &caption, const QString &filter)
{
    bool answered = false;
    const QString seam = takeNext(&answered);
    if (answered)
        return seam;
    const QString path = QFileDialog::getOpenFileName(parent,
                                                      caption,
                                                      Preferences::lastDirectory.get(),
                                                      filter);
    if (!path.isEmpty())
        Preferences::lastDirectory.set(QFileInfo(path).absolutePath());
    return path;
}

QString FileDialog::getSaveFileName(QWidget *parent,
                                    const QString &caption,
                                    const QString &filter,
                                    const QString &suggestedName)
{
    bool answered = false;
    const QString seam = takeNext(&answered);
    if (answered)
        return seam;
    QString dir = Preferences::lastDirectory.get();
    if (dir.isEmpty())
        dir = QDir::homePath();
    const QString path = QFileDialog::getSaveFileName(parent,
                                                      caption,
                                                      QDir(dir).filePath(suggestedName),
                                                      filter);
    if (!path.isEmpty())
        Preferences::lastDirectory.set(QFileInfo(path).absolutePath());
    return path;
}

} // namespace Atlas
