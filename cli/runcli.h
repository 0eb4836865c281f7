#pragma once

// compute-atlas-cli as a library: the whole command line run against the given streams, the
// catalog loaded as the program loads it. main.cpp calls it with stdout and stderr; tests call
// it in-process with strings.

#include <QStringList>
#include <QTextStream>

namespace Atlas::Cli {

// `arguments` without the program's name. Returns the exit code (0, 1 or 2).
int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace Atlas::Cli
