#pragma once

#include <QString>

namespace Atlas {

// A new widget with its object name, which the GUI tests find it by.
template<typename T>
T *named(T *widget, const char *name)
{
    widget->setObjectName(QString::fromLatin1(name));
    return widget;
}

} // namespace Atlas
