#pragma once

#include "common/plotcontext.h"
#include "cost/planner.h"

#include <QStringList>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
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

// The table under the Options tab's options, shown while the scenario has a load profile.
class FleetOptionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FleetOptionsPanel(QWidget *parent = nullptr);
    void setRows(const FleetRows &rows);
    QTableWidget *table() const { return m_table; }
    QString countsText() const;

private:
    QLabel *m_title;
    QLabel *m_counts;
    QTableWidget *m_table;
};

} // namespace Atlas
