#include "cli/commands.h"
#include "cli/jsonout.h"

#include "engine/fit.h"
#include "scenario/scenarioengine.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

// The plan's arguments become a scenario, evaluated by the same engine call as the GUI's.
struct PlanArgs
{
    Scenario scenario;
    bool withJob = false;
};

std::optional<PlanArgs> parsePlanArgs(CliArgs &args,
                                      const Catalog &catalog,
                                      bool withJob,
                                      const QString &defaultGpu = {})
{
    PlanArgs p;
    p.withJob = withJob;
    Scenario &s = p.scenario;
    using namespace ScenarioLimits; // the bounds of scenario files, so both accept the same
    s.tokens = args.number(QStringLiteral("tokens"), MinTokens, MaxTokens);
    s.samples = args.number(QStringLiteral("samples"), 0, MaxSamples, true);
    s.epochs = args.number(QStringLiteral("epochs"), 0, MaxEpochs, true).value_or(1);
    s.tokensPerSample = args.number(QStringLiteral("tokens-per-sample"),
                                    0,
                                    MaxTokensPerSample,
                                    true);
    s.hours = args.number(QStringLiteral("hours"), 0, MaxHours, true);
    s.mfu = args.number(QStringLiteral("mfu"), 0, 1, true);
    s.recurrence.runs = int(args.number(QStringLiteral("runs"), 1, 100000).value_or(1));
    if (const auto e = args.choice(QStringLiteral("every"),
                                   {QStringLiteral("run"),
                                    QStringLiteral("week"),
                                    QStringLiteral("month")}))
        s.recurrence.every = QList<Period>{Period::Run, Period::Week, Period::Month}.at(*e);
    s.budgetCny = args.number(QStringLiteral("budget"), 0, 1e13, true);
    if (const auto b = args.choice(QStringLiteral("budget-per"),
                                   {QStringLiteral("run"),
                                    QStringLiteral("month"),
                                    QStringLiteral("year")}))
        s.budgetPeriod = QList<Period>{Period::Run, Period::Month, Period::Year}.at(*b);
    s.deadlineHours = args.number(QStringLiteral("deadline-hours"), 0, 1e7, true);
    if (const auto r = args.value(QStringLiteral("region"))) {
        s.regionId = *r;
        if (!catalog.region(*r))
            args.fail(QStringLiteral("--region: unknown region \"%1\" (see: compute-atlas-cli "
                                     "catalog list --kind regions)")
                          .arg(elided(*r)));
    }
    const QStringList forms = {QStringLiteral("container"),
                               QStringLiteral("cloud-monthly"),
                               QStringLiteral("bare-metal"),
                               QStringLiteral("purchase")};
    if (const auto f = args.choice(QStringLiteral("pricing"), forms))
        s.pricing = ServiceForm(*f);
    s.pricePerGpuHour = args.number(QStringLiteral("price-per-gpu-hour"),
                                    0,
                                    MaxPricePerGpuHour,
                                    true);
    s.tariff = args.number(QStringLiteral("tariff"), 0, MaxTariff, true);
    s.pue = args.number(QStringLiteral("pue"), 1, 3);
    s.utilisation = args.number(QStringLiteral("utilisation"), 0, 1, true);
    s.greenShare = args.number(QStringLiteral("green-share"), 0, 1);
    s.usdCny = args.number(QStringLiteral("usd-cny"), 0, MaxUsdCny, true);
    s.cpuServerHours = args.number(QStringLiteral("cpu-hours"), 0, 1e7).value_or(0);
    s.userCityId = args.value(QStringLiteral("city")).value_or(QStringLiteral("beijing"));
    if (!catalog.city(s.userCityId) && args.ok()) {
        QStringList ids;
        for (const City &c : catalog.cities())
            ids << c.id;
        args.fail(QStringLiteral("--city: expected one of %1, got \"%2\"")
                      .arg(ids.join(u'|'), elided(s.userCityId)));
    }
    if (!args.ok())
        return std::nullopt;
    if (int(s.tokens.has_value()) + int(s.samples.has_value()) + int(s.hours.has_value()) > 1) {
        args.fail(QStringLiteral("give the work once: --tokens N, --samples N --epochs E, or "
                                 "--hours H"));
        return std::nullopt;
    }
    if (args.has(QStringLiteral("epochs")) && !s.samples) {
        args.fail(QStringLiteral("--epochs goes with --samples N"));
        return std::nullopt;
    }
    if (args.has(QStringLiteral("budget-per")) && !s.budgetCny) {
        args.fail(QStringLiteral("--budget-per goes with --budget CNY"));
        return std::nullopt;
    }
    if (!withJob)
        return p;
    const std::optional<Job> job = parseJob(args, catalog, true, defaultGpu);
    if (!job)
        return std::nullopt;
    if (job->modelFromCatalog)
        s.modelId = job->model.id;
    else
        s.customModel = job->model;
    s.workload = job->workload;
    s.layout = job->layout;
    s.acceleratorId = job->gpuId;
    if (isTraining(s.workload.task) && !s.tokens && !s.samples && !s.hours) {
        args.fail(QStringLiteral(
            "give the amount of work: --tokens N, --samples N --epochs E, or --hours H"));
        return std::nullopt;
    }
    return p;
}

