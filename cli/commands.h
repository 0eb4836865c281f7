#pragma once

// What the verbs share beyond the command type: the job, plan and provider arguments, and the
// number formats of the text output.

#include "catalog/catalog.h"
#include "cli/command.h"
#include "engine/memorymodel.h"
#include "scenario/scenario.h"

#include <QJsonObject>

namespace Atlas::Cli {

// MODEL, WORKLOAD and PARALLEL arguments, shared by estimate, plan, regions, options, serve.
struct Job
{
    ModelArch model;
    bool modelFromCatalog = false; // --model ID (otherwise --config or --params)
    Workload workload;
    Layout layout;
    QString gpuId;
};

// `defaultGpu` stands in for a missing --gpu (plan --provider takes the instance's card).
// `JobLayout::Skip`: the verb reads --gpus and --tp itself (serve: "--tp 4" alone is replicas
// of TP 4, not a training layout of 4-way TP on one card).
enum class JobLayout { Read, Skip };
std::optional<Job> parseJob(CliArgs &args,
                            const Catalog &catalog,
                            bool needGpu,
                            const QString &defaultGpu = {},
                            Task defaultTask = Task::Full,
                            JobLayout layout = JobLayout::Read);
std::optional<ModelArch> parseModel(CliArgs &args, const Catalog &catalog);

// The plan's arguments as a scenario (plan, regions). With a provider, --region is the
// provider's region (read by parseProviderChoice), not a hub or cluster.
struct PlanScenarioOptions
{
    bool withJob = true;
    bool withProvider = false;
    QString defaultGpu;
};
std::optional<Scenario> parsePlanScenario(CliArgs &args,
                                          const Catalog &catalog,
                                          const PlanScenarioOptions &options);

// --pricing FORM (one of gpuPricingForms()).
std::optional<ServiceForm> parsePricing(CliArgs &args);

// plan --provider ID --instance ID [--region R] [--billing B]: the choice, checked; on a bad
// argument the error is kept in `args` and nothing returned. `accelerator`: the instance's card.
std::optional<ProviderChoice> parseProviderChoice(CliArgs &args,
                                                  const Catalog &catalog,
                                                  QString *accelerator);
void addProviderQuote(QJsonObject &plan, const ProviderQuote &quote, const ProviderChoice &choice);
QJsonObject jsonProvider(const Provider &provider, const Catalog &catalog, bool full);

QString formatGiB(double bytes);
// A count with the suffix that keeps it readable: "7.50M", "8.03B", "1.20T".
QString formatCount(double count);
// "1 card", "4 cards".
QString cards(int count);
// "12.50 CNY", or "unknown".
QString money(std::optional<double> cny);
// The assumptions as the text output's closing block.
void printAssumptions(QTextStream &out, const QList<TrText> &assumptions);

// --quotes FILE (quotesargs.cpp), read before a verb's parse(): the context's catalog then
// carries the quotes (Catalog::withQuotes). False, with the error kept in `args`, when the file
// cannot be read (exit 2) or holds a bad quote (exit 1, every problem as file:line:column).
bool applyQuotesOption(CliArgs &args, Context &context);
// `price_date` and `price_source` (catalog | typed | quote) of a priced cost; null when unpriced.
void addPriceOrigin(QJsonObject &object, const PlanCost &cost);
QString priceOriginWords(const Quote &rate); // "catalog price of 2026-05", in English
// A note on stderr when a cost rests on a price older than 12 months (not with --quiet).
void notePriceAge(Context &context, const PlanCost &cost);

} // namespace Atlas::Cli
