#pragma once

// What bench_gui's parts share (bench_gui.cpp has the overview): options, budgets, statistics and
// the event counting that tells when the window has painted.

#include "text/localizedtext.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QPaintEvent>
#include <QStringList>
#include <QWidget>

#include <cstdio>
#include <utility>

namespace BenchGui {

// --trace: what happens in the window after each slider change, written to stderr (which
// widget asked for a layout, moved, resized or painted, and the region painted).
extern bool g_trace;

// The p95 budget of a slider change by device pixel ratio: a frame at 1, 25 ms at 2 (four times
// the pixels). At ratio 1 the median must stay within a frame as well.
constexpr double SliderMedianBudgetMs = 16;
constexpr double SliderP95BudgetMs = 16;
constexpr double SliderP95BudgetHiDpiMs = 25;

bool hiDpi();
double p95Budget();
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

// Read before QApplication exists, so that the cold-start child times QApplication too.
Options parseOptions(int argc, char *argv[]);
// Offscreen unless told otherwise, and a private 0700 runtime directory when the session has
// none (Qt warns otherwise). Child processes inherit both.
void prepareEnvironment();
// The offscreen platform warns about every dock and splitter; the tables stay readable without.
void installQuietMessages();
// The load of the machine when the run started: other people's builds change the figures.
QByteArray loadAverage();
inline double milliseconds(qint64 nanoseconds)
{
    return nanoseconds / 1e6;
}
// The speed of the machine at the time of the run, in bench_engine's terms: the whole default
// matrix, median of 200. On a shared virtual machine this varies by a factor of two with what
// else runs, and every figure below moves with it.
double referenceMatrixMs();

struct Stats
{
    double median = 0;
    double p95 = 0;
    double min = 0;
    double max = 0;
};
Stats stats(QList<double> values);

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
qint64 settle(const QElapsedTimer &clock, EventCounter &counter);
bool waitForExposed(QWidget &window);

// The three measurements (benchgui_sliders.cpp, benchgui_startup.cpp).
bool benchSliders(const Options &options);
int coldStartOnce(const QElapsedTimer &sinceMain, double applicationMs, Atlas::Language language);
bool benchColdStart(const Options &options);
bool benchReport(const Options &options, const QString &directory);

} // namespace BenchGui
