// Providers, plans on a provider's instance, and the seed's claims with the engine's verdicts.

#include "cli/commands.h"
#include "cli/jsonout.h"

#include "claims/claimverdict.h"
#include "cost/providercost.h"
#include "engine/fit.h"
#include "scenario/scenarioengine.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

QJsonValue jsonPrice(const std::optional<Price> &p, bool full)
{
    if (!p)
        return QJsonValue();
    QJsonObject o{{QStringLiteral("amount"), p->amount},
                  {QStringLiteral("currency"), p->currency},
                  {QStringLiteral("per"), pricePeriodKey(p->per)},
                  {QStringLiteral("date"), p->date.isEmpty() ? QJsonValue() : QJsonValue(p->date)},
                  {QStringLiteral("source"), p->source},
                  {QStringLiteral("confidence"), confidenceKey(p->confidence)}};
    if (full) {
        o.insert(QStringLiteral("date_note"), p->dateNote);
        o.insert(QStringLiteral("region"),
                 p->regionId.isEmpty() ? QJsonValue() : QJsonValue(p->regionId));
        o.insert(QStringLiteral("note"), p->note);
    }
    return o;
}

QJsonValue jsonOptionalInt(std::optional<int> v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

} // namespace

// `full` adds what `catalog show` prints beyond the contract's list fields.
QJsonObject jsonProvider(const Provider &p, const Catalog &catalog, bool full)
{
    QJsonArray regions;
    for (const ProviderRegion &g : p.regions) {
        QJsonObject r{{QStringLiteral("id"), g.id},
                      {QStringLiteral("name_en"), g.name.en},
                      {QStringLiteral("name_zh"), g.name.zh},
                      {QStringLiteral("lat"), jsonNumber(g.lat)},
                      {QStringLiteral("lon"), jsonNumber(g.lon)}};
        if (full) {
            r.insert(QStringLiteral("country"), g.country);
            r.insert(QStringLiteral("gpu_verified"), g.gpuVerified);
            r.insert(QStringLiteral("grid_link"),
                     g.gridLinkId.isEmpty() ? QJsonValue() : QJsonValue(g.gridLinkId));
            r.insert(QStringLiteral("grid_link_km"),
                     g.gridLinkId.isEmpty() ? QJsonValue() : QJsonValue(g.gridLinkKm));
            r.insert(QStringLiteral("grid_link_stated"), g.gridLinkStated);
        }
        regions.append(r);
    }
    QJsonArray instances;
    for (const Instance &i : p.instances) {
        QJsonObject o{{QStringLiteral("id"), i.id},
                      {QStringLiteral("gpu"),
                       i.acceleratorId.isEmpty() ? QJsonValue() : QJsonValue(i.acceleratorId)},
                      {QStringLiteral("gpus"), jsonOptionalInt(i.gpus)},
                      {QStringLiteral("vcpu"), jsonOptionalInt(i.vcpu)},
                      {QStringLiteral("ram_gib"), jsonNumber(i.ramGiB)},
                      {QStringLiteral("billing"), billingUnitKey(i.billing)},
                      {QStringLiteral("price"), jsonPrice(i.price, full)}};
        if (full) {
            o.insert(QStringLiteral("name"), i.displayName());
            o.insert(QStringLiteral("gpu_name"),
                     i.acceleratorName.isEmpty() && catalog.accelerator(i.acceleratorId)
                         ? catalog.accelerator(i.acceleratorId)->name.en
                         : i.acceleratorName);
            o.insert(QStringLiteral("interconnect"), i.interconnect);
            o.insert(QStringLiteral("regions"), jsonStrings(i.regionIds));
            o.insert(QStringLiteral("spot_price"), jsonPrice(i.spotPrice, true));
            o.insert(QStringLiteral("monthly_price"), jsonPrice(i.monthlyPrice, true));
            o.insert(QStringLiteral("price_note"), i.priceNote);
            o.insert(QStringLiteral("notes_en"), i.notes.en);
        }
        instances.append(o);
    }
    QJsonObject o{{QStringLiteral("id"), p.id},
                  {QStringLiteral("name_en"), p.name.en},
                  {QStringLiteral("name_zh"), p.name.zh},
                  {QStringLiteral("kind"), providerKindKey(p.kind)},
                  {QStringLiteral("domestic"), p.domestic},
                  {QStringLiteral("regions"), regions},
                  {QStringLiteral("instances"), instances},
                  {QStringLiteral("sources"), jsonStrings(p.sources)}};
    if (full) {
        o.insert(QStringLiteral("billing_modes"), jsonStrings(p.billingModes));
        o.insert(QStringLiteral("billing_unit"), billingUnitKey(p.billing));
        o.insert(QStringLiteral("min_billed_seconds"), jsonOptionalInt(p.minBilledSeconds));
        o.insert(QStringLiteral("notes_en"), p.notes.en);
        o.insert(QStringLiteral("notes_zh"), p.notes.zh);
        o.insert(QStringLiteral("china_notes_en"), p.chinaNotes.en);
        o.insert(QStringLiteral("china_notes_zh"), p.chinaNotes.zh);
    }
    return o;
}

