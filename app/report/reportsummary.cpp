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
    const Language l = m_language;
    if (!r.valid)
        return t(r.problems.value(0));
    const QString card = name(r.accelerator->name);
    const FitResult &fit = *r.estimate.fit;
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
            .arg(fit.searchedUpTo);
    }
    if (r.timeKnown) {
        if (r.serving && r.serving->valid) {
            const ServingResult &v = *r.serving;
            parts << t(ATLAS_TR("Atlas::PdfReport",
                                "serves %1 token/s (%2–%3) with the first token in %4 s"))
                         .arg(Format::count(v.outputTokensPerSecond, l),
                              Format::count(v.outputTokensPerSecondLow, l),
                              Format::count(v.outputTokensPerSecondHigh, l),
                              Format::significant(v.ttftSeconds, 2, l));
            if (v.meetsSlo)
                parts.last() += Format::listSeparator(l)
                                + (*v.meetsSlo
                                       ? t(ATLAS_TR("Atlas::PdfReport", "meeting its service level"))
                                       : t(ATLAS_TR("Atlas::PdfReport",
                                                    "missing its service level")));
        } else if (r.work.kind == WorkSummary::Kind::RentHours) {
            parts << t(ATLAS_TR("Atlas::PdfReport", "%1 of rented time trains %2 tokens"))
                         .arg(hours(wall), Format::count(r.tokens, l));
        } else if (high > low) {
            parts << t(ATLAS_TR("Atlas::PdfReport", "%1 tokens take %2 (%3–%4)"))
                         .arg(Format::count(r.tokens, l), hours(wall), hours(low), hours(high));
        } else {
            parts << t(ATLAS_TR("Atlas::PdfReport", "%1 tokens take %2"))
                         .arg(Format::count(r.tokens, l), hours(wall));
        }
    }
    QString budget;
    if (!cost->priced) {
        parts << t(ATLAS_TR("Atlas::PdfReport", "no price is catalogued for %1"))
                     .arg(formName(s.pricing));
    } else {
        QString money = periodPhrase(Period::Run).arg(this->money(cost->totalCny));
        if (spend->outlayCny)
            money += Format::listSeparator(l)
                     + t(ATLAS_TR("Atlas::PdfReport", "%1 cash for the cards"))
                           .arg(this->money(*spend->outlayCny));
        if (spend->perYearCny && spend->yearMatters)
            money += Format::listSeparator(l)
                     + periodPhrase(Period::Year).arg(this->money(*spend->perYearCny));
        parts << money;
        // A run longer than the time between runs: the fleets it needs, all paid for.
        if (const TrText fleets = scheduleSentence(spend->schedule, r.gpusToRun());
            !fleets.isEmpty())
            parts << t(fleets);
    }
    // The deadline, judged at the slow end of the band, with its margin.
    const std::optional<DeadlineCheck> &deadline = r.fits || !r.smallestFit
                                                       ? r.deadline
                                                       : r.smallestFit->deadline;
    if (deadline)
        parts << t(deadlineSentence(*deadline, wall, high));
    if (!s.budget())
        budget = t(ATLAS_TR("Atlas::PdfReport", "no budget was given"));
    else if (!spend->comparedCny)
        budget = t(ATLAS_TR("Atlas::PdfReport", "the budget cannot be checked without a price"));
    else if (spend->withinBudget.value_or(false))
        budget = t(ATLAS_TR("Atlas::PdfReport", "within the budget of %1")).arg(budgetPhrase());
    else
        budget = t(ATLAS_TR("Atlas::PdfReport", "over the budget of %1 by %2"))
                     .arg(budgetPhrase(), this->money(*spend->comparedCny - s.budget()->amountCny));
    return t(ATLAS_TR("Atlas::PdfReport", "%1 — %2."))
        .arg(parts.join(t(ATLAS_TR("Atlas::PdfReport", "; "))), budget);
}

