#include "scenario/scenariosteps.h"

namespace Atlas::ScenarioSteps {

namespace {

// Training work when a scenario gives none: labelled wherever it is used.
constexpr double UnspecifiedWorkTokens = 1e9;
// Inference without a period runs a month of service.
constexpr double DefaultServiceHours = 730.0;

} // namespace

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
    // Cards and tensor parallelism the user fixed are kept; what is not fixed is sized for
    // the load (the fewest cards). Without a load the layout's cards serve.
    q.tp = s.servingTp ? *s.servingTp : (layout.tp > 1 ? layout.tp : 0);
    if (s.load)
        q.gpus = s.servingGpus.value_or(0);
    else
        q.gpus = s.servingGpus.value_or(layout.gpus);
    if (q.gpus > 0 && q.tp == 0 && !s.load && layout.gpus > 1)
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
                  std::optional<ProviderQuote> *quoteOut)
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

} // namespace Atlas::ScenarioSteps
