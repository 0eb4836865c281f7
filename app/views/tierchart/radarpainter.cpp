#include "views/tierchart/radarpainter.h"

#include "common/numberformat.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>
#include <numbers>

namespace Atlas {

namespace {

constexpr qreal Margin = 10;
constexpr qreal LabelGap = 6; // between the outer ring and an axis name

RadarAxis axisAt(int i)
{
    return RadarAxis(i);
}

// Axis i points up for i = 0 and turns clockwise.
QPointF spoke(const QPointF &center, qreal radius, int i, qreal fraction)
{
    const qreal angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * i / RadarAxisCount;
    return center + QPointF(std::cos(angle), std::sin(angle)) * radius * fraction;
}

QString missingAxes(const RadarScores &scores, const PlotContext &context)
{
    QList<TrText> names;
    for (int i = 0; i < RadarAxisCount; ++i) {
        if (!scores.values[i].score)
            names.append(RadarScorer::axisName(axisAt(i)));
    }
    //: Between the names of radar axes: "、" in Chinese
    return context.text(TrText::join(names, ATLAS_TR("Atlas::RadarPainter", ", ")));
}

// An axis name as drawn: both languages on two lines with Ctrl+B, and a long name broken at
// the space nearest its middle, so the names beside the left and right spokes stay narrow and
// the radar keeps its size in any language.
QString axisLabel(RadarAxis axis, const PlotContext &context)
{
    const TrText name = RadarScorer::axisName(axis);
    if (context.bothLanguages) {
        const QString zh = PlotContext::chinese().text(name);
        const QString en = PlotContext::english().text(name);
        if (zh != en)
            return zh + u'\n' + en;
    }
    QString text = context.text(name);
    if (text.size() > 12) {
        qsizetype best = -1;
        for (qsizetype i = text.indexOf(u' '); i >= 0; i = text.indexOf(u' ', i + 1))
            if (best < 0 || std::abs(i - text.size() / 2) < std::abs(best - text.size() / 2))
                best = i;
        if (best > 0)
            text[best] = u'\n';
    }
    return text;
}

QSizeF labelSize(const QFontMetricsF &metrics, const QString &text)
{
    return metrics.boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignCenter, text).size();
}

qreal wrappedHeight(const QFont &font, qreal width, const QString &text)
{
    return QFontMetricsF(font)
        .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text)
        .height();
}

} // namespace

QString RadarPainter::rawText(RadarAxis axis, double raw, const PlotContext &context)
{
    const Language language = context.language;
    switch (axis) {
    case RadarAxis::Compute:
        return Format::tflops(raw, language);
    case RadarAxis::Memory:
        return Format::number(raw, raw < 10 ? 1 : 0, language) + QStringLiteral(" GiB");
    case RadarAxis::Interconnect:
        return raw > 0 ? Format::number(raw, 0, language) + QStringLiteral(" GB/s")
                       : context.text(ATLAS_TR("Atlas::RadarPainter", "PCIe only"));
    case RadarAxis::ModelCapacity:
        return context.text(
            ATLAS_TR("Atlas::RadarPainter", "%1 parameters").arg(Format::params(raw, language)));
    case RadarAxis::TflopsPerYuan:
        return context.text(
            ATLAS_TR("Atlas::RadarPainter", "%1 TFLOPS per yuan").arg(QString::number(raw, 'g', 3)));
    }
    return {};
}

