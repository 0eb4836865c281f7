#pragma once

#include "catalog/catalog.h"
#include "cli/cliargs.h"
#include "engine/memorymodel.h"
#include "scenario/scenario.h"

#include <QJsonObject>

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

// `defaultGpu` stands in for a missing --gpu (plan --provider takes the instance's card).
std::optional<Job> parseJob(CliArgs &args,
                            const Catalog &catalog,
                            bool needGpu,
                            const QString &defaultGpu = {},
                            Task defaultTask = Task::Full);
// The plan's arguments as a scenario (plan, regions, plan --provider).
std::optional<Scenario> parsePlanScenario(CliArgs &args,
                                          const Catalog &catalog,
                                          const QString &defaultGpu = {});

int runCatalog(CliArgs &args, Context &context);
int runEstimate(CliArgs &args, Context &context);
int runPlan(CliArgs &args, Context &context);
int runRegions(CliArgs &args, Context &context);
int runCalibration(CliArgs &args, Context &context);
int runOptions(CliArgs &args, Context &context);
int runServe(CliArgs &args, Context &context);
// plan --provider ID --instance ID [--region R] [--billing B]: the choice, checked; on a bad
// argument the usage error is printed, `exitCode` set and nothing returned.
std::optional<ProviderChoice> parseProviderChoice(CliArgs &args,
                                                  Context &context,
                                                  QString *accelerator,
                                                  int *exitCode);
void addProviderQuote(QJsonObject &plan, const ProviderQuote &quote, const ProviderChoice &choice);
int runSeedClaims(CliArgs &args, Context &context);
QJsonObject jsonProvider(const Provider &provider, const Catalog &catalog, bool full);

int usageError(Context &context, const QString &message);
// The error kept in `args`, reported with its exit code (2 with the usage hint, or 1).
int argumentError(Context &context, const CliArgs &args);
QString formatGiB(double bytes);
// A count with the suffix that keeps it readable: "7.50M", "8.03B", "1.20T".
QString formatCount(double count);

} // namespace Atlas::Cli
