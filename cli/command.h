#pragma once

// The CLI's verbs: one type, one registry (after KeePassXC's Command, written our way). A verb
// describes itself (name, summary, usage, option table, example) and implements parse(); the
// ending every verb shares is written once, in Command::execute().

#include "catalog/catalog.h"
#include "cli/cliargs.h"

#include <QList>
#include <QTextStream>

#include <functional>
#include <memory>

namespace Atlas::Cli {

enum ExitCode { Success = 0, InvalidData = 1, BadArguments = 2 };

// What a verb runs with: results go to `out`, diagnostics to `err`.
struct Context
{
    QTextStream &out;
    QTextStream &err;
    std::shared_ptr<const Catalog> catalog;
    bool quiet = false; // --quiet: no warnings or notes on `err` (errors stay)
};

// One option of a verb's table: `--name VALUE  help`; `value` is empty for a flag. The table is
// the verb's help, its man page section and the list of options it accepts. A numeric option
// carries its range (optionbounds.h), which the help prints after `help` and the reader enforces.
struct OptionHelp
{
    QString name;
    QString value;
    QString help;
    std::optional<Bound> bound = std::nullopt;

    QString text() const; // help, then the range
};

struct OptionGroup
{
    QString title;
    QList<OptionHelp> options;
};

struct CommandInfo
{
    QString name;
    QString summary;            // one line
    QStringList usage;          // each after "compute-atlas-cli "
    QList<OptionGroup> options; // shown in this order
    QStringList examples;       // after "compute-atlas-cli "
};

class Command
{
public:
    explicit Command(CommandInfo info);
    virtual ~Command() = default;

    const CommandInfo &info() const { return m_info; }
    QString name() const { return m_info.name; }
    bool accepts(const QString &option) const; // in the option table

    // The shared ending: --help; unknown options (named before anything missing, since they
    // are checked against the table before parse() runs); parse(); options left over and
    // unexpected arguments; the error's exit code (2, or 1 for unusable data). Then the action.
    int execute(const QStringList &arguments, Context &context) const;

protected:
    // Compute and print, once the arguments are known. Returns the exit code.
    using Action = std::function<int(Context &)>;
    // Reads every option of the table it needs (and the positionals it takes). On a bad
    // argument: args.fail(…) (or failInvalidData) and return an empty Action.
    virtual Action parse(CliArgs &args, const Context &context) const = 0;

private:
    CommandInfo m_info;
};

// Every verb, in the order the help lists them.
const QList<const Command *> &commands();
const Command *findCommand(const QString &name);

// "compute-atlas-cli: MESSAGE" and where to find the usage (the verb's help when `verb` is
// given); returns BadArguments.
int usageError(Context &context, const QString &message, const QString &verb = {});
// The error kept in `args`, reported with its exit code (2 with the usage hint, or 1).
int argumentError(Context &context, const CliArgs &args, const QString &verb = {});

// The verbs' factories (one per file; the registry in command.cpp lists them).
const Command &catalogCommand();
const Command &estimateCommand();
const Command &planCommand();
const Command &regionsCommand();
const Command &optionsCommand();
const Command &serveCommand();
const Command &calibrationCommand();
const Command &seedClaimsCommand();
const Command &scenarioCommand();

} // namespace Atlas::Cli
