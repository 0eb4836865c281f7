// `serve`: how fast a model is served on an accelerator, for how many users, at what cost per
// million output tokens.

#include "cli/commands.h"
#include "cli/fleetoutput.h"
#include "cli/jsonout.h"
#include "cli/optiongroups.h"
#include "cli/servingargs.h"

#include "cost/plancost.h"
#include "engine/estimate.h"
#include "engine/serving.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

struct ServeRequest
{
    ServingRequest serving;
    ServiceForm form = ServiceForm::Container;
    const Region *region = nullptr;
    std::optional<double> pricePerGpuHour;
    std::optional<LoadProfile> profile; // a week of load: the result is the peak hour's
    bool json = false;
};

struct ServeOutcome
{
    ServingResult result;
    std::optional<double> perHour;
    std::optional<double> perMillion;
    std::optional<double> energyPerMillion;
    QList<TrText> assumptions;
    std::optional<FleetOutcome> fleet;
};

// The deployment running for one hour in the chosen form, and per million output tokens.
void priceServing(const ServeRequest &request, const Catalog &catalog, ServeOutcome &o)
{
    const ServingResult &r = o.result;
    if (!r.valid)
        return;
    PlanInputs in;
    in.form = request.form;
    in.gpus = r.gpusTotal;
    in.wallHours = 1.0;
    in.region = request.region;
    in.pricePerGpuHour = request.pricePerGpuHour;
    const PlanCost hour = costPlan(*request.serving.accelerator, catalog.pricing(), in);
    // Monthly forms bill whole months: an hour of a continuously running service costs the
    // month's price spread over its hours.
    const bool monthly = formTraits(request.form).wholeMonths;
    if (hour.priced)
        o.perHour = monthly ? hour.totalCny / catalog.pricing().hoursPerMonth : hour.totalCny;
    const double millionTokensPerHour = r.outputTokensPerSecond * 3600.0 / 1e6;
    if (millionTokensPerHour <= 0)
        return;
    if (o.perHour)
        o.perMillion = *o.perHour / millionTokensPerHour;
    if (hour.energyKnown)
        o.energyPerMillion = hour.energyKwh / millionTokensPerHour;
}

// The engine's assumptions, and what the request itself implies: no load given (the
// largest concurrency one replica holds is used), a request beyond the model's context.
QList<TrText> serveAssumptions(const ServingRequest &request, const ServingResult &r)
{
    QList<TrText> assumptions = r.assumptions;
    if (!request.load && r.valid)
        assumptions.prepend(ATLAS_TR("Atlas::Serve",
                                     "no load given (--users, --requests-per-second or "
                                     "--concurrency): one replica at the largest concurrency it "
                                     "holds, %1 sequences")
                                .arg(qint64(r.maxConcurrency)));
    if (const auto beyond = contextBeyondModel(request.model,
                                               request.promptTokens + request.outputTokens))
        assumptions.prepend(*beyond);
    return assumptions;
}

QJsonValue jsonLoad(const std::optional<ServingLoad> &load)
{
    if (!load)
        return QJsonValue();
    const QString kind = load->kind == ServingLoad::Kind::Users               ? u"users"_s
                         : load->kind == ServingLoad::Kind::RequestsPerSecond ? u"requests_per_s"_s
                                                                              : u"concurrency"_s;
    return QJsonObject{{u"kind"_s, kind}, {u"value"_s, load->value}};
}

void printServeJson(QTextStream &out, const ServeRequest &request, const ServeOutcome &o)
{
    QJsonObject json = jsonServing(o.result);
    json.insert(u"pricing"_s, serviceFormKey(request.form));
    json.insert(u"region"_s, request.region ? QJsonValue(request.region->id) : QJsonValue());
    json.insert(u"load"_s, jsonLoad(request.serving.load)); // null: the largest concurrency
    json.insert(u"cost_cny"_s,
                QJsonObject{{u"per_hour"_s, jsonNumber(o.perHour)},
                            {u"per_million_output_tokens"_s, jsonNumber(o.perMillion)}});
    json.insert(u"energy_kwh_per_million_output_tokens"_s, jsonNumber(o.energyPerMillion));
    json.insert(u"assumptions"_s, jsonTexts(o.assumptions));
    if (o.fleet)
        addFleetJson(json, *o.fleet);
    out << QJsonDocument(json).toJson(QJsonDocument::Indented);
}

