#include "engine/workload.h"

#include <array>

namespace Atlas {

namespace {

template<size_t N>
QStringList toList(const std::array<const char16_t *, N> &names)
{
    QStringList list;
    for (const char16_t *n : names)
        list.append(QString::fromUtf16(n));
    return list;
}

template<typename E, size_t N>
std::optional<E> fromKey(QStringView key, const std::array<const char16_t *, N> &names)
{
    for (size_t i = 0; i < N; ++i) {
        if (key.compare(QStringView(names[i]), Qt::CaseInsensitive) == 0)
            return E(i);
    }
    return std::nullopt;
}

constexpr std::array<const char16_t *, 6> taskNames
    = {u"pretrain", u"full", u"freeze", u"lora", u"qlora", u"inference"};
constexpr std::array<const char16_t *, 5> optimizerNames = {u"adamw",
                                                            u"adamw8bit",
                                                            u"sgd",
                                                            u"adafactor",
                                                            u"none"};
constexpr std::array<const char16_t *, 4> recomputeNames = {u"none",
                                                            u"selective",
                                                            u"full",
                                                            u"offload"};
constexpr std::array<const char16_t *, 3> offloadNames = {u"none",
                                                          u"optimizer",
                                                          u"optimizer+params"};
constexpr std::array<const char16_t *, 3> loraTargetNames = {u"all", u"attention", u"qv"};

} // namespace

TrText taskName(Task task)
{
    switch (task) {
    case Task::Pretrain:
        return ATLAS_TR("Atlas::Workload", "pre-training");
    case Task::Full:
        return ATLAS_TR("Atlas::Workload", "full fine-tuning");
    case Task::Freeze:
        return ATLAS_TR("Atlas::Workload", "freeze fine-tuning");
    case Task::Lora:
        return ATLAS_TR("Atlas::Workload", "LoRA");
    case Task::Qlora:
        return ATLAS_TR("Atlas::Workload", "QLoRA");
    case Task::Inference:
        return ATLAS_TR("Atlas::Workload", "inference");
    }
    return {};
}

Recompute defaultRecompute(Task task)
{
    return task == Task::Lora || task == Task::Qlora ? Recompute::Full : Recompute::None;
}

TrText recomputeName(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return ATLAS_TR("Atlas::Workload", "none");
    case Recompute::Selective:
        return ATLAS_TR("Atlas::Workload", "selective");
    case Recompute::Full:
        return ATLAS_TR("Atlas::Workload", "full");
    case Recompute::Offload:
        return ATLAS_TR("Atlas::Workload", "activations offloaded to CPU memory");
    }
    return {};
}

TrText optimizerName(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return ATLAS_TR("Atlas::Workload", "AdamW");
    case Optimizer::AdamW8bit:
        return ATLAS_TR("Atlas::Workload", "8-bit AdamW");
    case Optimizer::SgdMomentum:
        return ATLAS_TR("Atlas::Workload", "SGD with momentum");
    case Optimizer::Adafactor:
        return ATLAS_TR("Atlas::Workload", "Adafactor");
    case Optimizer::None:
        return ATLAS_TR("Atlas::Workload", "none (frozen)");
    }
    return {};
}

TrText offloadName(Offload offload)
{
    switch (offload) {
    case Offload::None:
        return ATLAS_TR("Atlas::Workload", "none");
    case Offload::Optimizer:
        return ATLAS_TR("Atlas::Workload", "optimizer state to CPU memory");
    case Offload::OptimizerAndParams:
        return ATLAS_TR("Atlas::Workload", "optimizer state and weights to CPU memory");
    }
    return {};
}

TrText loraTargetsName(LoraTargets targets)
{
    switch (targets) {
    case LoraTargets::All:
        return ATLAS_TR("Atlas::Workload", "all linear");
    case LoraTargets::Attention:
        return ATLAS_TR("Atlas::Workload", "attention");
    case LoraTargets::QV:
        return ATLAS_TR("Atlas::Workload", "q and v");
    }
    return {};
}

QString taskKey(Task task)
{
    return QString::fromUtf16(taskNames[size_t(task)]);
}
QStringList taskKeys()
{
    return toList(taskNames);
}
std::optional<Task> taskFromKey(QStringView key)
{
    return fromKey<Task>(key, taskNames);
}
bool isTraining(Task task)
{
    return task != Task::Inference;
}
QString optimizerKey(Optimizer optimizer)
{
    return QString::fromUtf16(optimizerNames[size_t(optimizer)]);
}
QStringList optimizerKeys()
{
    return toList(optimizerNames);
}
std::optional<Optimizer> optimizerFromKey(QStringView key)
{
    return fromKey<Optimizer>(key, optimizerNames);
}
QString recomputeKey(Recompute recompute)
{
    return QString::fromUtf16(recomputeNames[size_t(recompute)]);
}
QStringList recomputeKeys()
{
    return toList(recomputeNames);
}
std::optional<Recompute> recomputeFromKey(QStringView key)
{
    return fromKey<Recompute>(key, recomputeNames);
}
QString offloadKey(Offload offload)
{
    return QString::fromUtf16(offloadNames[size_t(offload)]);
}
QStringList offloadKeys()
{
    return toList(offloadNames);
}
std::optional<Offload> offloadFromKey(QStringView key)
{
    return fromKey<Offload>(key, offloadNames);
}
QString loraTargetsKey(LoraTargets targets)
{
    return QString::fromUtf16(loraTargetNames[size_t(targets)]);
}
QStringList loraTargetsKeys()
{
    return toList(loraTargetNames);
}
std::optional<LoraTargets> loraTargetsFromKey(QStringView key)
{
    return fromKey<LoraTargets>(key, loraTargetNames);
}

