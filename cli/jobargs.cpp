#include "cli/commands.h"

#include "io/hfconfig.h"
#include "io/inputfile.h"

namespace Atlas::Cli {

namespace {

std::optional<ModelArch> parseModel(CliArgs &args, const Catalog &catalog)
{
    const std::optional<QString> id = args.value(QStringLiteral("model"));
    const std::optional<QString> config = args.value(QStringLiteral("config"));
    // A million parameters at least: below that "7.5K" or "1e-300" is a typo, not a model.
    const std::optional<double> params = args.number(QStringLiteral("params"),
                                                     1e6,
                                                     MaxModelParameters);
    const int given = int(id.has_value()) + int(config.has_value()) + int(params.has_value());
    if (!args.ok())
        return std::nullopt;
    if (given != 1) {
        args.fail(given == 0
                      ? QStringLiteral("give the model: --model ID, --config PATH or --params N")
                      : QStringLiteral("give only one of --model, --config and --params"));
        return std::nullopt;
    }
    if (id) {
        const ModelArch *m = catalog.model(*id);
        if (!m) {
            args.fail(QStringLiteral("--model: unknown model \"%1\" (see: compute-atlas-cli "
                                     "catalog list --kind models)")
                          .arg(elided(*id)));
            return std::nullopt;
        }
        return *m;
    }
    if (config) {
        // A path that cannot be read is a bad argument; a file that can, but holds no usable
        // config, is invalid data.
        if (const QString problem = inputFileProblem(*config); !problem.isEmpty()) {
            args.fail(
                QStringLiteral("--config: %1: cannot read the file: %2").arg(*config, problem));
            return std::nullopt;
        }
        QString error;
        const std::optional<ModelArch> m = importHfConfigFile(*config, &error);
        if (!m)
            args.failInvalidData(QStringLiteral("--config: ") + error);
        return m;
    }

    // --params, alone or with an explicit Llama-style architecture.
    ModelArch m;
    m.id = QStringLiteral("custom");
    m.name = {QStringLiteral("custom"), QStringLiteral("自定义")};
    const auto layers = args.integer(QStringLiteral("layers"), 0, 100000);
    const auto hidden = args.integer(QStringLiteral("hidden"), 0, qint64(1) << 32);
    const auto heads = args.integer(QStringLiteral("heads"), 0, 1 << 20);
    const auto kvHeads = args.integer(QStringLiteral("kv-heads"), 1, 1 << 20);
    const auto ffn = args.integer(QStringLiteral("ffn"), 1, qint64(1) << 32);
    const auto vocab = args.integer(QStringLiteral("vocab"), 1, qint64(1) << 32);
    const auto headDim = args.integer(QStringLiteral("head-dim"), 1, 1 << 20);
    const auto experts = args.integer(QStringLiteral("experts"), 1, 1 << 16);
    const auto active = args.integer(QStringLiteral("active-experts"), 1, 1 << 16);
    const auto mlp = args.choice(QStringLiteral("mlp"), mlpKeys());
    const auto tied = args.onOff(QStringLiteral("tied-embeddings"));
    const auto qkvBias = args.onOff(QStringLiteral("qkv-bias"));
    const auto window = args.integer(QStringLiteral("sliding-window"), 1, qint64(1) << 30);
    const auto every = args.integer(QStringLiteral("full-attention-every"), 1, 100000);
    if (!args.ok())
        return std::nullopt;
    const bool architecture = layers || hidden || heads || kvHeads || ffn || vocab || headDim
                              || experts || active || mlp || tied || qkvBias || window || every;
    if (!architecture) {
        m.paramsOnly = *params;
        return m;
    }
    if (!layers || !hidden || !heads || !vocab || !ffn) {
        args.fail(QStringLiteral(
            "an explicit architecture needs --layers, --hidden, --heads, --ffn and --vocab"));
        return std::nullopt;
    }
    m.layers = int(*layers);
    m.hidden = *hidden;
    m.heads = int(*heads);
    m.kvHeads = int(kvHeads.value_or(*heads));
    m.headDim = int(headDim.value_or(0));
    m.ffn = *ffn;
    m.vocab = *vocab;
    m.maxContext = 131072;
    m.attention = m.kvHeads == m.heads ? AttentionKind::Mha : AttentionKind::Gqa;
    m.mlp = mlp ? MlpKind(*mlp) : MlpKind::SwiGlu;
    m.tiedEmbeddings = tied.value_or(false);
    m.qkvBias = qkvBias.value_or(false);
    if (every && !window) {
        args.fail(QStringLiteral("--full-attention-every needs --sliding-window"));
        return std::nullopt;
    }
    if (window)
        m.slidingWindow = *window;
    m.fullAttentionEvery = int(every.value_or(0));
    if (experts || active) {
        if (!experts || !active) {
            args.fail(
                QStringLiteral("a mixture of experts needs both --experts and --active-experts"));
            return std::nullopt;
        }
        m.moe.experts = int(*experts);
        m.moe.active = int(*active);
        m.moe.expertFfn = m.ffn;
    }
    const QStringList problems = architectureProblems(m);
    if (!problems.isEmpty()) {
        args.fail(QStringLiteral("inconsistent architecture: ")
                  + problems.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    const double derived = countParameters(m).total;
    if (std::abs(derived - *params) > 0.05 * *params)
        args.fail(QStringLiteral("--params %1 disagrees with the architecture, which has %2 "
                                 "parameters (more than 5 % apart)")
                      .arg(formatCount(*params), formatCount(derived)));
    return m;
}

std::optional<Precision> precisionArg(CliArgs &args,
                                      const QString &name,
                                      const QList<Precision> &allowed)
{
    const std::optional<int> i = args.choice(name, precisionKeys(allowed));
    if (!i)
        return std::nullopt;
    return allowed.at(*i);
}

} // namespace

std::optional<Job> parseJob(CliArgs &args,
                            const Catalog &catalog,
                            bool needGpu,
                            const QString &defaultGpu,
                            Task defaultTask)
{
    Job job;
    const std::optional<ModelArch> model = parseModel(args, catalog);
    if (!model)
        return std::nullopt;
    job.model = *model;
    job.modelFromCatalog = args.has(QStringLiteral("model"));

    Workload &w = job.workload;
    w.task = defaultTask;
    if (const auto t = args.choice(QStringLiteral("task"), taskKeys()))
        w.task = Task(*t);
    if (const auto p = precisionArg(args, QStringLiteral("precision"), precisionScale()))
        w.precision = *p;
    if (const auto o = args.choice(QStringLiteral("optimizer"), optimizerKeys()))
        w.optimizer = Optimizer(*o);
    if (const auto g = precisionArg(args,
                                    QStringLiteral("grad-precision"),
                                    {Precision::Fp32, Precision::Bf16, Precision::Fp16}))
        w.gradPrecision = *g;
    if (const auto mw = args.onOff(QStringLiteral("master-weights")))
        w.masterWeights = *mw;
    if (const auto b = args.integer(QStringLiteral("batch"), 1, 1 << 20))
        w.microBatch = int(*b);
    if (const auto s = args.integer(QStringLiteral("seq"), 1, qint64(1) << 24))
        w.seqLen = *s;
    if (const auto r = args.choice(QStringLiteral("recompute"), recomputeKeys()))
        w.recompute = Recompute(*r);
    if (const auto f = args.onOff(QStringLiteral("flash-attn")))
        w.flashAttention = *f;
    if (const auto c = args.onOff(QStringLiteral("chunked-ce")))
        w.chunkedCrossEntropy = *c;
    if (const auto r = args.integer(QStringLiteral("lora-rank"), 1, 1 << 16))
        w.loraRank = int(*r);
    if (const auto t = args.choice(QStringLiteral("lora-targets"), loraTargetsKeys()))
        w.loraTargets = LoraTargets(*t);
    if (const auto c = args.integer(QStringLiteral("context"), 1, qint64(1) << 24))
        w.context = *c;
    if (const auto c = args.integer(QStringLiteral("concurrency"), 1, 1 << 24))
        w.concurrency = int(*c);
    if (const auto k
        = precisionArg(args,
                       QStringLiteral("kv-precision"),
                       {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8}))
        w.kvPrecision = *k;

    Layout &l = job.layout;
    if (const auto g = args.integer(QStringLiteral("gpus"), 1, 1 << 20))
        l.gpus = int(*g);
    if (const auto z = args.integer(QStringLiteral("zero"), 0, 3))
        l.zero = int(*z);
    if (const auto t = args.integer(QStringLiteral("tp"), 1, 1 << 16))
        l.tp = int(*t);
    if (const auto p = args.integer(QStringLiteral("pp"), 1, 1 << 16))
        l.pp = int(*p);
    if (const auto o = args.choice(QStringLiteral("offload"), offloadKeys()))
        l.offload = Offload(*o);

    if (const auto gpu = args.value(QStringLiteral("gpu"))) {
        if (!catalog.accelerator(*gpu))
            args.fail(QStringLiteral(
                          "--gpu: unknown accelerator \"%1\" (see: compute-atlas-cli catalog list)")
                          .arg(elided(*gpu)));
        job.gpuId = *gpu;
    } else if (!defaultGpu.isEmpty()) {
        job.gpuId = defaultGpu;
    } else if (needGpu && args.ok()) {
        args.fail(QStringLiteral("--gpu ID is required"));
    }
    if (!args.ok())
        return std::nullopt;

    QList<TrText> problems = workloadProblems(w);
    problems += layoutProblems(l, w);
    if (!job.model.hasArchitecture() && w.task == Task::Freeze)
        problems << TrText::literal(QStringLiteral(
            "freeze training needs the architecture (layers) to know what is trained"));
    if (problems.isEmpty()) {
        const MemoryModel probe(job.model, w);
        problems += probe.layoutSupportProblems(l);
    }
    if (!problems.isEmpty()) {
        args.fail(problems.constFirst().toString(nullptr));
        return std::nullopt;
    }
    return job;
}

} // namespace Atlas::Cli
