#pragma once

#include "catalog/precision.h"

#include <QList>
#include <QString>

#include <optional>

namespace Atlas {

// One published training run or benchmark that calibrates the training-time model
// (resources/data/calibration.yaml, engine/efficiency.h): the model's shape, the hardware, the
// conditions, and one measurement in the convention its source used.
struct TrainingRun
{
    enum class Kind { Benchmark, Production };
    enum class Recompute { Unknown, None, Selective, Full };
    enum class Measure { TokensPerSecondPerGpu, GpuHours, Mfu, TflopsPerGpu };
    // How a source counted the FLOPs of one token (mfu and tflops_per_gpu only).
    enum class Convention { Palm, SixN, Hfu8N };
    // What the run trained: pre-training (the default), full fine-tuning, or adapters.
    enum class Job { Pretrain, Full, Lora, Qlora };

    QString id;
    QString model;
    double params = 0;
    double activeParams = 0; // = params for a dense model
    std::optional<int> layers;
    std::optional<double> attentionWidth; // heads × head dim
    std::optional<double> seq;
    QString acceleratorId;
    int gpus = 0;
    Precision precision = Precision::Bf16;
    Recompute recompute = Recompute::Unknown;
    Kind kind = Kind::Benchmark;
    Measure measure = Measure::TokensPerSecondPerGpu;
    double value = 0;
    Convention convention = Convention::Palm;
    std::optional<double> tokens; // with gpu_hours
    Job job = Job::Pretrain;
    std::optional<int> tp;
    std::optional<int> pp;
    // Kept out of every fit and scored separately: the test set (docs/CALIBRATION.md).
    bool holdout = false;
    // From the data compiled into the program (published), or from a user's file.
    bool published = false;
    QString notes;
    QString source;
    QString date;
    QString sourceFile; // where it was read, for located messages
    int sourceLine = 0;

    bool isMoe() const { return activeParams < params; }
};

// One published inference measurement that calibrates the serving model (engine/serving.h).
struct ServingRun
{
    // Concurrent: a fixed number of requests in flight (a closed-loop benchmark), measured as
    // the time to first token, the time per output token or the replica's output tokens/s.
    enum class Load { Batch1, Peak, Ttft, Concurrent };
    enum class Measure { OutputTokensPerSecond, TtftMs, TpotMs };

    QString id;
    QString modelId; // a catalog model
    QString acceleratorId;
    int gpus = 1; // one replica: tensor parallel over all of them
    Precision weights = Precision::Bf16;
    Precision kv = Precision::Bf16;
    QString engine;
    double inputTokens = 1;
    double outputTokens = 128;
    Load load = Load::Batch1;
    std::optional<int> batch;       // given batch (static batching); none at peak = as many as fit
    std::optional<int> concurrency; // with load: concurrent
    Measure measure = Measure::OutputTokensPerSecond;
    double value = 0; // tokens/s for the whole replica, or milliseconds
    bool holdout = false;
    bool published = false;
    QString notes;
    QString source;
    QString date;
    QString sourceFile;
    int sourceLine = 0;
};

// A published run left out of the fit, with the reason (shown beside the fit).
struct ExcludedTrainingRun
{
    QString id;
    QString model;
    QString reason;
    QString source;
};

} // namespace Atlas
