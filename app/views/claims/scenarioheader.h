#pragma once

#include "cost/budget.h"
#include "cost/plancost.h"
#include "views/common/scenarioview.h"

QT_BEGIN_NAMESPACE
class QLabel;
QT_END_NAMESPACE

namespace Atlas {

// The scenario's own words above the views: its name, its notes and, when it has one, the
// seed's claim for it beside what the engine computes for the same plan (fit, time, cost per
// run). The built-in cases carry the seed's claim; a user's scenario usually has neither, and
// the header then shows only the name.
class ScenarioHeader : public ScenarioView
{
    Q_OBJECT

public:
    ScenarioHeader(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    QString titleText() const;
    QString notesText() const;
    QString claimText() const;  // the seed's claim; empty without one
    QString engineText() const; // the engine's answer for the same plan

protected:
    void changeEvent(QEvent *event) override;
    void scenarioChanged(const ScenarioChanges &) override { refresh(); }
    void displayChanged() override { refresh(); }

private:
    void refresh();
    QStringList moneyParts(const PlanCost &cost, const Spend &spend) const;
    QString budgetVerdict(const Budget &budget, bool within) const;

    QLabel *m_title;
    QLabel *m_notes;
    QLabel *m_claim;
};

} // namespace Atlas
