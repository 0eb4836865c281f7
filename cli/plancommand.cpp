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

std::optional<PlanArgs> parsePlanArgs(CliArgs &args, const Catalog &catalog, bool withJob)
{
    PlanArgs p;
    p.withJob = withJob;
    Scenario &s = p.scenario;
    using namespace ScenarioLimits; // the bounds of scenario files, so both accept the same
    s.tokens = args.number(QStringLiteral("tokens"), MinTokens, MaxTokens);
    s.hours = args.number(QStringLiteral("hours"), 0, MaxHours, true);
    s.mfu = args.number(QStringLiteral("mfu"), 0, 1, true);
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
    if (s.tokens && s.hours) {
        args.fail(QStringLiteral("give either --tokens or --hours, not both"));
        return std::nullopt;
    }
    if (!withJob)
        return p;
    const std::optional<Job> job = parseJob(args, catalog, true);
    if (!job)
        return std::nullopt;
    if (job->modelFromCatalog)
        s.modelId = job->model.id;
    else
        s.customModel = job->model;
    s.workload = job->workload;
    s.layout = job->layout;
    s.acceleratorId = job->gpuId;
    if (!s.tokens && !s.hours) {
        args.fail(QStringLiteral("give the amount of work: --tokens N or --hours H"));
        return std::nullopt;
    }
    return p;
}

QJsonObject jsonCost(const PlanCost &c)
{
    return {{QStringLiteral("compute"), c.computeCny},
            {QStringLiteral("electricity"), c.electricityCny},
            {QStringLiteral("hosting"), c.hostingCny},
            {QStringLiteral("operations"), c.operationsCny},
            {QStringLiteral("cpu_server"), c.cpuCny},
            {QStringLiteral("total"), c.totalCny},
            {QStringLiteral("electricity_in_rent"),
             c.form == ServiceForm::Purchase ? 0.0 : c.embeddedElectricityCny}};
}

} // namespace

int runPlan(CliArgs &args, Context &context)
{
    const bool json = args.flag(QStringLiteral("json"));
    std::optional<PlanArgs> p = parsePlanArgs(args, *context.catalog, true);
    if (p)
        args.finish();
    if (!args.ok())
        return argumentError(context, args);
    if (!args.positionals().isEmpty())
        return usageError(context,
                          QStringLiteral("unexpected argument \"%1\"")
                              .arg(elided(args.positionals().constFirst())));

    const Scenario &s = p->scenario;
    const ScenarioResult r = evaluateScenario(s, *context.catalog);
    if (!r.valid)
        return usageError(context, r.problems.constFirst().toString(nullptr));
    if (!r.timeKnown)
        return usageError(
            context,
            QStringLiteral(
                "%1 publishes no usable dense throughput for %2; the time cannot be estimated")
                .arg(r.accelerator->name.en, precisionLabel(s.workload.precision)));
    if (!r.cost.priced)
        return usageError(context,
                          r.cost.unavailable.toString(nullptr)
                              + QStringLiteral(" (--price-per-gpu-hour X)"));
    const FitResult &fit = *r.estimate.fit;
    QList<TrText> assumptions = r.assumptions;
    if (!fit.fits)
        assumptions << ATLAS_TR("Atlas::Plan",
                                "this layout does not fit in %1 GiB per card; the smallest that "
                                "fits has %2 cards")
                           .arg(r.accelerator->memoryGiB)
                           .arg(fit.minGpus ? QString::number(*fit.minGpus)
                                            : QStringLiteral("more than 4096"));
    const RentVersusBuy &rvb = r.rentVsBuy;

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
        const QJsonObject o{
            {QStringLiteral("gpu"), r.accelerator->id},
            {QStringLiteral("gpus"), s.layout.gpus},
            {QStringLiteral("layout"), jsonLayout(s.layout)},
            {QStringLiteral("fits"), fit.fits},
            {QStringLiteral("min_gpus"), fit.minGpus ? QJsonValue(*fit.minGpus) : QJsonValue()},
            {QStringLiteral("pricing"), serviceFormKey(r.cost.form)},
            {QStringLiteral("region"), r.region ? QJsonValue(r.region->id) : QJsonValue()},
            {QStringLiteral("mfu"), r.mfu},
            {QStringLiteral("tokens"), r.tokens},
            {QStringLiteral("flops"), r.flops},
            {QStringLiteral("gpu_hours"), r.wallHours * s.layout.gpus},
            {QStringLiteral("wall_hours"), r.wallHours},
            {QStringLiteral("energy_kwh"), r.cost.energyKwh},
            {QStringLiteral("co2_kg"), r.cost.co2Kg},
            {QStringLiteral("cost_cny"), jsonCost(r.cost)},
            {QStringLiteral("rate"),
             QJsonObject{{QStringLiteral("value"), r.cost.rate.value},
                         {QStringLiteral("basis"), r.cost.rate.basis.en},
                         {QStringLiteral("derivation"), r.cost.rate.derivation.toString(nullptr)}}},
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
        context.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return Success;
    }
    QTextStream &out = context.out;
    out << "Plan: " << r.model.id << " " << taskKey(s.workload.task) << " on " << s.layout.gpus
        << " × " << r.accelerator->name.en << (fit.fits ? "" : " (does not fit!)") << '\n';
    out << "  wall time     " << QString::number(r.wallHours, 'f', 2) << " h  ("
        << QString::number(r.wallHours * s.layout.gpus, 'f', 1) << " GPU-hours, MFU " << r.mfu
        << ")\n";
    out << "  energy        " << QString::number(r.cost.energyKwh, 'f', 1) << " kWh, CO2 "
        << QString::number(r.cost.co2Kg, 'f', 1) << " kg\n";
    out << "  cost          " << QString::number(r.cost.totalCny, 'f', 2) << " CNY ("
        << serviceFormKey(r.cost.form) << ": compute " << QString::number(r.cost.computeCny, 'f', 2)
        << ", electricity " << QString::number(r.cost.electricityCny, 'f', 2) << ")\n";
    out << "  one-hour trial:";
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
            o.insert(QStringLiteral("energy_kwh"), rc.cost.energyKwh);
            o.insert(QStringLiteral("co2_kg"), rc.cost.co2Kg);
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
            out << QString::number(rc.cost.energyKwh, 'f', 1).rightJustified(13)
                << QString::number(rc.cost.co2Kg, 'f', 1).rightJustified(11)
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
