#include "scores/radarscores.h"

#include "catalog/catalog.h"
#include "cost/rates.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

static constexpr RadarAxis allAxes[] = {RadarAxis::Compute,
                                        RadarAxis::Memory,
                                        RadarAxis::Interconnect,
                                        RadarAxis::ModelCapacity,
                                        RadarAxis::TflopsPerYuan};

std::optional<double> purchasePriceCny(const Accelerator &a, const PricingCatalog &pricing)
{
    const RateCard card = rateCard(a, pricing);
    if (!card.purchasePerGpu())
        return std::nullopt;
    return card.purchasePerGpu()->value;
}

RadarScorer::RadarScorer(const Catalog &catalog, const EngineOptions &options)
    : m_pricing(&catalog.pricing())
    , m_options(options)
{
    for (const Accelerator &a : catalog.accelerators()) {
        for (RadarAxis axis : allAxes) {
            const std::optional<double> v = rawValue(axis, a, catalog.pricing(), options);
            // A log scale has no place for zero; linear scales start at zero anyway.
            if (!v || (isLogScaled(axis) && *v <= 0))
                continue;
            Range &r = m_ranges[int(axis)];
            r.min = r.valid ? std::min(r.min, *v) : *v;
            r.max = r.valid ? std::max(r.max, *v) : *v;
            r.valid = true;
        }
    }
    for (const Accelerator &a : catalog.accelerators())
        m_scores.insert(a.id, compute(a));
}

RadarScores RadarScorer::scores(const Accelerator &a) const
{
    const auto it = m_scores.constFind(a.id);
    return it != m_scores.cend() ? *it : compute(a);
}

RadarScores RadarScorer::compute(const Accelerator &a) const
{
    RadarScores s;
    s.id = a.id;
    if (!m_pricing)
        return s;
    s.purchaseCny = purchasePriceCny(a, *m_pricing);
    for (RadarAxis axis : allAxes) {
        RadarValue &value = s.values[int(axis)];
        value.raw = rawValue(axis, a, *m_pricing, m_options);
        if (value.raw)
            value.score = score(axis, *value.raw);
    }
    return s;
}

std::optional<double> RadarScorer::score(RadarAxis axis, double raw) const
{
    const Range &r = m_ranges[int(axis)];
    if (!r.valid || r.max <= 0)
        return std::nullopt;
    double s = 0;
    if (isLogScaled(axis)) {
        if (raw <= 0)
            return 0.0;
        s = r.max > r.min ? std::log(raw / r.min) / std::log(r.max / r.min) : 1.0;
    } else {
        s = raw / r.max;
    }
    return std::clamp(s, 0.0, 1.0);
}

std::optional<double> RadarScorer::rawValue(RadarAxis axis,
                                            const Accelerator &a,
                                            const PricingCatalog &pricing,
                                            const EngineOptions &options)
{
    switch (axis) {
    case RadarAxis::Compute:
        return computeRate(a, Precision::Bf16).tflops;
    case RadarAxis::Memory:
        if (a.memoryGiB <= 0)
            return std::nullopt;
        return a.memoryGiB;
    case RadarAxis::Interconnect:
        // PCIe only scores 0; a named link whose bandwidth is unpublished is not scored.
        if (a.hasScaleUpLink())
            return *a.interconnectGBs;
        if (a.linkBandwidthUnpublished())
            return std::nullopt;
        return 0.0;
    case RadarAxis::ModelCapacity:
        if (a.memoryGiB <= 0)
            return std::nullopt;
        return modelCapacityParams(a.memoryGiB, options);
    case RadarAxis::TflopsPerYuan: {
        const std::optional<double> tflops = computeRate(a, Precision::Bf16).tflops;
        const std::optional<double> price = purchasePriceCny(a, pricing);
        if (!tflops || !price || *price <= 0)
            return std::nullopt;
        return *tflops / *price;
    }
    }
    return std::nullopt;
}

bool RadarScorer::isLogScaled(RadarAxis axis)
{
    return axis == RadarAxis::Compute || axis == RadarAxis::Memory
           || axis == RadarAxis::ModelCapacity;
}

double RadarScorer::modelCapacityParams(double memoryGiB, const EngineOptions &options)
{
    // The memory model's overhead (memorymodel.cpp): the context plus the allocator margin on
    // everything else, here the weights alone.
    const double weightBytes = std::max(0.0, memoryGiB * GiB - options.contextBytes)
                               / (1.0 + options.allocatorMargin);
    return weightBytes / bytesPerElement(Precision::Bf16);
}

TrText RadarScorer::axisName(RadarAxis axis)
{
    switch (axis) {
    case RadarAxis::Compute:
        return ATLAS_TR("Atlas::RadarScores", "Compute");
    case RadarAxis::Memory:
        return ATLAS_TR("Atlas::RadarScores", "Memory");
    case RadarAxis::Interconnect:
        return ATLAS_TR("Atlas::RadarScores", "Interconnect");
    case RadarAxis::ModelCapacity:
        return ATLAS_TR("Atlas::RadarScores", "Model capacity");
    case RadarAxis::TflopsPerYuan:
        return ATLAS_TR("Atlas::RadarScores", "TFLOPS per yuan");
    }
    return {};
}

TrText RadarScorer::formula(RadarAxis axis)
{
    switch (axis) {
    case RadarAxis::Compute:
        return ATLAS_TR("Atlas::RadarScores",
                        "Compute: dense BF16 TFLOPS (FP16 if no BF16), log scale over the catalog");
    case RadarAxis::Memory:
        return ATLAS_TR("Atlas::RadarScores", "Memory: GiB per card, log scale over the catalog");
    case RadarAxis::Interconnect:
        return ATLAS_TR("Atlas::RadarScores",
                        "Interconnect: scale-up link GB/s / catalog maximum (PCIe only = 0; "
                        "link bandwidth unpublished: not scored)");
    case RadarAxis::ModelCapacity:
        return ATLAS_TR("Atlas::RadarScores",
                        "Model capacity: BF16 parameters on one card after the engine's overhead, "
                        "(GiB − 1 GiB context) / 1.05 allocator margin / 2 bytes, log scale over "
                        "the catalog");
    case RadarAxis::TflopsPerYuan:
        return ATLAS_TR("Atlas::RadarScores",
                        "TFLOPS per yuan: dense BF16 TFLOPS per yuan of purchase price / catalog "
                        "maximum (no price: not scored)");
    }
    return {};
}

TrText RadarScorer::scalingNote()
{
    return ATLAS_TR("Atlas::RadarScores",
                    "Log scale: ln(v / min) / ln(max / min); linear: v / max; min and max over "
                    "every catalog accelerator that has the value.");
}

} // namespace Atlas
