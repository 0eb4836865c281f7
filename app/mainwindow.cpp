#include "mainwindow.h"

namespace Atlas {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("ComputeAtlas"));
}

} // namespace Atlas
