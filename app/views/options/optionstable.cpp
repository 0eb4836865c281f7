#include "views/options/optionstable.h"

#include "common/marketbadges.h"
#include "common/numberformat.h"
#include "common/pricetext.h"
#include "document/scenariodocument.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

QString integer(int n, Language language)
{
    return Format::integer(n, language);
}

// The per-year total matters when the job recurs, the budget counts months or years, or the
// job is a service (which runs all year).
bool showsPerYear(const Scenario &s)
{
    return s.recurrence.runsPerYear() > 1.0 || (s.budgetCny && s.budgetPeriod != Period::Run)
           || !isTraining(s.workload.task);
}

// An amount that may be absent (an empty cell), sorted by its value.
OptionsCell moneyCell(std::optional<double> cny, Language language)
{
    OptionsCell c;
    c.text = cny ? Format::money(*cny, language) : QString();
    c.value = cny;
    return c;
}

// "%1 of %2 configurations meet …": what the accepted ones meet, singular or plural.
TrText countsHead(const Scenario &s, bool one)
{
    const bool budget = s.budgetCny.has_value();
    const bool deadline = s.deadlineHours.has_value();
    if (budget && deadline)
        return one ? ATLAS_TR("Atlas::OptionsView",
                              "%1 of %2 configurations meets the budget and the deadline")
                   : ATLAS_TR("Atlas::OptionsView",
                              "%1 of %2 configurations meet the budget and the deadline");
    if (budget)
        return one ? ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations meets the budget")
                   : ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations meet the budget");
    if (deadline)
        return one ? ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations meets the deadline")
                   : ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations meet the deadline");
    return one ? ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations fits")
               : ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations fit");
}

// Each reason the planner turned options away, with its count ("12 over budget").
QStringList rejectionCounts(const PlannerRejections &x,
                            const Scenario &s,
                            const PlotContext &context)
{
    const Language language = context.language;
    QStringList rejected;
    if (x.doesNotFit > 0)
        rejected << context.text((x.doesNotFit == 1
                                      ? ATLAS_TR("Atlas::OptionsView", "%1 does not fit")
                                      : ATLAS_TR("Atlas::OptionsView", "%1 do not fit"))
                                     .arg(integer(x.doesNotFit, language)));
    if (x.overBudget > 0)
        rejected << context.text(ATLAS_TR("Atlas::OptionsView", "%1 over budget"))
                        .arg(integer(x.overBudget, language));
    if (x.tooSlow > 0)
        rejected << context.text(ATLAS_TR("Atlas::OptionsView", "%1 too slow"))
                        .arg(integer(x.tooSlow, language));
    if (x.noPrice > 0)
        rejected << context.text(ATLAS_TR("Atlas::OptionsView", "%1 without a price"))
                        .arg(integer(x.noPrice, language));
    if (x.noThroughput > 0)
        rejected << context
                        .text(ATLAS_TR("Atlas::OptionsView", "%1 without a published throughput"))
                        .arg(integer(x.noThroughput, language));
    if (x.notAvailable > 0)
        rejected << context.text(ATLAS_TR("Atlas::OptionsView", "%1 not available in %2"))
                        .arg(integer(x.notAvailable, language), context.text(marketName(s.market)));
    if (x.offshore > 0)
        rejected << context
                        .text(ATLAS_TR("Atlas::OptionsView",
                                       "%1 outside the mainland (the data would leave it)"))
                        .arg(integer(x.offshore, language));
    return rejected;
}

