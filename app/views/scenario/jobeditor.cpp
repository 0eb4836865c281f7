#include "views/scenario/jobeditor.h"

#include "common/displaysettings.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "scenario/limits.h"
#include "views/common/compactcombobox.h"
#include "views/common/wrappedlabel.h"
#include "views/scenario/loadcurve.h"
#include "views/scenario/namedwidget.h"
#include "views/scenario/spinsync.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Atlas {

namespace {

QDoubleSpinBox *amountSpin(const char *name, double max, int decimals)
{
    auto *spin = named(new QDoubleSpinBox, name);
    spin->setRange(0, max);
    spin->setDecimals(decimals);
    spin->setKeyboardTracking(false); // one edit per value typed, not per digit
    return spin;
}

const QList<Period> &recurrencePeriods()
{
    static const QList<Period> periods{Period::Run, Period::Week, Period::Month};
    return periods;
}

} // namespace

JobEditor::JobEditor(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : ScenarioView(document, display, parent)
{
    setObjectName(QStringLiteral("jobEditor"));
    build();
    connectEdits();
    retranslate();
}

void JobEditor::build()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    buildWorkGroup(layout);
    buildLeversGroup(layout);
    buildServingGroup(layout);
}

void JobEditor::addRow(QFormLayout *form, QWidget *field)
{
    auto *label = new QLabel(this);
    label->setBuddy(field);
    m_labels << label;
    form->addRow(label, field);
}

void JobEditor::buildWorkGroup(QVBoxLayout *layout)
{
    m_workGroup = new QGroupBox(this);
    m_workForm = new QFormLayout(m_workGroup);
    m_mode = named(new CompactComboBox, "workModeCombo");
    addRow(m_workForm, m_mode);
    m_tokens = amountSpin("workTokensSpin", 1e7, 3);
    addRow(m_workForm, m_tokens);
    m_samples = amountSpin("workSamplesSpin", 1e9, 1);
    addRow(m_workForm, m_samples);
    m_epochs = amountSpin("workEpochsSpin", 1e4, 2);
    addRow(m_workForm, m_epochs);
    m_tokensPerSample = named(new QSpinBox, "tokensPerSampleSpin");
    m_tokensPerSample->setRange(0, 1 << 22);
    m_tokensPerSample->setKeyboardTracking(false);
    addRow(m_workForm, m_tokensPerSample);
    m_hours = amountSpin("workHoursSpin", 1e6, 1);
    addRow(m_workForm, m_hours);
    m_runs = named(new QSpinBox, "runsSpin");
    m_runs->setRange(1, 1000);
    m_runs->setKeyboardTracking(false);
    addRow(m_workForm, m_runs);
    m_every = named(new CompactComboBox, "everyCombo");
    addRow(m_workForm, m_every);
    m_deadline = amountSpin("deadlineSpin", 1e6, 0);
    addRow(m_workForm, m_deadline);
    layout->addWidget(m_workGroup);
}

void JobEditor::buildLeversGroup(QVBoxLayout *layout)
{
    m_leversGroup = new QGroupBox(this);
    m_leversForm = new QFormLayout(m_leversGroup);
    m_recompute = named(new CompactComboBox, "recomputeCombo");
    addRow(m_leversForm, m_recompute);
    m_optimizer = named(new CompactComboBox, "optimizerCombo");
    addRow(m_leversForm, m_optimizer);
    m_flash = named(new QCheckBox, "flashAttentionCheck");
    addRow(m_leversForm, m_flash);
    layout->addWidget(m_leversGroup);
}

