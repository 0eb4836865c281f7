// Page 1 of the report: the question, the answer in one sentence, the decision table and the
// assumptions that move the answer most.

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

ReportContent::ReportContent(const ScenarioDocument &document, Language language)
    : m_document(document)
    , m_scenario(document.scenario())
    , m_result(document.result())
    , m_language(language)
{
    m_context.language = language;
}

QString ReportContent::money(double cny) const
{
    return Format::money(cny, m_language);
}

QString ReportContent::hours(double h) const
{
    return Format::hours(h, m_language);
}

QString ReportContent::cards(int n) const
{
    return n == 1 ? t(ATLAS_TR("Atlas::PdfReport", "1 card"))
                  : t(ATLAS_TR("Atlas::PdfReport", "%1 cards")).arg(Format::integer(n, m_language));
}

QString ReportContent::layoutText(const Layout &layout, const ServingResult *serving) const
{
    QStringList parts;
    if (serving && serving->valid) {
        parts << t(servingLayoutText(*serving));
    } else {
        if (layout.dp() > 1)
            parts << QStringLiteral("DP %1").arg(layout.dp());
        if (layout.tp > 1)
            parts << QStringLiteral("TP %1").arg(layout.tp);
        if (layout.pp > 1)
            parts << QStringLiteral("PP %1").arg(layout.pp);
        if (layout.zero > 0)
            parts << QStringLiteral("ZeRO-%1").arg(layout.zero);
        if (layout.offload != Offload::None)
            parts << t(offloadName(layout.offload));
    }
    return parts.join(QStringLiteral(" · "));
}

QString ReportContent::cardsAndLayout(int gpus,
                                      const Layout &layout,
                                      const ServingResult *serving) const
{
    const QString text = layoutText(layout, serving);
    if (text.isEmpty())
        return cards(gpus);
    // A served option: its cards are the deployment's, "6 cards: 3 replicas × TP 2".
    if (serving && serving->valid)
        return t(ATLAS_TR("Atlas::PdfReport", "%1: %2")).arg(cards(gpus), text);
    return cards(gpus) + u'\n' + text;
}

void ReportContent::smallestFitBand(double *low, double *high) const
{
    // The core evaluates the smallest fit as a plan, band included.
    *low = m_result.smallestFit->wallHoursLow;
    *high = m_result.smallestFit->wallHoursHigh;
}

QString ReportContent::priceUnit(ServiceForm form, double cny) const
{
    return t(priceUnitText(form, money(cny)));
}

QString ReportContent::formName(ServiceForm form) const
{
    const ServiceFormInfo *info = m_document.catalog().pricing().serviceForm(form);
    return info ? name(info->name) : serviceFormKey(form);
}

QString ReportContent::periodPhrase(Period period) const
{
    return t(amountPer(period, QStringLiteral("%1")));
}

QString ReportContent::budgetPhrase() const
{
    const std::optional<Budget> budget = m_scenario.budget();
    return budget ? periodPhrase(budget->period).arg(money(budget->amountCny)) : QString();
}

