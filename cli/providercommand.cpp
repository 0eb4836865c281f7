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

std::optional<ProviderChoice> parseProviderChoice(CliArgs &args,
                                                  Context &context,
                                                  QString *accelerator,
                                                  int *exitCode)
{
    const Catalog &catalog = *context.catalog;
    auto fail = [&](const QString &message) -> std::optional<ProviderChoice> {
        *exitCode = usageError(context, message);
        return std::nullopt;
    };
    const QString providerId = args.value(QStringLiteral("provider")).value_or(QString());
    const QString instanceId = args.value(QStringLiteral("instance")).value_or(QString());
    if (providerId.isEmpty() || instanceId.isEmpty())
        return fail(QStringLiteral("give both --provider ID and --instance ID"));
    const Provider *provider = catalog.provider(providerId);
    if (!provider)
        return fail(QStringLiteral("--provider: unknown provider \"%1\" (see: "
                                   "compute-atlas-cli catalog list --kind providers)")
                        .arg(providerId));
    const Instance *instance = provider->instance(instanceId);
    if (!instance) {
        QStringList ids;
        for (const Instance &i : provider->instances)
            ids << i.id;
        return fail(QStringLiteral("--instance: %1 has no instance \"%2\" (one of: %3)")
                        .arg(providerId, instanceId, ids.join(u", ")));
    }
    if (!canQuote(catalog, *instance))
        return fail(QStringLiteral("--instance: the card of %1 (%2) is not in the accelerator "
                                   "catalog, or its card count is unknown; it cannot be planned")
                        .arg(instance->id,
                             instance->acceleratorName.isEmpty() ? instance->acceleratorId
                                                                 : instance->acceleratorName));
    // With a provider, --region names one of its regions; --pricing and a typed price do not
    // apply (the instance's list price is the price).
    ProviderChoice choice{providerId, instanceId, QString()};
    if (const auto r = args.value(QStringLiteral("region"))) {
        if (!provider->region(*r)) {
            QStringList ids;
            for (const ProviderRegion &g : provider->regions)
                ids << g.id;
            return fail(
                QStringLiteral("--region: %1 has no region \"%2\" (one of: %3)")
                    .arg(providerId, *r, ids.isEmpty() ? QStringLiteral("none") : ids.join(u", ")));
        }
        choice.regionId = *r;
    }
    for (const char *option : {"pricing", "price-per-gpu-hour"}) {
        if (args.has(QString::fromLatin1(option)))
            return fail(QStringLiteral("--%1 does not apply with --provider: the instance's "
                                       "list price is used (choose it with --billing "
                                       "on-demand|monthly|spot)")
                            .arg(QString::fromLatin1(option)));
    }
    if (const auto b = args.choice(QStringLiteral("billing"), providerBillingKeys()))
        choice.billing = ProviderBilling(*b);
    *accelerator = instance->acceleratorId;
    return choice;
}

void addProviderQuote(QJsonObject &plan, const ProviderQuote &q, const ProviderChoice &choice)
{
    QJsonObject price = q.price ? jsonPrice(*q.price, true).toObject() : QJsonObject();
    if (q.price)
        price.insert(QStringLiteral("exchange_rate_cny"), q.exchangeRate);
    plan.insert(QStringLiteral("pricing"), QStringLiteral("provider"));
    plan.insert(QStringLiteral("provider"), q.provider->id);
    plan.insert(QStringLiteral("instance"), q.instance->id);
    plan.insert(QStringLiteral("provider_region"),
                q.region ? QJsonValue(q.region->id) : QJsonValue());
    // The grid the job's energy is counted on: the 东数西算 hub or cluster the region links to.
    plan.insert(QStringLiteral("region"),
                q.gridRegion ? QJsonValue(q.gridRegion->id) : QJsonValue());
    plan.insert(QStringLiteral("instances"), q.instances);
    plan.insert(QStringLiteral("billing"), providerBillingKey(choice.billing));
    plan.insert(QStringLiteral("billing_unit"), billingUnitKey(q.instance->billing));
    plan.insert(QStringLiteral("billed_hours"), q.price ? QJsonValue(q.billedHours) : QJsonValue());
    plan.insert(QStringLiteral("price"), q.price ? QJsonValue(price) : QJsonValue());
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