void JobEditor::buildServingGroup(QVBoxLayout *layout)
{
    m_servingGroup = new QGroupBox(this);
    m_servingForm = new QFormLayout(m_servingGroup);
    m_kv = named(new CompactComboBox, "kvPrecisionCombo");
    addRow(m_servingForm, m_kv);
    m_prompt = named(new QSpinBox, "promptTokensSpin");
    m_prompt->setRange(1, 1 << 22);
    m_prompt->setKeyboardTracking(false);
    addRow(m_servingForm, m_prompt);
    m_output = named(new QSpinBox, "outputTokensSpin");
    m_output->setRange(1, 1 << 20);
    m_output->setKeyboardTracking(false);
    addRow(m_servingForm, m_output);
    m_users = named(new QSpinBox, "usersSpin");
    m_users->setRange(0, 10'000'000);
    m_users->setKeyboardTracking(false);
    addRow(m_servingForm, m_users);
    m_ttft = amountSpin("ttftSpin", 600, 2);
    addRow(m_servingForm, m_ttft);
    m_userRate = amountSpin("userRateSpin", 10000, 1);
    addRow(m_servingForm, m_userRate);
    m_profileOn = named(new QCheckBox, "loadProfileCheck");
    addRow(m_servingForm, m_profileOn);
    auto whole = [this](const char *name, int from, int to) {
        auto *spin = named(new QSpinBox, name);
        spin->setRange(from, to);
        spin->setKeyboardTracking(false);
        addRow(m_servingForm, spin);
        return spin;
    };
    m_baseUsers = whole("baseUsersSpin", 0, 10'000'000);
    m_peakHours = whole("peakHoursSpin", ScenarioLimits::MinPeakHours, ScenarioLimits::MaxPeakHours);
    m_peakDays = whole("peakDaysSpin",
                       ScenarioLimits::MinDaysPerWeek,
                       ScenarioLimits::MaxDaysPerWeek);
    m_fleet = named(new WrappedLabel(Qt::RichText), "fleetMixesLabel");
    m_servingForm->addRow(m_fleet);
    m_curve = new LoadCurveView(document(), display(), m_servingGroup);
    m_servingForm->addRow(m_curve);
    layout->addWidget(m_servingGroup);
}

void JobEditor::editWork()
{
    if (m_updating)
        return;
    const WorkMode mode = WorkMode(m_mode->currentData().toInt());
    const bool inference = document()->scenario().workload.task == Task::Inference;
    const double tokens = m_tokens->value() * 1e9;
    const double samples = m_samples->value() * 1e3;
    const double epochs = m_epochs->value();
    const int perSample = m_tokensPerSample->value();
    const double hours = m_hours->value();
    document()->edit(ScenarioField::Work, tr("Change amount of work"), [=](Scenario &s) {
        s.tokens.reset();
        s.samples.reset();
        s.hours.reset();
        s.tokensPerSample.reset();
        if (inference) {
            if (hours > 0)
                s.hours = hours;
        } else if (mode == Tokens && tokens > 0) {
            s.tokens = tokens;
        } else if (mode == Samples && samples > 0) {
            s.samples = samples;
            s.epochs = epochs > 0 ? epochs : 1;
            if (perSample > 0)
                s.tokensPerSample = perSample;
        } else if (mode == RentHours && hours > 0) {
            s.hours = hours;
        }
    });
}

void JobEditor::editServing()
{
    if (m_updating)
        return;
    const double prompt = m_prompt->value();
    const double output = m_output->value();
    const int users = m_users->value();
    const double ttft = m_ttft->value();
    const double rate = m_userRate->value();
    const bool profile = m_profileOn->isChecked() && users > 0;
    const LoadProfile week{ServingLoad::Kind::Users,
                           double(users),
                           double(std::min(m_baseUsers->value(), users)),
                           m_peakHours->value(),
                           m_peakDays->value(),
                           {},
                           {}};
    document()->edit(ScenarioField::Serving, tr("Change the service"), [=](Scenario &s) {
        s.promptTokens = prompt;
        s.outputTokens = output;
        if (users > 0)
            s.load = ServingLoad{ServingLoad::Kind::Users, double(users)};
        else
            s.load.reset();
        LoadProfile next = week;
        if (profile && s.loadProfile) {
            // What the panel does not show stays as the file set it: the minimum billing, and
            // a 24-hour curve while the fields the panel shows for it are untouched.
            const LoadProfile &old = *s.loadProfile;
            next.minBilledHours = old.minBilledHours;
            if (old.hourly.size() == HoursPerDay && week.peak == old.highest()
                && week.base == old.base && week.peakHours == old.peakHours)
                next.hourly = old.hourly;
        }
        s.loadProfile = profile ? std::optional(next) : std::nullopt;
        s.maxTtftSeconds = ttft > 0 ? std::optional(ttft) : std::nullopt;
        s.minUserTokensPerSecond = rate > 0 ? std::optional(rate) : std::nullopt;
    });
}

