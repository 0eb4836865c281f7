#pragma once

#include "catalog/accelerator.h"
#include "engine/memorymodel.h"

#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace Atlas {

// Does a workload fit an accelerator, and with how few cards?
struct FitResult
{
    double capacityBytes = 0;
    double usableBytes = 0; // capacity minus the reserve (context + allocator margin)
    bool fits = false;      // the requested layout fits
    MemoryBreakdown requested;
    std::optional<int> minGpus; // smallest card count of cardCounts() with a layout that fits
    Layout layout;              // that layout
    MemoryBreakdown atMinimum;
    int searchedUpTo = 0; // "does not fit up to N"
};

// The card counts the fit search, the fit matrix and the options planner try, in order: 1, 2,
// 4, 8, every multiple of 8 up to 64, then four per doubling, all multiples of 8 (80, 96, 112,
// 128, 160, 192, …), up to and including `maxGpus`; and `ownCount`, when one is given, in its
// place. Servers come in eights and people buy 24, 40 or 48 cards, not only powers of two.
QList<int> cardCounts(int maxGpus, int ownCount = 0);
// The same in words, for the assumptions the planner and the CLI list.
TrText cardCountsText(int maxGpus);

// The documented search (README, "Fit search"): the card counts of cardCounts(); at each count,
// layouts in order of increasing communication cost — no pipeline before pipeline, smaller
// tensor parallelism first (at most one node), lower ZeRO stage first — the first that fits wins.
// Tensor and pipeline parallelism are powers of two whose product divides the count (the rest
// are data-parallel replicas); inference searches tensor × pipeline only, since replicas do not
// lower the memory per card. The requested layout's offload setting and card count are kept.
FitResult fitOnAccelerator(const MemoryModel &model,
                           const Accelerator &accelerator,
                           const Layout &requested);
std::optional<Layout> smallestFittingLayout(const MemoryModel &model,
                                            double capacityBytes,
                                            Offload offload,
                                            MemoryBreakdown *breakdown = nullptr);

// The rule of the search, in three parts that every search composes (the full search, the
// matrix, the planner, candidateLayouts()):
//  1. the tensor × pipeline splits, in search order: no pipeline before pipeline, then smaller
//     tensor parallelism first; both powers of two, tp within one node, pp within the layers,
//     the heads divisible; visit(tp, pp) for each with tp × pp <= maxGpus;
template<typename Visit>
void forEachSplit(const MemoryModel &model, int maxGpus, Visit &&visit)
{
    const int layers = model.arch().hasArchitecture() ? model.arch().layers : 1;
    for (int pp = 1; pp <= maxGpus && pp <= layers; pp *= 2) {
        for (int tp = 1; tp <= model.options().gpusPerNode && tp * pp <= maxGpus; tp *= 2) {
            Layout l;
            l.tp = tp;
            l.pp = pp;
            if (model.layoutSupported(l))
                visit(tp, pp);
        }
    }
}
//  2. whether a split serves a count: its groups fill the count exactly (training runs
//     data-parallel replicas of the group; inference only the group, since replicas do not
//     lower the memory per card);
inline bool splitServes(int tp, int pp, int gpus, bool training)
{
    const int group = tp * pp;
    return group <= gpus && gpus % group == 0 && (training || group == gpus);
}
//  3. the ZeRO stages tried on it, lowest first (none for inference).
struct ZeroStages
{
    int first = 0;
    int last = 0;
};
inline ZeroStages zeroStages(int dp, Offload offload, bool training)
{
    if (!training)
        return {0, 0};
    if (offload == Offload::Optimizer)
        return {1, 3};
    if (offload == Offload::OptimizerAndParams)
        return {3, 3};
    return {0, dp > 1 ? 3 : 0};
}

// The candidate layouts of `gpus` cards in search order: visit(layout) for each until it returns
// true (then this returns true).
template<typename Visit>
bool forEachCandidateLayout(const MemoryModel &model, int gpus, Offload offload, Visit &&visit)
{
    const bool training = isTraining(model.workload().task);
    bool stopped = false;
    forEachSplit(model, gpus, [&](int tp, int pp) {
        if (stopped || !splitServes(tp, pp, gpus, training))
            return;
        Layout l;
        l.gpus = gpus;
        l.tp = tp;
        l.pp = pp;
        if (training)
            l.offload = offload;
        const ZeroStages zero = zeroStages(l.dp(), offload, training);
        for (l.zero = zero.first; l.zero <= zero.last && !stopped; ++l.zero)
            stopped = visit(std::as_const(l));
    });
    return stopped;
}

