#pragma once

#include "document/scenariofield.h"

#include <bitset>
#include <initializer_list>

namespace Atlas {

struct Scenario;

// What one change of the scenario touched, field by field: the payload of
// ScenarioDocument::scenarioChanged, so that a view can leave alone what it does not show
// (a budget drag need not rebuild the tier chart).
class ScenarioChanges
{
public:
    static ScenarioChanges everything(); // a new, opened or restored scenario
    // The fields in which two scenarios differ. Whatever no field names (a name, a note, a
    // seed claim) counts as ScenarioField::Whole, so no difference is ever lost.
    static ScenarioChanges between(const Scenario &before, const Scenario &after);

    void add(ScenarioField field) { m_fields.set(size_t(field)); }
    bool has(ScenarioField field) const
    {
        return m_fields.test(size_t(ScenarioField::Whole)) || m_fields.test(size_t(field));
    }
    bool hasAny(std::initializer_list<ScenarioField> fields) const;
    bool isEmpty() const { return m_fields.none(); }
    ScenarioChanges &operator|=(const ScenarioChanges &other)
    {
        m_fields |= other.m_fields;
        return *this;
    }
    friend bool operator==(const ScenarioChanges &, const ScenarioChanges &) = default;

private:
    std::bitset<ScenarioFieldCount> m_fields;
};

} // namespace Atlas
