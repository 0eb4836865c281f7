#include "cost/cardlayout.h"

#include "engine/fit.h"

namespace Atlas {

std::optional<Layout> leastShardingOn(
    const MemoryModel &memory, double capacityBytes, const Layout &typed, bool keepTp, bool keepPp)
{
    if (memory.layoutSupported(typed) && memory.perGpu(typed).total() <= capacityBytes)
        return typed;
    std::optional<Layout> found;
    forEachCandidateLayout(memory, typed.gpus, typed.offload, [&](const Layout &l) {
        if ((keepTp && l.tp != typed.tp) || (keepPp && l.pp != typed.pp))
            return false;
        if (memory.perGpu(l).total() > capacityBytes)
            return false;
        found = l;
        return true;
    });
    return found;
}

} // namespace Atlas
