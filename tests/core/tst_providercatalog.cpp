// providers.yaml: the loader (malformed input located, the unknown-accelerator rule, grid links)
// and pricing a job on an instance, checked against hand-computed cases.

#include "cost/providercost.h"
#include "support/testutil.h"

#include <QFile>
#include <QTest>

using namespace Atlas;

namespace {

const char *const validProvider
    = "providers:\n"
      "  - id: test-cloud\n"
      "    name_en: Test cloud\n"
      "    name_zh: 测试云\n"
      "    kind: cloud\n"
      "    domestic: true\n"
      "    billing_unit: minute\n"
      "    min_billed_seconds: 600\n"
      "    china_notes_en: Mainland regions only.\n"
      "    china_notes_zh: 仅大陆地域。\n"
      "    sources: {S1: \"https://example.invalid/prices\"}\n"
      "    regions:\n"
      "      - {id: bj, name_en: Beijing, name_zh: 北京, country: CN, lat: 39.9, lon: 116.4}\n"
      "      - {id: tokyo, name_en: Tokyo, name_zh: 东京, country: JP, lat: 35.68, lon: 139.69}\n"
      "    instances:\n"
      "      - id: a100x8\n"
      "        gpu: nvidia-a100-sxm4-80gb\n"
      "        gpus: 8\n"
      "        price: {amount: 100, currency: USD, per: hour, date: \"2026-01\", source: S1, "
      "confidence: B, region: bj}\n"
      "        monthly_price: {amount: 50000, currency: CNY, per: month, date: \"2026-01\", "
      "source: S1, confidence: B}\n"
      "        spot_price: {amount: 40, currency: USD, per: hour, date: \"2026-01\", source: S1, "
      "confidence: C}\n"
      "      - id: h-hourly\n"
      "        gpu: nvidia-h100-sxm5-80gb\n"
      "        gpus: 1\n"
      "        billing: hour\n"
      "        price: {amount: 20, currency: CNY, per: hour, date: null, date_note: \"day not "
      "visible\", source: S1, confidence: C}\n"
      "      - id: unpriced\n"
      "        gpu: nvidia-rtx-4090\n"
      "        gpus: 1\n"
      "        price: null\n"
      "        price_note: no public price\n"
      "      - id: unknown-card\n"
      "        gpu: null\n"
      "        gpu_name: NVIDIA T4 16GB\n"
      "        gpus: 1\n"
      "        price: null\n"
      "        price_note: no public price\n";

QByteArray replaced(const QByteArray &from, const QByteArray &to)
{
    QByteArray text(validProvider);
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        qFatal("test input lacks %s", from.constData());
    return text.replace(at, from.size(), to);
}

// A '|' in the marker points inside it: "gpus: |0" is the column of the 0.
std::pair<int, int> locate(const QByteArray &text, QByteArray marker)
{
    const qsizetype bar = marker.indexOf('|');
    marker.replace("|", "");
    qsizetype at = text.indexOf(marker);
    if (at >= 0 && bar >= 0)
        at += bar;
    if (at < 0)
        qFatal("marker %s not found", marker.constData());
    const int line = int(text.left(at).count('\n')) + 1;
    const qsizetype lineStart = at == 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1;
    // Columns count characters, not bytes: "北京" is two columns.
    return {line, int(QString::fromUtf8(text.mid(lineStart, at - lineStart)).size()) + 1};
}

std::shared_ptr<const Catalog> load(const QByteArray &text, Diagnostics &d)
{
    return loadCatalogTexts({{QStringLiteral("p.yaml"), text}}, true, d);
}

// Warnings the embedded data may carry on a branch whose accelerators.yaml lacks the cards
// providers.yaml already names (issue 17: they resolve once those accelerators exist).
const QStringList pendingAccelerators = {QStringLiteral("nvidia-b300"),
                                         QStringLiteral("nvidia-rtx-pro-6000-blackwell"),
                                         QStringLiteral("google-tpu-v6e"),
                                         QStringLiteral("nvidia-l20"),
                                         QStringLiteral("huawei-ascend-910c")};

} // namespace

