// The market's rules (catalog/market.h, marketmark.h): the embedded availability states, the
// jurisdiction of a provider region, what the mainland market offers in each form, and the
// badges an answer wears. Expected states are read by hand from availability.yaml and the
// public rules it cites; the rules of the market from issue 26 and DESIGN.md (CLI contract,
// part 3).

#include "catalog/marketmark.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;
using namespace Qt::StringLiterals;

class TestMarket : public QObject
{
    Q_OBJECT

private slots:
    void embeddedAvailability();
    void keys();
    void jurisdiction_data();
    void jurisdiction();
    void genericForms_data();
    void genericForms();
    void instances_data();
    void instances();
    void badges_data();
    void badges();
};

void TestMarket::embeddedAvailability()
{
    // availability.yaml gives every catalog card a cn-mainland entry (DATA.md), and its rules
    // resolve. States read by hand from the file and the BIS rules it cites: the H100 needs a
    // licence (TPP 15,832 > 4,800, Oct 2022), the A100 is stock only (barred Oct 2022, fleets
    // remain), the L20 stays under every threshold, the TPU v6e has no mainland region and is
    // rented abroad; the H20 is a China-only part, not offered abroad.
    const auto catalog = AtlasTest::catalog();
    for (const Accelerator &a : catalog->accelerators())
        QVERIFY2(catalog->availability(a.id, Market::CnMainland).catalogued, qPrintable(a.id));
    const auto status = [&](const char *id, Market m) {
        return catalog->availability(QString::fromLatin1(id), m).status;
    };
    QCOMPARE(status("nvidia-h100-sxm5-80gb", Market::CnMainland),
             AvailabilityStatus::LicenceRequired);
    QCOMPARE(status("nvidia-a100-sxm4-80gb", Market::CnMainland), AvailabilityStatus::StockOnly);
    QCOMPARE(status("nvidia-l20", Market::CnMainland), AvailabilityStatus::Available);
    QCOMPARE(status("google-tpu-v6e", Market::CnMainland), AvailabilityStatus::NotOffered);
    QCOMPARE(status("google-tpu-v6e", Market::Global), AvailabilityStatus::Available);
    QCOMPARE(status("nvidia-h20-96gb", Market::Global), AvailabilityStatus::NotOffered);
    // No global entry: available there, by the file's convention.
    QCOMPARE(status("nvidia-h100-sxm5-80gb", Market::Global), AvailabilityStatus::Available);
    QVERIFY(!catalog->availability(u"nvidia-h200-sxm-141gb", Market::CnMainland).settled);
    const QList<const AvailabilityRule *> rules = catalog->markets().rulesOf(
        catalog->availability(u"nvidia-h100-sxm5-80gb", Market::CnMainland));
    QVERIFY(!rules.isEmpty());
    QCOMPARE(rules.first()->id, QStringLiteral("bis-2022-10-07"));
    QVERIFY(rules.first()->url.startsWith(u"https://"));
    // A card no file has an entry for (a user's own): available, marked not catalogued.
    const MarketAvailability &none = catalog->availability(u"no-such-card", Market::CnMainland);
    QCOMPARE(none.status, AvailabilityStatus::Available);
    QVERIFY(!none.catalogued);
    QVERIFY(!none.settled);
}

void TestMarket::keys()
{
    // The contract's spellings (DESIGN.md, part 3), both ways.
    QCOMPARE(marketKeys(), (QStringList{u"cn-mainland"_s, u"global"_s}));
    QCOMPARE(availabilityStatusKeys(),
             (QStringList{u"available"_s, u"stock_only"_s, u"licence_required"_s, u"not_offered"_s}));
    QCOMPARE(jurisdictionKey(Jurisdiction::HongKong), u"hong_kong"_s);
    QCOMPARE(marketFromKey(u"global"), std::optional(Market::Global));
    QVERIFY(!marketFromKey(u"cn"));
    QVERIFY(!marketFromKey(u"CN-MAINLAND"));
}