void printServeText(QTextStream &out, const ServeRequest &request, const ServeOutcome &o)
{
    const ServingResult &r = o.result;
    const ServingRequest &s = request.serving;
    if (!r.valid) {
        for (const TrText &p : r.problems)
            out << "cannot serve: " << p.toString(nullptr) << '\n';
        return;
    }
    out << "Serve " << s.model.id << " (" << precisionKey(s.weights) << ", KV "
        << precisionKey(s.kv) << ") on " << r.replicas << " × " << r.tp * r.pp << " "
        << s.accelerator->name.en << " (" << cards(r.gpusTotal) << ")\n";
    out << "  output        " << QString::number(r.outputTokensPerSecond, 'f', 0)
        << " tokens/s (band " << QString::number(r.outputTokensPerSecondLow, 'f', 0) << "–"
        << QString::number(r.outputTokensPerSecondHigh, 'f', 0) << "), "
        << QString::number(r.requestsPerSecond, 'f', 2) << " requests/s\n";
    out << "  per user      " << QString::number(r.userTokensPerSecond, 'f', 1)
        << " tokens/s, first token after " << QString::number(r.ttftSeconds, 'f', 2) << " s, "
        << QString::number(r.tpotMs, 'f', 1) << " ms per token\n";
    out << "  concurrency   " << r.point.batch << " per replica (at most " << r.maxConcurrency
        << " fit" << (s.load ? ")\n" : "; no load given, so the most one replica holds)\n");
    if (r.meetsSlo)
        out << "  service level " << (*r.meetsSlo ? "met" : "NOT met") << '\n';
    out << "  cost          "
        << (o.perHour ? QString::number(*o.perHour, 'f', 2) + u" CNY/h, "_s
                            + QString::number(o.perMillion.value_or(0), 'f', 2)
                            + u" CNY per million output tokens"_s
                      : u"unknown (no price for this card and form)"_s)
        << '\n';
    for (const TrText &p : r.problems)
        out << "  ! " << p.toString(nullptr) << '\n';
    if (o.fleet)
        printFleetText(out, *o.fleet, s.accelerator->name.en);
    printAssumptions(out, o.assumptions);
}

int runServe(const ServeRequest &request, Context &c)
{
    ServeOutcome o;
    o.result = serve(*c.catalog, request.serving);
    priceServing(request, *c.catalog, o);
    o.assumptions = serveAssumptions(request.serving, o.result);
    if (request.profile) {
        PlanInputs plan;
        plan.region = request.region;
        plan.pricePerGpuHour = request.pricePerGpuHour;
        o.fleet = fleetOutcome(*c.catalog, request.serving, *request.profile, plan);
    }
    if (request.json)
        printServeJson(c.out, request, o);
    else
        printServeText(c.out, request, o);
    return Success;
}

