#include "cost/planner.h"

#include "cost/providercost.h"
#include "cost/rates.h"
#include "engine/fit.h"
#include "engine/serving.h"
#include "engine/throughput.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// Llama 3 405B ended pre-training at a 16 M-token batch; larger batches stop helping.
constexpr double MaxGlobalBatchTokens = 16.0 * 1024 * 1024;
constexpr double MinOptimizerSteps = 100;
// GeForce cards are sold and rented a machine at a time, with no scale-up link and no RDMA:
// a cluster of them is not a configuration the time model has any evidence for.
constexpr int MaxConsumerCards = 8;

// Per card count, the layouts of the documented search order with their per-GPU memory: the
// same for every accelerator, so computed once per request.
struct CountLayouts
{
    int gpus = 0;
    QList<std::pair<Layout, double>> candidates; // layout, per-GPU bytes
};

QList<CountLayouts> layoutsByCount(const MemoryModel &model, int maxGpus, Offload offload)
{
    QList<CountLayouts> all;
    for (int g : cardCounts(maxGpus)) {
        CountLayouts c;
        c.gpus = g;
        for (const Layout &l : candidateLayouts(model, g, offload))
            c.candidates.append({l, model.perGpuTotal(l)});
        all.append(c);
    }
    return all;
}

std::optional<Layout> firstFitting(const CountLayouts &count, double capacity)
{
    for (const auto &[layout, bytes] : count.candidates)
        if (bytes <= capacity)
            return layout;
    return std::nullopt;
}

double rankValue(const PlannerOption &o, PlannerRequest::Rank rank)
{
    switch (rank) {
    case PlannerRequest::Rank::Cost:
        // A service: what a million output tokens cost.
        if (o.costPerMillionTokensCny)
            return *o.costPerMillionTokensCny;
        // The budget's figure, else the cash a run needs (a purchase: the cards, not their
        // amortised share).
        return o.spend.comparedCny.value_or(o.spend.cashCny.value_or(o.cost.totalCny));
    case PlannerRequest::Rank::Time:
        return o.wallHours;
    case PlannerRequest::Rank::Co2:
        return o.cost.co2Kg;
    }
    return 0;
}

void markPareto(QList<PlannerOption> &options)
{
    // Sorted by time, an option is on the front when it is cheaper than every faster one.
    QList<qsizetype> order(options.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        if (options[a].wallHours != options[b].wallHours)
            return options[a].wallHours < options[b].wallHours;
        return options[a].cost.totalCny < options[b].cost.totalCny;
    });
    double cheapest = std::numeric_limits<double>::infinity();
    for (qsizetype i : order) {
        if (options[i].cost.totalCny < cheapest) {
            options[i].pareto = true;
            cheapest = options[i].cost.totalCny;
        }
    }
}

// The search: what one request needs everywhere, resolved once.
struct Search
{
    Search(const Catalog &c, const PlannerRequest &q, PlannerResult &r)
        : catalog(c)
        , request(q)
        , result(r)
        , training(isTraining(q.workload.task))
        , places(q.allRegions ? c.regions() : q.regions)
        , rentedRegion(q.regions.isEmpty() ? nullptr : q.regions.first())
    {
        if (places.isEmpty())
            places.append(nullptr);
    }

    const Catalog &catalog;
    const PlannerRequest &request;
    PlannerResult &result;
    bool training;
    QList<const Region *> places; // where a purchase is priced (nullptr: national figures)
    // Rented capacity is counted where the user asked (the requested region, national figures
    // when none), as the scenario's own plan counts it: a purchase is priced in every place, a
    // rent's energy and CO₂ in one, so the planner's row for the plan's own card agrees with it.
    const Region *rentedRegion;

    // The options one layout is tried as: a rent once, a purchase in every place.
    int formsCount() const
    {
        int n = 0;
        for (ServiceForm form : request.forms)
            n += formTraits(form).owned ? int(places.size()) : 1;
        return n;
    }
};

