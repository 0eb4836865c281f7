#pragma once

#include "scenario/scenario.h"
#include "views/common/scenarioview.h"
#include "views/map/mapmarker.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;
QT_END_NAMESPACE

namespace Atlas {

class BudgetControl;
class PrecisionSlider;
class RegionMapView;
struct ProviderSite;
struct Region;
struct RegionCost;

// 东数西算产区图: the map, its metric and city, the budget and precision controls (the same
// widgets, bound to the same scenario fields, as the scenario panel), and the details of the
// chosen hub or cluster with "use this region". The markers are the document's region costs
// (ScenarioResult::regions); the map is given new markers only when what they show changed.
//
// The map never prices a plan that does not fit as if it did: the smallest layout that fits is
// priced instead and a notice on the map says so; without one (or with a scenario that is not
// valid) costs are left out, the details say nothing of "this plan" and the buttons that act on
// it are disabled. The provider layer (toggled) shows the providers' mainland GPU regions from
// the document's ProviderLayer, linked to the hubs and clusters whose grid they share.
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
    // The provider layer's squares as drawn in a context (empty when the layer is hidden).
    QList<MapSite> sites(const PlotContext &context) const;
    QList<MapSite> sites() const { return sites(display()->context()); }
    void setShowProviders(bool show);
    bool showsProviders() const { return m_showProviders; }
    static double metricValue(const RegionCost &cost, Metric metric);
    // What the selected hub, cluster or provider site's details show (rich text), for tests.
    QString detailsHtml() const { return m_detailsHtml; }

signals:
    // "Add to comparison": the scenario's job as an option there (MainWindow adds it).
    void compareOptionRequested(const Atlas::CompareOption &option);

protected:
    void changeEvent(QEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override;

private:
    // One hub or cluster with what the plan gives there: its costs (or the smallest fit's)
    // when the scenario is valid, nothing otherwise.
    struct Row
    {
        const Region *region = nullptr;
        const RegionCost *cost = nullptr; // null: the scenario is not valid
        bool smallestFit = false;         // cost is the smallest fitting layout's
    };
    QList<Row> rows() const;
    bool planPriced() const; // the map shows costs: valid, and fits or has a smallest fit
    QString planNotice(const PlotContext &context) const;
    QString metricValueText(double value, Language language) const; // "¥12,500", "0.581"
    // The legend's bar and end texts for the markers' values lo..hi, and how far apart they are.
    void describeRange(MapLegend &legend, double lo, double hi, const PlotContext &context) const;
    void setupWidgets(); // names, the saved metric and provider switch
    void createLayout(); // the controls above, the map and the details side by side
    void connectSignals();
    void retranslate();
    void refresh();
    void showDetails(const QString &id);
    void clearDetails();
    QString tooltipFor(const Row &row) const;
    QString siteTooltip(const ProviderSite &site, Language language) const;
    QString siteDetails(const ProviderSite &site) const;
    QString overseasText(Language language) const;

    RegionMapView *m_map;
    QComboBox *m_metricCombo;
    QComboBox *m_city;
    QCheckBox *m_providers;
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
    bool m_showProviders = true;
    bool m_updating = false;
};

} // namespace Atlas
