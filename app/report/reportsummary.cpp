// Page 1 of the report: the question, the answer in one sentence, the decision table
// (reportdecisions.cpp) and the assumptions that move the answer most.

#include "report/reportcontent.h"

#include "common/numberformat.h"
#include "common/phrases.h"
#include "common/tasknames.h"
#include "cost/priceage.h"
#include "document/scenariodocument.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Atlas::Report {

QString ReportContent::answerSentence() const
{
    const ScenarioResult &r = m_result;
    const Scenario &s = m_scenario;
    if (!r.valid)
        return t(r.problems.value(0));
    const QString card = name(r.accelerator->name);
    QStringList parts;
    // Which figures the answer gives: the plan's, or its smallest fit's (a plan that does not
    // fit is never priced as if it did).
    const PlanCost *cost = &r.cost;
    const Spend *spend = &r.spend;
    double wall = r.wallHours, low = r.wallHoursLow, high = r.wallHoursHigh;
    if (r.fits) {
        parts << t(ATLAS_TR("Atlas::PdfReport", "Fits on %1 × %2")).arg(r.gpus).arg(card);
    } else if (r.smallestFit) {
        const SmallestFit &f = *r.smallestFit;
        parts << t(ATLAS_TR("Atlas::PdfReport",
                            "Does not fit on %1 × %2; the smallest layout that fits is %3 (%4)"))
                     .arg(s.layout.gpus)
                     .arg(card, cards(f.gpus), layoutText(f.layout, nullptr));
        cost = &f.cost;
        spend = &f.spend;
        wall = f.wallHours;
        smallestFitBand(&low, &high);
    } else {
        return t(ATLAS_TR("Atlas::PdfReport",
                          "Does not fit on %1 at any layout up to %2 cards, so it has no time or "
                          "price."))
            .arg(card)
            .arg(r.estimate.fit->searchedUpTo);
    }
    if (r.timeKnown)
        parts << timeClause(wall, low, high);
    parts << priceClauses(*cost, *spend);
    // The deadline, judged at the slow end of the band, with its margin.
    const std::optional<DeadlineCheck> &deadline = r.fits || !r.smallestFit
                                                       ? r.deadline
                                                       : r.smallestFit->deadline;
    if (deadline)
        parts << t(deadlineSentence(*deadline, wall, high));
    return t(ATLAS_TR("Atlas::PdfReport", "%1 — %2."))
        .arg(parts.join(t(ATLAS_TR("Atlas::PdfReport", "; "))), budgetClause(*spend));
}

// The answer's time: a service's speed, rented hours, or the time with its band.
QString ReportContent::timeClause(double wall, double low, double high) const
{
    const ScenarioResult &r = m_result;
    const Language l = m_language;
    if (r.serving && r.serving->valid) {
        const ServingResult &v = *r.serving;
        QString clause = t(ATLAS_TR("Atlas::PdfReport",
                                    "serves %1 token/s (%2–%3) with the first token in %4 s"))
                             .arg(Format::count(v.outputTokensPerSecond, l),
                                  Format::count(v.outputTokensPerSecondLow, l),
                                  Format::count(v.outputTokensPerSecondHigh, l),
                                  Format::significant(v.ttftSeconds, 2, l));
        if (v.meetsSlo)
            clause += Format::listSeparator(l)
                      + (*v.meetsSlo
                             ? t(ATLAS_TR("Atlas::PdfReport", "meeting its service level"))
                             : t(ATLAS_TR("Atlas::PdfReport", "missing its service level")));
        return clause;
    }
    if (r.work.kind == WorkSummary::Kind::RentHours)
        return t(ATLAS_TR("Atlas::PdfReport", "%1 of rented time trains %2 tokens"))
            .arg(hours(wall), Format::count(r.tokens, l));
    if (high > low)
        return t(ATLAS_TR("Atlas::PdfReport", "%1 tokens take %2 (%3–%4)"))
            .arg(Format::count(r.tokens, l), hours(wall), hours(low), hours(high));
    return t(ATLAS_TR("Atlas::PdfReport", "%1 tokens take %2"))
        .arg(Format::count(r.tokens, l), hours(wall));
}