// The accelerators asked for (all by default) that can run the task; the others are counted.
QList<const Accelerator *> acceleratorsToTry(const Search &s)
{
    QList<const Accelerator *> accelerators = s.request.accelerators;
    if (accelerators.isEmpty())
        for (const Accelerator &a : s.catalog.accelerators())
            accelerators.append(&a);
    const qsizetype before = accelerators.size();
    const Task task = s.request.workload.task;
    accelerators.removeIf([task](const Accelerator *a) { return !runsTask(*a, task); });
    if (accelerators.size() < before)
        s.result.assumptions << ATLAS_TR("Atlas::Planner",
                                         "%1 accelerators made for inference only are not offered "
                                         "for training")
                                    .arg(qint64(before - accelerators.size()));
    return accelerators;
}

// Pricing one candidate: an accelerator on one layout, with its time.

struct Timing
{
    double hours = 0, low = 0, high = 0, efficiency = 0;
    const ServingResult *serving = nullptr;
};

struct Candidate
{
    const Accelerator *accelerator = nullptr;
    const RateCard *card = nullptr;
    // The accelerator's state in the request's market and in the mainland.
    const MarketAvailability *availability = nullptr;
    const MarketAvailability *mainland = nullptr;
    Layout layout;
    Timing time;
    // A deadline is met when the slow end of the time band meets it; an option the estimate
    // alone gets there in is at risk, and not offered.
    std::optional<DeadlineCheck> deadline;
    Schedule schedule;
    bool late() const { return deadline && !deadline->met(); }
};

void rejectLate(Search &s, const Candidate &c)
{
    ++s.result.rejected.tooSlow;
    if (c.deadline->verdict == DeadlineVerdict::AtRisk)
        ++s.result.rejected.deadlineAtRisk;
}

// A priced option: checked against the budget, then filled with the candidate's figures.
void addOption(Search &s, const Candidate &c, PlannerOption o)
{
    const std::optional<Budget> &budget = s.request.budget;
    if (cardsAboveBudget(o.cost, budget)) {
        ++s.result.rejected.overBudget;
        return;
    }
    o.spend = summariseSpend(o.cost, c.schedule, budget, true, s.catalog.pricing());
    if (budget && o.spend.withinBudget == false) {
        ++s.result.rejected.overBudget;
        return;
    }
    o.accelerator = c.accelerator;
    o.market.market = s.request.market;
    o.market.availability = c.availability;
    o.market.mainland = c.mainland;
    o.layout = c.layout;
    o.wallHours = c.time.hours;
    o.wallHoursLow = c.time.low;
    o.wallHoursHigh = c.time.high;
    o.efficiency = c.time.efficiency;
    o.withinBudget = o.spend.withinBudget;
    if (c.deadline) {
        o.deadline = c.deadline;
        o.meetsDeadline = c.deadline->met();
    }
    if (c.time.serving) {
        o.outputTokensPerSecond = c.time.serving->outputTokensPerSecond;
        o.costPerMillionTokensCny = costPerMillionTokens(o.cost,
                                                         o.outputTokensPerSecond * c.time.hours
                                                             * 3600.0);
    }
    s.result.options.append(std::move(o));
}

// Priced as the scenario prices it after "use this option": the instance in the region of its
// price, with that region's grid (none abroad: CO₂ unknown).
PlannerOption instanceOption(const Search &s,
                             const Candidate &c,
                             const Provider &provider,
                             const InstanceOption &offer,
                             const ProviderRegion *where,
                             Jurisdiction jurisdiction)
{
    const PlanInputs &inputs = s.request.costInputs;
    const Instance &instance = provider.instances.at(offer.instanceIndex);
    ProviderJob job;
    job.gpus = c.layout.gpus;
    job.wallHours = c.time.hours;
    job.usdCny = inputs.usdCny;
    job.utilisation = inputs.utilisation;
    job.greenShare = inputs.greenShare;
    PlannerOption o;
    o.providerRegion = where;
    o.market.jurisdiction = jurisdiction;
    if (where)
        o.market.providerRegionId = where->id;
    const ProviderQuote quote = quoteInstance(s.catalog, provider, instance, where, job);
    o.cost = providerPlanCost(quote, job, s.catalog.pricing(), inputs.cpuServerHours, false);
    o.form = o.cost.form;
    o.provider = &provider;
    o.instance = &instance;
    o.instances = offer.instances;
    return o;
}

