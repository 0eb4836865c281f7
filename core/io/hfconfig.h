#pragma once

#include "catalog/modelarch.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Atlas {

// Reads a Hugging Face config.json into an architecture, with one reader per family
// (io/hffamilies.cpp) that applies the library's defaults for absent keys and records them in
// the model's notes. Refused with a message: an unknown model_type (naming the flags that would
// describe the model), a key twice in one object, values a family cannot have. Parsing never
// executes anything; the file is capped at 4 MiB.
std::optional<ModelArch> importHfConfig(const QByteArray &json, const QString &name, QString *error);
std::optional<ModelArch> importHfConfigFile(const QString &path, QString *error);

} // namespace Atlas
