#pragma once

#include "catalog/serviceform.h"

#include <array>
#include <cstddef>
#include <optional>

namespace Atlas {

// One value per service form that has a card rate: the catalogued rate (RateOverride) and the
// priced quote (RateCard) both keep a slot per form, indexed by the form. Whether a form has a
// card rate is its ServiceFormTraits::rateKey, so a new form with a card rate is a row in that
// table, not a new member and another switch. Units are those of the rate keys: per card-hour,
// per card-month (billed 24×7), per 8-card machine-month, per card bought.
template<typename T>
class PerCardForm
{
public:
    // The slot of a form; nullptr for a form without a card rate (the CPU server's is a default).
    std::optional<T> *forForm(ServiceForm form)
    {
        return hasCardRate(form) ? &m_slots[slot(form)] : nullptr;
    }
    const std::optional<T> *forForm(ServiceForm form) const
    {
        return hasCardRate(form) ? &m_slots[slot(form)] : nullptr;
    }

    // The forms by name, for code about one of them.
    std::optional<T> &containerPerGpuHour() { return m_slots[slot(ServiceForm::Container)]; }
    const std::optional<T> &containerPerGpuHour() const
    {
        return m_slots[slot(ServiceForm::Container)];
    }
    std::optional<T> &cloudPerGpuMonth() { return m_slots[slot(ServiceForm::CloudMonthly)]; }
    const std::optional<T> &cloudPerGpuMonth() const
    {
        return m_slots[slot(ServiceForm::CloudMonthly)];
    }
    std::optional<T> &bareMetalPerMachineMonth() { return m_slots[slot(ServiceForm::BareMetal)]; }
    const std::optional<T> &bareMetalPerMachineMonth() const
    {
        return m_slots[slot(ServiceForm::BareMetal)];
    }
    std::optional<T> &purchasePerGpu() { return m_slots[slot(ServiceForm::Purchase)]; }
    const std::optional<T> &purchasePerGpu() const { return m_slots[slot(ServiceForm::Purchase)]; }

private:
    static bool hasCardRate(ServiceForm form) { return formTraits(form).rateKey != nullptr; }
    static constexpr std::size_t slot(ServiceForm form) { return std::size_t(form); }

    std::array<std::optional<T>, ServiceFormCount> m_slots;
};

} // namespace Atlas
