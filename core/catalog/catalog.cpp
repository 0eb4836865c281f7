#include "catalog/catalog.h"

#include "catalog/seedtable.h"
#include "engine/efficiency.h"
#include "engine/serving.h"
#include "io/inputfile.h"
#include "io/pathkind.h"
#include "loaders/catalogreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

#include <algorithm>
#include <mutex>

namespace Atlas {

namespace {

template<typename T>
const T *findIn(const QList<T> &list, const QHash<QString, qsizetype> &index, QStringView id)
{
    const auto it = index.constFind(id.toString());
    return it == index.cend() ? nullptr : &list.at(*it);
}

Verification weakest(Verification a, Verification b)
{
    return std::max(a, b); // the enum runs from Verified to Unverified
}

} // namespace

// Merges fragments in load order and checks what only the whole catalog can tell.
class CatalogBuilder
{
public:
    explicit CatalogBuilder(Diagnostics &diagnostics)
        : m_diagnostics(diagnostics)
    {}

    void addFile(const QString &path, const QString &displayName)
    {
        QString error;
        // Read at most one byte over the cap: the bounds check then reports the size.
        const std::optional<QByteArray> text = readInputFile(path, YamlLimits{}.maxBytes, &error);
        if (!text) {
            m_diagnostics
                .error(displayName,
                       0,
                       0,
                       {},
                       ATLAS_TR("Atlas::Catalog", "cannot read the file: %1").arg(error).toString());
            return;
        }
        addText(*text, displayName);
    }

    void addText(const QByteArray &text, const QString &fileName)
    {
        CatalogFragment fragment;
        fragment.pricing = m_catalog.m_pricing;
        if (!readCatalogFile(text, fileName, fragment, m_diagnostics))
            return;
        m_catalog.m_files.append(fileName);
        merge(m_catalog.m_accelerators,
              m_catalog.m_acceleratorIndex,
              fragment.accelerators,
              fileName);
        merge(m_catalog.m_models, m_catalog.m_modelIndex, fragment.models, fileName);
        merge(m_catalog.m_cities, m_catalog.m_cityIndex, fragment.cities, fileName);
        merge(m_catalog.m_hubs, m_catalog.m_hubIndex, fragment.hubs, fileName);
        merge(m_catalog.m_clusters, m_catalog.m_clusterIndex, fragment.clusters, fileName);
        merge(m_catalog.m_providers, m_catalog.m_providerIndex, fragment.providers, fileName);
        merge(m_catalog.m_workstations,
              m_catalog.m_workstationIndex,
              fragment.workstations,
              fileName);
        merge(m_catalog.m_claims, m_catalog.m_claimIndex, fragment.claims, fileName);
        for (const MfuClass &c : std::as_const(fragment.mfuClasses))
            m_catalog.m_mfuClasses.insert(c.id, c);
        m_catalog.m_sources.insert(fragment.sources);
        m_catalog.m_policy.append(fragment.policy);
        m_catalog.m_regionSeedClaims.append(fragment.regionSeedClaims);
        if (fragment.hasPricing)
            m_catalog.m_pricing = fragment.pricing;
        // Runs compiled into the program are the published ones; a user's are counted apart.
        for (TrainingRun &run : fragment.trainingRuns)
            run.published = m_embedded;
        for (ServingRun &run : fragment.servingRuns)
            run.published = m_embedded;
        merge(m_catalog.m_trainingRuns, m_runIndex, fragment.trainingRuns, fileName);
        m_catalog.m_excludedRuns.append(fragment.excludedTrainingRuns);
        merge(m_catalog.m_servingRuns, m_servingIndex, fragment.servingRuns, fileName);
        m_catalog.m_markets.addRules(fragment.availabilityRules, fileName, m_diagnostics);
        m_catalog.m_markets.addEntries(fragment.availability);
    }

    void setEmbedded(bool embedded) { m_embedded = embedded; }

