#include "loaders/catalogreader.h"

namespace Atlas {

namespace {

// Reads a list of entries under `key`, rejecting duplicate ids inside this file.
template<typename T, typename ReadFn>
void readList(FieldReader &root, const char *key, QList<T> &out, ReadFn read)
{
    QHash<QString, int> firstLine;
    readEntryList(root, key, out, read, [&firstLine](FieldReader &reader, const T &entry) {
        if (firstLine.contains(entry.id)) {
            reader.error("id",
                         ATLAS_TR("Atlas::CatalogReader",
                                  "duplicate id \"%1\" (first defined at line %2)")
                             .arg(entry.id)
                             .arg(firstLine.value(entry.id)));
            return false;
        }
        firstLine.insert(entry.id, reader.mark().line + 1);
        return true;
    });
}

// mfu_classes: a mapping of class ids to their efficiency priors.
void readMfuClasses(FieldReader &root, CatalogFragment &fragment)
{
    const YamlNode mfu = root.node("mfu_classes");
    if (mfu.isDefined() && !mfu.isNull()) {
        FieldReader classes(root.context(),
                            mfu,
                            QStringLiteral("mfu_classes"),
                            root.markOf("mfu_classes"));
        if (classes.isMap()) {
            for (int i = 0; i < mfu.size(); ++i) {
                const QString id = mfu.key(i).text();
                if (!isValidId(id)) {
                    root.context()
                        .error(mfu.key(i).mark(),
                               classes.path(),
                               ATLAS_TR("Atlas::CatalogReader",
                                        "expected a class id of lower-case letters, digits, "
                                        "'.', '_' or '-', found \"%1\"")
                                   .arg(elided(id)));
                    classes.ignore(id.toUtf8().constData()); // reported: not also "unknown"
                    continue;
                }
                const QByteArray key = id.toUtf8();
                FieldReader one(root.context(),
                                classes.node(key.constData()),
                                classes.fieldPath(key.constData()),
                                classes.markOf(key.constData()));
                MfuClass c;
                if (one.isMap() && readMfuClass(one, id, c))
                    fragment.mfuClasses.append(c);
            }
        }
    }
}

// sources: a mapping of source keys to their citations.
void readSources(FieldReader &root, CatalogFragment &fragment)
{
    const YamlNode sources = root.node("sources");
    if (sources.isDefined() && !sources.isNull()) {
        if (!sources.isMap()) {
            root.error("sources",
                       ATLAS_TR("Atlas::CatalogReader",
                                "expected a mapping of source keys to URLs, found %1")
                           .arg(describeNode(sources)));
        } else {
            for (int i = 0; i < sources.size(); ++i) {
                if (!root.context().visit(sources.value(i)))
                    break;
                if (!sources.key(i).isScalar() || !sources.value(i).isScalar())
                    continue;
                const QString citation = sources.value(i).text();
                if (const std::optional<TrText> problem = textProblem(citation, MaxTextLength)) {
                    root.context().error(sources.value(i).mark(),
                                         root.fieldPath("sources") + u'.'
                                             + elided(sources.key(i).text()),
                                         *problem);
                    continue;
                }
                fragment.sources.insert(sources.key(i).text(), citation);
            }
        }
    }
}

} // namespace

namespace {

bool readDocument(const YamlDocument &document, YamlContext &context, CatalogFragment &fragment);

} // namespace

bool readCatalogFile(const QByteArray &text,
                     const QString &fileName,
                     CatalogFragment &fragment,
                     Diagnostics &diagnostics)
{
    YamlContext context(fileName, diagnostics);
    return readDocument(loadYaml(text, context), context, fragment);
}

bool readCatalogTree(const YamlDocument &document,
                     const QString &fileName,
                     CatalogFragment &fragment,
                     Diagnostics &diagnostics)
{
    YamlContext context(fileName, diagnostics);
    return readDocument(document, context, fragment);
}

namespace {

bool readDocument(const YamlDocument &document, YamlContext &context, CatalogFragment &fragment)
{
    const YamlNode root = document.root();
    if (!root.isDefined())
        return false;
    if (root.isNull()) {
        context.warning(YamlMark{0, 0},
                        {},
                        ATLAS_TR("Atlas::CatalogReader",
                                 "the file is empty (or holds only comments)"));
        return true;
    }
    FieldReader reader(context, root, QString());
    if (!reader.isMap())
        return false;

    if (const auto version = reader.integer("schema_version", 1, 1000000)) {
        if (*version > CatalogSchemaVersion) {
            reader.error("schema_version",
                         ATLAS_TR("Atlas::CatalogReader",
                                  "this file needs schema version %1, but this program reads "
                                  "version %2 and older; update ComputeAtlas to read it")
                             .arg(*version)
                             .arg(CatalogSchemaVersion));
            reader.ignoreAll(); // the rest of the file was not read: no warnings about it
            return false;
        }
    }

    readList(reader, "accelerators", fragment.accelerators, readAccelerator);
    readList(reader, "models", fragment.models, readModel);
    readList(reader, "cities", fragment.cities, readCity);
    readList(reader, "hubs", fragment.hubs, readHub);
    readList(reader, "clusters", fragment.clusters, readCluster);
    readList(reader, "training_runs", fragment.trainingRuns, readTrainingRun);
    readList(reader,
             "excluded_training_runs",
             fragment.excludedTrainingRuns,
             readExcludedTrainingRun);
    readList(reader, "serving_runs", fragment.servingRuns, readServingRun);
    readList(reader, "providers", fragment.providers, readProvider);
    readList(reader, "workstations", fragment.workstations, readWorkstation);
    readList(reader, "claims", fragment.claims, readGuideClaim);
    readList(reader, "rules", fragment.availabilityRules, readAvailabilityRule);
    readAvailabilityEntries(reader, fragment.availability);

    readMfuClasses(reader, fragment);
    readSources(reader, fragment);

    const YamlNode policy = reader.node("policy");
    if (policy.isDefined() && !policy.isNull())
        readRegionPolicy(context, policy, fragment);

    const YamlNode pricing = reader.node("pricing");
    if (pricing.isDefined() && !pricing.isNull()) {
        FieldReader p(context, pricing, QStringLiteral("pricing"), reader.markOf("pricing"));
        if (p.isMap()) {
            fragment.hasPricing = true;
            readPricing(p, fragment.pricing);
        }
    }

    // Sections that are documentation for readers of the file, not data for the program.
    reader.ignore("meta");
    reader.ignore("emission_factors");
    reader.ignore("electricity_context");
    reader.ignore("seed_claims");
    reader.ignore("map_geometry");
    return true;
}

} // namespace

} // namespace Atlas
