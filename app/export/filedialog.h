#pragma once

#include <QString>

class QWidget;

namespace Atlas {

// The application's file dialogs, with a seam for GUI tests (KeePassXC's FileDialog):
// setNextFileName() answers the next dialog without showing it.
class FileDialog
{
public:
    static QString getOpenFileName(QWidget *parent, const QString &caption, const QString &filter);
    static QString getSaveFileName(QWidget *parent,
                                   const QString &caption,
                                   const QString &filter,
                                   const QString &suggestedName = QString());
    static void setNextFileName(const QString &fileName);

private:
    static QString takeNext(bool *answered);
};

} // namespace Atlas
