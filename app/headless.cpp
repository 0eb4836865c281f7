#include "headless.h"

#include "commandline.h"
#include "document/scenariodocument.h"
#include "export/canvas.h"
#include "io/inputfile.h"
#include "mainwindow.h"

#include <QTextStream>

namespace Atlas {

int runHeadless(const AppOptions &options, MainWindow &window)
{
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
    if (options.bilingual)
        window.setBilingualLabels(true, false);
    if (options.workshop)
        window.setWorkshopMode(true);
    if (const QString problem = applyTierFilter(options, window); !problem.isEmpty()) {
        err << "compute-atlas: --tier-filter: " << problem << '\n';
        return 2;
    }

    QString error;
    bool ok = true;
    if (!options.screenshotPath.isEmpty()) {
        window.resize(Canvas::Window);
        window.showView(options.view);
        ok = window.exportView(options.view, options.screenshotPath, &error);
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
