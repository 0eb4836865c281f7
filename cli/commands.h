#pragma once

#include "catalog/catalog.h"
#include "cli/cliargs.h"
#include "engine/memorymodel.h"

#include <QTextStream>

#include <memory>

namespace Atlas::Cli {

enum ExitCode { Success = 0, InvalidData = 1, BadArguments = 2 };

struct Context
{
    QTextStream &out;
    QTextStream &err;
    std::shared_ptr<const Catalog> catalog;
};

// MODEL, WORKLOAD and PARALLEL arguments, shared by estimate, plan and regions.
struct Job
{
    ModelArch model;
    bool modelFromCatalog = false; // --model ID (otherwise --config or --params)
    Workload workload;
    Layout layout;
    QString gpuId;
};

std::optional<Job> parseJob(CliArgs &args, const Catalog &catalog, bool needGpu);

int runCatalog(CliArgs &args, Context &context);
int runEstimate(CliArgs &args, Context &context);
int runPlan(CliArgs &args, Context &context);
int runRegions(CliArgs &args, Context &context);

int usageError(Context &context, const QString &message);
// The error kept in `args`, reported with its exit code (2 with the usage hint, or 1).
int argumentError(Context &context, const CliArgs &args);
QString formatGiB(double bytes);
// A count with the suffix that keeps it readable: "7.50M", "8.03B", "1.20T".
QString formatCount(double count);

} // namespace Atlas::Cli
