// evaluateScenario and evaluateCompareOption: one evaluation of a plan, in steps, used for the
// scenario, for each option of the comparison (a scenario with the option applied) and for the
// smallest layout that fits (the scenario with that layout), so the three can never disagree.

#include "scenario/scenarioengine.h"

#include "engine/fit.h"
#include "scenario/scenariosteps.h"

namespace Atlas {

using namespace ScenarioSteps;

namespace {

// How much of the picture to compute: a decision's figures only (a comparison option), those
// and the regions (the smallest fit, which the map prices), or everything (the scenario).
enum class Detail { Decision, Regions, Full };

struct Inputs
{
    ModelArch model;
    std::optional<RentedInstance> rented;
};

std::optional<Inputs> resolveInputs(ScenarioResult &r, const Scenario &s, const Catalog &catalog)
{
    const std::optional<ModelArch> model = scenarioModel(s, catalog);
    r.accelerator = catalog.accelerator(s.acceleratorId);
    r.region = s.regionId.isEmpty() ? nullptr : catalog.region(s.regionId);
    r.city = catalog.city(s.userCityId);
    if (!model)
        r.problems << ATLAS_TR("Atlas::ScenarioEngine", "unknown model \"%1\"")
                          .arg(elided(s.modelId));
    if (!r.accelerator)
        r.problems << ATLAS_TR("Atlas::ScenarioEngine", "unknown accelerator \"%1\"")
                          .arg(elided(s.acceleratorId));
    r.problems += workloadProblems(s.workload);
    r.problems += layoutProblems(s.layout, s.workload);
    // Every price of the result is read from the catalog: it must carry the scenario's quotes.
    if (catalog.quotes() != s.quotes)
        r.problems << ATLAS_TR("Atlas::ScenarioEngine",
                               "the scenario's quotes are not applied to the catalog it is "
                               "evaluated with");
    Inputs in;
    if (s.provider)
        in.rented = resolveProvider(*s.provider, catalog, s.acceleratorId, &r.problems);
    if (r.accelerator)
        r.market = marketMark(catalog,
                              *r.accelerator,
                              s.market,
                              s.allowOffshore,
                              s.pricing,
                              in.rented ? in.rented->provider : nullptr,
                              in.rented ? in.rented->region : nullptr);
    if (!r.problems.isEmpty())
        return std::nullopt;
    in.model = *model;
    return in;
}

// A service is judged on the replica that carries the load, at the served context and
// concurrency: its memory is what the fit verdict and the memory picture show.
void fitServedReplica(ScenarioResult &r, const Scenario &s, const EngineOptions &options)
{
    const ServingResult &serving = *r.serving;
    Workload served = s.workload;
    served.context = qint64(std::max(1.0, s.promptTokens + s.outputTokens));
    served.concurrency = std::max(1, serving.point.batch);
    Layout replica;
    replica.tp = serving.tp;
    replica.pp = serving.pp;
    replica.gpus = serving.tp * serving.pp;
    const MemoryModel memory(r.model, served, options);
    r.estimate = estimate(memory, replica, r.accelerator);
    r.fits = serving.fits;
}

void timeThePlan(ScenarioResult &r,
                 const Scenario &s,
                 const Catalog &catalog,
                 const MemoryModel &memory,
                 const EngineOptions &options)
{
    // At the layout's card count: the efficiency falls with scale (engine/efficiency.h).
    r.efficiency = scenarioEfficiency(s, catalog, r.model, s.workload, *r.accelerator, s.layout.gpus);
    const Timing t = resolveTime(s, catalog, memory, *r.accelerator, s.layout, r.efficiency);
    r.work = t.work;
    r.tokens = t.tokens;
    r.wallHours = t.hours;
    r.wallHoursLow = t.hoursLow;
    r.wallHoursHigh = t.hoursHigh;
    r.timeKnown = t.known;
    r.training = t.training;
    r.serving = t.serving;
    r.gpus = t.gpus;
    if (r.training)
        r.flops = r.training->flops;
    else if (!isTraining(s.workload.task))
        r.flops = trainingFlopsPerToken(flopShape(memory), Task::Inference, Recompute::None)
                  * r.tokens;
    if (r.serving && s.load) {
        if (r.serving->valid)
            fitServedReplica(r, s, options);
        else
            r.fits = false; // no replica holds even one sequence
    }
}

// A layout that does not fit is never priced: no cost, no verdict on a budget, no CO₂.
PlanCost notPriced(ServiceForm form)
{
    PlanCost c;
    c.form = form;
    c.co2Known = false;
    c.unavailable = ATLAS_TR("Atlas::ScenarioEngine",
                             "not priced: this layout does not fit (see the smallest layout "
                             "that fits)");
    return c;
}

void priceThePlan(ScenarioResult &r,
                  const Scenario &s,
                  const Catalog &catalog,
                  const std::optional<RentedInstance> &rented)
{
    if (!r.fits) {
        r.cost = notPriced(rented ? ServiceForm::Container : s.pricing);
    } else {
        r.cost = priceRun(s,
                          catalog,
                          *r.accelerator,
                          r.region,
                          rented,
                          r.gpus,
                          r.wallHours,
                          &r.providerQuote);
        if (r.cost.priced && r.wallHoursLow != r.wallHoursHigh)
            costBand(
                [&](double hours) {
                    return priceRun(s, catalog, *r.accelerator, r.region, rented, r.gpus, hours);
                },
                r.wallHoursLow,
                r.wallHoursHigh,
                &r.costLowCny,
                &r.costHighCny);
    }
    const Schedule schedule = makeSchedule(recurrenceOf(s, r.work), r.wallHours);
    r.spend = summariseSpend(r.cost, schedule, s.budget(), r.fits, catalog.pricing());
    if (r.serving && r.serving->valid && r.cost.priced)
        r.costPerMillionTokensCny = costPerMillionTokens(r.cost, r.tokens);
    if (s.deadlineHours && r.timeKnown && isTraining(s.workload.task))
        r.deadline = checkDeadline(*s.deadlineHours, r.wallHours, r.wallHoursHigh);
}

void priceTheRegions(ScenarioResult &r, const Scenario &s, const Catalog &catalog)
{
    if (!r.fits)
        return; // the smallest fit's regions stand in (regionsToRun())
    const Schedule schedule = makeSchedule(recurrenceOf(s, r.work), r.wallHours);
    r.regions = costInRegions(catalog,
                              *r.accelerator,
                              planInputs(s, r.region, r.gpus, r.wallHours),
                              s.workload.task,
                              r.city);
    for (RegionCost &rc : r.regions)
        rc.spend = summariseSpend(rc.cost, schedule, s.budget(), true, catalog.pricing());
}

// A load over the week: each hour sized by the serving model on the peak's replica, and the
// four fleet mixes priced in the scenario's region (the hub that hosts owned cards).
void sizeTheFleet(ScenarioResult &r, const Scenario &s, const Catalog &catalog, bool text)
{
    if (!s.loadProfile || !r.serving || !r.serving->valid)
        return;
    r.fleet = fleetDemand(catalog,
                          servingRequest(s, r.model, *r.accelerator, s.layout),
                          *s.loadProfile);
    const PlanInputs plan = planInputs(s, r.region, 1, catalog.pricing().hoursPerMonth);
    // The peaks are rented on the scenario's provider's terms when it rents on one.
    const Provider *provider = s.provider ? catalog.provider(s.provider->providerId) : nullptr;
    r.fleetRental = rentalTerms(*s.loadProfile,
                                provider,
                                provider ? provider->instance(s.provider->instanceId) : nullptr);
    r.fleetMixes = fleetMixes(*r.accelerator, catalog.pricing(), *r.fleet, plan, r.fleetRental, text);
    judgeFleetMixes(r.fleetMixes,
                    catalog,
                    *r.accelerator,
                    {s.market, s.budget(), r.work.serviceHours});
    r.recommendedFleetMix = recommendedFleetMix(r.fleetMixes);
}

void evaluatePlan(ScenarioResult &r,
                  const Scenario &s,
                  const Catalog &catalog,
                  const EngineOptions &options,
                  Detail detail);

// The scenario with the smallest layout that fits on its card (training), or with the
// deployment the load needs (a service whose fixed cards or tensor parallelism do not hold the
// model): evaluated by the same steps as the plan.
void findSmallestFit(ScenarioResult &r,
                     const Scenario &s,
                     const Catalog &catalog,
                     const EngineOptions &options)
{
    Scenario fitted = s;
    if (r.serving) {
        if (!s.servingGpus && !s.servingTp && s.layout.tp <= 1)
            return; // already the automatic deployment: nothing smaller fits
        fitted.servingGpus.reset();
        fitted.servingTp.reset();
        fitted.layout.tp = 1;
    } else if (r.estimate.fit && r.estimate.fit->minGpus) {
        fitted.layout = r.estimate.fit->layout;
    } else {
        return;
    }
    ScenarioResult f;
    evaluatePlan(f, fitted, catalog, options, Detail::Regions);
    if (!f.valid || !f.fits)
        return;
    SmallestFit sf;
    sf.layout = f.serving && f.serving->valid ? f.estimate.layout : fitted.layout;
    sf.gpus = f.gpus;
    sf.wallHours = f.wallHours;
    sf.wallHoursLow = f.wallHoursLow;
    sf.wallHoursHigh = f.wallHoursHigh;
    sf.cost = f.cost;
    sf.costLowCny = f.costLowCny;
    sf.costHighCny = f.costHighCny;
    sf.spend = f.spend;
    sf.deadline = f.deadline;
    sf.serving = f.serving;
    sf.costPerMillionTokensCny = f.costPerMillionTokensCny;
    sf.regions = f.regions;
    r.smallestFit = sf;
}

void describePlan(ScenarioResult &r, const Scenario &s, const MemoryModel &memory)
{
    r.assumptions = r.estimate.assumptions;
    r.assumptions << ATLAS_TR("Atlas::ScenarioEngine", "work: %1").arg(r.work.description);
    if (r.training) {
        const bool one = s.layout.gpus == 1;
        TrText time = (one ? ATLAS_TR("Atlas::ScenarioEngine",
                                      "time: %1 FLOPs per token × %2 tokens on 1 card of %3 "
                                      "dense TFLOPS")
                           : ATLAS_TR("Atlas::ScenarioEngine",
                                      "time: %1 FLOPs per token × %2 tokens on %3 cards of %4 "
                                      "dense TFLOPS"))
                          .arg(trainingFlopsPerToken(memory), 4)
                          .arg(r.tokens, 4);
        if (!one)
            time = time.arg(s.layout.gpus);
        r.assumptions << time.arg(r.training->peakTflops);
        r.assumptions += r.efficiency.basis;
    } else if (r.serving && r.serving->valid) {
        r.assumptions += r.serving->assumptions;
    } else if (r.serving) {
        r.assumptions += r.serving->problems;
    } else if (!r.timeKnown) {
        r.assumptions << ATLAS_TR(
            "Atlas::ScenarioEngine",
            "no usable dense throughput is published for this accelerator: time is unknown");
    }
    if (const TrText schedule = scheduleSentence(r.spend.schedule, r.gpus); !schedule.isEmpty())
        r.assumptions << schedule;
    if (r.deadline)
        r.assumptions << deadlineSentence(*r.deadline, r.wallHours, r.wallHoursHigh);
    r.assumptions += r.cost.assumptions;
    r.assumptions += r.spend.assumptions;
}

void evaluatePlan(ScenarioResult &r,
                  const Scenario &s,
                  const Catalog &catalog,
                  const EngineOptions &options,
                  Detail detail)
{
    const std::optional<Inputs> in = resolveInputs(r, s, catalog);
    if (!in)
        return;
    r.model = in->model;
    const MemoryModel memory(r.model, s.workload, options);
    r.problems += memory.layoutSupportProblems(s.layout);
    if (!r.problems.isEmpty())
        return;
    r.valid = true;
    r.estimate = estimate(memory, s.layout, r.accelerator);
    r.fits = r.estimate.fit && r.estimate.fit->fits;
    timeThePlan(r, s, catalog, memory, options);
    priceThePlan(r, s, catalog, in->rented);
    sizeTheFleet(r, s, catalog, detail == Detail::Full);
    if (detail != Detail::Decision)
        priceTheRegions(r, s, catalog);
    if (detail != Detail::Full)
        return;
    if (!r.fits)
        findSmallestFit(r, s, catalog, options);
    // A trial, and renting against buying, are for cards that can run the job: the smallest
    // fit's when the plan's own layout does not fit.
    const double hours = r.smallestFit ? r.smallestFit->wallHours : r.wallHours;
    const PlanInputs runnable = planInputs(s, r.region, r.gpusToRun(), hours);
    r.oneHourTrial = oneHourTrial(*r.accelerator, catalog.pricing(), runnable);
    r.rentVsBuy = rentVersusBuy(*r.accelerator, catalog.pricing(), runnable);
    r.alternatives = fitAlternatives(r.model, s.workload, *r.accelerator, s.layout.gpus, options);
    describePlan(r, s, memory);
}

// The scenario as one comparison option asks it: the option's card, count, form, region,
// precision, task and provider, everything else the scenario's.
Scenario optionScenario(const Scenario &s,
                        const CompareOption &option,
                        const Catalog &catalog,
                        const EngineOptions &options)
{
    Scenario job = pricedFor(s, option.acceleratorId, option.form);
    job.compare.clear();
    job.acceleratorId = option.acceleratorId;
    if (!option.regionId.isEmpty())
        job.regionId = option.regionId;
    if (option.task)
        job.workload.task = *option.task;
    if (option.precision)
        job.workload.precision = *option.precision;
    job.provider = option.provider;
    // Cards fixed for the scenario's own card do not carry over to another option.
    job.servingGpus.reset();
    job.servingTp.reset();
    const Accelerator *a = catalog.accelerator(option.acceleratorId);
    const std::optional<ModelArch> model = scenarioModel(s, catalog);
    if (!a || !model || !workloadProblems(job.workload).isEmpty())
        return job;
    const MemoryModel memory(*model, job.workload, options);
    if (!isTraining(job.workload.task) && (s.load || option.gpus > 0)) {
        // A service: the same deployment rule as the scenario's (and `serve`'s): the option's
        // cards when it fixes them, else the fewest cards that carry the load.
        if (option.gpus > 0)
            job.servingGpus = option.gpus;
        job.layout = Layout{};
        return job;
    }
    if (option.gpus <= 0) {
        if (const auto best = smallestFittingLayout(memory, a->memoryBytes(), s.layout.offload))
            job.layout = *best;
        return job;
    }
    job.layout.gpus = option.gpus;
    if (option.gpus % (job.layout.tp * job.layout.pp) != 0 || !memory.layoutSupported(job.layout)) {
        // The scenario's tp/pp do not suit this count: the simplest layout of it.
        job.layout = Layout{option.gpus, 1, 1, option.gpus > 1 ? 3 : 0, s.layout.offload};
    }
    if (memory.perGpu(job.layout).total() > a->memoryBytes()) {
        // The smallest fitting layout's tensor and pipeline split, at the option's count.
        if (const auto best = smallestFittingLayout(memory, a->memoryBytes(), s.layout.offload);
            best && best->gpus <= option.gpus && option.gpus % (best->tp * best->pp) == 0) {
            Layout l = *best;
            l.gpus = option.gpus;
            job.layout = l;
        }
    }
    return job;
}

} // namespace

ScenarioResult evaluateScenario(const Scenario &s,
                                const Catalog &catalog,
                                const EngineOptions &options)
{
    ScenarioResult r;
    for (const CompareOption &option : s.compare)
        r.compare << evaluateCompareOption(s, option, catalog, options);
    r.budgetPerCardCny = budgetPerCardCny(s);
    evaluatePlan(r, s, catalog, options, Detail::Full);
    return r;
}

CompareResult evaluateCompareOption(const Scenario &s,
                                    const CompareOption &option,
                                    const Catalog &catalog,
                                    const EngineOptions &options)
{
    CompareResult c;
    c.option = option;
    const Scenario job = optionScenario(s, option, catalog, options);
    ScenarioResult r;
    evaluatePlan(r, job, catalog, options, Detail::Decision);
    c.accelerator = r.accelerator;
    c.region = r.region;
    c.task = job.workload.task;
    c.market = r.market;
    if (!r.valid) {
        c.notes += r.problems;
        return c;
    }
    c.layout = r.estimate.layout;
    c.fits = r.fits;
    c.perGpu = r.estimate.perGpu;
    c.wallHours = r.wallHours;
    c.wallHoursLow = r.wallHoursLow;
    c.wallHoursHigh = r.wallHoursHigh;
    c.timeKnown = r.timeKnown;
    c.serving = r.serving;
    c.gpus = r.gpus;
    c.cost = r.cost;
    c.spend = r.spend;
    c.deadline = r.deadline;
    c.costPerMillionTokensCny = r.costPerMillionTokensCny;
    if (const FleetMixCost *mix = r.recommendedMix())
        c.fleetMix = *mix;
    if (r.city && c.region)
        c.latencyFloorMs = fibreLatencyFloorMs(
            greatCircleKm(c.region->lat, c.region->lon, r.city->lat, r.city->lon));
    if (!c.fits && option.gpus <= 0 && !r.serving)
        c.notes << ATLAS_TR("Atlas::ScenarioEngine", "does not fit on up to %1 cards")
                       .arg(options.maxGpus);
    else if (!c.fits)
        c.notes << ATLAS_TR("Atlas::ScenarioEngine", "does not fit on %1 × this card")
                       .arg(c.layout.gpus);
    if (!c.timeKnown)
        c.notes << ATLAS_TR("Atlas::ScenarioEngine", "no published throughput: time unknown");
    if (c.fits && !c.cost.priced)
        c.notes << c.cost.unavailable;
    return c;
}

} // namespace Atlas
