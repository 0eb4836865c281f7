#include "cli/optiongroups.h"

#include "catalog/accelerator.h"
#include "catalog/modelarch.h"
#include "catalog/precision.h"
#include "cli/optionbounds.h"
#include "engine/workload.h"

namespace Atlas::Cli {

using namespace Qt::StringLiterals;

namespace {

QString choices(const QStringList &keys)
{
    return keys.join(u'|');
}

} // namespace

OptionGroup modelOptions()
{
    return {u"Model (one of --model, --config, --params)"_s,
            {{u"model"_s, u"ID"_s, u"a catalog model (catalog list --kind models)"_s},
             {u"config"_s, u"PATH"_s, u"a Hugging Face config.json of a supported model_type"_s},
             {u"params"_s,
              u"N"_s,
              u"a model by its parameter count; with the options below, by its architecture "
              "(then --layers, --hidden, --heads, --ffn and --vocab)"_s,
              Bounds::Params},
             {u"layers"_s, u"L"_s, u"transformer layers (with --params)"_s, Bounds::Layers},
             {u"hidden"_s, u"H"_s, u"hidden size"_s, Bounds::Width},
             {u"heads"_s, u"A"_s, u"attention heads"_s, Bounds::Heads},
             {u"kv-heads"_s, u"K"_s, u"key/value heads (default: --heads)"_s, Bounds::Heads},
             {u"ffn"_s, u"F"_s, u"MLP width"_s, Bounds::Width},
             {u"vocab"_s, u"V"_s, u"vocabulary size"_s, Bounds::Width},
             {u"head-dim"_s, u"D"_s, u"head dimension (default: hidden / heads)"_s, Bounds::Heads},
             {u"experts"_s,
              u"E"_s,
              u"experts of a mixture of experts (with --active-experts)"_s,
              Bounds::Experts},
             {u"active-experts"_s, u"K"_s, u"experts each token uses"_s, Bounds::Experts},
             {u"mlp"_s, choices(mlpKeys()), u"the MLP's form (default swiglu)"_s},
             {u"tied-embeddings"_s, u"on|off"_s, u"input and output embeddings shared"_s},
             {u"qkv-bias"_s, u"on|off"_s, u"biases on the query, key and value projections"_s},
             {u"sliding-window"_s,
              u"W"_s,
              u"every layer attends to at most W tokens"_s,
              Bounds::SlidingWindow},
             {u"full-attention-every"_s,
              u"K"_s,
              u"with --sliding-window: every K-th layer keeps the whole context"_s,
              Bounds::Layers}}};
}

OptionGroup workloadOptions()
{
    const QStringList kv = precisionKeys(
        {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8});
    return {u"Workload"_s,
            {{u"task"_s, choices(taskKeys()), u"what is done with the model (default full)"_s},
             {u"precision"_s,
              choices(precisionKeys(precisionScale())),
              u"weights and compute (default bf16)"_s},
             {u"optimizer"_s, choices(optimizerKeys()), u"training (default adamw)"_s},
             {u"grad-precision"_s, u"fp32|bf16|fp16"_s, u"gradients (default fp32)"_s},
             {u"master-weights"_s, u"on|off"_s, u"FP32 master weights (default on)"_s},
             {u"batch"_s, u"B"_s, u"micro-batch per GPU"_s, Bounds::MicroBatch},
             {u"seq"_s, u"S"_s, u"sequence length"_s, Bounds::Sequence},
             {u"recompute"_s,
              choices(recomputeKeys()),
              u"activation recomputation, or offload to host memory"_s},
             {u"flash-attn"_s, u"on|off"_s, u"flash attention (default on)"_s},
             {u"chunked-ce"_s, u"on|off"_s, u"chunked (fused) cross-entropy"_s},
             {u"lora-rank"_s, u"R"_s, u"LoRA rank (lora, qlora)"_s, Bounds::LoraRank},
             {u"lora-targets"_s, choices(loraTargetsKeys()), u"the layers LoRA adapts"_s},
             {u"context"_s,
              u"S"_s,
              u"inference: tokens per sequence held in the KV cache"_s,
              Bounds::Sequence},
             {u"concurrency"_s,
              u"C"_s,
              u"inference: sequences served at once"_s,
              Bounds::Concurrency},
             {u"kv-precision"_s, choices(kv), u"inference: the KV cache (default bf16)"_s}}};
}

OptionGroup parallelOptions()
{
    return {u"Layout"_s,
            {{u"gpus"_s, u"N"_s, u"cards (default 1)"_s, Bounds::Gpus},
             {u"zero"_s, u"0|1|2|3"_s, u"ZeRO stage (training)"_s, Bounds::Zero},
             {u"tp"_s, u"T"_s, u"tensor-parallel degree"_s, Bounds::Parallel},
             {u"pp"_s, u"P"_s, u"pipeline-parallel degree"_s, Bounds::Parallel},
             {u"offload"_s, choices(offloadKeys()), u"ZeRO offload to host memory"_s}}};
}

OptionGroup acceleratorOptions()
{
    return {u"Accelerator"_s, {{u"gpu"_s, u"ID"_s, u"the card (catalog list)"_s}}};
}

OptionGroup workOptions()
{
    return {u"Work (training: one of --tokens, --samples, --hours)"_s,
            {{u"tokens"_s, u"N"_s, u"tokens processed"_s, Bounds::Tokens},
             {u"samples"_s, u"N"_s, u"samples, with --epochs E (default 1)"_s, Bounds::Samples},
             {u"epochs"_s, u"E"_s, u"passes over the samples (0.5: half of them)"_s, Bounds::Epochs},
             {u"tokens-per-sample"_s,
              u"N"_s,
              u"tokens per sample (default: --seq)"_s,
              Bounds::TokensPerSample},
             {u"hours"_s,
              u"H"_s,
              u"rent for H hours instead (inference: hours of service)"_s,
              Bounds::Hours},
             {u"runs"_s, u"N"_s, u"the job is repeated N times …"_s, Bounds::Runs},
             {u"every"_s, u"run|week|month"_s, u"… this often"_s}}};
}

OptionGroup budgetOptions()
{
    return {u"Budget and deadline"_s,
            {{u"budget"_s, u"CNY"_s, u"what may be spent"_s, Bounds::Budget},
             {u"budget-per"_s, u"run|month|year"_s, u"the budget's period (default run)"_s},
             {u"deadline-hours"_s,
              u"H"_s,
              u"the wall time the job must finish in"_s,
              Bounds::DeadlineHours}}};
}

OptionGroup costOptions()
{
    return {u"Time, cost and region"_s,
            {{u"mfu"_s, u"F"_s, u"a fixed efficiency instead of the calibrated one"_s, Bounds::Mfu},
             {u"region"_s, u"ID"_s, u"the hub or cluster (catalog list --kind regions)"_s},
             {u"pricing"_s, choices(gpuPricingKeys()), u"the service form (default container)"_s},
             {u"price-per-gpu-hour"_s,
              u"X"_s,
              u"your price in CNY per card-hour"_s,
              Bounds::PricePerGpuHour},
             {u"tariff"_s,
              u"CNY_PER_KWH"_s,
              u"electricity price (default: the region's)"_s,
              Bounds::Tariff},
             {u"pue"_s, u"P"_s, u"power usage effectiveness"_s, Bounds::Pue},
             {u"utilisation"_s,
              u"F"_s,
              u"share of owned cards' time in use (purchase)"_s,
              Bounds::Utilisation},
             {u"green-share"_s, u"F"_s, u"share of green electricity"_s, Bounds::GreenShare},
             {u"usd-cny"_s, u"X"_s, u"the exchange rate for prices in USD"_s, Bounds::UsdCny},
             {u"cpu-hours"_s, u"H"_s, u"CPU server hours beside the GPUs"_s, Bounds::CpuHours},
             {u"city"_s, u"ID"_s, u"where the users are, for latency (default beijing)"_s}}};
}

OptionGroup servingOptions(bool concurrency)
{
    OptionGroup group{
        u"Requests, load and service level (inference)"_s,
        {{u"prompt-tokens"_s, u"I"_s, u"tokens in a request"_s, Bounds::RequestTokens},
         {u"output-tokens"_s, u"O"_s, u"tokens generated per request"_s, Bounds::RequestTokens},
         {u"users"_s, u"U"_s, u"the load: users reading along at once …"_s, Bounds::Users},
         {u"requests-per-second"_s,
          u"R"_s,
          u"… or requests arriving per second"_s,
          Bounds::RequestsPerSecond}}};
    if (concurrency)
        group.options.append(
            {u"concurrency"_s, u"C"_s, u"… or sequences in flight"_s, Bounds::Users});
    group.options.append({u"ttft-s"_s,
                          u"X"_s,
                          u"service level: first token within X seconds"_s,
                          Bounds::TtftSeconds});
    group.options.append({u"min-user-tokens-per-s"_s,
                          u"Y"_s,
                          u"service level: at least Y tokens/s for each user"_s,
                          Bounds::UserTokensPerSecond});
    return group;
}

OptionGroup loadProfileOptions()
{
    return {u"Load over a week (fleet options)"_s,
            {{u"peak-users"_s, u"U"_s, u"users at the busiest hours"_s, Bounds::Users},
             {u"base-users"_s,
              u"B"_s,
              u"users at every other hour, at most the peak"_s,
              Bounds::BaseUsers},
             {u"peak-hours"_s,
              u"H"_s,
              u"hours a day at the peak (from 09:00; default 8)"_s,
              Bounds::PeakHours},
             {u"days-per-week"_s,
              u"D"_s,
              u"days a week with a peak (default 5)"_s,
              Bounds::DaysPerWeek},
             {u"hourly-users"_s,
              u"a,b,…"_s,
              u"instead of peak and base: users at each hour from 00:00, 24 numbers"_s},
             {u"min-billed-hours"_s,
              u"H"_s,
              u"each rental of a peak card billed at least H hours (default 1)"_s,
              Bounds::MinBilledHours}}};
}

OptionGroup outputOptions(bool json)
{
    OptionGroup group{u"Output"_s, {}};
    if (json)
        group.options.append({u"json"_s, {}, u"the results as JSON"_s});
    group.options.append({u"quiet"_s, {}, u"no warnings or notes on stderr"_s});
    group.options.append({u"help"_s, {}, u"this help"_s});
    return group;
}

OptionGroup marketOptions()
{
    return {u"Market"_s,
            {{u"market"_s,
              u"cn-mainland|global"_s,
              u"where the cards are bought or rented (default cn-mainland: only what can be had "
              "in the mainland, mainland providers only)"_s},
             {u"allow-offshore"_s,
              {},
              u"in the mainland market, also providers outside the mainland (the data leaves "
              "it)"_s}}};
}

const QList<ServiceForm> &gpuPricingForms()
{
    return offeredForms();
}

QStringList gpuPricingKeys()
{
    return offeredFormKeys();
}

} // namespace Atlas::Cli
