#include "cost/budget.h"

#include <algorithm>

namespace Atlas {

namespace {

constexpr double WeeksPerYear = 365.25 / 7.0;
constexpr double MonthsPerYear = 12.0;

double periodsPerYear(Period period)
{
    switch (period) {
    case Period::Run:
    case Period::Year:
        return 1.0;
    case Period::Week:
        return WeeksPerYear;
    case Period::Month:
        return MonthsPerYear;
    }
    return 1.0;
}

} // namespace

QString periodKey(Period period)
{
    switch (period) {
    case Period::Run:
        return QStringLiteral("run");
    case Period::Week:
        return QStringLiteral("week");
    case Period::Month:
        return QStringLiteral("month");
    case Period::Year:
        return QStringLiteral("year");
    }
    return {};
}

std::optional<Period> periodFromKey(QStringView key)
{
    for (Period p : {Period::Run, Period::Week, Period::Month, Period::Year})
        if (key == periodKey(p))
            return p;
    return std::nullopt;
}

TrText periodName(Period period)
{
    switch (period) {
    case Period::Run:
        return ATLAS_TR("Atlas::Budget", "per run");
    case Period::Week:
        return ATLAS_TR("Atlas::Budget", "per week");
    case Period::Month:
        return ATLAS_TR("Atlas::Budget", "per month");
    case Period::Year:
        return ATLAS_TR("Atlas::Budget", "per year");
    }
    return {};
}

double Recurrence::runsPerYear() const
{
    return std::max(1, runs) * periodsPerYear(every);
}

QString comparedKey(Spend::Compared compared)
{
    switch (compared) {
    case Spend::Compared::Cost:
        return QStringLiteral("cost");
    case Spend::Compared::Outlay:
        return QStringLiteral("outlay");
    case Spend::Compared::PerYear:
        return QStringLiteral("per_year");
    }
    return {};
}

std::optional<double> runCashCny(const PlanCost &run)
{
    if (!run.priced)
        return std::nullopt;
    return formTraits(run.form).owned
               ? run.capexCny + run.electricityCny + run.hostingCny + run.operationsCny + run.cpuCny
               : run.totalCny;
}

namespace {

// Per year, owned: every fleet's cards depreciated, hosted and operated all year, whether
// they run or not; electricity for the runs.
double ownedPerYear(const PlanCost &run, Spend &s, const PricingCatalog &pricing)
{
    const int fleets = s.schedule.fleetsNeeded;
    const double years = pricing.defaults.amortisationYears.value;
    const double hostingPerYear = run.itPowerKw * pricing.defaults.hostingCnyPerKwMonth.value
                                  * MonthsPerYear;
    const double operationsPerYear = pricing.defaults.operationsFraction.value * run.capexCny;
    const double runningPerYear = (run.electricityCny + run.cpuCny) * s.schedule.runsInAYear()
                                  + fleets * (hostingPerYear + operationsPerYear);
    s.perYearCny = fleets * run.capexCny / years + runningPerYear;
    s.assumptions << ATLAS_TR("Atlas::Budget",
                              "per year, owned: the cards depreciated over %1 years, hosting "
                              "and operations all year, electricity for %2 runs")
                         .arg(years)
                         .arg(s.schedule.runsInAYear(), 3);
    return runningPerYear;
}

// Whole months per run; a job that recurs keeps the servers, at most all year for each fleet.
void monthlyPerYear(const PlanCost &run, Spend &s)
{
    const double monthsPerRun = std::max(1.0, run.billedMonths);
    const double perMonth = run.computeCny / monthsPerRun; // every machine of the run
    const double cap = MonthsPerYear * s.schedule.fleetsNeeded;
    const double months = std::min(cap, monthsPerRun * s.runsPerYear);
    s.perYearCny = perMonth * months + run.cpuCny * s.schedule.runsInAYear();
    if (s.runsPerYear * monthsPerRun > cap)
        s.assumptions << ATLAS_TR("Atlas::Budget",
                                  "the job recurs often enough to keep the servers all year: "
                                  "%1 months are billed, not %2")
                             .arg(cap)
                             .arg(s.runsPerYear * monthsPerRun, 3);
}

} // namespace

bool cardsAboveBudget(const PlanCost &run, const std::optional<Budget> &budget)
{
    return budget && run.priced && formTraits(run.form).owned && run.capexCny > budget->amountCny;
}

Spend summariseSpend(const PlanCost &run,
                     const Schedule &schedule,
                     const std::optional<Budget> &budget,
                     bool fits,
                     const PricingCatalog &pricing)
{
    Spend s;
    s.schedule = schedule;
    s.runsPerYear = schedule.runsPerYear;
    s.yearMatters = s.runsPerYear > 1.0 + 1e-9
                    || (budget
                        && (budget->period == Period::Month || budget->period == Period::Year));
    const ServiceFormTraits &form = formTraits(run.form);
    if (!run.priced) {
        if (budget)
            s.compared = form.owned ? Spend::Compared::Outlay : Spend::Compared::Cost;
        return s; // nothing priced: no verdict (a layout that does not fit is never priced)
    }
    const int fleets = schedule.fleetsNeeded;
    s.runCny = run.totalCny;
    s.cashCny = runCashCny(run);
    if (form.owned && fleets > 1)
        *s.cashCny += (fleets - 1) * run.capexCny;
    // The running costs of one run, without the cards (a purchase) or the rent.
    const double runningPerRun = run.electricityCny + run.hostingCny + run.operationsCny
                                 + run.cpuCny;
    double runningPerYear = runningPerRun * schedule.runsInAYear();
    if (form.owned) {
        s.outlayCny = fleets * run.capexCny;
        runningPerYear = ownedPerYear(run, s, pricing);
    } else if (form.wholeMonths) {
        monthlyPerYear(run, s);
    } else {
        // Billed by the hour: overlapping runs cost what they use, and a run longer than a
        // year bills a year's share of itself in each year.
        s.perYearCny = run.totalCny * schedule.runsInAYear();
    }
    if (!budget)
        return s;
    if (form.owned) {
        s.compared = Spend::Compared::Outlay;
        double running = runningPerRun;
        if (budget->period == Period::Month)
            running = runningPerYear / MonthsPerYear;
        else if (budget->period == Period::Year)
            running = runningPerYear;
        s.comparedCny = *s.outlayCny + running;
        s.assumptions << ATLAS_TR("Atlas::Budget",
                                  "a purchase is judged on its cash outlay: the cards (%1) plus "
                                  "the running costs of the budget's period")
                             .arg(*s.outlayCny, 8);
    } else if (budget->period == Period::Run) {
        s.compared = Spend::Compared::Cost;
        s.comparedCny = run.totalCny;
    } else {
        s.compared = Spend::Compared::PerYear;
        s.comparedCny = budget->period == Period::Month ? *s.perYearCny / MonthsPerYear
                                                        : *s.perYearCny;
    }
    s.withinBudget = fits && *s.comparedCny <= budget->amountCny;
    return s;
}

} // namespace Atlas
