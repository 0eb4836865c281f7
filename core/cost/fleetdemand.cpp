// The load profile and the cards each hour of the week needs (fleet.h).

#include "cost/fleet.h"

#include "catalog/catalog.h"
#include "scenario/limits.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

QList<double> LoadProfile::week() const
{
    QList<double> week(HoursPerWeek, lowest());
    for (int day = 0; day < std::clamp(daysPerWeek, 0, 7); ++day)
        for (int hour = 0; hour < HoursPerDay; ++hour) {
            double &load = week[day * HoursPerDay + hour];
            if (hourly.size() == HoursPerDay)
                load = hourly[hour];
            else if ((hour - PeakStartHour + HoursPerDay) % HoursPerDay < peakHours)
                load = peak;
        }
    return week;
}

double LoadProfile::highest() const
{
    return hourly.size() == HoursPerDay ? *std::max_element(hourly.cbegin(), hourly.cend()) : peak;
}

double LoadProfile::lowest() const
{
    return hourly.size() == HoursPerDay ? *std::min_element(hourly.cbegin(), hourly.cend()) : base;
}

QList<TrText> profileProblems(const LoadProfile &p)
{
    using namespace ScenarioLimits;
    QList<TrText> problems;
    const bool users = p.kind == ServingLoad::Kind::Users;
    if (!users && p.kind != ServingLoad::Kind::RequestsPerSecond)
        problems << ATLAS_TR("Atlas::Fleet", "a load profile counts users or requests per second");
    const double least = users ? MinUsers : MinRequestsPerSecond;
    const double most = users ? MaxUsers : MaxRequestsPerSecond;
    auto inRange = [&](double v, double from) { return v >= from && v <= most; };
    if (!p.hourly.isEmpty()) {
        if (p.hourly.size() != HoursPerDay)
            problems << ATLAS_TR("Atlas::Fleet", "a 24-hour profile has 24 values, not %1")
                            .arg(qint64(p.hourly.size()));
        else if (!std::all_of(p.hourly.cbegin(),
                              p.hourly.cend(),
                              [&](double v) { return inRange(v, 0); })
                 || !inRange(p.highest(), least))
            problems << ATLAS_TR("Atlas::Fleet",
                                 "every hour of a 24-hour profile is from 0 to %1, the busiest "
                                 "at least %2")
                            .arg(most)
                            .arg(least);
    } else {
        if (!inRange(p.peak, least))
            problems << ATLAS_TR("Atlas::Fleet", "the peak load is from %1 to %2")
                            .arg(least)
                            .arg(most);
        if (!(p.base >= 0 && p.base <= p.peak))
            problems << ATLAS_TR("Atlas::Fleet", "the base load is from 0 to the peak (%1)")
                            .arg(p.peak);
        if (p.peakHours < MinPeakHours || p.peakHours > MaxPeakHours)
            problems << ATLAS_TR("Atlas::Fleet", "peak hours a day are from %1 to %2")
                            .arg(MinPeakHours)
                            .arg(MaxPeakHours);
    }
    if (p.minBilledHours
        && !(*p.minBilledHours >= MinBilledHours && *p.minBilledHours <= MaxBilledHours))
        problems << ATLAS_TR("Atlas::Fleet", "the minimum billed hours are from %1 to %2")
                        .arg(MinBilledHours)
                        .arg(MaxBilledHours);
    if (p.daysPerWeek < MinDaysPerWeek || p.daysPerWeek > MaxDaysPerWeek)
        problems << ATLAS_TR("Atlas::Fleet", "days a week with a peak are from %1 to %2")
                        .arg(MinDaysPerWeek)
                        .arg(MaxDaysPerWeek);
    return problems;
}

int FleetDemand::peakCards() const
{
    return cards.isEmpty() ? 0 : *std::max_element(cards.cbegin(), cards.cend());
}

int FleetDemand::baseCards() const
{
    return cards.isEmpty() ? 0 : *std::min_element(cards.cbegin(), cards.cend());
}

double FleetDemand::busyCardHoursPerWeek() const
{
    double sum = 0;
    for (int n : cards)
        sum += n;
    return sum;
}

double FleetDemand::tokensPerWeek() const
{
    double sum = 0;
    for (double t : tokensPerSecond)
        sum += t * 3600.0;
    return sum;
}

namespace {

// One deployment per distinct load of the week (two for a peak and a base, at most 24 for a
// curve): serve() is the costly step.
struct Level
{
    double load = 0;
    int cards = 0;
    double tokensPerSecond = 0;
};

} // namespace

FleetDemand fleetDemand(const Catalog &catalog,
                        const ServingRequest &request,
                        const LoadProfile &profile)
{
    FleetDemand d;
    d.problems = profileProblems(profile);
    if (!d.problems.isEmpty())
        return d;
    ServingRequest q = request;
    q.gpus = 0; // the load sizes each hour
    q.load = ServingLoad{profile.kind, profile.highest()};
    d.peakResult = serve(catalog, q);
    if (!d.peakResult.valid) {
        d.problems = d.peakResult.problems;
        return d;
    }
    d.tp = d.peakResult.tp;
    d.pp = d.peakResult.pp;
    d.cardsPerReplica = d.tp * d.pp;
    // Beyond a node serve() has one layout per pipeline depth; within it the peak's tensor
    // parallel group is fixed, so a quiet hour runs fewer replicas of the same group.
    if (d.pp == 1)
        q.tp = d.tp;
    QList<Level> levels;
    for (double load : profile.week()) {
        auto it = std::find_if(levels.begin(), levels.end(), [load](const Level &l) {
            return l.load == load;
        });
        if (it == levels.end()) {
            Level level{load, 0, 0};
            if (load > 0) {
                q.load = ServingLoad{profile.kind, load};
                const ServingResult r = load == profile.highest() ? d.peakResult
                                                                  : serve(catalog, q);
                level.cards = r.gpusTotal;
                level.tokensPerSecond = r.outputTokensPerSecond;
                d.meetsSlo = d.meetsSlo && r.meetsSlo.value_or(true) && r.problems.isEmpty();
            }
            levels << level;
            it = levels.end() - 1;
        }
        d.cards << it->cards;
        d.tokensPerSecond << it->tokensPerSecond;
    }
    d.valid = true;
    return d;
}

} // namespace Atlas