QString ReportContent::workText() const
{
    const Scenario &s = m_scenario;
    const Language l = m_language;
    QString work;
    switch (m_result.work.kind) {
    case WorkSummary::Kind::Tokens:
        work = t(ATLAS_TR("Atlas::PdfReport", "%1 tokens"))
                   .arg(Format::count(m_result.work.tokens, l));
        break;
    case WorkSummary::Kind::Samples:
        work = t(ATLAS_TR("Atlas::PdfReport", "%1 samples × %2 epochs × %3 tokens each (%4 tokens)"))
                   .arg(Format::count(s.samples.value_or(0), l))
                   .arg(Format::significant(s.epochs, 3, l))
                   .arg(Format::count(s.tokensPerSample.value_or(double(s.workload.seqLen)), l))
                   .arg(Format::count(m_result.work.tokens, l));
        break;
    case WorkSummary::Kind::RentHours:
        work = t(ATLAS_TR("Atlas::PdfReport", "the cards rented for %1"))
                   .arg(hours(s.hours.value_or(0)));
        break;
    case WorkSummary::Kind::Service: {
        QString load;
        if (s.load) {
            const QString v = Format::count(s.load->value, l);
            switch (s.load->kind) {
            case ServingLoad::Kind::Users:
                load = t(ATLAS_TR("Atlas::PdfReport", "%1 users")).arg(v);
                break;
            case ServingLoad::Kind::RequestsPerSecond:
                load = t(ATLAS_TR("Atlas::PdfReport", "%1 requests a second"))
                           .arg(Format::significant(s.load->value, 3, l));
                break;
            case ServingLoad::Kind::Concurrency:
                load = t(ATLAS_TR("Atlas::PdfReport", "%1 concurrent sequences")).arg(v);
                break;
            }
        } else {
            load = t(ATLAS_TR("Atlas::PdfReport", "the layout's cards, no load given"));
        }
        work = t(ATLAS_TR("Atlas::PdfReport",
                          "a service for %1: %2, prompts of %3 tokens, answers of %4 tokens"))
                   .arg(hours(m_result.work.serviceHours), load)
                   .arg(Format::integer(s.promptTokens, l), Format::integer(s.outputTokens, l));
        break;
    }
    case WorkSummary::Kind::Unspecified:
        work = t(ATLAS_TR("Atlas::PdfReport", "not given: %1 tokens assumed"))
                   .arg(Format::count(m_result.work.tokens, l));
        break;
    }
    const Recurrence &r = s.recurrence;
    const int runs = std::max(1, r.runs);
    QString often;
    switch (r.every) {
    case Period::Run:
        if (runs > 1)
            often = t(ATLAS_TR("Atlas::PdfReport", "%1 runs in all")).arg(runs);
        break;
    case Period::Week:
        often = runs == 1 ? t(ATLAS_TR("Atlas::PdfReport", "once a week"))
                          : t(ATLAS_TR("Atlas::PdfReport", "%1 times a week")).arg(runs);
        break;
    case Period::Month:
        often = runs == 1 ? t(ATLAS_TR("Atlas::PdfReport", "once a month"))
                          : t(ATLAS_TR("Atlas::PdfReport", "%1 times a month")).arg(runs);
        break;
    case Period::Year:
        often = runs == 1 ? t(ATLAS_TR("Atlas::PdfReport", "once a year"))
                          : t(ATLAS_TR("Atlas::PdfReport", "%1 times a year")).arg(runs);
        break;
    }
    if (often.isEmpty())
        return work;
    if (r.every != Period::Run)
        often += Format::parenthesised(t(ATLAS_TR("Atlas::PdfReport", "%1 runs a year"))
                                           .arg(Format::number(r.runsPerYear(), 0, l)),
                                       l);
    return work + Format::listSeparator(l) + often;
}

namespace {

// A row from the scenario's own result or a comparison option's: the two share these fields
// under the same names.
template<typename Result>
DecisionRow decisionRow(DecisionRow::Source source,
                        const QString &option,
                        const Result &x,
                        const Layout &layout)
{
    DecisionRow row;
    row.source = source;
    row.option = option;
    row.fits = x.fits;
    row.gpus = x.gpus;
    row.layout = layout;
    row.serving = x.serving ? &*x.serving : nullptr;
    row.timeKnown = x.timeKnown;
    row.hours = x.wallHours;
    row.hoursLow = x.wallHoursLow;
    row.hoursHigh = x.wallHoursHigh;
    row.cost = &x.cost;
    row.spend = &x.spend;
    row.costPerMillionTokensCny = x.costPerMillionTokensCny;
    row.market = &x.market;
    return row;
}

} // namespace

