#pragma once

#include "catalog/catalog.h"
#include "engine/fit.h"

namespace Atlas {

// One row of seed 000's table 4.2 with its recommendations, and what the engine says of them.
struct SeedRecommendation
{
    QString acceleratorId;
    int gpus = 1;
};

struct SeedTableRow
{
    QString id;
    QString sizeZh;
    double minParams = 0;
    double maxParams = 0; // exclusive
    bool moeOnly = false;
    Task task = Task::Full;
    QString taskZh;
    QString tierZh;
    QString configZh;
    QString memoryZh;
    QList<SeedRecommendation> recommends;

    bool covers(const ModelArch &model, Task task) const;
};

QList<SeedTableRow> loadSeedTable(Diagnostics &diagnostics); // the embedded seed_table.yaml
const QList<SeedTableRow> &seedTable();                      // loaded once

// The engine's answer to one recommendation for one model: does the recommended count fit?
struct SeedVerdict
{
    const SeedTableRow *row = nullptr;
    SeedRecommendation recommendation;
    bool contradicts = false; // the recommended count is not enough
    std::optional<int> engineMinGpus;
    double perGpuAtRecommended = 0;
    double capacity = 0;
    TrText reason;
};

// Verdicts for every recommendation of every row covering (model, task); empty when the seed
// says nothing about them. `workload` carries the precision and sequence the engine uses.
QList<SeedVerdict> seedVerdicts(const ModelArch &model,
                                const Workload &workload,
                                const Catalog &catalog,
                                const EngineOptions &options = {});

} // namespace Atlas
