#include "scenario/scenario.h"
#include "scenario/scenarioyaml.h"

#include "io/savefile.h"

// Scenario files are written by yaml-cpp's emitter, which quotes whatever needs quoting: one
// function per group of keys, in the order they appear in the file.
#include <yaml-cpp/yaml.h>

namespace Atlas {

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

void optionalText(YAML::Emitter &e, const char *key, const QString &value)
{
    if (!value.isEmpty())
        e << YAML::Key << key << YAML::Value << text(value);
}

void optionalNumber(YAML::Emitter &e, const char *key, const std::optional<double> &value)
{
    if (value)
        e << YAML::Key << key << YAML::Value << number(*value);
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

// An inline model's shape: the keys every architecture has.
void emitModelShape(YAML::Emitter &e, const ModelArch &m)
{
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
}

// Its switches: biases, norms, sliding windows, encoder-only.
void emitModelFlags(YAML::Emitter &e, const ModelArch &m)
{
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
}

// Its optional blocks: experts, quantized weights, a vision tower, latent attention.
void emitModelBlocks(YAML::Emitter &e, const ModelArch &m)
{
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
}

void emitModel(YAML::Emitter &e, const ModelArch &m)
{
    e << YAML::BeginMap;
    emitModelShape(e, m);
    emitModelFlags(e, m);
    emitModelBlocks(e, m);
    e << YAML::Key << "sources" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    const QStringList sources = m.sources.isEmpty() ? QStringList{QStringLiteral("scenario")}
                                                    : m.sources;
    for (const QString &s : sources)
        e << text(s);
    e << YAML::EndSeq;
    e << YAML::EndMap;
}

void writeWorkload(YAML::Emitter &e, const Workload &w)
{
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
}

// The layout, the accelerator and the work.
void writeHardwareAndWork(YAML::Emitter &e, const Scenario &s)
{
    const Layout &l = s.layout;
    e << YAML::Key << "gpus" << YAML::Value << l.gpus;
    e << YAML::Key << "tp" << YAML::Value << l.tp;
    e << YAML::Key << "pp" << YAML::Value << l.pp;
    e << YAML::Key << "zero" << YAML::Value << l.zero;
    e << YAML::Key << "offload" << YAML::Value << text(offloadKey(l.offload));
    e << YAML::Key << "accelerator" << YAML::Value << text(s.acceleratorId);
    optionalNumber(e, "tokens", s.tokens);
    optionalNumber(e, "samples", s.samples);
    if (s.samples)
        e << YAML::Key << "epochs" << YAML::Value << number(s.epochs);
    optionalNumber(e, "tokens_per_sample", s.tokensPerSample);
    optionalNumber(e, "hours", s.hours);
}

void writeLoadProfile(YAML::Emitter &e, const LoadProfile &p)
{
    e << YAML::Key << "load_profile" << YAML::Value << YAML::BeginMap;
    if (p.hourly.size() == HoursPerDay) {
        e << YAML::Key << "hourly" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (double users : p.hourly)
            e << number(users);
        e << YAML::EndSeq;
    } else {
        e << YAML::Key << "peak_users" << YAML::Value << number(p.peak);
        e << YAML::Key << "base_users" << YAML::Value << number(p.base);
        e << YAML::Key << "peak_hours" << YAML::Value << p.peakHours;
    }
    e << YAML::Key << "days_per_week" << YAML::Value << p.daysPerWeek;
    optionalNumber(e, "min_billed_hours", p.minBilledHours);
    e << YAML::EndMap;
}

// The requests and the load of a service, and how often a job runs.
void writeServingAndRecurrence(YAML::Emitter &e, const Scenario &s)
{
    const Scenario defaults;
    if (s.workload.task == Task::Inference || s.promptTokens != defaults.promptTokens
        || s.outputTokens != defaults.outputTokens) {
        e << YAML::Key << "prompt_tokens" << YAML::Value << number(s.promptTokens);
        e << YAML::Key << "output_tokens" << YAML::Value << number(s.outputTokens);
    }
    if (s.loadProfile) { // the peak is the load
        writeLoadProfile(e, *s.loadProfile);
    } else if (s.load) {
        const char *key = s.load->kind == ServingLoad::Kind::Users ? "users"
                          : s.load->kind == ServingLoad::Kind::RequestsPerSecond
                              ? "requests_per_s"
                              : "concurrency_target";
        e << YAML::Key << key << YAML::Value << number(s.load->value);
    }
    if (s.servingGpus)
        e << YAML::Key << "serving_gpus" << YAML::Value << *s.servingGpus;
    if (s.servingTp)
        e << YAML::Key << "serving_tp" << YAML::Value << *s.servingTp;
    optionalNumber(e, "ttft_s", s.maxTtftSeconds);
    optionalNumber(e, "min_user_tokens_per_s", s.minUserTokensPerSecond);
    if (s.recurrence.runs != 1 || s.recurrence.every != Period::Run) {
        e << YAML::Key << "runs" << YAML::Value << s.recurrence.runs;
        e << YAML::Key << "every" << YAML::Value << text(periodKey(s.recurrence.every));
    }
    optionalNumber(e, "mfu", s.mfu);
}

// Prices, energy, places, the budget and the deadline.
void writeCosts(YAML::Emitter &e, const Scenario &s)
{
    e << YAML::Key << "pricing" << YAML::Value << text(serviceFormKey(s.pricing));
    if (s.provider)
        writeProviderChoice(e, *s.provider);
    optionalNumber(e, "price_per_gpu_hour", s.pricePerGpuHour);
    optionalNumber(e, "tariff", s.tariff);
    optionalNumber(e, "pue", s.pue);
    optionalNumber(e, "utilisation", s.utilisation);
    optionalNumber(e, "green_share", s.greenShare);
    optionalNumber(e, "usd_cny", s.usdCny);
    if (s.cpuServerHours > 0)
        e << YAML::Key << "cpu_hours" << YAML::Value << number(s.cpuServerHours);
    optionalText(e, "region", s.regionId);
    e << YAML::Key << "user_city" << YAML::Value << text(s.userCityId);
    optionalNumber(e, "budget_cny", s.budgetCny);
    if (s.budgetCny)
        e << YAML::Key << "budget_per" << YAML::Value << text(periodKey(s.budgetPeriod));
    optionalNumber(e, "deadline_hours", s.deadlineHours);
}

// The options planner's query: only what differs from the defaults.
void writeOptionsQuery(YAML::Emitter &e, const OptionsQuery &q)
{
    const OptionsQuery defaultQuery;
    if (q.rank != defaultQuery.rank)
        e << YAML::Key << "options_rank" << YAML::Value << text(optionsRankKeys().at(int(q.rank)));
    if (q.domesticOnly)
        e << YAML::Key << "options_domestic" << YAML::Value << true;
    if (q.ecosystem)
        e << YAML::Key << "options_ecosystem" << YAML::Value << text(ecosystemKey(*q.ecosystem));
    if (!q.providers)
        e << YAML::Key << "options_providers" << YAML::Value << false;
    if (!q.allRegions)
        e << YAML::Key << "options_all_regions" << YAML::Value << false;
    if (q.forms != defaultQuery.forms) {
        e << YAML::Key << "options_forms" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (ServiceForm f : q.forms)
            e << text(serviceFormKey(f));
        e << YAML::EndSeq;
    }
}

// The market is always written: a file says where its answers hold.
void writeMarket(YAML::Emitter &e, const Scenario &s)
{
    e << YAML::Key << "market" << YAML::Value << text(marketKey(s.market));
    if (s.allowOffshore)
        e << YAML::Key << "allow_offshore" << YAML::Value << true;
}

void writeCompare(YAML::Emitter &e, const QList<CompareOption> &compare)
{
    if (compare.isEmpty())
        return;
    e << YAML::Key << "compare" << YAML::Value << YAML::BeginSeq;
    for (const CompareOption &c : compare) {
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

void writeSeedClaim(YAML::Emitter &e, const Scenario &s)
{
    optionalText(e, "seed_claim_en", s.seedClaim.en);
    optionalText(e, "seed_claim_zh", s.seedClaim.zh);
    if (s.seedCostLowCny || s.seedCostHighCny) {
        e << YAML::Key << "seed_cost_cny" << YAML::Value << YAML::BeginMap;
        if (s.seedCostLowCny)
            e << YAML::Key << "low" << YAML::Value << number(*s.seedCostLowCny);
        if (s.seedCostHighCny)
            e << YAML::Key << "high" << YAML::Value << number(*s.seedCostHighCny);
        if (s.seedCostPer != Period::Run)
            e << YAML::Key << "per" << YAML::Value << text(periodKey(s.seedCostPer));
        if (s.seedCostCards > 0)
            e << YAML::Key << "cards" << YAML::Value << s.seedCostCards;
        e << YAML::EndMap;
    }
}

} // namespace

QByteArray writeScenario(const Scenario &s)
{
    YAML::Emitter e;
    e << YAML::BeginMap;
    e << YAML::Key << "schema_version" << YAML::Value << ScenarioSchemaVersion;
    e << YAML::Key << "kind" << YAML::Value << "scenario";
    optionalText(e, "name_en", s.name.en);
    optionalText(e, "name_zh", s.name.zh);
    optionalText(e, "notes_en", s.notes.en);
    optionalText(e, "notes_zh", s.notes.zh);
    e << YAML::Key << "model" << YAML::Value;
    if (s.customModel)
        emitModel(e, *s.customModel);
    else
        e << text(s.modelId);
    writeWorkload(e, s.workload);
    writeHardwareAndWork(e, s);
    writeServingAndRecurrence(e, s);
    writeCosts(e, s);
    writeOptionsQuery(e, s.options);
    writeMarket(e, s);
    writeCompare(e, s.compare);
    writeSeedClaim(e, s);
    writeScenarioQuotes(e, s.quotes);
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

} // namespace Atlas
