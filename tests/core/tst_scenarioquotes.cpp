// A scenario's quotes (scenario/scenarioquotes.cpp): embedded in the file, as the window saves
// them, or a quotes CSV named relative to the scenario file; every quote checked as a CSV row is,
// located in the file it was written in, and the scenario refused for one bad quote.

#include "scenario/scenario.h"
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Atlas;

namespace {

const QByteArray Base("schema_version: 1\nkind: scenario\nmodel: llama-3.1-8b\ntask: lora\n"
                      "accelerator: nvidia-rtx-4090\ntokens: 1e8\n");

bool write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

class TestScenarioQuotes : public QObject
{
    Q_OBJECT

private slots:
    void embeddedQuotesRoundTrip();
    void fileBesideTheScenario();
    void badEmbeddedQuoteIsLocated_data();
    void badEmbeddedQuoteIsLocated();
    void badQuotesFileRefusesTheScenario();
};

void TestScenarioQuotes::embeddedQuotesRoundTrip()
{
    const QByteArray text = Base
                            + "quotes:\n"
                              "  - accelerator: nvidia-rtx-4090\n"
                              "    gpus: 1\n"
                              "    form: container\n"
                              "    price_cny: 0.95\n"
                              "    per: hour\n"
                              "    date: \"2026-11-20\"\n"
                              "    note: \"AutoDL, 3 months\"\n"
                              "  - accelerator: nvidia-a100-sxm4-80gb\n"
                              "    gpus: 1\n"
                              "    form: container\n"
                              "    price_cny: 30\n"
                              "    per: hour\n"
                              "    provider: aliyun\n"
                              "    instance: ecs.gn7e-c16g1.4xlarge\n"
                              "    date: 2026-11\n";
    Diagnostics d;
    const auto s = readScenario(text, QStringLiteral("s.yaml"), *AtlasTest::catalog(), d);
    QVERIFY2(s, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(s->quotes.size(), 2);
    QCOMPARE(s->quotes.at(0).priceCny, 0.95);
    QCOMPARE(s->quotes.at(0).note, QStringLiteral("AutoDL, 3 months"));
    QCOMPARE(s->quotes.at(0).line, 8); // the item's first line
    QCOMPARE(s->quotes.at(1).instanceId, QStringLiteral("ecs.gn7e-c16g1.4xlarge"));
    Diagnostics again;
    const auto back = readScenario(writeScenario(*s),
                                   QStringLiteral("back.yaml"),
                                   *AtlasTest::catalog(),
                                   again);
    QVERIFY2(back, qPrintable(again.toStringList().join(u'\n')));
    QCOMPARE(back->quotes, s->quotes);
    QVERIFY(*back == *s);
}

void TestScenarioQuotes::fileBesideTheScenario()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("prices")));
    QVERIFY(write(dir.filePath(QStringLiteral("prices/q.csv")),
                  "accelerator,gpus,form,price_cny,per,provider,instance,date,note\n"
                  "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,\n"));
    const QString path = dir.filePath(QStringLiteral("plan.yaml"));
    QVERIFY(write(path, Base + "quotes: prices/q.csv\n"));
    Diagnostics d;
    const auto s = readScenarioFile(path, *AtlasTest::catalog(), d);
    QVERIFY2(s, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(s->quotes.size(), 1);
    QCOMPARE(s->quotes.at(0).origin(), QStringLiteral("q.csv:2"));
    // Saved, the quotes are embedded: the file stands alone.
    QVERIFY(writeScenario(*s).contains("price_cny: 0.95"));
}

void TestScenarioQuotes::badEmbeddedQuoteIsLocated_data()
{
    QTest::addColumn<QByteArray>("item"); // one quote, its keys from line 8
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    const QByteArray head("  - accelerator: nvidia-rtx-4090\n    gpus: 1\n");
    QTest::newRow("per card for a rental")
        << head + "    form: container\n    price_cny: 1\n    per: card\n    date: 2026-11-20\n"
        << 12 << "quotes[0].per"
        << "container is quoted per hour";
    QTest::newRow("unknown instance")
        << head
               + "    form: container\n    price_cny: 1\n    per: hour\n    provider: aliyun\n"
                 "    instance: nope\n    date: 2026-11-20\n"
        << 14 << "quotes[0].instance"
        << "unknown instance";
    QTest::newRow("no date") << head + "    form: container\n    price_cny: 1\n    per: hour\n"
                             << 8 << "quotes[0].date"
                             << "required";
    QTest::newRow("after today")
        << head + "    form: container\n    price_cny: 1\n    per: hour\n    date: 2027-02-01\n"
        << 13 << "quotes[0].date"
        << "after today";
}

void TestScenarioQuotes::badEmbeddedQuoteIsLocated()
{
    QFETCH(QByteArray, item);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, message);
    Diagnostics d;
    QVERIFY(!readScenario(Base + "quotes:\n" + item,
                          QStringLiteral("s.yaml"),
                          *AtlasTest::catalog(),
                          d));
    const Diagnostic first = d.items().constFirst();
    QVERIFY2(first.message.contains(message), qPrintable(first.toString()));
    QCOMPARE(first.line, line);
    QCOMPARE(first.field, field);
}

void TestScenarioQuotes::badQuotesFileRefusesTheScenario()
{
    QTemporaryDir dir;
    QVERIFY(write(dir.filePath(QStringLiteral("q.csv")),
                  "accelerator,gpus,form,price_cny,per,provider,instance,date,note\n"
                  "nvidia-rtx-4090,1,container,0.95,hour,,,2026-11-20,\n"
                  "nvidia-rtx-9999,1,container,0.95,hour,,,2026-11-20,\n"));
    const QString path = dir.filePath(QStringLiteral("plan.yaml"));
    QVERIFY(write(path, Base + "quotes: q.csv\n"));
    Diagnostics d;
    QVERIFY(!readScenarioFile(path, *AtlasTest::catalog(), d));
    // The row, where it is; then the scenario's key.
    QCOMPARE(d.items().at(0).file, dir.filePath(QStringLiteral("q.csv")));
    QCOMPARE(d.items().at(0).line, 3);
    QCOMPARE(d.items().at(1).file, path);
    QCOMPARE(d.items().at(1).line, 7);
    QCOMPARE(d.items().at(1).field, QStringLiteral("quotes"));
}

QTEST_GUILESS_MAIN(TestScenarioQuotes)
#include "tst_scenarioquotes.moc"
