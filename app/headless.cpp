#include "headless.h"

#include "commandline.h"
#include "document/scenariodocument.h"
#include "export/canvas.h"
#include "io/inputfile.h"
#include "mainwindow.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTranslator>

#include <clocale>
#include <cstring>

namespace Atlas {

namespace {

// A headless run's diagnostics are English whatever --lang says (README, "Reliability"): stderr
// goes to scripts and logs, and one error was Chinese inside an English prefix while the next
// was English. This translator sits above the interface's and answers the diagnostics' contexts
// with their English source; what is exported keeps its language (views, report and CSV are
// drawn in their own language, not from these contexts).
class EnglishDiagnostics final : public QTranslator
{
public:
    QString translate(const char *context,
                      const char *sourceText,
                      const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        static const char *const contexts[] = {"Atlas::SaveFile",
                                               "Atlas::PathKind",
                                               "Atlas::InputFile",
                                               "Atlas::Encoding",
                                               "Atlas::YamlReader",
                                               "Atlas::YamlBounds",
                                               "Atlas::Scenario",
                                               "Atlas::CatalogReader",
                                               // Qt's own error texts ("No space left on device")
                                               "QIODevice",
                                               "QFile",
                                               "QFileDevice",
                                               "QSaveFile"};
        for (const char *c : contexts)
            if (std::strcmp(context, c) == 0)
                return QString::fromUtf8(sourceText);
        // The report's own failures (its content is drawn through its own translator).
        if (std::strcmp(context, "Atlas::PdfReport") == 0
            && std::strncmp(sourceText, "cannot ", 7) == 0)
            return QString::fromUtf8(sourceText);
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

int runHeadless(const AppOptions &options, MainWindow &window)
{
    EnglishDiagnostics english;
    QCoreApplication::installTranslator(&english);
    std::setlocale(LC_MESSAGES, "C"); // the system's reasons ("No space left on device") too
    QTextStream err(stderr);
    if (!options.scenarioPath.isEmpty()) {
        // Reported on the terminal: a headless run has nobody to click a message box away.
        if (const QString problem = inputFileProblem(options.scenarioPath); !problem.isEmpty()) {
            err << "compute-atlas: cannot open " << options.scenarioPath << ": " << problem << '\n';
            return 2;
        }
        Diagnostics diagnostics;
        if (!window.document()->open(options.scenarioPath, diagnostics)) {
            err << "compute-atlas: cannot open " << options.scenarioPath << ":\n";
            for (const QString &line : diagnostics.toStringList())
                err << "  " << line << '\n';
            return 1; // a file that can be read but not used: invalid data, as in the CLI
        }
        // A misspelled key is ignored with a warning, and it can change the answer (a budget
        // "per year" read as per run): said on the terminal, with its place in the file.
        for (const Diagnostic &d : diagnostics.items())
            if (d.severity == Diagnostic::Severity::Warning)
                err << "compute-atlas: " << d.toString() << '\n';
    }
    if (const QString problem = applyWindowOptions(options, window); !problem.isEmpty()) {
        err << "compute-atlas: " << problem << '\n';
        return 2;
    }

    QString error;
    bool ok = true;
    if (!options.screenshotPath.isEmpty()) {
        // A screenshot without --view is of the tier chart (the first tab), whatever was open last.
        const MainWindow::View view = options.view.value_or(MainWindow::View::Tiers);
        window.resize(Canvas::Window);
        window.showView(view);
        ok = window.exportView(view, options.screenshotPath, &error);
    }
    if (ok && !options.pdfPath.isEmpty())
        ok = window.exportReport(options.pdfPath, options.reportLanguage, &error);
    if (ok && !options.matrixCsvPath.isEmpty())
        ok = window.exportMatrixCsv(options.matrixCsvPath, &error);
    if (ok && !options.compareCsvPath.isEmpty())
        ok = window.exportCompareCsv(options.compareCsvPath, &error);
    if (!ok) {
        err << "compute-atlas: " << error << '\n';
        return 1;
    }
    return 0;
}

} // namespace Atlas