// Nothing listed because options were rejected: the reason that turned most away, and what
// would let something through.
QString dominantRejection(const PlannerRejections &x, const PlotContext &context)
{
    const std::pair<int, TrText> reasons[] = {
        {x.doesNotFit,
         ATLAS_TR("Atlas::OptionsView",
                  "Most were rejected because they do not fit (%1): a lower precision, LoRA or "
                  "QLoRA, or activation recomputation needs less memory.")},
        {x.overBudget,
         ATLAS_TR("Atlas::OptionsView",
                  "The budget turned away %1 that fit: raise it, or give it per month or per "
                  "year if the job recurs.")},
        {x.tooSlow,
         ATLAS_TR("Atlas::OptionsView",
                  "The deadline turned away %1 that fit: extend it, or allow faster "
                  "accelerators.")},
        {x.noPrice,
         ATLAS_TR("Atlas::OptionsView",
                  "Most were rejected for want of a price (%1): allow other forms or the "
                  "provider instances, or type a price per GPU-hour in the scenario.")},
        {x.noThroughput,
         ATLAS_TR("Atlas::OptionsView",
                  "Most were rejected because their accelerators publish no dense throughput "
                  "(%1): allow other accelerators.")},
        {x.notAvailable,
         ATLAS_TR("Atlas::OptionsView",
                  "The market turned away %1: the cards need a US export licence or are not "
                  "sold new in mainland China. Choose the global market to see them.")},
        {x.offshore,
         ATLAS_TR("Atlas::OptionsView",
                  "%1 run outside the mainland: allow data to leave the mainland (Market, in "
                  "the scenario panel) to rank them.")},
    };
    // What the user can relax first (the budget, the deadline); the others otherwise.
    const bool relaxable = x.overBudget + x.tooSlow > 0;
    const auto dominant = std::max_element(relaxable ? &reasons[1] : std::begin(reasons),
                                           relaxable ? &reasons[3] : std::end(reasons),
                                           [](const auto &a, const auto &b) {
                                               return a.first < b.first;
                                           });
    return context.text(dominant->second.arg(integer(dominant->first, context.language)));
}

// Nothing listed: what is wrong (an invalid scenario, nothing to consider) or which rejection
// dominates and what to relax.
QString emptyStateText(const ScenarioDocument &document, const PlotContext &context)
{
    const ScenarioResult &result = document.result();
    const Scenario &s = document.scenario();
    if (!result.valid) {
        QStringList problems;
        for (const TrText &p : result.problems)
            problems << context.text(p);
        return context.text(ATLAS_TR("Atlas::OptionsView", "The scenario is not valid: %1"))
            .arg(problems.join(Format::listSeparator(context.language)));
    }
    if (document.options().considered == 0)
        return s.options.forms.isEmpty() && !s.options.providers
                   ? context.text(ATLAS_TR("Atlas::OptionsView",
                                           "No way of buying is chosen: tick at least one form "
                                           "or the provider instances."))
                   : context.text(ATLAS_TR("Atlas::OptionsView",
                                           "No accelerator in the catalog matches the filter: "
                                           "clear “国产 only” or the software stack."));
    return dominantRejection(document.options().rejected, context);
}

// The cells of the table's rows, from what every row shares: the catalog, the budget and the
// language.
class OptionCells
{
public:
    OptionCells(const ScenarioDocument &document, const PlotContext &context)
        : m_document(document)
        , m_pricing(document.catalog().pricing())
        , m_budget(document.scenario().budget())
        , m_context(context)
        , m_language(context.language)
    {}

    OptionsCell cell(OptionsColumn column, const PlannerOption &o, int rank) const;

private:
    OptionsCell rankCell(const PlannerOption &o, int rank) const;
    OptionsCell boughtCell(const PlannerOption &o) const;
    OptionsCell timeCell(const PlannerOption &o) const;
    OptionsCell costCell(const PlannerOption &o) const;
    OptionsCell budgetCell(const PlannerOption &o) const;
    OptionsCell co2Cell(const PlannerOption &o) const;

    const ScenarioDocument &m_document;
    const PricingCatalog &m_pricing;
    const std::optional<Budget> m_budget;
    const PlotContext &m_context;
    const Language m_language;
};

