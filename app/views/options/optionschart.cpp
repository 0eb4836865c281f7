#include "views/options/optionschart.h"

#include "common/labelplacer.h"
#include "common/marketbadges.h"
#include "common/numberformat.h"
#include "common/plotlegend.h"
#include "views/options/optionstable.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// Grid values on a log axis from 10^low to 10^high, from a ladder of round values; from the
// coarse ladder when the fine one gives more than nine, every other one of those if needed.
QList<double> ticks(double low, double high, const QList<double> &fine, const QList<double> &coarse)
{
    const auto within = [low, high](const QList<double> &ladder) {
        QList<double> values;
        for (double v : ladder) {
            const double l = std::log10(v);
            if (l >= low - 1e-9 && l <= high + 1e-9)
                values << v;
        }
        return values;
    };
    QList<double> values = within(fine);
    if (values.size() > 9)
        values = within(coarse);
    while (values.size() > 9) {
        QList<double> thinned;
        for (qsizetype i = 0; i < values.size(); i += 2)
            thinned << values.at(i);
        values = thinned;
    }
    return values;
}

// Round durations: hours, days, months (730 h), years.
const QList<double> &durationLadder()
{
    static const QList<double> ladder{0.01, 0.02,  0.05,  0.1,   0.2,    0.5,    1,     2,    5,
                                      10,   24,    48,    120,   240,    730,    1460,  2190, 4380,
                                      8760, 17520, 43800, 87600, 219000, 438000, 876000};
    return ladder;
}

const QList<double> &coarseDurations()
{
    static const QList<double> ladder{0.01, 0.1, 1, 10, 24, 240, 730, 8760, 87600, 876000};
    return ladder;
}

const QList<double> &decades()
{
    static const QList<double> ladder = [] {
        QList<double> l;
        for (double decade = 0.01; decade < 1e14; decade *= 10)
            l << decade;
        return l;
    }();
    return ladder;
}

const QList<double> &moneyLadder()
{
    static const QList<double> ladder = [] {
        QList<double> l;
        for (double decade = 0.01; decade < 1e14; decade *= 10)
            l << decade << 2 * decade << 5 * decade;
        return l;
    }();
    return ladder;
}

QString tickDuration(double hours, Language language)
{
    const bool zh = language == Language::Chinese;
    const auto n = [language](double v) {
        return Format::number(v, v < 1 ? (v < 0.1 ? 2 : 1) : 0, language);
    };
    if (hours < 24)
        return n(hours) + (zh ? QStringLiteral(" 小时") : QStringLiteral(" h"));
    if (hours < 730) {
        const double days = hours / 24;
        return n(days)
               + (zh          ? QStringLiteral(" 天")
                  : days == 1 ? QStringLiteral(" day")
                              : QStringLiteral(" days"));
    }
    if (hours < 8760) {
        const double months = hours / 730;
        return n(months)
               + (zh            ? QStringLiteral(" 个月")
                  : months == 1 ? QStringLiteral(" month")
                                : QStringLiteral(" months"));
    }
    const double years = hours / 8760;
    return n(years)
           + (zh           ? QStringLiteral(" 年")
              : years == 1 ? QStringLiteral(" year")
                           : QStringLiteral(" years"));
}

} // namespace

OptionKind OptionsChartData::kindOf(const PlannerOption &o)
{
    return OptionKind{o.form, o.provider != nullptr};
}

OptionsChartData OptionsChartData::make(const PlannerResult &result, const PlotContext &context)
{
    OptionsChartData d;
    for (const PlannerOption &o : result.options)
        d.service |= o.outputTokensPerSecond > 0;
    for (qsizetype i = 0; i < result.options.size(); ++i) {
        const PlannerOption &o = result.options.at(i);
        const double x = d.service ? o.outputTokensPerSecond : o.wallHours;
        if (!(x > 0) || !(o.cost.totalCny > 0))
            continue; // nothing to place on a log scale
        OptionsChartPoint p;
        p.option = int(i);
        p.x = x;
        p.hours = o.wallHours;
        p.costCny = o.cost.totalCny;
        p.kind = kindOf(o);
        p.pareto = o.pareto;
        if (o.pareto) {
            p.label = QStringLiteral("%1 × %2")
                          .arg(o.layout.gpus)
                          .arg(o.accelerator->name.text(context.language));
            if (o.provider)
                p.label += QStringLiteral(" · ") + OptionsTable::providerName(*o.provider, context);
            // A controlled card or an offshore provider says so on the chart too.
            if (const QString badges = marketBadgeText(o.market, context); !badges.isEmpty())
                p.label += QStringLiteral(" · ") + badges;
        }
        d.points << p;
    }
    for (qsizetype i = 0; i < d.points.size(); ++i)
        if (d.points.at(i).pareto)
            d.front << int(i);
    std::sort(d.front.begin(), d.front.end(), [&d](int a, int b) {
        return d.points.at(a).x < d.points.at(b).x;
    });
    return d;
}

