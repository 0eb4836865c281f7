#pragma once

#include "views/options/optionschart.h"
#include "views/options/optionstable.h"

namespace Atlas {

// The options view as one picture, for PNG, SVG and the report: a title, the counts line (and,
// when nothing is listed, why), the time-versus-cost chart and the best-ranked options as a
// table, as many rows as the rectangle holds.
void paintOptionsPage(QPainter *painter,
                      const QRectF &target,
                      const QString &title,
                      const OptionsTable &table,
                      const OptionsChartData &chart,
                      const OptionsStyle &style,
                      const PlotContext &context,
                      const PricingCatalog &pricing);

} // namespace Atlas