CommandInfo serveInfo()
{
    const QStringList kept{u"task"_s, u"precision"_s, u"kv-precision"_s};
    OptionGroup workload = workloadOptions();
    workload.options.removeIf([&kept](const OptionHelp &o) { return !kept.contains(o.name); });
    workload.options[0].help = u"inference only (the default)"_s;
    OptionGroup layout = parallelOptions();
    layout.options.removeIf(
        [](const OptionHelp &o) { return o.name != u"gpus" && o.name != u"tp"; });
    layout.options[0].help = u"cards in all: whole replicas of --tp (default: what the load needs)"_s;
    layout.options[1].help = u"cards per replica (default: the fewest that hold the model)"_s;
    OptionGroup costs{u"Cost"_s, {}};
    for (const OptionHelp &o : costOptions().options)
        if (o.name == u"pricing" || o.name == u"region" || o.name == u"price-per-gpu-hour")
            costs.options << o;
    return {u"serve"_s,
            u"how fast a model is served on an accelerator, for how many users, at what cost per "
            "million output tokens"_s,
            {u"MODEL --gpu ID [--gpus N --tp T] [--precision P --kv-precision K] --prompt-tokens I "
             "--output-tokens O [--users U | --requests-per-second R | --concurrency C] [--ttft-s "
             "X --min-user-tokens-per-s Y] [--pricing FORM] [--region ID] [--json]"_s,
             u"MODEL --gpu ID --prompt-tokens I --output-tokens O --peak-users U --base-users B "
             "[--peak-hours H --days-per-week D] [--ttft-s X] [--region ID] [--json]"_s},
            {modelOptions(),
             acceleratorOptions(),
             workload,
             layout,
             servingOptions(true),
             loadProfileOptions(),
             costs,
             outputOptions()},
            {u"serve --model llama-3.1-70b --gpu nvidia-h20-96gb --prompt-tokens 4096 "
             "--output-tokens 512 --users 200 --ttft-s 2 --min-user-tokens-per-s 20 --json"_s,
             u"serve --model llama-3.1-70b --gpu nvidia-h20-96gb --prompt-tokens 1024 "
             "--output-tokens 256 --peak-users 2000 --base-users 200 --peak-hours 8 "
             "--days-per-week 5 --ttft-s 2"_s}};
}

std::optional<ServeRequest> parseServeRequest(CliArgs &args, const Catalog &catalog)
{
    ServeRequest r;
    const std::optional<ServingArgs> serving = parseServingArgs(args, true);
    r.form = parsePricing(args).value_or(ServiceForm::Container);
    if (const auto id = args.value(u"region"_s)) {
        r.region = catalog.region(*id);
        if (!r.region)
            args.fail(QStringLiteral("--region: unknown region \"%1\"").arg(elided(*id)));
    }
    r.pricePerGpuHour = args.number(u"price-per-gpu-hour"_s,
                                    0,
                                    ScenarioLimits::MaxPricePerGpuHour,
                                    true);
    if (const auto task = args.value(u"task"_s); task && *task != u"inference")
        args.fail(QStringLiteral("serve is inference; --task %1 does not apply").arg(elided(*task)));
    if (serving)
        r.profile = parseLoadProfile(args, serving->load);
    if (!args.ok() || !serving)
        return std::nullopt;
    // The job parser reads the model, the precisions and the layout.
    const std::optional<Job> job = parseJob(args, catalog, true, QString(), Task::Inference);
    if (!job)
        return std::nullopt;
    if (!serving->promptTokens || !serving->outputTokens) {
        args.fail(u"give --prompt-tokens I and --output-tokens O"_s);
        return std::nullopt;
    }
    serving->applyTo(r.serving);
    if (r.profile) // the deployment shown is the peak hour's
        r.serving.load = ServingLoad{r.profile->kind, r.profile->highest()};
    r.serving.model = job->model;
    r.serving.weights = job->workload.precision;
    r.serving.kv = job->workload.kvPrecision;
    r.serving.accelerator = catalog.accelerator(job->gpuId);
    if (job->layout.tp > 1 || job->layout.gpus > 1)
        r.serving.tp = job->layout.tp;
    if (job->layout.gpus > 1)
        r.serving.gpus = job->layout.gpus;
    if (r.serving.gpus > 0 && r.serving.tp > 0 && r.serving.gpus % r.serving.tp != 0) {
        args.fail(QStringLiteral("--gpus %1 is not a whole number of replicas of --tp %2")
                      .arg(r.serving.gpus)
                      .arg(r.serving.tp));
        return std::nullopt;
    }
    return r;
}

class ServeCommand final : public Command
{
public:
    ServeCommand()
        : Command(serveInfo())
    {}

protected:
    Action parse(CliArgs &args, const Context &context) const override
    {
        const bool json = args.flag(u"json"_s);
        std::optional<ServeRequest> r = parseServeRequest(args, *context.catalog);
        if (!r)
            return {};
        r->json = json;
        return [r = *r](Context &c) { return runServe(r, c); };
    }
};

} // namespace

const Command &serveCommand()
{
    static const ServeCommand command;
    return command;
}

} // namespace Atlas::Cli