    std::shared_ptr<const Catalog> finish()
    {
        checkReferences();
        aggregateHubs();
        checkProviders();
        checkGuide();
        const QList<QString> ids = m_catalog.m_acceleratorIndex.keys();
        m_catalog.m_markets.resolve(QSet<QString>(ids.cbegin(), ids.cend()), m_diagnostics);
        checkCalibration();
        return std::make_shared<const Catalog>(std::move(m_catalog));
    }

private:
    template<typename T>
    void merge(QList<T> &list,
               QHash<QString, qsizetype> &index,
               const QList<T> &incoming,
               const QString &fileName)
    {
        for (const T &entry : incoming) {
            const auto it = index.constFind(entry.id);
            if (it != index.cend()) {
                m_diagnostics.note(fileName,
                                   entryLine(entry),
                                   0,
                                   entry.id,
                                   ATLAS_TR("Atlas::Catalog", "replaces the entry from %1")
                                       .arg(entrySource(list.at(*it), fileName))
                                       .toString());
                list[*it] = entry;
            } else {
                index.insert(entry.id, list.size());
                list.append(entry);
            }
        }
    }

    template<typename T>
    static int entryLine(const T &entry)
    {
        if constexpr (requires { entry.sourceLine; })
            return entry.sourceLine;
        return 0;
    }
    template<typename T>
    static QString entrySource(const T &entry, const QString &fallback)
    {
        if constexpr (requires { entry.sourceFile; })
            return entry.sourceFile;
        return fallback;
    }

    QHash<QString, qsizetype> m_runIndex;
    QHash<QString, qsizetype> m_servingIndex;
    bool m_embedded = false;

    // A calibration run must name what the catalog has and measure something a card can do: an
    // unknown accelerator (or model) leaves the run out with a warning, a measurement implying
    // more than the card's dense peak or under 1 % of it is refused with an error (a unit slip
    // would move every fitted factor).
    void checkCalibration()
    {
        Catalog &c = m_catalog;
        QList<TrainingRun> runs;
        for (const TrainingRun &run : std::as_const(c.m_trainingRuns)) {
            const Accelerator *a = findIn(c.m_accelerators, c.m_acceleratorIndex, run.acceleratorId);
            if (!a) {
                unknownForRun(run.sourceFile, run.sourceLine, run.id, run.acceleratorId);
                continue;
            }
            const std::optional<double> e = impliedEfficiency(run, *a);
            if (e && (*e > 1.0 || *e < MinPlausibleEfficiency)) {
                referenceError(run.sourceFile,
                               run.sourceLine,
                               run.id + QStringLiteral(".measurement"),
                               ATLAS_TR("Atlas::Catalog",
                                        "the measurement implies %1 % of the dense peak of %2 at "
                                        "%3; expected 1 %–100 %: check the unit (tokens/s per "
                                        "card, TFLOPS per card, MFU as a fraction)")
                                   .arg(*e * 100.0, 3)
                                   .arg(a->name)
                                   .arg(precisionLabel(run.precision)));
                continue;
            }
            runs.append(run);
        }
        rebuild(c.m_trainingRuns, m_runIndex, runs);
        QList<ServingRun> serving;
        for (const ServingRun &run : std::as_const(c.m_servingRuns)) {
            if (!c.m_acceleratorIndex.contains(run.acceleratorId)) {
                unknownForRun(run.sourceFile, run.sourceLine, run.id, run.acceleratorId);
                continue;
            }
            if (!c.m_modelIndex.contains(run.modelId)) {
                m_diagnostics.warning(run.sourceFile,
                                      run.sourceLine,
                                      0,
                                      run.id + QStringLiteral(".model"),
                                      ATLAS_TR("Atlas::Catalog",
                                               "unknown model \"%1\": the measurement is left "
                                               "out of the calibration until the model catalog "
                                               "has it")
                                          .arg(elided(run.modelId))
                                          .toString());
                continue;
            }
            serving.append(run);
        }
        rebuild(c.m_servingRuns, m_servingIndex, serving);
    }

