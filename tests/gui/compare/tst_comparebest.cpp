#include "views/compare/comparebest.h"

#include <QTest>

#include <cmath>
#include <limits>

using Atlas::highestValues;
using Atlas::lowestValues;

namespace {

using Values = QList<std::optional<double>>;

} // namespace

class TestCompareBest : public QObject
{
    Q_OBJECT

private slots:
    void lowest_data();
    void lowest();
    void highest_data();
    void highest();
};

void TestCompareBest::lowest_data()
{
    QTest::addColumn<Values>("values");
    QTest::addColumn<QList<bool>>("expected");

    const std::optional<double> unknown;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("none") << Values{} << QList<bool>{};
    QTest::newRow("all unknown") << Values{unknown, unknown} << QList<bool>{false, false};
    // A best needs something to beat.
    QTest::newRow("single") << Values{3.0} << QList<bool>{false};
    QTest::newRow("single known") << Values{unknown, 4.0} << QList<bool>{false, false};
    QTest::newRow("all equal") << Values{2.0, 2.0, 2.0} << QList<bool>{false, false, false};
    QTest::newRow("equal within rounding")
        << Values{72.0, 72.0 * (1 + 1e-12)} << QList<bool>{false, false};
    QTest::newRow("equal, one unknown")
        << Values{5.0, unknown, 5.0} << QList<bool>{false, false, false};
    QTest::newRow("lowest wins") << Values{3.0, 1.0, 2.0} << QList<bool>{false, true, false};
    QTest::newRow("ties all win") << Values{2.0, 1.0, 1.0} << QList<bool>{false, true, true};
    QTest::newRow("tie within rounding")
        << Values{2954326.0, 2954326.0 * (1 + 1e-12), 3025675.0} << QList<bool>{true, true, false};
    QTest::newRow("unknown never wins")
        << Values{unknown, 5.0, 7.0} << QList<bool>{false, true, false};
    QTest::newRow("not a number never wins")
        << Values{nan, 5.0, 7.0} << QList<bool>{false, true, false};
    QTest::newRow("zero is a value") << Values{0.0, 2.0} << QList<bool>{true, false};
}

void TestCompareBest::lowest()
{
    QFETCH(Values, values);
    QFETCH(QList<bool>, expected);
    QCOMPARE(lowestValues(values), expected);
}

void TestCompareBest::highest_data()
{
    QTest::addColumn<Values>("values");
    QTest::addColumn<QList<bool>>("expected");

    const std::optional<double> unknown;
    QTest::newRow("none") << Values{} << QList<bool>{};
    QTest::newRow("single") << Values{900.0} << QList<bool>{false};
    QTest::newRow("highest wins") << Values{900.0, 2400.0, 1200.0}
                                  << QList<bool>{false, true, false};
    QTest::newRow("ties all win") << Values{30.0, 30.0, 12.5} << QList<bool>{true, true, false};
    QTest::newRow("all equal") << Values{30.0, 30.0} << QList<bool>{false, false};
    QTest::newRow("unknown never wins")
        << Values{unknown, 5.0, 7.0} << QList<bool>{false, false, true};
    QTest::newRow("zero loses") << Values{0.0, 2.0} << QList<bool>{false, true};
}

void TestCompareBest::highest()
{
    QFETCH(Values, values);
    QFETCH(QList<bool>, expected);
    QCOMPARE(highestValues(values), expected);
}

QTEST_GUILESS_MAIN(TestCompareBest)
#include "tst_comparebest.moc"
