#include "views/common/viewtabs.h"

#include <QEvent>
#include <QTabBar>

namespace Atlas {

QList<QSize> ViewTabs::layoutInputs() const
{
    QList<QSize> inputs{tabBar()->sizeHint(), size()};
    for (Qt::Corner corner : {Qt::TopLeftCorner, Qt::TopRightCorner})
        if (const QWidget *widget = cornerWidget(corner))
            inputs << (widget->isVisible() ? widget->sizeHint() : QSize());
    return inputs;
}

bool ViewTabs::event(QEvent *event)
{
    // Hidden tabs lay out when shown (QTabWidget keeps that state itself): pass everything on.
    if (event->type() != QEvent::LayoutRequest || !isVisible())
        return QTabWidget::event(event);
    const QList<QSize> inputs = layoutInputs();
    if (inputs == m_laidOutFor) {
        updateGeometry(); // a page's minimum size may have changed
        return QWidget::event(event);
    }
    m_laidOutFor = inputs;
    return QTabWidget::event(event);
}

} // namespace Atlas
