#pragma once

#include "catalog/accelerator.h"
#include "catalog/market.h"
#include "catalog/precision.h"
#include "text/localizedtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

class Catalog;
class RadarScorer;

// Which accelerators the tier chart shows. Empty lists mean "all".
struct TierChartFilter
{
    QStringList vendors; // Accelerator::vendor, compared case-insensitively
    QList<Tier> tiers;
    bool domesticOnly = false;
    std::optional<Ecosystem> ecosystem; // only parts programmed through this stack
    // The budget per card in CNY. Cards whose purchase price is unknown are kept (and flagged
    // with TierPoint::priceKnown): hiding them would suggest they cost more than the budget.
    std::optional<double> maxPurchaseCny;
    // Only cards that can be bought or rented in this market (the scenario's), issue 26.
    std::optional<Market> market;

    friend bool operator==(const TierChartFilter &, const TierChartFilter &) = default;
};

// What the bubble area stands for.
enum class TierSizeMetric { Bandwidth, Price };

// One accelerator as the chart plots it.
struct TierPoint
{
    QString id;
    double x = 0;                    // memory per card, GiB
    double y = 0;                    // dense TFLOPS at the chart's precision (computeRate)
    std::optional<double> sizeValue; // GB/s or CNY; empty when the price is unknown
    Tier tier = Tier::Value;
    bool domestic = false;
    QString vendor;
    QString label;
    bool priceKnown = false;
    std::optional<double> purchaseCny;
    bool fallbackRate = false; // y is another format's figure (see computeRate)
    ThroughputKind rateKind = ThroughputKind::Bf16;
};

struct TierChartData
{
    Precision precision = Precision::Bf16;
    TierSizeMetric sizeMetric = TierSizeMetric::Bandwidth;
    QList<TierPoint> points;
    // Ids that pass the filter but publish no throughput usable at the precision: the chart
    // names them in a footnote instead of silently leaving them out.
    QStringList notPlotted;
    // The largest size value over the whole catalog (not just the filtered points), so bubble
    // sizes stay comparable when the filter changes. 0 when no accelerator has one.
    double sizeScaleMax = 0;

    const TierPoint *point(QStringView id) const;
};

// "华为昇腾 910B / Huawei Ascend 910B" when both languages are asked for and the names differ
// beyond the vendor's; "英伟达 H100" and "NVIDIA H100" are one name (PlotContext::name).
QString tierChartLabel(const Accelerator &accelerator, Language language, bool bothLanguages);

// `availability`: the card in the filter's market (needed when the filter names one).
bool passesFilter(const Accelerator &accelerator,
                  std::optional<double> purchaseCny,
                  const TierChartFilter &filter,
                  const MarketAvailability *availability = nullptr);

// The points and footnote of the tier chart, in catalog order. Purchase prices come from the
// scorer (the document's, computed once per catalog).
TierChartData buildTierChartData(const Catalog &catalog,
                                 const RadarScorer &scorer,
                                 Precision precision,
                                 const TierChartFilter &filter,
                                 TierSizeMetric sizeMetric,
                                 Language language = Language::English,
                                 bool bothLanguages = false);

} // namespace Atlas
