// compute-atlas: the desktop application; with --screenshot, --export-pdf or --export-csv it
// renders without a display and exits.

#include "catalog/catalog.h"
#include "common/fonts.h"
#include "common/languagemanager.h"
#include "common/preferences.h"
#include "document/autosaver.h"
#include "document/scenariodocument.h"
#include "io/inputfile.h"
#include "mainwindow.h"
#include "views/tierchart/tierfilterbar.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

using namespace Atlas;

namespace {

bool anyHeadlessOption(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a.startsWith("--screenshot") || a.startsWith("--export-pdf")
            || a.startsWith("--export-csv") || a.startsWith("--export-compare-csv") || a == "--help"
            || a == "-h" || a == "--version")
            return true;
    }
    return false;
}

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

} // namespace

int main(int argc, char *argv[])
{
    const bool headless = anyHeadlessOption(argc, argv);
    if (!haveDisplay()) {
        if (!headless) {
            std::fputs(noDisplay, stderr);
            return 1;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen"); // exporting needs no screen
    }
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ComputeAtlas"));
    QApplication::setApplicationName(QStringLiteral("ComputeAtlas"));
    QApplication::setApplicationVersion(QStringLiteral(COMPUTE_ATLAS_VERSION));
    // Matches the installed .desktop file, so docks find the entry and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.computeatlas.ComputeAtlas"));
    QApplication::setWindowIcon(
        QIcon(QStringLiteral(":/computeatlas/io.github.computeatlas.ComputeAtlas.svg")));
    QApplication::setFont(uiFont(QApplication::font().pointSizeF()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ComputeAtlas 算力产区图"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A scenario to open (YAML), as --scenario."),
                                 QStringLiteral("[FILE]"));
    parser.addVersionOption();
    const QCommandLineOption scenarioOption(QStringLiteral("scenario"),
                                            QStringLiteral("Open this scenario (YAML)."),
                                            QStringLiteral("FILE"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QStringLiteral("Language: zh, en or both (PDF only)."),
                                        QStringLiteral("LANG"));
    const QCommandLineOption viewOption(QStringLiteral("view"),
                                        QStringLiteral("tiers, matrix, map or compare."),
                                        QStringLiteral("VIEW"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              QStringLiteral(
                                                  "Render the view to a PNG or SVG and exit."),
                                              QStringLiteral("FILE"));
    const QCommandLineOption pdfOption(QStringLiteral("export-pdf"),
                                       QStringLiteral("Write the PDF report and exit."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption csvOption(QStringLiteral("export-csv"),
                                       QStringLiteral("Write the matrix as CSV and exit."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption compareCsvOption(QStringLiteral("export-compare-csv"),
                                              QStringLiteral(
                                                  "Write the comparison as CSV and exit."),
                                              QStringLiteral("FILE"));
    const QCommandLineOption dataOption(QStringLiteral("data"),
                                        QStringLiteral(
                                            "Read extra catalog YAML from this directory."),
                                        QStringLiteral("DIR"));
    const QCommandLineOption
        workshopOption(QStringLiteral("workshop"),
                       QStringLiteral(
                           "Workshop mode: full screen, larger type, high contrast (also F11)."));
    const QCommandLineOption bilingualOption(QStringLiteral("bilingual"),
                                             QStringLiteral(
                                                 "Show both languages in labels (also Ctrl+B)."));
    const QCommandLineOption tierFilterOption(
        QStringLiteral("tier-filter"),
        QStringLiteral("Tier chart filter, e.g. domestic,ecosystem=cann (also vendor=, tier=)."),
        QStringLiteral("SPEC"));
    const QCommandLineOption settingsOption(QStringLiteral("settings"),
                                            QStringLiteral("Use this settings file (tests)."),
                                            QStringLiteral("FILE"));
    parser.addOptions({scenarioOption,
                       langOption,
                       viewOption,
                       screenshotOption,
                       pdfOption,
                       csvOption,
                       compareCsvOption,
                       dataOption,
                       workshopOption,
                       bilingualOption,
                       tierFilterOption,
                       settingsOption});
    parser.process(app);

    QTextStream err(stderr);
    // Conflicting arguments are refused, never resolved by a silent "last one wins".
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        err << "compute-atlas: give one scenario, not " << positional.size() << '\n';
        return 2;
    }
    if (parser.isSet(scenarioOption) && !positional.isEmpty()) {
        err << "compute-atlas: give the scenario either as --scenario or as a file argument, not "
               "both\n";
        return 2;
    }
    for (const QCommandLineOption *option : {&scenarioOption,
                                             &langOption,
                                             &viewOption,
                                             &screenshotOption,
                                             &pdfOption,
                                             &csvOption,
                                             &compareCsvOption,
                                             &settingsOption}) {
        if (parser.values(*option).size() > 1) {
            err << "compute-atlas: --" << option->names().constFirst() << " is given twice\n";
            return 2;
        }
    }
    if (parser.isSet(settingsOption)) {
        // Settings are read and then saved by QSettings: a FIFO would block it, a device would
        // be read forever or replaced by a regular file. A new file is fine.
        const QString path = parser.value(settingsOption);
        if (const QString problem = inputFileProblem(path, false); !problem.isEmpty()) {
            err << "compute-atlas: --settings " << path << ": " << problem << '\n';
            return 2;
        }
        Preferences::useFile(path);
    }

    Diagnostics diagnostics;
    CatalogOptions options;
    options.dataDirs = parser.values(dataOption);
    const auto catalog = loadCatalog(options, diagnostics);
    for (const Diagnostic &d : diagnostics.items())
        if (d.severity != Diagnostic::Severity::Note)
            err << d.toString() << '\n';
    if (parser.isSet(dataOption) && diagnostics.hasErrors()) {
        // Data named explicitly must be usable: results on other data would mislead.
        err << "compute-atlas: the catalog data given with --data has errors (see above)\n";
        return 1;
    }

    // Language: the command line, else the saved choice, else the system's.
    const QString lang = parser.value(langOption);
    const QString saved = Preferences::language.get();
    Language language = LanguageManager::systemLanguage();
    if (lang == u"zh" || lang == u"both" || (lang.isEmpty() && saved == u"zh"))
        language = Language::Chinese;
    else if (lang == u"en" || (lang.isEmpty() && saved == u"en"))
        language = Language::English;
    else if (!lang.isEmpty()) {
        err << "compute-atlas: --lang must be zh, en or both\n";
        return 2;
    }
    LanguageManager::instance()->setLanguage(language);

    MainWindow window(catalog);
    // The file manager passes the scenario as a plain argument (Exec=compute-atlas %f).
    const QString scenarioPath = parser.isSet(scenarioOption) ? parser.value(scenarioOption)
                                                              : positional.value(0);
    if (!scenarioPath.isEmpty() && headless) {
        // Reported on the terminal: a headless run has nobody to click a message box away.
        if (const QString problem = inputFileProblem(scenarioPath); !problem.isEmpty()) {
            err << "compute-atlas: cannot open " << scenarioPath << ": " << problem << '\n';
            return 2;
        }
        Diagnostics scenarioDiagnostics;
        if (!window.document()->open(scenarioPath, scenarioDiagnostics)) {
            err << "compute-atlas: cannot open " << scenarioPath << ":\n";
            for (const QString &line : scenarioDiagnostics.toStringList())
                err << "  " << line << '\n';
            return 1; // a file that can be read but not used: invalid data, as in the CLI
        }
    } else if (!scenarioPath.isEmpty()) {
        // From the desktop (Exec=compute-atlas %f): say why in a message box, add it to the
        // recent files, and carry on with the default scenario if it cannot be read.
        window.show();
        window.openScenario(scenarioPath);
    }

    if (parser.isSet(bilingualOption))
        window.setBilingualLabels(true, false);
    if (parser.isSet(workshopOption))
        window.setWorkshopMode(true);
    if (parser.isSet(tierFilterOption)) {
        auto *bar = window.findChild<TierFilterBar *>();
        const QString problem = bar ? bar->applySpec(parser.value(tierFilterOption))
                                    : QStringLiteral("no tier chart");
        if (!problem.isEmpty()) {
            err << "compute-atlas: --tier-filter: " << problem << '\n';
            return 2;
        }
    }

    QString error;
    bool exported = false;
    bool ok = true;
    if (parser.isSet(screenshotOption)) {
        const QStringList keys{QStringLiteral("tiers"),
                               QStringLiteral("matrix"),
                               QStringLiteral("map"),
                               QStringLiteral("compare")};
        const int view = int(keys.indexOf(parser.value(viewOption).isEmpty()
                                              ? QStringLiteral("tiers")
                                              : parser.value(viewOption)));
        if (view < 0) {
            err << "compute-atlas: --view must be tiers, matrix, map or compare\n";
            return 2;
        }
        window.resize(1600, 1000);
        window.showView(MainWindow::View(view));
        ok = window.exportView(MainWindow::View(view), parser.value(screenshotOption), &error);
        exported = true;
    }
    if (ok && parser.isSet(pdfOption)) {
        const int mode = lang == u"both" ? 2 : language == Language::Chinese ? 1 : 0;
        ok = window.exportReport(parser.value(pdfOption), mode, &error);
        exported = true;
    }
    if (ok && parser.isSet(csvOption)) {
        ok = window.exportMatrixCsv(parser.value(csvOption), &error);
        exported = true;
    }
    if (ok && parser.isSet(compareCsvOption)) {
        ok = window.exportCompareCsv(parser.value(compareCsvOption), &error);
        exported = true;
    }
    if (!ok) {
        err << "compute-atlas: " << error << '\n';
        return 1;
    }
    if (exported)
        return 0;
    // Autosave next to a test's settings file, else in the user's data folder.
    window.startAutosave(
        parser.isSet(settingsOption)
            ? QFileInfo(parser.value(settingsOption)).dir().filePath(QStringLiteral("autosave"))
            : Autosaver::defaultDirectory());
    window.show();
    QTimer::singleShot(0, &window, &MainWindow::offerRestore);
    return app.exec();
}
