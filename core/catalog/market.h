#pragma once

#include "catalog/accelerator.h"
#include "catalog/serviceform.h"
#include "text/localizedtext.h"
#include "text/trtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

struct Provider;
struct ProviderRegion;

// Where the buyer buys (availability.yaml, docs/DATA.md): export controls, China-only parts and
// clouds without a region there make the answers differ. Every scenario has one.
enum class Market { CnMainland, Global };
inline constexpr int MarketCount = int(Market::Global) + 1;

QString marketKey(Market market); // "cn-mainland", "global"
QStringList marketKeys();
std::optional<Market> marketFromKey(QStringView key);
TrText marketName(Market market); // "mainland China" / "中国大陆", "global" / "全球"

// What a buyer in a market can get of an accelerator.
enum class AvailabilityStatus {
    Available,       // bought and rented new
    StockOnly,       // existing fleets of domestic clouds and second-hand cards; no new purchase
    LicenceRequired, // a US export licence is needed: not offered by default
    NotOffered,      // no channel in this market
};

QString availabilityStatusKey(AvailabilityStatus status); // "stock_only", …
QStringList availabilityStatusKeys();
TrText availabilityStatusName(AvailabilityStatus status); // the badge: "licence required"

// A public rule or decision the availability entries cite (a BIS rule, a notice, guidance).
struct AvailabilityRule
{
    QString id;
    LocalizedText title;
    QString date; // YYYY-MM-DD or YYYY-MM
    QString url;
    LocalizedText summary;

    QString sourceFile;
    int sourceLine = 0;
};

// The state of one accelerator in one market, with what it rests on.
struct MarketAvailability
{
    QString acceleratorId;
    Market market = Market::CnMainland;
    AvailabilityStatus status = AvailabilityStatus::Available;
    QString since;
    QStringList ruleIds;
    bool settled = true;
    Confidence confidence = Confidence::U;
    LocalizedText note;
    QStringList sources;
    // False for the mainland default of a card no file has an entry for (Catalog::availability).
    bool catalogued = true;

    QString sourceFile;
    int sourceLine = 0;

    bool isAvailable() const { return status == AvailabilityStatus::Available; }
    // Bought or at least rented in this market (the matrix's and the tier chart's filter).
    bool obtainable() const
    {
        return status == AvailabilityStatus::Available || status == AvailabilityStatus::StockOnly;
    }
    // The badge and the note say something worth a reader's attention.
    bool isMarked() const { return !isAvailable() || !settled; }
};

// Where a provider region is, for the law that applies to the data in it (PIPL's 数据出境):
// the mainland, Hong Kong, or anywhere else.
enum class Jurisdiction { Mainland, HongKong, Overseas };

QString jurisdictionKey(Jurisdiction jurisdiction); // "mainland", "hong_kong", "overseas"
TrText jurisdictionName(Jurisdiction jurisdiction);
// From the region's country: CN the mainland, HK Hong Kong, anything else (Macau and Taiwan
// included) overseas. A provider without a region (a marketplace) is placed by its `domestic`
// flag: a mainland company selling mainland capacity, or not.
Jurisdiction jurisdictionOf(const Provider &provider, const ProviderRegion *region);
inline bool dataLeavesMainland(Jurisdiction jurisdiction)
{
    return jurisdiction != Jurisdiction::Mainland;
}
TrText dataLeavesMainlandText(); // the badge: "data leaves the mainland" / "数据出境"

// The market's rules, written once for the planner, the views and the CLI. In the mainland a
// generic form needs an `available` card, except renting a `stock_only` card (the domestic
// clouds' fleets); a provider's instance in a mainland region is offered whatever the card's
// state (the cloud has the cards), one outside only when the user allows data to leave the
// mainland. The global market keeps everything (marked the same way).
enum class MarketCheck { Offered, NotAvailable, Offshore };
MarketCheck checkGenericForm(Market market, const MarketAvailability &mainland, ServiceForm form);
MarketCheck checkInstance(Market market, bool allowOffshore, Jurisdiction jurisdiction);
// The rule above as an assumption of an answer: "market: mainland China — …".
TrText marketRuleText(Market market, bool allowOffshore);

} // namespace Atlas
