#include "catalog/seedtable.h"

#include "yaml/yamlreader.h"

#include <QFile>

namespace Atlas {

bool SeedTableRow::covers(const ModelArch &model, Task t) const
{
    if (t != task)
        return false;
    if (moeOnly && !model.moe.isMoe())
        return false;
    const double params = countParameters(model).total;
    return params >= minParams && params < maxParams;
}

QList<SeedTableRow> loadSeedTable(Diagnostics &diagnostics)
{
    QList<SeedTableRow> rows;
    const QString path = QStringLiteral(":/computeatlas/data/seed_table.yaml");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    YamlContext context(path.mid(2), diagnostics);
    const YamlDocument document = loadYaml(file.readAll(), context);
    const YamlNode root = document.root();
    if (!root.isDefined())
        return rows;
    FieldReader top(context, root, QString());
    if (!top.isMap())
        return rows;
    top.integer("schema_version", 1, CatalogSchemaVersion);
    const YamlNode list = top.node("seed_table");
    if (!list.isSequence()) {
        top.error("seed_table",
                  ATLAS_TR("Atlas::SeedTable", "expected a list, found %1").arg(describeNode(list)));
        return rows;
    }
    int index = 0;
    for (const YamlNode item : list) {
        FieldReader r(context, item, indexedPath(QStringLiteral("seed_table"), index++));
        if (!r.isMap())
            continue;
        SeedTableRow row;
        row.id = r.text("id", Need::Required).value_or(QString());
        row.sizeZh = r.text("size_zh", Need::Required).value_or(QString());
        row.minParams = r.positive("min_params", Need::Required).value_or(0);
        row.maxParams = r.positive("max_params", Need::Required).value_or(0);
        row.moeOnly = r.boolean("moe_only").value_or(false);
        if (const auto t = r.choice("task", taskKeys(), Need::Required))
            row.task = Task(*t);
        row.taskZh = r.text("task_zh").value_or(QString());
        row.tierZh = r.text("tier_zh").value_or(QString());
        row.configZh = r.text("config_zh").value_or(QString());
        row.memoryZh = r.text("memory_zh").value_or(QString());
        const YamlNode recs = r.node("recommends");
        int ri = 0;
        for (const YamlNode rec : recs) {
            FieldReader x(context, rec, indexedPath(r.fieldPath("recommends"), ri++));
            SeedRecommendation s;
            s.acceleratorId = x.text("accelerator", Need::Required).value_or(QString());
            s.gpus = int(x.integer("gpus", 1, 1 << 20, Need::Required).value_or(1));
            row.recommends.append(s);
        }
        rows.append(row);
    }
    return rows;
}

const QList<SeedTableRow> &seedTable()
{
    static const QList<SeedTableRow> rows = [] {
        Diagnostics ignored; // validated by the test suite
        return loadSeedTable(ignored);
    }();
    return rows;
}

QList<SeedVerdict> seedVerdicts(const ModelArch &model,
                                const Workload &workload,
                                const Catalog &catalog,
                                const EngineOptions &options)
{
    QList<SeedVerdict> verdicts;
    for (const SeedTableRow &row : seedTable()) {
        if (!row.covers(model, workload.task))
            continue;
        const MemoryModel memory(model, workload, options);
        for (const SeedRecommendation &rec : row.recommends) {
            const Accelerator *a = catalog.accelerator(rec.acceleratorId);
            if (!a)
                continue;
            SeedVerdict v;
            v.row = &row;
            v.recommendation = rec;
            v.capacity = a->memoryBytes();
            const FitResult fit = fitOnAccelerator(memory, *a, Layout{});
            v.engineMinGpus = fit.minGpus;
            // The best the recommended count can do: the fast minimum over its layouts.
            Layout l;
            l.gpus = rec.gpus;
            double best = std::numeric_limits<double>::infinity();
            for (const Layout &candidate : candidateLayouts(memory, rec.gpus, Offload::None))
                best = std::min(best, memory.perGpuTotal(candidate));
            v.perGpuAtRecommended = best;
            v.contradicts = !(best <= v.capacity);
            if (v.contradicts)
                v.reason
                    = ATLAS_TR("Atlas::SeedTable",
                               "the seed recommends %1 × %2 for %3 (%4), but even its best layout "
                               "needs %5 GiB per card of %6 GiB; the engine needs %7 cards")
                          .arg(rec.gpus)
                          .arg(a->name)
                          .arg(row.sizeZh)
                          .arg(row.taskZh)
                          .arg(best / GiB, 3)
                          .arg(a->memoryGiB)
                          .arg(fit.minGpus ? QString::number(*fit.minGpus)
                                           : QStringLiteral(">4096"));
            else
                v.reason = ATLAS_TR("Atlas::SeedTable",
                                    "the seed's %1 × %2 fits: %3 GiB per card of %4 GiB")
                               .arg(rec.gpus)
                               .arg(a->name)
                               .arg(best / GiB, 3)
                               .arg(a->memoryGiB);
            verdicts.append(v);
        }
    }
    return verdicts;
}

} // namespace Atlas
