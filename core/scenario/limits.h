#pragma once

// The bounds of every amount a scenario holds, read from a file or given on the command line:
// one table, so that the CLI and the files accept the same values (cli/ reads these
// constants). Far beyond any real plan, tight enough that every result stays finite and
// printable (1e300 tokens gave "inf GPU-hours", mfu 1e-300 a 300-digit cost), and above a
// sensible minimum where a tiny value only makes a figure explode. A minimum is included in
// its range ("from 0.01 to 1"); "> 0" marks a bound that excludes zero itself.

#include "text/textrules.h" // the lengths of ids (100), names (200) and notes (4,000)

namespace Atlas::ScenarioLimits {

// The work. Training: tokens, or samples × epochs (× tokens per sample); or hours of renting.
inline constexpr double MinTokens = 1;
inline constexpr double MaxTokens = 1e18;
inline constexpr double MinSamples = 1; // whole samples
inline constexpr double MaxSamples = 1e15;
// Epochs may be fractional: 0.5 is half the data set, as training reports count them.
inline constexpr double MinEpochs = 0.01;
inline constexpr double MaxEpochs = 1e6;
inline constexpr double MinTokensPerSample = 1; // an average over the samples
inline constexpr double MaxTokensPerSample = 1e9;
inline constexpr double MinHours = 0.01; // 36 seconds; also the service period of inference
inline constexpr double MaxHours = 1e7;  // 1,141 years
inline constexpr double MinDeadlineHours = MinHours;
inline constexpr double MaxDeadlineHours = MaxHours;
inline constexpr int MaxRuns = 100000; // runs of a recurring job per week or month

// The workload and its layout (whole numbers, from 1).
inline constexpr int MaxMicroBatch = 1 << 20;
inline constexpr int MaxSequence = 1 << 24; // seq and context, in tokens
inline constexpr int MaxConcurrency = 1 << 24;
inline constexpr int MaxLoraRank = 1 << 16;
inline constexpr int MaxFreezeLayers = 100000;
inline constexpr int MaxGpus = 1 << 20;
inline constexpr int MaxParallel = 1 << 16; // tp and pp

// Inference: the requests, the load and the service level.
inline constexpr double MinRequestTokens = 1; // prompt_tokens and output_tokens
inline constexpr double MaxRequestTokens = 1e7;
inline constexpr double MinUsers = 1; // whole users; also concurrency_target
inline constexpr double MaxUsers = 1e9;
inline constexpr double MinRequestsPerSecond = 0.001; // one request in about 17 minutes
inline constexpr double MaxRequestsPerSecond = 1e9;
inline constexpr double MinTtftSeconds = 0.001; // 1 ms
inline constexpr double MaxTtftSeconds = 1e6;
inline constexpr double MinUserTokensPerSecond = 0.01;
inline constexpr double MaxUserTokensPerSecond = 1e6;
// A week of load (load_profile): the peak's hours a day and its days a week. The base (and any
// hour of a 24-hour curve) may be 0: nobody at night.
inline constexpr int MinPeakHours = 1;
inline constexpr int MaxPeakHours = 24;
inline constexpr int MinDaysPerWeek = 1;
inline constexpr int MaxDaysPerWeek = 7;
// The rented peaks' minimum billing (load_profile min_billed_hours): from an hour to a month.
inline constexpr double MinBilledHours = 1;
inline constexpr double MaxBilledHours = 730;

// Efficiency: an explicit MFU, and the share of the paid hours a purchase is busy.
inline constexpr double MinMfu = 0.01;
inline constexpr double MaxMfu = 1;
inline constexpr double MinUtilisation = 0.01;
inline constexpr double MaxUtilisation = 1;

// Money and energy (CNY). Prices, tariffs and budgets are "> 0".
inline constexpr double MaxPricePerGpuHour = 1e6;
inline constexpr double MaxTariff = 10; // per kWh
inline constexpr double MinPue = 1;
inline constexpr double MaxPue = 3;
inline constexpr double MaxUsdCny = 1000;
inline constexpr double MaxCpuHours = 1e7;
// Budgets and the seed's cost figures: 10 trillion CNY, about 7 % of China's GDP in 2024
// (134.9 trillion CNY, National Bureau of Statistics, 2025-01-17). The CLI's --budget had
// 1e13 and the files 1e15; one bound now.
inline constexpr double MaxCny = 1e13;

// The user's quotes (a CSV file, a scenario's `quotes`): a price for `gpus` cards is above 0
// and at most MaxCny; an hourly one at most MaxPricePerGpuHour per card-hour, as a typed price.
// A file holds at most MaxQuotes rows in at most MaxQuotesFileBytes (a price list, not a data
// set: 10,000 rows of about 100 bytes).
inline constexpr int MaxQuotes = 10000;
inline constexpr qint64 MaxQuotesFileBytes = 1 << 20;

} // namespace Atlas::ScenarioLimits
