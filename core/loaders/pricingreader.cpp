#include "loaders/catalogreader.h"

#include <QSet>

namespace Atlas {

namespace {

// {value, basis|basis_en, basis_zh, verified}; patches `target` only when present.
void readAssumption(FieldReader &parent, const char *key, Assumption &target, double min, double max)
{
    const YamlNode node = parent.node(key);
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath(key), parent.markOf(key));
    if (!r.isMap())
        return;
    if (const auto v = r.number("value", min, max, Need::Required))
        target.value = *v;
    const std::optional<QString> basis = r.text("basis");
    target.basis = r.localized("basis_en", "basis_zh");
    if (basis && target.basis.en.isEmpty())
        target.basis.en = *basis;
    if (const auto date = readDate(r, "date"); date && key == std::string_view("usd_cny"))
        target.basis.en += QStringLiteral(" (") + *date + u')';
    if (target.basis.isEmpty())
        r.error("basis",
                ATLAS_TR("Atlas::CatalogReader",
                         "every default needs its basis (basis or basis_en)"));
    target.verified = readVerification(r, "verified").value_or(Verification::Unverified);
    target.low = r.number("low", min, max);
    target.high = r.number("high", min, max);
    r.ignore("unit");
    r.ignore("sources");
    r.ignore("bound_verified");
}

std::optional<Rate> readRate(FieldReader &parent, const char *key)
{
    const YamlNode node = parent.node(key);
    if (!node.isDefined() || node.isNull())
        return std::nullopt;
    FieldReader r(parent.context(), node, parent.fieldPath(key), parent.markOf(key));
    if (!r.isMap())
        return std::nullopt;
    Rate rate;
    const auto value = r.positive("value", Need::Required);
    rate.low = r.positive("low");
    rate.high = r.positive("high");
    const std::optional<QString> basis = r.text("basis");
    rate.basis = r.localized("basis_en", "basis_zh");
    if (basis && rate.basis.en.isEmpty())
        rate.basis.en = *basis;
    if (rate.basis.isEmpty())
        r.error("basis", ATLAS_TR("Atlas::CatalogReader", "every rate needs its basis"));
    rate.date = readDate(r, "date").value_or(QString());
    rate.verified = readVerification(r, "verified").value_or(Verification::Unverified);
    r.ignore("sources");
    if (!value)
        return std::nullopt;
    rate.value = *value;
    if ((rate.low && *rate.low > rate.value) || (rate.high && *rate.high < rate.value)) {
        r.error("value", ATLAS_TR("Atlas::CatalogReader", "expected low <= value <= high"));
        return std::nullopt;
    }
    return rate;
}

void readServiceForms(FieldReader &parent, PricingCatalog &pricing)
{
    parent.forEachMap("service_forms", Need::Optional, [&pricing](FieldReader &r) {
        ServiceFormInfo info;
        const auto form = r.choice("id", serviceFormKeys(), Need::Required);
        info.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
        if (const auto b = r.choice("billing", billingKeys(), Need::Required))
            info.billing = Billing(*b);
        info.description = r.localized("description_en", "description_zh");
        info.use = r.localized("use_en", "use_zh");
        info.pros = r.localized("pros_en", "pros_zh");
        info.cons = r.localized("cons_en", "cons_zh");
        info.source = r.text("source").value_or(QString());
        if (!form)
            return;
        info.form = ServiceForm(*form);
        bool replaced = false;
        for (ServiceFormInfo &existing : pricing.serviceForms) {
            if (existing.form == info.form) {
                existing = info;
                replaced = true;
            }
        }
        if (!replaced)
            pricing.serviceForms.append(info);
    });
}

void readRates(FieldReader &parent, PricingCatalog &pricing)
{
    QSet<QString> seen;
    parent.forEachMap("rates", Need::Optional, [&pricing, &seen](FieldReader &r) {
        RateOverride o;
        o.sourceFile = r.context().fileName();
        o.sourceLine = r.mark().line + 1;
        o.acceleratorId = r.text("accelerator", Need::Required, MaxIdLength).value_or(QString());
        for (int form = 0; form < ServiceFormCount; ++form) {
            if (const char *key = formTraits(ServiceForm(form)).rateKey)
                *o.forForm(ServiceForm(form)) = readRate(r, key);
        }
        r.ignore("notes");
        r.ignore("note");
        if (o.acceleratorId.isEmpty())
            return;
        if (seen.contains(o.acceleratorId)) {
            r.error("accelerator",
                    ATLAS_TR("Atlas::CatalogReader", "rates for \"%1\" are given twice in this file")
                        .arg(elided(o.acceleratorId)));
            return;
        }
        seen.insert(o.acceleratorId);
        pricing.rates.insert(o.acceleratorId, o);
    });
}

} // namespace

bool readPricing(FieldReader &r, PricingCatalog &pricing)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    if (const auto currency = r.text("currency")) {
        if (*currency != u"CNY")
            r.error("currency",
                    ATLAS_TR("Atlas::CatalogReader",
                             "expected CNY (other currencies are derived with usd_cny), "
                             "found \"%1\"")
                        .arg(elided(*currency)));
    }
    readAssumption(r, "usd_cny", pricing.usdCny, 0.01, 1000);
    if (const auto h = r.number("hours_per_month", 1, 744))
        pricing.hoursPerMonth = *h;
    readServiceForms(r, pricing);

    const YamlNode defaultsNode = r.node("defaults");
    if (defaultsNode.isDefined() && !defaultsNode.isNull()) {
        FieldReader d(r.context(), defaultsNode, r.fieldPath("defaults"), r.markOf("defaults"));
        if (d.isMap()) {
            PricingDefaults &p = pricing.defaults;
            readAssumption(d, "cloud_monthly_factor", p.cloudMonthlyFactor, 0.01, 10);
            readAssumption(d, "bare_metal_factor", p.bareMetalFactor, 0.01, 10);
            readAssumption(d, "amortisation_years", p.amortisationYears, 0.5, 20);
            readAssumption(d, "hosting_cny_per_kw_month", p.hostingCnyPerKwMonth, 0, 1e6);
            readAssumption(d, "operations_fraction", p.operationsFraction, 0, 1);
            readAssumption(d, "utilisation", p.utilisation, 0.01, 1);
            readAssumption(d, "host_overhead_fraction", p.hostOverheadFraction, 0, 5);
            readAssumption(d, "cpu_server_cny_per_hour", p.cpuServerCnyPerHour, 0, 1e6);
            readAssumption(d, "green_share", p.greenShare, 0, 1);
            readAssumption(d, "national_tariff_cny_per_kwh", p.nationalTariff, 0.01, 10);
            readAssumption(d, "national_pue", p.nationalPue, 1.0, 3.0);
            readAssumption(d, "national_grid_factor", p.nationalGridFactor, 0.0, 2.0);
        }
    }
    readRates(r, pricing);
    return r.context().diagnostics().errorCount() == errorsBefore;
}

} // namespace Atlas
