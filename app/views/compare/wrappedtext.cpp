#include "views/compare/wrappedtext.h"

#include <QPainter>
#include <QTextLayout>
#include <QTextOption>

#include <algorithm>

namespace Atlas {

WrappedText::WrappedText(const QString &text, const QFont &font, qreal width)
    : m_font(font)
{
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    qreal y = 0;
    const QStringList paragraphs = text.split(u'\n');
    for (const QString &paragraph : paragraphs) {
        QTextLayout layout(paragraph, font);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max<qreal>(width, 1));
            // Spaces at a break belong to neither line visually.
            const QString piece = paragraph.mid(line.textStart(), line.textLength()).trimmed();
            m_lines.append({piece, QPointF(0, y + line.ascent())});
            m_width = std::max(m_width, line.naturalTextWidth());
            y += line.height();
        }
        layout.endLayout();
    }
    m_height = y;
}

void WrappedText::draw(QPainter *painter, const QPointF &topLeft) const
{
    painter->setFont(m_font);
    for (const Line &line : m_lines)
        painter->drawText(topLeft + line.baseline, line.text);
}

} // namespace Atlas
