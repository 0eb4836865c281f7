#include "views/common/viewtabs.h"

#include <QEvent>
#include <QTabBar>

namespace Atlas {

QList<QSize> ViewTabs::layoutInputs() const
{
    // Everything QTabWidget's own layout reads: the tab bar (shown or not), its place, the
    // document mode, the corner widgets and the tabs' own size.
    QList<QSize> inputs{tabBar()->isVisibleTo(this) ? tabBar()->sizeHint() : QSize(),
                        size(),
                        QSize(int(tabPosition()), documentMode() ? 1 : 0)};
    for (Qt::Corner corner : {Qt::TopLeftCorner, Qt::TopRightCorner})
        if (const QWidget *widget = cornerWidget(corner))
            inputs << (widget->isVisible() ? widget->sizeHint() : QSize());
    return inputs;
}

bool ViewTabs::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LayoutRequest:
        break;
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::Resize:
    case QEvent::StyleChange:
    case QEvent::FontChange:
        // QTabWidget lays out by itself on these; the next request is passed on again.
        m_laidOutFor.clear();
        return QTabWidget::event(event);
    default:
        return QTabWidget::event(event);
    }
    // Hidden tabs lay out when shown (QTabWidget keeps that state itself): pass it on.
    if (!isVisible())
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
