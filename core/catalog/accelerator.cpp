#include "catalog/accelerator.h"

#include "text/enumkeys.h"

#include <algorithm>

namespace Atlas {

namespace {

constexpr EnumKeys<Tier, 3> tierNames{{u"flagship", u"value", u"edge"}};
constexpr EnumKeys<FormFactor, 6> formFactorNames{
    {u"sxm", u"oam", u"pcie", u"pcie-workstation", u"consumer", u"cloud-chip"}};
constexpr EnumKeys<Availability, 5> availabilityNames{
    {u"shipping", u"china-variant", u"cloud-only", u"halted", u"discontinued"}};
constexpr EnumKeys<Confidence, 4> confidenceNames{{u"A", u"B", u"C", u"U"}};
constexpr EnumKeys<ThroughputKind, ThroughputKindCount> throughputNames{
    {u"fp32", u"tf32", u"bf16", u"fp16", u"fp16_fp16acc", u"fp8", u"int8", u"fp4"}};
constexpr EnumKeys<Ecosystem, 14> ecosystemNames{{u"cuda",
                                                  u"rocm",
                                                  u"cann",
                                                  u"neuware",
                                                  u"xpu",
                                                  u"musa",
                                                  u"maca",
                                                  u"corex",
                                                  u"tops",
                                                  u"dtk",
                                                  u"xla",
                                                  u"neuron",
                                                  u"synapse",
                                                  u"other"}};
constexpr EnumKeys<CudaCompatibility, 3> cudaCompatibilityNames{{u"full", u"partial", u"none"}};

} // namespace

QString tierKey(Tier tier)
{
    return tierNames.key(tier);
}
QStringList tierKeys()
{
    return tierNames.keys();
}
QString formFactorKey(FormFactor formFactor)
{
    return formFactorNames.key(formFactor);
}
QStringList formFactorKeys()
{
    return formFactorNames.keys();
}
QString availabilityKey(Availability availability)
{
    return availabilityNames.key(availability);
}
QStringList availabilityKeys()
{
    return availabilityNames.keys();
}
QString confidenceKey(Confidence confidence)
{
    return confidenceNames.key(confidence);
}
QStringList confidenceKeys()
{
    return confidenceNames.keys();
}
QString throughputKey(ThroughputKind kind)
{
    return throughputNames.key(kind);
}
QStringList throughputKeys()
{
    return throughputNames.keys();
}
QString ecosystemKey(Ecosystem ecosystem)
{
    return ecosystemNames.key(ecosystem);
}
QStringList ecosystemKeys()
{
    return ecosystemNames.keys();
}
QString cudaCompatibilityKey(CudaCompatibility compatibility)
{
    return cudaCompatibilityNames.key(compatibility);
}
QStringList cudaCompatibilityKeys()
{
    return cudaCompatibilityNames.keys();
}

bool Accelerator::linkBandwidthUnpublished() const
{
    const QString kind = interconnectKind.trimmed();
    return !interconnectGBs && !kind.isEmpty()
           && !kind.startsWith(QStringLiteral("none"), Qt::CaseInsensitive);
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

namespace {

// The flagship test, one figure at a time. A figure that is not published can be neither
// passed nor failed: it stays open.
enum class Check { Pass, Fail, Open };

struct FlagshipChecks
{
    Check memory, link, tensor, available;
};

FlagshipChecks flagshipChecks(const Accelerator &a, const TierRule &rule)
{
    FlagshipChecks c{};
    c.memory = a.memoryGiB >= rule.flagshipMinMemoryGiB ? Check::Pass : Check::Fail;
    if (a.interconnectGBs)
        c.link = *a.interconnectGBs >= rule.flagshipMinLinkGBs ? Check::Pass : Check::Fail;
    else
        c.link = a.linkBandwidthUnpublished() ? Check::Open : Check::Fail;
    const auto tensor = a.sixteenBitTflops();
    c.tensor = !tensor ? Check::Open
                       : (*tensor >= rule.flagshipMinTflops ? Check::Pass : Check::Fail);
    c.available = a.availability != Availability::Halted ? Check::Pass : Check::Fail;
    return c;
}

bool isEdge(const Accelerator &a, const TierRule &rule)
{
    return a.inferenceOnly || a.memoryGiB < rule.edgeMaxMemoryGiB
           || (a.tdpW && *a.tdpW <= rule.edgeMaxTdpW);
}

} // namespace

Tier tierFor(const Accelerator &a, const TierRule &rule)
{
    if (isEdge(a, rule))
        return Tier::Edge;
    const FlagshipChecks c = flagshipChecks(a, rule);
    // Unknown is not enough: a part is flagship only on published figures.
    for (Check check : {c.memory, c.link, c.tensor, c.available}) {
        if (check != Check::Pass)
            return Tier::Value;
    }
    return Tier::Flagship;
}

bool tierIsProvisional(const Accelerator &a, const TierRule &rule)
{
    if (isEdge(a, rule))
        return false;
    const FlagshipChecks c = flagshipChecks(a, rule);
    bool open = false;
    for (Check check : {c.memory, c.link, c.tensor, c.available}) {
        if (check == Check::Fail)
            return false;
        open = open || check == Check::Open;
    }
    return open;
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
    const FlagshipChecks c = flagshipChecks(a, rule);
    QList<TrText> missing;
    if (c.memory == Check::Fail)
        missing << ATLAS_TR("Atlas::Tier", "memory below %1 GiB").arg(rule.flagshipMinMemoryGiB);
    if (c.link == Check::Fail)
        missing << ATLAS_TR("Atlas::Tier", "no scale-up link of %1 GB/s")
                       .arg(rule.flagshipMinLinkGBs);
    else if (c.link == Check::Open)
        missing << ATLAS_TR("Atlas::Tier", "scale-up link bandwidth unpublished");
    if (c.tensor == Check::Fail)
        missing << ATLAS_TR("Atlas::Tier", "dense 16-bit throughput below %1 TFLOPS")
                       .arg(rule.flagshipMinTflops);
    else if (c.tensor == Check::Open)
        missing << ATLAS_TR("Atlas::Tier", "dense 16-bit throughput unpublished");
    if (c.available == Check::Fail)
        missing << ATLAS_TR("Atlas::Tier", "production halted");
    const TrText reasons = TrText::join(missing, ATLAS_TR("Atlas::Tier", "; "));
    if (tierIsProvisional(a, rule))
        return ATLAS_TR("Atlas::Tier",
                        "value, provisionally: %1; every published figure meets the flagship "
                        "test, so it may be flagship")
            .arg(reasons);
    return ATLAS_TR("Atlas::Tier", "value: %1").arg(reasons);
}

} // namespace Atlas