    void unknownForRun(const QString &file, int line, const QString &id, const QString &accelerator)
    {
        m_diagnostics.warning(file,
                              line,
                              0,
                              id + QStringLiteral(".accelerator"),
                              ATLAS_TR("Atlas::Catalog",
                                       "unknown accelerator \"%1\": the run is left out of the "
                                       "calibration until the accelerator catalog has it")
                                  .arg(elided(accelerator))
                                  .toString());
    }

    void referenceError(const QString &file, int line, const QString &field, const TrText &message)
    {
        m_diagnostics.error(file, line, 0, field, message.toString());
    }

    void checkReferences()
    {
        Catalog &c = m_catalog;
        for (const Region &cluster : std::as_const(c.m_clusters)) {
            if (!c.m_hubIndex.contains(cluster.hubId))
                referenceError(cluster.sourceFile,
                               cluster.sourceLine,
                               cluster.id + QStringLiteral(".hub"),
                               ATLAS_TR("Atlas::Catalog", "expected the id of a hub, found \"%1\"")
                                   .arg(elided(cluster.hubId)));
        }
        for (Region &hub : c.m_hubs) {
            QStringList known;
            for (const QString &id : std::as_const(hub.clusterIds)) {
                if (c.m_clusterIndex.contains(id))
                    known.append(id);
                else
                    referenceError(hub.sourceFile,
                                   hub.sourceLine,
                                   hub.id + QStringLiteral(".clusters"),
                                   ATLAS_TR("Atlas::Catalog",
                                            "expected the id of a cluster, found \"%1\"")
                                       .arg(elided(id)));
            }
            hub.clusterIds = known;
        }
        for (const Accelerator &a : std::as_const(c.m_accelerators)) {
            if (!a.mfuClass.isEmpty() && !c.m_mfuClasses.contains(a.mfuClass))
                m_diagnostics.warning(a.sourceFile,
                                      a.sourceLine,
                                      0,
                                      a.id + QStringLiteral(".mfu_class"),
                                      ATLAS_TR("Atlas::Catalog",
                                               "unknown MFU class \"%1\"; the default 0.35 is used")
                                          .arg(elided(a.mfuClass))
                                          .toString());
        }
        for (auto it = c.m_pricing.rates.cbegin(); it != c.m_pricing.rates.cend(); ++it) {
            if (!c.m_acceleratorIndex.contains(it.key()))
                referenceError(it->sourceFile,
                               it->sourceLine,
                               QStringLiteral("pricing.rates"),
                               ATLAS_TR("Atlas::Catalog",
                                        "expected the id of an accelerator, found \"%1\"")
                                   .arg(elided(it.key())));
        }
    }

