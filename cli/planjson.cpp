// `plan --json` (DESIGN.md, CLI contract parts 1–3) and the cost objects `regions` shares.

#include "cli/planoutput.h"

#include "cli/jsonout.h"
#include "cli/marketout.h"

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

QJsonArray jsonRange(double low, double high)
{
    return {low, high};
}

QJsonObject jsonBudget(const Scenario &s, const Spend &spend)
{
    return {{u"amount"_s, *s.budgetCny},
            {u"period"_s, periodKey(s.budgetPeriod)},
            {u"compared"_s, comparedKey(spend.compared)},
            {u"compared_cny"_s, jsonNumber(spend.comparedCny)},
            {u"within"_s, spend.withinBudget ? QJsonValue(*spend.withinBudget) : QJsonValue()}};
}

QJsonObject jsonWork(const Scenario &s, const ScenarioResult &r)
{
    QJsonObject work{{u"kind"_s, workKindKey(r.work.kind)},
                     {u"tokens"_s, r.timeKnown ? QJsonValue(r.tokens) : QJsonValue()}};
    if (s.samples) {
        work.insert(u"samples"_s, *s.samples);
        work.insert(u"epochs"_s, s.epochs);
    }
    if (r.work.kind == WorkSummary::Kind::RentHours || r.work.kind == WorkSummary::Kind::Service)
        work.insert(u"hours"_s, r.wallHours);
    return work;
}

QJsonObject jsonRentVersusBuy(const RentVersusBuy &rvb)
{
    QJsonArray sensitivity;
    for (const BreakEvenPoint &b : rvb.sensitivity)
        sensitivity.append(QJsonObject{{u"utilisation"_s, b.utilisation},
                                       {u"tariff"_s, b.tariff},
                                       {u"months"_s, jsonNumber(b.months)}});
    return {{u"capex_cny"_s, jsonNumber(rvb.capexCny)},
            {u"monthly_rent_cny"_s, jsonNumber(rvb.monthlyRentCny)},
            {u"own_running_per_month_cny"_s, rvb.ownRunningPerMonthCny},
            {u"break_even_months"_s, jsonNumber(rvb.breakEvenMonths)},
            {u"container_per_month_cny"_s, jsonNumber(rvb.containerPerMonthCny)},
            {u"break_even_vs_container_months"_s, jsonNumber(rvb.breakEvenVsContainerMonths)},
            {u"sensitivity"_s, sensitivity}};
}

QJsonArray jsonOneHourTrial(const QList<PlanCost> &trial)
{
    QJsonArray array;
    for (const PlanCost &c : trial)
        array.append(QJsonObject{{u"form"_s, serviceFormKey(c.form)},
                                 {u"priced"_s, c.priced},
                                 {u"cost_cny"_s, c.priced ? QJsonValue(c.totalCny) : QJsonValue()}});
    return array;
}

QJsonValue jsonRate(const PlanCost &c)
{
    if (!c.priced)
        return QJsonValue();
    return QJsonObject{{u"value"_s, c.rate.value},
                       {u"basis"_s, c.rate.basis.en},
                       {u"derivation"_s, c.rate.derivation.toString(nullptr)},
                       {u"date"_s, c.rate.date.isEmpty() ? QJsonValue() : QJsonValue(c.rate.date)},
                       {u"source"_s, priceOriginKey(c.rate.origin)},
                       {u"derived"_s, c.rate.derived}};
}

