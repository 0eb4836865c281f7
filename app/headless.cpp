#include "headless.h"

#include "commandline.h"
#include "document/scenariodocument.h"
#include "export/canvas.h"
#include "mainwindow.h"

#include <QTextStream>

namespace Atlas {

int runHeadless(const AppOptions &options, MainWindow &window)
{
    QTextStream err(stderr);
    if (!options.scenarioPath.isEmpty()) {
        Diagnostics diagnostics;
        if (!window.document()->open(options.scenarioPath, diagnostics)) {
            err << "compute-atlas: cannot open " << options.scenarioPath << ":\n";
            for (const QString &line : diagnostics.toStringList())
                err << "  " << line << '\n';
            return 2;
        }
    }
    if (options.bilingual)
        window.setBilingualLabels(true, false);
    if (options.workshop)
        window.setWorkshopMode(true);

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
