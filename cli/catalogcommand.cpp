#include "cli/commands.h"
#include "cli/jsonout.h"

#include "io/inputfile.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

QJsonObject jsonRegionBasics(const Region &r)
{
    return {{QStringLiteral("id"), r.id},
            {QStringLiteral("kind"), r.isHub() ? QStringLiteral("hub") : QStringLiteral("cluster")},
            {QStringLiteral("name_en"), r.name.en},
            {QStringLiteral("name_zh"), r.name.zh},
            {QStringLiteral("hub"), r.hubId},
            {QStringLiteral("side"), sideKey(r.side)},
            {QStringLiteral("role"), roleKey(r.role)},
            {QStringLiteral("lat"), r.lat},
            {QStringLiteral("lon"), r.lon},
            {QStringLiteral("tariff_cny_per_kwh"), r.tariff.value},
            {QStringLiteral("pue_target"), jsonNumber(r.pueTarget.value)},
            {QStringLiteral("grid_factor_kg_per_kwh"), r.gridFactor.value},
            {QStringLiteral("sources"), jsonStrings(r.sources)}};
}

int list(CliArgs &args, Context &c, bool json)
{
    const QStringList kinds = {QStringLiteral("accelerators"),
                               QStringLiteral("models"),
                               QStringLiteral("regions"),
                               QStringLiteral("pricing"),
                               QStringLiteral("providers")};
    const int kind = args.choice(QStringLiteral("kind"), kinds).value_or(0);
    // Accelerator filters: a state-owned buyer may only choose 国产, a team may need its stack.
    const bool domesticOnly = args.flag(QStringLiteral("domestic"));
    const std::optional<int> ecosystem = args.choice(QStringLiteral("ecosystem"), ecosystemKeys());
    args.finish();
    if (args.ok() && kind != 0 && (domesticOnly || ecosystem))
        args.fail(QStringLiteral("--domestic and --ecosystem filter accelerators only"));
    if (!args.ok())
        return argumentError(c, args);
    const Catalog &cat = *c.catalog;
    QJsonArray array;
    switch (kind) {
    case 0:
        for (const Accelerator &a : cat.accelerators()) {
            if ((domesticOnly && !a.domestic)
                || (ecosystem && a.ecosystem != std::optional(Ecosystem(*ecosystem))))
                continue;
            if (json)
                array.append(jsonAccelerator(a, cat));
            else
                c.out << a.id.leftJustified(26) << tierKey(a.tier).leftJustified(10)
                      << QString::number(a.memoryGiB).rightJustified(5) << " GiB  " << a.name.en
                      << '\n';
        }
        break;
    case 1:
        for (const ModelArch &m : cat.models()) {
            if (json)
                array.append(jsonModel(m));
            else
                c.out << m.id.leftJustified(20)
                      << QString::number(countParameters(m).total / 1e9, 'f', 2).rightJustified(9)
                      << "B  " << m.name.en << '\n';
        }
        break;
    case 2:
        for (const Region *r : cat.regions()) {
            if (json)
                array.append(jsonRegionBasics(*r));
            else
                c.out << r->id.leftJustified(16) << (r->isHub() ? "hub      " : "cluster  ")
                      << r->name.en << '\n';
        }
        break;
    case 4:
        for (const Provider &p : cat.providers()) {
            if (json) {
                array.append(jsonProvider(p, cat, false));
                continue;
            }
            const auto priced = std::count_if(p.instances.cbegin(),
                                              p.instances.cend(),
                                              [](const Instance &i) { return i.price.has_value(); });
            c.out << p.id.leftJustified(14) << providerKindKey(p.kind).leftJustified(12)
                  << (p.domestic ? "domestic  " : "overseas  ")
                  << QStringLiteral("%1 instances, %2 priced")
                         .arg(p.instances.size())
                         .arg(priced)
                         .leftJustified(26)
                  << p.name.en << '\n';
        }
        break;
    default: {
        const PricingCatalog &p = cat.pricing();
        for (const ServiceFormInfo &f : p.serviceForms) {
            if (json)
                array.append(QJsonObject{{QStringLiteral("id"), serviceFormKey(f.form)},
                                         {QStringLiteral("name_en"), f.name.en},
                                         {QStringLiteral("name_zh"), f.name.zh},
                                         {QStringLiteral("billing"), billingKey(f.billing)}});
            else
                c.out << serviceFormKey(f.form).leftJustified(16)
                      << billingKey(f.billing).leftJustified(17) << f.name.en << '\n';
        }
        break;
    }
    }
    if (json)
        c.out << QJsonDocument(array).toJson(QJsonDocument::Indented);
    return Success;
}

