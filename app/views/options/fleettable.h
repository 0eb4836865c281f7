#pragma once

#include "common/plotcontext.h"
#include "cost/planner.h"

#include <QStringList>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
class QTableWidget;
QT_END_NAMESPACE

namespace Atlas {

class ScenarioDocument;

// The options planner's fleets over the scenario's week of load (issue 32), as rows of text:
// every card held in each of the four mixes that meets the service level at every hour, is
// offered in the market and keeps to the budget, ranked by cost a month. Reads
// PlannerResult::fleets; formats, never computes.
struct FleetRows
{
    QStringList header;
    QList<QStringList> rows;
    QString counts; // "12 of 244 …: 28 cannot serve the load, …"
    static FleetRows make(const FleetPlan &plan, const PlotContext &context);
};

// The table under the Options tab's options, shown while the scenario has a load profile. A
// row (a fleet) can be used or added to the comparison, by its buttons or its context menu:
// the panel says which row; the Options view makes the edit.
class FleetOptionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FleetOptionsPanel(QWidget *parent = nullptr);
    void setRows(const FleetRows &rows);
    QTableWidget *table() const { return m_table; }
    QString countsText() const;
    int currentFleet() const; // the selected row, -1 none

signals:
    void useRequested(int fleet);
    void compareRequested(int fleet);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();
    void showRowMenu(const QPoint &pos);

    QLabel *m_title;
    QLabel *m_counts;
    QTableWidget *m_table;
    QPushButton *m_use;
    QPushButton *m_compare;
};

} // namespace Atlas