class TestProviderCatalog : public QObject
{
    Q_OBJECT

private slots:
    void embeddedProviders();
    void malformed_data();
    void malformed();
    void unknownAcceleratorIsSkippedWithAWarning();
    void userFileReplacesAProvider();
    void gridLinks();
    void quote_data();
    void quote();
    void energyFollowsTheRegion();
    void cheapestPerProvider();
    void citationsArePublic_data();
    void citationsArePublic();
    void jurisdictionFollowsTheCountry_data();
    void jurisdictionFollowsTheCountry();
    void instancesOnTheirCards_data();
    void instancesOnTheirCards();
    void unpricedDomesticCloudsSayQuoteOnly();
    void tencentMonthlyBesideHourly_data();
    void tencentMonthlyBesideHourly();
};

void TestProviderCatalog::embeddedProviders()
{
    Diagnostics d;
    CatalogOptions options;
    options.userDir = false;
    const auto catalog = loadCatalog(options, d);
    QCOMPARE(d.errorCount(), 0);
    // The only warnings allowed name an accelerator this catalog does not have yet.
    for (const Diagnostic &w : d.items()) {
        const QString id = w.message.section(u'"', 1, 1);
        QVERIFY2(pendingAccelerators.contains(id) && !catalog->accelerator(id),
                 qPrintable(w.toString()));
    }
    // Every provider the seed names, plus the main Chinese clouds, with at least one instance.
    for (const char *id : {"aws",
                           "gcp",
                           "azure",
                           "aliyun",
                           "tencentcloud",
                           "vastai",
                           "runpod",
                           "lambda",
                           "coreweave",
                           "tensordock",
                           "fluidstack",
                           "huaweicloud",
                           "baidu",
                           "volcengine"}) {
        const Provider *p = catalog->provider(QString::fromLatin1(id));
        QVERIFY2(p, id);
        QVERIFY2(!p->instances.isEmpty(), id);
        QVERIFY2(!p->chinaNotes.en.isEmpty() && !p->chinaNotes.zh.isEmpty(), id);
    }
    int priced = 0;
    for (const Provider &p : catalog->providers()) {
        for (const Instance &i : p.instances) {
            if (!i.price)
                continue;
            ++priced;
            QVERIFY(!i.price->source.isEmpty());
            QVERIFY(!i.price->date.isEmpty() || !i.price->dateNote.isEmpty());
        }
        for (const ProviderRegion &g : p.regions) {
            // Every mainland region stands in for a 东数西算 region's grid.
            if (g.isMainland())
                QVERIFY2(catalog->region(g.gridLinkId), qPrintable(p.id + u'.' + g.id));
        }
    }
    QVERIFY(priced >= 80);
}

