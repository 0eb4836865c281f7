// The packed trees of the embedded catalog (yaml/yamlpack.h): the program reads them instead of
// the YAML, so each must be the tree the YAML parses to, node for node; and a damaged tree must
// read as no tree at all (the loader then parses the YAML), never as a wrong one.

#include "catalog/catalog.h"
#include "yaml/yamlpack.h"

#include <QFile>
#include <QTest>
#include <QtEndian>

using namespace Atlas;

class TestYamlPack : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void aliasesStayShared();
    void embeddedTreesAreTheirYaml_data();
    void embeddedTreesAreTheirYaml();
    void damagedTreesReadAsNothing_data();
    void damagedTreesReadAsNothing();
};

namespace {

YamlDocument parse(const QByteArray &text)
{
    YamlParseError error;
    YamlDocument document = parseYaml(text, YamlLimits{}, &error);
    if (!document.root().isDefined())
        qWarning("%s", qPrintable(error.message));
    return document;
}

QByteArray resource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Compares two trees node for node: kind, quotedness, position, text and children.
bool sameTree(YamlNode a, YamlNode b, const QString &path = QStringLiteral("root"))
{
    const auto fail = [&path](const char *what) {
        qWarning("%s differs at %s", what, qPrintable(path));
        return false;
    };
    if (a.isDefined() != b.isDefined() || a.isNull() != b.isNull() || a.isScalar() != b.isScalar()
        || a.isMap() != b.isMap() || a.isSequence() != b.isSequence())
        return fail("the kind");
    if (a.isQuoted() != b.isQuoted())
        return fail("quotedness");
    if (a.mark().line != b.mark().line || a.mark().column != b.mark().column)
        return fail("the mark");
    if (a.scalar() != b.scalar())
        return fail("the text");
    if (a.size() != b.size())
        return fail("the size");
    const int children = a.isMap() ? 2 * a.size() : a.size();
    for (int i = 0; i < children; ++i) {
        const YamlNode x = a.isMap() ? (i % 2 ? a.value(i / 2) : a.key(i / 2)) : a.item(i);
        const YamlNode y = b.isMap() ? (i % 2 ? b.value(i / 2) : b.key(i / 2)) : b.item(i);
        if (!sameTree(x, y, path + u'/' + QString::number(i)))
            return false;
    }
    return true;
}

bool sameTree(const YamlDocument &a, const YamlDocument &b)
{
    return sameTree(a.root(), b.root());
}

} // namespace

void TestYamlPack::roundTrip_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::newRow("empty file") << QByteArray();
    QTest::newRow("a scalar") << QByteArray("just text\n");
    QTest::newRow("nulls and quotes")
        << QByteArray("a: ~\nb: 'null'\nc: !!str 2e8\nd: \"\"\ne: 7\n");
    QTest::newRow("nested") << QByteArray("list:\n  - {x: 1, y: [a, b, []]}\n  - {}\n  -\n");
    QTest::newRow("unicode") << QByteArray("名称: 英伟达\nnote: \"tab\\there\"\n");
    QTest::newRow("block scalar") << QByteArray("text: |\n  two\n  lines\nkey: v\n");
}

void TestYamlPack::roundTrip()
{
    QFETCH(QByteArray, yaml);
    const YamlDocument parsed = parse(yaml);
    QVERIFY(parsed.root().isDefined());
    const QByteArray packed = packYaml(parsed);
    const YamlDocument unpacked = unpackYaml(packed);
    QVERIFY(unpacked.root().isDefined());
    QVERIFY(sameTree(parsed, unpacked));
    // Reading the scalars in place (the program's resources) gives the same tree.
    const YamlDocument inPlace = unpackYaml(packed, PackedBytes::Static);
    QVERIFY(sameTree(parsed, inPlace));
}