QList<DecisionRow> ReportContent::decisionRows() const
{
    QList<DecisionRow> rows;
    const ScenarioResult &r = m_result;
    if (r.valid) {
        rows << decisionRow(DecisionRow::Source::Plan,
                            t(ATLAS_TR("Atlas::PdfReport", "This plan")),
                            r,
                            m_scenario.layout);
        if (r.smallestFit) {
            const SmallestFit &f = *r.smallestFit;
            DecisionRow fit;
            fit.source = DecisionRow::Source::SmallestFit;
            fit.option = t(ATLAS_TR("Atlas::PdfReport", "This plan on the fewest cards that fit"));
            fit.fits = true;
            fit.gpus = f.gpus;
            fit.layout = f.layout;
            fit.timeKnown = r.timeKnown;
            fit.hours = f.wallHours;
            smallestFitBand(&fit.hoursLow, &fit.hoursHigh);
            fit.cost = &f.cost;
            fit.spend = &f.spend;
            fit.market = &r.market;
            rows << fit;
        }
    }
    for (const CompareResult &c : r.compare) {
        rows << decisionRow(DecisionRow::Source::Compare,
                            c.option.label.isEmpty() && c.accelerator ? name(c.accelerator->name)
                                                                      : name(c.option.label),
                            c,
                            c.layout);
    }
    // The planner's best few, one per accelerator, form and provider: the same option in
    // three regions says less than three different ones.
    // Page 1 holds the table and what moves the answer: a long comparison leaves the planner
    // fewer rows (at least one); its full list follows the recommendation.
    const QList<PlannerOption> &options = m_document.options().options;
    const int plannerRows = std::clamp(DecisionRowsOnSummary - int(rows.size()),
                                       1,
                                       PlannerRowsOnSummary);
    QList<const PlannerOption *> best;
    for (const PlannerOption &o : options) {
        if (best.size() == plannerRows)
            break;
        const bool seen = std::any_of(best.cbegin(), best.cend(), [&](const PlannerOption *b) {
            return b->accelerator == o.accelerator && b->form == o.form
                   && b->provider == o.provider;
        });
        if (!seen)
            best << &o;
    }
    for (const PlannerOption *option : std::as_const(best)) {
        const PlannerOption &o = *option;
        const int i = int(option - options.constData());
        DecisionRow row;
        row.source = DecisionRow::Source::Planner;
        row.option = t(ATLAS_TR("Atlas::PdfReport", "Planner #%1: %2"))
                         .arg(i + 1)
                         .arg(plannerOptionName(o, false));
        row.fits = true;
        row.gpus = o.layout.gpus;
        row.layout = o.layout;
        row.timeKnown = true;
        row.hours = o.wallHours;
        row.hoursLow = o.wallHoursLow;
        row.hoursHigh = o.wallHoursHigh;
        row.cost = &o.cost;
        row.spend = &o.spend;
        row.costPerMillionTokensCny = o.costPerMillionTokensCny;
        row.market = &o.market;
        rows << row;
    }
    return rows;
}

QString ReportContent::plannerOptionName(const PlannerOption &o, bool instance) const
{
    QStringList parts{name(o.accelerator->name)};
    if (o.provider && o.instance) {
        // "Google Cloud (Compute Engine, Cloud TPU)": the provider without its explanation.
        QString provider = name(o.provider->name);
        provider = provider.left(provider.indexOf(QRegularExpression(QStringLiteral("\\s*[(（]"))));
        parts << (instance ? provider + QStringLiteral(" ")
                                 + (o.instance->name.isEmpty() ? o.instance->id : o.instance->name)
                           : provider);
    } else {
        parts << formName(o.form);
    }
    // Rented capacity costs the same everywhere: only a purchase's region says something.
    if (o.site())
        parts << name(o.site()->name);
    return parts.join(Format::listSeparator(m_language));
}

QString ReportContent::budgetCell(const DecisionRow &row) const
{
    const std::optional<Budget> budget = m_scenario.budget();
    if (!budget)
        return t(ATLAS_TR("Atlas::PdfReport", "no budget"));
    if (!row.fits)
        return t(ATLAS_TR("Atlas::PdfReport", "does not fit"));
    if (!row.spend || !row.spend->comparedCny)
        return t(ATLAS_TR("Atlas::PdfReport", "no price"));
    const double compared = *row.spend->comparedCny;
    // A purchase is judged on its outlay, a figure the table does not show otherwise.
    const QString outlay = row.spend->compared == Spend::Compared::Outlay
                               ? u'\n'
                                     + t(ATLAS_TR("Atlas::PdfReport", "outlay %1"))
                                           .arg(periodPhrase(budget->period).arg(money(compared)))
                               : QString();
    if (row.spend->withinBudget.value_or(false))
        return t(ATLAS_TR("Atlas::PdfReport", "within")) + outlay;
    return t(ATLAS_TR("Atlas::PdfReport", "over by %1")).arg(money(compared - budget->amountCny))
           + outlay;
}

Block::Tone ReportContent::budgetTone(const DecisionRow &row) const
{
    if (!m_scenario.budget())
        return Block::Tone::Muted;
    if (!row.spend || !row.spend->withinBudget)
        return row.fits ? Block::Tone::Muted : Block::Tone::Bad;
    return *row.spend->withinBudget ? Block::Tone::Good : Block::Tone::Bad;
}

