// `plan` as text: the same figures as the JSON, in sentences a reader checks at a glance.

#include "cli/planoutput.h"

namespace Atlas::Cli {

namespace {

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

void printHeader(QTextStream &out, const Scenario &s, const ScenarioResult &r)
{
    out << "Plan: " << r.model.id << " " << taskKey(s.workload.task) << " on " << s.layout.gpus
        << " × " << r.accelerator->name.en << (r.estimate.fit->fits ? "" : " (does not fit!)")
        << '\n';
    if (const std::optional<ProviderQuote> &q = r.providerQuote)
        out << "  provider      " << q->provider->name.en << ", " << q->instance->displayName()
            << " × " << q->instances
            << (q->region ? QStringLiteral(" in %1").arg(q->region->id) : QString()) << " ("
            << providerBillingKey(s.provider->billing) << ")\n";
    out << "  work          " << r.work.description.toString(nullptr) << '\n';
}

void printTime(QTextStream &out, const Scenario &s, const ScenarioResult &r)
{
    if (r.serving && r.serving->valid) {
        const ServingResult &v = *r.serving;
        out << "  serving       " << fixed(v.outputTokensPerSecond, 0) << " output tokens/s on "
            << v.replicas << " × " << cards(v.tp * v.pp) << ", " << fixed(v.userTokensPerSecond, 1)
            << " tokens/s per user, first token " << fixed(v.ttftSeconds, 2) << " s\n";
        if (r.costPerMillionTokensCny)
            out << "  per million   " << fixed(*r.costPerMillionTokensCny, 2)
                << " CNY per million output tokens\n";
    } else if (!r.estimate.fit->fits) {
        // The layout does not run: no time of its own (the smallest fit has one).
    } else if (r.timeKnown) {
        out << "  wall time     " << fixed(r.wallHours, 2) << " h (band "
            << fixed(r.wallHoursLow, 2) << "–" << fixed(r.wallHoursHigh, 2) << " h; "
            << fixed(r.wallHours * s.layout.gpus, 1) << " GPU-hours, efficiency "
            << fixed(r.efficiency.point, 3) << ")\n";
        if (r.cost.energyKnown)
            out << "  energy        " << fixed(r.cost.energyKwh, 1) << " kWh, CO2 "
                << (r.cost.co2Known ? fixed(r.cost.co2Kg, 1) + QStringLiteral(" kg")
                                    : QStringLiteral("unknown (no grid factor for the region)"))
                << '\n';
        else
            out << "  energy        unknown (no TDP published)\n";
    } else {
        out << "  wall time     unknown (no usable dense throughput is published for this card)\n";
    }
}

// "(container)", "(on-demand, 14.00 h billed per instance)", or why a provider's plan has no
// cost: its price for this billing is not catalogued.
QString costBasis(const Scenario &s, const ScenarioResult &r)
{
    const std::optional<ProviderQuote> &q = r.providerQuote;
    if (!q)
        return QStringLiteral(" (%1)").arg(serviceFormKey(r.cost.form));
    const QString billing = providerBillingKey(s.provider->billing);
    if (!q->price)
        return QStringLiteral(": no %1 price is catalogued for %2").arg(billing, q->instance->id);
    return QStringLiteral(" (%1, %2 h billed per instance)").arg(billing, fixed(q->billedHours, 2));
}

void printCost(QTextStream &out, const Scenario &s, const ScenarioResult &r)
{
    const bool known = r.timeKnown;
    if (!r.estimate.fit->fits) {
        // A layout that does not run is not priced; the smallest one that fits is.
        out << "  cost          not priced: this layout does not fit\n";
        if (const std::optional<SmallestFit> &f = r.smallestFit)
            out << "  smallest fit  " << cards(f->layout.gpus) << " (dp " << f->layout.dp()
                << ", tp " << f->layout.tp << ", pp " << f->layout.pp << ", ZeRO " << f->layout.zero
                << "): " << (known ? fixed(f->wallHours, 2) + QStringLiteral(" h, ") : QString())
                << money(f->cost.priced && known ? std::optional(f->cost.totalCny) : std::nullopt)
                << '\n';
        return;
    }
    out << "  cost          "
        << money(r.cost.priced && known ? std::optional(r.cost.totalCny) : std::nullopt)
        << costBasis(s, r) << '\n';
    if (formTraits(r.cost.form).owned && r.cost.priced)
        out << "  cash outlay   " << fixed(r.cost.capexCny, 0) << " CNY for the cards\n";
    if (r.spend.runsPerYear != 1.0 || s.budgetPeriod != Period::Run)
        out << "  per year      " << money(known ? r.spend.perYearCny : std::nullopt) << " ("
            << fixed(r.spend.runsPerYear, 1) << " runs a year)\n";
}

void printBudget(QTextStream &out, const Scenario &s, const ScenarioResult &r)
{
    if (!s.budgetCny)
        return;
    const QString verdict = !r.spend.withinBudget   ? QStringLiteral("cannot tell (no price)")
                            : *r.spend.withinBudget ? QStringLiteral("within")
                            : r.estimate.fit->fits  ? QStringLiteral("over")
                                                    : QStringLiteral("does not fit");
    out << "  budget        " << fixed(*s.budgetCny, 0) << " CNY "
        << periodName(s.budgetPeriod).toString(nullptr) << ": " << verdict << " ("
        << comparedKey(r.spend.compared) << " " << money(r.spend.comparedCny) << ")\n";
}

void printTrial(QTextStream &out, const ScenarioResult &r)
{
    out << "  one-hour trial (" << cards(r.gpusToRun()) << "):";
    for (const PlanCost &c : r.oneHourTrial)
        out << "  " << serviceFormKey(c.form) << " "
            << (c.priced ? fixed(c.totalCny, 0) : QStringLiteral("n/a"));
    out << " CNY\n";
    if (r.rentVsBuy.breakEvenMonths)
        out << "  buying pays off after " << fixed(*r.rentVsBuy.breakEvenMonths, 1)
            << " months of 24×7 renting\n";
}

} // namespace

void printPlan(QTextStream &out, const PlanOutcome &p)
{
    printHeader(out, p.scenario, p.result);
    printTime(out, p.scenario, p.result);
    printCost(out, p.scenario, p.result);
    printBudget(out, p.scenario, p.result);
    printTrial(out, p.result);
    printAssumptions(out, p.assumptions);
}

} // namespace Atlas::Cli
