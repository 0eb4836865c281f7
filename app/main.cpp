#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ComputeAtlas"));
    QApplication::setApplicationName(QStringLiteral("ComputeAtlas"));
    Atlas::MainWindow window;
    window.show();
    return app.exec();
}