// The answer's price: a run, the cash for the cards, a year where it matters, and the fleets a
// run longer than the time between runs needs; or that there is no price.
QStringList ReportContent::priceClauses(const PlanCost &cost, const Spend &spend) const
{
    const Language l = m_language;
    if (!cost.priced)
        return {t(ATLAS_TR("Atlas::PdfReport", "no price is catalogued for %1"))
                    .arg(formName(m_scenario.pricing))};
    QString figures = periodPhrase(Period::Run).arg(money(cost.totalCny));
    if (spend.outlayCny)
        figures += Format::listSeparator(l)
                   + t(ATLAS_TR("Atlas::PdfReport", "%1 cash for the cards"))
                         .arg(money(*spend.outlayCny));
    if (spend.perYearCny && spend.yearMatters)
        figures += Format::listSeparator(l)
                   + periodPhrase(Period::Year).arg(money(*spend.perYearCny));
    QStringList clauses{figures};
    // A run longer than the time between runs: the fleets it needs, all paid for.
    if (const TrText fleets = scheduleSentence(spend.schedule, m_result.gpusToRun());
        !fleets.isEmpty())
        clauses << t(fleets);
    return clauses;
}

// The answer's budget verdict.
QString ReportContent::budgetClause(const Spend &spend) const
{
    const std::optional<Budget> budget = m_scenario.budget();
    if (!budget)
        return t(ATLAS_TR("Atlas::PdfReport", "no budget was given"));
    if (!spend.comparedCny)
        return t(ATLAS_TR("Atlas::PdfReport", "the budget cannot be checked without a price"));
    if (spend.withinBudget.value_or(false))
        return t(ATLAS_TR("Atlas::PdfReport", "within the budget of %1")).arg(budgetPhrase());
    return t(ATLAS_TR("Atlas::PdfReport", "over the budget of %1 by %2"))
        .arg(budgetPhrase(), money(*spend.comparedCny - budget->amountCny));
}

QStringList ReportContent::keyAssumptions(QString *method) const
{
    // Each candidate with how far it moves the cost of a run (or the time where there is no
    // price), as a fraction; the three largest are shown.
    const ScenarioResult &r = m_result;
    if (!r.valid)
        return {};
    const PlanCost &c = r.smallestFit ? r.smallestFit->cost : r.cost;
    QList<Assumption> candidates;
    // 1. The efficiency band (training) or the throughput band (serving).
    if (r.training && r.efficiency.point > 0)
        candidates << efficiencyAssumption(c);
    else if (r.serving && r.serving->valid && r.serving->outputTokensPerSecond > 0)
        candidates << servingAssumption();
    // 2. The price basis: the rate's published range, or the whole months a monthly form bills.
    if (c.priced && c.totalCny > 0) {
        candidates << priceAssumption(c);
        if (const std::optional<Assumption> billing = billingAssumption(c))
            candidates << *billing;
    }
    // 3. The region, where it changes the price (purchases: tariff and PUE).
    if (const std::optional<Assumption> region = regionAssumption())
        candidates << *region;
    // 4. The work: time and cost follow it one to one; an assumed amount comes first.
    candidates << workAssumption();
    std::stable_sort(candidates.begin(),
                     candidates.end(),
                     [](const Assumption &a, const Assumption &b) { return a.swing > b.swing; });
    if (method)
        *method = t(ATLAS_TR("Atlas::PdfReport",
                             "Chosen by how far each moves the cost of a run: every known range "
                             "(efficiency band, price range, billing, region) is applied and the "
                             "largest effects are listed; the work, which scales everything in "
                             "proportion, fills the list."));
    QStringList out;
    for (const Assumption &candidate : std::as_const(candidates).mid(0, 3))
        out << candidate.text;
    return out;
}

