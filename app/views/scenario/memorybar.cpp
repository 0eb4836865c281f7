#include "views/scenario/memorybar.h"

#include "common/fonts.h"
#include "common/numberformat.h"
#include "common/plotlegend.h"

#include <QPainter>

namespace Atlas {

namespace {

// The legend's texts: the categories the scenario panel always named.
TrText categoryName(MemoryCategory category)
{
    switch (category) {
    case MemoryCategory::Weights:
        return ATLAS_TR("Atlas::MemoryBar", "Weights");
    case MemoryCategory::Gradients:
        return ATLAS_TR("Atlas::MemoryBar", "Gradients");
    case MemoryCategory::Optimizer:
        return ATLAS_TR("Atlas::MemoryBar", "Optimizer");
    case MemoryCategory::Activations:
        return ATLAS_TR("Atlas::MemoryBar", "Activations");
    case MemoryCategory::KvCache:
        return ATLAS_TR("Atlas::MemoryBar", "KV cache");
    case MemoryCategory::Overhead:
        return ATLAS_TR("Atlas::MemoryBar", "Overhead");
    }
    return {};
}

} // namespace

MemoryBar::MemoryBar(DisplaySettings *display, QWidget *parent)
    : QWidget(parent)
    , m_display(display)
{
    setObjectName(QStringLiteral("memoryBar"));
    setMinimumHeight(70);
    connect(m_display, &DisplaySettings::changed, this, qOverload<>(&QWidget::update));
}

void MemoryBar::setBreakdown(const MemoryBreakdown &breakdown, double capacityBytes)
{
    bool same = capacityBytes == m_capacity;
    for (int i = 0; i < MemoryCategoryCount && same; ++i)
        same = MemoryPalette::bytes(breakdown, MemoryCategory(i))
               == MemoryPalette::bytes(m_breakdown, MemoryCategory(i));
    if (same)
        return; // a budget drag: nothing to repaint
    m_breakdown = breakdown;
    m_capacity = capacityBytes;
    update();
}

QSize MemoryBar::sizeHint() const
{
    return {300, 78};
}

const MemoryPalette &MemoryBar::palette() const
{
    return memoryPalette(m_display->context().highContrast);
}

void MemoryBar::plot(QPainter *painter, const QRectF &target, const PlotContext &context) const
{
    const MemoryPalette &colors = memoryPalette(context.highContrast);
    const double total = m_breakdown.total();
    const double scale = std::max(total, m_capacity);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF bar(target.left(), target.top() + 2, target.width(), 18);
    painter->fillRect(bar, QWidget::palette().color(QPalette::Base));
    double x = bar.left();
    for (int i = 0; i < MemoryCategoryCount; ++i) {
        const double bytes = MemoryPalette::bytes(m_breakdown, MemoryCategory(i));
        if (scale <= 0 || bytes <= 0)
            continue;
        const double w = bar.width() * bytes / scale;
        painter->fillRect(QRectF(x, bar.top(), w, bar.height()), colors.colors[size_t(i)]);
        x += w;
    }
    if (m_capacity > 0) {
        const double cx = bar.left() + bar.width() * m_capacity / scale;
        painter->setPen(
            QPen(total <= m_capacity ? PlotColors::fits() : PlotColors::doesNotFit(), 2));
        painter->drawLine(QPointF(cx, bar.top() - 2), QPointF(cx, bar.bottom() + 2));
    }
    painter->setPen(QWidget::palette().color(QPalette::Mid));
    painter->drawRect(bar);

    // The legend: each category with its GiB, flowing over the lines below the bar.
    QList<LegendItem> items;
    for (int i = 0; i < MemoryCategoryCount; ++i) {
        const MemoryCategory category = MemoryCategory(i);
        items.append({LegendItem::Mark::Swatch,
                      colors.color(category),
                      context.text(categoryName(category)) + u' '
                          + Format::number(MemoryPalette::bytes(m_breakdown, category) / GiB,
                                           1,
                                           context.language)});
    }
    LegendStyle style;
    style.font = uiFont(8.5);
    style.text = QWidget::palette().color(QPalette::WindowText);
    style.swatch = 9;
    style.swatchGap = 3;
    style.itemGap = 10;
    paintLegend(painter, QPointF(target.left(), bar.bottom() + 6), target.width(), items, style);
    painter->restore();
}

void MemoryBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    plot(&p, QRectF(rect()).adjusted(1, 1, -1, -1), m_display->context());
}

} // namespace Atlas