// Energy and CO₂ are null, not 0, when the accelerator publishes no power figure.
QJsonValue jsonEnergy(const PlanCost &c, double value)
{
    return c.energyKnown ? QJsonValue(value) : QJsonValue();
}

QJsonValue jsonCo2(const PlanCost &c)
{
    return c.energyKnown && c.co2Known ? QJsonValue(c.co2Kg) : QJsonValue();
}

QJsonObject jsonCost(const PlanCost &c)
{
    if (!c.priced)
        return {{QStringLiteral("compute"), QJsonValue()},
                {QStringLiteral("electricity"), QJsonValue()},
                {QStringLiteral("total"), QJsonValue()},
                {QStringLiteral("unavailable"), c.unavailable.toString(nullptr)}};
    return {{QStringLiteral("compute"), c.computeCny},
            {QStringLiteral("electricity"), c.electricityCny},
            {QStringLiteral("hosting"), c.hostingCny},
            {QStringLiteral("operations"), c.operationsCny},
            {QStringLiteral("cpu_server"), c.cpuCny},
            {QStringLiteral("total"), c.totalCny},
            {QStringLiteral("electricity_in_rent"),
             c.form == ServiceForm::Purchase ? QJsonValue(0.0)
                                             : jsonEnergy(c, c.embeddedElectricityCny)}};
}

QJsonObject jsonBudget(const Scenario &s, const Spend &spend)
{
    return {{QStringLiteral("amount"), *s.budgetCny},
            {QStringLiteral("period"), periodKey(s.budgetPeriod)},
            {QStringLiteral("compared"), comparedKey(spend.compared)},
            {QStringLiteral("compared_cny"), jsonNumber(spend.comparedCny)},
            {QStringLiteral("within"),
             spend.withinBudget ? QJsonValue(*spend.withinBudget) : QJsonValue()}};
}

QJsonArray jsonRange(double low, double high)
{
    return {low, high};
}

// "1 card", "4 cards".
QString cards(int count)
{
    return count == 1 ? QStringLiteral("1 card") : QStringLiteral("%1 cards").arg(count);
}

QString money(std::optional<double> cny)
{
    return cny ? QString::number(*cny, 'f', 2) + QStringLiteral(" CNY") : QStringLiteral("unknown");
}

} // namespace

std::optional<Scenario> parsePlanScenario(CliArgs &args,
                                          const Catalog &catalog,
                                          const QString &defaultGpu)
{
    std::optional<PlanArgs> p = parsePlanArgs(args, catalog, true, defaultGpu);
    if (!p)
        return std::nullopt;
    return p->scenario;
}

