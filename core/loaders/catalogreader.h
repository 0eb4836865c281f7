#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

// Private to core: turns one YAML file into catalog entries.

#include "catalog/catalog.h"
#include "yaml/yamlreader.h"

namespace Atlas {

// What one file contributes. Pricing is patched onto the pricing loaded so far, because a user
// file may change one default or add one rate without repeating the rest.
struct CatalogFragment
{
    QList<Accelerator> accelerators;
    QList<MfuClass> mfuClasses;
    QList<ModelArch> models;
    QList<City> cities;
    QList<Region> hubs;
    QList<Region> clusters;
    QHash<QString, QString> sources;
    QList<RegionPolicyFact> policy;
    QList<RegionSeedClaim> regionSeedClaims;
    QList<TrainingRun> trainingRuns;
    QList<ExcludedTrainingRun> excludedTrainingRuns;
    QList<ServingRun> servingRuns;
    QList<Provider> providers;
    QList<Workstation> workstations;
    QList<GuideClaim> claims;
    QList<AvailabilityRule> availabilityRules;
    QList<MarketAvailability> availability;
    bool hasPricing = false;
    PricingCatalog pricing; // a copy of the current pricing with this file's changes
};

// Returns false when the file could not be read at all (not YAML, over a cap, newer schema).
bool readCatalogFile(const QByteArray &text,
                     const QString &fileName,
                     CatalogFragment &fragment,
                     Diagnostics &diagnostics);
// The same for a tree already parsed: the embedded files, packed at build time (yaml/yamlpack.h).
bool readCatalogTree(const YamlDocument &document,
                     const QString &fileName,
                     CatalogFragment &fragment,
                     Diagnostics &diagnostics);

// Per-kind readers; each reports its own problems and returns false for a rejected entry.
bool readAccelerator(FieldReader &reader, Accelerator &out);
bool readMfuClass(FieldReader &reader, const QString &id, MfuClass &out);
bool readModel(FieldReader &reader, ModelArch &out);
bool readCity(FieldReader &reader, City &out);
bool readHub(FieldReader &reader, Region &out);
bool readCluster(FieldReader &reader, Region &out);
void readRegionPolicy(YamlContext &context, const YamlNode &node, CatalogFragment &fragment);
bool readPricing(FieldReader &reader, PricingCatalog &pricing);
bool readTrainingRun(FieldReader &reader, TrainingRun &out);
bool readExcludedTrainingRun(FieldReader &reader, ExcludedTrainingRun &out);
bool readServingRun(FieldReader &reader, ServingRun &out);
bool readProvider(FieldReader &reader, Provider &out);
bool readWorkstation(FieldReader &reader, Workstation &out);
bool readGuideClaim(FieldReader &reader, GuideClaim &out);
bool readAvailabilityRule(FieldReader &reader, AvailabilityRule &out);
// The list under "availability"; an accelerator and market given twice is an error.
void readAvailabilityEntries(FieldReader &root, QList<MarketAvailability> &out);

// Reads the mappings of the list under `key` into `out` (FieldReader::forEachMap). An entry with
// any error, including one found while indexing its keys, is left out, and so is one `keep`
// refuses (a second entry for the same thing in this file).
template<typename T, typename ReadFn, typename KeepFn>
void readEntryList(FieldReader &root, const char *key, QList<T> &out, ReadFn read, KeepFn keep)
{
    root.forEachMap(key, Need::Optional, [&](FieldReader &reader) {
        T entry;
        if (read(reader, entry) && !reader.hasErrors() && keep(reader, entry))
            out.append(entry);
    });
}

// Shared field helpers.
bool isValidId(const QString &id);
std::optional<QString> readId(FieldReader &reader);
std::optional<Verification> readVerification(FieldReader &reader, const char *key);
bool checkCoordinates(FieldReader &reader, double lat, double lon);
// A date as YYYY, YYYY-MM or YYYY-MM-DD that exists on the calendar (no 2026-13-45).
bool isValidDate(const QString &text);
// The date under `key` (absent or null: nothing), with a located error for any other form.
std::optional<QString> readDate(FieldReader &reader, const char *key);
// An officially assigned ISO 3166-1 alpha-2 code ("CN", "US"; not "ZZ" or "cn").
bool isCountryCode(QStringView code);

} // namespace Atlas
