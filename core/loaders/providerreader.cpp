#include "loaders/catalogreader.h"

namespace Atlas {

namespace {

// Reads each mapping of the list under `key` with `read`; entries with an error are dropped,
// and an id seen before in the same list is an error.
template<typename T, typename ReadFn>
QList<T> readEntries(FieldReader &parent, const char *key, Need need, ReadFn read)
{
    QList<T> out;
    const YamlNode node = parent.node(key);
    if (!node.isDefined() || node.isNull()) {
        if (need == Need::Required)
            parent.error(key, ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
        return out;
    }
    if (!node.isSequence()) {
        parent.error(key,
                     ATLAS_TR("Atlas::CatalogReader", "expected a list, found %1")
                         .arg(describeNode(node)));
        return out;
    }
    QHash<QString, int> firstLine;
    int index = 0;
    for (const YamlNode item : node) {
        if (!parent.context().visit(item))
            break;
        const int errorsBefore = parent.context().diagnostics().errorCount();
        FieldReader r(parent.context(), item, indexedPath(parent.fieldPath(key), index++));
        if (!r.isMap())
            continue;
        T entry;
        read(r, entry);
        if (parent.context().diagnostics().errorCount() != errorsBefore)
            continue;
        if (firstLine.contains(entry.id)) {
            r.error("id",
                    ATLAS_TR("Atlas::CatalogReader",
                             "duplicate id \"%1\" (first defined at line %2)")
                        .arg(entry.id)
                        .arg(firstLine.value(entry.id)));
            continue;
        }
        firstLine.insert(entry.id, r.mark().line + 1);
        out.append(entry);
    }
    if (need == Need::Required && out.isEmpty() && node.size() == 0)
        parent.error(key,
                     ATLAS_TR("Atlas::CatalogReader",
                              "expected at least one entry, found an empty list"));
    return out;
}

QHash<QString, QString> readSourceKeys(FieldReader &r)
{
    QHash<QString, QString> keys;
    const YamlNode node = r.node("sources");
    if (!node.isDefined() || node.isNull()) {
        r.error("sources", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
        return keys;
    }
    if (!node.isMap() || node.size() == 0) {
        r.error("sources",
                ATLAS_TR("Atlas::CatalogReader",
                         "expected a mapping of source keys to citations, found %1")
                    .arg(describeNode(node)));
        return keys;
    }
    FieldReader s(r.context(), node, r.fieldPath("sources"), r.markOf("sources"));
    for (int i = 0; i < node.size(); ++i) {
        if (!node.key(i).isScalar())
            continue; // FieldReader reported it
        const QByteArray key(node.key(i).scalar().data(), qsizetype(node.key(i).scalar().size()));
        // A refused citation still names its key (the provider is refused either way): one
        // error, not one more for every field that cites it.
        keys.insert(QString::fromUtf8(key),
                    s.text(key.constData(), Need::Required).value_or(QString()));
    }
    return keys;
}

// A source field names one of the provider's source keys; the citation is kept.
QString readSourceRef(FieldReader &r,
                      const char *key,
                      const QHash<QString, QString> &sources,
                      Need need)
{
    const std::optional<QString> ref = r.text(key, need);
    if (!ref)
        return {};
    const auto it = sources.constFind(*ref);
    if (it == sources.cend()) {
        QStringList known = sources.keys();
        known.sort();
        r.error(key,
                ATLAS_TR("Atlas::CatalogReader",
                         "expected one of the provider's source keys (%1), found \"%2\"")
                    .arg(known.join(u", "))
                    .arg(elided(*ref)));
        return {};
    }
    return *it;
}

QString readRegionRef(FieldReader &r, const char *key, const QList<ProviderRegion> &regions)
{
    const std::optional<QString> id = r.text(key);
    if (!id)
        return {};
    for (const ProviderRegion &region : regions) {
        if (region.id == *id)
            return *id;
    }
    r.error(key,
            ATLAS_TR("Atlas::CatalogReader",
                     "expected the id of one of the provider's regions, found \"%1\"")
                .arg(elided(*id)));
    return {};
}

std::optional<Price> readPrice(FieldReader &parent,
                               const char *key,
                               const QHash<QString, QString> &sources,
                               const QList<ProviderRegion> &regions)
{
    const YamlNode node = parent.node(key);
    if (!node.isDefined() || node.isNull())
        return std::nullopt;
    FieldReader r(parent.context(), node, parent.fieldPath(key), parent.markOf(key));
    if (!r.isMap())
        return std::nullopt;
    const int errorsBefore = r.context().diagnostics().errorCount();
    Price p;
    p.amount = r.positive("amount", Need::Required).value_or(0);
    const QStringList currencies = {QStringLiteral("CNY"), QStringLiteral("USD")};
    if (const auto c = r.choice("currency", currencies, Need::Required))
        p.currency = currencies.at(*c);
    if (const auto per = r.choice("per", pricePeriodKeys(), Need::Required))
        p.per = PricePeriod(*per);
    // The date is required as a key: a value, or null with the reason in date_note.
    if (!r.node("date").isDefined())
        r.error("date", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    const std::optional<QString> date = readDate(r, "date");
    p.date = date.value_or(QString());
    p.dateNote = r.text("date_note").value_or(QString());
    if (!r.has("date") && p.dateNote.trimmed().isEmpty() && r.node("date").isDefined())
        r.error(
            "date",
            ATLAS_TR("Atlas::CatalogReader",
                     "a price without a date needs a date_note saying why the date is unknown"));
    p.source = readSourceRef(r, "source", sources, Need::Required);
    if (const auto c = r.choice("confidence", confidenceKeys(), Need::Required))
        p.confidence = Confidence(*c);
    p.regionId = readRegionRef(r, "region", regions);
    p.note = r.text("note").value_or(QString());
    if (r.context().diagnostics().errorCount() != errorsBefore)
        return std::nullopt;
    return p;
}

void readRegion(FieldReader &r, ProviderRegion &g, const QHash<QString, QString> &sources)
{
    g.id = readId(r).value_or(QString());
    g.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
    if (!r.node("country").isDefined())
        r.error("country", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    g.country = r.text("country", Need::Optional, MaxIdLength).value_or(QString());
    if (!g.country.isEmpty() && !isCountryCode(g.country)) {
        r.error("country",
                ATLAS_TR("Atlas::CatalogReader",
                         "expected an ISO 3166-1 country code such as CN or US, found \"%1\"")
                    .arg(elided(g.country)));
        g.country.clear();
    }
    // Whether the keys are there, not whether their values are valid: lat 91 is one error
    // (out of range), not also "give both" and "needs its coordinates".
    const bool hasLat = r.has("lat");
    const bool hasLon = r.has("lon");
    g.lat = r.number("lat", -90, 90);
    g.lon = r.number("lon", -180, 180);
    if (hasLat != hasLon)
        r.error(hasLat ? "lon" : "lat",
                ATLAS_TR("Atlas::CatalogReader", "give both lat and lon, or neither"));
    if (g.isMainland()) {
        // Mainland regions go on the map beside the hubs: they need a point inside China.
        if (!hasLat && !hasLon)
            r.error("lat",
                    ATLAS_TR("Atlas::CatalogReader",
                             "a mainland region (country CN) needs its coordinates"));
        else if (g.lat && g.lon)
            checkCoordinates(r, *g.lat, *g.lon);
    }
    g.coordBasis = r.text("coord_basis").value_or(QString());
    g.gpuVerified = r.boolean("gpu_verified").value_or(false);
    g.gpuNote = r.text("gpu_note").value_or(QString());
    g.source = readSourceRef(r, "source", sources, Need::Optional);
    g.gridLinkId = r.text("grid_link").value_or(QString());
    g.gridLinkStated = !g.gridLinkId.isEmpty();
    g.gridLinkBasis = r.localized("grid_link_basis_en", "grid_link_basis_zh");
    if (g.gridLinkStated && !g.isMainland())
        r.error("grid_link",
                ATLAS_TR("Atlas::CatalogReader",
                         "only mainland regions (country CN) link to a 东数西算 hub or cluster"));
    if (g.gridLinkStated && g.gridLinkBasis.en.isEmpty())
        r.error("grid_link",
                ATLAS_TR("Atlas::CatalogReader",
                         "a stated grid_link needs grid_link_basis_en saying why"));
}

void readInstance(FieldReader &r,
                  Instance &i,
                  const Provider &provider,
                  const QHash<QString, QString> &sources)
{
    i.sourceFile = r.context().fileName();
    i.sourceLine = r.mark().line + 1;
    i.id = readId(r).value_or(QString());
    i.name = r.text("name", Need::Optional, MaxNameLength).value_or(QString());
    // The accelerator: an id of the catalog, or null with the card's name.
    if (!r.node("gpu").isDefined())
        r.error("gpu", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    i.acceleratorId = r.text("gpu", Need::Optional, MaxIdLength).value_or(QString());
    i.acceleratorName = r.text("gpu_name", Need::Optional, MaxNameLength).value_or(QString());
    i.proposedAccelerator = r.text("gpu_proposed_id").value_or(QString());
    if (i.acceleratorId.isEmpty() && r.node("gpu").isDefined() && i.acceleratorName.isEmpty())
        r.error("gpu_name",
                ATLAS_TR("Atlas::CatalogReader",
                         "an instance whose gpu is null needs gpu_name (the card as the provider "
                         "names it)"));
    if (const auto g = r.integer("gpus", 1, 4096))
        i.gpus = int(*g);
    if (const auto v = r.integer("vcpu", 1, 100000))
        i.vcpu = int(*v);
    i.ramGiB = r.positive("ram_gib");
    i.interconnect = r.text("interconnect").value_or(QString());
    i.billing = provider.billing;
    if (const auto b = r.choice("billing", billingUnitKeys()))
        i.billing = BillingUnit(*b);
    const YamlNode regions = r.node("regions");
    if (regions.isDefined() && !regions.isNull()) {
        r.ignore("regions");
        if (!regions.isSequence()) {
            r.error("regions",
                    ATLAS_TR("Atlas::CatalogReader", "expected a list, found %1")
                        .arg(describeNode(regions)));
        } else {
            for (const YamlNode item : regions) {
                if (!r.context().visit(item))
                    break;
                const QString id = item.isScalar() ? item.text() : QString();
                if (!provider.region(id)) {
                    r.context().error(item.mark(),
                                      r.fieldPath("regions"),
                                      ATLAS_TR("Atlas::CatalogReader",
                                               "expected the id of one of the provider's "
                                               "regions, found %1")
                                          .arg(describeNode(item)));
                    continue;
                }
                i.regionIds.append(id);
            }
        }
    }
    // The on-demand price is required as a key: a price, or null with the reason.
    if (!r.node("price").isDefined())
        r.error("price", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    i.price = readPrice(r, "price", sources, provider.regions);
    i.spotPrice = readPrice(r, "spot_price", sources, provider.regions);
    i.monthlyPrice = readPrice(r, "monthly_price", sources, provider.regions);
    i.priceNote = r.text("price_note").value_or(QString());
    if (r.node("price").isDefined() && r.node("price").isNull() && i.priceNote.trimmed().isEmpty())
        r.error("price_note",
                ATLAS_TR("Atlas::CatalogReader",
                         "an instance without a price needs price_note saying why (e.g. \"no "
                         "public price\")"));
    if (i.monthlyPrice && i.monthlyPrice->per != PricePeriod::Month)
        r.error("monthly_price",
                ATLAS_TR("Atlas::CatalogReader", "a monthly price needs per: month"));
    i.notes = r.localized("notes_en", "notes_zh");
}

} // namespace

bool readProvider(FieldReader &r, Provider &p)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    p.sourceFile = r.context().fileName();
    p.sourceLine = r.mark().line + 1;
    p.id = readId(r).value_or(QString());
    p.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
    if (const auto k = r.choice("kind", providerKindKeys(), Need::Required))
        p.kind = ProviderKind(*k);
    p.domestic = r.boolean("domestic", Need::Required).value_or(false);
    p.billingModes = r.stringList("billing_modes");
    if (const auto b = r.choice("billing_unit", billingUnitKeys(), Need::Required))
        p.billing = BillingUnit(*b);
    if (const auto m = r.integer("min_billed_seconds", 1, 31 * 86400))
        p.minBilledSeconds = int(*m);
    p.seedMention = r.text("seed_mention").value_or(QString());
    p.notes = r.localized("notes_en", "notes_zh");
    p.chinaNotes = r.localized("china_notes_en", "china_notes_zh", Need::Required);
    const QHash<QString, QString> sources = readSourceKeys(r);
    QStringList keys = sources.keys();
    std::sort(keys.begin(), keys.end(), [](const QString &a, const QString &b) {
        // S1, S2, …, S10 in numeric order; other keys after them, by name.
        const bool an = a.startsWith(u'S') && a.mid(1).toInt() > 0;
        const bool bn = b.startsWith(u'S') && b.mid(1).toInt() > 0;
        if (an != bn)
            return an;
        return an ? a.mid(1).toInt() < b.mid(1).toInt() : a < b;
    });
    for (const QString &k : std::as_const(keys))
        p.sources.append(sources.value(k));
    p.billingSourced = r.has("billing_unit_source");
    readSourceRef(r, "billing_unit_source", sources, Need::Optional);
    p.regions = readEntries<ProviderRegion>(r,
                                            "regions",
                                            Need::Optional,
                                            [&sources](FieldReader &x, ProviderRegion &g) {
                                                readRegion(x, g, sources);
                                            });
    // Regions refused above are still named by the instances: their ids resolve while the
    // instances are read, so that a bad region is one error, not one more per instance that
    // names it. The provider is refused either way.
    const qsizetype validRegions = p.regions.size();
    for (const YamlNode item : r.node("regions")) {
        const QString id = item.isMap() ? item["id"].text() : QString();
        if (!id.isEmpty() && !p.region(id)) {
            ProviderRegion refused;
            refused.id = id;
            p.regions.append(refused);
        }
    }
    p.instances = readEntries<Instance>(r,
                                        "instances",
                                        Need::Required,
                                        [&p, &sources](FieldReader &x, Instance &i) {
                                            readInstance(x, i, p, sources);
                                        });
    p.regions.resize(validRegions);
    return r.context().diagnostics().errorCount() == errorsBefore;
}

} // namespace Atlas
