// The caps on what a YAML file may make us build (yaml/yamlbounds.h), applied while parsing.
// Expected positions are counted in the inputs by hand: the line of the offending node and the
// column of its first character (1-based, in characters).

#include "catalog/catalog.h"
#include "yaml/yamlbounds.h"
#include "yaml/yamlreader.h"

#include <QFile>
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
    void aliasedDepthCounts();
    void strayQuoteHidesNothing();
};

namespace {

// The diagnostics of loading `text` as one YAML file.
Diagnostics load(const QByteArray &text, bool *parsed = nullptr)
{
    Diagnostics d;
    YamlContext context(QStringLiteral("test.yaml"), d);
    const YamlDocument document = loadYaml(text, context);
    if (parsed)
        *parsed = document.root().isDefined();
    return d;
}

} // namespace

void TestYamlBounds::accepts_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("catalog shape") << QByteArray("a:\n  - id: x\n    tflops: {bf16: 1}\n");
    QTest::newRow("brackets in a block scalar") << QByteArray(
        "note: |\n  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n");
    QTest::newRow("brackets in quotes") << QByteArray("note: \"" + QByteArray(200, '[') + "\"\n");
    QTest::newRow("brackets in a comment") << QByteArray("a: 1 # " + QByteArray(200, '{') + "\n");
    QTest::newRow("few aliases") << QByteArray("a: &x 1\nb: *x\nc: *x\n");
    QTest::newRow("quoted key and value")
        << QByteArray("'a b': \"[[[[ \\\" ]]\"\n'c': 'it''s [['\n");
    QTest::newRow("multi-line quoted") << QByteArray("a: \"" + QByteArray(100, '[') + "\n  "
                                                     + QByteArray(100, '{') + "\"\nb: 1\n");
    QTest::newRow("anchored quoted value") << QByteArray("a: &x '" + QByteArray(100, '[') + "'\n");
    QTest::newRow("quoted in flow") << QByteArray("a: ['" + QByteArray(100, '[') + "', \"{\"]\n");
    // A root mapping holding 63 nested lists is 64 levels deep: at the cap, not over it.
    QTest::newRow("64 levels") << QByteArray("d: " + QByteArray(63, '[') + QByteArray(63, ']'));
    QTest::newRow("64 aliases") << QByteArray("a: &x 1\nb: [" + QByteArray("*x, ").repeated(63)
                                              + "*x]\n");
    QTest::newRow("empty") << QByteArray();
}

void TestYamlBounds::accepts()
{
    QFETCH(QByteArray, text);
    bool parsed = false;
    const Diagnostics d = load(text, &parsed);
    QVERIFY2(parsed && d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
}

void TestYamlBounds::rejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    const QString tooDeep = QStringLiteral("nesting deeper than 64");
    // The root mapping is level 1, so the 64th '[' (after "a: ") opens level 65.
    QTest::newRow("flow nesting bomb")
        << QByteArray("a: " + QByteArray(100000, '[')) << 1 << 3 + 64 << tooDeep;
    // k0's value is level 2 on line 2, …, level 65 starts on line 65 (k64, indented 128).
    QByteArray block;
    for (int i = 0; i < 80; ++i)
        block += QByteArray(i * 2, ' ') + "k" + QByteArray::number(i) + ":\n";
    QTest::newRow("block nesting") << block << 65 << 129 << tooDeep;
    QTest::newRow("sequence markers on one line")
        << QByteArray(QByteArray("- ").repeated(100) + "x\n") << 1 << 129 << tooDeep;
    QByteArray aliases("a: &x [1]\n");
    for (int i = 0; i < 70; ++i)
        aliases += "b" + QByteArray::number(i) + ": *x\n";
    // The 65th alias is b64's, on line 66; "b64: " is five characters.
    QTest::newRow("too many aliases")
        << aliases << 66 << 6 << QStringLiteral("more than 64 aliases");
    QTest::newRow("too large") << QByteArray(9 * 1024 * 1024, 'a') << 0 << 0
                               << QStringLiteral("files larger than 8388608 bytes are not read");
}

