// 2. Cold start to the first painted window, each run a fresh process; 3. the full PDF report.

#include "benchgui.h"

#include "catalog/catalog.h"
#include "common/languagemanager.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

using namespace Atlas;

namespace BenchGui {

// The child: from the first statement of main() to the end of the first paint of the main
// window, with the application's own start-up steps in its order (app/main.cpp).
int coldStartOnce(const QElapsedTimer &sinceMain, double applicationMs, Language language)
{
    const auto catalog = embeddedCatalog();
    const double catalogMs = milliseconds(sinceMain.nsecsElapsed());
    LanguageManager::instance()->setLanguage(language);
    const double languageMs = milliseconds(sinceMain.nsecsElapsed());
    MainWindow window(catalog);
    window.resize(WindowWidth, WindowHeight);
    const double windowMs = milliseconds(sinceMain.nsecsElapsed());
    EventCounter counter(&window);
    window.show();
    // The first paint of the window is one UpdateRequest: every widget painted and the backing
    // store flushed before processEvents() returns.
    QElapsedTimer timeout;
    timeout.start();
    while (counter.paints() == 0) {
        if (timeout.elapsed() > 60000) {
            std::fputs("bench_gui: the main window never painted\n", stderr);
            return 1;
        }
        QCoreApplication::processEvents();
    }
    const double paintedMs = milliseconds(sinceMain.nsecsElapsed());
    std::printf("cold-start %.3f %.3f %.3f %.3f %.3f\n",
                applicationMs,
                catalogMs,
                languageMs,
                windowMs,
                paintedMs);
    std::fflush(stdout);
    return 0;
}

bool benchColdStart(const Options &options)
{
    std::printf("\n2. Cold start to the first painted window (%d fresh processes per language; "
                "budget <= %.0f ms)\n"
                "   spawn = the parent's clock from QProcess::start() to the child's report "
                "(exec, dynamic linking and static\n"
                "   initialisation included); in-process = the child's clock from the first "
                "statement of main(). The steps are\n"
                "   medians in ms: QApplication (with the UI font and the settings file), "
                "embedded catalog, language,\n"
                "   MainWindow constructed, shown until the end of its first paint.\n\n",
                options.coldRuns,
                ColdStartBudgetMs);
    std::printf("%-4s %-10s %7s %7s %7s %7s | %7s %7s %7s %7s %7s\n",
                "lang",
                "clock",
                "first",
                "median",
                "min",
                "max",
                "app",
                "catalog",
                "lang",
                "window",
                "paint");
    const QString self = QCoreApplication::applicationFilePath();
    for (const char *language : {"en", "zh"}) {
        QList<double> spawn;
        QList<double> inProcess;
        QList<double> steps[5];
        for (int run = 0; run < options.coldRuns; ++run) {
            QProcess child;
            child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            QElapsedTimer clock;
            clock.start();
            child.start(self, {QStringLiteral("--cold-start-once"), QString::fromLatin1(language)});
            while (!child.canReadLine() && child.waitForReadyRead(60000)) {
            }
            const double spawned = milliseconds(clock.nsecsElapsed());
            const QList<QByteArray> fields = child.readLine().trimmed().split(' ');
            child.waitForFinished(60000);
            const bool reported = fields.size() == 6 && fields.constFirst() == "cold-start";
            if (!reported || child.exitCode() != 0) {
                std::fputs("bench_gui: a cold-start child failed\n", stderr);
                return false;
            }
            spawn.append(spawned);
            inProcess.append(fields.at(5).toDouble());
            double previous = 0;
            for (int step = 0; step < 5; ++step) {
                const double since = fields.at(step + 1).toDouble();
                steps[step].append(since - previous);
                previous = since;
            }
        }
        const Stats s = stats(spawn);
        const Stats i = stats(inProcess);
        std::printf("%-4s %-10s %7.1f %7.1f %7.1f %7.1f | %s\n",
                    language,
                    "spawn",
                    spawn.constFirst(),
                    s.median,
                    s.min,
                    s.max,
                    s.median <= ColdStartBudgetMs ? "ok" : "MISSED");
        std::printf("%-4s %-10s %7.1f %7.1f %7.1f %7.1f | %7.1f %7.1f %7.1f %7.1f %7.1f\n",
                    language,
                    "in-process",
                    inProcess.constFirst(),
                    i.median,
                    i.min,
                    i.max,
                    stats(steps[0]).median,
                    stats(steps[1]).median,
                    stats(steps[2]).median,
                    stats(steps[3]).median,
                    stats(steps[4]).median);
    }
    return true;
}

bool benchReport(const Options &options, const QString &directory)
{
    std::printf("\n3. Full PDF report, MainWindow::exportReport() (%d runs each; budget < %.0f "
                "ms)\n\n",
                options.reportRuns,
                ReportBudgetMs);
    std::printf("%-8s %-5s %8s %8s %8s %8s | %s\n",
                "scenario",
                "lang",
                "first",
                "median",
                "min",
                "max",
                "size, verdict");
    MainWindow window(embeddedCatalog());
    window.resize(WindowWidth, WindowHeight);
    window.show();
    if (!waitForExposed(window))
        return false;
    const char *modes[] = {"en", "zh", "both"};
    const char *scenarioNames[] = {"case A", "case B", "case C"};
    const QStringList scenarios = builtInScenarioFiles();
    for (qsizetype c = 0; c < scenarios.size(); ++c) {
        Diagnostics diagnostics;
        if (!window.document()->open(scenarios.at(c), diagnostics))
            return false;
        QCoreApplication::processEvents();
        for (int mode = 0; mode < 3; ++mode) {
            const QString path = directory + QStringLiteral("/report-%1-%2.pdf").arg(c).arg(mode);
            QList<double> times;
            for (int run = 0; run < options.reportRuns; ++run) {
                QString error;
                QElapsedTimer clock;
                clock.start();
                const bool ok = window.exportReport(path, ReportLanguage(mode), &error);
                times.append(milliseconds(clock.nsecsElapsed()));
                if (!ok) {
                    std::fprintf(stderr, "bench_gui: report failed: %s\n", qPrintable(error));
                    return false;
                }
            }
            const Stats s = stats(times);
            std::printf("%-8s %-5s %8.0f %8.0f %8.0f %8.0f | %lld KB, %s\n",
                        scenarioNames[c],
                        modes[mode],
                        times.constFirst(),
                        s.median,
                        s.min,
                        s.max,
                        QFileInfo(path).size() / 1024,
                        s.median < ReportBudgetMs ? "ok" : "MISSED");
        }
    }
    return true;
}

} // namespace BenchGui
