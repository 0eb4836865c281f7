// compute-atlas-cli: the engine for scripts. Links the core only.

#include "cli/cliargs.h"
#include "cli/commands.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QTextStream>

#include <cerrno>
#include <cstdio>
#include <cstring>

using namespace Atlas;
using namespace Atlas::Cli;

namespace {

const char usage[] = R"(Usage: compute-atlas-cli [--data DIR]... COMMAND [ARGUMENTS]

Commands:
  catalog list [--kind accelerators|models|regions|pricing|providers] [--json]
               [--domestic] [--ecosystem cuda|rocm|cann|neuware|xpu|musa|maca|corex|tops|
                                         dtk|xla|neuron|synapse|other]   (accelerators)
  catalog show ID [--json]
  catalog validate PATH... [--json]     exit 0 valid, 1 invalid
  estimate MODEL WORKLOAD PARALLEL [--gpu ID] [--json]
  plan     MODEL WORKLOAD PARALLEL --gpu ID (--tokens N | --hours H) [--mfu F]
           [--region ID] [--pricing container|cloud-monthly|bare-metal|purchase]
           [--price-per-gpu-hour X] [--tariff CNY_PER_KWH] [--pue P] [--json]
  regions  [PLAN ARGUMENTS] [--city beijing|shanghai|guangzhou|shenzhen|chengdu] [--json]
  options  MODEL WORKLOAD (--tokens N | --samples N --epochs E | --hours H)
           [--budget CNY --budget-per run|month|year] [--runs N --every run|week|month]
           [--deadline-hours H] [--gpu ID]... [--domestic] [--pricing FORM]... [--region ID|all]
           [--provider ID|all] [--rank cost|time|co2] [--limit N] [--max-gpus N]
           [--all-counts] [--json]
           inference: [--prompt-tokens I --output-tokens O] [--users U | --requests-per-second R]
           [--ttft-s X --min-user-tokens-per-s Y]   ranked by cost per million output tokens
  serve    MODEL --gpu ID [--gpus N --tp T] [--precision P --kv-precision K]
           --prompt-tokens I --output-tokens O (--users U | --requests-per-second R |
           --concurrency C) [--ttft-s X --min-user-tokens-per-s Y] [--pricing FORM]
           [--region ID] [--price-per-gpu-hour X] [--json]
  calibration [--json | --markdown]   the training-efficiency fit against published runs
  plan     MODEL WORKLOAD PARALLEL --provider ID --instance ID (--tokens N | --hours H)
           [--gpu ID] [--region PROVIDER_REGION] [--billing on-demand|monthly|spot] [--json]
  seed-claims [--json]                  the seeds' claims with the engine's verdicts

MODEL     --model ID | --config PATH (config.json of a supported model_type)
          | --params N [--layers L --hidden H --heads A --kv-heads K --ffn F --vocab V
          --head-dim D --experts E --active-experts k --mlp swiglu|gelu|relu
          --tied-embeddings on|off --qkv-bias on|off
          --sliding-window W [--full-attention-every K]]
WORKLOAD  --task pretrain|full|freeze|lora|qlora|inference   (default full)
          --precision fp32|tf32|bf16|fp16|fp8|int8|int4      (default bf16)
          --optimizer adamw|adamw8bit|sgd|adafactor|none     (default adamw)
          --grad-precision fp32|bf16|fp16  --master-weights on|off
          --batch B --seq S --recompute none|selective|full|offload --flash-attn on|off
          --chunked-ce on|off
          --lora-rank R --lora-targets all|attention|qv
          --context S --concurrency C --kv-precision bf16|fp16|fp8|int8
PARALLEL  --gpus N --zero 0|1|2|3 --tp T --pp P --offload none|optimizer|optimizer+params

Numbers accept 7e9, 7.5B, 70M (K, M, B or G, T: thousand to trillion); --params takes
1e6 to 1e15. An option given twice is an error (--data may repeat).
Exit codes: 0 success, 1 invalid data (or the output could not be written), 2 bad arguments.
)";

