#include "document/scenariocommands.h"

#include "document/scenariodocument.h"

namespace Atlas {

ChangeScenarioCommand::ChangeScenarioCommand(ScenarioDocument *document,
                                             ScenarioField field,
                                             int interaction,
                                             const Scenario &before,
                                             const Scenario &after,
                                             const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_field(field)
    , m_interaction(interaction)
    , m_before(before)
    , m_after(after)
{}

void ChangeScenarioCommand::undo()
{
    m_document->applyScenario(m_before);
}

void ChangeScenarioCommand::redo()
{
    m_document->applyScenario(m_after);
}

int ChangeScenarioCommand::id() const
{
    // Only commands made during an interaction may merge; they all share one id and
    // mergeWith() checks the field and the interaction.
    return m_interaction > 0 ? 0x5ce4 : -1;
}

bool ChangeScenarioCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeScenarioCommand *>(other);
    if (o->m_field != m_field || o->m_interaction != m_interaction)
        return false;
    m_after = o->m_after;
    return true;
}

} // namespace Atlas
