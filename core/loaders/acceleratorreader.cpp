#include "loaders/catalogreader.h"

namespace Atlas {

namespace {

// Upper bounds far above any accelerator (the largest today: 288 GiB, 8 TB/s, 5 dense PFLOPS,
// 1.2 kW), so that a typo is refused where it was written: 1e300 GiB would make everything fit.
// Lower bounds far below any (the smallest in the catalog: 12 GiB, 300 GB/s, 15.7 TFLOPS, 72 W):
// 1e-300 GiB or TFLOPS made every count and time explode into 300-digit figures.
constexpr double MinMemoryGiB = 1;
constexpr double MaxMemoryGiB = 1e6;
constexpr double MinBandwidthGBs = 1;
constexpr double MaxBandwidthGBs = 1e6;
constexpr double MinTflops = 0.1;
constexpr double MaxTflops = 1e7;
constexpr double MinPowerW = 1;
constexpr double MaxPowerW = 1e6;

void readThroughput(FieldReader &parent, Accelerator &a)
{
    const YamlNode node = parent.node("tflops");
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("tflops"), parent.markOf("tflops"));
    if (!r.isMap())
        return;
    for (int i = 0; i < ThroughputKindCount; ++i) {
        const QByteArray key = throughputKey(ThroughputKind(i)).toLatin1();
        a.tflops[size_t(i)] = r.number(key.constData(), MinTflops, MaxTflops);
    }
}

void readInterconnect(FieldReader &parent, Accelerator &a)
{
    const YamlNode node = parent.node("interconnect");
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(),
                  node,
                  parent.fieldPath("interconnect"),
                  parent.markOf("interconnect"));
    if (!r.isMap())
        return;
    a.interconnectKind = r.text("kind", Need::Optional, MaxNameLength).value_or(QString());
    a.interconnectGBs = r.number("gbs", MinBandwidthGBs, MaxBandwidthGBs);
}

void readPrice(FieldReader &parent, Accelerator &a)
{
    const YamlNode node = parent.node("price");
    if (!node.isDefined() || node.isNull())
        return;
    FieldReader r(parent.context(), node, parent.fieldPath("price"), parent.markOf("price"));
    if (!r.isMap())
        return;
    AcceleratorPrice &p = a.price;
    p.purchaseUsd = r.positive("purchase_usd");
    p.purchaseBasis = r.text("purchase_basis").value_or(QString());
    p.purchaseDate = readDate(r, "purchase_date").value_or(QString());
    p.cloudUsdPerHour = r.positive("cloud_usd_per_hour");
    p.cloudBasis = r.text("cloud_basis").value_or(QString());
    p.cloudDate = readDate(r, "cloud_date").value_or(QString());
    const YamlNode seed = r.node("seed_cny");
    if (seed.isDefined() && !seed.isNull()) {
        FieldReader s(r.context(), seed, r.fieldPath("seed_cny"), r.markOf("seed_cny"));
        if (s.isMap()) {
            p.seedCnyLow = s.positive("low");
            p.seedCnyHigh = s.positive("high");
            p.seedNote = s.text("note").value_or(QString());
        }
    }
    if ((p.purchaseUsd && p.purchaseBasis.isEmpty())
        || (p.cloudUsdPerHour && p.cloudBasis.isEmpty())) {
        r.warning(p.purchaseUsd && p.purchaseBasis.isEmpty() ? "purchase_basis" : "cloud_basis",
                  ATLAS_TR("Atlas::CatalogReader", "a price without its basis cannot be traced"));
    }
}

void readSeedClaims(FieldReader &parent, Accelerator &a)
{
    parent.forEachMap("seed_claims", Need::Optional, [&a](FieldReader &r) {
        SeedClaim claim;
        claim.claimZh = r.text("claim_zh", Need::Required).value_or(QString());
        const QStringList verdicts = {QStringLiteral("misleading"),
                                      QStringLiteral("wrong"),
                                      QStringLiteral("unsupported"),
                                      QStringLiteral("partly-wrong")};
        if (const auto v = r.choice("verdict", verdicts, Need::Required))
            claim.verdict = verdicts.at(*v);
        claim.correction = r.localized("correction_en", "correction_zh", Need::Required);
        a.seedClaims.append(claim);
    });
}

} // namespace

