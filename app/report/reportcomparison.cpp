// The report's options (the planner's ranked list) and comparison (the options figure by figure).

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

const QString Dash = QStringLiteral("—");

// A row of the comparison: the figure's name, then its value for each option.
void addRow(Block *b,
            const QList<CompareResult> &compare,
            const QString &figure,
            const std::function<QString(const CompareResult &)> &value)
{
    QStringList cells{figure};
    for (const CompareResult &c : compare)
        cells << value(c);
    b->rows << cells;
}

// The option's fit and spend as page 1's decision table judges a budget.
DecisionRow budgetRow(const CompareResult &c)
{
    DecisionRow d;
    d.fits = c.fits;
    d.spend = &c.spend;
    return d;
}

bool priced(const CompareResult &c)
{
    return c.fits && c.cost.priced;
}

} // namespace

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
    // A year's cost where it says something (cost/budget.h); its width goes to the names.
    const bool yearly = std::any_of(planned.options.cbegin(),
                                    planned.options.cend(),
                                    [&](const PlannerOption &o) { return o.spend.yearMatters; });
    QStringList header{QStringLiteral("#"),
                       t(ATLAS_TR("Atlas::PdfReport", "Option")),
                       t(ATLAS_TR("Atlas::PdfReport", "Cards and layout")),
                       t(ATLAS_TR("Atlas::PdfReport", "Time (band)")),
                       t(ATLAS_TR("Atlas::PdfReport", "Cost of a run"))};
    QList<int> widths{4, yearly ? 30 : 40, 16, 12, 10};
    if (yearly) {
        header << t(ATLAS_TR("Atlas::PdfReport", "Per year"));
        widths << 10;
    }
    header << t(ATLAS_TR("Atlas::PdfReport", "CO₂ a run"))
           << (served ? t(ATLAS_TR("Atlas::PdfReport", "Per million tokens"))
                      : t(ATLAS_TR("Atlas::PdfReport", "Pareto front")));
    widths << 9 << 9;
    Block b = table(header, widths);
    b.rightAligned = {true, false, false, true, true};
    if (yearly)
        b.rightAligned << true;
    b.rightAligned << true << false;
    constexpr int Listed = OptionsListed;
    for (qsizetype i = 0; i < std::min<qsizetype>(Listed, planned.options.size()); ++i) {
        const PlannerOption &o = planned.options.at(i);
        QStringList cells{QString::number(i + 1),
                          plannerOptionName(o) + marketSuffix(&o.market),
                          cards(o.layout.gpus) + u'\n' + layoutText(o.layout, nullptr),
                          hoursBand(o.wallHours, o.wallHoursLow, o.wallHoursHigh),
                          money(o.cost.totalCny)};
        if (yearly)
            cells << (o.spend.perYearCny && o.spend.yearMatters ? money(*o.spend.perYearCny) : Dash);
        cells << (o.cost.energyKnown ? Format::co2(o.cost.co2Kg, l) : Dash);
        if (served)
            cells << (o.costPerMillionTokensCny ? money(*o.costPerMillionTokensCny) : Dash);
        else
            cells << (o.pareto ? t(ATLAS_TR("Atlas::PdfReport", "on the front")) : QString());
        b.rows << cells;
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
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Comparison")));
    if (r.compare.isEmpty()) {
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport", "The scenario compares no options.")));
        return blocks;
    }
    // The figures down the page, one column per option: long values wrap instead of
    // shrinking, and the table continues on the next page with its header when it must.
    QStringList header{t(ATLAS_TR("Atlas::PdfReport", "Figure"))};
    QList<int> widths{20};
    for (const CompareResult &c : r.compare) {
        header << (c.option.label.isEmpty() && c.accelerator ? name(c.accelerator->name)
                                                             : name(c.option.label));
        widths << 80 / int(r.compare.size());
    }
    Block b = table(header, widths);
    comparisonSetupRows(&b);
    comparisonCostRows(&b);
    comparisonEnergyRows(&b);
    blocks << b;
    return blocks;
}

