#pragma once

#include "catalog/catalog.h"
#include "engine/estimate.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Atlas::Cli {

// JSON of the CLI contract (DESIGN.md): bytes as integers, English text, stable keys.
QJsonValue jsonNumber(std::optional<double> value);
qint64 bytes(double value);
QJsonArray jsonStrings(const QStringList &strings);
QJsonArray jsonTexts(const QList<TrText> &texts);
QJsonObject jsonLayout(const Layout &layout);
QJsonObject jsonAccelerator(const Accelerator &a, const Catalog &catalog);
QJsonObject jsonModel(const ModelArch &m);
QJsonObject jsonEstimate(const Estimate &e, const ModelArch &model, const QString &gpuId);

} // namespace Atlas::Cli