void TestProviderCatalog::malformed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("marker");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    const QString p0 = QStringLiteral("providers[0].");
    const QString i0 = p0 + u"instances[0].";

    QTest::newRow("currency unknown")
        << replaced("currency: USD, per: hour, date: \"2026-01\", source: S1, confidence: B",
                    "currency: EUR, per: hour, date: \"2026-01\", source: S1, confidence: B")
        << QByteArray("EUR") << i0 + u"price.currency"
        << QStringLiteral("expected one of CNY, USD, found \"EUR\"");
    QTest::newRow("source key unknown")
        << replaced("source: S1, confidence: B, region", "source: S9, confidence: B, region")
        << QByteArray("S9") << i0 + u"price.source"
        << QStringLiteral("expected one of the provider's source keys (S1), found \"S9\"");
    QTest::newRow("amount negative")
        << replaced("amount: 100", "amount: -1") << QByteArray("-1") << i0 + u"price.amount"
        << QStringLiteral("expected a positive number");
    QTest::newRow("date without note")
        << replaced("date: null, date_note: \"day not visible\",", "date: null,")
        << QByteArray("{amount: 20") << p0 + u"instances[1].price.date"
        << QStringLiteral("needs a date_note");
    QTest::newRow("date malformed")
        << replaced("date: \"2026-01\", source: S1, confidence: B, region",
                    "date: \"Jan 2026\", source: S1, confidence: B, region")
        << QByteArray("\"Jan 2026\"") << i0 + u"price.date"
        << QStringLiteral("expected a date as YYYY");
    QTest::newRow("price region unknown")
        << replaced("region: bj}", "region: mars}") << QByteArray("mars") << i0 + u"price.region"
        << QStringLiteral("expected the id of one of the provider's regions, found \"mars\"");
    QTest::newRow("null gpu without name")
        << replaced("        gpu_name: NVIDIA T4 16GB\n", "") << QByteArray("id: unknown-card")
        << p0 + u"instances[3].gpu_name" << QStringLiteral("needs gpu_name");
    QTest::newRow("null price without note")
        << replaced("        price: null\n        price_note: no public price\n      - id: unknown",
                    "        price: null\n      - id: unknown")
        << QByteArray("id: unpriced") << p0 + u"instances[2].price_note"
        << QStringLiteral("needs price_note");
    QTest::newRow("gpus zero") << replaced("gpus: 8", "gpus: 0") << QByteArray("gpus: |0")
                               << i0 + u"gpus"
                               << QStringLiteral("expected a whole number from 1 to 4096");
    QTest::newRow("mainland region outside China")
        << replaced("country: CN, lat: 39.9", "country: CN, lat: 59.9") << QByteArray("59.9")
        << p0 + u"regions[0].lat" << QStringLiteral("inside China's bounding box");
    QTest::newRow("mainland region without coordinates")
        << replaced("country: CN, lat: 39.9, lon: 116.4}", "country: CN}") << QByteArray("{id: bj")
        << p0 + u"regions[0].lat" << QStringLiteral("needs its coordinates");
    QTest::newRow("country malformed")
        << replaced("country: JP", "country: Japan") << QByteArray("Japan")
        << p0 + u"regions[1].country" << QStringLiteral("ISO 3166-1 country code");
    QTest::newRow("grid link overseas")
        << replaced("country: JP,", "country: JP, grid_link: horinger, grid_link_basis_en: x,")
        << QByteArray("horinger") << p0 + u"regions[1].grid_link"
        << QStringLiteral("only mainland regions");
    QTest::newRow("kind unknown") << replaced("kind: cloud", "kind: bank") << QByteArray("bank")
                                  << p0 + u"kind"
                                  << QStringLiteral("expected one of cloud, rental, marketplace");
    QTest::newRow("billing unit unknown")
        << replaced("billing_unit: minute", "billing_unit: fortnight") << QByteArray("fortnight")
        << p0 + u"billing_unit" << QStringLiteral("expected one of second, minute, hour");
    QTest::newRow("instance region unknown")
        << replaced("        gpus: 8\n", "        gpus: 8\n        regions: [bj, atlantis]\n")
        << QByteArray("atlantis") << i0 + u"regions"
        << QStringLiteral("expected the id of one of the provider's regions");
    QTest::newRow("duplicate instance")
        << replaced("id: h-hourly", "id: a100x8")
        << QByteArray("id: |a100x8\n        gpu: nvidia-h") << p0 + u"instances[1].id"
        << QStringLiteral("duplicate id \"a100x8\"");
    QTest::newRow("monthly price per hour") << replaced("amount: 50000, currency: CNY, per: month",
                                                        "amount: 50000, currency: CNY, per: hour")
                                            << QByteArray("{amount: 50000") << i0 + u"monthly_price"
                                            << QStringLiteral("a monthly price needs per: month");
    QTest::newRow("sources missing")
        << replaced("    sources: {S1: \"https://example.invalid/prices\"}\n", "")
        << QByteArray("id: test-cloud") << p0 + u"sources"
        << QStringLiteral("required field is missing");
}

