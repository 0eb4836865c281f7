#include "scenario/scenarioyaml.h"
#include "scenario/scenario.h"

#include "io/inputfile.h"
#include "loaders/catalogreader.h"
#include "yaml/yamlreader.h"

#include <cmath>

// Reading scenario files, like the catalog (yaml/yamltree.h, libyaml): one function per group
// of keys, in the order the keys are read (the order of the messages).

namespace Atlas {

using namespace ScenarioLimits;

const QStringList &optionsRankKeys()
{
    static const QStringList keys{QStringLiteral("cost"),
                                  QStringLiteral("time"),
                                  QStringLiteral("co2")};
    return keys;
}

namespace {

const QStringList &formKeys()
{
    static const QStringList keys = serviceFormKeys();
    return keys;
}

std::optional<Precision> readPrecision(FieldReader &r,
                                       const char *key,
                                       const QList<Precision> &allowed)
{
    const auto i = r.choice(key, precisionKeys(allowed));
    if (!i)
        return std::nullopt;
    return allowed.at(*i);
}

void readOptionsQuery(FieldReader &r, OptionsQuery &q)
{
    if (const auto rank = r.choice("options_rank", optionsRankKeys()))
        q.rank = OptionsQuery::Rank(*rank);
    q.domesticOnly = r.boolean("options_domestic").value_or(false);
    if (const auto e = r.choice("options_ecosystem", ecosystemKeys()))
        q.ecosystem = Ecosystem(*e);
    q.providers = r.boolean("options_providers").value_or(true);
    q.allRegions = r.boolean("options_all_regions").value_or(true);
    if (r.has("options_forms")) {
        QList<ServiceForm> forms;
        const QStringList keys = r.stringList("options_forms");
        for (const QString &k : keys) {
            const qsizetype i = formKeys().indexOf(k);
            if (i < 0 || ServiceForm(i) == ServiceForm::CpuServer)
                r.error("options_forms",
                        ATLAS_TR("Atlas::Scenario",
                                 "expected container, cloud-monthly, bare-metal or purchase, "
                                 "found \"%1\"")
                            .arg(elided(k)));
            else if (!forms.contains(ServiceForm(i)))
                forms << ServiceForm(i);
        }
        q.forms = forms;
    }
}

// "market" (cn-mainland when absent) and "allow_offshore".
void readMarket(FieldReader &r, Scenario &s)
{
    if (const auto m = r.choice("market", marketKeys()))
        s.market = Market(*m);
    s.allowOffshore = r.boolean("allow_offshore").value_or(false);
}

QStringList periodKeys(const QList<Period> &periods)
{
    QStringList keys;
    for (Period p : periods)
        keys << periodKey(p);
    return keys;
}

// "provider", "instance", "provider_region" and "billing": a provider's instance instead of a
// generic service form, checked against the catalog (the card must be the accelerator's).
std::optional<ProviderChoice> readProviderChoice(FieldReader &r,
                                                 const Catalog &catalog,
                                                 const QString &acceleratorId)
{
    const auto providerId = r.text("provider", Need::Optional, MaxIdLength);
    const auto instanceId = r.text("instance", Need::Optional, MaxIdLength);
    const auto regionId = r.text("provider_region", Need::Optional, MaxIdLength);
    const auto billing = r.choice("billing", providerBillingKeys());
    if (!providerId && !instanceId) {
        if (regionId)
            r.error("provider_region",
                    ATLAS_TR("Atlas::Scenario", "a provider region needs a provider and instance"));
        return std::nullopt;
    }
    if (!providerId || !instanceId) {
        r.error(providerId ? "instance" : "provider",
                ATLAS_TR("Atlas::Scenario", "give both a provider and one of its instances"));
        return std::nullopt;
    }
    const Provider *provider = catalog.provider(*providerId);
    if (!provider) {
        r.error("provider",
                ATLAS_TR("Atlas::Scenario", "expected the id of a provider, found \"%1\"")
                    .arg(elided(*providerId)));
        return std::nullopt;
    }
    const Instance *instance = provider->instance(*instanceId);
    if (!instance) {
        r.error("instance",
                ATLAS_TR("Atlas::Scenario", "expected the id of an instance of %1, found \"%2\"")
                    .arg(provider->id)
                    .arg(elided(*instanceId)));
        return std::nullopt;
    }
    if (!acceleratorId.isEmpty() && instance->acceleratorId != acceleratorId)
        r.error("instance",
                ATLAS_TR("Atlas::Scenario",
                         "the instance carries \"%1\", not the accelerator \"%2\"")
                    .arg(instance->acceleratorId.isEmpty() ? instance->acceleratorName
                                                           : instance->acceleratorId)
                    .arg(acceleratorId));
    if (regionId && !provider->region(*regionId))
        r.error("provider_region",
                ATLAS_TR("Atlas::Scenario", "expected the id of a region of %1, found \"%2\"")
                    .arg(provider->id)
                    .arg(elided(*regionId)));
    ProviderChoice choice{*providerId, *instanceId, regionId.value_or(QString())};
    if (billing)
        choice.billing = ProviderBilling(*billing);
    return choice;
}

void readCompare(FieldReader &r, Scenario &s, const Catalog &catalog)
{
    const YamlNode node = r.node("compare");
    if (!node.isDefined() || node.isNull())
        return;
    if (!node.isSequence()) {
        r.error("compare",
                ATLAS_TR("Atlas::Scenario", "expected a list, found %1").arg(describeNode(node)));
        return;
    }
    if (node.size() > MaxCompareOptions) {
        r.error("compare",
                ATLAS_TR("Atlas::Scenario", "expected at most %1 options, found %2")
                    .arg(MaxCompareOptions)
                    .arg(qint64(node.size())));
        return;
    }
    int index = 0;
    for (const YamlNode item : node) {
        FieldReader o(r.context(), item, indexedPath(QStringLiteral("compare"), index++));
        if (!o.isMap())
            continue;
        CompareOption c;
        c.label = o.localized("label", "label_zh", Need::Optional, MaxNameLength);
        c.acceleratorId = o.text("accelerator", Need::Required, MaxIdLength).value_or(QString());
        if (!c.acceleratorId.isEmpty() && !catalog.accelerator(c.acceleratorId))
            o.error("accelerator",
                    ATLAS_TR("Atlas::Scenario", "expected the id of an accelerator, found \"%1\"")
                        .arg(elided(c.acceleratorId)));
        c.gpus = int(o.integer("gpus", 0, MaxGpus).value_or(0));
        if (const auto f = o.choice("pricing", formKeys()))
            c.form = ServiceForm(*f);
        c.regionId = o.text("region", Need::Optional, MaxIdLength).value_or(QString());
        if (!c.regionId.isEmpty() && !catalog.region(c.regionId))
            o.error("region",
                    ATLAS_TR("Atlas::Scenario", "expected the id of a hub or cluster, found \"%1\"")
                        .arg(elided(c.regionId)));
        c.precision = readPrecision(o, "precision", precisionScale());
        if (const auto task = o.choice("task", taskKeys()))
            c.task = Task(*task);
        c.provider = readProviderChoice(o, catalog, c.acceleratorId);
        s.compare.append(c);
    }
}

// "schema_version" and "kind": false (and the rest of the file left unread) when the file is
// not a scenario this program can read.
bool readHeader(FieldReader &r)
{
    if (const auto version = r.integer("schema_version", 1, 1000000);
        version && *version > ScenarioSchemaVersion) {
        r.error("schema_version",
                ATLAS_TR("Atlas::Scenario",
                         "this scenario was written by a newer ComputeAtlas (schema version "
                         "%1; this "
                         "program reads version %2 and older); update to open it")
                    .arg(*version)
                    .arg(ScenarioSchemaVersion));
        r.ignoreAll(); // the rest of the file was not read: no warnings about it
        return false;
    }
    if (const auto kind = r.text("kind", Need::Optional, MaxIdLength);
        kind && *kind != u"scenario") {
        r.error("kind",
                ATLAS_TR("Atlas::Scenario", "expected \"scenario\", found \"%1\"")
                    .arg(elided(*kind)));
        r.ignoreAll();
        return false;
    }
    return true;
}

// "model": the id of a catalog model, or an architecture given inline.
void readModelKey(FieldReader &r, const Catalog &catalog, Scenario &s)
{
    const YamlNode model = r.node("model");
    if (model.isScalar()) {
        s.modelId = model.text();
        if (!catalog.model(s.modelId))
            r.error("model",
                    ATLAS_TR("Atlas::Scenario", "expected the id of a catalog model, found \"%1\"")
                        .arg(elided(s.modelId)));
    } else if (model.isMap()) {
        FieldReader m(r.context(), model, QStringLiteral("model"), r.markOf("model"));
        ModelArch arch;
        if (readModel(m, arch))
            s.customModel = arch;
    } else {
        r.error("model",
                ATLAS_TR("Atlas::Scenario", "expected a model id or an architecture, found %1")
                    .arg(describeNode(model)));
    }
}

void readWorkload(FieldReader &r, Workload &w)
{
    if (const auto t = r.choice("task", taskKeys()))
        w.task = Task(*t);
    if (const auto p = readPrecision(r, "precision", precisionScale()))
        w.precision = *p;
    if (const auto o = r.choice("optimizer", optimizerKeys()))
        w.optimizer = Optimizer(*o);
    w.gradPrecision = readPrecision(r,
                                    "grad_precision",
                                    {Precision::Fp32, Precision::Bf16, Precision::Fp16});
    w.masterWeights = r.boolean("master_weights");
    w.microBatch = int(r.integer("micro_batch", 1, MaxMicroBatch).value_or(w.microBatch));
    w.seqLen = r.integer("seq", 1, MaxSequence).value_or(w.seqLen);
    if (const auto v = r.choice("recompute", recomputeKeys()))
        w.recompute = Recompute(*v);
    else
        w.recompute = defaultRecompute(w.task);
    w.flashAttention = r.boolean("flash_attention").value_or(w.flashAttention);
    w.chunkedCrossEntropy = r.boolean("chunked_cross_entropy").value_or(false);
    w.loraRank = int(r.integer("lora_rank", 1, MaxLoraRank).value_or(w.loraRank));
    if (const auto v = r.choice("lora_targets", loraTargetsKeys()))
        w.loraTargets = LoraTargets(*v);
    w.freezeTrainableLayers = int(
        r.integer("freeze_layers", 1, MaxFreezeLayers).value_or(w.freezeTrainableLayers));
    w.context = r.integer("context", 1, MaxSequence).value_or(w.context);
    w.concurrency = int(r.integer("concurrency", 1, MaxConcurrency).value_or(w.concurrency));
    if (const auto k
        = readPrecision(r,
                        "kv_precision",
                        {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8}))
        w.kvPrecision = *k;
}

// The layout and the accelerator.
void readHardware(FieldReader &r, const Catalog &catalog, Scenario &s)
{
    Layout &l = s.layout;
    l.gpus = int(r.integer("gpus", 1, MaxGpus).value_or(1));
    l.tp = int(r.integer("tp", 1, MaxParallel).value_or(1));
    l.pp = int(r.integer("pp", 1, MaxParallel).value_or(1));
    l.zero = int(r.integer("zero", 0, 3).value_or(0));
    if (const auto o = r.choice("offload", offloadKeys()))
        l.offload = Offload(*o);

    s.acceleratorId = r.text("accelerator", Need::Optional, MaxIdLength).value_or(s.acceleratorId);
    if (!catalog.accelerator(s.acceleratorId))
        r.error("accelerator",
                ATLAS_TR("Atlas::Scenario", "expected the id of an accelerator, found \"%1\"")
                    .arg(elided(s.acceleratorId)));
}

// The work: tokens, or samples × epochs, or hours.
void readWork(FieldReader &r, Scenario &s)
{
    s.tokens = r.number("tokens", MinTokens, MaxTokens);
    // Whole samples; a value within a billionth of a whole number is that number (the editor's
    // "1.1 thousand" is 1100.0000000000002 in binary, and must read back).
    if (const auto samples = r.number("samples", MinSamples, MaxSamples)) {
        const double whole = std::round(*samples);
        if (std::abs(*samples - whole) <= 1e-9 * whole)
            s.samples = whole;
        else
            r.error("samples",
                    ATLAS_TR("Atlas::Scenario", "expected a whole number of samples, found %1")
                        .arg(*samples));
    }
    s.epochs = r.number("epochs", MinEpochs, MaxEpochs).value_or(1);
    s.tokensPerSample = r.number("tokens_per_sample", MinTokensPerSample, MaxTokensPerSample);
    s.hours = r.number("hours", MinHours, MaxHours);
    // One amount of work, as on the command line: with tokens, hours used to be ignored.
    if (s.tokens && s.samples)
        r.error("samples",
                ATLAS_TR("Atlas::Scenario",
                         "give the work either as tokens or as samples × epochs, not both"));
    else if ((s.tokens || s.samples) && s.hours)
        r.error("hours",
                ATLAS_TR("Atlas::Scenario",
                         "give the work once: tokens, samples × epochs, or hours (hours alone "
                         "rents the cards for that long, or is the service period of inference)"));
}

// Inference: the requests, the load and the service level.
void readServing(FieldReader &r, Scenario &s)
{
    s.promptTokens = r.number("prompt_tokens", MinRequestTokens, MaxRequestTokens)
                         .value_or(s.promptTokens);
    s.outputTokens = r.number("output_tokens", MinRequestTokens, MaxRequestTokens)
                         .value_or(s.outputTokens);
    const auto users = r.integer("users", qint64(MinUsers), qint64(MaxUsers));
    const auto rps = r.number("requests_per_s", MinRequestsPerSecond, MaxRequestsPerSecond);
    const auto concurrency = r.integer("concurrency_target", qint64(MinUsers), qint64(MaxUsers));
    if (int(users.has_value()) + int(rps.has_value()) + int(concurrency.has_value()) > 1)
        r.error("users",
                ATLAS_TR("Atlas::Scenario",
                         "give the load once: users, requests_per_s or concurrency_target"));
    else if (users)
        s.load = ServingLoad{ServingLoad::Kind::Users, double(*users)};
    else if (rps)
        s.load = ServingLoad{ServingLoad::Kind::RequestsPerSecond, *rps};
    else if (concurrency)
        s.load = ServingLoad{ServingLoad::Kind::Concurrency, double(*concurrency)};
    // The service's cards and tensor parallelism, when the user fixed them (Scenario).
    if (const auto gpus = r.integer("serving_gpus", 1, MaxGpus))
        s.servingGpus = int(*gpus);
    if (const auto tp = r.integer("serving_tp", 1, MaxParallel))
        s.servingTp = int(*tp);
    s.maxTtftSeconds = r.number("ttft_s", MinTtftSeconds, MaxTtftSeconds);
    s.minUserTokensPerSecond = r.number("min_user_tokens_per_s",
                                        MinUserTokensPerSecond,
                                        MaxUserTokensPerSecond);
}

// A load over the week: peak and base users, the peak's hours a day and days a week; or a
// 24-hour curve of users (hourly, from 00:00) on those days. The peaks' minimum billing.
void readLoadProfile(FieldReader &parent, Scenario &s)
{
    const YamlNode node = parent.node("load_profile");
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(),
                  node,
                  parent.fieldPath("load_profile"),
                  parent.markOf("load_profile"));
    if (!r.isMap())
        return;
    LoadProfile p;
    const bool curve = r.has("hourly");
    const Need need = curve ? Need::Optional : Need::Required;
    const auto peak = r.integer("peak_users", qint64(MinUsers), qint64(MaxUsers), need);
    const auto base = r.integer("base_users", 0, qint64(MaxUsers), need);
    const auto hours = r.integer("peak_hours", MinPeakHours, MaxPeakHours);
    p.daysPerWeek = int(
        r.integer("days_per_week", MinDaysPerWeek, MaxDaysPerWeek).value_or(p.daysPerWeek));
    p.minBilledHours = r.number("min_billed_hours", MinBilledHours, MaxBilledHours);
    if (curve) {
        if (peak || base || hours)
            r.error("hourly",
                    ATLAS_TR("Atlas::Scenario",
                             "a 24-hour curve replaces peak_users, base_users and peak_hours: "
                             "give one or the other"));
        const auto hourly = r.numberList("hourly", HoursPerDay, 0, MaxUsers);
        if (!hourly)
            return;
        p.hourly = *hourly;
        if (p.highest() < MinUsers) {
            r.error("hourly",
                    ATLAS_TR("Atlas::Scenario", "expected at least %1 user at the busiest hour")
                        .arg(MinUsers));
            return;
        }
    } else {
        if (!peak || !base)
            return;
        p.peak = double(*peak);
        p.base = double(*base);
        p.peakHours = int(hours.value_or(p.peakHours));
        if (p.base > p.peak) {
            r.error("base_users",
                    ATLAS_TR("Atlas::Scenario", "expected at most peak_users (%1), found %2")
                        .arg(p.peak)
                        .arg(p.base));
            return;
        }
    }
    if (s.load)
        parent.error("load_profile",
                     ATLAS_TR("Atlas::Scenario",
                              "give the load once: users (or a rate) for one load, or "
                              "load_profile for a week"));
    s.loadProfile = p;
    s.load = ServingLoad{p.kind, p.highest()}; // the deployment shown is the peak hour's
}

// How often the job runs, and an explicit efficiency.
void readRecurrence(FieldReader &r, Scenario &s)
{
    s.recurrence.runs = int(r.integer("runs", 1, MaxRuns).value_or(1));
    if (const auto e = r.choice("every", periodKeys({Period::Run, Period::Week, Period::Month})))
        s.recurrence.every = QList<Period>{Period::Run, Period::Week, Period::Month}.at(*e);
    s.mfu = r.number("mfu", MinMfu, MaxMfu);
}

// How the work is paid for and where it runs.
void readCosts(FieldReader &r, const Catalog &catalog, Scenario &s)
{
    if (const auto f = r.choice("pricing", formKeys()))
        s.pricing = ServiceForm(*f);
    s.provider = readProviderChoice(r, catalog, s.acceleratorId);
    s.pricePerGpuHour = r.positive("price_per_gpu_hour", Need::Optional, MaxPricePerGpuHour);
    s.tariff = r.positive("tariff", Need::Optional, MaxTariff);
    s.pue = r.number("pue", MinPue, MaxPue);
    s.utilisation = r.number("utilisation", MinUtilisation, MaxUtilisation);
    s.greenShare = r.fraction("green_share");
    s.usdCny = r.positive("usd_cny", Need::Optional, MaxUsdCny);
    s.cpuServerHours = r.number("cpu_hours", 0, MaxCpuHours).value_or(0);
    s.regionId = r.text("region", Need::Optional, MaxIdLength).value_or(QString());
    if (!s.regionId.isEmpty() && !catalog.region(s.regionId))
        r.error("region",
                ATLAS_TR("Atlas::Scenario", "expected the id of a hub or cluster, found \"%1\"")
                    .arg(elided(s.regionId)));
    s.userCityId = r.text("user_city", Need::Optional, MaxIdLength).value_or(s.userCityId);
    if (!catalog.city(s.userCityId))
        r.error("user_city",
                ATLAS_TR("Atlas::Scenario", "expected the id of a city, found \"%1\"")
                    .arg(elided(s.userCityId)));
}

void readBudget(FieldReader &r, Scenario &s)
{
    s.budgetCny = r.positive("budget_cny", Need::Optional, MaxCny);
    if (const auto p = r.choice("budget_per",
                                periodKeys({Period::Run, Period::Month, Period::Year})))
        s.budgetPeriod = QList<Period>{Period::Run, Period::Month, Period::Year}.at(*p);
    s.deadlineHours = r.number("deadline_hours", MinDeadlineHours, MaxDeadlineHours);
}

// What a seed claims for this scenario.
void readSeedClaim(FieldReader &r, Scenario &s)
{
    s.seedClaim = r.localized("seed_claim_en", "seed_claim_zh");
    const YamlNode seedCost = r.node("seed_cost_cny");
    if (seedCost.isDefined() && !seedCost.isNull()) {
        FieldReader c(r.context(),
                      seedCost,
                      QStringLiteral("seed_cost_cny"),
                      r.markOf("seed_cost_cny"));
        if (c.isMap()) {
            s.seedCostLowCny = c.positive("low", Need::Optional, MaxCny);
            s.seedCostHighCny = c.positive("high", Need::Optional, MaxCny);
            const QList<Period> periods{Period::Run, Period::Week, Period::Month, Period::Year};
            if (const auto p = c.choice("per", periodKeys(periods)))
                s.seedCostPer = periods.at(*p);
            s.seedCostCards = int(c.integer("cards", 1, MaxGpus).value_or(0));
            if (s.seedCostLowCny && s.seedCostHighCny && *s.seedCostLowCny > *s.seedCostHighCny)
                c.error("high",
                        ATLAS_TR("Atlas::Scenario", "expected at least low (%1), found %2")
                            .arg(*s.seedCostLowCny)
                            .arg(*s.seedCostHighCny));
        }
    }
}

} // namespace

