#pragma once

#include <QList>
#include <QSize>
#include <QTabWidget>

namespace Atlas {

// The main window's tabs of views. A QTabWidget answers every layout request that reaches it by
// laying out its tab bar and page stack again and repainting its whole area, whether anything
// moved or not. A view's label that changes its text (the matrix legend names the precision,
// the map has a precision slider of its own) sends such a request on every edit, so every
// slider step repainted the whole tab page, the table's scroll bars and the tab frame: about
// 4 ms of a 16 ms budget. These tabs pass a layout request on only when what the layout is made
// of changed (the tab bar's and the corner widgets' size hints); otherwise they only tell their
// own parent that their size hint may have changed, as any widget does.
class ViewTabs : public QTabWidget
{
    Q_OBJECT

public:
    using QTabWidget::QTabWidget;

protected:
    bool event(QEvent *event) override;

private:
    QList<QSize> layoutInputs() const;

    QList<QSize> m_laidOutFor;
};

} // namespace Atlas
