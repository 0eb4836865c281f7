#include "views/scenario/scenariopanel.h"

#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "common/tasknames.h"
#include "document/scenariodocument.h"
#include "views/scenario/memorybar.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace Atlas {

namespace {

template<typename T>
T *named(T *widget, const char *name)
{
    widget->setObjectName(QString::fromLatin1(name));
    return widget;
}

QString formName(ServiceForm form)
{
    switch (form) {
    case ServiceForm::Container:
        return ScenarioPanel::tr("GPU container (hourly)");
    case ServiceForm::CloudMonthly:
        return ScenarioPanel::tr("GPU cloud server (monthly)");
    case ServiceForm::BareMetal:
        return ScenarioPanel::tr("Bare metal (8-GPU machine, monthly)");
    case ServiceForm::Purchase:
        return ScenarioPanel::tr("Purchase and host");
    case ServiceForm::CpuServer:
        return ScenarioPanel::tr("CPU server");
    }
    return {};
}

} // namespace

ScenarioPanel::ScenarioPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("scenarioPanel"));
    build();
    connectEdits();
    retranslate();
    refresh();
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &ScenarioPanel::refresh);
}

double ScenarioPanel::budgetForSlider(int value)
{
    return 100.0 * std::pow(10.0, value / 100.0);
}

int ScenarioPanel::sliderForBudget(double cny)
{
    return std::clamp(int(std::lround(100.0 * std::log10(std::max(cny, 100.0) / 100.0))), 0, 600);
}

void ScenarioPanel::build()
{
    auto formLabel = [this](const char *key) {
        auto *label = new QLabel(this);
        m_labels.insert(QString::fromLatin1(key), label);
        return label;
    };
    auto *layout = new QVBoxLayout(this);
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
    m_precision = named(new QSlider(Qt::Horizontal), "precisionSlider");
    m_precision->setRange(0, int(precisionScale().size()) - 1);
    m_precision->setPageStep(1);
    m_precision->setTickPosition(QSlider::TicksBelow);
    m_precisionValue = named(new QLabel, "precisionValue");
    m_precisionValue->setMinimumWidth(44);
    auto *precisionRow = new QHBoxLayout;
    precisionRow->addWidget(m_precision, 1);
    precisionRow->addWidget(m_precisionValue);
    m_modelForm->addRow(formLabel("precision"), precisionRow);
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
    m_workMode = named(new QComboBox, "workModeCombo");
    m_workAmount = named(new QDoubleSpinBox, "workAmountSpin");
    m_workAmount->setRange(0.01, 1e7);
    m_workAmount->setDecimals(2);
    auto *workRow = new QHBoxLayout;
    workRow->addWidget(m_workAmount, 1);
    workRow->addWidget(m_workMode);
    m_workForm->addRow(formLabel("amount"), workRow);
    layout->addWidget(m_workGroup);

    m_costGroup = new QGroupBox(this);
    m_costForm = new QFormLayout(m_costGroup);
    m_pricing = named(new QComboBox, "pricingCombo");
    m_costForm->addRow(formLabel("pricing"), m_pricing);
    m_region = named(new QComboBox, "regionCombo");
    m_costForm->addRow(formLabel("region"), m_region);
    m_budget = named(new QSlider(Qt::Horizontal), "budgetSlider");
    m_budget->setRange(0, 600);
    m_budget->setPageStep(25);
    m_budgetValue = named(new QLabel, "budgetValue");
    m_budgetValue->setMinimumWidth(80);
    auto *budgetRow = new QHBoxLayout;
    budgetRow->addWidget(m_budget, 1);
    budgetRow->addWidget(m_budgetValue);
    m_costForm->addRow(formLabel("budget"), budgetRow);
    layout->addWidget(m_costGroup);

    m_resultGroup = new QGroupBox(this);
    auto *resultLayout = new QVBoxLayout(m_resultGroup);
    m_memoryBar = new MemoryBar;
    resultLayout->addWidget(m_memoryBar);
    m_verdict = named(new QLabel, "verdictLabel");
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    resultLayout->addWidget(m_verdict);
    m_summary = named(new QLabel, "planSummary");
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    resultLayout->addWidget(m_summary);
    layout->addWidget(m_resultGroup);
    layout->addStretch(1);
}

