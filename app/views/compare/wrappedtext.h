#pragma once

#include <QFont>
#include <QList>
#include <QPointF>
#include <QString>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

// A text broken into lines for a given width, measured once and drawn later: layout and
// painting must agree line for line, and the table measures every cell before it draws any.
// Breaks at word boundaries, inside a word only when it is wider than the line (long
// accelerator names), and between any two 汉字; '\n' starts a new paragraph.
class WrappedText
{
public:
    WrappedText() = default;
    WrappedText(const QString &text, const QFont &font, qreal width);

    qreal height() const { return m_height; }
    qreal width() const { return m_width; } // of the widest line
    int lineCount() const { return int(m_lines.size()); }
    const QFont &font() const { return m_font; }

    // Draws with the painter's pen; `topLeft` is the top of the first line.
    void draw(QPainter *painter, const QPointF &topLeft) const;

private:
    struct Line
    {
        QString text;
        QPointF baseline;
    };
    QFont m_font;
    QList<Line> m_lines;
    qreal m_height = 0;
    qreal m_width = 0;
};

} // namespace Atlas
