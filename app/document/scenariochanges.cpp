#include "document/scenariochanges.h"

#include "scenario/scenario.h"

namespace Atlas {

ScenarioChanges ScenarioChanges::everything()
{
    ScenarioChanges c;
    c.add(ScenarioField::Whole);
    return c;
}

bool ScenarioChanges::hasAny(std::initializer_list<ScenarioField> fields) const
{
    for (ScenarioField f : fields) {
        if (has(f))
            return true;
    }
    return false;
}

namespace {

// One field of the scenario: how to tell it changed, and how to take it over from the other
// scenario (so that what is left over after every known field can be compared as a whole).
struct FieldAccess
{
    ScenarioField field;
    bool (*differs)(const Scenario &, const Scenario &);
    void (*take)(Scenario &, const Scenario &);
};

#define ATLAS_FIELD(FIELD, ...) \
    FieldAccess \
    { \
        ScenarioField::FIELD, \
            [](const Scenario &a, const Scenario &b) { \
                auto members = [](const Scenario &s) { return std::tie(__VA_ARGS__); }; \
                return members(a) != members(b); \
            }, \
            [](Scenario &a, const Scenario &b) { \
                auto members = [](auto &s) { return std::tie(__VA_ARGS__); }; \
                members(a) = members(b); \
            } \
    }

// A model given inline is told apart by its id here; Scenario's own comparison (which compares
// architectures) catches the rest as a change of the whole.
bool modelDiffers(const Scenario &a, const Scenario &b)
{
    const auto id = [](const Scenario &s) { return s.customModel ? s.customModel->id : QString(); };
    return a.modelId != b.modelId || a.customModel.has_value() != b.customModel.has_value()
           || id(a) != id(b);
}

const FieldAccess Fields[] = {
    {ScenarioField::Model,
     modelDiffers,
     [](Scenario &a, const Scenario &b) {
         a.modelId = b.modelId;
         a.customModel = b.customModel;
     }},
    ATLAS_FIELD(Task, s.workload.task),
    ATLAS_FIELD(Precision, s.workload.precision),
    ATLAS_FIELD(Accelerator, s.acceleratorId),
    ATLAS_FIELD(Gpus, s.layout.gpus),
    ATLAS_FIELD(Zero, s.layout.zero),
    ATLAS_FIELD(TensorParallel, s.layout.tp),
    ATLAS_FIELD(PipelineParallel, s.layout.pp),
    ATLAS_FIELD(Offload, s.layout.offload),
    ATLAS_FIELD(Sequence, s.workload.seqLen, s.workload.context),
    ATLAS_FIELD(Batch, s.workload.microBatch, s.workload.concurrency),
    ATLAS_FIELD(LoraRank, s.workload.loraRank, s.workload.loraTargets),
    ATLAS_FIELD(Work, s.tokens, s.samples, s.epochs, s.tokensPerSample, s.hours),
    ATLAS_FIELD(Recurrence, s.recurrence),
    ATLAS_FIELD(Deadline, s.deadlineHours),
    ATLAS_FIELD(Recompute, s.workload.recompute),
    ATLAS_FIELD(Optimizer, s.workload.optimizer),
    ATLAS_FIELD(FlashAttention, s.workload.flashAttention),
    ATLAS_FIELD(KvPrecision, s.workload.kvPrecision),
    ATLAS_FIELD(Serving,
                s.promptTokens,
                s.outputTokens,
                s.load,
                s.servingGpus,
                s.servingTp,
                s.maxTtftSeconds,
                s.loadProfile,
                s.minUserTokensPerSecond),
    ATLAS_FIELD(Options, s.options),
    ATLAS_FIELD(Pricing,
                s.pricing,
                s.provider,
                s.pricePerGpuHour,
                s.tariff,
                s.pue,
                s.utilisation,
                s.greenShare,
                s.usdCny,
                s.cpuServerHours,
                s.mfu),
    ATLAS_FIELD(Region, s.regionId),
    ATLAS_FIELD(Budget, s.budgetCny, s.budgetPeriod),
    ATLAS_FIELD(UserCity, s.userCityId),
    ATLAS_FIELD(Market, s.market, s.allowOffshore),
    ATLAS_FIELD(Compare, s.compare),
    ATLAS_FIELD(Quotes, s.quotes),
};

#undef ATLAS_FIELD

} // namespace

ScenarioChanges ScenarioChanges::between(const Scenario &before, const Scenario &after)
{
    ScenarioChanges c;
    Scenario rest = before;
    for (const FieldAccess &f : Fields) {
        if (f.differs(before, after))
            c.add(f.field);
        f.take(rest, after);
    }
    if (!(rest == after))
        c.add(ScenarioField::Whole);
    return c;
}

} // namespace Atlas
