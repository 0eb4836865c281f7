#include "catalog/accelerator.h"

#include <algorithm>

namespace Atlas {

namespace {

template<typename E, size_t N>
QString keyOf(E value, const std::array<const char16_t *, N> &keys)
{
    return QString::fromUtf16(keys[size_t(value)]);
}

template<size_t N>
QStringList keyList(const std::array<const char16_t *, N> &keys)
{
    QStringList list;
    for (const char16_t *k : keys)
        list.append(QString::fromUtf16(k));
    return list;
}

constexpr std::array<const char16_t *, 3> tierNames = {u"flagship", u"value", u"edge"};
constexpr std::array<const char16_t *, 6> formFactorNames
    = {u"sxm", u"oam", u"pcie", u"pcie-workstation", u"consumer", u"cloud-chip"};
constexpr std::array<const char16_t *, 5> availabilityNames = {u"shipping",
                                                               u"china-variant",
                                                               u"cloud-only",
                                                               u"halted",
                                                               u"discontinued"};
constexpr std::array<const char16_t *, 4> confidenceNames = {u"A", u"B", u"C", u"U"};
constexpr std::array<const char16_t *, ThroughputKindCount> throughputNames
    = {u"fp32", u"tf32", u"bf16", u"fp16", u"fp16_fp16acc", u"fp8", u"int8", u"fp4"};

} // namespace

QString tierKey(Tier tier)
{
    return keyOf(tier, tierNames);
}
QStringList tierKeys()
{
    return keyList(tierNames);
}
QString formFactorKey(FormFactor formFactor)
{
    return keyOf(formFactor, formFactorNames);
}
QStringList formFactorKeys()
{
    return keyList(formFactorNames);
}
QString availabilityKey(Availability availability)
{
    return keyOf(availability, availabilityNames);
}
QStringList availabilityKeys()
{
    return keyList(availabilityNames);
}
QString confidenceKey(Confidence confidence)
{
    return keyOf(confidence, confidenceNames);
}
QStringList confidenceKeys()
{
    return keyList(confidenceNames);
}
QString throughputKey(ThroughputKind kind)
{
    return keyOf(kind, throughputNames);
}
QStringList throughputKeys()
{
    return keyList(throughputNames);
}

std::optional<double> Accelerator::sixteenBitTflops() const
{
    const auto bf16 = throughput(ThroughputKind::Bf16);
    const auto fp16 = throughput(ThroughputKind::Fp16);
    if (bf16 && fp16)
        return std::max(*bf16, *fp16);
    return bf16 ? bf16 : fp16;
}

ComputeRate computeRate(const Accelerator &a, Precision precision)
{
    auto pick = [&a](std::initializer_list<ThroughputKind> order) {
        ComputeRate rate;
        bool first = true;
        for (ThroughputKind kind : order) {
            if (const auto t = a.throughput(kind)) {
                rate.tflops = t;
                rate.kind = kind;
                rate.fallback = !first;
                return rate;
            }
            first = false;
        }
        rate.kind = *order.begin();
        return rate;
    };
    switch (precision) {
    case Precision::Fp32:
        return pick({ThroughputKind::Fp32});
    case Precision::Tf32:
        return pick({ThroughputKind::Tf32, ThroughputKind::Fp32});
    case Precision::Bf16:
        return pick({ThroughputKind::Bf16, ThroughputKind::Fp16});
    case Precision::Fp16:
        return pick({ThroughputKind::Fp16, ThroughputKind::Bf16});
    case Precision::Fp8:
        return pick({ThroughputKind::Fp8, ThroughputKind::Bf16, ThroughputKind::Fp16});
    case Precision::Int8:
        return pick({ThroughputKind::Int8, ThroughputKind::Bf16, ThroughputKind::Fp16});
    case Precision::Int4:
    case Precision::Nf4: {
        // Weight-only 4-bit formats dequantise to 16-bit for the matrix multiply.
        ComputeRate rate = pick({ThroughputKind::Bf16, ThroughputKind::Fp16});
        return rate;
    }
    }
    return {};
}

std::optional<double> Accelerator::computeTflops(Precision precision) const
{
    return computeRate(*this, precision).tflops;
}

Tier tierFor(const Accelerator &a, const TierRule &rule)
{
    if (a.inferenceOnly || a.memoryGiB < rule.edgeMaxMemoryGiB
        || (a.tdpW && *a.tdpW <= rule.edgeMaxTdpW))
        return Tier::Edge;
    const auto tensor = a.sixteenBitTflops();
    if (a.memoryGiB >= rule.flagshipMinMemoryGiB && a.interconnectGBs
        && *a.interconnectGBs >= rule.flagshipMinLinkGBs && tensor
        && *tensor >= rule.flagshipMinTflops && a.availability != Availability::Halted)
        return Tier::Flagship;
    return Tier::Value;
}

TrText tierReason(const Accelerator &a, const TierRule &rule)
{
    if (a.inferenceOnly)
        return ATLAS_TR("Atlas::Tier", "edge: designed for inference only");
    if (a.memoryGiB < rule.edgeMaxMemoryGiB)
        return ATLAS_TR("Atlas::Tier", "edge: less than %1 GiB of memory").arg(rule.edgeMaxMemoryGiB);
    if (a.tdpW && *a.tdpW <= rule.edgeMaxTdpW)
        return ATLAS_TR("Atlas::Tier", "edge: TDP of %1 W or less").arg(rule.edgeMaxTdpW);
    if (tierFor(a, rule) == Tier::Flagship)
        return ATLAS_TR("Atlas::Tier",
                        "flagship: at least %1 GiB, a scale-up link of at least %2 GB/s and "
                        "at least %3 dense 16-bit TFLOPS")
            .arg(rule.flagshipMinMemoryGiB)
            .arg(rule.flagshipMinLinkGBs)
            .arg(rule.flagshipMinTflops);
    QList<TrText> missing;
    if (a.memoryGiB < rule.flagshipMinMemoryGiB)
        missing << ATLAS_TR("Atlas::Tier", "memory below %1 GiB").arg(rule.flagshipMinMemoryGiB);
    if (!a.interconnectGBs || *a.interconnectGBs < rule.flagshipMinLinkGBs)
        missing << ATLAS_TR("Atlas::Tier", "no scale-up link of %1 GB/s")
                       .arg(rule.flagshipMinLinkGBs);
    const auto tensor = a.sixteenBitTflops();
    if (!tensor || *tensor < rule.flagshipMinTflops)
        missing << ATLAS_TR("Atlas::Tier", "dense 16-bit throughput below %1 TFLOPS or unpublished")
                       .arg(rule.flagshipMinTflops);
    if (a.availability == Availability::Halted)
        missing << ATLAS_TR("Atlas::Tier", "production halted");
    return ATLAS_TR("Atlas::Tier", "value: %1")
        .arg(TrText::join(missing, ATLAS_TR("Atlas::Tier", "; ")));
}

} // namespace Atlas