// Training: the efficiency band, and how far it moves the cost (or, without a price, the time).
ReportContent::Assumption ReportContent::efficiencyAssumption(const PlanCost &c) const
{
    const ScenarioResult &r = m_result;
    const Language l = m_language;
    const Efficiency &e = r.efficiency;
    double wall = r.wallHours, low = r.wallHoursLow, high = r.wallHoursHigh;
    if (r.smallestFit) {
        wall = r.smallestFit->wallHours;
        smallestFitBand(&low, &high);
    }
    const bool costMoves = !r.smallestFit && r.costLowCny && r.costHighCny
                           && *r.costHighCny - *r.costLowCny > 0.005 * r.cost.totalCny;
    // Monthly billing pays whole months: a faster or slower run costs the same.
    double swing = costMoves ? (*r.costHighCny - *r.costLowCny) / r.cost.totalCny : 0;
    if (!c.priced && wall > 0)
        swing = (high - low) / wall;
    if (e.overridden)
        return {swing,
                t(ATLAS_TR("Atlas::PdfReport",
                           "Efficiency: %1 of the dense peak, as the scenario sets it (no band)."))
                    .arg(Format::percent(e.point, l, 1))};
    return {swing,
            t(ATLAS_TR("Atlas::PdfReport",
                       "Efficiency: %1 of the dense peak (%2–%3), %4; the band puts the time "
                       "between %5 and %6%7."))
                .arg(Format::percent(e.point, l, 1),
                     Format::percent(e.low, l, 1),
                     Format::percent(e.high, l, 1),
                     e.calibrated ? t(ATLAS_TR("Atlas::PdfReport", "fitted on published runs"))
                                  : t(ATLAS_TR("Atlas::PdfReport",
                                               "a prior: no published runs for this family")),
                     hours(low),
                     hours(high),
                     costMoves ? t(ATLAS_TR("Atlas::PdfReport",
                                            " and the cost of a run between %1 and %2"))
                                     .arg(money(*r.costLowCny), money(*r.costHighCny))
                               : QString())};
}

// Serving: the throughput band of the fitted serving model.
ReportContent::Assumption ReportContent::servingAssumption() const
{
    const ServingResult &v = *m_result.serving;
    const Language l = m_language;
    return {(v.outputTokensPerSecondHigh - v.outputTokensPerSecondLow) / v.outputTokensPerSecond,
            t(ATLAS_TR("Atlas::PdfReport",
                       "Serving speed: %1 token/s (%2–%3) from the serving model fitted on "
                       "published measurements; the cards a load needs scale with it."))
                .arg(Format::count(v.outputTokensPerSecond, l),
                     Format::count(v.outputTokensPerSecondLow, l),
                     Format::count(v.outputTokensPerSecondHigh, l))};
}

// The price with its basis, and how far its published range moves the cost of a run.
ReportContent::Assumption ReportContent::priceAssumption(const PlanCost &c) const
{
    const Quote &q = c.rate;
    const double share = c.computeCny / c.totalCny;
    QString basis;
    if (m_scenario.pricePerGpuHour)
        basis = t(ATLAS_TR("Atlas::PdfReport", "set in the scenario"));
    else if (q.derived)
        basis = t(ATLAS_TR("Atlas::PdfReport", "derived from a catalogued price"));
    else if (q.verified == Verification::Verified)
        basis = t(ATLAS_TR("Atlas::PdfReport", "a catalogued, verified price"));
    else if (q.verified == Verification::Partial)
        basis = t(ATLAS_TR("Atlas::PdfReport", "a catalogued, partly verified price"));
    else
        basis = t(ATLAS_TR("Atlas::PdfReport", "a catalogued, unverified price"));
    if (!(q.low && q.high && q.value > 0 && *q.high > *q.low))
        return {0,
                t(ATLAS_TR("Atlas::PdfReport", "Price: %1 as “%2”, %3; no range is published."))
                    .arg(priceUnit(c.form, q.value), formName(c.form), basis)};
    const double swing = share * (*q.high - *q.low) / q.value;
    return {swing,
            t(ATLAS_TR("Atlas::PdfReport",
                       "Price: %1 as “%2”, %3; its range %4–%5 moves the cost of a run by up to "
                       "±%6."))
                .arg(priceUnit(c.form, q.value),
                     formName(c.form),
                     basis,
                     money(*q.low),
                     money(*q.high),
                     Format::percent(swing / 2, m_language))};
}

// A form billed by the whole month: the share of the paid time a run leaves idle.
std::optional<ReportContent::Assumption> ReportContent::billingAssumption(const PlanCost &c) const
{
    const bool monthly = formTraits(c.form).wholeMonths;
    const double wall = m_result.smallestFit ? m_result.smallestFit->wallHours : m_result.wallHours;
    const double paid = std::ceil(c.billedQuantity) * 730.0;
    if (!(monthly && paid > 0 && wall > 0 && wall < 0.9 * paid))
        return std::nullopt;
    const double idle = 1.0 - wall / paid;
    return Assumption{idle,
                      t(ATLAS_TR("Atlas::PdfReport",
                                 "Billing: “%1” is billed by the whole month; a run of %2 pays "
                                 "for %3, so %4 of the paid time is idle unless other work keeps "
                                 "the servers busy."))
                          .arg(formName(c.form),
                               hours(wall),
                               hours(paid),
                               Format::percent(idle, m_language))};
}

