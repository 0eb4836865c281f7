// `serve`: how fast a model is served on an accelerator, for how many users, at what cost per
// million output tokens.

#include "cli/commands.h"
#include "cli/jsonout.h"

#include "cost/plancost.h"
#include "engine/serving.h"
#include "scenario/scenario.h"

#include <QJsonDocument>

namespace Atlas::Cli {

int runServe(CliArgs &args, Context &context)
{
    const Catalog &catalog = *context.catalog;
    const bool json = args.flag(QStringLiteral("json"));
    ServingRequest request;
    request.promptTokens = args.number(QStringLiteral("prompt-tokens"), 0, 1e7).value_or(-1);
    request.outputTokens = args.number(QStringLiteral("output-tokens"), 0, 1e7).value_or(-1);
    const auto users = args.number(QStringLiteral("users"), 0, 1e9);
    const auto rps = args.number(QStringLiteral("requests-per-second"), 0, 1e9);
    const auto concurrency = args.number(QStringLiteral("concurrency"), 0, 1e9);
    request.maxTtftSeconds = args.number(QStringLiteral("ttft-s"), 0, 1e6, true);
    request.minUserTokensPerSecond = args.number(QStringLiteral("min-user-tokens-per-s"),
                                                 0,
                                                 1e6,
                                                 true);
    ServiceForm form = ServiceForm::Container;
    if (const auto f = args.choice(QStringLiteral("pricing"), offeredFormKeys()))
        form = offeredForms().at(*f);
    const Region *region = nullptr;
    if (const auto id = args.value(QStringLiteral("region"))) {
        region = catalog.region(*id);
        if (!region)
            args.fail(QStringLiteral("--region: unknown region \"%1\"").arg(elided(*id)));
    }
    const auto pricePerGpuHour = args.number(QStringLiteral("price-per-gpu-hour"), 0, 1e6, true);
    if (!args.ok())
        return usageError(context, args.error());
    if (const auto task = args.value(QStringLiteral("task")); task && *task != u"inference")
        return usageError(context,
                          QStringLiteral("serve is inference; --task %1 does not apply")
                              .arg(elided(*task)));
    // The job parser reads the model, the precisions and the layout.
    const std::optional<Job> job = parseJob(args, catalog, true, QString(), Task::Inference);
    if (!job)
        return args.exitCode() == InvalidData ? InvalidData : usageError(context, args.error());
    args.finish();
    if (!args.ok())
        return usageError(context, args.error());
    if (!args.positionals().isEmpty())
        return usageError(context,
                          QStringLiteral("unexpected argument \"%1\"")
                              .arg(elided(args.positionals().constFirst())));
    if (request.promptTokens < 0 || request.outputTokens < 0)
        return usageError(context, QStringLiteral("give --prompt-tokens I and --output-tokens O"));
    const int loads = int(users.has_value()) + int(rps.has_value()) + int(concurrency.has_value());
    if (loads > 1)
        return usageError(context,
                          QStringLiteral("give the load once: --users U, --requests-per-second R "
                                         "or --concurrency C"));
    if (users)
        request.load = ServingLoad{ServingLoad::Kind::Users, *users};
    else if (rps)
        request.load = ServingLoad{ServingLoad::Kind::RequestsPerSecond, *rps};
    else if (concurrency)
        request.load = ServingLoad{ServingLoad::Kind::Concurrency, *concurrency};
    request.model = job->model;
    request.weights = job->workload.precision;
    request.kv = job->workload.kvPrecision;
    request.accelerator = catalog.accelerator(job->gpuId);
    if (job->layout.tp > 1 || job->layout.gpus > 1)
        request.tp = job->layout.tp;
    if (job->layout.gpus > 1)
        request.gpus = job->layout.gpus;
    if (request.gpus > 0 && request.tp > 0 && request.gpus % request.tp != 0)
        return usageError(context,
                          QStringLiteral("--gpus %1 is not a whole number of replicas of --tp %2")
                              .arg(request.gpus)
                              .arg(request.tp));

    const ServingResult r = serve(catalog, request);
    // Cost of running the deployment for one hour in the chosen form.
    std::optional<double> perHour;
    std::optional<double> energyPerHourKwh;
    if (r.valid) {
        PlanInputs in;
        in.form = form;
        in.gpus = r.gpusTotal;
        in.wallHours = 1.0;
        in.region = region;
        in.pricePerGpuHour = pricePerGpuHour;
        const PlanCost hour = costPlan(*request.accelerator, catalog.pricing(), in);
        // Monthly forms bill whole months: an hour of a continuously running service costs
        // the month's price spread over its hours.
        if (hour.priced)
            perHour = formTraits(form).wholeMonths ? hour.totalCny / catalog.pricing().hoursPerMonth
                                                   : hour.totalCny;
        if (hour.energyKnown)
            energyPerHourKwh = hour.energyKwh;
    }
    const double millionTokensPerHour = r.outputTokensPerSecond * 3600.0 / 1e6;
    const std::optional<double> perMillion = perHour && millionTokensPerHour > 0
                                                 ? std::optional(*perHour / millionTokensPerHour)
                                                 : std::nullopt;
    const std::optional<double> energyPerMillion = energyPerHourKwh && millionTokensPerHour > 0
                                                       ? std::optional(*energyPerHourKwh
                                                                       / millionTokensPerHour)
                                                       : std::nullopt;
    if (json) {
        QJsonObject o = jsonServing(r);
        o.insert(QStringLiteral("pricing"), serviceFormKey(form));
        o.insert(QStringLiteral("region"), region ? QJsonValue(region->id) : QJsonValue());
        o.insert(QStringLiteral("cost_cny"),
                 QJsonObject{{QStringLiteral("per_hour"), jsonNumber(perHour)},
                             {QStringLiteral("per_million_output_tokens"), jsonNumber(perMillion)}});
        o.insert(QStringLiteral("energy_kwh_per_million_output_tokens"),
                 jsonNumber(energyPerMillion));
        o.insert(QStringLiteral("assumptions"), jsonTexts(r.assumptions));
        context.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return Success;
    }
    QTextStream &out = context.out;
    if (!r.valid) {
        for (const TrText &p : r.problems)
            out << "cannot serve: " << p.toString(nullptr) << '\n';
        return Success;
    }
    out << "Serve " << request.model.id << " (" << precisionKey(request.weights) << ", KV "
        << precisionKey(request.kv) << ") on " << r.replicas << " × " << r.tp * r.pp << " "
        << request.accelerator->name.en << " (" << r.gpusTotal
        << (r.gpusTotal == 1 ? " card)\n" : " cards)\n");
    out << "  output        " << QString::number(r.outputTokensPerSecond, 'f', 0)
        << " tokens/s (band " << QString::number(r.outputTokensPerSecondLow, 'f', 0) << "–"
        << QString::number(r.outputTokensPerSecondHigh, 'f', 0) << "), "
        << QString::number(r.requestsPerSecond, 'f', 2) << " requests/s\n";
    out << "  per user      " << QString::number(r.userTokensPerSecond, 'f', 1)
        << " tokens/s, first token after " << QString::number(r.ttftSeconds, 'f', 2) << " s, "
        << QString::number(r.tpotMs, 'f', 1) << " ms per token\n";
    out << "  concurrency   " << r.point.batch << " per replica (at most " << r.maxConcurrency
        << " fit)\n";
    if (r.meetsSlo)
        out << "  service level " << (*r.meetsSlo ? "met" : "NOT met") << '\n';
    out << "  cost          "
        << (perHour ? QString::number(*perHour, 'f', 2) + QStringLiteral(" CNY/h, ")
                          + QString::number(perMillion.value_or(0), 'f', 2)
                          + QStringLiteral(" CNY per million output tokens")
                    : QStringLiteral("unknown (no price for this card and form)"))
        << '\n';
    for (const TrText &p : r.problems)
        out << "  ! " << p.toString(nullptr) << '\n';
    out << "Assumptions:\n";
    for (const TrText &a : r.assumptions)
        out << "  - " << a.toString(nullptr) << '\n';
    return Success;
}

} // namespace Atlas::Cli
