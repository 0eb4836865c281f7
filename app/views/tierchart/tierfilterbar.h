#pragma once

#include "views/tierchart/tierchartdata.h"

#include <QWidget>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
QT_END_NAMESPACE

namespace Atlas {

class Catalog;

// The controls above the tier chart: vendor, tier, 国产 only, software ecosystem, "within
// budget" and what the bubble area shows. It only edits a TierChartFilter; the chart decides
// what that hides.
class TierFilterBar : public QWidget
{
    Q_OBJECT

public:
    explicit TierFilterBar(QWidget *parent = nullptr);

    void setCatalog(const std::shared_ptr<const Catalog> &catalog); // fills the vendor list
    // What one card may cost for the plan to stay in budget (the budget over the card count);
    // nullopt when the scenario has no budget. Used while "within budget" is checked.
    void setBudgetPerCard(std::optional<double> cny);

    TierChartFilter filter() const;
    TierSizeMetric sizeMetric() const;

    // Sets the controls from a comma-separated list (the headless --tier-filter option):
    // "domestic", "ecosystem=KEY", "vendor=NAME", "tier=flagship|value|edge". Returns an
    // error message for the first item it does not understand, and changes nothing then.
    QString applySpec(const QString &spec);

signals:
    void filterChanged();
    void sizeMetricChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillVendors();
    void fillEcosystems();

    std::shared_ptr<const Catalog> m_catalog;
    std::optional<double> m_budgetPerCard;
    QLabel *m_vendorLabel;
    QComboBox *m_vendor;
    QLabel *m_tierLabel;
    QComboBox *m_tier;
    QCheckBox *m_domestic;
    QLabel *m_ecosystemLabel;
    QComboBox *m_ecosystem;
    QCheckBox *m_budget;
    QLabel *m_sizeLabel;
    QComboBox *m_size;
};

} // namespace Atlas
