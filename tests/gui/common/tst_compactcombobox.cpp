// CompactComboBox (views/common/compactcombobox.h) must be sized exactly as QComboBox sizes a box
// with AdjustToMinimumContentsLengthWithIcon, or the scenario panel's layout would move; and it
// must not build its popup list before the list is opened, which is what it is for.

#include "views/common/compactcombobox.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPixmap>
#include <QTest>

using namespace Atlas;

class TestCompactComboBox : public QObject
{
    Q_OBJECT

private slots:
    void sizedAsThePolicy_data();
    void sizedAsThePolicy();
    void noListUntilOpened();
};

void TestCompactComboBox::sizedAsThePolicy_data()
{
    QTest::addColumn<int>("characters");
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<qreal>("pointSize"); // 0: the application's font
    QTest::addColumn<bool>("icon");
    const QStringList names{QStringLiteral("Llama 3.1 8B  (8.03B)"),
                            QStringLiteral("二线 · 英伟达 GeForce RTX 4090 24GB (24 GiB)"),
                            QStringLiteral("x")};
    QTest::newRow("empty") << 14 << QStringList() << qreal(0) << false;
    QTest::newRow("names") << 14 << names << qreal(0) << false;
    QTest::newRow("eight characters") << 8 << names << qreal(0) << false;
    QTest::newRow("large font") << 14 << names << qreal(18) << false;
    QTest::newRow("small font") << 14 << names << qreal(7) << false;
    QTest::newRow("with an icon") << 14 << names << qreal(0) << true;
}

void TestCompactComboBox::sizedAsThePolicy()
{
    QFETCH(int, characters);
    QFETCH(QStringList, items);
    QFETCH(qreal, pointSize);
    QFETCH(bool, icon);
    CompactComboBox compact(characters);
    QComboBox policy;
    policy.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    policy.setMinimumContentsLength(characters);
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::red);
    for (QComboBox *box : {static_cast<QComboBox *>(&compact), &policy}) {
        if (pointSize > 0) {
            QFont font = QApplication::font();
            font.setPointSizeF(pointSize);
            box->setFont(font);
        }
        for (const QString &item : items)
            icon ? box->addItem(QIcon(pixmap), item) : box->addItem(item);
    }
    QCOMPARE(compact.sizeHint(), policy.sizeHint());
    QCOMPARE(compact.minimumSizeHint(), policy.minimumSizeHint());
}

void TestCompactComboBox::noListUntilOpened()
{
    CompactComboBox box;
    box.addItems({QStringLiteral("one"), QStringLiteral("two")});
    box.show();
    QVERIFY(QTest::qWaitForWindowExposed(&box));
    QVERIFY(!box.findChild<QAbstractItemView *>());
    QComboBox policy;
    policy.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    QVERIFY(policy.findChild<QAbstractItemView *>()); // what the class avoids
}

QTEST_MAIN(TestCompactComboBox)
#include "tst_compactcombobox.moc"
