#include "cli/fleetoutput.h"

#include "cli/commands.h"
#include "cli/jsonout.h"

#include "catalog/catalog.h"

#include <QJsonArray>
#include <QLocale>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

QJsonObject jsonMix(const FleetMixCost &m)
{
    auto priced = [&m](double v) { return m.priced ? QJsonValue(v) : QJsonValue(); };
    return {{u"mix"_s, fleetMixKey(m.mix)},
            {u"owned_cards"_s, m.ownedCards},
            {u"reserved_cards"_s, m.reservedCards},
            {u"rented_cards_at_peak"_s, m.rentedCardsAtPeak},
            {u"rented_card_hours_per_month"_s, m.rentedCardHoursPerMonth},
            {u"card_hours_per_month"_s, m.cardHoursPerMonth},
            {u"busy_card_hours_per_month"_s, m.busyCardHoursPerMonth},
            {u"cost_per_month_cny"_s, priced(m.costPerMonthCny)},
            {u"cost_per_year_cny"_s, priced(m.costPerYearCny)},
            {u"outlay_cny"_s, priced(m.outlayCny)},
            {u"utilisation"_s, jsonNumber(m.utilisation)},
            {u"per_million_output_tokens_cny"_s, jsonNumber(m.perMillionOutputTokensCny)},
            {u"co2_kg_per_month"_s, jsonNumber(m.co2KgPerMonth)},
            {u"meets_slo"_s, m.meetsSlo},
            {u"priced"_s, m.priced},
            {u"unavailable"_s,
             m.priced ? QJsonValue() : QJsonValue(m.unavailable.toString(nullptr))}};
}

QString grouped(double value)
{
    return QLocale(QLocale::English).toString(value, 'f', 0);
}

QString profileText(const LoadProfile &p)
{
    return QStringLiteral("%1 users for %2 h a day (from %3:00) on %4 days a week, %5 otherwise")
        .arg(grouped(p.peak))
        .arg(p.peakHours)
        .arg(PeakStartHour, 2, 10, QLatin1Char('0'))
        .arg(p.daysPerWeek)
        .arg(grouped(p.base));
}

void printMix(QTextStream &out, int rank, const FleetMixCost &m)
{
    out << "  " << rank << ". " << fleetMixText(m.mix).toString(nullptr) << ": ";
    if (!m.priced) {
        out << "not priced (" << m.unavailable.toString(nullptr) << ")\n";
        return;
    }
    out << grouped(m.costPerMonthCny) << " CNY a month (" << grouped(m.costPerYearCny)
        << " a year), outlay " << grouped(m.outlayCny) << " CNY\n";
    out << "     ";
    if (m.ownedCards > 0)
        out << cards(m.ownedCards) << " owned, ";
    if (m.reservedCards > 0)
        out << cards(m.reservedCards) << " reserved monthly, ";
    out << grouped(m.rentedCardHoursPerMonth) << " card-hours rented a month";
    if (m.utilisation)
        out << ", utilisation " << QString::number(*m.utilisation * 100, 'f', 0) << " %";
    out << '\n'
        << "     "
        << (m.perMillionOutputTokensCny ? QString::number(*m.perMillionOutputTokensCny, 'f', 2)
                                              + u" CNY per million output tokens"_s
                                        : u"no tokens served"_s)
        << ", CO2 "
        << (m.co2KgPerMonth ? grouped(*m.co2KgPerMonth) + u" kg a month"_s : u"unknown"_s) << '\n';
}

} // namespace

FleetOutcome fleetOutcome(const Catalog &catalog,
                          const ServingRequest &request,
                          const LoadProfile &profile,
                          const PlanInputs &plan)
{
    FleetOutcome f;
    f.profile = profile;
    f.hoursPerMonth = catalog.pricing().hoursPerMonth;
    f.demand = fleetDemand(catalog, request, profile);
    if (f.demand.valid && request.accelerator)
        f.mixes = fleetMixes(*request.accelerator, catalog.pricing(), f.demand, plan);
    return f;
}

void addFleetJson(QJsonObject &json, const FleetOutcome &f)
{
    const LoadProfile &p = f.profile;
    json.insert(u"load_profile"_s,
                QJsonObject{{u"kind"_s, u"users"_s},
                            {u"peak"_s, p.peak},
                            {u"base"_s, p.base},
                            {u"peak_hours"_s, p.peakHours},
                            {u"days_per_week"_s, p.daysPerWeek}});
    const FleetDemand &d = f.demand;
    const double weeksPerMonth = f.hoursPerMonth / HoursPerWeek;
    json.insert(u"fleet"_s,
                QJsonObject{{u"valid"_s, d.valid},
                            {u"cards_per_replica"_s, d.cardsPerReplica},
                            {u"peak_cards"_s, d.peakCards()},
                            {u"base_cards"_s, d.baseCards()},
                            {u"output_tokens_per_month"_s, d.tokensPerWeek() * weeksPerMonth},
                            {u"meets_slo"_s, d.valid && d.meetsSlo},
                            {u"problems"_s, jsonTexts(d.problems)}});
    QJsonArray options;
    for (const FleetMixCost &m : f.mixes)
        options << jsonMix(m);
    json.insert(u"fleet_options"_s, options);
}

void printFleetText(QTextStream &out, const FleetOutcome &f, const QString &cardName)
{
    const FleetDemand &d = f.demand;
    out << "Fleet over the week: " << profileText(f.profile) << '\n';
    if (!d.valid) {
        for (const TrText &p : d.problems)
            out << "  ! " << p.toString(nullptr) << '\n';
        return;
    }
    out << "  " << cards(d.peakCards()) << " at the peak, " << cards(d.baseCards())
        << " at the base (replicas of " << d.cardsPerReplica << " × " << cardName
        << "); service level " << (d.meetsSlo ? "met at every hour" : "NOT met at every hour")
        << '\n';
    int rank = 0;
    for (const FleetMixCost &m : f.mixes)
        printMix(out, ++rank, m);
}

} // namespace Atlas::Cli
