#include "loaders/catalogbuilder.h"

#include "io/inputfile.h"
#include "loaders/catalogreader.h"
#include "yaml/yamlpack.h"

#include <QResource>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace Atlas {

namespace {

template<typename T>
int entryLine(const T &entry)
{
    if constexpr (requires { entry.sourceLine; })
        return entry.sourceLine;
    return 0;
}

template<typename T>
QString entrySource(const T &entry, const QString &fallback)
{
    if constexpr (requires { entry.sourceFile; })
        return entry.sourceFile;
    return fallback;
}

} // namespace

template<typename T>
void CatalogBuilder::merge(QList<T> &list,
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

void CatalogBuilder::unreadable(const QString &displayName, const QString &error)
{
    m_diagnostics.error(displayName,
                        0,
                        0,
                        {},
                        ATLAS_TR("Atlas::Catalog", "cannot read the file: %1").arg(error).toString());
}

void CatalogBuilder::addFile(const QString &path, const QString &displayName)
{
    QString error;
    // Read at most one byte over the cap: the bounds check then reports the size.
    const std::optional<QByteArray> text = readInputFile(path, YamlLimits{}.maxBytes, &error);
    if (!text) {
        unreadable(displayName, error);
        return;
    }
    addText(*text, displayName);
}

void CatalogBuilder::addText(const QByteArray &text, const QString &fileName)
{
    CatalogFragment fragment;
    fragment.pricing = m_catalog.m_pricing;
    if (readCatalogFile(text, fileName, fragment, m_diagnostics))
        addFragment(fragment, fileName);
}

void CatalogBuilder::addFiles(const QList<std::pair<QString, QString>> &files)
{
    struct File
    {
        QByteArrayView packed; // an embedded file's tree, packed at build time (yaml/yamlpack.h)
        YamlDocument tree;
        std::optional<QByteArray> text; // the YAML, when there is no packed tree or it is damaged
        QString error;
        CatalogFragment fragment;
        Diagnostics diagnostics;
        bool read = false;
        bool readable() const { return tree.root().isDefined() || text; }
    };
    std::vector<File> parsed(size_t(files.size()));
    std::vector<size_t> order(parsed.size());
    const auto readYaml = [&](size_t i) {
        parsed[i].text = readInputFile(files[qsizetype(i)].first,
                                       YamlLimits{}.maxBytes,
                                       &parsed[i].error);
    };
    for (size_t i = 0; i < parsed.size(); ++i) {
        // Read in place: the trees are stored uncompressed in the program, so nothing is copied.
        const QResource tree(files[qsizetype(i)].first + QStringLiteral(".tree"));
        if (m_embedded && tree.isValid() && tree.compressionAlgorithm() == QResource::NoCompression)
            parsed[i].packed = QByteArrayView(tree.data(), tree.size());
        else
            readYaml(i);
        order[i] = i;
    }
    // Largest first, each thread taking the next: the two end close together.
    const auto size = [&](size_t i) {
        return std::max(parsed[i].packed.size(), parsed[i].text ? parsed[i].text->size() : 0);
    };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return size(a) > size(b);
    });
    const auto read = [&](File &file, const QString &name, Diagnostics &diagnostics) {
        return file.tree.root().isDefined()
                   ? readCatalogTree(file.tree, name, file.fragment, diagnostics)
                   : readCatalogFile(*file.text, name, file.fragment, diagnostics);
    };
    std::atomic<size_t> next{0};
    const auto parse = [&] {
        for (size_t k = next++; k < order.size(); k = next++) {
            File &file = parsed[order[k]];
            if (!file.packed.isEmpty()) {
                file.tree = unpackYaml(file.packed, PackedBytes::Static);
                if (!file.tree.root().isDefined())
                    readYaml(order[k]);
            }
            if (!file.readable())
                continue;
            file.fragment.pricing = m_catalog.m_pricing;
            file.read = read(file, files[qsizetype(order[k])].second, file.diagnostics);
        }
    };
    std::thread helper(parse);
    parse();
    helper.join();
    // Merged in the files' order. Pricing is patched onto the pricing read so far: a second
    // file with pricing was read on the wrong base and is read again.
    bool pricingRead = false;
    for (size_t i = 0; i < parsed.size(); ++i) {
        File &file = parsed[i];
        const QString &name = files[qsizetype(i)].second;
        if (!file.readable()) {
            unreadable(name, file.error);
        } else if (pricingRead && file.fragment.hasPricing) {
            file.fragment = {};
            file.fragment.pricing = m_catalog.m_pricing;
            if (read(file, name, m_diagnostics))
                addFragment(file.fragment, name);
        } else {
            m_diagnostics.append(file.diagnostics);
            pricingRead = pricingRead || file.fragment.hasPricing;
            if (file.read)
                addFragment(file.fragment, name);
        }
    }
}

void CatalogBuilder::addFragment(CatalogFragment &fragment, const QString &fileName)
{
    m_catalog.m_files.append(fileName);
    merge(m_catalog.m_accelerators, m_catalog.m_acceleratorIndex, fragment.accelerators, fileName);
    merge(m_catalog.m_models, m_catalog.m_modelIndex, fragment.models, fileName);
    merge(m_catalog.m_cities, m_catalog.m_cityIndex, fragment.cities, fileName);
    merge(m_catalog.m_hubs, m_catalog.m_hubIndex, fragment.hubs, fileName);
    merge(m_catalog.m_clusters, m_catalog.m_clusterIndex, fragment.clusters, fileName);
    merge(m_catalog.m_providers, m_catalog.m_providerIndex, fragment.providers, fileName);
    merge(m_catalog.m_workstations, m_catalog.m_workstationIndex, fragment.workstations, fileName);
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

std::shared_ptr<const Catalog> CatalogBuilder::finish()
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

} // namespace Atlas
