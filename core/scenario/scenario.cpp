#include "scenario/scenario.h"

#include "io/inputfile.h"
#include "io/savefile.h"
#include "loaders/catalogreader.h"
#include "yaml/yamlreader.h"

// Scenario files are read like the catalog (yaml/yamltree.h, libyaml) and written by yaml-cpp's
// emitter, which quotes whatever needs quoting.
#include <yaml-cpp/yaml.h>

namespace Atlas {

namespace {

bool sameArchitecture(const ModelArch &a, const ModelArch &b)
{
    return a.id == b.id && a.name == b.name && a.type == b.type && a.layers == b.layers
           && a.hidden == b.hidden && a.heads == b.heads && a.kvHeads == b.kvHeads
           && a.headDim == b.headDim && a.ffn == b.ffn && a.vocab == b.vocab
           && a.maxContext == b.maxContext && a.mlp == b.mlp && a.norm == b.norm
           && a.attention == b.attention && a.position == b.position
           && a.tiedEmbeddings == b.tiedEmbeddings && a.qkvBias == b.qkvBias
           && a.outBias == b.outBias && a.mlpBias == b.mlpBias && a.linearBias == b.linearBias
           && a.qkNorm == b.qkNorm && a.attentionSinks == b.attentionSinks
           && a.normsPerLayer == b.normsPerLayer && a.encoderOnly == b.encoderOnly
           && a.pooler == b.pooler && a.typeVocab == b.typeVocab
           && a.slidingWindow == b.slidingWindow && a.fullAttentionEvery == b.fullAttentionEvery
           && a.slidingLayers == b.slidingLayers && a.moe == b.moe && a.mla == b.mla
           && a.checkpoint == b.checkpoint && a.vision == b.vision;
}

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

const QStringList &rankKeys()
{
    static const QStringList keys{QStringLiteral("cost"),
                                  QStringLiteral("time"),
                                  QStringLiteral("co2")};
    return keys;
}

void readOptionsQuery(FieldReader &r, OptionsQuery &q)
{
    if (const auto rank = r.choice("options_rank", rankKeys()))
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
        c.gpus = int(o.integer("gpus", 0, 1 << 20).value_or(0));
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

} // namespace

static bool sameLoad(const std::optional<ServingLoad> &a, const std::optional<ServingLoad> &b)
{
    return a.has_value() == b.has_value() && (!a || (a->kind == b->kind && a->value == b->value));
}

bool operator==(const Scenario &a, const Scenario &b)
{
    const bool models = a.customModel.has_value() == b.customModel.has_value()
                        && (!a.customModel || sameArchitecture(*a.customModel, *b.customModel));
    return models && a.name == b.name && a.notes == b.notes && a.modelId == b.modelId
           && a.workload == b.workload && a.layout == b.layout && a.acceleratorId == b.acceleratorId
           && a.tokens == b.tokens && a.samples == b.samples && a.epochs == b.epochs
           && a.tokensPerSample == b.tokensPerSample && a.hours == b.hours
           && a.recurrence == b.recurrence && a.promptTokens == b.promptTokens
           && a.outputTokens == b.outputTokens && sameLoad(a.load, b.load)
           && a.servingGpus == b.servingGpus && a.servingTp == b.servingTp
           && a.maxTtftSeconds == b.maxTtftSeconds
           && a.minUserTokensPerSecond == b.minUserTokensPerSecond
           && a.budgetPeriod == b.budgetPeriod && a.mfu == b.mfu && a.pricing == b.pricing
           && a.provider == b.provider && a.pricePerGpuHour == b.pricePerGpuHour
           && a.tariff == b.tariff && a.pue == b.pue && a.utilisation == b.utilisation
           && a.greenShare == b.greenShare && a.usdCny == b.usdCny
           && a.cpuServerHours == b.cpuServerHours && a.regionId == b.regionId
           && a.userCityId == b.userCityId && a.budgetCny == b.budgetCny
           && a.deadlineHours == b.deadlineHours && a.compare == b.compare && a.options == b.options
           && a.seedClaim == b.seedClaim && a.seedCostLowCny == b.seedCostLowCny
           && a.seedCostHighCny == b.seedCostHighCny;
}

std::optional<ModelArch> scenarioModel(const Scenario &scenario, const Catalog &catalog)
{
    if (scenario.customModel)
        return scenario.customModel;
    if (const ModelArch *m = catalog.model(scenario.modelId))
        return *m;
    return std::nullopt;
}

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
    Scenario s;
    {
        FieldReader r(context, root, QString());
        if (!r.isMap())
            return std::nullopt;
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
            return std::nullopt;
        }
        if (const auto kind = r.text("kind", Need::Optional, MaxIdLength);
            kind && *kind != u"scenario") {
            r.error("kind",
                    ATLAS_TR("Atlas::Scenario", "expected \"scenario\", found \"%1\"")
                        .arg(elided(*kind)));
            r.ignoreAll();
            return std::nullopt;
        }
        s.name = r.localized("name_en", "name_zh", Need::Optional, MaxNameLength);
        s.notes = r.localized("notes_en", "notes_zh");