// The cheapest instance of each provider asked for, where the market lets the data go.
void priceOnProviders(Search &s, const Candidate &c)
{
    const PlannerRequest &q = s.request;
    if (!q.allProviders && q.providers.isEmpty())
        return;
    for (const InstanceOption &offer : cheapestInstances(s.catalog,
                                                         *c.accelerator,
                                                         c.layout.gpus,
                                                         c.time.hours,
                                                         ProviderBilling::OnDemand,
                                                         q.costInputs.usdCny)) {
        const Provider &provider = s.catalog.providers().at(offer.providerIndex);
        if (!q.allProviders && !q.providers.contains(&provider))
            continue;
        ++s.result.considered;
        const ProviderRegion *where = defaultRegion(provider,
                                                    provider.instances.at(offer.instanceIndex));
        const Jurisdiction jurisdiction = jurisdictionOf(provider, where);
        if (checkInstance(q.market, q.allowOffshore, jurisdiction) != MarketCheck::Offered) {
            ++s.result.rejected.offshore;
            continue;
        }
        if (c.late()) {
            rejectLate(s, c);
            continue;
        }
        addOption(s, c, instanceOption(s, c, provider, offer, where, jurisdiction));
    }
}

// Every service form the market offers the card in: a rent once, a purchase in every place.
void priceInForms(Search &s, const Candidate &c)
{
    for (ServiceForm form : s.request.forms) {
        const bool owned = formTraits(form).owned;
        const qsizetype places = owned ? s.places.size() : 1;
        if (checkGenericForm(s.request.market, *c.mainland, form) != MarketCheck::Offered) {
            s.result.rejected.notAvailable += int(places);
            continue;
        }
        for (qsizetype r = 0; r < places; ++r) {
            if (c.late()) {
                rejectLate(s, c);
                continue;
            }
            PlanInputs in = s.request.costInputs;
            in.form = form;
            in.gpus = c.layout.gpus;
            in.wallHours = c.time.hours;
            in.region = owned ? s.places[r] : s.rentedRegion;
            PlannerOption o;
            o.cost = costPlan(*c.accelerator, s.catalog.pricing(), in, *c.card, false);
            if (!o.cost.priced) {
                ++s.result.rejected.noPrice;
                continue;
            }
            o.form = form;
            o.region = in.region;
            addOption(s, c, std::move(o));
        }
    }
}

// Prices one (accelerator, layout) on the providers' instances and in every form; appends what
// passes, counts what does not.
void priceCandidate(Search &s, Candidate c)
{
    const PlannerRequest &q = s.request;
    if (q.deadlineHours && s.training && !q.rentHours)
        c.deadline = checkDeadline(*q.deadlineHours, c.time.hours, c.time.high);
    c.schedule = makeSchedule(q.recurrence, c.time.hours);
    priceOnProviders(s, c);
    priceInForms(s, c);
}

// The candidates of one accelerator.

// A service sized for its load: the serving model picks the replica and the count.
void planService(Search &s, Candidate c)
{
    ServingRequest q = *s.request.serving;
    q.model = s.request.model;
    q.weights = s.request.workload.precision;
    q.kv = s.request.workload.kvPrecision;
    q.accelerator = c.accelerator;
    const ServingResult served = serve(s.catalog, q);
    const int perAccelerator = s.formsCount();
    s.result.considered += perAccelerator;
    if (!served.valid) {
        (served.fits || !c.accelerator->hasBandwidth() ? s.result.rejected.noThroughput
                                                       : s.result.rejected.doesNotFit)
            += perAccelerator;
        return;
    }
    if (served.meetsSlo == false || !served.problems.isEmpty()) {
        s.result.rejected.tooSlow += perAccelerator;
        return;
    }
    c.layout.gpus = served.gpusTotal;
    c.layout.tp = served.tp;
    c.layout.pp = served.pp;
    const double hours = s.request.serviceHours;
    c.time = Timing{hours, hours, hours, 0, &served};
    priceCandidate(s, c);
}