void TestProviderCatalog::malformed()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, marker);
    QFETCH(QString, field);
    QFETCH(QString, message);
    Diagnostics d;
    const auto catalog = load(text, d);
    const QList<Diagnostic> &items = d.items();
    const auto error = std::find_if(items.cbegin(), items.cend(), [](const Diagnostic &x) {
        return x.severity == Diagnostic::Severity::Error;
    });
    QVERIFY2(error != items.cend(), "no error reported");
    QCOMPARE(error->file, QStringLiteral("p.yaml"));
    QCOMPARE(error->field, field);
    QVERIFY2(error->message.contains(message), qPrintable(error->toString()));
    const auto [line, column] = locate(text, marker);
    QCOMPARE(error->line, line);
    if (!message.contains(u"missing") && !message.contains(u"needs"))
        QCOMPARE(error->column, column);
    QVERIFY(!catalog->provider(u"test-cloud")); // the provider is rejected whole
}

void TestProviderCatalog::unknownAcceleratorIsSkippedWithAWarning()
{
    const QByteArray text = replaced("gpu: nvidia-h100-sxm5-80gb", "gpu: nvidia-x900");
    Diagnostics d;
    auto catalog = load(text, d);
    QCOMPARE(d.errorCount(), 0);
    const auto warning = std::find_if(d.items().cbegin(),
                                      d.items().cend(),
                                      [](const Diagnostic &x) { return x.file == u"p.yaml"; });
    QVERIFY(warning != d.items().cend());
    QCOMPARE(warning->severity, Diagnostic::Severity::Warning);
    QCOMPARE(warning->line, locate(text, "id: h-hourly").first);
    QCOMPARE(warning->field, QStringLiteral("test-cloud.h-hourly.gpu"));
    QVERIFY(warning->message.contains(QStringLiteral("unknown accelerator \"nvidia-x900\"")));
    const Provider *p = catalog->provider(u"test-cloud");
    QVERIFY(p);
    QVERIFY(!p->instance(u"h-hourly")); // left out …
    QCOMPARE(p->instances.size(), 3);   // … the rest stays

    // A later file (here: the same load) that adds the accelerator resolves the instance.
    QByteArray accelerator = "accelerators:\n"
                             "  - id: nvidia-x900\n"
                             "    vendor: Test\n"
                             "    name_en: X900\n"
                             "    name_zh: X900\n"
                             "    form_factor: sxm\n"
                             "    memory_gib: 96\n"
                             "    bandwidth_gbs: 4000\n"
                             "    tier: value\n"
                             "    confidence: U\n"
                             "    sources: [\"https://example.invalid\"]\n";
    Diagnostics d2;
    catalog = loadCatalogTexts({{QStringLiteral("p.yaml"), text},
                                {QStringLiteral("a.yaml"), accelerator}},
                               true,
                               d2);
    QVERIFY(catalog->provider(u"test-cloud")->instance(u"h-hourly"));
    QCOMPARE(catalog->instancesOf(u"nvidia-x900").size(), 1);
}

void TestProviderCatalog::userFileReplacesAProvider()
{
    QByteArray text(validProvider);
    text.replace("id: test-cloud", "id: aws");
    Diagnostics d;
    const auto catalog = load(text, d);
    QCOMPARE(d.errorCount(), 0);
    QCOMPARE(catalog->provider(u"aws")->name.en, QStringLiteral("Test cloud"));
    QVERIFY(d.toStringList().join(u'\n').contains(QStringLiteral("replaces the entry")));
}

