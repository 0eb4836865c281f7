#pragma once

#include "catalog/marketmark.h"
#include "common/plotcontext.h"

#include <QString>

namespace Atlas {

// The market's marks as every view, the report and their tooltips show them (issue 26), from
// the core's MarketMark: one wording everywhere.

// "需出口许可 · 数据出境" in the context's language (both: "需出口许可 licence required · …");
// empty when the answer wears no badge.
QString marketBadgeText(const MarketMark &mark, const PlotContext &context);
// The note behind the badges for a tooltip or a report cell: why, since when, what instead,
// where the provider runs, the rules; empty when nothing is marked.
QString marketNoteText(const MarketMark &mark,
                       const AvailabilityCatalog &markets,
                       const PlotContext &context);
// The provider's region as a cell shows it: "cn-hongkong (Hong Kong)".
QString providerRegionText(const MarketMark &mark, const PlotContext &context);

} // namespace Atlas