        const YamlNode model = r.node("model");
        if (model.isScalar()) {
            s.modelId = model.text();
            if (!catalog.model(s.modelId))
                r.error("model",
                        ATLAS_TR("Atlas::Scenario",
                                 "expected the id of a catalog model, found \"%1\"")
                            .arg(elided(s.modelId)));
        } else if (model.isMap()) {
            FieldReader m(context, model, QStringLiteral("model"), r.markOf("model"));
            ModelArch arch;
            if (readModel(m, arch))
                s.customModel = arch;
        } else {
            r.error("model",
                    ATLAS_TR("Atlas::Scenario", "expected a model id or an architecture, found %1")
                        .arg(describeNode(model)));
        }

        Workload &w = s.workload;
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
        w.microBatch = int(r.integer("micro_batch", 1, 1 << 20).value_or(w.microBatch));
        w.seqLen = r.integer("seq", 1, qint64(1) << 24).value_or(w.seqLen);
        if (const auto v = r.choice("recompute", recomputeKeys()))
            w.recompute = Recompute(*v);
        w.flashAttention = r.boolean("flash_attention").value_or(w.flashAttention);
        w.chunkedCrossEntropy = r.boolean("chunked_cross_entropy").value_or(false);
        w.loraRank = int(r.integer("lora_rank", 1, 1 << 16).value_or(w.loraRank));
        if (const auto v = r.choice("lora_targets", loraTargetsKeys()))
            w.loraTargets = LoraTargets(*v);
        w.freezeTrainableLayers = int(
            r.integer("freeze_layers", 1, 100000).value_or(w.freezeTrainableLayers));
        w.context = r.integer("context", 1, qint64(1) << 24).value_or(w.context);
        w.concurrency = int(r.integer("concurrency", 1, 1 << 24).value_or(w.concurrency));
        if (const auto k
            = readPrecision(r,
                            "kv_precision",
                            {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8}))
            w.kvPrecision = *k;

        Layout &l = s.layout;
        l.gpus = int(r.integer("gpus", 1, 1 << 20).value_or(1));
        l.tp = int(r.integer("tp", 1, 1 << 16).value_or(1));
        l.pp = int(r.integer("pp", 1, 1 << 16).value_or(1));
        l.zero = int(r.integer("zero", 0, 3).value_or(0));
        if (const auto o = r.choice("offload", offloadKeys()))
            l.offload = Offload(*o);

