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

#include "catalog/catalog.h"
#include "common/fonts.h"
#include "common/languagemanager.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "engine/fitmatrix.h"
#include "mainwindow.h"
#include "scenario/scenario.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QPaintEvent>
#include <QProcess>
#include <QScreen>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QWindow>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

using namespace Atlas;

namespace {

// --trace: what happens in the window after each slider change, written to stderr (which
// widget asked for a layout, moved, resized or painted, and the region painted).
bool g_trace = false;

// The p95 budget of a slider change by device pixel ratio: a frame at 1, 25 ms at 2 (four times
// the pixels). At ratio 1 the median must stay within a frame as well.
constexpr double SliderMedianBudgetMs = 16;
constexpr double SliderP95BudgetMs = 16;
constexpr double SliderP95BudgetHiDpiMs = 25;

bool hiDpi()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen && screen->devicePixelRatio() > 1.5;
}

double p95Budget()
{
    return hiDpi() ? SliderP95BudgetHiDpiMs : SliderP95BudgetMs;
}
constexpr double ColdStartBudgetMs = 120;
constexpr double ReportBudgetMs = 1000;
constexpr int WindowWidth = 1600;
constexpr int WindowHeight = 1000;

struct Options
{
    int changes = 200;  // per scenario, view and slider
    int coldRuns = 10;  // fresh processes per language
    int reportRuns = 5; // per scenario and language mode
    bool sliders = true;
    bool cold = true;
    bool report = true;
    QStringList views;       // --views tiers,map: only these (all when empty)
    QStringList sliderNames; // --sliders precision: only these (all when empty)
    bool widgets = false;    // --widgets: each row also lists the widgets that painted longest
    bool trace = false;      // --trace: every change, layout request, move, resize and paint
    QString coldStartOnce;   // "en" or "zh": be the child of the cold-start measurement
};

[[noreturn]] void usage()
{
    std::fputs("usage: bench_gui [--changes N] [--cold-runs N] [--report-runs N]\n"
               "                 [--only sliders,cold,report] [--views tiers,matrix,map,compare]\n"
               "                 [--sliders precision,budget] [--widgets] [--trace]\n"
               "       bench_gui --cold-start-once en|zh\n",
               stderr);
    std::exit(2);
}

// Read before QApplication exists, so that the cold-start child times QApplication too.
Options parseOptions(int argc, char *argv[])
{
    Options o;
    const auto number = [&](int &i) {
        if (i + 1 >= argc)
            usage();
        const int n = std::atoi(argv[++i]);
        if (n < 1)
            usage();
        return n;
    };
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (!std::strcmp(a, "--changes")) {
            o.changes = number(i);
        } else if (!std::strcmp(a, "--cold-runs")) {
            o.coldRuns = number(i);
        } else if (!std::strcmp(a, "--report-runs")) {
            o.reportRuns = number(i);
        } else if (!std::strcmp(a, "--only") && i + 1 < argc) {
            const QStringList parts = QString::fromLocal8Bit(argv[++i]).split(u',');
            o.sliders = parts.contains(u"sliders");
            o.cold = parts.contains(u"cold");
            o.report = parts.contains(u"report");
            if (!o.sliders && !o.cold && !o.report)
                usage();
        } else if (!std::strcmp(a, "--views") && i + 1 < argc) {
            o.views = QString::fromLocal8Bit(argv[++i]).split(u',');
        } else if (!std::strcmp(a, "--sliders") && i + 1 < argc) {
            o.sliderNames = QString::fromLocal8Bit(argv[++i]).split(u',');
        } else if (!std::strcmp(a, "--widgets")) {
            o.widgets = true;
        } else if (!std::strcmp(a, "--trace")) {
            o.trace = true;
        } else if (!std::strcmp(a, "--cold-start-once") && i + 1 < argc) {
            o.coldStartOnce = QString::fromLocal8Bit(argv[++i]);
            if (o.coldStartOnce != u"en" && o.coldStartOnce != u"zh")
                usage();
        } else {
            usage();
        }
    }
    return o;
}

// Offscreen unless told otherwise, and a private 0700 runtime directory when the session has
// none (Qt warns otherwise). Child processes inherit both.
void prepareEnvironment()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        static QTemporaryDir runtime;
        if (runtime.isValid()) {
            QFile::setPermissions(runtime.path(),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime.path()));
        }
    }
}

QtMessageHandler previousMessageHandler = nullptr;

// The offscreen platform warns about every dock and splitter; the tables stay readable without.
void quietMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message == u"This plugin does not support propagateSizeHints()")
        return;
    if (previousMessageHandler)
        previousMessageHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

// The load of the machine when the run started: other people's builds change the figures.
QByteArray loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("unknown");
    return file.readAll().split(' ').mid(0, 3).join(' ');
}

