#include "scenario/scenarioengine.h"

#include "engine/fit.h"

#include <functional>

namespace Atlas {

namespace {

// Training work when a scenario gives none: labelled wherever it is used.
constexpr double UnspecifiedWorkTokens = 1e9;
// Inference without a period runs a month of service.
constexpr double DefaultServiceHours = 730.0;

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

WorkSummary resolveWork(const Scenario &s, const Workload &w)
{
    WorkSummary work;
    if (!isTraining(w.task)) {
        work.kind = WorkSummary::Kind::Service;
        work.serviceHours = s.hours.value_or(DefaultServiceHours);
        work.description = ATLAS_TR("Atlas::ScenarioEngine", "a service running %1 hours")
                               .arg(work.serviceHours, 6);
        return work;
    }
    if (s.tokens) {
        work.kind = WorkSummary::Kind::Tokens;
        work.tokens = *s.tokens;
        work.description = ATLAS_TR("Atlas::ScenarioEngine", "%1 tokens").arg(work.tokens, 4);
    } else if (s.samples) {
        work.kind = WorkSummary::Kind::Samples;
        const double perSample = s.tokensPerSample.value_or(double(w.seqLen));
        work.tokens = *s.samples * s.epochs * perSample;
        work.description = ATLAS_TR("Atlas::ScenarioEngine",
                                    "%1 samples × %2 epochs × %3 tokens per sample")
                               .arg(*s.samples, 6)
                               .arg(s.epochs, 4)
                               .arg(perSample, 6);
    } else if (s.hours) {
        work.kind = WorkSummary::Kind::RentHours;
        work.description = ATLAS_TR("Atlas::ScenarioEngine",
                                    "renting the cards for %1 hours (the tokens follow from each "
                                    "card's speed)")
                               .arg(*s.hours, 6);
    } else {
        work.kind = WorkSummary::Kind::Unspecified;
        work.tokens = UnspecifiedWorkTokens;
        work.description = ATLAS_TR("Atlas::ScenarioEngine", "no work given: %1 tokens assumed")
                               .arg(work.tokens, 4);
    }
    return work;
}

struct Timing
{
    WorkSummary work;
    double tokens = 0;
    double hours = 0, hoursLow = 0, hoursHigh = 0;
    bool known = false;
    std::optional<TrainingTime> training;
    std::optional<ServingResult> serving;
    int gpus = 0;
};

ServingRequest servingRequest(const Scenario &s,
                              const ModelArch &model,
                              const Accelerator &a,
                              const Layout &layout)
{
    ServingRequest q;
    q.model = model;
    q.weights = s.workload.precision;
    q.kv = s.workload.kvPrecision;
    q.accelerator = &a;
    q.promptTokens = s.promptTokens;
    q.outputTokens = s.outputTokens;
    q.load = s.load;
    q.maxTtftSeconds = s.maxTtftSeconds;
    q.minUserTokensPerSecond = s.minUserTokensPerSecond;
    q.tp = layout.tp > 1 ? layout.tp : 0;
    // With a load the deployment is sized for it; without one the layout's cards serve.
    q.gpus = s.load ? 0 : layout.gpus;
    if (q.gpus > 0 && q.tp == 0 && layout.gpus > 1)
        q.tp = layout.tp;
    return q;
}

// Hours and tokens of a plan: tokens give the time (FLOPs at the calibrated efficiency, with its
// band), rented hours give the tokens. Inference runs for its service period.
Timing resolveTime(const Scenario &s,
                   const Catalog &catalog,
                   const MemoryModel &model,
                   const Accelerator &a,
                   const Layout &layout,
                   const Efficiency &efficiency)
{
    Timing t;
    t.gpus = layout.gpus;
    t.work = resolveWork(s, model.workload());
    if (t.work.kind == WorkSummary::Kind::Service) {
        t.serving = serve(catalog, servingRequest(s, model.arch(), a, layout));
        t.known = t.serving->valid;
        t.hours = t.hoursLow = t.hoursHigh = t.work.serviceHours;
        if (t.serving->valid) {
            t.gpus = t.serving->gpusTotal;
            t.tokens = t.serving->outputTokensPerSecond * t.hours * 3600.0;
        }
        return t;
    }
    if (t.work.kind == WorkSummary::Kind::RentHours) {
        t.hours = t.hoursLow = t.hoursHigh = *s.hours;
        const auto tokens = tokensInHours(model, a, layout.gpus, t.hours, efficiency);
        t.known = tokens.has_value();
        t.tokens = tokens.value_or(0);
        t.work.tokens = t.tokens;
        if (tokens)
            t.training = trainingTime(model, a, layout.gpus, t.tokens, efficiency);
        return t;
    }
    t.tokens = t.work.tokens;
    t.training = trainingTime(model, a, layout.gpus, t.tokens, efficiency);
    t.known = t.training.has_value();
    if (t.training) {
        t.hours = t.training->wallHours;
        t.hoursLow = t.training->wallHoursLow;
        t.hoursHigh = t.training->wallHoursHigh;
    }
    return t;
}

// A service runs all year: its period repeats (a month of service: 12 periods a year).
Recurrence recurrenceOf(const Scenario &s, const WorkSummary &work)
{
    if (work.kind != WorkSummary::Kind::Service || work.serviceHours <= 0)
        return s.recurrence;
    return Recurrence{std::max(1, int(std::lround(HoursPerYear / work.serviceHours))), Period::Run};
}

// The scenario's price typed for its own card and form does not carry over to other options.
Scenario pricedFor(const Scenario &s, const QString &acceleratorId, std::optional<ServiceForm> form)
{
    Scenario priced = s;
    if (form) {
        priced.pricing = *form;
        if (*form != s.pricing || acceleratorId != s.acceleratorId)
            priced.pricePerGpuHour.reset();
    } else if (acceleratorId != s.acceleratorId) {
        priced.pricePerGpuHour.reset();
    }
    return priced;
}

// A provider's instance as chosen, resolved against the catalog and the accelerator.
struct RentedInstance
{
    const Provider *provider = nullptr;
    const Instance *instance = nullptr;
    const ProviderRegion *region = nullptr;
    ProviderBilling billing = ProviderBilling::OnDemand;
};

std::optional<RentedInstance> resolveProvider(const ProviderChoice &choice,
                                              const Catalog &catalog,
                                              const QString &acceleratorId,
                                              QList<TrText> *problems)
{
    RentedInstance rented;
    rented.billing = choice.billing;
    rented.provider = catalog.provider(choice.providerId);
    if (!rented.provider) {
        *problems << ATLAS_TR("Atlas::ScenarioEngine", "unknown provider \"%1\"")
                         .arg(elided(choice.providerId));
        return std::nullopt;
    }
    rented.instance = rented.provider->instance(choice.instanceId);
    if (!rented.instance || !canQuote(catalog, *rented.instance)) {
        *problems << ATLAS_TR("Atlas::ScenarioEngine",
                              "%1 has no instance \"%2\" with a catalogued card")
                         .arg(rented.provider->name)
                         .arg(elided(choice.instanceId));
        return std::nullopt;
    }
    if (rented.instance->acceleratorId != acceleratorId) {
        *problems << ATLAS_TR("Atlas::ScenarioEngine",
                              "the instance %1 carries %2, not the chosen accelerator %3")
                         .arg(rented.instance->displayName())
                         .arg(rented.instance->acceleratorId)
                         .arg(acceleratorId);
        return std::nullopt;
    }
    rented.region = choice.regionId.isEmpty() ? defaultRegion(*rented.provider, *rented.instance)
                                              : rented.provider->region(choice.regionId);
    if (!rented.region && !choice.regionId.isEmpty()) {
        *problems << ATLAS_TR("Atlas::ScenarioEngine", "%1 has no region \"%2\"")
                         .arg(rented.provider->name)
                         .arg(elided(choice.regionId));
        return std::nullopt;
    }
    return rented;
}

// One run's price: on the rented instance when one is chosen, else by the service form. The
// plan, its time band's ends, the smallest layout that fits and the comparison all price here.
PlanCost priceRun(const Scenario &s,
                  const Catalog &catalog,
                  const Accelerator &a,
                  const Region *region,
                  const std::optional<RentedInstance> &rented,
                  int gpus,
                  double hours,
                  std::optional<ProviderQuote> *quoteOut = nullptr)
{
    if (!rented)
        return costPlan(a, catalog.pricing(), planInputs(s, region, gpus, hours));
    ProviderJob job;
    job.gpus = gpus;
    job.wallHours = hours;
    job.billing = rented->billing;
    job.usdCny = s.usdCny;
    job.utilisation = s.utilisation;
    job.greenShare = s.greenShare;
    const ProviderQuote quote = quoteInstance(catalog,
                                              *rented->provider,
                                              *rented->instance,
                                              rented->region,
                                              job);
    if (quoteOut)
        *quoteOut = quote;
    return providerPlanCost(quote, job, catalog.pricing(), s.cpuServerHours);
}

// One run's price at the ends of the time band (only when they differ from the point).
void costBand(const std::function<PlanCost(double)> &priceAt,
              double low,
              double high,
              std::optional<double> *costLow,
              std::optional<double> *costHigh)
{
    const PlanCost l = priceAt(low);
    const PlanCost h = priceAt(high);
    if (l.priced && h.priced) {
        *costLow = l.totalCny;
        *costHigh = h.totalCny;
    }
}

} // namespace

QString workKindKey(WorkSummary::Kind kind)
{
    switch (kind) {
    case WorkSummary::Kind::Tokens:
        return QStringLiteral("tokens");
    case WorkSummary::Kind::Samples:
        return QStringLiteral("samples");
    case WorkSummary::Kind::RentHours:
        return QStringLiteral("rent_hours");
    case WorkSummary::Kind::Service:
        return QStringLiteral("service");
    case WorkSummary::Kind::Unspecified:
        return QStringLiteral("unspecified");
    }
    return {};
}

Efficiency scenarioEfficiency(const Scenario &s,
                              const Catalog &catalog,
                              const ModelArch &model,
                              const Workload &workload,
                              const Accelerator &accelerator,
                              int cards)
{
    return s.mfu ? fixedEfficiency(*s.mfu)
                 : jobEfficiency(catalog, accelerator, model, workload, cards);
}

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
        r.problems << ATLAS_TR("Atlas::ScenarioEngine", "unknown model \"%1\"")
                          .arg(elided(s.modelId));
    if (!r.accelerator)
        r.problems << ATLAS_TR("Atlas::ScenarioEngine", "unknown accelerator \"%1\"")
                          .arg(elided(s.acceleratorId));
    r.problems += workloadProblems(s.workload);
    r.problems += layoutProblems(s.layout, s.workload);
    std::optional<RentedInstance> rented;
    if (s.provider)
        rented = resolveProvider(*s.provider, catalog, s.acceleratorId, &r.problems);
    if (!r.problems.isEmpty())
        return r;
    r.model = *model;
    const MemoryModel memory(r.model, s.workload, options);
    r.problems += memory.layoutSupportProblems(s.layout);
    if (!r.problems.isEmpty())
        return r;
    r.valid = true;

