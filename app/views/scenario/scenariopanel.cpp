#include "views/scenario/scenariopanel.h"

#include "catalog/catalog.h"
#include "common/numberformat.h"
#include "common/plotpalette.h"
#include "common/pricetext.h"
#include "common/tasknames.h"
#include "common/wheelguard.h"
#include "document/scenariodocument.h"
#include "views/common/scenariosliders.h"
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

#include <cmath>

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
    auto formLabel = [this](const char *key) {
        auto *label = new QLabel(this);
        m_labels.insert(QString::fromLatin1(key), label);
        return label;
    };
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

    m_modelGroup = new QGroupBox(this);
    m_modelForm = new QFormLayout(m_modelGroup);
    m_model = named(new QComboBox, "modelCombo");
    m_importConfig = named(new QPushButton, "importConfigButton");
    auto *modelRow = new QHBoxLayout;
    modelRow->addWidget(m_model, 1);
    modelRow->addWidget(m_importConfig);
    m_modelForm->addRow(formLabel("model"), modelRow);
    m_task = named(new QComboBox, "taskCombo");
    m_modelForm->addRow(formLabel("task"), m_task);
    m_precision = new PrecisionSlider(document(), QStringLiteral("precisionSlider"));
    m_modelForm->addRow(formLabel("precision"), m_precision);
    layout->addWidget(m_modelGroup);

    m_hardwareGroup = new QGroupBox(this);
    m_hardwareForm = new QFormLayout(m_hardwareGroup);
    m_accelerator = named(new QComboBox, "acceleratorCombo");
    m_hardwareForm->addRow(formLabel("accelerator"), m_accelerator);
    m_gpus = named(new QSpinBox, "gpuSpin");
    m_gpus->setRange(1, 4096);
    m_hardwareForm->addRow(formLabel("gpus"), m_gpus);
    m_zero = named(new QComboBox, "zeroCombo");
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
    m_offload = named(new QComboBox, "offloadCombo");
    m_hardwareForm->addRow(formLabel("offload"), m_offload);
    layout->addWidget(m_hardwareGroup);

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
    m_pricing = named(new QComboBox, "pricingCombo");
    m_costForm->addRow(formLabel("pricing"), m_pricing);
    m_region = named(new QComboBox, "regionCombo");
    m_costForm->addRow(formLabel("region"), m_region);
    m_budget = new BudgetControl(document(), display(), QStringLiteral("budgetSlider"));
    m_budgetPeriod = named(new QComboBox, "budgetPeriodCombo");
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
    m_resultGroup = named(new QGroupBox(this), "resultGroup");
    auto *resultLayout = new QVBoxLayout(m_resultGroup);
    m_memoryBar = new MemoryBar(display());
    resultLayout->addWidget(m_memoryBar);
    m_verdict = named(new QLabel, "verdictLabel");
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    resultLayout->addWidget(m_verdict);
    m_useFit = named(new QPushButton, "useFittingLayoutButton");
    resultLayout->addWidget(m_useFit, 0, Qt::AlignLeft);
    m_summary = named(new QLabel, "planSummary");
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    resultLayout->addWidget(m_summary);
    for (QWidget *w : {static_cast<QWidget *>(m_memoryBar),
                       static_cast<QWidget *>(m_verdict),
                       static_cast<QWidget *>(m_summary)})
        w->setAutoFillBackground(true);
    outer->addWidget(m_resultGroup);
    // While a slider is dragged the result box may grow but not shrink. The verdict and the
    // plan take a line or two more or less as a drag passes "fits" and "does not fit", and a
    // box that shrank and grew again moved every input above it (and repainted them all) at
    // every other step, under the user's pointer. It settles when the drag ends (updateResult()
    // holds it at its tallest so far).
    connect(document(), &ScenarioDocument::interactionEnded, this, [this] {
        m_resultGroup->setMinimumHeight(0);
    });
    // Long catalog names are elided in the combo boxes rather than widening the panel; the
    // open list shows them whole.
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
    }
}

