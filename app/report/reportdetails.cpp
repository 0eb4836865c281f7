// The report's pages after the summary: the recommendation's reasons and the costs; then the
// planner's options and the comparison (reportcomparison.cpp), the matrix for this decision,
// assumptions and sources (reportreference.cpp).

#include "report/reportcontent.h"

#include "common/numberformat.h"
#include "common/phrases.h"
#include "common/pricetext.h"
#include "common/tasknames.h"
#include "document/scenariodocument.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace Atlas::Report {

namespace {

// Prices within half a percent of each other are the same price.
bool samePrice(double a, double b)
{
    return std::abs(a - b) <= 0.005 * std::max(std::abs(a), std::abs(b));
}

} // namespace

Blocks ReportContent::recommendation() const
{
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Recommendation")));
    if (!m_result.valid) {
        blocks << paragraph(t(m_result.problems.value(0)));
        return blocks;
    }
    blocks << answer(answerSentence());
    blocks << budgetSection() << regionsSection() << memorySection() << seedClaimSection();
    return blocks;
}

// The budget, in the budget's own terms.
Blocks ReportContent::budgetSection() const
{
    Blocks blocks;
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Budget")));
    const Spend &spend = m_result.smallestFit ? m_result.smallestFit->spend : m_result.spend;
    const std::optional<Budget> budget = m_scenario.budget();
    if (!budget) {
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                       "No budget was given, so no option is checked against "
                                       "one; the table states each option's cost of a run, cash "
                                       "outlay and cost per year.")));
    } else if (!spend.comparedCny) {
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                       "The budget of %1 cannot be checked: the plan has no "
                                       "price."))
                                .arg(budgetPhrase()));
    } else {
        blocks << paragraph(budgetVerdict(spend, *budget));
        if (!spend.withinBudget.value_or(false))
            blocks << paragraph(budgetInstead());
    }
    return blocks;
}

// "Within the budget: the cost of a run, ¥47.14, leaves …" or "Over the budget: …".
QString ReportContent::budgetVerdict(const Spend &spend, const Budget &budget) const
{
    const Language l = m_language;
    const double compared = *spend.comparedCny;
    const double difference = compared - budget.amountCny;
    // "the cost of a run, ¥47.14" names its period once; a recurring figure says its own.
    const QString figure = spend.compared == Spend::Compared::Cost
                               ? money(compared)
                               : periodPhrase(budget.period).arg(money(compared));
    QString what;
    switch (spend.compared) {
    case Spend::Compared::Cost:
        what = t(ATLAS_TR("Atlas::PdfReport", "the cost of a run"));
        break;
    case Spend::Compared::Outlay:
        what = t(ATLAS_TR("Atlas::PdfReport",
                          "the cash outlay (the cards plus the running costs of the "
                          "budget's period)"));
        break;
    case Spend::Compared::PerYear:
        what = t(ATLAS_TR("Atlas::PdfReport", "the cost as the job recurs"));
        break;
    }
    if (spend.withinBudget.value_or(false))
        return t(ATLAS_TR("Atlas::PdfReport",
                          "Within the budget: %1, %2, leaves %3 (%4) of the budget of %5."))
            .arg(what,
                 figure,
                 money(-difference),
                 Format::share(-difference / budget.amountCny, l),
                 budgetPhrase());
    return t(ATLAS_TR("Atlas::PdfReport",
                      "Over the budget: %1, %2, is over the budget of %3 by %4 (%5)."))
        .arg(what,
             figure,
             budgetPhrase(),
             money(difference),
             Format::share(difference / budget.amountCny, l));
}

// Over the budget: the planner's first option that meets it, or why none does.
QString ReportContent::budgetInstead() const
{
    const Language l = m_language;
    const PlannerResult &planned = m_document.options();
    if (!planned.options.isEmpty())
        return t(ATLAS_TR("Atlas::PdfReport",
                          "Within the budget instead: %1, %2 a run (the planner's first of %3 "
                          "options that meet it)."))
            .arg(plannerOptionName(planned.options.first()),
                 money(planned.options.first().cost.totalCny))
            .arg(Format::integer(planned.accepted, l));
    return t(ATLAS_TR("Atlas::PdfReport",
                      "No option the planner considered meets the budget: %1 are over it, %2 do "
                      "not fit, %3 miss the deadline, %4 have no price."))
        .arg(Format::integer(planned.rejected.overBudget, l),
             Format::integer(planned.rejected.doesNotFit, l),
             Format::integer(planned.rejected.tooSlow, l),
             Format::integer(planned.rejected.noPrice, l));
}

ReportContent::PriceRange ReportContent::priceRange(const QList<RegionCost> &regions)
{
    PriceRange range;
    for (const RegionCost &rc : regions) {
        if (!rc.cost.priced)
            continue;
        if (!range.cheapest || rc.cost.totalCny < range.cheapest->cost.totalCny)
            range.cheapest = &rc;
        if (!range.dearest || rc.cost.totalCny > range.dearest->cost.totalCny)
            range.dearest = &rc;
    }
    return range;
}

