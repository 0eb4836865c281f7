#pragma once

#include "scenario/scenario.h"
#include "views/common/scenarioview.h"
#include "views/options/optionschart.h"
#include "views/options/optionsstyle.h"
#include "views/options/optionstable.h"

#include <array>
#include <functional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QLayout;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
QT_END_NAMESPACE

namespace Atlas {

class FleetOptionsPanel;
class OptionsChartWidget;
class OptionsModel;

// 方案 (Options): the options planner's answer to the scenario's question — every accelerator ×
// card count × way of buying (× region) that fits and meets the budget and the deadline,
// ranked — as a table, a line with the counts of what was rejected and why, and a
// time-versus-cost chart with the Pareto front. The controls edit the scenario's OptionsQuery
// (one undoable edit each); "Use this option" sets the scenario to an option in one edit, "Add
// to comparison" is a request the window turns into one.
//
// Everything shown is the document's (ScenarioDocument::options()). While another tab is in
// front, a change only marks the table stale; it is rebuilt when the view is shown.
class OptionsView : public PlotView
{
    Q_OBJECT

public:
    OptionsView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);
    ~OptionsView() override;

    OptionsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    OptionsChartWidget *chart() const { return m_chart; }
    FleetOptionsPanel *fleets() const { return m_fleets; }
    QString countsText() const;

    // The option of the selected row (its index in the planner's list), or -1.
    int currentOption() const;
    void selectOption(int option);
    // Sets the scenario to an option: accelerator, layout, form and, for a purchase, region,
    // in one undoable edit. The scenario has no provider fields: a provider's option sets the
    // generic GPU container form.
    void useOption(int option);
    CompareOption compareOption(int option) const;
    // The same for a fleet of the week's load (its row in the fleet table): the card, and the
    // hub of owned cards; the scenario then ranks the four mixes for that card itself.
    void useFleet(int fleet);
    CompareOption compareFleet(int fleet) const;

    using PlotView::plot;
    void plot(QPainter *painter,
              const QRectF &target,
              const PlotContext &context,
              PlotMode mode = PlotMode::Export) const override;

signals:
    void compareOptionRequested(const Atlas::CompareOption &option);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    bool followsWhileHidden() const override { return false; } // the planner runs when shown
    void displayChanged() override;

private:
    // The constructor's steps.
    void nameWidgets();
    QLayout *queryRow();
    QLayout *formsRow();
    void setUpTable();
    QWidget *tableAndChart();
    void connectQuery();
    void connectForms();
    void connectTableAndChart();

    void rebuild();
    void syncControls();
    void retranslate();
    void updateButtons();
    void editQuery(const QString &description, const std::function<void(OptionsQuery &)> &change);
    void showRowMenu(const QPoint &pos);
    static std::optional<ProviderChoice> providerChoice(const PlannerOption &option);

    PlotContext m_context; // the screen's
    OptionsStyle m_style;
    OptionsModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QComboBox *m_rank;
    QLabel *m_rankLabel;
    QCheckBox *m_domestic;
    QComboBox *m_ecosystem;
    QLabel *m_ecosystemLabel;
    QCheckBox *m_providers;
    QCheckBox *m_allRegions;
    QLabel *m_formsLabel;
    QList<QCheckBox *> m_forms; // one per offered service form, in offeredForms() order
    QLabel *m_counts;
    QTableView *m_table;
    QPushButton *m_use;
    QPushButton *m_compare;
    OptionsChartWidget *m_chart;
    FleetOptionsPanel *m_fleets;         // shown while the scenario has a load profile
    QList<OptionsColumn> m_sizedColumns; // what the table's column widths were fitted to
    PlotContext m_sizedContext;
    bool m_sizedEmpty = true;
    bool m_stale = true;
};

} // namespace Atlas