// What the work takes on `gpus` cards at the efficiency `eff` (its band's ends too); for a
// service, the service's hours. Empty when the card's dense rate or efficiency is unknown.
std::optional<Timing> jobTime(
    const Search &s, const ComputeRate &rate, const Efficiency &eff, int gpus, double flopsPerToken)
{
    const PlannerRequest &q = s.request;
    Timing time{q.serviceHours, q.serviceHours, q.serviceHours, eff.point, nullptr};
    if (!s.training)
        return time;
    if (!rate.tflops || eff.point <= 0)
        return std::nullopt;
    if (q.rentHours) {
        time.hours = time.low = time.high = *q.rentHours;
    } else {
        const double peak = double(gpus) * *rate.tflops * 1e12;
        const double flops = flopsPerToken * q.tokens;
        time.hours = flops / (peak * eff.point) / 3600.0;
        time.low = flops / (peak * eff.high) / 3600.0;
        time.high = flops / (peak * eff.low) / 3600.0;
    }
    return time;
}

// Every card count from the smallest that fits, while more cards can help.
void planCounts(Search &s,
                const Candidate &c,
                const QList<CountLayouts> &counts,
                double flopsPerToken)
{
    const PlannerRequest &q = s.request;
    const Accelerator &a = *c.accelerator;
    const double capacity = a.memoryBytes();
    const int maxCards = a.formFactor == FormFactor::Consumer ? MaxConsumerCards : q.maxGpus;
    const ComputeRate rate = computeRate(a, q.workload.precision);
    // The efficiency falls with the card count (engine/efficiency.h): one per count.
    EfficiencyQuery query = jobQuery(q.model, q.workload);
    query.accelerator = &a;
    std::optional<Layout> smallest;
    for (const CountLayouts &count : counts) {
        if (count.gpus > maxCards)
            break;
        const std::optional<Layout> layout = firstFitting(count, capacity);
        // Beyond the smallest count that fits, more cards only help training, and only up
        // to what the batch allows; a service needs the smallest that fits.
        if (smallest && layout
            && (!s.training || q.rentHours
                || count.gpus > maxUsefulGpus(q.workload, *layout, q.tokens)))
            break;
        const int perCount = s.formsCount();
        s.result.considered += perCount;
        if (!layout) {
            s.result.rejected.doesNotFit += perCount;
            continue;
        }
        if (!smallest)
            smallest = layout;
        query.cards = count.gpus;
        const Efficiency eff = q.mfu ? fixedEfficiency(*q.mfu) : efficiencyBand(s.catalog, query);
        const std::optional<Timing> time = jobTime(s, rate, eff, count.gpus, flopsPerToken);
        if (!time) {
            s.result.rejected.noThroughput += perCount;
            continue;
        }
        Candidate at = c;
        at.layout = *layout;
        at.time = *time;
        priceCandidate(s, at);
    }
}

// Ranking.

void rankOptions(QList<PlannerOption> &options, PlannerRequest::Rank rank)
{
    std::stable_sort(options.begin(),
                     options.end(),
                     [rank](const PlannerOption &x, const PlannerOption &y) {
                         const double a = rankValue(x, rank), b = rankValue(y, rank);
                         // Equal within a rounding: the same price, so fewer cards first.
                         if (std::abs(a - b) > 1e-9 * std::max(std::abs(a), std::abs(b)))
                             return a < b;
                         if (x.layout.gpus != y.layout.gpus)
                             return x.layout.gpus < y.layout.gpus;
                         // Then the cheaper (a tie on time is broken towards the cheaper
                         // region, not the dearer), then the faster.
                         const double cx = rankValue(x, PlannerRequest::Rank::Cost);
                         const double cy = rankValue(y, PlannerRequest::Rank::Cost);
                         if (cx != cy)
                             return cx < cy;
                         return x.wallHours < y.wallHours;
                     });
}

