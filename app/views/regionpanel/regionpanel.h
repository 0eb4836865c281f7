#pragma once

#include "scenario/scenario.h"
#include "views/common/scenarioview.h"
#include "views/map/mapmarker.h"

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;
QT_END_NAMESPACE

namespace Atlas {

class BudgetControl;
class PrecisionSlider;
class RegionMapView;
struct RegionCost;

// 东数西算产区图: the map, its metric and city, the budget and precision controls (the same
// widgets, bound to the same scenario fields, as the scenario panel), and the details of the
// chosen hub or cluster with "use this region". The markers are the document's region costs
// (ScenarioResult::regions); the map is given new markers only when what they show changed.
class RegionPanel : public PlotView
{
    Q_OBJECT

public:
    enum class Metric { Cost, Tariff, Pue, GridFactor, Latency };

    RegionPanel(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    RegionMapView *map() const { return m_map; }
    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    using PlotView::plot;
    void plot(QPainter *painter,
              const QRectF &target,
              const PlotContext &context,
              PlotMode mode = PlotMode::Export) const override;
    // The markers and the legend exactly as drawn in a context, for tests and the report.
    QList<MapMarker> markers(const PlotContext &context) const;
    QList<MapMarker> markers() const { return markers(display()->context()); }
    MapLegend legend(const PlotContext &context) const;
    static double metricValue(const RegionCost &cost, Metric metric);

signals:
    // "Add to comparison": the scenario's job as an option there (MainWindow adds it).
    void compareOptionRequested(const Atlas::CompareOption &option);

protected:
    void changeEvent(QEvent *event) override;
    void scenarioChanged() override;
    void displayChanged() override;

private:
    void retranslate();
    void refresh();
    void showDetails(const QString &id);
    QString tooltipFor(const RegionCost &cost) const;

    RegionMapView *m_map;
    QComboBox *m_metricCombo;
    QComboBox *m_city;
    BudgetControl *m_budget;
    PrecisionSlider *m_precision;
    QLabel *m_metricLabel;
    QLabel *m_cityLabel;
    QLabel *m_budgetLabel;
    QLabel *m_precisionLabel;
    QTextBrowser *m_details;
    QPushButton *m_useRegion;
    QPushButton *m_compareRegion;
    QString m_selected;
    QString m_detailsHtml;
    Metric m_metric = Metric::Cost;
    bool m_updating = false;
};

} // namespace Atlas
