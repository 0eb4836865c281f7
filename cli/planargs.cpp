// The arguments of `plan` and `regions` as a scenario, evaluated by the same engine call as the
// window's. The bounds are the scenario files' (ScenarioLimits), so both accept the same.

#include "cli/commands.h"
#include "cli/optionbounds.h"
#include "cli/optiongroups.h"

#include "cost/cardlayout.h"

namespace Atlas::Cli {

namespace {

std::optional<Period> pickPeriod(CliArgs &args, const QString &name, const QList<Period> &periods)
{
    QStringList keys;
    for (const Period p : periods)
        keys << periodKey(p);
    const std::optional<int> i = args.choice(name, keys);
    return i ? std::optional(periods.at(*i)) : std::nullopt;
}

void parseWork(CliArgs &args, Scenario &s)
{
    s.tokens = args.number(QStringLiteral("tokens"), Bounds::Tokens);
    s.samples = args.number(QStringLiteral("samples"), Bounds::Samples);
    s.epochs = args.number(QStringLiteral("epochs"), Bounds::Epochs).value_or(1);
    s.tokensPerSample = args.number(QStringLiteral("tokens-per-sample"), Bounds::TokensPerSample);
    s.hours = args.number(QStringLiteral("hours"), Bounds::Hours);
    s.recurrence.runs = int(args.integer(QStringLiteral("runs"), Bounds::Runs).value_or(1));
    if (const auto e = pickPeriod(args,
                                  QStringLiteral("every"),
                                  {Period::Run, Period::Week, Period::Month}))
        s.recurrence.every = *e;
}

void parseBudget(CliArgs &args, Scenario &s)
{
    s.budgetCny = args.number(QStringLiteral("budget"), Bounds::Budget);
    if (const auto b = pickPeriod(args,
                                  QStringLiteral("budget-per"),
                                  {Period::Run, Period::Month, Period::Year}))
        s.budgetPeriod = *b;
    s.deadlineHours = args.number(QStringLiteral("deadline-hours"), Bounds::DeadlineHours);
}

void parseRegion(CliArgs &args, const Catalog &catalog, Scenario &s)
{
    if (const auto r = args.value(QStringLiteral("region"))) {
        s.regionId = *r;
        if (!catalog.region(*r))
            args.fail(QStringLiteral("--region: unknown region \"%1\" (see: compute-atlas-cli "
                                     "catalog list --kind regions)")
                          .arg(elided(*r)));
    }
}

void parseCity(CliArgs &args, const Catalog &catalog, Scenario &s)
{
    s.userCityId = args.value(QStringLiteral("city")).value_or(QStringLiteral("beijing"));
    if (!catalog.city(s.userCityId) && args.ok()) {
        QStringList ids;
        for (const City &c : catalog.cities())
            ids << c.id;
        args.fail(QStringLiteral("--city: expected one of %1, got \"%2\"")
                      .arg(ids.join(u'|'), elided(s.userCityId)));
    }
}

void parseCosts(CliArgs &args, Scenario &s)
{
    s.mfu = args.number(QStringLiteral("mfu"), Bounds::Mfu);
    if (const auto f = parsePricing(args))
        s.pricing = *f;
    s.pricePerGpuHour = args.number(QStringLiteral("price-per-gpu-hour"), Bounds::PricePerGpuHour);
    s.tariff = args.number(QStringLiteral("tariff"), Bounds::Tariff);
    s.pue = args.number(QStringLiteral("pue"), Bounds::Pue);
    s.utilisation = args.number(QStringLiteral("utilisation"), Bounds::Utilisation);
    s.greenShare = args.number(QStringLiteral("green-share"), Bounds::GreenShare);
    s.usdCny = args.number(QStringLiteral("usd-cny"), Bounds::UsdCny);
    s.cpuServerHours = args.number(QStringLiteral("cpu-hours"), Bounds::CpuHours).value_or(0);
}

// The work is given once, and the options that qualify another come with it.
bool checkWork(CliArgs &args, const Scenario &s)
{
    if (int(s.tokens.has_value()) + int(s.samples.has_value()) + int(s.hours.has_value()) > 1)
        args.fail(QStringLiteral("give the work once: --tokens N, --samples N --epochs E, or "
                                 "--hours H"));
    else if (args.has(QStringLiteral("epochs")) && !s.samples)
        args.fail(QStringLiteral("--epochs goes with --samples N"));
    else if (args.has(QStringLiteral("budget-per")) && !s.budgetCny)
        args.fail(QStringLiteral("--budget-per goes with --budget CNY"));
    return args.ok();
}

} // namespace

std::optional<ServiceForm> parsePricing(CliArgs &args)
{
    const std::optional<int> f = args.choice(QStringLiteral("pricing"), gpuPricingKeys());
    return f ? std::optional(gpuPricingForms().at(*f)) : std::nullopt;
}

std::optional<Scenario> parsePlanScenario(CliArgs &args,
                                          const Catalog &catalog,
                                          const PlanScenarioOptions &options)
{
    Scenario s;
    s.quotes = catalog.quotes(); // --quotes: applied to the catalog already (Command::execute)
    parseWork(args, s);
    parseBudget(args, s);
    if (!options.withProvider) // with a provider, --region is one of the provider's regions
        parseRegion(args, catalog, s);
    parseCity(args, catalog, s);
    parseCosts(args, s);
    if (!args.ok() || !checkWork(args, s))
        return std::nullopt;
    if (!options.withJob)
        return s;
    const std::optional<Job> job = parseJob(args, catalog, true, options.defaultGpu);
    if (!job)
        return std::nullopt;
    if (job->modelFromCatalog)
        s.modelId = job->model.id;
    else
        s.customModel = job->model;
    s.workload = job->workload;
    s.layout = job->layout;
    s.acceleratorId = job->gpuId;
    // --gpus N without --zero asks about N cards, not about ZeRO 0 on them: the least sharding
    // that fits on them, keeping --tp and --pp when given (none fits: the plan says so).
    if (args.has(QStringLiteral("gpus")) && !args.has(QStringLiteral("zero")))
        if (const Accelerator *a = catalog.accelerator(job->gpuId))
            s.layout = leastShardingOn(MemoryModel(job->model, job->workload),
                                       a->memoryBytes(),
                                       job->layout,
                                       args.has(QStringLiteral("tp")),
                                       args.has(QStringLiteral("pp")))
                           .value_or(job->layout);
    if (isTraining(s.workload.task) && !s.tokens && !s.samples && !s.hours) {
        args.fail(QStringLiteral(
            "give the amount of work: --tokens N, --samples N --epochs E, or --hours H"));
        return std::nullopt;
    }
    return s;
}

} // namespace Atlas::Cli
