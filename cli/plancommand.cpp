#include "commands.h"

namespace Atlas::Cli {

// plan and regions need the cost engine (issue 4).
int runPlan(CliArgs &, Context &context)
{
    return usageError(context, QStringLiteral("plan is not available in this build yet"));
}

int runRegions(CliArgs &, Context &context)
{
    return usageError(context, QStringLiteral("regions is not available in this build yet"));
}

} // namespace Atlas::Cli