void ScenarioPanel::connectEdits()
{
    ScenarioDocument *doc = document();
    auto edit = [this, doc](ScenarioField field, const QString &what, auto change) {
        if (m_updating)
            return;
        doc->edit(field, what, change);
    };
    connect(m_importConfig, &QPushButton::clicked, this, &ScenarioPanel::importConfigRequested);
    connect(m_model, &QComboBox::activated, this, [this, edit](int) {
        const QString id = m_model->currentData().toString();
        edit(ScenarioField::Model, tr("Change model"), [id](Scenario &s) {
            s.modelId = id;
            s.customModel.reset();
        });
    });
    connect(m_task, &QComboBox::activated, this, [this, edit](int) {
        const Task task = Task(m_task->currentData().toInt());
        edit(ScenarioField::Task, tr("Change task"), [task](Scenario &s) {
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
    connect(m_accelerator, &QComboBox::activated, this, [this, edit](int) {
        const QString id = m_accelerator->currentData().toString();
        edit(ScenarioField::Accelerator, tr("Change accelerator"), [id](Scenario &s) {
            s.acceleratorId = id;
            s.pricePerGpuHour.reset(); // a typed price belonged to the previous card
        });
    });
    connect(m_gpus, &QSpinBox::valueChanged, this, [edit](int v) {
        edit(ScenarioField::Gpus, tr("Change GPU count"), [v](Scenario &s) {
            s.layout.gpus = v;
            if (v % (s.layout.tp * s.layout.pp) != 0)
                s.layout.tp = s.layout.pp = 1;
        });
    });
    connect(m_zero, &QComboBox::activated, this, [this, edit](int) {
        const int z = m_zero->currentData().toInt();
        edit(ScenarioField::Zero, tr("Change ZeRO stage"), [z](Scenario &s) {
            s.layout.zero = z;
            if (z < 3 && s.layout.offload == Offload::OptimizerAndParams)
                s.layout.offload = Offload::Optimizer;
            if (z == 0)
                s.layout.offload = Offload::None;
        });
    });
    connect(m_tp, &QSpinBox::valueChanged, this, [edit](int v) {
        edit(ScenarioField::TensorParallel, tr("Change tensor parallelism"), [v](Scenario &s) {
            s.layout.tp = v;
        });
    });
    connect(m_pp, &QSpinBox::valueChanged, this, [edit](int v) {
        edit(ScenarioField::PipelineParallel, tr("Change pipeline parallelism"), [v](Scenario &s) {
            s.layout.pp = v;
        });
    });
    connect(m_offload, &QComboBox::activated, this, [this, edit](int) {
        const Offload o = Offload(m_offload->currentData().toInt());
        edit(ScenarioField::Offload, tr("Change offload"), [o](Scenario &s) {
            s.layout.offload = o;
            if (o == Offload::OptimizerAndParams)
                s.layout.zero = 3;
            else if (o == Offload::Optimizer && s.layout.zero == 0)
                s.layout.zero = 2;
        });
    });
    connect(m_sequence, &QSpinBox::valueChanged, this, [this, edit](int v) {
        const bool inference = document()->scenario().workload.task == Task::Inference;
        edit(ScenarioField::Sequence, tr("Change sequence length"), [v, inference](Scenario &s) {
            (inference ? s.workload.context : s.workload.seqLen) = v;
        });
    });
    connect(m_batch, &QSpinBox::valueChanged, this, [this, edit](int v) {
        const bool inference = document()->scenario().workload.task == Task::Inference;
        edit(ScenarioField::Batch, tr("Change batch"), [v, inference](Scenario &s) {
            (inference ? s.workload.concurrency : s.workload.microBatch) = v;
        });
    });
    connect(m_loraRank, &QSpinBox::valueChanged, this, [edit](int v) {
        edit(ScenarioField::LoraRank, tr("Change LoRA rank"), [v](Scenario &s) {
            s.workload.loraRank = v;
        });
    });
    connect(m_budgetPeriod, &QComboBox::activated, this, [this, edit](int) {
        const Period period = Period(m_budgetPeriod->currentData().toInt());
        edit(ScenarioField::Budget, tr("Change budget period"), [period](Scenario &s) {
            s.budgetPeriod = period;
        });
    });
    connect(m_useFit, &QPushButton::clicked, this, [this, edit] {
        const ScenarioResult &r = document()->result();
        if (!r.valid || !r.estimate.fit || !r.estimate.fit->minGpus)
            return;
        const Layout fitting = r.estimate.fit->layout;
        edit(ScenarioField::Layout, tr("Use the layout that fits"), [fitting](Scenario &s) {
            s.layout = fitting;
        });
    });
    connect(m_pricing, &QComboBox::activated, this, [this, edit](int) {
        const ServiceForm f = ServiceForm(m_pricing->currentData().toInt());
        if (int(f) < 0)
            return; // the provider's instance, already in use
        // A form chosen here replaces a provider's instance, which would otherwise still set
        // the price ("form ignored" while one is in use).
        edit(ScenarioField::Pricing, tr("Change pricing"), [f](Scenario &s) {
            s.pricing = f;
            s.pricePerGpuHour.reset();
            s.provider.reset();
        });
    });
    connect(m_region, &QComboBox::activated, this, [this, edit](int) {
        const QString id = m_region->currentData().toString();
        edit(ScenarioField::Region, tr("Change region"), [id](Scenario &s) { s.regionId = id; });
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

void ScenarioPanel::updateResult()
{
    if (document()->interacting())
        m_resultGroup->setMinimumHeight(
            std::max(m_resultGroup->minimumHeight(), m_resultGroup->height()));
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    if (!r.valid) {
        m_memoryBar->setBreakdown({}, 0);
        QStringList problems;
        for (const TrText &p : r.problems)
            problems << p.toString();
        m_verdict->setText(QStringLiteral("<b style='color:%1'>%2</b> %3")
                               .arg(PlotColors::doesNotFit().name())
                               .arg(tr("Not possible:"), problems.join(tr("; ")).toHtmlEscaped()));
        m_summary->clear();
        m_useFit->hide();
        return;
    }
    const FitResult &fit = *r.estimate.fit;
    m_memoryBar->setBreakdown(r.estimate.perGpu, fit.capacityBytes);
    const Scenario &s = document()->scenario();
    const QString card = r.accelerator->name.text(language);
    const QString fitsStyle = QStringLiteral("<b style='color:%1'>%2</b>")
                                  .arg(PlotColors::fits().name(), QStringLiteral("%1"));
    const QString doesNotFitStyle = QStringLiteral("<b style='color:%1'>%2</b>")
                                        .arg(PlotColors::doesNotFit().name(), QStringLiteral("%1"));
    QString verdict;
    if (fit.fits)
        verdict = fitsStyle.arg(tr("Fits: %1 of %2 per GPU on %3 × %4")
                                    .arg(Format::gib(r.estimate.perGpu.total(), language),
                                         Format::gib(fit.capacityBytes, language))
                                    .arg(s.layout.gpus)
                                    .arg(card)
                                    .toHtmlEscaped());
    else if (fit.minGpus)
        verdict = doesNotFitStyle.arg(
            tr("Does not fit: %1 per GPU on a card of %2; the smallest layout "
               "that fits has %3 × %4 (dp %5, tp %6, pp %7, ZeRO %8)")
                .arg(Format::gib(r.estimate.perGpu.total(), language),
                     Format::gib(fit.capacityBytes, language))
                .arg(fit.layout.gpus)
                .arg(card)
                .arg(fit.layout.dp())
                .arg(fit.layout.tp)
                .arg(fit.layout.pp)
                .arg(fit.layout.zero)
                .toHtmlEscaped());
    else
        verdict = doesNotFitStyle.arg(
            tr("Does not fit on up to %1 × %2").arg(fit.searchedUpTo).arg(card).toHtmlEscaped());
    if (const QString market = marketVerdictHtml(r.market); !market.isEmpty())
        verdict += QStringLiteral("<br>") + market;
    m_verdict->setText(verdict);
    m_useFit->setVisible(!fit.fits && fit.minGpus);

    m_summary->setText(summaryLines().join(u'\n'));
}

// The plan in the user's terms: the work, the time with its band, what it costs (a run, the
// cash for a purchase, a year of a recurring job), the budget's verdict on the figure it is
// written against; a service's speed and price per million tokens.
QStringList ScenarioPanel::summaryLines() const
{
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    QStringList lines{workLine()};
    lines += r.serving ? servingLines() : trainingLines();
    lines += costLines();
    // The energy of what runs; CO₂ is unknown (in words) where no grid factor is catalogued.
    const PlanCost &run = !r.fits && r.smallestFit ? r.smallestFit->cost : r.cost;
    if (run.energyKnown && r.timeKnown)
        lines << tr("Energy: %1, %2")
                     .arg(Format::kwh(run.energyKwh, language),
                          run.co2Known ? Format::co2(run.co2Kg, language)
                                       : tr("CO₂ unknown (no grid factor for this region)"));
    return lines;
}

QString ScenarioPanel::workLine() const
{
    const ScenarioResult &r = document()->result();
    const Scenario &s = document()->scenario();
    const Language language = display()->language();
    const QString tokens = Format::count(r.work.tokens, language);
    switch (r.work.kind) {
    case WorkSummary::Kind::Tokens:
        return tr("Work: %1 tokens").arg(tokens);
    case WorkSummary::Kind::Samples:
        return tr("Work: %1 samples × %2 epochs × %3 tokens = %4 tokens")
            .arg(Format::count(s.samples.value_or(0), language),
                 Format::number(s.epochs, s.epochs == std::round(s.epochs) ? 0 : 1, language),
                 Format::integer(r.work.tokens / (s.samples.value_or(1) * s.epochs), language),
                 tokens);
    case WorkSummary::Kind::RentHours:
        return r.timeKnown ? tr("Work: renting the cards for %1, which trains %2 tokens")
                                 .arg(Format::hours(s.hours.value_or(0), language), tokens)
                           : tr("Work: renting the cards for %1")
                                 .arg(Format::hours(s.hours.value_or(0), language));
    case WorkSummary::Kind::Service:
        return tr("Work: a service running %1").arg(Format::hours(r.work.serviceHours, language));
    case WorkSummary::Kind::Unspecified:
        break;
    }
    return tr("Work: %1").arg(r.work.description.toString());
}

QStringList ScenarioPanel::trainingLines() const
{
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    if (!r.timeKnown)
        return {tr("Time: unknown (no published throughput for this card)")};
    QString time = Format::hours(r.wallHours, language);
    if (r.wallHoursLow < r.wallHoursHigh)
        time += Format::parenthesised(tr("%1 to %2")
                                          .arg(Format::hours(r.wallHoursLow, language),
                                               Format::hours(r.wallHoursHigh, language)),
                                      language);
    QStringList lines{tr("Time: %1").arg(time)};
    const Efficiency &e = r.efficiency;
    if (e.overridden)
        lines << tr("Efficiency: %1 of peak, as given").arg(Format::percent(e.point, language));
    else
        lines << tr("Efficiency: %1 of peak (%2 to %3, %4)")
                     .arg(Format::percent(e.point, language),
                          Format::percent(e.low, language),
                          Format::percent(e.high, language),
                          e.calibrated ? tr("calibrated on published runs")
                                       : tr("no published runs for this family: a prior"));
    // The deadline of what runs, judged at the slow end of the band (the core's verdict).
    if (r.fits && r.deadline)
        lines << Format::sentence(deadlineSentence(*r.deadline, r.wallHours, r.wallHoursHigh));
    return lines;
}

QStringList ScenarioPanel::servingLines() const
{
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    const ServingResult &v = *r.serving;
    if (!v.valid) {
        QStringList problems;
        for (const TrText &p : v.problems)
            problems << p.toString();
        return {tr("Serving: not possible: %1").arg(problems.join(tr("; ")))};
    }
    QStringList lines;
    lines << tr("Serving: %1 output tokens/s (%2 to %3) on %4 × %5 cards")
                 .arg(Format::integer(v.outputTokensPerSecond, language),
                      Format::integer(v.outputTokensPerSecondLow, language),
                      Format::integer(v.outputTokensPerSecondHigh, language))
                 .arg(v.replicas)
                 .arg(v.tp * v.pp);
    lines << tr("Per user: %1 tokens/s; first token after %2 s")
                 .arg(Format::number(v.userTokensPerSecond, 1, language),
                      Format::number(v.ttftSeconds, 2, language));
    if (v.meetsSlo)
        lines << (*v.meetsSlo ? tr("Service level: met") : tr("Service level: not met"));
    if (r.costPerMillionTokensCny)
        lines << tr("Per million output tokens: %1")
                     .arg(Format::money(*r.costPerMillionTokensCny, language));
    return lines;
}

// "Price: ¥1.24 per card-hour, your quote of 2026-11-20": every price shows its date.
QString ScenarioPanel::priceLine(const PlanCost &cost) const
{
    return tr("Price: %1").arg(PriceText::full(cost.rate, cost.form, display()->context()));
}

QStringList ScenarioPanel::costLines() const
{
    const ScenarioResult &r = document()->result();
    const Language language = display()->language();
    QStringList lines;
    if (!r.fits) {
        // A plan that does not fit is never priced as if it ran: the smallest layout that fits
        // is, with its own year, schedule, deadline and budget verdict.
        lines << tr("Cost: not priced, this layout does not fit");
        if (!r.smallestFit || !r.smallestFit->cost.priced)
            return lines;
        const SmallestFit &f = *r.smallestFit;
        if (f.serving && f.serving->valid)
            lines << tr("What the load needs: %1 cards (%2 replicas of %3); a month costs %4")
                         .arg(f.gpus)
                         .arg(f.serving->replicas)
                         .arg(f.layout.gpus)
                         .arg(Format::money(f.cost.totalCny, language));
        else
            lines << tr("The smallest layout that fits (%1 cards) takes %2 and costs %3")
                         .arg(f.gpus)
                         .arg(Format::hours(f.wallHours, language),
                              Format::money(f.cost.totalCny, language));
        lines << priceLine(f.cost);
        lines += spendLines(f.spend, f.gpus);
        if (f.deadline)
            lines << Format::sentence(deadlineSentence(*f.deadline, f.wallHours, f.wallHoursHigh));
        return lines;
    }
    if (!r.cost.priced) {
        lines << tr("Cost: no price for this form (%1)").arg(r.cost.unavailable.toString());
        return lines;
    }
    if (!r.timeKnown)
        return lines;
    QString run = Format::money(r.cost.totalCny, language);
    if (r.costLowCny && r.costHighCny && *r.costLowCny < *r.costHighCny)
        run += Format::parenthesised(tr("%1 to %2")
                                         .arg(Format::money(*r.costLowCny, language),
                                              Format::money(*r.costHighCny, language)),
                                     language);
    lines << (formTraits(r.cost.form).owned ? tr("Cost of a run (amortised cards): %1")
                                            : tr("Cost of a run: %1"))
                 .arg(run)
          << priceLine(r.cost);
    lines += spendLines(r.spend, r.gpus);
    return lines;
}

QStringList ScenarioPanel::spendLines(const Spend &spend, int gpus) const
{
    const Scenario &s = document()->scenario();
    const Language language = display()->language();
    QStringList lines;
    if (spend.outlayCny)
        lines << tr("Cash outlay to buy the cards: %1")
                     .arg(Format::money(*spend.outlayCny, language));
    if (spend.perYearCny && spend.runsPerYear > 1)
        lines << tr("Per year (%1 runs): %2")
                     .arg(Format::significant(spend.runsPerYear, 3, language),
                          Format::money(*spend.perYearCny, language));
    if (const TrText fleets = scheduleSentence(spend.schedule, gpus); !fleets.isEmpty())
        lines << Format::sentence(fleets);
    if (s.budgetCny && spend.comparedCny && spend.withinBudget) {
        const QString budget = tr("%1 %2", "a budget: its amount, then its period")
                                   .arg(Format::money(*s.budgetCny, language),
                                        periodName(s.budgetPeriod).toString());
        const QString figure = Format::money(*spend.comparedCny, language);
        lines << (*spend.withinBudget ? tr("Within the budget of %1: %2 counted")
                                      : tr("Over the budget of %1: %2 counted"))
                     .arg(budget, figure);
    }
    return lines;
}

void ScenarioPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
