#pragma once

#include "mainwindow.h"
#include "report/pdfreport.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

QT_BEGIN_NAMESPACE
class QCoreApplication;
QT_END_NAMESPACE

namespace Atlas {

// What the command line asked for (compute-atlas --help lists it).
struct AppOptions
{
    QString scenarioPath;             // --scenario FILE, or the file manager's plain argument
    std::optional<Language> language; // --lang zh|en|both; else the saved choice, else the system's
    ReportLanguage reportLanguage = ReportLanguage::English; // --lang for --export-pdf
    std::optional<MainWindow::View> view;                    // --view (else the last tab)
    QString screenshotPath;                                  // --screenshot FILE
    QString pdfPath;                                         // --export-pdf FILE
    QString matrixCsvPath;                                   // --export-csv FILE
    QString compareCsvPath;                                  // --export-compare-csv FILE
    QStringList dataDirs;                                    // --data DIR …
    QString settingsPath;                                    // --settings FILE (tests)
    QString tierFilter;                                      // --tier-filter SPEC
    bool workshop = false;
    bool bilingual = false;

    // Anything to write and exit, without a window on a screen.
    bool headless() const
    {
        return !screenshotPath.isEmpty() || !pdfPath.isEmpty() || !matrixCsvPath.isEmpty()
               || !compareCsvPath.isEmpty();
    }
};

// The exit code when the command line ends the program (bad arguments: 2).
struct ExitCode
{
    int code = 0;
};

// Before QApplication exists: whether the arguments ask for a headless run (or only for help or
// the version), so main() can pick the offscreen platform.
bool anyHeadlessArgument(int argc, char *argv[]);

// QCommandLineParser over the application's arguments; --help and --version exit from here.
std::variant<AppOptions, ExitCode> parseCommandLine(const QCoreApplication &app);

// The language to start in: the command line, else the saved choice, else the system's.
Language startLanguage(const AppOptions &options);

// What the window shows at start, for a screen and headless alike: --bilingual, --workshop,
// --view (else the tab open when it last closed) and --tier-filter; a problem in words, or empty.
QString applyWindowOptions(const AppOptions &options, MainWindow &window);

} // namespace Atlas
