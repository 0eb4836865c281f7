#include "scenario/scenario.h"

// The Scenario struct's helpers. Reading and writing scenario files: scenario/scenarioyaml.cpp
// and scenario/scenarioyamlwriter.cpp.

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

bool sameLoad(const std::optional<ServingLoad> &a, const std::optional<ServingLoad> &b)
{
    return a.has_value() == b.has_value() && (!a || (a->kind == b->kind && a->value == b->value));
}

} // namespace

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
           && a.minUserTokensPerSecond == b.minUserTokensPerSecond && a.loadProfile == b.loadProfile
           && a.budgetPeriod == b.budgetPeriod && a.mfu == b.mfu && a.pricing == b.pricing
           && a.provider == b.provider && a.pricePerGpuHour == b.pricePerGpuHour
           && a.tariff == b.tariff && a.pue == b.pue && a.utilisation == b.utilisation
           && a.greenShare == b.greenShare && a.usdCny == b.usdCny
           && a.cpuServerHours == b.cpuServerHours && a.regionId == b.regionId
           && a.userCityId == b.userCityId && a.budgetCny == b.budgetCny
           && a.deadlineHours == b.deadlineHours && a.compare == b.compare && a.options == b.options
           && a.seedClaim == b.seedClaim && a.seedCostLowCny == b.seedCostLowCny
           && a.seedCostHighCny == b.seedCostHighCny && a.quotes == b.quotes && a.market == b.market
           && a.allowOffshore == b.allowOffshore && a.seedCostPer == b.seedCostPer
           && a.seedCostCards == b.seedCostCards;
}

std::optional<ModelArch> scenarioModel(const Scenario &scenario, const Catalog &catalog)
{
    if (scenario.customModel)
        return scenario.customModel;
    if (const ModelArch *m = catalog.model(scenario.modelId))
        return *m;
    return std::nullopt;
}

QStringList builtInScenarioFiles()
{
    return {QStringLiteral(":/computeatlas/scenarios/case-a.yaml"),
            QStringLiteral(":/computeatlas/scenarios/case-b.yaml"),
            QStringLiteral(":/computeatlas/scenarios/case-c.yaml")};
}

} // namespace Atlas
