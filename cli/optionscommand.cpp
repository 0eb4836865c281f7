// `options`: the options planner — every accelerator × card count × service form (× region)
// that fits and meets the budget and the deadline, ranked, with the rejections by reason.

#include "cli/commands.h"
#include "cli/jsonout.h"

#include "cost/planner.h"
#include "scenario/scenario.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

QJsonValue optionalBool(std::optional<bool> v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject jsonOption(const PlannerOption &o)
{
    return {{QStringLiteral("gpu"), o.accelerator->id},
            {QStringLiteral("gpus"), o.layout.gpus},
            {QStringLiteral("layout"), jsonLayout(o.layout)},
            {QStringLiteral("pricing"), serviceFormKey(o.form)},
            {QStringLiteral("region"), o.region ? QJsonValue(o.region->id) : QJsonValue()},
            {QStringLiteral("provider"), o.provider ? QJsonValue(o.provider->id) : QJsonValue()},
            {QStringLiteral("instance"), o.instance ? QJsonValue(o.instance->id) : QJsonValue()},
            {QStringLiteral("instances"), o.provider ? QJsonValue(o.instances) : QJsonValue()},
            {QStringLiteral("wall_hours"), o.wallHours},
            {QStringLiteral("wall_hours_range"), QJsonArray{o.wallHoursLow, o.wallHoursHigh}},
            {QStringLiteral("mfu"), o.efficiency},
            {QStringLiteral("cost_cny"), o.cost.totalCny},
            {QStringLiteral("outlay_cny"),
             formTraits(o.form).owned ? QJsonValue(o.cost.capexCny) : QJsonValue()},
            {QStringLiteral("per_year_cny"), jsonNumber(o.spend.perYearCny)},
            {QStringLiteral("co2_kg"), o.cost.energyKnown ? QJsonValue(o.cost.co2Kg) : QJsonValue()},
            {QStringLiteral("fits"), true},
            {QStringLiteral("within_budget"), optionalBool(o.withinBudget)},
            {QStringLiteral("meets_deadline"), optionalBool(o.meetsDeadline)},
            {QStringLiteral("pareto"), o.pareto},
            {QStringLiteral("output_tokens_per_s"),
             o.costPerMillionTokensCny ? QJsonValue(o.outputTokensPerSecond) : QJsonValue()},
            {QStringLiteral("cost_per_million_output_tokens_cny"),
             jsonNumber(o.costPerMillionTokensCny)}};
}

} // namespace