QStringList ReportContent::keyAssumptions(QString *method) const
{
    // Each candidate with how far it moves the cost of a run (or the time where there is no
    // price), as a fraction; the three largest are shown.
    struct Candidate
    {
        double swing = 0;
        QString text;
    };
    QList<Candidate> candidates;
    const ScenarioResult &r = m_result;
    const Scenario &s = m_scenario;
    const Language l = m_language;
    if (!r.valid)
        return {};
    const PlanCost &c = r.smallestFit ? r.smallestFit->cost : r.cost;
    // 1. The efficiency band (training) or the throughput band (serving).
    if (r.training && r.efficiency.point > 0) {
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
        QString text;
        if (e.overridden)
            text = t(ATLAS_TR(
                         "Atlas::PdfReport",
                         "Efficiency: %1 of the dense peak, as the scenario sets it (no band)."))
                       .arg(Format::percent(e.point, l, 1));
        else
            text = t(ATLAS_TR("Atlas::PdfReport",
                              "Efficiency: %1 of the dense peak (%2–%3), %4; the band puts the "
                              "time between %5 and %6%7."))
                       .arg(Format::percent(e.point, l, 1),
                            Format::percent(e.low, l, 1),
                            Format::percent(e.high, l, 1),
                            e.calibrated
                                ? t(ATLAS_TR("Atlas::PdfReport", "fitted on published runs"))
                                : t(ATLAS_TR("Atlas::PdfReport",
                                             "a prior: no published runs for this family")),
                            hours(low),
                            hours(high),
                            costMoves ? t(ATLAS_TR("Atlas::PdfReport",
                                                   " and the cost of a run between %1 and %2"))
                                            .arg(money(*r.costLowCny), money(*r.costHighCny))
                                      : QString());
        candidates << Candidate{swing, text};
    } else if (r.serving && r.serving->valid && r.serving->outputTokensPerSecond > 0) {
        const ServingResult &v = *r.serving;
        candidates << Candidate{
            (v.outputTokensPerSecondHigh - v.outputTokensPerSecondLow) / v.outputTokensPerSecond,
            t(ATLAS_TR("Atlas::PdfReport",
                       "Serving speed: %1 token/s (%2–%3) from the serving model fitted on "
                       "published measurements; the cards a load needs scale with it."))
                .arg(Format::count(v.outputTokensPerSecond, l),
                     Format::count(v.outputTokensPerSecondLow, l),
                     Format::count(v.outputTokensPerSecondHigh, l))};
    }
    // 2. The price basis: the rate's published range, or the whole months a monthly form bills.
    if (c.priced && c.totalCny > 0) {
        const Quote &q = c.rate;
        const double share = c.computeCny / c.totalCny;
        QString basis;
        if (s.pricePerGpuHour)
            basis = t(ATLAS_TR("Atlas::PdfReport", "set in the scenario"));
        else if (q.derived)
            basis = t(ATLAS_TR("Atlas::PdfReport", "derived from a catalogued price"));
        else if (q.verified == Verification::Verified)
            basis = t(ATLAS_TR("Atlas::PdfReport", "a catalogued, verified price"));
        else if (q.verified == Verification::Partial)
            basis = t(ATLAS_TR("Atlas::PdfReport", "a catalogued, partly verified price"));
        else
            basis = t(ATLAS_TR("Atlas::PdfReport", "a catalogued, unverified price"));
        if (q.low && q.high && q.value > 0 && *q.high > *q.low) {
            const double swing = share * (*q.high - *q.low) / q.value;
            candidates << Candidate{swing,
                                    t(ATLAS_TR("Atlas::PdfReport",
                                               "Price: %1 as “%2”, %3; its range %4–%5 moves the "
                                               "cost of a run by up to ±%6."))
                                        .arg(priceUnit(c.form, q.value),
                                             formName(c.form),
                                             basis,
                                             money(*q.low),
                                             money(*q.high),
                                             Format::percent(swing / 2, l))};
        } else {
            candidates << Candidate{0,
                                    t(ATLAS_TR("Atlas::PdfReport",
                                               "Price: %1 as “%2”, %3; no range is published."))
                                        .arg(priceUnit(c.form, q.value), formName(c.form), basis)};
        }
        const bool monthly = formTraits(c.form).wholeMonths;
        const double wall = r.smallestFit ? r.smallestFit->wallHours : r.wallHours;
        const double paid = std::ceil(c.billedQuantity) * 730.0;
        if (monthly && paid > 0 && wall > 0 && wall < 0.9 * paid) {
            const double idle = 1.0 - wall / paid;
            candidates << Candidate{idle,
                                    t(ATLAS_TR("Atlas::PdfReport",
                                               "Billing: “%1” is billed by the whole month; a run "
                                               "of %2 pays for %3, so %4 of the paid time is idle "
                                               "unless other work keeps the servers busy."))
                                        .arg(formName(c.form),
                                             hours(wall),
                                             hours(paid),
                                             Format::percent(idle, l))};
        }
    }
    // 3. The region, where it changes the price (purchases: tariff and PUE).
    double cheapest = 0, dearest = 0;
    const Region *cheap = nullptr, *dear = nullptr;
    for (const RegionCost &rc : r.regions) {
        if (!rc.cost.priced)
            continue;
        if (!cheap || rc.cost.totalCny < cheapest)
            cheap = rc.region, cheapest = rc.cost.totalCny;
        if (!dear || rc.cost.totalCny > dearest)
            dear = rc.region, dearest = rc.cost.totalCny;
    }
    if (cheap && dear && cheapest > 0 && dearest - cheapest > 0.005 * cheapest)
        candidates << Candidate{(dearest - cheapest) / r.cost.totalCny,
                                t(ATLAS_TR("Atlas::PdfReport",
                                           "Region: electricity and cooling put a run between %1 "
                                           "(%2) and %3 (%4)."))
                                    .arg(money(cheapest),
                                         name(cheap->name),
                                         money(dearest),
                                         name(dear->name))};
    // 4. The work: time and cost follow it one to one; an assumed amount comes first.
    const bool assumedWork = r.work.kind == WorkSummary::Kind::Unspecified;
    candidates << Candidate{assumedWork ? 1e9 : -1,
                            assumedWork
                                ? t(ATLAS_TR("Atlas::PdfReport",
                                             "Work: none was given, %1 is assumed; time and cost "
                                             "scale with it."))
                                      .arg(workText())
                                : t(ATLAS_TR("Atlas::PdfReport",
                                             "Work: %1, as the scenario states it; time and cost "
                                             "scale with it one to one."))
                                      .arg(workText())};
    std::stable_sort(candidates.begin(),
                     candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.swing > b.swing; });
    if (method)
        *method = t(ATLAS_TR("Atlas::PdfReport",
                             "Chosen by how far each moves the cost of a run: every known range "
                             "(efficiency band, price range, billing, region) is applied and the "
                             "largest effects are listed; the work, which scales everything in "
                             "proportion, fills the list."));
    QStringList out;
    for (const Candidate &candidate : std::as_const(candidates).mid(0, 3))
        out << candidate.text;
    return out;
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
