#include "cli/commands.h"
#include "cli/jsonout.h"

#include <QJsonDocument>

namespace Atlas::Cli {

QString formatGiB(double bytes)
{
    return QString::number(bytes / GiB, 'f', 2) + QStringLiteral(" GiB");
}

QString formatCount(double count)
{
    const std::pair<double, char> units[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}, {1e3, 'K'}};
    for (const auto &[scale, suffix] : units) {
        if (std::abs(count) >= scale)
            return QString::number(count / scale, 'f', 2) + QLatin1Char(suffix);
    }
    return QString::number(count, 'f', 0);
}

static QString layoutText(const Layout &l)
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

int runEstimate(CliArgs &args, Context &context)
{
    const bool json = args.flag(QStringLiteral("json"));
    const std::optional<Job> job = parseJob(args, *context.catalog, false);
    if (job)
        args.finish();
    if (!args.ok())
        return argumentError(context, args);
    if (!args.positionals().isEmpty())
        return usageError(context,
                          QStringLiteral("unexpected argument \"%1\"")
                              .arg(elided(args.positionals().constFirst())));

    const MemoryModel model(job->model, job->workload);
    const Accelerator *gpu = job->gpuId.isEmpty() ? nullptr
                                                  : context.catalog->accelerator(job->gpuId);
    const Estimate e = estimate(model, job->layout, gpu);

    if (json) {
        context.out << QJsonDocument(jsonEstimate(e, job->model, job->gpuId))
                           .toJson(QJsonDocument::Indented);
        return Success;
    }
    QTextStream &out = context.out;
    out << "Model " << job->model.id << ": " << formatCount(e.params) << " parameters ("
        << formatCount(e.activeParams) << " active, " << formatCount(e.trainableParams)
        << " trainable)\n";
    out << "Task " << taskKey(job->workload.task) << ", " << precisionLabel(job->workload.precision)
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
    if (e.fit) {
        const FitResult &f = *e.fit;
        out << "\nFit on " << gpu->name.en << " (" << formatGiB(f.capacityBytes) << ", usable "
            << formatGiB(f.usableBytes) << "): " << (f.fits ? "fits" : "does not fit") << '\n';
        if (f.minGpus)
            out << "Smallest layout that fits: " << layoutText(f.layout) << ", "
                << formatGiB(f.atMinimum.total()) << " per GPU\n";
        else
            out << "Does not fit on up to " << f.searchedUpTo << " GPUs\n";
    }
    out << "\nAssumptions:\n";
    for (const TrText &a : e.assumptions)
        out << "  - " << a.toString(nullptr) << '\n';
    return Success;
}

} // namespace Atlas::Cli