void RadarPainter::paint(QPainter *painter,
                         const QRectF &rect,
                         const QList<RadarEntry> &entries,
                         const TierChartStyle &style,
                         const PlotContext &context)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF inner = rect.adjusted(Margin, Margin, -Margin, -Margin);

    const QFont titleFont = style.font(style.titlePx, true);
    const QString title = context.label(
        ATLAS_TR("Atlas::RadarPainter", "Compare: up to four selected accelerators"));
    const qreal titleHeight = wrappedHeight(titleFont, inner.width(), title);
    painter->setFont(titleFont);
    painter->setPen(style.text);
    painter->drawText(QRectF(inner.left(), inner.top(), inner.width(), titleHeight),
                      Qt::AlignHCenter | Qt::TextWordWrap,
                      title);

    // Bottom-up: the formulas, then the legend above them, then the radar in what is left.
    const qreal noteTop = paintFootnote(painter, inner, style, context);
    const qreal legendTop = paintLegend(painter, inner, noteTop - 8, entries, style, context);
    const qreal top = inner.top() + titleHeight + 6;
    const QRectF area(inner.left() + Margin, top, inner.width() - 2 * Margin, legendTop - 4 - top);
    const QFont axisFont = style.font(style.axisTitlePx, true);
    const qreal radius = fittingRadius(area, axisFont, context);
    const QPointF center = area.center();
    paintGrid(painter, center, radius, axisFont, style, context);
    for (const RadarEntry &e : entries)
        paintEntry(painter, center, radius, e, style);
    paintRingValues(painter, center, radius, style);
    if (entries.isEmpty())
        paintHint(painter, center, radius, style, context);
    painter->restore();
}

qreal RadarPainter::paintFootnote(QPainter *painter,
                                  const QRectF &inner,
                                  const TierChartStyle &style,
                                  const PlotContext &context)
{
    const QFont font = style.font(style.footnotePx);
    QStringList lines;
    for (int i = 0; i < RadarAxisCount; ++i)
        lines.append(context.text(RadarScorer::formula(axisAt(i))));
    lines.append(context.text(RadarScorer::scalingNote()));
    const QString note = lines.join(QLatin1Char('\n'));
    const qreal height = wrappedHeight(font, inner.width(), note);
    const QRectF noteRect(inner.left(), inner.bottom() - height, inner.width(), height);
    painter->setFont(font);
    painter->setPen(style.mutedText);
    painter->drawText(noteRect, Qt::AlignLeft | Qt::TextWordWrap, note);
    return noteRect.top();
}

qreal RadarPainter::paintLegend(QPainter *painter,
                                const QRectF &inner,
                                qreal bottom,
                                const QList<RadarEntry> &entries,
                                const TierChartStyle &style,
                                const PlotContext &context)
{
    // A line sample in the entry's colour and style, the name, and any axis left unscored.
    const QFont font = style.font(style.legendPx);
    const qreal sample = 28;
    const qreal textWidth = inner.width() - sample - 8;
    QStringList texts;
    QList<qreal> heights;
    qreal total = 0;
    for (const RadarEntry &e : entries) {
        QString t = e.label;
        const QString missing = missingAxes(e.scores, context);
        if (!missing.isEmpty())
            t += QStringLiteral("  ")
                 + context.text(
                     ATLAS_TR("Atlas::RadarPainter", "(not scored: %1, see footnote)").arg(missing));
        texts.append(t);
        heights.append(wrappedHeight(font, textWidth, t));
        total += heights.last() + 4;
    }
    const qreal top = bottom - total;
    qreal y = top;
    painter->setFont(font);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const int slot = entries.at(i).slot;
        QPen pen(style.selectionColor(slot), style.selectionWidth);
        pen.setStyle(style.selectionPenStyle(slot));
        painter->setPen(pen);
        const qreal midY = y + QFontMetricsF(font).height() / 2;
        painter->drawLine(QPointF(inner.left(), midY), QPointF(inner.left() + sample, midY));
        painter->setPen(style.text);
        painter->drawText(QRectF(inner.left() + sample + 8, y, textWidth, heights.at(i)),
                          Qt::AlignLeft | Qt::TextWordWrap,
                          texts.at(i));
        y += heights.at(i) + 4;
    }
    return top;
}

