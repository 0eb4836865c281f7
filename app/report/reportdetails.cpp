// The report's pages after the summary: the recommendation's reasons, costs, the planner's
// options, the comparison, the matrix for this decision, assumptions and sources.

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

Block table(const QStringList &header, const QList<int> &widths = {})
{
    Block b;
    b.kind = Block::Kind::Table;
    b.header = header;
    b.columnWidths = widths;
    return b;
}

} // namespace

Blocks ReportContent::recommendation() const
{
    const ScenarioResult &r = m_result;
    const Scenario &s = m_scenario;
    const Language l = m_language;
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Recommendation")));
    if (!r.valid) {
        blocks << paragraph(t(r.problems.value(0)));
        return blocks;
    }
    blocks << answer(answerSentence());

    // The budget, in the budget's own terms.
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Budget")));
    const Spend &spend = r.smallestFit ? r.smallestFit->spend : r.spend;
    const std::optional<Budget> budget = s.budget();
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
        const double compared = *spend.comparedCny;
        const double difference = compared - budget->amountCny;
        // "the cost of a run, ¥47.14" names its period once; a recurring figure says its own.
        const QString figure = spend.compared == Spend::Compared::Cost
                                   ? money(compared)
                                   : periodPhrase(budget->period).arg(money(compared));
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
            blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                           "Within the budget: %1, %2, leaves %3 (%4) of the "
                                           "budget of %5."))
                                    .arg(what,
                                         figure,
                                         money(-difference),
                                         Format::share(-difference / budget->amountCny, l),
                                         budgetPhrase()));
        else
            blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                           "Over the budget: %1, %2, is over the budget of %3 by "
                                           "%4 (%5)."))
                                    .arg(what,
                                         figure,
                                         budgetPhrase(),
                                         money(difference),
                                         Format::share(difference / budget->amountCny, l)));
        const PlannerResult &planned = m_document.options();
        if (!spend.withinBudget.value_or(false)) {
            if (!planned.options.isEmpty())
                blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                               "Within the budget instead: %1, %2 a run (the "
                                               "planner's first of %3 options that meet it)."))
                                        .arg(plannerOptionName(planned.options.first()),
                                             money(planned.options.first().cost.totalCny))
                                        .arg(Format::integer(planned.accepted, l)));
            else
                blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                               "No option the planner considered meets the "
                                               "budget: %1 are over it, %2 do not fit, %3 miss the "
                                               "deadline, %4 have no price."))
                                        .arg(Format::integer(planned.rejected.overBudget, l),
                                             Format::integer(planned.rejected.doesNotFit, l),
                                             Format::integer(planned.rejected.tooSlow, l),
                                             Format::integer(planned.rejected.noPrice, l)));
        }
    }

    // Regions: say whether the price changes at all, and by how much.
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Regions")));
    const RegionCost *cheapest = nullptr;
    const RegionCost *dearest = nullptr;
    const QList<RegionCost> &regions = r.regionsToRun();
    for (const RegionCost &rc : regions) {
        if (!rc.cost.priced)
            continue;
        if (!cheapest || rc.cost.totalCny < cheapest->cost.totalCny)
            cheapest = &rc;
        if (!dearest || rc.cost.totalCny > dearest->cost.totalCny)
            dearest = &rc;
    }
    if (!cheapest) {
        blocks << paragraph(t(
            ATLAS_TR("Atlas::PdfReport", "The plan has no price, so regions cannot be compared.")));
    } else if (samePrice(cheapest->cost.totalCny, dearest->cost.totalCny)) {
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                       "Same price in every region: “%1” is rented capacity, "
                                       "priced nationally at %2 a run in each of the %3 hubs and "
                                       "clusters. Choose the region for latency to your users and "
                                       "for its policy role, not for price."))
                                .arg(formName(s.pricing), money(cheapest->cost.totalCny))
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
        if (r.region) {
            for (const RegionCost &rc : regions) {
                if (rc.region != r.region || !rc.cost.priced)
                    continue;
                const double above = rc.cost.totalCny - cheapest->cost.totalCny;
                blocks << paragraph(
                    samePrice(rc.cost.totalCny, cheapest->cost.totalCny)
                        ? t(ATLAS_TR("Atlas::PdfReport",
                                     "The plan's region, %1, is among the cheapest."))
                              .arg(name(rc.region->name))
                        : t(ATLAS_TR(
                                "Atlas::PdfReport",
                                "The plan's region, %1, costs %2 (%3) more than the cheapest."))
                              .arg(name(rc.region->name),
                                   money(above),
                                   Format::percent(above / cheapest->cost.totalCny, l, 1)));
            }
        }
    }
    const bool suited = std::any_of(regions.cbegin(), regions.cend(), [](const RegionCost &rc) {
        return rc.suitability == Suitability::Suited;
    });
    if (suited) {
        QStringList names;
        for (const RegionCost &rc : regions)
            if (rc.suitability == Suitability::Suited && !rc.region->isHub())
                names << name(rc.region->name);
        if (!names.isEmpty())
            blocks << note(
                t(ATLAS_TR("Atlas::PdfReport", "Clusters whose policy role suits this job: %1."))
                    .arg(names.join(Format::enumerationSeparator(l))));
    }

    // Fit: what would make it fit on the same cards.
    const FitResult &fit = *r.estimate.fit;
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Memory")));
    if (fit.fits)
        blocks << paragraph(
            t(ATLAS_TR("Atlas::PdfReport", "It fits: %1 per card of the %2 a card holds."))
                .arg(Format::gib(r.estimate.perGpu.total(), l), Format::gib(fit.capacityBytes, l)));
    else
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                       "It does not fit: %1 per card, more than the %2 usable on "
                                       "a card of %3."))
                                .arg(Format::gib(fit.requested.total(), l),
                                     Format::gib(fit.usableBytes, l),
                                     Format::gib(fit.capacityBytes, l)));
    if (!fit.fits) {
        QStringList fixes;
        for (const FitAlternative &a : r.alternatives)
            if (a.fits && a.key != u"standard")
                fixes << t(a.label);
        if (!fixes.isEmpty())
            blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                           "On the same number of cards it would fit with: %1."))
                                    .arg(fixes.join(t(ATLAS_TR("Atlas::PdfReport", "; ")))));
    }
    if (!s.seedClaim.isEmpty()) {
        blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "The original document")));
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport", "It says: %1")).arg(name(s.seedClaim)));
        // The seed's figure with its period and cards (case B's is a month of one card), set
        // beside a run of the layout the estimate prices.
        const PlanCost &plan = r.smallestFit ? r.smallestFit->cost : r.cost;
        if (s.seedCostLowCny && plan.priced)
            blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                           "It prices it at %1; this estimate is %2 a run for %3."))
                                    .arg(seedPriceText(s, m_context),
                                         money(plan.totalCny),
                                         cards(r.smallestFit ? r.smallestFit->gpus : r.gpus)));
    }
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

