// The comparison's cells: one option's column, row by row (memory, layout, time, money,
// serving, energy, latency, notes).

#include "views/compare/comparetable.h"

#include "common/numberformat.h"
#include "common/phrases.h"
#include "common/pricetext.h"
#include "views/compare/comparefacts.h"

namespace Atlas {

using namespace CompareFacts;

namespace {

constexpr double BytesPerGiB = 1024.0 * 1024.0 * 1024.0;

// A figure of an option that does not fit is shown muted and never ranked (and, at the end of
// cellsFor(), not shown at all).
void setRanked(CompareCell &c, const CompareResult &r, double value, const QString &shown)
{
    c.text = shown;
    c.muted = !r.fits;
    if (r.fits)
        c.value = value;
}

void setProblem(CompareCell &c, const QString &shown)
{
    c.text = shown;
    c.problem = true;
}

} // namespace

QList<CompareCell> CompareTable::cellsFor(const CompareResult &r, const Scenario &scenario) const
{
    QList<CompareCell> cells(CompareRowCount);
    for (CompareCell &c : cells)
        c.text = placeholder();
    const bool figures = evaluated(r);
    cells[int(CompareRow::Memory)] = memoryCell(r);
    if (figures)
        cells[int(CompareRow::Layout)] = layoutCell(r);
    if (figures) {
        cells[int(CompareRow::Time)] = timeCell(r, scenario);
        moneyCells(cells, r, scenario);
    }
    servingCells(cells, r);
    energyCells(cells, r);

    CompareCell &latency = cells[int(CompareRow::Latency)];
    if (r.region) {
        setRanked(latency,
                  r,
                  r.latencyFloorMs,
                  QStringLiteral("≥ ") + Format::number(r.latencyFloorMs, 1, m_context.language)
                      + QStringLiteral(" ms"));
        // Users wait on a service; a training job moves its data once.
        if (!figures || !serves(r, scenario))
            latency.value.reset();
    } else {
        latency.text = text(ATLAS_TR("Atlas::CompareView", "no region chosen"));
        latency.muted = true;
    }

    QStringList notes;
    if (!r.accelerator)
        notes << text(
            ATLAS_TR("Atlas::CompareView", "Unknown accelerator “%1”").arg(r.option.acceleratorId));
    for (const TrText &note : r.notes)
        notes << text(note);
    if (!notes.isEmpty())
        cells[int(CompareRow::Notes)].text = notes.join(u'\n');

    if (figures && !r.fits)
        hideUnfitFigures(cells);
    return cells;
}

// An option that does not fit is no plan: none of the figures a plan is ranked on (time,
// price, serving, energy; its region's latency stays), as in the panel, the status bar and
// the report's decision table (its memory row says why).
void CompareTable::hideUnfitFigures(QList<CompareCell> &cells) const
{
    for (int index = 0; index < CompareRowCount; ++index) {
        const CompareRow row = CompareRow(index);
        if (ranking(row) == CompareRanking::None || row == CompareRow::Latency)
            continue;
        CompareCell &c = cells[int(row)];
        c = CompareCell{};
        c.text = placeholder();
        c.detail = text(ATLAS_TR("Atlas::CompareView", "does not fit"));
        c.muted = true;
    }
    // Its verdict says "does not fit" against a budget, without a figure to hold to it.
    cells[int(CompareRow::Budget)].detail.clear();
}

CompareCell CompareTable::memoryCell(const CompareResult &r) const
{
    CompareCell memory;
    memory.text = placeholder();
    if (!r.accelerator) {
        memory.detail = text(ATLAS_TR("Atlas::CompareView", "Unknown accelerator"));
        memory.problem = true;
    } else if (evaluated(r)) {
        const double capacity = r.accelerator->memoryBytes();
        memory.text = Format::number(r.perGpu.total() / BytesPerGiB, 1, m_context.language)
                      + QStringLiteral(" / ") + Format::gib(capacity, m_context.language);
        if (r.fits) {
            memory.detail = text(
                ATLAS_TR("Atlas::CompareView", "%1 of the card")
                    .arg(Format::percent(r.perGpu.total() / capacity, m_context.language)));
        } else {
            memory.detail = text(ATLAS_TR("Atlas::CompareView", "Does not fit"));
            memory.problem = true;
        }
    } else {
        memory.detail = text(ATLAS_TR("Atlas::CompareView", "Does not fit"));
        memory.problem = true;
    }
    return memory;
}

QString CompareTable::cardsText(int gpus) const
{
    return gpus == 1 ? text(ATLAS_TR("Atlas::CompareView", "1 card"))
                     : text(ATLAS_TR("Atlas::CompareView", "%1 cards").arg(gpus));
}

CompareCell CompareTable::layoutCell(const CompareResult &r) const
{
    CompareCell layout;
    if (r.serving && r.serving->valid) {
        // A served option pays for its replicas: the cards of the whole deployment.
        layout.text = cardsText(r.gpus);
        layout.detail = text(servingLayoutText(*r.serving));
        return layout;
    }
    const Layout &l = r.layout;
    layout.text = cardsText(l.gpus);
    QString detail = text(
        ATLAS_TR("Atlas::CompareView", "DP %1 · TP %2 · PP %3").arg(l.dp()).arg(l.tp).arg(l.pp));
    if (l.zero > 0)
        detail += QStringLiteral(" · ")
                  + text(ATLAS_TR("Atlas::CompareView", "ZeRO-%1").arg(l.zero));
    if (l.offload != Offload::None)
        detail += QStringLiteral(" · ")
                  + text(ATLAS_TR("Atlas::CompareView", "offload: %1").arg(offloadName(l.offload)));
    layout.detail = detail;
    return layout;
}

CompareCell CompareTable::timeCell(const CompareResult &r, const Scenario &scenario) const
{
    CompareCell time;
    if (!r.timeKnown) {
        setProblem(time, text(ATLAS_TR("Atlas::CompareView", "unknown")));
    } else if (serves(r, scenario)) {
        // A service runs for the period it is asked for: nothing to rank.
        time.text = Format::hours(r.wallHours, m_context.language);
        time.muted = !r.fits;
        time.detail = text(ATLAS_TR("Atlas::CompareView", "service period"));
    } else {
        setRanked(time, r, r.wallHours, Format::hours(r.wallHours, m_context.language));
        if (r.wallHoursHigh > r.wallHoursLow)
            time.detail = text(ATLAS_TR("Atlas::CompareView", "%1–%2")
                                   .arg(Format::hours(r.wallHoursLow, m_context.language))
                                   .arg(Format::hours(r.wallHoursHigh, m_context.language)));
    }
    return time;
}

void CompareTable::energyCells(QList<CompareCell> &cells, const CompareResult &r) const
{
    CompareCell &electricity = cells[int(CompareRow::Electricity)];
    CompareCell &energy = cells[int(CompareRow::Energy)];
    CompareCell &co2 = cells[int(CompareRow::Co2)];
    const QString unknown = text(ATLAS_TR("Atlas::CompareView", "unknown"));
    if (!energyKnown(r)) {
        if (evaluated(r)) {
            setProblem(electricity, unknown);
            setProblem(energy, unknown);
            setProblem(co2, unknown);
        }
        return;
    }
    const bool paid = formTraits(r.cost.form).owned;
    const double cny = paid ? r.cost.electricityCny : r.cost.embeddedElectricityCny;
    if (paid) {
        setRanked(electricity, r, cny, Format::money(cny, m_context.language));
        electricity.detail = text(ATLAS_TR("Atlas::CompareView", "paid by you"));
    } else {
        // Part of the rent, already in the run's cost: shown for scale, never ranked (the
        // report's cost breakdown puts no separate electricity on a rental).
        electricity.text = Format::money(cny, m_context.language);
        electricity.muted = true;
        electricity.detail = text(ATLAS_TR("Atlas::CompareView", "included in the rent"));
    }
    setRanked(energy, r, r.cost.energyKwh, Format::kwh(r.cost.energyKwh, m_context.language));
    // A provider abroad: no grid factor is catalogued for its region.
    if (r.cost.co2Known)
        setRanked(co2, r, r.cost.co2Kg, Format::co2(r.cost.co2Kg, m_context.language));
    else
        setProblem(co2, unknown);
}

void CompareTable::moneyCells(QList<CompareCell> &cells,
                              const CompareResult &r,
                              const Scenario &scenario) const
{
    const Language language = m_context.language;
    const QString noPrice = text(ATLAS_TR("Atlas::CompareView", "no price"));
    const bool owned = formTraits(r.cost.form).owned;
    const bool priced = r.cost.priced && r.timeKnown;
    const auto setMoney = [&r, language](CompareCell &c, double cny) {
        setRanked(c, r, cny, Format::money(cny, language));
    };
    const auto setNoPrice = [&](CompareCell &c) {
        c.text = r.cost.priced ? text(ATLAS_TR("Atlas::CompareView", "unknown")) : noPrice;
        c.problem = true;
    };

    CompareCell &run = cells[int(CompareRow::RunCost)];
    if (priced && r.spend.runCny) {
        setMoney(run, *r.spend.runCny);
        if (serves(r, scenario))
            run.detail = owned ? text(ATLAS_TR("Atlas::CompareView",
                                               "the service period: depreciated share of the "
                                               "cards, with running costs"))
                               : text(ATLAS_TR("Atlas::CompareView", "the service period's rent"));
        else
            run.detail = owned ? text(ATLAS_TR("Atlas::CompareView",
                                               "depreciated share of the cards, with running "
                                               "costs"))
                               : text(ATLAS_TR("Atlas::CompareView", "rent"));
        // Every price shows where it comes from and when ("your quote of 2026-11-20"); on the
        // cost's own line, as a row of its own would not fit the report's page.
        run.detail += Format::listSeparator(m_context.language)
                      + PriceText::origin(r.cost.rate, m_context);
    } else {
        setNoPrice(run);
    }

    CompareCell &outlay = cells[int(CompareRow::Outlay)];
    if (!owned) {
        outlay.muted = true;
        outlay.detail = text(ATLAS_TR("Atlas::CompareView", "not a purchase"));
    } else if (r.spend.outlayCny) {
        setMoney(outlay, *r.spend.outlayCny);
        outlay.detail = text(ATLAS_TR("Atlas::CompareView", "cash for %1 cards").arg(r.gpus));
    } else {
        setNoPrice(outlay);
    }

    CompareCell &year = cells[int(CompareRow::PerYear)];
    if (!yearMatters(r, scenario.budget())) {
        year.muted = true;
        year.detail = text(ATLAS_TR("Atlas::CompareView", "a one-off job"));
    } else if (priced && r.spend.perYearCny) {
        setMoney(year, *r.spend.perYearCny);
        year.detail = owned ? text(
                          ATLAS_TR("Atlas::CompareView", "depreciation and a year's running costs"))
                            : text(ATLAS_TR("Atlas::CompareView", "%1 runs a year")
                                       .arg(Format::significant(r.spend.runsPerYear, 3, language)));
        // A run longer than its period: every fleet that runs at once is in the year's figure.
        if (r.spend.schedule.overlaps())
            year.detail += QStringLiteral(" · ")
                           + text(ATLAS_TR("Atlas::CompareView", "%1 fleets at once")
                                      .arg(r.spend.schedule.fleetsNeeded));
    } else {
        setNoPrice(year);
    }
    cells[int(CompareRow::Budget)] = budgetCell(r, scenario);
}

// The budget's verdict on the figure it is written against (a run, the cash outlay, a year).
CompareCell CompareTable::budgetCell(const CompareResult &r, const Scenario &scenario) const
{
    const Language language = m_context.language;
    CompareCell verdict;
    verdict.text = placeholder();
    const std::optional<Budget> budget = scenario.budget();
    if (!budget) {
        verdict.text = text(ATLAS_TR("Atlas::CompareView", "no budget"));
        verdict.muted = true;
        return verdict;
    }
    if (!r.fits) {
        // A plan that does not fit is never priced, and never within a budget.
        verdict.text = text(ATLAS_TR("Atlas::CompareView", "does not fit"));
        verdict.muted = true;
        return verdict;
    }
    if (!r.spend.comparedCny) {
        verdict.text = text(ATLAS_TR("Atlas::CompareView", "not checked"));
        verdict.detail = text(ATLAS_TR("Atlas::CompareView", "no price"));
        verdict.muted = true;
        return verdict;
    }
    const QString compared = Format::money(*r.spend.comparedCny, language);
    switch (r.spend.compared) {
    case Spend::Compared::Cost:
        verdict.detail = text(ATLAS_TR("Atlas::CompareView", "a run: %1").arg(compared));
        break;
    case Spend::Compared::Outlay:
        verdict.detail = text(ATLAS_TR("Atlas::CompareView", "cash outlay %1 %2")
                                  .arg(compared)
                                  .arg(periodName(budget->period)));
        break;
    case Spend::Compared::PerYear:
        verdict.detail = text(ATLAS_TR("Atlas::CompareView", "as it recurs: %1 %2")
                                  .arg(compared)
                                  .arg(periodName(budget->period)));
        break;
    }
    if (r.spend.withinBudget.value_or(false)) {
        verdict.text = text(ATLAS_TR("Atlas::CompareView", "within"));
    } else {
        verdict.text = text(
            ATLAS_TR("Atlas::CompareView", "over by %1")
                .arg(Format::money(*r.spend.comparedCny - budget->amountCny, language)));
        verdict.problem = true;
    }
    return verdict;
}

void CompareTable::servingCells(QList<CompareCell> &cells, const CompareResult &r) const
{
    const Language language = m_context.language;
    const QList<CompareRow> rows = {CompareRow::OutputRate,
                                    CompareRow::UserRate,
                                    CompareRow::FirstToken,
                                    CompareRow::ServingCards,
                                    CompareRow::PerMillion,
                                    CompareRow::FleetMix};
    if (!r.serving) {
        // A training job: the serving rows do not apply.
        for (const CompareRow row : rows)
            cells[int(row)].muted = true;
        return;
    }
    const ServingResult &s = *r.serving;
    if (!s.valid) {
        const QString why = s.problems.isEmpty() ? QString() : text(s.problems.first());
        for (const CompareRow row : rows) {
            cells[int(row)].text = text(ATLAS_TR("Atlas::CompareView", "unknown"));
            cells[int(row)].problem = true;
        }
        cells[int(CompareRow::OutputRate)].detail = why;
        return;
    }
    const auto set = [&r](CompareCell &c, double value, const QString &shown) {
        setRanked(c, r, value, shown);
    };
    const auto band = [&](const QString &low, const QString &high) {
        return text(ATLAS_TR("Atlas::CompareView", "%1–%2").arg(low).arg(high));
    };

    CompareCell &output = cells[int(CompareRow::OutputRate)];
    set(output,
        s.outputTokensPerSecond,
        text(ATLAS_TR("Atlas::CompareView", "%1 token/s")
                 .arg(Format::count(s.outputTokensPerSecond, language))));
    if (s.outputTokensPerSecondHigh > s.outputTokensPerSecondLow)
        output.detail = band(Format::count(s.outputTokensPerSecondLow, language),
                             Format::count(s.outputTokensPerSecondHigh, language));

    set(cells[int(CompareRow::UserRate)],
        s.userTokensPerSecond,
        text(ATLAS_TR("Atlas::CompareView", "%1 token/s")
                 .arg(Format::significant(s.userTokensPerSecond, 3, language))));

    CompareCell &first = cells[int(CompareRow::FirstToken)];
    set(first,
        s.ttftSeconds,
        text(ATLAS_TR("Atlas::CompareView", "%1 s")
                 .arg(Format::significant(s.ttftSeconds, 2, language))));
    if (s.ttftSecondsHigh > s.ttftSecondsLow)
        first.detail = text(ATLAS_TR("Atlas::CompareView", "%1–%2 s")
                                .arg(Format::significant(s.ttftSecondsLow, 2, language))
                                .arg(Format::significant(s.ttftSecondsHigh, 2, language)));

    CompareCell &fleet = cells[int(CompareRow::ServingCards)];
    fleet.text = cardsText(s.gpusTotal);
    fleet.muted = !r.fits;
    fleet.detail = text(
        ATLAS_TR("Atlas::CompareView", "%1 × (TP %2 · PP %3)").arg(s.replicas).arg(s.tp).arg(s.pp));
    if (s.meetsSlo) {
        fleet.detail += QStringLiteral(" · ")
                        + (*s.meetsSlo
                               ? text(ATLAS_TR("Atlas::CompareView", "meets the service level"))
                               : text(ATLAS_TR("Atlas::CompareView", "misses the service level")));
        fleet.problem = !*s.meetsSlo;
    }

    CompareCell &perMillion = cells[int(CompareRow::PerMillion)];
    if (r.costPerMillionTokensCny)
        set(perMillion,
            *r.costPerMillionTokensCny,
            Format::money(*r.costPerMillionTokensCny, language));
    else {
        perMillion.text = text(ATLAS_TR("Atlas::CompareView", "no price"));
        perMillion.problem = true;
    }
    fleetCell(cells[int(CompareRow::FleetMix)], r);
}

// The mix the engine recommends on the option's card for the week's load (CompareResult::
// fleetMix): its cost a month, ranked; the mix, its cards and how busy they are beneath.
void CompareTable::fleetCell(CompareCell &cell, const CompareResult &r) const
{
    const Language language = m_context.language;
    if (!r.fleetMix) {
        cell.text = text(ATLAS_TR("Atlas::CompareView", "none meets the load"));
        cell.problem = true;
        return;
    }
    const FleetMixCost &m = *r.fleetMix;
    cell.text = text(ATLAS_TR("Atlas::CompareView", "%1 a month")
                         .arg(Format::money(m.costPerMonthCny, language)));
    cell.value = m.costPerMonthCny;
    cell.detail = text(fleetMixText(m.mix));
    if (m.utilisation)
        cell.detail += QStringLiteral(" · ")
                       + text(ATLAS_TR("Atlas::CompareView", "%1 busy")
                                  .arg(Format::percent(*m.utilisation, language)));
}

} // namespace Atlas
