#include "engine/alternatives.h"

#include "engine/fit.h"

namespace Atlas {

namespace {

// A way to run the job: a workload and a layout with the key and label it is shown under.
struct AlternativeCandidate
{
    QString key;
    TrText label;
    Workload workload;
    Layout layout;
};

// What makes a training job smaller: ZeRO-3, offload to CPU memory, 8-bit AdamW, full
// recomputation and, for full training, adapters instead.
QList<AlternativeCandidate> trainingCandidates(const Workload &workload)
{
    QList<AlternativeCandidate> candidates;
    Layout plain;
    Layout zero3;
    zero3.zero = 3;
    candidates.append({QStringLiteral("zero3"),
                       ATLAS_TR("Atlas::Alternatives", "ZeRO-3 across the cards"),
                       workload,
                       zero3});
    Layout offloadOptimizer = zero3;
    offloadOptimizer.offload = Offload::Optimizer;
    candidates.append({QStringLiteral("offload-optimizer"),
                       ATLAS_TR("Atlas::Alternatives", "ZeRO-3 with the optimizer in CPU memory"),
                       workload,
                       offloadOptimizer});
    Layout offloadAll = zero3;
    offloadAll.offload = Offload::OptimizerAndParams;
    candidates.append(
        {QStringLiteral("offload-all"),
         ATLAS_TR("Atlas::Alternatives", "ZeRO-3 with optimizer and weights in CPU memory"),
         workload,
         offloadAll});
    Workload eightBit = workload;
    eightBit.optimizer = Optimizer::AdamW8bit;
    candidates.append({QStringLiteral("adamw8bit"),
                       ATLAS_TR("Atlas::Alternatives", "8-bit AdamW"),
                       eightBit,
                       plain});
    Workload recompute = workload;
    recompute.recompute = Recompute::Full;
    candidates.append({QStringLiteral("recompute"),
                       ATLAS_TR("Atlas::Alternatives", "full activation recomputation"),
                       recompute,
                       plain});
    if (workload.task == Task::Full || workload.task == Task::Pretrain
        || workload.task == Task::Freeze) {
        Workload lora = workload;
        lora.task = Task::Lora;
        candidates.append({QStringLiteral("lora"),
                           ATLAS_TR("Atlas::Alternatives", "LoRA instead of full fine-tuning"),
                           lora,
                           plain});
        Workload qlora = workload;
        qlora.task = Task::Qlora;
        if (!isSixteenBitOrLess(qlora.precision) || qlora.precision == Precision::Fp8)
            qlora.precision = Precision::Bf16;
        candidates.append({QStringLiteral("qlora"),
                           ATLAS_TR("Atlas::Alternatives", "QLoRA (4-bit base)"),
                           qlora,
                           plain});
    }
    return candidates;
}

// A candidate on the given cards: its memory per card, whether it fits and on how few cards it
// would; none when the workload or layout cannot run.
std::optional<FitAlternative> evaluate(const AlternativeCandidate &c,
                                       const ModelArch &model,
                                       const Accelerator &accelerator,
                                       int gpus,
                                       const EngineOptions &options)
{
    FitAlternative a;
    a.key = c.key;
    a.label = c.label;
    a.workload = c.workload;
    Layout layout = c.layout;
    layout.gpus = gpus;
    if (layout.offload == Offload::None && gpus == 1)
        layout.zero = 0;
    a.layout = layout;
    if (!workloadProblems(c.workload).isEmpty() || !layoutProblems(layout, c.workload).isEmpty())
        return std::nullopt;
    const MemoryModel m(model, c.workload, options);
    if (!m.layoutSupported(layout))
        return std::nullopt;
    const double capacity = accelerator.memoryBytes();
    a.perGpu = m.perGpu(layout);
    a.fits = a.perGpu.total() <= capacity;
    a.hostBytes = m.hostOffloadBytes(layout);
    if (const auto smallest = smallestFittingLayout(m, capacity, layout.offload))
        a.minGpus = smallest->gpus;
    return a;
}

} // namespace

QList<FitAlternative> fitAlternatives(const ModelArch &model,
                                      const Workload &workload,
                                      const Accelerator &accelerator,
                                      int gpus,
                                      const EngineOptions &options)
{
    QList<AlternativeCandidate> candidates{{QStringLiteral("standard"),
                                            ATLAS_TR("Atlas::Alternatives", "as planned"),
                                            workload,
                                            Layout{}}};
    if (isTraining(workload.task))
        candidates << trainingCandidates(workload);
    QList<FitAlternative> result;
    for (const AlternativeCandidate &c : std::as_const(candidates)) {
        if (const std::optional<FitAlternative> a = evaluate(c, model, accelerator, gpus, options))
            result.append(*a);
    }
    return result;
}

} // namespace Atlas
