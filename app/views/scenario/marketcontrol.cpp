#include "views/scenario/marketcontrol.h"

#include "catalog/marketmark.h"
#include "common/plotpalette.h"
#include "document/scenariodocument.h"
#include "views/common/compactcombobox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QVBoxLayout>

namespace Atlas {

MarketControl::MarketControl(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : ScenarioView(document, display, parent)
    , m_market(new CompactComboBox)
    , m_offshore(new QCheckBox)
{
    m_market->setObjectName(QStringLiteral("marketCombo"));
    m_offshore->setObjectName(QStringLiteral("allowOffshoreCheck"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_market);
    layout->addWidget(m_offshore);
    for (int m = 0; m < MarketCount; ++m)
        m_market->addItem(QString(), m);
    connect(m_market, &QComboBox::activated, this, [this](int index) {
        const auto market = Market(m_market->itemData(index).toInt());
        if (market == this->document()->scenario().market)
            return;
        this->document()->edit(ScenarioField::Market,
                               tr("Market: %1").arg(m_market->itemText(index)),
                               [market](Scenario &s) { s.market = market; });
    });
    connect(m_offshore, &QCheckBox::clicked, this, [this](bool on) {
        this->document()->edit(ScenarioField::Market,
                               on ? tr("Allow data to leave the mainland")
                                  : tr("Keep data in the mainland"),
                               [on](Scenario &s) { s.allowOffshore = on; });
    });
    retranslate();
}

void MarketControl::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    ScenarioView::changeEvent(event);
}

void MarketControl::scenarioChanged(const ScenarioChanges &changes)
{
    if (changes.has(ScenarioField::Market))
        refresh();
}

void MarketControl::retranslate()
{
    for (int i = 0; i < m_market->count(); ++i)
        m_market->setItemText(i, marketName(Market(m_market->itemData(i).toInt())).toString());
    m_market->setToolTip(tr("Where the cards are bought or rented. Mainland China offers only "
                            "what can be had there: no card that needs a US export licence, "
                            "existing stock only for rent, and providers inside the mainland."));
    m_offshore->setText(tr("Allow data to leave the mainland"));
    m_offshore->setToolTip(tr("Also rank providers in Hong Kong and abroad. The data then "
                              "leaves the mainland (数据出境): personal information needs one of "
                              "PIPL's routes."));
    refresh();
}

void MarketControl::refresh()
{
    const Scenario &s = document()->scenario();
    m_market->setCurrentIndex(m_market->findData(int(s.market)));
    m_offshore->setChecked(s.allowOffshore);
    // Only the mainland market keeps data in: the choice means nothing elsewhere.
    m_offshore->setEnabled(s.market == Market::CnMainland);
}

QString marketVerdictHtml(const MarketMark &mark)
{
    if (!mark.isSet() || (!mark.isMarked() && mark.offered()))
        return {};
    QStringList badges;
    for (const TrText &b : marketBadges(mark))
        badges << b.toString();
    const TrText why = mark.offered() ? availabilityText(*mark.mainland) : marketRejection(mark);
    QString text = why.toString();
    if (mark.dataLeavesMainland())
        text += QStringLiteral(" ") + jurisdictionText(mark).toString();
    return QStringLiteral("<b style='color:%1'>%2</b> %3")
        .arg(PlotColors::marked().name(),
             badges.join(QStringLiteral(" · ")).toHtmlEscaped(),
             text.toHtmlEscaped());
}

} // namespace Atlas
