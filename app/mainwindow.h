#pragma once

#include <QMainWindow>

namespace Atlas {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace Atlas