int runProviderPlan(CliArgs &args, Context &context)
{
    const Catalog &catalog = *context.catalog;
    const bool json = args.flag(QStringLiteral("json"));
    const QString providerId = args.value(QStringLiteral("provider")).value_or(QString());
    const QString instanceId = args.value(QStringLiteral("instance")).value_or(QString());
    if (providerId.isEmpty() || instanceId.isEmpty())
        return usageError(context, QStringLiteral("give both --provider ID and --instance ID"));
    const Provider *provider = catalog.provider(providerId);
    if (!provider)
        return usageError(context,
                          QStringLiteral("--provider: unknown provider \"%1\" (see: "
                                         "compute-atlas-cli catalog list --kind providers)")
                              .arg(providerId));
    const Instance *instance = provider->instance(instanceId);
    if (!instance) {
        QStringList ids;
        for (const Instance &i : provider->instances)
            ids << i.id;
        return usageError(context,
                          QStringLiteral("--instance: %1 has no instance \"%2\" (one of: %3)")
                              .arg(providerId, instanceId, ids.join(u", ")));
    }
    if (!canQuote(catalog, *instance))
        return usageError(context,
                          QStringLiteral("--instance: the card of %1 (%2) is not in the "
                                         "accelerator catalog, or its card count is unknown; "
                                         "it cannot be planned")
                              .arg(instance->id,
                                   instance->acceleratorName.isEmpty() ? instance->acceleratorId
                                                                       : instance->acceleratorName));
    // With a provider, --region names one of its regions; --pricing and a typed price do not
    // apply (the instance's list price is the price).
    const ProviderRegion *region = defaultRegion(*provider, *instance);
    if (const auto r = args.value(QStringLiteral("region"))) {
        region = provider->region(*r);
        if (!region) {
            QStringList ids;
            for (const ProviderRegion &g : provider->regions)
                ids << g.id;
            return usageError(context,
                              QStringLiteral("--region: %1 has no region \"%2\" (one of: %3)")
                                  .arg(providerId,
                                       *r,
                                       ids.isEmpty() ? QStringLiteral("none") : ids.join(u", ")));
        }
    }
    for (const char *option : {"pricing", "price-per-gpu-hour"}) {
        if (args.has(QString::fromLatin1(option)))
            return usageError(context,
                              QStringLiteral("--%1 does not apply with --provider: the instance's "
                                             "list price is used (choose it with --billing "
                                             "on-demand|monthly|spot)")
                                  .arg(QString::fromLatin1(option)));
    }
    ProviderJob job;
    if (const auto b = args.choice(QStringLiteral("billing"), providerBillingKeys()))
        job.billing = ProviderBilling(*b);
    const std::optional<Scenario> scenario = parsePlanScenario(args,
                                                               catalog,
                                                               instance->acceleratorId);
    if (scenario)
        args.finish();
    if (!args.ok())
        return usageError(context, args.error());
    if (!args.positionals().isEmpty())
        return usageError(context,
                          QStringLiteral("unexpected argument \"%1\"")
                              .arg(args.positionals().constFirst()));
    if (scenario->acceleratorId != instance->acceleratorId)
        return usageError(context,
                          QStringLiteral("--gpu %1 differs from the card of %2 (%3)")
                              .arg(scenario->acceleratorId, instance->id, instance->acceleratorId));

    const ScenarioResult r = evaluateScenario(*scenario, catalog);
    if (!r.valid)
        return usageError(context, r.problems.constFirst().toString(nullptr));
    if (!r.timeKnown)
        return usageError(context,
                          QStringLiteral("%1 publishes no usable dense throughput; give --hours")
                              .arg(r.accelerator->name.en));
    const Scenario &s = *scenario;
    job.gpus = s.layout.gpus;
    job.wallHours = r.wallHours;
    job.usdCny = s.usdCny;
    job.utilisation = s.utilisation;
    job.greenShare = s.greenShare;
    const ProviderQuote q = quoteInstance(catalog, *provider, *instance, region, job);
    const FitResult &fit = *r.estimate.fit;
    QList<TrText> assumptions = r.estimate.assumptions;
    if (r.training)
        assumptions << TrText::literal(QStringLiteral("time: %1 tokens on %2 cards at MFU %3")
                                           .arg(r.tokens)
                                           .arg(s.layout.gpus)
                                           .arg(r.efficiency.point));
    assumptions += quoteAssumptions(q, job);
    if (!fit.fits)
        assumptions << ATLAS_TR("Atlas::Plan",
                                "this layout does not fit in %1 GiB per card; the smallest that "
                                "fits has %2 cards")
                           .arg(r.accelerator->memoryGiB)
                           .arg(fit.minGpus ? QString::number(*fit.minGpus)
                                            : QStringLiteral("more than 4096"));
    const double cpuCny = s.cpuServerHours * catalog.pricing().defaults.cpuServerCnyPerHour.value;
    const std::optional<double> total = q.costCny ? std::optional(*q.costCny + cpuCny)
                                                  : std::nullopt;

    if (json) {
        QJsonObject price = q.price ? jsonPrice(*q.price, true).toObject() : QJsonObject();
        if (q.price)
            price.insert(QStringLiteral("exchange_rate_cny"), q.exchangeRate);
        const QJsonObject o{
            {QStringLiteral("gpu"), r.accelerator->id},
            {QStringLiteral("gpus"), s.layout.gpus},
            {QStringLiteral("layout"), jsonLayout(s.layout)},
            {QStringLiteral("fits"), fit.fits},
            {QStringLiteral("min_gpus"), fit.minGpus ? QJsonValue(*fit.minGpus) : QJsonValue()},
            {QStringLiteral("pricing"), QStringLiteral("provider")},
            {QStringLiteral("provider"), provider->id},
            {QStringLiteral("instance"), instance->id},
            {QStringLiteral("provider_region"), region ? QJsonValue(region->id) : QJsonValue()},
            {QStringLiteral("region"), q.gridRegion ? QJsonValue(q.gridRegion->id) : QJsonValue()},
            {QStringLiteral("instances"), q.instances},
            {QStringLiteral("billing"), providerBillingKey(job.billing)},
            {QStringLiteral("billing_unit"), billingUnitKey(instance->billing)},
            {QStringLiteral("billed_hours"), q.price ? QJsonValue(q.billedHours) : QJsonValue()},
            {QStringLiteral("mfu"), r.efficiency.point},
            {QStringLiteral("tokens"), r.tokens},
            {QStringLiteral("flops"), r.flops},
            {QStringLiteral("gpu_hours"), r.wallHours * s.layout.gpus},
            {QStringLiteral("wall_hours"), r.wallHours},
            {QStringLiteral("energy_kwh"), q.energyKwh},
            {QStringLiteral("co2_kg"), jsonNumber(q.co2Kg)},
            {QStringLiteral("cost_cny"),
             QJsonObject{{QStringLiteral("compute"), jsonNumber(q.costCny)},
                         {QStringLiteral("electricity"), 0.0},
                         {QStringLiteral("hosting"), 0.0},
                         {QStringLiteral("operations"), 0.0},
                         {QStringLiteral("cpu_server"), cpuCny},
                         {QStringLiteral("total"), jsonNumber(total)},
                         {QStringLiteral("electricity_in_rent"),
                          jsonNumber(q.electricityInPriceCny)}}},
            {QStringLiteral("price"), q.price ? QJsonValue(price) : QJsonValue()},
            {QStringLiteral("assumptions"), jsonTexts(assumptions)},
        };
        context.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return Success;
    }
    QTextStream &out = context.out;
    out << "Plan: " << r.model.id << " " << taskKey(s.workload.task) << " on " << s.layout.gpus
        << " × " << r.accelerator->name.en << (fit.fits ? "" : " (does not fit!)") << '\n';
    out << "  provider      " << provider->name.en << ", " << instance->displayName() << " × "
        << q.instances << (region ? QStringLiteral(" in %1").arg(region->id) : QString()) << '\n';
    out << "  wall time     " << QString::number(r.wallHours, 'f', 2) << " h  ("
        << QString::number(r.wallHours * s.layout.gpus, 'f', 1) << " GPU-hours, efficiency "
        << r.efficiency.point << ")\n";
    out << "  energy        " << QString::number(q.energyKwh, 'f', 1) << " kWh, CO2 "
        << (q.co2Kg ? QString::number(*q.co2Kg, 'f', 1) + QStringLiteral(" kg")
                    : QStringLiteral("unknown"))
        << '\n';
    out << "  cost          "
        << (total ? QString::number(*total, 'f', 2) + QStringLiteral(" CNY (")
                        + providerBillingKey(job.billing) + QStringLiteral(", ")
                        + QString::number(q.billedHours, 'f', 2)
                        + QStringLiteral(" h billed per instance)")
                  : QStringLiteral("unknown: no %1 price").arg(providerBillingKey(job.billing)))
        << '\n';
    out << "Assumptions:\n";
    for (const TrText &a : std::as_const(assumptions))
        out << "  - " << a.toString(nullptr) << '\n';
    return Success;
}

