#include "views/tierchart/labelplacer.h"

#include <QTest>

using namespace Atlas;

class TestLabelPlacer : public QObject
{
    Q_OBJECT

private slots:
    void prefersTheRight();
    void labelsNeverOverlap();
    void requiredLabelsArePlaced();
};

void TestLabelPlacer::prefersTheRight()
{
    LabelRequest r;
    r.center = QPointF(100, 100);
    r.radius = 10;
    r.size = QSizeF(50, 12);
    const auto placed = placeLabels({r}, QRectF(0, 0, 400, 400));
    QVERIFY(placed.at(0));
    QVERIFY(placed.at(0)->left() > 110);
    QCOMPARE(placed.at(0)->center().y(), 100.0);
}

void TestLabelPlacer::labelsNeverOverlap()
{
    // A crowded grid: whatever is placed must stay apart, off other bubbles and in bounds.
    QList<LabelRequest> requests;
    for (int i = 0; i < 60; ++i) {
        LabelRequest r;
        r.center = QPointF(40 + (i % 10) * 30, 40 + (i / 10) * 25);
        r.radius = 6;
        r.size = QSizeF(70, 12);
        requests.append(r);
    }
    const QRectF bounds(0, 0, 400, 220);
    const auto placed = placeLabels(requests, bounds);
    int count = 0;
    for (qsizetype i = 0; i < placed.size(); ++i) {
        if (!placed.at(i))
            continue;
        ++count;
        QVERIFY(bounds.contains(*placed.at(i)));
        for (qsizetype j = i + 1; j < placed.size(); ++j) {
            if (placed.at(j))
                QVERIFY(!placed.at(i)->intersects(*placed.at(j)));
        }
    }
    QVERIFY(count > 0);
    QVERIFY(count < requests.size()); // too crowded for all: the rest go to the tooltip
}

void TestLabelPlacer::requiredLabelsArePlaced()
{
    QList<LabelRequest> requests;
    for (int i = 0; i < 20; ++i) {
        LabelRequest r;
        r.center = QPointF(50 + i * 5, 50);
        r.radius = 8;
        r.size = QSizeF(120, 12);
        r.required = i % 5 == 0;
        requests.append(r);
    }
    const QRectF bounds(0, 0, 300, 120);
    const auto placed = placeLabels(requests, bounds);
    for (qsizetype i = 0; i < requests.size(); ++i) {
        if (requests.at(i).required) {
            QVERIFY(placed.at(i));
            QVERIFY(bounds.contains(*placed.at(i)));
        }
    }
}

QTEST_GUILESS_MAIN(TestLabelPlacer)
#include "tst_labelplacer.moc"