void TestProviderCatalog::gridLinks()
{
    // Stated links win; others take the nearest cluster (Beijing → Zhangjiakou, about 160 km).
    const QByteArray text = replaced("country: JP, lat: 35.68, lon: 139.69}",
                                     "country: JP, lat: 35.68, lon: 139.69}\n"
                                     "      - {id: qd, name_en: Qingdao, name_zh: 青岛, country: "
                                     "CN, lat: 36.07, lon: 120.38, grid_link: zhangjiakou, "
                                     "grid_link_basis_en: North China grid}");
    Diagnostics d;
    const auto catalog = load(text, d);
    QCOMPARE(d.errorCount(), 0);
    const Provider *p = catalog->provider(u"test-cloud");
    QCOMPARE(p->region(u"bj")->gridLinkId, QStringLiteral("zhangjiakou"));
    QVERIFY(!p->region(u"bj")->gridLinkStated);
    QVERIFY(p->region(u"bj")->gridLinkKm > 130 && p->region(u"bj")->gridLinkKm < 170);
    QCOMPARE(p->region(u"qd")->gridLinkId, QStringLiteral("zhangjiakou"));
    QVERIFY(p->region(u"qd")->gridLinkStated);
    QVERIFY(p->region(u"tokyo")->gridLinkId.isEmpty());

    Diagnostics d2;
    load(QByteArray(text).replace("grid_link: zhangjiakou", "grid_link: atlantis"), d2);
    QVERIFY(d2.toStringList().join(u'\n').contains(
        QStringLiteral("expected the id of a hub or cluster, found \"atlantis\"")));
}

void TestProviderCatalog::quote_data()
{
    QTest::addColumn<QString>("instance");
    QTest::addColumn<int>("billing");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("hours");
    QTest::addColumn<int>("instances");
    QTest::addColumn<double>("billedHours");
    QTest::addColumn<double>("cost"); // CNY at 7.0 CNY/USD; -1: no price

    const int onDemand = int(ProviderBilling::OnDemand);
    // 12 cards need two 8-card instances; 90 minutes bill as 90 minutes: 100 × 7 × 1.5 × 2.
    QTest::newRow("whole instances") << "a100x8" << onDemand << 12 << 1.5 << 2 << 1.5 << 2100.0;
    // 60.6 minutes bill as 61 (per-minute billing): 100 × 7 × 61/60.
    QTest::newRow("minute rounds up")
        << "a100x8" << onDemand << 8 << 1.01 << 1 << 61.0 / 60 << 700.0 * 61 / 60;
    // 61 s is below the provider's 600 s minimum: 100 × 7 / 6.
    QTest::newRow("minimum billed")
        << "a100x8" << onDemand << 8 << 61.0 / 3600 << 1 << 600.0 / 3600 << 700.0 / 6;
    // The instance overrides the provider's unit: 2.2 h bill as 3 h, in CNY: 3 × 20.
    QTest::newRow("hourly instance in CNY")
        << "h-hourly" << onDemand << 1 << 2.2 << 1 << 3.0 << 60.0;
    // 800 h are two months of 24×7 (730 h each): 2 × 50,000 CNY.
    QTest::newRow("monthly") << "a100x8" << int(ProviderBilling::Monthly) << 8 << 800.0 << 1
                             << 1460.0 << 100000.0;
    QTest::newRow("spot") << "a100x8" << int(ProviderBilling::Spot) << 8 << 2.0 << 1 << 2.0
                          << 560.0;
    QTest::newRow("no price") << "unpriced" << onDemand << 2 << 5.0 << 2 << 0.0 << -1.0;
    QTest::newRow("no spot price")
        << "h-hourly" << int(ProviderBilling::Spot) << 1 << 1.0 << 1 << 0.0 << -1.0;
}

