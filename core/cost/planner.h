#pragma once

#include "catalog/catalog.h"
#include "catalog/marketmark.h"
#include "cost/budget.h"
#include "cost/fleetchoice.h"
#include "cost/plancost.h"
#include "cost/schedule.h"
#include "engine/efficiency.h"
#include "engine/memorymodel.h"
#include "engine/serving.h"

namespace Atlas {

// The options planner: every accelerator × card count × service form (× region) that fits,
// with its time, cost and CO₂, checked against a budget and a deadline and ranked. Rejections
// are counted by reason, so "nothing meets ¥1 M in 30 days" comes with why.
struct PlannerRequest
{
    ModelArch model;
    Workload workload;
    double tokens = 0;               // training work …
    std::optional<double> rentHours; // … or "rent for H hours" (then time is fixed)
    double serviceHours = 730;       // inference: how long the service runs
    // Inference with requests and a load: each accelerator's deployment is sized by the
    // serving model (model, precisions and accelerator are filled in per option).
    std::optional<ServingRequest> serving;
    // … and over a week of load: the fleets too, every accelerator in the four mixes
    // (fleetchoice.h), the peaks rented on `rental`'s terms.
    std::optional<LoadProfile> loadProfile;
    RentalTerms rental;
    Recurrence recurrence;
    std::optional<Budget> budget;
    std::optional<double> deadlineHours;
    QList<ServiceForm> forms = offeredForms();
    // Rented capacity costs the same in every region; only a purchase is priced per region
    // (tariff, PUE). Empty: national figures. allRegions: every hub and cluster.
    QList<const Region *> regions;
    bool allRegions = false;
    QList<const Accelerator *> accelerators; // empty: every accelerator in the catalog
    // Where the cards are bought or rented (catalog/market.h, checkGenericForm, checkInstance):
    // the mainland keeps what can be had there, and providers outside it only when allowed.
    Market market = Market::CnMainland;
    bool allowOffshore = false;
    // Provider instances beside the generic forms: none, the listed providers, or all.
    QList<const Provider *> providers;
    bool allProviders = false;
    std::optional<double> mfu; // overrides the calibrated efficiency
    PlanInputs costInputs;     // overrides (price, tariff, …); form/region/gpus set per option
    enum class Rank { Cost, Time, Co2 } rank = Rank::Cost;
    int maxGpus = 4096;
    int maxResults = 100;
    // One option per accelerator × form × provider: the card count and place that rank best
    // (ties: fewer cards). Off: every card count in every place is listed.
    bool bestCountOnly = true;
    EngineOptions engine;
};

struct PlannerOption
{
    const Accelerator *accelerator = nullptr;
    Layout layout;
    ServiceForm form = ServiceForm::Container;
    const Region *region = nullptr;
    // The site an owned option is priced in (power and hosting); rent costs the same anywhere.
    const Region *site() const { return !provider && formTraits(form).owned ? region : nullptr; }
    // Priced on a provider's instance (whole instances, its billing unit) instead of a
    // generic form; `form` is then Container, the rental semantics the budget uses.
    const Provider *provider = nullptr;
    const Instance *instance = nullptr;
    const ProviderRegion *providerRegion = nullptr; // where the instance runs (its price's)
    int instances = 0;
    double wallHours = 0;
    double wallHoursLow = 0;
    double wallHoursHigh = 0;
    double efficiency = 0;
    PlanCost cost; // one run, numbers only (no assumption texts)
    Spend spend;
    std::optional<bool> withinBudget;      // empty without a budget
    std::optional<bool> meetsDeadline;     // met at the slow end; empty without a deadline
    std::optional<DeadlineCheck> deadline; // the verdict with its margin
    bool pareto = false; // on the time–cost front: nothing else is both faster and cheaper
    // A served option: its throughput and what a million output tokens cost.
    double outputTokensPerSecond = 0;
    std::optional<double> costPerMillionTokensCny;
    // The card's state in the request's market and in the mainland (in the global market it
    // still tells a reader what is controlled for China); a provider's instance: where it runs.
    MarketMark market;
};

struct PlannerRejections
{
    int doesNotFit = 0;
    int overBudget = 0;
    int tooSlow = 0;        // the deadline is missed, or met only by the central estimate …
    int deadlineAtRisk = 0; // … of which met by the estimate, missed by the band's slow end
    int noPrice = 0;
    int noThroughput = 0; // no published dense rate: the time cannot be known
    int notAvailable = 0; // the market cannot supply the card in this form
    int offshore = 0;     // a provider outside the mainland, and data may not leave it
};

struct PlannerResult
{
    QList<PlannerOption> options; // ranked; every one fits and meets budget and deadline
    int considered = 0;
    int accepted = 0; // before the cut to maxResults
    PlannerRejections rejected;
    FleetPlan fleets; // a service over a week of load (PlannerRequest::loadProfile)
    QList<TrText> assumptions;
};

PlannerResult planOptions(const Catalog &catalog, const PlannerRequest &request);

// A data-parallel job cannot usefully spread over more cards than its batch allows: at most a
// 16 M-token global batch, and at least 100 optimizer steps for the work.
int maxUsefulGpus(const Workload &workload, const Layout &layout, double tokens);

} // namespace Atlas