int show(CliArgs &args, Context &c, bool json)
{
    args.finish();
    const QStringList ids = args.positionals();
    if (args.ok() && ids.size() != 1)
        args.fail(QStringLiteral("catalog show needs exactly one ID"));
    if (!args.ok())
        return argumentError(c, args);
    const Catalog &cat = *c.catalog;
    const QString &id = ids.constFirst();
    QJsonObject o;
    if (const Accelerator *a = cat.accelerator(id))
        o = jsonAccelerator(*a, cat);
    else if (const ModelArch *m = cat.model(id))
        o = jsonModel(*m);
    else if (const Region *r = cat.region(id))
        o = jsonRegionBasics(*r);
    else if (const Provider *p = cat.provider(id))
        o = jsonProvider(*p, cat, true);
    else
        return usageError(c, QStringLiteral("unknown id \"%1\"").arg(elided(id)));
    if (json) {
        c.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return Success;
    }
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QJsonValue v = it.value();
        QString text;
        if (v.isString())
            text = v.toString();
        else if (v.isDouble())
            text = QString::number(v.toDouble(), 'g', 12);
        else if (v.isBool())
            text = v.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
        else if (v.isNull())
            text = QStringLiteral("—");
        else
            text = QString::fromUtf8(QJsonDocument(v.isArray() ? QJsonDocument(v.toArray())
                                                               : QJsonDocument(v.toObject()))
                                         .toJson(QJsonDocument::Compact));
        c.out << it.key().leftJustified(18) << text << '\n';
    }
    return Success;
}

int validate(CliArgs &args, Context &c, bool json)
{
    args.finish();
    const QStringList paths = args.positionals();
    if (args.ok() && paths.isEmpty())
        args.fail(QStringLiteral("catalog validate needs at least one PATH"));
    if (!args.ok())
        return argumentError(c, args);
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
    if (json) {
        QJsonArray items;
        for (const Diagnostic &x : d.items()) {
            const char *severity = x.severity == Diagnostic::Severity::Error     ? "error"
                                   : x.severity == Diagnostic::Severity::Warning ? "warning"
                                                                                 : "note";
            items.append(QJsonObject{{QStringLiteral("severity"), QString::fromLatin1(severity)},
                                     {QStringLiteral("file"), x.file},
                                     {QStringLiteral("line"), x.line},
                                     {QStringLiteral("column"), x.column},
                                     {QStringLiteral("field"), x.field},
                                     {QStringLiteral("message"), x.message}});
        }
        c.out << QJsonDocument(QJsonObject{{QStringLiteral("valid"), !d.hasErrors()},
                                           {QStringLiteral("errors"), d.errorCount()},
                                           {QStringLiteral("warnings"), d.warningCount()},
                                           {QStringLiteral("diagnostics"), items}})
                     .toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : d.toStringList())
            c.err << line << '\n';
        c.out << (d.hasErrors() ? "invalid" : "valid") << ": " << d.errorCount() << " errors, "
              << d.warningCount() << " warnings\n";
    }
    return d.hasErrors() ? InvalidData : Success;
}

} // namespace

int runCatalog(CliArgs &args, Context &context)
{
    const bool json = args.flag(QStringLiteral("json"));
    const QString verb = args.takePositional();
    if (verb == u"list") {
        if (!args.positionals().isEmpty())
            return usageError(context,
                              QStringLiteral("unexpected argument \"%1\"")
                                  .arg(elided(args.positionals().constFirst())));
        return list(args, context, json);
    }
    if (verb == u"show")
        return show(args, context, json);
    if (verb == u"validate")
        return validate(args, context, json);
    if (verb.isEmpty())
        return usageError(context, QStringLiteral("catalog needs list, show or validate"));
    return usageError(context,
                      QStringLiteral("unknown catalog command \"%1\" (list, show, validate)")
                          .arg(elided(verb)));
}

} // namespace Atlas::Cli
