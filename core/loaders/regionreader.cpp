#include "loaders/catalogreader.h"

namespace Atlas {

namespace {

// A scalar, or a list of them joined; nested lists count against the node budget, as aliases
// could otherwise make them expand without bound.
QString scalarText(YamlContext &context, const YamlNode &node)
{
    if (!node.isDefined() || node.isNull())
        return {};
    if (node.isScalar())
        return node.text();
    if (node.isSequence()) {
        QStringList parts;
        for (const YamlNode item : node) {
            if (!context.visit(item))
                break;
            parts.append(scalarText(context, item));
        }
        return parts.join(QStringLiteral(", "));
    }
    return {};
}

Verification verificationOf(YamlContext &context, const YamlNode &node)
{
    const QString v = scalarText(context, node);
    if (v == u"true" || v == u"verified")
        return Verification::Verified;
    if (v == u"partial")
        return Verification::Partial;
    return Verification::Unverified;
}

QStringList sourceList(const YamlNode &item)
{
    QStringList sources;
    for (const char *key : {"source", "sources"}) {
        const YamlNode n = item[key];
        if (!n.isDefined())
            continue;
        if (n.isScalar())
            sources.append(n.text());
        else if (n.isSequence())
            for (const YamlNode s : n)
                if (s.isScalar())
                    sources.append(s.text());
    }
    return sources;
}

// {value|annual_mean_c, verified, source(s), text_en/zh | note_en/zh | basis_en/zh, year}
SourcedNumber readSourcedNumber(
    FieldReader &parent, const char *key, const char *valueKey, double min, double max)
{
    SourcedNumber out;
    const YamlNode node = parent.node(key);
    if (!node.isDefined() || node.isNull())
        return out;
    FieldReader r(parent.context(), node, parent.fieldPath(key), parent.markOf(key));
    if (!r.isMap())
        return out;
    if (valueKey)
        out.value = r.number(valueKey, min, max);
    if (const auto v = readVerification(r, "verified"))
        out.verified = *v;
    out.text = r.localized("text_en", "text_zh");
    const LocalizedText note = r.localized("note_en", "note_zh");
    if (out.text.isEmpty())
        out.text = note;
    out.sources = r.stringList("source");
    out.sources += r.stringList("sources");
    out.year = int(r.integer("year", 1900, 2100).value_or(0));
    return out;
}

void readSubSites(FieldReader &r, Region &region)
{
    r.forEachMap("sub_sites", Need::Optional, [&region](FieldReader &s) {
        SubSite site;
        site.name = s.localized("name_en", "name_zh", Need::Required, MaxNameLength);
        const auto lat = s.number("lat", -90, 90);
        const auto lon = s.number("lon", -180, 180);
        s.ignore("note");
        s.ignore("note_en");
        s.ignore("note_zh");
        if (!lat || !lon)
            return; // a sub-site without coordinates is text only
        site.lat = *lat;
        site.lon = *lon;
        if (checkCoordinates(s, site.lat, site.lon))
            region.subSites.append(site);
    });
}

void readCommon(FieldReader &r, Region &region)
{
    region.sourceFile = r.context().fileName();
    region.sourceLine = r.mark().line + 1;
    region.id = readId(r).value_or(QString());
    region.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
    region.shortName = r.localized("short_en", "short_zh", Need::Optional, MaxNameLength);
    region.roleText = r.localized("role_en", "role_zh");
    region.notes = r.localized("notes_en", "notes_zh");
    region.sources = r.stringList("sources");
}

} // namespace

bool readCity(FieldReader &r, City &c)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    c.id = readId(r).value_or(QString());
    c.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
    c.lat = r.number("lat", -90, 90, Need::Required).value_or(0);
    c.lon = r.number("lon", -180, 180, Need::Required).value_or(0);
    c.source = r.text("source").value_or(QString());
    if (r.context().diagnostics().errorCount() == errorsBefore)
        checkCoordinates(r, c.lat, c.lon);
    return r.context().diagnostics().errorCount() == errorsBefore;
}

bool readHub(FieldReader &r, Region &hub)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    hub.kind = Region::Kind::Hub;
    readCommon(r, hub);
    hub.hubId = hub.id;
    const QStringList sides = {QStringLiteral("east"), QStringLiteral("west")};
    if (const auto s = r.choice("side", sides, Need::Required))
        hub.side = Side(*s);
    hub.sideNote = r.localized("side_note_en", "side_note_zh");
    const QStringList roles = {QStringLiteral("realtime"), QStringLiteral("non-realtime")};
    if (const auto v = r.choice("role", roles, Need::Required))
        hub.role = Role(*v);
    hub.gridFactor.region = r.text("grid_region").value_or(QString());
    hub.lat = r.number("lat", -90, 90, Need::Required).value_or(0);
    hub.lon = r.number("lon", -180, 180, Need::Required).value_or(0);
    hub.clusterIds = r.stringList("clusters", Need::Required);
    hub.demandCities = r.stringList("demand_cities");
    if (r.context().diagnostics().errorCount() == errorsBefore)
        checkCoordinates(r, hub.lat, hub.lon);
    return r.context().diagnostics().errorCount() == errorsBefore;
}

