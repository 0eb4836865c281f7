// 1. Slider changes: a drag of the precision or budget slider on the real main window, each
// change timed until every visible view has repainted.

#include "benchgui.h"

#include "catalog/catalog.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "scenario/scenario.h"
#include "viewtable.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QSlider>
#include <QTabWidget>
#include <QUndoStack>

#include <algorithm>
#include <ctime>

using namespace Atlas;

namespace BenchGui {

namespace {

struct SliderRun
{
    QList<double> total;    // setValue() until the last paint
    QList<double> engine;   // the document's own timing of its recomputation
    QList<double> handlers; // the rest of setValue(): undo command, views told, models rebuilt
    QList<double> paint;    // after setValue() returned, until the last paint
    QList<double> parts[EventCounter::PartCount]; // paint: tab page, scenario panel, the rest
    QList<double> loop;  // paint minus the parts: layouts and queued updates between paints
    int viewPainted = 0; // changes after which the current tab painted
    int unpainted = 0;   // changes after which nothing painted (should stay 0)
};

// Values for `count` changes stepping through [minimum, maximum] and back, from `minimum`.
QList<int> sweep(int minimum, int maximum, int step, int count)
{
    QList<int> values;
    int value = minimum;
    int direction = 1;
    while (values.size() < count) {
        if (value + direction * step > maximum || value + direction * step < minimum)
            direction = -direction;
        value += direction * step;
        values.append(value);
    }
    return values;
}

SliderRun runSlider(
    QSlider *slider, int step, int changes, ScenarioDocument *document, EventCounter &counter)
{
    SliderRun run;
    QElapsedTimer clock;
    clock.start();
    slider->setValue(slider->minimum());
    settle(clock, counter);

    int recomputed = 0;
    const QMetaObject::Connection connection = QObject::connect(document,
                                                                &ScenarioDocument::scenarioChanged,
                                                                slider,
                                                                [&recomputed] { ++recomputed; });
    // As a drag does: pressed, moved, released (one undo step).
    slider->setSliderDown(true);
    for (int value : sweep(slider->minimum(), slider->maximum(), step, changes)) {
        recomputed = 0;
        const int viewPaints = counter.viewPaints();
        qint64 partsBefore[EventCounter::PartCount];
        for (int p = 0; p < EventCounter::PartCount; ++p)
            partsBefore[p] = counter.partNanoseconds(EventCounter::Part(p));
        if (g_trace)
            std::fprintf(stderr, "--- %s = %d\n", qPrintable(slider->objectName()), value);
        clock.start();
        slider->setValue(value);
        const qint64 returned = clock.nsecsElapsed();
        const qint64 painted = settle(clock, counter);
        const double engine = recomputed > 0 ? document->lastComputeMilliseconds() : 0.0;
        if (painted < 0)
            ++run.unpainted;
        if (counter.viewPaints() != viewPaints)
            ++run.viewPainted;
        const qint64 end = std::max(painted, returned);
        run.total.append(milliseconds(end));
        run.engine.append(engine);
        run.handlers.append(std::max(0.0, milliseconds(returned) - engine));
        run.paint.append(milliseconds(end - returned));
        qint64 painting = 0;
        for (int p = 0; p < EventCounter::PartCount; ++p) {
            const qint64 part = counter.partNanoseconds(EventCounter::Part(p)) - partsBefore[p];
            run.parts[p].append(milliseconds(part));
            painting += part;
        }
        run.loop.append(std::max(0.0, milliseconds(end - returned - painting)));
    }
    slider->setSliderDown(false);
    QObject::disconnect(connection);
    settle(clock, counter);
    return run;
}

// The view's key (--views, the rows printed), from the window's one table of views.
QByteArray viewName(MainWindow::View view)
{
    return viewKey(view).toLatin1();
}

const char *verdict(const Stats &s)
{
    const bool median = hiDpi() || s.median <= SliderMedianBudgetMs;
    return median && s.p95 <= p95Budget() ? "ok" : "MISSED";
}

void append(SliderRun &to, const SliderRun &from)
{
    to.total += from.total;
    to.engine += from.engine;
    to.handlers += from.handlers;
    to.paint += from.paint;
    for (int p = 0; p < EventCounter::PartCount; ++p)
        to.parts[p] += from.parts[p];
    to.loop += from.loop;
    to.viewPainted += from.viewPainted;
    to.unpainted += from.unpainted;
}

void printRow(const QByteArray &label, const SliderRun &run)
{
    const Stats total = stats(run.total);
    std::printf("%-27s %7.2f %7.2f %7.2f | %6.2f %7.2f | %6.2f %6.2f %6.2f %6.2f | %4d/%-4d %s\n",
                label.constData(),
                total.median,
                total.p95,
                total.max,
                stats(run.engine).median,
                stats(run.handlers).median,
                stats(run.parts[EventCounter::TabPart]).median,
                stats(run.parts[EventCounter::PanelPart]).median,
                stats(run.parts[EventCounter::OtherPart]).median,
                stats(run.loop).median,
                run.viewPainted,
                int(run.total.size()),
                verdict(total));
}

// The widgets that painted longest during a run, in ms per change.
void printWidgets(const QHash<QByteArray, qint64> &widgetNs, int changes)
{
    QList<std::pair<qint64, QByteArray>> sorted;
    for (auto it = widgetNs.cbegin(); it != widgetNs.cend(); ++it)
        sorted.append({it.value(), it.key()});
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    for (qsizetype i = 0; i < std::min<qsizetype>(8, sorted.size()); ++i)
        std::printf("      %6.2f ms  %s\n",
                    milliseconds(sorted.at(i).first) / changes,
                    sorted.at(i).second.constData());
}

// The explanation of the slider table and its column heads.
void printSliderHeader(const Options &options)
{
    std::printf("\n1. Slider change -> engine + every visible view repainted\n"
                "   Real main window %dx%d, %s. Each row: %d changes as one drag (pressed, "
                "setValue() x %d, released),\n"
                "   timed from setValue() to the end of the last paint. Budget: p95 <= %.0f ms "
                "at this device pixel ratio (and median <= %.0f ms at ratio 1).\n"
                "   The parts are medians in ms: engine = the document's recomputation; "
                "handler = the rest of setValue()\n"
                "   (undo command, views and models told); then the painting of the tab page, "
                "of the scenario panel, of the\n"
                "   rest of the window (with the flush), and loop = the event loop between "
                "paints (layouts, queued updates).\n\n",
                WindowWidth,
                WindowHeight,
                qPrintable(QGuiApplication::platformName()),
                options.changes,
                options.changes,
                p95Budget(),
                SliderMedianBudgetMs);
    std::printf("%-27s %7s %7s %7s | %6s %7s | %6s %6s %6s %6s | %-9s %s\n",
                "scenario view     slider",
                "median",
                "p95",
                "max",
                "engine",
                "handler",
                "tab",
                "panel",
                "rest",
                "loop",
                "tab drawn",
                "verdict");
}

// Per view over every scenario and slider, and how much of the time this process had a CPU.
void printSliderSummary(const QList<MainWindow::View> &views,
                        const QList<SliderRun> &perView,
                        const QElapsedTimer &wall,
                        std::clock_t cpuStart)
{
    std::printf("\nPer view, all four scenarios and both sliders together:\n");
    for (qsizetype v = 0; v < views.size(); ++v) {
        if (perView.at(v).total.isEmpty())
            continue; // left out with --views
        printRow(QByteArray("all      ") + viewName(views.at(v)).leftJustified(9) + "both",
                 perView.at(v));
    }
    // Other programs on the machine slow every figure down; this says how much they competed.
    const double cpu = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf("\nThis process ran on a CPU for %.0f %% of the %.0f s of the slider runs (less "
                "means other programs competed);\nload average now %s; the whole default "
                "matrix now takes %.2f ms.\n",
                100 * cpu / (wall.nsecsElapsed() / 1e9),
                wall.nsecsElapsed() / 1e9,
                loadAverage().constData(),
                referenceMatrixMs());
}

// The default (new) scenario for an empty path, else the file.
bool openScenario(MainWindow &window, const QString &path)
{
    if (path.isEmpty()) {
        window.document()->reset(defaultScenario());
        return true;
    }
    Diagnostics diagnostics;
    if (window.document()->open(path, diagnostics))
        return true;
    std::fprintf(stderr,
                 "bench_gui: cannot open %s: %s\n",
                 qPrintable(path),
                 qPrintable(diagnostics.toStringList().join(u"; ")));
    return false;
}

} // namespace

bool benchSliders(const Options &options)
{
    MainWindow window(embeddedCatalog());
    window.resize(WindowWidth, WindowHeight);
    window.show();
    if (!waitForExposed(window)) {
        std::fputs("bench_gui: the main window was never exposed\n", stderr);
        return false;
    }
    EventCounter counter(&window);
    counter.setPanel(window.findChild<QDockWidget *>(QStringLiteral("scenarioDock")));
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    auto *precision = window.findChild<QSlider *>(QStringLiteral("precisionSlider"));
    auto *budget = window.findChild<QSlider *>(QStringLiteral("budgetSlider"));
    if (!tabs || !precision || !budget) {
        std::fputs("bench_gui: viewTabs, precisionSlider or budgetSlider not found\n", stderr);
        return false;
    }
    QElapsedTimer clock;
    clock.start();
    settle(clock, counter);
    QElapsedTimer wall;
    wall.start();
    const std::clock_t cpuStart = std::clock();

    printSliderHeader(options);

    const QList<MainWindow::View> views{MainWindow::View::Tiers,
                                        MainWindow::View::Matrix,
                                        MainWindow::View::Map,
                                        MainWindow::View::Compare};
    QStringList scenarios{QString()}; // the default (new) scenario first
    scenarios += builtInScenarioFiles();
    const char *scenarioNames[] = {"default", "case A", "case B", "case C"};
    QList<SliderRun> perView(views.size());
    bool clean = true;
    // Each slider run starts from the scenario as saved, so that the budget runs do not measure
    // whatever precision the previous run ended on (for case A's QLoRA, an impossible one).
    for (qsizetype c = 0; c < scenarios.size(); ++c) {
        for (qsizetype v = 0; v < views.size(); ++v) {
            if (!options.views.isEmpty() && !options.views.contains(viewKey(views.at(v))))
                continue;
            window.showView(views.at(v));
            counter.setView(tabs->currentWidget());
            const std::pair<const char *, QSlider *> sliders[] = {{"precision", precision},
                                                                  {"budget", budget}};
            for (const auto &[name, slider] : sliders) {
                if (!options.sliderNames.isEmpty()
                    && !options.sliderNames.contains(QString::fromLatin1(name)))
                    continue;
                if (!openScenario(window, scenarios.at(c)))
                    return false;
                settle(clock, counter);
                counter.takeWidgetNanoseconds();
                // Budget: 100 steps across its 0..600 range; precision: every notch.
                const int step = slider == budget ? 6 : 1;
                const SliderRun run = runSlider(slider,
                                                step,
                                                options.changes,
                                                window.document(),
                                                counter);
                printRow(QByteArray(scenarioNames[c]).leftJustified(9)
                             + viewName(views.at(v)).leftJustified(9) + name,
                         run);
                if (options.widgets)
                    printWidgets(counter.takeWidgetNanoseconds(), options.changes);
                if (run.unpainted > 0) {
                    std::printf("   warning: %d changes painted nothing\n", run.unpainted);
                    clean = false;
                }
                append(perView[v], run);
            }
        }
    }
    printSliderSummary(views, perView, wall, cpuStart);
    // The benchmark's edits are thrown away. Without this the window would be destroyed with
    // unsaved edits, which aborts: see the report of this benchmark (QUndoStack's destructor
    // emits cleanChanged into the already destroyed MainWindow).
    window.document()->undoStack()->setClean();
    return clean;
}

} // namespace BenchGui
