#include "engine/fit.h"

#include <limits>

namespace Atlas {

QList<int> cardCounts(int maxGpus, int ownCount)
{
    QList<int> counts;
    int previous = 0;
    auto add = [&](int count) {
        if (ownCount > previous && ownCount < count && ownCount <= maxGpus)
            counts.append(ownCount);
        if (count <= maxGpus)
            counts.append(count);
        previous = count;
    };
    for (int g = 1; g < 8; g *= 2)
        add(g);
    for (int g = 8; g <= 64; g += 8)
        add(g);
    // Four steps per doubling from 64 on: 80, 96, 112, 128, then 160, 192, 224, 256, …
    for (qint64 octave = 64; octave < maxGpus; octave *= 2)
        for (qint64 g = octave + octave / 4; g <= 2 * octave; g += octave / 4)
            add(int(std::min<qint64>(g, std::numeric_limits<int>::max())));
    if (!counts.isEmpty() && counts.constLast() < maxGpus)
        add(maxGpus);
    if (ownCount > previous && ownCount <= maxGpus)
        counts.append(ownCount);
    return counts;
}

TrText cardCountsText(int maxGpus)
{
    return ATLAS_TR("Atlas::Fit",
                    "card counts 1, 2, 4, 8, then every multiple of 8 up to 64, then four per "
                    "doubling (80, 96, 112, 128, 160, …) up to %1; for each, the first layout of "
                    "the fit search that fits")
        .arg(maxGpus);
}

QList<Layout> candidateLayouts(const MemoryModel &model, int gpus, Offload offload)
{
    QList<Layout> layouts;
    forEachCandidateLayout(model, gpus, offload, [&layouts](const Layout &l) {
        layouts.append(l);
        return false;
    });
    return layouts;
}

double minimumPerGpuBytes(const MemoryModel &model, int gpus, Offload offload)
{
    double best = std::numeric_limits<double>::infinity();
    forEachCandidateLayout(model, gpus, offload, [&](const Layout &l) {
        best = std::min(best, model.perGpuTotal(l));
        return false;
    });
    return best;
}

LayoutSearch::LayoutSearch(QList<int> counts)
    : m_counts(std::move(counts))
{}

LayoutSearch::LayoutSearch(const MemoryModel &model, Offload offload, QList<int> counts)
    : LayoutSearch(std::move(counts))
{
    start(model, offload);
}

void LayoutSearch::start(const MemoryModel &model, Offload offload)
{
    m_model = &model;
    m_training = isTraining(model.workload().task);
    m_offload = m_training ? offload : Offload::None;
    m_list.clear();
    m_begin.assign(1, 0);
    m_smallest.clear();
    int largest = 1;
    for (int count : std::as_const(m_counts))
        largest = std::max(largest, count);
    size_t n = 0;
    forEachSplit(model, largest, [&](int tp, int pp) {
        if (n == m_splits.size())
            m_splits.emplace_back();
        Split &split = m_splits[n++];
        split.tp = tp;
        split.pp = pp;
        split.curved = false;
    });
    m_splits.resize(n);
}

LayoutSearch::Split &LayoutSearch::curved(Split &split)
{
    if (split.curved)
        return split;
    split.curved = true;
    split.curves = m_model->perGpuCurves(split.tp, split.pp, m_offload);
    for (size_t zero = 0; zero < 4; ++zero) {
        // The estimate's four operations, with the overhead folded in: contextBytes + (1 +
        // margin) × (fixed + sharded / dp).
        const auto line = [](const StageCurve &c, double &fixed, double &sharded) {
            const double scale = 1.0 + c.allocatorMargin;
            fixed = c.contextBytes + scale * c.fixedSum;
            sharded = scale * c.shardedSum;
        };
        const PerGpuCurve &c = split.curves[zero];
        line(c.first, split.fixedFirst[zero], split.shardedFirst[zero]);
        if (c.pipelined)
            line(c.last, split.fixedLast[zero], split.shardedLast[zero]);
        else
            line(c.first, split.fixedLast[zero], split.shardedLast[zero]);
    }
    return split;
}

void LayoutSearch::listNextCount()
{
    const int gpus = m_counts.at(qsizetype(m_begin.size()) - 1);
    double smallest = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < m_splits.size(); ++i) {
        Split &split = m_splits[i];
        if (!splitServes(split.tp, split.pp, gpus, m_training))
            continue;
        curved(split);
        const int dp = gpus / (split.tp * split.pp);
        const double perRank = 1.0 / dp;
        const ZeroStages zero = zeroStages(dp, m_offload, m_training);
        for (int z = zero.first; z <= zero.last; ++z) {
            const size_t k = size_t(z);
            const double estimate = std::max(split.fixedFirst[k] + split.shardedFirst[k] * perRank,
                                             split.fixedLast[k] + split.shardedLast[k] * perRank);
            smallest = std::min(smallest, estimate);
            m_list.push_back({Layout{gpus, split.tp, split.pp, z, m_offload}, int(i), estimate});
        }
    }
    m_begin.push_back(m_list.size());
    m_smallest.push_back(smallest);
}

