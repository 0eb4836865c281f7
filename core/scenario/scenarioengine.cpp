#include "scenario/scenarioengine.h"

#include "engine/fit.h"

namespace Atlas {

namespace {

PlanInputs planInputs(const Scenario &s, const Region *region, int gpus, double hours)
{
    PlanInputs in;
    in.form = s.pricing;
    in.gpus = gpus;
    in.wallHours = hours;
    in.region = region;
    in.pricePerGpuHour = s.pricePerGpuHour;
    in.tariff = s.tariff;
    in.pue = s.pue;
    in.utilisation = s.utilisation;
    in.greenShare = s.greenShare;
    in.usdCny = s.usdCny;
    in.cpuServerHours = s.cpuServerHours;
    return in;
}

// Hours and tokens of a plan: tokens give the time (6·N·D at the MFU), hours give the tokens.
// Inference without hours runs a month of service.
void resolveTime(const Scenario &s,
                 const MemoryModel &model,
                 const Accelerator &a,
                 int gpus,
                 double mfu,
                 const Layout &layout,
                 double *tokens,
                 double *hours,
                 bool *known,
                 std::optional<TrainingTime> *training,
                 std::optional<InferenceSpeed> *inference)
{
    *known = true;
    if (isTraining(s.workload.task)) {
        if (s.tokens) {
            *tokens = *s.tokens;
            if (const auto t = trainingTime(model, a, gpus, *tokens, mfu)) {
                *hours = t->wallHours;
                *training = t;
            } else {
                *known = false;
                *hours = s.hours.value_or(0);
            }
        } else {
            *hours = s.hours.value_or(24.0);
            const auto t = tokensInHours(model, a, gpus, *hours, mfu);
            *known = t.has_value();
            *tokens = t.value_or(0);
            if (t)
                *training = trainingTime(model, a, gpus, *tokens, mfu);
        }
    } else {
        *inference = inferenceSpeed(model, a, layout, mfu);
        *known = inference->has_value();
        if (s.hours) {
            *hours = *s.hours;
        } else if (s.tokens && *inference) {
            *hours = *s.tokens / (*inference)->decodeTokensPerSecondTotal / 3600.0;
        } else {
            *hours = 730.0;
        }
        *tokens = s.tokens.value_or(
            *inference ? (*inference)->decodeTokensPerSecondTotal * *hours * 3600.0 : 0.0);
    }
}

} // namespace

std::optional<double> budgetPerCardCny(const Scenario &s)
{
    if (!s.budgetCny)
        return std::nullopt;
    return *s.budgetCny / std::max(1, s.layout.gpus);
}

ScenarioResult evaluateScenario(const Scenario &s,
                                const Catalog &catalog,
                                const EngineOptions &options)
{
    ScenarioResult r;
    for (const CompareOption &option : s.compare)
        r.compare << evaluateCompareOption(s, option, catalog, options);
    r.budgetPerCardCny = budgetPerCardCny(s);
    const std::optional<ModelArch> model = scenarioModel(s, catalog);
    r.accelerator = catalog.accelerator(s.acceleratorId);
    r.region = s.regionId.isEmpty() ? nullptr : catalog.region(s.regionId);
    r.city = catalog.city(s.userCityId);
    if (!model)
        r.problems << ATLAS_TR("Atlas::ScenarioEngine", "unknown model \"%1\"").arg(s.modelId);
    if (!r.accelerator)
        r.problems << ATLAS_TR("Atlas::ScenarioEngine", "unknown accelerator \"%1\"")
                          .arg(s.acceleratorId);
    r.problems += workloadProblems(s.workload);
    r.problems += layoutProblems(s.layout, s.workload);
    if (!r.problems.isEmpty())
        return r;
    r.model = *model;
    const MemoryModel memory(r.model, s.workload, options);
    r.problems += memory.layoutSupportProblems(s.layout);
    if (!r.problems.isEmpty())
        return r;
    r.valid = true;

    r.estimate = estimate(memory, s.layout, r.accelerator);
    r.mfu = s.mfu.value_or(catalog.defaultMfu(*r.accelerator));
    resolveTime(s,
                memory,
                *r.accelerator,
                s.layout.gpus,
                r.mfu,
                s.layout,
                &r.tokens,
                &r.wallHours,
                &r.timeKnown,
                &r.training,
                &r.inference);
    if (r.training)
        r.flops = r.training->flops;
    else if (!isTraining(s.workload.task))
        r.flops = 2.0 * flopParams(memory) * r.tokens;

    const PlanInputs in = planInputs(s, r.region, s.layout.gpus, r.wallHours);
    r.cost = costPlan(*r.accelerator, catalog.pricing(), in);
    r.oneHourTrial = oneHourTrial(*r.accelerator, catalog.pricing(), in);
    r.rentVsBuy = rentVersusBuy(*r.accelerator, catalog.pricing(), in);
    r.regions = costInRegions(catalog, *r.accelerator, in, s.workload.task, r.city);
    r.alternatives = fitAlternatives(r.model, s.workload, *r.accelerator, s.layout.gpus, options);

    r.assumptions = r.estimate.assumptions;
    if (r.training) {
        r.assumptions << ATLAS_TR("Atlas::ScenarioEngine",
                                  "time: %1 FLOPs per token × %2 tokens on %3 cards of %4 dense "
                                  "TFLOPS at %5 MFU")
                             .arg(trainingFlopsPerToken(memory), 4)
                             .arg(r.tokens, 4)
                             .arg(s.layout.gpus)
                             .arg(r.training->peakTflops)
                             .arg(r.mfu);
    } else if (!r.timeKnown) {
        r.assumptions << ATLAS_TR(
            "Atlas::ScenarioEngine",
            "no usable dense throughput is published for this accelerator: time is unknown");
    }
    r.assumptions += r.cost.assumptions;
    return r;
}

CompareResult evaluateCompareOption(const Scenario &s,
                                    const CompareOption &option,
                                    const Catalog &catalog,
                                    const EngineOptions &options)
{
    CompareResult c;
    c.option = option;
    c.accelerator = catalog.accelerator(option.acceleratorId);
    const QString regionId = option.regionId.isEmpty() ? s.regionId : option.regionId;
    c.region = regionId.isEmpty() ? nullptr : catalog.region(regionId);
    const std::optional<ModelArch> model = scenarioModel(s, catalog);
    if (!c.accelerator || !model)
        return c;
    Workload w = s.workload;
    if (option.precision)
        w.precision = *option.precision;
    if (!workloadProblems(w).isEmpty()) {
        c.notes += workloadProblems(w);
        return c;
    }
    const MemoryModel memory(*model, w, options);
    if (option.gpus > 0) {
        c.layout = s.layout;
        c.layout.gpus = option.gpus;
        if (c.layout.gpus % (c.layout.tp * c.layout.pp) != 0 || !memory.layoutSupported(c.layout)) {
            // The scenario's tp/pp do not suit this count: search the simplest fitting layout.
            c.layout = Layout{option.gpus,
                              1,
                              1,
                              option.gpus > 1 && isTraining(w.task) ? 3 : 0,
                              s.layout.offload};
        }
        c.perGpu = memory.perGpu(c.layout);
        c.fits = c.perGpu.total() <= c.accelerator->memoryBytes();
        if (!c.fits) {
            if (const auto best = smallestFittingLayout(memory,
                                                        c.accelerator->memoryBytes(),
                                                        s.layout.offload);
                best && best->gpus <= option.gpus) {
                Layout l = *best;
                l.gpus = option.gpus;
                c.layout = l;
                c.perGpu = memory.perGpu(l);
                c.fits = c.perGpu.total() <= c.accelerator->memoryBytes();
            }
        }
    } else if (const auto best = smallestFittingLayout(memory,
                                                       c.accelerator->memoryBytes(),
                                                       s.layout.offload,
                                                       &c.perGpu)) {
        c.layout = *best;
        c.fits = true;
    } else {
        c.notes << ATLAS_TR("Atlas::ScenarioEngine", "does not fit on up to %1 cards")
                       .arg(options.maxGpus);
        return c;
    }
    const double mfu = s.mfu.value_or(catalog.defaultMfu(*c.accelerator));
    double tokens = 0;
    std::optional<TrainingTime> training;
    std::optional<InferenceSpeed> inference;
    resolveTime(s,
                memory,
                *c.accelerator,
                c.layout.gpus,
                mfu,
                c.layout,
                &tokens,
                &c.wallHours,
                &c.timeKnown,
                &training,
                &inference);
    Scenario priced = s;
    if (option.form) {
        priced.pricing = *option.form;
        if (*option.form != s.pricing || option.acceleratorId != s.acceleratorId)
            priced.pricePerGpuHour.reset(); // a price typed for the scenario's own card and form
    } else if (option.acceleratorId != s.acceleratorId) {
        priced.pricePerGpuHour.reset();
    }
    c.cost = costPlan(*c.accelerator,
                      catalog.pricing(),
                      planInputs(priced, c.region, c.layout.gpus, c.wallHours));
    if (const City *city = catalog.city(s.userCityId); city && c.region)
        c.latencyFloorMs = fibreLatencyFloorMs(
            greatCircleKm(c.region->lat, c.region->lon, city->lat, city->lon));
    if (!c.fits)
        c.notes << ATLAS_TR("Atlas::ScenarioEngine", "does not fit on %1 × this card")
                       .arg(c.layout.gpus);
    if (!c.timeKnown)
        c.notes << ATLAS_TR("Atlas::ScenarioEngine", "no published throughput: time unknown");
    if (!c.cost.priced)
        c.notes << c.cost.unavailable;
    return c;
}

} // namespace Atlas
