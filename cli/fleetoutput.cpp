#include "cli/fleetoutput.h"

#include "cli/commands.h"
#include "cli/jsonout.h"
#include "cli/marketout.h"

#include "catalog/catalog.h"

#include <QJsonArray>
#include <QLocale>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

QString grouped(double value)
{
    return QLocale(QLocale::English).toString(value, 'f', 0);
}

QString profileText(const LoadProfile &p)
{
    if (p.hourly.size() == HoursPerDay) {
        QStringList hours;
        for (double users : p.hourly)
            hours << grouped(users);
        return QStringLiteral("a 24-hour curve of users from 00:00 (%1) on %2 days a week, %3 "
                              "otherwise")
            .arg(hours.join(u' '))
            .arg(p.daysPerWeek)
            .arg(grouped(p.lowest()));
    }
    return QStringLiteral("%1 users for %2 h a day (from %3:00) on %4 days a week, %5 otherwise")
        .arg(grouped(p.peak))
        .arg(p.peakHours)
        .arg(PeakStartHour, 2, 10, QLatin1Char('0'))
        .arg(p.daysPerWeek)
        .arg(grouped(p.base));
}

// "  [licence required; over the budget]" after a mix the market or the budget marks.
QString mixMarks(const FleetMixCost &m)
{
    QStringList marks;
    if (const TrText why = marketRejection(m.market); !why.isEmpty())
        marks << u"not offered: "_s + why.toString(nullptr);
    else if (const QString badges = marketBadgesText(m.market); !badges.isEmpty())
        marks << badges;
    if (m.withinBudget == false)
        marks << u"over the budget"_s;
    if (!m.meetsSlo)
        marks << u"service level NOT met at every hour"_s;
    return marks.isEmpty() ? QString() : u"  ["_s + marks.join(u"; "_s) + u']';
}

// Three lines: the money, the cards, the tokens; the last two indented by `indent`.
void printMixFigures(QTextStream &out, const FleetMixCost &m, const QString &indent)
{
    out << grouped(m.costPerMonthCny) << " CNY a month (" << grouped(m.costPerYearCny)
        << " a year), outlay " << grouped(m.outlayCny) << " CNY" << mixMarks(m) << '\n';
    out << indent;
    if (m.ownedCards > 0)
        out << cards(m.ownedCards) << " owned, ";
    if (m.reservedCards > 0)
        out << cards(m.reservedCards) << " reserved monthly, ";
    out << grouped(m.rentedCardHoursPerMonth) << " card-hours rented a month";
    if (m.utilisation)
        out << ", utilisation " << QString::number(*m.utilisation * 100, 'f', 0) << " %";
    out << '\n'
        << indent
        << (m.perMillionOutputTokensCny ? QString::number(*m.perMillionOutputTokensCny, 'f', 2)
                                              + u" CNY per million output tokens"_s
                                        : u"no tokens served"_s)
        << ", CO2 "
        << (m.co2KgPerMonth ? grouped(*m.co2KgPerMonth) + u" kg a month"_s : u"unknown"_s) << '\n';
}

void printMix(QTextStream &out, int rank, const FleetMixCost &m, bool recommended)
{
    out << (recommended ? "* " : "  ") << rank << ". " << fleetMixText(m.mix).toString(nullptr)
        << ": ";
    if (!m.priced) {
        out << "not priced (" << m.unavailable.toString(nullptr) << ")\n";
        return;
    }
    printMixFigures(out, m, u"     "_s);
}

QString rentalText(const RentalTerms &t)
{
    return QStringLiteral("peaks rented by the hour, each rental billed in units of %1 h and at "
                          "least %2 h")
        .arg(t.billingUnitHours)
        .arg(t.minimumHours);
}

QJsonObject jsonProfile(const LoadProfile &p)
{
    QJsonObject o{{u"kind"_s, u"users"_s}, {u"days_per_week"_s, p.daysPerWeek}};
    if (p.hourly.size() == HoursPerDay) {
        QJsonArray hourly;
        for (double users : p.hourly)
            hourly << users;
        o.insert(u"hourly"_s, hourly);
    } else {
        o.insert(u"peak"_s, p.peak);
        o.insert(u"base"_s, p.base);
        o.insert(u"peak_hours"_s, p.peakHours);
    }
    o.insert(u"min_billed_hours"_s, jsonNumber(p.minBilledHours));
    return o;
}

} // namespace

QJsonObject jsonFleetMix(const FleetMixCost &m)
{
    auto priced = [&m](double v) { return m.priced ? QJsonValue(v) : QJsonValue(); };
    QJsonArray badges;
    for (const TrText &b : marketBadges(m.market))
        badges << b.toString(nullptr);
    const TrText notOffered = marketRejection(m.market);
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
            {u"within_budget"_s, m.withinBudget ? QJsonValue(*m.withinBudget) : QJsonValue()},
            {u"offered"_s, m.market.offered()},
            {u"not_offered"_s,
             notOffered.isEmpty() ? QJsonValue() : QJsonValue(notOffered.toString(nullptr))},
            {u"market_badges"_s, badges},
            {u"priced"_s, m.priced},
            {u"unavailable"_s,
             m.priced ? QJsonValue() : QJsonValue(m.unavailable.toString(nullptr))}};
}

