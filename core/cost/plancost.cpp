#include "cost/plancost.h"

#include <QLocale>

#include <array>
#include <cmath>

namespace Atlas {

namespace {

struct Resolved
{
    double tariff, pue, gridFactor, greenShare, utilisation, hostOverhead, powerW;
};

Resolved resolve(const Accelerator &a, const PricingCatalog &pricing, const PlanInputs &in)
{
    const PricingDefaults &d = pricing.defaults;
    Resolved r{};
    if (in.region) {
        r.tariff = in.region->tariff.value;
        r.pue = in.region->pueTarget.value.value_or(d.nationalPue.value);
        r.gridFactor = in.region->gridFactor.value;
    } else {
        r.tariff = d.nationalTariff.value;
        r.pue = d.nationalPue.value;
        r.gridFactor = d.nationalGridFactor.value;
    }
    r.tariff = in.tariff.value_or(r.tariff);
    r.pue = in.pue.value_or(r.pue);
    r.greenShare = in.greenShare.value_or(d.greenShare.value);
    r.utilisation = in.utilisation.value_or(d.utilisation.value);
    r.hostOverhead = in.hostOverhead.value_or(d.hostOverheadFraction.value);
    r.powerW = a.powerW().value_or(0.0);
    return r;
}

double monthsOf(double hours, const PricingCatalog &pricing)
{
    return hours / pricing.hoursPerMonth;
}

} // namespace

PlanCost costPlan(const Accelerator &a, const PricingCatalog &pricing, const PlanInputs &in)
{
    return costPlan(a, pricing, in, rateCard(a, pricing, in.usdCny), true);
}

namespace {

// What every form shares: the resolved inputs, the energy and the carbon.
void energyAndCarbon(PlanCost &c, const Resolved &r, const PlanInputs &in, bool text)
{
    c.tariff = r.tariff;
    c.pue = r.pue;
    c.gridFactor = r.gridFactor;
    c.greenShare = r.greenShare;
    c.utilisation = r.utilisation;
    c.hostOverhead = r.hostOverhead;
    c.powerW = r.powerW;
    c.energyKnown = r.powerW > 0;

    // Energy = GPU-hours × TDP × utilisation × (1 + host overhead) × PUE.
    c.itPowerKw = in.gpus * r.powerW * (1.0 + r.hostOverhead) / 1000.0;
    c.energyKwh = in.gpuHours() * r.powerW * r.utilisation * (1.0 + r.hostOverhead) * r.pue
                  / 1000.0;
    c.co2Kg = c.energyKwh * r.gridFactor * (1.0 - r.greenShare);
    c.embeddedElectricityCny = c.energyKwh * r.tariff;
    if (!text)
        return;
    if (r.powerW <= 0)
        c.assumptions << ATLAS_TR(
            "Atlas::PlanCost",
            "no TDP is published for this accelerator: energy and CO₂ are not "
            "computed");
    else
        c.assumptions
            << ATLAS_TR("Atlas::PlanCost",
                        "energy = GPU-hours × %1 W × utilisation %2 × (1 + host overhead %3) × "
                        "PUE %4")
                   .arg(r.powerW)
                   .arg(r.utilisation)
                   .arg(r.hostOverhead)
                   .arg(r.pue);
    c.assumptions << ATLAS_TR("Atlas::PlanCost",
                              "CO₂ = energy × %1 kg/kWh grid factor × (1 − %2 contracted green "
                              "share)")
                         .arg(r.gridFactor)
                         .arg(r.greenShare);
}

// One pricing rule per service form: it sets the rate, the billed quantity and the compute
// cost (a purchase also its electricity, hosting and operations), or says why it cannot.
struct FormPricing
{
    const Accelerator &accelerator;
    const PricingCatalog &pricing;
    const PlanInputs &in;
    const RateCard &card;
    const Resolved &resolved;
    bool text;

