// compute-atlas: the desktop application; with --screenshot, --export-pdf or --export-csv it
// renders without a display and exits (headless.cpp). Options: commandline.cpp.

#include "catalog/catalog.h"
#include "catalog/catalogpreload.h"
#include "commandline.h"
#include "common/fonts.h"
#include "common/languagemanager.h"
#include "common/preferences.h"
#include "document/autosaver.h"
#include "headless.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

using namespace Atlas;

namespace {

bool haveDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY")
           || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
           || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

const char noDisplay[] = R"(compute-atlas: no display found ($DISPLAY and $WAYLAND_DISPLAY are empty).
Ways to use ComputeAtlas without a screen:
  xvfb-run -a compute-atlas                              run the window on a virtual X display
  compute-atlas --view map --screenshot map.png [--lang zh] [--scenario FILE]
  compute-atlas --export-pdf report.pdf --scenario FILE [--lang zh|en|both]
  compute-atlas --export-csv matrix.csv [--scenario FILE]
  compute-atlas-cli estimate --model llama-3.1-8b --gpu nvidia-rtx-4090
(or set QT_QPA_PLATFORM=offscreen yourself)
)";

void setUpApplication()
{
    QApplication::setOrganizationName(QStringLiteral("ComputeAtlas"));
    QApplication::setApplicationName(QStringLiteral("ComputeAtlas"));
    QApplication::setApplicationVersion(QStringLiteral(COMPUTE_ATLAS_VERSION));
    // Matches the installed .desktop file, so docks find the entry and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.computeatlas.ComputeAtlas"));
    QApplication::setWindowIcon(
        QIcon(QStringLiteral(":/computeatlas/io.github.computeatlas.ComputeAtlas.svg")));
    QApplication::setFont(uiFont(QApplication::font().pointSizeF()));
}

// Null when data named with --data has errors: results on other data would mislead.
std::shared_ptr<const Catalog> loadCatalogReporting(const AppOptions &options)
{
    Diagnostics diagnostics;
    CatalogOptions catalogOptions;
    catalogOptions.dataDirs = options.dataDirs;
    auto catalog = loadCatalog(catalogOptions, diagnostics);
    QTextStream err(stderr);
    for (const Diagnostic &d : diagnostics.items())
        if (d.severity != Diagnostic::Severity::Note)
            err << d.toString() << '\n';
    if (!options.dataDirs.isEmpty() && diagnostics.hasErrors()) {
        err << "compute-atlas: the catalog data given with --data has errors (see above)\n";
        return nullptr;
    }
    return catalog;
}

// The window on a screen: the scenario from the desktop (errors in a message box), autosave
// next to a test's settings file or in the user's data folder, and the offer to restore.
int runWindow(const AppOptions &options, MainWindow &window, QApplication &app)
{
    if (!options.scenarioPath.isEmpty()) {
        window.show();
        window.openScenario(options.scenarioPath);
    }
    if (const QString problem = applyWindowOptions(options, window); !problem.isEmpty()) {
        QTextStream(stderr) << "compute-atlas: " << problem << '\n';
        return 2;
    }
    window.startAutosave(
        options.settingsPath.isEmpty()
            ? Autosaver::defaultDirectory()
            : QFileInfo(options.settingsPath).dir().filePath(QStringLiteral("autosave")));
    window.show();
    QTimer::singleShot(0, &window, &MainWindow::offerRestore);
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    const bool headless = anyHeadlessArgument(argc, argv);
    if (!haveDisplay() && !headless) {
        std::fputs(noDisplay, stderr);
        return 1;
    }
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // exporting needs no screen

    // The embedded catalog loads in another thread while the application object starts.
    const EmbeddedCatalogPreload preload;
    QApplication app(argc, argv);
    setUpApplication();
    const auto parsed = parseCommandLine(app);
    if (const ExitCode *exit = std::get_if<ExitCode>(&parsed))
        return exit->code;
    const AppOptions &options = std::get<AppOptions>(parsed);
    if (!options.settingsPath.isEmpty())
        Preferences::useFile(options.settingsPath);

    const auto catalog = loadCatalogReporting(options);
    if (!catalog)
        return 1;
    LanguageManager::instance()->setLanguage(startLanguage(options));
    MainWindow window(catalog);
    return options.headless() ? runHeadless(options, window) : runWindow(options, window, app);
}
