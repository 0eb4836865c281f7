#pragma once

#include "engine/fitmatrix.h"
#include "scenario/scenario.h"
#include "scenario/scenarioengine.h"

#include <QObject>
#include <QUndoStack>

#include <functional>
#include <memory>

namespace Atlas {

// The open scenario: its edits (through the undo stack), its file, and the engine results the
// views show. Results are computed here once per change; no view calculates anything itself.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario &scenario() const { return m_scenario; }
    const Catalog &catalog() const { return *m_catalog; }
    std::shared_ptr<const Catalog> catalogPointer() const { return m_catalog; }
    QUndoStack *undoStack() { return &m_undoStack; }

    // One undoable edit. Edits of the same field inside one interaction (a slider drag, between
    // beginInteraction and endInteraction) merge into a single undo step.
    void edit(const QString &field,
              const QString &description,
              const std::function<void(Scenario &)> &change);
    // Adds an option to the comparison as one undoable edit. False, with the reason, when the
    // comparison already holds MaxCompareOptions or this very option.
    bool addCompareOption(const CompareOption &option, QString *why);
    void beginInteraction();
    void endInteraction();

    // Replaces the whole scenario (new, open, built-in case); clears the undo history.
    void reset(const Scenario &scenario, const QString &filePath = QString());
    bool open(const QString &path, Diagnostics &diagnostics);
    bool save(const QString &path, QString *error);
    QString filePath() const { return m_filePath; }
    bool isModified() const { return !m_undoStack.isClean(); }

    const ScenarioResult &result() const { return m_result; }
    const FitMatrix &matrix() const { return m_matrix; }
    QList<Task> matrixTasks() const;
    double lastComputeMilliseconds() const { return m_computeMs; }

    // Used by the undo commands.
    void applyScenario(const Scenario &scenario);

signals:
    void scenarioChanged();
    // The fit matrix was recomputed (the workload changed); emitted before scenarioChanged().
    void matrixChanged();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    void recompute(bool matrixToo);

    std::shared_ptr<const Catalog> m_catalog;
    Scenario m_scenario;
    QUndoStack m_undoStack;
    QString m_filePath;
    int m_interaction = 0; // merge token; 0 outside interactions
    int m_nextInteraction = 1;
    ScenarioResult m_result;
    FitMatrix m_matrix;
    double m_computeMs = 0;
};

Scenario defaultScenario();

} // namespace Atlas