OptionsCell OptionCells::cell(OptionsColumn column, const PlannerOption &o, int rank) const
{
    OptionsCell c;
    switch (column) {
    case OptionsColumn::Rank:
        return rankCell(o, rank);
    case OptionsColumn::Accelerator:
        c.text = OptionsTable::acceleratorName(*o.accelerator, m_context);
        break;
    case OptionsColumn::Cards:
        c.text = OptionsTable::cardsAndLayout(o.layout, m_context);
        c.value = o.layout.gpus;
        break;
    case OptionsColumn::Bought:
        return boughtCell(o);
    case OptionsColumn::Market:
        c.text = marketBadgeText(o.market, m_context);
        c.toolTip = marketNoteText(o.market, m_document.catalog().markets(), m_context);
        c.marked = !c.text.isEmpty();
        break;
    case OptionsColumn::Region:
        if (o.site())
            c.text = m_context.text(o.site()->name);
        else if (o.provider)
            c.text = providerRegionText(o.market, m_context);
        break;
    case OptionsColumn::Time:
        return timeCell(o);
    case OptionsColumn::Cost:
        return costCell(o);
    case OptionsColumn::Cash:
        return moneyCell(o.spend.outlayCny, m_language);
    case OptionsColumn::PerYear:
        return moneyCell(o.spend.perYearCny, m_language);
    case OptionsColumn::Budget:
        return budgetCell(o);
    case OptionsColumn::Co2:
        return co2Cell(o);
    case OptionsColumn::PerMillion:
        return moneyCell(o.costPerMillionTokensCny, m_language);
    case OptionsColumn::TokensPerSecond:
        if (o.outputTokensPerSecond > 0) {
            c.text = Format::number(o.outputTokensPerSecond, 0, m_language);
            c.value = o.outputTokensPerSecond;
        }
        break;
    }
    return c;
}

OptionsCell OptionCells::rankCell(const PlannerOption &o, int rank) const
{
    OptionsCell c;
    c.text = o.pareto ? QStringLiteral("%1 ★").arg(rank) : QString::number(rank);
    c.value = double(rank);
    if (o.pareto)
        c.toolTip = m_context.text(ATLAS_TR("Atlas::OptionsView",
                                            "On the Pareto front: no other option is both "
                                            "faster and cheaper"));
    return c;
}

OptionsCell OptionCells::boughtCell(const PlannerOption &o) const
{
    OptionsCell c;
    c.text = OptionsTable::boughtAs(o, m_pricing, m_context);
    if (o.cost.rate.origin == PriceOrigin::Quote) // marked where it is chosen
        c.text += Format::parenthesised(PriceText::origin(o.cost.rate, m_context), m_language);
    if (o.provider)
        c.toolTip = m_context
                        .text(ATLAS_TR("Atlas::OptionsView",
                                       "%1 instances of %2 from %3, billed as the provider "
                                       "bills them"))
                        .arg(Format::integer(o.instances, m_language),
                             o.instance->displayName(),
                             m_context.text(o.provider->name));
    return c;
}

OptionsCell OptionCells::timeCell(const PlannerOption &o) const
{
    OptionsCell c;
    c.text = OptionsTable::timeWithBand(o.wallHours, o.wallHoursLow, o.wallHoursHigh, m_language);
    c.value = o.wallHours;
    if (o.wallHoursLow != o.wallHoursHigh)
        c.toolTip = m_context
                        .text(ATLAS_TR("Atlas::OptionsView",
                                       "%1 at the calibrated efficiency (%2 of peak); %3 to %4 "
                                       "across its band"))
                        .arg(Format::hours(o.wallHours, m_language),
                             Format::percent(o.efficiency, m_language),
                             Format::hours(o.wallHoursLow, m_language),
                             Format::hours(o.wallHoursHigh, m_language));
    return c;
}

