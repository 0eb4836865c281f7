// `plan`: one job on one layout — time, cost, energy, the budget's verdict — through the same
// engine call as the window (evaluateScenario).

#include "cli/marketout.h"
#include "cli/optiongroups.h"
#include "cli/planoutput.h"

#include "engine/fit.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

// What the text and JSON add to the engine's assumptions: why a plan is not priced.
QList<TrText> planAssumptions(const ScenarioResult &r, const Scenario &s, const LayoutGiven &given)
{
    QList<TrText> assumptions = r.assumptions;
    // The deadline has its own line (and key): said once, of what runs (the smallest fit when
    // this layout does not fit).
    if (r.deadline)
        assumptions.removeAll(deadlineSentence(*r.deadline, r.wallHours, r.wallHoursHigh));
    const FitResult &fit = *r.estimate.fit;
    const QString smallest = fit.minGpus ? QString::number(*fit.minGpus)
                                         : QStringLiteral("more than 4096");
    // Cards given without the sharding were tried in every layout (planargs.cpp): none fits.
    if (!fit.fits && given.gpus && !given.zero)
        assumptions << ATLAS_TR("Atlas::Plan",
                                "--gpus %1: no layout of %2 fits in %3 GiB per card (%4 tried); "
                                "the smallest that fits has %5 cards")
                           .arg(s.layout.gpus)
                           .arg(cards(s.layout.gpus))
                           .arg(r.accelerator->memoryGiB)
                           .arg(given.tp || given.pp
                                    ? QStringLiteral("every ZeRO stage with the TP and PP given")
                                    : QStringLiteral("every ZeRO stage, tensor and pipeline split"))
                           .arg(smallest);
    else if (!fit.fits)
        assumptions << ATLAS_TR("Atlas::Plan",
                                "this layout does not fit in %1 GiB per card; the smallest that "
                                "fits has %2 cards")
                           .arg(r.accelerator->memoryGiB)
                           .arg(smallest);
    // A provider's plan without a price is explained by the quote's own assumption; the typed
    // price a generic form could take does not apply to it. A layout that does not fit is not
    // priced whatever the price (the smallest fit is).
    if (fit.fits && !r.cost.priced && !r.providerQuote)
        assumptions << ATLAS_TR("Atlas::Plan",
                                "cost unknown for %1 as %2: give a price with "
                                "--price-per-gpu-hour X")
                           .arg(r.accelerator->name.en)
                           .arg(serviceFormKey(r.cost.form));
    return assumptions;
}

int runPlan(const Scenario &s, const LayoutGiven &given, bool json, Context &context)
{
    PlanOutcome p{s, evaluateScenario(s, *context.catalog), {}, given};
    if (!p.result.valid)
        return usageError(context, p.result.problems.constFirst().toString(nullptr), u"plan"_s);
    p.assumptions = planAssumptions(p.result, s, given);
    notePriceAge(context, p.result.costToRun());
    if (json)
        context.out << QJsonDocument(jsonPlan(p)).toJson(QJsonDocument::Indented);
    else
        printPlan(context.out, p);
    return Success;
}

OptionGroup providerOptions()
{
    return {u"A provider's instance instead of a service form"_s,
            {{u"provider"_s, u"ID"_s, u"the provider (catalog list --kind providers)"_s},
             {u"instance"_s, u"ID"_s, u"its instance; its card is the default --gpu"_s},
             {u"billing"_s, providerBillingKeys().join(u'|'), u"the instance's price"_s}}};
}

CommandInfo planInfo()
{
    OptionGroup costs = costOptions();
    for (OptionHelp &o : costs.options)
        if (o.name == u"region")
            o.help += u"; with --provider, one of its regions (catalog show PROVIDER)"_s;
    return {u"plan"_s,
            u"the time, cost, energy and budget verdict of one job on one layout"_s,
            {u"MODEL [WORKLOAD] [LAYOUT] --gpu ID (--tokens N | --samples N --epochs E | --hours "
             "H) [--runs N --every PERIOD] [--budget CNY --budget-per PERIOD] [--deadline-hours H] "
             "[COSTS] [--json]"_s,
             u"MODEL [WORKLOAD] [LAYOUT] --provider ID --instance ID [--region PROVIDER_REGION] "
             "[--billing on-demand|monthly|spot] (--tokens N | …) [--json]"_s},
            {modelOptions(),
             workloadOptions(),
             parallelOptions(),
             acceleratorOptions(),
             workOptions(),
             budgetOptions(),
             costs,
             providerOptions(),
             quotesOptions(),
             marketOptions(),
             outputOptions()},
            {u"plan --model llama-2-13b --gpu nvidia-a100-sxm4-80gb --gpus 4 --zero 3 --tokens 2e9 "
             "--pricing container --region horinger --json"_s,
             u"plan --model llama-2-13b --task qlora --provider aliyun --instance "
             "ecs.gn7e-c16g1.4xlarge --region cn-wulanchabu --tokens 1e8"_s}};
}

class PlanCommand final : public Command
{
public:
    PlanCommand()
        : Command(planInfo())
    {}

protected:
    Action parse(CliArgs &args, const Context &context) const override
    {
        const Catalog &catalog = *context.catalog;
        const bool json = args.flag(u"json"_s);
        // A provider's instance replaces the service form: its card is the default accelerator.
        std::optional<ProviderChoice> provider;
        PlanScenarioOptions options;
        if (args.has(u"provider"_s) || args.has(u"instance"_s)) {
            provider = parseProviderChoice(args, catalog, &options.defaultGpu);
            if (!provider)
                return {};
            options.withProvider = true;
        }
        std::optional<Scenario> s = parsePlanScenario(args, catalog, options);
        if (!s)
            return {};
        const MarketArgs market = parseMarketArgs(args);
        s->market = market.market;
        s->allowOffshore = market.allowOffshore;
        if (provider) {
            if (s->acceleratorId != options.defaultGpu) {
                args.fail(QStringLiteral("--gpu %1 differs from the card of %2 (%3)")
                              .arg(s->acceleratorId, provider->instanceId, options.defaultGpu));
                return {};
            }
            s->provider = provider;
        }
        const LayoutGiven given{args.has(u"gpus"_s),
                                args.has(u"tp"_s),
                                args.has(u"pp"_s),
                                args.has(u"zero"_s)};
        return [s = *s, given, json](Context &c) { return runPlan(s, given, json, c); };
    }
};

} // namespace

const Command &planCommand()
{
    static const PlanCommand command;
    return command;
}

} // namespace Atlas::Cli
