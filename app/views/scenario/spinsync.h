#pragma once

#include <QDoubleSpinBox>
#include <QSpinBox>

#include <cmath>

namespace Atlas {

// Shows the scenario's value in a spin box, leaving the box alone when it already shows it.
// QAbstractSpinBox::setValue() repaints the box even when the value stays, and the panels
// refresh every field after every edit: a slider step repainted some fifteen unchanged boxes.
inline void showValue(QSpinBox *spin, int value)
{
    if (spin->value() != value)
        spin->setValue(value);
}

// Equal means equal as the box shows it, rounded to its decimals.
inline void showValue(QDoubleSpinBox *spin, double value)
{
    if (std::abs(spin->value() - value) >= 0.5 * std::pow(10.0, -spin->decimals()))
        spin->setValue(value);
}

} // namespace Atlas
