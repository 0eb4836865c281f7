#include "views/scenario/scenariopanel.h"

#include "catalog/catalog.h"
#include "common/numberformat.h"
#include "common/tasknames.h"
#include "common/wheelguard.h"
#include "document/scenariodocument.h"
#include "views/common/compactcombobox.h"
#include "views/common/scenariosliders.h"
#include "views/common/wrappedlabel.h"
#include "views/scenario/jobeditor.h"
#include "views/scenario/marketcontrol.h"
#include "views/scenario/memorybar.h"
#include "views/scenario/namedwidget.h"
#include "views/scenario/spinsync.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Atlas {

ScenarioPanel::ScenarioPanel(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : ScenarioView(document, display, parent)
{
    setObjectName(QStringLiteral("scenarioPanel"));
    build();
    connectEdits();
    guardWheel(this); // scrolling the panel never edits the input under the pointer
    retranslate();
}

void ScenarioPanel::scenarioChanged(const ScenarioChanges &)
{
    refresh();
}

void ScenarioPanel::displayChanged()
{
    refresh(); // number formats and catalog names follow the language
}

void ScenarioPanel::build()
{
    // The inputs scroll; the result below them stays in view whatever the panel's height.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_inputs = named(new QScrollArea(this), "scenarioInputs");
    m_inputs->setWidgetResizable(true);
    m_inputs->setFrameShape(QFrame::NoFrame);
    m_inputs->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *inputs = new QWidget;
    m_inputs->setWidget(inputs);
    outer->addWidget(m_inputs, 1);
    auto *layout = new QVBoxLayout(inputs);
    layout->setContentsMargins(6, 6, 6, 6);
    buildModelAndHardware(layout);
    buildWorkAndCost(layout);
    outer->addWidget(buildResult());
    // Long catalog names are elided in the combo boxes rather than widening the panel (every
    // box of the panel is a CompactComboBox, 14 characters wide); the open list shows them whole.
}

QLabel *ScenarioPanel::formLabel(const char *key)
{
    auto *label = new QLabel(this);
    m_labels.insert(QString::fromLatin1(key), label);
    return label;
}

void ScenarioPanel::buildModelAndHardware(QVBoxLayout *layout)
{
    m_modelGroup = new QGroupBox(this);
    m_modelForm = new QFormLayout(m_modelGroup);
    m_model = named(new CompactComboBox, "modelCombo");
    m_importConfig = named(new QPushButton, "importConfigButton");
    auto *modelRow = new QHBoxLayout;
    modelRow->addWidget(m_model, 1);
    modelRow->addWidget(m_importConfig);
    m_modelForm->addRow(formLabel("model"), modelRow);
    m_task = named(new CompactComboBox, "taskCombo");
    m_modelForm->addRow(formLabel("task"), m_task);
    m_precision = new PrecisionSlider(document(), QStringLiteral("precisionSlider"));
    m_modelForm->addRow(formLabel("precision"), m_precision);
    layout->addWidget(m_modelGroup);

    m_hardwareGroup = new QGroupBox(this);
    m_hardwareForm = new QFormLayout(m_hardwareGroup);
    m_accelerator = named(new CompactComboBox, "acceleratorCombo");
    m_hardwareForm->addRow(formLabel("accelerator"), m_accelerator);
    m_gpus = named(new QSpinBox, "gpuSpin");
    m_gpus->setRange(1, 4096);
    m_hardwareForm->addRow(formLabel("gpus"), m_gpus);
    m_zero = named(new CompactComboBox, "zeroCombo");
    for (int z = 0; z <= 3; ++z)
        m_zero->addItem(QString::number(z), z);
    m_hardwareForm->addRow(formLabel("zero"), m_zero);
    m_tp = named(new QSpinBox, "tpSpin");
    m_tp->setRange(1, 64);
    m_pp = named(new QSpinBox, "ppSpin");
    m_pp->setRange(1, 128);
    auto *parallelRow = new QHBoxLayout;
    parallelRow->addWidget(m_tp);
    parallelRow->addWidget(m_pp);
    m_hardwareForm->addRow(formLabel("parallel"), parallelRow);
    m_offload = named(new CompactComboBox, "offloadCombo");
    m_hardwareForm->addRow(formLabel("offload"), m_offload);
    layout->addWidget(m_hardwareGroup);
}

void ScenarioPanel::buildWorkAndCost(QVBoxLayout *layout)
{
    m_workGroup = new QGroupBox(this);
    m_workForm = new QFormLayout(m_workGroup);
    m_sequence = named(new QSpinBox, "sequenceSpin");
    m_sequence->setRange(1, 1 << 21);
    m_sequence->setSingleStep(512);
    m_workForm->addRow(formLabel("sequence"), m_sequence);
    m_batch = named(new QSpinBox, "batchSpin");
    m_batch->setRange(1, 1 << 16);
    m_workForm->addRow(formLabel("batch"), m_batch);
    m_loraRank = named(new QSpinBox, "loraRankSpin");
    m_loraRank->setRange(1, 1024);
    m_workForm->addRow(formLabel("loraRank"), m_loraRank);
    layout->addWidget(m_workGroup);
    m_job = new JobEditor(document(), display());
    layout->addWidget(m_job);

    m_costGroup = new QGroupBox(this);
    m_costForm = new QFormLayout(m_costGroup);
    m_pricing = named(new CompactComboBox, "pricingCombo");
    m_costForm->addRow(formLabel("pricing"), m_pricing);
    m_region = named(new CompactComboBox, "regionCombo");
    m_costForm->addRow(formLabel("region"), m_region);
    m_budget = new BudgetControl(document(), display(), QStringLiteral("budgetSlider"));
    m_budgetPeriod = named(new CompactComboBox, "budgetPeriodCombo");
    m_budget->setPeriodWidget(m_budgetPeriod);
    m_costForm->addRow(formLabel("budget"), m_budget);
    m_market = new MarketControl(document(), display());
    m_costForm->addRow(formLabel("market"), m_market);
    layout->addWidget(m_costGroup);
    layout->addStretch(1);

    // The widgets that change with every edit paint their own background: a repaint then starts
    // at them instead of at the group box and the dock behind them (measurably cheaper on HiDPI).
    for (QWidget *w : {static_cast<QWidget *>(m_precision), static_cast<QWidget *>(m_budget)})
        w->setAutoFillBackground(true);
}

QGroupBox *ScenarioPanel::buildResult()
{
    m_resultGroup = named(new QGroupBox(this), "resultGroup");
    auto *resultLayout = new QVBoxLayout(m_resultGroup);
    m_memoryBar = new MemoryBar(display());
    resultLayout->addWidget(m_memoryBar);
    m_verdict = named(new WrappedLabel(Qt::RichText), "verdictLabel");
    resultLayout->addWidget(m_verdict);
    m_useFit = named(new QPushButton, "useFittingLayoutButton");
    resultLayout->addWidget(m_useFit, 0, Qt::AlignLeft);
    m_summary = named(new WrappedLabel(Qt::AutoText), "planSummary");
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    resultLayout->addWidget(m_summary);
    for (QWidget *w : {static_cast<QWidget *>(m_memoryBar),
                       static_cast<QWidget *>(m_verdict),
                       static_cast<QWidget *>(m_summary)})
        w->setAutoFillBackground(true);
    // While a slider is dragged the result box may grow but not shrink. The verdict and the
    // plan take a line or two more or less as a drag passes "fits" and "does not fit", and a
    // box that shrank and grew again moved every input above it (and repainted them all) at
    // every other step, under the user's pointer. It settles when the drag ends (updateResult()
    // holds it at its tallest so far).
    connect(document(), &ScenarioDocument::interactionEnded, this, [this] {
        m_resultGroup->setMinimumHeight(0);
    });
    return m_resultGroup;
}

template<typename Change>
void ScenarioPanel::editScenario(ScenarioField field, const QString &what, Change change)
{
    if (m_updating)
        return; // the panel showing the document's values, not the user's edit
    document()->edit(field, what, change);
}

void ScenarioPanel::connectEdits()
{
    connectModelEdits();
    connectLayoutEdits();
    connectCostEdits();
}

void ScenarioPanel::connectModelEdits()
{
    connect(m_importConfig, &QPushButton::clicked, this, &ScenarioPanel::importConfigRequested);
    connect(m_model, &QComboBox::activated, this, [this](int) {
        const QString id = m_model->currentData().toString();
        editScenario(ScenarioField::Model, tr("Change model"), [id](Scenario &s) {
            s.modelId = id;
            s.customModel.reset();
        });
    });
    connect(m_task, &QComboBox::activated, this, [this](int) {
        const Task task = Task(m_task->currentData().toInt());
        editScenario(ScenarioField::Task, tr("Change task"), [task](Scenario &s) {
            // The new task's recomputation default, unless the user chose one for the old.
            if (s.workload.recompute == defaultRecompute(s.workload.task))
                s.workload.recompute = defaultRecompute(task);
            s.workload.task = task;
            if (task == Task::Qlora
                && (!isSixteenBitOrLess(s.workload.precision) || isQuantized(s.workload.precision)
                    || s.workload.precision == Precision::Fp8))
                s.workload.precision = Precision::Bf16;
            if (task == Task::Inference) {
                s.layout.zero = 0;
                s.layout.offload = Offload::None;
            }
        });
    });
    connect(m_sequence, &QSpinBox::valueChanged, this, [this](int v) {
        const bool inference = document()->scenario().workload.task == Task::Inference;
        editScenario(ScenarioField::Sequence,
                     tr("Change sequence length"),
                     [v, inference](Scenario &s) {
                         (inference ? s.workload.context : s.workload.seqLen) = v;
                     });
    });
    connect(m_batch, &QSpinBox::valueChanged, this, [this](int v) {
        const bool inference = document()->scenario().workload.task == Task::Inference;
        editScenario(ScenarioField::Batch, tr("Change batch"), [v, inference](Scenario &s) {
            (inference ? s.workload.concurrency : s.workload.microBatch) = v;
        });
    });
    connect(m_loraRank, &QSpinBox::valueChanged, this, [this](int v) {
        editScenario(ScenarioField::LoraRank, tr("Change LoRA rank"), [v](Scenario &s) {
            s.workload.loraRank = v;
        });
    });
}

void ScenarioPanel::connectLayoutEdits()
{
    connect(m_accelerator, &QComboBox::activated, this, [this](int) {
        const QString id = m_accelerator->currentData().toString();
        editScenario(ScenarioField::Accelerator, tr("Change accelerator"), [id](Scenario &s) {
            s.acceleratorId = id;
            s.pricePerGpuHour.reset(); // a typed price belonged to the previous card
        });
    });
    connect(m_gpus, &QSpinBox::valueChanged, this, [this](int v) {
        editScenario(ScenarioField::Gpus, tr("Change GPU count"), [v](Scenario &s) {
            s.layout.gpus = v;
            if (v % (s.layout.tp * s.layout.pp) != 0)
                s.layout.tp = s.layout.pp = 1;
        });
    });
    connect(m_zero, &QComboBox::activated, this, [this](int) {
        const int z = m_zero->currentData().toInt();
        editScenario(ScenarioField::Zero, tr("Change ZeRO stage"), [z](Scenario &s) {
            s.layout.zero = z;
            if (z < 3 && s.layout.offload == Offload::OptimizerAndParams)
                s.layout.offload = Offload::Optimizer;
            if (z == 0)
                s.layout.offload = Offload::None;
        });
    });
    connect(m_tp, &QSpinBox::valueChanged, this, [this](int v) {
        editScenario(ScenarioField::TensorParallel,
                     tr("Change tensor parallelism"),
                     [v](Scenario &s) { s.layout.tp = v; });
    });
    connect(m_pp, &QSpinBox::valueChanged, this, [this](int v) {
        editScenario(ScenarioField::PipelineParallel,
                     tr("Change pipeline parallelism"),
                     [v](Scenario &s) { s.layout.pp = v; });
    });
    connect(m_offload, &QComboBox::activated, this, [this](int) {
        const Offload o = Offload(m_offload->currentData().toInt());
        editScenario(ScenarioField::Offload, tr("Change offload"), [o](Scenario &s) {
            s.layout.offload = o;
            if (o == Offload::OptimizerAndParams)
                s.layout.zero = 3;
            else if (o == Offload::Optimizer && s.layout.zero == 0)
                s.layout.zero = 2;
        });
    });
    connect(m_useFit, &QPushButton::clicked, this, [this] {
        const ScenarioResult &r = document()->result();
        if (!r.valid || !r.estimate.fit || !r.estimate.fit->minGpus)
            return;
        const Layout fitting = r.estimate.fit->layout;
        editScenario(ScenarioField::Layout, tr("Use the layout that fits"), [fitting](Scenario &s) {
            s.layout = fitting;
        });
    });
}

void ScenarioPanel::connectCostEdits()
{
    connect(m_budgetPeriod, &QComboBox::activated, this, [this](int) {
        const Period period = Period(m_budgetPeriod->currentData().toInt());
        editScenario(ScenarioField::Budget, tr("Change budget period"), [period](Scenario &s) {
            s.budgetPeriod = period;
        });
    });
    connect(m_pricing, &QComboBox::activated, this, [this](int) {
        const ServiceForm f = ServiceForm(m_pricing->currentData().toInt());
        if (int(f) < 0)
            return; // the provider's instance, already in use
        // A form chosen here replaces a provider's instance, which would otherwise still set
        // the price ("form ignored" while one is in use).
        editScenario(ScenarioField::Pricing, tr("Change pricing"), [f](Scenario &s) {
            s.pricing = f;
            s.pricePerGpuHour.reset();
            s.provider.reset();
        });
    });
    connect(m_region, &QComboBox::activated, this, [this](int) {
        const QString id = m_region->currentData().toString();
        editScenario(ScenarioField::Region, tr("Change region"), [id](Scenario &s) {
            s.regionId = id;
        });
    });
}

void ScenarioPanel::fillCombos()
{
    const Language language = display()->language();
    const Catalog &catalog = document()->catalog();
    m_model->clear();
    for (const ModelArch &m : catalog.models())
        m_model->addItem(m.name.text(language) + QStringLiteral("  (")
                             + Format::params(countParameters(m).total, language) + u')',
                         m.id);
    if (document()->scenario().customModel) {
        const ModelArch &c = *document()->scenario().customModel;
        m_model->addItem(c.name.text(language) + QStringLiteral(" — ") + tr("imported"), QString());
    }
    m_task->clear();
    for (Task t :
         {Task::Pretrain, Task::Full, Task::Freeze, Task::Lora, Task::Qlora, Task::Inference})
        m_task->addItem(TaskNames::longName(t), int(t));
    m_accelerator->clear();
    for (Tier tier : {Tier::Flagship, Tier::Value, Tier::Edge}) {
        const QString tierName = tier == Tier::Flagship ? tr("Flagship")
                                 : tier == Tier::Value  ? tr("Value")
                                                        : tr("Edge");
        for (const Accelerator &a : catalog.accelerators()) {
            if (a.tier != tier)
                continue;
            m_accelerator->addItem(QStringLiteral("%1 · %2 (%3 GiB)")
                                       .arg(tierName, a.name.text(language))
                                       .arg(a.memoryGiB),
                                   a.id);
        }
    }
    m_offload->clear();
    m_offload->addItem(tr("No offload"), int(Offload::None));
    m_offload->addItem(tr("Optimizer to CPU"), int(Offload::Optimizer));
    m_offload->addItem(tr("Optimizer and weights to CPU"), int(Offload::OptimizerAndParams));
    m_budgetPeriod->clear();
    for (Period p : {Period::Run, Period::Month, Period::Year})
        m_budgetPeriod->addItem(periodName(p).toString(), int(p));
    // The forms' names are pricing.yaml's, the one source the report and the comparison use.
    m_pricing->clear();
    for (ServiceForm f : offeredForms()) {
        const ServiceFormInfo *info = catalog.pricing().serviceForm(f);
        m_pricing->addItem(info ? info->name.text(language) : serviceFormKey(f), int(f));
    }
    m_region->clear();
    m_region->addItem(tr("National average (no region)"), QString());
    for (const Region *r : catalog.regions()) {
        const QString prefix = r->isHub() ? tr("Hub") : QStringLiteral("  ");
        m_region->addItem(prefix + u' ' + r->name.text(language), r->id);
    }
}

void ScenarioPanel::retranslate()
{
    m_modelGroup->setTitle(tr("Model and task"));
    m_hardwareGroup->setTitle(tr("Hardware and parallelism"));
    m_workGroup->setTitle(tr("Sequence and batch"));
    m_costGroup->setTitle(tr("Cost and region"));
    m_resultGroup->setTitle(tr("Per-GPU memory and verdict"));
    m_importConfig->setText(tr("Import config.json…"));
    m_importConfig->setToolTip(tr("Read a Hugging Face config.json (llama, mistral, mixtral, "
                                  "qwen2, deepseek_v3, gpt2, bert)"));
    m_labels.value(QStringLiteral("model"))->setText(tr("Model"));
    m_labels.value(QStringLiteral("task"))->setText(tr("Task"));
    m_labels.value(QStringLiteral("precision"))->setText(tr("Precision"));
    m_precision->slider()->setToolTip(tr("Weights and compute precision, from FP32 down to INT4"));
    m_labels.value(QStringLiteral("accelerator"))->setText(tr("Accelerator"));
    m_labels.value(QStringLiteral("gpus"))->setText(tr("GPUs"));
    m_labels.value(QStringLiteral("zero"))->setText(tr("ZeRO stage"));
    m_labels.value(QStringLiteral("parallel"))->setText(tr("Tensor / pipeline"));
    m_labels.value(QStringLiteral("offload"))->setText(tr("Offload"));
    m_tp->setPrefix(tr("TP "));
    m_pp->setPrefix(tr("PP "));
    m_budgetPeriod->setToolTip(tr("What the budget covers: one run, a month or a year. A "
                                  "purchase is judged on its cash outlay, a recurring job on "
                                  "its runs in the period."));
    m_useFit->setText(tr("Use the layout that fits"));
    m_labels.value(QStringLiteral("pricing"))->setText(tr("Pricing"));
    m_labels.value(QStringLiteral("region"))->setText(tr("Region"));
    m_labels.value(QStringLiteral("budget"))->setText(tr("Budget"));
    m_labels.value(QStringLiteral("market"))->setText(tr("Market"));
    m_updating = true;
    fillCombos();
    m_updating = false;
    updateVisibility();
    refresh();
    // The inputs never scroll sideways: the panel is as wide as its widest row in this language.
    m_inputs->setMinimumWidth(m_inputs->widget()->sizeHint().width()
                              + m_inputs->verticalScrollBar()->sizeHint().width());
}

void ScenarioPanel::updateVisibility()
{
    const Workload &w = document()->scenario().workload;
    const bool inference = w.task == Task::Inference;
    m_labels.value(QStringLiteral("sequence"))
        ->setText(inference ? tr("Context (tokens)") : tr("Sequence (tokens)"));
    m_labels.value(QStringLiteral("batch"))
        ->setText(inference ? tr("Concurrent sequences") : tr("Micro-batch"));
    m_labels.value(QStringLiteral("loraRank"))->setText(tr("LoRA rank"));
    const bool adapters = w.task == Task::Lora || w.task == Task::Qlora;
    m_loraRank->setEnabled(adapters);
    m_zero->setEnabled(!inference);
    m_offload->setEnabled(!inference);
    // A served load (prompt, answer, users under Service) is the one context the fit and the
    // speed are judged on: the replica at the served context and concurrency. The single
    // sequence's context and concurrency would be a second, unused one (issue 30).
    const bool served = inference && document()->scenario().load.has_value();
    m_workForm->setRowVisible(m_sequence, !served);
    m_workForm->setRowVisible(m_batch, !served);
    m_workGroup->setVisible(!served || adapters);
}

void ScenarioPanel::refresh()
{
    const Scenario &s = document()->scenario();
    m_updating = true;
    if (s.customModel && m_model->findData(QString()) < 0)
        fillCombos();
    m_model->setCurrentIndex(s.customModel ? m_model->findData(QString())
                                           : m_model->findData(s.modelId));
    m_task->setCurrentIndex(m_task->findData(int(s.workload.task)));
    m_accelerator->setCurrentIndex(m_accelerator->findData(s.acceleratorId));
    showValue(m_gpus, s.layout.gpus);
    m_zero->setCurrentIndex(s.layout.zero);
    showValue(m_tp, s.layout.tp);
    showValue(m_pp, s.layout.pp);
    m_offload->setCurrentIndex(m_offload->findData(int(s.layout.offload)));
    const bool inference = s.workload.task == Task::Inference;
    showValue(m_sequence, int(inference ? s.workload.context : s.workload.seqLen));
    showValue(m_batch, inference ? s.workload.concurrency : s.workload.microBatch);
    showValue(m_loraRank, s.workload.loraRank);
    m_budgetPeriod->setCurrentIndex(m_budgetPeriod->findData(int(s.budgetPeriod)));
    showPricing(s);
    m_region->setCurrentIndex(m_region->findData(s.regionId));
    m_updating = false;
    updateVisibility();
    updateResult();
}

void ScenarioPanel::showPricing(const Scenario &s)
{
    // After "Use this option" on a provider's instance the plan is priced on that instance: the
    // combo names it (provider, instance, billing) as its first entry, never the service form
    // the price no longer comes from (issue 30: it still said "GPU container").
    if (m_pricing->itemData(0).toInt() < 0)
        m_pricing->removeItem(0);
    if (!s.provider) {
        m_pricing->setCurrentIndex(m_pricing->findData(int(s.pricing)));
        m_pricing->setToolTip(QString());
        return;
    }
    const Provider *provider = document()->catalog().provider(s.provider->providerId);
    const Instance *instance = provider ? provider->instance(s.provider->instanceId) : nullptr;
    const Language l = display()->language();
    const QString name = tr("%1 %2 (%3)")
                             .arg(provider ? provider->name.text(l) : s.provider->providerId,
                                  instance ? instance->displayName() : s.provider->instanceId,
                                  display()->context().text(
                                      providerBillingText(s.provider->billing)));
    m_pricing->insertItem(0, name, -1);
    m_pricing->setCurrentIndex(0);
    m_pricing->setToolTip(name);
}

void ScenarioPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