void JobEditor::connectEdits()
{
    connectWorkEdits();
    connectLeverEdits();
    connectServingEdits();
}

void JobEditor::connectWorkEdits()
{
    connect(m_mode, &QComboBox::activated, this, [this] {
        // Switching the mode keeps an amount of the new kind: a sensible default if none yet.
        const WorkMode mode = WorkMode(m_mode->currentData().toInt());
        const QSignalBlocker a(m_tokens), b(m_samples), c(m_hours);
        if (mode == Tokens && m_tokens->value() <= 0)
            m_tokens->setValue(1);
        if (mode == Samples && m_samples->value() <= 0)
            m_samples->setValue(10);
        if (mode == RentHours && m_hours->value() <= 0)
            m_hours->setValue(24);
        editWork();
    });
    for (QDoubleSpinBox *spin : {m_tokens, m_samples, m_epochs, m_hours})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &JobEditor::editWork);
    connect(m_tokensPerSample, &QSpinBox::valueChanged, this, &JobEditor::editWork);
    auto editRecurrence = [this] {
        if (m_updating)
            return;
        const int runs = m_runs->value();
        const Period every = recurrencePeriods().value(m_every->currentIndex(), Period::Run);
        document()->edit(ScenarioField::Recurrence,
                         tr("Change how often the job runs"),
                         [=](Scenario &s) {
                             s.recurrence = Recurrence{runs, every};
                         });
    };
    connect(m_runs, &QSpinBox::valueChanged, this, editRecurrence);
    connect(m_every, &QComboBox::activated, this, editRecurrence);
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this, [this](double hours) {
        if (m_updating)
            return;
        document()->edit(ScenarioField::Deadline, tr("Change deadline"), [hours](Scenario &s) {
            s.deadlineHours = hours > 0 ? std::optional(hours) : std::nullopt;
        });
    });
}

void JobEditor::connectLeverEdits()
{
    connect(m_recompute, &QComboBox::activated, this, [this] {
        if (m_updating)
            return;
        const Recompute r = Recompute(m_recompute->currentData().toInt());
        document()->edit(ScenarioField::Recompute, tr("Change recomputation"), [r](Scenario &s) {
            s.workload.recompute = r;
        });
    });
    connect(m_optimizer, &QComboBox::activated, this, [this] {
        if (m_updating)
            return;
        const Optimizer o = Optimizer(m_optimizer->currentData().toInt());
        document()->edit(ScenarioField::Optimizer, tr("Change optimizer"), [o](Scenario &s) {
            s.workload.optimizer = o;
        });
    });
    connect(m_flash, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updating)
            return;
        document()->edit(ScenarioField::FlashAttention,
                         tr("Change flash attention"),
                         [on](Scenario &s) { s.workload.flashAttention = on; });
    });
}

