#include "cli/servingargs.h"

#include "cli/optiongroups.h"
#include "scenario/limits.h"

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

std::optional<LoadProfile> parseLoadProfile(CliArgs &args, const std::optional<ServingLoad> &load)
{
    using namespace ScenarioLimits;
    // Whole users, as a scenario's users.
    const auto peak = args.integer(QStringLiteral("peak-users"), qint64(MinUsers), qint64(MaxUsers));
    const auto base = args.integer(QStringLiteral("base-users"), 0, qint64(MaxUsers));
    const auto hours = args.integer(QStringLiteral("peak-hours"), MinPeakHours, MaxPeakHours);
    const auto days = args.integer(QStringLiteral("days-per-week"), MinDaysPerWeek, MaxDaysPerWeek);
    if (!args.ok() || !(peak || base || hours || days))
        return std::nullopt;
    if (!peak || !base) {
        args.fail(QStringLiteral("a load over the week needs --peak-users U and --base-users B"));
        return std::nullopt;
    }
    if (load) {
        args.fail(QStringLiteral("give the load once: --users (or a rate) for one load, or "
                                 "--peak-users and --base-users for a week"));
        return std::nullopt;
    }
    LoadProfile profile;
    profile.kind = ServingLoad::Kind::Users;
    profile.peak = double(*peak);
    profile.base = double(*base);
    profile.peakHours = int(hours.value_or(profile.peakHours));
    profile.daysPerWeek = int(days.value_or(profile.daysPerWeek));
    if (profile.base > profile.peak) {
        args.fail(QStringLiteral("--base-users %1 is above --peak-users %2")
                      .arg(profile.base)
                      .arg(profile.peak));
        return std::nullopt;
    }
    return profile;
}

} // namespace Atlas::Cli
