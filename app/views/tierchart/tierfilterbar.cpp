#include "views/tierchart/tierfilterbar.h"

#include "catalog/catalog.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "views/tierchart/ecosystemcombo.h"
#include "views/tierchart/tiertooltip.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMap>

#include <algorithm>

namespace Atlas {

TierFilterBar::TierFilterBar(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : ScenarioView(document, display, parent)
    , m_vendorLabel(new QLabel)
    , m_vendor(new QComboBox)
    , m_tierLabel(new QLabel)
    , m_tier(new QComboBox)
    , m_domestic(new QCheckBox)
    , m_ecosystemLabel(new QLabel)
    , m_ecosystem(new QComboBox)
    , m_budget(new QCheckBox)
    , m_sizeLabel(new QLabel)
    , m_size(new QComboBox)
{
    m_vendor->setObjectName(QStringLiteral("tierVendorFilter"));
    m_tier->setObjectName(QStringLiteral("tierTierFilter"));
    m_domestic->setObjectName(QStringLiteral("tierDomesticFilter"));
    m_ecosystem->setObjectName(QStringLiteral("tierEcosystemFilter"));
    m_ecosystem->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_ecosystemLabel->setBuddy(m_ecosystem);
    m_budget->setObjectName(QStringLiteral("tierBudgetFilter"));
    m_size->setObjectName(QStringLiteral("tierSizeMetric"));
    m_vendor->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_vendorLabel->setBuddy(m_vendor);
    m_tierLabel->setBuddy(m_tier);
    m_sizeLabel->setBuddy(m_size);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_vendorLabel);
    layout->addWidget(m_vendor);
    layout->addSpacing(8);
    layout->addWidget(m_tierLabel);
    layout->addWidget(m_tier);
    layout->addSpacing(8);
    layout->addWidget(m_domestic);
    layout->addSpacing(8);
    layout->addWidget(m_ecosystemLabel);
    layout->addWidget(m_ecosystem);
    layout->addSpacing(8);
    layout->addWidget(m_budget);
    layout->addStretch(1);
    layout->addWidget(m_sizeLabel);
    layout->addWidget(m_size);

    retranslate();
    for (QComboBox *combo : {m_vendor, m_tier, m_ecosystem})
        connect(combo, &QComboBox::currentIndexChanged, this, &TierFilterBar::filterChanged);
    for (QCheckBox *box : {m_domestic, m_budget})
        connect(box, &QCheckBox::toggled, this, &TierFilterBar::filterChanged);
    connect(m_size, &QComboBox::currentIndexChanged, this, &TierFilterBar::sizeMetricChanged);
    m_budget->setEnabled(false); // until the scenario has a budget
    scenarioChanged(ScenarioChanges::everything());
}

void TierFilterBar::updateBudgetToolTip()
{
    m_budget->setToolTip(
        m_budgetPerCard
            ? tr("Hide cards whose purchase price is above %1 per card (the budget divided by "
                 "the card count). Cards without a known price stay visible.")
                  .arg(Format::money(*m_budgetPerCard, display()->language()))
            : tr("The scenario has no budget"));
}

void TierFilterBar::displayChanged()
{
    fillVendors(); // vendor names and the budget in the display's language
    fillEcosystemCombo(m_ecosystem, document()->catalog().accelerators());
    updateBudgetToolTip();
}

void TierFilterBar::fillVendors()
{
    const QString current = m_vendor->currentData().toString();
    const QSignalBlocker blocker(m_vendor);
    m_vendor->clear();
    m_vendor->addItem(tr("All vendors"), QString());
    {
        QMap<QString, QString> vendors; // key -> name in the UI language, sorted by key
        const Language language = display()->language();
        for (const Accelerator &a : document()->catalog().accelerators()) {
            // A user catalog may leave vendor_zh out on some entries: the first name wins
            // unless it fell back to English and a later entry has the language's own.
            const QString name = a.vendorName.text(language);
            auto it = vendors.find(a.vendor);
            if (it == vendors.end())
                vendors.insert(a.vendor, name);
            else if (*it == a.vendor && name != a.vendor)
                *it = name;
        }
        for (auto it = vendors.cbegin(); it != vendors.cend(); ++it)
            m_vendor->addItem(it.value(), it.key());
    }
    m_vendor->setCurrentIndex(std::max(0, m_vendor->findData(current)));
}

void TierFilterBar::scenarioChanged(const ScenarioChanges &)
{
    const std::optional<double> cny = document()->result().budgetPerCardCny;
    if (cny == m_budgetPerCard)
        return;
    m_budgetPerCard = cny;
    m_budget->setEnabled(cny.has_value());
    updateBudgetToolTip(); // a budget drag refills no list
    if (m_budget->isChecked())
        emit filterChanged();
}

TierChartFilter TierFilterBar::filter() const
{
    TierChartFilter f;
    if (const QString vendor = m_vendor->currentData().toString(); !vendor.isEmpty())
        f.vendors = {vendor};
    if (m_tier->currentIndex() > 0)
        f.tiers = {Tier(m_tier->currentData().toInt())};
    f.domesticOnly = m_domestic->isChecked();
    if (const int e = m_ecosystem->currentData().toInt(); m_ecosystem->currentIndex() > 0)
        f.ecosystem = Ecosystem(e);
    if (m_budget->isChecked() && m_budgetPerCard)
        f.maxPurchaseCny = m_budgetPerCard;
    return f;
}

TierSizeMetric TierFilterBar::sizeMetric() const
{
    return m_size->currentIndex() == 1 ? TierSizeMetric::Price : TierSizeMetric::Bandwidth;
}

void TierFilterBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TierFilterBar::retranslate()
{
    const QSignalBlocker blockTier(m_tier);
    const QSignalBlocker blockSize(m_size);
    m_vendorLabel->setText(tr("&Vendor:"));
    m_tierLabel->setText(tr("&Tier:"));
    const int tier = m_tier->currentIndex();
    m_tier->clear();
    m_tier->addItem(tr("All tiers"), -1);
    for (Tier t : {Tier::Flagship, Tier::Value, Tier::Edge})
        m_tier->addItem(TierToolTip::tierName(t), int(t));
    m_tier->setCurrentIndex(std::max(0, tier));
    m_domestic->setText(tr("Domestic (国产) only"));
    m_ecosystemLabel->setText(tr("S&oftware:"));
    m_ecosystem->setToolTip(tr("Only accelerators programmed through this software stack"));
    m_budget->setText(tr("Purchase within budget per card"));
    updateBudgetToolTip();
    m_sizeLabel->setText(tr("Bubble &size:"));
    const int size = m_size->currentIndex();
    m_size->clear();
    m_size->addItem(tr("Memory bandwidth"));
    m_size->addItem(tr("Purchase price"));
    m_size->setCurrentIndex(std::max(0, size));
    fillVendors();
    fillEcosystemCombo(m_ecosystem, document()->catalog().accelerators());
}

QString TierFilterBar::applySpec(const QString &spec)
{
    bool domestic = m_domestic->isChecked();
    int vendor = m_vendor->currentIndex();
    int tier = m_tier->currentIndex();
    int ecosystem = m_ecosystem->currentIndex();
    const QStringList items = spec.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &raw : items) {
        const QString item = raw.trimmed();
        const QString key = item.section(QLatin1Char('='), 0, 0);
        const QString value = item.section(QLatin1Char('='), 1);
        int index = -1;
        if (item == u"domestic") {
            domestic = true;
            continue;
        }
        if (key == u"ecosystem") {
            const int e = int(ecosystemKeys().indexOf(value));
            index = e < 0 ? -1 : m_ecosystem->findData(e);
            ecosystem = index;
        } else if (key == u"vendor") {
            for (int i = 1; i < m_vendor->count(); ++i) {
                if (m_vendor->itemData(i).toString().compare(value, Qt::CaseInsensitive) == 0)
                    index = i;
            }
            vendor = index;
        } else if (key == u"tier") {
            const int t = int(tierKeys().indexOf(value));
            index = t < 0 ? -1 : m_tier->findData(t);
            tier = index;
        }
        if (index < 0)
            return tr("unknown tier-chart filter \"%1\" (domestic, ecosystem=KEY, vendor=NAME, "
                      "tier=flagship|value|edge; an ecosystem or vendor must be in the catalog)")
                .arg(item);
    }
    m_domestic->setChecked(domestic);
    m_vendor->setCurrentIndex(vendor);
    m_tier->setCurrentIndex(tier);
    m_ecosystem->setCurrentIndex(ecosystem);
    return {};
}

} // namespace Atlas
