#include "common/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace Atlas {

namespace {

class WheelGuard : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        const auto *widget = qobject_cast<QWidget *>(watched);
        if (!widget || widget->hasFocus())
            return false;
        // Handled here but not accepted: Qt then offers the event to the parent widgets, so
        // the scroll area around the form scrolls as if the input were not there.
        event->ignore();
        return true;
    }
};

bool takesTheWheel(const QWidget *w)
{
    return qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w)
           || qobject_cast<const QAbstractSlider *>(w);
}

} // namespace

void guardWheel(QWidget *root)
{
    auto *guard = new WheelGuard(root);
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!takesTheWheel(w))
            continue;
        // A scroll bar is a slider too, and its whole purpose is the wheel.
        if (w->inherits("QScrollBar"))
            continue;
        w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(guard);
    }
}

} // namespace Atlas
