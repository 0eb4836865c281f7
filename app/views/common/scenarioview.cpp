#include "views/common/scenarioview.h"

#include "document/scenariodocument.h"

namespace Atlas {

ScenarioView::ScenarioView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_display(display)
{
    connect(m_document, &ScenarioDocument::scenarioChanged, this, [this] { scenarioChanged(); });
    connect(m_display, &DisplaySettings::changed, this, [this] { displayChanged(); });
}

void PlotView::plot(QPainter *painter, const QRectF &target) const
{
    plot(painter, target, display()->context(), PlotMode::Export);
}

} // namespace Atlas
