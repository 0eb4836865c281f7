#include "engine/alternatives.h"

#include "engine/fit.h"

namespace Atlas {

QList<FitAlternative> fitAlternatives(const ModelArch &model,
                                      const Workload &workload,
                                      const Accelerator &accelerator,
                                      int gpus,
                                      const EngineOptions &options)
{
    QList<FitAlternative> result;
    const double capacity = accelerator.memoryBytes();
    auto add = [&](const QString &key, const TrText &label, const Workload &w, Layout layout) {
        FitAlternative a;
        a.key = key;
        a.label = label;
        a.workload = w;
        layout.gpus = gpus;
        if (layout.offload == Offload::None && gpus == 1)
            layout.zero = 0;
        a.layout = layout;
        if (!workloadProblems(w).isEmpty() || !layoutProblems(layout, w).isEmpty())
            return;
        const MemoryModel m(model, w, options);
        if (!m.layoutSupported(layout))
            return;
        a.perGpu = m.perGpu(layout);
        a.fits = a.perGpu.total() <= capacity;
        a.hostBytes = m.hostOffloadBytes(layout);
        if (const auto smallest = smallestFittingLayout(m, capacity, layout.offload))
            a.minGpus = smallest->gpus;
        result.append(a);
    };
    Layout plain;
    add(QStringLiteral("standard"), ATLAS_TR("Atlas::Alternatives", "as planned"), workload, plain);
    if (!isTraining(workload.task))
        return result;

    Layout zero3;
    zero3.zero = 3;
    add(QStringLiteral("zero3"),
        ATLAS_TR("Atlas::Alternatives", "ZeRO-3 across the cards"),
        workload,
        zero3);
    Layout offloadOptimizer = zero3;
    offloadOptimizer.offload = Offload::Optimizer;
    add(QStringLiteral("offload-optimizer"),
        ATLAS_TR("Atlas::Alternatives", "ZeRO-3 with the optimizer in CPU memory"),
        workload,
        offloadOptimizer);
    Layout offloadAll = zero3;
    offloadAll.offload = Offload::OptimizerAndParams;
    add(QStringLiteral("offload-all"),
        ATLAS_TR("Atlas::Alternatives", "ZeRO-3 with optimizer and weights in CPU memory"),
        workload,
        offloadAll);
    Workload eightBit = workload;
    eightBit.optimizer = Optimizer::AdamW8bit;
    add(QStringLiteral("adamw8bit"),
        ATLAS_TR("Atlas::Alternatives", "8-bit AdamW"),
        eightBit,
        plain);
    Workload recompute = workload;
    recompute.recompute = Recompute::Full;
    add(QStringLiteral("recompute"),
        ATLAS_TR("Atlas::Alternatives", "full activation recomputation"),
        recompute,
        plain);
    if (workload.task == Task::Full || workload.task == Task::Pretrain
        || workload.task == Task::Freeze) {
        Workload lora = workload;
        lora.task = Task::Lora;
        add(QStringLiteral("lora"),
            ATLAS_TR("Atlas::Alternatives", "LoRA instead of full fine-tuning"),
            lora,
            plain);
        Workload qlora = workload;
        qlora.task = Task::Qlora;
        if (!isSixteenBitOrLess(qlora.precision) || qlora.precision == Precision::Fp8)
            qlora.precision = Precision::Bf16;
        add(QStringLiteral("qlora"),
            ATLAS_TR("Atlas::Alternatives", "QLoRA (4-bit base)"),
            qlora,
            plain);
    }
    return result;
}

} // namespace Atlas
