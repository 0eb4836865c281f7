#pragma once

#include "catalog/accelerator.h"
#include "catalog/precision.h"
#include "text/localizedtext.h"
#include "text/trtext.h"

#include <QCoreApplication>
#include <QString>

namespace Atlas {

struct RateCard;
struct TierPoint;

// The hover text of one accelerator (rich text): specs, the rate at the chart's precision and
// whether it is a fallback, price with its basis, the tier and why, the confidence grade and
// the sources. Everything comes from the catalog entry and the cost model; nothing is computed
// here that the core does not already say.
class TierToolTip
{
    Q_DECLARE_TR_FUNCTIONS(Atlas::TierToolTip)

public:
    // `card`: the accelerator's prices as the document has them (nullptr: none).
    static QString html(const Accelerator &accelerator,
                        Precision precision,
                        const RateCard *card,
                        Language language,
                        bool bothLanguages);

    static TrText tierNameText(Tier tier); // for plots in any language
    static QString tierName(Tier tier) { return tierNameText(tier).toString(); }
    static QString throughputLabel(ThroughputKind kind);  // "BF16", "FP16 (FP16 accumulate)"
    static QString confidenceText(Confidence confidence); // "B (two secondary sources)"
    static QString ecosystemName(Ecosystem ecosystem);    // "CANN", "ROCm", "Other"
    static QString cudaCompatibilityText(CudaCompatibility compatibility);

    static constexpr int MaxSources = 4; // the rest are counted, not listed

private:
    // The table's cells and rows, each escaped for rich text where it says "Html".
    static QString computeHtml(const Accelerator &a, Precision precision, Language language);
    static QString interconnectText(const Accelerator &a, Language language);
    static QString powerText(const Accelerator &a, Language language);
    static QString priceRows(const RateCard *card, Language language); // purchase, rental
    static QString softwareHtml(const Accelerator &a, Language language);
    static QString sourcesHtml(const Accelerator &a); // after the table
};

} // namespace Atlas
