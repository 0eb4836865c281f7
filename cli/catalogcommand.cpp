// `catalog list | show | validate`: what the catalog holds, one entry, and user files checked.

#include "cli/commands.h"
#include "cli/jsonout.h"
#include "cli/optiongroups.h"
#include "cli/validation.h"

#include "io/inputfile.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

enum class Kind { Accelerators, Models, Regions, Pricing, Providers };

QStringList kindKeys()
{
    return {u"accelerators"_s, u"models"_s, u"regions"_s, u"pricing"_s, u"providers"_s};
}

struct ListRequest
{
    Kind kind = Kind::Accelerators;
    bool domesticOnly = false;          // a state-owned buyer may only choose 国产
    std::optional<Ecosystem> ecosystem; // a team may need its software stack
    bool json = false;
};

// One listing: a JSON array or lines of text, one per entry.
struct Listing
{
    QJsonArray json;
    QStringList lines;
};

void listAccelerators(const Catalog &cat, const ListRequest &r, Listing &l)
{
    for (const Accelerator &a : cat.accelerators()) {
        if ((r.domesticOnly && !a.domestic) || (r.ecosystem && a.ecosystem != r.ecosystem))
            continue;
        l.json.append(jsonAccelerator(a, cat));
        l.lines << a.id.leftJustified(26) + tierKey(a.tier).leftJustified(10)
                       + QString::number(a.memoryGiB).rightJustified(5) + u" GiB  "_s + a.name.en;
    }
}

void listModels(const Catalog &cat, Listing &l)
{
    for (const ModelArch &m : cat.models()) {
        l.json.append(jsonModel(m));
        l.lines << m.id.leftJustified(20)
                       + QString::number(countParameters(m).total / 1e9, 'f', 2).rightJustified(9)
                       + u"B  "_s + m.name.en;
    }
}

void listRegions(const Catalog &cat, Listing &l)
{
    for (const Region *r : cat.regions()) {
        l.json.append(jsonRegion(*r));
        l.lines << r->id.leftJustified(16) + (r->isHub() ? u"hub      "_s : u"cluster  "_s)
                       + r->name.en;
    }
}

void listPricing(const Catalog &cat, Listing &l)
{
    for (const ServiceFormInfo &f : cat.pricing().serviceForms) {
        l.json.append(QJsonObject{{u"id"_s, serviceFormKey(f.form)},
                                  {u"name_en"_s, f.name.en},
                                  {u"name_zh"_s, f.name.zh},
                                  {u"billing"_s, billingKey(f.billing)}});
        l.lines << serviceFormKey(f.form).leftJustified(16)
                       + billingKey(f.billing).leftJustified(17) + f.name.en;
    }
}

void listProviders(const Catalog &cat, Listing &l)
{
    for (const Provider &p : cat.providers()) {
        l.json.append(jsonProvider(p, cat, false));
        const auto priced = std::count_if(p.instances.cbegin(),
                                          p.instances.cend(),
                                          [](const Instance &i) { return i.price.has_value(); });
        l.lines << p.id.leftJustified(14) + providerKindKey(p.kind).leftJustified(12)
                       + (p.domestic ? u"domestic  "_s : u"overseas  "_s)
                       + QStringLiteral("%1 instances, %2 priced")
                             .arg(p.instances.size())
                             .arg(priced)
                             .leftJustified(26)
                       + p.name.en;
    }
}

int runList(const ListRequest &r, Context &c)
{
    Listing l;
    switch (r.kind) {
    case Kind::Accelerators:
        listAccelerators(*c.catalog, r, l);
        break;
    case Kind::Models:
        listModels(*c.catalog, l);
        break;
    case Kind::Regions:
        listRegions(*c.catalog, l);
        break;
    case Kind::Pricing:
        listPricing(*c.catalog, l);
        break;
    case Kind::Providers:
        listProviders(*c.catalog, l);
        break;
    }
    if (r.json)
        c.out << QJsonDocument(l.json).toJson(QJsonDocument::Indented);
    else
        for (const QString &line : std::as_const(l.lines))
            c.out << line << '\n';
    return Success;
}

std::optional<ListRequest> parseList(CliArgs &args, bool json)
{
    ListRequest r;
    r.json = json;
    r.kind = Kind(args.choice(u"kind"_s, kindKeys()).value_or(0));
    r.domesticOnly = args.flag(u"domestic"_s);
    if (const std::optional<int> e = args.choice(u"ecosystem"_s, ecosystemKeys()))
        r.ecosystem = Ecosystem(*e);
    if (args.ok() && r.kind != Kind::Accelerators && (r.domesticOnly || r.ecosystem))
        args.fail(u"--domestic and --ecosystem filter accelerators only"_s);
    return args.ok() ? std::optional(r) : std::nullopt;
}