void TestYamlPack::aliasesStayShared()
{
    const YamlDocument parsed = parse("base: &b {gpu: h100, n: 8}\none: *b\ntwo: *b\n");
    const YamlDocument unpacked = unpackYaml(packYaml(parsed));
    QVERIFY(sameTree(parsed, unpacked));
    const YamlNode root = unpacked.root();
    QCOMPARE(root["one"]["gpu"].text(), QStringLiteral("h100"));
    // One node under three keys, as parsed: the same position, and written once.
    QCOMPARE(root["one"].mark().line, 0);
    QCOMPARE(root["two"].mark().column, root["base"].mark().column);
    const QByteArray packed = packYaml(parsed);
    const QByteArray unshared = packYaml(parse("base: {gpu: h100, n: 8}\none: {gpu: h100, n: 8}\n"
                                               "two: {gpu: h100, n: 8}\n"));
    QVERIFY(packed.size() < unshared.size());
}

void TestYamlPack::embeddedTreesAreTheirYaml_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : embeddedDataFiles())
        QTest::newRow(qPrintable(path.section(u'/', -1))) << path;
}

void TestYamlPack::embeddedTreesAreTheirYaml()
{
    QFETCH(QString, path);
    const QByteArray yaml = resource(path);
    const QByteArray packed = resource(path + QStringLiteral(".tree"));
    QVERIFY2(!yaml.isEmpty(), qPrintable(path));
    QVERIFY2(!packed.isEmpty(), "the build packs every embedded catalog file");
    const YamlDocument parsed = parse(yaml);
    const YamlDocument unpacked = unpackYaml(packed);
    QVERIFY(unpacked.root().isDefined());
    QVERIFY(sameTree(parsed, unpacked));
}

void TestYamlPack::damagedTreesReadAsNothing_data()
{
    const QByteArray good = packYaml(parse("a: [1, 2]\nb: {c: d}\n"));
    const auto patched = [&good](qsizetype at, quint32 value) {
        QByteArray bad = good;
        for (int i = 0; i < 4; ++i)
            bad[at + i] = char((value >> (8 * i)) & 0xff);
        return bad;
    };
    // Header words after the 8-byte magic: nodes, references, string bytes, root; then the
    // node records of 7 words: kind, line, column, offset, length, first child, children.
    const qsizetype firstNode = 8 + 4 * 4;
    QTest::addColumn<QByteArray>("packed");
    QTest::newRow("nothing") << QByteArray();
    QTest::newRow("YAML text") << QByteArray("a: [1, 2]\n");
    QTest::newRow("wrong magic") << QByteArray("ATYTREE9") + good.mid(8);
    QTest::newRow("truncated") << good.left(good.size() - 1);
    QTest::newRow("trailing byte") << good + 'x';
    QTest::newRow("too many nodes") << patched(8, 1000);
    QTest::newRow("root out of range") << patched(8 + 12, 1000);
    QTest::newRow("unknown kind") << patched(firstNode, 7);
    QTest::newRow("text out of range") << patched(firstNode + 12, 1 << 20);
    QTest::newRow("text runs past the end") << patched(firstNode + 16, 1 << 20);
    QTest::newRow("children out of range") << patched(firstNode + 20, 1 << 20);
    QTest::newRow("a scalar with children") << patched(firstNode + 24, 1);
    // The last record is the root mapping: its first child pointing at itself is a cycle.
    const qsizetype nodes = qFromLittleEndian<quint32>(good.constData() + 8);
    const qsizetype references = qFromLittleEndian<quint32>(good.constData() + 12);
    const qsizetype firstReference = firstNode + nodes * 7 * 4;
    QTest::newRow("a cycle") << patched(firstReference + 4 * (references - 1), quint32(nodes - 1));
    QTest::newRow("a child out of range") << patched(firstReference, quint32(nodes));
}

void TestYamlPack::damagedTreesReadAsNothing()
{
    QFETCH(QByteArray, packed);
    QVERIFY(!unpackYaml(packed).root().isDefined());
}

QTEST_GUILESS_MAIN(TestYamlPack)
#include "tst_yamlpack.moc"
