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
    return run.form == ServiceForm::Purchase
               ? run.capexCny + run.electricityCny + run.hostingCny + run.operationsCny + run.cpuCny
               : run.totalCny;
}

bool cardsAboveBudget(const PlanCost &run, const std::optional<Budget> &budget)
{
    return budget && run.priced && run.form == ServiceForm::Purchase
           && run.capexCny > budget->amountCny;
}

Spend summariseSpend(const PlanCost &run,
                     const Recurrence &recurrence,
                     const std::optional<Budget> &budget,
                     bool fits,
                     const PricingCatalog &pricing)
{
    Spend s;
    s.runsPerYear = recurrence.runsPerYear();
    if (!run.priced) {
        if (budget)
            s.compared = run.form == ServiceForm::Purchase ? Spend::Compared::Outlay
                                                           : Spend::Compared::Cost;
        if (budget && !fits)
            s.withinBudget = false;
        return s;
    }
    s.runCny = run.totalCny;
    s.cashCny = runCashCny(run);
    // The running costs of one run, without the cards (a purchase) or the rent.
    const double runningPerRun = run.electricityCny + run.hostingCny + run.operationsCny
                                 + run.cpuCny;
    double runningPerYear = runningPerRun * s.runsPerYear;
    switch (run.form) {
    case ServiceForm::Container:
    case ServiceForm::CpuServer:
        s.perYearCny = run.totalCny * s.runsPerYear;
        break;
    case ServiceForm::CloudMonthly:
    case ServiceForm::BareMetal: {
        // Whole months per run; a job that recurs keeps the servers, at most all year.
        const double monthsPerRun = std::max(1.0, run.billedQuantity);
        const double perMonth = run.computeCny / monthsPerRun;
        const double months = std::min(MonthsPerYear, monthsPerRun * s.runsPerYear);
        s.perYearCny = perMonth * months + run.cpuCny * s.runsPerYear;
        if (s.runsPerYear * monthsPerRun > MonthsPerYear)
            s.assumptions << ATLAS_TR("Atlas::Budget",
                                      "the job recurs often enough to keep the servers all "
                                      "year: 12 months are billed, not %1")
                                 .arg(s.runsPerYear * monthsPerRun, 3);
        break;
    }
    case ServiceForm::Purchase: {
        const double years = pricing.defaults.amortisationYears.value;
        s.outlayCny = run.capexCny;
        // Owned cards are hosted and operated all year, whether they run or not.
        const double hostingPerYear = run.itPowerKw * pricing.defaults.hostingCnyPerKwMonth.value
                                      * MonthsPerYear;
        const double operationsPerYear = pricing.defaults.operationsFraction.value * run.capexCny;
        runningPerYear = (run.electricityCny + run.cpuCny) * s.runsPerYear + hostingPerYear
                         + operationsPerYear;
        s.perYearCny = run.capexCny / years + runningPerYear;
        s.assumptions << ATLAS_TR("Atlas::Budget",
                                  "per year, owned: the cards depreciated over %1 years, hosting "
                                  "and operations all year, electricity for %2 runs")
                             .arg(years)
                             .arg(s.runsPerYear, 3);
        break;
    }
    }
    if (!budget)
        return s;
    if (run.form == ServiceForm::Purchase) {
        s.compared = Spend::Compared::Outlay;
        double running = runningPerRun;
        if (budget->period == Period::Month)
            running = runningPerYear / MonthsPerYear;
        else if (budget->period == Period::Year)
            running = runningPerYear;
        s.comparedCny = run.capexCny + running;
        s.assumptions << ATLAS_TR("Atlas::Budget",
                                  "a purchase is judged on its cash outlay: the cards (%1) plus "
                                  "the running costs of the budget's period")
                             .arg(run.capexCny, 8);
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
