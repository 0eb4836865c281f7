#pragma once

#include "views/options/optionschart.h"

#include <QWidget>

#include <memory>

namespace Atlas {

// The time-versus-cost chart on screen: the same OptionsChartPlotter as the exported picture,
// with the selected option ringed, a tooltip per point and a click that selects the option.
class OptionsChartWidget : public QWidget
{
    Q_OBJECT

public:
    explicit OptionsChartWidget(const PricingCatalog *pricing, QWidget *parent = nullptr);

    void setChart(const OptionsChartData &data,
                  const OptionsStyle &style,
                  const PlotContext &context,
                  const QList<QString> &toolTips); // per option, in the planner's order
    void setHighlighted(int option);
    int highlighted() const { return m_highlighted; }
    const OptionsChartData &data() const { return m_data; }
    // The option drawn at `pos` (widget coordinates), or -1.
    int optionAt(QPointF pos) const;
    QPointF optionPosition(int option) const; // widget coordinates; (-1, -1) if not drawn

    QSize sizeHint() const override { return {600, 320}; }
    QSize minimumSizeHint() const override { return {240, 160}; }

signals:
    void optionClicked(int option);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    const OptionsChartPlotter &plotter() const;

    const PricingCatalog *m_pricing;
    OptionsChartData m_data;
    OptionsStyle m_style;
    PlotContext m_context;
    QList<QString> m_toolTips;
    int m_highlighted = -1;
    mutable std::unique_ptr<OptionsChartPlotter> m_plotter; // for the current size
};

} // namespace Atlas
