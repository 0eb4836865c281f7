#include "engine/fitmatrix.h"

#include "engine/fit.h"

#include <algorithm>
#include <limits>

namespace Atlas {

Workload workloadForTask(const Workload &base, Task task)
{
    Workload w = base;
    w.task = task;
    // QLoRA keeps an 8-bit base for int8 and NF4 for everything else (computing in BF16).
    if (task == Task::Qlora
        && !(w.precision == Precision::Bf16 || w.precision == Precision::Fp16
             || w.precision == Precision::Int8))
        w.precision = Precision::Bf16;
    return w;
}

Workload FitMatrix::rowWorkload(int row) const
{
    return workloadForTask(m_workload, m_rowTasks.at(row));
}

const FitMatrix::Choice &FitMatrix::choice(int row, int column) const
{
    static const Choice none;
    const size_t cell = index(row, column);
    if (m_cells[cell] <= 0)
        return none;
    return m_choices[m_rowChoices[size_t(row)] + m_cellChoice[cell]];
}

// The accelerators from the largest memory to the smallest, and what the sweep needs of each.
struct FitMatrix::Columns
{
    std::vector<int> byCapacity; // column indices, largest memory first
    std::vector<double> capacity;
    std::vector<bool> inferenceOnly;
};

FitMatrix::Columns FitMatrix::sortColumns(const QList<const Accelerator *> &accelerators)
{
    Columns c;
    const size_t n = size_t(accelerators.size());
    c.capacity.resize(n);
    c.inferenceOnly.resize(n);
    c.byCapacity.resize(n);
    for (size_t i = 0; i < n; ++i) {
        c.capacity[i] = accelerators.at(qsizetype(i))->memoryBytes();
        c.inferenceOnly[i] = !runsTask(*accelerators.at(qsizetype(i)), Task::Pretrain);
        c.byCapacity[i] = int(i);
    }
    std::stable_sort(c.byCapacity.begin(), c.byCapacity.end(), [&c](int a, int b) {
        return c.capacity[size_t(a)] > c.capacity[size_t(b)];
    });
    return c;
}

// One row: walks the search's candidates once, from the largest card to the smallest. The first
// candidate that fits a card is at or after the one that fitted the previous, larger card.
void FitMatrix::sweepRow(int row, const Columns &columns, LayoutSearch &search, bool training)
{
    const qsizetype counts = search.counts().size();
    qsizetype count = 0;
    size_t position = 0;
    std::span<const LayoutSearch::Candidate> list;
    // Below this a card fits nothing at the current count (the smallest estimate there).
    double floor = std::numeric_limits<double>::infinity();
    if (counts > 0) {
        list = search.candidates(0);
        floor = search.smallestEstimate(0) * (1.0 - LayoutSearch::EstimateTolerance);
    }
    bool chosen = false; // the current candidate is in the row's choices already
    for (const int column : columns.byCapacity) {
        const size_t cell = index(row, column);
        if (training && columns.inferenceOnly[size_t(column)]) {
            m_cells[cell] = NotApplicable;
            continue;
        }
        const double capacity = columns.capacity[size_t(column)];
        while (count < counts) {
            // A count whose best candidate is too large for this card is passed at once.
            if (position < list.size() && capacity >= floor) {
                if (search.fits(list[position], capacity))
                    break;
                ++position;
                chosen = false;
                continue;
            }
            if (++count < counts) {
                list = search.candidates(count);
                floor = search.smallestEstimate(count) * (1.0 - LayoutSearch::EstimateTolerance);
            }
            position = 0;
            chosen = false;
        }
        if (count == counts) {
            m_cells[cell] = DoesNotFit;
            continue;
        }
        const LayoutSearch::Candidate &c = list[position];
        if (!chosen) {
            m_choices.push_back({c.layout, search.perGpu(c)});
            chosen = true;
        }
        m_cells[cell] = c.layout.gpus;
        m_cellChoice[cell] = quint32(m_choices.size() - 1 - m_rowChoices[size_t(row)]);
    }
}

FitMatrix computeFitMatrix(const FitMatrixRequest &request)
{
    FitMatrix m;
    m.m_workload = request.workload;
    m.m_accelerators = request.accelerators;
    m.m_columns = int(request.accelerators.size());
    m.m_maxGpus = request.options.maxGpus;
    for (const ModelArch *model : request.models) {
        for (Task task : request.tasks) {
            m.m_rowModels.append(model);
            m.m_rowTasks.append(task);
        }
    }
    m.m_rows = int(m.m_rowModels.size());
    m.m_cells.assign(size_t(m.m_rows) * size_t(m.m_columns), FitMatrix::DoesNotFit);
    m.m_cellChoice.assign(m.m_cells.size(), 0);
    m.m_rowChoices.assign(size_t(m.m_rows) + 1, 0);
    m.m_rowProblems.resize(m.m_rows);
    if (m.m_columns == 0)
        return m;

    const FitMatrix::Columns columns = FitMatrix::sortColumns(request.accelerators);
    LayoutSearch search(cardCounts(request.options.maxGpus));
    for (int row = 0; row < m.m_rows; ++row) {
        m.m_rowChoices[size_t(row)] = m.m_choices.size();
        const Workload w = workloadForTask(request.workload, m.m_rowTasks.at(row));
        const QList<TrText> problems = workloadProblems(w);
        if (!problems.isEmpty()) {
            m.m_rowProblems[row] = problems;
            std::fill_n(m.m_cells.begin() + ptrdiff_t(row) * m.m_columns,
                        m.m_columns,
                        FitMatrix::NotApplicable);
            continue;
        }
        const bool training = isTraining(w.task);
        const MemoryModel model(*m.m_rowModels.at(row), w, request.options);
        search.start(model, training ? request.offload : Offload::None);
        m.sweepRow(row, columns, search, training);
    }
    m.m_rowChoices[size_t(m.m_rows)] = m.m_choices.size();
    return m;
}

} // namespace Atlas
