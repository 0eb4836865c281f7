// The report's wording shared by its sections: money, hours, cards and layouts, service forms,
// periods and the work in the user's terms, in the report's language.

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

} // namespace Atlas::Report
