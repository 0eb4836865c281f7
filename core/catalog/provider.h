#pragma once

#include "catalog/accelerator.h"
#include "catalog/userquote.h"
#include "text/localizedtext.h"
#include "text/trtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

// A GPU cloud or rental platform (providers.yaml): its GPU regions and instance types with their
// list prices in the currency the provider quotes.
enum class ProviderKind { Cloud, Rental, Marketplace };
// The smallest unit an on-demand instance is billed in; used time is rounded up to it.
enum class BillingUnit { Second, Minute, Hour, Day, Month };
enum class PricePeriod { Hour, Month };

QString providerKindKey(ProviderKind kind);
QStringList providerKindKeys();
QString billingUnitKey(BillingUnit unit);
QStringList billingUnitKeys();
double billingUnitSeconds(BillingUnit unit); // a month is 730 hours, as in pricing.yaml
QString pricePeriodKey(PricePeriod period);
QStringList pricePeriodKeys();
// The unit and the period as a sentence names them ("billed per second", "USD per hour").
TrText billingUnitText(BillingUnit unit);
TrText pricePeriodText(PricePeriod period);

// One list price of a whole instance, as the provider quotes it.
struct Price
{
    double amount = 0;
    QString currency; // ISO 4217: CNY, USD
    PricePeriod per = PricePeriod::Hour;
    QString date;     // "2026-01"; empty when the snapshot's day is not visible …
    QString dateNote; // … and then this says why
    QString source;   // the citation (the file's source key resolved)
    Confidence confidence = Confidence::U;
    QString regionId; // the provider region the price was read for, if stated
    QString note;     // how the amount was derived (e.g. 8 × a per-GPU rate)
    PriceOrigin origin = PriceOrigin::Catalog; // Quote: the user's (Catalog::withQuotes)
};

struct ProviderRegion
{
    QString id;
    LocalizedText name;
    QString country; // ISO 3166 alpha-2; "CN" is mainland China (Hong Kong is "HK")
    std::optional<double> lat;
    std::optional<double> lon;
    QString coordBasis;
    bool gpuVerified = false; // a source shows GPU capacity in this region
    QString gpuNote;
    QString source;
    // Mainland regions: the 东数西算 hub or cluster whose grid factor and tariff stand in for the
    // region's, either stated in the file (gridLinkStated) or the nearest cluster.
    QString gridLinkId;
    bool gridLinkStated = false;
    LocalizedText gridLinkBasis;
    double gridLinkKm = 0;

    bool isMainland() const { return country == u"CN"; }
};

struct Instance
{
    QString id;
    QString name;                // the provider's spelling, when it differs from the id
    QString acceleratorId;       // empty when the card is not in the catalog …
    QString acceleratorName;     // … then its name
    QString proposedAccelerator; // an id proposed for the catalog, if any
    std::optional<int> gpus;
    std::optional<int> vcpu;
    std::optional<double> ramGiB;
    QString interconnect;
    BillingUnit billing = BillingUnit::Hour;
    QStringList regionIds;      // empty: the provider's regions in general
    std::optional<Price> price; // on-demand
    std::optional<Price> spotPrice;
    std::optional<Price> monthlyPrice;
    QString priceNote; // why there is no price
    LocalizedText notes;

    QString sourceFile;
    int sourceLine = 0;

    QString displayName() const { return name.isEmpty() ? id : name; }
};

struct Provider
{
    QString id;
    LocalizedText name;
    ProviderKind kind = ProviderKind::Cloud;
    bool domestic = false; // a mainland-China company selling mainland capacity
    QStringList billingModes;
    BillingUnit billing = BillingUnit::Hour;
    bool billingSourced = false; // the billing unit is stated by a source, not assumed
    std::optional<int> minBilledSeconds;
    QString seedMention;
    LocalizedText notes;
    LocalizedText chinaNotes; // what a buyer in China must know
    QList<ProviderRegion> regions;
    QList<Instance> instances;
    QStringList sources; // citations

    QString sourceFile;
    int sourceLine = 0;

    const ProviderRegion *region(QStringView id) const;
    const Instance *instance(QStringView id) const;
};

} // namespace Atlas
