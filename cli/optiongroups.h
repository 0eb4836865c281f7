#pragma once

// The option tables several verbs share (the help and the accepted options of each verb are
// these groups plus its own). Each group's reading is next to it: parseJob() in jobargs.cpp,
// parsePlanScenario() in planargs.cpp, parseServingArgs() in servingargs.cpp.

#include "catalog/pricing.h"
#include "cli/command.h"

namespace Atlas::Cli {

OptionGroup modelOptions();    // --model | --config | --params [architecture]
OptionGroup workloadOptions(); // --task, --precision, --batch, --seq, … (training and inference)
OptionGroup parallelOptions(); // --gpus, --zero, --tp, --pp, --offload
OptionGroup workOptions();     // --tokens | --samples --epochs | --hours, --runs --every
OptionGroup budgetOptions();   // --budget, --budget-per, --deadline-hours
OptionGroup costOptions();     // --mfu, --region, --pricing, prices, tariff, PUE, …, --city
OptionGroup servingOptions(bool concurrency); // prompt, output, load, service level
OptionGroup loadProfileOptions();             // --peak-users, --base-users, --peak-hours, …
OptionGroup outputOptions(bool json = true);  // --json, --quiet, --help
OptionGroup quotesOptions(); // --quotes FILE (quotesargs.cpp, read by Command::execute)
OptionGroup marketOptions(); // --market, --allow-offshore (read by parseMarketArgs, marketout.h)

OptionGroup acceleratorOptions(); // --gpu ID

// The pricing forms of a GPU plan, in the order of --pricing's choices.
const QList<ServiceForm> &gpuPricingForms();
QStringList gpuPricingKeys();

} // namespace Atlas::Cli
