#include "cli/commands.h"
#include "cli/optionbounds.h"

#include "io/hfconfig.h"
#include "io/inputfile.h"

namespace Atlas::Cli {

namespace {

// The options that describe a model by numbers: they go with --params only.
const QStringList &architectureOptions()
{
    static const QStringList names{QStringLiteral("layers"),
                                   QStringLiteral("hidden"),
                                   QStringLiteral("heads"),
                                   QStringLiteral("kv-heads"),
                                   QStringLiteral("ffn"),
                                   QStringLiteral("vocab"),
                                   QStringLiteral("head-dim"),
                                   QStringLiteral("experts"),
                                   QStringLiteral("active-experts"),
                                   QStringLiteral("mlp"),
                                   QStringLiteral("tied-embeddings"),
                                   QStringLiteral("qkv-bias"),
                                   QStringLiteral("sliding-window"),
                                   QStringLiteral("full-attention-every")};
    return names;
}

std::optional<ModelArch> catalogModel(CliArgs &args, const Catalog &catalog, const QString &id)
{
    const ModelArch *m = catalog.model(id);
    if (!m) {
        args.fail(QStringLiteral("--model: unknown model \"%1\" (see: compute-atlas-cli "
                                 "catalog list --kind models)")
                      .arg(elided(id)));
        return std::nullopt;
    }
    return *m;
}

std::optional<ModelArch> configModel(CliArgs &args, const QString &path)
{
    // A path that cannot be read is a bad argument; a file that can, but holds no usable
    // config, is invalid data.
    if (const QString problem = inputFileProblem(path); !problem.isEmpty()) {
        args.fail(QStringLiteral("--config: %1: cannot read the file: %2").arg(path, problem));
        return std::nullopt;
    }
    QString error;
    const std::optional<ModelArch> m = importHfConfigFile(path, &error);
    if (!m)
        args.failInvalidData(QStringLiteral("--config: ") + error);
    return m;
}

// The architecture options, read; nothing given leaves every field empty.
struct ArchitectureArgs
{
    std::optional<qint64> layers, hidden, heads, kvHeads, ffn, vocab, headDim, experts, active;
    std::optional<int> mlp;
    std::optional<bool> tied, qkvBias;
    std::optional<qint64> window, every;