Blocks ReportContent::options() const
{
    const PlannerResult &planned = m_document.options();
    const Language l = m_language;
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Options")));
    blocks << note(t(ATLAS_TR("Atlas::PdfReport",
                              "The options planner asked the scenario's question of every "
                              "accelerator, card count and form: %1 considered, %2 fit and meet "
                              "the budget and the deadline; rejected: %3 do not fit, %4 over "
                              "budget, %5 too slow, %6 without a price, %7 without a published "
                              "rate."))
                       .arg(Format::integer(planned.considered, l),
                            Format::integer(planned.accepted, l),
                            Format::integer(planned.rejected.doesNotFit, l),
                            Format::integer(planned.rejected.overBudget, l),
                            Format::integer(planned.rejected.tooSlow, l),
                            Format::integer(planned.rejected.noPrice, l),
                            Format::integer(planned.rejected.noThroughput, l)));
    if (const QString market = marketNote(); !market.isEmpty())
        blocks << note(market);
    if (planned.options.isEmpty())
        return blocks;
    const bool served = std::any_of(planned.options.cbegin(),
                                    planned.options.cend(),
                                    [](const PlannerOption &o) {
                                        return o.costPerMillionTokensCny.has_value();
                                    });
    Block b = table({QStringLiteral("#"),
                     t(ATLAS_TR("Atlas::PdfReport", "Option")),
                     t(ATLAS_TR("Atlas::PdfReport", "Cards and layout")),
                     t(ATLAS_TR("Atlas::PdfReport", "Time (band)")),
                     t(ATLAS_TR("Atlas::PdfReport", "Cost of a run")),
                     t(ATLAS_TR("Atlas::PdfReport", "Per year")),
                     t(ATLAS_TR("Atlas::PdfReport", "CO₂ a run")),
                     served ? t(ATLAS_TR("Atlas::PdfReport", "Per million tokens"))
                            : t(ATLAS_TR("Atlas::PdfReport", "Pareto front"))},
                    {4, 30, 16, 12, 10, 10, 9, 9});
    b.rightAligned = {true, false, false, true, true, true, true, false};
    constexpr int Listed = OptionsListed;
    for (qsizetype i = 0; i < std::min<qsizetype>(Listed, planned.options.size()); ++i) {
        const PlannerOption &o = planned.options.at(i);
        const QString time = o.wallHoursHigh > o.wallHoursLow
                                 ? hours(o.wallHours) + u'\n' + hours(o.wallHoursLow)
                                       + QStringLiteral("–") + hours(o.wallHoursHigh)
                                 : hours(o.wallHours);
        b.rows << QStringList{QString::number(i + 1),
                              plannerOptionName(o) + marketSuffix(&o.market),
                              cards(o.layout.gpus) + u'\n' + layoutText(o.layout, nullptr),
                              time,
                              money(o.cost.totalCny),
                              o.spend.perYearCny ? money(*o.spend.perYearCny) : QStringLiteral("—"),
                              o.cost.energyKnown ? Format::co2(o.cost.co2Kg, l)
                                                 : QStringLiteral("—"),
                              served
                                  ? (o.costPerMillionTokensCny ? money(*o.costPerMillionTokensCny)
                                                               : QStringLiteral("—"))
                                  : (o.pareto ? t(ATLAS_TR("Atlas::PdfReport", "on the front"))
                                              : QString())};
    }
    blocks << b;
    if (planned.options.size() > Listed)
        blocks << note(t(ATLAS_TR("Atlas::PdfReport",
                                  "%1 more options are in the application's Options view."))
                           .arg(int(planned.options.size() - Listed)));
    return blocks;
}

