#pragma once

#include "catalog/precision.h"
#include "text/localizedtext.h"
#include "text/trtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace Atlas {

// 一线 flagship, 二线 value, edge/inference. See tierFor() for the rule.
enum class Tier { Flagship, Value, Edge };
enum class FormFactor { Sxm, Oam, Pcie, PcieWorkstation, Consumer, CloudChip };
enum class Availability { Shipping, ChinaVariant, CloudOnly, Halted, Discontinued };
// Confidence grade of the specs (GPUS.md): A vendor text + database, B two secondary sources,
// C single source / vendor claim / derived, U unverified.
enum class Confidence { A, B, C, U };

// Dense throughput figures the catalog carries, one per format. Never sparse.
enum class ThroughputKind { Fp32, Tf32, Bf16, Fp16, Fp16Fp16Acc, Fp8, Int8, Fp4 };
inline constexpr int ThroughputKindCount = 8;
// The software stack a part is programmed through (docs/DATA.md lists what each means).
enum class Ecosystem {
    Cuda,
    Rocm,
    Cann,
    Neuware,
    Xpu,
    Musa,
    Maca,
    Corex,
    Tops,
    Dtk,
    Xla,
    Neuron,
    Synapse,
    Other
};
// Whether CUDA code runs: full (it is CUDA), partial (a CUDA-like API or a source translator:
// HIP, DTK, MUSA, MACA, CoreX; code is ported and rebuilt), none (a different programming model).
enum class CudaCompatibility { Full, Partial, None };

QString tierKey(Tier tier);
QStringList tierKeys();
QString formFactorKey(FormFactor formFactor);
QStringList formFactorKeys();
QString availabilityKey(Availability availability);
QStringList availabilityKeys();
QString confidenceKey(Confidence confidence);
QStringList confidenceKeys();
QString throughputKey(ThroughputKind kind);
QStringList throughputKeys();
QString ecosystemKey(Ecosystem ecosystem);
QStringList ecosystemKeys();
QString cudaCompatibilityKey(CudaCompatibility compatibility);
QStringList cudaCompatibilityKeys();

struct SeedClaim
{
    QString claimZh;
    QString verdict; // misleading | wrong | unsupported | partly-wrong
    LocalizedText correction;
};

struct AcceleratorPrice
{
    std::optional<double> purchaseUsd;
    QString purchaseBasis;
    QString purchaseDate;
    std::optional<double> cloudUsdPerHour;
    QString cloudBasis;
    QString cloudDate;
    std::optional<double> seedCnyLow;
    std::optional<double> seedCnyHigh;
    QString seedNote;
};

struct Accelerator
{
    QString id;
    QString vendor;           // as gpus.csv writes it; filters compare this
    LocalizedText vendorName; // en = vendor, zh from vendor_zh when the file has it
    LocalizedText name;
    QString architecture;
    FormFactor formFactor = FormFactor::Pcie;
    int year = 0;
    double memoryGiB = 0;
    QString memoryType;
    QString memoryNote;
    std::optional<double> bandwidthGBs; // decimal GB/s; empty when the vendor publishes none
    std::array<std::optional<double>, ThroughputKindCount> tflops{};
    QString sparseNote;
    QString interconnectKind;
    std::optional<double> interconnectGBs; // total bidirectional per device; none = PCIe only
    QString pcie;
    std::optional<double> tdpW;
    std::optional<double> tdpEstimateW;
    QString tdpNote;
    QString ecc;
    QString software;
    std::optional<Ecosystem> ecosystem; // empty: the file does not say
    std::optional<CudaCompatibility> cudaCompatible;
    LocalizedText ecosystemNote;
    bool domestic = false;
    Availability availability = Availability::Shipping;
    bool inferenceOnly = false;
    QString exportControl;
    std::optional<double> tpp;
    Tier tier = Tier::Value;
    bool tierFromSeed = false;
    QString mfuClass;
    AcceleratorPrice price;
    Confidence confidence = Confidence::U;
    QString caveats;
    QList<SeedClaim> seedClaims;
    LocalizedText notes;
    QStringList sources;

    QString sourceFile; // where the entry was read, for messages
    int sourceLine = 0;

    double memoryBytes() const { return memoryGiB * GiB; }
    bool hasBandwidth() const { return bandwidthGBs.has_value(); }
    // 0 when unpublished: callers that divide by it check hasBandwidth() first (inferenceSpeed
    // gives no speed for 0). Prefer bandwidthGBs where "unknown" must be shown.
    double bandwidthBytesPerSecond() const { return bandwidthGBs.value_or(0.0) * 1e9; }
    std::optional<double> throughput(ThroughputKind kind) const { return tflops[int(kind)]; }
    // Dense tensor throughput used for compute at a given precision, with the documented
    // fallbacks (see computeThroughputNote). Empty when the vendor publishes nothing usable.
    std::optional<double> computeTflops(Precision precision) const;
    // Max of BF16 and FP16 (FP32 accumulate): the "16-bit tensor" figure of the tier rule.
    std::optional<double> sixteenBitTflops() const;
    // TDP, or the documented estimate when the vendor publishes none.
    std::optional<double> powerW() const { return tdpW ? tdpW : tdpEstimateW; }
    bool hasScaleUpLink() const { return interconnectGBs.has_value() && *interconnectGBs > 0; }
    // A scale-up link is named (MetaXLink, MLU-Link …) but its bandwidth is not published.
    // A kind that is empty or starts with "none" means PCIe only.
    bool linkBandwidthUnpublished() const;
};

// Which throughput figure compute at `precision` uses, and whether it is a fallback:
// INT4 and NF4 are weight-only formats computed in BF16 (W4A16); a part without FP8 runs
// FP8 work at its 16-bit rate; BF16 falls back to FP16 (V100, Ascend 910B) and vice versa.
struct ComputeRate
{
    std::optional<double> tflops;
    ThroughputKind kind = ThroughputKind::Bf16;
    bool fallback = false;
};
ComputeRate computeRate(const Accelerator &accelerator, Precision precision);

// The tier rule, in order (docs/DATA.md):
//  1. edge if inference-only, or < 24 GiB, or TDP <= 75 W;
//  2. flagship if >= 40 GiB, scale-up link >= 300 GB/s, 16-bit dense >= 250 TFLOPS, not halted;
//  3. value otherwise.
struct TierRule
{
    double edgeMaxMemoryGiB = 24.0; // strictly below is edge
    double edgeMaxTdpW = 75.0;
    double flagshipMinMemoryGiB = 40.0;
    double flagshipMinLinkGBs = 300.0;
    double flagshipMinTflops = 250.0;
};
Tier tierFor(const Accelerator &accelerator, const TierRule &rule = {});
// True when the rule gives value only because a figure the flagship test needs (16-bit dense
// throughput or the scale-up link's bandwidth) is unpublished while every published figure
// passes: the part may be flagship, and the chart and `catalog show` say so.
bool tierIsProvisional(const Accelerator &accelerator, const TierRule &rule = {});
// Why the rule gives that tier, for tooltips and `catalog show`.
TrText tierReason(const Accelerator &accelerator, const TierRule &rule = {});

} // namespace Atlas
