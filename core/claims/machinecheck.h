#pragma once

#include "catalog/catalog.h"
#include "engine/memorymodel.h"
#include "text/trtext.h"

#include <optional>

namespace Atlas {

// A verdict on a seed's claim (CLI contract: seed-claims).
enum class Verdict { Holds, DoesNotHold, Partly, NotCheckable };
QString verdictKey(Verdict verdict);

// The workload a claim is judged with: the engine's defaults, except that LoRA and QLoRA use
// gradient checkpointing (full recomputation), as the QLoRA recipe and PEFT's
// prepare_model_for_kbit_training do by default.
Workload claimWorkload(Task task, Precision precision = Precision::Bf16);
TrText claimWorkloadAssumption();

// What `cards` × `accelerator` can do with `model`: the first method of a ladder that fits.
// Inference tries BF16, INT8, INT4; fine-tuning tries `methods` in order (BF16 compute).
struct MethodFit
{
    bool fits = false;
    int rung = -1;                      // index in the ladder of the first method that fits
    std::optional<Task> task;           // fine-tuning: that method
    std::optional<Precision> precision; // inference: that precision
    Layout layout;
    double perGpuBytes = 0; // the best layout's per-card memory for that method (or the last)
    double capacityBytes = 0;
};
MethodFit fitWithMethods(const ModelArch &model,
                         const Accelerator &accelerator,
                         int cards,
                         const QList<Task> &methods); // empty: inference
// The smallest per-card memory any layout on `cards` reaches (the seed-table convention).
double bestPerGpuBytes(const MemoryModel &memory, int cards);

// The largest catalog model (by parameters) a machine runs at the first rung of a ladder:
// inference in BF16, fine-tuning with QLoRA. Null when none fits.
const ModelArch *largestFitting(const Catalog &catalog,
                                const Accelerator &accelerator,
                                int cards,
                                const QList<Task> &methods,
                                std::optional<Precision> precision = std::nullopt);

// The seed's multi-card rules (seed 003 "多卡配置注意事项") checked on a machine.
struct RuleCheck
{
    QString rule; // nvlink | pcie | psu | ram | cooling
    Verdict verdict = Verdict::NotCheckable;
    TrText text;
};

struct UseVerdict
{
    const WorkstationUse *use = nullptr;
    Verdict verdict = Verdict::NotCheckable;
    MethodFit fit;
    std::optional<double> hoursPer100MTokens;    // fine-tuning at the default MFU
    std::optional<double> decodeTokensPerSecond; // inference, one stream
    TrText text;
};

struct MachineVerdict
{
    const Workstation *workstation = nullptr;
    const Accelerator *accelerator = nullptr;
    QList<UseVerdict> uses;
    QList<RuleCheck> rules;
    Verdict verdict = Verdict::NotCheckable; // the stated uses
    double heatW = 0;                        // cards' TDP + CPU power
    double requiredPsuW = 0;                 // heat × (1 + 30 % headroom)
    std::optional<double> cardsPriceCny;     // the catalog's purchase price × cards
    double ownCostPerHourCny = 0; // the seed's price depreciated + electricity at full load
    TrText engine;
    QList<TrText> assumptions;
};

inline constexpr double PsuHeadroom = 0.30; // seed 003: 电源预留 30% 余量
inline constexpr int LanesPerCard = 16;     // seed 003: PCIe x16 优于 x8

MachineVerdict checkWorkstation(const Workstation &workstation, const Catalog &catalog);

} // namespace Atlas
