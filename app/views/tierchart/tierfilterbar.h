#pragma once

#include "views/common/scenarioview.h"
#include "views/tierchart/tierchartdata.h"

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
QT_END_NAMESPACE

namespace Atlas {

// The controls above the tier chart: vendor, tier, 国产 only, software ecosystem, "within
// budget" and what the bubble area shows. It only edits a TierChartFilter; the chart decides
// what that hides. The budget per card ("within budget") is the document's result.
class TierFilterBar : public ScenarioView
{
    Q_OBJECT

public:
    TierFilterBar(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

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
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override;

private:
    void retranslate();
    void updateBudgetToolTip();
    void fillVendors();

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
