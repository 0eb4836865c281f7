#pragma once

#include "common/plotcontext.h"
#include "cost/budget.h"
#include "text/trtext.h"

namespace Atlas {

struct Scenario;
struct ServingResult;

// Phrases more than one surface says (the window, its charts, the report), written once so
// that they say it the same way.

// How a serving deployment is laid out, "3 replicas × TP 2": the cards a served option pays for
// are the replicas' cards, so the layout names the replicas, never one replica's "DP 1 · TP 2".
TrText servingLayoutText(const ServingResult &serving);

// An amount with its period: "¥50,000 a run", "¥600,000 a year" / "每次 5 万元", "每年 60 万元".
TrText amountPer(Period period, const QString &amount);

// The seed's own figure for a scenario with what it is for: "¥10,000–¥15,000 a month for one
// card" / "单卡每月 1 万–1.5 万元"; empty when the scenario has none.
QString seedPriceText(const Scenario &scenario, const PlotContext &context);

} // namespace Atlas
