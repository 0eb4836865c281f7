#include "views/tierchart/tierchartdata.h"

#include "catalog/catalog.h"
#include "common/plotcontext.h"
#include "scores/radarscores.h"

#include <algorithm>

namespace Atlas {

const TierPoint *TierChartData::point(QStringView id) const
{
    for (const TierPoint &p : points) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

QString tierChartLabel(const Accelerator &a, Language language, bool bothLanguages)
{
    // Chinese first, as the seed and the workshop slides write it; once when the names differ
    // only in the vendor's.
    PlotContext context{language};
    context.bothLanguages = bothLanguages;
    return context.name(a.name, a.vendorName);
}

bool passesFilter(const Accelerator &a,
                  std::optional<double> purchaseCny,
                  const TierChartFilter &filter,
                  const MarketAvailability *availability)
{
    if (filter.market && availability && !availability->obtainable())
        return false;
    if (!filter.vendors.isEmpty() && !filter.vendors.contains(a.vendor, Qt::CaseInsensitive))
        return false;
    if (!filter.tiers.isEmpty() && !filter.tiers.contains(a.tier))
        return false;
    if (filter.domesticOnly && !a.domestic)
        return false;
    // A part whose stack the catalog does not state is not shown as matching any stack.
    if (filter.ecosystem && a.ecosystem != filter.ecosystem)
        return false;
    if (filter.maxPurchaseCny && purchaseCny && *purchaseCny > *filter.maxPurchaseCny)
        return false;
    return true;
}

static std::optional<double> sizeValueOf(const Accelerator &a,
                                         std::optional<double> purchaseCny,
                                         TierSizeMetric metric)
{
    if (metric == TierSizeMetric::Bandwidth)
        return a.bandwidthGBs; // empty when unpublished: drawn as "unknown", never as 0
    return purchaseCny;
}

TierChartData buildTierChartData(const Catalog &catalog,
                                 const RadarScorer &scorer,
                                 Precision precision,
                                 const TierChartFilter &filter,
                                 TierSizeMetric sizeMetric,
                                 Language language,
                                 bool bothLanguages)
{
    TierChartData data;
    data.precision = precision;
    data.sizeMetric = sizeMetric;
    for (const Accelerator &a : catalog.accelerators()) {
        const std::optional<double> price = scorer.scores(a).purchaseCny;
        const std::optional<double> size = sizeValueOf(a, price, sizeMetric);
        if (size)
            data.sizeScaleMax = std::max(data.sizeScaleMax, *size);
        const MarketAvailability *here = filter.market ? &catalog.availability(a.id, *filter.market)
                                                       : nullptr;
        if (!passesFilter(a, price, filter, here))
            continue;
        const ComputeRate rate = computeRate(a, precision);
        // A log axis cannot place zero or a missing figure.
        if (!rate.tflops || *rate.tflops <= 0 || a.memoryGiB <= 0) {
            data.notPlotted.append(a.id);
            continue;
        }
        TierPoint p;
        p.id = a.id;
        p.x = a.memoryGiB;
        p.y = *rate.tflops;
        p.sizeValue = size;
        p.tier = a.tier;
        p.domestic = a.domestic;
        p.vendor = a.vendor;
        p.label = tierChartLabel(a, language, bothLanguages);
        p.priceKnown = price.has_value();
        p.purchaseCny = price;
        p.fallbackRate = rate.fallback;
        p.rateKind = rate.kind;
        data.points.append(p);
    }
    return data;
}

} // namespace Atlas