// Time, efficiency and energy: null when the card publishes no usable throughput.
void addTime(QJsonObject &o, const Scenario &s, const ScenarioResult &r)
{
    const bool known = r.timeKnown;
    auto ifKnown = [known](double v) { return known ? QJsonValue(v) : QJsonValue(); };
    const int gpus = s.layout.gpus;
    o.insert(u"mfu"_s, ifKnown(r.efficiency.point));
    o.insert(u"mfu_range"_s,
             known ? QJsonValue(jsonRange(r.efficiency.low, r.efficiency.high)) : QJsonValue());
    o.insert(u"mfu_basis"_s, jsonTexts(r.efficiency.basis));
    o.insert(u"mfu_calibrated"_s, r.efficiency.calibrated);
    o.insert(u"mfu_runs_behind"_s, r.efficiency.runsBehind);
    o.insert(u"tokens"_s, ifKnown(r.tokens));
    o.insert(u"flops"_s, ifKnown(r.flops));
    o.insert(u"gpu_hours"_s, ifKnown(r.wallHours * gpus));
    o.insert(u"gpu_hours_range"_s,
             known ? QJsonValue(jsonRange(r.wallHoursLow * gpus, r.wallHoursHigh * gpus))
                   : QJsonValue());
    o.insert(u"wall_hours"_s, ifKnown(r.wallHours));
    o.insert(u"wall_hours_range"_s,
             known ? QJsonValue(jsonRange(r.wallHoursLow, r.wallHoursHigh)) : QJsonValue());
    o.insert(u"energy_kwh"_s, known ? jsonEnergy(r.cost, r.cost.energyKwh) : QJsonValue());
    o.insert(u"co2_kg"_s, known ? jsonCo2(r.cost) : QJsonValue());
    // Met only when the slow end of the band meets it (DESIGN.md, part 3).
    o.insert(u"meets_deadline"_s, r.deadline ? QJsonValue(r.deadline->met()) : QJsonValue());
    o.insert(u"deadline"_s, r.deadline ? QJsonValue(jsonDeadline(*r.deadline)) : QJsonValue());
}

// The money: one run, the band, the cash outlay, per year and the budget's verdict.
void addMoney(QJsonObject &o, const Scenario &s, const ScenarioResult &r)
{
    const bool known = r.timeKnown;
    const bool priced = r.cost.priced && known;
    o.insert(u"cost_cny"_s,
             known ? QJsonValue(jsonCost(r.cost))
                   : QJsonValue(QJsonObject{{u"total"_s, QJsonValue()}}));
    o.insert(u"cost_cny_range"_s,
             priced && r.costLowCny ? QJsonValue(jsonRange(*r.costLowCny, *r.costHighCny))
                                    : QJsonValue());
    o.insert(u"outlay_cny"_s, priced ? jsonNumber(r.spend.outlayCny) : QJsonValue());
    o.insert(u"runs_per_year"_s, r.spend.runsPerYear);
    o.insert(u"schedule"_s, jsonSchedule(r.spend.schedule));
    o.insert(u"per_year_cny"_s, priced ? jsonNumber(r.spend.perYearCny) : QJsonValue());
    o.insert(u"budget"_s, s.budgetCny ? QJsonValue(jsonBudget(s, r.spend)) : QJsonValue());
    o.insert(u"deadline_hours"_s, jsonNumber(s.deadlineHours));
    o.insert(u"rate"_s, jsonRate(r.cost));
}

// The plan that runs when the requested layout does not: the same figures as a plan.
QJsonObject jsonSmallestFit(const SmallestFit &f, bool known)
{
    const bool priced = f.cost.priced && known;
    QJsonObject o{{u"gpus"_s, f.gpus},
                  {u"layout"_s, jsonLayout(f.layout)},
                  {u"wall_hours"_s, known ? QJsonValue(f.wallHours) : QJsonValue()},
                  {u"wall_hours_range"_s,
                   known ? QJsonValue(jsonRange(f.wallHoursLow, f.wallHoursHigh)) : QJsonValue()},
                  {u"cost_cny"_s, priced ? QJsonValue(f.cost.totalCny) : QJsonValue()},
                  {u"outlay_cny"_s, priced ? jsonNumber(f.spend.outlayCny) : QJsonValue()},
                  {u"per_year_cny"_s, priced ? jsonNumber(f.spend.perYearCny) : QJsonValue()},
                  {u"co2_kg"_s, known ? jsonCo2(f.cost) : QJsonValue()},
                  {u"schedule"_s, jsonSchedule(f.spend.schedule)},
                  {u"within_budget"_s,
                   f.spend.withinBudget ? QJsonValue(*f.spend.withinBudget) : QJsonValue()},
                  {u"meets_deadline"_s, f.deadline ? QJsonValue(f.deadline->met()) : QJsonValue()},
                  {u"deadline"_s,
                   f.deadline ? QJsonValue(jsonDeadline(*f.deadline)) : QJsonValue()}};
    if (f.serving)
        o.insert(u"serving"_s, jsonServing(*f.serving));
    if (f.costPerMillionTokensCny)
        o.insert(u"cost_per_million_output_tokens_cny"_s, *f.costPerMillionTokensCny);
    return o;
}

