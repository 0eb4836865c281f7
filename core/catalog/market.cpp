#include "catalog/market.h"

#include "catalog/provider.h"

#include <array>

namespace Atlas {

namespace {

constexpr std::array<const char16_t *, MarketCount> MarketKeys = {u"cn-mainland", u"global"};
constexpr std::array<const char16_t *, 4> StatusKeys = {u"available",
                                                        u"stock_only",
                                                        u"licence_required",
                                                        u"not_offered"};
constexpr std::array<const char16_t *, 3> JurisdictionKeys = {u"mainland",
                                                              u"hong_kong",
                                                              u"overseas"};

template<size_t N>
QStringList keyList(const std::array<const char16_t *, N> &keys)
{
    QStringList list;
    for (const char16_t *k : keys)
        list << QString::fromUtf16(k);
    return list;
}

} // namespace

QString marketKey(Market market)
{
    return QString::fromUtf16(MarketKeys[size_t(market)]);
}

QStringList marketKeys()
{
    return keyList(MarketKeys);
}

std::optional<Market> marketFromKey(QStringView key)
{
    for (size_t i = 0; i < MarketKeys.size(); ++i) {
        if (key == QStringView(MarketKeys[i]))
            return Market(i);
    }
    return std::nullopt;
}

TrText marketName(Market market)
{
    switch (market) {
    case Market::CnMainland:
        return ATLAS_TR("Atlas::Market", "mainland China");
    case Market::Global:
        return ATLAS_TR("Atlas::Market", "global");
    }
    return {};
}

QString availabilityStatusKey(AvailabilityStatus status)
{
    return QString::fromUtf16(StatusKeys[size_t(status)]);
}

QStringList availabilityStatusKeys()
{
    return keyList(StatusKeys);
}

TrText availabilityStatusName(AvailabilityStatus status)
{
    switch (status) {
    case AvailabilityStatus::Available:
        return ATLAS_TR("Atlas::Market", "available");
    case AvailabilityStatus::StockOnly:
        return ATLAS_TR("Atlas::Market", "stock only");
    case AvailabilityStatus::LicenceRequired:
        return ATLAS_TR("Atlas::Market", "licence required");
    case AvailabilityStatus::NotOffered:
        return ATLAS_TR("Atlas::Market", "not offered");
    }
    return {};
}

QString jurisdictionKey(Jurisdiction jurisdiction)
{
    return QString::fromUtf16(JurisdictionKeys[size_t(jurisdiction)]);
}

TrText jurisdictionName(Jurisdiction jurisdiction)
{
    switch (jurisdiction) {
    case Jurisdiction::Mainland:
        return ATLAS_TR("Atlas::Market", "mainland China");
    case Jurisdiction::HongKong:
        return ATLAS_TR("Atlas::Market", "Hong Kong");
    case Jurisdiction::Overseas:
        return ATLAS_TR("Atlas::Market", "outside China");
    }
    return {};
}

Jurisdiction jurisdictionOf(const Provider &provider, const ProviderRegion *region)
{
    if (!region)
        return provider.domestic ? Jurisdiction::Mainland : Jurisdiction::Overseas;
    if (region->country == u"CN")
        return Jurisdiction::Mainland;
    if (region->country == u"HK")
        return Jurisdiction::HongKong;
    return Jurisdiction::Overseas;
}

TrText dataLeavesMainlandText()
{
    return ATLAS_TR("Atlas::Market", "data leaves the mainland");
}

MarketCheck checkGenericForm(Market market, const MarketAvailability &mainland, ServiceForm form)
{
    if (market == Market::Global)
        return MarketCheck::Offered;
    switch (mainland.status) {
    case AvailabilityStatus::Available:
        return MarketCheck::Offered;
    case AvailabilityStatus::StockOnly:
        return formTraits(form).owned ? MarketCheck::NotAvailable : MarketCheck::Offered;
    case AvailabilityStatus::LicenceRequired:
    case AvailabilityStatus::NotOffered:
        return MarketCheck::NotAvailable;
    }
    return MarketCheck::NotAvailable;
}

MarketCheck checkInstance(Market market, bool allowOffshore, Jurisdiction jurisdiction)
{
    if (market == Market::Global || allowOffshore || !dataLeavesMainland(jurisdiction))
        return MarketCheck::Offered;
    return MarketCheck::Offshore;
}

TrText marketRuleText(Market market, bool allowOffshore)
{
    if (market == Market::Global)
        return ATLAS_TR("Atlas::Market",
                        "market: global — every card and provider is offered; what export "
                        "controls or China-only supply limit is marked (availability.yaml)");
    return allowOffshore
               ? ATLAS_TR("Atlas::Market",
                          "market: mainland China — cards bought new only where available, "
                          "rented also from the domestic clouds' existing stock; providers "
                          "outside the mainland are allowed and marked: data leaves the "
                          "mainland")
               : ATLAS_TR("Atlas::Market",
                          "market: mainland China — cards bought new only where available, "
                          "rented also from the domestic clouds' existing stock; providers "
                          "outside the mainland are not offered, so no data leaves the "
                          "mainland");
}

} // namespace Atlas