    r.estimate = estimate(memory, s.layout, r.accelerator);
    r.fits = r.estimate.fit && r.estimate.fit->fits;
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

    const PlanInputs in = planInputs(s, r.region, r.gpus, r.wallHours);
    const auto priceAt = [&](int gpus, double hours) {
        return priceRun(s, catalog, *r.accelerator, r.region, rented, gpus, hours);
    };
    r.cost = priceRun(s,
                      catalog,
                      *r.accelerator,
                      r.region,
                      rented,
                      r.gpus,
                      r.wallHours,
                      &r.providerQuote);
    if (r.cost.priced && r.wallHoursLow != r.wallHoursHigh)
        costBand([&](double hours) { return priceAt(r.gpus, hours); },
                 r.wallHoursLow,
                 r.wallHoursHigh,
                 &r.costLowCny,
                 &r.costHighCny);
    r.spend = summariseSpend(r.cost, recurrenceOf(s, r.work), s.budget(), r.fits, catalog.pricing());
    if (r.serving && r.serving->valid)
        r.costPerMillionTokensCny = costPerMillionTokens(r.cost, r.tokens);
    if (!r.fits && r.estimate.fit && r.estimate.fit->minGpus) {
        SmallestFit f;
        f.layout = r.estimate.fit->layout;
        // Its own card count: the efficiency falls with scale (engine/efficiency.h).
        const Efficiency fe
            = scenarioEfficiency(s, catalog, r.model, s.workload, *r.accelerator, f.layout.gpus);
        const Timing ft = resolveTime(s, catalog, memory, *r.accelerator, f.layout, fe);
        f.wallHours = ft.hours;
        f.cost = priceAt(ft.gpus, f.wallHours);
        f.spend = summariseSpend(f.cost,
                                 recurrenceOf(s, r.work),
                                 s.budget(),
                                 true,
                                 catalog.pricing());
        f.regions = costInRegions(catalog,
                                  *r.accelerator,
                                  planInputs(s, r.region, ft.gpus, f.wallHours),
                                  s.workload.task,
                                  r.city);
        for (RegionCost &rc : f.regions)
            rc.spend = summariseSpend(rc.cost,
                                      recurrenceOf(s, r.work),
                                      s.budget(),
                                      true,
                                      catalog.pricing());
        r.smallestFit = f;
    }
    // A trial, and renting against buying, are for cards that can run the job: the smallest
    // fit's when the plan's own layout does not fit.
    const PlanInputs runnable = r.smallestFit ? planInputs(s,
                                                           r.region,
                                                           r.gpusToRun(),
                                                           r.smallestFit->wallHours)
                                              : in;
    r.oneHourTrial = oneHourTrial(*r.accelerator, catalog.pricing(), runnable);
    r.rentVsBuy = rentVersusBuy(*r.accelerator, catalog.pricing(), runnable);
    r.regions = costInRegions(catalog, *r.accelerator, in, s.workload.task, r.city);
    for (RegionCost &rc : r.regions)
        rc.spend = summariseSpend(rc.cost,
                                  recurrenceOf(s, r.work),
                                  s.budget(),
                                  r.fits,
                                  catalog.pricing());
    r.alternatives = fitAlternatives(r.model, s.workload, *r.accelerator, s.layout.gpus, options);

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
    r.assumptions += r.cost.assumptions;
    r.assumptions += r.spend.assumptions;
    return r;
}

