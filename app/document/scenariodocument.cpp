#include "document/scenariodocument.h"

#include "document/scenariocommands.h"

#include <QElapsedTimer>

#include <utility>

namespace Atlas {

namespace {

quint64 cellKey(int row, int column)
{
    return (quint64(quint32(row)) << 32) | quint32(column);
}

// An imported model is told apart by its id (the config file's name), as the undo fields do.
QString importedModelId(const Scenario &s)
{
    return s.customModel ? s.customModel->id : QString();
}

} // namespace

Scenario defaultScenario()
{
    Scenario s;
    s.name = {QStringLiteral("Untitled scenario"), QStringLiteral("未命名场景")};
    s.modelId = QStringLiteral("llama-3.1-8b");
    s.workload.task = Task::Lora;
    // Gradient checkpointing, as LoRA recipes for a 24 GB card use it: without it the
    // activations of 2,048-token sequences need about 30 GiB, and the first thing a new user
    // would see is "does not fit".
    s.workload.recompute = Recompute::Full;
    s.acceleratorId = QStringLiteral("nvidia-rtx-4090");
    // Work, not hours: 100 M tokens is about 50,000 examples of 2,048 tokens, one epoch.
    s.tokens = 1e8;
    s.budgetCny = 10000;
    for (const char *card : {"nvidia-rtx-4090", "nvidia-a100-sxm4-80gb"}) {
        CompareOption option;
        option.acceleratorId = QString::fromLatin1(card);
        option.form = ServiceForm::Container;
        s.compare << option;
    }
    return s;
}

ScenarioDocument::ScenarioDocument(std::shared_ptr<const Catalog> catalog, QObject *parent)
    : QObject(parent)
    , m_loaded(std::move(catalog))
    , m_catalog(std::make_shared<Catalog>(*m_loaded))
    , m_scenario(defaultScenario())
{
    applyQuotes({});
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) {
        emit modifiedChanged(!clean);
    });
    recompute(true);
    recomputeMatrixPlans(true);
}

ScenarioDocument::~ScenarioDocument()
{
    // ~QUndoStack emits cleanChanged() when edits are unsaved; by then the window listening to
    // modifiedChanged() may be half destroyed (the document is its child).
    disconnect(&m_undoStack, nullptr, this, nullptr);
}

void ScenarioDocument::edit(ScenarioField field,
                            const QString &description,
                            const std::function<void(Scenario &)> &change)
{
    Scenario after = m_scenario;
    change(after);
    if (after == m_scenario)
        return;
    m_undoStack.push(
        new ChangeScenarioCommand(this, field, m_interaction, m_scenario, after, description));
}

bool ScenarioDocument::addCompareOption(const CompareOption &option, QString *why)
{
    if (m_scenario.compare.contains(option)) {
        *why = tr("This option is already in the comparison");
        return false;
    }
    if (m_scenario.compare.size() >= MaxCompareOptions) {
        *why = tr("The comparison holds %1 options; remove one first").arg(MaxCompareOptions);
        return false;
    }
    edit(ScenarioField::Compare, tr("Add comparison option"), [&](Scenario &s) {
        s.compare.append(option);
    });
    return true;
}

void ScenarioDocument::beginInteraction()
{
    m_interaction = m_nextInteraction++;
}

void ScenarioDocument::endInteraction()
{
    if (!std::exchange(m_interaction, 0))
        return;
    emit interactionEnded();
}

void ScenarioDocument::reset(const Scenario &scenario, const QString &filePath)
{
    endInteraction(); // a drag cut short by a dialog (its release never came) ends here
    m_undoStack.clear();
    m_filePath = filePath;
    emit filePathChanged(m_filePath);
    apply(scenario, ScenarioChanges::everything());
    m_undoStack.setClean();
}

bool ScenarioDocument::open(const QString &path, Diagnostics &diagnostics)
{
    const std::optional<Scenario> s = readScenarioFile(path, *m_loaded, diagnostics);
    if (!s)
        return false;
    reset(*s, path);
    return true;
}

bool ScenarioDocument::save(const QString &path, QString *error)
{
    if (!saveScenarioFile(m_scenario, path, error))
        return false;
    m_filePath = path;
    emit filePathChanged(m_filePath);
    m_undoStack.setClean();
    return true;
}

QList<Task> ScenarioDocument::matrixTasks()
{
    return {Task::Pretrain, Task::Full, Task::Lora, Task::Qlora, Task::Inference};
}

const SeedVerdict *ScenarioDocument::seedVerdict(int row, int column) const
{
    matrix(); // the verdicts are computed with it
    const auto it = m_seedVerdicts.constFind(cellKey(row, column));
    return it == m_seedVerdicts.cend() ? nullptr : &*it;
}

const RateCard *ScenarioDocument::rateCard(const QString &acceleratorId) const
{
    const auto it = m_rateCards.constFind(acceleratorId);
    return it == m_rateCards.cend() ? nullptr : &*it;
}

