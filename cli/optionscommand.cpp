// `options`: the options planner — every accelerator × card count × service form (× region,
// × provider) that fits and meets the budget and the deadline, ranked, with the rejections.

#include "cli/commands.h"
#include "cli/fleetoutput.h"
#include "cli/jsonout.h"
#include "cli/marketout.h"
#include "cli/optionbounds.h"
#include "cli/optiongroups.h"
#include "cli/planoutput.h"
#include "cli/servingargs.h"

#include "cost/planner.h"
#include "engine/estimate.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

struct OptionsRequest
{
    PlannerRequest planner;
    bool json = false;
};

QJsonValue optionalBool(std::optional<bool> v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject jsonOptionFigures(const PlannerOption &o)
{
    QJsonObject json{{u"gpu"_s, o.accelerator->id},
                     {u"gpus"_s, o.layout.gpus},
                     {u"layout"_s, jsonLayout(o.layout)},
                     {u"pricing"_s, serviceFormKey(o.form)},
                     {u"region"_s, o.region ? QJsonValue(o.region->id) : QJsonValue()},
                     {u"provider"_s, o.provider ? QJsonValue(o.provider->id) : QJsonValue()},
                     {u"instance"_s, o.instance ? QJsonValue(o.instance->id) : QJsonValue()},
                     {u"instances"_s, o.provider ? QJsonValue(o.instances) : QJsonValue()},
                     {u"wall_hours"_s, o.wallHours},
                     {u"wall_hours_range"_s, QJsonArray{o.wallHoursLow, o.wallHoursHigh}},
                     {u"mfu"_s, o.efficiency},
                     {u"cost_cny"_s, o.cost.totalCny},
                     {u"outlay_cny"_s, jsonNumber(o.spend.outlayCny)},
                     {u"per_year_cny"_s, jsonNumber(o.spend.perYearCny)},
                     {u"co2_kg"_s, jsonCo2(o.cost)},
                     {u"fleets_needed"_s, o.spend.schedule.fleetsNeeded},
                     {u"provider_region"_s,
                      o.providerRegion ? QJsonValue(o.providerRegion->id) : QJsonValue()},
                     {u"fits"_s, true},
                     {u"within_budget"_s, optionalBool(o.withinBudget)},
                     {u"meets_deadline"_s, optionalBool(o.meetsDeadline)},
                     {u"deadline"_s,
                      o.deadline ? QJsonValue(jsonDeadline(*o.deadline)) : QJsonValue()},
                     {u"pareto"_s, o.pareto},
                     {u"output_tokens_per_s"_s,
                      o.costPerMillionTokensCny ? QJsonValue(o.outputTokensPerSecond)
                                                : QJsonValue()},
                     {u"cost_per_million_output_tokens_cny"_s,
                      jsonNumber(o.costPerMillionTokensCny)}};
    addPriceOrigin(json, o.cost);
    return json;
}

QJsonObject jsonOption(const PlannerOption &o)
{
    QJsonObject json = jsonOptionFigures(o);
    addMarket(json, o.market);
    return json;
}

QJsonObject jsonResult(const OptionsRequest &request,
                       const PlannerResult &result,
                       const QList<TrText> &assumptions)
{
    QJsonArray options;
    for (const PlannerOption &o : result.options)
        options.append(jsonOption(o));
    const PlannerRejections &r = result.rejected;
    QJsonObject rejected{{u"does_not_fit"_s, r.doesNotFit},
                         {u"over_budget"_s, r.overBudget},
                         {u"too_slow"_s, r.tooSlow},
                         {u"deadline_at_risk"_s, r.deadlineAtRisk},
                         {u"no_price"_s, r.noPrice},
                         {u"no_throughput"_s, r.noThroughput}};
    addMarketRejections(rejected, r.notAvailable, r.offshore);
    QJsonObject json{{u"market"_s, marketKey(request.planner.market)},
                     {u"allow_offshore"_s, request.planner.allowOffshore},
                     {u"options"_s, options},
                     {u"considered"_s, result.considered},
                     {u"accepted"_s, result.accepted},
                     {u"rejected"_s, rejected},
                     {u"assumptions"_s, jsonTexts(assumptions)}};
    if (request.planner.loadProfile)
        addFleetPlanJson(json, result.fleets);
    return json;
}

// "  [licence required, data leaves the mainland]" after a row that wears badges.
QString badges(const PlannerOption &o)
{
    const QString text = marketBadgesText(o.market);
    return text.isEmpty() ? QString() : u"  ["_s + text + u']';
}

// One row: cards, card, how it is bought and where; then a service's speed and price per
// million tokens, or a job's time, cost of a run and, where the job recurs, a year; the fleets a
// schedule needs and the deadline's verdict.
void printOption(QTextStream &out, const PlannerOption &o)
{
    out << (o.pareto ? "* " : "  ") << QString::number(o.layout.gpus).rightJustified(4) << " × "
        << o.accelerator->id.leftJustified(30) << serviceFormKey(o.form).leftJustified(14)
        << (o.provider ? o.provider->id + u'/' + o.instance->id
                             + (o.providerRegion ? u" (" + o.providerRegion->id + u')' : QString())
                       : (o.site() ? o.site()->id : u"-"_s))
               .leftJustified(44);
    if (o.costPerMillionTokensCny) {
        out << QString::number(o.outputTokensPerSecond, 'f', 0).rightJustified(9) << " tok/s "
            << QString::number(*o.costPerMillionTokensCny, 'f', 2).rightJustified(9)
            << " CNY/M tokens";
    } else {
        out << QString::number(o.wallHours, 'f', 1).rightJustified(10) << " h "
            << QString::number(o.cost.totalCny, 'f', 0).rightJustified(12) << " CNY a run";
        if (o.spend.schedule.recurring() && o.spend.perYearCny)
            out << ", " << QString::number(*o.spend.perYearCny, 'f', 0) << " a year";
    }
    if (o.spend.outlayCny)
        out << "  (outlay " << QString::number(*o.spend.outlayCny, 'f', 0) << ")";
    if (o.spend.schedule.overlaps())
        out << "  [" << o.spend.schedule.fleetsNeeded
            << " fleets: a run is longer than its period]";
    if (o.deadline)
        out << "  deadline " << deadlineVerdictKey(o.deadline->verdict);
    out << "  [" << priceOriginWords(o.cost.rate) << "]" << badges(o) << '\n';
}

void printResult(QTextStream &out,
                 const OptionsRequest &request,
                 const PlannerResult &result,
                 const QList<TrText> &notes)
{
    const PlannerRejections &r = result.rejected;
    out << "Market: " << marketName(request.planner.market).toString(nullptr)
        << (request.planner.market == Market::CnMainland
                ? (request.planner.allowOffshore ? " (providers outside the mainland allowed)"
                                                 : " (mainland providers only)")
                : "")
        << '\n';
    out << result.accepted << " of " << result.considered
        << " options fit and meet the budget and deadline (rejected: " << r.doesNotFit
        << " do not fit, " << r.overBudget << " over budget, " << r.tooSlow << " too slow";
    if (r.deadlineAtRisk > 0)
        out << " (" << r.deadlineAtRisk
            << " of them meet the deadline at the estimate but not at the slow end)";
    out << ", " << r.noPrice << " no price, " << r.noThroughput << " no published throughput, "
        << r.notAvailable << " not available in this market, " << r.offshore
        << " outside the mainland)\n";
    for (const PlannerOption &o : result.options)
        printOption(out, o);
    if (!result.options.isEmpty())
        out << "* on the time–cost front (nothing else is both faster and cheaper)\n";
    else if (r.notAvailable + r.offshore > 0)
        out << "The market turned away " << r.notAvailable + r.offshore
            << " options: --market global brings back what needs a licence or is not sold in "
               "the mainland, --allow-offshore the providers outside it\n";
    if (request.planner.loadProfile)
        printFleetPlan(out, result.fleets, *request.planner.loadProfile);
    for (const TrText &note : notes)
        out << "Note: " << note.toString(nullptr) << '\n';
}

int runOptions(const OptionsRequest &request, Context &c)
{
    const PlannerResult result = planOptions(*c.catalog, request.planner);
    // A request longer than the model's context is answered, with the warning estimate gives.
    QList<TrText> notes;
    if (const std::optional<ServingRequest> &s = request.planner.serving)
        if (const auto beyond = contextBeyondModel(request.planner.model,
                                                   s->promptTokens + s->outputTokens))
            notes << *beyond;
    if (request.json)
        c.out << QJsonDocument(jsonResult(request, result, result.assumptions + notes))
                     .toJson(QJsonDocument::Indented);
    else
        printResult(c.out, request, result, notes);
    return Success;
}

// The work of a training job: tokens, samples × epochs (× tokens per sample), or rented hours.
struct WorkArgs
{
    std::optional<double> tokens, samples, perSample, hours;
    double epochs = 1;
};

WorkArgs parseWork(CliArgs &args, PlannerRequest &request)
{
    WorkArgs w;
    w.tokens = args.number(u"tokens"_s, Bounds::Tokens);
    w.samples = args.number(u"samples"_s, Bounds::Samples);
    w.epochs = args.number(u"epochs"_s, Bounds::Epochs).value_or(1);
    w.perSample = args.number(u"tokens-per-sample"_s, Bounds::TokensPerSample);
    w.hours = args.number(u"hours"_s, Bounds::Hours);
    if (const auto b = args.number(u"budget"_s, Bounds::Budget)) {
        Budget budget{*b, Period::Run};
        if (const auto p = args.choice(u"budget-per"_s, {u"run"_s, u"month"_s, u"year"_s}))
            budget.period = QList<Period>{Period::Run, Period::Month, Period::Year}.at(*p);
        request.budget = budget;
    } else if (args.has(u"budget-per"_s) && args.ok()) {
        args.fail(u"--budget-per goes with --budget CNY"_s);
    }
    request.recurrence.runs = int(args.integer(u"runs"_s, Bounds::Runs).value_or(1));
    if (const auto e = args.choice(u"every"_s, {u"run"_s, u"week"_s, u"month"_s}))
        request.recurrence.every = QList<Period>{Period::Run, Period::Week, Period::Month}.at(*e);
    request.deadlineHours = args.number(u"deadline-hours"_s, Bounds::DeadlineHours);
    request.mfu = args.number(u"mfu"_s, Bounds::Mfu);
    return w;
}

const QStringList &trainingWorkOptions()
{
    static const QStringList names{u"tokens"_s, u"samples"_s, u"epochs"_s, u"tokens-per-sample"_s};
    return names;
}

// The work given once, and only options that apply to the job's task (never ignored).
bool checkWork(CliArgs &args, const WorkArgs &w, Task task)
{
    const int given = int(w.tokens.has_value()) + int(w.samples.has_value())
                      + int(w.hours.has_value());
    const bool training = isTraining(task);
    if (given > 1)
        args.fail(u"give the work once: --tokens N, --samples N --epochs E, or --hours H"_s);
    else if (training && given == 0)
        args.fail(u"give the amount of work: --tokens N, --samples N --epochs E, or --hours H"_s);
    else if (args.has(u"epochs"_s) && !w.samples)
        args.fail(u"--epochs goes with --samples N"_s);
    for (const QString &option : training ? servingOptionNames(false) : trainingWorkOptions())
        if (args.ok() && args.has(option))
            args.fail(training ? QStringLiteral("--%1 applies to inference (--task inference), "
                                                "not to --task %2")
                                     .arg(option, taskKey(task))
                               : QStringLiteral("--%1 applies to training; inference takes the "
                                                "requests (--prompt-tokens, --output-tokens, "
                                                "the load) and --hours of service")
                                     .arg(option));
    return args.ok();
}

void setWork(PlannerRequest &request, const WorkArgs &w, const Workload &workload)
{
    const bool training = isTraining(workload.task);
    if (w.tokens)
        request.tokens = *w.tokens;
    else if (w.samples)
        request.tokens = *w.samples * w.epochs * w.perSample.value_or(double(workload.seqLen));
    else if (w.hours && training)
        request.rentHours = *w.hours;
    if (w.hours && !training)
        request.serviceHours = *w.hours;
}

OptionGroup filterOptions()
{
    return {u"What is considered, and how it is ranked"_s,
            {{u"gpu"_s, u"ID"_s, u"only this accelerator (may repeat)"_s},
             {u"domestic"_s, {}, u"only accelerators designed in mainland China (国产)"_s},
             {u"pricing"_s, gpuPricingKeys().join(u'|'), u"only this service form (may repeat)"_s},
             {u"region"_s, u"ID|all"_s, u"purchases priced in this hub or cluster, or in all"_s},
             {u"provider"_s, u"ID|all"_s, u"also this provider's instances, or all providers'"_s},
             {u"rank"_s, u"cost|time|co2"_s, u"what comes first (default cost)"_s},
             {u"limit"_s, u"N"_s, u"list at most N options (default 20)"_s, Bounds::Limit},
             {u"max-gpus"_s, u"N"_s, u"at most N cards (default 4096)"_s, Bounds::PlannerGpus},
             {u"all-counts"_s, {}, u"every card count and place, not only the best of each"_s}}};
}

bool parseAccelerators(CliArgs &args, const Catalog &catalog, PlannerRequest &request)
{
    for (const QString &id : args.values(u"gpu"_s)) {
        if (const Accelerator *a = catalog.accelerator(id))
            request.accelerators << a;
        else
            args.fail(QStringLiteral("--gpu: unknown accelerator \"%1\" (see: compute-atlas-cli "
                                     "catalog list)")
                          .arg(elided(id)));
    }
    if (args.flag(u"domestic"_s)) {
        if (request.accelerators.isEmpty())
            for (const Accelerator &a : catalog.accelerators())
                request.accelerators << &a;
        request.accelerators.removeIf([](const Accelerator *a) { return !a->domestic; });
        if (request.accelerators.isEmpty())
            args.fail(u"--domestic: none of the chosen accelerators is domestic"_s);
    }
    return args.ok();
}

bool parseForms(CliArgs &args, PlannerRequest &request)
{
    const QStringList keys = gpuPricingKeys();
    const QStringList forms = args.values(u"pricing"_s);
    if (forms.isEmpty())
        return args.ok();
    request.forms.clear();
    for (const QString &f : forms) {
        const qsizetype i = keys.indexOf(f);
        if (i < 0)
            args.fail(QStringLiteral("--pricing: expected one of %1, got \"%2\"")
                          .arg(keys.join(u'|'), elided(f)));
        else if (!request.forms.contains(gpuPricingForms().at(i)))
            request.forms << gpuPricingForms().at(i);
    }
    return args.ok();
}

bool parsePlaces(CliArgs &args, const Catalog &catalog, PlannerRequest &request)
{
    if (const auto region = args.value(u"region"_s)) {
        if (*region == u"all")
            request.allRegions = true;
        else if (const Region *r = catalog.region(*region))
            request.regions << r;
        else
            args.fail(
                QStringLiteral("--region: unknown region \"%1\" (or all)").arg(elided(*region)));
    }
    if (const auto provider = args.value(u"provider"_s)) {
        if (*provider == u"all")
            request.allProviders = true;
        else if (const Provider *p = catalog.provider(*provider))
            request.providers << p;
        else
            args.fail(QStringLiteral("--provider: unknown provider \"%1\" (or all; see: "
                                     "compute-atlas-cli catalog list --kind providers)")
                          .arg(elided(*provider)));
    }
    return args.ok();
}

bool parseFilters(CliArgs &args, const Catalog &catalog, PlannerRequest &request)
{
    if (const auto r = args.choice(u"rank"_s, {u"cost"_s, u"time"_s, u"co2"_s}))
        request.rank = PlannerRequest::Rank(*r);
    request.maxResults = int(args.integer(u"limit"_s, Bounds::Limit).value_or(20));
    request.maxGpus = int(args.integer(u"max-gpus"_s, Bounds::PlannerGpus).value_or(4096));
    request.bestCountOnly = !args.flag(u"all-counts"_s);
    return parseAccelerators(args, catalog, request) && parseForms(args, request)
           && parsePlaces(args, catalog, request);
}

class OptionsCommand final : public Command
{
public:
    OptionsCommand()
        : Command(
            {u"options"_s,
             u"every accelerator, card count and service form that fits the job, its "
             "budget and deadline, ranked (a service by its cost per million output tokens)"_s,
             {u"MODEL [WORKLOAD] (--tokens N | --samples N --epochs E | --hours H) [--budget "
              "CNY --budget-per PERIOD] [--deadline-hours H] [FILTERS] [--json]"_s,
              u"MODEL --task inference [--prompt-tokens I --output-tokens O] [--users U | "
              "--requests-per-second R] [--ttft-s X --min-user-tokens-per-s Y] [--hours H] "
              "[FILTERS] [--json]"_s,
              u"MODEL --task inference --prompt-tokens I --output-tokens O --peak-users U "
              "--base-users B [--peak-hours H --days-per-week D | --hourly-users a,b,…] "
              "[--min-billed-hours H] [--budget CNY --budget-per month] [FILTERS] [--json]"_s},
             {modelOptions(),
              workloadOptions(),
              workOptions(),
              budgetOptions(),
              servingOptions(false),
              loadProfileOptions(),
              filterOptions(),
              quotesOptions(),
              marketOptions(),
              outputOptions()},
             {u"options --model llama-3.1-70b --task full --tokens 1e10 --budget 1000000 "
              "--deadline-hours 720 --provider all --rank cost --json"_s,
              u"options --model llama-3.1-70b --task inference --prompt-tokens 1024 "
              "--output-tokens 256 --peak-users 2000 --base-users 200 --ttft-s 2 "
              "--budget 300000 --budget-per month"_s}})
    {}

protected:
    Action parse(CliArgs &args, const Context &context) const override
    {
        const Catalog &catalog = *context.catalog;
        OptionsRequest r;
        r.json = args.flag(u"json"_s);
        const MarketArgs market = parseMarketArgs(args);
        r.planner.market = market.market;
        r.planner.allowOffshore = market.allowOffshore;
        const WorkArgs work = parseWork(args, r.planner);
        const std::optional<ServingArgs> serving = parseServingArgs(args, false);
        const std::optional<LoadProfile> profile = serving ? parseLoadProfile(args, serving->load)
                                                           : std::nullopt;
        if (!parseFilters(args, catalog, r.planner) || !serving)
            return {};
        const std::optional<Job> job = parseJob(args, catalog, false);
        if (!job || !checkWork(args, work, job->workload.task))
            return {};
        r.planner.model = job->model;
        r.planner.workload = job->workload;
        setWork(r.planner, work, job->workload);
        if (!isTraining(job->workload.task)) {
            ServingRequest request;
            serving->applyTo(request);
            if (profile) { // the week's fleets; the options beside them carry the peak
                request.load = ServingLoad{profile->kind, profile->highest()};
                r.planner.loadProfile = profile;
                r.planner.rental = rentalTerms(*profile);
            }
            r.planner.serving = request;
        } else if (profile) {
            args.fail(u"a load over the week (--peak-users, --hourly-users) applies to "
                      "--task inference"_s);
            return {};
        }
        return [r](Context &c) { return runOptions(r, c); };
    }
};

} // namespace

const Command &optionsCommand()
{
    static const OptionsCommand command;
    return command;
}

} // namespace Atlas::Cli