PlannerResult scenarioOptions(const Scenario &s,
                              const Catalog &catalog,
                              int maxResults,
                              const EngineOptions &options)
{
    const std::optional<ModelArch> model = scenarioModel(s, catalog);
    if (!model || !workloadProblems(s.workload).isEmpty())
        return {};
    PlannerRequest q;
    q.model = *model;
    q.workload = s.workload;
    const WorkSummary work = resolveWork(s, s.workload);
    if (work.kind == WorkSummary::Kind::RentHours)
        q.rentHours = s.hours;
    q.tokens = work.tokens;
    q.serviceHours = work.kind == WorkSummary::Kind::Service ? work.serviceHours : 730.0;
    if (work.kind == WorkSummary::Kind::Service) {
        ServingRequest serving;
        serving.promptTokens = s.promptTokens;
        serving.outputTokens = s.outputTokens;
        serving.load = s.load;
        serving.maxTtftSeconds = s.maxTtftSeconds;
        serving.minUserTokensPerSecond = s.minUserTokensPerSecond;
        q.serving = serving;
    }
    q.recurrence = recurrenceOf(s, work);
    q.budget = s.budget();
    q.deadlineHours = s.deadlineHours;
    q.forms = s.options.forms;
    q.allRegions = s.options.allRegions;
    if (!s.options.allRegions && !s.regionId.isEmpty())
        q.regions << catalog.region(s.regionId);
    q.allProviders = s.options.providers;
    for (const Accelerator &a : catalog.accelerators())
        if ((!s.options.domesticOnly || a.domestic)
            && (!s.options.ecosystem || a.ecosystem == s.options.ecosystem))
            q.accelerators << &a;
    if (q.accelerators.isEmpty()) {
        PlannerResult none;
        none.assumptions << ATLAS_TR("Atlas::Planner",
                                     "no accelerator in the catalog matches the filter");
        return none;
    }
    q.mfu = s.mfu;
    q.costInputs = planInputs(s, nullptr, 1, 0);
    q.costInputs.pricePerGpuHour.reset(); // typed for the scenario's own card and form only
    q.rank = PlannerRequest::Rank(int(s.options.rank));
    q.maxGpus = options.maxGpus;
    q.maxResults = maxResults;
    q.engine = options;
    return planOptions(catalog, q);
}