// Regions: say whether the price changes at all, and by how much.
Blocks ReportContent::regionsSection() const
{
    const Language l = m_language;
    Blocks blocks;
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Regions")));
    const QList<RegionCost> &regions = m_result.regionsToRun();
    const auto [cheapest, dearest] = priceRange(regions);
    if (!cheapest) {
        blocks << paragraph(t(
            ATLAS_TR("Atlas::PdfReport", "The plan has no price, so regions cannot be compared.")));
    } else if (samePrice(cheapest->cost.totalCny, dearest->cost.totalCny)) {
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                       "Same price in every region: “%1” is rented capacity, "
                                       "priced nationally at %2 a run in each of the %3 hubs and "
                                       "clusters. Choose the region for latency to your users and "
                                       "for its policy role, not for price."))
                                .arg(formName(m_scenario.pricing), money(cheapest->cost.totalCny))
                                .arg(int(regions.size())));
    } else {
        const double difference = dearest->cost.totalCny - cheapest->cost.totalCny;
        blocks << paragraph(
            t(ATLAS_TR("Atlas::PdfReport",
                       "Prices differ by region through electricity and cooling (tariff and "
                       "PUE): a run costs %1 in %2 and %3 in %4, a difference of %5 (%6)."))
                .arg(money(cheapest->cost.totalCny),
                     name(cheapest->region->name),
                     money(dearest->cost.totalCny),
                     name(dearest->region->name),
                     money(difference),
                     Format::percent(difference / cheapest->cost.totalCny, l, 1)));
        blocks << planRegion(regions, *cheapest);
    }
    blocks << suitedClusters(regions);
    return blocks;
}

// Where prices differ: the plan's region against the cheapest.
Blocks ReportContent::planRegion(const QList<RegionCost> &regions, const RegionCost &cheapest) const
{
    Blocks blocks;
    if (!m_result.region)
        return blocks;
    for (const RegionCost &rc : regions) {
        if (rc.region != m_result.region || !rc.cost.priced)
            continue;
        const double above = rc.cost.totalCny - cheapest.cost.totalCny;
        blocks << paragraph(
            samePrice(rc.cost.totalCny, cheapest.cost.totalCny)
                ? t(ATLAS_TR("Atlas::PdfReport", "The plan's region, %1, is among the cheapest."))
                      .arg(name(rc.region->name))
                : t(ATLAS_TR("Atlas::PdfReport",
                             "The plan's region, %1, costs %2 (%3) more than the cheapest."))
                      .arg(name(rc.region->name),
                           money(above),
                           Format::percent(above / cheapest.cost.totalCny, m_language, 1)));
    }
    return blocks;
}

// The clusters (not the hubs) whose policy role suits the job, if any.
Blocks ReportContent::suitedClusters(const QList<RegionCost> &regions) const
{
    QStringList names;
    for (const RegionCost &rc : regions)
        if (rc.suitability == Suitability::Suited && !rc.region->isHub())
            names << name(rc.region->name);
    if (names.isEmpty())
        return {};
    return {note(t(ATLAS_TR("Atlas::PdfReport", "Clusters whose policy role suits this job: %1."))
                     .arg(names.join(Format::enumerationSeparator(m_language))))};
}

// Fit: what would make it fit on the same cards.
Blocks ReportContent::memorySection() const
{
    const ScenarioResult &r = m_result;
    const Language l = m_language;
    const FitResult &fit = *r.estimate.fit;
    Blocks blocks;
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Memory")));
    if (fit.fits) {
        blocks << paragraph(
            t(ATLAS_TR("Atlas::PdfReport", "It fits: %1 per card of the %2 a card holds."))
                .arg(Format::gib(r.estimate.perGpu.total(), l), Format::gib(fit.capacityBytes, l)));
        return blocks;
    }
    blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                   "It does not fit: %1 per card, more than the %2 usable on a "
                                   "card of %3."))
                            .arg(Format::gib(fit.requested.total(), l),
                                 Format::gib(fit.usableBytes, l),
                                 Format::gib(fit.capacityBytes, l)));
    QStringList fixes;
    for (const FitAlternative &a : r.alternatives)
        if (a.fits && a.key != u"standard")
            fixes << t(a.label);
    if (!fixes.isEmpty())
        blocks << paragraph(
            t(ATLAS_TR("Atlas::PdfReport", "On the same number of cards it would fit with: %1."))
                .arg(fixes.join(t(ATLAS_TR("Atlas::PdfReport", "; ")))));
    return blocks;
}

// The seed document's own claim, set beside this estimate (empty without one).
Blocks ReportContent::seedClaimSection() const
{
    const ScenarioResult &r = m_result;
    const Scenario &s = m_scenario;
    Blocks blocks;
    if (s.seedClaim.isEmpty())
        return blocks;
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "The original document")));
    blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport", "It says: %1")).arg(name(s.seedClaim)));
    // The seed's figure with its period and cards (case B's is a month of one card), set
    // beside a run of the layout the estimate prices.
    const PlanCost &plan = r.smallestFit ? r.smallestFit->cost : r.cost;
    if (s.seedCostLowCny && plan.priced)
        blocks << paragraph(
            t(ATLAS_TR("Atlas::PdfReport", "It prices it at %1; this estimate is %2 a run for %3."))
                .arg(seedPriceText(s, m_context),
                     money(plan.totalCny),
                     cards(r.smallestFit ? r.smallestFit->gpus : r.gpus)));
    return blocks;
}

