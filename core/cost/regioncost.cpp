#include "cost/regioncost.h"

namespace Atlas {

Suitability regionSuitability(const Region &region, Task task, TrText *reason)
{
    const bool realtime = task == Task::Inference;
    const bool east = region.role == Role::Realtime;
    TrText why;
    Suitability s = Suitability::Possible;
    if (realtime && east) {
        s = Suitability::Suited;
        why = ATLAS_TR("Atlas::RegionCost",
                       "policy role: real-time work such as AI inference in the east");
    } else if (realtime) {
        why = ATLAS_TR("Atlas::RegionCost",
                       "policy role: non-real-time; serving users from here adds latency");
    } else if (!east) {
        s = Suitability::Suited;
        why = ATLAS_TR(
            "Atlas::RegionCost",
            "industry reading: training is latency-tolerant, the west's non-real-time role "
            "fits it (not policy text)");
    } else {
        why = ATLAS_TR(
            "Atlas::RegionCost",
            "policy role: real-time; offline training here pays the demand side's (higher) "
            "electricity prices");
    }
    if (reason)
        *reason = why;
    return s;
}

QList<RegionCost> costInRegions(const Catalog &catalog,
                                const Accelerator &accelerator,
                                const PlanInputs &inputs,
                                Task task,
                                const City *city)
{
    QList<RegionCost> result;
    for (const Region *region : catalog.regions()) {
        RegionCost rc;
        rc.region = region;
        PlanInputs in = inputs;
        in.region = region;
        rc.cost = costPlan(accelerator, catalog.pricing(), in);
        if (city) {
            rc.distanceKm = greatCircleKm(region->lat, region->lon, city->lat, city->lon);
            rc.latencyFloorMs = fibreLatencyFloorMs(rc.distanceKm);
        }
        rc.suitability = regionSuitability(*region, task, &rc.suitabilityReason);
        result.append(rc);
    }
    return result;
}

} // namespace Atlas