OptionsChartPlotter::OptionsChartPlotter(const OptionsChartData &data,
                                         const OptionsStyle &style,
                                         const PlotContext &context,
                                         const PricingCatalog &pricing,
                                         const QRectF &rect)
    : m_data(data)
    , m_style(style)
    , m_context(context)
    , m_rect(rect)
{
    // The legend names only the ways of buying that appear, forms first, then instances.
    auto present = [&data](const OptionKind &kind) {
        return std::any_of(data.points.cbegin(), data.points.cend(), [&](const auto &p) {
            return p.kind == kind;
        });
    };
    for (ServiceForm form : offeredForms()) {
        if (present(OptionKind{form, false}))
            m_legend.append(
                {OptionKind{form, false}, OptionsTable::formName(form, pricing, context)});
    }
    const auto provider = std::find_if(data.points.cbegin(), data.points.cend(), [](const auto &p) {
        return p.kind.provider;
    });
    if (provider != data.points.cend())
        m_legend.append(
            {provider->kind, context.text(ATLAS_TR("Atlas::OptionsView", "provider instance"))});

    double xMin = 1, xMax = 10, yMin = 100, yMax = 1000;
    if (!data.points.isEmpty()) {
        xMin = yMin = std::numeric_limits<double>::infinity();
        xMax = yMax = 0;
        for (const OptionsChartPoint &p : data.points) {
            xMin = std::min(xMin, p.x);
            xMax = std::max(xMax, p.x);
            yMin = std::min(yMin, p.costCny);
            yMax = std::max(yMax, p.costCny);
        }
    }
    // Some air on each side (room for labels), at least one decade in all.
    const auto range = [](double lo, double hi, double *low, double *high) {
        *low = std::log10(lo) - 0.15;
        *high = std::log10(hi) + 0.15;
        if (*high - *low < 1) {
            const double mid = (*high + *low) / 2;
            *low = mid - 0.5;
            *high = mid + 0.5;
        }
    };
    range(xMin, xMax, &m_xLow, &m_xHigh);
    range(yMin, yMax, &m_yLow, &m_yHigh);

    // Margins from the texts they hold.
    const QFontMetricsF small(style.font(style.smallPx));
    const QFontMetricsF body(style.font(style.bodyPx));
    double yLabelWidth = 0;
    for (double v : ticks(m_yLow, m_yHigh, moneyLadder(), decades()))
        yLabelWidth = std::max(yLabelWidth,
                               small.horizontalAdvance(Format::shortMoney(v, context.language)));
    LegendStyle legend{style.font(style.smallPx), style.text};
    const double legendH = legendHeight(legendItems(), legend, rect.width());
    const double left = body.height() + 6 + yLabelWidth + 8;
    const double bottom = small.height() + 6 + body.height() + 6;
    m_plot = QRectF(rect.left() + left,
                    rect.top() + legendH + 8,
                    std::max(10.0, rect.width() - left - 12),
                    std::max(10.0, rect.height() - legendH - 8 - bottom));
}

double OptionsChartPlotter::x(double hours) const
{
    return m_plot.left() + (std::log10(hours) - m_xLow) / (m_xHigh - m_xLow) * m_plot.width();
}

double OptionsChartPlotter::y(double cny) const
{
    return m_plot.bottom() - (std::log10(cny) - m_yLow) / (m_yHigh - m_yLow) * m_plot.height();
}

QPointF OptionsChartPlotter::position(const OptionsChartPoint &p) const
{
    return {x(p.x), y(p.costCny)};
}

int OptionsChartPlotter::optionAt(QPointF pos) const
{
    int best = -1;
    double bestDistance = m_style.paretoDiameter * m_style.paretoDiameter;
    for (const OptionsChartPoint &p : m_data.points) {
        const QPointF d = position(p) - pos;
        const double distance = QPointF::dotProduct(d, d);
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = p.option;
        }
    }
    return best;
}

