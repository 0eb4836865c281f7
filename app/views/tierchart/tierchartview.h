#pragma once

#include "catalog/precision.h"
#include "text/localizedtext.h"
#include "views/tierchart/radarscores.h"
#include "views/tierchart/tierchartdata.h"
#include "views/tierchart/tierchartstyle.h"

#include <QHash>
#include <QPointF>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>

namespace Atlas {

class Catalog;
class TierScatterChart;
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
// Screen, PDF and PNG all go through plot(). The data is computed by buildTierChartData() and
// RadarScorer; only TierScatterChart touches Qt Charts.
class TierChartView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MaxSelected = 4;

    explicit TierChartView(QWidget *parent = nullptr);
    ~TierChartView() override;

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    void setPrecision(Precision precision);
    Precision precision() const { return m_precision; }
    void setFilter(const TierChartFilter &filter);
    TierChartFilter filter() const { return m_filter; }
    void setSizeMetric(TierSizeMetric metric);
    TierSizeMetric sizeMetric() const { return m_sizeMetric; }
    void setLanguage(Language language); // accelerator names and number formats
    Language language() const { return m_language; }
    void setShowBothLanguages(bool both); // "英伟达 H100 / NVIDIA H100"
    bool showBothLanguages() const { return m_bothLanguages; }
    void setHighContrast(bool highContrast); // the workshop palette
    bool highContrast() const { return m_style.highContrast; }

    // Ids in selection order, oldest first. Unknown ids are dropped, then all but the first
    // MaxSelected; selectionChanged() is emitted when the list changes. A selected accelerator
    // stays on the radar when the filter hides it or it has no rate to plot.
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

    // Draws the whole view into `target` in logical pixels (for a high-resolution device such
    // as a QPdfWriter, scale the painter to 96 dpi first): the bubble chart with its labels and
    // footnote on the left, the radar on the right. Vector output throughout.
    void plot(QPainter *painter, const QRectF &target) const;

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
    void changeEvent(QEvent *event) override;

private:
    struct Layout
    {
        QRectF scatter;
        QRectF chart;
        QRectF footnote;
        QRectF radar;
    };
    Layout layoutFor(const QRectF &target) const;
    QString footnoteText() const;
    QList<QPointF> centers(const Layout &layout) const; // per m_data.points entry
    QStringList sameSpotAt(QPointF widgetPos) const;
    void clickAt(QPointF widgetPos);
    QList<RadarEntry> radarEntries() const;
    void rebuild();
    void retranslate();

    std::shared_ptr<const Catalog> m_catalog;
    std::unique_ptr<TierScatterChart> m_chart;
    RadarScorer m_scorer;
    TierChartData m_data;
    TierChartStyle m_style;
    TierChartFilter m_filter;
    Precision m_precision = Precision::Bf16;
    TierSizeMetric m_sizeMetric = TierSizeMetric::Bandwidth;
    Language m_language = Language::English;
    bool m_bothLanguages = false;
    QStringList m_selected;
    QHash<QString, int> m_slots; // selection colour slot per selected id
    QPointF m_pressPos;
};

} // namespace Atlas
