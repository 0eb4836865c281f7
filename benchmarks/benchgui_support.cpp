#include "benchgui.h"

#include "catalog/catalog.h"
#include "engine/fitmatrix.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QScreen>
#include <QTemporaryDir>
#include <QWindow>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace Atlas;

namespace BenchGui {

bool g_trace = false;

bool hiDpi()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen && screen->devicePixelRatio() > 1.5;
}

double p95Budget()
{
    return hiDpi() ? SliderP95BudgetHiDpiMs : SliderP95BudgetMs;
}

namespace {

[[noreturn]] void usage()
{
    std::fputs("usage: bench_gui [--changes N] [--cold-runs N] [--report-runs N]\n"
               "                 [--only sliders,cold,report] [--views tiers,matrix,map,compare]\n"
               "                 [--sliders precision,budget] [--widgets] [--trace]\n"
               "       bench_gui --cold-start-once en|zh\n",
               stderr);
    std::exit(2);
}

QtMessageHandler previousMessageHandler = nullptr;

void quietMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message == u"This plugin does not support propagateSizeHints()")
        return;
    if (previousMessageHandler)
        previousMessageHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

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

void installQuietMessages()
{
    previousMessageHandler = qInstallMessageHandler(quietMessages);
}

QByteArray loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("unknown");
    return file.readAll().split(' ').mid(0, 3).join(' ');
}

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

} // namespace BenchGui