double milliseconds(qint64 nanoseconds)
{
    return nanoseconds / 1e6;
}

// The speed of the machine at the time of the run, in bench_engine's terms: the whole default
// matrix, median of 200. On a shared virtual machine this varies by a factor of two with what
// else runs, and every figure below moves with it.
double referenceMatrixMs()
{
    const auto catalog = embeddedCatalog();
    FitMatrixRequest request;
    for (const ModelArch &m : catalog->models())
        request.models.append(&m);
    request.tasks = {Task::Pretrain, Task::Full, Task::Lora, Task::Qlora, Task::Inference};
    for (const Accelerator &a : catalog->accelerators())
        request.accelerators.append(&a);
    QList<double> times;
    QElapsedTimer clock;
    for (int run = 0; run < 200; ++run) {
        clock.start();
        const FitMatrix matrix = computeFitMatrix(request);
        times.append(milliseconds(clock.nsecsElapsed()));
        if (matrix.rowCount() == 0)
            return -1;
    }
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

struct Stats
{
    double median = 0;
    double p95 = 0;
    double min = 0;
    double max = 0;
};

Stats stats(QList<double> values)
{
    Stats s;
    if (values.isEmpty())
        return s;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    s.median = n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
    s.p95 = values.at(std::max<qsizetype>(0, qsizetype(std::ceil(0.95 * n)) - 1)); // nearest rank
    s.min = values.constFirst();
    s.max = values.constLast();
    return s;
}

// An application event filter that counts every event delivered and every paint event of one
// window, so that a measurement knows when the event loop has gone quiet, when the window last
// painted and whether the view under test was among the widgets painted. It also splits the
// painting by who paints: Qt paints a window's widgets one after the other (parent, then
// children), so a widget's share runs from its paint event to the next event of any kind. The
// last widget of a window update also carries the flush of the backing store.
class EventCounter : public QObject
{
public:
    enum Part { TabPart, PanelPart, OtherPart, PartCount };

    explicit EventCounter(QWidget *window)
        : m_window(window)
    {
        m_clock.start();
        qApp->installEventFilter(this);
    }
    void setView(QWidget *view) { m_view = view; }
    void setPanel(QWidget *panel) { m_panel = panel; }
    int events() const { return m_events; }
    int paints() const { return m_paints; }
    int viewPaints() const { return m_viewPaints; }
    qint64 partNanoseconds(Part part) const { return m_partNs[part]; }
    // Painting time per widget (class#objectName) since the last call, for --widgets.
    QHash<QByteArray, qint64> takeWidgetNanoseconds() { return std::exchange(m_widgetNs, {}); }
    // Ends the share of the widget painted last; settle() calls it after each round.
    void closePaint()
    {
        if (m_openSince < 0)
            return;
        const qint64 ns = m_clock.nsecsElapsed() - m_openSince;
        m_partNs[m_openPart] += ns;
        m_widgetNs[m_openWidget] += ns;
        m_openSince = -1;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        ++m_events;
        closePaint();
        if (g_trace && watched->isWidgetType()
            && (event->type() == QEvent::Resize || event->type() == QEvent::Move
                || event->type() == QEvent::LayoutRequest)) {
            auto *w = static_cast<QWidget *>(watched);
            std::fprintf(stderr,
                         "%s %s#%s %d,%d %dx%d\n",
                         event->type() == QEvent::Resize ? "resize"
                         : event->type() == QEvent::Move ? "move"
                                                         : "layoutrequest",
                         w->metaObject()->className(),
                         qPrintable(w->objectName()),
                         w->x(),
                         w->y(),
                         w->width(),
                         w->height());
        }
        if (event->type() == QEvent::Paint && watched->isWidgetType()) {
            auto *widget = static_cast<QWidget *>(watched);
            if (widget->window() == m_window) {
                ++m_paints;
                m_openPart = OtherPart;
                if (m_view && (widget == m_view || m_view->isAncestorOf(widget))) {
                    ++m_viewPaints;
                    m_openPart = TabPart;
                } else if (m_panel && (widget == m_panel || m_panel->isAncestorOf(widget))) {
                    m_openPart = PanelPart;
                }
                m_openWidget = QByteArray(widget->metaObject()->className()) + '#'
                               + widget->objectName().toLatin1();
                m_openSince = m_clock.nsecsElapsed();
                if (g_trace)
                    std::fprintf(stderr,
                                 "paint %s %d,%d %dx%d\n",
                                 m_openWidget.constData(),
                                 static_cast<QPaintEvent *>(event)->rect().x(),
                                 static_cast<QPaintEvent *>(event)->rect().y(),
                                 static_cast<QPaintEvent *>(event)->rect().width(),
                                 static_cast<QPaintEvent *>(event)->rect().height());
            }
        }
        return false;
    }

private:
    QWidget *m_window = nullptr;
    QWidget *m_view = nullptr;
    QWidget *m_panel = nullptr;
    QElapsedTimer m_clock;
    int m_events = 0;
    int m_paints = 0;
    int m_viewPaints = 0;
    qint64 m_partNs[PartCount] = {};
    qint64 m_openSince = -1;
    Part m_openPart = OtherPart;
    QByteArray m_openWidget;
    QHash<QByteArray, qint64> m_widgetNs;
};

// Delivers posted events and runs the event loop until three rounds in a row deliver nothing.
// Returns the time on `clock` after the last round in which the window painted, or -1.
//
// Why this and not repaint() or grab(): a slider change reaches the screen the way it does in
// the application only through the event loop. setValue() runs the engine synchronously (the
// document recomputes inside the edit) and the views' handlers, which call update(); Qt then
// posts one UpdateRequest to the window, and the chart's QGraphicsScene posts its own queued
// updates, so some views paint one or two rounds later. Each round ends after the widgets have
// painted and the backing store has been flushed, so the time includes everything a user waits
// for. repaint() of the central widget would paint the views whether or not anything changed
// and miss the dock; grab() would re-render one widget into a pixmap and miss the rest.
qint64 settle(const QElapsedTimer &clock, EventCounter &counter)
{
    qint64 lastPaint = -1;
    for (int round = 0, quiet = 0; quiet < 3 && round < 100000; ++round) {
        const int events = counter.events();
        const int paints = counter.paints();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        counter.closePaint();
        if (counter.paints() != paints)
            lastPaint = clock.nsecsElapsed();
        quiet = counter.events() == events ? quiet + 1 : 0;
    }
    return lastPaint;
}

bool waitForExposed(QWidget &window)
{
    QElapsedTimer clock;
    clock.start();
    while (!window.windowHandle() || !window.windowHandle()->isExposed()) {
        if (clock.elapsed() > 30000)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    return true;
}

// --- 1. Slider changes ---------------------------------------------------------------------

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

const char *viewName(MainWindow::View view)
{
    switch (view) {
    case MainWindow::View::Tiers:
        return "tiers";
    case MainWindow::View::Matrix:
        return "matrix";
    case MainWindow::View::Map:
        return "map";
    case MainWindow::View::Compare:
        return "compare";
    case MainWindow::View::Options:
        return "options";
    }
    return "?";
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
    const auto load = [&](qsizetype c) {
        if (scenarios.at(c).isEmpty()) {
            window.document()->reset(defaultScenario());
            return true;
        }
        Diagnostics diagnostics;
        if (window.document()->open(scenarios.at(c), diagnostics))
            return true;
        std::fprintf(stderr,
                     "bench_gui: cannot open %s: %s\n",
                     qPrintable(scenarios.at(c)),
                     qPrintable(diagnostics.toStringList().join(u"; ")));
        return false;
    };
    for (qsizetype c = 0; c < scenarios.size(); ++c) {
        for (qsizetype v = 0; v < views.size(); ++v) {
            if (!options.views.isEmpty()
                && !options.views.contains(QString::fromLatin1(viewName(views.at(v)))))
                continue;
            window.showView(views.at(v));
            counter.setView(tabs->currentWidget());
            const std::pair<const char *, QSlider *> sliders[] = {{"precision", precision},
                                                                  {"budget", budget}};
            for (const auto &[name, slider] : sliders) {
                if (!options.sliderNames.isEmpty()
                    && !options.sliderNames.contains(QString::fromLatin1(name)))
                    continue;
                if (!load(c))
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
                             + QByteArray(viewName(views.at(v))).leftJustified(9) + name,
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
    std::printf("\nPer view, all four scenarios and both sliders together:\n");
    for (qsizetype v = 0; v < views.size(); ++v) {
        if (perView.at(v).total.isEmpty())
            continue; // left out with --views
        printRow(QByteArray("all      ") + QByteArray(viewName(views.at(v))).leftJustified(9)
                     + "both",
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
    // The benchmark's edits are thrown away. Without this the window would be destroyed with
    // unsaved edits, which aborts: see the report of this benchmark (QUndoStack's destructor
    // emits cleanChanged into the already destroyed MainWindow).
    window.document()->undoStack()->setClean();
    return clean;
}

// --- 2. Cold start -------------------------------------------------------------------------

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

// --- 3. PDF report -------------------------------------------------------------------------

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

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    prepareEnvironment();
    const Options options = parseOptions(argc, argv);
    g_trace = options.trace;
    previousMessageHandler = qInstallMessageHandler(quietMessages);

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
