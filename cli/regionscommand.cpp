// `regions`: every 东数西算 hub and cluster with its figures and the latency to the users' city;
// with a plan's arguments, the job's energy, CO₂ and cost in each.

#include "cli/jsonout.h"
#include "cli/optiongroups.h"
#include "cli/planoutput.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

struct RegionsRequest
{
    Scenario scenario;
    bool withPlan = false;
    bool json = false;
};

// Without a plan the regions are listed with their data and the latency; costs are not
// computed. With one, the engine's regional costs.
std::optional<QList<RegionCost>> computeRegions(const RegionsRequest &request, Context &c)
{
    const Catalog &catalog = *c.catalog;
    const City *city = catalog.city(request.scenario.userCityId);
    if (!request.withPlan) {
        QList<RegionCost> costs;
        for (const Region *region : catalog.regions()) {
            RegionCost rc;
            rc.region = region;
            rc.distanceKm = greatCircleKm(region->lat, region->lon, city->lat, city->lon);
            rc.latencyFloorMs = fibreLatencyFloorMs(rc.distanceKm);
            costs.append(rc);
        }
        return costs;
    }
    const ScenarioResult r = evaluateScenario(request.scenario, catalog);
    if (!r.valid) {
        usageError(c, r.problems.constFirst().toString(nullptr), u"regions"_s);
        return std::nullopt;
    }
    if (!r.timeKnown) {
        usageError(c,
                   QStringLiteral("%1 publishes no usable dense throughput; give --hours")
                       .arg(r.accelerator->name.en),
                   u"regions"_s);
        return std::nullopt;
    }
    return r.regions;
}

QJsonObject jsonRegionCost(const RegionCost &rc, const City &city, bool withPlan)
{
    QJsonObject o = jsonRegion(*rc.region);
    o.insert(u"latency"_s,
             QJsonObject{{u"city"_s, city.id},
                         {u"distance_km"_s, rc.distanceKm},
                         {u"floor_ms_one_way"_s, rc.latencyFloorMs},
                         {u"claim_en"_s, rc.region->latencyClaim.en}});
    if (!withPlan)
        return o;
    o.insert(u"energy_kwh"_s, jsonEnergy(rc.cost, rc.cost.energyKwh));
    o.insert(u"co2_kg"_s, jsonEnergy(rc.cost, rc.cost.co2Kg));
    o.insert(u"cost_cny"_s, rc.cost.priced ? QJsonValue(jsonCost(rc.cost)) : QJsonValue());
    o.insert(u"suitability"_s, rc.suitability == Suitability::Suited ? u"suited"_s : u"possible"_s);
    o.insert(u"suitability_reason"_s, rc.suitabilityReason.toString(nullptr));
    return o;
}

QString known(bool isKnown, double value, int decimals, const QString &otherwise)
{
    return isKnown ? QString::number(value, 'f', decimals) : otherwise;
}

void printRegions(QTextStream &out, const QList<RegionCost> &costs, const City &city, bool withPlan)
{
    out << u"region"_s.leftJustified(16) << "side  CNY/kWh  PUE  kgCO2/kWh km to " << city.id;
    if (withPlan)
        out << "   energy kWh     CO2 kg   cost CNY";
    out << '\n';
    for (const RegionCost &rc : costs) {
        const Region &r = *rc.region;
        out << r.id.leftJustified(16) << sideKey(r.side).leftJustified(6)
            << QString::number(r.tariff.value, 'f', 2).rightJustified(7)
            << QString::number(r.pueTarget.value.value_or(0), 'f', 2).rightJustified(6)
            << QString::number(r.gridFactor.value, 'f', 4).rightJustified(10)
            << QString::number(rc.distanceKm, 'f', 0).rightJustified(8);
        const PlanCost &c = rc.cost;
        if (withPlan)
            out << known(c.energyKnown, c.energyKwh, 1, u"unknown"_s).rightJustified(13)
                << known(c.energyKnown, c.co2Kg, 1, u"unknown"_s).rightJustified(11)
                << known(c.priced, c.totalCny, 2, u"n/a"_s).rightJustified(11);
        out << '\n';
    }
    out << "Tariffs are indicative defaults; latency figures are great-circle lower bounds (4.9 "
           "µs/km, one way).\n";
}

int runRegions(const RegionsRequest &request, Context &c)
{
    const std::optional<QList<RegionCost>> costs = computeRegions(request, c);
    if (!costs)
        return BadArguments;
    const City &city = *c.catalog->city(request.scenario.userCityId);
    if (!request.json) {
        printRegions(c.out, *costs, city, request.withPlan);
        return Success;
    }
    QJsonArray array;
    for (const RegionCost &rc : *costs)
        array.append(jsonRegionCost(rc, city, request.withPlan));
    c.out << QJsonDocument(array).toJson(QJsonDocument::Indented);
    return Success;
}

CommandInfo regionsInfo()
{
    return {u"regions"_s,
            u"every 东数西算 hub and cluster with tariff, PUE, CO2 factor and latency; with a "
            "plan, its energy, CO2 and cost in each"_s,
            {u"[--city CITY] [--json]"_s,
             u"MODEL [WORKLOAD] [LAYOUT] --gpu ID (--tokens N | --samples N --epochs E | --hours "
             "H) [COSTS] [--city CITY] [--json]"_s},
            {modelOptions(),
             workloadOptions(),
             parallelOptions(),
             acceleratorOptions(),
             workOptions(),
             costOptions(),
             outputOptions()},
            {u"regions --model llama-3.1-8b --task lora --gpu nvidia-rtx-4090 --hours 24 --city "
             "shanghai"_s}};
}

class RegionsCommand final : public Command
{
public:
    RegionsCommand()
        : Command(regionsInfo())
    {}

protected:
    Action parse(CliArgs &args, const Context &context) const override
    {
        RegionsRequest r;
        r.json = args.flag(u"json"_s);
        r.withPlan = args.has(u"model"_s) || args.has(u"config"_s) || args.has(u"params"_s);
        PlanScenarioOptions options;
        options.withJob = r.withPlan;
        std::optional<Scenario> s = parsePlanScenario(args, *context.catalog, options);
        if (!s)
            return {};
        if (!r.withPlan) {
            // Without a job there is nothing to time or price: such options would be ignored.
            for (const QString &option : args.optionNames())
                if (option != u"city" && option != u"json" && option != u"quiet") {
                    args.fail(QStringLiteral("--%1 needs a plan: give the model (--model, "
                                             "--config or --params) and the card (--gpu)")
                                  .arg(option));
                    return {};
                }
        }
        r.scenario = *s;
        return [r](Context &c) { return runRegions(r, c); };
    }
};

} // namespace

const Command &regionsCommand()
{
    static const RegionsCommand command;
    return command;
}

} // namespace Atlas::Cli