OptionsCell OptionCells::costCell(const PlannerOption &o) const
{
    OptionsCell c;
    c.text = Format::money(o.cost.totalCny, m_language);
    c.value = o.cost.totalCny;
    if (formTraits(o.form).owned)
        c.toolTip = m_context.text(ATLAS_TR("Atlas::OptionsView",
                                            "A purchase: the share of the cards' depreciation "
                                            "the run takes, plus its electricity, hosting and "
                                            "operations"))
                    + u'\n';
    c.toolTip += m_context.text(ATLAS_TR("Atlas::OptionsView", "Price: %1"))
                     .arg(PriceText::full(o.cost.rate, o.cost.form, m_context));
    return c;
}

OptionsCell OptionCells::budgetCell(const PlannerOption &o) const
{
    OptionsCell c;
    if (!m_budget) {
        c.text = m_context.text(ATLAS_TR("Atlas::OptionsView", "no budget"));
    } else if (o.withinBudget == true && o.spend.comparedCny) {
        const double share = *o.spend.comparedCny / m_budget->amountCny;
        c.text = m_context.text(ATLAS_TR("Atlas::OptionsView", "within (%1)"))
                     .arg(Format::percent(share, m_language));
        c.value = share;
        c.toolTip = m_context.text(ATLAS_TR("Atlas::OptionsView", "%1 of the budget of %2 %3"))
                        .arg(Format::money(*o.spend.comparedCny, m_language),
                             Format::money(m_budget->amountCny, m_language),
                             m_context.text(periodName(m_budget->period)));
    } else if (o.withinBudget == false) {
        c.text = m_context.text(ATLAS_TR("Atlas::OptionsView", "over"));
    } else {
        c.text = QStringLiteral("—");
    }
    return c;
}

OptionsCell OptionCells::co2Cell(const PlannerOption &o) const
{
    OptionsCell c;
    if (o.cost.energyKnown) {
        c.text = Format::co2(o.cost.co2Kg, m_language);
        c.value = o.cost.co2Kg;
    } else {
        c.text = m_context.text(ATLAS_TR("Atlas::OptionsView", "unknown"));
        c.toolTip = m_context.text(
            ATLAS_TR("Atlas::OptionsView", "No TDP is published for this accelerator"));
    }
    return c;
}

} // namespace

QString OptionsTable::timeWithBand(double hours, double low, double high, Language language)
{
    const QString point = Format::hours(hours, language);
    if (!(hours > 0)
        || (std::abs(low - hours) <= 0.005 * hours && std::abs(high - hours) <= 0.005 * hours))
        return point;
    // The band in the point's unit, as Format::hours chose it.
    const double unit = hours < 48 ? 1.0 : hours < 24 * 60 ? 24.0 : 730.0;
    const int decimals = unit == 1.0 ? (hours < 10 ? 1 : 0) : 1;
    const QString band = Format::number(low / unit, decimals, language) + QStringLiteral("–")
                         + Format::number(high / unit, decimals, language);
    return point + Format::parenthesised(band, language);
}

QString OptionsTable::acceleratorName(const Accelerator &a, const PlotContext &context)
{
    const QString name = a.name.text(context.language);
    if (!context.bothLanguages)
        return name;
    const QString zh = a.name.text(Language::Chinese);
    const QString en = a.name.text(Language::English);
    return zh == en ? en : zh + QStringLiteral(" / ") + en;
}

QString OptionsTable::cardsAndLayout(const Layout &l, const PlotContext &context)
{
    // "64 · DP 4 · TP 8 · PP 2 · ZeRO-1": the degrees that are not 1 (DP always).
    QStringList parts{Format::integer(l.gpus, context.language),
                      QStringLiteral("DP %1").arg(l.dp())};
    if (l.tp > 1)
        parts << QStringLiteral("TP %1").arg(l.tp);
    if (l.pp > 1)
        parts << QStringLiteral("PP %1").arg(l.pp);
    if (l.zero > 0)
        parts << QStringLiteral("ZeRO-%1").arg(l.zero);
    return parts.join(QStringLiteral(" · "));
}

QString OptionsTable::formName(ServiceForm form,
                               const PricingCatalog &pricing,
                               const PlotContext &context)
{
    if (const ServiceFormInfo *info = pricing.serviceForm(form))
        return context.text(info->name);
    return serviceFormKey(form);
}