void ScenarioDocument::applyQuotes(const QList<UserQuote> &quotes)
{
    // The catalog object stays (views keep references to it); its prices change. The one it
    // replaces is kept until the next change, so that pointers still held into it (an options
    // table not rebuilt while hidden) stay valid.
    m_lastQuoted = std::make_shared<const Catalog>(*m_catalog);
    *m_catalog = m_loaded->withQuotes(quotes);
    m_rateCards.clear();
    for (const Accelerator &a : m_catalog->accelerators())
        m_rateCards.insert(a.id, Atlas::rateCard(a, m_catalog->pricing()));
    m_radar = RadarScorer(*m_catalog);
    m_providerLayer = Atlas::providerLayer(*m_catalog);
}

const PlannerResult &ScenarioDocument::options() const
{
    if (!m_options)
        m_options = scenarioOptions(m_scenario, *m_catalog, MaxOptionsShown);
    return *m_options;
}

const QList<ClaimResult> &ScenarioDocument::claims() const
{
    if (!m_claims)
        m_claims = evaluateClaims(*m_loaded); // the seeds are judged on published prices
    return *m_claims;
}

const QList<MachineVerdict> &ScenarioDocument::workstationChecks() const
{
    if (!m_machines) {
        QList<MachineVerdict> machines;
        for (const Workstation &w : m_loaded->workstations())
            machines.append(checkWorkstation(w, *m_loaded));
        m_machines = machines;
    }
    return *m_machines;
}

void ScenarioDocument::applyScenario(const Scenario &scenario)
{
    apply(scenario, ScenarioChanges::between(m_scenario, scenario));
}

void ScenarioDocument::apply(const Scenario &scenario, const ScenarioChanges &changes)
{
    // The matrix depends on the workload only, not on the accelerator, pricing or region.
    const bool matrixToo = !(scenario.workload == m_matrixWorkload)
                           || importedModelId(scenario) != importedModelId(m_scenario);
    const bool pricesToo = scenario.quotes != m_catalog->quotes();
    if (pricesToo)
        applyQuotes(scenario.quotes);
    m_scenario = scenario;
    recompute(matrixToo);
    const bool plansToo = recomputeMatrixPlans(matrixToo || pricesToo);
    if (matrixToo)
        emit matrixChanged();
    if (plansToo)
        emit matrixPlansChanged();
    emit scenarioChanged(changes);
}

void ScenarioDocument::recompute(bool matrixToo)
{
    QElapsedTimer timer;
    timer.start();
    // The budget enters the verdicts and the options: the whole result follows every change.
    m_result = evaluateScenario(m_scenario, *m_catalog);
    m_options.reset();
    if (matrixToo) {
        m_matrixWorkload = m_scenario.workload;
        m_matrix.reset(); // before its rows' model goes
        m_matrixImport = m_scenario.customModel;
        m_seedVerdicts.clear();
    }
    m_computeMs = timer.nsecsElapsed() / 1e6;
}

const FitMatrix &ScenarioDocument::matrix() const
{
    if (!m_matrix) {
        QElapsedTimer timer;
        timer.start();
        FitMatrixRequest request;
        for (const ModelArch &m : m_catalog->models())
            request.models.append(&m);
        if (m_matrixImport)
            request.models.append(&*m_matrixImport);
        request.tasks = matrixTasks();
        for (const Accelerator &a : m_catalog->accelerators())
            request.accelerators.append(&a);
        request.workload = m_matrixWorkload;
        request.offload = Offload::None;
        m_matrix = computeFitMatrix(request);
        recomputeSeedVerdicts();
        // Counted with the last change's computation, whoever asked first (read on a change by
        // the shown matrix, it is in the status bar's figure; read later, it is not shown).
        m_computeMs += timer.nsecsElapsed() / 1e6;
    }
    return *m_matrix;
}

bool ScenarioDocument::recomputeMatrixPlans(bool matrixChanged)
{
    // Most edits (budget, deadline, accelerator, layout) leave the work and the prices alone.
    const MatrixWork work = scenarioMatrixWork(m_scenario, *m_catalog);
    if (!matrixChanged && work == m_matrixWork)
        return false;
    m_matrixWork = work;
    m_matrixPlans.reset();
    return true;
}

bool ScenarioDocument::isImportedRow(int row) const
{
    return m_matrixImport && matrix().model(row) == &*m_matrixImport;
}

const MatrixPlans &ScenarioDocument::matrixPlans() const
{
    if (!m_matrixPlans)
        m_matrixPlans = computeMatrixPlans(matrix(), *m_catalog, m_matrixWork);
    return *m_matrixPlans;
}

void ScenarioDocument::recomputeSeedVerdicts() const
{
    m_seedVerdicts.clear();
    for (int row = 0; row < m_matrix->rowCount(); ++row) {
        if (!m_matrix->rowProblems(row).isEmpty())
            continue;
        const QList<SeedVerdict> verdicts = seedVerdicts(*m_matrix->model(row),
                                                         m_matrix->rowWorkload(row),
                                                         *m_catalog);
        for (const SeedVerdict &v : verdicts) {
            for (int c = 0; c < m_matrix->columnCount(); ++c) {
                if (m_matrix->accelerator(c)->id != v.recommendation.acceleratorId)
                    continue;
                // Two recommendations of the same card (1× and 2×): the larger count decides.
                const auto existing = m_seedVerdicts.constFind(cellKey(row, c));
                if (existing == m_seedVerdicts.cend()
                    || existing->recommendation.gpus < v.recommendation.gpus)
                    m_seedVerdicts.insert(cellKey(row, c), v);
            }
        }
    }
}

} // namespace Atlas
