#pragma once

#include "catalog/accelerator.h"
#include "engine/memorymodel.h"

#include <vector>

namespace Atlas {

// One engine call for the whole model-to-GPU matrix: rows are model × task, columns
// accelerators, each cell the smallest power-of-two card count with a fitting layout.
struct FitMatrixRequest
{
    QList<const ModelArch *> models;
    QList<Task> tasks;
    QList<const Accelerator *> accelerators;
    Workload workload; // everything but the task, which each row sets
    Offload offload = Offload::None;
    EngineOptions options;
};

class FitMatrix
{
public:
    static constexpr int NotApplicable = -1; // the task cannot run at this precision
    static constexpr int DoesNotFit = 0;     // not even with options.maxGpus cards

    int rowCount() const { return m_rows; }
    int columnCount() const { return m_columns; }
    int minGpus(int row, int column) const { return m_cells[index(row, column)]; }
    const ModelArch *model(int row) const { return m_rowModels.at(row); }
    Task task(int row) const { return m_rowTasks.at(row); }
    const Accelerator *accelerator(int column) const { return m_accelerators.at(column); }
    // The winning layout of a cell and its per-GPU memory (what the full search,
    // fitOnAccelerator(), returns as layout and atMinimum); meaningful when minGpus() > 0. Kept so
    // that a tooltip or a click needs no second search.
    const Layout &layout(int row, int column) const { return m_layouts[index(row, column)]; }
    const MemoryBreakdown &perGpu(int row, int column) const
    {
        return m_perGpu[index(row, column)];
    }
    // Why a row is not applicable (empty when it is).
    const QList<TrText> &rowProblems(int row) const { return m_rowProblems.at(row); }
    // The workload a row was computed with (the request's workload with the row's task).
    Workload rowWorkload(int row) const;
    int maxGpus() const { return m_maxGpus; }

private:
    friend FitMatrix computeFitMatrix(const FitMatrixRequest &request);
    size_t index(int row, int column) const
    {
        return size_t(row) * size_t(m_columns) + size_t(column);
    }
    int m_rows = 0;
    int m_columns = 0;
    int m_maxGpus = 0;
    Workload m_workload;
    std::vector<int> m_cells;
    std::vector<Layout> m_layouts;
    std::vector<MemoryBreakdown> m_perGpu;
    QList<const ModelArch *> m_rowModels;
    QList<Task> m_rowTasks;
    QList<QList<TrText>> m_rowProblems;
    QList<const Accelerator *> m_accelerators;
};

// The per-row work is independent of the accelerators: the smallest achievable per-GPU memory
// at each card count is computed once per row, then every accelerator is a lookup.
FitMatrix computeFitMatrix(const FitMatrixRequest &request);

// Workload a matrix row uses for a task: QLoRA always computes in BF16 (its base is NF4).
Workload workloadForTask(const Workload &base, Task task);

// Smallest per-GPU total achievable with `gpus` cards (the fast path of the search).
double minimumPerGpuBytes(const MemoryModel &model, int gpus, Offload offload);

} // namespace Atlas