// Candidate layouts for `gpus` cards in search order.
QList<Layout> candidateLayouts(const MemoryModel &model, int gpus, Offload offload);

// Smallest per-GPU total any candidate layout reaches with `gpus` cards.
double minimumPerGpuBytes(const MemoryModel &model, int gpus, Offload offload);

// The search for one model and workload over many capacities (the matrix's accelerators, the
// planner's card counts, one accelerator's smallest fit): each split's memory for the four ZeRO
// stages is a PerGpuCurve built once, so a candidate at any count costs a few operations. A
// candidate fits exactly when MemoryModel::perGpu() of its layout fits: the curve's estimate
// decides unless it is within a billionth of the capacity, where the exact figure does.
class LayoutSearch
{
public:
    struct Candidate
    {
        Layout layout;
        int split = 0;       // index of its split in the search
        double estimate = 0; // its per-GPU total, to rounding
    };
    struct Fit
    {
        qsizetype countIndex = -1;
        Candidate candidate;
    };

    explicit LayoutSearch(QList<int> counts);
    LayoutSearch(const MemoryModel &model, Offload offload, QList<int> counts);
    // Searches for `model` from now on (kept by reference), forgetting the last model's
    // candidates but keeping their storage: the matrix searches row after row with one search.
    void start(const MemoryModel &model, Offload offload);

    const QList<int> &counts() const { return m_counts; }
    // The candidates at counts()[index] in search order, listed on first use; valid until the
    // next call of candidates() or start().
    std::span<const Candidate> candidates(qsizetype index);
    // The smallest estimate at counts()[index] (infinite without candidates): a capacity below
    // it by more than the tolerance fits none of them.
    double smallestEstimate(qsizetype index);
    bool fits(const Candidate &candidate, double capacityBytes) const
    {
        if (candidate.estimate < capacityBytes * (1.0 - EstimateTolerance))
            return true;
        if (candidate.estimate > capacityBytes * (1.0 + EstimateTolerance))
            return false;
        return perGpu(candidate).total() <= capacityBytes;
    }
    bool noneFits(qsizetype index, double capacityBytes)
    {
        return smallestEstimate(index) > capacityBytes * (1.0 + EstimateTolerance);
    }
    // Its per-GPU memory, bit for bit MemoryModel::perGpu() of its layout.
    MemoryBreakdown perGpu(const Candidate &candidate) const;

    // The first candidate at counts()[index] that fits.
    std::optional<Candidate> firstFitAt(qsizetype index, double capacityBytes);
    // The first count with a candidate that fits, and that candidate.
    std::optional<Fit> smallestFit(double capacityBytes);

    // Within this fraction of a capacity the estimate does not decide: it differs from
    // MemoryModel::perGpu() by rounding only (about 1e-15), far less than this.
    static constexpr double EstimateTolerance = 1e-9;

private:
    struct Split
    {
        int tp = 1;
        int pp = 1;
        bool curved = false;
        // total(dp) = fixed + sharded / dp per stage and ZeRO stage: the curves' estimates.
        std::array<double, 4> fixedFirst{}, shardedFirst{}, fixedLast{}, shardedLast{};
        std::array<PerGpuCurve, 4> curves;
    };
    void listNextCount();
    Split &curved(Split &split);

    const MemoryModel *m_model = nullptr;
    Offload m_offload = Offload::None;
    bool m_training = false;
    QList<int> m_counts;
    std::vector<Split> m_splits;    // in search order
    std::vector<Candidate> m_list;  // the candidates of counts [0, m_begin.size() - 1)
    std::vector<size_t> m_begin;    // where each listed count's candidates begin, and the end
    std::vector<double> m_smallest; // each listed count's smallest estimate
};

// Whether the task can run on the card at all, whatever its memory: parts sold for inference
// only (Inferentia, …) have no training software. The planner offers no such option and the
// fit matrix marks such cells not applicable.
bool runsTask(const Accelerator &accelerator, Task task);

} // namespace Atlas
