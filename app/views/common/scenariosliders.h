#pragma once

#include "common/displaysettings.h"

#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
class QSlider;
QT_END_NAMESPACE

namespace Atlas {

class ScenarioDocument;

// The scenario's precision as a slider over precisionScale() (FP32 … INT4) with its label,
// bound to the document: it shows the scenario's precision, and a drag (sliderPressed …
// sliderReleased) is one undo step. The scenario panel and the map panel each have one.
class PrecisionSlider : public QWidget
{
    Q_OBJECT

public:
    // `sliderName`: the slider's objectName, for tests and the benchmark.
    PrecisionSlider(ScenarioDocument *document,
                    const QString &sliderName,
                    QWidget *parent = nullptr);

    QSlider *slider() const { return m_slider; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fixValueSize();

    ScenarioDocument *m_document;
    QSlider *m_slider;
    QLabel *m_value;
    bool m_updating = false;
};

// The scenario's budget: a logarithmic slider (100 元 … 100 M 元 in round steps) for a quick
// feel, and an entry for an exact amount ("1,000,000", "100万", "¥25000" are all understood).
// "No budget" is a state of its own: the entry is empty and says so, and nothing is dimmed or
// filtered; clearing the entry returns to it, moving the slider leaves it. Bound to the
// document like PrecisionSlider (one undo step per drag).
//
// Room is kept for the budget period (per run / month / year) the scenario will get: it goes
// after the entry (setPeriodWidget()), and its edits are ScenarioField::Budget edits too.
class BudgetControl : public QWidget
{
    Q_OBJECT

public:
    BudgetControl(ScenarioDocument *document,
                  DisplaySettings *display,
                  const QString &sliderName,
                  QWidget *parent = nullptr);

    QSlider *slider() const { return m_slider; }
    QLineEdit *entry() const { return m_entry; }
    void setPeriodWidget(QWidget *period);

    // Slider positions 0..SliderSteps map 100 元 .. 100 M 元 logarithmically, rounded to two
    // significant digits (so a drag passes 10,000, 12,000, 15,000 … rather than 10,233).
    static constexpr int SliderSteps = 600;
    static double budgetForSlider(int value);
    static int sliderForBudget(double cny);
    // An amount as typed: digits with optional separators, a 万/亿/k/M multiplier, ¥ or 元.
    // Empty means no budget; nullopt in `ok` = false means it could not be read.
    static std::optional<double> parseAmount(const QString &text, bool *ok);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    void commitEntry();
    void setBudget(std::optional<double> cny);

    ScenarioDocument *m_document;
    DisplaySettings *m_display;
    QSlider *m_slider;
    QLineEdit *m_entry;
    QLabel *m_unit;
    QWidget *m_period = nullptr;
    bool m_updating = false;
};

} // namespace Atlas