Blocks ReportContent::comparison() const
{
    const ScenarioResult &r = m_result;
    const Language l = m_language;
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Comparison")));
    if (r.compare.isEmpty()) {
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport", "The scenario compares no options.")));
        return blocks;
    }
    // The figures down the page, one column per option: long values wrap instead of
    // shrinking, and the table continues on the next page with its header when it must.
    const QString dash = QStringLiteral("—");
    QStringList header{t(ATLAS_TR("Atlas::PdfReport", "Figure"))};
    QList<int> widths{20};
    for (const CompareResult &c : r.compare) {
        header << (c.option.label.isEmpty() && c.accelerator ? name(c.accelerator->name)
                                                             : name(c.option.label));
        widths << 80 / int(r.compare.size());
    }
    Block b = table(header, widths);
    auto row = [&](const QString &figure,
                   const std::function<QString(const CompareResult &)> &value) {
        QStringList cells{figure};
        for (const CompareResult &c : r.compare)
            cells << value(c);
        b.rows << cells;
    };
    auto timeText = [&](const CompareResult &c) -> QString {
        if (!c.fits || !c.timeKnown)
            return dash;
        if (c.serving && c.serving->valid)
            return t(ATLAS_TR("Atlas::PdfReport",
                              "%1 token/s (%2–%3); %4 token/s per user; first token in %5 s"))
                .arg(Format::count(c.serving->outputTokensPerSecond, l),
                     Format::count(c.serving->outputTokensPerSecondLow, l),
                     Format::count(c.serving->outputTokensPerSecondHigh, l),
                     Format::significant(c.serving->userTokensPerSecond, 3, l),
                     Format::significant(c.serving->ttftSeconds, 2, l));
        if (c.wallHoursHigh > c.wallHoursLow)
            return hours(c.wallHours) + u'\n' + hours(c.wallHoursLow) + QStringLiteral("–")
                   + hours(c.wallHoursHigh);
        return hours(c.wallHours);
    };
    auto priced = [](const CompareResult &c) { return c.fits && c.cost.priced; };
    row(t(ATLAS_TR("Atlas::PdfReport", "Accelerator")), [&](const CompareResult &c) {
        return c.accelerator ? name(c.accelerator->name) : c.option.acceleratorId;
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "Task")),
        [&](const CompareResult &c) { return TaskNames::longName(c.task, m_context); });
    row(t(ATLAS_TR("Atlas::PdfReport", "Form")),
        [&](const CompareResult &c) { return formName(c.cost.form); });
    row(t(ATLAS_TR("Atlas::PdfReport", "Region")), [&](const CompareResult &c) {
        return c.region ? name(c.region->name)
                        : t(ATLAS_TR("Atlas::PdfReport", "national average prices"));
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "Fits")), [&](const CompareResult &c) {
        return c.fits ? t(ATLAS_TR("Atlas::PdfReport", "fits"))
                      : t(ATLAS_TR("Atlas::PdfReport", "does not fit"));
    });
    for (int i = 0; i < r.compare.size(); ++i)
        b.setTone(int(b.rows.size() - 1),
                  i + 1,
                  r.compare.at(i).fits ? Block::Tone::Good : Block::Tone::Bad);
    row(t(ATLAS_TR("Atlas::PdfReport", "Cards and layout")), [&](const CompareResult &c) {
        if (c.gpus <= 0)
            return dash;
        return cardsAndLayout(c.gpus, c.layout, c.serving ? &*c.serving : nullptr);
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "Memory per card")), [&](const CompareResult &c) {
        return c.perGpu.total() > 0 && c.accelerator
                   ? t(ATLAS_TR("Atlas::PdfReport", "%1 of %2"))
                         .arg(Format::gib(c.perGpu.total(), l),
                              Format::gib(c.accelerator->memoryBytes(), l, 0))
                   : dash;
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "Time (band) or serving")), timeText);
    row(t(ATLAS_TR("Atlas::PdfReport", "Cost of a run")),
        [&](const CompareResult &c) { return priced(c) ? money(c.cost.totalCny) : dash; });
    row(t(ATLAS_TR("Atlas::PdfReport", "Cash outlay")), [&](const CompareResult &c) {
        if (!priced(c))
            return dash;
        return c.spend.outlayCny ? money(*c.spend.outlayCny)
                                 : t(ATLAS_TR("Atlas::PdfReport", "none (rented)"));
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "Per year")), [&](const CompareResult &c) {
        return priced(c) && c.spend.perYearCny ? money(*c.spend.perYearCny) : dash;
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "Budget")), [&](const CompareResult &c) {
        DecisionRow d;
        d.fits = c.fits;
        d.spend = &c.spend;
        return budgetCell(d);
    });
    for (int i = 0; i < r.compare.size(); ++i) {
        DecisionRow d;
        d.fits = r.compare.at(i).fits;
        d.spend = &r.compare.at(i).spend;
        b.setTone(int(b.rows.size() - 1), i + 1, budgetTone(d));
    }
    row(t(ATLAS_TR("Atlas::PdfReport", "Electricity")),
        [&](const CompareResult &c) { return priced(c) ? electricityText(c.cost) : dash; });
    row(t(ATLAS_TR("Atlas::PdfReport", "Energy")), [&](const CompareResult &c) {
        return c.fits && c.cost.energyKnown ? Format::kwh(c.cost.energyKwh, l) : dash;
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "CO₂ a run")), [&](const CompareResult &c) {
        return c.fits && c.cost.energyKnown ? Format::co2(c.cost.co2Kg, l) : dash;
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "Latency floor to users")), [&](const CompareResult &c) {
        return c.latencyFloorMs > 0 ? t(ATLAS_TR("Atlas::PdfReport", "%1 ms"))
                                          .arg(Format::significant(c.latencyFloorMs, 2, l))
                                    : dash;
    });
    row(t(ATLAS_TR("Atlas::PdfReport", "Notes")), [&](const CompareResult &c) {
        QStringList notes;
        for (const TrText &n : c.notes)
            notes << t(n);
        return notes.join(t(ATLAS_TR("Atlas::PdfReport", "; ")));
    });
    blocks << b;
    return blocks;
}

