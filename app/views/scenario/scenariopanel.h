#pragma once

#include "cost/budget.h"
#include "views/common/scenarioview.h"

#include <QHash>

QT_BEGIN_NAMESPACE
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QVBoxLayout;
QT_END_NAMESPACE

namespace Atlas {

class BudgetControl;
class JobEditor;
class MarketControl;
class MemoryBar;
class PrecisionSlider;
struct PlanCost;
struct Scenario;

// The scenario's controls: model, task, precision slider, hardware and parallelism, sequence and
// batch, the job (JobEditor: work, recurrence, deadline, levers or service), pricing, region
// and the budget with its period. The inputs scroll; the current estimate's memory breakdown,
// fit verdict and plan summary stay in view below them. Every change is an undoable edit.
class ScenarioPanel : public ScenarioView
{
    Q_OBJECT

public:
    ScenarioPanel(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    MemoryBar *memoryBar() const { return m_memoryBar; }

signals:
    void importConfigRequested();

protected:
    void changeEvent(QEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override;

private:
    void build();
    QLabel *formLabel(const char *key);
    void buildModelAndHardware(QVBoxLayout *layout);
    void buildWorkAndCost(QVBoxLayout *layout);
    QGroupBox *buildResult();
    void connectEdits();
    void connectModelEdits();
    void connectLayoutEdits();
    void connectCostEdits();
    template<typename Change>
    void editScenario(ScenarioField field, const QString &what, Change change);
    void retranslate();
    void refresh();
    void fillCombos();
    void showPricing(const Scenario &s);
    void updateResult();
    void updateVisibility();
    QStringList summaryLines() const;
    QString workLine() const;
    QStringList trainingLines() const;
    QStringList servingLines() const;
    QString priceLine(const PlanCost &cost) const;
    QStringList costLines() const;
    QStringList spendLines(const Spend &spend, int gpus) const; // year, schedule, budget

    bool m_updating = false;

    QScrollArea *m_inputs = nullptr;
    QGroupBox *m_modelGroup = nullptr;
    QGroupBox *m_hardwareGroup = nullptr;
    QGroupBox *m_workGroup = nullptr;
    QGroupBox *m_costGroup = nullptr;
    QGroupBox *m_resultGroup = nullptr;
    QFormLayout *m_modelForm = nullptr;
    QFormLayout *m_hardwareForm = nullptr;
    QFormLayout *m_workForm = nullptr;
    QFormLayout *m_costForm = nullptr;

    QComboBox *m_model = nullptr;
    QPushButton *m_importConfig = nullptr;
    QComboBox *m_task = nullptr;
    PrecisionSlider *m_precision = nullptr;
    QComboBox *m_accelerator = nullptr;
    QSpinBox *m_gpus = nullptr;
    QComboBox *m_zero = nullptr;
    QSpinBox *m_tp = nullptr;
    QSpinBox *m_pp = nullptr;
    QComboBox *m_offload = nullptr;
    QSpinBox *m_sequence = nullptr; // training sequence or inference context
    QSpinBox *m_batch = nullptr;    // micro-batch or concurrency
    QSpinBox *m_loraRank = nullptr;
    JobEditor *m_job = nullptr;
    QComboBox *m_pricing = nullptr;
    QComboBox *m_region = nullptr;
    BudgetControl *m_budget = nullptr;
    QComboBox *m_budgetPeriod = nullptr;
    MarketControl *m_market = nullptr;
    MemoryBar *m_memoryBar = nullptr;
    QHash<QString, QLabel *> m_labels; // form labels by key, texts set in retranslate()
    QLabel *m_verdict = nullptr;
    QPushButton *m_useFit = nullptr; // "use the layout that fits"
    QLabel *m_summary = nullptr;
};

} // namespace Atlas