Precision Workload::effectiveGradPrecision() const
{
    if (gradPrecision)
        return *gradPrecision;
    return Precision::Fp32;
}

bool Workload::effectiveMasterWeights() const
{
    if (masterWeights)
        return *masterWeights;
    return bytesPerElement(precision) < 4.0;
}

QList<TrText> workloadProblems(const Workload &w)
{
    QList<TrText> problems;
    const bool training = isTraining(w.task);
    if (w.microBatch <= 0)
        problems << ATLAS_TR("Atlas::Workload", "the micro-batch must be at least 1, not %1")
                        .arg(w.microBatch);
    if (w.seqLen <= 0)
        problems << ATLAS_TR("Atlas::Workload",
                             "the sequence length must be at least 1 token, not %1")
                        .arg(w.seqLen);
    if (training && (w.task == Task::Full || w.task == Task::Pretrain || w.task == Task::Freeze)
        && isQuantized(w.precision))
        problems << ATLAS_TR("Atlas::Workload",
                             "%1 needs a floating-point precision (fp32, tf32, bf16, fp16 or "
                             "fp8), not %2; quantised weights are for inference and QLoRA")
                        .arg(taskName(w.task))
                        .arg(precisionKey(w.precision));
    if (w.task == Task::Lora || w.task == Task::Qlora) {
        if (w.loraRank <= 0)
            problems << ATLAS_TR("Atlas::Workload", "the LoRA rank must be at least 1, not %1")
                            .arg(w.loraRank);
    }
    if (w.task == Task::Qlora
        && !(w.precision == Precision::Bf16 || w.precision == Precision::Fp16
             || w.precision == Precision::Int8 || w.precision == Precision::Int4))
        problems << ATLAS_TR("Atlas::Workload",
                             "QLoRA stores the base model in NF4 (bf16, fp16 or int4 as the "
                             "precision) or in 8 bits (int8) and computes in 16 bits, not %1")
                        .arg(precisionKey(w.precision));
    if (w.task == Task::Freeze && w.freezeTrainableLayers <= 0)
        problems << ATLAS_TR("Atlas::Workload",
                             "freeze training needs at least one trainable layer");
    if (w.task == Task::Inference) {
        if (w.context <= 0)
            problems << ATLAS_TR("Atlas::Workload", "the context must be at least 1 token, not %1")
                            .arg(w.context);
        if (w.concurrency <= 0)
            problems << ATLAS_TR("Atlas::Workload", "the concurrency must be at least 1, not %1")
                            .arg(w.concurrency);
        if (!isSixteenBitOrLess(w.kvPrecision) || w.kvPrecision == Precision::Int4
            || w.kvPrecision == Precision::Nf4)
            problems << ATLAS_TR("Atlas::Workload",
                                 "the KV cache precision must be bf16, fp16, fp8 or int8, not %1")
                            .arg(precisionKey(w.kvPrecision));
    }
    if (training && w.gradPrecision
        && !(*w.gradPrecision == Precision::Fp32 || *w.gradPrecision == Precision::Bf16
             || *w.gradPrecision == Precision::Fp16))
        problems << ATLAS_TR("Atlas::Workload", "gradients are kept in fp32, bf16 or fp16, not %1")
                        .arg(precisionKey(*w.gradPrecision));
    if (w.quantGroupSize < 0)
        problems << ATLAS_TR("Atlas::Workload", "the quantisation group size cannot be negative");
    return problems;
}

QList<TrText> layoutProblems(const Layout &l, const Workload &w)
{
    QList<TrText> problems;
    if (l.gpus <= 0)
        problems << ATLAS_TR("Atlas::Workload", "the number of GPUs must be at least 1, not %1")
                        .arg(l.gpus);
    if (l.tp <= 0)
        problems << ATLAS_TR("Atlas::Workload", "tensor parallelism must be at least 1, not %1")
                        .arg(l.tp);
    if (l.pp <= 0)
        problems << ATLAS_TR("Atlas::Workload", "pipeline parallelism must be at least 1, not %1")
                        .arg(l.pp);
    if (l.zero < 0 || l.zero > 3)
        problems << ATLAS_TR("Atlas::Workload", "the ZeRO stage must be 0, 1, 2 or 3, not %1")
                        .arg(l.zero);
    if (!problems.isEmpty())
        return problems;
    if (l.gpus % (l.tp * l.pp) != 0)
        problems << ATLAS_TR("Atlas::Workload",
                             "%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel "
                             "%3 groups; the GPU count must be a multiple of %4")
                        .arg(l.gpus)
                        .arg(l.tp)
                        .arg(l.pp)
                        .arg(l.tp * l.pp);
    if (!isTraining(w.task) && l.zero > 0)
        problems << ATLAS_TR("Atlas::Workload",
                             "ZeRO shards training state; it does not apply to inference");
    if (l.offload == Offload::OptimizerAndParams && l.zero != 3)
        problems << ATLAS_TR("Atlas::Workload", "offloading parameters needs ZeRO stage 3");
    if (l.offload == Offload::Optimizer && l.zero == 0 && isTraining(w.task))
        problems << ATLAS_TR("Atlas::Workload",
                             "offloading the optimizer needs ZeRO stage 1 or higher");
    if (l.offload != Offload::None && !isTraining(w.task))
        problems << ATLAS_TR("Atlas::Workload", "optimizer offload applies to training only");
    return problems;
}

} // namespace Atlas