// Standard output is checked like any file: a full disk or a closed pipe must not pass for
// success. Returns false (and says why on stderr) when something was lost.
bool outputWritten(QTextStream &out, QTextStream &err)
{
    out.flush();
    const bool streamFailed = out.status() != QTextStream::Ok;
    errno = 0;
    const bool stdioFailed = std::fflush(stdout) != 0 || std::ferror(stdout);
    if (!streamFailed && !stdioFailed)
        return true;
    QString reason;
    if (const auto *device = qobject_cast<QFileDevice *>(out.device()))
        reason = device->errorString();
    if (errno != 0 && (reason.isEmpty() || reason == u"Unknown error"))
        reason = QString::fromLocal8Bit(std::strerror(errno));
    if (reason.isEmpty() || reason == u"Unknown error")
        reason = QStringLiteral("the output stopped part-way (disk full or file too large?)");
    err << "compute-atlas-cli: cannot write the output: " << reason << '\n';
    err.flush();
    return false;
}

} // namespace

namespace Atlas::Cli {

int usageError(Context &context, const QString &message)
{
    context.err << "compute-atlas-cli: " << message << '\n'
                << "Run 'compute-atlas-cli --help' for usage.\n";
    return BadArguments;
}

int argumentError(Context &context, const CliArgs &args)
{
    if (args.exitCode() == BadArguments)
        return usageError(context, args.error());
    context.err << "compute-atlas-cli: " << args.error() << '\n';
    return args.exitCode();
}

} // namespace Atlas::Cli

namespace {

int runCommand(const QString &command, CliArgs &args, Context &context)
{
    if (command == u"catalog")
        return runCatalog(args, context);
    if (command == u"estimate")
        return runEstimate(args, context);
    if (command == u"plan")
        return runPlan(args, context);
    if (command == u"regions")
        return runRegions(args, context);
    if (command == u"calibration")
        return runCalibration(args, context);
    if (command == u"options")
        return runOptions(args, context);
    if (command == u"serve")
        return runServe(args, context);
    if (command == u"seed-claims")
        return runSeedClaims(args, context);
    if (command == u"help") {
        context.out << usage;
        return Success;
    }
    return usageError(context, QStringLiteral("unknown command \"%1\"").arg(elided(command)));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ComputeAtlas"));
    QCoreApplication::setOrganizationName(QStringLiteral("ComputeAtlas"));
    QTextStream out(stdout);
    QTextStream err(stderr);

    QStringList arguments = QCoreApplication::arguments().mid(1);
    QStringList dataDirs;
    bool userData = true;
    while (!arguments.isEmpty() && arguments.constFirst().startsWith(u"--")) {
        const QString option = arguments.takeFirst();
        if (option == u"--help" || option == u"-h") {
            out << usage;
            return Success;
        }
        if (option == u"--version") {
            out << "compute-atlas-cli " << COMPUTE_ATLAS_VERSION << '\n';
            return Success;
        }
        if (option == u"--no-user-data") {
            userData = false;
            continue;
        }
        if (option == u"--data" && !arguments.isEmpty()) {
            dataDirs.append(arguments.takeFirst());
            continue;
        }
        if (option.startsWith(u"--data=")) {
            dataDirs.append(option.mid(7));
            continue;
        }
        err << "compute-atlas-cli: unknown option " << elided(option) << " before the command\n";
        return BadArguments;
    }
    if (arguments.isEmpty()) {
        err << usage;
        return BadArguments;
    }
    const QString command = arguments.takeFirst();

    Diagnostics diagnostics;
    CatalogOptions options;
    options.userDir = userData;
    options.dataDirs = dataDirs;
    Context context{out, err, loadCatalog(options, diagnostics)};
    for (const Diagnostic &d : diagnostics.items()) {
        if (d.severity != Diagnostic::Severity::Note)
            err << d.toString() << '\n';
    }
    // Errors in the catalog data stop every command but catalog, which is how they are
    // inspected; data given explicitly with --data must be usable, for every command.
    if (diagnostics.hasErrors() && (command != u"catalog" || !dataDirs.isEmpty())) {
        err << "compute-atlas-cli: the catalog data has errors (see above)\n";
        return InvalidData;
    }

    CliArgs args(arguments);
    const int code = runCommand(command, args, context);
    if (!outputWritten(out, err))
        return code == Success ? InvalidData : code;
    return code;
}
