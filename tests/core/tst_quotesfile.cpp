// The user's quotes file (io/quotesfile.h): what it accepts, and every way a row is refused —
// located at file:line:column with the column's name and the reason, the whole file refused for
// one bad row (issue 27). Lines and columns below are counted by hand from the texts.

#include "io/quotesfile.h"
#include "scenario/limits.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

namespace {

const QDate Today(2026, 12, 3);
const QByteArray Header("accelerator,gpus,form,price_cny,per,provider,instance,date,note\n");

std::optional<QList<UserQuote>> read(const QByteArray &text, Diagnostics &d)
{
    return readQuotes(text, QStringLiteral("q.csv"), *AtlasTest::catalog(), Today, d);
}

} // namespace

class TestQuotesFile : public QObject
{
    Q_OBJECT

private slots:
    void readsEveryForm();
    void headerInAnyOrderWithBomAndCrlf();
    void quotedFieldsKeepCommasQuotesAndLineBreaks();
    void refused_data();
    void refused();
    void oneBadRowRefusesTheFile();
    void everyProblemIsReported();
    void duplicatesAreRefused();
    void notUtf8IsLocated();
    void emptyAndHeaderOnly();
    void boundsComeFromTheTable();
    void writtenQuotesReadBack();
};

void TestQuotesFile::readsEveryForm()
{
    const QByteArray text = Header
                            + "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,AutoDL\n"
                              "nvidia-h20-96gb,8,purchase,130000,card,,,2026-10,vendor\n"
                              "nvidia-a100-sxm4-80gb,8,cloud-monthly,96000,month,,,2026,\n"
                              "nvidia-a100-sxm4-80gb,1,container,30,hour,aliyun,"
                              "ecs.gn7e-c16g1.4xlarge,2026-11-01,\n";
    Diagnostics d;
    const auto quotes = read(text, d);
    QVERIFY2(quotes, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(quotes->size(), 4);
    const UserQuote &a = quotes->at(0);
    QCOMPARE(a.acceleratorId, QStringLiteral("nvidia-rtx-4090"));
    QCOMPARE(a.form, ServiceForm::Container);
    QCOMPARE(a.per, QuotePer::Hour);
    QCOMPARE(a.priceCny, 0.95);
    QCOMPARE(a.date, QStringLiteral("2026-11-20"));
    QCOMPARE(a.note, QStringLiteral("AutoDL"));
    QCOMPARE(a.line, 2);
    QCOMPARE(a.origin(), QStringLiteral("q.csv:2"));
    // 130,000 per card whatever the count offered; 96,000 a month for 8 cards is 12,000 each.
    QCOMPARE(quotes->at(1).cardPrice(), 130000.0);
    QCOMPARE(quotes->at(2).cardPrice(), 12000.0);
    QVERIFY(quotes->at(3).forInstance());
    QCOMPARE(quotes->at(3).providerId, QStringLiteral("aliyun"));
}

void TestQuotesFile::headerInAnyOrderWithBomAndCrlf()
{
    const QByteArray text = "\xef\xbb\xbfnote,date,instance,provider,per,price_cny,form,gpus,"
                            "accelerator\r\nx,2026-11-20,,,hour,1.2,container,1,nvidia-rtx-3090"
                            "\r\n\r\n";
    Diagnostics d;
    const auto quotes = read(text, d);
    QVERIFY2(quotes, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(quotes->size(), 1);
    QCOMPARE(quotes->at(0).acceleratorId, QStringLiteral("nvidia-rtx-3090"));
    QCOMPARE(quotes->at(0).priceCny, 1.2);
    QCOMPARE(quotes->at(0).note, QStringLiteral("x"));
}

void TestQuotesFile::quotedFieldsKeepCommasQuotesAndLineBreaks()
{
    // A note as a spreadsheet writes it: quoted, a comma, doubled quotes, a line break. The row
    // after it is on line 4 of the file.
    const QByteArray text = Header
                            + "nvidia-rtx-4090,1,container,1,hour,,,2026-11-20,\"8 cards, "
                              "\"\"all in\"\"\nuntil March\"\n"
                              "nvidia-rtx-3090,1,container,0.8,hour,,,2026-11-20,\n";
    Diagnostics d;
    const auto quotes = read(text, d);
    QVERIFY2(quotes, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(quotes->at(0).note, QStringLiteral("8 cards, \"all in\"\nuntil March"));
    QCOMPARE(quotes->at(1).line, 4);
}

void TestQuotesFile::refused_data()
{
    QTest::addColumn<QByteArray>("row"); // the line after the header: line 2
    QTest::addColumn<int>("column");     // 1-based, counted in the row
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // part of it
    // Columns: accelerator 1, then the commas place each field.
    QTest::newRow("unknown accelerator")
        << QByteArray("nvidia-rtx-9999,1,container,1,hour,,,2026-11-20,") << 1 << "accelerator"
        << "unknown accelerator \"nvidia-rtx-9999\"";
    QTest::newRow("per card for a rental")
        << QByteArray("nvidia-rtx-4090,1,container,1,card,,,2026-11-20,") << 31 << "per"
        << "container is quoted per hour, found per card";
    QTest::newRow("per hour for a purchase")
        << QByteArray("nvidia-rtx-4090,1,purchase,15000,hour,,,2026-11-20,") << 34 << "per"
        << "purchase is quoted per card, found per hour";
    QTest::newRow("per hour for a monthly form")
        << QByteArray("nvidia-rtx-4090,1,cloud-monthly,900,hour,,,2026-11-20,") << 37 << "per"
        << "cloud-monthly is quoted per month";
    QTest::newRow("thousands separator")
        << QByteArray("nvidia-rtx-4090,1,purchase,\"15,000\",card,,,2026-11-20,") << 28
        << "price_cny"
        << "no thousands separators";
    QTest::newRow("currency sign")
        << QByteArray("nvidia-rtx-4090,1,purchase,¥15000,card,,,2026-11-20,") << 28 << "price_cny"
        << "expected an amount in CNY";
    QTest::newRow("zero price") << QByteArray("nvidia-rtx-4090,1,container,0,hour,,,2026-11-20,")
                                << 29 << "price_cny"
                                << "above 0";
    QTest::newRow("card-hour above the bound")
        << QByteArray("nvidia-rtx-4090,1,container,2000000,hour,,,2026-11-20,") << 29 << "price_cny"
        << "per card-hour";
    QTest::newRow("no cards") << QByteArray("nvidia-rtx-4090,0,container,1,hour,,,2026-11-20,")
                              << 17 << "gpus"
                              << "from 1 to";
    QTest::newRow("fractional cards")
        << QByteArray("nvidia-rtx-4090,1.5,container,1,hour,,,2026-11-20,") << 17 << "gpus"
        << "whole number of cards";
    QTest::newRow("unknown form") << QByteArray("nvidia-rtx-4090,1,rental,1,hour,,,2026-11-20,")
                                  << 19 << "form"
                                  << "container|cloud-monthly|bare-metal|purchase";
    QTest::newRow("cpu server is no card form")
        << QByteArray("nvidia-rtx-4090,1,cpu-server,1,hour,,,2026-11-20,") << 19 << "form"
        << "expected container";
    QTest::newRow("unknown per") << QByteArray("nvidia-rtx-4090,1,container,1,day,,,2026-11-20,")
                                 << 31 << "per"
                                 << "hour|month|card";
    QTest::newRow("unknown provider")
        << QByteArray("nvidia-rtx-4090,1,container,1,hour,nocloud,x,2026-11-20,") << 36
        << "provider"
        << "unknown provider \"nocloud\"";
    QTest::newRow("unknown instance")
        << QByteArray("nvidia-a100-sxm4-80gb,1,container,30,hour,aliyun,nope,2026-11-20,") << 50
        << "instance"
        << "unknown instance \"nope\" of aliyun";
    QTest::newRow("instance without provider")
        << QByteArray("nvidia-a100-sxm4-80gb,1,container,30,hour,,ecs.gn7e-c16g1.4xlarge,"
                      "2026-11-20,")
        << 43 << "provider"
        << "give both a provider and one of its instances";
    QTest::newRow("instance carries another card")
        << QByteArray("nvidia-rtx-4090,1,container,30,hour,aliyun,ecs.gn7e-c16g1.4xlarge,"
                      "2026-11-20,")
        << 1 << "accelerator"
        << "carries nvidia-a100-sxm4-80gb, not nvidia-rtx-4090";
    QTest::newRow("an instance is not bought")
        << QByteArray("nvidia-a100-sxm4-80gb,1,purchase,90000,card,aliyun,"
                      "ecs.gn7e-c16g1.4xlarge,2026-11-20,")
        << 25 << "form"
        << "a provider's instance is rented";
    QTest::newRow("no date") << QByteArray("nvidia-rtx-4090,1,container,1,hour,,,,") << 38 << "date"
                             << "needs the date";
    QTest::newRow("date that does not exist")
        << QByteArray("nvidia-rtx-4090,1,container,1,hour,,,2026-02-29,") << 38 << "date"
        << "that exists";
    QTest::newRow("date after today")
        << QByteArray("nvidia-rtx-4090,1,container,1,hour,,,2027-01-05,") << 38 << "date"
        << "after today (2026-12-03)";
    QTest::newRow("escape sequence in a note")
        << QByteArray("nvidia-rtx-4090,1,container,1,hour,,,2026-11-20,\x1b[31mred") << 49 << "note"
        << "U+001B (ESC)";
    QTest::newRow("line break in an id")
        << QByteArray("\"nvidia-rtx-4090\nx\",1,container,1,hour,,,2026-11-20,") << 1
        << "accelerator"
        << "one line";
    QTest::newRow("too few fields") << QByteArray("nvidia-rtx-4090,1,container,1,hour") << 1
                                    << QString() << "expected 9 fields, as the header has, found 5";
    QTest::newRow("text after a closing quote")
        << QByteArray("\"nvidia-rtx-4090\"x,1,container,1,hour,,,2026-11-20,") << 18 << QString()
        << "text after the closing quote";
    QTest::newRow("quote inside a field")
        << QByteArray("nvidia\"rtx,1,container,1,hour,,,2026-11-20,") << 7 << QString()
        << "a quote inside an unquoted field";
}

void TestQuotesFile::refused()
{
    QFETCH(QByteArray, row);
    QFETCH(int, column);
    QFETCH(QString, field);
    QFETCH(QString, message);
    Diagnostics d;
    QVERIFY(!read(Header + row + '\n', d));
    const Diagnostic first = d.items().constFirst();
    QVERIFY2(first.message.contains(message), qPrintable(first.toString()));
    QCOMPARE(first.file, QStringLiteral("q.csv"));
    QCOMPARE(first.line, 2);
    QCOMPARE(first.column, column);
    QCOMPARE(first.field, field);
    // No message echoes a control character it refuses.
    for (const Diagnostic &item : d.items())
        QVERIFY(!item.message.contains(QChar(0x1b)));
}

void TestQuotesFile::oneBadRowRefusesTheFile()
{
    // Two good rows around a bad one: nothing is returned, so nothing can be applied.
    const QByteArray text = Header + "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,\n"
                            + "nvidia-rtx-4090,1,purchase,15000,hour,,,2026-11-20,\n"
                            + "nvidia-rtx-3090,1,container,0.7,hour,,,2026-11-20,\n";
    Diagnostics d;
    QVERIFY(!read(text, d));
    QCOMPARE(d.errorCount(), 1);
    QCOMPARE(d.items().constFirst().line, 3);
}

void TestQuotesFile::everyProblemIsReported()
{
    const QByteArray text = Header + "nvidia-rtx-9999,1,container,1,hour,,,2026-11-20,\n"
                            + "nvidia-rtx-4090,1,container,1,card,,,2027-01-01,\n";
    Diagnostics d;
    QVERIFY(!read(text, d));
    // Line 2: the card; line 3: the unit and the date.
    QCOMPARE(d.errorCount(), 3);
    QCOMPARE(d.items().at(0).line, 2);
    QCOMPARE(d.items().at(1).line, 3);
    QCOMPARE(d.items().at(2).field, QStringLiteral("date"));
}

void TestQuotesFile::duplicatesAreRefused()
{
    const QByteArray text = Header + "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,a\n"
                            + "nvidia-rtx-4090,2,container,1.8,hour,,,2026-11-21,b\n";
    Diagnostics d;
    QVERIFY(!read(text, d));
    QCOMPARE(d.items().constFirst().line, 3);
    QVERIFY(d.items().constFirst().message.contains(QStringLiteral("the same as line 2")));
    // The same card in two forms is two quotes.
    Diagnostics ok;
    QVERIFY(read(Header + "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,\n"
                     + "nvidia-rtx-4090,1,purchase,15000,card,,,2026-11-20,\n",
                 ok));
}

void TestQuotesFile::notUtf8IsLocated()
{
    // 您好 in GBK, as an older spreadsheet saves a CSV: refused at its byte, with the guess.
    Diagnostics d;
    QVERIFY(!read(Header + "\xc4\xfa\xba\xc3,1,container,1,hour,,,2026-11-20,\n", d));
    const Diagnostic first = d.items().constFirst();
    QCOMPARE(first.line, 2);
    QCOMPARE(first.column, 1);
    QVERIFY2(first.message.contains(QStringLiteral("GBK")), qPrintable(first.message));
}

void TestQuotesFile::emptyAndHeaderOnly()
{
    Diagnostics empty;
    QVERIFY(!read(QByteArray(), empty));
    QVERIFY(empty.items().constFirst().message.contains(QStringLiteral("empty")));
    Diagnostics missing;
    QVERIFY(!read("accelerator,gpus,form,price_cny\n", missing));
    QVERIFY(missing.items().constFirst().message.contains(QStringLiteral("lacks per, provider")));
    Diagnostics unknown;
    QVERIFY(!read("accelerator,gpus,form,price,per,provider,instance,date,note\n", unknown));
    // "price" follows "accelerator,gpus,form," (12 + 5 + 5 characters): column 23.
    QCOMPARE(unknown.items().constFirst().column, 23);
    Diagnostics headerOnly;
    const auto none = read(Header, headerOnly);
    QVERIFY(none);
    QVERIFY(none->isEmpty());
}

void TestQuotesFile::boundsComeFromTheTable()
{
    Diagnostics big;
    QVERIFY(!read(QByteArray(ScenarioLimits::MaxQuotesFileBytes + 1, ' '), big));
    QVERIFY(big.items().constFirst().message.contains(QStringLiteral("larger than")));
    QByteArray many = Header;
    for (int i = 0; i <= ScenarioLimits::MaxQuotes; ++i)
        many += "\n";
    Diagnostics lines;
    QVERIFY(!read(many, lines));
    QVERIFY(lines.items().constFirst().message.contains(QStringLiteral("more than")));
    // At the bound itself a price is accepted.
    Diagnostics atBound;
    QVERIFY(read(Header + "nvidia-rtx-4090,1,container,"
                     + QByteArray::number(ScenarioLimits::MaxPricePerGpuHour)
                     + ",hour,,,2026-11-20,\n",
                 atBound));
}

void TestQuotesFile::writtenQuotesReadBack()
{
    const QByteArray text
        = Header
          + "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,\"a, \"\"b\"\"\nc\"\n"
            "nvidia-a100-sxm4-80gb,1,container,30,hour,aliyun,"
            "ecs.gn7e-c16g1.4xlarge,2026-11,\n";
    Diagnostics d;
    const auto quotes = read(text, d);
    QVERIFY(quotes);
    Diagnostics again;
    const auto back = read(writeQuotes(*quotes), again);
    QVERIFY2(back, qPrintable(again.toStringList().join(u'\n')));
    QCOMPARE(*back, *quotes);
}

QTEST_GUILESS_MAIN(TestQuotesFile)
#include "tst_quotesfile.moc"
