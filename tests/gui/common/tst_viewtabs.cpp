#include "views/common/viewtabs.h"

#include "support/guitestutil.h"

#include <QLabel>
#include <QPaintEvent>
#include <QStackedWidget>
#include <QTabBar>
#include <QTest>
#include <QVBoxLayout>

#include <memory>
#include <utility>

using namespace Atlas;

// The main window's tabs: a page whose label changes its text repaints that label, not the
// whole tab widget; what the tab widget is laid out from (its tab bar) still lays it out.
class TestViewTabs : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aPageLabelRepaintsOnlyItself();
    void aTallerTabBarStillMovesThePages();

private:
    // The region the tab widget itself was asked to paint since the last call.
    QRegion takePainted();

    std::unique_ptr<ViewTabs> m_tabs;
    QLabel *m_label = nullptr;
    AtlasTest::PaintCounter m_counter;
};

void TestViewTabs::init()
{
    m_tabs = std::make_unique<ViewTabs>();
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_label = new QLabel(QStringLiteral("precision BF16"));
    layout->addWidget(m_label);
    layout->addStretch(1);
    m_tabs->addTab(page, QStringLiteral("Matrix"));
    m_tabs->addTab(new QWidget, QStringLiteral("Map"));
    m_tabs->resize(600, 400);
    m_tabs->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_tabs.get()));
    m_tabs->installEventFilter(&m_counter);
    QTest::qWait(20);
    takePainted();
}

void TestViewTabs::cleanup()
{
    m_tabs.reset();
}

QRegion TestViewTabs::takePainted()
{
    return std::exchange(m_counter.painted, QRegion());
}

void TestViewTabs::aPageLabelRepaintsOnlyItself()
{
    // A longer text: the label asks its page, the page its stack and the stack the tab widget
    // to lay out again. A plain QTabWidget then repaints all of its 600 × 400 pixels.
    m_label->setText(QStringLiteral("precision BF16, sequence 4096, micro-batch 1; inference"));
    QTRY_VERIFY(!m_counter.painted.isEmpty());
    QTest::qWait(20);
    const QRegion painted = takePainted();
    const QRect label(m_label->mapTo(m_tabs.get(), QPoint(0, 0)), m_label->size());
    QVERIFY2(label.contains(painted.boundingRect()),
             qPrintable(QStringLiteral("painted %1,%2 %3×%4 beyond the label")
                            .arg(painted.boundingRect().x())
                            .arg(painted.boundingRect().y())
                            .arg(painted.boundingRect().width())
                            .arg(painted.boundingRect().height())));
}

void TestViewTabs::aTallerTabBarStillMovesThePages()
{
    auto *stack = m_tabs->findChild<QStackedWidget *>();
    QVERIFY(stack);
    const int top = stack->geometry().top();
    const int barHeight = m_tabs->tabBar()->height();
    QFont large = m_tabs->tabBar()->font();
    large.setPointSizeF(large.pointSizeF() * 2);
    m_tabs->tabBar()->setFont(large);
    QTRY_VERIFY(stack->geometry().top() > top);
    QVERIFY(m_tabs->tabBar()->height() > barHeight);
}

QTEST_MAIN(TestViewTabs)
#include "tst_viewtabs.moc"