void TestMarket::jurisdiction_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("region"); // empty: the provider has none
    QTest::addColumn<QString>("jurisdiction");
    auto row = [](const char *p, const char *r, const char *j) {
        QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(p), QLatin1String(r))))
            << QString::fromLatin1(p) << QString::fromLatin1(r) << QString::fromLatin1(j);
    };
    // Issue 26: aliyun's cn-hongkong and ap-* regions are not the mainland; AWS China
    // (Beijing, Ningxia) is; Tencent names its mainland regions ap-*.
    row("aliyun", "cn-hongkong", "hong_kong");
    row("aliyun", "ap-northeast-1", "overseas");
    row("aliyun", "cn-beijing", "mainland");
    row("tencentcloud", "ap-beijing", "mainland");
    row("tencentcloud", "ap-hongkong", "hong_kong");
    row("aws-china", "cn-northwest-1", "mainland");
    row("aws", "us-east-1", "overseas");
    row("lambda", "us-east-1", "overseas");
    // Without regions the provider's `domestic` flag decides: UCloud sells mainland capacity,
    // Vast.ai is a marketplace of hosts abroad.
    row("ucloud", "", "mainland");
    row("vastai", "", "overseas");
}

void TestMarket::jurisdiction()
{
    QFETCH(QString, provider);
    QFETCH(QString, region);
    QFETCH(QString, jurisdiction);
    const Provider *p = AtlasTest::catalog()->provider(provider);
    QVERIFY(p);
    const ProviderRegion *r = region.isEmpty() ? nullptr : p->region(region);
    QVERIFY(region.isEmpty() || r);
    if (region.isEmpty())
        QVERIFY(p->regions.isEmpty());
    const Jurisdiction j = jurisdictionOf(*p, r);
    QCOMPARE(jurisdictionKey(j), jurisdiction);
    QCOMPARE(dataLeavesMainland(j), jurisdiction != u"mainland");
}

void TestMarket::genericForms_data()
{
    QTest::addColumn<int>("market");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("form");
    QTest::addColumn<int>("check");
    const int mainland = int(Market::CnMainland), global = int(Market::Global);
    const int offered = int(MarketCheck::Offered), refused = int(MarketCheck::NotAvailable);
    auto row = [](const char *name, int m, AvailabilityStatus s, ServiceForm f, int c) {
        QTest::newRow(name) << m << int(s) << int(f) << c;
    };
    using S = AvailabilityStatus;
    using F = ServiceForm;
    // Issue 26: in the mainland, generic forms only for available cards; rent also for
    // stock_only (the domestic clouds' fleets), purchase not; licence_required and not_offered
    // neither. The global market keeps everything.
    row("available, bought", mainland, S::Available, F::Purchase, offered);
    row("available, rented", mainland, S::Available, F::Container, offered);
    row("stock only, rented by the hour", mainland, S::StockOnly, F::Container, offered);
    row("stock only, rented by the month", mainland, S::StockOnly, F::CloudMonthly, offered);
    row("stock only, bare metal", mainland, S::StockOnly, F::BareMetal, offered);
    row("stock only, bought", mainland, S::StockOnly, F::Purchase, refused);
    row("licence required, rented", mainland, S::LicenceRequired, F::Container, refused);
    row("licence required, bought", mainland, S::LicenceRequired, F::Purchase, refused);
    row("not offered, rented", mainland, S::NotOffered, F::Container, refused);
    row("global: licence required, bought", global, S::LicenceRequired, F::Purchase, offered);
    row("global: not offered, rented", global, S::NotOffered, F::Container, offered);
}

void TestMarket::genericForms()
{
    QFETCH(int, market);
    QFETCH(int, status);
    QFETCH(int, form);
    QFETCH(int, check);
    MarketAvailability a;
    a.status = AvailabilityStatus(status);
    QCOMPARE(int(checkGenericForm(Market(market), a, ServiceForm(form))), check);
}

