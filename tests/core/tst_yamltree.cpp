// The YAML parser the loaders read through (yaml/yamltree.h): what is null, what is quoted,
// where each node is, how aliases and errors behave, and that every embedded file reads exactly
// as yaml-cpp, the parser the loaders were written against, reads it.

#include "catalog/catalog.h"
#include "scenario/scenario.h"
#include "yaml/yamltree.h"

#include <QFile>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace Atlas;

class TestYamlTree : public QObject
{
    Q_OBJECT

private slots:
    void scalars_data();
    void scalars();
    void collections();
    void marks_data();
    void marks();
    void aliasesShareTheNode();
    void oneDocumentOnly();
    void errors_data();
    void errors();
    void embeddedFilesReadAsYamlCppReadsThem();
};

namespace {

YamlDocument parse(const QByteArray &text, YamlParseError *error = nullptr)
{
    return parseYaml(text, YamlLimits{}, error);
}

} // namespace

void TestYamlTree::scalars_data()
{
    QTest::addColumn<QByteArray>("value"); // written after "v: "
    QTest::addColumn<QString>("kind");     // null, plain or quoted
    QTest::addColumn<QString>("text");
    QTest::newRow("nothing") << QByteArray() << "null" << QString();
    QTest::newRow("tilde") << QByteArray("~") << "null" << QString();
    QTest::newRow("null") << QByteArray("null") << "null" << QString();
    QTest::newRow("Null") << QByteArray("Null") << "null" << QString();
    QTest::newRow("NULL") << QByteArray("NULL") << "null" << QString();
    QTest::newRow("nUll is text") << QByteArray("nUll") << "plain" << QStringLiteral("nUll");
    QTest::newRow("quoted null") << QByteArray("'null'") << "quoted" << QStringLiteral("null");
    QTest::newRow("empty quotes") << QByteArray("\"\"") << "quoted" << QString();
    // yaml-cpp's rule, kept: an explicit tag other than "!" is neither null nor a string.
    // !!str makes text, as quotes do: "!!str 2e8" is no number (review 2026-12-03, L3).
    QTest::newRow("str tag") << QByteArray("!!str null") << "quoted" << QStringLiteral("null");
    QTest::newRow("str tag on a number")
        << QByteArray("!!str 2e8") << "quoted" << QStringLiteral("2e8");
    QTest::newRow("float tag") << QByteArray("!!float 2e8") << "plain" << QStringLiteral("2e8");
    QTest::newRow("bang tag") << QByteArray("! 5") << "quoted" << QStringLiteral("5");
    QTest::newRow("number") << QByteArray("1.5e3") << "plain" << QStringLiteral("1.5e3");
    QTest::newRow("double quoted") << QByteArray("\"80\"") << "quoted" << QStringLiteral("80");
    QTest::newRow("escapes") << QByteArray("\"a\\tb\\u00e9\"") << "quoted"
                             << QStringLiteral("a\tb\u00e9");
    QTest::newRow("single quote doubled")
        << QByteArray("'it''s'") << "quoted" << QStringLiteral("it's");
    QTest::newRow("plain over lines")
        << QByteArray("first\n  second") << "plain" << QStringLiteral("first second");
    QTest::newRow("literal block")
        << QByteArray("|\n  a\n  b\n") << "quoted" << QStringLiteral("a\nb\n");
    QTest::newRow("folded block") << QByteArray(">\n  a\n  b\n") << "quoted"
                                  << QStringLiteral("a b\n");
    QTest::newRow("chinese") << QByteArray("北京") << "plain" << QStringLiteral("北京");
    QTest::newRow("trailing comment") << QByteArray("x # note") << "plain" << QStringLiteral("x");
}

void TestYamlTree::scalars()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, kind);
    QFETCH(QString, text);
    YamlParseError error;
    const YamlDocument document = parse("v: " + value + "\n", &error);
    QVERIFY2(document.root().isMap(), qPrintable(error.message));
    const YamlNode v = document.root()["v"];
    QVERIFY(v.isDefined());
    QCOMPARE(v.isNull(), kind == u"null");
    QCOMPARE(v.isScalar(), kind != u"null");
    QCOMPARE(v.isQuoted(), kind == u"quoted");
    QCOMPARE(v.text(), text);
}

