#pragma once

#include "text/trtext.h"

#include <QString>

#include <array>
#include <optional>

namespace Atlas {

class Catalog;
struct Accelerator;
struct PricingCatalog;

// The five dimensions of seed 000's radar (算力指标, 显存容量, 互联技术, 模型承载能力,
// TCO总拥有成本), each scored 0..1 against the range of the whole catalog (not the filtered
// chart, so a score does not change when the filter does). The raw values:
//
//   compute        dense BF16 TFLOPS, FP16 when BF16 is unpublished (computeRate at BF16)
//   memory         memory per card, GiB
//   interconnect   scale-up link, total bidirectional GB/s per device; 0 when PCIe only,
//                  no value when a link is named but its bandwidth is unpublished
//   model capacity parameters whose BF16 weights fit one card after a 1 GiB reserve:
//                  (memoryGiB - 1) * 2^30 / 2
//   TCO            dense BF16 TFLOPS per CNY of purchase price (rateCard); higher is better
//
// and the scores:
//
//   log-scaled (compute, memory, model capacity):  ln(v / min) / ln(max / min)
//   linear (interconnect, TCO):                    v / max
//
// where min and max run over the catalog's accelerators that have the value. A missing raw
// value (no published rate, no purchase price) gives no score: the radar draws a gap and says
// why, rather than inventing a number.
enum class RadarAxis { Compute, Memory, Interconnect, ModelCapacity, Tco };
inline constexpr int RadarAxisCount = 5;

struct RadarValue
{
    std::optional<double> raw;
    std::optional<double> score; // 0..1
};

struct RadarScores
{
    QString id;
    std::array<RadarValue, RadarAxisCount> values;

    const RadarValue &operator[](RadarAxis axis) const { return values[int(axis)]; }
};

class RadarScorer
{
public:
    RadarScorer() = default;
    explicit RadarScorer(const Catalog &catalog); // the catalog must outlive the scorer

    RadarScores scores(const Accelerator &accelerator) const;

    struct Range
    {
        double min = 0;
        double max = 0;
        bool valid = false;
    };
    Range range(RadarAxis axis) const { return m_ranges[int(axis)]; }

    static std::optional<double> rawValue(RadarAxis axis,
                                          const Accelerator &accelerator,
                                          const PricingCatalog &pricing);
    static bool isLogScaled(RadarAxis axis);
    // Parameters whose BF16 weights fit `memoryGiB` after the 1 GiB reserve.
    static double modelCapacityParams(double memoryGiB);
    static constexpr double ReserveGiB = 1.0;

    static TrText axisName(RadarAxis axis);
    static TrText formula(RadarAxis axis); // the raw value and the scaling, one line
    static TrText scalingNote();           // the two scalings, spelled out

private:
    std::optional<double> score(RadarAxis axis, double raw) const;

    const PricingCatalog *m_pricing = nullptr;
    std::array<Range, RadarAxisCount> m_ranges{};
};

} // namespace Atlas
