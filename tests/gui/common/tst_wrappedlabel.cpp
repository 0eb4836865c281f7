#include "views/common/wrappedlabel.h"

#include <QApplication>
#include <QFont>
#include <QTest>

using namespace Atlas;

// The scenario panel's word-wrapped labels remember their sizes per text (a slider drag asks
// them again and again). What they answer must be what a QLabel set up the same way answers,
// for the text shown now, after the text, the font or a margin changed.
class TestWrappedLabel : public QObject
{
    Q_OBJECT

private slots:
    void sameAnswersAsQLabel_data();
    void sameAnswersAsQLabel();
    void followsFontAndMargins();
};

namespace {

void expectSame(const WrappedLabel &cached, const QLabel &plain)
{
    QCOMPARE(cached.sizeHint(), plain.sizeHint());
    QCOMPARE(cached.minimumSizeHint(), plain.minimumSizeHint());
    for (int width : {60, 120, 240, 465, 900})
        QCOMPARE(cached.heightForWidth(width), plain.heightForWidth(width));
}

QLabel *twin(Qt::TextFormat format, QLabel &plain)
{
    plain.setTextFormat(format);
    plain.setWordWrap(true);
    return &plain;
}

} // namespace

void TestWrappedLabel::sameAnswersAsQLabel_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("selectable");
    QTest::addColumn<QStringList>("texts");
    const QStringList rich{
        QStringLiteral("<b style='color:#1a7f37'>Fits: 19.8 GiB of 24.0 GiB per GPU on 1 × "
                       "NVIDIA GeForce RTX 4090</b>"),
        QStringLiteral("<b style='color:#cf222e'>Does not fit: 31.2 GiB per GPU on a card of "
                       "24.0 GiB; the smallest layout that fits has 2 × NVIDIA GeForce RTX 4090 "
                       "(dp 1, tp 2, pp 1, ZeRO 0)</b><br><b>Mainland</b> sold"),
        QStringLiteral("<b>放得下：每卡 19.8 GiB</b>，共 24.0 GiB"),
    };
    const QStringList plain{
        QStringLiteral("Work: 100 million tokens\nTime: 19 h (15–26 h)\nCost: ¥23.79"),
        QStringLiteral("Work: 100 million tokens"),
        QStringLiteral("工作量：1 亿 token\n时间：19 小时"),
        QString(),
    };
    QTest::newRow("rich text") << int(Qt::RichText) << false << rich;
    QTest::newRow("selectable plain text") << int(Qt::AutoText) << true << plain;
    QTest::newRow("plain text") << int(Qt::AutoText) << false << plain;
}

void TestWrappedLabel::sameAnswersAsQLabel()
{
    QFETCH(int, format);
    QFETCH(bool, selectable);
    QFETCH(QStringList, texts);
    WrappedLabel cached{Qt::TextFormat(format)};
    QLabel plainLabel;
    QLabel &plain = *twin(Qt::TextFormat(format), plainLabel);
    if (selectable) {
        cached.setTextInteractionFlags(Qt::TextSelectableByMouse);
        plain.setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // Each text, then the first again (asked once already: the remembered answers).
    texts << texts.constFirst();
    for (const QString &text : std::as_const(texts)) {
        cached.setText(text);
        plain.setText(text);
        expectSame(cached, plain);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("text: ") + text));
    }
}

void TestWrappedLabel::followsFontAndMargins()
{
    const QString text = QStringLiteral("Work: 100 million tokens, and a line long enough to wrap "
                                        "at the narrower widths");
    WrappedLabel cached(Qt::AutoText);
    QLabel plain;
    twin(Qt::AutoText, plain);
    cached.setText(text);
    plain.setText(text);
    expectSame(cached, plain);
    QFont larger = cached.font();
    larger.setPointSizeF(larger.pointSizeF() * 1.8);
    cached.setFont(larger);
    plain.setFont(larger);
    expectSame(cached, plain);
    cached.setMargin(9);
    plain.setMargin(9);
    expectSame(cached, plain);
    cached.setContentsMargins(4, 3, 7, 5);
    plain.setContentsMargins(4, 3, 7, 5);
    expectSame(cached, plain);
}

QTEST_MAIN(TestWrappedLabel)
#include "tst_wrappedlabel.moc"