bool readCluster(FieldReader &r, Region &c)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    c.kind = Region::Kind::Cluster;
    readCommon(r, c);
    c.hubId = r.text("hub", Need::Required, MaxIdLength).value_or(QString());
    c.province = r.localized("province_en", "province_zh");
    c.startZone = readSourcedNumber(r, "start_zone", nullptr, 0, 0);
    c.lat = r.number("lat", -90, 90, Need::Required).value_or(0);
    c.lon = r.number("lon", -180, 180, Need::Required).value_or(0);
    c.coordVerified = readVerification(r, "coord_verified").value_or(Verification::Unverified);
    c.coordNote = r.localized("coord_note_en", "coord_note_zh");
    readSubSites(r, c);
    c.pueTarget = readSourcedNumber(r, "pue_target", "value", 1.0, 3.0);
    if (!c.pueTarget.value && r.context().diagnostics().errorCount() == errorsBefore)
        r.error("pue_target", ATLAS_TR("Atlas::CatalogReader", "expected a PUE value from 1 to 3"));

    const YamlNode tariffNode = r.node("tariff_cny_per_kwh");
    if (tariffNode.isDefined() && !tariffNode.isNull()) {
        FieldReader t(r.context(),
                      tariffNode,
                      r.fieldPath("tariff_cny_per_kwh"),
                      r.markOf("tariff_cny_per_kwh"));
        if (t.isMap()) {
            c.tariff.value = t.number("default", 0.0, 10.0, Need::Required, true).value_or(0);
            c.tariff.low = t.number("low", 0.0, 10.0, Need::Optional, true).value_or(c.tariff.value);
            c.tariff.high = t.number("high", 0.0, 10.0, Need::Optional, true)
                                .value_or(c.tariff.value);
            c.tariff.verified = readVerification(t, "verified").value_or(Verification::Unverified);
            c.tariff.basis = t.localized("basis_en", "basis_zh");
            c.tariff.sources = t.stringList("sources");
            t.ignore("indicative"); // every tariff default is indicative
            if (c.tariff.value > 0
                && (c.tariff.low > c.tariff.value || c.tariff.value > c.tariff.high))
                t.error("default",
                        ATLAS_TR("Atlas::CatalogReader",
                                 "expected low <= default <= high, found %1 / %2 / %3")
                            .arg(c.tariff.low)
                            .arg(c.tariff.value)
                            .arg(c.tariff.high));
        }
    } else {
        r.error("tariff_cny_per_kwh", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    }

    const YamlNode gridNode = r.node("grid_factor");
    if (gridNode.isDefined() && !gridNode.isNull()) {
        FieldReader g(r.context(), gridNode, r.fieldPath("grid_factor"), r.markOf("grid_factor"));
        if (g.isMap()) {
            c.gridFactor.value = g.number("value", 0.0, 2.0, Need::Required).value_or(0);
            c.gridFactor.year = int(g.integer("year", 1990, 2100).value_or(0));
            c.gridFactor.region = g.text("region").value_or(QString());
            c.gridFactor.verified = readVerification(g, "verified")
                                        .value_or(Verification::Unverified);
            c.gridFactor.sources = g.stringList("source");
            c.gridFactor.sources += g.stringList("sources");
        }
    } else {
        r.error("grid_factor", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    }
    c.provincialFactor2022 = r.number("provincial_factor_2022", 0.0, 2.0);
    c.greenShare = readSourcedNumber(r, "green_share", "value", 0.0, 1.0);
    c.climate = readSourcedNumber(r, "climate", "annual_mean_c", -60.0, 60.0);
    c.latencyClaim = r.localized("latency_claim_en", "latency_claim_zh");
    if (r.context().diagnostics().errorCount() == errorsBefore)
        checkCoordinates(r, c.lat, c.lon);
    return r.context().diagnostics().errorCount() == errorsBefore;
}

namespace {

// A list item that says what it is (what_en) with a value, a latency or a factor: a fact.
void addPolicyFact(YamlContext &context,
                   const QString &group,
                   const YamlNode &item,
                   CatalogFragment &fragment)
{
    if (!item.isMap() || !item["what_en"].isDefined())
        return;
    auto text = [&context](const YamlNode &n) { return scalarText(context, n); };
    RegionPolicyFact fact;
    fact.group = group;
    fact.what = {text(item["what_en"]), text(item["what_zh"])};
    if (item["value_ms"].isDefined() && !item["value_ms"].isNull())
        fact.value = text(item["value_ms"]) + QStringLiteral(" ms");
    else if (item["value"].isDefined() && !item["value"].isNull())
        fact.value = text(item["value"]);
    else if (item["factor"].isDefined())
        fact.value = text(item["factor"]) + QStringLiteral("×");
    const QString unit = text(item["unit"]);
    if (!unit.isEmpty() && !fact.value.isEmpty() && unit != u"fraction")
        fact.value += u' ' + unit;
    fact.verified = verificationOf(context, item["verified"]);
    fact.sources = sourceList(item);
    if (!fact.value.isEmpty())
        fragment.policy.append(fact);
}

// Walks mappings up to two levels down looking for lists of facts.
void walkPolicyFacts(YamlContext &context,
                     const QString &group,
                     const YamlNode &value,
                     int depth,
                     CatalogFragment &fragment)
{
    if (!context.visit(value))
        return;
    if (value.isSequence()) {
        for (const YamlNode item : value)
            addPolicyFact(context, group, item, fragment);
    } else if (value.isMap() && depth < 2) {
        for (int i = 0; i < value.size(); ++i)
            walkPolicyFacts(context, group, value.value(i), depth + 1, fragment);
    }
}

void readRegionSeedClaims(YamlContext &context, const YamlNode &value, CatalogFragment &fragment)
{
    int index = 0;
    for (const YamlNode item : value) {
        FieldReader r(context, item, indexedPath(QStringLiteral("policy.seed_claims"), index++));
        if (!r.isMap())
            continue;
        RegionSeedClaim claim;
        claim.claimZh = r.text("claim_zh", Need::Required).value_or(QString());
        claim.verdict = r.text("verdict", Need::Required).value_or(QString());
        claim.verdictText = r.localized("verdict_en", "verdict_zh");
        claim.evidence = r.localized("evidence_en", "evidence_zh");
        claim.sources = r.stringList("sources");
        fragment.regionSeedClaims.append(claim);
    }
}

// The measured inter-hub latencies: one fact per network layer, mean / max.
void readMeasuredLatency(YamlContext &context,
                         const QString &key,
                         const YamlNode &value,
                         CatalogFragment &fragment)
{
    const QStringList sources = sourceList(value);
    const Verification verified = verificationOf(context, value["verified"]);
    const std::pair<const char *, LocalizedText> paths[] = {
        {"inter_hub_optical_ms",
         {QStringLiteral("Inter-hub latency, optical layer (mean / max)"),
          QStringLiteral("枢纽间时延，光层（平均/最大）")}},
        {"inter_hub_ip_private_best_ms",
         {QStringLiteral("Inter-hub latency, best private IP (mean / max)"),
          QStringLiteral("枢纽间时延，最优专用 IP（平均/最大）")}},
        {"inter_hub_public_internet_best_ms",
         {QStringLiteral("Inter-hub latency, best public internet (mean / max)"),
          QStringLiteral("枢纽间时延，最优公网（平均/最大）")}},
    };
    for (const auto &[path, what] : paths) {
        const YamlNode p = value[path];
        if (!p.isMap())
            continue;
        RegionPolicyFact fact;
        fact.group = key;
        fact.what = what;
        fact.value = scalarText(context, p["mean"]) + QStringLiteral(" / ")
                     + scalarText(context, p["max"]) + QStringLiteral(" ms");
        fact.verified = verified;
        fact.sources = sources;
        fragment.policy.append(fact);
    }
}

} // namespace

// The policy section is documentation with a loose shape: every list item that says what it is
// (what_en) becomes a displayable fact, the seed verdicts are read field by field.
void readRegionPolicy(YamlContext &context, const YamlNode &node, CatalogFragment &fragment)
{
    if (!node.isMap()) {
        context.error(node.mark(),
                      QStringLiteral("policy"),
                      ATLAS_TR("Atlas::CatalogReader", "expected a mapping, found %1")
                          .arg(describeNode(node)));
        return;
    }
    for (int i = 0; i < node.size(); ++i) {
        const YamlNode value = node.value(i);
        if (!context.visit(value))
            return;
        const QString key = scalarText(context, node.key(i));
        if (key == u"seed_claims" && value.isSequence())
            readRegionSeedClaims(context, value, fragment);
        else if (key == u"latency_measured_q1_2024" && value.isMap())
            readMeasuredLatency(context, key, value, fragment);
        else
            walkPolicyFacts(context, key, value, 0, fragment);
    }
}

} // namespace Atlas
