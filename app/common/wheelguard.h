#pragma once

class QWidget;

namespace Atlas {

// Spin boxes, combo boxes and sliders under `root` take the mouse wheel only when they have the
// keyboard focus; otherwise the wheel goes on to what holds them (the panel's scroll area).
// Scrolling a form must never edit the field that happens to pass under the pointer (issue 30:
// six notches over the panel turned a prompt of 7680 tokens into 7676, one undo step each).
// They also stop taking the focus from the wheel (Qt::StrongFocus): a click or Tab gives it.
// Call it once the inputs exist.
void guardWheel(QWidget *root);

} // namespace Atlas
