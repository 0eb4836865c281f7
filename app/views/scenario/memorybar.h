#pragma once

#include "common/displaysettings.h"
#include "common/plotpalette.h"
#include "engine/memorymodel.h"

#include <QWidget>

namespace Atlas {

// A stacked bar of one GPU's memory by category against the card's capacity, with a legend, in
// the colours every memory picture shares (memoryPalette()).
class MemoryBar : public QWidget
{
    Q_OBJECT

public:
    explicit MemoryBar(DisplaySettings *display, QWidget *parent = nullptr);

    void setBreakdown(const MemoryBreakdown &breakdown, double capacityBytes);
    const MemoryBreakdown &breakdown() const { return m_breakdown; }
    void plot(QPainter *painter, const QRectF &target, const PlotContext &context) const;
    QSize sizeHint() const override;
    // The palette the bar paints with.
    const MemoryPalette &palette() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    DisplaySettings *m_display;
    MemoryBreakdown m_breakdown;
    double m_capacity = 0;
};

} // namespace Atlas
