#include "views/common/scenarioview.h"

#include "document/scenariodocument.h"

namespace Atlas {

ScenarioView::ScenarioView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_display(display)
{
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &ScenarioView::followScenario);
    connect(m_display, &DisplaySettings::changed, this, [this] { displayChanged(); });
}

void ScenarioView::followScenario(const ScenarioChanges &changes)
{
    // Shown again, a deferring view catches up in showEvent().
    if (!followsWhileHidden() && !isVisible()) {
        if (m_deferred)
            *m_deferred |= changes;
        else
            m_deferred = changes;
        return;
    }
    scenarioChanged(changes);
}

void ScenarioView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_deferred)
        scenarioChanged(*std::exchange(m_deferred, std::nullopt));
}

void PlotView::plot(QPainter *painter, const QRectF &target) const
{
    plot(painter, target, display()->context(), PlotMode::Export);
}

} // namespace Atlas