qreal RadarPainter::fittingRadius(const QRectF &area,
                                  const QFont &axisFont,
                                  const PlotContext &context)
{
    // The largest radius at which every axis name still fits beside its spoke.
    const QFontMetricsF metrics(axisFont);
    qreal radius = std::min(area.width(), area.height()) / 2;
    for (int i = 0; i < RadarAxisCount; ++i) {
        const QSizeF size = labelSize(metrics, axisLabel(axisAt(i), context));
        const qreal w = size.width();
        const qreal h = size.height();
        const QPointF dir = spoke(QPointF(), 1, i, 1.0);
        if (std::abs(dir.x()) > 0.01)
            radius = std::min(radius, (area.width() / 2 - w) / std::abs(dir.x()) - LabelGap);
        else
            radius = std::min(radius, area.width() / 2 - LabelGap);
        const qreal extent = i == 0 ? h : h / 2; // the top name sits above its tip
        if (std::abs(dir.y()) > 0.01)
            radius = std::min(radius, (area.height() / 2 - extent) / std::abs(dir.y()) - LabelGap);
    }
    return std::max<qreal>(radius, 10);
}

void RadarPainter::paintGrid(QPainter *painter,
                             const QPointF &center,
                             qreal radius,
                             const QFont &axisFont,
                             const TierChartStyle &style,
                             const PlotContext &context)
{
    const QPen gridPen(style.grid, 1);
    painter->setPen(gridPen);
    painter->setBrush(Qt::NoBrush);
    for (qreal ring : {0.25, 0.5, 0.75, 1.0}) {
        QPolygonF polygon;
        for (int i = 0; i < RadarAxisCount; ++i)
            polygon.append(spoke(center, radius, i, ring));
        painter->drawPolygon(polygon);
    }
    for (int i = 0; i < RadarAxisCount; ++i)
        painter->drawLine(center, spoke(center, radius, i, 1.0));

    const QFontMetricsF metrics(axisFont);
    painter->setFont(axisFont);
    painter->setPen(style.text);
    for (int i = 0; i < RadarAxisCount; ++i) {
        const QString name = axisLabel(axisAt(i), context);
        const QPointF tip = spoke(center, radius + LabelGap, i, 1.0);
        const QSizeF size = labelSize(metrics, name);
        const qreal w = size.width();
        const qreal h = size.height();
        // On the side of the tip that faces away from the centre.
        QPointF topLeft(tip.x() - w / 2, tip.y() - h / 2);
        if (tip.x() > center.x() + 1)
            topLeft.setX(tip.x());
        else if (tip.x() < center.x() - 1)
            topLeft.setX(tip.x() - w);
        if (i == 0)
            topLeft.setY(tip.y() - h);
        painter->drawText(QRectF(topLeft, QSizeF(w, h)), Qt::AlignCenter, name);
    }
}

void RadarPainter::paintRingValues(QPainter *painter,
                                   const QPointF &center,
                                   qreal radius,
                                   const TierChartStyle &style)
{
    // The ring values sit in the gap between the top spoke and the next one, on a halo, and
    // are painted last: the polygons' lines never run through them.
    const QFont font = style.font(style.footnotePx);
    const QFontMetricsF metrics(font);
    painter->setFont(font);
    for (qreal ring : {0.5, 1.0}) {
        const QString text = QString::number(ring, 'g', 2);
        const QPointF at = spoke(center, radius, 0, ring);
        const QRectF box(at.x() - metrics.horizontalAdvance(text) - 6,
                         at.y() - metrics.height() / 2,
                         metrics.horizontalAdvance(text) + 2,
                         metrics.height());
        painter->setPen(Qt::NoPen);
        painter->setBrush(style.halo);
        painter->drawRect(box.adjusted(-1, 0, 1, 0));
        painter->setPen(style.mutedText);
        painter->drawText(box, Qt::AlignCenter, text);
    }
}

