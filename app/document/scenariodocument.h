#pragma once

#include "catalog/providersites.h"
#include "catalog/seedtable.h"
#include "claims/claimverdict.h"
#include "cost/rates.h"
#include "document/scenariochanges.h"
#include "engine/fitmatrix.h"
#include "scenario/scenario.h"
#include "scenario/scenarioengine.h"
#include "scores/radarscores.h"

#include <QHash>

#include <QObject>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <optional>

namespace Atlas {

// The open scenario: its edits (through the undo stack), its file, and the engine results the
// views show. Results are computed here once per change, through the core (so the CLI gives the
// same numbers); no view calculates anything itself (docs/ARCHITECTURE.md). What depends on the
// catalog alone (radar scores, rate cards) is computed once, the scenario's result at every
// change, the fit matrix, the cells' plans and the options when first read after a change that
// makes them stale.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario &scenario() const { return m_scenario; }
    // The catalog every result is computed with: the loaded one with the scenario's quotes in
    // place of the prices they name (Catalog::withQuotes). One object for the document's life,
    // its prices replaced when the quotes change, so a view may keep a reference to it.
    const Catalog &catalog() const { return *m_catalog; }
    // The catalog as loaded, without the user's quotes: the seed's claims are judged on it.
    const Catalog &loadedCatalog() const { return *m_loaded; }
    QUndoStack *undoStack() { return &m_undoStack; }

    // One undoable edit. Edits of the same field inside one interaction (a slider drag, between
    // beginInteraction and endInteraction) merge into a single undo step.
    void edit(ScenarioField field,
              const QString &description,
              const std::function<void(Scenario &)> &change);
    // Adds an option to the comparison as one undoable edit. False, with the reason, when the
    // comparison already holds MaxCompareOptions or this very option.
    bool addCompareOption(const CompareOption &option, QString *why);
    void beginInteraction();
    void endInteraction();
    bool interacting() const { return m_interaction != 0; }

    // Replaces the whole scenario (new, open, built-in case); clears the undo history.
    void reset(const Scenario &scenario, const QString &filePath = QString());
    bool open(const QString &path, Diagnostics &diagnostics);
    bool save(const QString &path, QString *error);
    QString filePath() const { return m_filePath; }
    bool isModified() const { return !m_undoStack.isClean(); }

    const ScenarioResult &result() const { return m_result; }
    // The options planner asked the scenario's question (scenarioOptions), ranked. Computed
    // on first use after a change (3–5 ms; only the Options tab and the report read it), so a
    // slider drag on another tab does not pay for it.
    const PlannerResult &options() const;
    static constexpr int MaxOptionsShown = 200;
    // Every model × task on every accelerator (computeFitMatrix) for the scenario's workload,
    // the catalog's models and, last, the scenario's imported model (journeys review, journey
    // 7: it had no row). Stale when the workload or the imported model changes, computed on
    // first use after that (about 2 ms; the
    // matrix view reads it while its tab is shown or when it is drawn, as the report does), so
    // a precision drag on another tab does not pay for it.
    const FitMatrix &matrix() const;
    // The matrix row is the scenario's imported model (a catalog model may share its id).
    bool isImportedRow(int row) const;
    // Each matrix cell's time and cost for the scenario's work (computeMatrixPlans). Stale when
    // the matrix or the work and price inputs change, computed on first use after that (about
    // 2 ms; only the matrix's time and cost modes read it).
    const MatrixPlans &matrixPlans() const;
    const MatrixWork &matrixWork() const { return m_matrixWork; } // the work they are for
    static QList<Task> matrixTasks();
    // The seed table's verdict on a matrix cell (row, matrix column), if the seed names it.
    const SeedVerdict *seedVerdict(int row, int column) const;
    // Catalog figures: the radar's scores and each accelerator's prices.
    const RadarScorer &radar() const { return m_radar; }
    const RateCard *rateCard(const QString &acceleratorId) const;
    // The map's provider layer: the providers' mainland GPU regions by place (catalog only).
    const ProviderLayer &providerLayer() const { return m_providerLayer; }
    // The seeds' claims with the engine's verdicts and the workstations' checks: catalog only,
    // computed on first use (about 80 ms, which a cold start should not pay).
    const QList<ClaimResult> &claims() const;
    const QList<MachineVerdict> &workstationChecks() const;
    double lastComputeMilliseconds() const { return m_computeMs; }

    // Used by the undo commands.
    void applyScenario(const Scenario &scenario);

signals:
    // After every change, with what it touched; the results are already computed.
    void scenarioChanged(const Atlas::ScenarioChanges &changes);
    // A slider drag (or another interaction) ended; its edits are one undo step now.
    void interactionEnded();
    // The fit matrix is stale (the workload changed; matrix() computes the new one when read);
    // emitted before scenarioChanged().
    void matrixChanged();
    // The cells' time and cost were recomputed (the matrix, the work or the prices changed);
    // emitted before scenarioChanged().
    void matrixPlansChanged();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    void apply(const Scenario &scenario, const ScenarioChanges &changes);
    void recompute(bool matrixToo);
    bool recomputeMatrixPlans(bool matrixChanged);
    void recomputeSeedVerdicts() const;

    void applyQuotes(const QList<UserQuote> &quotes);

    std::shared_ptr<const Catalog> m_loaded;
    std::shared_ptr<Catalog> m_catalog;          // m_loaded with the scenario's quotes
    std::shared_ptr<const Catalog> m_lastQuoted; // the one before: keeps old pointers valid
    Scenario m_scenario;
    QUndoStack m_undoStack;
    QString m_filePath;
    int m_interaction = 0; // merge token; 0 outside interactions
    int m_nextInteraction = 1;
    ScenarioResult m_result;
    mutable std::optional<PlannerResult> m_options; // empty: not asked since the last change
    mutable std::optional<FitMatrix> m_matrix;      // empty: stale
    Workload m_matrixWorkload;                      // what m_matrix is (or will be) for
    std::optional<ModelArch> m_matrixImport;        // … and its imported model's row
    MatrixWork m_matrixWork;
    mutable std::optional<MatrixPlans> m_matrixPlans;   // empty: stale
    mutable QHash<quint64, SeedVerdict> m_seedVerdicts; // (row, matrix column), with m_matrix
    RadarScorer m_radar;
    QHash<QString, RateCard> m_rateCards;
    ProviderLayer m_providerLayer;
    mutable std::optional<QList<ClaimResult>> m_claims;
    mutable std::optional<QList<MachineVerdict>> m_machines;
    mutable double m_computeMs = 0;
};

Scenario defaultScenario();

} // namespace Atlas
