#pragma once

#include "catalog/catalog.h"
#include "engine/estimate.h"
#include "engine/serving.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Atlas::Cli {

// JSON of the CLI contract (DESIGN.md): bytes as integers, English text, stable keys.
QJsonValue jsonNumber(std::optional<double> value); // null when absent or not finite
// A byte count (or any count) as a JSON integer while it is exact: up to 2^53, the largest
// integer a double, and so every JSON reader, holds exactly. Beyond that, or when not finite,
// null, never a wrapped or rounded integer; `lost` (when given) is then set.
QJsonValue bytes(double value, bool *lost = nullptr);
// The assumption that explains null byte counts.
TrText unrepresentableBytesNote();
QJsonArray jsonStrings(const QStringList &strings);
QJsonArray jsonTexts(const QList<TrText> &texts);
QJsonObject jsonLayout(const Layout &layout);
QJsonObject jsonAccelerator(const Accelerator &a, const Catalog &catalog);
QJsonObject jsonModel(const ModelArch &m);
// A hub or cluster with its figures and sources: catalog list/show and regions (which adds the
// latency and, with a plan, the job's energy and cost there).
QJsonObject jsonRegion(const Region &r);
// The serving figures of the contract's `serve --json` (throughput, layout, replicas, level).
QJsonObject jsonServing(const ServingResult &r);
QJsonObject jsonEstimate(const Estimate &e, const ModelArch &model, const QString &gpuId);

} // namespace Atlas::Cli
