#include "catalog/catalog.h"
#include "yaml/yamlbounds.h"

#include <QTest>

using namespace Atlas;

class TestYamlBounds : public QObject
{
    Q_OBJECT

private slots:
    void accepts_data();
    void accepts();
    void rejects_data();
    void rejects();
    void everyEmbeddedFileIsWithinBounds();
    void loaderReportsTheCap();
};

void TestYamlBounds::accepts_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("catalog shape") << QByteArray("a:\n  - id: x\n    tflops: {bf16: 1}\n");
    QTest::newRow("brackets in a block scalar") << QByteArray(
        "note: |\n  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n");
    QTest::newRow("brackets in quotes") << QByteArray("note: \"" + QByteArray(200, '[') + "\"\n");
    QTest::newRow("brackets in a comment") << QByteArray("a: 1 # " + QByteArray(200, '{') + "\n");
    QTest::newRow("few aliases") << QByteArray("a: &x 1\nb: *x\nc: *x\n");
    QTest::newRow("empty") << QByteArray();
}

void TestYamlBounds::accepts()
{
    QFETCH(QByteArray, text);
    YamlBoundsViolation v;
    QVERIFY2(checkYamlBounds(text, YamlLimits{}, &v), qPrintable(v.message));
}

void TestYamlBounds::rejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("flow nesting bomb") << QByteArray("a: " + QByteArray(100000, '[')) << 1
                                       << QStringLiteral("nesting deeper than 64");
    QByteArray block;
    for (int i = 0; i < 80; ++i)
        block += QByteArray(i * 2, ' ') + "k" + QByteArray::number(i) + ":\n";
    QTest::newRow("block nesting") << block << 64 << QStringLiteral("nesting deeper than 64");
    QTest::newRow("sequence markers on one line")
        << QByteArray(QByteArray("- ").repeated(100) + "x\n") << 1
        << QStringLiteral("nesting deeper than 64");
    QByteArray aliases("a: &x [1]\n");
    for (int i = 0; i < 70; ++i)
        aliases += "b" + QByteArray::number(i) + ": *x\n";
    QTest::newRow("too many aliases") << aliases << 66 << QStringLiteral("more than 64 aliases");
    QTest::newRow("too large") << QByteArray(9 * 1024 * 1024, 'a') << 0
                               << QStringLiteral("files larger than 8388608 bytes are not read");
}

void TestYamlBounds::rejects()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, message);
    YamlBoundsViolation v;
    QVERIFY(!checkYamlBounds(text, YamlLimits{}, &v));
    QCOMPARE(v.line, line);
    QVERIFY2(v.message.contains(message), qPrintable(v.message));
}

void TestYamlBounds::everyEmbeddedFileIsWithinBounds()
{
    for (const QString &path : embeddedDataFiles()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        YamlBoundsViolation v;
        QVERIFY2(checkYamlBounds(f.readAll(), YamlLimits{}, &v),
                 qPrintable(path + u": " + v.message));
    }
}

void TestYamlBounds::loaderReportsTheCap()
{
    // A billion-laughs style file is refused before yaml-cpp builds anything.
    QByteArray text("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    for (int i = 0; i < 100; ++i)
        text += "l" + QByteArray::number(i) + ": [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n";
    Diagnostics d;
    loadCatalogTexts({{QStringLiteral("laughs.yaml"), text}}, false, d);
    QCOMPARE(d.errorCount(), 1);
    QVERIFY(d.items().constFirst().message.contains(QStringLiteral("aliases")));
}

QTEST_GUILESS_MAIN(TestYamlBounds)
#include "tst_yamlbounds.moc"
