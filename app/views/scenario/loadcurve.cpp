#include "views/scenario/loadcurve.h"

#include "catalog/serviceform.h"
#include "common/displaysettings.h"
#include "common/fonts.h"
#include "common/plotpalette.h"
#include "document/scenariodocument.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace Atlas {

namespace {

// The held lines: owning the peak, and owning or reserving the base.
QColor heldColor(bool highContrast)
{
    return serviceFormColor(ServiceForm::Purchase, highContrast);
}
QColor rentedColor(bool highContrast)
{
    return serviceFormColor(ServiceForm::Container, highContrast);
}

// The hours the load needs `cards` or more above `from`, as one path along the week.
QPainterPath stepArea(const QList<int> &cards, int from, const QRectF &area, double perCard)
{
    QPainterPath path(QPointF(area.left(), area.bottom() - from * perCard));
    const double perHour = area.width() / cards.size();
    for (int h = 0; h < cards.size(); ++h) {
        const double y = area.bottom() - std::max(cards[h], from) * perCard;
        path.lineTo(area.left() + h * perHour, y);
        path.lineTo(area.left() + (h + 1) * perHour, y);
    }
    path.lineTo(area.right(), area.bottom() - from * perCard);
    path.closeSubpath();
    return path;
}

void drawAxes(QPainter *p, const QRectF &area, int peak, double perCard, const PlotContext &c)
{
    p->setPen(QPen(Qt::gray, 0.8));
    p->drawLine(area.bottomLeft(), area.bottomRight());
    p->drawLine(area.bottomLeft(), area.topLeft());
    const QStringList days{c.label(ATLAS_TR("Atlas::LoadCurve", "Mon")),
                           c.label(ATLAS_TR("Atlas::LoadCurve", "Tue")),
                           c.label(ATLAS_TR("Atlas::LoadCurve", "Wed")),
                           c.label(ATLAS_TR("Atlas::LoadCurve", "Thu")),
                           c.label(ATLAS_TR("Atlas::LoadCurve", "Fri")),
                           c.label(ATLAS_TR("Atlas::LoadCurve", "Sat")),
                           c.label(ATLAS_TR("Atlas::LoadCurve", "Sun"))};
    const double perDay = area.width() / 7;
    p->setPen(Qt::darkGray);
    for (int d = 0; d < 7; ++d)
        p->drawText(QRectF(area.left() + d * perDay, area.bottom() + 2, perDay, 14),
                    Qt::AlignHCenter | Qt::AlignTop,
                    days[d]);
    for (int n : {0, peak})
        p->drawText(QRectF(area.left() - 34, area.bottom() - n * perCard - 7, 30, 14),
                    Qt::AlignRight | Qt::AlignVCenter,
                    QString::number(n));
}

} // namespace

void paintLoadCurve(QPainter *p, const QRectF &target, const ScenarioResult &r, const PlotContext &c)
{
    if (!r.fleet || !r.fleet->valid || r.fleet->cards.isEmpty())
        return;
    const FleetDemand &d = *r.fleet;
    p->save();
    p->setFont(plotFont(11 * c.fontScale));
    const QRectF area = target.adjusted(38, 22, -8, -18);
    const int peak = std::max(1, d.peakCards());
    const double perCard = area.height() / (peak * 1.05);
    const int base = d.baseCards();
    // Rented above the base (both base mixes), held below it.
    p->setPen(Qt::NoPen);
    p->setBrush(rentedColor(c.highContrast).lighter(150));
    p->drawPath(stepArea(d.cards, base, area, perCard));
    p->setBrush(heldColor(c.highContrast).lighter(160));
    p->drawRect(QRectF(area.left(), area.bottom() - base * perCard, area.width(), base * perCard));
    drawAxes(p, area, peak, perCard, c);
    // What owning the peak holds, dashed: the whole rectangle up to the peak.
    p->setPen(QPen(heldColor(c.highContrast), 1.5, Qt::DashLine));
    p->drawLine(QPointF(area.left(), area.bottom() - peak * perCard),
                QPointF(area.right(), area.bottom() - peak * perCard));
    p->setPen(Qt::black);
    const QString legend = c.label(ATLAS_TR("Atlas::LoadCurve",
                                            "Cards each hour needs: %1 at the peak (dashed: "
                                            "owning the peak), %2 held for the base, the rest "
                                            "rented by the hour"))
                               .arg(d.peakCards())
                               .arg(base);
    p->drawText(QRectF(target.left(), target.top(), target.width(), 20),
                Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                legend);
    p->restore();
}

LoadCurveView::LoadCurveView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : PlotView(document, display, parent)
{
    setObjectName(QStringLiteral("loadCurveView"));
    setMinimumHeight(140);
}

void LoadCurveView::plot(QPainter *painter,
                         const QRectF &target,
                         const PlotContext &context,
                         PlotMode) const
{
    paintLoadCurve(painter, target, document()->result(), context);
}

void LoadCurveView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    PlotView::plot(&painter, rect());
}

void LoadCurveView::scenarioChanged(const ScenarioChanges &)
{
    setVisible(document()->result().fleet.has_value());
    update();
}

} // namespace Atlas
