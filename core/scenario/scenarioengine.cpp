#include "scenario/scenarioengine.h"

#include "engine/fit.h"
#include "scenario/scenariosteps.h"

#include <functional>

namespace Atlas {

using namespace ScenarioSteps;

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
    if (!s.regionId.isEmpty()) // every region too when allRegions: this one prices the rents
        q.regions << catalog.region(s.regionId);
    q.allProviders = s.options.providers;
    q.market = s.market;
    q.allowOffshore = s.allowOffshore;
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
    if (s.loadProfile && work.kind == WorkSummary::Kind::Service) {
        // The fleets: owned cards hosted in the scenario's region, as its own mixes are.
        q.loadProfile = s.loadProfile;
        q.rental = rentalTerms(*s.loadProfile);
        q.costInputs.region = catalog.region(s.regionId);
    }
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

} // namespace Atlas
