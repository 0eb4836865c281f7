#include "loaders/catalogbuilder.h"

#include "catalog/seedtable.h"
#include "engine/efficiency.h"

#include <algorithm>

namespace Atlas {

namespace {

Verification weakest(Verification a, Verification b)
{
    return std::max(a, b); // the enum runs from Verified to Unverified
}

TrText expectedAccelerator()
{
    return ATLAS_TR("Atlas::Catalog", "expected the id of an accelerator, found \"%1\"");
}

TrText expectedModel()
{
    return ATLAS_TR("Atlas::Catalog", "expected the id of a model, found \"%1\"");
}

} // namespace

// A calibration run must name what the catalog has and measure something a card can do: an
// unknown accelerator (or model) leaves the run out with a warning, a measurement implying
// more than the card's dense peak or under 1 % of it is refused with an error (a unit slip
// would move every fitted factor).
void CatalogBuilder::checkCalibration()
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

void CatalogBuilder::unknownForRun(const QString &file,
                                   int line,
                                   const QString &id,
                                   const QString &accelerator)
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

void CatalogBuilder::referenceError(const QString &file,
                                    int line,
                                    const QString &field,
                                    const TrText &message)
{
    m_diagnostics.error(file, line, 0, field, message.toString());
}

void CatalogBuilder::checkReferences()
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
                           expectedAccelerator().arg(elided(it.key())));
    }
}

// A hub's figures are those of its clusters: mean tariff, PUE and grid factor, the
// weakest verification, the range spanning all clusters.
void CatalogBuilder::aggregateHubs()
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
void CatalogBuilder::checkProviders()
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
void CatalogBuilder::checkGuide()
{
    checkWorkstations();
    checkClaims();
}

void CatalogBuilder::checkWorkstations()
{
    Catalog &c = m_catalog;
    QList<Workstation> workstations;
    for (const Workstation &w : std::as_const(c.m_workstations)) {
        bool ok = c.m_acceleratorIndex.contains(w.acceleratorId);
        if (!ok)
            referenceError(w.sourceFile,
                           w.sourceLine,
                           w.id + QStringLiteral(".cards.accelerator"),
                           expectedAccelerator().arg(w.acceleratorId));
        for (const WorkstationUse &u : w.uses) {
            if (!c.m_modelIndex.contains(u.modelId)) {
                referenceError(w.sourceFile,
                               w.sourceLine,
                               w.id + QStringLiteral(".uses.model"),
                               expectedModel().arg(u.modelId));
                ok = false;
            }
        }
        if (ok)
            workstations.append(w);
    }
    rebuild(c.m_workstations, c.m_workstationIndex, workstations);
}

void CatalogBuilder::checkClaims()
{
    Catalog &c = m_catalog;
    QList<GuideClaim> claims;
    for (const GuideClaim &g : std::as_const(c.m_claims)) {
        bool ok = true;
        for (const ClaimCard &card : g.cards) {
            if (!c.m_acceleratorIndex.contains(card.acceleratorId)) {
                referenceError(g.sourceFile,
                               g.sourceLine,
                               g.id + QStringLiteral(".cards"),
                               expectedAccelerator().arg(card.acceleratorId));
                ok = false;
            }
        }
        if (g.kind == ClaimKind::TrainingCost && !c.m_modelIndex.contains(g.modelId)) {
            referenceError(g.sourceFile,
                           g.sourceLine,
                           g.id + QStringLiteral(".model"),
                           expectedModel().arg(g.modelId));
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
            referenceError(g.sourceFile,
                           g.sourceLine,
                           g.id + QStringLiteral(".ref"),
                           ATLAS_TR("Atlas::Catalog", "expected the id of a %1, found \"%2\"")
                               .arg(claimKindKey(g.kind))
                               .arg(g.refId));
            ok = false;
        }
        if (ok)
            claims.append(g);
    }
    rebuild(c.m_claims, c.m_claimIndex, claims);
}

} // namespace Atlas
