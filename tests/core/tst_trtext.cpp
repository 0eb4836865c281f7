#include "text/trtext.h"

#include <QTest>
#include <QTranslator>

using namespace Atlas;

class TestTrText : public QObject
{
    Q_OBJECT

private slots:
    void substitution();
    void argumentsAreNotReSubstituted();
    void joinTranslatesTheSeparator();
    void cLocaleNumbers();
};

void TestTrText::substitution()
{
    const TrText t = TrText("ctx", "%1 of %2 GPUs").arg(3).arg(8);
    QCOMPARE(t.toString(nullptr), QStringLiteral("3 of 8 GPUs"));
    QCOMPARE(t.toString(), QStringLiteral("3 of 8 GPUs")); // no translator installed
}

void TestTrText::argumentsAreNotReSubstituted()
{
    QCOMPARE(substituteArguments(QStringLiteral("%1 and %2"),
                                 {QStringLiteral("%2"), QStringLiteral("x")}),
             QStringLiteral("%2 and x"));
    QCOMPARE(substituteArguments(QStringLiteral("100 % and %3"), {QStringLiteral("a")}),
             QStringLiteral("100 % and %3"));
}

void TestTrText::joinTranslatesTheSeparator()
{
    const TrText joined = TrText::join({TrText::literal(QStringLiteral("a")),
                                        TrText::literal(QStringLiteral("b"))},
                                       TrText("ctx", "; "));
    QCOMPARE(joined.toString(nullptr), QStringLiteral("a; b"));
    QVERIFY(TrText().isEmpty());
}

void TestTrText::cLocaleNumbers()
{
    QLocale::setDefault(QLocale(QLocale::German));
    QCOMPARE(TrText("ctx", "%1 bytes").arg(0.127).toString(nullptr), QStringLiteral("0.127 bytes"));
    QCOMPARE(TrText("ctx", "%1").arg(1.5e12).toString(nullptr), QStringLiteral("1.5e+12"));
    QCOMPARE(TrText("ctx", "%1").arg(16384.0).toString(nullptr),
             QStringLiteral("16384")); // no group separator
    QLocale::setDefault(QLocale::c());
}

QTEST_GUILESS_MAIN(TestTrText)
#include "tst_trtext.moc"
