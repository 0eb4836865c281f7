#pragma once

#include "catalog/modelarch.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Atlas {

// Reads a Hugging Face config.json into an architecture. Understands the model types of
// modelTypeKeys(); anything else is refused with a message naming the supported ones.
// Parsing never executes anything; the file is capped at 4 MiB.
std::optional<ModelArch> importHfConfig(const QByteArray &json, const QString &name, QString *error);
std::optional<ModelArch> importHfConfigFile(const QString &path, QString *error);

} // namespace Atlas
