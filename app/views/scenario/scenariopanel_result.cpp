// What the scenario panel's result box says: the verdict over the memory bar and the plan in
// the user's terms (work, time, cost, budget, energy; a service's speed and price).

#include "views/scenario/scenariopanel.h"

#include "catalog/catalog.h"
#include "common/numberformat.h"
#include "common/plotpalette.h"
#include "common/pricetext.h"
#include "document/scenariodocument.h"
#include "views/scenario/marketcontrol.h"
#include "views/scenario/memorybar.h"

#include <QGroupBox>
#include <QLabel>
#include <QPushButton>

#include <cmath>

namespace Atlas {

void ScenarioPanel::updateResult()
{
    if (document()->interacting())
        m_resultGroup->setMinimumHeight(
            std::max(m_resultGroup->minimumHeight(), m_resultGroup->height()));
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    if (!r.valid) {
        m_memoryBar->setBreakdown({}, 0);
        QStringList problems;
        for (const TrText &p : r.problems)
            problems << p.toString();
        m_verdict->setText(QStringLiteral("<b style='color:%1'>%2</b> %3")
                               .arg(PlotColors::doesNotFit().name())
                               .arg(tr("Not possible:"), problems.join(tr("; ")).toHtmlEscaped()));
        m_summary->clear();
        m_useFit->hide();
        return;
    }
    const FitResult &fit = *r.estimate.fit;
    m_memoryBar->setBreakdown(r.estimate.perGpu, fit.capacityBytes);
    const Scenario &s = document()->scenario();
    const QString card = r.accelerator->name.text(language);
    const QString fitsStyle = QStringLiteral("<b style='color:%1'>%2</b>")
                                  .arg(PlotColors::fits().name(), QStringLiteral("%1"));
    const QString doesNotFitStyle = QStringLiteral("<b style='color:%1'>%2</b>")
                                        .arg(PlotColors::doesNotFit().name(), QStringLiteral("%1"));
    QString verdict;
    if (fit.fits)
        verdict = fitsStyle.arg(tr("Fits: %1 of %2 per GPU on %3 × %4")
                                    .arg(Format::gib(r.estimate.perGpu.total(), language),
                                         Format::gib(fit.capacityBytes, language))
                                    .arg(s.layout.gpus)
                                    .arg(card)
                                    .toHtmlEscaped());
    else if (fit.minGpus)
        verdict = doesNotFitStyle.arg(
            tr("Does not fit: %1 per GPU on a card of %2; the smallest layout "
               "that fits has %3 × %4 (dp %5, tp %6, pp %7, ZeRO %8)")
                .arg(Format::gib(r.estimate.perGpu.total(), language),
                     Format::gib(fit.capacityBytes, language))
                .arg(fit.layout.gpus)
                .arg(card)
                .arg(fit.layout.dp())
                .arg(fit.layout.tp)
                .arg(fit.layout.pp)
                .arg(fit.layout.zero)
                .toHtmlEscaped());
    else
        verdict = doesNotFitStyle.arg(
            tr("Does not fit on up to %1 × %2").arg(fit.searchedUpTo).arg(card).toHtmlEscaped());
    if (const QString market = marketVerdictHtml(r.market); !market.isEmpty())
        verdict += QStringLiteral("<br>") + market;
    m_verdict->setText(verdict);
    m_useFit->setVisible(!fit.fits && fit.minGpus);

    m_summary->setText(summaryLines().join(u'\n'));
}

// The plan in the user's terms: the work, the time with its band, what it costs (a run, the
// cash for a purchase, a year of a recurring job), the budget's verdict on the figure it is
// written against; a service's speed and price per million tokens.
QStringList ScenarioPanel::summaryLines() const
{
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    QStringList lines{workLine()};
    lines += r.serving ? servingLines() : trainingLines();
    lines += costLines();
    // The energy of what runs; CO₂ is unknown (in words) where no grid factor is catalogued.
    const PlanCost &run = !r.fits && r.smallestFit ? r.smallestFit->cost : r.cost;
    if (run.energyKnown && r.timeKnown)
        lines << tr("Energy: %1, %2")
                     .arg(Format::kwh(run.energyKwh, language),
                          run.co2Known ? Format::co2(run.co2Kg, language)
                                       : tr("CO₂ unknown (no grid factor for this region)"));
    return lines;
}

QString ScenarioPanel::workLine() const
{
    const ScenarioResult &r = document()->result();
    const Scenario &s = document()->scenario();
    const Language language = display()->language();
    const QString tokens = Format::count(r.work.tokens, language);
    switch (r.work.kind) {
    case WorkSummary::Kind::Tokens:
        return tr("Work: %1 tokens").arg(tokens);
    case WorkSummary::Kind::Samples:
        return tr("Work: %1 samples × %2 epochs × %3 tokens = %4 tokens")
            .arg(Format::count(s.samples.value_or(0), language),
                 Format::number(s.epochs, s.epochs == std::round(s.epochs) ? 0 : 1, language),
                 Format::integer(r.work.tokens / (s.samples.value_or(1) * s.epochs), language),
                 tokens);
    case WorkSummary::Kind::RentHours:
        return r.timeKnown ? tr("Work: renting the cards for %1, which trains %2 tokens")
                                 .arg(Format::hours(s.hours.value_or(0), language), tokens)
                           : tr("Work: renting the cards for %1")
                                 .arg(Format::hours(s.hours.value_or(0), language));
    case WorkSummary::Kind::Service:
        return tr("Work: a service running %1").arg(Format::hours(r.work.serviceHours, language));
    case WorkSummary::Kind::Unspecified:
        break;
    }
    return tr("Work: %1").arg(r.work.description.toString());
}

QStringList ScenarioPanel::trainingLines() const
{
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    if (!r.timeKnown)
        return {tr("Time: unknown (no published throughput for this card)")};
    QString time = Format::hours(r.wallHours, language);
    if (r.wallHoursLow < r.wallHoursHigh)
        time += Format::parenthesised(tr("%1 to %2")
                                          .arg(Format::hours(r.wallHoursLow, language),
                                               Format::hours(r.wallHoursHigh, language)),
                                      language);
    QStringList lines{tr("Time: %1").arg(time)};
    const Efficiency &e = r.efficiency;
    if (e.overridden)
        lines << tr("Efficiency: %1 of peak, as given").arg(Format::percent(e.point, language));
    else
        lines << tr("Efficiency: %1 of peak (%2 to %3, %4)")
                     .arg(Format::percent(e.point, language),
                          Format::percent(e.low, language),
                          Format::percent(e.high, language),
                          e.calibrated ? tr("calibrated on published runs")
                                       : tr("no published runs for this family: a prior"));
    // The deadline of what runs, judged at the slow end of the band (the core's verdict).
    if (r.fits && r.deadline)
        lines << Format::sentence(deadlineSentence(*r.deadline, r.wallHours, r.wallHoursHigh));
    return lines;
}

QStringList ScenarioPanel::servingLines() const
{
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    const ServingResult &v = *r.serving;
    if (!v.valid) {
        QStringList problems;
        for (const TrText &p : v.problems)
            problems << p.toString();
        return {tr("Serving: not possible: %1").arg(problems.join(tr("; ")))};
    }
    QStringList lines;
    lines << tr("Serving: %1 output tokens/s (%2 to %3) on %4 × %5 cards")
                 .arg(Format::integer(v.outputTokensPerSecond, language),
                      Format::integer(v.outputTokensPerSecondLow, language),
                      Format::integer(v.outputTokensPerSecondHigh, language))
                 .arg(v.replicas)
                 .arg(v.tp * v.pp);
    lines << tr("Per user: %1 tokens/s; first token after %2 s")
                 .arg(Format::number(v.userTokensPerSecond, 1, language),
                      Format::number(v.ttftSeconds, 2, language));
    if (v.meetsSlo)
        lines << (*v.meetsSlo ? tr("Service level: met") : tr("Service level: not met"));
    if (r.costPerMillionTokensCny)
        lines << tr("Per million output tokens: %1")
                     .arg(Format::money(*r.costPerMillionTokensCny, language));
    return lines;
}

// "Price: ¥1.24 per card-hour, your quote of 2026-11-20": every price shows its date.
QString ScenarioPanel::priceLine(const PlanCost &cost) const
{
    return tr("Price: %1").arg(PriceText::full(cost.rate, cost.form, display()->context()));
}

QStringList ScenarioPanel::costLines() const
{
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    QStringList lines;
    if (!r.fits) {
        // A plan that does not fit is never priced as if it ran: the smallest layout that fits
        // is, with its own year, schedule, deadline and budget verdict.
        lines << tr("Cost: not priced, this layout does not fit");
        if (!r.smallestFit || !r.smallestFit->cost.priced)
            return lines;
        const SmallestFit &f = *r.smallestFit;
        if (f.serving && f.serving->valid)
            lines << tr("What the load needs: %1 cards (%2 replicas of %3); a month costs %4")
                         .arg(f.gpus)
                         .arg(f.serving->replicas)
                         .arg(f.layout.gpus)
                         .arg(Format::money(f.cost.totalCny, language));
        else
            lines << tr("The smallest layout that fits (%1 cards) takes %2 and costs %3")
                         .arg(f.gpus)
                         .arg(Format::hours(f.wallHours, language),
                              Format::money(f.cost.totalCny, language));
        lines << priceLine(f.cost);
        lines += spendLines(f.spend, f.gpus);
        if (f.deadline)
            lines << Format::sentence(deadlineSentence(*f.deadline, f.wallHours, f.wallHoursHigh));
        return lines;
    }
    if (!r.cost.priced) {
        lines << tr("Cost: no price for this form (%1)").arg(r.cost.unavailable.toString());
        return lines;
    }
    if (!r.timeKnown)
        return lines;
    QString run = Format::money(r.cost.totalCny, language);
    if (r.costLowCny && r.costHighCny && *r.costLowCny < *r.costHighCny)
        run += Format::parenthesised(tr("%1 to %2")
                                         .arg(Format::money(*r.costLowCny, language),
                                              Format::money(*r.costHighCny, language)),
                                     language);
    lines << (formTraits(r.cost.form).owned ? tr("Cost of a run (amortised cards): %1")
                                            : tr("Cost of a run: %1"))
                 .arg(run)
          << priceLine(r.cost);
    lines += spendLines(r.spend, r.gpus);
    return lines;
}

QStringList ScenarioPanel::spendLines(const Spend &spend, int gpus) const
{
    const Scenario &s = document()->scenario();
    const Language language = display()->language();
    QStringList lines;
    if (spend.outlayCny)
        lines << tr("Cash outlay to buy the cards: %1")
                     .arg(Format::money(*spend.outlayCny, language));
    if (spend.perYearCny && spend.runsPerYear > 1)
        lines << tr("Per year (%1 runs): %2")
                     .arg(Format::significant(spend.runsPerYear, 3, language),
                          Format::money(*spend.perYearCny, language));
    if (const TrText fleets = scheduleSentence(spend.schedule, gpus); !fleets.isEmpty())
        lines << Format::sentence(fleets);
    if (s.budgetCny && spend.comparedCny && spend.withinBudget) {
        const QString budget = tr("%1 %2", "a budget: its amount, then its period")
                                   .arg(Format::money(*s.budgetCny, language),
                                        periodName(s.budgetPeriod).toString());
        const QString figure = Format::money(*spend.comparedCny, language);
        lines << (*spend.withinBudget ? tr("Within the budget of %1: %2 counted")
                                      : tr("Over the budget of %1: %2 counted"))
                     .arg(budget, figure);
    }
    return lines;
}

} // namespace Atlas