QString OptionsTable::providerName(const Provider &provider, const PlotContext &context)
{
    const QString name = context.text(provider.name);
    const QString shortName
        = name.section(QStringLiteral(" ("), 0, 0).section(QStringLiteral("（"), 0, 0).trimmed();
    return shortName.isEmpty() ? name : shortName;
}

QString OptionsTable::boughtAs(const PlannerOption &o,
                               const PricingCatalog &pricing,
                               const PlotContext &context)
{
    if (!o.provider || !o.instance)
        return formName(o.form, pricing, context);
    // "Lambda: 1 × gpu_8x_b200"
    return context.text(ATLAS_TR("Atlas::OptionsView", "%1: %2 × %3"))
        .arg(providerName(*o.provider, context),
             Format::integer(o.instances, context.language),
             o.instance->displayName());
}

OptionsTable::OptionsTable(const ScenarioDocument &document, const PlotContext &context)
    : m_context(context)
{
    const PlannerResult &result = document.options();
    chooseColumns(result, document.scenario());
    const OptionCells cells(document, context);
    for (qsizetype i = 0; i < result.options.size(); ++i) {
        const PlannerOption &o = result.options.at(i);
        QList<OptionsCell> row;
        for (OptionsColumn column : std::as_const(m_columns))
            row << cells.cell(column, o, int(i + 1));
        m_rows << row;
        m_pareto << o.pareto;
    }
    buildCounts(document);
}

void OptionsTable::chooseColumns(const PlannerResult &result, const Scenario &s)
{
    bool purchase = false;
    bool places = false; // a purchase's site or a provider's region to show
    for (const PlannerOption &o : result.options) {
        purchase |= o.site() != nullptr || (formTraits(o.form).owned && !o.provider);
        places |= purchase || o.market.jurisdiction.has_value();
        m_served |= o.costPerMillionTokensCny.has_value() || o.outputTokensPerSecond > 0;
    }
    m_columns = {OptionsColumn::Rank,
                 OptionsColumn::Accelerator,
                 OptionsColumn::Cards,
                 OptionsColumn::Bought,
                 OptionsColumn::Market};
    if (places)
        m_columns << OptionsColumn::Region;
    m_columns << OptionsColumn::Time << OptionsColumn::Cost;
    if (purchase)
        m_columns << OptionsColumn::Cash;
    if (showsPerYear(s))
        m_columns << OptionsColumn::PerYear;
    m_columns << OptionsColumn::Budget << OptionsColumn::Co2;
    if (m_served)
        m_columns << OptionsColumn::PerMillion << OptionsColumn::TokensPerSecond;
}

QString OptionsTable::header(int column) const
{
    switch (m_columns.at(column)) {
    case OptionsColumn::Rank:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Rank"));
    case OptionsColumn::Accelerator:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Accelerator"));
    case OptionsColumn::Cards:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Cards · layout"));
    case OptionsColumn::Bought:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Bought as"));
    case OptionsColumn::Market:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Market"));
    case OptionsColumn::Region:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Region"));
    case OptionsColumn::Time:
        return m_served ? m_context.text(ATLAS_TR("Atlas::OptionsView", "Service period"))
                        : m_context.text(ATLAS_TR("Atlas::OptionsView", "Time (band)"));
    case OptionsColumn::Cost:
        return m_served ? m_context.text(ATLAS_TR("Atlas::OptionsView", "Cost of the period"))
                        : m_context.text(ATLAS_TR("Atlas::OptionsView", "Cost of a run"));
    case OptionsColumn::Cash:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Cash outlay"));
    case OptionsColumn::PerYear:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Per year"));
    case OptionsColumn::Budget:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Budget"));
    case OptionsColumn::Co2:
        return QStringLiteral("CO₂");
    case OptionsColumn::PerMillion:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Per million output tokens"));
    case OptionsColumn::TokensPerSecond:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "Output tokens/s"));
    }
    return {};
}

