// `scenario validate FILE...`: scenario files checked as the window opens them, so a team can
// check its scenarios in its own CI.

#include "cli/commands.h"
#include "cli/optiongroups.h"
#include "cli/validation.h"

#include "io/inputfile.h"

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

int runValidateScenarios(const QStringList &paths, bool json, Context &c)
{
    Diagnostics d;
    for (const QString &path : paths)
        readScenarioFile(path, *c.catalog, d); // the window's reader, with this catalog
    return reportValidation(d, json, c);
}

class ScenarioCommand final : public Command
{
public:
    ScenarioCommand()
        : Command({u"scenario"_s,
                   u"validate scenario files as the window reads them (file:line:column messages "
                   "on stderr)"_s,
                   {u"validate FILE... [--json]"_s},
                   {outputOptions()},
                   {u"scenario validate resources/scenarios/*.yaml"_s,
                    u"--data team-gpus/ scenario validate plans/q3.yaml --json"_s}})
    {}

protected:
    Action parse(CliArgs &args, const Context &) const override
    {
        const bool json = args.flag(u"json"_s);
        const QString verb = args.takePositional();
        if (verb != u"validate") {
            args.fail(verb.isEmpty() ? u"scenario needs validate"_s
                                     : QStringLiteral("unknown scenario command \"%1\" (validate)")
                                           .arg(elided(verb)));
            return {};
        }
        const QStringList paths = takePaths(args, u"scenario validate needs at least one FILE"_s);
        // A path that cannot be read is a bad argument (exit 2), as for --config; a file that
        // can be read but not used is invalid (exit 1).
        for (const QString &path : paths) {
            if (const QString problem = inputFileProblem(path); !problem.isEmpty()) {
                args.fail(QStringLiteral("%1: cannot read the file: %2").arg(path, problem));
                return {};
            }
        }
        if (paths.isEmpty())
            return {};
        return [paths, json](Context &c) { return runValidateScenarios(paths, json, c); };
    }
};

} // namespace

const Command &scenarioCommand()
{
    static const ScenarioCommand command;
    return command;
}

} // namespace Atlas::Cli