void ScenarioPanel::connectEdits()
{
    ScenarioDocument *doc = m_document;
    auto edit = [this, doc](const char *field, const QString &what, auto change) {
        if (m_updating)
            return;
        doc->edit(QString::fromLatin1(field), what, change);
    };
    connect(m_importConfig, &QPushButton::clicked, this, &ScenarioPanel::importConfigRequested);
    connect(m_model, &QComboBox::activated, this, [this, edit](int) {
        const QString id = m_model->currentData().toString();
        edit("model", tr("Change model"), [id](Scenario &s) {
            s.modelId = id;
            s.customModel.reset();
        });
    });
    connect(m_task, &QComboBox::activated, this, [this, edit](int) {
        const Task task = Task(m_task->currentData().toInt());
        edit("task", tr("Change task"), [task](Scenario &s) {
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
    // Sliders: one undo step per drag.
    for (QSlider *slider : {m_precision, m_budget}) {
        connect(slider, &QSlider::sliderPressed, doc, &ScenarioDocument::beginInteraction);
        connect(slider, &QSlider::sliderReleased, doc, &ScenarioDocument::endInteraction);
    }
    connect(m_precision, &QSlider::valueChanged, this, [this, edit](int value) {
        const Precision p = precisionScale().at(value);
        m_precisionValue->setText(precisionLabel(p));
        edit("precision", tr("Change precision"), [p](Scenario &s) { s.workload.precision = p; });
    });
    connect(m_budget, &QSlider::valueChanged, this, [this, edit](int value) {
        const double budget = budgetForSlider(value);
        m_budgetValue->setText(Format::money(budget, LanguageManager::instance()->language()));
        edit("budget", tr("Change budget"), [budget](Scenario &s) { s.budgetCny = budget; });
    });
    connect(m_accelerator, &QComboBox::activated, this, [this, edit](int) {
        const QString id = m_accelerator->currentData().toString();
        edit("accelerator", tr("Change accelerator"), [id](Scenario &s) {
            s.acceleratorId = id;
            s.pricePerGpuHour.reset(); // a typed price belonged to the previous card
        });
    });
    connect(m_gpus, &QSpinBox::valueChanged, this, [edit](int v) {
        edit("gpus", tr("Change GPU count"), [v](Scenario &s) {
            s.layout.gpus = v;
            if (v % (s.layout.tp * s.layout.pp) != 0)
                s.layout.tp = s.layout.pp = 1;
        });
    });
    connect(m_zero, &QComboBox::activated, this, [this, edit](int) {
        const int z = m_zero->currentData().toInt();
        edit("zero", tr("Change ZeRO stage"), [z](Scenario &s) {
            s.layout.zero = z;
            if (z < 3 && s.layout.offload == Offload::OptimizerAndParams)
                s.layout.offload = Offload::Optimizer;
            if (z == 0)
                s.layout.offload = Offload::None;
        });
    });
    connect(m_tp, &QSpinBox::valueChanged, this, [edit](int v) {
        edit("tp", tr("Change tensor parallelism"), [v](Scenario &s) { s.layout.tp = v; });
    });
    connect(m_pp, &QSpinBox::valueChanged, this, [edit](int v) {
        edit("pp", tr("Change pipeline parallelism"), [v](Scenario &s) { s.layout.pp = v; });
    });
    connect(m_offload, &QComboBox::activated, this, [this, edit](int) {
        const Offload o = Offload(m_offload->currentData().toInt());
        edit("offload", tr("Change offload"), [o](Scenario &s) {
            s.layout.offload = o;
            if (o == Offload::OptimizerAndParams)
                s.layout.zero = 3;
            else if (o == Offload::Optimizer && s.layout.zero == 0)
                s.layout.zero = 2;
        });
    });
    connect(m_sequence, &QSpinBox::valueChanged, this, [this, edit](int v) {
        const bool inference = m_document->scenario().workload.task == Task::Inference;
        edit(inference ? "context" : "seq",
             tr("Change sequence length"),
             [v, inference](Scenario &s) {
                 (inference ? s.workload.context : s.workload.seqLen) = v;
             });
    });
    connect(m_batch, &QSpinBox::valueChanged, this, [this, edit](int v) {
        const bool inference = m_document->scenario().workload.task == Task::Inference;
        edit(inference ? "concurrency" : "batch", tr("Change batch"), [v, inference](Scenario &s) {
            (inference ? s.workload.concurrency : s.workload.microBatch) = v;
        });
    });
    connect(m_loraRank, &QSpinBox::valueChanged, this, [edit](int v) {
        edit("loraRank", tr("Change LoRA rank"), [v](Scenario &s) { s.workload.loraRank = v; });
    });
    auto setWork = [this, edit]() {
        const bool tokens = m_workMode->currentData().toInt() == 1;
        const double amount = m_workAmount->value();
        edit("work", tr("Change amount of work"), [tokens, amount](Scenario &s) {
            if (tokens) {
                s.tokens = amount * 1e9; // the spin box shows billions of tokens
                s.hours.reset();
            } else {
                s.hours = amount;
                s.tokens.reset();
            }
        });
    };
    connect(m_workMode, &QComboBox::activated, this, setWork);
    connect(m_workAmount, &QDoubleSpinBox::valueChanged, this, setWork);
    connect(m_pricing, &QComboBox::activated, this, [this, edit](int) {
        const ServiceForm f = ServiceForm(m_pricing->currentData().toInt());
        edit("pricing", tr("Change pricing"), [f](Scenario &s) {
            s.pricing = f;
            s.pricePerGpuHour.reset();
        });
    });
    connect(m_region, &QComboBox::activated, this, [this, edit](int) {
        const QString id = m_region->currentData().toString();
        edit("region", tr("Change region"), [id](Scenario &s) { s.regionId = id; });
    });
}

void ScenarioPanel::fillCombos()
{
    const Language language = LanguageManager::instance()->language();
    const Catalog &catalog = m_document->catalog();
    m_model->clear();
    for (const ModelArch &m : catalog.models())
        m_model->addItem(m.name.text(language) + QStringLiteral("  (")
                             + Format::params(countParameters(m).total, language) + u')',
                         m.id);
    if (m_document->scenario().customModel) {
        const ModelArch &c = *m_document->scenario().customModel;
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
    m_workMode->clear();
    m_workMode->addItem(tr("hours"), 0);
    m_workMode->addItem(tr("billion tokens"), 1);
    m_pricing->clear();
    for (ServiceForm f : {ServiceForm::Container,
                          ServiceForm::CloudMonthly,
                          ServiceForm::BareMetal,
                          ServiceForm::Purchase})
        m_pricing->addItem(formName(f), int(f));
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
    m_workGroup->setTitle(tr("Workload"));
    m_costGroup->setTitle(tr("Cost and region"));
    m_resultGroup->setTitle(tr("Per-GPU memory and verdict"));
    m_importConfig->setText(tr("Import config.json…"));
    m_importConfig->setToolTip(tr("Read a Hugging Face config.json (llama, mistral, mixtral, "
                                  "qwen2, deepseek_v3, gpt2, bert)"));
    m_labels.value(QStringLiteral("model"))->setText(tr("Model"));
    m_labels.value(QStringLiteral("task"))->setText(tr("Task"));
    m_labels.value(QStringLiteral("precision"))->setText(tr("Precision"));
    m_precision->setToolTip(tr("Weights and compute precision, from FP32 down to INT4"));
    m_labels.value(QStringLiteral("accelerator"))->setText(tr("Accelerator"));
    m_labels.value(QStringLiteral("gpus"))->setText(tr("GPUs"));
    m_labels.value(QStringLiteral("zero"))->setText(tr("ZeRO stage"));
    m_labels.value(QStringLiteral("parallel"))->setText(tr("Tensor / pipeline"));
    m_labels.value(QStringLiteral("offload"))->setText(tr("Offload"));
    m_tp->setPrefix(tr("TP "));
    m_pp->setPrefix(tr("PP "));
    m_labels.value(QStringLiteral("amount"))->setText(tr("Amount"));
    m_labels.value(QStringLiteral("pricing"))->setText(tr("Pricing"));
    m_labels.value(QStringLiteral("region"))->setText(tr("Region"));
    m_labels.value(QStringLiteral("budget"))->setText(tr("Budget"));
    m_budget->setToolTip(tr("The plan's budget: regions and configurations within it light up"));
    m_updating = true;
    fillCombos();
    m_updating = false;
    updateVisibility();
    refresh();
}

void ScenarioPanel::updateVisibility()
{
    const Workload &w = m_document->scenario().workload;
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
}

void ScenarioPanel::refresh()
{
    const Scenario &s = m_document->scenario();
    const Language language = LanguageManager::instance()->language();
    m_updating = true;
    if (s.customModel && m_model->findData(QString()) < 0)
        fillCombos();
    m_model->setCurrentIndex(s.customModel ? m_model->findData(QString())
                                           : m_model->findData(s.modelId));
    m_task->setCurrentIndex(m_task->findData(int(s.workload.task)));
    m_precision->setValue(int(precisionScale().indexOf(s.workload.precision)));
    m_precisionValue->setText(precisionLabel(s.workload.precision));
    m_accelerator->setCurrentIndex(m_accelerator->findData(s.acceleratorId));
    m_gpus->setValue(s.layout.gpus);
    m_zero->setCurrentIndex(s.layout.zero);
    m_tp->setValue(s.layout.tp);
    m_pp->setValue(s.layout.pp);
    m_offload->setCurrentIndex(m_offload->findData(int(s.layout.offload)));
    const bool inference = s.workload.task == Task::Inference;
    m_sequence->setValue(int(inference ? s.workload.context : s.workload.seqLen));
    m_batch->setValue(inference ? s.workload.concurrency : s.workload.microBatch);
    m_loraRank->setValue(s.workload.loraRank);
    m_workMode->setCurrentIndex(s.tokens ? 1 : 0);
    m_workAmount->setValue(s.tokens ? *s.tokens / 1e9 : s.hours.value_or(24));
    m_pricing->setCurrentIndex(m_pricing->findData(int(s.pricing)));
    m_region->setCurrentIndex(m_region->findData(s.regionId));
    m_budget->setValue(sliderForBudget(s.budgetCny.value_or(1e4)));
    m_budgetValue->setText(Format::money(s.budgetCny.value_or(1e4), language));
    m_updating = false;
    updateVisibility();
    updateResult();
}

void ScenarioPanel::updateResult()
{
    const ScenarioResult &r = m_document->result();
    const Language language = LanguageManager::instance()->language();
    if (!r.valid) {
        m_memoryBar->setBreakdown({}, 0);
        QStringList problems;
        for (const TrText &p : r.problems)
            problems << p.toString();
        m_verdict->setText(QStringLiteral("<b style='color:#b00020'>%1</b> %2")
                               .arg(tr("Not possible:"), problems.join(tr("; ")).toHtmlEscaped()));
        m_summary->clear();
        return;
    }
    const FitResult &fit = *r.estimate.fit;
    m_memoryBar->setBreakdown(r.estimate.perGpu, fit.capacityBytes);
    const Scenario &s = m_document->scenario();
    const QString card = r.accelerator->name.text(language);
    QString verdict;
    if (fit.fits)
        verdict = QStringLiteral("<b style='color:#1a7f37'>%1</b>")
                      .arg(tr("Fits: %1 of %2 per GPU on %3 × %4")
                               .arg(Format::gib(r.estimate.perGpu.total(), language),
                                    Format::gib(fit.capacityBytes, language))
                               .arg(s.layout.gpus)
                               .arg(card)
                               .toHtmlEscaped());
    else if (fit.minGpus)
        verdict = QStringLiteral("<b style='color:#b00020'>%1</b>")
                      .arg(tr("Does not fit: %1 per GPU on %2 cards; the smallest layout that "
                              "fits has %3 × %4 (dp %5, tp %6, pp %7, ZeRO %8)")
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
        verdict = QStringLiteral("<b style='color:#b00020'>%1</b>")
                      .arg(tr("Does not fit on up to %1 × %2")
                               .arg(fit.searchedUpTo)
                               .arg(card)
                               .toHtmlEscaped());
    m_verdict->setText(verdict);

    QStringList lines;
    lines << tr("Time: %1")
                 .arg(r.timeKnown ? Format::hours(r.wallHours, language)
                                  : tr("unknown (no published throughput)"));
    if (r.cost.priced)
        lines << tr("Cost: %1").arg(Format::money(r.cost.totalCny, language));
    else
        lines << tr("Cost: no price for this form");
    lines << tr("Energy: %1, %2")
                 .arg(Format::kwh(r.cost.energyKwh, language), Format::co2(r.cost.co2Kg, language));
    if (s.budgetCny && r.cost.priced)
        lines << (r.cost.totalCny <= *s.budgetCny ? tr("Within the budget of %1")
                                                  : tr("Over the budget of %1"))
                     .arg(Format::money(*s.budgetCny, language));
    m_summary->setText(lines.join(u'\n'));
}

void ScenarioPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