int runPlan(CliArgs &args, Context &context)
{
    // A provider's instance replaces the service form: its card is the default accelerator.
    std::optional<ProviderChoice> provider;
    QString defaultGpu;
    if (args.has(QStringLiteral("provider")) || args.has(QStringLiteral("instance"))) {
        int exitCode = Success;
        provider = parseProviderChoice(args, context, &defaultGpu, &exitCode);
        if (!provider)
            return exitCode;
    }
    const bool json = args.flag(QStringLiteral("json"));
    std::optional<PlanArgs> p = parsePlanArgs(args, *context.catalog, true, defaultGpu);
    if (p)
        args.finish();
    if (!args.ok())
        return argumentError(context, args);
    if (!args.positionals().isEmpty())
        return usageError(context,
                          QStringLiteral("unexpected argument \"%1\"")
                              .arg(elided(args.positionals().constFirst())));
    if (provider) {
        if (p->scenario.acceleratorId != defaultGpu)
            return usageError(context,
                              QStringLiteral("--gpu %1 differs from the card of %2 (%3)")
                                  .arg(p->scenario.acceleratorId, provider->instanceId, defaultGpu));
        p->scenario.provider = provider;
    }

    const Scenario &s = p->scenario;
    const ScenarioResult r = evaluateScenario(s, *context.catalog);
    if (!r.valid)
        return usageError(context, r.problems.constFirst().toString(nullptr));
    const FitResult &fit = *r.estimate.fit;
    QList<TrText> assumptions = r.assumptions;
    if (!fit.fits)
        assumptions << ATLAS_TR("Atlas::Plan",
                                "this layout does not fit in %1 GiB per card; the smallest that "
                                "fits has %2 cards")
                           .arg(r.accelerator->memoryGiB)
                           .arg(fit.minGpus ? QString::number(*fit.minGpus)
                                            : QStringLiteral("more than 4096"));
    if (!r.cost.priced)
        assumptions << ATLAS_TR("Atlas::Plan",
                                "cost unknown for %1 as %2: give a price with "
                                "--price-per-gpu-hour X")
                           .arg(r.accelerator->name.en)
                           .arg(serviceFormKey(r.cost.form));
    const RentVersusBuy &rvb = r.rentVsBuy;
    const bool known = r.timeKnown;
    auto ifKnown = [known](double v) { return known ? QJsonValue(v) : QJsonValue(); };

    if (json) {
        QJsonArray trialJson;
        for (const PlanCost &c : r.oneHourTrial)
            trialJson.append(QJsonObject{{QStringLiteral("form"), serviceFormKey(c.form)},
                                         {QStringLiteral("priced"), c.priced},
                                         {QStringLiteral("cost_cny"),
                                          c.priced ? QJsonValue(c.totalCny) : QJsonValue()}});
        QJsonArray sensitivity;
        for (const BreakEvenPoint &b : rvb.sensitivity)
            sensitivity.append(QJsonObject{{QStringLiteral("utilisation"), b.utilisation},
                                           {QStringLiteral("tariff"), b.tariff},
                                           {QStringLiteral("months"), jsonNumber(b.months)}});
        QJsonObject work{{QStringLiteral("kind"), workKindKey(r.work.kind)},
                         {QStringLiteral("tokens"), ifKnown(r.tokens)}};
        if (s.samples) {
            work.insert(QStringLiteral("samples"), *s.samples);
            work.insert(QStringLiteral("epochs"), s.epochs);
        }
        if (r.work.kind == WorkSummary::Kind::RentHours || r.work.kind == WorkSummary::Kind::Service)
            work.insert(QStringLiteral("hours"), r.wallHours);
        const bool priced = r.cost.priced && known;
        QJsonObject o{
            {QStringLiteral("gpu"), r.accelerator->id},
            {QStringLiteral("gpus"), s.layout.gpus},
            {QStringLiteral("layout"), jsonLayout(s.layout)},
            {QStringLiteral("fits"), fit.fits},
            {QStringLiteral("min_gpus"), fit.minGpus ? QJsonValue(*fit.minGpus) : QJsonValue()},
            {QStringLiteral("pricing"), serviceFormKey(r.cost.form)},
            {QStringLiteral("region"), r.region ? QJsonValue(r.region->id) : QJsonValue()},
            {QStringLiteral("work"), work},
            {QStringLiteral("mfu"), ifKnown(r.efficiency.point)},
            {QStringLiteral("mfu_range"),
             known ? QJsonValue(jsonRange(r.efficiency.low, r.efficiency.high)) : QJsonValue()},
            {QStringLiteral("mfu_basis"), jsonTexts(r.efficiency.basis)},
            {QStringLiteral("mfu_calibrated"), r.efficiency.calibrated},
            {QStringLiteral("mfu_runs_behind"), r.efficiency.runsBehind},
            {QStringLiteral("tokens"), ifKnown(r.tokens)},
            {QStringLiteral("flops"), ifKnown(r.flops)},
            {QStringLiteral("gpu_hours"), ifKnown(r.wallHours * s.layout.gpus)},
            {QStringLiteral("gpu_hours_range"),
             known ? QJsonValue(
                 jsonRange(r.wallHoursLow * s.layout.gpus, r.wallHoursHigh * s.layout.gpus))
                   : QJsonValue()},
            {QStringLiteral("wall_hours"), ifKnown(r.wallHours)},
            {QStringLiteral("wall_hours_range"),
             known ? QJsonValue(jsonRange(r.wallHoursLow, r.wallHoursHigh)) : QJsonValue()},
            {QStringLiteral("energy_kwh"),
             known ? jsonEnergy(r.cost, r.cost.energyKwh) : QJsonValue()},
            {QStringLiteral("co2_kg"), known ? jsonCo2(r.cost) : QJsonValue()},
            {QStringLiteral("cost_cny"),
             known ? QJsonValue(jsonCost(r.cost))
                   : QJsonValue(QJsonObject{{QStringLiteral("total"), QJsonValue()}})},
            {QStringLiteral("cost_cny_range"),
             priced && r.costLowCny ? QJsonValue(jsonRange(*r.costLowCny, *r.costHighCny))
                                    : QJsonValue()},
            {QStringLiteral("outlay_cny"),
             r.cost.form == ServiceForm::Purchase && r.cost.priced ? QJsonValue(r.cost.capexCny)
                                                                   : QJsonValue()},
            {QStringLiteral("runs_per_year"), r.spend.runsPerYear},
            {QStringLiteral("per_year_cny"), priced ? jsonNumber(r.spend.perYearCny) : QJsonValue()},
            {QStringLiteral("budget"),
             s.budgetCny ? QJsonValue(jsonBudget(s, r.spend)) : QJsonValue()},
            {QStringLiteral("deadline_hours"), jsonNumber(s.deadlineHours)},
            {QStringLiteral("meets_deadline"),
             s.deadlineHours && known ? QJsonValue(r.wallHours <= *s.deadlineHours) : QJsonValue()},
            {QStringLiteral("rate"),
             r.cost.priced ? QJsonValue(QJsonObject{{QStringLiteral("value"), r.cost.rate.value},
                                                    {QStringLiteral("basis"), r.cost.rate.basis.en},
                                                    {QStringLiteral("derivation"),
                                                     r.cost.rate.derivation.toString(nullptr)}})
                           : QJsonValue()},
            {QStringLiteral("one_hour_trial"), trialJson},
            {QStringLiteral("rent_vs_buy"),
             QJsonObject{{QStringLiteral("capex_cny"), jsonNumber(rvb.capexCny)},
                         {QStringLiteral("monthly_rent_cny"), jsonNumber(rvb.monthlyRentCny)},
                         {QStringLiteral("own_running_per_month_cny"), rvb.ownRunningPerMonthCny},
                         {QStringLiteral("break_even_months"), jsonNumber(rvb.breakEvenMonths)},
                         {QStringLiteral("container_per_month_cny"),
                          jsonNumber(rvb.containerPerMonthCny)},
                         {QStringLiteral("break_even_vs_container_months"),
                          jsonNumber(rvb.breakEvenVsContainerMonths)},
                         {QStringLiteral("sensitivity"), sensitivity}}},
            {QStringLiteral("assumptions"), jsonTexts(assumptions)},
        };
        if (r.serving) {
            QJsonObject serving = jsonServing(*r.serving);
            serving.insert(QStringLiteral("cost_per_million_output_tokens_cny"),
                           jsonNumber(r.costPerMillionTokensCny));
            o.insert(QStringLiteral("serving"), serving);
        }
        if (r.smallestFit) {
            const SmallestFit &f = *r.smallestFit;
            o.insert(QStringLiteral("smallest_fit"),
                     QJsonObject{{QStringLiteral("gpus"), f.layout.gpus},
                                 {QStringLiteral("layout"), jsonLayout(f.layout)},
                                 {QStringLiteral("wall_hours"), ifKnown(f.wallHours)},
                                 {QStringLiteral("cost_cny"),
                                  f.cost.priced && known ? QJsonValue(f.cost.totalCny)
                                                         : QJsonValue()},
                                 {QStringLiteral("within_budget"),
                                  f.spend.withinBudget ? QJsonValue(*f.spend.withinBudget)
                                                       : QJsonValue()}});
        }
        if (r.providerQuote)
            addProviderQuote(o, *r.providerQuote, *s.provider);
        context.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return Success;
    }
    QTextStream &out = context.out;
    out << "Plan: " << r.model.id << " " << taskKey(s.workload.task) << " on " << s.layout.gpus
        << " × " << r.accelerator->name.en << (fit.fits ? "" : " (does not fit!)") << '\n';
    if (const std::optional<ProviderQuote> &q = r.providerQuote)
        out << "  provider      " << q->provider->name.en << ", " << q->instance->displayName()
            << " × " << q->instances
            << (q->region ? QStringLiteral(" in %1").arg(q->region->id) : QString()) << " ("
            << providerBillingKey(s.provider->billing) << ")\n";
    out << "  work          " << r.work.description.toString(nullptr) << '\n';
    if (r.serving && r.serving->valid) {
        const ServingResult &v = *r.serving;
        out << "  serving       " << QString::number(v.outputTokensPerSecond, 'f', 0)
            << " output tokens/s on " << v.replicas << " × " << cards(v.tp * v.pp) << ", "
            << QString::number(v.userTokensPerSecond, 'f', 1) << " tokens/s per user, first token "
            << QString::number(v.ttftSeconds, 'f', 2) << " s\n";
        if (r.costPerMillionTokensCny)
            out << "  per million   " << QString::number(*r.costPerMillionTokensCny, 'f', 2)
                << " CNY per million output tokens\n";
    } else if (!fit.fits) {
        // The layout does not run: no time of its own (the smallest fit below has one).
    } else if (known) {
        out << "  wall time     " << QString::number(r.wallHours, 'f', 2) << " h (band "
            << QString::number(r.wallHoursLow, 'f', 2) << "–"
            << QString::number(r.wallHoursHigh, 'f', 2) << " h; "
            << QString::number(r.wallHours * s.layout.gpus, 'f', 1) << " GPU-hours, efficiency "
            << QString::number(r.efficiency.point, 'f', 3) << ")\n";
        if (r.cost.energyKnown)
            out << "  energy        " << QString::number(r.cost.energyKwh, 'f', 1) << " kWh, CO2 "
                << QString::number(r.cost.co2Kg, 'f', 1) << " kg\n";
        else
            out << "  energy        unknown (no TDP published)\n";
    } else {
        out << "  wall time     unknown (no usable dense throughput is published for this card)\n";
    }
    if (!fit.fits) {
        // A layout that does not run is not priced; the smallest one that fits is.
        out << "  cost          not priced: this layout does not fit\n";
        if (const std::optional<SmallestFit> &f = r.smallestFit)
            out << "  smallest fit  " << cards(f->layout.gpus) << " (dp " << f->layout.dp()
                << ", tp " << f->layout.tp << ", pp " << f->layout.pp << ", ZeRO " << f->layout.zero
                << "): "
                << (known ? QString::number(f->wallHours, 'f', 2) + QStringLiteral(" h, ")
                          : QString())
                << money(f->cost.priced && known ? std::optional<double>(f->cost.totalCny)
                                                 : std::nullopt)
                << '\n';
    } else {
        out << "  cost          "
            << money(r.cost.priced && known ? std::optional<double>(r.cost.totalCny) : std::nullopt)
            << " ("
            << (r.providerQuote ? QStringLiteral("%1, %2 h billed per instance")
                                      .arg(providerBillingKey(s.provider->billing))
                                      .arg(r.providerQuote->billedHours, 0, 'f', 2)
                                : serviceFormKey(r.cost.form))
            << ")\n";
        if (r.cost.form == ServiceForm::Purchase && r.cost.priced)
            out << "  cash outlay   " << QString::number(r.cost.capexCny, 'f', 0)
                << " CNY for the cards\n";
        if (r.spend.runsPerYear != 1.0 || s.budgetPeriod != Period::Run)
            out << "  per year      " << money(known ? r.spend.perYearCny : std::nullopt) << " ("
                << QString::number(r.spend.runsPerYear, 'f', 1) << " runs a year)\n";
    }
    if (s.budgetCny)
        out << "  budget        " << QString::number(*s.budgetCny, 'f', 0) << " CNY "
            << periodName(s.budgetPeriod).toString(nullptr) << ": "
            << (!r.spend.withinBudget ? QStringLiteral("cannot tell (no price)")
                : *r.spend.withinBudget
                    ? QStringLiteral("within")
                    : (fit.fits ? QStringLiteral("over") : QStringLiteral("does not fit")))
            << " (" << comparedKey(r.spend.compared) << " " << money(r.spend.comparedCny) << ")\n";
    out << "  one-hour trial (" << cards(r.gpusToRun()) << "):";
    for (const PlanCost &c : r.oneHourTrial)
        out << "  " << serviceFormKey(c.form) << " "
            << (c.priced ? QString::number(c.totalCny, 'f', 0) : QStringLiteral("n/a"));
    out << " CNY\n";
    if (rvb.breakEvenMonths)
        out << "  buying pays off after " << QString::number(*rvb.breakEvenMonths, 'f', 1)
            << " months of 24×7 renting\n";
    out << "Assumptions:\n";
    for (const TrText &a : assumptions)
        out << "  - " << a.toString(nullptr) << '\n';
    return Success;
}

