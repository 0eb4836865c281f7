// The four ways to hold a week's fleet, each priced for a month (fleet.h). Every part is priced
// by costPlan(), the rule every other plan uses: a purchase is depreciation, electricity × PUE,
// hosting and operations; a monthly reservation whole months; a container its billed hours.

#include "cost/fleet.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

QString fleetMixKey(FleetMix mix)
{
    switch (mix) {
    case FleetMix::OwnPeak:
        return QStringLiteral("own_peak");
    case FleetMix::RentAll:
        return QStringLiteral("rent_all");
    case FleetMix::ReserveBase:
        return QStringLiteral("reserve_base_rent_peaks");
    case FleetMix::OwnBase:
        return QStringLiteral("own_base_rent_peaks");
    }
    return {};
}

TrText fleetMixText(FleetMix mix)
{
    switch (mix) {
    case FleetMix::OwnPeak:
        return ATLAS_TR("Atlas::Fleet", "own the peak");
    case FleetMix::RentAll:
        return ATLAS_TR("Atlas::Fleet", "rent everything by the hour");
    case FleetMix::ReserveBase:
        return ATLAS_TR("Atlas::Fleet", "reserve the base monthly, rent the peaks");
    case FleetMix::OwnBase:
        return ATLAS_TR("Atlas::Fleet", "own the base, rent the peaks");
    }
    return {};
}

RentalTerms rentalTerms(const LoadProfile &profile,
                        const Provider *provider,
                        const Instance *instance)
{
    RentalTerms t;
    if (instance)
        t.billingUnitHours = std::max(1.0, billingUnitSeconds(instance->billing) / 3600.0);
    if (provider && provider->minBilledSeconds)
        t.minimumHours = std::max(1.0, *provider->minBilledSeconds / 3600.0);
    if (profile.minBilledHours)
        t.minimumHours = std::max(1.0, *profile.minBilledHours);
    return t;
}

double rentedCardHoursPerWeek(const QList<int> &cards, int held, const RentalTerms &terms)
{
    auto billed = [&terms](int hours) {
        const double unit = std::max(terms.billingUnitHours, 1e-9);
        const double atLeast = std::max<double>(hours, terms.minimumHours);
        return std::ceil(atLeast / unit - 1e-9) * unit;
    };
    const int hours = int(cards.size());
    // Card slot j (counted from the bottom) is rented while the hour needs at least j cards.
    // Every slot between two consecutive card counts of the week is needed at the same hours,
    // so each band of slots is billed once (a week has a few counts, a fleet hundreds of slots).
    QList<int> levels;
    for (int n : cards)
        if (n > held)
            levels << n;
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    double total = 0;
    int below = held;
    for (int level : std::as_const(levels)) {
        const int width = level - below; // slots in the band
        below = level;
        const auto idle = std::find_if(cards.cbegin(), cards.cend(), [level](int n) {
            return n < level;
        });
        if (idle == cards.cend()) { // needed around the clock: one rental that never ends
            total += double(width) * hours;
            continue;
        }
        // Walk the week once from an idle hour, so a run across Sunday midnight stays whole.
        const int start = int(idle - cards.cbegin());
        double band = 0;
        int run = 0;
        for (int i = 1; i <= hours; ++i) {
            if (cards[(start + i) % hours] >= level) {
                ++run;
            } else if (run > 0) {
                band += billed(run);
                run = 0;
            }
        }
        total += double(width) * band;
    }
    return total;
}

namespace {

int heldCards(FleetMix mix, const FleetDemand &d)
{
    switch (mix) {
    case FleetMix::OwnPeak:
        return d.peakCards();
    case FleetMix::RentAll:
        return 0;
    case FleetMix::ReserveBase:
    case FleetMix::OwnBase:
        return d.baseCards();
    }
    return 0;
}

// Card-hours a week the load keeps busy on the first `held` cards, and on those beyond.
std::pair<double, double> busySplit(const QList<int> &cards, int held)
{
    double onHeld = 0, beyond = 0;
    for (int n : cards) {
        onHeld += std::min(n, held);
        beyond += std::max(0, n - held);
    }
    return {onHeld, beyond};
}

struct MixPricing
{
    const Accelerator &accelerator;
    const PricingCatalog &pricing;
    const PlanInputs &plan;
    const RateCard card;
    bool text;

