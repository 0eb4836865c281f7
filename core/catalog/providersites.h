#pragma once

#include "catalog/provider.h"

#include <QList>
#include <QString>

namespace Atlas {

class Catalog;
struct Region;

// One provider region as the map's provider layer lists it.
struct ProviderSiteEntry
{
    const Provider *provider = nullptr;
    const ProviderRegion *region = nullptr;
    const Region *gridLink = nullptr; // the 东数西算 hub or cluster standing in for its grid
};

// Provider GPU regions in one place: clouds put their regions in the same cities (Beijing holds
// several), so the map draws one marker per place and lists the providers there.
struct ProviderSite
{
    QString id; // "provider-site:<first provider>/<first region>", unique per site
    double lat = 0;
    double lon = 0;
    QList<ProviderSiteEntry> entries; // in catalog order
    QList<const Region *> gridLinks;  // the distinct hubs or clusters the entries link to
    bool anyGpuVerified = false;      // a source shows GPU capacity for at least one entry
};

// The map's provider layer, from the catalog alone: every mainland region with coordinates,
// grouped by place (coordinates within PlaceToleranceDegrees), and the domestic providers'
// regions that a map of China cannot show (Hong Kong, overseas) or that have no coordinates.
struct ProviderLayer
{
    QList<ProviderSite> sites;
    QList<ProviderSiteEntry> overseas; // domestic providers' regions outside the mainland
    QList<ProviderSiteEntry> offshore; // every provider's regions outside the mainland
    QList<ProviderSiteEntry> unplaced; // mainland regions without coordinates

    const ProviderSite *site(QStringView id) const;
    int regionCount() const; // regions drawn, over all sites
};

inline constexpr double PlaceToleranceDegrees = 0.05; // about 5 km: the same city

ProviderLayer providerLayer(const Catalog &catalog);

} // namespace Atlas