// A JSON value as one line of `catalog show`.
QString showValue(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 12);
    if (v.isBool())
        return v.toBool() ? u"yes"_s : u"no"_s;
    if (v.isNull())
        return u"—"_s;
    return QString::fromUtf8((v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject()))
                                 .toJson(QJsonDocument::Compact));
}

int runShow(const QJsonObject &o, bool json, Context &c)
{
    if (json) {
        c.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return Success;
    }
    qsizetype width = 0;
    for (const QString &key : o.keys())
        width = std::max(width, key.size());
    // Keys and values apart by at least two spaces, however long the longest key.
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        c.out << it.key().leftJustified(width + 2) << showValue(it.value()) << '\n';
    return Success;
}

std::optional<QJsonObject> findEntry(const Catalog &cat, const QString &id)
{
    if (const Accelerator *a = cat.accelerator(id))
        return jsonAccelerator(*a, cat);
    if (const ModelArch *m = cat.model(id))
        return jsonModel(*m);
    if (const Region *r = cat.region(id))
        return jsonRegion(*r);
    if (const Provider *p = cat.provider(id))
        return jsonProvider(*p, cat, true);
    return std::nullopt;
}

int runValidateCatalogs(const QStringList &paths, bool json, Context &c)
{
    // Each file is read on top of the embedded catalogs so that its references resolve.
    QList<std::pair<QString, QByteArray>> texts;
    Diagnostics d;
    for (const QString &path : paths) {
        QString error;
        const std::optional<QByteArray> text = readInputFile(path, 8 * 1024 * 1024, &error);
        if (!text) {
            d.error(path, 0, 0, {}, QStringLiteral("cannot read the file: %1").arg(error));
            continue;
        }
        texts.append({path, *text});
    }
    loadCatalogTexts(texts, true, d);
    return reportValidation(d, json, c);
}

class CatalogCommand final : public Command
{
public:
    CatalogCommand()
        : Command({u"catalog"_s,
                   u"list the catalog (accelerators, models, regions, pricing, providers), show "
                   "one entry, or validate catalog files"_s,
                   {u"list [--kind KIND] [--domestic] [--ecosystem ECOSYSTEM] [--json]"_s,
                    u"show ID [--json]"_s,
                    u"validate PATH... [--json]"_s},
                   {{u"catalog list"_s,
                     {{u"kind"_s, kindKeys().join(u'|'), u"what to list (default accelerators)"_s},
                      {u"domestic"_s, {}, u"accelerators designed in mainland China (国产)"_s},
                      {u"ecosystem"_s,
                       ecosystemKeys().join(u'|'),
                       u"accelerators programmed through this software stack"_s}}},
                    outputOptions()},
                   {u"catalog list --domestic --ecosystem cann --json"_s,
                    u"catalog show huawei-ascend-910b"_s,
                    u"catalog validate my-gpus.yaml"_s}})
    {}

protected:
    Action parse(CliArgs &args, const Context &context) const override
    {
        const bool json = args.flag(u"json"_s);
        const QString verb = args.takePositional();
        if (verb == u"list") {
            const std::optional<ListRequest> r = parseList(args, json);
            if (!r)
                return {};
            return [r = *r](Context &c) { return runList(r, c); };
        }
        if (verb == u"show")
            return parseShow(args, *context.catalog, json);
        if (verb == u"validate") {
            const QStringList paths = takePaths(args, u"catalog validate needs at least one PATH"_s);
            if (paths.isEmpty())
                return {};
            return [paths, json](Context &c) { return runValidateCatalogs(paths, json, c); };
        }
        args.fail(verb.isEmpty() ? u"catalog needs list, show or validate"_s
                                 : QStringLiteral("unknown catalog command \"%1\" (list, show, "
                                                  "validate)")
                                       .arg(elided(verb)));
        return {};
    }

private:
    static Action parseShow(CliArgs &args, const Catalog &catalog, bool json)
    {
        const QString id = args.takePositional();
        if (id.isEmpty()) {
            args.fail(u"catalog show needs exactly one ID"_s);
            return {};
        }
        const std::optional<QJsonObject> o = findEntry(catalog, id);
        if (!o) {
            args.fail(QStringLiteral("unknown id \"%1\"").arg(elided(id)));
            return {};
        }
        return [o = *o, json](Context &c) { return runShow(o, json, c); };
    }
};

} // namespace

const Command &catalogCommand()
{
    static const CatalogCommand command;
    return command;
}

} // namespace Atlas::Cli
