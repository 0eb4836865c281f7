#include "views/options/optionstable.h"

#include "common/numberformat.h"
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

QString money(std::optional<double> cny, Language language)
{
    return cny ? Format::money(*cny, language) : QString();
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
    const Scenario &s = document.scenario();
    const PricingCatalog &pricing = document.catalog().pricing();
    const Language language = context.language;

    bool purchase = false;
    for (const PlannerOption &o : result.options) {
        purchase |= o.site() != nullptr || (formTraits(o.form).owned && !o.provider);
        m_served |= o.costPerMillionTokensCny.has_value() || o.outputTokensPerSecond > 0;
    }
    const bool served = m_served;
    m_columns = {OptionsColumn::Rank,
                 OptionsColumn::Accelerator,
                 OptionsColumn::Cards,
                 OptionsColumn::Bought};
    if (purchase)
        m_columns << OptionsColumn::Region;
    m_columns << OptionsColumn::Time << OptionsColumn::Cost;
    if (purchase)
        m_columns << OptionsColumn::Cash;
    if (showsPerYear(s))
        m_columns << OptionsColumn::PerYear;
    m_columns << OptionsColumn::Budget << OptionsColumn::Co2;
    if (served)
        m_columns << OptionsColumn::PerMillion << OptionsColumn::TokensPerSecond;

    const std::optional<Budget> budget = s.budget();
    for (qsizetype i = 0; i < result.options.size(); ++i) {
        const PlannerOption &o = result.options.at(i);
        QList<OptionsCell> row;
        for (OptionsColumn column : std::as_const(m_columns)) {
            OptionsCell c;
            switch (column) {
            case OptionsColumn::Rank:
                c.text = o.pareto ? QStringLiteral("%1 ★").arg(i + 1) : QString::number(i + 1);
                c.value = double(i + 1);
                if (o.pareto)
                    c.toolTip = context.text(ATLAS_TR("Atlas::OptionsView",
                                                      "On the Pareto front: no other option is "
                                                      "both faster and cheaper"));
                break;
            case OptionsColumn::Accelerator:
                c.text = acceleratorName(*o.accelerator, context);
                break;
            case OptionsColumn::Cards:
                c.text = cardsAndLayout(o.layout, context);
                c.value = o.layout.gpus;
                break;
            case OptionsColumn::Bought:
                c.text = boughtAs(o, pricing, context);
                if (o.provider)
                    c.toolTip
                        = context
                              .text(ATLAS_TR(
                                  "Atlas::OptionsView",
                                  "%1 instances of %2 from %3, billed as the provider bills them"))
                              .arg(Format::integer(o.instances, language),
                                   o.instance->displayName(),
                                   context.text(o.provider->name));
                break;
            case OptionsColumn::Region:
                if (o.site())
                    c.text = context.text(o.site()->name);
                break;
            case OptionsColumn::Time:
                c.text = timeWithBand(o.wallHours, o.wallHoursLow, o.wallHoursHigh, language);
                c.value = o.wallHours;
                if (o.wallHoursLow != o.wallHoursHigh)
                    c.toolTip = context
                                    .text(ATLAS_TR("Atlas::OptionsView",
                                                   "%1 at the calibrated efficiency (%2 of peak); "
                                                   "%3 to %4 across its band"))
                                    .arg(Format::hours(o.wallHours, language),
                                         Format::percent(o.efficiency, language),
                                         Format::hours(o.wallHoursLow, language),
                                         Format::hours(o.wallHoursHigh, language));
                break;
            case OptionsColumn::Cost:
                c.text = Format::money(o.cost.totalCny, language);
                c.value = o.cost.totalCny;
                if (formTraits(o.form).owned)
                    c.toolTip = context.text(ATLAS_TR("Atlas::OptionsView",
                                                      "A purchase: the share of the cards' "
                                                      "depreciation the run takes, plus its "
                                                      "electricity, hosting and operations"));
                break;
            case OptionsColumn::Cash:
                c.text = money(o.spend.outlayCny, language);
                c.value = o.spend.outlayCny;
                break;
            case OptionsColumn::PerYear:
                c.text = money(o.spend.perYearCny, language);
                c.value = o.spend.perYearCny;
                break;
            case OptionsColumn::Budget:
                if (!budget) {
                    c.text = context.text(ATLAS_TR("Atlas::OptionsView", "no budget"));
                } else if (o.withinBudget == true && o.spend.comparedCny) {
                    const double share = *o.spend.comparedCny / budget->amountCny;
                    c.text = context.text(ATLAS_TR("Atlas::OptionsView", "within (%1)"))
                                 .arg(Format::percent(share, language));
                    c.value = share;
                    c.toolTip = context
                                    .text(
                                        ATLAS_TR("Atlas::OptionsView", "%1 of the budget of %2 %3"))
                                    .arg(Format::money(*o.spend.comparedCny, language),
                                         Format::money(budget->amountCny, language),
                                         context.text(periodName(budget->period)));
                } else if (o.withinBudget == false) {
                    c.text = context.text(ATLAS_TR("Atlas::OptionsView", "over"));
                } else {
                    c.text = QStringLiteral("—");
                }
                break;
            case OptionsColumn::Co2:
                if (o.cost.energyKnown) {
                    c.text = Format::co2(o.cost.co2Kg, language);
                    c.value = o.cost.co2Kg;
                } else {
                    c.text = context.text(ATLAS_TR("Atlas::OptionsView", "unknown"));
                    c.toolTip = context.text(
                        ATLAS_TR("Atlas::OptionsView", "No TDP is published for this accelerator"));
                }
                break;
            case OptionsColumn::PerMillion:
                c.text = money(o.costPerMillionTokensCny, language);
                c.value = o.costPerMillionTokensCny;
                break;
            case OptionsColumn::TokensPerSecond:
                if (o.outputTokensPerSecond > 0) {
                    c.text = Format::number(o.outputTokensPerSecond, 0, language);
                    c.value = o.outputTokensPerSecond;
                }
                break;
            }
            row << c;
        }
        m_rows << row;
        m_pareto << o.pareto;
    }
    buildCounts(document);
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
    const bool budget = s.budgetCny.has_value();
    const bool deadline = s.deadlineHours.has_value();
    const bool one = r.accepted == 1;
    TrText head;
    if (budget && deadline)
        head = one ? ATLAS_TR("Atlas::OptionsView",
                              "%1 of %2 configurations meets the budget and the deadline")
                   : ATLAS_TR("Atlas::OptionsView",
                              "%1 of %2 configurations meet the budget and the deadline");
    else if (budget)
        head = one ? ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations meets the budget")
                   : ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations meet the budget");
    else if (deadline)
        head = one ? ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations meets the deadline")
                   : ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations meet the deadline");
    else
        head = one ? ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations fits")
                   : ATLAS_TR("Atlas::OptionsView", "%1 of %2 configurations fit");
    m_counts = m_context.text(
        head.arg(integer(r.accepted, language)).arg(integer(r.considered, language)));

    const PlannerRejections &x = r.rejected;
    QStringList rejected;
    if (x.doesNotFit > 0)
        rejected << m_context.text((x.doesNotFit == 1
                                        ? ATLAS_TR("Atlas::OptionsView", "%1 does not fit")
                                        : ATLAS_TR("Atlas::OptionsView", "%1 do not fit"))
                                       .arg(integer(x.doesNotFit, language)));
    if (x.overBudget > 0)
        rejected << m_context.text(ATLAS_TR("Atlas::OptionsView", "%1 over budget"))
                        .arg(integer(x.overBudget, language));
    if (x.tooSlow > 0)
        rejected << m_context.text(ATLAS_TR("Atlas::OptionsView", "%1 too slow"))
                        .arg(integer(x.tooSlow, language));
    if (x.noPrice > 0)
        rejected << m_context.text(ATLAS_TR("Atlas::OptionsView", "%1 without a price"))
                        .arg(integer(x.noPrice, language));
    if (x.noThroughput > 0)
        rejected << m_context
                        .text(ATLAS_TR("Atlas::OptionsView", "%1 without a published throughput"))
                        .arg(integer(x.noThroughput, language));
    if (!rejected.isEmpty())
        m_counts += m_context.text(ATLAS_TR("Atlas::OptionsView", "; rejected: %1"))
                        .arg(rejected.join(Format::listSeparator(language)));
    if (r.options.size() < r.accepted && !r.options.isEmpty())
        m_counts += m_context
                        .text(ATLAS_TR("Atlas::OptionsView",
                                       "; listed: the best %1, one card count per "
                                       "accelerator, form and place"))
                        .arg(integer(int(r.options.size()), language));

    if (!r.options.isEmpty())
        return;
    const ScenarioResult &result = document.result();
    if (!result.valid) {
        QStringList problems;
        for (const TrText &p : result.problems)
            problems << m_context.text(p);
        m_emptyState = m_context
                           .text(ATLAS_TR("Atlas::OptionsView", "The scenario is not valid: %1"))
                           .arg(problems.join(Format::listSeparator(language)));
        return;
    }
    if (r.considered == 0) {
        m_emptyState = s.options.forms.isEmpty() && !s.options.providers
                           ? m_context.text(ATLAS_TR("Atlas::OptionsView",
                                                     "No way of buying is chosen: tick at least "
                                                     "one form or the provider instances."))
                           : m_context.text(ATLAS_TR("Atlas::OptionsView",
                                                     "No accelerator in the catalog matches the "
                                                     "filter: clear “国产 only” or the software "
                                                     "stack."));
        return;
    }
    // Why nothing is listed, and what would let something through.
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
    };
    // What the user can relax first (the budget, the deadline); the others otherwise.
    const bool relaxable = x.overBudget + x.tooSlow > 0;
    const auto dominant = std::max_element(relaxable ? &reasons[1] : std::begin(reasons),
                                           relaxable ? &reasons[3] : std::end(reasons),
                                           [](const auto &a, const auto &b) {
                                               return a.first < b.first;
                                           });
    m_emptyState = m_context.text(dominant->second.arg(integer(dominant->first, language)));
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
