#include "cli/servingargs.h"

#include "cli/optiongroups.h"

namespace Atlas::Cli {

void ServingArgs::applyTo(ServingRequest &request) const
{
    request.promptTokens = promptTokens.value_or(request.promptTokens);
    request.outputTokens = outputTokens.value_or(request.outputTokens);
    request.load = load;
    request.maxTtftSeconds = maxTtftSeconds;
    request.minUserTokensPerSecond = minUserTokensPerSecond;
}

std::optional<ServingArgs> parseServingArgs(CliArgs &args, bool concurrency)
{
    ServingArgs s;
    // A request has at least one token in and one out: 0 is a bad number (exit 2), like any.
    s.promptTokens = args.number(QStringLiteral("prompt-tokens"), 1, 1e7);
    s.outputTokens = args.number(QStringLiteral("output-tokens"), 1, 1e7);
    const auto users = args.number(QStringLiteral("users"), 0, 1e9, true);
    const auto rps = args.number(QStringLiteral("requests-per-second"), 0, 1e9, true);
    const auto inFlight = concurrency ? args.number(QStringLiteral("concurrency"), 0, 1e9, true)
                                      : std::nullopt;
    s.maxTtftSeconds = args.number(QStringLiteral("ttft-s"), 0, 1e6, true);
    s.minUserTokensPerSecond = args.number(QStringLiteral("min-user-tokens-per-s"), 0, 1e6, true);
    if (!args.ok())
        return std::nullopt;
    if (int(users.has_value()) + int(rps.has_value()) + int(inFlight.has_value()) > 1) {
        args.fail(concurrency ? QStringLiteral("give the load once: --users U, "
                                               "--requests-per-second R or --concurrency C")
                              : QStringLiteral("give the load once: --users U or "
                                               "--requests-per-second R"));
        return std::nullopt;
    }
    if (users)
        s.load = ServingLoad{ServingLoad::Kind::Users, *users};
    else if (rps)
        s.load = ServingLoad{ServingLoad::Kind::RequestsPerSecond, *rps};
    else if (inFlight)
        s.load = ServingLoad{ServingLoad::Kind::Concurrency, *inFlight};
    return s;
}

QStringList servingOptionNames(bool concurrency)
{
    QStringList names;
    for (const OptionHelp &o : servingOptions(concurrency).options)
        names << o.name;
    return names;
}

} // namespace Atlas::Cli