    // A hub's figures are those of its clusters: mean tariff, PUE and grid factor, the
    // weakest verification, the range spanning all clusters.
    void aggregateHubs()
    {
        Catalog &c = m_catalog;
        for (Region &hub : c.m_hubs) {
            QList<const Region *> clusters;
            for (const QString &id : std::as_const(hub.clusterIds))
                clusters.append(&c.m_clusters.at(c.m_clusterIndex.value(id)));
            if (clusters.isEmpty())
                continue;
            const double n = double(clusters.size());
            double tariff = 0, pue = 0, grid = 0, green = 0;
            int greenKnown = 0;
            hub.tariff.low = clusters.first()->tariff.low;
            hub.tariff.high = clusters.first()->tariff.high;
            hub.tariff.verified = Verification::Verified;
            hub.pueTarget.verified = Verification::Verified;
            hub.gridFactor.verified = Verification::Verified;
            for (const Region *cl : std::as_const(clusters)) {
                tariff += cl->tariff.value;
                pue += cl->pueTarget.value.value_or(0);
                grid += cl->gridFactor.value;
                hub.tariff.low = std::min(hub.tariff.low, cl->tariff.low);
                hub.tariff.high = std::max(hub.tariff.high, cl->tariff.high);
                hub.tariff.verified = weakest(hub.tariff.verified, cl->tariff.verified);
                hub.pueTarget.verified = weakest(hub.pueTarget.verified, cl->pueTarget.verified);
                hub.gridFactor.verified = weakest(hub.gridFactor.verified, cl->gridFactor.verified);
                if (cl->greenShare.value) {
                    green += *cl->greenShare.value;
                    ++greenKnown;
                }
                for (const QString &s : cl->tariff.sources) {
                    if (!hub.tariff.sources.contains(s))
                        hub.tariff.sources.append(s);
                }
            }
            hub.tariff.value = tariff / n;
            hub.tariff.basis = {QStringLiteral("mean of the hub's clusters"),
                                QStringLiteral("枢纽内各集群的平均值")};
            hub.pueTarget.value = pue / n;
            hub.pueTarget.text = hub.tariff.basis;
            hub.pueTarget.sources = clusters.first()->pueTarget.sources;
            hub.gridFactor.value = grid / n;
            hub.gridFactor.year = clusters.first()->gridFactor.year;
            hub.gridFactor.sources = clusters.first()->gridFactor.sources;
            if (hub.gridFactor.region.isEmpty())
                hub.gridFactor.region = clusters.first()->gridFactor.region;
            if (greenKnown == clusters.size()) {
                hub.greenShare.value = green / n;
                hub.greenShare.verified = clusters.first()->greenShare.verified;
            }
            hub.province = clusters.first()->province;
            hub.coordVerified = Verification::Verified; // hub markers are GeoNames city seats
        }
        for (Region &cluster : c.m_clusters) {
            if (const Region *hub = findIn(c.m_hubs, c.m_hubIndex, cluster.hubId)) {
                cluster.side = hub->side;
                cluster.sideNote = hub->sideNote;
                cluster.role = hub->role;
                if (cluster.roleText.isEmpty())
                    cluster.roleText = hub->roleText;
            }
        }
    }

    // An instance naming an accelerator the catalog does not have is left out with a warning,
    // not an error: providers.yaml may name cards a newer accelerators.yaml adds, and a user's
    // provider file should not fail because of one unknown card. Mainland regions get the
    // 东数西算 cluster whose grid factor and tariff stand in for theirs.
    void checkProviders()
    {
        Catalog &c = m_catalog;
        for (Provider &p : c.m_providers) {
            QList<Instance> kept;
            for (const Instance &i : std::as_const(p.instances)) {
                if (!i.acceleratorId.isEmpty() && !c.m_acceleratorIndex.contains(i.acceleratorId)) {
                    m_diagnostics.warning(i.sourceFile,
                                          i.sourceLine,
                                          0,
                                          p.id + u'.' + i.id + QStringLiteral(".gpu"),
                                          ATLAS_TR("Atlas::Catalog",
                                                   "unknown accelerator \"%1\": the instance is "
                                                   "left out until the accelerator catalog has it")
                                              .arg(i.acceleratorId)
                                              .toString());
                    continue;
                }
                kept.append(i);
            }
            p.instances = kept;
            const qsizetype pi = &p - c.m_providers.data();
            for (qsizetype ii = 0; ii < p.instances.size(); ++ii) {
                if (!p.instances.at(ii).acceleratorId.isEmpty())
                    c.m_instancesByAccelerator[p.instances.at(ii).acceleratorId].append({pi, ii});
            }
            for (ProviderRegion &g : p.regions) {
                if (g.gridLinkStated) {
                    const Region *linked = c.region(g.gridLinkId);
                    if (!linked) {
                        referenceError(p.sourceFile,
                                       p.sourceLine,
                                       p.id + u'.' + g.id + QStringLiteral(".grid_link"),
                                       ATLAS_TR("Atlas::Catalog",
                                                "expected the id of a hub or cluster, found "
                                                "\"%1\"")
                                           .arg(g.gridLinkId));
                        g.gridLinkId.clear();
                        g.gridLinkStated = false;
                    } else if (g.lat && g.lon) {
                        g.gridLinkKm = greatCircleKm(*g.lat, *g.lon, linked->lat, linked->lon);
                    }
                } else if (g.isMainland() && g.lat && g.lon) {
                    const Region *nearest = nullptr;
                    for (const Region &cluster : std::as_const(c.m_clusters)) {
                        const double km = greatCircleKm(*g.lat, *g.lon, cluster.lat, cluster.lon);
                        if (!nearest || km < g.gridLinkKm) {
                            nearest = &cluster;
                            g.gridLinkKm = km;
                        }
                    }
                    if (nearest)
                        g.gridLinkId = nearest->id;
                }
            }
        }
    }

