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

namespace {

// An export writes FILE and exits.
QCommandLineOption exportOption(QStringView name, QStringView what)
{
    return {name.toString(),
            QStringLiteral("Write %1 and exit (- for standard output).").arg(what),
            QStringLiteral("FILE")};
}

// The window's own options (--help and --version come from QCommandLineParser).
struct WindowOptions
{
    QCommandLineOption scenario{QStringLiteral("scenario"),
                                QStringLiteral("Open this scenario (YAML)."),
                                QStringLiteral("FILE")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            QStringLiteral("Language: zh, en or both (PDF only)."),
                            QStringLiteral("LANG")};
    QCommandLineOption view{QStringLiteral("view"),
                            viewKeys().join(QStringLiteral(", ")) + QStringLiteral("."),
                            QStringLiteral("VIEW")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("Render the view to a PNG or SVG and exit (- for "
                                                 "standard output, as PNG)."),
                                  QStringLiteral("FILE")};
    QCommandLineOption pdf = exportOption(u"export-pdf", u"the PDF report");
    QCommandLineOption csv = exportOption(u"export-csv", u"the matrix as CSV");
    QCommandLineOption compareCsv = exportOption(u"export-compare-csv", u"the comparison as CSV");
    QCommandLineOption data{QStringLiteral("data"),
                            QStringLiteral("Read extra catalog YAML from this directory."),
                            QStringLiteral("DIR")};
    QCommandLineOption
        workshop{QStringLiteral("workshop"),
                 QStringLiteral(
                     "Workshop mode: full screen, larger type, high contrast (also F11).")};
    QCommandLineOption bilingual{QStringLiteral("bilingual"),
                                 QStringLiteral("Show both languages in labels (also Ctrl+B).")};
    QCommandLineOption settings{QStringLiteral("settings"),
                                QStringLiteral("Use this settings file (tests)."),
                                QStringLiteral("FILE")};
    QCommandLineOption tierFilter{
        QStringLiteral("tier-filter"),
        QStringLiteral(
            "Tier chart filter, e.g. domestic,ecosystem=cann (also market, vendor=, tier=)."),
        QStringLiteral("SPEC")};

    // In the order --help lists them.
    QList<QCommandLineOption> all() const
    {
        return {scenario,
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
                tierFilter};
    }
    // Those given at most once (--data may repeat; the switches mean the same twice).
    QList<const QCommandLineOption *> single() const
    {
        return {&scenario, &lang, &view, &screenshot, &pdf, &csv, &compareCsv, &settings, &tierFilter};
    }
};

// Conflicting arguments are refused, never resolved by a silent "last one wins"; a settings
// file must be one QSettings can read and save.
std::optional<ExitCode> refuseConflicts(const QCommandLineParser &parser, const WindowOptions &w)
{
    QTextStream err(stderr);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        err << "compute-atlas: give one scenario, not " << positional.size() << '\n';
        return ExitCode{2};
    }
    if (parser.isSet(w.scenario) && !positional.isEmpty()) {
        err << "compute-atlas: give the scenario either as --scenario or as a file argument, not "
               "both\n";
        return ExitCode{2};
    }
    for (const QCommandLineOption *option : w.single()) {
        if (parser.values(*option).size() > 1) {
            err << "compute-atlas: --" << option->names().constFirst() << " is given twice\n";
            return ExitCode{2};
        }
    }
    if (parser.isSet(w.settings)) {
        // Settings are read and then saved by QSettings: a FIFO would block it, a device would
        // be read forever or replaced by a regular file. A new file is fine.
        const QString path = parser.value(w.settings);
        if (const QString problem = inputFileProblem(path, false); !problem.isEmpty()) {
            err << "compute-atlas: --settings " << path << ": " << problem << '\n';
            return ExitCode{2};
        }
    }
    return std::nullopt;
}

// The options as given, once they do not conflict; a bad --lang or --view ends here.
std::variant<AppOptions, ExitCode> readOptions(const QCommandLineParser &parser,
                                               const WindowOptions &w)
{
    QTextStream err(stderr);
    AppOptions o;
    // The file manager passes the scenario as a plain argument (Exec=compute-atlas %f).
    o.scenarioPath = parser.isSet(w.scenario) ? parser.value(w.scenario)
                                              : parser.positionalArguments().value(0);
    const QString language = parser.value(w.lang);
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
    if (parser.isSet(w.view)) {
        const std::optional<MainWindow::View> v = viewFromKey(parser.value(w.view));
        if (!v) {
            err << "compute-atlas: --view must be " << viewKeys().join(QStringLiteral(", "))
                << '\n';
            return ExitCode{2};
        }
        o.view = *v;
    }
    o.screenshotPath = parser.value(w.screenshot);
    o.pdfPath = parser.value(w.pdf);
    o.matrixCsvPath = parser.value(w.csv);
    o.compareCsvPath = parser.value(w.compareCsv);
    o.dataDirs = parser.values(w.data);
    o.settingsPath = parser.value(w.settings);
    o.tierFilter = parser.value(w.tierFilter);
    o.workshop = parser.isSet(w.workshop);
    o.bilingual = parser.isSet(w.bilingual);
    return o;
}

} // namespace

std::variant<AppOptions, ExitCode> parseCommandLine(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ComputeAtlas 算力产区图"));
    const QCommandLineOption help = parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A scenario to open (YAML), as --scenario."),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption version = parser.addVersionOption();
    const WindowOptions w;
    parser.addOptions(w.all());
    // parse(), not process(): process() leaves through exit() on --help, --version and unknown
    // options, which runs the static destructors while the catalog preload's thread may still
    // be reading ("QMutex: destroying locked mutex"). Returning lets main() wait for it.
    if (!parser.parse(app.arguments())) {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << parser.errorText()
                            << '\n';
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
    if (const std::optional<ExitCode> refused = refuseConflicts(parser, w))
        return *refused;
    return readOptions(parser, w);
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