// Ranked already: the first of each group is its best; equal values put fewer cards first (see
// rankOptions), so a tie keeps the simpler deployment. A purchase's place is not part of the
// key: the same cards bought in eighteen places are one choice, made in its best place (the
// map compares the places).
void keepBestOfEachGroup(QList<PlannerOption> &options)
{
    QSet<QString> seen;
    QList<PlannerOption> kept;
    for (PlannerOption &o : options) {
        const QString key = o.accelerator->id + u'|' + serviceFormKey(o.form) + u'|'
                            + (o.provider ? o.provider->id : QString());
        if (!seen.contains(key)) {
            seen.insert(key);
            kept.append(std::move(o));
        }
    }
    options = std::move(kept);
}

QList<TrText> plannerAssumptions(const PlannerRequest &request, bool training)
{
    QList<TrText> a;
    a << cardCountsText(request.maxGpus);
    if (training && !request.rentHours)
        a << ATLAS_TR("Atlas::Planner",
                      "more cards than the smallest that fits only while the global batch stays "
                      "at most 16 M tokens and the work takes at least 100 optimizer steps");
    a << ATLAS_TR("Atlas::Planner",
                  "consumer (GeForce) cards at most %1, one machine: no scale-up link, no "
                  "evidence for clusters of them")
             .arg(MaxConsumerCards);
    a << ATLAS_TR("Atlas::Planner",
                  "rented capacity costs the same in every region; purchases are priced with "
                  "each region's tariff and PUE");
    a << marketRuleText(request.market, request.allowOffshore);
    return a;
}

} // namespace

int maxUsefulGpus(const Workload &workload, const Layout &layout, double tokens)
{
    const double perReplicaStep = double(std::max(1, workload.microBatch))
                                  * double(std::max<qint64>(1, workload.seqLen));
    const double batchCap = std::min(MaxGlobalBatchTokens, tokens / MinOptimizerSteps);
    const double replicas = std::max(1.0, std::floor(batchCap / perReplicaStep));
    const double gpus = replicas * layout.tp * layout.pp;
    return int(std::min(gpus, double(1 << 30)));
}

PlannerResult planOptions(const Catalog &catalog, const PlannerRequest &request)
{
    PlannerResult result;
    Search search(catalog, request, result);
    const QList<const Accelerator *> accelerators = acceleratorsToTry(search);
    const MemoryModel model(request.model, request.workload, request.engine);
    const QList<CountLayouts> counts = layoutsByCount(model, request.maxGpus, Offload::None);
    const double flopsPerToken = trainingFlopsPerToken(model);
    for (const Accelerator *a : accelerators) {
        const RateCard card = rateCard(*a, catalog.pricing(), request.costInputs.usdCny);
        Candidate c;
        c.accelerator = a;
        c.card = &card;
        c.availability = &catalog.availability(a->id, request.market);
        c.mainland = &catalog.availability(a->id, Market::CnMainland);
        if (request.serving && !search.training)
            planService(search, c);
        else
            planCounts(search, c, counts, flopsPerToken);
    }
    result.accepted = int(result.options.size());
    if (request.loadProfile && request.serving && !search.training)
        result.fleets = planFleets(catalog, request, *request.loadProfile, request.rental);
    rankOptions(result.options, request.rank);
    if (request.bestCountOnly)
        keepBestOfEachGroup(result.options);
    markPareto(result.options);
    if (result.options.size() > request.maxResults)
        result.options.resize(request.maxResults);
    result.assumptions << plannerAssumptions(request, search.training);
    return result;
}

} // namespace Atlas
