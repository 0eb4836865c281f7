#include "views/map/albersprojection.h"

#include <QTest>

#include <cmath>
#include <numbers>

using Atlas::AlbersProjection;

namespace {

constexpr double DegToRad = std::numbers::pi / 180.0;

double distance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

} // namespace

class TestAlbersProjection : public QObject
{
    Q_OBJECT

private slots:
    void centralMeridianMapsToXZero_data();
    void centralMeridianMapsToXZero();
    void symmetricAboutCentralMeridian_data();
    void symmetricAboutCentralMeridian();
    void standardParallelsKeepTrueScale_data();
    void standardParallelsKeepTrueScale();
    void scaleShrinksBetweenParallels();
    void preservesArea_data();
    void preservesArea();
    void beijingIsNorthEastOfChengdu();
    void inverseRoundTripsAcrossChina();
    void inverseRejectsPointsOutsideTheImage();
};

void TestAlbersProjection::centralMeridianMapsToXZero_data()
{
    QTest::addColumn<double>("lat");
    for (double lat : {0.0, 18.0, 25.0, 35.0, 47.0, 54.0})
        QTest::addRow("lat %g", lat) << lat;
}

void TestAlbersProjection::centralMeridianMapsToXZero()
{
    QFETCH(double, lat);
    const AlbersProjection projection;
    QVERIFY(std::abs(projection.project(105.0, lat).x()) < 1e-9);
}

void TestAlbersProjection::symmetricAboutCentralMeridian_data()
{
    QTest::addColumn<double>("offset");
    QTest::addColumn<double>("lat");
    QTest::newRow("Xinjiang") << 30.0 << 42.0;
    QTest::newRow("coast") << 16.0 << 30.0;
    QTest::newRow("south") << 5.0 << 20.0;
    QTest::newRow("north-east") << 25.0 << 50.0;
}

void TestAlbersProjection::symmetricAboutCentralMeridian()
{
    QFETCH(double, offset);
    QFETCH(double, lat);
    const AlbersProjection projection;
    const QPointF east = projection.project(105.0 + offset, lat);
    const QPointF west = projection.project(105.0 - offset, lat);
    QVERIFY(east.x() > 0);
    QCOMPARE_LT(std::abs(east.x() + west.x()), 1e-9);
    QCOMPARE_LT(std::abs(east.y() - west.y()), 1e-9);
}

void TestAlbersProjection::standardParallelsKeepTrueScale_data()
{
    QTest::addColumn<double>("lon");
    QTest::addColumn<double>("lat");
    for (double lat : {25.0, 47.0}) {
        for (double lon : {80.0, 105.0, 125.0})
            QTest::addRow("%gE %gN", lon, lat) << lon << lat;
    }
}

// Along a standard parallel, a short step must keep the length of the sphere's arc.
void TestAlbersProjection::standardParallelsKeepTrueScale()
{
    QFETCH(double, lon);
    QFETCH(double, lat);
    const AlbersProjection projection;
    constexpr double Step = 0.05; // degrees of longitude
    const double projected = distance(projection.project(lon, lat),
                                      projection.project(lon + Step, lat));
    const double arc = AlbersProjection::EarthRadiusKm * std::cos(lat * DegToRad) * Step * DegToRad;
    QCOMPARE_LT(std::abs(projected / arc - 1.0), 1e-3);
    QCOMPARE_LT(std::abs(projection.parallelScale(lat) - 1.0), 1e-12);
}

// The check above would pass for a projection with scale 1 everywhere; this one would not.
void TestAlbersProjection::scaleShrinksBetweenParallels()
{
    const AlbersProjection projection;
    QCOMPARE_LT(projection.parallelScale(36.0), 0.99);
    QCOMPARE_GT(projection.parallelScale(18.0), 1.01);
    QCOMPARE_GT(projection.parallelScale(53.0), 1.0);
}

void TestAlbersProjection::preservesArea_data()
{
    QTest::addColumn<double>("lon");
    QTest::addColumn<double>("lat");
    QTest::newRow("Hainan") << 110.0 << 19.0;
    QTest::newRow("Sichuan") << 104.0 << 30.0;
    QTest::newRow("Xinjiang") << 80.0 << 42.0;
    QTest::newRow("Heilongjiang") << 128.0 << 50.0;
}

// Equal area: a small lon/lat cell keeps the area it has on the sphere, wherever it is.
void TestAlbersProjection::preservesArea()
{
    QFETCH(double, lon);
    QFETCH(double, lat);
    const AlbersProjection projection;
    constexpr double D = 0.01;
    const QPointF a = projection.project(lon, lat);
    const QPointF b = projection.project(lon + D, lat);
    const QPointF c = projection.project(lon, lat + D);
    const double projectedArea = std::abs((b.x() - a.x()) * (c.y() - a.y())
                                          - (b.y() - a.y()) * (c.x() - a.x()));
    const double r = AlbersProjection::EarthRadiusKm;
    const double sphereArea = r * r * D * DegToRad
                              * (std::sin((lat + D) * DegToRad) - std::sin(lat * DegToRad));
    QCOMPARE_LT(std::abs(projectedArea / sphereArea - 1.0), 1e-3);
}

void TestAlbersProjection::beijingIsNorthEastOfChengdu()
{
    const AlbersProjection projection;
    const QPointF beijing = projection.project(116.397, 39.908);
    const QPointF chengdu = projection.project(104.066, 30.659);
    QCOMPARE_GT(beijing.x(), chengdu.x());
    QCOMPARE_GT(beijing.y(), chengdu.y()); // y points north
    // About 1 520 km apart on the sphere; an equal-area map stays within a few per cent.
    QCOMPARE_GT(distance(beijing, chengdu), 1450.0);
    QCOMPARE_LT(distance(beijing, chengdu), 1600.0);
}

void TestAlbersProjection::inverseRoundTripsAcrossChina()
{
    const AlbersProjection projection;
    for (double lon = 73.0; lon <= 136.0; lon += 3.5) {
        for (double lat = 3.0; lat <= 54.0; lat += 2.5) {
            const std::optional<QPointF> back = projection.inverse(projection.project(lon, lat));
            QVERIFY2(back.has_value(), qPrintable(QStringLiteral("%1, %2").arg(lon).arg(lat)));
            QVERIFY2(std::abs(back->x() - lon) < 1e-9 && std::abs(back->y() - lat) < 1e-9,
                     qPrintable(QStringLiteral("%1, %2 -> %3, %4")
                                    .arg(lon)
                                    .arg(lat)
                                    .arg(back->x(), 0, 'g', 17)
                                    .arg(back->y(), 0, 'g', 17)));
        }
    }
}

void TestAlbersProjection::inverseRejectsPointsOutsideTheImage()
{
    const AlbersProjection projection;
    QVERIFY(!projection.inverse(QPointF(0, 9000)).has_value()); // past the north pole's point
    QVERIFY(!projection.inverse(QPointF(0, -1e6)).has_value()); // past the south pole's arc
    QVERIFY(!projection.inverse(QPointF(0, 1e6)).has_value());  // in the cut behind the pole
    QVERIFY(!projection.inverse(QPointF(qQNaN(), 0)).has_value());
    QVERIFY(projection.inverse(projection.project(105, 89.9)).has_value());
}

QTEST_MAIN(TestAlbersProjection)
#include "tst_albersprojection.moc"
