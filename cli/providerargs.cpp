// Providers: their JSON, and the choice of an instance for a plan.

#include "cli/commands.h"
#include "cli/jsonout.h"

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

namespace {

// "(one of: a, b)", or what to say when a list is empty.
QString oneOf(const QStringList &ids, const QString &none)
{
    return ids.isEmpty() ? QStringLiteral("(%1)").arg(none)
                         : QStringLiteral("(one of: %1)").arg(ids.join(u", "));
}

const Instance *findInstance(CliArgs &args, const Provider &provider, const QString &id)
{
    if (const Instance *instance = provider.instance(id))
        return instance;
    QStringList ids;
    for (const Instance &i : provider.instances)
        ids << i.id;
    args.fail(
        QStringLiteral("--instance: %1 has no instance \"%2\" %3")
            .arg(provider.id, elided(id), oneOf(ids, QStringLiteral("it has no usable instance"))));
    return nullptr;
}

// With a provider, --region names one of its regions, not a hub or cluster.
bool readProviderRegion(CliArgs &args, const Provider &provider, ProviderChoice &choice)
{
    const auto r = args.value(QStringLiteral("region"));
    if (!r)
        return args.ok();
    if (!provider.region(*r)) {
        QStringList ids;
        for (const ProviderRegion &g : provider.regions)
            ids << g.id;
        args.fail(QStringLiteral("--region: %1 has no region \"%2\" %3")
                      .arg(provider.id, elided(*r), oneOf(ids, QStringLiteral("it lists none"))));
        return false;
    }
    choice.regionId = *r;
    return true;
}

} // namespace

std::optional<ProviderChoice> parseProviderChoice(CliArgs &args,
                                                  const Catalog &catalog,
                                                  QString *accelerator)
{
    const QString providerId = args.value(QStringLiteral("provider")).value_or(QString());
    const QString instanceId = args.value(QStringLiteral("instance")).value_or(QString());
    if (!args.ok())
        return std::nullopt;
    if (providerId.isEmpty() || instanceId.isEmpty()) {
        args.fail(QStringLiteral("give both --provider ID and --instance ID"));
        return std::nullopt;
    }
    const Provider *provider = catalog.provider(providerId);
    if (!provider) {
        args.fail(QStringLiteral("--provider: unknown provider \"%1\" (see: compute-atlas-cli "
                                 "catalog list --kind providers)")
                      .arg(elided(providerId)));
        return std::nullopt;
    }
    const Instance *instance = findInstance(args, *provider, instanceId);
    if (!instance)
        return std::nullopt;
    if (!canQuote(catalog, *instance)) {
        args.fail(QStringLiteral("--instance: the card of %1 (%2) is not in the accelerator "
                                 "catalog, or its card count is unknown; it cannot be planned")
                      .arg(instance->id,
                           instance->acceleratorName.isEmpty() ? instance->acceleratorId
                                                               : instance->acceleratorName));
        return std::nullopt;
    }
    ProviderChoice choice{providerId, instanceId, QString()};
    if (!readProviderRegion(args, *provider, choice))
        return std::nullopt;
    // The instance's list price is the price: --pricing and a typed price do not apply.
    for (const QString &option : {QStringLiteral("pricing"), QStringLiteral("price-per-gpu-hour")}) {
        if (args.has(option)) {
            args.fail(QStringLiteral("--%1 does not apply with --provider: the instance's list "
                                     "price is used (choose it with --billing "
                                     "on-demand|monthly|spot)")
                          .arg(option));
            return std::nullopt;
        }
    }
    if (const auto b = args.choice(QStringLiteral("billing"), providerBillingKeys()))
        choice.billing = ProviderBilling(*b);
    *accelerator = instance->acceleratorId;
    return args.ok() ? std::optional(choice) : std::nullopt;
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

} // namespace Atlas::Cli
