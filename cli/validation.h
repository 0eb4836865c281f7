#pragma once

// What `catalog validate` and `scenario validate` share: the positional paths, and the report
// (file:line:column messages on stderr and a summary on stdout, or one JSON document).

#include "cli/command.h"
#include "text/diagnostics.h"

namespace Atlas::Cli {

// Every positional argument; none is an error (`missing`).
QStringList takePaths(CliArgs &args, const QString &missing);

// Prints the diagnostics (warnings and notes only without --quiet) and "valid: 0 errors,
// 1 warning"; returns 0 when there is no error, 1 otherwise.
int reportValidation(const Diagnostics &diagnostics, bool json, Context &context);

// "1 error", "2 warnings".
QString countOf(int count, const QString &singular, const QString &plural);

} // namespace Atlas::Cli
