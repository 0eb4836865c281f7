#pragma once

#include "catalog/accelerator.h"
#include "engine/memorymodel.h"

#include <optional>

namespace Atlas {

// "What would make this fit?" — the standard setups that trade memory for time, communication
// or quality, each evaluated on the same cards (seed case B: a 13B full fine-tune on one A100).
struct FitAlternative
{
    QString key; // standard | zero3 | offload-optimizer | offload-all | adamw8bit | recompute | lora | qlora
    TrText label;
    Workload workload;
    Layout layout; // on the requested number of cards
    bool fits = false;
    MemoryBreakdown perGpu;
    double hostBytes = 0;       // CPU memory the offload needs, per data-parallel rank
    std::optional<int> minGpus; // cards this setup needs at least (search, same offload)
};

QList<FitAlternative> fitAlternatives(const ModelArch &model,
                                      const Workload &workload,
                                      const Accelerator &accelerator,
                                      int gpus,
                                      const EngineOptions &options = {});

} // namespace Atlas
