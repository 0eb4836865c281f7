// `estimate`: the memory of a job per GPU and, with --gpu, whether it fits.

#include "cli/commands.h"
#include "cli/jsonout.h"
#include "cli/optiongroups.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

QString layoutText(const Layout &l)
{
    return QStringLiteral("%1 GPU%2 (dp %3, tp %4, pp %5, ZeRO %6%7)")
        .arg(l.gpus)
        .arg(l.gpus == 1 ? QString() : QStringLiteral("s"))
        .arg(l.dp())
        .arg(l.tp)
        .arg(l.pp)
        .arg(l.zero)
        .arg(l.offload == Offload::None ? QString()
                                        : QStringLiteral(", offload ") + offloadKey(l.offload));
}

// The card's memory and what is left for the job; the reserve (context, allocator margin) of an
// absurd job can exceed the card, and a negative size means nothing to a reader.
QString capacityText(const FitResult &f)
{
    if (f.usableBytes <= 0)
        return formatGiB(f.capacityBytes)
               + QStringLiteral(", nothing usable: the reserve alone needs %1")
                     .arg(formatGiB(f.capacityBytes - f.usableBytes));
    return formatGiB(f.capacityBytes) + QStringLiteral(", usable ") + formatGiB(f.usableBytes);
}

void printFit(QTextStream &out, const FitResult &f, const Accelerator &gpu)
{
    out << "\nFit on " << gpu.name.en << " (" << capacityText(f)
        << "): " << (f.fits ? "fits" : "does not fit") << '\n';
    if (f.minGpus)
        out << "Smallest layout that fits: " << layoutText(f.layout) << ", "
            << formatGiB(f.atMinimum.total()) << " per GPU\n";
    else
        out << "Does not fit on up to " << f.searchedUpTo << " GPUs\n";
}

void printEstimate(QTextStream &out, const Job &job, const Estimate &e, const Accelerator *gpu)
{
    out << "Model " << job.model.id << ": " << formatCount(e.params) << " parameters ("
        << formatCount(e.activeParams) << " active, " << formatCount(e.trainableParams)
        << " trainable)\n";
    out << "Task " << taskKey(job.workload.task) << ", " << precisionLabel(job.workload.precision)
        << ", layout " << layoutText(e.layout) << "\n\nPer GPU:\n";
    const MemoryBreakdown &m = e.perGpu;
    const std::pair<const char *, double> rows[] = {{"weights", m.weights},
                                                    {"gradients", m.gradients},
                                                    {"optimizer", m.optimizer},
                                                    {"activations", m.activations},
                                                    {"KV cache", m.kvCache},
                                                    {"overhead", m.overhead},
                                                    {"total", m.total()}};
    for (const auto &[label, value] : rows)
        out << "  " << QString::fromLatin1(label).leftJustified(12)
            << formatGiB(value).rightJustified(14) << '\n';
    out << "All GPUs: " << formatGiB(e.allGpusBytes) << '\n';
    if (e.hostOffloadBytes > 0)
        out << "Host memory for offloaded state: " << formatGiB(e.hostOffloadBytes)
            << " per data-parallel rank\n";
    if (e.fit)
        printFit(out, *e.fit, *gpu);
    out << '\n';
    printAssumptions(out, e.assumptions);
}

int runEstimate(const Job &job, bool json, Context &context)
{
    const MemoryModel model(job.model, job.workload);
    const Accelerator *gpu = job.gpuId.isEmpty() ? nullptr
                                                 : context.catalog->accelerator(job.gpuId);
    const Estimate e = estimate(model, job.layout, gpu);
    if (json)
        context.out << QJsonDocument(jsonEstimate(e, job.model, job.gpuId))
                           .toJson(QJsonDocument::Indented);
    else
        printEstimate(context.out, job, e, gpu);
    return Success;
}

class EstimateCommand final : public Command
{
public:
    EstimateCommand()
        : Command({u"estimate"_s,
                   u"the memory of a job per GPU and, with --gpu, whether and how it fits"_s,
                   {u"MODEL [WORKLOAD] [LAYOUT] [--gpu ID] [--json]"_s},
                   {modelOptions(),
                    workloadOptions(),
                    parallelOptions(),
                    acceleratorOptions(),
                    outputOptions()},
                   {u"estimate --model llama-3.1-70b --task inference --gpu nvidia-h100-sxm5-80gb "
                    "--json"_s,
                    u"estimate --params 7.5B --precision fp16 --grad-precision fp16 --gpus 64 "
                    "--zero 3"_s}})
    {}

protected:
    Action parse(CliArgs &args, const Context &context) const override
    {
        const bool json = args.flag(QStringLiteral("json"));
        const std::optional<Job> job = parseJob(args, *context.catalog, false);
        if (!job)
            return {};
        return [job = *job, json](Context &c) { return runEstimate(job, json, c); };
    }
};

} // namespace

const Command &estimateCommand()
{
    static const EstimateCommand command;
    return command;
}

} // namespace Atlas::Cli
