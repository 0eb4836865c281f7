#include "cli/command.h"

#include "cli/commands.h"
#include "cli/helptext.h"
#include "text/diagnostics.h"

namespace Atlas::Cli {

QString OptionHelp::text() const
{
    return bound ? help + QStringLiteral("; ") + rangeText(*bound) : help;
}

Command::Command(CommandInfo info)
    : m_info(std::move(info))
{}

bool Command::accepts(const QString &option) const
{
    for (const OptionGroup &group : m_info.options)
        for (const OptionHelp &o : group.options)
            if (option == o.name)
                return true;
    return false;
}

namespace {

// An option the table does not list: named at once, before parse() can miss something else.
QString unknownOption(const Command &command, const CliArgs &args)
{
    for (const QString &option : args.optionNames()) {
        if (command.accepts(option))
            continue;
        if (option == u"data" || option == u"no-user-data" || option == u"version")
            return QStringLiteral("--%1 goes before the command (compute-atlas-cli --%1 … %2 …)")
                .arg(option, command.name());
        for (const Command *other : commands())
            if (other->accepts(option))
                return QStringLiteral("--%1 is not an option of %2").arg(option, command.name());
        return QStringLiteral("unknown option --%1").arg(elided(option));
    }
    return {};
}

// What parse() left: an option of the table that these arguments do not use, an argument
// the verb does not take.
void rejectLeftovers(CliArgs &args)
{
    if (const QStringList unused = args.unusedOptions(); !unused.isEmpty())
        args.fail(
            QStringLiteral("--%1 does not apply with these arguments").arg(unused.constFirst()));
    if (!args.positionals().isEmpty())
        args.fail(QStringLiteral("unexpected argument \"%1\"")
                      .arg(elided(args.positionals().constFirst())));
}

} // namespace

int Command::execute(const QStringList &arguments, Context &context) const
{
    CliArgs args(arguments);
    if (args.has(QStringLiteral("help")) || arguments.contains(QStringLiteral("-h"))) {
        context.out << commandHelp(*this);
        return Success;
    }
    if (const QString unknown = unknownOption(*this, args); !unknown.isEmpty())
        return usageError(context, unknown, name());
    args.flag(QStringLiteral("quiet")); // read by runCli before the catalog loads
    // The user's quotes replace catalog prices before anything is looked up or computed.
    if (accepts(QStringLiteral("quotes")) && !applyQuotesOption(args, context))
        return argumentError(context, args, name());
    const Action action = parse(args, context);
    if (args.ok())
        rejectLeftovers(args);
    if (args.ok() && !action)
        args.fail(QStringLiteral("%1: nothing to do").arg(name())); // a parse() without a reason
    if (!args.ok())
        return argumentError(context, args, name());
    return action(context);
}

int usageError(Context &context, const QString &message, const QString &verb)
{
    const QString help = verb.isEmpty() ? QStringLiteral("compute-atlas-cli --help")
                                        : QStringLiteral("compute-atlas-cli %1 --help").arg(verb);
    context.err << "compute-atlas-cli: " << message << '\n' << "Run '" << help << "' for usage.\n";
    return BadArguments;
}

int argumentError(Context &context, const CliArgs &args, const QString &verb)
{
    if (args.exitCode() == BadArguments)
        return usageError(context, args.error(), verb);
    context.err << "compute-atlas-cli: " << args.error() << '\n';
    return args.exitCode();
}

const QList<const Command *> &commands()
{
    // A new verb: its file with its factory, and one line here (docs/ARCHITECTURE.md).
    static const QList<const Command *> all{&catalogCommand(),
                                            &estimateCommand(),
                                            &planCommand(),
                                            &regionsCommand(),
                                            &optionsCommand(),
                                            &serveCommand(),
                                            &calibrationCommand(),
                                            &seedClaimsCommand(),
                                            &scenarioCommand()};
    return all;
}

const Command *findCommand(const QString &name)
{
    for (const Command *c : commands())
        if (c->name() == name)
            return c;
    return nullptr;
}

} // namespace Atlas::Cli