    // Workstations and claims name accelerators, models, workstations, providers and rows of
    // table 4.2; an entry whose reference does not resolve is rejected.
    void checkGuide()
    {
        Catalog &c = m_catalog;
        auto missing = [this](const QString &file,
                              int line,
                              const QString &field,
                              const TrText &what,
                              const QString &id) {
            referenceError(file, line, field, what.arg(id));
        };
        const TrText anAccelerator = ATLAS_TR("Atlas::Catalog",
                                              "expected the id of an accelerator, found \"%1\"");
        const TrText aModel = ATLAS_TR("Atlas::Catalog", "expected the id of a model, found \"%1\"");
        QList<Workstation> workstations;
        for (const Workstation &w : std::as_const(c.m_workstations)) {
            bool ok = c.m_acceleratorIndex.contains(w.acceleratorId);
            if (!ok)
                missing(w.sourceFile,
                        w.sourceLine,
                        w.id + QStringLiteral(".cards.accelerator"),
                        anAccelerator,
                        w.acceleratorId);
            for (const WorkstationUse &u : w.uses) {
                if (!c.m_modelIndex.contains(u.modelId)) {
                    missing(w.sourceFile,
                            w.sourceLine,
                            w.id + QStringLiteral(".uses.model"),
                            aModel,
                            u.modelId);
                    ok = false;
                }
            }
            if (ok)
                workstations.append(w);
        }
        rebuild(c.m_workstations, c.m_workstationIndex, workstations);

        QList<GuideClaim> claims;
        for (const GuideClaim &g : std::as_const(c.m_claims)) {
            bool ok = true;
            for (const ClaimCard &card : g.cards) {
                if (!c.m_acceleratorIndex.contains(card.acceleratorId)) {
                    missing(g.sourceFile,
                            g.sourceLine,
                            g.id + QStringLiteral(".cards"),
                            anAccelerator,
                            card.acceleratorId);
                    ok = false;
                }
            }
            if (g.kind == ClaimKind::TrainingCost && !c.m_modelIndex.contains(g.modelId)) {
                missing(g.sourceFile,
                        g.sourceLine,
                        g.id + QStringLiteral(".model"),
                        aModel,
                        g.modelId);
                ok = false;
            }
            bool refOk = true;
            switch (g.kind) {
            case ClaimKind::Workstation:
                refOk = c.m_workstationIndex.contains(g.refId);
                break;
            case ClaimKind::SeedTable:
                refOk = std::any_of(seedTable().cbegin(),
                                    seedTable().cend(),
                                    [&g](const SeedTableRow &row) { return row.id == g.refId; });
                break;
            case ClaimKind::ProviderOffers:
            case ClaimKind::ProviderPrices:
            case ClaimKind::Cheapest:
                refOk = c.m_providerIndex.contains(g.refId);
                break;
            default:
                break;
            }
            if (!refOk) {
                missing(g.sourceFile,
                        g.sourceLine,
                        g.id + QStringLiteral(".ref"),
                        ATLAS_TR("Atlas::Catalog", "expected the id of a %1, found \"%2\"")
                            .arg(claimKindKey(g.kind)),
                        g.refId);
                ok = false;
            }
            if (ok)
                claims.append(g);
        }
        rebuild(c.m_claims, c.m_claimIndex, claims);
    }

    template<typename T>
    static void rebuild(QList<T> &list, QHash<QString, qsizetype> &index, const QList<T> &kept)
    {
        list = kept;
        index.clear();
        for (qsizetype i = 0; i < list.size(); ++i)
            index.insert(list.at(i).id, i);
    }

