#include "common/labelplacer.h"

#include <QTest>

using namespace Atlas;

// The one label placer of every plot (tier chart bubbles, map markers, province names).
class TestLabelPlacer : public QObject
{
    Q_OBJECT

private slots:
    void prefersTheRight();
    void labelsNeverOverlap();
    void clampedLabelsArePlacedInside();
    void leastCoveredIsNeverDropped();
    void ownObstacleMayBeTouched();
    void placeNearGivesWay();
};

namespace {

LabelPlacer::Label label(QPointF anchor, double radius, QSizeF size, LabelPlacer::Crowded crowded)
{
    LabelPlacer::Label l;
    l.anchor = anchor;
    l.radius = radius;
    l.size = size;
    l.crowded = crowded;
    return l;
}

} // namespace

void TestLabelPlacer::prefersTheRight()
{
    LabelPlacer placer(QRectF(0, 0, 400, 400));
    const auto placed = placer.place(
        label(QPointF(100, 100), 10, QSizeF(50, 12), LabelPlacer::Crowded::Skip));
    QVERIFY(placed);
    QVERIFY(placed->rect.left() > 110);
    QCOMPARE(placed->rect.center().y(), 100.0);
    QVERIFY(!placed->detached);
}

void TestLabelPlacer::labelsNeverOverlap()
{
    // A crowded grid: whatever is placed must stay apart, off other markers and in bounds.
    const QRectF bounds(0, 0, 400, 220);
    LabelPlacer placer(bounds);
    QList<LabelPlacer::Label> labels;
    for (int i = 0; i < 60; ++i) {
        LabelPlacer::Label l = label(QPointF(40 + (i % 10) * 30, 40 + (i / 10) * 25),
                                     6,
                                     QSizeF(70, 12),
                                     LabelPlacer::Crowded::Skip);
        l.ownObstacle = placer.addObstacle(QRectF(l.anchor - QPointF(4.8, 4.8), QSizeF(9.6, 9.6)));
        labels.append(l);
    }
    QList<QRectF> placed;
    for (const LabelPlacer::Label &l : std::as_const(labels)) {
        if (const auto p = placer.place(l))
            placed.append(p->rect);
    }
    for (qsizetype i = 0; i < placed.size(); ++i) {
        QVERIFY(bounds.contains(placed.at(i)));
        for (qsizetype j = i + 1; j < placed.size(); ++j)
            QVERIFY(!placed.at(i).intersects(placed.at(j)));
    }
    QVERIFY(!placed.isEmpty());
    QVERIFY(placed.size() < labels.size()); // too crowded for all: the rest go to the tooltip
}

void TestLabelPlacer::clampedLabelsArePlacedInside()
{
    // The tier chart's selection: always shown, inside the bounds even when nothing is free.
    const QRectF bounds(0, 0, 300, 120);
    LabelPlacer placer(bounds);
    for (int i = 0; i < 20; ++i) {
        const auto placed = placer.place(
            label(QPointF(50 + i * 5, 50), 8, QSizeF(120, 12), LabelPlacer::Crowded::Clamp));
        QVERIFY(placed);
        QVERIFY(bounds.contains(placed->rect));
    }
}

void TestLabelPlacer::leastCoveredIsNeverDropped()
{
    // The map's markers: a label that finds no free spot near its marker goes a line farther
    // out, with a leader line.
    LabelPlacer placer(QRectF(0, 0, 400, 400));
    const QPointF anchor(200, 200);
    // Every spot at the first distance is taken by an obstacle ring.
    placer.addObstacle(QRectF(120, 170, 160, 60));
    placer.addObstacle(QRectF(170, 150, 60, 100));
    LabelPlacer::Label l = label(anchor, 6, QSizeF(40, 12), LabelPlacer::Crowded::LeastCovered);
    l.farSpots = true;
    const auto placed = placer.place(l);
    QVERIFY(placed);
    QVERIFY(placed->detached);
}

void TestLabelPlacer::ownObstacleMayBeTouched()
{
    // A large bubble's own square reaches its diagonal spots; it must not push its label away.
    LabelPlacer placer(QRectF(0, 0, 400, 400));
    const QPointF anchor(200, 200);
    const double radius = 28;
    const double k = radius * 0.8;
    LabelPlacer::Label l = label(anchor, radius, QSizeF(30, 12), LabelPlacer::Crowded::Skip);
    l.ownObstacle = placer.addObstacle(QRectF(anchor - QPointF(k, k), QSizeF(2 * k, 2 * k)));
    // Right and left are blocked: the first diagonal overlaps the own square only.
    placer.addObstacle(QRectF(225, 180, 100, 40));
    placer.addObstacle(QRectF(75, 180, 100, 40));
    const auto placed = placer.place(l);
    QVERIFY(placed);
    QVERIFY(placed->rect.left() > anchor.x());
    QVERIFY(placed->rect.bottom() < anchor.y());
}

void TestLabelPlacer::placeNearGivesWay()
{
    LabelPlacer placer(QRectF(0, 0, 400, 400));
    placer.addObstacle(QRectF(150, 195, 100, 10));
    const auto placed = placer.placeNear(QPointF(200, 200), QSizeF(60, 12));
    QVERIFY(placed);
    QVERIFY(!placed->intersects(QRectF(150, 195, 100, 10)));
    // Fully surrounded: nothing.
    LabelPlacer full(QRectF(0, 0, 400, 400));
    full.addObstacle(QRectF(100, 150, 200, 100));
    QVERIFY(!full.placeNear(QPointF(200, 200), QSizeF(60, 12)));
}

QTEST_GUILESS_MAIN(TestLabelPlacer)
#include "tst_labelplacer.moc"