bool readAccelerator(FieldReader &r, Accelerator &a)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    a.sourceFile = r.context().fileName();
    a.sourceLine = r.mark().line + 1;

    a.id = readId(r).value_or(QString());
    a.vendor = r.text("vendor", Need::Required, MaxNameLength).value_or(QString());
    a.vendorName = {a.vendor,
                    r.text("vendor_zh", Need::Optional, MaxNameLength).value_or(QString())};
    a.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
    a.architecture = r.text("architecture").value_or(QString());
    if (const auto f = r.choice("form_factor", formFactorKeys(), Need::Required))
        a.formFactor = FormFactor(*f);
    a.year = int(r.integer("year", 1990, 2100).value_or(0));
    a.memoryGiB = r.number("memory_gib", MinMemoryGiB, MaxMemoryGiB, Need::Required).value_or(0);
    a.memoryType = r.text("memory_type").value_or(QString());
    a.memoryNote = r.text("memory_note").value_or(QString());
    // Required as a key, so that an unknown figure is stated (null), never forgotten.
    if (!r.node("bandwidth_gbs").isDefined())
        r.error("bandwidth_gbs",
                ATLAS_TR("Atlas::CatalogReader",
                         "missing: give the memory bandwidth in GB/s, or null when the vendor "
                         "publishes none"));
    a.bandwidthGBs = r.number("bandwidth_gbs", MinBandwidthGBs, MaxBandwidthGBs);
    readThroughput(r, a);
    a.sparseNote = r.text("sparse_note").value_or(QString());
    readInterconnect(r, a);
    a.pcie = r.text("pcie").value_or(QString());
    a.tdpW = r.number("tdp_w", MinPowerW, MaxPowerW);
    a.tdpEstimateW = r.number("tdp_estimate_w", MinPowerW, MaxPowerW);
    a.tdpNote = r.text("tdp_note").value_or(QString());
    a.ecc = r.text("ecc").value_or(QString());
    a.software = r.text("software").value_or(QString());
    if (const auto e = r.choice("ecosystem", ecosystemKeys()))
        a.ecosystem = Ecosystem(*e);
    if (const auto c = r.choice("cuda_compatible", cudaCompatibilityKeys()))
        a.cudaCompatible = CudaCompatibility(*c);
    a.ecosystemNote = r.localized("ecosystem_note_en", "ecosystem_note_zh");
    a.domestic = r.boolean("domestic").value_or(false);
    if (const auto v = r.choice("availability", availabilityKeys()))
        a.availability = Availability(*v);
    a.inferenceOnly = r.boolean("inference_only").value_or(false);
    a.exportControl = r.text("export_control").value_or(QString());
    a.tpp = r.positive("tpp");
    const std::optional<int> tier = r.choice("tier", tierKeys(), Need::Required);
    if (tier)
        a.tier = Tier(*tier);
    const QStringList bases = {QStringLiteral("seed"), QStringLiteral("rule")};
    a.tierFromSeed = r.choice("tier_basis", bases).value_or(1) == 0;
    a.mfuClass = r.text("mfu_class", Need::Optional, MaxIdLength).value_or(QString());
    readPrice(r, a);
    if (const auto c = r.choice("confidence", confidenceKeys(), Need::Required))
        a.confidence = Confidence(*c);
    a.caveats = r.text("caveats").value_or(QString());
    readSeedClaims(r, a);
    a.notes = r.localized("notes_en", "notes_zh");
    a.sources = r.stringList("sources", Need::Required);

    const bool ok = r.context().diagnostics().errorCount() == errorsBefore;
    if (ok && tier && tierFor(a) != a.tier) {
        r.warning("tier",
                  ATLAS_TR("Atlas::CatalogReader",
                           "tier \"%1\" disagrees with the tier rule, which gives \"%2\" (%3)")
                      .arg(tierKey(a.tier))
                      .arg(tierKey(tierFor(a)))
                      .arg(tierReason(a)));
    }
    return ok;
}

bool readMfuClass(FieldReader &r, const QString &id, MfuClass &out)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    out.id = id;
    out.mfu = r.number("mfu", 0.0, 1.0, Need::Required, true).value_or(0.35);
    // Without a band the prior is the point alone; the embedded classes all give one.
    out.low = r.number("low", 0.0, 1.0, Need::Optional, true).value_or(out.mfu);
    out.high = r.number("high", 0.0, 1.0, Need::Optional, true).value_or(out.mfu);
    out.measured = r.boolean("measured").value_or(false);
    out.basis = r.text("basis", Need::Required).value_or(QString());
    out.sources = r.stringList("sources");
    if (out.low > out.mfu)
        r.error("low",
                ATLAS_TR("Atlas::CatalogReader", "expected at most mfu (%1), found %2")
                    .arg(out.mfu)
                    .arg(out.low));
    if (out.high < out.mfu)
        r.error("high",
                ATLAS_TR("Atlas::CatalogReader", "expected at least mfu (%1), found %2")
                    .arg(out.mfu)
                    .arg(out.high));
    return r.context().diagnostics().errorCount() == errorsBefore;
}

} // namespace Atlas