void TestProviderCatalog::quote()
{
    QFETCH(QString, instance);
    QFETCH(int, billing);
    QFETCH(int, gpus);
    QFETCH(double, hours);
    QFETCH(int, instances);
    QFETCH(double, billedHours);
    QFETCH(double, cost);
    Diagnostics d;
    const auto catalog = load(validProvider, d);
    const Provider &p = *catalog->provider(u"test-cloud");
    const Instance &i = *p.instance(instance);
    ProviderJob job;
    job.gpus = gpus;
    job.wallHours = hours;
    job.billing = ProviderBilling(billing);
    job.usdCny = 7.0;
    const ProviderQuote q = quoteInstance(*catalog, p, i, defaultRegion(p, i), job);
    QCOMPARE(q.instances, instances);
    if (cost < 0) {
        QVERIFY(!q.costCny);
        QVERIFY(q.energyKwh > 0); // time and energy are still known
        return;
    }
    QVERIFY(q.costCny);
    QVERIFY2(qAbs(q.billedHours - billedHours) < 1e-9, qPrintable(QString::number(q.billedHours)));
    QVERIFY2(qAbs(*q.costCny - cost) < 1e-6, qPrintable(QString::number(*q.costCny, 'g', 12)));
    QVERIFY(!quoteAssumptions(q, job).isEmpty());
}

void TestProviderCatalog::energyFollowsTheRegion()
{
    Diagnostics d;
    const auto catalog = load(validProvider, d);
    const Provider &p = *catalog->provider(u"test-cloud");
    const Instance &i = *p.instance(u"a100x8");
    ProviderJob job;
    job.gpus = 8;
    job.wallHours = 1.5;
    // Beijing links to Zhangjiakou (regions.yaml: PUE target 1.25, North China grid 0.6361):
    // 8 × 1.5 h × 400 W × 0.8 utilisation × (1 + 0.5 host) × 1.25 = 7.2 kWh; × 0.6361 kg/kWh.
    const ProviderQuote bj = quoteInstance(*catalog, p, i, p.region(u"bj"), job);
    QCOMPARE(bj.gridRegion->id, QStringLiteral("zhangjiakou"));
    QVERIFY(qAbs(bj.energyKwh - 7.2) < 1e-9);
    QVERIFY(bj.co2Kg && qAbs(*bj.co2Kg - 7.2 * 0.6361) < 1e-9);
    // Tokyo: no grid factor catalogued, CO₂ unknown; energy at China's average PUE 1.42.
    const ProviderQuote tokyo = quoteInstance(*catalog, p, i, p.region(u"tokyo"), job);
    QVERIFY(!tokyo.gridRegion);
    QVERIFY(!tokyo.co2Kg);
    QVERIFY(qAbs(tokyo.energyKwh - 7.2 / 1.25 * 1.42) < 1e-9);
}

void TestProviderCatalog::cheapestPerProvider()
{
    Diagnostics d;
    const auto catalog = load(validProvider, d);
    // 8 × A100 80GB for 10 h: the test cloud's only A100 instance, 100 USD × rate × 10 h, is
    // one entry among the embedded providers' cheapest offers, which come sorted by cost.
    const QList<InstanceOption> options = cheapestInstances(*catalog,
                                                            *catalog->accelerator(
                                                                u"nvidia-a100-sxm4-80gb"),
                                                            8,
                                                            10.0,
                                                            ProviderBilling::OnDemand,
                                                            7.0);
    QVERIFY(options.size() >= 5);
    QSet<qsizetype> providers;
    for (qsizetype k = 0; k < options.size(); ++k) {
        QVERIFY(!providers.contains(options.at(k).providerIndex)); // one per provider
        providers.insert(options.at(k).providerIndex);
        if (k > 0)
            QVERIFY(options.at(k - 1).costCny <= options.at(k).costCny);
    }
    const auto mine = std::find_if(options.cbegin(), options.cend(), [&](const InstanceOption &o) {
        return catalog->providers().at(o.providerIndex).id == u"test-cloud";
    });
    QVERIFY(mine != options.cend());
    QCOMPARE(mine->costCny, 7000.0);
    // Lambda's 8 × A100 80GB at 22.32 USD/h (providers.yaml): 22.32 × 7 × 10 h.
    const auto lambda = std::find_if(options.cbegin(), options.cend(), [&](const InstanceOption &o) {
        return catalog->providers().at(o.providerIndex).id == u"lambda";
    });
    QVERIFY(lambda != options.cend());
    QVERIFY(qAbs(lambda->costCny - 22.32 * 7 * 10) < 1e-6);
}

