#pragma once

#include "catalog/pricing.h"
#include "cost/plancost.h"
#include "cost/schedule.h"

#include <optional>

namespace Atlas {

// How often a job runs, and what a budget is counted against.
enum class Period { Run, Week, Month, Year };
QString periodKey(Period period); // run | week | month | year
std::optional<Period> periodFromKey(QStringView key);
TrText periodName(Period period);

// A job that recurs: `runs` runs every `every` (Period::Run: `runs` runs in all, a one-off).
struct Recurrence
{
    int runs = 1;
    Period every = Period::Run;
    double runsPerYear() const;
    friend bool operator==(const Recurrence &, const Recurrence &) = default;
};

// A budget as CTOs mean it: an amount per run, per month or per year.
struct Budget
{
    double amountCny = 0;
    Period period = Period::Run; // Run, Month or Year
    friend bool operator==(const Budget &, const Budget &) = default;
};

// What the job costs in the terms a budget is written in.
struct Spend
{
    enum class Compared { Cost, Outlay, PerYear };

    std::optional<double> runCny;    // one run: rent, or a purchase's amortised share
    std::optional<double> outlayCny; // a purchase: the cash for the cards of every fleet
    double runsPerYear = 1;
    // The runs on the calendar; every figure below counts each fleet the schedule needs.
    Schedule schedule;
    std::optional<double> perYearCny; // the job as it recurs, for a year
    // Whether the year's cost says something a reader needs: the job recurs (more than one run
    // a year), or the budget is counted by the month or year. For a one-off job against a
    // budget per run (or none) it would only repeat the run's cost. Every surface that shows a
    // year's cost (the comparison, the report's decision table, answer and options) reads this.
    bool yearMatters = false;
    // The cash one run needs: the rent, or for a purchase the cards plus the run's running
    // costs. What options are ranked by when no budget says otherwise.
    std::optional<double> cashCny;
    // The figure set against the budget, in the budget's period, and the verdict: never true
    // for a plan that does not fit; empty without a budget or without a price.
    Compared compared = Compared::Cost;
    std::optional<double> comparedCny;
    std::optional<bool> withinBudget;
    QList<TrText> assumptions;
};
QString comparedKey(Spend::Compared compared); // cost | outlay | per_year

// The cash one run needs: the rent, or for a purchase the cards plus the run's running costs.
// Empty without a price.
std::optional<double> runCashCny(const PlanCost &run);

// A purchase whose cards alone cost more than the budget: summariseSpend() judges it over the
// budget whatever its running costs, since its outlay is never less than its cards. Asked
// first, it spares the options planner building the spend of options it turns away.
bool cardsAboveBudget(const PlanCost &run, const std::optional<Budget> &budget);

// Rent is compared as spent. A purchase is judged on its cash outlay: the cards plus the running
// costs (electricity, hosting, operations) that fall in the budget's period. Monthly-billed
// forms pay whole months and, for a recurring job, at most twelve a year per fleet. A schedule
// whose run is longer than its period needs several fleets at once: outlay, per year and the
// budget's verdict count every one.
Spend summariseSpend(const PlanCost &run,
                     const Schedule &schedule,
                     const std::optional<Budget> &budget,
                     bool fits,
                     const PricingCatalog &pricing);

} // namespace Atlas
