// compute-atlas-cli: the engine for scripts. Links the core only; everything is in atlas_cli
// (runcli.h), so that tests run it in-process.

#include "cli/runcli.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ComputeAtlas"));
    QCoreApplication::setOrganizationName(QStringLiteral("ComputeAtlas"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return Atlas::Cli::runCli(QCoreApplication::arguments().mid(1), out, err);
}
