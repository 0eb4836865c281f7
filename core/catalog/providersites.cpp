#include "catalog/providersites.h"

#include "catalog/catalog.h"

#include <cmath>

namespace Atlas {

const ProviderSite *ProviderLayer::site(QStringView id) const
{
    for (const ProviderSite &s : sites) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

int ProviderLayer::regionCount() const
{
    int n = 0;
    for (const ProviderSite &s : sites)
        n += int(s.entries.size());
    return n;
}

ProviderLayer providerLayer(const Catalog &catalog)
{
    ProviderLayer layer;
    for (const Provider &p : catalog.providers()) {
        for (const ProviderRegion &r : p.regions) {
            ProviderSiteEntry entry{&p, &r, catalog.region(r.gridLinkId)};
            if (!r.isMainland()) {
                // In the mainland market only a domestic provider's regions abroad concern this
                // layer: a buyer asks where his cloud also offers capacity, and what leaving the
                // mainland means. Once data may leave it (or the market is global), all of them.
                if (p.domestic)
                    layer.overseas.append(entry);
                layer.offshore.append(entry);
                continue;
            }
            if (!r.lat || !r.lon) {
                layer.unplaced.append(entry);
                continue;
            }
            ProviderSite *site = nullptr;
            for (ProviderSite &s : layer.sites) {
                if (std::abs(s.lat - *r.lat) <= PlaceToleranceDegrees
                    && std::abs(s.lon - *r.lon) <= PlaceToleranceDegrees) {
                    site = &s;
                    break;
                }
            }
            if (!site) {
                ProviderSite s;
                s.id = QStringLiteral("provider-site:%1/%2").arg(p.id, r.id);
                s.lat = *r.lat;
                s.lon = *r.lon;
                layer.sites.append(s);
                site = &layer.sites.last();
            }
            site->entries.append(entry);
            site->anyGpuVerified = site->anyGpuVerified || r.gpuVerified;
            if (entry.gridLink && !site->gridLinks.contains(entry.gridLink))
                site->gridLinks.append(entry.gridLink);
        }
    }
    return layer;
}

} // namespace Atlas