// The region, where electricity and cooling change the price.
std::optional<ReportContent::Assumption> ReportContent::regionAssumption() const
{
    const auto [cheap, dear] = priceRange(m_result.regions);
    if (!cheap)
        return std::nullopt;
    const double cheapest = cheap->cost.totalCny, dearest = dear->cost.totalCny;
    if (!(cheapest > 0 && dearest - cheapest > 0.005 * cheapest))
        return std::nullopt;
    return Assumption{(dearest - cheapest) / m_result.cost.totalCny,
                      t(ATLAS_TR("Atlas::PdfReport",
                                 "Region: electricity and cooling put a run between %1 (%2) and "
                                 "%3 (%4)."))
                          .arg(money(cheapest),
                               name(cheap->region->name),
                               money(dearest),
                               name(dear->region->name))};
}

// The work: stated, it scales time and cost one to one; assumed, it comes first.
ReportContent::Assumption ReportContent::workAssumption() const
{
    const bool assumedWork = m_result.work.kind == WorkSummary::Kind::Unspecified;
    return {assumedWork ? 1e9 : -1,
            assumedWork ? t(ATLAS_TR("Atlas::PdfReport",
                                     "Work: none was given, %1 is assumed; time and cost scale "
                                     "with it."))
                              .arg(workText())
                        : t(ATLAS_TR("Atlas::PdfReport",
                                     "Work: %1, as the scenario states it; time and cost scale "
                                     "with it one to one."))
                              .arg(workText())};
}

Blocks ReportContent::summary() const
{
    const Scenario &s = m_scenario;
    const ScenarioResult &r = m_result;
    const Language l = m_language;
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Executive summary")));
    blocks << note(name(s.name) + QStringLiteral(" · ") + referenceDate().toString(Qt::ISODate));
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "The question")));
    Block fields;
    fields.kind = Block::Kind::Fields;
    if (r.valid)
        fields.rows << QStringList{
            t(ATLAS_TR("Atlas::PdfReport", "Model")),
            name(r.model.name)
                + Format::parenthesised(t(ATLAS_TR("Atlas::PdfReport", "%1 parameters"))
                                            .arg(Format::params(r.estimate.params, l)),
                                        l)};
    fields.rows << QStringList{t(ATLAS_TR("Atlas::PdfReport", "Task")),
                               TaskNames::longName(s.workload.task, m_context)
                                   + Format::listSeparator(l)
                                   + precisionLabel(s.workload.precision)};
    fields.rows << QStringList{t(ATLAS_TR("Atlas::PdfReport", "Work")), workText()};
    fields.rows << QStringList{t(ATLAS_TR("Atlas::PdfReport", "Budget")),
                               s.budget() ? budgetPhrase()
                                          : t(ATLAS_TR("Atlas::PdfReport",
                                                       "none given: nothing is checked against a "
                                                       "budget"))};
    fields.rows << QStringList{t(ATLAS_TR("Atlas::PdfReport", "Deadline")),
                               s.deadlineHours ? hours(*s.deadlineHours)
                                               : t(ATLAS_TR("Atlas::PdfReport", "none given"))};
    if (r.accelerator)
        fields.rows << QStringList{t(ATLAS_TR("Atlas::PdfReport", "Plan")),
                                   t(ATLAS_TR("Atlas::PdfReport", "%1 × %2, %3, %4"))
                                       .arg(s.layout.gpus)
                                       .arg(name(r.accelerator->name),
                                            formName(s.pricing),
                                            r.region ? name(r.region->name)
                                                     : t(ATLAS_TR("Atlas::PdfReport",
                                                                  "national average prices")))};
    fields.rows << marketField();
    blocks << fields;
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "The answer")));
    blocks << answer(answerSentence());
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Decision table")));
    blocks << decisionTable();
    const PlannerResult &planned = m_document.options();
    blocks << note(
        t(ATLAS_TR("Atlas::PdfReport",
                   "The planner's rows are its best of %1 options that fit, meet the "
                   "budget and the deadline (%2 considered); the full list follows the "
                   "recommendation."))
            .arg(Format::integer(planned.accepted, l), Format::integer(planned.considered, l)));
    blocks << priceAgeWarning();
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "What moves the answer most")));
    QString method;
    blocks << list(keyAssumptions(&method));
    blocks << note(method);
    return blocks;
}

} // namespace Atlas::Report
