#include "cli/servingargs.h"

#include "cli/optionbounds.h"
#include "cli/optiongroups.h"

#include <algorithm>

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
    s.promptTokens = args.number(QStringLiteral("prompt-tokens"), Bounds::RequestTokens);
    s.outputTokens = args.number(QStringLiteral("output-tokens"), Bounds::RequestTokens);
    // Whole users and sequences, as a scenario's users and concurrency_target.
    const auto users = args.number(QStringLiteral("users"), Bounds::Users);
    const auto rps = args.number(QStringLiteral("requests-per-second"), Bounds::RequestsPerSecond);
    const auto inFlight = concurrency ? args.number(QStringLiteral("concurrency"), Bounds::Users)
                                      : std::nullopt;
    s.maxTtftSeconds = args.number(QStringLiteral("ttft-s"), Bounds::TtftSeconds);
    s.minUserTokensPerSecond = args.number(QStringLiteral("min-user-tokens-per-s"),
                                           Bounds::UserTokensPerSecond);
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

namespace {

// --hourly-users a,b,…: 24 numbers of users from 0, the busiest at least one user.
std::optional<QList<double>> parseHourlyUsers(CliArgs &args)
{
    using namespace ScenarioLimits;
    const auto text = args.value(QStringLiteral("hourly-users"));
    if (!text)
        return std::nullopt;
    const QStringList items = text->split(u',');
    QList<double> hourly;
    for (const QString &item : items) {
        bool ok = false;
        const double users = item.trimmed().toDouble(&ok);
        if (!ok || !(users >= 0 && users <= MaxUsers)) {
            args.fail(QStringLiteral("--hourly-users: hour %1 is \"%2\"; expected a number "
                                     "of users from 0 to %3")
                          .arg(hourly.size())
                          .arg(elided(item))
                          .arg(MaxUsers));
            return std::nullopt;
        }
        hourly << users;
    }
    if (hourly.size() != HoursPerDay)
        args.fail(QStringLiteral("--hourly-users: expected 24 numbers (one for each hour from "
                                 "00:00), found %1")
                      .arg(items.size()));
    else if (*std::max_element(hourly.cbegin(), hourly.cend()) < MinUsers)
        args.fail(
            QStringLiteral("--hourly-users: the busiest hour has at least %1 user").arg(MinUsers));
    return args.ok() ? std::optional(hourly) : std::nullopt;
}

} // namespace

std::optional<LoadProfile> parseLoadProfile(CliArgs &args, const std::optional<ServingLoad> &load)
{
    const auto peak = args.integer(QStringLiteral("peak-users"), Bounds::Users);
    const auto base = args.integer(QStringLiteral("base-users"), Bounds::BaseUsers);
    const auto hours = args.integer(QStringLiteral("peak-hours"), Bounds::PeakHours);
    const auto days = args.integer(QStringLiteral("days-per-week"), Bounds::DaysPerWeek);
    const auto hourly = parseHourlyUsers(args);
    const auto minimum = args.number(QStringLiteral("min-billed-hours"), Bounds::MinBilledHours);
    if (!args.ok() || !(peak || base || hours || days || hourly || minimum))
        return std::nullopt;
    if (hourly && (peak || base || hours)) {
        args.fail(QStringLiteral("--hourly-users replaces --peak-users, --base-users and "
                                 "--peak-hours: give one or the other"));
        return std::nullopt;
    }
    if (!hourly && (!peak || !base)) {
        args.fail(QStringLiteral("a load over the week needs --peak-users U and --base-users B "
                                 "(or --hourly-users)"));
        return std::nullopt;
    }
    if (load) {
        args.fail(QStringLiteral("give the load once: --users (or a rate) for one load, or "
                                 "--peak-users and --base-users for a week"));
        return std::nullopt;
    }
    LoadProfile profile;
    profile.kind = ServingLoad::Kind::Users;
    profile.hourly = hourly.value_or(QList<double>{});
    profile.peak = double(peak.value_or(0));
    profile.base = double(base.value_or(0));
    profile.peakHours = int(hours.value_or(profile.peakHours));
    profile.daysPerWeek = int(days.value_or(profile.daysPerWeek));
    profile.minBilledHours = minimum;
    if (profile.base > profile.peak) {
        args.fail(QStringLiteral("--base-users %1 is above --peak-users %2")
                      .arg(profile.base)
                      .arg(profile.peak));
        return std::nullopt;
    }
    return profile;
}

} // namespace Atlas::Cli
