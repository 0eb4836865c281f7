#include "catalog.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Atlas::Diagnostics diagnostics;
    const auto catalog = Atlas::loadCatalog({}, diagnostics);
    QTextStream out(stdout);
    out << catalog->accelerators().size() << " accelerators, " << catalog->models().size()
        << " models, " << catalog->hubs().size() << " hubs, " << catalog->clusters().size()
        << " clusters\n";
    for (const QString &line : diagnostics.toStringList())
        out << line << '\n';
    return diagnostics.hasErrors() ? 1 : 0;
}
