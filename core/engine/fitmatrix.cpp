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

double minimumPerGpuBytes(const MemoryModel &model, int gpus, Offload offload)
{
    double best = std::numeric_limits<double>::infinity();
    const bool training = isTraining(model.workload().task);
    const int maxTp = std::min(gpus, model.options().gpusPerNode);
    const int layers = model.arch().hasArchitecture() ? model.arch().layers : 1;
    for (int pp = 1; pp <= gpus && pp <= layers; pp *= 2) {
        for (int tp = 1; tp <= maxTp && tp * pp <= gpus; tp *= 2) {
            Layout l;
            l.gpus = gpus;
            l.tp = tp;
            l.pp = pp;
            if (!model.layoutSupported(l))
                continue;
            if (!training) {
                if (tp * pp == gpus)
                    best = std::min(best, model.perGpuTotal(l));
                continue;
            }
            const int dp = gpus / (tp * pp);
            l.offload = offload;
            // With dp > 1, stage 2 never needs more than stages 0 and 1 (it shards a superset of
            // their state), so stages 2 and 3 give the minimum of all four.
            if (dp == 1 && offload == Offload::None) {
                l.zero = 0;
                best = std::min(best, model.perGpuTotal(l));
                continue;
            }
            for (int zero : {1, 2, 3}) {
                if (zero == 1 && offload == Offload::None)
                    continue;
                if (offload == Offload::Optimizer && zero == 0)
                    continue;
                if (offload == Offload::OptimizerAndParams && zero != 3)
                    continue;
                l.zero = zero;
                best = std::min(best, model.perGpuTotal(l));
            }
        }
    }
    return best;
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
    m.m_layouts.assign(m.m_cells.size(), Layout{});
    m.m_perGpu.assign(m.m_cells.size(), MemoryBreakdown{});
    m.m_rowProblems.resize(m.m_rows);

    double smallestCapacity = std::numeric_limits<double>::infinity();
    for (const Accelerator *a : request.accelerators)
        smallestCapacity = std::min(smallestCapacity, a->memoryBytes());

    std::vector<double> minimum;
    // The candidates of one card count in search order, with the memory of those evaluated so
    // far: a cell's layout is the first candidate within its capacity, as in the full search
    // (fitOnAccelerator). Columns with the same count share the evaluations, and candidates
    // past the one the smallest card needs are never evaluated.
    struct Candidates
    {
        QList<Layout> layouts;
        std::vector<MemoryBreakdown> perGpu; // of layouts[0 .. perGpu.size())
        bool listed = false;
    };
    std::vector<Candidates> candidates;
    for (int row = 0; row < m.m_rows; ++row) {
        const Workload w = workloadForTask(request.workload, m.m_rowTasks.at(row));
        const QList<TrText> problems = workloadProblems(w);
        const Offload offload = isTraining(w.task) ? request.offload : Offload::None;
        if (!problems.isEmpty()) {
            m.m_rowProblems[row] = problems;
            std::fill_n(m.m_cells.begin() + ptrdiff_t(row) * m.m_columns,
                        m.m_columns,
                        FitMatrix::NotApplicable);
            continue;
        }
        const MemoryModel model(*m.m_rowModels.at(row), w, request.options);
        minimum.clear();
        for (int gpus = 1; gpus <= request.options.maxGpus; gpus *= 2) {
            const double bytes = minimumPerGpuBytes(model, gpus, offload);
            minimum.push_back(bytes);
            if (bytes <= smallestCapacity)
                break; // every accelerator fits by now
        }
        if (candidates.size() < minimum.size())
            candidates.resize(minimum.size());
        for (Candidates &c : candidates) { // keeps the buffers from row to row
            c.perGpu.clear();
            c.listed = false;
        }
        for (int column = 0; column < m.m_columns; ++column) {
            if (!runsTask(*request.accelerators.at(column), w.task)) {
                m.m_cells[m.index(row, column)] = FitMatrix::NotApplicable;
                continue;
            }
            const double capacity = request.accelerators.at(column)->memoryBytes();
            int gpus = 1;
            int result = FitMatrix::DoesNotFit;
            size_t step = 0;
            for (; step < minimum.size(); ++step) {
                if (minimum[step] <= capacity) {
                    result = gpus;
                    break;
                }
                gpus *= 2;
            }
            const size_t cell = m.index(row, column);
            m.m_cells[cell] = result;
            if (result == FitMatrix::DoesNotFit)
                continue;
            Candidates &atCount = candidates[step];
            if (!atCount.listed) {
                atCount.layouts = candidateLayouts(model, gpus, offload);
                atCount.listed = true;
            }
            for (qsizetype i = 0; i < atCount.layouts.size(); ++i) {
                if (size_t(i) == atCount.perGpu.size())
                    atCount.perGpu.push_back(model.perGpu(atCount.layouts.at(i)));
                if (atCount.perGpu[size_t(i)].total() <= capacity) {
                    m.m_layouts[cell] = atCount.layouts.at(i);
                    m.m_perGpu[cell] = atCount.perGpu[size_t(i)];
                    break;
                }
            }
        }
    }
    return m;
}

} // namespace Atlas
