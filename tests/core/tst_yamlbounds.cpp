#include "catalog/catalog.h"
#include "yaml/yamlbounds.h"
#include "yaml/yamlreader.h"

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
    void parsedDepthIsCheckedToo();
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
    // Real quoted scalars still hide what they contain, across lines too.
    QTest::newRow("quoted key and value")
        << QByteArray("'a b': \"[[[[ \\\" ]]\"\n'c': 'it''s [['\n");
    QTest::newRow("multi-line quoted") << QByteArray("a: \"" + QByteArray(100, '[') + "\n  "
                                                     + QByteArray(100, '{') + "\"\nb: 1\n");
    QTest::newRow("anchored quoted value") << QByteArray("a: &x '" + QByteArray(100, '[') + "'\n");
    QTest::newRow("quoted in flow") << QByteArray("a: ['" + QByteArray(100, '[') + "', \"{\"]\n");
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
    // Item 12 of issue 19: a quote inside a plain scalar starts nothing, so the caps still hold
    // on the following lines, whatever the quoting.
    const QByteArray deep = "d: " + QByteArray(100, '[') + QByteArray(100, ']') + "\n";
    QTest::newRow("quote after a blank in a plain scalar")
        << QByteArray("a: b 'c\n" + deep) << 2 << QStringLiteral("nesting deeper than 64");
    QTest::newRow("quote inside a word")
        << QByteArray("a: it's\n" + deep) << 2 << QStringLiteral("nesting deeper than 64");
    QTest::newRow("double quote in a plain scalar")
        << QByteArray("a: 5\" screen\n" + deep) << 2 << QStringLiteral("nesting deeper than 64");
    QTest::newRow("quote opening a plain continuation line")
        << QByteArray("a: first\n  'second\n" + deep) << 3
        << QStringLiteral("nesting deeper than 64");
    QTest::newRow("quote in a plain sequence item")
        << QByteArray("- x 'y\n" + deep) << 2 << QStringLiteral("nesting deeper than 64");
    QByteArray quotedAliases("q: a 'b\nx: &x [1]\n");
    for (int i = 0; i < 70; ++i)
        quotedAliases += "b" + QByteArray::number(i) + ": *x\n";
    QTest::newRow("aliases after a stray quote")
        << quotedAliases << 67 << QStringLiteral("more than 64 aliases");
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

void TestYamlBounds::parsedDepthIsCheckedToo()
{
    // The pre-scan reads raw text; the parsed tree is measured as well, so that the depth cap
    // holds even where the scan's reading of a line differs from yaml-cpp's. A root mapping
    // holding n nested lists is n + 1 levels deep.
    auto nested = [](int lists) {
        return YAML::Load("d: " + std::string(size_t(lists), '[') + std::string(size_t(lists), ']'));
    };
    YamlBoundsViolation v;
    QVERIFY2(checkParsedDepth(nested(63), YamlLimits{}, &v), qPrintable(v.message));
    QVERIFY(!checkParsedDepth(nested(64), YamlLimits{}, &v));
    QCOMPARE(v.line, 1);
    QVERIFY2(v.message.contains(QStringLiteral("nesting deeper than 64")), qPrintable(v.message));
    // Aliases do not make the walk unbounded: a shared node is measured each time it is reached,
    // within the node budget.
    QByteArray laughs("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    for (int i = 0; i < 30; ++i)
        laughs += "l" + QByteArray::number(i) + ": &l" + QByteArray::number(i) + " [*"
                  + (i == 0 ? QByteArray("a") : "l" + QByteArray::number(i - 1)) + ", *"
                  + (i == 0 ? QByteArray("a") : "l" + QByteArray::number(i - 1)) + "]\n";
    YamlLimits small;
    small.maxNodes = 1000;
    QVERIFY(checkParsedDepth(YAML::Load(laughs.toStdString()), small, &v));

    // End to end: a stray quote no longer hides a deep line, and the refusal comes alone.
    Diagnostics d;
    loadCatalogTexts({{QStringLiteral("deep.yaml"),
                       "a: b 'c\nd: " + QByteArray(100, '[') + QByteArray(100, ']') + "\n"}},
                     false,
                     d);
    QCOMPARE(d.errorCount(), 1);
    QVERIFY2(d.items().constFirst().message.contains(QStringLiteral("nesting deeper than 64")),
             qPrintable(d.items().constFirst().toString()));
    QCOMPARE(d.items().size(), 1);
}

QTEST_GUILESS_MAIN(TestYamlBounds)
#include "tst_yamlbounds.moc"
