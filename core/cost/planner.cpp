#include "cost/planner.h"

#include "engine/fit.h"
#include "engine/throughput.h"

#include <algorithm>

namespace Atlas {

QList<PlannerOption> planOptions(const Catalog &catalog, const PlannerRequest &request)
{
    QList<PlannerOption> options;
    QList<const Accelerator *> accelerators = request.accelerators;
    if (accelerators.isEmpty())
        for (const Accelerator &a : catalog.accelerators())
            accelerators.append(&a);
    QList<const Region *> regions = request.regions;
    if (regions.isEmpty())
        regions.append(nullptr);
    const bool training = isTraining(request.workload.task);
    const MemoryModel model(request.model, request.workload, request.engine);

    for (const Accelerator *a : std::as_const(accelerators)) {
        const std::optional<Layout> smallest = smallestFittingLayout(model,
                                                                     a->memoryBytes(),
                                                                     Offload::None);
        if (!smallest)
            continue;
        const double mfu = request.mfu.value_or(catalog.defaultMfu(*a));
        // More cards than the minimum shorten training; they add nothing to a fixed service.
        for (int factor = 1; smallest->gpus * factor <= request.maxGpus; factor *= 2) {
            Layout layout = *smallest;
            layout.gpus = smallest->gpus * factor;
            double hours = request.serviceHours;
            if (training) {
                const auto time = trainingTime(model, *a, layout.gpus, request.tokens, mfu);
                if (!time)
                    break; // no published throughput: the time cannot be known
                hours = time->wallHours;
            } else if (factor > 1) {
                break;
            }
            if (request.deadlineHours && hours > *request.deadlineHours)
                continue;
            for (ServiceForm form : request.forms) {
                for (const Region *region : std::as_const(regions)) {
                    PlanInputs in = request.costInputs;
                    in.form = form;
                    in.gpus = layout.gpus;
                    in.wallHours = hours;
                    in.region = region;
                    const PlanCost cost = costPlan(*a, catalog.pricing(), in);
                    if (!cost.priced)
                        continue;
                    if (request.budgetCny && cost.totalCny > *request.budgetCny)
                        continue;
                    options.append({a, layout, form, region, hours, mfu, cost});
                }
            }
        }
    }
    const bool byCost = request.rank == PlannerRequest::Rank::Cost;
    std::stable_sort(options.begin(),
                     options.end(),
                     [byCost](const PlannerOption &x, const PlannerOption &y) {
                         if (byCost && x.cost.totalCny != y.cost.totalCny)
                             return x.cost.totalCny < y.cost.totalCny;
                         if (x.wallHours != y.wallHours)
                             return x.wallHours < y.wallHours;
                         return x.cost.totalCny < y.cost.totalCny;
                     });
    if (options.size() > request.maxResults)
        options.resize(request.maxResults);
    return options;
}

} // namespace Atlas
