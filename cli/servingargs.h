#pragma once

// The requests, the load and the service level of `serve` and inference `options`; the table
// is servingOptions() (optiongroups.h).

#include "cli/cliargs.h"
#include "cost/fleet.h"
#include "engine/serving.h"

namespace Atlas::Cli {

struct ServingArgs
{
    std::optional<double> promptTokens;
    std::optional<double> outputTokens;
    std::optional<ServingLoad> load; // none given: the largest concurrency a replica holds
    std::optional<double> maxTtftSeconds;
    std::optional<double> minUserTokensPerSecond;

    // Onto a request; lengths not given keep the request's defaults.
    void applyTo(ServingRequest &request) const;
};

// `concurrency`: --concurrency C is a load (serve); elsewhere it is the workload's.
std::optional<ServingArgs> parseServingArgs(CliArgs &args, bool concurrency);
QStringList servingOptionNames(bool concurrency);

// --peak-users U --base-users B [--peak-hours H --days-per-week D]: a week of load (empty when
// none of them is given). `load`: the single load also given, which cannot go with a profile.
std::optional<LoadProfile> parseLoadProfile(CliArgs &args, const std::optional<ServingLoad> &load);

} // namespace Atlas::Cli
