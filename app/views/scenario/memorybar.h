#pragma once

#include "engine/memorymodel.h"

#include <QWidget>

namespace Atlas {

// A stacked bar of one GPU's memory by category against the card's capacity, with a legend.
class MemoryBar : public QWidget
{
    Q_OBJECT

public:
    explicit MemoryBar(QWidget *parent = nullptr);

    void setBreakdown(const MemoryBreakdown &breakdown, double capacityBytes);
    const MemoryBreakdown &breakdown() const { return m_breakdown; }
    void plot(QPainter *painter, const QRectF &target) const;
    QSize sizeHint() const override;
    static QColor categoryColor(int category);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    MemoryBreakdown m_breakdown;
    double m_capacity = 0;
};

} // namespace Atlas