std::span<const LayoutSearch::Candidate> LayoutSearch::candidates(qsizetype index)
{
    while (qsizetype(m_begin.size()) <= index + 1)
        listNextCount();
    const size_t b = m_begin[size_t(index)];
    return std::span<const Candidate>(m_list.data() + b, m_begin[size_t(index) + 1] - b);
}

double LayoutSearch::smallestEstimate(qsizetype index)
{
    while (qsizetype(m_begin.size()) <= index + 1)
        listNextCount();
    return m_smallest[size_t(index)];
}

MemoryBreakdown LayoutSearch::perGpu(const Candidate &c) const
{
    return m_splits[size_t(c.split)].curves[size_t(c.layout.zero)].at(c.layout.dp());
}

std::optional<LayoutSearch::Candidate> LayoutSearch::firstFitAt(qsizetype index,
                                                                double capacityBytes)
{
    if (noneFits(index, capacityBytes))
        return std::nullopt;
    for (const Candidate &c : candidates(index))
        if (fits(c, capacityBytes))
            return c;
    return std::nullopt;
}

std::optional<LayoutSearch::Fit> LayoutSearch::smallestFit(double capacityBytes)
{
    for (qsizetype i = 0; i < m_counts.size(); ++i)
        if (const std::optional<Candidate> c = firstFitAt(i, capacityBytes))
            return Fit{i, *c};
    return std::nullopt;
}

std::optional<Layout> smallestFittingLayout(const MemoryModel &model,
                                            double capacityBytes,
                                            Offload offload,
                                            MemoryBreakdown *breakdown)
{
    LayoutSearch search(model, offload, cardCounts(model.options().maxGpus));
    const std::optional<LayoutSearch::Fit> fit = search.smallestFit(capacityBytes);
    if (!fit)
        return std::nullopt;
    if (breakdown)
        *breakdown = search.perGpu(fit->candidate);
    return fit->candidate.layout;
}

bool runsTask(const Accelerator &accelerator, Task task)
{
    return !(accelerator.inferenceOnly && isTraining(task));
}

FitResult fitOnAccelerator(const MemoryModel &model,
                           const Accelerator &accelerator,
                           const Layout &requested)
{
    FitResult r;
    r.capacityBytes = accelerator.memoryBytes();
    r.requested = model.perGpu(requested);
    r.usableBytes = r.capacityBytes - r.requested.overhead;
    r.fits = model.layoutSupported(requested) && r.requested.total() <= r.capacityBytes;
    r.searchedUpTo = model.options().maxGpus;
    LayoutSearch search(model,
                        requested.offload,
                        cardCounts(model.options().maxGpus, requested.gpus));
    if (const std::optional<LayoutSearch::Fit> fit = search.smallestFit(r.capacityBytes)) {
        r.minGpus = fit->candidate.layout.gpus;
        r.layout = fit->candidate.layout;
        r.atMinimum = search.perGpu(fit->candidate);
    }
    return r;
}

} // namespace Atlas
