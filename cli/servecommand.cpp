// `serve`: how fast a model is served on an accelerator, for how many users, at what cost per
// million output tokens.

#include "cli/commands.h"
#include "cli/fleetoutput.h"
#include "cli/jsonout.h"
#include "cli/marketout.h"
#include "cli/optionbounds.h"
#include "cli/optiongroups.h"
#include "cli/servingargs.h"

#include "engine/estimate.h"
#include "engine/serving.h"
#include "scenario/scenarioengine.h"
#include "scenario/scenariosteps.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

// `serve` asks the scenario's question: the same evaluation as `plan`, the panel and the
// comparison, so the deployment and its price are the same everywhere (issue 25).
struct ServeRequest
{
    Scenario scenario;
    MarketArgs market;
    std::optional<LoadProfile> profile; // a week of load: the deployment shown is the peak hour's
    bool json = false;
};

// A month of service, the period a monthly form bills: the cost of an hour is a month's
// price spread over its hours whatever the form.
constexpr double ServiceHours = 730.0;

struct ServeOutcome
{
    ScenarioResult result;
    std::optional<double> perHour;
    std::optional<double> energyPerMillion;
    QList<TrText> assumptions;
    std::optional<FleetOutcome> fleet;
};

// The replica serve() sizes for the scenario when no load is given: the cards and TP given,
// the rest chosen by the engine. Empty when none holds the model (or with a load).
std::optional<ServingResult> replicaWithoutLoad(const Scenario &s, const Catalog &catalog)
{
    const Accelerator *a = catalog.accelerator(s.acceleratorId);
    const ModelArch *m = s.customModel ? &*s.customModel : catalog.model(s.modelId);
    if (s.load || !a || !m)
        return std::nullopt;
    ServingRequest q = ScenarioSteps::servingRequest(s, *m, *a, s.layout);
    q.gpus = s.servingGpus.value_or(0);
    q.tp = s.servingTp.value_or(0);
    ServingResult replica = serve(catalog, q);
    if (!replica.valid)
        return std::nullopt;
    return replica;
}

// Without a load the scenario's layout serves (ScenarioSteps::servingRequest), and the fit is
// judged on it: the cards and TP given, the rest one replica as the engine sizes it, never the
// layout's default of one card.
Scenario withServingLayout(const Scenario &s, const Catalog &catalog)
{
    Scenario laid = s;
    if (const std::optional<ServingResult> replica = replicaWithoutLoad(s, catalog)) {
        laid.layout.tp = replica->tp;
        laid.layout.pp = replica->pp;
        laid.layout.gpus = s.servingGpus.value_or(replica->tp * replica->pp);
    } // else the evaluation reports why
    return laid;
}

// Without a load the evaluation judges the fit on the layout itself, so cards or a TP given
// that do not hold the model leave it no smallest fit (with a load it has one). The fewest
// cards that do stand in: one replica of the smallest TP within a node that holds the model,
// else the engine's own deployment (pipeline stages), so the text and JSON name what fits
// ("needs 2 cards … TP 2"). Priced by the same evaluation when it can express the replica.
std::optional<SmallestFit> deploymentThatFits(const Scenario &s, const Catalog &catalog)
{
    Scenario fewest = s;
    fewest.servingGpus.reset();
    fewest.servingTp.reset();
    std::optional<ServingResult> replica;
    for (int tp = 1; tp <= EngineOptions{}.gpusPerNode && !replica; tp *= 2) {
        fewest.servingTp = tp;
        replica = replicaWithoutLoad(fewest, catalog);
    }
    if (!replica) {
        fewest.servingTp.reset();
        replica = replicaWithoutLoad(fewest, catalog);
    }
    if (!replica)
        return std::nullopt;
    SmallestFit fit;
    fit.layout = Layout{replica->gpusTotal, replica->tp, replica->pp, 0, Offload::None};
    fit.gpus = replica->gpusTotal;
    fit.serving = replica;
    const ScenarioResult f = evaluateScenario(withServingLayout(fewest, catalog), catalog);
    if (f.valid && f.fits && f.serving && f.serving->valid) {
        fit.layout = f.estimate.layout;
        fit.gpus = f.gpus;
        fit.wallHours = fit.wallHoursLow = fit.wallHoursHigh = f.wallHours;
        fit.cost = f.cost;
        fit.spend = f.spend;
        fit.serving = f.serving;
        fit.costPerMillionTokensCny = f.costPerMillionTokensCny;
    }
    return fit;
}

// Whether the evaluation served the request: the layout fits and a deployment was sized on it.
// A replica with pipeline stages and no load is sized by the engine but not re-sized by the
// evaluation (ScenarioSteps::servingRequest keeps its TP only): not served as asked, and its
// deployment is shown as what fits.
bool servedAsAsked(const ScenarioResult &r)
{
    return r.fits && (!r.serving || r.serving->valid);
}