Blocks ReportContent::matrix() const
{
    // The whole matrix (every model × every accelerator) is a screen's worth of 5-pt cells on
    // paper; the decision needs its row (which cards carry this model) and its column (what
    // else this card carries), as tables that continue across pages.
    const FitMatrix &m = m_document.matrix();
    const Scenario &s = m_scenario;
    const Task task = s.workload.task;
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Model-to-GPU matrix")));
    blocks << note(
        t(ATLAS_TR("Atlas::PdfReport",
                   "Each figure is the smallest number of cards that holds the job (%1, "
                   "%2) in memory; the whole matrix is in the application and its CSV "
                   "export."))
            .arg(TaskNames::longName(task, m_context), precisionLabel(s.workload.precision)));
    auto cell = [&](int row, int column) -> QString {
        const int n = m.minGpus(row, column);
        if (n == FitMatrix::NotApplicable)
            return t(ATLAS_TR("Atlas::PdfReport", "not applicable"));
        if (n == FitMatrix::DoesNotFit)
            return t(ATLAS_TR("Atlas::PdfReport", "does not fit on up to %1 cards")).arg(m.maxGpus());
        const QString layout = layoutText(m.layout(row, column), nullptr);
        return layout.isEmpty() ? cards(n) : cards(n) + QStringLiteral(" · ") + layout;
    };
    int modelRow = -1;
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.task(r) == task && m.model(r)->id == s.modelId)
            modelRow = r;
    int cardColumn = -1;
    for (int c = 0; c < m.columnCount(); ++c)
        if (m.accelerator(c)->id == s.acceleratorId)
            cardColumn = c;
    if (modelRow >= 0) {
        blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Cards that carry %1"))
                                 .arg(name(m.model(modelRow)->name)));
        Block b = table({t(ATLAS_TR("Atlas::PdfReport", "Accelerator")),
                         t(ATLAS_TR("Atlas::PdfReport", "Memory")),
                         t(ATLAS_TR("Atlas::PdfReport", "Smallest fit"))},
                        {45, 15, 40});
        b.rightAligned = {false, true, false};
        for (int c = 0; c < m.columnCount(); ++c) {
            const Accelerator *a = m.accelerator(c);
            b.rows << QStringList{name(a->name),
                                  Format::gib(a->memoryBytes(), m_language, 0),
                                  cell(modelRow, c)};
            const int n = m.minGpus(modelRow, c);
            if (c == cardColumn)
                b.strongRows << int(b.rows.size() - 1);
            b.setTone(int(b.rows.size() - 1), 2, n > 0 ? Block::Tone::Normal : Block::Tone::Muted);
        }
        blocks << b;
    } else {
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                       "The scenario's model is not in the catalog, so the matrix "
                                       "has no row for it.")));
    }
    if (cardColumn >= 0) {
        blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Models on %1"))
                                 .arg(name(m.accelerator(cardColumn)->name)));
        Block b = table({t(ATLAS_TR("Atlas::PdfReport", "Model")),
                         t(ATLAS_TR("Atlas::PdfReport", "Smallest fit"))},
                        {50, 50});
        for (int r = 0; r < m.rowCount(); ++r) {
            if (m.task(r) != task)
                continue;
            b.rows << QStringList{name(m.model(r)->name), cell(r, cardColumn)};
            if (r == modelRow)
                b.strongRows << int(b.rows.size() - 1);
            b.setTone(int(b.rows.size() - 1),
                      1,
                      m.minGpus(r, cardColumn) > 0 ? Block::Tone::Normal : Block::Tone::Muted);
        }
        blocks << b;
    }
    return blocks;
}