    Diagnostics &m_diagnostics;
    Catalog m_catalog;
};

const Accelerator *Catalog::accelerator(QStringView id) const
{
    return findIn(m_accelerators, m_acceleratorIndex, id);
}

const ModelArch *Catalog::model(QStringView id) const
{
    return findIn(m_models, m_modelIndex, id);
}

const City *Catalog::city(QStringView id) const
{
    return findIn(m_cities, m_cityIndex, id);
}

const Region *Catalog::region(QStringView id) const
{
    if (const Region *hub = findIn(m_hubs, m_hubIndex, id))
        return hub;
    return findIn(m_clusters, m_clusterIndex, id);
}

const Provider *Catalog::provider(QStringView id) const
{
    return findIn(m_providers, m_providerIndex, id);
}

const QList<std::pair<qsizetype, qsizetype>> &Catalog::instancesOf(QStringView acceleratorId) const
{
    static const QList<std::pair<qsizetype, qsizetype>> none;
    const auto it = m_instancesByAccelerator.constFind(acceleratorId.toString());
    return it == m_instancesByAccelerator.cend() ? none : *it;
}

const Workstation *Catalog::workstation(QStringView id) const
{
    return findIn(m_workstations, m_workstationIndex, id);
}

QList<const Region *> Catalog::regions() const
{
    QList<const Region *> all;
    all.reserve(m_hubs.size() + m_clusters.size());
    for (const Region &r : m_hubs)
        all.append(&r);
    for (const Region &r : m_clusters)
        all.append(&r);
    return all;
}

struct Catalog::Fits
{
    std::once_flag efficiencyOnce;
    std::once_flag servingOnce;
    EfficiencyFit efficiency;
    ServingFit serving;
};

Catalog::Catalog()
    : m_fits(std::make_shared<Fits>())
{}

const EfficiencyFit &Catalog::efficiencyFit() const
{
    std::call_once(m_fits->efficiencyOnce, [this] {
        m_fits->efficiency = fitEfficiency(m_trainingRuns, m_accelerators, m_mfuClasses);
    });
    return m_fits->efficiency;
}

const ServingFit &Catalog::servingFit() const
{
    std::call_once(m_fits->servingOnce, [this] {
        m_fits->serving = fitServing(m_servingRuns, m_accelerators, m_models);
    });
    return m_fits->serving;
}

double Catalog::defaultMfu(const Accelerator &accelerator) const
{
    return mfuPrior(accelerator).mfu;
}

const MfuClass *Catalog::mfuClass(QStringView id) const
{
    const auto it = m_mfuClasses.constFind(id.toString());
    return it == m_mfuClasses.cend() ? nullptr : &*it;
}

MfuClass Catalog::mfuPrior(const Accelerator &accelerator) const
{
    if (const MfuClass *c = mfuClass(accelerator.mfuClass))
        return *c;
    MfuClass fallback;
    fallback.basis = QStringLiteral(
        "no MFU class for this accelerator: 0.35 assumed, with the widest band of the catalog");
    fallback.sources = {QStringLiteral("assumption")};
    for (const MfuClass &c : m_mfuClasses) {
        fallback.low = std::min(fallback.low, c.low);
        fallback.high = std::max(fallback.high, c.high);
    }
    return fallback;
}

QString Catalog::sourceText(const QString &key) const
{
    return m_sources.value(key, key);
}

QString userDataDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
           + QStringLiteral("/ComputeAtlas/data");
}

QStringList embeddedDataFiles()
{
    return {QStringLiteral(":/computeatlas/data/accelerators.yaml"),
            QStringLiteral(":/computeatlas/data/models.yaml"),
            QStringLiteral(":/computeatlas/data/regions.yaml"),
            QStringLiteral(":/computeatlas/data/pricing.yaml"),
            QStringLiteral(":/computeatlas/data/calibration.yaml"),
            QStringLiteral(":/computeatlas/data/providers.yaml"),
            QStringLiteral(":/computeatlas/data/workstations.yaml"),
            QStringLiteral(":/computeatlas/data/seed_claims.yaml"),
            QStringLiteral(":/computeatlas/data/availability.yaml")};
}

