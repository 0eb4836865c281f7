#include "engine/estimate.h"

namespace Atlas {

Estimate estimate(const MemoryModel &model, const Layout &layout, const Accelerator *accelerator)
{
    Estimate e;
    e.layout = layout;
    e.perGpu = model.perGpu(layout);
    e.allGpusBytes = model.allGpusTotal(layout);
    e.hostOffloadBytes = model.hostOffloadBytes(layout);
    e.params = model.params().total;
    e.activeParams = model.params().active;
    e.trainableParams = model.trainableParams();
    e.assumptions = describeAssumptions(model, layout);
    if (accelerator)
        e.fit = fitOnAccelerator(model, *accelerator, layout);
    return e;
}

} // namespace Atlas
