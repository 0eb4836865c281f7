#include "views/tierchart/tierchartview.h"

#include "catalog/catalog.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "views/tierchart/radarpainter.h"
#include "views/tierchart/scatteroverlay.h"
#include "views/tierchart/tierscatterchart.h"
#include "views/tierchart/tiertooltip.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLineF>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScopeGuard>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

constexpr qreal ScatterShare = 0.62; // of the width; the radar gets the rest
constexpr qreal Padding = 8;
constexpr qreal ClickSlop = 4; // pixels around a bubble that still hit it

} // namespace

TierChartView::TierChartView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : PlotView(document, display, parent)
    , m_catalog(document->catalog())
    , m_chart(std::make_unique<TierScatterChart>())
    , m_context(display->context())
    , m_style(TierChartStyle::make(m_context))
    , m_precision(document->scenario().workload.precision)
{
    setObjectName(QStringLiteral("tierChartView"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_chart->setTexts(chartTexts(m_context));
    rebuild();
    scenarioChanged(ScenarioChanges::everything());
}

TierChartView::~TierChartView() = default;

void TierChartView::scenarioChanged(const ScenarioChanges &changes)
{
    // The chart shows the catalog at the scenario's precision, and labels the scenario's cards.
    if (!changes.hasAny({ScenarioField::Precision,
                         ScenarioField::Accelerator,
                         ScenarioField::Compare,
                         ScenarioField::Quotes})) {
        return;
    }
    const Scenario &s = document()->scenario();
    // A quote changes a price: the bubbles sized or filtered by price, and the radar's TCO.
    if (s.workload.precision != m_precision || changes.has(ScenarioField::Quotes)) {
        m_precision = s.workload.precision;
        m_chart->setTexts(chartTexts(m_context)); // the titles name the precision
        rebuild();
    }
    const QStringList cards = scenarioCards();
    if (m_followsScenario) {
        // The radar shows the scenario's card and the compared ones until the user chooses.
        applySelection(cards.mid(0, MaxSelected));
    }
    if (cards != m_scenarioCards) { // their labels are always drawn
        m_scenarioCards = cards;
        update();
    }
}

void TierChartView::displayChanged()
{
    const PlotContext context = display()->context();
    if (context == m_context)
        return;
    m_context = context;
    m_style = TierChartStyle::make(m_context);
    m_chart->setTexts(chartTexts(m_context));
    rebuild();
}

void TierChartView::setFilter(const TierChartFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    rebuild();
}

void TierChartView::setSizeMetric(TierSizeMetric metric)
{
    if (metric == m_sizeMetric)
        return;
    m_sizeMetric = metric;
    rebuild();
}

void TierChartView::setSelected(const QStringList &ids)
{
    m_followsScenario = false;
    applySelection(ids);
}

void TierChartView::applySelection(const QStringList &ids)
{
    QStringList next;
    for (const QString &id : ids) {
        if (next.size() == MaxSelected)
            break;
        if (!next.contains(id) && m_catalog.accelerator(id))
            next.append(id);
    }
    if (next == m_selected)
        return;
    // Ids that stay keep their colour; new ones take the lowest free slot.
    QHash<QString, int> slotOf;
    for (const QString &id : next) {
        if (m_slots.contains(id))
            slotOf.insert(id, m_slots.value(id));
    }
    for (const QString &id : next) {
        if (slotOf.contains(id))
            continue;
        int slot = 0;
        while (std::find(slotOf.cbegin(), slotOf.cend(), slot) != slotOf.cend())
            ++slot;
        slotOf.insert(id, slot);
    }
    m_selected = next;
    m_slots = slotOf;
    update();
    emit selectionChanged(m_selected);
}

TierChartData TierChartView::buildData(const PlotContext &context) const
{
    return buildTierChartData(m_catalog,
                              document()->radar(),
                              m_precision,
                              m_filter,
                              m_sizeMetric,
                              context.language,
                              context.bothLanguages);
}

void TierChartView::rebuild()
{
    m_data = buildData(m_context);
    m_chart->setData(m_data, m_style);
    update();
}

void TierChartView::contextMenuEvent(QContextMenuEvent *event)
{
    // Bubbles on one spot (A100 and A800 80GB) each get their entries, nearest first.
    const QStringList ids = sameSpotAt(event->pos());
    if (ids.isEmpty())
        return;
    QMenu menu(this);
    QHash<QAction *, std::pair<QString, bool>> choices; // id, compare (else use)
    for (const QString &id : ids) {
        const Accelerator *a = m_catalog.accelerator(id);
        if (!a)
            continue;
        if (!menu.isEmpty())
            menu.addSeparator();
        const QString name = a->name.text(m_context.language);
        choices.insert(menu.addAction(tr("Use %1 in the scenario").arg(name)), {id, false});
        choices.insert(menu.addAction(tr("Add %1 to comparison").arg(name)), {id, true});
    }
    QAction *chosen = menu.exec(event->globalPos());
    if (!chosen)
        return;
    const auto [id, compare] = choices.value(chosen);
    if (compare)
        emit compareRequested(id);
    else
        emit acceleratorClicked(id);
}

TierChartView::Layout TierChartView::layoutFor(const QRectF &target,
                                               const TierChartData &data,
                                               const TierChartStyle &style,
                                               const PlotContext &context,
                                               PlotMode mode) const
{
    Layout l;
    const qreal split = target.left() + std::round(target.width() * ScatterShare);
    l.scatter = QRectF(target.topLeft(), QPointF(split, target.bottom()));
    l.radar = QRectF(QPointF(split, target.top()), target.bottomRight());
    const qreal textWidth = l.scatter.width() - 2 * Padding;
    const qreal noteHeight = QFontMetricsF(style.font(style.footnotePx))
                                 .boundingRect(QRectF(0, 0, textWidth, 1e6),
                                               Qt::TextWordWrap,
                                               footnoteText(data, context, mode))
                                 .height();
    l.footnote = QRectF(l.scatter.left() + Padding,
                        l.scatter.bottom() - Padding - noteHeight,
                        textWidth,
                        noteHeight);
    const qreal legendHeight = Atlas::legendHeight(legendItems(data, style, context),
                                                   legendStyle(style),
                                                   textWidth);
    l.legend = QRectF(l.footnote.left(),
                      l.footnote.top() - Padding - legendHeight,
                      textWidth,
                      legendHeight);
    l.chart = QRectF(l.scatter.topLeft(), QPointF(l.scatter.right(), l.legend.top() - Padding));
    return l;
}

void TierChartView::plot(QPainter *painter,
                         const QRectF &target,
                         const PlotContext &context,
                         PlotMode mode) const
{
    // Another context (a report in another language, a high-contrast export) lays the chart
    // out for itself; the guard gives the screen's texts and data back, whatever happens.
    const bool screen = context == m_context;
    const TierChartData data = screen ? m_data : buildData(context);
    const TierChartStyle style = screen ? m_style : TierChartStyle::make(context);
    const auto restore = qScopeGuard([&] {
        if (screen)
            return;
        m_chart->setTexts(chartTexts(m_context));
        m_chart->setData(m_data, m_style);
    });
    if (!screen) {
        m_chart->setTexts(chartTexts(context));
        m_chart->setData(data, style);
    }
    const Layout l = layoutFor(target, data, style, context, mode);
    painter->save();
    painter->fillRect(target, style.background);
    m_chart->render(painter, l.chart);
    m_lastLabels = paintScatterOverlay(painter,
                                       data,
                                       centers(l, data),
                                       m_slots,
                                       scenarioCards(),
                                       style,
                                       m_chart->plotArea().translated(l.chart.topLeft()));

    paintLegend(painter,
                l.legend.topLeft(),
                l.legend.width(),
                legendItems(data, style, context),
                legendStyle(style));
    painter->setFont(style.font(style.footnotePx));
    painter->setPen(style.mutedText);
    painter->drawText(l.footnote,
                      Qt::AlignLeft | Qt::TextWordWrap,
                      footnoteText(data, context, mode));

    QPen divider(style.grid, 1);
    painter->setPen(divider);
    painter->drawLine(QPointF(l.radar.left(), l.radar.top() + Padding),
                      QPointF(l.radar.left(), l.radar.bottom() - Padding));
    RadarPainter::paint(painter, l.radar, radarEntries(context), style, context);
    painter->restore();
}

QStringList TierChartView::scenarioCards() const
{
    const Scenario &s = document()->scenario();
    QStringList ids{s.acceleratorId};
    for (const CompareOption &o : s.compare)
        ids << o.acceleratorId;
    ids.removeDuplicates();
    return ids;
}

QList<QPointF> TierChartView::centers(const Layout &layout, const TierChartData &data) const
{
    m_chart->resize(layout.chart.size());
    QList<QPointF> result;
    result.reserve(data.points.size());
    for (const TierPoint &p : data.points)
        result.append(layout.chart.topLeft() + m_chart->position(QPointF(p.x, p.y)));
    return result;
}

QList<RadarEntry> TierChartView::radarEntries(const PlotContext &context) const
{
    QList<RadarEntry> entries;
    for (const QString &id : m_selected) {
        const Accelerator *a = m_catalog.accelerator(id);
        if (!a)
            continue;
        RadarEntry e;
        e.label = tierChartLabel(*a, context.language, context.bothLanguages);
        e.scores = document()->radar().scores(*a);
        e.slot = m_slots.value(id);
        entries.append(e);
    }
    return entries;
}

QStringList TierChartView::pointsAt(QPointF widgetPos) const
{
    const Layout l = layoutFor(QRectF(rect()), m_data, m_style, m_context);
    if (!l.chart.contains(widgetPos))
        return {};
    const QList<QPointF> at = centers(l, m_data);
    QList<std::pair<qreal, qsizetype>> hits;
    for (qsizetype i = 0; i < at.size(); ++i) {
        const TierPoint &p = m_data.points.at(i);
        const qreal reach = m_style.bubbleDiameter(p, m_data.sizeScaleMax) / 2 + ClickSlop;
        const qreal distance = QLineF(at.at(i), widgetPos).length();
        if (distance <= reach)
            hits.append({distance, i});
    }
    // The nearest centre first, so a small bubble on top of a large one stays clickable.
    std::stable_sort(hits.begin(), hits.end(), [](const auto &a, const auto &b) {
        return a.first < b.first;
    });
    QStringList ids;
    for (const auto &hit : std::as_const(hits))
        ids.append(m_data.points.at(hit.second).id);
    return ids;
}

QString TierChartView::pointAt(QPointF widgetPos) const
{
    return pointsAt(widgetPos).value(0);
}

QStringList TierChartView::sameSpotAt(QPointF widgetPos) const
{
    const QStringList hits = pointsAt(widgetPos);
    QStringList spot;
    if (hits.isEmpty())
        return spot;
    // Bubbles within a pixel of the nearest one sit on the same spot.
    const QPointF nearest = *pointPosition(hits.first());
    for (const QString &id : hits) {
        if (QLineF(*pointPosition(id), nearest).length() <= 1.0)
            spot.append(id);
    }
    return spot;
}

void TierChartView::clickAt(QPointF widgetPos)
{
    const QStringList spot = sameSpotAt(widgetPos);
    if (spot.isEmpty())
        return;
    // Select the first bubble of the spot not yet selected; when all are, deselect them all.
    // A lone bubble thus toggles, and bubbles on one spot are reached in turn.
    QString clicked;
    for (const QString &id : spot) {
        if (!m_selected.contains(id)) {
            clicked = id;
            break;
        }
    }
    QStringList next = m_selected;
    if (clicked.isEmpty()) {
        clicked = spot.first();
        for (const QString &id : spot)
            next.removeAll(id);
    } else {
        if (next.size() == MaxSelected)
            next.removeFirst();
        next.append(clicked);
    }
    setSelected(next); // the user chose: the radar stops following the scenario
    emit acceleratorClicked(clicked);
}

std::optional<QPointF> TierChartView::pointPosition(const QString &id) const
{
    const TierPoint *p = m_data.point(id);
    if (!p)
        return std::nullopt;
    const Layout l = layoutFor(QRectF(rect()), m_data, m_style, m_context);
    m_chart->resize(l.chart.size());
    return l.chart.topLeft() + m_chart->position(QPointF(p->x, p->y));
}

QString TierChartView::toolTipFor(const QString &id) const
{
    const Accelerator *a = m_catalog.accelerator(id);
    if (!a)
        return {};
    return TierToolTip::html(*a,
                             m_precision,
                             document()->rateCard(id),
                             m_context.language,
                             m_context.bothLanguages);
}

QString TierChartView::radarToolTip() const
{
    return RadarPainter::toolTip(radarEntries(m_context), m_context);
}

bool TierChartView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto help = static_cast<QHelpEvent *>(event);
        const QPointF pos = help->pos();
        QString text;
        const QStringList ids = sameSpotAt(pos);
        for (const QString &id : ids) {
            if (!text.isEmpty())
                text += QStringLiteral("<hr>");
            text += toolTipFor(id);
        }
        if (ids.isEmpty()
            && layoutFor(QRectF(rect()), m_data, m_style, m_context).radar.contains(pos))
            text = radarToolTip();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void TierChartView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    plot(&painter, QRectF(rect()), m_context, PlotMode::Interactive);
}

void TierChartView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position();
    QWidget::mousePressEvent(event);
}

void TierChartView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton
        && QLineF(m_pressPos, event->position()).length() <= ClickSlop) {
        if (!pointAt(event->position()).isEmpty()) {
            clickAt(event->position());
            return;
        }
    }
    QWidget::mouseReleaseEvent(event);
}

void TierChartView::mouseMoveEvent(QMouseEvent *event)
{
    if (pointAt(event->position()).isEmpty())
        unsetCursor();
    else
        setCursor(Qt::PointingHandCursor);
    QWidget::mouseMoveEvent(event);
}

QSize TierChartView::sizeHint() const
{
    return QSize(1200, 700);
}

QSize TierChartView::minimumSizeHint() const
{
    return QSize(640, 420);
}

} // namespace Atlas