MatrixWork scenarioMatrixWork(const Scenario &s, const Catalog &catalog)
{
    MatrixWork m;
    const WorkSummary work = resolveWork(s, s.workload);
    switch (work.kind) {
    case WorkSummary::Kind::Service:
        m.serviceHours = work.serviceHours;
        break;
    case WorkSummary::Kind::RentHours:
        m.rentHours = s.hours;
        break;
    case WorkSummary::Kind::Tokens:
    case WorkSummary::Kind::Samples:
    case WorkSummary::Kind::Unspecified:
        m.tokens = work.tokens;
        break;
    }
    m.promptTokens = s.promptTokens;
    m.outputTokens = s.outputTokens;
    m.mfu = s.mfu;
    m.forms = s.options.forms;
    m.region = s.regionId.isEmpty() ? nullptr : catalog.region(s.regionId);
    m.tariff = s.tariff;
    m.pue = s.pue;
    m.utilisation = s.utilisation;
    m.greenShare = s.greenShare;
    m.usdCny = s.usdCny;
    return m;
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
    if (option.task)
        w.task = *option.task;
    if (option.precision)
        w.precision = *option.precision;
    c.task = w.task;
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
    Scenario job = s;
    job.workload = w;
    const Efficiency efficiency
        = scenarioEfficiency(job, catalog, *model, w, *c.accelerator, c.layout.gpus);
    const Timing t = resolveTime(job, catalog, memory, *c.accelerator, c.layout, efficiency);
    c.serving = t.serving;
    c.gpus = t.gpus;
    c.wallHours = t.hours;
    c.wallHoursLow = t.hoursLow;
    c.wallHoursHigh = t.hoursHigh;
    c.timeKnown = t.known;
    const Scenario priced = pricedFor(job, option.acceleratorId, option.form);
    QList<TrText> providerProblems;
    const std::optional<RentedInstance> rented = option.provider
                                                     ? resolveProvider(*option.provider,
                                                                       catalog,
                                                                       option.acceleratorId,
                                                                       &providerProblems)
                                                     : std::nullopt;
    if (option.provider && !rented) {
        // An instance that cannot be priced is no price, never the generic form's.
        c.cost.unavailable = providerProblems.value(0);
        c.notes += providerProblems;
    } else {
        c.cost = priceRun(priced, catalog, *c.accelerator, c.region, rented, t.gpus, c.wallHours);
    }
    c.spend = summariseSpend(c.cost,
                             recurrenceOf(job, t.work),
                             s.budget(),
                             c.fits,
                             catalog.pricing());
    if (c.serving && c.serving->valid)
        c.costPerMillionTokensCny = costPerMillionTokens(c.cost, t.tokens);
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
