// The market in the report (issue 26): page 1 names it, the decision and options tables mark
// what it controls or sends abroad, and the sources list the rules with their dates and
// addresses.

#include "report/reportcontent.h"

#include "document/scenariodocument.h"

namespace Atlas::Report {

QString ReportContent::marketSuffix(const MarketMark *mark) const
{
    if (!mark || !mark->isSet())
        return {};
    QStringList badges;
    for (const TrText &b : marketBadges(*mark))
        badges << t(b);
    if (!mark->offered())
        badges.prepend(t(ATLAS_TR("Atlas::PdfReport", "not offered in this market")));
    if (badges.isEmpty())
        return {};
    return u'\n' + t(ATLAS_TR("Atlas::PdfReport", "[%1]")).arg(badges.join(QStringLiteral(" · ")));
}

QStringList ReportContent::marketField() const
{
    const Scenario &s = m_scenario;
    QString text;
    if (s.market == Market::Global)
        text = t(ATLAS_TR("Atlas::PdfReport",
                          "global: every card and provider is offered; what export controls "
                          "or China-only supply limit in mainland China is marked"));
    else if (s.allowOffshore)
        text = t(ATLAS_TR("Atlas::PdfReport",
                          "mainland China: only cards that can be bought or rented there; "
                          "providers outside the mainland allowed (the data leaves it)"));
    else
        text = t(ATLAS_TR("Atlas::PdfReport",
                          "mainland China: only cards that can be bought or rented there, "
                          "mainland providers only"));
    return {t(ATLAS_TR("Atlas::PdfReport", "Market")), text};
}

QString ReportContent::marketNote() const
{
    const PlannerRejections &x = m_document.options().rejected;
    if (x.notAvailable + x.offshore == 0)
        return {};
    return t(ATLAS_TR("Atlas::PdfReport",
                      "The market turned away %1 options whose cards need a US export licence "
                      "or are not sold new in mainland China, and %2 on providers outside the "
                      "mainland; the global market shows them, marked."))
        .arg(x.notAvailable)
        .arg(x.offshore);
}

QList<const MarketMark *> ReportContent::reportedMarks() const
{
    // The plan, the comparison options and the planner's listed options, as the report shows
    // them.
    QList<const MarketMark *> marks;
    if (m_result.market.isSet())
        marks << &m_result.market;
    for (const CompareResult &c : m_result.compare)
        if (c.market.isSet())
            marks << &c.market;
    const QList<PlannerOption> &options = m_document.options().options;
    for (qsizetype i = 0; i < std::min<qsizetype>(OptionsListed, options.size()); ++i)
        marks << &options.at(i).market;
    return marks;
}

Blocks ReportContent::marketSources() const
{
    const AvailabilityCatalog &markets = m_document.catalog().markets();
    // Each marked card once, with its state and the rules it rests on.
    QStringList seen;
    QStringList ruleIds;
    Block states;
    states.kind = Block::Kind::Table;
    states.header = {t(ATLAS_TR("Atlas::PdfReport", "Item")),
                     t(ATLAS_TR("Atlas::PdfReport", "State in mainland China")),
                     t(ATLAS_TR("Atlas::PdfReport", "Confidence"))};
    states.columnWidths = {25, 65, 10};
    for (const MarketMark *m : reportedMarks()) {
        if (!m->mainland->isMarked() || seen.contains(m->mainland->acceleratorId))
            continue;
        seen << m->mainland->acceleratorId;
        const Accelerator *a = m_document.catalog().accelerator(m->mainland->acceleratorId);
        states.rows << QStringList{a ? name(a->name) : m->mainland->acceleratorId,
                                   t(availabilityText(*m->mainland)),
                                   confidenceKey(m->mainland->confidence)};
        for (const QString &id : m->mainland->ruleIds)
            if (!ruleIds.contains(id))
                ruleIds << id;
    }
    Blocks blocks;
    if (states.rows.isEmpty())
        return blocks;
    blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Markets and export controls")));
    blocks << states;
    Block rules;
    rules.kind = Block::Kind::Table;
    rules.header = {t(ATLAS_TR("Atlas::PdfReport", "Rule")),
                    t(ATLAS_TR("Atlas::PdfReport", "Date")),
                    t(ATLAS_TR("Atlas::PdfReport", "Source"))};
    rules.columnWidths = {45, 12, 43};
    for (const AvailabilityRule &r : markets.rules())
        if (ruleIds.contains(r.id))
            rules.rows << QStringList{name(r.title), r.date, r.url};
    if (!rules.rows.isEmpty())
        blocks << rules;
    blocks << note(t(ATLAS_TR("Atlas::PdfReport",
                              "A summary of public rules and reports (availability.yaml), not "
                              "legal advice: the rules change often, and an export or import "
                              "decision needs the current texts and counsel.")));
    return blocks;
}

} // namespace Atlas::Report