void TestYamlTree::collections()
{
    const YamlDocument document = parse("b: 1\n"
                                        "a: [x, {k: v}, [y]]\n"
                                        "b: 2\n"
                                        "? [c]\n"
                                        ": 3\n");
    const YamlNode root = document.root();
    QVERIFY(root.isMap());
    // Entries in file order; a repeated key is kept (FieldReader reports it), lookups find the
    // first; a collection as key is kept as it is.
    QCOMPARE(root.size(), 4);
    QCOMPARE(root.key(0).text(), QStringLiteral("b"));
    QCOMPARE(root.key(1).text(), QStringLiteral("a"));
    QCOMPARE(root.value(2).text(), QStringLiteral("2"));
    QVERIFY(root.key(3).isSequence());
    QCOMPARE(root["b"].text(), QStringLiteral("1"));
    QVERIFY(!root["missing"].isDefined());
    const YamlNode a = root["a"];
    QVERIFY(a.isSequence());
    QCOMPARE(a.size(), 3);
    QStringList kinds;
    for (const YamlNode item : a)
        kinds << QString::fromLatin1(item.isScalar() ? "scalar" : item.isMap() ? "map" : "list");
    QCOMPARE(kinds,
             QStringList({QStringLiteral("scalar"), QStringLiteral("map"), QStringLiteral("list")}));
    QCOMPARE(a.item(1)["k"].text(), QStringLiteral("v"));
    QCOMPARE(a.item(2).item(0).text(), QStringLiteral("y"));
    // Scalars and null have no items; iterating them visits nothing.
    QCOMPARE(root["b"].size(), 0);
    int visited = 0;
    for (const YamlNode item : root) { // a mapping is not a list
        Q_UNUSED(item);
        ++visited;
    }
    QCOMPARE(visited, 0);
}

void TestYamlTree::marks_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("path"); // keys and indexes separated by '/'
    QTest::addColumn<int>("line");        // 1-based, counted in the text
    QTest::addColumn<int>("column");      // 1-based, in characters
    QTest::newRow("value") << QByteArray("a: 1\nbb: 22\n") << QByteArray("bb") << 2 << 5;
    // 北京 is two characters (six bytes): the column counts characters.
    QTest::newRow("after chinese")
        << QByteArray("a: {zh: 北京, b: 1}\n") << QByteArray("a/b") << 1 << 16;
    QTest::newRow("flow mapping") << QByteArray("a: {zh: x}\n") << QByteArray("a") << 1 << 4;
    // A block mapping starts at its first key, also as a list item ("- " before it).
    QTest::newRow("block mapping") << QByteArray("a:\n  k: v\n") << QByteArray("a") << 2 << 3;
    QTest::newRow("list item mapping")
        << QByteArray("l:\n  - id: x\n    n: 1\n  - id: y\n") << QByteArray("l/1") << 4 << 5;
    QTest::newRow("quoted") << QByteArray("a: 'x'\n") << QByteArray("a") << 1 << 4;
    QTest::newRow("block scalar") << QByteArray("a: |\n  x\n") << QByteArray("a") << 1 << 4;
}

void TestYamlTree::marks()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, path);
    QFETCH(int, line);
    QFETCH(int, column);
    const YamlDocument document = parse(text);
    YamlNode node = document.root();
    for (const QByteArray &step : path.split('/')) {
        bool isIndex = false;
        const int index = step.toInt(&isIndex);
        node = isIndex ? node.item(index)
                       : node[std::string_view(step.data(), size_t(step.size()))];
        QVERIFY(node.isDefined());
    }
    QCOMPARE(node.mark().line + 1, line);
    QCOMPARE(node.mark().column + 1, column);
}

void TestYamlTree::aliasesShareTheNode()
{
    const YamlDocument document = parse("a: &x {k: 1}\nb: *x\nc: &s text\nd: [*s, *s]\n");
    const YamlNode root = document.root();
    QCOMPARE(root["b"]["k"].text(), QStringLiteral("1"));
    QCOMPARE(root["b"].mark().line, 0); // the node written on line 1, not a copy
    QCOMPARE(root["d"].size(), 2);
    QCOMPARE(root["d"].item(1).text(), QStringLiteral("text"));
}

