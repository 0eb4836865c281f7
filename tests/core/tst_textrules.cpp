// Which characters a text may hold (text/textrules.h), and how a refused one is shown back.
// Expectations are the Unicode code charts (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F).

#include "text/diagnostics.h"
#include "text/textrules.h"

#include <QTest>

using namespace Atlas;

class TestTextRules : public QObject
{
    Q_OBJECT

private slots:
    void controlCharacters_data();
    void controlCharacters();
    void visibleControls();
    void elidedEscapesFirst();
};

void TestTextRules::controlCharacters_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("multiline");
    QTest::addColumn<int>("index"); // -1: allowed
    QTest::addColumn<QString>("name");
    QTest::newRow("plain") << QStringLiteral("Test Cloud 测试云") << false << -1 << QString();
    QTest::newRow("ESC in a name")
        << QStringLiteral("a\x1b[2J") << false << 1 << QStringLiteral("U+001B (ESC)");
    QTest::newRow("NUL") << QString(QChar(0)) << true << 0 << QStringLiteral("U+0000 (NUL)");
    QTest::newRow("tab in a name")
        << QStringLiteral("a\tb") << false << 1 << QStringLiteral("U+0009 (HT)");
    QTest::newRow("tab in notes") << QStringLiteral("a\tb\nc") << true << -1 << QString();
    QTest::newRow("CR in notes") << QStringLiteral("a\r\nb") << true << 1
                                 << QStringLiteral("U+000D (CR)");
    QTest::newRow("DEL") << QStringLiteral("x\x7f") << true << 1 << QStringLiteral("U+007F (DEL)");
    QTest::newRow("C1 CSI") << QString(QChar(0x9b)) << true << 0 << QStringLiteral("U+009B");
    QTest::newRow("NBSP is text") << QString(QChar(0xa0)) << false << -1 << QString();
    QTest::newRow("RTL override is a format character")
        << QString(QChar(0x202e)) << false << -1 << QString();
}

void TestTextRules::controlCharacters()
{
    QFETCH(QString, text);
    QFETCH(bool, multiline);
    QFETCH(int, index);
    QFETCH(QString, name);
    const auto c = findControlCharacter(text, multiline ? TextShape::Multiline : TextShape::Line);
    QCOMPARE(c.has_value(), index >= 0);
    if (c) {
        QCOMPARE(int(c->index), index);
        QCOMPARE(controlCharacterName(c->code), name);
    }
}

void TestTextRules::visibleControls()
{
    QCOMPARE(Atlas::visibleControls(QStringLiteral("a\x1b[31mb\x7f")),
             QStringLiteral("a\\x1B[31mb\\x7F"));
    QCOMPARE(Atlas::visibleControls(QString(QChar(0)).append(QChar(0x85))),
             QStringLiteral("\\x00\\x85"));
    QCOMPARE(Atlas::visibleControls(QStringLiteral("名字")), QStringLiteral("名字"));
    // The shapes follow the caps: ids and names are one line, longer texts may break.
    QCOMPARE(textShape(MaxIdLength), TextShape::Line);
    QCOMPARE(textShape(MaxNameLength), TextShape::Line);
    QCOMPARE(textShape(MaxTextLength), TextShape::Multiline);
}

void TestTextRules::elidedEscapesFirst()
{
    // The cut counts what is shown: 60 characters of escapes, never half of one raw byte.
    const QString echoed = elided(QString(100, QChar(0x1b)));
    QCOMPARE(echoed.size(), 60);
    QVERIFY(echoed.startsWith(QStringLiteral("\\x1B\\x1B")));
    QVERIFY(!echoed.contains(QChar(0x1b)));
    // A whole diagnostic never carries a control character, whatever its parts hold.
    const Diagnostic d{Diagnostic::Severity::Error,
                       QStringLiteral("f.yaml"),
                       1,
                       2,
                       QStringLiteral("k\x1b"),
                       QStringLiteral("m\x07")};
    QCOMPARE(d.toString(), QStringLiteral("f.yaml:1:2: k\\x1B: m\\x07"));
}

QTEST_GUILESS_MAIN(TestTextRules)
#include "tst_textrules.moc"
