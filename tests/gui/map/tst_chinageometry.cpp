#include "views/map/chinageometry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <functional>

using Atlas::ChinaGeometry;

namespace {

QByteArray embeddedJson()
{
    QFile file(ChinaGeometry::resourcePath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The embedded file with one change applied, for the error cases.
QByteArray edited(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject root = QJsonDocument::fromJson(embeddedJson()).object();
    edit(root);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

// Applies `edit` to the first province's first ring.
QByteArray editedRing(const std::function<void(QJsonArray &)> &edit)
{
    return edited([&](QJsonObject &root) {
        QJsonArray provinces = root.value(QLatin1String("provinces")).toArray();
        QJsonObject province = provinces.at(0).toObject();
        QJsonArray rings = province.value(QLatin1String("rings")).toArray();
        QJsonArray ring = rings.at(0).toArray();
        edit(ring);
        rings.replace(0, ring);
        province.insert(QLatin1String("rings"), rings);
        provinces.replace(0, province);
        root.insert(QLatin1String("provinces"), provinces);
    });
}

} // namespace

class TestChinaGeometry : public QObject
{
    Q_OBJECT

private slots:
    void embeddedDataIsValid();
    void hasEveryProvinceLevelUnit();
    void boundingBoxIsChina();
    void provinceAt_data();
    void provinceAt();
    void labelPointsLieInTheirProvince();
    void insetIsUpright();
    void rejectsBadData_data();
    void rejectsBadData();
    void failedLoadLeavesNothingBehind();
};

void TestChinaGeometry::embeddedDataIsValid()
{
    const ChinaGeometry &geometry = ChinaGeometry::embedded();
    QVERIFY2(geometry.isValid(), qPrintable(geometry.errorString()));
    QVERIFY(geometry.errorString().isEmpty());
    QVERIFY(geometry.source().contains(QLatin1String("ECharts")));
    QVERIFY(!geometry.projectedBounds().isEmpty());
}

void TestChinaGeometry::hasEveryProvinceLevelUnit()
{
    const ChinaGeometry &geometry = ChinaGeometry::embedded();
    QCOMPARE(geometry.provinces().size(), 34);
    QSet<QString> adcodes;
    for (const Atlas::ProvinceShape &province : geometry.provinces()) {
        adcodes.insert(province.adcode);
        QVERIFY(!province.name.zh.isEmpty());
        QVERIFY(!province.name.en.isEmpty());
        QVERIFY(!province.path.isEmpty());
    }
    QCOMPARE(adcodes.size(), 34);
    for (const char *adcode : {"110000", "650000", "710000", "810000", "820000"})
        QVERIFY2(adcodes.contains(QLatin1String(adcode)), adcode);
    QCOMPARE(geometry.province(QStringLiteral("510000"))->name.en, QStringLiteral("Sichuan"));
    QCOMPARE(geometry.province(QStringLiteral("510000"))->name.zh, QStringLiteral("四川"));
    QVERIFY(!geometry.province(QStringLiteral("999999")));
}

void TestChinaGeometry::boundingBoxIsChina()
{
    const QRectF box = ChinaGeometry::embedded().lonLatBounds(); // x = lon, y = lat
    QCOMPARE_GE(box.left(), 73.0);
    QCOMPARE_LE(box.right(), 136.0);
    QCOMPARE_GE(box.top(), 3.0);
    QCOMPARE_LE(box.bottom(), 54.0);
    // The extent the README documents for the shipped file.
    QCOMPARE_LT(std::abs(box.left() - 73.503), 1e-9);
    QCOMPARE_LT(std::abs(box.right() - 135.093), 1e-9);
    QCOMPARE_LT(std::abs(box.top() - 18.145), 1e-9);
    QCOMPARE_LT(std::abs(box.bottom() - 53.564), 1e-9);
}

void TestChinaGeometry::provinceAt_data()
{
    QTest::addColumn<double>("lon");
    QTest::addColumn<double>("lat");
    QTest::addColumn<QString>("adcode");
    QTest::newRow("Beijing") << 116.397 << 39.908 << QStringLiteral("110000");
    QTest::newRow("Chengdu") << 104.07 << 30.67 << QStringLiteral("510000");
    QTest::newRow("Hohhot") << 111.65 << 40.81 << QStringLiteral("150000");
    QTest::newRow("Shanghai") << 121.47 << 31.23 << QStringLiteral("310000");
    QTest::newRow("Urumqi") << 87.62 << 43.82 << QStringLiteral("650000");
    QTest::newRow("Lhasa") << 91.13 << 29.65 << QStringLiteral("540000");
    QTest::newRow("Taipei") << 121.56 << 25.04 << QStringLiteral("710000");
    QTest::newRow("Haikou") << 110.35 << 20.02 << QStringLiteral("460000");
    QTest::newRow("Zhangjiakou") << 114.87 << 40.78 << QStringLiteral("130000");
    QTest::newRow("East China Sea") << 125.0 << 30.0 << QString();
    QTest::newRow("Ulaanbaatar") << 106.9 << 47.9 << QString();
    QTest::newRow("Hanoi") << 105.85 << 21.03 << QString();
}

void TestChinaGeometry::provinceAt()
{
    QFETCH(double, lon);
    QFETCH(double, lat);
    QFETCH(QString, adcode);
    const ChinaGeometry &geometry = ChinaGeometry::embedded();
    QCOMPARE(geometry.provinceAt(geometry.projection().project(lon, lat)), adcode);
}

void TestChinaGeometry::labelPointsLieInTheirProvince()
{
    const ChinaGeometry &geometry = ChinaGeometry::embedded();
    for (const Atlas::ProvinceShape &province : geometry.provinces())
        QCOMPARE(geometry.provinceAt(province.labelPoint), province.adcode);
}

void TestChinaGeometry::insetIsUpright()
{
    const ChinaGeometry &geometry = ChinaGeometry::embedded();
    QCOMPARE(geometry.insetRings().size(), 12);
    // In its own frame the inset fills the 64 x 93.1 box exactly; a projected (tilted) inset
    // would not.
    const QRectF box = geometry.insetPath().boundingRect();
    QCOMPARE_LT(std::abs(box.left()), 0.1);
    QCOMPARE_LT(std::abs(box.top()), 0.1);
    QCOMPARE_LT(std::abs(box.width() - 64.0), 0.1);
    QCOMPARE_LT(std::abs(box.height() - 93.1), 0.1);
    QCOMPARE(geometry.insetName().zh, QStringLiteral("南海诸岛"));
}

void TestChinaGeometry::rejectsBadData_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // a piece of the error message

    QTest::newRow("malformed") << QByteArray("{\"provinces\": [")
                               << QStringLiteral("not valid JSON");
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("JSON object");
    QTest::newRow("no provinces") << QByteArray("{}") << QStringLiteral("no \"provinces\"");
    QTest::newRow("33 units") << edited([](QJsonObject &root) {
        QJsonArray provinces = root.value(QLatin1String("provinces")).toArray();
        provinces.removeLast();
        root.insert(QLatin1String("provinces"), provinces);
    }) << QStringLiteral("has 33 province-level units; exactly 34 are expected");
    QTest::newRow("duplicate adcode") << edited([](QJsonObject &root) {
        QJsonArray provinces = root.value(QLatin1String("provinces")).toArray();
        QJsonObject second = provinces.at(1).toObject();
        second.insert(QLatin1String("adcode"), QStringLiteral("110000"));
        provinces.replace(1, second);
        root.insert(QLatin1String("provinces"), provinces);
    }) << QStringLiteral("Province 2 (110000): the adcode appears twice");
    QTest::newRow("short ring") << editedRing([](QJsonArray &ring) {
        while (ring.size() > 6)
            ring.removeLast();
    }) << QStringLiteral("Province 1 (110000), ring 0: 3 points; a ring needs at least 4");
    QTest::newRow("odd ring") << editedRing([](QJsonArray &ring) { ring.removeLast(); })
                              << QStringLiteral("lon/lat pairs");
    QTest::newRow("string coordinate")
        << editedRing([](QJsonArray &ring) { ring.replace(5, QStringLiteral("NaN")); })
        << QStringLiteral("ring 0: value 5 is not a finite number");
    QTest::newRow("null coordinate")
        << editedRing([](QJsonArray &ring) { ring.replace(2, QJsonValue()); })
        << QStringLiteral("value 2 is not a finite number");
    QTest::newRow("latitude out of range")
        << editedRing([](QJsonArray &ring) { ring.replace(3, 123.0); })
        << QStringLiteral("point 1 is outside");
    QTest::newRow("no inset") << edited([](QJsonObject &root) {
        root.remove(QLatin1String("nanhai"));
    }) << QStringLiteral("no South China Sea inset");
}

void TestChinaGeometry::rejectsBadData()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    ChinaGeometry geometry;
    QVERIFY(!geometry.load(json));
    QVERIFY(!geometry.isValid());
    QVERIFY2(geometry.errorString().contains(expected), qPrintable(geometry.errorString()));
}

void TestChinaGeometry::failedLoadLeavesNothingBehind()
{
    ChinaGeometry geometry;
    QVERIFY2(geometry.load(embeddedJson()), qPrintable(geometry.errorString()));
    QCOMPARE(geometry.provinces().size(), 34);
    QVERIFY(!geometry.load(QByteArray("{")));
    QVERIFY(geometry.provinces().isEmpty());
    QVERIFY(geometry.provinceAt(geometry.projection().project(116.397, 39.908)).isEmpty());
    QVERIFY(!geometry.loadFile(QStringLiteral("/nonexistent/china.json")));
    QVERIFY(geometry.errorString().contains(QLatin1String("/nonexistent/china.json")));
}

QTEST_MAIN(TestChinaGeometry)
#include "tst_chinageometry.moc"
