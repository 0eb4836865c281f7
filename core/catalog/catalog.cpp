#include "catalog/catalog.h"

#include "catalog/catalogpreload.h"
#include "engine/efficiency.h"
#include "engine/serving.h"
#include "io/pathkind.h"
#include "loaders/catalogbuilder.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <future>
#include <mutex>

namespace Atlas {

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

namespace {

struct EmbeddedLoad
{
    std::shared_ptr<const Catalog> catalog;
    Diagnostics diagnostics; // none: the test suite validates the embedded data
};

void addEmbedded(CatalogBuilder &builder)
{
    QList<std::pair<QString, QString>> files;
    for (const QString &path : embeddedDataFiles())
        files.append({path, path.mid(2)}); // ":/computeatlas/…" shown without ":/"
    builder.setEmbedded(true);
    builder.addFiles(files);
    builder.setEmbedded(false);
}

// The embedded catalog of the process: loaded by the first caller, or by the preload's thread
// (then with its efficiency fit, which the window's first result needs).
const std::shared_future<EmbeddedLoad> &embeddedLoad(std::launch policy = std::launch::deferred)
{
    static const std::shared_future<EmbeddedLoad> load
        = std::async(policy, [preloading = policy == std::launch::async] {
              EmbeddedLoad loaded;
              CatalogBuilder builder(loaded.diagnostics);
              addEmbedded(builder);
              loaded.catalog = builder.finish();
              if (preloading)
                  loaded.catalog->efficiencyFit();
              return loaded;
          }).share();
    return load;
}

// Whether loadCatalog() would read nothing but the embedded data: a missing user data
// directory is passed over in silence (addDirectory).
bool embeddedOnly(const CatalogOptions &options)
{
    return options.embedded && options.dataDirs.isEmpty() && options.files.isEmpty()
           && (!options.userDir || inspectPath(userDataDirectory()).kind == PathKind::Missing);
}

} // namespace

EmbeddedCatalogPreload::EmbeddedCatalogPreload()
{
    // Qt takes the first thread that asks for its thread data for the main thread; the loader
    // creates QObjects (QFile), so the caller asks first.
    QThread::currentThread();
    embeddedLoad(std::launch::async);
}

EmbeddedCatalogPreload::~EmbeddedCatalogPreload()
{
    embeddedLoad().wait();
}

std::shared_ptr<const Catalog> loadCatalog(const CatalogOptions &options, Diagnostics &diagnostics)
{
    if (embeddedOnly(options)) {
        const EmbeddedLoad &embedded = embeddedLoad().get();
        diagnostics.append(embedded.diagnostics);
        return embedded.catalog;
    }
    CatalogBuilder builder(diagnostics);
    if (options.embedded)
        addEmbedded(builder);
    if (options.userDir)
        addDirectory(builder, userDataDirectory(), diagnostics, false);
    for (const QString &dir : options.dataDirs)
        addDirectory(builder, dir, diagnostics, true);
    QList<std::pair<QString, QString>> files;
    for (const QString &file : options.files)
        files.append({file, file});
    builder.addFiles(files);
    return builder.finish();
}

std::shared_ptr<const Catalog> loadCatalogTexts(const QList<std::pair<QString, QByteArray>> &texts,
                                                bool withEmbedded,
                                                Diagnostics &diagnostics)
{
    CatalogBuilder builder(diagnostics);
    if (withEmbedded)
        addEmbedded(builder);
    for (const auto &[name, text] : texts)
        builder.addText(text, name);
    return builder.finish();
}

std::shared_ptr<const Catalog> embeddedCatalog()
{
    return embeddedLoad().get().catalog;
}

} // namespace Atlas