void TestProviderCatalog::citationsArePublic_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("providers") << QStringLiteral(":/computeatlas/data/providers.yaml");
    QTest::newRow("pricing") << QStringLiteral(":/computeatlas/data/pricing.yaml");
    // Review 2026-12-03, L7: an accelerator's architecture text cited "GPUS.md".
    QTest::newRow("accelerators") << QStringLiteral(":/computeatlas/data/accelerators.yaml");
}

void TestProviderCatalog::citationsArePublic()
{
    // Issue 27: sources are public pages or stored copies of public repositories; the project's
    // own research notes (…/shared/reference/GPUS.md, REGIONS.md) are nobody else's citation.
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    // What a user can see: the data, not the maintainers' comments (which may name the notes
    // a table was imported from).
    QString text;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n'))
        if (!line.trimmed().startsWith(u'#'))
            text += line + u'\n';
    for (const char *local : {"/work/", "shared/reference", "GPUS.md", "REGIONS.md"})
        QVERIFY2(!text.contains(QLatin1String(local)), local);
}

void TestProviderCatalog::jurisdictionFollowsTheCountry_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("country");
    // The app derives mainland / Hong Kong / overseas from `country`, not from the region id:
    // Alibaba's ap-* and eu-* are Tokyo and Frankfurt, Tencent's ap-beijing is Beijing, and AWS
    // China's two regions are operated in the mainland (Sinnet in Beijing, NWCD in Ningxia).
    auto row = [](const char *p, const char *r, const char *c) {
        QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(p), QLatin1String(r))))
            << QString::fromLatin1(p) << QString::fromLatin1(r) << QString::fromLatin1(c);
    };
    row("aliyun", "cn-hongkong", "HK");
    row("aliyun", "ap-northeast-1", "JP");
    row("aliyun", "eu-central-1", "DE");
    row("aliyun", "cn-beijing", "CN");
    row("tencentcloud", "ap-beijing", "CN");
    row("tencentcloud", "ap-hongkong", "HK");
    row("aws", "ap-northeast-1", "JP");
    row("aws", "us-east-1", "US");
    row("aws-china", "cn-north-1", "CN");
    row("aws-china", "cn-northwest-1", "CN");
    row("gcp", "europe-west4", "NL");
}

void TestProviderCatalog::jurisdictionFollowsTheCountry()
{
    QFETCH(QString, provider);
    QFETCH(QString, region);
    QFETCH(QString, country);
    const Provider *p = AtlasTest::catalog()->provider(provider);
    QVERIFY(p);
    const ProviderRegion *g = p->region(region);
    QVERIFY(g);
    QCOMPARE(g->country, country);
    QCOMPARE(g->isMainland(), country == u"CN");
}

void TestProviderCatalog::instancesOnTheirCards_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("instance");
    QTest::addColumn<QString>("card");
    auto row = [](const char *p, const char *i, const char *c) {
        QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(p), QLatin1String(i))))
            << QString::fromLatin1(p) << QString::fromLatin1(i) << QString::fromLatin1(c);
    };
    // Azure's NC A100 v4 series and FluidStack's A100_PCIE_80GB run the PCIe card (datareceipts
    // lists Azure's as "A100 PCIe", 80 GB); Vast.ai's A100_SXM4 listing is the 80 GB card.
    row("azure", "standard_nc24ads_a100_v4", "nvidia-a100-pcie-80gb");
    row("azure", "standard_nc96ads_a100_v4", "nvidia-a100-pcie-80gb");
    row("fluidstack", "a100_pcie_80gb-8", "nvidia-a100-pcie-80gb");
    row("vastai", "1x-a100_sxm4", "nvidia-a100-sxm4-80gb");
    // T4 instances, unpriced cards before the T4 entry existed.
    row("aws-china", "g4dn.xlarge", "nvidia-t4");
    row("aliyun", "ecs.gn6i-c4g1.xlarge", "nvidia-t4");
    row("tencentcloud", "gn7.2xlarge32", "nvidia-t4");
    row("matpool", "t4-1x", "nvidia-t4");
    // The domestic clouds' instances on catalog cards.
    row("huaweicloud", "modelarts-snt9b-8", "huawei-ascend-910b");
    row("baidu", "bcc.hgn5ib.c116m978.8a100-80g", "nvidia-a100-sxm4-80gb");
    row("gpushare", "rtx-3090-1x", "nvidia-rtx-3090");
    row("autodl", "rtx-4090d-1x", "nvidia-rtx-4090d");
}

