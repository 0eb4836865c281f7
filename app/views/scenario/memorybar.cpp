#include "views/scenario/memorybar.h"

#include "common/fonts.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"

#include <QEvent>
#include <QPainter>

namespace Atlas {

MemoryBar::MemoryBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("memoryBar"));
    setMinimumHeight(70);
}

void MemoryBar::setBreakdown(const MemoryBreakdown &breakdown, double capacityBytes)
{
    m_breakdown = breakdown;
    m_capacity = capacityBytes;
    update();
}

QSize MemoryBar::sizeHint() const
{
    return {300, 78};
}

QColor MemoryBar::categoryColor(int category)
{
    // Okabe–Ito colours: distinguishable with colour-blindness.
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2),
                                    QColor(0xE6, 0x9F, 0x00),
                                    QColor(0xCC, 0x79, 0xA7),
                                    QColor(0x00, 0x9E, 0x73),
                                    QColor(0x56, 0xB4, 0xE9),
                                    QColor(0x99, 0x99, 0x99)};
    return colors[std::clamp(category, 0, 5)];
}

void MemoryBar::plot(QPainter *painter, const QRectF &target) const
{
    const Language language = LanguageManager::instance()->language();
    const double values[] = {m_breakdown.weights,
                             m_breakdown.gradients,
                             m_breakdown.optimizer,
                             m_breakdown.activations,
                             m_breakdown.kvCache,
                             m_breakdown.overhead};
    const QString labels[] = {tr("Weights"),
                              tr("Gradients"),
                              tr("Optimizer"),
                              tr("Activations"),
                              tr("KV cache"),
                              tr("Overhead")};
    const double total = m_breakdown.total();
    const double scale = std::max(total, m_capacity);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = uiFont(8.5);
    painter->setFont(font);
    const QFontMetricsF fm(font);
    const QRectF bar(target.left(), target.top() + 2, target.width(), 18);
    painter->fillRect(bar, palette().color(QPalette::Base));
    double x = bar.left();
    for (int i = 0; i < 6; ++i) {
        if (scale <= 0 || values[i] <= 0)
            continue;
        const double w = bar.width() * values[i] / scale;
        painter->fillRect(QRectF(x, bar.top(), w, bar.height()), categoryColor(i));
        x += w;
    }
    if (m_capacity > 0) {
        const double cx = bar.left() + bar.width() * m_capacity / scale;
        painter->setPen(
            QPen(total <= m_capacity ? QColor(0x1a, 0x7f, 0x37) : QColor(0xc0, 0x20, 0x20), 2));
        painter->drawLine(QPointF(cx, bar.top() - 2), QPointF(cx, bar.bottom() + 2));
    }
    painter->setPen(palette().color(QPalette::Mid));
    painter->drawRect(bar);

    // Legend: two rows of three.
    painter->setPen(palette().color(QPalette::WindowText));
    const double rowHeight = fm.height() + 2;
    const double columnWidth = target.width() / 3;
    for (int i = 0; i < 6; ++i) {
        const double lx = target.left() + (i % 3) * columnWidth;
        const double ly = bar.bottom() + 6 + (i / 3) * rowHeight;
        painter->fillRect(QRectF(lx, ly + 3, 9, 9), categoryColor(i));
        const QString text = labels[i] + u' '
                             + Format::number(values[i] / (1024.0 * 1024 * 1024), 1, language);
        painter->drawText(QRectF(lx + 12, ly, columnWidth - 14, rowHeight),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(text, Qt::ElideRight, columnWidth - 14));
    }
    painter->restore();
}

void MemoryBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    plot(&p, QRectF(rect()).adjusted(1, 1, -1, -1));
}

void MemoryBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace Atlas
