#include "cost/schedule.h"

#include "cost/budget.h"
#include "cost/rates.h"
#include "text/durationtext.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

Schedule makeSchedule(const Recurrence &recurrence, double runWallHours)
{
    Schedule s;
    s.runsPerYear = recurrence.runsPerYear();
    s.runWallHours = runWallHours;
    if (recurrence.every == Period::Run || s.runsPerYear <= 0)
        return s;
    s.periodHours = HoursPerYear / s.runsPerYear;
    if (runWallHours > 0) {
        // A tolerance so that a run of exactly one period needs one fleet.
        const double fleets = std::ceil(runWallHours / s.periodHours - 1e-9);
        s.fleetsNeeded = int(std::clamp(fleets, 1.0, 1e6));
    }
    return s;
}

double Schedule::runsInAYear() const
{
    if (runWallHours <= 0)
        return runsPerYear;
    return std::min(runsPerYear, fleetsNeeded * HoursPerYear / runWallHours);
}

TrText scheduleSentence(const Schedule &s, int cardsPerFleet)
{
    if (!s.overlaps())
        return {};
    return ATLAS_TR("Atlas::Schedule",
                    "one run takes %1, longer than the %2 between runs: %3 fleets of %4 cards "
                    "run at once, and each is paid for")
        .arg(durationText(s.runWallHours))
        .arg(durationText(s.periodHours))
        .arg(s.fleetsNeeded)
        .arg(cardsPerFleet);
}

QString deadlineVerdictKey(DeadlineVerdict verdict)
{
    switch (verdict) {
    case DeadlineVerdict::Met:
        return QStringLiteral("met");
    case DeadlineVerdict::AtRisk:
        return QStringLiteral("at_risk");
    case DeadlineVerdict::Missed:
        return QStringLiteral("missed");
    }
    return {};
}

DeadlineCheck checkDeadline(double deadlineHours, double estimateHours, double slowEndHours)
{
    DeadlineCheck c;
    c.hours = deadlineHours;
    const double slow = std::max(slowEndHours, estimateHours);
    if (slow <= deadlineHours) {
        c.verdict = DeadlineVerdict::Met;
        c.marginHours = deadlineHours - slow;
    } else if (estimateHours <= deadlineHours) {
        c.verdict = DeadlineVerdict::AtRisk;
        c.marginHours = deadlineHours - estimateHours;
    } else {
        c.verdict = DeadlineVerdict::Missed;
        c.marginHours = deadlineHours - estimateHours;
    }
    return c;
}

TrText deadlineSentence(const DeadlineCheck &c, double estimateHours, double slowEndHours)
{
    const auto duration = durationText;
    switch (c.verdict) {
    case DeadlineVerdict::Met:
        return ATLAS_TR("Atlas::Schedule",
                        "deadline %1: met, %2 to spare even at the slow end of the estimate (%3)")
            .arg(duration(c.hours))
            .arg(duration(c.marginHours))
            .arg(duration(std::max(slowEndHours, estimateHours)));
    case DeadlineVerdict::AtRisk:
        return ATLAS_TR("Atlas::Schedule",
                        "deadline %1: at risk — the estimate (%2) meets it, the slow end of the "
                        "estimate (%3) misses it by %4")
            .arg(duration(c.hours))
            .arg(duration(estimateHours))
            .arg(duration(slowEndHours))
            .arg(duration(slowEndHours - c.hours));
    case DeadlineVerdict::Missed:
        return ATLAS_TR("Atlas::Schedule",
                        "deadline %1: missed — the estimate (%2) overruns it by %3")
            .arg(duration(c.hours))
            .arg(duration(estimateHours))
            .arg(duration(-c.marginHours));
    }
    return {};
}

} // namespace Atlas