void TestProviderCatalog::instancesOnTheirCards()
{
    QFETCH(QString, provider);
    QFETCH(QString, instance);
    QFETCH(QString, card);
    const Provider *p = AtlasTest::catalog()->provider(provider);
    QVERIFY(p);
    const Instance *i = p->instance(instance);
    QVERIFY(i);
    QCOMPARE(i->acceleratorId, card);
    QVERIFY(AtlasTest::catalog()->accelerator(card));
}

void TestProviderCatalog::unpricedDomesticCloudsSayQuoteOnly()
{
    // Issue 27: where 华为云, 百度智能云 or 火山引擎 publish no price, the instance says "quote only"
    // in both languages - not zero, not silence.
    int unpriced = 0;
    for (const char *id : {"huaweicloud", "baidu", "volcengine"}) {
        const Provider *p = AtlasTest::catalog()->provider(QString::fromLatin1(id));
        QVERIFY(p);
        for (const Instance &i : p->instances) {
            if (i.price)
                continue;
            ++unpriced;
            QVERIFY2(i.priceNote.contains(u"quote only") && i.priceNote.contains(u"仅询价"),
                     qPrintable(p->id + u'/' + i.id));
        }
    }
    QVERIFY(unpriced >= 4);
}

void TestProviderCatalog::tencentMonthlyBesideHourly_data()
{
    QTest::addColumn<QString>("instance");
    QTest::addColumn<double>("monthly");
    // Tencent Cloud's 价格总览 (tencentyun/qcloud-documents @8ec0729): 包年包月 list prices, the
    // upper one where the page gives a range by region.
    QTest::newRow("GT4.41XLARGE948") << QStringLiteral("gt4.41xlarge948") << 114016.0;
    QTest::newRow("GT4.4XLARGE96") << QStringLiteral("gt4.4xlarge96") << 13748.0;
    QTest::newRow("GN10Xp.20XLARGE320") << QStringLiteral("gn10xp.20xlarge320") << 46000.0;
    QTest::newRow("GN10X.18XLARGE320") << QStringLiteral("gn10x.18xlarge320") << 42000.0;
    QTest::newRow("GN8.14XLARGE448") << QStringLiteral("gn8.14xlarge448") << 36000.0;
    QTest::newRow("GN7.2XLARGE32") << QStringLiteral("gn7.2xlarge32") << 2500.0;
}

void TestProviderCatalog::tencentMonthlyBesideHourly()
{
    QFETCH(QString, instance);
    QFETCH(double, monthly);
    const Instance *i = AtlasTest::catalog()->provider(u"tencentcloud")->instance(instance);
    QVERIFY(i && i->price && i->monthlyPrice);
    QCOMPARE(i->monthlyPrice->amount, monthly);
    QCOMPARE(i->monthlyPrice->currency, QStringLiteral("CNY"));
    QCOMPARE(i->monthlyPrice->per, PricePeriod::Month);
    QCOMPARE(i->monthlyPrice->confidence, Confidence::A);
    // A month costs less than 730 hours at the hourly price: the list's monthly discount.
    QVERIFY(i->monthlyPrice->amount < 730 * i->price->amount);
}

QTEST_GUILESS_MAIN(TestProviderCatalog)
#include "tst_providercatalog.moc"
