#pragma once

#include "catalog/catalog.h"
#include "catalog/pricing.h"
#include "cost/budget.h"
#include "cost/fleet.h"
#include "cost/providercost.h"
#include "engine/memorymodel.h"
#include "engine/serving.h"
#include "scenario/limits.h"
#include "text/diagnostics.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Atlas {

inline constexpr int ScenarioSchemaVersion = 1;

// What the options planner is asked for a scenario: how to rank, and which choices to keep.
struct OptionsQuery
{
    enum class Rank { Cost, Time, Co2 };
    Rank rank = Rank::Cost;
    bool domesticOnly = false;          // a state-owned buyer may only choose 国产
    std::optional<Ecosystem> ecosystem; // e.g. only CANN
    bool providers = true;              // provider instances beside the generic forms
    QList<ServiceForm> forms = offeredForms();
    bool allRegions = true; // purchases priced in every hub and cluster
    friend bool operator==(const OptionsQuery &, const OptionsQuery &) = default;
};

// A provider's instance rented instead of a generic service form: its list price, billing unit
// and region (the accelerator must be the instance's card).
struct ProviderChoice
{
    QString providerId;
    QString instanceId;
    QString regionId; // one of the provider's regions; empty: where the price was read
    ProviderBilling billing = ProviderBilling::OnDemand;
    friend bool operator==(const ProviderChoice &, const ProviderChoice &) = default;
};

// One option of the compare view (issue 7): an accelerator, a card count, a service form, a
// region and a precision; unset fields follow the scenario.
struct CompareOption
{
    LocalizedText label; // YAML "label" (English) and "label_zh"
    QString acceleratorId;
    int gpus = 0; // 0: the smallest count that fits
    std::optional<ServiceForm> form;
    QString regionId;
    std::optional<Precision> precision;
    std::optional<Task> task;               // an option may do a different job (an inference fleet)
    std::optional<ProviderChoice> provider; // rented on a provider's instance (form ignored)
    friend bool operator==(const CompareOption &, const CompareOption &) = default;
};

// The compare view puts options side by side; beyond four the columns stop being readable.
constexpr int MaxCompareOptions = 4;

// Everything the user set: saved as YAML, the unit of undo, compare and export.
struct Scenario
{
    LocalizedText name;
    LocalizedText notes;

    QString modelId;                      // a catalog model, or …
    std::optional<ModelArch> customModel; // … an architecture given inline
    Workload workload;
    Layout layout;
    QString acceleratorId = QStringLiteral("nvidia-h100-sxm5-80gb");

    // The work. Training: tokens, or samples × epochs (× tokens per sample, by default the
    // sequence length); `hours` alone is the explicit "rent for H hours" mode. Inference:
    // `hours` is the service period (a month when unset).
    std::optional<double> tokens;
    std::optional<double> samples;
    double epochs = 1;
    std::optional<double> tokensPerSample;
    std::optional<double> hours;
    Recurrence recurrence; // a job that recurs (runs per week or month)
    // Inference: the requests and the load the service must carry, and its service level.
    double promptTokens = 1024;
    double outputTokens = 256;
    std::optional<ServingLoad> load;
    // Cards and tensor parallelism the user fixed for the service (CLI --gpus and --tp, YAML
    // serving_gpus and serving_tp): kept as given, and a load they cannot carry is a problem
    // that names the cards it needs. Unset: the deployment with the fewest cards for the load
    // (replicas of the layout's tensor parallelism when it is above 1).
    std::optional<int> servingGpus;
    std::optional<int> servingTp;
    std::optional<double> maxTtftSeconds;
    std::optional<double> minUserTokensPerSecond;
    // A load over the week (YAML load_profile): the fleet options size each hour and price the
    // four ways to hold the cards (cost/fleet.h). `load` is then the peak's.
    std::optional<LoadProfile> loadProfile;
    std::optional<double> mfu; // an explicit efficiency replaces the calibrated one

    ServiceForm pricing = ServiceForm::Container;
    std::optional<ProviderChoice> provider; // set: priced on this instance, not by `pricing`
    std::optional<double> pricePerGpuHour;
    std::optional<double> tariff;
    std::optional<double> pue;
    std::optional<double> utilisation;
    std::optional<double> greenShare;
    std::optional<double> usdCny;
    double cpuServerHours = 0;
    QString regionId; // empty: national figures
    QString userCityId = QStringLiteral("beijing");
    std::optional<double> budgetCny; // none: no budget, nothing is checked
    Period budgetPeriod = Period::Run;
    std::optional<double> deadlineHours;
    // Where the cards are bought or rented (issue 26): the mainland market offers only what
    // can be had there, and ranks no provider outside it unless data may leave the mainland.
    Market market = Market::CnMainland;
    bool allowOffshore = false;

    std::optional<Budget> budget() const
    {
        return budgetCny ? std::optional<Budget>(Budget{*budgetCny, budgetPeriod}) : std::nullopt;
    }

    QList<CompareOption> compare;
    OptionsQuery options;
    // The user's quotes: each replaces the catalog's price for what it names, in every result
    // (the catalog the scenario is evaluated with is Catalog::withQuotes(quotes)).
    QList<UserQuote> quotes;

    // What a seed claims for this scenario, shown beside the computed answer.
    LocalizedText seedClaim;
    std::optional<double> seedCostLowCny;
    std::optional<double> seedCostHighCny;
    // What the seed's figure is for: a run (the default), or a period of rent; and for how many
    // cards when it says (0: it does not). Case B's "约1-1.5万元/月" is a month of one card.
    Period seedCostPer = Period::Run;
    int seedCostCards = 0;

    friend bool operator==(const Scenario &a, const Scenario &b);
};

// The model a scenario names, resolved against the catalog (null if unknown).
std::optional<ModelArch> scenarioModel(const Scenario &scenario, const Catalog &catalog);

// Reading checks every reference against the catalog and rejects a newer schema with a clear
// message instead of loading part of it. Problems carry file:line:column as for catalogs.
std::optional<Scenario> readScenario(const QByteArray &text,
                                     const QString &fileName,
                                     const Catalog &catalog,
                                     Diagnostics &diagnostics);
std::optional<Scenario> readScenarioFile(const QString &path,
                                         const Catalog &catalog,
                                         Diagnostics &diagnostics);
QByteArray writeScenario(const Scenario &scenario);
bool saveScenarioFile(const Scenario &scenario, const QString &path, QString *error);

QStringList builtInScenarioFiles(); // the seed's cases A, B, C

} // namespace Atlas