// What the user typed of the layout (null: chosen, the least sharding that fits on the cards).
QJsonObject jsonLayoutGiven(const Layout &l, const LayoutGiven &given)
{
    const auto ifGiven = [](bool isGiven, int value) {
        return isGiven ? QJsonValue(value) : QJsonValue();
    };
    return {{u"gpus"_s, ifGiven(given.gpus, l.gpus)},
            {u"tp"_s, ifGiven(given.tp, l.tp)},
            {u"pp"_s, ifGiven(given.pp, l.pp)},
            {u"zero"_s, ifGiven(given.zero, l.zero)},
            {u"chosen"_s, given.chosen(l)}};
}

} // namespace

QJsonObject jsonSchedule(const Schedule &s)
{
    return {{u"runs_per_year"_s, s.runsPerYear},
            {u"run_wall_hours"_s, s.runWallHours},
            {u"period_hours"_s, s.recurring() ? QJsonValue(s.periodHours) : QJsonValue()},
            {u"fleets_needed"_s, s.fleetsNeeded}};
}

QJsonObject jsonDeadline(const DeadlineCheck &d)
{
    return {{u"hours"_s, d.hours},
            {u"verdict"_s, deadlineVerdictKey(d.verdict)},
            {u"margin_hours"_s, d.marginHours}};
}

QJsonValue jsonEnergy(const PlanCost &c, double value)
{
    return c.energyKnown ? QJsonValue(value) : QJsonValue();
}

QJsonValue jsonCo2(const PlanCost &c)
{
    return c.energyKnown && c.co2Known ? QJsonValue(c.co2Kg) : QJsonValue();
}

QJsonObject jsonCost(const PlanCost &c)
{
    if (!c.priced)
        return {{u"compute"_s, QJsonValue()},
                {u"electricity"_s, QJsonValue()},
                {u"total"_s, QJsonValue()},
                {u"unavailable"_s, c.unavailable.toString(nullptr)}};
    return {{u"compute"_s, c.computeCny},
            {u"electricity"_s, c.electricityCny},
            {u"hosting"_s, c.hostingCny},
            {u"operations"_s, c.operationsCny},
            {u"cpu_server"_s, c.cpuCny},
            {u"total"_s, c.totalCny},
            {u"electricity_in_rent"_s,
             formTraits(c.form).owned ? QJsonValue(0.0) : jsonEnergy(c, c.embeddedElectricityCny)}};
}

QJsonObject jsonPlan(const PlanOutcome &p)
{
    const Scenario &s = p.scenario;
    const ScenarioResult &r = p.result;
    const FitResult &fit = *r.estimate.fit;
    QJsonObject o{{u"gpu"_s, r.accelerator->id},
                  {u"gpus"_s, s.layout.gpus},
                  {u"layout"_s, jsonLayout(s.layout)},
                  {u"layout_given"_s, jsonLayoutGiven(s.layout, p.given)},
                  {u"fits"_s, fit.fits},
                  {u"min_gpus"_s, fit.minGpus ? QJsonValue(*fit.minGpus) : QJsonValue()},
                  {u"pricing"_s, serviceFormKey(r.cost.form)},
                  {u"region"_s, r.region ? QJsonValue(r.region->id) : QJsonValue()},
                  {u"work"_s, jsonWork(s, r)},
                  {u"one_hour_trial"_s, jsonOneHourTrial(r.oneHourTrial)},
                  {u"rent_vs_buy"_s, jsonRentVersusBuy(r.rentVsBuy)},
                  {u"assumptions"_s, jsonTexts(p.assumptions)}};
    addTime(o, s, r);
    addMoney(o, s, r);
    addPriceOrigin(o, r.costToRun());
    if (r.serving) {
        QJsonObject serving = jsonServing(*r.serving);
        serving.insert(u"cost_per_million_output_tokens_cny"_s,
                       jsonNumber(r.costPerMillionTokensCny));
        o.insert(u"serving"_s, serving);
    }
    if (r.smallestFit)
        o.insert(u"smallest_fit"_s, jsonSmallestFit(*r.smallestFit, r.timeKnown));
    if (r.providerQuote)
        addProviderQuote(o, *r.providerQuote, *s.provider);
    o.insert(u"market"_s, marketKey(s.market));
    addMarket(o, r.market);
    return o;
}

} // namespace Atlas::Cli
