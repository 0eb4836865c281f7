#pragma once

// The ranges of the CLI's numeric options. Each is named once here and used twice: by the
// option table (the help and the man page print it) and by the reader (which refuses what is
// outside it). The amounts of a scenario come from its one table, ScenarioLimits, so a value
// the CLI takes is one a scenario file takes; the architecture options have the model
// catalog's ranges.

#include "catalog/modelarch.h"
#include "cli/cliargs.h"
#include "scenario/limits.h"

namespace Atlas::Cli::Bounds {

namespace Limits = ScenarioLimits;

constexpr Bound whole(double min, double max)
{
    return {min, max, true, false};
}

constexpr Bound number(double min, double max)
{
    return {min, max, false, false};
}

constexpr Bound positive(double max) // "greater than 0": prices, budgets
{
    return {0, max, false, true};
}

// The model.
inline constexpr Bound Params = number(1e6, MaxModelParameters); // below: "7.5K" is a typo
inline constexpr Bound Layers = whole(1, 100000);
inline constexpr Bound Width = whole(1, double(qint64(1) << 32)); // hidden, ffn, vocab
inline constexpr Bound Heads = whole(1, 1 << 20);                 // heads, kv heads, head dim
inline constexpr Bound Experts = whole(1, 1 << 16);
inline constexpr Bound SlidingWindow = whole(1, double(qint64(1) << 30));

// The workload and its layout.
inline constexpr Bound MicroBatch = whole(1, Limits::MaxMicroBatch);
inline constexpr Bound Sequence = whole(1, Limits::MaxSequence); // --seq and --context
inline constexpr Bound LoraRank = whole(1, Limits::MaxLoraRank);
inline constexpr Bound Concurrency = whole(1, Limits::MaxConcurrency);
inline constexpr Bound Gpus = whole(1, Limits::MaxGpus);
inline constexpr Bound Zero = whole(0, 3);
inline constexpr Bound Parallel = whole(1, Limits::MaxParallel); // --tp and --pp

// The work.
inline constexpr Bound Tokens = number(Limits::MinTokens, Limits::MaxTokens);
inline constexpr Bound Samples = whole(Limits::MinSamples, Limits::MaxSamples);
inline constexpr Bound Epochs = number(Limits::MinEpochs, Limits::MaxEpochs);
inline constexpr Bound TokensPerSample = number(Limits::MinTokensPerSample,
                                                Limits::MaxTokensPerSample);
inline constexpr Bound Hours = number(Limits::MinHours, Limits::MaxHours);
inline constexpr Bound Runs = whole(1, Limits::MaxRuns);
inline constexpr Bound DeadlineHours = number(Limits::MinDeadlineHours, Limits::MaxDeadlineHours);

// Money, energy and efficiency.
inline constexpr Bound Budget = positive(Limits::MaxCny);
inline constexpr Bound Mfu = number(Limits::MinMfu, Limits::MaxMfu);
inline constexpr Bound PricePerGpuHour = positive(Limits::MaxPricePerGpuHour);
inline constexpr Bound Tariff = positive(Limits::MaxTariff);
inline constexpr Bound Pue = number(Limits::MinPue, Limits::MaxPue);
inline constexpr Bound Utilisation = number(Limits::MinUtilisation, Limits::MaxUtilisation);
inline constexpr Bound GreenShare = number(0, 1);
inline constexpr Bound UsdCny = positive(Limits::MaxUsdCny);
inline constexpr Bound CpuHours = number(0, Limits::MaxCpuHours);

// Inference: requests, load, service level and a week of load.
inline constexpr Bound RequestTokens = number(Limits::MinRequestTokens, Limits::MaxRequestTokens);
inline constexpr Bound Users = whole(Limits::MinUsers, Limits::MaxUsers); // also --concurrency C
inline constexpr Bound RequestsPerSecond = number(Limits::MinRequestsPerSecond,
                                                  Limits::MaxRequestsPerSecond);
inline constexpr Bound TtftSeconds = number(Limits::MinTtftSeconds, Limits::MaxTtftSeconds);
inline constexpr Bound UserTokensPerSecond = number(Limits::MinUserTokensPerSecond,
                                                    Limits::MaxUserTokensPerSecond);
inline constexpr Bound BaseUsers = whole(0, Limits::MaxUsers);
inline constexpr Bound PeakHours = whole(Limits::MinPeakHours, Limits::MaxPeakHours);
inline constexpr Bound DaysPerWeek = whole(Limits::MinDaysPerWeek, Limits::MaxDaysPerWeek);
inline constexpr Bound MinBilledHours = number(Limits::MinBilledHours, Limits::MaxBilledHours);

// The options planner's list.
inline constexpr Bound Limit = whole(1, 100000);
inline constexpr Bound PlannerGpus = whole(1, 4096); // PlannerRequest::maxGpus at most

} // namespace Atlas::Cli::Bounds
