#pragma once

#include "text/trtext.h"

#include <QString>

#include <optional>

namespace Atlas {

struct Recurrence;

// A recurring job on the calendar: how many runs a year, how long one run takes, and the time
// between two runs. A run longer than its period needs more than one set of cards (a fleet)
// working at once: ceil(run / period) fleets, each paid for. A one-off job (or N runs in all)
// has no period and one fleet.
struct Schedule
{
    double runsPerYear = 1;
    double runWallHours = 0;
    double periodHours = 0; // 0: no period
    int fleetsNeeded = 1;

    bool recurring() const { return periodHours > 0; }
    bool overlaps() const { return fleetsNeeded > 1; }
    // The runs whose work falls in one year: all of them, unless one-off runs last longer than
    // a year (a run of three years puts a third of itself, and of its bill, in each year).
    double runsInAYear() const;
};

Schedule makeSchedule(const Recurrence &recurrence, double runWallHours);
// "one run takes 32.4 days, longer than the week between runs: 5 fleets of 4 cards"; empty
// when one fleet keeps up.
TrText scheduleSentence(const Schedule &schedule, int cardsPerFleet);

// A deadline as a CTO signs it: met only when the slow end of the time band meets it; at risk
// when the central estimate does and the slow end does not; missed otherwise.
enum class DeadlineVerdict { Met, AtRisk, Missed };
QString deadlineVerdictKey(DeadlineVerdict verdict); // met | at_risk | missed

struct DeadlineCheck
{
    double hours = 0;
    DeadlineVerdict verdict = DeadlineVerdict::Met;
    // Hours to spare at the slow end (met), at the estimate (at risk), or, negative, the hours
    // the estimate overruns by (missed).
    double marginHours = 0;
    bool met() const { return verdict == DeadlineVerdict::Met; }
};

DeadlineCheck checkDeadline(double deadlineHours, double estimateHours, double slowEndHours);
// "deadline 60.0 days: at risk — the estimate (49.4 days) meets it, the slow end of the
// estimate (63.8 days) misses it by 3.8 days"
TrText deadlineSentence(const DeadlineCheck &check, double estimateHours, double slowEndHours);

} // namespace Atlas
