#include "viewtable.h"

#include "export/canvas.h"
#include "views/compare/compareview.h"
#include "views/matrix/matrixview.h"
#include "views/options/optionsview.h"
#include "views/regionpanel/regionpanel.h"
#include "views/tierchart/tierchartview.h"
#include "views/tierchart/tierfilterbar.h"

#include <QVBoxLayout>

namespace Atlas {

namespace {

template<typename T>
ViewParts plain(ScenarioDocument *document, DisplaySettings *display)
{
    auto *view = new T(document, display);
    return {view, view};
}

// The tier chart's page carries its filter bar above it.
ViewParts tiers(ScenarioDocument *document, DisplaySettings *display)
{
    auto *view = new TierChartView(document, display);
    auto *filter = new TierFilterBar(document, display);
    QObject::connect(filter, &TierFilterBar::filterChanged, view, [view, filter] {
        view->setFilter(filter->filter());
    });
    QObject::connect(filter, &TierFilterBar::sizeMetricChanged, view, [view, filter] {
        view->setSizeMetric(filter->sizeMetric());
    });
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(filter);
    layout->addWidget(view, 1);
    return {view, page};
}

const std::array<ViewInfo, ViewCount> Views = {{
    {View::Tiers,
     "tiers",
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "Tier Chart 梯队图"),
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "&Tier Chart"),
     Canvas::Image,
     Canvas::ReportView,
     QT_TRANSLATE_NOOP("Atlas::PdfReport", "Tier chart"),
     tiers},
    {View::Matrix,
     "matrix",
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "Model–GPU Matrix 匹配矩阵"),
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "&Matrix"),
     Canvas::MatrixImage,
     Canvas::ReportView,
     // Too dense for a page at 8 pt: the report shows its row and column as tables.
     nullptr,
     plain<MatrixView>},
    {View::Map,
     "map",
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "Region Map 产区图"),
     // "&Region Map": M is the matrix's.
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "&Region Map"),
     Canvas::Image,
     Canvas::ReportView,
     QT_TRANSLATE_NOOP("Atlas::PdfReport", "Region map"),
     plain<RegionPanel>},
    {View::Compare,
     "compare",
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "Compare 对比"),
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "&Compare"),
     Canvas::Image,
     Canvas::ReportCompare,
     QT_TRANSLATE_NOOP("Atlas::PdfReport", "Comparison"),
     plain<CompareView>},
    {View::Options,
     "options",
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "Options 方案"),
     QT_TRANSLATE_NOOP("Atlas::MainWindow", "&Options"),
     Canvas::Image,
     Canvas::ReportView,
     // The report has its own options section (the planner's table).
     nullptr,
     plain<OptionsView>},
}};

} // namespace

const std::array<ViewInfo, ViewCount> &viewTable()
{
    return Views;
}

const ViewInfo &viewInfo(View view)
{
    return Views[size_t(view)];
}

QString viewKey(View view)
{
    return QString::fromLatin1(viewInfo(view).key);
}

std::optional<View> viewFromKey(const QString &key)
{
    for (const ViewInfo &info : Views) {
        if (key == QLatin1String(info.key))
            return info.view;
    }
    return std::nullopt;
}

QStringList viewKeys()
{
    QStringList keys;
    for (const ViewInfo &info : Views)
        keys << QString::fromLatin1(info.key);
    return keys;
}

} // namespace Atlas
