#include "loaders/catalogreader.h"

namespace Atlas {

namespace {

const QStringList &measureKeys()
{
    static const QStringList keys{QStringLiteral("tokens_per_s_per_gpu"),
                                  QStringLiteral("gpu_hours"),
                                  QStringLiteral("mfu"),
                                  QStringLiteral("tflops_per_gpu")};
    return keys;
}

void readMeasurement(FieldReader &parent, TrainingRun &run)
{
    const YamlNode node = parent.node("measurement");
    FieldReader r(parent.context(),
                  node,
                  parent.fieldPath("measurement"),
                  parent.markOf("measurement"));
    if (!r.isMap())
        return;
    if (const auto k = r.choice("kind", measureKeys(), Need::Required))
        run.measure = TrainingRun::Measure(*k);
    const double max = run.measure == TrainingRun::Measure::Mfu ? 1.0 : 1e12;
    run.value = r.number("value", 0, max, Need::Required, true).value_or(0);
    if (const auto c = r.choice("convention",
                                {QStringLiteral("palm"),
                                 QStringLiteral("6n"),
                                 QStringLiteral("hfu-8n")}))
        run.convention = TrainingRun::Convention(*c);
    run.tokens = r.number("tokens", 0, 1e17, Need::Optional, true);
    if (run.measure == TrainingRun::Measure::GpuHours && !run.tokens)
        r.error("tokens",
                ATLAS_TR("Atlas::CatalogReader",
                         "GPU-hours need the tokens they trained (tokens: …)"));
}

} // namespace

bool readTrainingRun(FieldReader &r, TrainingRun &run)
{
    run.id = readId(r).value_or(QString());
    run.model = r.text("model", Need::Required).value_or(QString());
    run.params = r.number("params", 1e6, 1e15, Need::Required).value_or(0);
    run.activeParams = r.number("active_params", 1e6, 1e15).value_or(run.params);
    if (run.activeParams > run.params)
        r.error("active_params",
                ATLAS_TR("Atlas::CatalogReader",
                         "expected at most the total parameters (%1), found %2")
                    .arg(run.params)
                    .arg(run.activeParams));
    if (const auto l = r.integer("layers", 1, 100000))
        run.layers = int(*l);
    run.attentionWidth = r.number("attention_width", 1, 1e7, Need::Optional, true);
    run.seq = r.number("seq", 1, 1e8, Need::Optional, true);
    run.acceleratorId = r.text("accelerator", Need::Required).value_or(QString());
    run.gpus = int(r.integer("gpus", 1, 1 << 20, Need::Required).value_or(0));
    if (const auto p = r.choice("precision", precisionKeys(precisionScale())))
        run.precision = precisionScale().at(*p);
    if (const auto c = r.choice("recompute",
                                {QStringLiteral("unknown"),
                                 QStringLiteral("none"),
                                 QStringLiteral("selective"),
                                 QStringLiteral("full")}))
        run.recompute = TrainingRun::Recompute(*c);
    if (const auto k = r.choice("kind",
                                {QStringLiteral("benchmark"), QStringLiteral("production")},
                                Need::Required))
        run.kind = TrainingRun::Kind(*k);
    if (const auto j = r.choice("task",
                                {QStringLiteral("pretrain"),
                                 QStringLiteral("full"),
                                 QStringLiteral("lora"),
                                 QStringLiteral("qlora")}))
        run.job = TrainingRun::Job(*j);
    readMeasurement(r, run);
    run.holdout = r.boolean("holdout").value_or(false);
    run.sourceFile = r.context().fileName();
    run.sourceLine = r.mark().line + 1;
    if (const auto tp = r.integer("tp", 1, 1 << 16))
        run.tp = int(*tp);
    if (const auto pp = r.integer("pp", 1, 1 << 16))
        run.pp = int(*pp);
    run.notes = r.text("notes").value_or(QString());
    run.source = r.text("source", Need::Required).value_or(QString());
    run.date = r.text("date").value_or(QString());
    return !run.id.isEmpty();
}

bool readExcludedTrainingRun(FieldReader &r, ExcludedTrainingRun &run)
{
    run.id = readId(r).value_or(QString());
    run.model = r.text("model").value_or(QString());
    run.reason = r.text("reason", Need::Required).value_or(QString());
    run.source = r.text("source").value_or(QString());
    return !run.id.isEmpty();
}

} // namespace Atlas

namespace Atlas {

bool readServingRun(FieldReader &r, ServingRun &run)
{
    run.id = readId(r).value_or(QString());
    run.modelId = r.text("model", Need::Required).value_or(QString());
    run.acceleratorId = r.text("accelerator", Need::Required).value_or(QString());
    run.gpus = int(r.integer("gpus", 1, 1024).value_or(1));
    const QList<Precision> weights{Precision::Bf16,
                                   Precision::Fp16,
                                   Precision::Fp8,
                                   Precision::Int8,
                                   Precision::Int4};
    if (const auto w = r.choice("weights", precisionKeys(weights), Need::Required))
        run.weights = weights.at(*w);
    const QList<Precision> kv{Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8};
    if (const auto k = r.choice("kv", precisionKeys(kv)))
        run.kv = kv.at(*k);
    run.engine = r.text("engine", Need::Required).value_or(QString());
    run.inputTokens = r.number("input_tokens", 1, 1e7, Need::Required).value_or(1);
    run.outputTokens = r.number("output_tokens", 1, 1e7, Need::Required).value_or(1);
    if (const auto l = r.choice("load",
                                {QStringLiteral("batch1"),
                                 QStringLiteral("peak"),
                                 QStringLiteral("ttft"),
                                 QStringLiteral("concurrent")},
                                Need::Required))
        run.load = ServingRun::Load(*l);
    if (const auto b = r.integer("batch", 1, 1 << 20))
        run.batch = int(*b);
    // A closed-loop benchmark holds this many requests in flight.
    const Need concurrencyNeed = run.load == ServingRun::Load::Concurrent ? Need::Required
                                                                          : Need::Optional;
    if (const auto c = r.integer("concurrency", 1, 1 << 20, concurrencyNeed))
        run.concurrency = int(*c);
    if (const auto m = r.choice("measure",
                                {QStringLiteral("output_tokens_per_s"),
                                 QStringLiteral("ttft_ms"),
                                 QStringLiteral("tpot_ms")},
                                Need::Required))
        run.measure = ServingRun::Measure(*m);
    run.value = r.number("value", 0, 1e9, Need::Required, true).value_or(0);
    run.holdout = r.boolean("holdout").value_or(false);
    run.notes = r.text("notes").value_or(QString());
    run.source = r.text("source", Need::Required).value_or(QString());
    run.date = r.text("date").value_or(QString());
    run.sourceFile = r.context().fileName();
    run.sourceLine = r.mark().line + 1;
    return !run.id.isEmpty();
}

} // namespace Atlas
