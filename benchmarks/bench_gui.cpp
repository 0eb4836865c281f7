// GUI speed against the issues' budgets. A benchmark, not a test: nothing here fails because a
// machine is slow; the figures go into the README.
//   1. A slider change (precision, budget) until every visible view has repainted, on the real
//      main window: p95 <= 16 ms at device pixel ratio 1 and <= 25 ms at 2 (QT_SCALE_FACTOR=2),
//      per view, for the default scenario and the seed's cases A, B and C.
//   2. Cold start to the first painted window, each run a fresh process: <= 120 ms.
//   3. The full PDF report in English, Chinese and both languages: < 1 s.
// Runs offscreen unless QT_QPA_PLATFORM says otherwise, with settings in a temporary file.
//
//   bench_gui [--changes N] [--cold-runs N] [--report-runs N] [--only sliders,cold,report]
//             [--views tiers,matrix,map,compare]
//   bench_gui --cold-start-once en|zh      one cold start, used by the cold-start measurement
//
// The parts: benchgui.h (options, statistics, the event counter), benchgui_sliders.cpp (1),
// benchgui_startup.cpp (2 and 3).

#include "benchgui.h"

#include "catalog/catalogpreload.h"
#include "common/fonts.h"
#include "common/languagemanager.h"
#include "common/preferences.h"

#include <QApplication>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QThread>

using namespace Atlas;
using namespace BenchGui;

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    prepareEnvironment();
    const Options options = parseOptions(argc, argv);
    g_trace = options.trace;
    installQuietMessages();

    // As app/main.cpp does: the embedded catalog loads while the application object starts.
    const EmbeddedCatalogPreload preload;
    QApplication app(argc, argv);
    QApplication::setFont(uiFont(QApplication::font().pointSizeF()));
    QTemporaryDir directory;
    if (!directory.isValid())
        return 1;
    Preferences::useFile(directory.filePath(QStringLiteral("settings.ini")));
    const double applicationMs = milliseconds(sinceMain.nsecsElapsed());

    if (!options.coldStartOnce.isEmpty()) {
        const bool chinese = options.coldStartOnce == u"zh";
        return coldStartOnce(sinceMain,
                             applicationMs,
                             chinese ? Language::Chinese : Language::English);
    }

    LanguageManager::instance()->setLanguage(Language::English);
    std::printf("bench_gui: Qt %s, platform %s, %d CPU cores, load average %s at the start;\n"
                "machine speed now: the whole default matrix in %.2f ms (bench_engine's "
                "defaultMatrix)\n",
                qVersion(),
                qPrintable(QGuiApplication::platformName()),
                QThread::idealThreadCount(),
                loadAverage().constData(),
                referenceMatrixMs());
    bool ok = true;
    if (options.sliders)
        ok = benchSliders(options) && ok;
    if (options.cold)
        ok = benchColdStart(options) && ok;
    if (options.report)
        ok = benchReport(options, directory.path()) && ok;
    return ok ? 0 : 1;
}