    bool any() const
    {
        return layers || hidden || heads || kvHeads || ffn || vocab || headDim || experts || active
               || mlp || tied || qkvBias || window || every;
    }
};

ArchitectureArgs readArchitecture(CliArgs &args)
{
    ArchitectureArgs a;
    a.layers = args.integer(QStringLiteral("layers"), Bounds::Layers);
    a.hidden = args.integer(QStringLiteral("hidden"), Bounds::Width);
    a.heads = args.integer(QStringLiteral("heads"), Bounds::Heads);
    a.kvHeads = args.integer(QStringLiteral("kv-heads"), Bounds::Heads);
    a.ffn = args.integer(QStringLiteral("ffn"), Bounds::Width);
    a.vocab = args.integer(QStringLiteral("vocab"), Bounds::Width);
    a.headDim = args.integer(QStringLiteral("head-dim"), Bounds::Heads);
    a.experts = args.integer(QStringLiteral("experts"), Bounds::Experts);
    a.active = args.integer(QStringLiteral("active-experts"), Bounds::Experts);
    a.mlp = args.choice(QStringLiteral("mlp"), mlpKeys());
    a.tied = args.onOff(QStringLiteral("tied-embeddings"));
    a.qkvBias = args.onOff(QStringLiteral("qkv-bias"));
    a.window = args.integer(QStringLiteral("sliding-window"), Bounds::SlidingWindow);
    a.every = args.integer(QStringLiteral("full-attention-every"), Bounds::Layers);
    return a;
}

// A Llama-style model from explicit numbers, checked for consistency.
std::optional<ModelArch> architectureModel(CliArgs &args, const ArchitectureArgs &a)
{
    if (!a.layers || !a.hidden || !a.heads || !a.vocab || !a.ffn) {
        args.fail(QStringLiteral(
            "an explicit architecture needs --layers, --hidden, --heads, --ffn and --vocab"));
        return std::nullopt;
    }
    if (a.every && !a.window) {
        args.fail(QStringLiteral("--full-attention-every needs --sliding-window"));
        return std::nullopt;
    }
    if (bool(a.experts) != bool(a.active)) {
        args.fail(QStringLiteral("a mixture of experts needs both --experts and --active-experts"));
        return std::nullopt;
    }
    ModelArch m;
    m.id = QStringLiteral("custom");
    m.name = {QStringLiteral("custom"), QStringLiteral("自定义")};
    m.layers = int(*a.layers);
    m.hidden = *a.hidden;
    m.heads = int(*a.heads);
    m.kvHeads = int(a.kvHeads.value_or(*a.heads));
    m.headDim = int(a.headDim.value_or(0));
    m.ffn = *a.ffn;
    m.vocab = *a.vocab;
    m.maxContext = 131072;
    m.attention = m.kvHeads == m.heads ? AttentionKind::Mha : AttentionKind::Gqa;
    m.mlp = a.mlp ? MlpKind(*a.mlp) : MlpKind::SwiGlu;
    m.tiedEmbeddings = a.tied.value_or(false);
    m.qkvBias = a.qkvBias.value_or(false);
    if (a.window)
        m.slidingWindow = *a.window;
    m.fullAttentionEvery = int(a.every.value_or(0));
    if (a.experts) {
        m.moe.experts = int(*a.experts);
        m.moe.active = int(*a.active);
        m.moe.expertFfn = m.ffn;
    }
    return m;
}

// --params N, alone (model states only) or with an architecture that must agree with it.
std::optional<ModelArch> numbersModel(CliArgs &args, double params)
{
    const ArchitectureArgs a = readArchitecture(args);
    if (!args.ok())
        return std::nullopt;
    if (!a.any()) {
        ModelArch m;
        m.id = QStringLiteral("custom");
        m.name = {QStringLiteral("custom"), QStringLiteral("自定义")};
        m.paramsOnly = params;
        return m;
    }
    std::optional<ModelArch> m = architectureModel(args, a);
    if (!m)
        return std::nullopt;
    const QStringList problems = architectureProblems(*m);
    if (!problems.isEmpty()) {
        args.fail(QStringLiteral("inconsistent architecture: ")
                  + problems.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    const double derived = countParameters(*m).total;
    if (std::abs(derived - params) > 0.05 * params)
        args.fail(QStringLiteral("--params %1 disagrees with the architecture, which has %2 "
                                 "parameters (more than 5 % apart)")
                      .arg(formatCount(params), formatCount(derived)));
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

void parseWorkload(CliArgs &args, Workload &w)
{
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
    if (const auto b = args.integer(QStringLiteral("batch"), Bounds::MicroBatch))
        w.microBatch = int(*b);
    if (const auto s = args.integer(QStringLiteral("seq"), Bounds::Sequence))
        w.seqLen = *s;
    if (const auto r = args.choice(QStringLiteral("recompute"), recomputeKeys()))
        w.recompute = Recompute(*r);
    else
        w.recompute = defaultRecompute(w.task);
    if (const auto f = args.onOff(QStringLiteral("flash-attn")))
        w.flashAttention = *f;
    if (const auto c = args.onOff(QStringLiteral("chunked-ce")))
        w.chunkedCrossEntropy = *c;
    if (const auto r = args.integer(QStringLiteral("lora-rank"), Bounds::LoraRank))
        w.loraRank = int(*r);
    if (const auto t = args.choice(QStringLiteral("lora-targets"), loraTargetsKeys()))
        w.loraTargets = LoraTargets(*t);
    if (const auto c = args.integer(QStringLiteral("context"), Bounds::Sequence))
        w.context = *c;
    if (const auto c = args.integer(QStringLiteral("concurrency"), Bounds::Concurrency))
        w.concurrency = int(*c);
    if (const auto k
        = precisionArg(args,
                       QStringLiteral("kv-precision"),
                       {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8}))
        w.kvPrecision = *k;
}

void parseLayout(CliArgs &args, Layout &l)
{
    if (const auto g = args.integer(QStringLiteral("gpus"), Bounds::Gpus))
        l.gpus = int(*g);
    if (const auto z = args.integer(QStringLiteral("zero"), Bounds::Zero))
        l.zero = int(*z);
    if (const auto t = args.integer(QStringLiteral("tp"), Bounds::Parallel))
        l.tp = int(*t);
    if (const auto p = args.integer(QStringLiteral("pp"), Bounds::Parallel))
        l.pp = int(*p);
    if (const auto o = args.choice(QStringLiteral("offload"), offloadKeys()))
        l.offload = Offload(*o);
}

// The workload and layout must make sense together, and for this model.
QList<TrText> jobProblems(const Job &job)
{
    const Workload &w = job.workload;
    QList<TrText> problems = workloadProblems(w);
    problems += layoutProblems(job.layout, w);
    if (!job.model.hasArchitecture() && w.task == Task::Freeze)
        problems << TrText::literal(QStringLiteral(
            "freeze training needs the architecture (layers) to know what is trained"));
    if (problems.isEmpty()) {
        const MemoryModel probe(job.model, w);
        problems += probe.layoutSupportProblems(job.layout);
    }
    return problems;
}

} // namespace

std::optional<ModelArch> parseModel(CliArgs &args, const Catalog &catalog)
{
    const std::optional<QString> id = args.value(QStringLiteral("model"));
    const std::optional<QString> config = args.value(QStringLiteral("config"));
    const std::optional<double> params = args.number(QStringLiteral("params"), Bounds::Params);
    const int given = int(id.has_value()) + int(config.has_value()) + int(params.has_value());
    if (!args.ok())
        return std::nullopt;
    if (given != 1) {
        args.fail(given == 0
                      ? QStringLiteral("give the model: --model ID, --config PATH or --params N")
                      : QStringLiteral("give only one of --model, --config and --params"));
        return std::nullopt;
    }
    if (params)
        return numbersModel(args, *params);
    for (const QString &option : architectureOptions()) {
        if (args.has(option)) {
            args.fail(QStringLiteral("--%1 describes a model given by numbers (--params N); it "
                                     "does not apply to --%2")
                          .arg(option, id ? QStringLiteral("model") : QStringLiteral("config")));
            return std::nullopt;
        }
    }
    return id ? catalogModel(args, catalog, *id) : configModel(args, *config);
}

std::optional<Job> parseJob(CliArgs &args,
                            const Catalog &catalog,
                            bool needGpu,
                            const QString &defaultGpu,
                            Task defaultTask,
                            JobLayout layout)
{
    Job job;
    const std::optional<ModelArch> model = parseModel(args, catalog);
    if (!model)
        return std::nullopt;
    job.model = *model;
    job.modelFromCatalog = args.has(QStringLiteral("model"));
    job.workload.task = defaultTask;
    parseWorkload(args, job.workload);
    if (layout == JobLayout::Read)
        parseLayout(args, job.layout);
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
    if (const QList<TrText> problems = jobProblems(job); !problems.isEmpty()) {
        args.fail(problems.constFirst().toString(nullptr));
        return std::nullopt;
    }
    return job;
}

} // namespace Atlas::Cli