        s.acceleratorId = r.text("accelerator", Need::Optional, MaxIdLength)
                              .value_or(s.acceleratorId);
        if (!catalog.accelerator(s.acceleratorId))
            r.error("accelerator",
                    ATLAS_TR("Atlas::Scenario", "expected the id of an accelerator, found \"%1\"")
                        .arg(elided(s.acceleratorId)));
        s.tokens = r.number("tokens", ScenarioLimits::MinTokens, ScenarioLimits::MaxTokens);
        s.samples = r.number("samples", 0, ScenarioLimits::MaxSamples, Need::Optional, true);
        s.epochs = r.number("epochs", 0, ScenarioLimits::MaxEpochs, Need::Optional, true).value_or(1);
        s.tokensPerSample = r.number("tokens_per_sample",
                                     0,
                                     ScenarioLimits::MaxTokensPerSample,
                                     Need::Optional,
                                     true);
        s.hours = r.positive("hours", Need::Optional, ScenarioLimits::MaxHours);
        if (s.tokens && s.samples)
            r.error("samples",
                    ATLAS_TR("Atlas::Scenario",
                             "give the work either as tokens or as samples × epochs, not both"));
        s.promptTokens = r.number("prompt_tokens", 1, 1e7).value_or(s.promptTokens);
        s.outputTokens = r.number("output_tokens", 1, 1e7).value_or(s.outputTokens);
        const auto users = r.number("users", 0, 1e9, Need::Optional, true);
        const auto rps = r.number("requests_per_s", 0, 1e9, Need::Optional, true);
        const auto concurrency = r.number("concurrency_target", 0, 1e9, Need::Optional, true);
        if (int(users.has_value()) + int(rps.has_value()) + int(concurrency.has_value()) > 1)
            r.error("users",
                    ATLAS_TR("Atlas::Scenario",
                             "give the load once: users, requests_per_s or concurrency_target"));
        else if (users)
            s.load = ServingLoad{ServingLoad::Kind::Users, *users};
        else if (rps)
            s.load = ServingLoad{ServingLoad::Kind::RequestsPerSecond, *rps};
        else if (concurrency)
            s.load = ServingLoad{ServingLoad::Kind::Concurrency, *concurrency};
        s.maxTtftSeconds = r.number("ttft_s", 0, 1e6, Need::Optional, true);
        s.minUserTokensPerSecond = r.number("min_user_tokens_per_s", 0, 1e6, Need::Optional, true);
        s.recurrence.runs = int(r.integer("runs", 1, 100000).value_or(1));
        if (const auto e = r.choice("every", periodKeys({Period::Run, Period::Week, Period::Month})))
            s.recurrence.every = QList<Period>{Period::Run, Period::Week, Period::Month}.at(*e);
        s.mfu = r.number("mfu", 0, 1, Need::Optional, true);
        if (const auto f = r.choice("pricing", formKeys()))
            s.pricing = ServiceForm(*f);
        s.provider = readProviderChoice(r, catalog, s.acceleratorId);
        s.pricePerGpuHour = r.positive("price_per_gpu_hour",
                                       Need::Optional,
                                       ScenarioLimits::MaxPricePerGpuHour);
        s.tariff = r.positive("tariff", Need::Optional, ScenarioLimits::MaxTariff);
        s.pue = r.number("pue", 1, 3);
        s.utilisation = r.number("utilisation", 0, 1, Need::Optional, true);
        s.greenShare = r.fraction("green_share");
        s.usdCny = r.positive("usd_cny", Need::Optional, ScenarioLimits::MaxUsdCny);
        s.cpuServerHours = r.number("cpu_hours", 0, 1e7).value_or(0);
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
        s.budgetCny = r.positive("budget_cny", Need::Optional, ScenarioLimits::MaxCny);
        if (const auto p = r.choice("budget_per",
                                    periodKeys({Period::Run, Period::Month, Period::Year})))
            s.budgetPeriod = QList<Period>{Period::Run, Period::Month, Period::Year}.at(*p);
        s.deadlineHours = r.positive("deadline_hours", Need::Optional, ScenarioLimits::MaxHours);
        readCompare(r, s, catalog);
        readOptionsQuery(r, s.options);
        s.seedClaim = r.localized("seed_claim_en", "seed_claim_zh");
        const YamlNode seedCost = r.node("seed_cost_cny");
        if (seedCost.isDefined() && !seedCost.isNull()) {
            FieldReader c(context,
                          seedCost,
                          QStringLiteral("seed_cost_cny"),
                          r.markOf("seed_cost_cny"));
            if (c.isMap()) {
                s.seedCostLowCny = c.positive("low", Need::Optional, ScenarioLimits::MaxCny);
                s.seedCostHighCny = c.positive("high", Need::Optional, ScenarioLimits::MaxCny);
            }
        }
        if (!s.customModel && s.modelId.isEmpty()
            && r.context().diagnostics().errorCount() == errorsBefore)
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

namespace {

// Numbers go out in the C locale with full precision, whatever the process locale.
std::string number(double v)
{
    return QString::number(v, 'g', 17).toStdString();
}

std::string text(const QString &s)
{
    return s.toStdString();
}

void writeProviderChoice(YAML::Emitter &e, const ProviderChoice &choice)
{
    e << YAML::Key << "provider" << YAML::Value << text(choice.providerId);
    e << YAML::Key << "instance" << YAML::Value << text(choice.instanceId);
    if (!choice.regionId.isEmpty())
        e << YAML::Key << "provider_region" << YAML::Value << text(choice.regionId);
    if (choice.billing != ProviderBilling::OnDemand)
        e << YAML::Key << "billing" << YAML::Value << text(providerBillingKey(choice.billing));
}

void emitModel(YAML::Emitter &e, const ModelArch &m)
{
    e << YAML::BeginMap;
    e << YAML::Key << "id" << YAML::Value << text(m.id);
    e << YAML::Key << "name_en" << YAML::Value << text(m.name.en);
    e << YAML::Key << "name_zh" << YAML::Value << text(m.name.zh);
    e << YAML::Key << "model_type" << YAML::Value
      << text(modelTypeKey(m.type == ModelType::Custom ? ModelType::Llama : m.type));
    e << YAML::Key << "layers" << YAML::Value << m.layers;
    e << YAML::Key << "hidden" << YAML::Value << qint64(m.hidden);
    e << YAML::Key << "heads" << YAML::Value << m.heads;
    e << YAML::Key << "kv_heads" << YAML::Value << m.effectiveKvHeads();
    if (m.headDim > 0)
        e << YAML::Key << "head_dim" << YAML::Value << m.headDim;
    if (m.ffn > 0)
        e << YAML::Key << "ffn" << YAML::Value << qint64(m.ffn);
    e << YAML::Key << "vocab" << YAML::Value << qint64(m.vocab);
    if (m.maxContext > 0)
        e << YAML::Key << "max_context" << YAML::Value << qint64(m.maxContext);
    e << YAML::Key << "mlp" << YAML::Value << text(mlpKey(m.mlp));
    e << YAML::Key << "norm" << YAML::Value
      << (m.norm == NormKind::RmsNorm ? "rmsnorm" : "layernorm");
    const char *attention[] = {"mha", "gqa", "mla"};
    e << YAML::Key << "attention" << YAML::Value << attention[int(m.attention)];
    e << YAML::Key << "position" << YAML::Value
      << (m.position == PositionKind::Rope ? "rope" : "learned");
    e << YAML::Key << "tied_embeddings" << YAML::Value << m.tiedEmbeddings;
    e << YAML::Key << "qkv_bias" << YAML::Value << m.qkvBias;
    e << YAML::Key << "o_bias" << YAML::Value << m.outBias;
    e << YAML::Key << "mlp_bias" << YAML::Value << m.mlpBias;
    e << YAML::Key << "linear_bias" << YAML::Value << m.linearBias;
    e << YAML::Key << "qk_norm" << YAML::Value << m.qkNorm;
    e << YAML::Key << "attention_sinks" << YAML::Value << m.attentionSinks;
    e << YAML::Key << "norms_per_layer" << YAML::Value << m.normsPerLayer;
    if (m.slidingWindow) {
        e << YAML::Key << "sliding_window" << YAML::Value << qint64(*m.slidingWindow);
        if (m.fullAttentionEvery > 0)
            e << YAML::Key << "full_attention_every" << YAML::Value << m.fullAttentionEvery;
        if (!m.slidingLayers.isEmpty()) {
            e << YAML::Key << "layer_types" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (bool sliding : m.slidingLayers)
                e << (sliding ? "sliding" : "full");
            e << YAML::EndSeq;
        }
    }
    e << YAML::Key << "encoder_only" << YAML::Value << m.encoderOnly;
    if (m.typeVocab > 0)
        e << YAML::Key << "type_vocab" << YAML::Value << m.typeVocab;
    e << YAML::Key << "pooler" << YAML::Value << m.pooler;
    if (m.moe.isMoe()) {
        e << YAML::Key << "moe" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "experts" << YAML::Value << m.moe.experts;
        e << YAML::Key << "active" << YAML::Value << m.moe.active;
        e << YAML::Key << "shared" << YAML::Value << m.moe.shared;
        e << YAML::Key << "expert_ffn" << YAML::Value << qint64(m.moe.expertFfn);
        e << YAML::Key << "dense_layers" << YAML::Value << m.moe.denseLayers;
        if (m.moe.sharedFfn > 0)
            e << YAML::Key << "shared_ffn" << YAML::Value << qint64(m.moe.sharedFfn);
        if (m.moe.sharedGate)
            e << YAML::Key << "shared_gate" << YAML::Value << true;
        e << YAML::EndMap;
    }
    if (m.checkpoint.isQuantized()) {
        e << YAML::Key << "weights" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "format" << YAML::Value << text(weightFormatKey(m.checkpoint.format));
        e << YAML::Key << "bits" << YAML::Value << m.checkpoint.bits;
        if (m.checkpoint.groupSize > 0)
            e << YAML::Key << "group_size" << YAML::Value << m.checkpoint.groupSize;
        e << YAML::Key << "experts_only" << YAML::Value << m.checkpoint.expertsOnly;
        e << YAML::EndMap;
    }
    if (m.vision.isPresent()) {
        e << YAML::Key << "vision" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "layers" << YAML::Value << m.vision.layers;
        e << YAML::Key << "hidden" << YAML::Value << qint64(m.vision.hidden);
        e << YAML::Key << "ffn" << YAML::Value << qint64(m.vision.ffn);
        e << YAML::Key << "patch_size" << YAML::Value << m.vision.patchSize;
        e << YAML::Key << "image_size" << YAML::Value << m.vision.imageSize;
        e << YAML::EndMap;
    }
    if (m.mla) {
        e << YAML::Key << "mla" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "q_lora_rank" << YAML::Value << m.mla->qLoraRank;
        e << YAML::Key << "kv_lora_rank" << YAML::Value << m.mla->kvLoraRank;
        e << YAML::Key << "qk_nope_dim" << YAML::Value << m.mla->qkNopeDim;
        e << YAML::Key << "qk_rope_dim" << YAML::Value << m.mla->qkRopeDim;
        e << YAML::Key << "v_head_dim" << YAML::Value << m.mla->vHeadDim;
        e << YAML::EndMap;
    }
    e << YAML::Key << "sources" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    const QStringList sources = m.sources.isEmpty() ? QStringList{QStringLiteral("scenario")}
                                                    : m.sources;
    for (const QString &s : sources)
        e << text(s);
    e << YAML::EndSeq;
    e << YAML::EndMap;
}

} // namespace

QByteArray writeScenario(const Scenario &s)
{
    YAML::Emitter e;
    e << YAML::BeginMap;
    e << YAML::Key << "schema_version" << YAML::Value << ScenarioSchemaVersion;
    e << YAML::Key << "kind" << YAML::Value << "scenario";
    auto optionalText = [&e](const char *key, const QString &value) {
        if (!value.isEmpty())
            e << YAML::Key << key << YAML::Value << text(value);
    };
    auto optionalNumber = [&e](const char *key, const std::optional<double> &value) {
        if (value)
            e << YAML::Key << key << YAML::Value << number(*value);
    };
    optionalText("name_en", s.name.en);
    optionalText("name_zh", s.name.zh);
    optionalText("notes_en", s.notes.en);
    optionalText("notes_zh", s.notes.zh);
    e << YAML::Key << "model" << YAML::Value;
    if (s.customModel)
        emitModel(e, *s.customModel);
    else
        e << text(s.modelId);
    const Workload &w = s.workload;
    e << YAML::Key << "task" << YAML::Value << text(taskKey(w.task));
    e << YAML::Key << "precision" << YAML::Value << text(precisionKey(w.precision));
    e << YAML::Key << "optimizer" << YAML::Value << text(optimizerKey(w.optimizer));
    if (w.gradPrecision)
        e << YAML::Key << "grad_precision" << YAML::Value << text(precisionKey(*w.gradPrecision));
    if (w.masterWeights)
        e << YAML::Key << "master_weights" << YAML::Value << *w.masterWeights;
    e << YAML::Key << "micro_batch" << YAML::Value << w.microBatch;
    e << YAML::Key << "seq" << YAML::Value << qint64(w.seqLen);
    e << YAML::Key << "recompute" << YAML::Value << text(recomputeKey(w.recompute));
    e << YAML::Key << "flash_attention" << YAML::Value << w.flashAttention;
    e << YAML::Key << "chunked_cross_entropy" << YAML::Value << w.chunkedCrossEntropy;
    e << YAML::Key << "lora_rank" << YAML::Value << w.loraRank;
    e << YAML::Key << "lora_targets" << YAML::Value << text(loraTargetsKey(w.loraTargets));
    e << YAML::Key << "freeze_layers" << YAML::Value << w.freezeTrainableLayers;
    e << YAML::Key << "context" << YAML::Value << qint64(w.context);
    e << YAML::Key << "concurrency" << YAML::Value << w.concurrency;
    e << YAML::Key << "kv_precision" << YAML::Value << text(precisionKey(w.kvPrecision));
    const Layout &l = s.layout;
    e << YAML::Key << "gpus" << YAML::Value << l.gpus;
    e << YAML::Key << "tp" << YAML::Value << l.tp;
    e << YAML::Key << "pp" << YAML::Value << l.pp;
    e << YAML::Key << "zero" << YAML::Value << l.zero;
    e << YAML::Key << "offload" << YAML::Value << text(offloadKey(l.offload));
    e << YAML::Key << "accelerator" << YAML::Value << text(s.acceleratorId);
    optionalNumber("tokens", s.tokens);
    optionalNumber("samples", s.samples);
    if (s.samples)
        e << YAML::Key << "epochs" << YAML::Value << number(s.epochs);
    optionalNumber("tokens_per_sample", s.tokensPerSample);
    optionalNumber("hours", s.hours);
    const Scenario defaults;
    if (s.workload.task == Task::Inference || s.promptTokens != defaults.promptTokens
        || s.outputTokens != defaults.outputTokens) {
        e << YAML::Key << "prompt_tokens" << YAML::Value << number(s.promptTokens);
        e << YAML::Key << "output_tokens" << YAML::Value << number(s.outputTokens);
    }
    if (s.load) {
        const char *key = s.load->kind == ServingLoad::Kind::Users ? "users"
                          : s.load->kind == ServingLoad::Kind::RequestsPerSecond
                              ? "requests_per_s"
                              : "concurrency_target";
        e << YAML::Key << key << YAML::Value << number(s.load->value);
    }
    optionalNumber("ttft_s", s.maxTtftSeconds);
    optionalNumber("min_user_tokens_per_s", s.minUserTokensPerSecond);
    if (s.recurrence.runs != 1 || s.recurrence.every != Period::Run) {
        e << YAML::Key << "runs" << YAML::Value << s.recurrence.runs;
        e << YAML::Key << "every" << YAML::Value << text(periodKey(s.recurrence.every));
    }
    optionalNumber("mfu", s.mfu);
    e << YAML::Key << "pricing" << YAML::Value << text(serviceFormKey(s.pricing));
    if (s.provider)
        writeProviderChoice(e, *s.provider);
    optionalNumber("price_per_gpu_hour", s.pricePerGpuHour);
    optionalNumber("tariff", s.tariff);
    optionalNumber("pue", s.pue);
    optionalNumber("utilisation", s.utilisation);
    optionalNumber("green_share", s.greenShare);
    optionalNumber("usd_cny", s.usdCny);
    if (s.cpuServerHours > 0)
        e << YAML::Key << "cpu_hours" << YAML::Value << number(s.cpuServerHours);
    optionalText("region", s.regionId);
    e << YAML::Key << "user_city" << YAML::Value << text(s.userCityId);
    optionalNumber("budget_cny", s.budgetCny);
    if (s.budgetCny)
        e << YAML::Key << "budget_per" << YAML::Value << text(periodKey(s.budgetPeriod));
    optionalNumber("deadline_hours", s.deadlineHours);
    const OptionsQuery defaultQuery;
    if (s.options.rank != defaultQuery.rank)
        e << YAML::Key << "options_rank" << YAML::Value << text(rankKeys().at(int(s.options.rank)));
    if (s.options.domesticOnly)
        e << YAML::Key << "options_domestic" << YAML::Value << true;
    if (s.options.ecosystem)
        e << YAML::Key << "options_ecosystem" << YAML::Value
          << text(ecosystemKey(*s.options.ecosystem));
    if (!s.options.providers)
        e << YAML::Key << "options_providers" << YAML::Value << false;
    if (!s.options.allRegions)
        e << YAML::Key << "options_all_regions" << YAML::Value << false;
    if (s.options.forms != defaultQuery.forms) {
        e << YAML::Key << "options_forms" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (ServiceForm f : s.options.forms)
            e << text(serviceFormKey(f));
        e << YAML::EndSeq;
    }
    if (!s.compare.isEmpty()) {
        e << YAML::Key << "compare" << YAML::Value << YAML::BeginSeq;
        for (const CompareOption &c : s.compare) {
            e << YAML::BeginMap;
            if (!c.label.en.isEmpty())
                e << YAML::Key << "label" << YAML::Value << text(c.label.en);
            if (!c.label.zh.isEmpty())
                e << YAML::Key << "label_zh" << YAML::Value << text(c.label.zh);
            e << YAML::Key << "accelerator" << YAML::Value << text(c.acceleratorId);
            if (c.gpus > 0)
                e << YAML::Key << "gpus" << YAML::Value << c.gpus;
            if (c.form)
                e << YAML::Key << "pricing" << YAML::Value << text(serviceFormKey(*c.form));
            if (!c.regionId.isEmpty())
                e << YAML::Key << "region" << YAML::Value << text(c.regionId);
            if (c.precision)
                e << YAML::Key << "precision" << YAML::Value << text(precisionKey(*c.precision));
            if (c.task)
                e << YAML::Key << "task" << YAML::Value << text(taskKey(*c.task));
            if (c.provider)
                writeProviderChoice(e, *c.provider);
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }
    optionalText("seed_claim_en", s.seedClaim.en);
    optionalText("seed_claim_zh", s.seedClaim.zh);
    if (s.seedCostLowCny || s.seedCostHighCny) {
        e << YAML::Key << "seed_cost_cny" << YAML::Value << YAML::BeginMap;
        if (s.seedCostLowCny)
            e << YAML::Key << "low" << YAML::Value << number(*s.seedCostLowCny);
        if (s.seedCostHighCny)
            e << YAML::Key << "high" << YAML::Value << number(*s.seedCostHighCny);
        e << YAML::EndMap;
    }
    e << YAML::EndMap;
    QByteArray out("# ComputeAtlas scenario (算力产区图 场景)\n");
    out += QByteArray(e.c_str());
    out += '\n';
    return out;
}

bool saveScenarioFile(const Scenario &scenario, const QString &path, QString *error)
{
    return saveFileAtomically(path, writeScenario(scenario), error);
}

QStringList builtInScenarioFiles()
{
    return {QStringLiteral(":/computeatlas/scenarios/case-a.yaml"),
            QStringLiteral(":/computeatlas/scenarios/case-b.yaml"),
            QStringLiteral(":/computeatlas/scenarios/case-c.yaml")};
}

} // namespace Atlas