// Reads every *.yaml and *.yml in a directory, in name order. An entry that cannot be read
// (a dangling link, a FIFO, a directory named x.yaml) is named, never skipped silently: for a
// directory the user gave (`explicitDir`, --data) as an error, for the user data directory as a
// warning. Hidden files are not data and are left alone.
static void addDirectory(CatalogBuilder &builder,
                         const QString &dirPath,
                         Diagnostics &diagnostics,
                         bool explicitDir)
{
    const PathInfo info = inspectPath(dirPath);
    if (info.kind != PathKind::Directory) {
        if (!explicitDir && info.kind == PathKind::Missing)
            return;
        const TrText problem = info.kind == PathKind::Missing
                                   ? ATLAS_TR("Atlas::Catalog", "the data directory does not exist")
                                   : ATLAS_TR("Atlas::Catalog",
                                              "the data path is %1, not a directory")
                                         .arg(pathKindText(info.kind));
        if (explicitDir)
            diagnostics.error(dirPath, 0, 0, {}, problem.toString());
        else
            diagnostics.warning(dirPath, 0, 0, {}, problem.toString());
        return;
    }
    const QDir dir(dirPath);
    const QStringList names = dir.entryList({QStringLiteral("*.yaml"), QStringLiteral("*.yml")},
                                            QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot,
                                            QDir::Name);
    for (const QString &name : names) {
        const QString path = dir.filePath(name);
        const PathInfo entry = inspectPath(path);
        if (entry.kind == PathKind::Regular) {
            builder.addFile(path, path);
            continue;
        }
        // The system's reason as it says it (a symbolic link loop: "Too many levels of symbolic
        // links"), or what is there instead of a file. "Skipped" only where loading goes on.
        const TrText reason = entry.kind == PathKind::Unknown
                                  ? TrText::literal(entry.error)
                                  : ATLAS_TR("Atlas::Catalog", "it is %1, not a regular file")
                                        .arg(pathKindText(entry.kind));
        if (explicitDir)
            diagnostics
                .error(path,
                       0,
                       0,
                       {},
                       ATLAS_TR("Atlas::Catalog", "cannot read it: %1").arg(reason).toString());
        else
            diagnostics.warning(path,
                                0,
                                0,
                                {},
                                ATLAS_TR("Atlas::Catalog", "skipped, cannot read it: %1")
                                    .arg(reason)
                                    .toString());
    }
}

std::shared_ptr<const Catalog> loadCatalog(const CatalogOptions &options, Diagnostics &diagnostics)
{
    CatalogBuilder builder(diagnostics);
    if (options.embedded) {
        builder.setEmbedded(true);
        for (const QString &path : embeddedDataFiles())
            builder.addFile(path, path.mid(2)); // ":/computeatlas/…" shown without ":/"
        builder.setEmbedded(false);
    }
    if (options.userDir)
        addDirectory(builder, userDataDirectory(), diagnostics, false);
    for (const QString &dir : options.dataDirs)
        addDirectory(builder, dir, diagnostics, true);
    for (const QString &file : options.files)
        builder.addFile(file, file);
    return builder.finish();
}

std::shared_ptr<const Catalog> loadCatalogTexts(const QList<std::pair<QString, QByteArray>> &texts,
                                                bool withEmbedded,
                                                Diagnostics &diagnostics)
{
    CatalogBuilder builder(diagnostics);
    if (withEmbedded) {
        builder.setEmbedded(true);
        for (const QString &path : embeddedDataFiles())
            builder.addFile(path, path.mid(2));
        builder.setEmbedded(false);
    }
    for (const auto &[name, text] : texts)
        builder.addText(text, name);
    return builder.finish();
}

std::shared_ptr<const Catalog> embeddedCatalog()
{
    static const std::shared_ptr<const Catalog> catalog = [] {
        Diagnostics ignored; // the embedded data is validated by the test suite
        CatalogOptions options;
        options.userDir = false;
        return loadCatalog(options, ignored);
    }();
    return catalog;
}

} // namespace Atlas
