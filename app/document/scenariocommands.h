#pragma once

#include "document/scenariofield.h"
#include "scenario/scenario.h"

#include <QUndoCommand>

namespace Atlas {

class ScenarioDocument;

// Replaces the scenario by an edited copy. Commands for the same field made during the same
// interaction merge, so a slider drag is one undo step (Tiled's ChangeValue).
class ChangeScenarioCommand : public QUndoCommand
{
public:
    ChangeScenarioCommand(ScenarioDocument *document,
                          ScenarioField field,
                          int interaction,
                          const Scenario &before,
                          const Scenario &after,
                          const QString &text);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    ScenarioDocument *m_document;
    ScenarioField m_field;
    int m_interaction;
    Scenario m_before;
    Scenario m_after;
};

} // namespace Atlas
