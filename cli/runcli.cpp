#include "cli/runcli.h"

#include "cli/command.h"
#include "cli/helptext.h"
#include "text/diagnostics.h"

#include <QFileDevice>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace Atlas::Cli {

namespace {

// The options before the command.
struct GlobalOptions
{
    QStringList dataDirs;
    bool userData = true;
    bool quiet = false;
    enum class Only { None, Help, Version, Man } only = Only::None;
    QString error;
};

GlobalOptions takeGlobalOptions(QStringList &arguments)
{
    GlobalOptions g;
    while (!arguments.isEmpty() && arguments.constFirst().startsWith(u"-")) {
        const QString option = arguments.takeFirst();
        if (option == u"--help" || option == u"-h")
            g.only = GlobalOptions::Only::Help;
        else if (option == u"--version")
            g.only = GlobalOptions::Only::Version;
        else if (option == u"--man") // for the build: the man page from the help
            g.only = GlobalOptions::Only::Man;
        else if (option == u"--no-user-data")
            g.userData = false;
        else if (option == u"--quiet")
            g.quiet = true;
        else if (option == u"--data" && arguments.isEmpty())
            g.error = QStringLiteral("--data needs a directory");
        else if (option == u"--data")
            g.dataDirs.append(arguments.takeFirst());
        else if (option.startsWith(u"--data="))
            g.dataDirs.append(option.mid(7));
        else
            g.error = QStringLiteral("unknown option %1 before the command").arg(elided(option));
        if (g.only != GlobalOptions::Only::None || !g.error.isEmpty())
            break;
    }
    return g;
}

// Standard output is checked like any file: a full disk or a closed pipe must not pass for
// success. Returns false (and says why on `err`) when something was lost.
bool outputWritten(QTextStream &out, QTextStream &err)
{
    out.flush();
    bool failed = out.status() != QTextStream::Ok;
    QString reason;
    if (auto *file = qobject_cast<QFileDevice *>(out.device())) {
        errno = 0;
        // QFile::flush() flushes the C stream under a QFile opened on stdout.
        failed = !file->flush() || failed;
        if (file->handle() == fileno(stdout))
            failed = std::fflush(stdout) != 0 || std::ferror(stdout) || failed;
        reason = file->errorString();
    }
    if (!failed)
        return true;
    if (errno != 0 && (reason.isEmpty() || reason == u"Unknown error"))
        reason = QString::fromLocal8Bit(std::strerror(errno));
    if (reason.isEmpty() || reason == u"Unknown error")
        reason = QStringLiteral("the output stopped part-way (disk full or file too large?)");
    err << "compute-atlas-cli: cannot write the output: " << reason << '\n';
    err.flush();
    return false;
}

// Loads the catalog and reports its diagnostics. Errors in the catalog data stop every command
// but catalog, which is how they are inspected; data given with --data must be usable, always.
bool loadCatalogFor(const QString &command, const GlobalOptions &g, Context &context)
{
    if (!g.userData && g.dataDirs.isEmpty()) {
        // The embedded data alone: loaded once per process (the test suite validates it), so
        // a program running many command lines in-process does not load it each time.
        context.catalog = embeddedCatalog();
        return true;
    }
    Diagnostics diagnostics;
    CatalogOptions options;
    options.userDir = g.userData;
    options.dataDirs = g.dataDirs;
    context.catalog = loadCatalog(options, diagnostics);
    for (const Diagnostic &d : diagnostics.items())
        if (d.severity == Diagnostic::Severity::Error
            || (d.severity == Diagnostic::Severity::Warning && !context.quiet))
            context.err << d.toString() << '\n';
    if (diagnostics.hasErrors() && (command != u"catalog" || !g.dataDirs.isEmpty())) {
        context.err << "compute-atlas-cli: the catalog data has errors (see above)\n";
        return false;
    }
    return true;
}

// `help` and `help VERB`.
int runHelp(const QStringList &arguments, Context &context)
{
    if (arguments.isEmpty()) {
        context.out << programHelp();
        return Success;
    }
    const Command *command = findCommand(arguments.constFirst());
    if (!command || arguments.size() > 1)
        return usageError(context,
                          command ? QStringLiteral("help takes one command")
                                  : QStringLiteral("unknown command \"%1\"")
                                        .arg(elided(arguments.constFirst())));
    context.out << commandHelp(*command);
    return Success;
}

int runCommand(QStringList arguments, const GlobalOptions &g, Context &context)
{
    switch (g.only) {
    case GlobalOptions::Only::Help:
        context.out << programHelp();
        return Success;
    case GlobalOptions::Only::Version:
        context.out << "compute-atlas-cli " << COMPUTE_ATLAS_VERSION << '\n';
        return Success;
    case GlobalOptions::Only::Man:
        context.out << manPage(QStringLiteral(COMPUTE_ATLAS_VERSION));
        return Success;
    case GlobalOptions::Only::None:
        break;
    }
    if (!g.error.isEmpty())
        return usageError(context, g.error);
    if (arguments.isEmpty()) {
        context.err << programHelp();
        return BadArguments;
    }
    const QString verb = arguments.takeFirst();
    if (verb == u"help")
        return runHelp(arguments, context);
    const Command *command = findCommand(verb);
    if (!command)
        return usageError(context, QStringLiteral("unknown command \"%1\"").arg(elided(verb)));
    // A verb's help needs no catalog.
    const bool help = arguments.contains(QStringLiteral("--help"))
                      || arguments.contains(QStringLiteral("-h"));
    context.quiet = g.quiet || arguments.contains(QStringLiteral("--quiet"));
    if (!help && !loadCatalogFor(verb, g, context))
        return InvalidData;
    return command->execute(arguments, context);
}

} // namespace

int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QStringList rest = arguments;
    const GlobalOptions g = takeGlobalOptions(rest);
    Context context{out, err, nullptr, g.quiet};
    const int code = runCommand(rest, g, context);
    if (!outputWritten(out, err))
        return code == Success ? InvalidData : code;
    return code;
}

} // namespace Atlas::Cli