    // One part of a mix for a month: `cards` × `hours`, busy `busyShare` of that time. Idle
    // cards are counted at no power: the energy is that of the busy card-hours.
    PlanCost part(ServiceForm form, int cards, double hours, double busyShare) const
    {
        PlanInputs p = plan;
        p.form = form;
        p.gpus = cards;
        p.wallHours = hours;
        p.cpuServerHours = 0;
        p.utilisation = plan.utilisation.value_or(pricing.defaults.utilisation.value) * busyShare;
        return costPlan(accelerator, pricing, p, card, text);
    }
};

bool addPart(FleetMixCost &m, const PlanCost &c)
{
    if (!c.priced) {
        m.unavailable = c.unavailable;
        return false;
    }
    m.parts << c;
    m.costPerMonthCny += c.totalCny;
    if (m.co2KgPerMonth && c.energyKnown && c.co2Known)
        *m.co2KgPerMonth += c.co2Kg;
    else
        m.co2KgPerMonth.reset();
    return true;
}

FleetMixCost priceMix(FleetMix mix, const FleetDemand &d, const MixPricing &f, const RentalTerms &t)
{
    FleetMixCost m;
    m.mix = mix;
    m.meetsSlo = d.meetsSlo;
    m.co2KgPerMonth = 0.0;
    const double hoursPerMonth = f.pricing.hoursPerMonth;
    const double weeksPerMonth = hoursPerMonth / HoursPerWeek;
    const int held = heldCards(mix, d);
    const auto [busyHeld, busyBeyond] = busySplit(d.cards, held);
    const double billedPerWeek = rentedCardHoursPerWeek(d.cards, held, t);
    const bool owned = mix == FleetMix::OwnPeak || mix == FleetMix::OwnBase;
    (owned ? m.ownedCards : m.reservedCards) = held;
    m.rentedCardsAtPeak = d.peakCards() - held;
    m.rentedCardHoursPerMonth = billedPerWeek * weeksPerMonth;
    m.cardHoursPerMonth = held * hoursPerMonth + m.rentedCardHoursPerMonth;
    m.busyCardHoursPerMonth = d.busyCardHoursPerWeek() * weeksPerMonth;
    bool ok = true;
    if (held > 0) {
        const PlanCost c = f.part(owned ? ServiceForm::Purchase : ServiceForm::CloudMonthly,
                                  held,
                                  hoursPerMonth,
                                  busyHeld / (double(held) * HoursPerWeek));
        ok = addPart(m, c);
        m.outlayCny = owned ? c.capexCny : c.totalCny; // cards bought, or the first month
        m.utilisation = busyHeld / (double(held) * HoursPerWeek);
    } else if (billedPerWeek > 0) {
        m.utilisation = busyBeyond / billedPerWeek;
    }
    if (ok && billedPerWeek > 0)
        ok = addPart(m,
                     f.part(ServiceForm::Container,
                            1,
                            m.rentedCardHoursPerMonth,
                            busyBeyond / billedPerWeek));
    m.priced = ok;
    if (!ok) {
        m.costPerMonthCny = 0;
        m.co2KgPerMonth.reset();
        return m;
    }
    m.costPerYearCny = m.costPerMonthCny * HoursPerYear / hoursPerMonth;
    const double tokensPerMonth = d.tokensPerWeek() * weeksPerMonth;
    if (tokensPerMonth > 0)
        m.perMillionOutputTokensCny = m.costPerMonthCny / (tokensPerMonth / 1e6);
    return m;
}

} // namespace

QList<FleetMixCost> fleetMixes(const Accelerator &accelerator,
                               const PricingCatalog &pricing,
                               const FleetDemand &demand,
                               const PlanInputs &plan,
                               const RentalTerms &terms,
                               bool withAssumptions)
{
    QList<FleetMixCost> mixes;
    if (!demand.valid)
        return mixes;
    const MixPricing f{accelerator,
                       pricing,
                       plan,
                       rateCard(accelerator, pricing, plan.usdCny),
                       withAssumptions};
    for (int i = 0; i < FleetMixCount; ++i)
        mixes << priceMix(FleetMix(i), demand, f, terms);
    std::stable_sort(mixes.begin(), mixes.end(), [](const FleetMixCost &a, const FleetMixCost &b) {
        if (a.priced != b.priced)
            return a.priced;
        return a.costPerMonthCny < b.costPerMonthCny;
    });
    return mixes;
}

} // namespace Atlas