int runSeedClaims(CliArgs &args, Context &context)
{
    const bool json = args.flag(QStringLiteral("json"));
    args.finish();
    if (!args.ok())
        return usageError(context, args.error());
    if (!args.positionals().isEmpty())
        return usageError(context,
                          QStringLiteral("unexpected argument \"%1\"")
                              .arg(args.positionals().constFirst()));
    const QList<ClaimResult> results = evaluateClaims(*context.catalog);
    if (json) {
        QJsonArray array;
        for (const ClaimResult &r : results) {
            const GuideClaim &g = *r.claim;
            array.append(QJsonObject{{QStringLiteral("id"), g.id},
                                     {QStringLiteral("seed"), g.seed},
                                     {QStringLiteral("section"), g.section},
                                     {QStringLiteral("kind"), claimKindKey(g.kind)},
                                     {QStringLiteral("claim_zh"), g.claimZh},
                                     {QStringLiteral("claim_en"), g.claimEn},
                                     {QStringLiteral("verdict"), verdictKey(r.verdict)},
                                     {QStringLiteral("engine"), r.engine.toString(nullptr)},
                                     {QStringLiteral("assumptions"), jsonTexts(r.assumptions)}});
        }
        context.out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return Success;
    }
    for (const ClaimResult &r : results) {
        context.out << r.claim->id.leftJustified(28) << verdictKey(r.verdict).leftJustified(15)
                    << r.claim->claimEn << '\n'
                    << QString(43, u' ') << r.engine.toString(nullptr) << '\n';
    }
    return Success;
}

} // namespace Atlas::Cli
