#pragma once

#include "scenario/scenario.h"
#include "views/map/mapmarker.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTextBrowser;
QT_END_NAMESPACE

namespace Atlas {

class RegionMapView;
class ScenarioDocument;
struct RegionCost;

// 东数西算产区图: the map, its metric and city, the budget and precision sliders (the same
// scenario fields as the scenario panel), and the details of the chosen hub or cluster with
// "use this region".
class RegionPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Metric { Cost, Tariff, Pue, GridFactor, Latency };

    explicit RegionPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    RegionMapView *map() const { return m_map; }
    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    void plot(QPainter *painter, const QRectF &target) const;
    // The markers exactly as drawn, for tests and the report.
    QList<MapMarker> markers() const;
    static double metricValue(const RegionCost &cost, Metric metric);

signals:
    // "Add to comparison": the scenario's job as an option there (MainWindow adds it).
    void compareOptionRequested(const Atlas::CompareOption &option);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void showDetails(const QString &id);
    QString tooltipFor(const RegionCost &cost) const;

    ScenarioDocument *m_document;
    RegionMapView *m_map;
    QComboBox *m_metricCombo;
    QComboBox *m_city;
    QSlider *m_budget;
    QLabel *m_budgetValue;
    QSlider *m_precision;
    QLabel *m_precisionValue;
    QLabel *m_metricLabel;
    QLabel *m_cityLabel;
    QLabel *m_budgetLabel;
    QLabel *m_precisionLabel;
    QTextBrowser *m_details;
    QPushButton *m_useRegion;
    QPushButton *m_compareRegion;
    QString m_selected;
    Metric m_metric = Metric::Cost;
    bool m_updating = false;
};

} // namespace Atlas
