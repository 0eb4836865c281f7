// `plan` as text: the same figures as the JSON, in sentences a reader checks at a glance.

#include "cli/planoutput.h"

#include "cli/marketout.h"

namespace Atlas::Cli {

namespace {

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

// "dp 32, tp 2, pp 1, ZeRO 1", and whether it was chosen on the cards given or does not fit.
QString layoutLine(const Layout &l, const LayoutGiven &given, bool fits)
{
    QString line
        = QStringLiteral("dp %1, tp %2, pp %3, ZeRO %4").arg(l.dp()).arg(l.tp).arg(l.pp).arg(l.zero);
    if (l.offload != Offload::None)
        line += QStringLiteral(", offload ") + offloadKey(l.offload);
    if (!fits)
        return line
               + (given.gpus && !given.zero
                      ? QStringLiteral(": no layout of %1 fits").arg(cards(l.gpus))
                      : QStringLiteral(": does not fit"));
    if (given.chosen(l))
        return line
               + QStringLiteral(" (chosen: the least sharding that fits on the %1 given)")
                     .arg(cards(l.gpus));
    return line;
}

void printHeader(QTextStream &out, const PlanOutcome &p)
{
    const Scenario &s = p.scenario;
    const ScenarioResult &r = p.result;
    out << "Plan: " << r.model.id << " " << taskKey(s.workload.task) << " on " << s.layout.gpus
        << " × " << r.accelerator->name.en << (r.fits ? "" : " (does not fit!)") << '\n';
    if (!r.serving)
        out << "  layout        " << layoutLine(s.layout, p.given, r.fits) << '\n';
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
    } else if (!r.fits) {
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

// One run, the cash for the cards, per year with its schedule: of the plan, or of its smallest
// fit when the plan's own layout does not run (never both, never the layout that does not fit).
void printMoney(QTextStream &out,
                const Scenario &s,
                const PlanCost &cost,
                const Spend &spend,
                int gpus,
                bool known)
{
    if (formTraits(cost.form).owned && spend.outlayCny)
        out << "  cash outlay   " << fixed(*spend.outlayCny, 0) << " CNY for the cards\n";
    if (spend.runsPerYear != 1.0 || s.budgetPeriod != Period::Run)
        out << "  per year      " << money(known ? spend.perYearCny : std::nullopt) << " ("
            << fixed(spend.runsPerYear, 1) << " runs a year)\n";
    if (const TrText fleets = scheduleSentence(spend.schedule, gpus); !fleets.isEmpty())
        out << "  schedule      " << fleets.toString(nullptr) << '\n';
}

// "1.24 CNY per card-hour, catalog price of 2026" / "…, your quote of 2026-11-20".
void printPrice(QTextStream &out, const PlanCost &cost)
{
    if (!cost.priced)
        return;
    out << "  price         "
        << priceUnitText(cost.form, fixed(cost.rate.value, 2) + QStringLiteral(" CNY"))
               .toString(nullptr)
        << ", " << priceOriginWords(cost.rate) << '\n';
}

void printCost(QTextStream &out, const Scenario &s, const ScenarioResult &r)
{
    const bool known = r.timeKnown;
    if (!r.fits) {
        // A layout that does not run is not priced; the smallest one that fits is.
        out << "  cost          not priced: this layout does not fit\n";
        if (const std::optional<SmallestFit> &f = r.smallestFit) {
            out << "  smallest fit  " << cards(f->gpus);
            if (f->serving && f->serving->valid)
                out << " (" << f->serving->replicas << " replicas × " << f->layout.gpus << ")";
            else
                out << " (dp " << f->layout.dp() << ", tp " << f->layout.tp << ", pp "
                    << f->layout.pp << ", ZeRO " << f->layout.zero << ")";
            out << ": " << (known ? fixed(f->wallHours, 2) + QStringLiteral(" h, ") : QString())
                << money(f->cost.priced && known ? std::optional(f->cost.totalCny) : std::nullopt)
                << '\n';
            printPrice(out, f->cost);
            printMoney(out, s, f->cost, f->spend, f->gpus, known);
        }
        return;
    }
    out << "  cost          "
        << money(r.cost.priced && known ? std::optional(r.cost.totalCny) : std::nullopt)
        << costBasis(s, r) << '\n';
    printPrice(out, r.cost);
    printMoney(out, s, r.cost, r.spend, r.gpus, known);
}

void printBudget(QTextStream &out, const Scenario &s, const ScenarioResult &r)
{
    // The verdict of what runs: the plan, or its smallest fit.
    const Spend &spend = !r.fits && r.smallestFit ? r.smallestFit->spend : r.spend;
    if (s.budgetCny) {
        const QString who = !r.fits && r.smallestFit ? QStringLiteral(" (the smallest fit)")
                                                     : QString();
        const QString verdict = !r.fits && !r.smallestFit ? QStringLiteral("does not fit")
                                : !spend.withinBudget     ? QStringLiteral("cannot tell (no price)")
                                : *spend.withinBudget     ? QStringLiteral("within")
                                                          : QStringLiteral("over");
        out << "  budget        " << fixed(*s.budgetCny, 0) << " CNY "
            << periodName(s.budgetPeriod).toString(nullptr) << ": " << verdict << who << " ("
            << comparedKey(spend.compared) << " " << money(spend.comparedCny) << ")\n";
    }
    const std::optional<DeadlineCheck> &d = !r.fits && r.smallestFit ? r.smallestFit->deadline
                                                                     : r.deadline;
    const double hours = !r.fits && r.smallestFit ? r.smallestFit->wallHours : r.wallHours;
    const double slow = !r.fits && r.smallestFit ? r.smallestFit->wallHoursHigh : r.wallHoursHigh;
    if (d) {
        // The sentence names itself ("deadline 10 h: missed …"); the label column says it once.
        const QString sentence = deadlineSentence(*d, hours, slow).toString(nullptr);
        out << "  deadline      "
            << (sentence.startsWith(u"deadline ") ? sentence.mid(9) : sentence) << '\n';
    } else if (s.deadlineHours)
        out << "  deadline      " << fixed(*s.deadlineHours, 1)
            << " h: not checked (no time for this plan)\n";
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
    printHeader(out, p);
    printTime(out, p.scenario, p.result);
    printCost(out, p.scenario, p.result);
    printBudget(out, p.scenario, p.result);
    printTrial(out, p.result);
    printMarket(out, p.result.market, *p.result.accelerator);
    printAssumptions(out, p.assumptions);
}

} // namespace Atlas::Cli
