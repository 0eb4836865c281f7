#pragma once

#include "catalog/precision.h"
#include "common/plotlegend.h"
#include "views/common/scenarioview.h"
#include "views/tierchart/tierchartdata.h"
#include "views/tierchart/tierchartstyle.h"
#include "views/tierchart/tierscatterchart.h"

#include <QHash>
#include <QPointF>
#include <QRectF>
#include <QStringList>

#include <memory>
#include <optional>

namespace Atlas {

class Catalog;
struct RadarEntry;

// The tier chart (梯队图): a bubble chart of memory (x, log) against dense TFLOPS at the chosen
// precision (y, log) with colour = tier, a diamond = 国产 and area = bandwidth or price, and
// beside it a radar comparing the selected accelerators on seed 000's five dimensions.
//
// Clicking a bubble toggles its selection and emits acceleratorClicked(). Bubbles on the same
// spot (A100 80GB and A800 80GB share every plotted figure; H100 and H800 nearly) are taken in
// turn: a click there selects the first one not yet selected, and once all are, the next click
// deselects them all. At most four are selected; a fifth click replaces the oldest selection
// (the newest click is what the user wants to see, and refusing it silently would look
// broken). Each selection keeps its colour slot until it is deselected.
//
// The precision is the scenario's. Until the user picks accelerators (a click, or
// setSelected()), the radar follows the scenario: its accelerator and the compared ones.
//
// Screen, PDF and PNG all go through plot(). The data is built by buildTierChartData() from the
// catalog and the document's radar scores; only TierScatterChart touches Qt Charts.
class TierChartView : public PlotView
{
    Q_OBJECT

public:
    static constexpr int MaxSelected = 4;

    TierChartView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);
    ~TierChartView() override;

    Precision precision() const { return m_precision; }
    // What the chart hides and what bubble areas mean: the filter bar's choice.
    void setFilter(const TierChartFilter &filter);
    TierChartFilter filter() const { return m_filter; }
    void setSizeMetric(TierSizeMetric metric);
    TierSizeMetric sizeMetric() const { return m_sizeMetric; }
    bool showBothLanguages() const { return m_context.bothLanguages; }
    bool highContrast() const { return m_context.highContrast; }

    // Ids in selection order, oldest first. Unknown ids are dropped, then all but the first
    // MaxSelected; selectionChanged() is emitted when the list changes. A selected accelerator
    // stays on the radar when the filter hides it or it has no rate to plot. The radar stops
    // following the scenario.
    void setSelected(const QStringList &ids);
    QStringList selected() const { return m_selected; }

    const TierChartData &data() const { return m_data; }

    // Hit-testing and positions in widget coordinates, as the screen shows them. pointAt() is
    // the bubble whose centre is nearest; pointsAt() every bubble there, nearest first.
    QString pointAt(QPointF widgetPos) const;
    QStringList pointsAt(QPointF widgetPos) const;
    std::optional<QPointF> pointPosition(const QString &id) const;
    QString toolTipFor(const QString &id) const; // rich text; empty for an unknown id
    QString radarToolTip() const;
    // The bubbles' name labels as the last plot() placed them, in its coordinates: what a
    // reader sees must not overlap (the report's B200 hid under a neighbour's label).
    QList<QRectF> lastLabelRects() const { return m_lastLabels; }

    // The bubble chart with its labels and footnote on the left, the radar on the right.
    // Vector output throughout.
    using PlotView::plot;
    void plot(QPainter *painter,
              const QRectF &target,
              const PlotContext &context,
              PlotMode mode = PlotMode::Export) const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void acceleratorClicked(const QString &id);
    void selectionChanged(const QStringList &ids);
    void compareRequested(const QString &id); // "Add to comparison" from a bubble's menu

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override;

private:
    struct Layout
    {
        QRectF scatter;
        QRectF chart;
        QRectF legend; // below the chart, its keys wrapped over as many lines as they need
        QRectF footnote;
        QRectF radar;
    };
    Layout layoutFor(const QRectF &target,
                     const TierChartData &data,
                     const TierChartStyle &style,
                     const PlotContext &context,
                     PlotMode mode = PlotMode::Interactive) const;
    QString footnoteText(const TierChartData &data, const PlotContext &context, PlotMode mode) const;
    QStringList footnoteLines(const TierChartData &data,
                              const PlotContext &context,
                              PlotMode mode) const;
    // Per data.points entry, with the chart laid out for `layout`.
    QList<QPointF> centers(const Layout &layout, const TierChartData &data) const;
    QStringList sameSpotAt(QPointF widgetPos) const;
    void clickAt(QPointF widgetPos);
    QList<RadarEntry> radarEntries(const PlotContext &context) const;
    // The scenario's accelerator and the compared ones: always labelled.
    QStringList scenarioCards() const;
    TierChartData buildData(const PlotContext &context) const;
    TierScatterChart::Texts chartTexts(const PlotContext &context) const;
    QList<LegendItem> legendItems(const TierChartData &data,
                                  const TierChartStyle &style,
                                  const PlotContext &context) const;
    static LegendStyle legendStyle(const TierChartStyle &style);
    void applySelection(const QStringList &ids);
    void rebuild();

    const Catalog &m_catalog;
    std::unique_ptr<TierScatterChart> m_chart;
    PlotContext m_context; // the screen's, as the chart currently holds it
    TierChartData m_data;
    TierChartStyle m_style;
    TierChartFilter m_filter;
    Precision m_precision = Precision::Bf16;
    TierSizeMetric m_sizeMetric = TierSizeMetric::Bandwidth;
    bool m_followsScenario = true;
    QStringList m_selected;
    QStringList m_scenarioCards;
    QHash<QString, int> m_slots; // selection colour slot per selected id
    QPointF m_pressPos;
    mutable QList<QRectF> m_lastLabels;
};

} // namespace Atlas
