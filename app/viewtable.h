#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace Atlas {

class DisplaySettings;
class PlotView;
class ScenarioDocument;

// The window's views, in tab order.
enum class View { Tiers, Matrix, Map, Compare, Options };
inline constexpr int ViewCount = int(View::Options) + 1;

// What the window builds for a view: the view itself, and the page its tab shows (the view,
// or the view with the controls that belong to it).
struct ViewParts
{
    PlotView *view = nullptr;
    QWidget *page = nullptr;
};

// A view described once: its key (--view, file names), its tab and menu names, the canvases it
// is drawn on outside the window, its page in the PDF report, and how it is built. The window,
// the command line, the exports and the report read this table, so a new view is a row here
// plus its own files (docs/ARCHITECTURE.md, "Adding a view").
struct ViewInfo
{
    View view;
    const char *key;
    const char *tabName; // context Atlas::MainWindow, "Tier Chart 梯队图": English, then Chinese
    const char *menuName; // context Atlas::MainWindow, "&Tier Chart"
    QSize imageCanvas;    // PNG, SVG and --screenshot
    QSize reportCanvas;
    const char *reportTitle; // context Atlas::PdfReport; nullptr: no page in the report
    ViewParts (*create)(ScenarioDocument *document, DisplaySettings *display);
};

const std::array<ViewInfo, ViewCount> &viewTable();
const ViewInfo &viewInfo(View view);
QString viewKey(View view);
std::optional<View> viewFromKey(const QString &key);
QStringList viewKeys();

} // namespace Atlas