void JobEditor::connectServingEdits()
{
    connect(m_kv, &QComboBox::activated, this, [this] {
        if (m_updating)
            return;
        const Precision p = Precision(m_kv->currentData().toInt());
        document()->edit(ScenarioField::KvPrecision,
                         tr("Change KV-cache precision"),
                         [p](Scenario &s) { s.workload.kvPrecision = p; });
    });
    for (QSpinBox *spin : {m_prompt, m_output, m_users, m_baseUsers, m_peakHours, m_peakDays})
        connect(spin, &QSpinBox::valueChanged, this, &JobEditor::editServing);
    connect(m_profileOn, &QCheckBox::toggled, this, [this](bool on) {
        // A new profile starts from the peak and a tenth of it at night, 8 hours, 5 days.
        if (on && !document()->scenario().loadProfile) {
            const QSignalBlocker a(m_users), b(m_baseUsers);
            if (m_users->value() <= 0)
                m_users->setValue(2000);
            m_baseUsers->setValue(m_users->value() / 10);
        }
        editServing();
    });
    for (QDoubleSpinBox *spin : {m_ttft, m_userRate})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &JobEditor::editServing);
}

void JobEditor::retranslate()
{
    m_updating = true;
    m_workGroup->setTitle(tr("Work"));
    m_leversGroup->setTitle(tr("Memory and speed levers"));
    m_servingGroup->setTitle(tr("Service"));
    const QStringList labels{tr("Work given as"),
                             tr("Tokens (billions)"),
                             tr("Samples (thousands)"),
                             tr("Epochs"),
                             tr("Tokens per sample"),
                             tr("Hours"),
                             tr("Runs"),
                             tr("Every"),
                             tr("Deadline (hours)"),
                             tr("Activation recomputation"),
                             tr("Optimizer"),
                             tr("Flash attention"),
                             tr("KV-cache precision"),
                             tr("Prompt (tokens)"),
                             tr("Answer (tokens)"),
                             tr("Concurrent users"),
                             tr("First token within (s)"),
                             tr("Tokens/s per user at least"),
                             tr("Load varies over the week"),
                             tr("Users off-peak"),
                             tr("Peak hours a day (from 09:00)"),
                             tr("Days a week with a peak")};
    for (qsizetype i = 0; i < m_labels.size() && i < labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    m_tokensPerSample->setSpecialValueText(tr("sequence length"));
    m_deadline->setSpecialValueText(tr("none"));
    m_users->setSpecialValueText(tr("not given"));
    m_ttft->setSpecialValueText(tr("no limit"));
    m_userRate->setSpecialValueText(tr("no limit"));
    m_flash->setText(tr("on"));
    m_recompute->setToolTip(tr("Gradient checkpointing: recompute activations in the backward "
                               "pass instead of storing them (less memory, more time)"));
    m_mode->clear();
    m_mode->addItem(tr("tokens"), Tokens);
    m_mode->addItem(tr("samples × epochs"), Samples);
    m_mode->addItem(tr("renting the cards for hours"), RentHours);
    m_every->clear();
    for (Period p : recurrencePeriods())
        m_every->addItem(p == Period::Run ? tr("once (runs in all)") : periodName(p).toString(),
                         int(p));
    m_recompute->clear();
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full, Recompute::Offload})
        m_recompute->addItem(recomputeName(r).toString(), int(r));
    m_optimizer->clear();
    for (Optimizer o :
         {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::SgdMomentum, Optimizer::Adafactor})
        m_optimizer->addItem(optimizerName(o).toString(), int(o));
    m_kv->clear();
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8})
        m_kv->addItem(precisionLabel(p), int(p));
    m_updating = false;
    refresh();
}

void JobEditor::scenarioChanged(const ScenarioChanges &)
{
    refresh();
}

