#pragma once

#include "catalog/catalog.h"
#include "common/plotcontext.h"
#include "cost/rates.h"

#include <QString>

namespace Atlas::PriceText {

// A price as every surface of the window shows it: the amount in its unit, then where it comes
// from and when ("¥1.24 per card-hour, your quote of 2026-11-20"). The words are the core's
// (cost/priceage.h), so the CLI and the report say the same.
QString amount(const Quote &rate, ServiceForm form, const PlotContext &context);
QString origin(const Quote &rate, const PlotContext &context);
QString full(const Quote &rate, ServiceForm form, const PlotContext &context);

// One of the user's quotes, as the quotes table and the report list it: what it is for ("NVIDIA
// H20 96GB as GPU container", or the provider's instance) and its amount ("¥4,800 an hour for
// 8 cards", "¥130,000 per card").
QString quoteSubject(const UserQuote &quote, const Catalog &catalog, const PlotContext &context);
QString quoteAmount(const UserQuote &quote, const PlotContext &context);

} // namespace Atlas::PriceText
