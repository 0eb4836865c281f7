// How old a price is (cost/priceage.h): a date means its last possible day, a year and more is
// "old", an undated price is not called old but undated, and the reference day can be fixed for
// tests and reproducible reports. The expected ages are counted on a calendar by hand.

#include "cost/priceage.h"

#include <QTest>

using namespace Atlas;

class TestPriceAge : public QObject
{
    Q_OBJECT

private slots:
    void lastDay_data();
    void lastDay();
    void age_data();
    void age();
    void originInWords_data();
    void originInWords();
    void referenceDateCanBeFixed();
};

void TestPriceAge::lastDay_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<QDate>("last");
    QTest::newRow("a year") << "2025" << QDate(2025, 12, 31);
    QTest::newRow("a month") << "2025-08" << QDate(2025, 8, 31);
    QTest::newRow("February of a leap year") << "2024-02" << QDate(2024, 2, 29);
    QTest::newRow("a day") << "2026-11-20" << QDate(2026, 11, 20);
    QTest::newRow("undated") << "" << QDate();
    QTest::newRow("not a date") << "2025-13" << QDate();
}

void TestPriceAge::lastDay()
{
    QFETCH(QString, date);
    QFETCH(QDate, last);
    QCOMPARE(lastDayOf(date), last);
}

void TestPriceAge::age_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<int>("months"); // -1: undated
    QTest::addColumn<bool>("stale");
    // Today is 2026-12-03 (the brief's day).
    QTest::newRow("2025-08: 31 Aug 2025 to 3 Dec 2026") << "2025-08" << 15 << true;
    QTest::newRow("2025: at most 11 months old") << "2025" << 11 << false;
    QTest::newRow("2025-11: 12 months and 3 days") << "2025-11" << 12 << true;
    QTest::newRow("2025-12-03: exactly a year") << "2025-12-03" << 12 << false;
    QTest::newRow("2025-12-02: a year and a day") << "2025-12-02" << 12 << true;
    QTest::newRow("2023-05: the H100's purchase price") << "2023-05" << 42 << true;
    QTest::newRow("this month") << "2026-12" << 0 << false;
    QTest::newRow("undated") << "" << -1 << false;
}

void TestPriceAge::age()
{
    QFETCH(QString, date);
    QFETCH(int, months);
    QFETCH(bool, stale);
    const QDate today(2026, 12, 3);
    QCOMPARE(priceAgeMonths(date, today).value_or(-1), months);
    QCOMPARE(isStalePrice(date, today), stale);
}

void TestPriceAge::originInWords_data()
{
    QTest::addColumn<int>("origin");
    QTest::addColumn<bool>("derived");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("words");
    QTest::newRow("quote") << int(PriceOrigin::Quote) << false << "2026-11-20"
                           << "your quote of 2026-11-20";
    QTest::newRow("from a quote") << int(PriceOrigin::Quote) << true << "2026-11-20"
                                  << "derived from your quote of 2026-11-20";
    QTest::newRow("catalog") << int(PriceOrigin::Catalog) << false << "2026-05"
                             << "catalog price of 2026-05";
    QTest::newRow("derived") << int(PriceOrigin::Catalog) << true << "2025-01"
                             << "derived from the catalog price of 2025-01";
    QTest::newRow("undated") << int(PriceOrigin::Catalog) << false << ""
                             << "catalog price, undated";
    QTest::newRow("typed") << int(PriceOrigin::Typed) << false << ""
                           << "your price";
}

void TestPriceAge::originInWords()
{
    QFETCH(int, origin);
    QFETCH(bool, derived);
    QFETCH(QString, date);
    QFETCH(QString, words);
    QCOMPARE(priceOriginText(PriceOrigin(origin), derived, date).toString(nullptr), words);
}

void TestPriceAge::referenceDateCanBeFixed()
{
    const QByteArray saved = qgetenv("COMPUTE_ATLAS_TODAY");
    qputenv("COMPUTE_ATLAS_TODAY", "2030-01-15");
    QCOMPARE(referenceDate(), QDate(2030, 1, 15));
    qputenv("COMPUTE_ATLAS_TODAY", "not a date");
    QCOMPARE(referenceDate(), QDate::currentDate());
    qunsetenv("COMPUTE_ATLAS_TODAY");
    QCOMPARE(referenceDate(), QDate::currentDate());
    if (!saved.isEmpty())
        qputenv("COMPUTE_ATLAS_TODAY", saved);
}

QTEST_GUILESS_MAIN(TestPriceAge)
#include "tst_priceage.moc"