ServeOutcome evaluateServe(const ServeRequest &request, const Catalog &catalog)
{
    ServeOutcome o;
    const Scenario &s = request.scenario;
    o.result = evaluateScenario(withServingLayout(s, catalog), catalog);
    if (o.result.valid && !servedAsAsked(o.result) && !o.result.smallestFit && !s.load)
        o.result.smallestFit = deploymentThatFits(s, catalog);
    const ScenarioResult &r = o.result;
    if (r.cost.priced && r.wallHours > 0)
        o.perHour = r.cost.totalCny / r.wallHours;
    if (r.cost.energyKnown && r.tokens > 0)
        o.energyPerMillion = r.cost.energyKwh / (r.tokens / 1e6);
    return o;
}

// The engine's assumptions, and what the request itself implies: no load given (the
// largest concurrency one replica holds is used), a request beyond the model's context.
QList<TrText> serveAssumptions(const Scenario &s, const ScenarioResult &r)
{
    QList<TrText> assumptions;
    if (r.serving)
        assumptions = r.serving->valid ? r.serving->assumptions : r.serving->problems;
    if (!s.load && r.serving && r.serving->valid)
        assumptions.prepend(ATLAS_TR("Atlas::Serve",
                                     "no load given (--users, --requests-per-second or "
                                     "--concurrency): one replica at the largest concurrency it "
                                     "holds, %1 sequences")
                                .arg(qint64(r.serving->maxConcurrency)));
    if (r.valid)
        if (const auto beyond = contextBeyondModel(r.model, s.promptTokens + s.outputTokens))
            assumptions.prepend(*beyond);
    assumptions += r.cost.assumptions;
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

QJsonObject jsonSmallestServing(const SmallestFit &f)
{
    QJsonObject o{{u"gpus_total"_s, f.gpus},
                  {u"cost_per_million_output_tokens_cny"_s, jsonNumber(f.costPerMillionTokensCny)}};
    if (f.serving)
        o.insert(u"serving"_s, jsonServing(*f.serving));
    return o;
}

void printServeJson(QTextStream &out, const ServeRequest &request, const ServeOutcome &o)
{
    const Scenario &s = request.scenario;
    const ScenarioResult &r = o.result;
    QJsonObject json = r.serving ? jsonServing(*r.serving) : QJsonObject{};
    if (!r.valid)
        json.insert(u"problems"_s, jsonTexts(r.problems));
    json.insert(u"fits"_s, servedAsAsked(r));
    json.insert(u"pricing"_s, serviceFormKey(s.pricing));
    json.insert(u"region"_s, r.region ? QJsonValue(r.region->id) : QJsonValue());
    json.insert(u"load"_s, jsonLoad(s.load)); // null: the largest concurrency
    // What the user fixed; the rest was sized (gpus_total, tp).
    json.insert(u"layout_given"_s,
                QJsonObject{{u"gpus"_s, s.servingGpus ? QJsonValue(*s.servingGpus) : QJsonValue()},
                            {u"tp"_s, s.servingTp ? QJsonValue(*s.servingTp) : QJsonValue()}});
    json.insert(u"cost_cny"_s,
                QJsonObject{{u"per_hour"_s, jsonNumber(o.perHour)},
                            {u"per_million_output_tokens"_s,
                             jsonNumber(r.costPerMillionTokensCny)}});
    json.insert(u"energy_kwh_per_million_output_tokens"_s, jsonNumber(o.energyPerMillion));
    if (r.smallestFit)
        json.insert(u"smallest_fit"_s, jsonSmallestServing(*r.smallestFit));
    addPriceOrigin(json, r.cost);
    json.insert(u"market"_s, marketKey(s.market));
    addMarket(json, r.market);
    json.insert(u"assumptions"_s, jsonTexts(o.assumptions));
    if (o.fleet)
        addFleetJson(json, *o.fleet);
    out << QJsonDocument(json).toJson(QJsonDocument::Indented);
}

void printDeployment(QTextStream &out, const ServingResult &r, bool loadGiven)
{
    out << "  output        " << QString::number(r.outputTokensPerSecond, 'f', 0)
        << " tokens/s (band " << QString::number(r.outputTokensPerSecondLow, 'f', 0) << "–"
        << QString::number(r.outputTokensPerSecondHigh, 'f', 0) << "), "
        << QString::number(r.requestsPerSecond, 'f', 2) << " requests/s\n";
    out << "  per user      " << QString::number(r.userTokensPerSecond, 'f', 1)
        << " tokens/s, first token after " << QString::number(r.ttftSeconds, 'f', 2) << " s, "
        << QString::number(r.tpotMs, 'f', 1) << " ms per token\n";
    out << "  concurrency   " << r.point.batch << " per replica (at most " << r.maxConcurrency
        << " fit" << (loadGiven ? ")\n" : "; no load given, so the most one replica holds)\n");
    if (r.meetsSlo)
        out << "  service level " << (*r.meetsSlo ? "met" : "NOT met") << '\n';
}

// Which of the cards and the tensor parallelism the user fixed and which the sizing chose:
// given values are never changed without a word (issue 25).
QString layoutWords(const Scenario &s, const ServingResult &v)
{
    const QString replicas = v.replicas == 1 ? u"1 replica"_s
                                             : QString::number(v.replicas) + u" replicas"_s;
    if (s.servingGpus && s.servingTp)
        return u"as given: %1, TP %2"_s.arg(cards(v.gpusTotal)).arg(v.tp);
    // Without a load the engine picks the TP with the most output tokens per card (serve()),
    // which is not always the fewest cards that hold the model.
    if (s.servingGpus)
        return (s.load ? u"%1 as given; TP %2 chosen for the load"_s
                       : u"%1 as given; TP %2 chosen, the most output tokens per card (no load "
                         "given)"_s)
            .arg(cards(v.gpusTotal))
            .arg(v.tp);
    if (s.servingTp)
        return (s.load ? u"TP %1 as given; %2 (%3) chosen, the fewest that carry the load"_s
                       : u"TP %1 as given; %2 (%3), as no load is given"_s)
            .arg(v.tp)
            .arg(replicas, cards(v.gpusTotal));
    return (s.load ? u"chosen: %1 of TP %2 (%3), the fewest cards that carry the load"_s
                   : u"chosen: %1 of TP %2 (%3), the most output tokens per card (no load "
                     "given)"_s)
        .arg(replicas)
        .arg(v.tp)
        .arg(cards(v.gpusTotal));
}

void printServeText(QTextStream &out, const ServeRequest &request, const ServeOutcome &o)
{
    const Scenario &s = request.scenario;
    const ScenarioResult &r = o.result;
    if (!r.valid || !r.serving) {
        for (const TrText &p : r.problems)
            out << "cannot serve: " << p.toString(nullptr) << '\n';
        return;
    }
    const ServingResult &v = *r.serving;
    if (!servedAsAsked(r)) {
        // The cards or the tensor parallelism given do not hold the model: say so, and what
        // does (never a silent re-layout).
        out << "Serve " << r.model.id << " on " << r.accelerator->name.en;
        if (r.fits)
            out << ": sized, not priced";
        else
            out << ": does not fit as given";
        if (s.servingGpus)
            out << " (" << cards(*s.servingGpus) << ")";
        out << '\n';
        if (r.fits) // the evaluation's problem names the replica without its stages
            out << "  ! a replica with pipeline stages is sized but not priced without a load: "
                   "give --users, --requests-per-second or --concurrency\n";
        else
            for (const TrText &p : v.problems)
                out << "  ! " << p.toString(nullptr) << '\n';
        if (const std::optional<SmallestFit> &f = r.smallestFit; f && f->serving) {
            out << "  needs         " << cards(f->gpus) << " (" << f->serving->replicas
                << (f->serving->replicas == 1 ? " replica × " : " replicas × ")
                << cards(f->serving->tp * f->serving->pp) << ", TP " << f->serving->tp
                << (f->serving->pp > 1 ? u", PP %1"_s.arg(f->serving->pp) : QString()) << ")\n";
            printDeployment(out, *f->serving, s.load.has_value());
        }
        printAssumptions(out, o.assumptions);
        return;
    }
    out << "Serve " << r.model.id << " (" << precisionKey(s.workload.precision) << ", KV "
        << precisionKey(s.workload.kvPrecision) << ") on " << v.replicas << " × " << v.tp * v.pp
        << " " << r.accelerator->name.en << " (" << cards(v.gpusTotal) << ")\n";
    out << "  layout        " << layoutWords(s, v) << '\n';
    printDeployment(out, v, s.load.has_value());
    out << "  cost          "
        << (o.perHour ? QString::number(*o.perHour, 'f', 2) + u" CNY/h, "_s
                            + QString::number(r.costPerMillionTokensCny.value_or(0), 'f', 2)
                            + u" CNY per million output tokens"_s
                      : u"unknown (no price for this card and form)"_s)
        << '\n';
    if (r.cost.priced)
        out << "  price         " << priceOriginWords(r.cost.rate) << '\n';
    for (const TrText &p : v.problems)
        out << "  ! " << p.toString(nullptr) << '\n';
    printMarket(out, r.market, *r.accelerator);
    if (o.fleet)
        printFleetText(out, *o.fleet, r.accelerator->name.en);
    printAssumptions(out, o.assumptions);
}

int runServe(const ServeRequest &request, Context &c)
{
    ServeOutcome o = evaluateServe(request, *c.catalog);
    o.assumptions = serveAssumptions(request.scenario, o.result);
    notePriceAge(c, o.result.cost);
    // The week's mixes as the one evaluation sized and priced them (ScenarioResult::fleet).
    o.fleet = fleetOutcome(request.scenario, o.result, *c.catalog);
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
    layout.options[0].help
        = u"cards in all: whole replicas of --tp (default: what the load needs; without a load, one replica)"_s;
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
             u"MODEL --gpu ID --prompt-tokens I --output-tokens O (--peak-users U --base-users B "
             "[--peak-hours H] | --hourly-users a,b,…) [--days-per-week D] [--min-billed-hours H] "
             "[--ttft-s X] [--region ID] [--json]"_s},
            {modelOptions(),
             acceleratorOptions(),
             workload,
             layout,
             servingOptions(true),
             loadProfileOptions(),
             costs,
             quotesOptions(),
             marketOptions(),
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
    Scenario &s = r.scenario;
    const std::optional<ServingArgs> serving = parseServingArgs(args, true);
    s.pricing = parsePricing(args).value_or(ServiceForm::Container);
    r.market = parseMarketArgs(args);
    s.market = r.market.market;
    s.allowOffshore = r.market.allowOffshore;
    if (const auto id = args.value(u"region"_s)) {
        s.regionId = *id;
        if (!catalog.region(*id))
            args.fail(QStringLiteral("--region: unknown region \"%1\"").arg(elided(*id)));
    }
    s.pricePerGpuHour = args.number(u"price-per-gpu-hour"_s, Bounds::PricePerGpuHour);
    if (const auto task = args.value(u"task"_s); task && *task != u"inference")
        args.fail(QStringLiteral("serve is inference; --task %1 does not apply").arg(elided(*task)));
    // Cards and tensor parallelism given are kept, 1 included (DESIGN.md, part 3); read here,
    // not as a training layout, so "--tp 4" alone means replicas of TP 4.
    const std::optional<qint64> gpus = args.integer(u"gpus"_s, Bounds::Gpus);
    const std::optional<qint64> tp = args.integer(u"tp"_s, Bounds::Parallel);
    if (serving)
        r.profile = parseLoadProfile(args, serving->load);
    if (!args.ok() || !serving)
        return std::nullopt;
    // The job parser reads the model, the precisions and the layout.
    const std::optional<Job> job
        = parseJob(args, catalog, true, QString(), Task::Inference, JobLayout::Skip);
    if (!job)
        return std::nullopt;
    if (!serving->promptTokens || !serving->outputTokens) {
        args.fail(u"give --prompt-tokens I and --output-tokens O"_s);
        return std::nullopt;
    }
    ServingRequest request;
    serving->applyTo(request);
    s.promptTokens = request.promptTokens;
    s.outputTokens = request.outputTokens;
    s.load = request.load;
    if (r.profile) { // the deployment shown is the peak hour's
        s.loadProfile = r.profile;
        s.load = ServingLoad{r.profile->kind, r.profile->highest()};
    }
    s.maxTtftSeconds = request.maxTtftSeconds;
    s.minUserTokensPerSecond = request.minUserTokensPerSecond;
    s.modelId = job->model.id;
    if (!job->modelFromCatalog)
        s.customModel = job->model;
    s.workload = job->workload;
    s.workload.task = Task::Inference;
    s.acceleratorId = job->gpuId;
    s.hours = ServiceHours;
    s.quotes = catalog.quotes(); // --quotes: applied to the catalog already (Command::execute)
    if (gpus)
        s.servingGpus = int(*gpus);
    if (tp)
        s.servingTp = int(*tp);
    if (tp) {
        // A TP the model cannot be split by is a bad argument, not "does not fit".
        Layout replica;
        replica.gpus = int(*tp);
        replica.tp = int(*tp);
        const QList<TrText> problems = MemoryModel(job->model, job->workload)
                                           .layoutSupportProblems(replica);
        if (!problems.isEmpty()) {
            args.fail(u"--tp: "_s + problems.constFirst().toString(nullptr));
            return std::nullopt;
        }
    }
    if (gpus && tp && *gpus % *tp != 0) {
        args.fail(QStringLiteral("--gpus %1 is not a whole number of replicas of --tp %2")
                      .arg(*gpus)
                      .arg(*tp));
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