int runOptions(CliArgs &args, Context &context)
{
    const Catalog &catalog = *context.catalog;
    const bool json = args.flag(QStringLiteral("json"));
    PlannerRequest request;
    using namespace ScenarioLimits;
    const auto tokens = args.number(QStringLiteral("tokens"), MinTokens, MaxTokens);
    const auto samples = args.number(QStringLiteral("samples"), 0, MaxSamples, true);
    const double epochs = args.number(QStringLiteral("epochs"), 0, MaxEpochs, true).value_or(1);
    const auto perSample = args.number(QStringLiteral("tokens-per-sample"),
                                       0,
                                       MaxTokensPerSample,
                                       true);
    const auto hours = args.number(QStringLiteral("hours"), 0, MaxHours, true);
    if (const auto b = args.number(QStringLiteral("budget"), 0, MaxCny, true)) {
        Budget budget{*b, Period::Run};
        if (const auto p = args.choice(QStringLiteral("budget-per"),
                                       {QStringLiteral("run"),
                                        QStringLiteral("month"),
                                        QStringLiteral("year")}))
            budget.period = QList<Period>{Period::Run, Period::Month, Period::Year}.at(*p);
        request.budget = budget;
    }
    request.recurrence.runs = int(args.number(QStringLiteral("runs"), 1, 100000).value_or(1));
    if (const auto e = args.choice(QStringLiteral("every"),
                                   {QStringLiteral("run"),
                                    QStringLiteral("week"),
                                    QStringLiteral("month")}))
        request.recurrence.every = QList<Period>{Period::Run, Period::Week, Period::Month}.at(*e);
    request.deadlineHours = args.number(QStringLiteral("deadline-hours"), 0, MaxHours, true);
    // Inference: the requests, the load and the service level (as for `serve`).
    ServingRequest serving;
    const auto prompt = args.number(QStringLiteral("prompt-tokens"), 1, 1e7);
    const auto output = args.number(QStringLiteral("output-tokens"), 1, 1e7);
    const auto users = args.number(QStringLiteral("users"), 0, 1e9, true);
    const auto servingRps = args.number(QStringLiteral("requests-per-second"), 0, 1e9, true);
    serving.maxTtftSeconds = args.number(QStringLiteral("ttft-s"), 0, 1e6, true);
    serving.minUserTokensPerSecond = args.number(QStringLiteral("min-user-tokens-per-s"),
                                                 0,
                                                 1e6,
                                                 true);
    if (users && servingRps)
        args.fail(QStringLiteral("give the load once: --users U or --requests-per-second R"));
    if (users)
        serving.load = ServingLoad{ServingLoad::Kind::Users, *users};
    else if (servingRps)
        serving.load = ServingLoad{ServingLoad::Kind::RequestsPerSecond, *servingRps};
    serving.promptTokens = prompt.value_or(serving.promptTokens);
    serving.outputTokens = output.value_or(serving.outputTokens);
    request.mfu = args.number(QStringLiteral("mfu"), 0, 1, true);
    if (const auto r = args.choice(QStringLiteral("rank"),
                                   {QStringLiteral("cost"),
                                    QStringLiteral("time"),
                                    QStringLiteral("co2")}))
        request.rank = PlannerRequest::Rank(*r);
    request.maxResults = int(args.integer(QStringLiteral("limit"), 1, 100000).value_or(20));
    request.maxGpus = int(args.integer(QStringLiteral("max-gpus"), 1, 4096).value_or(4096));
    request.bestCountOnly = !args.flag(QStringLiteral("all-counts"));
    for (const QString &id : args.values(QStringLiteral("gpu"))) {
        const Accelerator *a = catalog.accelerator(id);
        if (!a)
            args.fail(QStringLiteral("--gpu: unknown accelerator \"%1\" (see: compute-atlas-cli "
                                     "catalog list)")
                          .arg(elided(id)));
        else
            request.accelerators << a;
    }
    if (args.flag(QStringLiteral("domestic"))) {
        if (request.accelerators.isEmpty())
            for (const Accelerator &a : catalog.accelerators())
                request.accelerators << &a;
        request.accelerators.removeIf([](const Accelerator *a) { return !a->domestic; });
        if (request.accelerators.isEmpty())
            args.fail(QStringLiteral("--domestic: none of the chosen accelerators is domestic"));
    }
    const QStringList formKeys = offeredFormKeys();
    const QStringList forms = args.values(QStringLiteral("pricing"));
    if (!forms.isEmpty()) {
        request.forms.clear();
        for (const QString &f : forms) {
            const qsizetype i = formKeys.indexOf(f);
            if (i < 0)
                args.fail(QStringLiteral("--pricing: expected one of %1, got \"%2\"")
                              .arg(formKeys.join(u'|'), elided(f)));
            else if (!request.forms.contains(offeredForms().at(i)))
                request.forms << offeredForms().at(i);
        }
    }
    if (const auto region = args.value(QStringLiteral("region"))) {
        if (*region == u"all")
            request.allRegions = true;
        else if (const Region *r = catalog.region(*region))
            request.regions << r;
        else
            args.fail(
                QStringLiteral("--region: unknown region \"%1\" (or all)").arg(elided(*region)));
    }
    if (const auto provider = args.value(QStringLiteral("provider"))) {
        if (*provider == u"all")
            request.allProviders = true;
        else if (const Provider *p = catalog.provider(*provider))
            request.providers << p;
        else
            args.fail(QStringLiteral("--provider: unknown provider \"%1\" (or all; see: "
                                     "compute-atlas-cli catalog list --kind providers)")
                          .arg(elided(*provider)));
    }
    if (!args.ok())
        return usageError(context, args.error());
    const std::optional<Job> job = parseJob(args, catalog, false);
    if (!job)
        return args.exitCode() == InvalidData ? InvalidData : usageError(context, args.error());
    args.finish();
    if (!args.ok())
        return usageError(context, args.error());
    if (!args.positionals().isEmpty())
        return usageError(context,
                          QStringLiteral("unexpected argument \"%1\"")
                              .arg(elided(args.positionals().constFirst())));
    const int workGiven = int(tokens.has_value()) + int(samples.has_value())
                          + int(hours.has_value());
    const bool training = isTraining(job->workload.task);
    if (workGiven > 1)
        return usageError(context,
                          QStringLiteral("give the work once: --tokens N, --samples N --epochs E, "
                                         "or --hours H"));
    if (training && workGiven == 0)
        return usageError(context,
                          QStringLiteral("give the amount of work: --tokens N, --samples N "
                                         "--epochs E, or --hours H"));
    request.model = job->model;
    request.workload = job->workload;
    if (tokens)
        request.tokens = *tokens;
    else if (samples)
        request.tokens = *samples * epochs * perSample.value_or(double(job->workload.seqLen));
    else if (hours && training)
        request.rentHours = *hours;
    if (hours && !training)
        request.serviceHours = *hours;
    if (!training)
        request.serving = serving;

    const PlannerResult result = planOptions(catalog, request);
    if (json) {
        QJsonArray options;
        for (const PlannerOption &o : result.options)
            options.append(jsonOption(o));
        const QJsonObject
            o{{QStringLiteral("options"), options},
              {QStringLiteral("considered"), result.considered},
              {QStringLiteral("accepted"), result.accepted},
              {QStringLiteral("rejected"),
               QJsonObject{{QStringLiteral("does_not_fit"), result.rejected.doesNotFit},
                           {QStringLiteral("over_budget"), result.rejected.overBudget},
                           {QStringLiteral("too_slow"), result.rejected.tooSlow},
                           {QStringLiteral("no_price"), result.rejected.noPrice},
                           {QStringLiteral("no_throughput"), result.rejected.noThroughput}}},
              {QStringLiteral("assumptions"), jsonTexts(result.assumptions)}};
        context.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return Success;
    }
    QTextStream &out = context.out;
    out << result.accepted << " of " << result.considered
        << " options fit and meet the budget and deadline (rejected: " << result.rejected.doesNotFit
        << " do not fit, " << result.rejected.overBudget << " over budget, "
        << result.rejected.tooSlow << " too slow, " << result.rejected.noPrice << " no price, "
        << result.rejected.noThroughput << " no published throughput)\n";
    for (const PlannerOption &o : result.options)
        out << (o.pareto ? "* " : "  ") << QString::number(o.layout.gpus).rightJustified(4) << " × "
            << o.accelerator->id.leftJustified(30) << serviceFormKey(o.form).leftJustified(14)
            << (o.provider ? o.provider->id + u'/' + o.instance->id
                           : (o.region ? o.region->id : QStringLiteral("-")))
                   .leftJustified(34)
            << QString::number(o.wallHours, 'f', 1).rightJustified(10) << " h "
            << QString::number(o.cost.totalCny, 'f', 0).rightJustified(12) << " CNY"
            << (formTraits(o.form).owned
                    ? QStringLiteral("  (outlay %1)").arg(QString::number(o.cost.capexCny, 'f', 0))
                    : QString())
            << '\n';
    if (!result.options.isEmpty())
        out << "* on the time–cost front (nothing else is both faster and cheaper)\n";
    return Success;
}

} // namespace Atlas::Cli
