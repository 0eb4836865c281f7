#include "catalog/accelerator.h"
#include "catalog/guideclaim.h"
#include "catalog/provider.h"
#include "text/enumkeys.h"

#include <QTest>

using namespace Atlas;

// The keys are those docs/DATA.md documents for the YAML files (written out by hand here, not
// read from the code under test).
class TestEnumKeys : public QObject
{
    Q_OBJECT

private slots:
    void keyOfEachValue_data();
    void keyOfEachValue();
    void fromKey_data();
    void fromKey();
    void catalogTables_data();
    void catalogTables();
};

namespace {

enum class Colour { Red, Green, Blue };
constexpr EnumKeys<Colour, 3> colourKeys{{u"red", u"green", u"light-blue"}};

} // namespace

void TestEnumKeys::keyOfEachValue_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("key");
    QTest::newRow("first") << int(Colour::Red) << QStringLiteral("red");
    QTest::newRow("middle") << int(Colour::Green) << QStringLiteral("green");
    QTest::newRow("last, with a hyphen") << int(Colour::Blue) << QStringLiteral("light-blue");
}

void TestEnumKeys::keyOfEachValue()
{
    QFETCH(int, value);
    QFETCH(QString, key);
    QCOMPARE(colourKeys.key(Colour(value)), key);
    QCOMPARE(colourKeys.keys().at(value), key);
    QCOMPARE(colourKeys.keys().size(), 3);
}

void TestEnumKeys::fromKey_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("value"); // -1: not a key
    QTest::newRow("known") << QStringLiteral("green") << int(Colour::Green);
    QTest::newRow("last") << QStringLiteral("light-blue") << int(Colour::Blue);
    QTest::newRow("prefix of a key") << QStringLiteral("light") << -1;
    QTest::newRow("key with more") << QStringLiteral("redd") << -1;
    QTest::newRow("other case") << QStringLiteral("Red") << -1;
    QTest::newRow("empty") << QString() << -1;
}

void TestEnumKeys::fromKey()
{
    QFETCH(QString, key);
    QFETCH(int, value);
    const std::optional<Colour> c = colourKeys.fromKey(key);
    QCOMPARE(c.has_value(), value >= 0);
    if (c)
        QCOMPARE(int(*c), value);
}

namespace {

QStringList list(std::initializer_list<const char16_t *> keys)
{
    QStringList l;
    for (const char16_t *k : keys)
        l.append(QString::fromUtf16(k));
    return l;
}

} // namespace

void TestEnumKeys::catalogTables_data()
{
    // The tables moved to EnumKeys: each still gives its keys in the enum's order.
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QString>("keyOfLast");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("tier") << tierKeys() << tierKey(Tier::Edge)
                          << list({u"flagship", u"value", u"edge"});
    QTest::newRow("form factor") << formFactorKeys() << formFactorKey(FormFactor::CloudChip)
                                 << list({u"sxm",
                                          u"oam",
                                          u"pcie",
                                          u"pcie-workstation",
                                          u"consumer",
                                          u"cloud-chip"});
    QTest::newRow("CUDA compatibility")
        << cudaCompatibilityKeys() << cudaCompatibilityKey(CudaCompatibility::None)
        << list({u"full", u"partial", u"none"});
    QTest::newRow("billing unit") << billingUnitKeys() << billingUnitKey(BillingUnit::Month)
                                  << list({u"second", u"minute", u"hour", u"day", u"month"});
    QTest::newRow("claim use") << claimUseKeys() << claimUseKey(ClaimUse::General)
                               << list({u"inference", u"fine-tuning", u"general"});
}

void TestEnumKeys::catalogTables()
{
    QFETCH(QStringList, keys);
    QFETCH(QString, keyOfLast);
    QFETCH(QStringList, expected);
    QCOMPARE(keys, expected);
    QCOMPARE(keyOfLast, expected.constLast());
}

QTEST_GUILESS_MAIN(TestEnumKeys)
#include "tst_enumkeys.moc"