void TestYamlTree::oneDocumentOnly()
{
    // yaml-cpp's YAML::Load read the first document and dropped the rest without a word; a
    // second document is now refused where it starts (review 2026-12-03, L3).
    YamlParseError error;
    QVERIFY(!parse("a: 1\n---\nb: 2\n", &error).root().isDefined());
    QCOMPARE(error.mark.line, 1); // 0-based: the "---" line
    QCOMPARE(error.mark.column, 0);
    QVERIFY2(error.message.contains(QStringLiteral("a second YAML document starts here")),
             qPrintable(error.message));
    // After "...", too; but "---" opening the only document, or "..." closing it, is fine.
    QVERIFY(!parse("a: 1\n...\nb: 2\n").root().isDefined());
    QVERIFY(parse("---\na: 1\n").root().isMap());
    QVERIFY(parse("a: 1\n...\n").root().isMap());
    // Broken text after the first document is no longer skipped unread.
    QVERIFY(!parse("a: 1\n...\n[\n").root().isDefined());
    // An empty text is one null document.
    QVERIFY(parse("").root().isNull());
    QVERIFY(parse("# only a comment\n").root().isNull());
}

void TestYamlTree::errors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    // The alias names an anchor that is defined only later (or is being defined: no cycles).
    QTest::newRow("alias before its anchor")
        << QByteArray("a: *x\nb: &x 1\n") << 1 << 4 << QStringLiteral("anchor is not defined");
    QTest::newRow("alias inside its anchor")
        << QByteArray("a: &x [1, *x]\n") << 1 << 11 << QStringLiteral("anchor is not defined");
    // " b" continues the plain scalar "1", which cannot be a key: found at the colon.
    QTest::newRow("value as key") << QByteArray("a: 1\n b: 2\n") << 2 << 3
                                  << QStringLiteral("mapping values are not allowed");
    QTest::newRow("tab indentation")
        << QByteArray("a:\n\tb: 1\n") << 2 << 1 << QStringLiteral("not valid YAML");
}

void TestYamlTree::errors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    YamlParseError error;
    const YamlDocument document = parse(text, &error);
    QVERIFY(!document.root().isDefined());
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
    QCOMPARE(error.mark.line + 1, line);
    QCOMPARE(error.mark.column + 1, column);
}

namespace {

// Compares yaml-cpp's reading of `text` with ours node by node; returns the first difference.
// yaml-cpp counts columns in bytes, we count characters: its column is converted first.
QString firstDifference(const QByteArray &text)
{
    const QList<QByteArray> lines = text.split('\n');
    const YAML::Node expected = YAML::Load(text.toStdString());
    const YamlDocument document = parseYaml(text, YamlLimits{}, nullptr);
    struct Pair
    {
        YAML::Node expected;
        YamlNode actual;
    };
    QList<Pair> stack{{expected, document.root()}};
    while (!stack.isEmpty()) {
        const Pair p = stack.takeLast();
        const YAML::Mark m = p.expected.Mark();
        const QString where = QStringLiteral("line %1: ").arg(m.line + 1);
        if (p.expected.IsNull() != p.actual.isNull() || p.expected.IsMap() != p.actual.isMap()
            || p.expected.IsSequence() != p.actual.isSequence()
            || p.expected.IsScalar() != p.actual.isScalar())
            return where + u"kind";
        if (p.expected.IsNull())
            continue;
        const int column = int(QString::fromUtf8(lines.value(m.line).left(m.column)).size());
        if (m.line != p.actual.mark().line || column != p.actual.mark().column)
            return where + u"position";
        if (p.expected.IsScalar()) {
            if (p.expected.Scalar() != p.actual.scalar())
                return where + u"text";
            if ((p.expected.Tag() == "!") != p.actual.isQuoted())
                return where + u"quoting";
        } else if (int(p.expected.size()) != p.actual.size()) {
            return where + u"size";
        } else if (p.expected.IsSequence()) {
            for (int i = 0; i < p.actual.size(); ++i)
                stack.append({p.expected[i], p.actual.item(i)});
        } else {
            int i = 0;
            for (auto it = p.expected.begin(); it != p.expected.end(); ++it, ++i) {
                stack.append({it->first, p.actual.key(i)});
                stack.append({it->second, p.actual.value(i)});
            }
        }
    }
    return {};
}

} // namespace

void TestYamlTree::embeddedFilesReadAsYamlCppReadsThem()
{
    QStringList files = embeddedDataFiles();
    files << QStringLiteral(":/computeatlas/data/seed_table.yaml") << builtInScenarioFiles();
    for (const QString &path : std::as_const(files)) {
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QString difference = firstDifference(f.readAll());
        QVERIFY2(difference.isEmpty(), qPrintable(path + u": " + difference));
    }
}

QTEST_GUILESS_MAIN(TestYamlTree)
#include "tst_yamltree.moc"