bool OptionsTable::isTextColumn(OptionsColumn column)
{
    return column == OptionsColumn::Accelerator || column == OptionsColumn::Bought
           || column == OptionsColumn::Market || column == OptionsColumn::Region
           || column == OptionsColumn::Cards;
}

QString OptionsTable::headerToolTip(int column) const
{
    switch (m_columns.at(column)) {
    case OptionsColumn::Rank:
        return m_context.text(ATLAS_TR("Atlas::OptionsView",
                                       "The planner's order; ★ marks the Pareto front (nothing "
                                       "else is both faster and cheaper)"));
    case OptionsColumn::Cards:
        return m_context.text(ATLAS_TR("Atlas::OptionsView",
                                       "Cards, then the data, tensor and pipeline parallel "
                                       "degrees and the ZeRO stage of the first layout that fits"));
    case OptionsColumn::Market:
        return m_context.text(ATLAS_TR("Atlas::OptionsView",
                                       "What the market marks: a card that needs a US export "
                                       "licence or is sold only from stock in mainland China, "
                                       "and a provider outside the mainland (the data leaves "
                                       "it). The note is in the cell's tooltip."));
    case OptionsColumn::Region:
        return m_context.text(ATLAS_TR("Atlas::OptionsView",
                                       "Where a purchase is hosted, or where a provider's "
                                       "instance runs"));
    case OptionsColumn::Time:
        return m_context.text(ATLAS_TR("Atlas::OptionsView",
                                       "Wall time of one run at the calibrated efficiency, with "
                                       "the efficiency band's ends in brackets"));
    case OptionsColumn::Cost:
        return m_context.text(ATLAS_TR("Atlas::OptionsView",
                                       "Rent as billed; a purchase: its depreciated share plus "
                                       "running costs"));
    case OptionsColumn::Cash:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "A purchase: the cash for the cards"));
    case OptionsColumn::PerYear:
        return m_context.text(ATLAS_TR("Atlas::OptionsView", "The job as it recurs, for a year"));
    case OptionsColumn::Budget:
        return m_context.text(ATLAS_TR("Atlas::OptionsView",
                                       "The share of the budget the option uses, in the "
                                       "budget's period (a purchase: its cash outlay)"));
    default:
        return {};
    }
}

void OptionsTable::buildCounts(const ScenarioDocument &document)
{
    const PlannerResult &r = document.options();
    const Scenario &s = document.scenario();
    const Language language = m_context.language;
    m_counts = m_context.text(countsHead(s, r.accepted == 1)
                                  .arg(integer(r.accepted, language))
                                  .arg(integer(r.considered, language)));
    const QStringList rejected = rejectionCounts(r.rejected, s, m_context);
    if (!rejected.isEmpty())
        m_counts += m_context.text(ATLAS_TR("Atlas::OptionsView", "; rejected: %1"))
                        .arg(rejected.join(Format::listSeparator(language)));
    if (r.options.size() < r.accepted && !r.options.isEmpty())
        m_counts += m_context
                        .text(ATLAS_TR("Atlas::OptionsView",
                                       "; listed: the best %1, one card count per "
                                       "accelerator, form and place"))
                        .arg(integer(int(r.options.size()), language));
    if (r.options.isEmpty())
        m_emptyState = emptyStateText(document, m_context);
}

bool OptionsTable::showsSameAs(const OptionsTable &other) const
{
    if (m_context != other.m_context || m_columns != other.m_columns || m_counts != other.m_counts
        || m_emptyState != other.m_emptyState || m_pareto != other.m_pareto
        || m_rows.size() != other.m_rows.size())
        return false;
    for (qsizetype r = 0; r < m_rows.size(); ++r)
        for (qsizetype c = 0; c < m_columns.size(); ++c)
            if (m_rows[r][c].text != other.m_rows[r][c].text
                || m_rows[r][c].toolTip != other.m_rows[r][c].toolTip)
                return false;
    return true;
}

} // namespace Atlas