std::optional<Scenario> readScenario(const QByteArray &text,
                                     const QString &fileName,
                                     const Catalog &catalog,
                                     Diagnostics &diagnostics)
{
    const int errorsBefore = diagnostics.errorCount();
    YamlContext context(fileName, diagnostics);
    const YamlDocument document = loadYaml(text, context);
    const YamlNode root = document.root();
    if (!root.isDefined())
        return std::nullopt;
    if (root.isNull()) {
        // Only comments, or a first line cut short: say so where the file starts.
        context.error(YamlMark{0, 0},
                      {},
                      ATLAS_TR("Atlas::Scenario",
                               "the file holds no scenario (it is empty or holds only comments); "
                               "a scenario needs at least \"model\""));
        return std::nullopt;
    }
    Scenario s;
    {
        FieldReader r(context, root, QString());
        if (!r.isMap() || !readHeader(r))
            return std::nullopt;
        s.name = r.localized("name_en", "name_zh", Need::Optional, MaxNameLength);
        s.notes = r.localized("notes_en", "notes_zh");
        readModelKey(r, catalog, s);
        readWorkload(r, s.workload);
        readHardware(r, catalog, s);
        readWork(r, s);
        readServing(r, s);
        readLoadProfile(r, s);
        readRecurrence(r, s);
        readCosts(r, catalog, s);
        readBudget(r, s);
        readCompare(r, s, catalog);
        readOptionsQuery(r, s.options);
        readMarket(r, s);
        readSeedClaim(r, s);
        readScenarioQuotes(r, catalog, fileName, s);
        if (!s.customModel && s.modelId.isEmpty() && diagnostics.errorCount() == errorsBefore)
            r.error("model", ATLAS_TR("Atlas::Scenario", "required field is missing"));
    }
    if (diagnostics.errorCount() != errorsBefore)
        return std::nullopt;
    return s;
}

std::optional<Scenario> readScenarioFile(const QString &path,
                                         const Catalog &catalog,
                                         Diagnostics &diagnostics)
{
    QString error;
    const std::optional<QByteArray> text = readInputFile(path, YamlLimits{}.maxBytes, &error);
    if (!text) {
        diagnostics
            .error(path,
                   0,
                   0,
                   {},
                   ATLAS_TR("Atlas::Scenario", "cannot read the file: %1").arg(error).toString());
        return std::nullopt;
    }
    return readScenario(*text, path, catalog, diagnostics);
}

} // namespace Atlas
