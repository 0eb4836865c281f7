#pragma once

// The help, written from the verbs' own descriptions (command.h): `compute-atlas-cli --help`,
// `VERB --help` and the man page (`--man`, run by CMake at build time) say the same things.

#include <QString>

namespace Atlas::Cli {

class Command;

QString programHelp();                       // compute-atlas-cli --help, help
QString commandHelp(const Command &command); // compute-atlas-cli VERB --help, help VERB
QString manPage(const QString &version);     // troff for compute-atlas-cli.1

} // namespace Atlas::Cli
