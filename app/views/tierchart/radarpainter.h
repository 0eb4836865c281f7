#pragma once

#include "common/plotcontext.h"
#include "scores/radarscores.h"
#include "text/localizedtext.h"
#include "views/tierchart/tierchartstyle.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace Atlas {

// One accelerator on the radar, in its selection slot's colour and line style.
struct RadarEntry
{
    QString label;
    RadarScores scores;
    int slot = 0; // 0..3, see TierChartStyle::selectionColor()
};

// Paints the five-axis radar (our own painter code, no Qt Charts): title, grid, one polygon
// per entry, a legend that names any axis left unscored, and the formulas as a footnote, so a
// printed page explains itself.
class RadarPainter
{
    Q_DECLARE_TR_FUNCTIONS(Atlas::RadarPainter)

public:
    static void paint(QPainter *painter,
                      const QRectF &rect,
                      const QList<RadarEntry> &entries,
                      const TierChartStyle &style,
                      const PlotContext &context);

    // The formulas and, per entry, each raw value with its score (the screen's tooltip).
    static QString toolTip(const QList<RadarEntry> &entries, const PlotContext &context);

    static QString rawText(RadarAxis axis, double raw, const PlotContext &context);

private:
    // The footnote and legend return their top edge, for the next part to sit above.
    static qreal paintFootnote(QPainter *painter,
                               const QRectF &inner,
                               const TierChartStyle &style,
                               const PlotContext &context);
    static qreal paintLegend(QPainter *painter,
                             const QRectF &inner,
                             qreal bottom,
                             const QList<RadarEntry> &entries,
                             const TierChartStyle &style,
                             const PlotContext &context);
    static qreal fittingRadius(const QRectF &area,
                               const QFont &axisFont,
                               const PlotContext &context);
    static void paintGrid(QPainter *painter,
                          const QPointF &center,
                          qreal radius,
                          const QFont &axisFont,
                          const TierChartStyle &style,
                          const PlotContext &context);
    static void paintRingValues(QPainter *painter,
                                const QPointF &center,
                                qreal radius,
                                const TierChartStyle &style);
    static void paintEntry(QPainter *painter,
                           const QPointF &center,
                           qreal radius,
                           const RadarEntry &entry,
                           const TierChartStyle &style);
    static void paintHint(QPainter *painter,
                          const QPointF &center,
                          qreal radius,
                          const TierChartStyle &style,
                          const PlotContext &context);
};

} // namespace Atlas