void JobEditor::refresh()
{
    const Scenario &s = document()->scenario();
    const bool inference = s.workload.task == Task::Inference;
    m_updating = true;
    const WorkMode mode = s.samples ? Samples : (s.hours && !s.tokens ? RentHours : Tokens);
    m_mode->setCurrentIndex(m_mode->findData(mode));
    showValue(m_tokens, s.tokens.value_or(0) / 1e9);
    showValue(m_samples, s.samples.value_or(0) / 1e3);
    showValue(m_epochs, s.epochs);
    showValue(m_tokensPerSample, int(s.tokensPerSample.value_or(0)));
    showValue(m_hours, s.hours.value_or(inference ? 730 : 0));
    showValue(m_runs, s.recurrence.runs);
    m_every->setCurrentIndex(m_every->findData(int(s.recurrence.every)));
    showValue(m_deadline, s.deadlineHours.value_or(0));
    m_recompute->setCurrentIndex(m_recompute->findData(int(s.workload.recompute)));
    m_optimizer->setCurrentIndex(m_optimizer->findData(int(s.workload.optimizer)));
    m_flash->setChecked(s.workload.flashAttention);
    m_kv->setCurrentIndex(m_kv->findData(int(s.workload.kvPrecision)));
    showValue(m_prompt, int(s.promptTokens));
    showValue(m_output, int(s.outputTokens));
    showValue(m_users,
              s.load && s.load->kind != ServingLoad::Kind::RequestsPerSecond ? int(s.load->value)
                                                                             : 0);
    showValue(m_ttft, s.maxTtftSeconds.value_or(0));
    showValue(m_userRate, s.minUserTokensPerSecond.value_or(0));
    const LoadProfile week = s.loadProfile.value_or(LoadProfile{});
    m_profileOn->setChecked(s.loadProfile.has_value());
    showValue(m_baseUsers, int(week.base));
    showValue(m_peakHours, week.peakHours);
    showValue(m_peakDays, week.daysPerWeek);
    m_updating = false;
    showFleet();

    // Show what applies: the rows of the chosen work mode, levers for training, the service
    // for inference.
    auto show = [this](QFormLayout *form, QWidget *field, bool visible) {
        form->setRowVisible(field, visible);
    };
    show(m_workForm, m_mode, !inference);
    show(m_workForm, m_tokens, !inference && mode == Tokens);
    show(m_workForm, m_samples, !inference && mode == Samples);
    show(m_workForm, m_epochs, !inference && mode == Samples);
    show(m_workForm, m_tokensPerSample, !inference && mode == Samples);
    show(m_workForm, m_hours, inference || mode == RentHours);
    show(m_workForm, m_runs, !inference);
    show(m_workForm, m_every, !inference);
    show(m_workForm, m_deadline, !inference);
    m_labels.at(5)->setText(inference ? tr("Service period (hours)") : tr("Hours"));
    m_leversGroup->setVisible(!inference);
    m_servingGroup->setVisible(inference);
    for (QSpinBox *field : {m_baseUsers, m_peakHours, m_peakDays})
        show(m_servingForm, field, s.loadProfile.has_value());
    m_labels.at(15)->setText(s.loadProfile ? tr("Users at the peak") : tr("Concurrent users"));
}

// The mixes the document computed, cheapest a month first: what each costs and how busy the
// cards held are (the report's fleet page has the full table).
void JobEditor::showFleet()
{
    const ScenarioResult &r = document()->result();
    m_fleet->setVisible(r.fleet.has_value());
    m_curve->setVisible(r.fleet.has_value());
    if (!r.fleet)
        return;
    const Language l = display()->language();
    QStringList lines;
    if (!r.fleet->valid)
        for (const TrText &p : r.fleet->problems)
            lines << p.toString().toHtmlEscaped();
    else
        lines << tr("%1 cards at the peak, %2 at the base")
                     .arg(r.fleet->peakCards())
                     .arg(r.fleet->baseCards());
    for (const FleetMixCost &m : r.fleetMixes) {
        const QString cost = m.priced ? Format::money(m.costPerMonthCny, l) : tr("no price");
        const QString busy = m.utilisation ? Format::percent(*m.utilisation, l) : QString();
        lines << tr("%1: %2 a month, %3 busy")
                     .arg(fleetMixText(m.mix).toString().toHtmlEscaped(), cost, busy);
    }
    if (r.fleet->valid && r.recommendedMix()) { // the engine's recommendation, in bold
        QString &line = lines[1 + r.recommendedFleetMix];
        line = QStringLiteral("<b>") + line + QStringLiteral("</b>");
    }
    m_fleet->setText(lines.join(QStringLiteral("<br>")));
}

void JobEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