    double billedMonths() const
    {
        return std::max(1.0, std::ceil(monthsOf(in.wallHours, pricing) - 1e-9));
    }
};

void priceHourly(PlanCost &c, const FormPricing &f)
{
    std::optional<Quote> rate = f.card.containerPerGpuHour();
    if (f.in.pricePerGpuHour) {
        Quote q;
        q.value = *f.in.pricePerGpuHour;
        q.basis = {QStringLiteral("given by the user"), QStringLiteral("用户输入")};
        q.origin = PriceOrigin::Typed;
        rate = q;
    }
    if (!rate) {
        c.unavailable = ATLAS_TR("Atlas::PlanCost",
                                 "no hourly price is known for this accelerator; give one");
        return;
    }
    c.rate = *rate;
    c.billedQuantity = f.in.gpuHours();
    c.computeCny = rate->value * c.billedQuantity;
    c.priced = true;
    if (f.text)
        c.assumptions << ATLAS_TR("Atlas::PlanCost",
                                  "GPU container billed per running hour: %1 GPU-hours × %2 CNY; "
                                  "electricity is included in the price")
                             .arg(c.billedQuantity, 6)
                             .arg(rate->value, 4);
}

void priceCloudMonthly(PlanCost &c, const FormPricing &f)
{
    if (!f.card.cloudPerGpuMonth() && !f.in.pricePerGpuHour) {
        c.unavailable = ATLAS_TR("Atlas::PlanCost",
                                 "no monthly price is known for this accelerator");
        return;
    }
    Quote rate = f.card.cloudPerGpuMonth().value_or(Quote{});
    if (f.in.pricePerGpuHour) {
        rate = Quote{};
        rate.value = *f.in.pricePerGpuHour * f.pricing.hoursPerMonth
                     * f.pricing.defaults.cloudMonthlyFactor.value;
        rate.basis = {QStringLiteral("given by the user"), QStringLiteral("用户输入")};
        rate.derived = true;
        rate.origin = PriceOrigin::Typed;
    }
    c.rate = rate;
    // Billed 24×7 by whole months, idle time included.
    const double months = f.billedMonths();
    c.billedQuantity = months;
    c.billedMonths = months;
    c.computeCny = rate.value * f.in.gpus * months;
    c.priced = true;
    if (f.text)
        c.assumptions << ATLAS_TR("Atlas::PlanCost",
                                  "GPU cloud server billed 24×7 by the month: %1 GPUs × %2 months "
                                  "× %3 CNY; electricity included")
                             .arg(f.in.gpus)
                             .arg(months)
                             .arg(rate.value, 6);
}

void priceBareMetal(PlanCost &c, const FormPricing &f)
{
    if (!f.card.bareMetalPerMachineMonth()) {
        c.unavailable = ATLAS_TR("Atlas::PlanCost",
                                 "no bare-metal price is known for this accelerator");
        return;
    }
    c.rate = *f.card.bareMetalPerMachineMonth();
    const int perMachine = formTraits(ServiceForm::BareMetal).cardsPerUnit;
    const int machines = (f.in.gpus + perMachine - 1) / perMachine;
    const double months = f.billedMonths();
    c.billedQuantity = machines * months;
    c.billedMonths = months;
    c.computeCny = c.rate.value * c.billedQuantity;
    c.priced = true;
    if (f.text)
        c.assumptions << ATLAS_TR("Atlas::PlanCost",
                                  "bare metal rented by whole 8-GPU machines and months: %1 "
                                  "machines × %2 months × %3 CNY; electricity included")
                             .arg(machines)
                             .arg(months)
                             .arg(c.rate.value, 6);
}

void pricePurchase(PlanCost &c, const FormPricing &f)
{
    if (!f.card.purchasePerGpu()) {
        c.unavailable = ATLAS_TR("Atlas::PlanCost",
                                 "no purchase price is known for this accelerator");
        return;
    }
    // Owned cards pay their own electricity and hosting, both priced from the power.
    if (!c.energyKnown) {
        c.unavailable = ATLAS_TR("Atlas::PlanCost",
                                 "no TDP is published for this accelerator: the electricity "
                                 "and hosting of owned cards cannot be priced");
        return;
    }
    c.rate = *f.card.purchasePerGpu();
    const PricingDefaults &d = f.pricing.defaults;
    const PlanInputs &in = f.in;
    const double years = in.amortisationYears.value_or(d.amortisationYears.value);
    c.capexCny = c.rate.value * in.gpus;
    c.computeCny = c.capexCny * in.wallHours / (years * HoursPerYear);
    c.electricityCny = c.energyKwh * f.resolved.tariff;
    c.hostingCny = d.hostingCnyPerKwMonth.value * c.itPowerKw * monthsOf(in.wallHours, f.pricing);
    c.operationsCny = d.operationsFraction.value * c.capexCny * in.wallHours / HoursPerYear;
    c.billedQuantity = in.wallHours;
    c.priced = true;
    if (f.text)
        c.assumptions << ATLAS_TR("Atlas::PlanCost",
                                  "purchase: %1 CNY of cards amortised over %2 years (the plan is "
                                  "charged its share of that time), electricity at %3 CNY/kWh, "
                                  "hosting %4 CNY per kW-month, operations %5 % of capex a year")
                             // Grouped, as money is everywhere else: 15,482,880
                             .arg(QLocale(QLocale::English).toString(c.capexCny, 'f', 0))
                             .arg(years)
                             .arg(f.resolved.tariff)
                             .arg(d.hostingCnyPerKwMonth.value)
                             .arg(d.operationsFraction.value * 100);
}

using PricingRule = void (*)(PlanCost &, const FormPricing &);
// Indexed by ServiceForm; a CPU server is billed by the hour like a container.
constexpr std::array<PricingRule, ServiceFormCount> PricingRules = {priceHourly,
                                                                    priceCloudMonthly,
                                                                    priceBareMetal,
                                                                    pricePurchase,
                                                                    priceHourly};

} // namespace

PlanCost costPlan(const Accelerator &a,
                  const PricingCatalog &pricing,
                  const PlanInputs &in,
                  const RateCard &card,
                  bool withAssumptions)
{
    PlanCost c;
    c.form = in.form;
    const Resolved r = resolve(a, pricing, in);
    energyAndCarbon(c, r, in, withAssumptions);
    PricingRules[size_t(in.form)](c, FormPricing{a, pricing, in, card, r, withAssumptions});
    if (in.cpuServerHours > 0) {
        c.cpuCny = in.cpuServerHours * pricing.defaults.cpuServerCnyPerHour.value;
        if (withAssumptions)
            c.assumptions << ATLAS_TR("Atlas::PlanCost",
                                      "data preparation: %1 CPU-server hours × %2 CNY")
                                 .arg(in.cpuServerHours)
                                 .arg(pricing.defaults.cpuServerCnyPerHour.value);
    }
    c.totalCny = c.computeCny + c.electricityCny + c.hostingCny + c.operationsCny + c.cpuCny;
    return c;
}

QList<PlanCost> oneHourTrial(const Accelerator &a, const PricingCatalog &pricing, PlanInputs inputs)
{
    QList<PlanCost> trial;
    inputs.wallHours = 1.0;
    inputs.cpuServerHours = 0;
    for (ServiceForm form : offeredForms()) {
        inputs.form = form;
        PlanCost c = costPlan(a, pricing, inputs);
        if (formTraits(form).owned && c.priced) {
            // Buying to try means paying for the cards first.
            c.totalCny = c.capexCny + c.electricityCny;
        }
        trial.append(c);
    }
    return trial;
}

RentVersusBuy rentVersusBuy(const Accelerator &a,
                            const PricingCatalog &pricing,
                            const PlanInputs &inputs)
{
    RentVersusBuy result;
    PlanInputs month = inputs;
    month.wallHours = pricing.hoursPerMonth;
    month.cpuServerHours = 0;
    month.form = ServiceForm::Purchase;
    const PlanCost own = costPlan(a, pricing, month);
    if (!own.priced)
        return result;
    result.capexCny = own.capexCny;
    auto running = [](const PlanCost &c) {
        return c.electricityCny + c.hostingCny + c.operationsCny;
    };
    result.ownRunningPerMonthCny = running(own);
    auto months = [&](double rent, double ownRunning) -> std::optional<double> {
        const double saving = rent - ownRunning;
        if (saving <= 0)
            return std::nullopt; // renting stays cheaper however long the cards run
        return own.capexCny / saving;
    };

    month.form = ServiceForm::CloudMonthly;
    const PlanCost monthly = costPlan(a, pricing, month);
    if (monthly.priced) {
        result.monthlyRentCny = monthly.computeCny;
        result.breakEvenMonths = months(monthly.computeCny, result.ownRunningPerMonthCny);
    }

    const RateCard card = rateCard(a, pricing, inputs.usdCny);
    const std::optional<double> hourly = inputs.pricePerGpuHour
                                             ? inputs.pricePerGpuHour
                                             : (card.containerPerGpuHour() ? std::optional(
                                                    card.containerPerGpuHour()->value)
                                                                           : std::nullopt);
    if (!hourly)
        return result;
    auto versusContainer = [&](double utilisation, double tariff) {
        PlanInputs p = month;
        p.form = ServiceForm::Purchase;
        p.utilisation = utilisation;
        p.tariff = tariff;
        const PlanCost o = costPlan(a, pricing, p);
        const double rent = *hourly * inputs.gpus * pricing.hoursPerMonth * utilisation;
        return std::pair(rent, months(rent, running(o)));
    };
    const auto [rent, breakEven] = versusContainer(own.utilisation, own.tariff);
    result.containerPerMonthCny = rent;
    result.breakEvenVsContainerMonths = breakEven;
    for (double u : {0.2, 0.5, 0.8, 1.0})
        for (double t : {own.tariff * 0.5, own.tariff, own.tariff * 1.5})
            result.sensitivity.append({u, t, versusContainer(u, t).second});
    return result;
}

std::optional<double> costPerMillionTokens(const PlanCost &cost, double tokens)
{
    if (!cost.priced || !(tokens > 0))
        return std::nullopt;
    return cost.totalCny / (tokens / 1e6);
}

} // namespace Atlas
