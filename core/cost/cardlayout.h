#pragma once

// The layout on a card count the user fixed: `plan --gpus 64` asks about 64 cards, not about
// ZeRO 0 on them. Kept apart from engine/fit.h so the CLI and the window share the rule
// without every file that includes the fit search depending on it.

#include "engine/memorymodel.h"

#include <optional>

namespace Atlas {

// `typed` when it fits in `capacityBytes` per card; else the least sharding that fits on its
// card count, in the fit search's order (no pipeline before pipeline, smaller tensor
// parallelism first, lower ZeRO stage first), keeping its TP and PP when `keepTp` / `keepPp`
// and its offload. Empty when no layout of that many cards fits.
std::optional<Layout> leastShardingOn(
    const MemoryModel &memory, double capacityBytes, const Layout &typed, bool keepTp, bool keepPp);

} // namespace Atlas