QList<LegendItem> OptionsChartPlotter::legendItems() const
{
    QList<LegendItem> items;
    for (const auto &[kind, name] : std::as_const(m_legend))
        items << LegendItem{LegendItem::Mark::Swatch, m_style.kindColor(kind), name};
    items << LegendItem{LegendItem::Mark::Line,
                        m_style.front,
                        m_context.text(ATLAS_TR("Atlas::OptionsView", "Pareto front"))};
    return items;
}

void OptionsChartPlotter::paint(QPainter *painter, int highlightedOption) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // Legend across the top.
    LegendStyle legend{m_style.font(m_style.smallPx), m_style.text};
    paintLegend(painter, m_rect.topLeft(), m_rect.width(), legendItems(), legend);
    paintGrid(painter);
    paintAxisTitles(painter);
    if (m_data.points.isEmpty()) {
        painter->setPen(m_style.mutedText);
        painter->drawText(m_plot,
                          Qt::AlignCenter | Qt::TextWordWrap,
                          m_context.text(ATLAS_TR("Atlas::OptionsView", "No option to plot")));
        painter->restore();
        return;
    }
    painter->setClipRect(m_plot.adjusted(-m_style.paretoDiameter,
                                         -m_style.paretoDiameter,
                                         m_style.paretoDiameter,
                                         m_style.paretoDiameter));
    paintFront(painter);
    paintPoints(painter, highlightedOption);
    painter->setClipping(false);
    paintFrontLabels(painter);
    painter->restore();
}