// What each option is: card, task, form, region, whether and how it fits.
void ReportContent::comparisonSetupRows(Block *b) const
{
    const QList<CompareResult> &compare = m_result.compare;
    const Language l = m_language;
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Accelerator")), [&](const CompareResult &c) {
        return c.accelerator ? name(c.accelerator->name) : c.option.acceleratorId;
    });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Task")), [&](const CompareResult &c) {
        return TaskNames::longName(c.task, m_context);
    });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Form")), [&](const CompareResult &c) {
        return formName(c.cost.form);
    });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Region")), [&](const CompareResult &c) {
        return c.region ? name(c.region->name)
                        : t(ATLAS_TR("Atlas::PdfReport", "national average prices"));
    });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Fits")), [&](const CompareResult &c) {
        return c.fits ? t(ATLAS_TR("Atlas::PdfReport", "fits"))
                      : t(ATLAS_TR("Atlas::PdfReport", "does not fit"));
    });
    for (int i = 0; i < compare.size(); ++i)
        b->setTone(int(b->rows.size() - 1),
                   i + 1,
                   compare.at(i).fits ? Block::Tone::Good : Block::Tone::Bad);
    addRow(b,
           compare,
           t(ATLAS_TR("Atlas::PdfReport", "Cards and layout")),
           [&](const CompareResult &c) {
               if (c.gpus <= 0)
                   return Dash;
               return cardsAndLayout(c.gpus, c.layout, c.serving ? &*c.serving : nullptr);
           });
    addRow(b,
           compare,
           t(ATLAS_TR("Atlas::PdfReport", "Memory per card")),
           [&](const CompareResult &c) {
               return c.perGpu.total() > 0 && c.accelerator
                          ? t(ATLAS_TR("Atlas::PdfReport", "%1 of %2"))
                                .arg(Format::gib(c.perGpu.total(), l),
                                     Format::gib(c.accelerator->memoryBytes(), l, 0))
                          : Dash;
           });
}

// The time (or a service's speed), the money and the budget's verdict.
void ReportContent::comparisonCostRows(Block *b) const
{
    const QList<CompareResult> &compare = m_result.compare;
    addRow(b,
           compare,
           t(ATLAS_TR("Atlas::PdfReport", "Time (band) or serving")),
           [&](const CompareResult &c) { return comparisonTime(c); });
    addRow(b,
           compare,
           t(ATLAS_TR("Atlas::PdfReport", "Cost of a run")),
           [&](const CompareResult &c) { return priced(c) ? money(c.cost.totalCny) : Dash; });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Cash outlay")), [&](const CompareResult &c) {
        if (!priced(c))
            return Dash;
        return c.spend.outlayCny ? money(*c.spend.outlayCny)
                                 : t(ATLAS_TR("Atlas::PdfReport", "none (rented)"));
    });
    // A year's cost where it says something (cost/budget.h), as the window's comparison.
    if (std::any_of(compare.cbegin(), compare.cend(), [&](const CompareResult &c) {
            return c.spend.yearMatters;
        }))
        addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Per year")), [&](const CompareResult &c) {
            return priced(c) && c.spend.perYearCny && c.spend.yearMatters
                       ? money(*c.spend.perYearCny)
                       : Dash;
        });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Budget")), [&](const CompareResult &c) {
        return budgetCell(budgetRow(c));
    });
    for (int i = 0; i < compare.size(); ++i)
        b->setTone(int(b->rows.size() - 1), i + 1, budgetTone(budgetRow(compare.at(i))));
}

// Electricity, energy, CO₂, the latency to users and the engine's notes.
void ReportContent::comparisonEnergyRows(Block *b) const
{
    const QList<CompareResult> &compare = m_result.compare;
    const Language l = m_language;
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Electricity")), [&](const CompareResult &c) {
        return priced(c) ? electricityText(c.cost) : Dash;
    });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Energy")), [&](const CompareResult &c) {
        return c.fits && c.cost.energyKnown ? Format::kwh(c.cost.energyKwh, l) : Dash;
    });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "CO₂ a run")), [&](const CompareResult &c) {
        return c.fits && c.cost.energyKnown ? Format::co2(c.cost.co2Kg, l) : Dash;
    });
    addRow(b,
           compare,
           t(ATLAS_TR("Atlas::PdfReport", "Latency floor to users")),
           [&](const CompareResult &c) {
               return c.latencyFloorMs > 0 ? t(ATLAS_TR("Atlas::PdfReport", "%1 ms"))
                                                 .arg(Format::significant(c.latencyFloorMs, 2, l))
                                           : Dash;
           });
    addRow(b, compare, t(ATLAS_TR("Atlas::PdfReport", "Notes")), [&](const CompareResult &c) {
        QStringList notes;
        for (const TrText &n : c.notes)
            notes << t(n);
        return notes.join(t(ATLAS_TR("Atlas::PdfReport", "; ")));
    });
}

// A comparison option's time with its band, or a service's speed and first token.
QString ReportContent::comparisonTime(const CompareResult &c) const
{
    const Language l = m_language;
    if (!c.fits || !c.timeKnown)
        return Dash;
    if (c.serving && c.serving->valid)
        return t(ATLAS_TR("Atlas::PdfReport",
                          "%1 token/s (%2–%3); %4 token/s per user; first token in %5 s"))
            .arg(Format::count(c.serving->outputTokensPerSecond, l),
                 Format::count(c.serving->outputTokensPerSecondLow, l),
                 Format::count(c.serving->outputTokensPerSecondHigh, l),
                 Format::significant(c.serving->userTokensPerSecond, 3, l),
                 Format::significant(c.serving->ttftSeconds, 2, l));
    return hoursBand(c.wallHours, c.wallHoursLow, c.wallHoursHigh);
}

} // namespace Atlas::Report