Block ReportContent::decisionTable() const
{
    const QList<DecisionRow> rows = decisionRows();
    const bool served = std::any_of(rows.cbegin(), rows.cend(), [](const DecisionRow &r) {
        return r.costPerMillionTokensCny.has_value();
    });
    // Cash outlay is a purchase's: a table of rented options has none to show.
    const bool bought = std::any_of(rows.cbegin(), rows.cend(), [](const DecisionRow &r) {
        return r.spend && r.spend->outlayCny.has_value();
    });
    Block b;
    b.kind = Block::Kind::Table;
    b.header << t(ATLAS_TR("Atlas::PdfReport", "Option")) << t(ATLAS_TR("Atlas::PdfReport", "Fits"))
             << t(ATLAS_TR("Atlas::PdfReport", "Cards and layout"))
             << t(ATLAS_TR("Atlas::PdfReport", "Time (band)"))
             << t(ATLAS_TR("Atlas::PdfReport", "Cost of a run"));
    if (bought)
        b.header << t(ATLAS_TR("Atlas::PdfReport", "Cash outlay"));
    b.header << t(ATLAS_TR("Atlas::PdfReport", "Per year"))
             << t(ATLAS_TR("Atlas::PdfReport", "Budget"))
             << t(ATLAS_TR("Atlas::PdfReport", "CO₂ a run"));
    if (served)
        b.header << t(ATLAS_TR("Atlas::PdfReport", "Per million tokens"));
    // Relative widths, made to add up to the page.
    QList<double> widths{20, 7, 13, 12, 10};
    if (bought)
        widths << 10;
    widths << 10 << 11 << 9;
    if (served)
        widths << 9;
    double total = 0;
    for (double w : std::as_const(widths))
        total += w;
    for (double w : std::as_const(widths))
        b.columnWidths << int(w * 100 / total);
    b.rightAligned = {false, false, false, true, true};
    if (bought)
        b.rightAligned << true;
    b.rightAligned << true << false << true << true;
    const int budgetColumn = bought ? 7 : 6;
    const QString dash = QStringLiteral("—");
    for (const DecisionRow &row : rows) {
        QStringList cells;
        cells << row.option + marketSuffix(row.market);
        cells << (row.fits ? t(ATLAS_TR("Atlas::PdfReport", "fits"))
                           : t(ATLAS_TR("Atlas::PdfReport", "does not fit")));
        cells << (row.gpus > 0 ? cardsAndLayout(row.gpus, row.layout, row.serving) : dash);
        const bool priced = row.fits && row.cost && row.cost->priced;
        if (!row.fits || !row.timeKnown)
            cells << dash;
        else if (row.serving && row.serving->valid)
            cells << t(ATLAS_TR("Atlas::PdfReport", "%1 token/s"))
                         .arg(Format::count(row.serving->outputTokensPerSecond, m_language));
        else if (row.hoursHigh > row.hoursLow)
            cells << hours(row.hours) + u'\n' + hours(row.hoursLow) + QStringLiteral("–")
                         + hours(row.hoursHigh);
        else
            cells << hours(row.hours);
        cells << (priced ? money(row.cost->totalCny) : dash);
        if (bought && priced && row.spend && row.spend->outlayCny)
            cells << t(ATLAS_TR("Atlas::PdfReport", "%1 for the cards"))
                         .arg(money(*row.spend->outlayCny));
        else if (bought)
            cells << (priced ? t(ATLAS_TR("Atlas::PdfReport", "none (rented)")) : dash);
        cells << (priced && row.spend && row.spend->perYearCny ? money(*row.spend->perYearCny)
                                                               : dash);
        cells << budgetCell(row);
        cells << (row.fits && row.cost && row.cost->energyKnown
                      ? Format::co2(row.cost->co2Kg, m_language)
                      : dash);
        if (served)
            cells << (row.costPerMillionTokensCny ? money(*row.costPerMillionTokensCny) : dash);
        const int index = int(b.rows.size());
        b.rows << cells;
        if (row.source == DecisionRow::Source::Plan)
            b.strongRows << index;
        b.setTone(index, 1, row.fits ? Block::Tone::Good : Block::Tone::Bad);
        b.setTone(index, budgetColumn, budgetTone(row));
    }
    return b;
}

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
        if (spend->perYearCny
            && (spend->runsPerYear > 1 || spend->outlayCny
                || std::abs(*spend->perYearCny - cost->totalCny) > 0.5))
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