// Grid lines at round values, their labels, and the plot's frame.
void OptionsChartPlotter::paintGrid(QPainter *painter) const
{
    const Language language = m_context.language;
    const QFontMetricsF smallMetrics(m_style.font(m_style.smallPx));
    painter->setFont(m_style.font(m_style.smallPx));
    const QList<double> xTicks = m_data.service
                                     ? ticks(m_xLow, m_xHigh, moneyLadder(), decades())
                                     : ticks(m_xLow, m_xHigh, durationLadder(), coarseDurations());
    for (double v : xTicks) {
        const double px = x(v);
        painter->setPen(QPen(m_style.grid, 1));
        painter->drawLine(QPointF(px, m_plot.top()), QPointF(px, m_plot.bottom()));
        painter->setPen(m_style.mutedText);
        const QString text = m_data.service ? Format::number(v, v < 1 ? 2 : 0, language)
                                            : tickDuration(v, language);
        const double w = smallMetrics.horizontalAdvance(text);
        painter->drawText(QRectF(px - w / 2 - 2, m_plot.bottom() + 3, w + 4, smallMetrics.height()),
                          Qt::AlignCenter,
                          text);
    }
    for (double v : ticks(m_yLow, m_yHigh, moneyLadder(), decades())) {
        const double py = y(v);
        painter->setPen(QPen(m_style.grid, 1));
        painter->drawLine(QPointF(m_plot.left(), py), QPointF(m_plot.right(), py));
        painter->setPen(m_style.mutedText);
        painter->drawText(QRectF(m_rect.left(),
                                 py - smallMetrics.height() / 2,
                                 m_plot.left() - m_rect.left() - 6,
                                 smallMetrics.height()),
                          Qt::AlignRight | Qt::AlignVCenter,
                          Format::shortMoney(v, language));
    }
    painter->setPen(QPen(m_style.axis, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(m_plot);
}

void OptionsChartPlotter::paintAxisTitles(QPainter *painter) const
{
    const QFont body = m_style.font(m_style.bodyPx);
    painter->setFont(body);
    painter->setPen(m_style.text);
    const QFontMetricsF bodyMetrics(body);
    painter->drawText(QRectF(m_plot.left(),
                             m_rect.bottom() - bodyMetrics.height(),
                             m_plot.width(),
                             bodyMetrics.height()),
                      Qt::AlignCenter,
                      m_context.label(
                          m_data.service
                              ? ATLAS_TR("Atlas::OptionsView", "Output tokens/s (log scale)")
                              : ATLAS_TR("Atlas::OptionsView", "Time of a run (log scale)")));
    painter->save();
    painter->translate(m_rect.left() + bodyMetrics.ascent(), m_plot.center().y());
    painter->rotate(-90);
    painter->drawText(QRectF(-m_plot.height() / 2,
                             -bodyMetrics.ascent(),
                             m_plot.height(),
                             bodyMetrics.height()),
                      Qt::AlignCenter,
                      m_context.label(
                          m_data.service
                              ? ATLAS_TR("Atlas::OptionsView",
                                         "Cost of the service period, CNY (log scale)")
                              : ATLAS_TR("Atlas::OptionsView", "Cost of a run, CNY (log scale)")));
    painter->restore();
}

// The front as a staircase: from each point across to the next one's time, then down to its
// cost. Everything above and to the right of it is beaten by a point on it.
void OptionsChartPlotter::paintFront(QPainter *painter) const
{
    if (m_data.front.size() <= 1 || m_data.service)
        return;
    QPainterPath path;
    path.moveTo(position(m_data.points.at(m_data.front.first())));
    for (qsizetype i = 1; i < m_data.front.size(); ++i) {
        const QPointF next = position(m_data.points.at(m_data.front.at(i)));
        path.lineTo(QPointF(next.x(), path.currentPosition().y()));
        path.lineTo(next);
    }
    painter->setPen(
        QPen(m_style.front, m_style.frontWidth, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
}

// Points: the rest first, the front on top; the highlighted option ringed.
void OptionsChartPlotter::paintPoints(QPainter *painter, int highlightedOption) const
{
    for (int pass = 0; pass < 2; ++pass) {
        for (const OptionsChartPoint &p : m_data.points) {
            if (p.pareto != (pass == 1))
                continue;
            const double d = p.pareto ? m_style.paretoDiameter : m_style.pointDiameter;
            QColor fill = m_style.kindColor(p.kind);
            if (!p.pareto)
                fill.setAlpha(190);
            painter->setBrush(fill);
            painter->setPen(p.pareto ? QPen(m_style.front, 2) : QPen(Qt::white, 1));
            painter->drawEllipse(position(p), d / 2, d / 2);
        }
    }
    if (highlightedOption < 0)
        return;
    for (const OptionsChartPoint &p : m_data.points) {
        if (p.option != highlightedOption)
            continue;
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_style.front, 2, Qt::DashLine));
        const double r = m_style.paretoDiameter;
        painter->drawEllipse(position(p), r, r);
    }
}

// Labels of the front, fastest first, where they find room; then the front's points again.
void OptionsChartPlotter::paintFrontLabels(QPainter *painter) const
{
    const QFont small = m_style.font(m_style.smallPx);
    const QFontMetricsF smallMetrics(small);
    LabelPlacer placer(m_plot);
    QHash<int, int> obstacles;
    for (const OptionsChartPoint &p : m_data.points) {
        const double d = p.pareto ? m_style.paretoDiameter : m_style.pointDiameter;
        obstacles.insert(p.option,
                         placer.addObstacle(
                             QRectF(position(p) - QPointF(d / 2, d / 2), QSizeF(d, d))));
    }
    painter->setFont(small);
    for (int index : m_data.front) {
        const OptionsChartPoint &p = m_data.points.at(index);
        const QString text = QStringLiteral("#%1 %2").arg(p.option + 1).arg(p.label);
        LabelPlacer::Label label;
        label.anchor = position(p);
        label.radius = m_style.paretoDiameter / 2 + 2;
        label.size = QSizeF(smallMetrics.horizontalAdvance(text) + 4, smallMetrics.height());
        label.crowded = LabelPlacer::Crowded::Clamp;
        label.farSpots = true;
        label.ownObstacle = obstacles.value(p.option, -1);
        const std::optional<LabelPlacer::Placement> placed = placer.place(label);
        if (!placed)
            continue;
        if (placed->detached) {
            painter->setPen(QPen(m_style.mutedText, 1));
            const QRectF &r = placed->rect;
            const QPointF end(std::clamp(label.anchor.x(), r.left(), r.right()),
                              std::clamp(label.anchor.y(), r.top(), r.bottom()));
            painter->drawLine(label.anchor, end);
        }
        painter->fillRect(placed->rect, m_style.halo);
        painter->setPen(m_style.text);
        painter->drawText(placed->rect, Qt::AlignCenter, text);
    }
    // A crowded label may have covered a point of the front: they stay on top.
    for (int index : m_data.front) {
        const OptionsChartPoint &p = m_data.points.at(index);
        painter->setBrush(m_style.kindColor(p.kind));
        painter->setPen(QPen(m_style.front, 2));
        painter->drawEllipse(position(p), m_style.paretoDiameter / 2, m_style.paretoDiameter / 2);
    }
}

} // namespace Atlas