Blocks ReportContent::assumptions() const
{
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Assumptions")));
    QStringList items;
    for (const TrText &a : m_result.assumptions)
        items << t(a);
    Block b = list(items);
    blocks << b;
    const PlannerResult &planned = m_document.options();
    if (!planned.assumptions.isEmpty()) {
        blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "The options planner")));
        QStringList more;
        for (const TrText &a : planned.assumptions)
            more << t(a);
        blocks << list(more);
    }
    return blocks;
}

Blocks ReportContent::sources() const
{
    const ScenarioResult &r = m_result;
    const Scenario &s = m_scenario;
    const Catalog &catalog = m_document.catalog();
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Data sources and confidence")));
    blocks << note(t(ATLAS_TR("Atlas::PdfReport",
                              "Confidence: A vendor text and a database agree; B two secondary "
                              "sources; C one source or a vendor claim; U unverified.")));
    QStringList ids{s.acceleratorId};
    for (const CompareOption &o : s.compare)
        if (!ids.contains(o.acceleratorId))
            ids << o.acceleratorId;
    Block b = table({t(ATLAS_TR("Atlas::PdfReport", "Item")),
                     t(ATLAS_TR("Atlas::PdfReport", "Confidence")),
                     t(ATLAS_TR("Atlas::PdfReport", "Sources"))},
                    {25, 10, 65});
    for (const QString &id : std::as_const(ids)) {
        const Accelerator *a = catalog.accelerator(id);
        if (!a)
            continue;
        b.rows << QStringList{name(a->name),
                              confidenceKey(a->confidence),
                              a->sources.join(QStringLiteral("\n"))};
    }
    if (r.valid) {
        b.rows << QStringList{name(r.model.name),
                              QString(),
                              r.model.sources.join(QStringLiteral("\n"))};
        if (r.region) {
            QStringList sources;
            for (const QString &key : r.region->sources)
                sources << catalog.sourceText(key);
            b.rows << QStringList{name(r.region->name),
                                  QString(),
                                  sources.join(QStringLiteral("\n"))};
        }
    }
    blocks << b;
    blocks << quotesUsed();
    blocks << marketSources();
    blocks << note(
        t(ATLAS_TR("Atlas::PdfReport",
                   "Map: Apache ECharts 4.9.0 geometry (Apache-2.0); coordinates "
                   "GeoNames (CC-BY-4.0). Schematic map, not an official standard map.")));
    return blocks;
}

} // namespace Atlas::Report