int runRegions(CliArgs &args, Context &context)
{
    const bool json = args.flag(QStringLiteral("json"));
    const Catalog &catalog = *context.catalog;
    const bool withPlan = args.has(QStringLiteral("model")) || args.has(QStringLiteral("config"))
                          || args.has(QStringLiteral("params"));
    std::optional<PlanArgs> p = parsePlanArgs(args, catalog, withPlan);
    if (p)
        args.finish();
    if (!args.ok())
        return argumentError(context, args);
    if (!args.positionals().isEmpty())
        return usageError(context,
                          QStringLiteral("unexpected argument \"%1\"")
                              .arg(elided(args.positionals().constFirst())));

    const City *city = catalog.city(p->scenario.userCityId);
    QList<RegionCost> costs;
    if (withPlan) {
        const ScenarioResult r = evaluateScenario(p->scenario, catalog);
        if (!r.valid)
            return usageError(context, r.problems.constFirst().toString(nullptr));
        if (!r.timeKnown)
            return usageError(context,
                              QStringLiteral(
                                  "%1 publishes no usable dense throughput; give --hours")
                                  .arg(r.accelerator->name.en));
        costs = r.regions;
    } else {
        // Without a plan the regions are listed with their data; costs are not computed.
        for (const Region *region : catalog.regions()) {
            RegionCost rc;
            rc.region = region;
            rc.distanceKm = greatCircleKm(region->lat, region->lon, city->lat, city->lon);
            rc.latencyFloorMs = fibreLatencyFloorMs(rc.distanceKm);
            costs.append(rc);
        }
    }

    QJsonArray array;
    for (const RegionCost &rc : std::as_const(costs)) {
        const Region &r = *rc.region;
        QJsonObject o{
            {QStringLiteral("id"), r.id},
            {QStringLiteral("kind"), r.isHub() ? QStringLiteral("hub") : QStringLiteral("cluster")},
            {QStringLiteral("name_en"), r.name.en},
            {QStringLiteral("name_zh"), r.name.zh},
            {QStringLiteral("hub"), r.hubId},
            {QStringLiteral("side"), sideKey(r.side)},
            {QStringLiteral("role"), roleKey(r.role)},
            {QStringLiteral("lat"), r.lat},
            {QStringLiteral("lon"), r.lon},
            {QStringLiteral("tariff_cny_per_kwh"),
             QJsonObject{{QStringLiteral("value"), r.tariff.value},
                         {QStringLiteral("low"), r.tariff.low},
                         {QStringLiteral("high"), r.tariff.high},
                         {QStringLiteral("verified"), verificationKey(r.tariff.verified)},
                         {QStringLiteral("indicative"), true}}},
            {QStringLiteral("pue"),
             QJsonObject{{QStringLiteral("value"), jsonNumber(r.pueTarget.value)},
                         {QStringLiteral("verified"), verificationKey(r.pueTarget.verified)}}},
            {QStringLiteral("co2_factor_kg_per_kwh"),
             QJsonObject{{QStringLiteral("value"), r.gridFactor.value},
                         {QStringLiteral("year"), r.gridFactor.year},
                         {QStringLiteral("grid"), r.gridFactor.region},
                         {QStringLiteral("verified"), verificationKey(r.gridFactor.verified)}}},
            {QStringLiteral("green_share"), jsonNumber(r.greenShare.value)},
            {QStringLiteral("latency"),
             QJsonObject{{QStringLiteral("city"), city->id},
                         {QStringLiteral("distance_km"), rc.distanceKm},
                         {QStringLiteral("floor_ms_one_way"), rc.latencyFloorMs},
                         {QStringLiteral("claim_en"), r.latencyClaim.en}}},
            {QStringLiteral("sources"), jsonStrings(r.sources)},
        };
        if (withPlan) {
            o.insert(QStringLiteral("energy_kwh"), jsonEnergy(rc.cost, rc.cost.energyKwh));
            o.insert(QStringLiteral("co2_kg"), jsonEnergy(rc.cost, rc.cost.co2Kg));
            o.insert(QStringLiteral("cost_cny"),
                     rc.cost.priced ? QJsonValue(jsonCost(rc.cost)) : QJsonValue());
            o.insert(QStringLiteral("suitability"),
                     rc.suitability == Suitability::Suited ? QStringLiteral("suited")
                                                           : QStringLiteral("possible"));
            o.insert(QStringLiteral("suitability_reason"), rc.suitabilityReason.toString(nullptr));
        }
        array.append(o);
    }
    if (json) {
        context.out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return Success;
    }
    QTextStream &out = context.out;
    out << QStringLiteral("region").leftJustified(16) << "side  "
        << "CNY/kWh "
        << " PUE  "
        << "kgCO2/kWh "
        << "km to " << city->id;
    if (withPlan)
        out << "   energy kWh     CO2 kg   cost CNY";
    out << '\n';
    for (const RegionCost &rc : std::as_const(costs)) {
        const Region &r = *rc.region;
        out << r.id.leftJustified(16) << sideKey(r.side).leftJustified(6)
            << QString::number(r.tariff.value, 'f', 2).rightJustified(7)
            << QString::number(r.pueTarget.value.value_or(0), 'f', 2).rightJustified(6)
            << QString::number(r.gridFactor.value, 'f', 4).rightJustified(10)
            << QString::number(rc.distanceKm, 'f', 0).rightJustified(8);
        if (withPlan)
            out << (rc.cost.energyKnown ? QString::number(rc.cost.energyKwh, 'f', 1)
                                        : QStringLiteral("unknown"))
                       .rightJustified(13)
                << (rc.cost.energyKnown ? QString::number(rc.cost.co2Kg, 'f', 1)
                                        : QStringLiteral("unknown"))
                       .rightJustified(11)
                << (rc.cost.priced ? QString::number(rc.cost.totalCny, 'f', 2)
                                   : QStringLiteral("n/a"))
                       .rightJustified(11);
        out << '\n';
    }
    out << "Tariffs are indicative defaults; latency figures are great-circle lower bounds (4.9 "
           "µs/km, one way).\n";
    return Success;
}

} // namespace Atlas::Cli
