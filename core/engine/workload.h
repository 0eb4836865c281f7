#pragma once

#include "catalog/precision.h"
#include "text/trtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

enum class Task { Pretrain, Full, Freeze, Lora, Qlora, Inference };
enum class Optimizer { AdamW, AdamW8bit, SgdMomentum, Adafactor, None };
// Offload: every layer's saved activations go to host memory as soon as its forward pass ends
// and come back for its backward pass (torchtune's enable_activation_offloading, Megatron's
// activation CPU offloading); no recomputation, the GPU keeps about two layers' worth.
enum class Recompute { None, Selective, Full, Offload };
enum class Offload { None, Optimizer, OptimizerAndParams };
// Which linear layers get LoRA adapters: every linear layer of the blocks (LLaMA-Factory's
// default "all"), the attention projections, or only q and v (PEFT's default for Llama).
enum class LoraTargets { All, Attention, QV };

QString taskKey(Task task);
QStringList taskKeys();
std::optional<Task> taskFromKey(QStringView key);
bool isTraining(Task task);
QString optimizerKey(Optimizer optimizer);
QStringList optimizerKeys();
std::optional<Optimizer> optimizerFromKey(QStringView key);
QString recomputeKey(Recompute recompute);
QStringList recomputeKeys();
std::optional<Recompute> recomputeFromKey(QStringView key);
QString offloadKey(Offload offload);
QStringList offloadKeys();
std::optional<Offload> offloadFromKey(QStringView key);
QString loraTargetsKey(LoraTargets targets);
// What users read for each choice, translatable (the keys above are for files and the CLI).
TrText taskName(Task task);
TrText recomputeName(Recompute recompute);
// The activation recomputation a task starts with where none is chosen: gradient checkpointing
// (full) for LoRA and QLoRA, as the QLoRA recipe and PEFT's prepare_model_for_kbit_training do;
// none otherwise. The CLI, scenario files, the panel and the seed's claims all start here.
Recompute defaultRecompute(Task task);
TrText optimizerName(Optimizer optimizer);
TrText offloadName(Offload offload);
TrText loraTargetsName(LoraTargets targets);
QStringList loraTargetsKeys();
std::optional<LoraTargets> loraTargetsFromKey(QStringView key);

// What the job does. Unset optionals take the documented defaults (see resolved()).
struct Workload
{
    Task task = Task::Full;
    Precision precision = Precision::Bf16; // weights and compute
    Optimizer optimizer = Optimizer::AdamW;
    // Gradient precision kept for the optimizer step. Default FP32 for 16-bit training: what
    // Megatron-LM and DeepSpeed do for BF16 (FP32 gradient accumulation), giving the 18-byte
    // convention; BF16/FP16 here gives the ZeRO paper's 16 bytes per parameter.
    std::optional<Precision> gradPrecision;
    // FP32 master copy of the weights. Default on whenever weights are narrower than FP32.
    std::optional<bool> masterWeights;
    int microBatch = 1;
    qint64 seqLen = 2048;
    Recompute recompute = Recompute::None;
    bool flashAttention = true;
    // Chunked or fused cross-entropy (Liger, Unsloth, torchtune): the output projection and the
    // loss run over chunks of tokens, so the full 16-bit logits and their FP32 copy never exist.
    bool chunkedCrossEntropy = false;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::All;
    int freezeTrainableLayers = 2; // LLaMA-Factory's freeze_trainable_layers default
    // Inference.
    qint64 context = 4096;
    int concurrency = 1;
    Precision kvPrecision = Precision::Bf16;
    // Weight quantisation detail (INT4/INT8 inference, QLoRA): group size of the scales and
    // whether embeddings and the LM head are quantised too (real tools keep them 16-bit).
    int quantGroupSize = 128;
    bool quantizeEmbeddings = false;

    Precision effectiveGradPrecision() const;
    bool effectiveMasterWeights() const;
    friend bool operator==(const Workload &, const Workload &) = default;
};

struct Layout
{
    int gpus = 1;
    int tp = 1;
    int pp = 1;
    int zero = 0;
    Offload offload = Offload::None;

    int dp() const { return gpus / (tp * pp); }
    friend bool operator==(const Layout &, const Layout &) = default;
};

// Knobs of the engine itself, with documented defaults (README, "Memory model").
struct EngineOptions
{
    // CUDA context, kernels, cuBLAS workspace and communication buffers per GPU. HF
    // Transformers docs measure 1.3 GB of kernels on a V100; PyTorch allocates 0.3–2 GiB on
    // first CUDA use (vram.asmirnov.xyz); gpu_poor uses 650 MB.
    double contextBytes = 1.0 * 1024 * 1024 * 1024;
    // Fragmentation of the caching allocator, as a fraction of all other per-GPU memory.
    double allocatorMargin = 0.05;
    // Inference: tokens one prefill step processes at once (chunked prefill).
    qint64 prefillChunkTokens = 2048;
    int maxGpus = 4096;
    int gpusPerNode = 8; // tensor parallelism stays inside one node
};

// Problems that make a workload/layout impossible, as clear messages (exit code 2 in the CLI).
QList<TrText> workloadProblems(const Workload &workload);
QList<TrText> layoutProblems(const Layout &layout, const Workload &workload);

} // namespace Atlas
