#pragma once

#include "catalog/accelerator.h"
#include "catalog/availabilitycatalog.h"
#include "catalog/calibration.h"
#include "catalog/guideclaim.h"
#include "catalog/modelarch.h"
#include "catalog/pricing.h"
#include "catalog/provider.h"
#include "catalog/region.h"
#include "catalog/userquote.h"
#include "catalog/workstation.h"
#include "text/diagnostics.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace Atlas {

struct EfficiencyFit;
struct ServingFit;

inline constexpr int CatalogSchemaVersion = 1;

// The efficiency prior of a family of accelerators on its software stack: the share of peak
// dense throughput real training reaches (model-FLOPs utilisation), a point with a band, and
// whether a public end-to-end measurement on that family backs it (measured) or it is an
// assumption or derived from microbenchmarks. Where nothing was measured the band is wider.
struct MfuClass
{
    QString id;
    double mfu = 0.35;
    double low = 0.35;
    double high = 0.35;
    bool measured = false;
    QString basis;
    QStringList sources;
};

// Every catalog the engine reads: accelerators, models, regions and pricing, validated and
// immutable once built. Shared read-only between the views, the engine and the exporters.
class Catalog
{
public:
    Catalog();

    const QList<Accelerator> &accelerators() const { return m_accelerators; }
    const Accelerator *accelerator(QStringView id) const;
    const QList<ModelArch> &models() const { return m_models; }
    const ModelArch *model(QStringView id) const;
    const QList<City> &cities() const { return m_cities; }
    const City *city(QStringView id) const;
    const QList<Region> &hubs() const { return m_hubs; }
    const QList<Region> &clusters() const { return m_clusters; }
    QList<const Region *> regions() const; // hubs first, then clusters, in file order
    const Region *region(QStringView id) const;
    const PricingCatalog &pricing() const { return m_pricing; }
    const QHash<QString, MfuClass> &mfuClasses() const { return m_mfuClasses; }
    // The default MFU for an accelerator's class (0.35 when the class is unknown).
    double defaultMfu(const Accelerator &accelerator) const;
    const MfuClass *mfuClass(QStringView id) const; // nullptr when unknown
    // The prior an accelerator's time is computed with: its class, or for a part without a
    // known class the point 0.35, unmeasured, with the widest band of all classes.
    MfuClass mfuPrior(const Accelerator &accelerator) const;
    const QHash<QString, QString> &sourceKeys() const { return m_sources; }
    QString sourceText(const QString &key) const; // a region source key's URL, or the key itself
    const QList<RegionPolicyFact> &policyFacts() const { return m_policy; }
    const QList<RegionSeedClaim> &regionSeedClaims() const { return m_regionSeedClaims; }
    // GPU clouds and rental platforms; instances whose accelerator the catalog lacks are left out.
    const QList<Provider> &providers() const { return m_providers; }
    const Provider *provider(QStringView id) const;
    // The seed's single-machine configurations and its claims, with what is needed to judge them.
    const QList<Workstation> &workstations() const { return m_workstations; }
    const Workstation *workstation(QStringView id) const;
    const QList<GuideClaim> &guideClaims() const { return m_claims; }
    // What a buyer can get, per accelerator and market (availability.yaml), and the public
    // rules the states rest on.
    const AvailabilityCatalog &markets() const { return m_markets; }
    const MarketAvailability &availability(QStringView acceleratorId, Market market) const
    {
        return m_markets.entry(acceleratorId, market);
    }
    // Every (provider, instance) carrying an accelerator, as indices into providers() and its
    // instances, in catalog order: the planner looks them up for each accelerator.
    const QList<std::pair<qsizetype, qsizetype>> &instancesOf(QStringView acceleratorId) const;
    QStringList loadedFiles() const { return m_files; }
    // Published training runs and the efficiency model fitted on them (engine/efficiency.h).
    const QList<TrainingRun> &trainingRuns() const { return m_trainingRuns; }
    const QList<ExcludedTrainingRun> &excludedTrainingRuns() const { return m_excludedRuns; }
    // Fitted on first use (most commands never need them), once, thread-safe.
    const EfficiencyFit &efficiencyFit() const;
    // Published inference measurements and the serving model fitted on them (engine/serving.h).
    const QList<ServingRun> &servingRuns() const { return m_servingRuns; }
    const ServingFit &servingFit() const;

    // This catalog with the user's quotes in place of the prices they name (a card's rate in
    // a service form, or an instance's on-demand or monthly price): applied here, where every
    // rate card and provider price is read, so no view, plan or planner can miss one. The
    // quotes must be checked first (io/quotesfile.h, quoteProblems); a copy shares everything
    // the quotes leave alone. Implemented in catalogquotes.cpp.
    Catalog withQuotes(const QList<UserQuote> &quotes) const;
    const QList<UserQuote> &quotes() const { return m_quotes; } // those applied

private:
    friend class CatalogBuilder;

    QList<Accelerator> m_accelerators;
    QList<ModelArch> m_models;
    QList<City> m_cities;
    QList<Region> m_hubs;
    QList<Region> m_clusters;
    PricingCatalog m_pricing;
    QHash<QString, MfuClass> m_mfuClasses;
    QHash<QString, QString> m_sources;
    QList<RegionPolicyFact> m_policy;
    QList<RegionSeedClaim> m_regionSeedClaims;
    QList<Provider> m_providers;
    QList<Workstation> m_workstations;
    QList<GuideClaim> m_claims;
    AvailabilityCatalog m_markets;
    QStringList m_files;
    QList<TrainingRun> m_trainingRuns;
    QList<ExcludedTrainingRun> m_excludedRuns;
    struct Fits; // lazily computed models, behind one pointer so copies share them
    std::shared_ptr<Fits> m_fits;
    QList<ServingRun> m_servingRuns;
    QList<UserQuote> m_quotes;

    QHash<QString, qsizetype> m_acceleratorIndex;
    QHash<QString, qsizetype> m_modelIndex;
    QHash<QString, qsizetype> m_cityIndex;
    QHash<QString, qsizetype> m_hubIndex;
    QHash<QString, qsizetype> m_clusterIndex;
    QHash<QString, qsizetype> m_providerIndex;
    QHash<QString, qsizetype> m_workstationIndex;
    QHash<QString, qsizetype> m_claimIndex;
    QHash<QString, QList<std::pair<qsizetype, qsizetype>>> m_instancesByAccelerator;
};

struct CatalogOptions
{
    bool embedded = true; // the data compiled into the program
    bool userDir = true;  // *.yaml in userDataDirectory()
    QStringList dataDirs; // --data DIR, in order
    QStringList files;    // single files, after the directories
};

// Reads the catalogs in order (embedded, user directory, --data directories, files), entries
// with an existing id replacing the earlier ones, then checks the cross-references.
// Never fails outright: whatever loaded cleanly is returned, problems go to `diagnostics`.
std::shared_ptr<const Catalog> loadCatalog(const CatalogOptions &options, Diagnostics &diagnostics);

// Reads in-memory texts (name, YAML) after the embedded catalogs (when `withEmbedded`); for
// tests, fuzzing and `catalog validate`.
std::shared_ptr<const Catalog> loadCatalogTexts(const QList<std::pair<QString, QByteArray>> &texts,
                                                bool withEmbedded,
                                                Diagnostics &diagnostics);

// The embedded catalogs only, loaded once per process (they cannot change).
std::shared_ptr<const Catalog> embeddedCatalog();

QString userDataDirectory(); // ~/.local/share/ComputeAtlas/data on Linux
QStringList embeddedDataFiles();

} // namespace Atlas
