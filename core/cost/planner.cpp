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
    QList<const Accelerator *> accelerators = request.accelerators;
    if (accelerators.isEmpty())
        for (const Accelerator &a : catalog.accelerators())
            accelerators.append(&a);
    // Rented capacity is counted where the user asked (the requested region, national figures
    // when none), as the scenario's own plan counts it: a purchase is priced in every place, a
    // rent's energy and CO₂ in one, so the planner's row for the plan's own card agrees with it.
    const Region *rentedRegion = request.regions.isEmpty() ? nullptr : request.regions.first();
    QList<const Region *> regions = request.regions;
    if (request.allRegions)
        regions = catalog.regions();
    if (regions.isEmpty())
        regions.append(nullptr);
    const bool training = isTraining(request.workload.task);
    const qsizetype before = accelerators.size();
    accelerators.removeIf(
        [&request](const Accelerator *a) { return !runsTask(*a, request.workload.task); });
    if (accelerators.size() < before)
        result.assumptions << ATLAS_TR("Atlas::Planner",
                                       "%1 accelerators made for inference only are not offered "
                                       "for training")
                                  .arg(qint64(before - accelerators.size()));
    const MemoryModel model(request.model, request.workload, request.engine);
    const QList<CountLayouts> counts = layoutsByCount(model, request.maxGpus, Offload::None);
    const double flopsPerToken = trainingFlopsPerToken(model);
    const std::optional<Budget> budget = request.budget;

    // Prices one (accelerator, layout) in every form (purchases per region) and on the
    // providers' instances; appends what passes, counts what does not.
    struct Timing
    {
        double hours = 0, low = 0, high = 0, efficiency = 0;
        const ServingResult *serving = nullptr;
    };
    // The accelerator's state in the market and in the mainland, looked up once per accelerator.
    std::pair<const MarketAvailability *, const MarketAvailability *> states;
    auto price =
        [&](const Accelerator *a, const RateCard &card, const Layout &layout, const Timing &time) {
            // A deadline is met when the slow end of the time band meets it; an option the
            // estimate alone gets there in is at risk, and not offered.
            const std::optional<DeadlineCheck> deadline
                = request.deadlineHours && training && !request.rentHours
                      ? std::optional(checkDeadline(*request.deadlineHours, time.hours, time.high))
                      : std::nullopt;
            const bool late = deadline && !deadline->met();
            const auto rejectLate = [&] {
                ++result.rejected.tooSlow;
                if (deadline->verdict == DeadlineVerdict::AtRisk)
                    ++result.rejected.deadlineAtRisk;
            };
            const Schedule schedule = makeSchedule(request.recurrence, time.hours);
            auto add = [&](PlannerOption o) {
                if (cardsAboveBudget(o.cost, budget)) {
                    ++result.rejected.overBudget;
                    return;
                }
                o.spend = summariseSpend(o.cost, schedule, budget, true, catalog.pricing());
                if (budget && o.spend.withinBudget == false) {
                    ++result.rejected.overBudget;
                    return;
                }
                o.accelerator = a;
                o.market.market = request.market;
                o.market.availability = states.first;
                o.market.mainland = states.second;
                o.layout = layout;
                o.wallHours = time.hours;
                o.wallHoursLow = time.low;
                o.wallHoursHigh = time.high;
                o.efficiency = time.efficiency;
                o.withinBudget = o.spend.withinBudget;
                if (deadline) {
                    o.deadline = deadline;
                    o.meetsDeadline = deadline->met();
                }
                if (time.serving) {
                    o.outputTokensPerSecond = time.serving->outputTokensPerSecond;
                    o.costPerMillionTokensCny = costPerMillionTokens(o.cost,
                                                                     o.outputTokensPerSecond
                                                                         * time.hours * 3600.0);
                }
                result.options.append(std::move(o));
            };
            if (request.allProviders || !request.providers.isEmpty()) {
                for (const InstanceOption &offer : cheapestInstances(catalog,
                                                                     *a,
                                                                     layout.gpus,
                                                                     time.hours,
                                                                     ProviderBilling::OnDemand,
                                                                     request.costInputs.usdCny)) {
                    const Provider &provider = catalog.providers().at(offer.providerIndex);
                    if (!request.allProviders && !request.providers.contains(&provider))
                        continue;
                    ++result.considered;
                    const Instance &instance = provider.instances.at(offer.instanceIndex);
                    const ProviderRegion *where = defaultRegion(provider, instance);
                    const Jurisdiction jurisdiction = jurisdictionOf(provider, where);
                    if (checkInstance(request.market, request.allowOffshore, jurisdiction)
                        != MarketCheck::Offered) {
                        ++result.rejected.offshore;
                        continue;
                    }
                    if (late) {
                        rejectLate();
                        continue;
                    }
                    // Priced as the scenario prices it after "use this option": the instance in the
                    // region of its price, with that region's grid (none abroad: CO₂ unknown).
                    ProviderJob job;
                    job.gpus = layout.gpus;
                    job.wallHours = time.hours;
                    job.usdCny = request.costInputs.usdCny;
                    job.utilisation = request.costInputs.utilisation;
                    job.greenShare = request.costInputs.greenShare;
                    PlannerOption o;
                    o.providerRegion = where;
                    o.market.jurisdiction = jurisdiction;
                    if (where)
                        o.market.providerRegionId = where->id;
                    const ProviderQuote quote = quoteInstance(catalog,
                                                              provider,
                                                              instance,
                                                              o.providerRegion,
                                                              job);
                    o.cost = providerPlanCost(quote,
                                              job,
                                              catalog.pricing(),
                                              request.costInputs.cpuServerHours,
                                              false);
                    o.form = o.cost.form;
                    o.provider = &provider;
                    o.instance = &instance;
                    o.instances = offer.instances;
                    add(std::move(o));
                }
            }
            for (ServiceForm form : request.forms) {
                const qsizetype places = formTraits(form).owned ? regions.size() : 1;
                if (checkGenericForm(request.market, *states.second, form) != MarketCheck::Offered) {
                    result.rejected.notAvailable += int(places);
                    continue;
                }
                for (qsizetype r = 0; r < places; ++r) {
                    if (late) {
                        rejectLate();
                        continue;
                    }
                    PlanInputs in = request.costInputs;
                    in.form = form;
                    in.gpus = layout.gpus;
                    in.wallHours = time.hours;
                    in.region = formTraits(form).owned ? regions[r] : rentedRegion;
                    PlannerOption o;
                    o.cost = costPlan(*a, catalog.pricing(), in, card, false);
                    if (!o.cost.priced) {
                        ++result.rejected.noPrice;
                        continue;
                    }
                    o.form = form;
                    o.region = in.region;
                    add(std::move(o));
                }
            }
        };
    auto formsCount = [&] {
        int n = 0;
        for (ServiceForm form : request.forms)
            n += formTraits(form).owned ? int(regions.size()) : 1;
        return n;
    };

    for (const Accelerator *a : std::as_const(accelerators)) {
        states = {&catalog.availability(a->id, request.market),
                  &catalog.availability(a->id, Market::CnMainland)};
        const RateCard card = rateCard(*a, catalog.pricing(), request.costInputs.usdCny);
        if (request.serving && !training) {
            // A service sized for its load: the serving model picks the replica and the count.
            ServingRequest q = *request.serving;
            q.model = request.model;
            q.weights = request.workload.precision;
            q.kv = request.workload.kvPrecision;
            q.accelerator = a;
            const ServingResult s = serve(catalog, q);
            const int perAccelerator = formsCount();
            result.considered += perAccelerator;
            if (!s.valid) {
                (s.fits || !a->hasBandwidth() ? result.rejected.noThroughput
                                              : result.rejected.doesNotFit)
                    += perAccelerator;
                continue;
            }
            if (s.meetsSlo == false || !s.problems.isEmpty()) {
                result.rejected.tooSlow += perAccelerator;
                continue;
            }
            Layout layout;
            layout.gpus = s.gpusTotal;
            layout.tp = s.tp;
            layout.pp = s.pp;
            Timing time{request.serviceHours, request.serviceHours, request.serviceHours, 0, &s};
            price(a, card, layout, time);
            continue;
        }
        const double capacity = a->memoryBytes();
        const int maxCards = a->formFactor == FormFactor::Consumer ? MaxConsumerCards
                                                                   : request.maxGpus;
        const ComputeRate rate = computeRate(*a, request.workload.precision);
        // The efficiency falls with the card count (engine/efficiency.h): one per count.
        EfficiencyQuery query = jobQuery(request.model, request.workload);
        query.accelerator = a;
        std::optional<Layout> smallest;
        for (const CountLayouts &count : counts) {
            if (count.gpus > maxCards)
                break;
            const std::optional<Layout> layout = firstFitting(count, capacity);
            // Beyond the smallest count that fits, more cards only help training, and only up
            // to what the batch allows; a service needs the smallest that fits.
            if (smallest && layout
                && (!training || request.rentHours
                    || count.gpus > maxUsefulGpus(request.workload, *layout, request.tokens)))
                break;
            const int perCount = formsCount();
            result.considered += perCount;
            if (!layout) {
                result.rejected.doesNotFit += perCount;
                continue;
            }
            if (!smallest)
                smallest = layout;
            query.cards = count.gpus;
            const Efficiency eff = request.mfu ? fixedEfficiency(*request.mfu)
                                               : efficiencyBand(catalog, query);
            Timing time{request.serviceHours,
                        request.serviceHours,
                        request.serviceHours,
                        eff.point,
                        nullptr};
            if (training) {
                if (!rate.tflops || eff.point <= 0) {
                    result.rejected.noThroughput += perCount;
                    continue;
                }
                if (request.rentHours) {
                    time.hours = time.low = time.high = *request.rentHours;
                } else {
                    const double peak = double(count.gpus) * *rate.tflops * 1e12;
                    const double flops = flopsPerToken * request.tokens;
                    time.hours = flops / (peak * eff.point) / 3600.0;
                    time.low = flops / (peak * eff.high) / 3600.0;
                    time.high = flops / (peak * eff.low) / 3600.0;
                }
            }
            price(a, card, *layout, time);
        }
    }
    result.accepted = int(result.options.size());
    if (request.loadProfile && request.serving && !training)
        result.fleets = planFleets(catalog, request, *request.loadProfile, request.rental);
    const PlannerRequest::Rank rank = request.rank;
    std::stable_sort(result.options.begin(),
                     result.options.end(),
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
    if (request.bestCountOnly) {
        // Ranked already: the first of each group is its best; equal values put fewer cards
        // first (see the sort), so a tie keeps the simpler deployment. A purchase's place is
        // part of the group: the same cards bought in eighteen places are one choice, made in
        // its best place (the map compares the places).
        QSet<QString> seen;
        QList<PlannerOption> kept;
        for (PlannerOption &o : result.options) {
            const QString key = o.accelerator->id + u'|' + serviceFormKey(o.form) + u'|'
                                + (o.provider ? o.provider->id : QString());
            if (!seen.contains(key)) {
                seen.insert(key);
                kept.append(std::move(o));
            }
        }
        result.options = std::move(kept);
    }
    markPareto(result.options);
    if (result.options.size() > request.maxResults)
        result.options.resize(request.maxResults);
    result.assumptions << cardCountsText(request.maxGpus);
    if (training && !request.rentHours)
        result.assumptions << ATLAS_TR("Atlas::Planner",
                                       "more cards than the smallest that fits only while the "
                                       "global batch stays at most 16 M tokens and the work "
                                       "takes at least 100 optimizer steps");
    result.assumptions << ATLAS_TR("Atlas::Planner",
                                   "consumer (GeForce) cards at most %1, one machine: no scale-up "
                                   "link, no evidence for clusters of them")
                              .arg(MaxConsumerCards);
    result.assumptions << ATLAS_TR("Atlas::Planner",
                                   "rented capacity costs the same in every region; purchases "
                                   "are priced with each region's tariff and PUE");
    result.assumptions << marketRuleText(request.market, request.allowOffshore);
    return result;
}

} // namespace Atlas
