#include "commandline.h"

#include "common/languagemanager.h"
#include "common/preferences.h"
#include "io/inputfile.h"
#include "views/tierchart/tierfilterbar.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace Atlas {

bool anyHeadlessArgument(int argc, char *argv[])
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

std::variant<AppOptions, ExitCode> parseCommandLine(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ComputeAtlas 算力产区图"));
    const QCommandLineOption help = parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A scenario to open (YAML), as --scenario."),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption version = parser.addVersionOption();
    const QString viewList = viewKeys().join(QStringLiteral(", "));
    const QCommandLineOption scenario(QStringLiteral("scenario"),
                                      QStringLiteral("Open this scenario (YAML)."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("Language: zh, en or both (PDF only)."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption view(QStringLiteral("view"),
                                  viewList + QStringLiteral("."),
                                  QStringLiteral("VIEW"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral(
                                            "Render the view to a PNG or SVG and exit (- for "
                                            "standard output, as PNG)."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption pdf(QStringLiteral("export-pdf"),
                                 QStringLiteral("Write the PDF report and exit (- for standard "
                                                "output)."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption csv(QStringLiteral("export-csv"),
                                 QStringLiteral("Write the matrix as CSV and exit (- for standard "
                                                "output)."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption compareCsv(QStringLiteral("export-compare-csv"),
                                        QStringLiteral(
                                            "Write the comparison as CSV and exit (- for "
                                            "standard output)."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption data(QStringLiteral("data"),
                                  QStringLiteral("Read extra catalog YAML from this directory."),
                                  QStringLiteral("DIR"));
    const QCommandLineOption
        workshop(QStringLiteral("workshop"),
                 QStringLiteral(
                     "Workshop mode: full screen, larger type, high contrast (also F11)."));
    const QCommandLineOption bilingual(QStringLiteral("bilingual"),
                                       QStringLiteral(
                                           "Show both languages in labels (also Ctrl+B)."));
    const QCommandLineOption settings(QStringLiteral("settings"),
                                      QStringLiteral("Use this settings file (tests)."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption tierFilter(
        QStringLiteral("tier-filter"),
        QStringLiteral(
            "Tier chart filter, e.g. domestic,ecosystem=cann (also market, vendor=, tier=)."),
        QStringLiteral("SPEC"));
    parser.addOptions({scenario,
                       lang,
                       view,
                       screenshot,
                       pdf,
                       csv,
                       compareCsv,
                       data,
                       workshop,
                       bilingual,
                       settings,
                       tierFilter});
    // parse(), not process(): process() leaves through exit() on --help, --version and unknown
    // options, which runs the static destructors while the catalog preload's thread may still
    // be reading ("QMutex: destroying locked mutex"). Returning lets main() wait for it.
    QTextStream err(stderr);
    if (!parser.parse(app.arguments())) {
        err << QCoreApplication::applicationName() << ": " << parser.errorText() << '\n';
        return ExitCode{1};
    }
    if (parser.isSet(version)) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' '
                            << QCoreApplication::applicationVersion() << '\n';
        return ExitCode{0};
    }
    if (parser.isSet(help)) {
        QTextStream(stdout) << parser.helpText();
        return ExitCode{0};
    }
    // Conflicting arguments are refused, never resolved by a silent "last one wins".
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        err << "compute-atlas: give one scenario, not " << positional.size() << '\n';
        return ExitCode{2};
    }
    if (parser.isSet(scenario) && !positional.isEmpty()) {
        err << "compute-atlas: give the scenario either as --scenario or as a file argument, not "
               "both\n";
        return ExitCode{2};
    }
    for (const QCommandLineOption *option :
         {&scenario, &lang, &view, &screenshot, &pdf, &csv, &compareCsv, &settings, &tierFilter}) {
        if (parser.values(*option).size() > 1) {
            err << "compute-atlas: --" << option->names().constFirst() << " is given twice\n";
            return ExitCode{2};
        }
    }
    if (parser.isSet(settings)) {
        // Settings are read and then saved by QSettings: a FIFO would block it, a device would
        // be read forever or replaced by a regular file. A new file is fine.
        const QString path = parser.value(settings);
        if (const QString problem = inputFileProblem(path, false); !problem.isEmpty()) {
            err << "compute-atlas: --settings " << path << ": " << problem << '\n';
            return ExitCode{2};
        }
    }
    AppOptions o;
    // The file manager passes the scenario as a plain argument (Exec=compute-atlas %f).
    o.scenarioPath = parser.isSet(scenario) ? parser.value(scenario)
                                            : parser.positionalArguments().value(0);
    const QString language = parser.value(lang);
    if (language == u"zh" || language == u"both")
        o.language = Language::Chinese;
    else if (language == u"en")
        o.language = Language::English;
    else if (!language.isEmpty()) {
        err << "compute-atlas: --lang must be zh, en or both\n";
        return ExitCode{2};
    }
    o.reportLanguage = language == u"both"               ? ReportLanguage::Both
                       : o.language == Language::Chinese ? ReportLanguage::Chinese
                                                         : ReportLanguage::English;
    if (parser.isSet(view)) {
        const std::optional<MainWindow::View> v = viewFromKey(parser.value(view));
        if (!v) {
            err << "compute-atlas: --view must be " << viewList << '\n';
            return ExitCode{2};
        }
        o.view = *v;
    }
    o.screenshotPath = parser.value(screenshot);
    o.pdfPath = parser.value(pdf);
    o.matrixCsvPath = parser.value(csv);
    o.compareCsvPath = parser.value(compareCsv);
    o.dataDirs = parser.values(data);
    o.settingsPath = parser.value(settings);
    o.tierFilter = parser.value(tierFilter);
    o.workshop = parser.isSet(workshop);
    o.bilingual = parser.isSet(bilingual);
    return o;
}

Language startLanguage(const AppOptions &options)
{
    if (options.language)
        return *options.language;
    const QString saved = Preferences::language.get();
    if (saved == u"zh")
        return Language::Chinese;
    if (saved == u"en")
        return Language::English;
    return LanguageManager::systemLanguage();
}

QString applyWindowOptions(const AppOptions &options, MainWindow &window)
{
    if (options.bilingual)
        window.setBilingualLabels(true, false);
    if (options.workshop)
        window.setWorkshopMode(true);
    if (options.view)
        window.showView(*options.view);
    if (options.tierFilter.isEmpty())
        return {};
    auto *bar = window.findChild<TierFilterBar *>();
    const QString problem = bar ? bar->applySpec(options.tierFilter)
                                : QStringLiteral("no tier chart");
    return problem.isEmpty() ? QString() : QStringLiteral("--tier-filter: ") + problem;
}

} // namespace Atlas
