#pragma once

#include "catalog/accelerator.h"
#include "engine/fit.h"
#include "engine/memorymodel.h"

#include <vector>

namespace Atlas {

// One engine call for the whole model-to-GPU matrix: rows are model × task, columns
// accelerators, each cell the smallest card count of cardCounts() with a fitting layout.
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
    const Layout &layout(int row, int column) const { return choice(row, column).layout; }
    const MemoryBreakdown &perGpu(int row, int column) const { return choice(row, column).perGpu; }
    // Why a row is not applicable (empty when it is).
    const QList<TrText> &rowProblems(int row) const { return m_rowProblems.at(row); }
    // The workload a row was computed with (the request's workload with the row's task).
    Workload rowWorkload(int row) const;
    int maxGpus() const { return m_maxGpus; }

private:
    friend FitMatrix computeFitMatrix(const FitMatrixRequest &request);
    // A row's winning layouts are few (one per distinct answer along the row), so a cell keeps
    // the index of its row's choice, not a copy: the matrix at scale stays a few bytes a cell.
    struct Choice
    {
        Layout layout;
        MemoryBreakdown perGpu;
    };
    size_t index(int row, int column) const
    {
        return size_t(row) * size_t(m_columns) + size_t(column);
    }
    const Choice &choice(int row, int column) const;
    struct Columns; // the accelerators by memory, for the sweep
    static Columns sortColumns(const QList<const Accelerator *> &accelerators);
    void sweepRow(int row, const Columns &columns, LayoutSearch &search, bool training);
    int m_rows = 0;
    int m_columns = 0;
    int m_maxGpus = 0;
    Workload m_workload;
    std::vector<int> m_cells;
    std::vector<quint32> m_cellChoice; // index in the row's choices, when the cell fits
    std::vector<Choice> m_choices;     // every row's, one row after the other
    std::vector<size_t> m_rowChoices;  // where each row's choices begin
    QList<const ModelArch *> m_rowModels;
    QList<Task> m_rowTasks;
    QList<QList<TrText>> m_rowProblems;
    QList<const Accelerator *> m_accelerators;
};

// One LayoutSearch per row, its candidates walked once: the accelerators are visited from the
// largest memory to the smallest, and each needs the first candidate that fits, which is never
// before the previous accelerator's. So a row costs its candidates up to the smallest card's
// answer (each a few operations) plus one comparison per accelerator.
FitMatrix computeFitMatrix(const FitMatrixRequest &request);

// Workload a matrix row uses for a task: QLoRA always computes in BF16 (its base is NF4).
Workload workloadForTask(const Workload &base, Task task);

} // namespace Atlas
