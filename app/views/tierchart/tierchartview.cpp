#include "views/tierchart/tierchartview.h"

#include "catalog/catalog.h"
#include "common/numberformat.h"
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
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

constexpr qreal ScatterShare = 0.62; // of the width; the radar gets the rest
constexpr qreal Padding = 8;
constexpr qreal ClickSlop = 4; // pixels around a bubble that still hit it

} // namespace

TierChartView::TierChartView(QWidget *parent)
    : QWidget(parent)
    , m_chart(std::make_unique<TierScatterChart>())
    , m_style(TierChartStyle::make(false))
{
    setObjectName(QStringLiteral("tierChartView"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    retranslate();
    rebuild();
}

TierChartView::~TierChartView() = default;

void TierChartView::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = std::move(catalog);
    m_scorer = m_catalog ? RadarScorer(*m_catalog) : RadarScorer();
    rebuild();
    setSelected(m_selected); // drops ids the new catalog does not have
}

void TierChartView::setPrecision(Precision precision)
{
    if (precision == m_precision)
        return;
    m_precision = precision;
    retranslate(); // the titles name the precision
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

void TierChartView::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    rebuild();
}

void TierChartView::setShowBothLanguages(bool both)
{
    if (both == m_bothLanguages)
        return;
    m_bothLanguages = both;
    rebuild();
}

void TierChartView::setHighContrast(bool highContrast)
{
    if (highContrast == m_style.highContrast)
        return;
    m_style = TierChartStyle::make(highContrast);
    rebuild();
}

void TierChartView::setSelected(const QStringList &ids)
{
    QStringList next;
    for (const QString &id : ids) {
        if (next.size() == MaxSelected)
            break;
        if (!next.contains(id) && (!m_catalog || m_catalog->accelerator(id)))
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

void TierChartView::rebuild()
{
    if (m_catalog) {
        m_data = buildTierChartData(*m_catalog,
                                    m_precision,
                                    m_filter,
                                    m_sizeMetric,
                                    m_language,
                                    m_bothLanguages);
    } else {
        m_data = TierChartData();
        m_data.precision = m_precision;
        m_data.sizeMetric = m_sizeMetric;
    }
    m_chart->setData(m_data, m_style);
    update();
}

void TierChartView::retranslate()
{
    TierScatterChart::Texts texts;
    const QString precision = precisionLabel(m_precision);
    texts.title = tr("Accelerators by tier: memory vs dense %1 compute").arg(precision);
    texts.xTitle = tr("Memory per card (GiB, log scale)");
    texts.yTitle = tr("Dense TFLOPS at %1 (log scale)").arg(precision);
    for (Tier tier : {Tier::Flagship, Tier::Value, Tier::Edge})
        texts.tierNames[int(tier)] = TierToolTip::tierName(tier);
    texts.domestic = tr("Domestic (China-made)");
    texts.unknownPrice = tr("Price unknown");
    texts.unknownBandwidth = tr("Bandwidth unpublished");
    m_chart->setTexts(texts);
    m_chart->setData(m_data, m_style);
    update();
}

void TierChartView::contextMenuEvent(QContextMenuEvent *event)
{
    // Bubbles on one spot (A100 and A800 80GB) each get their entries, nearest first.
    const QStringList ids = sameSpotAt(event->pos());
    if (ids.isEmpty() || !m_catalog)
        return;
    QMenu menu(this);
    QHash<QAction *, std::pair<QString, bool>> choices; // id, compare (else use)
    for (const QString &id : ids) {
        const Accelerator *a = m_catalog->accelerator(id);
        if (!a)
            continue;
        if (!menu.isEmpty())
            menu.addSeparator();
        const QString name = a->name.text(m_language);
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

void TierChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString TierChartView::footnoteText() const
{
    QStringList lines;
    const QString precision = precisionLabel(m_precision);
    if (m_sizeMetric == TierSizeMetric::Bandwidth) {
        const bool anyUnknown = std::any_of(m_data.points.cbegin(),
                                            m_data.points.cend(),
                                            [](const TierPoint &p) { return !p.sizeValue; });
        lines.append(anyUnknown ? tr("Bubble area: memory bandwidth (largest %1 GB/s); pale, "
                                     "small bubbles: bandwidth unpublished.")
                                      .arg(Format::number(m_data.sizeScaleMax, 0, m_language))
                                : tr("Bubble area: memory bandwidth (largest %1 GB/s).")
                                      .arg(Format::number(m_data.sizeScaleMax, 0, m_language)));
    } else {
        lines.append(tr("Bubble area: purchase price per card (largest %1); pale, small bubbles: "
                        "price unknown.")
                         .arg(Format::money(m_data.sizeScaleMax, m_language)));
    }
    const bool anyFallback = std::any_of(m_data.points.cbegin(),
                                         m_data.points.cend(),
                                         [](const TierPoint &p) { return p.fallbackRate; });
    if (anyFallback)
        lines.append(tr("* No %1 figure published: another format's rate is plotted (see the "
                        "tooltip).")
                         .arg(precision));
    if (!m_data.notPlotted.isEmpty() && m_catalog) {
        QStringList names;
        for (const QString &id : m_data.notPlotted) {
            if (const Accelerator *a = m_catalog->accelerator(id))
                names.append(tierChartLabel(*a, m_language, m_bothLanguages));
        }
        lines.append(tr("Not plotted (no dense %1 figure published): %2")
                         .arg(precision, names.join(QStringLiteral(", "))));
    }
    lines.append(tr("Dense (non-sparse) vendor figures. Hover for specs, price and sources; "
                    "click to compare."));
    return lines.join(QLatin1Char('\n'));
}

TierChartView::Layout TierChartView::layoutFor(const QRectF &target) const
{
    Layout l;
    const qreal split = target.left() + std::round(target.width() * ScatterShare);
    l.scatter = QRectF(target.topLeft(), QPointF(split, target.bottom()));
    l.radar = QRectF(QPointF(split, target.top()), target.bottomRight());
    const qreal textWidth = l.scatter.width() - 2 * Padding;
    const qreal noteHeight = QFontMetricsF(m_style.font(m_style.footnotePx))
                                 .boundingRect(QRectF(0, 0, textWidth, 1e6),
                                               Qt::TextWordWrap,
                                               footnoteText())
                                 .height();
    l.footnote = QRectF(l.scatter.left() + Padding,
                        l.scatter.bottom() - Padding - noteHeight,
                        textWidth,
                        noteHeight);
    l.chart = QRectF(l.scatter.topLeft(), QPointF(l.scatter.right(), l.footnote.top() - Padding));
    return l;
}

void TierChartView::plot(QPainter *painter, const QRectF &target) const
{
    const Layout l = layoutFor(target);
    painter->save();
    painter->fillRect(target, m_style.background);
    m_chart->render(painter, l.chart);
    paintScatterOverlay(painter,
                        m_data,
                        centers(l),
                        m_slots,
                        m_style,
                        m_chart->plotArea().translated(l.chart.topLeft()));

    painter->setFont(m_style.font(m_style.footnotePx));
    painter->setPen(m_style.mutedText);
    painter->drawText(l.footnote, Qt::AlignLeft | Qt::TextWordWrap, footnoteText());

    QPen divider(m_style.grid, 1);
    painter->setPen(divider);
    painter->drawLine(QPointF(l.radar.left(), l.radar.top() + Padding),
                      QPointF(l.radar.left(), l.radar.bottom() - Padding));
    RadarPainter::paint(painter, l.radar, radarEntries(), m_style);
    painter->restore();
}

QList<QPointF> TierChartView::centers(const Layout &layout) const
{
    m_chart->resize(layout.chart.size());
    QList<QPointF> result;
    result.reserve(m_data.points.size());
    for (const TierPoint &p : m_data.points)
        result.append(layout.chart.topLeft() + m_chart->position(QPointF(p.x, p.y)));
    return result;
}

QList<RadarEntry> TierChartView::radarEntries() const
{
    QList<RadarEntry> entries;
    if (!m_catalog)
        return entries;
    for (const QString &id : m_selected) {
        const Accelerator *a = m_catalog->accelerator(id);
        if (!a)
            continue;
        RadarEntry e;
        e.label = tierChartLabel(*a, m_language, m_bothLanguages);
        e.scores = m_scorer.scores(*a);
        e.slot = m_slots.value(id);
        entries.append(e);
    }
    return entries;
}

QStringList TierChartView::pointsAt(QPointF widgetPos) const
{
    const Layout l = layoutFor(QRectF(rect()));
    if (!l.chart.contains(widgetPos))
        return {};
    const QList<QPointF> at = centers(l);
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
    setSelected(next);
    emit acceleratorClicked(clicked);
}

std::optional<QPointF> TierChartView::pointPosition(const QString &id) const
{
    const TierPoint *p = m_data.point(id);
    if (!p)
        return std::nullopt;
    const Layout l = layoutFor(QRectF(rect()));
    m_chart->resize(l.chart.size());
    return l.chart.topLeft() + m_chart->position(QPointF(p->x, p->y));
}

QString TierChartView::toolTipFor(const QString &id) const
{
    const Accelerator *a = m_catalog ? m_catalog->accelerator(id) : nullptr;
    if (!a)
        return {};
    return TierToolTip::html(*a, m_precision, m_catalog->pricing(), m_language, m_bothLanguages);
}

QString TierChartView::radarToolTip() const
{
    return RadarPainter::toolTip(radarEntries(), m_language);
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
        if (ids.isEmpty() && layoutFor(QRectF(rect())).radar.contains(pos))
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
    plot(&painter, QRectF(rect()));
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
