#include "engine/fit.h"

namespace Atlas {

QList<Layout> candidateLayouts(const MemoryModel &model, int gpus, Offload offload)
{
    QList<Layout> layouts;
    const bool training = isTraining(model.workload().task);
    const int maxTp = std::min(gpus, model.options().gpusPerNode);
    const int layers = model.arch().hasArchitecture() ? model.arch().layers : 1;
    for (int pp = 1; pp <= gpus && pp <= layers; pp *= 2) {
        for (int tp = 1; tp <= maxTp && tp * pp <= gpus; tp *= 2) {
            Layout l;
            l.gpus = gpus;
            l.tp = tp;
            l.pp = pp;
            if (!model.layoutSupported(l))
                continue;
            if (!training) {
                if (tp * pp != gpus)
                    continue; // replicas do not lower the memory per GPU
                layouts.append(l);
                continue;
            }
            const int dp = gpus / (tp * pp);
            int firstZero = 0;
            int lastZero = dp > 1 ? 3 : 0;
            if (offload == Offload::Optimizer) {
                firstZero = 1;
                lastZero = 3;
            } else if (offload == Offload::OptimizerAndParams) {
                firstZero = lastZero = 3;
            }
            for (int zero = firstZero; zero <= lastZero; ++zero) {
                l.zero = zero;
                l.offload = offload;
                layouts.append(l);
            }
        }
    }
    return layouts;
}

std::optional<Layout> smallestFittingLayout(const MemoryModel &model,
                                            double capacityBytes,
                                            Offload offload,
                                            MemoryBreakdown *breakdown)
{
    for (int gpus = 1; gpus <= model.options().maxGpus; gpus *= 2) {
        const QList<Layout> layouts = candidateLayouts(model, gpus, offload);
        for (const Layout &layout : layouts) {
            const MemoryBreakdown m = model.perGpu(layout);
            if (m.total() <= capacityBytes) {
                if (breakdown)
                    *breakdown = m;
                return layout;
            }
        }
    }
    return std::nullopt;
}

bool runsTask(const Accelerator &accelerator, Task task)
{
    return !(accelerator.inferenceOnly && isTraining(task));
}

FitResult fitOnAccelerator(const MemoryModel &model,
                           const Accelerator &accelerator,
                           const Layout &requested)
{
    FitResult r;
    r.capacityBytes = accelerator.memoryBytes();
    r.requested = model.perGpu(requested);
    r.usableBytes = r.capacityBytes - r.requested.overhead;
    r.fits = model.layoutSupported(requested) && r.requested.total() <= r.capacityBytes;
    r.searchedUpTo = model.options().maxGpus;
    if (const auto layout = smallestFittingLayout(model,
                                                  r.capacityBytes,
                                                  requested.offload,
                                                  &r.atMinimum)) {
        r.minGpus = layout->gpus;
        r.layout = *layout;
    }
    return r;
}

} // namespace Atlas
