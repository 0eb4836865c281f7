// The report's page on a fleet over the week's load (issue 32): the profile, the cards each
// hour needs, the four mixes ranked by cost a month, and the recommended one.

#include "report/reportcontent.h"

#include "common/numberformat.h"

namespace Atlas::Report {

namespace {

Block mixTable(const QStringList &header)
{
    Block b;
    b.kind = Block::Kind::Table;
    b.header = header;
    b.columnWidths = {4, 30, 12, 12, 12, 12, 9, 9};
    b.rightAligned = {true, false, true, true, true, true, true, true};
    return b;
}

} // namespace

Blocks ReportContent::fleet() const
{
    const ScenarioResult &r = m_result;
    Blocks blocks;
    if (!m_scenario.loadProfile || !r.fleet)
        return blocks;
    const FleetDemand &d = *r.fleet;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "A fleet for the week's load")));
    blocks << paragraph(loadProfileText(*m_scenario.loadProfile));
    if (!d.valid) {
        for (const TrText &problem : d.problems)
            blocks << note(t(problem));
        return blocks;
    }
    blocks << paragraph(
        t(ATLAS_TR("Atlas::PdfReport",
                   "Each hour is served by replicas of %1 × %2, as many as its users need: %3 at "
                   "the peak, %4 at the base. %5"))
            .arg(d.cardsPerReplica)
            .arg(name(r.accelerator->name))
            .arg(cards(d.peakCards()))
            .arg(cards(d.baseCards()))
            .arg(d.meetsSlo
                     ? t(ATLAS_TR("Atlas::PdfReport", "The service level is met at every hour."))
                     : t(ATLAS_TR("Atlas::PdfReport",
                                  "The service level is not met at every hour."))));
    blocks << fleetMixTable();
    if (const FleetMixCost *recommended = r.recommendedMix()) {
        const FleetMixCost &best = *recommended;
        blocks << answer(t(ATLAS_TR("Atlas::PdfReport",
                                    "Recommended: %1, %2 a month (%3 a year), %4 paid before "
                                    "serving."))
                             .arg(t(fleetMixText(best.mix)))
                             .arg(money(best.costPerMonthCny))
                             .arg(money(best.costPerYearCny))
                             .arg(money(best.outlayCny)));
    }
    blocks << note(t(ATLAS_TR("Atlas::PdfReport",
                              "Owned cards are bought and hosted in the scenario's region "
                              "(depreciation, electricity × PUE, hosting, operations); rented "
                              "cards are GPU containers billed by the hour; a reservation is "
                              "billed 7×24 by the month. Utilisation is the share of the held "
                              "cards' hours the load keeps busy (for renting everything, of the "
                              "billed card-hours); idle owned cards are counted at no power.")));
    return blocks;
}

// The week's load: a 24-hour curve, or a peak of some hours a day over a base.
QString ReportContent::loadProfileText(const LoadProfile &p) const
{
    const Language l = m_language;
    if (p.hourly.size() == HoursPerDay)
        return t(ATLAS_TR("Atlas::PdfReport",
                          "A 24-hour curve of concurrent users, %1 at its busiest hour and %2 at "
                          "its quietest, on %3 days a week; the other days stay at the quietest "
                          "hour."))
            .arg(Format::integer(p.highest(), l))
            .arg(Format::integer(p.lowest(), l))
            .arg(p.daysPerWeek);
    return t(ATLAS_TR("Atlas::PdfReport",
                      "%1 concurrent users for %2 hours a day from 09:00 on %3 days a week, %4 at "
                      "every other hour."))
        .arg(Format::integer(p.peak, l))
        .arg(p.peakHours)
        .arg(p.daysPerWeek)
        .arg(Format::integer(p.base, l));
}

// The four mixes ranked by cost a month, the recommended one in bold.
Block ReportContent::fleetMixTable() const
{
    const ScenarioResult &r = m_result;
    const Language l = m_language;
    Block b = mixTable({QStringLiteral("#"),
                        t(ATLAS_TR("Atlas::PdfReport", "Mix")),
                        t(ATLAS_TR("Atlas::PdfReport", "Cards held")),
                        t(ATLAS_TR("Atlas::PdfReport", "Card-hours rented a month")),
                        t(ATLAS_TR("Atlas::PdfReport", "Cost a month")),
                        t(ATLAS_TR("Atlas::PdfReport", "Cash outlay")),
                        t(ATLAS_TR("Atlas::PdfReport", "Utilisation")),
                        t(ATLAS_TR("Atlas::PdfReport", "Per million tokens"))});
    const QString none = QStringLiteral("—");
    for (int i = 0; i < r.fleetMixes.size(); ++i) {
        const FleetMixCost &m = r.fleetMixes.at(i);
        const int held = m.ownedCards + m.reservedCards;
        b.rows << QStringList{QString::number(i + 1),
                              t(fleetMixText(m.mix)),
                              held > 0 ? cards(held) : none,
                              Format::integer(m.rentedCardHoursPerMonth, l),
                              m.priced ? money(m.costPerMonthCny) : t(m.unavailable),
                              m.priced ? money(m.outlayCny) : none,
                              m.utilisation ? Format::percent(*m.utilisation, l) : none,
                              m.perMillionOutputTokensCny ? money(*m.perMillionOutputTokensCny)
                                                          : none};
    }
    // The engine's recommendation: the cheapest mix that meets the service level, is offered
    // in the market and keeps to the budget (ScenarioResult::recommendedMix).
    if (r.recommendedMix())
        b.strongRows << r.recommendedFleetMix;
    return b;
}

} // namespace Atlas::Report
