#pragma once

// The market of plan, options and serve (DESIGN.md, CLI contract part 3): --market and
// --allow-offshore, and what every answer says about it in JSON and in words.

#include "catalog/marketmark.h"
#include "cli/cliargs.h"

#include <QJsonObject>
#include <QTextStream>

namespace Atlas::Cli {

struct MarketArgs
{
    Market market = Market::CnMainland;
    bool allowOffshore = false;
};
// --market cn-mainland|global (default cn-mainland) and --allow-offshore.
MarketArgs parseMarketArgs(CliArgs &args);

// {status, note_en, note_zh, since, settled, confidence, rules}: the card in the answer's
// market; in the global market also `cn_mainland` with the mainland's state.
QJsonObject jsonAvailability(const MarketMark &mark);
// `availability` on a plan or option; a provider's instance adds `jurisdiction` and
// `data_leaves_mainland`.
void addMarket(QJsonObject &object, const MarketMark &mark);
// The rejections of the market: `rejected.not_available` and `rejected.offshore`.
void addMarketRejections(QJsonObject &rejected, int notAvailable, int offshore);

// "Market: mainland China — NVIDIA H100 SXM5 80GB: licence required since 2022-10-07. …" and,
// for a provider's instance, where it runs; a line for what the market does not offer.
void printMarket(QTextStream &out, const MarketMark &mark, const Accelerator &accelerator);
// "licence required, data leaves the mainland": the badges of a row, empty when none.
QString marketBadgesText(const MarketMark &mark);

} // namespace Atlas::Cli
