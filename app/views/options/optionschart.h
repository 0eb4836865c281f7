#pragma once

#include "common/plotlegend.h"
#include "cost/planner.h"
#include "views/options/optionsstyle.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

class ScenarioDocument;

// One listed option on the time-versus-cost chart: the run's wall time and cost (the figures
// the planner's Pareto front is drawn on), how it is bought, and a label for front points.
struct OptionsChartPoint
{
    int option = 0; // index in PlannerResult::options (the planner's rank − 1)
    double x = 0;   // across: the hours, or for a service its output tokens per second
    double hours = 0;
    double costCny = 0;
    OptionKind kind;
    bool pareto = false;
    QString label; // "8 × NVIDIA H100 SXM5 80GB"
};

struct OptionsChartData
{
    // A service runs for its period whatever the cards: its options spread by throughput
    // (output tokens per second) against the cost of the period instead of by time.
    bool service = false;
    QList<OptionsChartPoint> points; // every listed option with a positive time and cost
    // The front's points in time order (fastest first): the step line runs through them.
    QList<int> front; // indices into points

    static OptionsChartData make(const PlannerResult &result, const PlotContext &context);
    static OptionKind kindOf(const PlannerOption &option);
};

// Draws the chart, log–log (time, or a service's throughput, across; cost up), into a rectangle: decade grid lines, one
// point per option coloured by how it is bought, the Pareto front as a step line with its
// points ringed and labelled, and a legend. The screen's widget and the exported picture share
// it; pointAt() serves tooltips and clicks.
class OptionsChartPlotter
{
public:
    OptionsChartPlotter(const OptionsChartData &data,
                        const OptionsStyle &style,
                        const PlotContext &context,
                        const PricingCatalog &pricing,
                        const QRectF &rect);

    void paint(QPainter *painter, int highlightedOption = -1) const;
    // The option under `pos` (within a few pixels), or -1.
    int optionAt(QPointF pos) const;
    QPointF position(const OptionsChartPoint &point) const;
    const QRectF &plotArea() const { return m_plot; }

private:
    double x(double hours) const;
    double y(double cny) const;
    QList<LegendItem> legendItems() const;
    void paintGrid(QPainter *painter) const;
    void paintAxisTitles(QPainter *painter) const;
    void paintFront(QPainter *painter) const;
    void paintPoints(QPainter *painter, int highlightedOption) const;
    void paintFrontLabels(QPainter *painter) const;

    const OptionsChartData &m_data;
    const OptionsStyle &m_style;
    PlotContext m_context;
    QList<std::pair<OptionKind, QString>> m_legend;
    QRectF m_rect;
    QRectF m_plot;
    double m_xLow = 0, m_xHigh = 1; // log10 of the axes' ends
    double m_yLow = 0, m_yHigh = 1;
};

} // namespace Atlas