std::optional<FleetOutcome> fleetOutcome(const Scenario &s,
                                         const ScenarioResult &r,
                                         const Catalog &catalog)
{
    if (!s.loadProfile || !r.fleet)
        return std::nullopt;
    FleetOutcome f;
    f.profile = *s.loadProfile;
    f.demand = *r.fleet;
    f.mixes = r.fleetMixes;
    f.recommended = r.recommendedFleetMix;
    f.hoursPerMonth = catalog.pricing().hoursPerMonth;
    f.terms = r.fleetRental;
    return f;
}

void addFleetJson(QJsonObject &json, const FleetOutcome &f)
{
    json.insert(u"load_profile"_s, jsonProfile(f.profile));
    const FleetDemand &d = f.demand;
    const double weeksPerMonth = f.hoursPerMonth / HoursPerWeek;
    json.insert(u"fleet"_s,
                QJsonObject{{u"valid"_s, d.valid},
                            {u"cards_per_replica"_s, d.cardsPerReplica},
                            {u"peak_cards"_s, d.peakCards()},
                            {u"base_cards"_s, d.baseCards()},
                            {u"output_tokens_per_month"_s, d.tokensPerWeek() * weeksPerMonth},
                            {u"meets_slo"_s, d.valid && d.meetsSlo},
                            {u"rental_billing_unit_hours"_s, f.terms.billingUnitHours},
                            {u"rental_minimum_hours"_s, f.terms.minimumHours},
                            {u"recommended"_s,
                             f.recommended >= 0 ? QJsonValue(fleetMixKey(f.mixes[f.recommended].mix))
                                                : QJsonValue()},
                            {u"problems"_s, jsonTexts(d.problems)}});
    QJsonArray options;
    for (const FleetMixCost &m : f.mixes)
        options << jsonFleetMix(m);
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
        << "; " << rentalText(f.terms) << '\n';
    for (int i = 0; i < f.mixes.size(); ++i)
        printMix(out, i + 1, f.mixes[i], i == f.recommended);
    if (f.recommended >= 0)
        out << "* recommended: the cheapest mix that meets the service level, is offered in the "
               "market and keeps to the budget\n";
}

void addFleetPlanJson(QJsonObject &json, const FleetPlan &plan)
{
    QJsonArray options;
    for (const FleetOption &o : plan.options) {
        QJsonObject row = jsonFleetMix(o.mix);
        row.insert(u"gpu"_s, o.accelerator->id);
        row.insert(u"region"_s, o.region ? QJsonValue(o.region->id) : QJsonValue());
        row.insert(u"cards_per_replica"_s, o.cardsPerReplica);
        row.insert(u"peak_cards"_s, o.peakCards);
        row.insert(u"base_cards"_s, o.baseCards);
        options << row;
    }
    json.insert(u"fleet_options"_s, options);
    const FleetRejections &r = plan.rejected;
    QJsonObject rejected{{u"does_not_fit"_s, r.doesNotFit},
                         {u"too_slow"_s, r.tooSlow},
                         {u"no_price"_s, r.noPrice},
                         {u"over_budget"_s, r.overBudget}};
    addMarketRejections(rejected, r.notAvailable, 0);
    json.insert(u"fleet_considered"_s, plan.considered);
    json.insert(u"fleet_accepted"_s, plan.accepted);
    json.insert(u"fleet_rejected"_s, rejected);
}

void printFleetPlan(QTextStream &out, const FleetPlan &plan, const LoadProfile &profile)
{
    const FleetRejections &r = plan.rejected;
    out << "Fleets over the week (" << profileText(profile)
        << "), ranked by cost a month: " << plan.accepted << " of " << plan.considered
        << " card × mix choices meet the service level at every hour and the budget (rejected: "
        << r.doesNotFit << " cannot serve the load, " << r.tooSlow << " miss the service level, "
        << r.noPrice << " no price, " << r.overBudget << " over budget, " << r.notAvailable
        << " not available in this market)\n";
    int rank = 0;
    for (const FleetOption &o : plan.options) {
        out << "  " << QString::number(++rank).rightJustified(3) << ". "
            << o.accelerator->id.leftJustified(30) << ' '
            << fleetMixText(o.mix.mix).toString(nullptr) << " (" << o.peakCards
            << " cards at the peak, " << o.baseCards << " at the base)\n";
        const QString indent(7, u' ');
        out << indent;
        printMixFigures(out, o.mix, indent);
    }
}

} // namespace Atlas::Cli