QString ReportContent::electricityText(const PlanCost &cost) const
{
    // Rented capacity pays its electricity in the rent: "¥0.00" would read as free power, and
    // the comparison chart shows the share inside the rent. One figure, said the same way.
    if (formTraits(cost.form).owned)
        return money(cost.electricityCny);
    if (!cost.energyKnown)
        return t(ATLAS_TR("Atlas::PdfReport", "included in the rent"));
    return t(ATLAS_TR("Atlas::PdfReport", "included in the rent (about %1)"))
        .arg(money(cost.embeddedElectricityCny));
}

Blocks ReportContent::costs() const
{
    const ScenarioResult &r = m_result;
    const Language l = m_language;
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Cost breakdown")));
    if (!r.valid)
        return blocks;
    const bool smallest = r.smallestFit.has_value();
    const PlanCost &c = smallest ? r.smallestFit->cost : r.cost;
    blocks << note(smallest ? t(ATLAS_TR("Atlas::PdfReport",
                                         "One run of the smallest layout that fits, %1, as “%2”."))
                                  .arg(cards(r.smallestFit->gpus), formName(c.form))
                            : t(ATLAS_TR("Atlas::PdfReport", "One run of the plan, %1, as “%2”."))
                                  .arg(cards(r.gpus), formName(c.form)));
    Block b = table({t(ATLAS_TR("Atlas::PdfReport", "Item")),
                     t(ATLAS_TR("Atlas::PdfReport", "Amount"))},
                    {60, 40});
    b.rightAligned = {false, true};
    const QString dash = QStringLiteral("—");
    auto row = [&](const QString &item, const QString &value) {
        b.rows << QStringList{item, value};
    };
    if (c.priced) {
        row(formTraits(c.form).owned
                ? t(ATLAS_TR("Atlas::PdfReport", "Cards: depreciation for the run's time"))
                : t(ATLAS_TR("Atlas::PdfReport", "Rent")),
            money(c.computeCny));
        row(t(ATLAS_TR("Atlas::PdfReport", "Electricity")), electricityText(c));
        row(t(ATLAS_TR("Atlas::PdfReport", "Hosting")), money(c.hostingCny));
        row(t(ATLAS_TR("Atlas::PdfReport", "Operations")), money(c.operationsCny));
        row(t(ATLAS_TR("Atlas::PdfReport", "CPU server")), money(c.cpuCny));
        row(t(ATLAS_TR("Atlas::PdfReport", "Total")), money(c.totalCny));
        b.strongRows << int(b.rows.size() - 1);
        row(t(ATLAS_TR("Atlas::PdfReport", "Price")), priceText(c));
        if (formTraits(c.form).owned)
            row(t(ATLAS_TR("Atlas::PdfReport",
                           "Cash outlay for the cards (not charged to one run)")),
                money(c.capexCny));
    } else {
        row(t(ATLAS_TR("Atlas::PdfReport", "Price")), t(c.unavailable));
    }
    row(t(ATLAS_TR("Atlas::PdfReport", "Energy")),
        c.energyKnown ? Format::kwh(c.energyKwh, l) : dash);
    row(t(ATLAS_TR("Atlas::PdfReport", "CO₂")), c.energyKnown ? Format::co2(c.co2Kg, l) : dash);
    blocks << b;

    // The seed's "成本测试": what trying each form costs — an hour where billed by the hour,
    // a month where billed by the month; a purchase is an outlay, not an hour.
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "One-hour trial")));
    blocks << note(t(ATLAS_TR("Atlas::PdfReport",
                              "The least each form costs to try the %1 that run the plan: what "
                              "one hour costs, or the smallest unit the form is sold in."))
                       .arg(cards(r.gpusToRun())));
    Block trial = table({t(ATLAS_TR("Atlas::PdfReport", "Form")),
                         t(ATLAS_TR("Atlas::PdfReport", "What you pay for")),
                         t(ATLAS_TR("Atlas::PdfReport", "Amount"))},
                        {38, 40, 22});
    trial.rightAligned = {false, false, true};
    for (const PlanCost &p : r.oneHourTrial) {
        QString unit = t(trialUnitText(p.form));
        if (p.priced) // each form's price with its date
            unit += u'\n' + readable(PriceText::origin(p.rate, m_context), m_language);
        const double amount = formTraits(p.form).owned && p.capexCny > 0 ? p.capexCny : p.totalCny;
        trial.rows << QStringList{formName(p.form), unit, p.priced ? money(amount) : dash};
    }
    blocks << trial;
    if (r.rentVsBuy.breakEvenMonths)
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                       "Buying the cards pays off after %1 months of renting them "
                                       "24×7."))
                                .arg(Format::number(*r.rentVsBuy.breakEvenMonths, 1, l)));
    return blocks;
}

} // namespace Atlas::Report
