#pragma once

// A serving fleet sized for a week of load (issue 32): how many cards each hour needs, and four
// ways to hold them — own the peak, rent everything by the hour, reserve the base by the month
// and rent the peaks, own the base and rent the peaks — each priced for a month.

#include "catalog/marketmark.h"
#include "cost/plancost.h"
#include "engine/serving.h"
#include "text/trtext.h"

#include <QList>

#include <optional>

namespace Atlas {

class Catalog;

inline constexpr int HoursPerDay = 24;
inline constexpr int HoursPerWeek = 7 * HoursPerDay;
inline constexpr int PeakStartHour = 9; // business hours: a peak of 8 hours runs 09:00–17:00

// How the load of a served model varies over a week: `peak` for `peakHours` a day (from 09:00)
// on `daysPerWeek` days, `base` at every other hour. A 24-hour curve (`hourly`, from 00:00)
// replaces peak, base and peak hours for the days with a peak; the other days stay at its lowest
// hour.
struct LoadProfile
{
    ServingLoad::Kind kind = ServingLoad::Kind::Users; // users or requests per second
    double peak = 0;
    double base = 0;
    int peakHours = 8;
    int daysPerWeek = 5;
    QList<double> hourly; // empty, or 24 values
    // How the peaks are rented: each rental billed at least this many hours (a platform's
    // minimum billing); empty: the provider's, else an hour.
    std::optional<double> minBilledHours;

    // The load at each of the week's 168 hours, Monday 00:00 first.
    QList<double> week() const;
    double highest() const;
    double lowest() const;
    friend bool operator==(const LoadProfile &, const LoadProfile &) = default;
};

// What is wrong with a profile, in words (empty: valid); bounds from ScenarioLimits.
QList<TrText> profileProblems(const LoadProfile &profile);

// The cards each hour of the week needs and the output tokens its load draws. Every hour runs
// replicas of one layout: the one serve() picks for the peak (the deployment with the fewest
// cards), so owned and rented cards form the same replicas.
struct FleetDemand
{
    bool valid = false;
    QList<TrText> problems;
    int cardsPerReplica = 1;
    int tp = 1;
    int pp = 1;
    QList<int> cards;              // 168 values
    QList<double> tokensPerSecond; // 168 values: the output the hour's load draws
    bool meetsSlo = true;          // every hour's deployment meets the service level
    ServingResult peakResult;      // the peak hour's deployment, for texts

    int peakCards() const;
    int baseCards() const;
    double busyCardHoursPerWeek() const;
    double tokensPerWeek() const;
};

// `request` carries everything but the load (model, card, lengths, service level).
FleetDemand fleetDemand(const Catalog &catalog,
                        const ServingRequest &request,
                        const LoadProfile &profile);

enum class FleetMix { OwnPeak, RentAll, ReserveBase, OwnBase };
inline constexpr int FleetMixCount = 4;
QString fleetMixKey(FleetMix mix); // own_peak, rent_all, reserve_base_rent_peaks, …
TrText fleetMixText(FleetMix mix); // "own the peak", translated

// How hourly rentals are billed: each continuous rental of a card is rounded up to the billing
// unit and to at least the minimum (a provider's minimum billing, else one hour).
struct RentalTerms
{
    double billingUnitHours = 1;
    double minimumHours = 1;
};

// The terms the peaks are rented on: the profile's minimum when given, else the provider's
// (its instance's billing unit and its minimum billed time), never below an hour (the week is
// sized by the hour). No provider: by the hour.
RentalTerms rentalTerms(const LoadProfile &profile,
                        const Provider *provider = nullptr,
                        const Instance *instance = nullptr);

struct FleetMixCost
{
    FleetMix mix = FleetMix::OwnPeak;
    bool priced = false;
    TrText unavailable; // why not
    int ownedCards = 0;
    int reservedCards = 0;              // rented 24×7 by the month
    int rentedCardsAtPeak = 0;          // rented by the hour at the busiest hour
    double rentedCardHoursPerMonth = 0; // billed, minimum billing included
    double cardHoursPerMonth = 0;       // held: owned and reserved around the clock, plus billed
    double busyCardHoursPerMonth = 0;   // what the load needs
    double costPerMonthCny = 0;
    double costPerYearCny = 0;
    double outlayCny = 0; // paid before serving: the cards bought, a reservation's first month
    // Busy share of the cards held whatever the load (owned or reserved); for renting
    // everything, of the card-hours billed. Empty when nothing is held or billed.
    std::optional<double> utilisation;
    std::optional<double> perMillionOutputTokensCny; // over the tokens actually served
    std::optional<double> co2KgPerMonth;             // empty: no TDP or no grid factor
    bool meetsSlo = false;
    // The card in the scenario's market, in the form the mix holds it (fleetchoice.h), and
    // the month's cost against the budget (empty without one); set by judgeFleetMixes().
    MarketMark market;
    std::optional<bool> withinBudget;
    QList<PlanCost> parts; // owned, reserved and rented, as priced (with their assumptions)
};

// The four mixes for `demand`, ranked by cost a month (unpriced last). `plan` gives the region,
// the tariff and PUE of the hub that hosts owned cards, a typed hourly price, the exchange
// rate and the amortisation; its form, cards and hours are set here. `withAssumptions` as for
// costPlan.
QList<FleetMixCost> fleetMixes(const Accelerator &accelerator,
                               const PricingCatalog &pricing,
                               const FleetDemand &demand,
                               const PlanInputs &plan,
                               const RentalTerms &terms = {},
                               bool withAssumptions = false);

// Billed card-hours a week of renting, by the hour, every card beyond `held` (each continuous
// run of hours a card is needed is one rental).
double rentedCardHoursPerWeek(const QList<int> &cards, int held, const RentalTerms &terms);

} // namespace Atlas