void TestYamlBounds::rejects()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    bool parsed = true;
    const Diagnostics d = load(text, &parsed);
    QVERIFY(!parsed);
    QCOMPARE(d.items().size(), 1); // the refusal comes alone
    const Diagnostic &e = d.items().constFirst();
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, column);
    QVERIFY2(e.message.contains(message), qPrintable(e.message));
}

void TestYamlBounds::everyEmbeddedFileIsWithinBounds()
{
    for (const QString &path : embeddedDataFiles()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        bool parsed = false;
        const Diagnostics d = load(f.readAll(), &parsed);
        QVERIFY2(parsed && d.isEmpty(), qPrintable(path + u": " + d.toStringList().join(u'\n')));
    }
}

void TestYamlBounds::loaderReportsTheCap()
{
    // A billion-laughs style file is refused before anything is built from it.
    QByteArray text("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    for (int i = 0; i < 100; ++i)
        text += "l" + QByteArray::number(i) + ": [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n";
    Diagnostics d;
    loadCatalogTexts({{QStringLiteral("laughs.yaml"), text}}, false, d);
    QCOMPARE(d.errorCount(), 1);
    QVERIFY(d.items().constFirst().message.contains(QStringLiteral("aliases")));
}

void TestYamlBounds::aliasedDepthCounts()
{
    // An aliased collection is as deep where it is used as where it was written: 60 lists under
    // the root mapping are levels 2–61; used inside 4 more lists (levels 2–5 of b) they would
    // reach level 65, at the alias (line 2, after "b: [[[[").
    const QByteArray deep = "a: &a " + QByteArray(60, '[') + QByteArray(60, ']') + "\n";
    bool parsed = false;
    Diagnostics d = load(deep + "b: [[[*a]]]\n", &parsed);
    QVERIFY2(parsed && d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
    d = load(deep + "b: [[[[*a]]]]\n", &parsed);
    QVERIFY(!parsed);
    QCOMPARE(d.items().size(), 1);
    QCOMPARE(d.items().constFirst().line, 2);
    QCOMPARE(d.items().constFirst().column, 8);
    QVERIFY(d.items().constFirst().message.contains(QStringLiteral("nesting deeper than 64")));
}

void TestYamlBounds::strayQuoteHidesNothing()
{
    // Item 12 of issue 19: a quote inside a plain scalar starts nothing, so the caps still hold
    // on the following lines, whatever the quoting. The deep line is refused alone.
    const QByteArray deep = "d: " + QByteArray(100, '[') + QByteArray(100, ']') + "\n";
    const QByteArray aliased = [] {
        QByteArray t("x: &x [1]\n");
        for (int i = 0; i < 70; ++i)
            t += "b" + QByteArray::number(i) + ": *x\n";
        return t;
    }();
    const struct
    {
        QByteArray text;
        int line;
    } cases[] = {
        {"a: b 'c\n" + deep, 2},
        {"a: it's\n" + deep, 2},
        {"a: 5\" screen\n" + deep, 2},
        {"a: first\n  'second\n" + deep, 3},
        {"q: a 'b\n" + aliased, 67},
    };
    for (const auto &c : cases) {
        Diagnostics d;
        loadCatalogTexts({{QStringLiteral("quote.yaml"), c.text}}, false, d);
        QCOMPARE(d.items().size(), 1);
        QCOMPARE(d.items().constFirst().line, c.line);
    }
    // In a sequence item too ("- " then 64 brackets: the 64th opens level 65 in column 66).
    Diagnostics d;
    loadCatalogTexts({{QStringLiteral("quote.yaml"),
                       "- x 'y\n- " + QByteArray(100, '[') + QByteArray(100, ']') + "\n"}},
                     false,
                     d);
    QCOMPARE(d.items().size(), 1);
    QCOMPARE(d.items().constFirst().line, 2);
    QCOMPARE(d.items().constFirst().column, 66);
}

QTEST_GUILESS_MAIN(TestYamlBounds)
#include "tst_yamlbounds.moc"
