#include "document/scenariodocument.h"

#include "document/scenariocommands.h"

#include <QElapsedTimer>

namespace Atlas {

Scenario defaultScenario()
{
    Scenario s;
    s.name = {QStringLiteral("Untitled scenario"), QStringLiteral("未命名场景")};
    s.modelId = QStringLiteral("llama-3.1-8b");
    s.workload.task = Task::Lora;
    s.acceleratorId = QStringLiteral("nvidia-rtx-4090");
    // Work, not hours: 100 M tokens is about 50,000 examples of 2,048 tokens, one epoch.
    s.tokens = 1e8;
    s.budgetCny = 10000;
    s.compare = {{{},
                  QStringLiteral("nvidia-rtx-4090"),
                  0,
                  ServiceForm::Container,
                  QString(),
                  std::nullopt,
                  std::nullopt},
                 {{},
                  QStringLiteral("nvidia-a100-sxm4-80gb"),
                  0,
                  ServiceForm::Container,
                  QString(),
                  std::nullopt,
                  std::nullopt}};
    return s;
}

ScenarioDocument::ScenarioDocument(std::shared_ptr<const Catalog> catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_scenario(defaultScenario())
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) {
        emit modifiedChanged(!clean);
    });
    recompute(true);
}

ScenarioDocument::~ScenarioDocument()
{
    // ~QUndoStack emits cleanChanged() when edits are unsaved; by then the window listening to
    // modifiedChanged() may be half destroyed (the document is its child).
    disconnect(&m_undoStack, nullptr, this, nullptr);
}

void ScenarioDocument::edit(const QString &field,
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
    edit(QStringLiteral("compare"), tr("Add comparison option"), [&](Scenario &s) {
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
    m_interaction = 0;
}

void ScenarioDocument::reset(const Scenario &scenario, const QString &filePath)
{
    m_undoStack.clear();
    m_filePath = filePath;
    emit filePathChanged(m_filePath);
    applyScenario(scenario);
    m_undoStack.setClean();
}

bool ScenarioDocument::open(const QString &path, Diagnostics &diagnostics)
{
    const std::optional<Scenario> s = readScenarioFile(path, *m_catalog, diagnostics);
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

QList<Task> ScenarioDocument::matrixTasks() const
{
    return {Task::Pretrain, Task::Full, Task::Lora, Task::Qlora, Task::Inference};
}

void ScenarioDocument::applyScenario(const Scenario &scenario)
{
    // The matrix depends on the workload only, not on the accelerator, pricing or region.
    const bool matrixToo = scenario.workload.precision != m_scenario.workload.precision
                           || scenario.workload.seqLen != m_scenario.workload.seqLen
                           || scenario.workload.microBatch != m_scenario.workload.microBatch
                           || scenario.workload.context != m_scenario.workload.context
                           || scenario.workload.concurrency != m_scenario.workload.concurrency
                           || !(scenario.workload == m_scenario.workload)
                           || m_matrix.rowCount() == 0;
    m_scenario = scenario;
    recompute(matrixToo);
    if (matrixToo)
        emit matrixChanged();
    emit scenarioChanged();
}

void ScenarioDocument::recompute(bool matrixToo)
{
    QElapsedTimer timer;
    timer.start();
    m_result = evaluateScenario(m_scenario, *m_catalog);
    if (matrixToo) {
        FitMatrixRequest request;
        for (const ModelArch &m : m_catalog->models())
            request.models.append(&m);
        request.tasks = matrixTasks();
        for (const Accelerator &a : m_catalog->accelerators())
            request.accelerators.append(&a);
        request.workload = m_scenario.workload;
        request.offload = Offload::None;
        m_matrix = computeFitMatrix(request);
    }
    m_computeMs = timer.nsecsElapsed() / 1e6;
}

} // namespace Atlas
