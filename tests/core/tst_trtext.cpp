#include "text/trtext.h"

#include <QCoreApplication>
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
    void localizedArgumentFollowsTheRendering();
};

namespace {

// A Chinese translation of two texts: the marker that says which language it is, and one sentence.
class FakeChinese : public QTranslator
{
public:
    QString translate(const char *context,
                      const char *source,
                      const char * = nullptr,
                      int = -1) const override
    {
        const QByteArray c(context), s(source);
        if (c == "Atlas::TrText" && s == "language of this text: en")
            return QStringLiteral("zh");
        if (c == "ctx" && s == "%1 does not fit")
            return QStringLiteral("%1放不下");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

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

void TestTrText::localizedArgumentFollowsTheRendering()
{
    const LocalizedText name{QStringLiteral("Ascend 910B"), QStringLiteral("昇腾 910B")};
    const TrText t = TrText("ctx", "%1 does not fit").arg(name);
    FakeChinese chinese;
    QCOMPARE(t.toString(nullptr), QStringLiteral("Ascend 910B does not fit"));
    QCOMPARE(t.toString(&chinese), QStringLiteral("昇腾 910B放不下"));
    QCOMPARE(t.toString(), QStringLiteral("Ascend 910B does not fit")); // nothing installed
    QCoreApplication::installTranslator(&chinese);
    QCOMPARE(t.toString(), QStringLiteral("昇腾 910B放不下"));
    QCoreApplication::removeTranslator(&chinese);
    // A side that is missing falls back to the other.
    const LocalizedText englishOnly{QStringLiteral("Lambda"), QString()};
    QCOMPARE(TrText::localized(englishOnly).toString(&chinese), QStringLiteral("Lambda"));
}

QTEST_GUILESS_MAIN(TestTrText)
#include "tst_trtext.moc"
