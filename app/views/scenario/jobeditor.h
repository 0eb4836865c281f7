#pragma once

#include "views/common/scenarioview.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QSpinBox;
class QVBoxLayout;
QT_END_NAMESPACE

namespace Atlas {

// The job in the user's terms: the work (tokens, samples × epochs, or renting for hours; a
// service period for inference), how often it runs, the deadline; the training levers
// (recomputation, optimizer, flash attention) or the serving inputs (KV precision, prompt and
// answer lengths, the users, the service level). Every change is one undoable edit.
class JobEditor : public ScenarioView
{
    Q_OBJECT

public:
    JobEditor(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override {}

private:
    enum WorkMode { Tokens, Samples, RentHours };

    void build(); // the work, the levers and the serving groups, in that (tab) order
    void addRow(QFormLayout *form, QWidget *field); // with a label for retranslate()
    void buildWorkGroup(QVBoxLayout *layout);
    void buildLeversGroup(QVBoxLayout *layout);
    void buildServingGroup(QVBoxLayout *layout);
    void connectEdits();
    void connectWorkEdits(); // the amount of work, how often it runs, the deadline
    void connectLeverEdits();
    void connectServingEdits();
    void retranslate();
    void refresh();
    void editWork();
    void editServing();
    void showFleet();

    bool m_updating = false;
    QGroupBox *m_workGroup = nullptr;
    QGroupBox *m_leversGroup = nullptr;
    QGroupBox *m_servingGroup = nullptr;
    QFormLayout *m_workForm = nullptr;
    QFormLayout *m_leversForm = nullptr;
    QFormLayout *m_servingForm = nullptr;

    QComboBox *m_mode = nullptr;
    QDoubleSpinBox *m_tokens = nullptr;  // billions
    QDoubleSpinBox *m_samples = nullptr; // thousands
    QDoubleSpinBox *m_epochs = nullptr;
    QSpinBox *m_tokensPerSample = nullptr; // 0: the sequence length
    QDoubleSpinBox *m_hours = nullptr;     // rent hours, or the service period
    QSpinBox *m_runs = nullptr;
    QComboBox *m_every = nullptr;
    QDoubleSpinBox *m_deadline = nullptr; // hours, 0: none

    QComboBox *m_recompute = nullptr;
    QComboBox *m_optimizer = nullptr;
    QCheckBox *m_flash = nullptr;

    QComboBox *m_kv = nullptr;
    QSpinBox *m_prompt = nullptr;
    QSpinBox *m_output = nullptr;
    QSpinBox *m_users = nullptr;          // 0: no load given
    QDoubleSpinBox *m_ttft = nullptr;     // seconds, 0: no level
    QDoubleSpinBox *m_userRate = nullptr; // tokens/s per user, 0: no level
    // A load over the week (issue 32): the users above are the peak's.
    QCheckBox *m_profileOn = nullptr;
    QSpinBox *m_baseUsers = nullptr;
    QSpinBox *m_peakHours = nullptr;
    QSpinBox *m_peakDays = nullptr;
    QLabel *m_fleet = nullptr; // the mixes, ranked by cost a month
    class LoadCurveView *m_curve = nullptr;

    QList<QLabel *> m_labels; // in form order, texts in retranslate()
};

} // namespace Atlas
