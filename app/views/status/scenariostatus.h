#pragma once

#include "views/common/scenarioview.h"

QT_BEGIN_NAMESPACE
class QLabel;
QT_END_NAMESPACE

namespace Atlas {

// The status bar's verdict ("Fits · 12.3 GiB per GPU · 24 h · ¥72") and the time the document
// took to compute it. The window puts this widget in its status bar and timing() beside it as
// a permanent widget (so messages cover the verdict, never the timing).
class ScenarioStatus : public ScenarioView
{
    Q_OBJECT

public:
    ScenarioStatus(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    QLabel *verdict() const { return m_verdict; }
    QLabel *timing() const { return m_timing; }

protected:
    void changeEvent(QEvent *event) override;
    void scenarioChanged(const ScenarioChanges &) override { refresh(); }
    void displayChanged() override { refresh(); }

private:
    void refresh();

    QLabel *m_verdict;
    QLabel *m_timing;
};

} // namespace Atlas