void RadarPainter::paintEntry(QPainter *painter,
                              const QPointF &center,
                              qreal radius,
                              const RadarEntry &entry,
                              const TierChartStyle &style)
{
    const QColor color = style.selectionColor(entry.slot);
    bool complete = true;
    QPolygonF polygon;
    for (int i = 0; i < RadarAxisCount; ++i) {
        const std::optional<double> s = entry.scores.values[i].score;
        complete = complete && s.has_value();
        polygon.append(spoke(center, radius, i, s.value_or(0)));
    }
    if (complete) {
        QColor fill = color;
        fill.setAlpha(35);
        painter->setBrush(fill);
        painter->setPen(Qt::NoPen);
        painter->drawPolygon(polygon);
    }
    // Edges only between scored axes: a missing score is a gap, not a zero.
    QPen pen(color, style.selectionWidth);
    pen.setStyle(style.selectionPenStyle(entry.slot));
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    for (int i = 0; i < RadarAxisCount; ++i) {
        const int j = (i + 1) % RadarAxisCount;
        if (entry.scores.values[i].score && entry.scores.values[j].score)
            painter->drawLine(polygon.at(i), polygon.at(j));
    }
    painter->setPen(QPen(color, 1));
    painter->setBrush(color);
    for (int i = 0; i < RadarAxisCount; ++i) {
        if (entry.scores.values[i].score)
            painter->drawEllipse(polygon.at(i), 3.5, 3.5);
    }
}

void RadarPainter::paintHint(QPainter *painter,
                             const QPointF &center,
                             qreal radius,
                             const TierChartStyle &style,
                             const PlotContext &context)
{
    const QString hint = context.text(
        ATLAS_TR("Atlas::RadarPainter",
                 "Click up to four accelerators in the chart to compare them here."));
    const QFont font = style.font(style.legendPx);
    // Inside the inner rings, so the halo never covers an axis name.
    const qreal width = radius * 1.2;
    const qreal height = wrappedHeight(font, width, hint);
    const QRectF hintRect(center.x() - width / 2, center.y() - height / 2, width, height);
    painter->setPen(Qt::NoPen);
    painter->setBrush(style.halo);
    painter->drawRect(hintRect.adjusted(-4, -2, 4, 2));
    painter->setFont(font);
    painter->setPen(style.mutedText);
    painter->drawText(hintRect, Qt::AlignCenter | Qt::TextWordWrap, hint);
}

QString RadarPainter::toolTip(const QList<RadarEntry> &entries, const PlotContext &context)
{
    const Language language = context.language;
    QString html = QStringLiteral("<p><b>") + tr("Radar scores (0 to 1 against the catalog)")
                   + QStringLiteral("</b></p><table>");
    html += QStringLiteral("<tr><td></td>");
    for (const RadarEntry &e : entries)
        html += QStringLiteral("<td><b>") + e.label.toHtmlEscaped() + QStringLiteral("</b></td>");
    html += QStringLiteral("</tr>");
    for (int i = 0; i < RadarAxisCount; ++i) {
        const RadarAxis axis = axisAt(i);
        html += QStringLiteral("<tr><td><b>")
                + context.text(RadarScorer::axisName(axis)).toHtmlEscaped()
                + QStringLiteral("</b></td>");
        for (const RadarEntry &e : entries) {
            const RadarValue &v = e.scores.values[i];
            QString cell;
            if (v.raw && v.score) {
                cell = rawText(axis, *v.raw, context) + QStringLiteral(" \u2192 ")
                       + Format::number(*v.score, 2, language);
            } else if (axis == RadarAxis::TflopsPerYuan && e.scores[RadarAxis::Compute].raw) {
                cell = tr("no purchase price: not scored");
            } else {
                cell = tr("not published: not scored");
            }
            html += QStringLiteral("<td>") + cell.toHtmlEscaped() + QStringLiteral("</td>");
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table><p>");
    for (int i = 0; i < RadarAxisCount; ++i)
        html += context.text(RadarScorer::formula(axisAt(i))).toHtmlEscaped()
                + QStringLiteral("<br>");
    html += context.text(RadarScorer::scalingNote()).toHtmlEscaped() + QStringLiteral("</p>");
    return html;
}

} // namespace Atlas