void TestMarket::instances_data()
{
    QTest::addColumn<int>("market");
    QTest::addColumn<bool>("allowOffshore");
    QTest::addColumn<int>("jurisdiction");
    QTest::addColumn<int>("check");
    const int mainland = int(Market::CnMainland), global = int(Market::Global);
    const int offered = int(MarketCheck::Offered), offshore = int(MarketCheck::Offshore);
    // A mainland region is always offered (the cloud has the cards); Hong Kong and abroad only
    // when data may leave the mainland, or in the global market.
    QTest::newRow("mainland region") << mainland << false << int(Jurisdiction::Mainland) << offered;
    QTest::newRow("Hong Kong") << mainland << false << int(Jurisdiction::HongKong) << offshore;
    QTest::newRow("abroad") << mainland << false << int(Jurisdiction::Overseas) << offshore;
    QTest::newRow("abroad, allowed") << mainland << true << int(Jurisdiction::Overseas) << offered;
    QTest::newRow("global, abroad") << global << false << int(Jurisdiction::Overseas) << offered;
}

void TestMarket::instances()
{
    QFETCH(int, market);
    QFETCH(bool, allowOffshore);
    QFETCH(int, jurisdiction);
    QFETCH(int, check);
    QCOMPARE(int(checkInstance(Market(market), allowOffshore, Jurisdiction(jurisdiction))), check);
}

void TestMarket::badges_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("region");
    QTest::addColumn<int>("market");
    QTest::addColumn<QStringList>("badges");
    QTest::addColumn<bool>("offered");
    const int mainland = int(Market::CnMainland), global = int(Market::Global);
    const QString none;
    // The H100 needs a licence in the mainland; on Lambda in the US the data leaves it too.
    QTest::newRow("H100 container") << u"nvidia-h100-sxm5-80gb"_s << none << none << mainland
                                    << QStringList{u"licence required"_s} << false;
    QTest::newRow("H100 on Lambda")
        << u"nvidia-h100-sxm5-80gb"_s << u"lambda"_s << u"us-east-1"_s << mainland
        << QStringList{u"licence required"_s, u"data leaves the mainland"_s} << false;
    // Global: the same marks, saying they are the mainland's; offered.
    QTest::newRow("H100, global") << u"nvidia-h100-sxm5-80gb"_s << none << none << global
                                  << QStringList{u"licence required in mainland China"_s} << true;
    // A stock-only A100 rented in Beijing from Alibaba: offered, marked stock only.
    QTest::newRow("A100 on aliyun") << u"nvidia-a100-sxm4-80gb"_s << u"aliyun"_s << u"cn-beijing"_s
                                    << mainland << QStringList{u"stock only"_s} << true;
    // The L20 is available: nothing to mark.
    QTest::newRow("L20 container")
        << u"nvidia-l20"_s << none << none << mainland << QStringList{} << true;
}

void TestMarket::badges()
{
    QFETCH(QString, accelerator);
    QFETCH(QString, provider);
    QFETCH(QString, region);
    QFETCH(int, market);
    QFETCH(QStringList, badges);
    QFETCH(bool, offered);
    const auto catalog = AtlasTest::catalog();
    const Accelerator *a = catalog->accelerator(accelerator);
    QVERIFY(a);
    const Provider *p = provider.isEmpty() ? nullptr : catalog->provider(provider);
    const ProviderRegion *r = p ? p->region(region) : nullptr;
    const MarketMark mark
        = marketMark(*catalog, *a, Market(market), false, ServiceForm::Container, p, r);
    QStringList shown;
    for (const TrText &b : marketBadges(mark))
        shown << b.toString(nullptr);
    QCOMPARE(shown, badges);
    QCOMPARE(mark.offered(), offered);
    QCOMPARE(mark.isMarked(), !badges.isEmpty());
    // Why it is not offered is said in words; nothing is said when it is.
    QCOMPARE(marketRejection(mark).isEmpty(), offered);
}

QTEST_GUILESS_MAIN(TestMarket)
#include "tst_market.moc"
