#include "engine/efficiencymodel.h"

#include "catalog/catalog.h"
#include "engine/throughput.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace Atlas {

namespace {

using FitStats::dot;

enum FixedTerm {
    Intercept,
    Fp8,
    Moe,
    Production,
    NewerProduction,
    OlderNvidia,
    Scale,
    WeakLink,
    Size,
    Sequence,
    Adapters,
    Qlora,
    FixedTermCount
};

const QStringList &fixedTermNames()
{
    static const QStringList names{QStringLiteral("intercept"),
                                   QStringLiteral("fp8"),
                                   QStringLiteral("moe"),
                                   QStringLiteral("production"),
                                   QStringLiteral("production-2022+"),
                                   QStringLiteral("nvidia-before-2022"),
                                   QStringLiteral("scale"),
                                   QStringLiteral("weak-link"),
                                   QStringLiteral("size"),
                                   QStringLiteral("sequence"),
                                   QStringLiteral("lora"),
                                   QStringLiteral("qlora")};
    return names;
}

// Priors (ln units). A switch such as FP8 or MoE may move the efficiency by a factor of about
// 1.6 either way before the data speak; a slope per e-fold of cards, size or sequence by about
// a quarter. QLoRA starts from ×0.75 for dequantising its 4-bit base in every matmul (an
// assumption the fine-tuning rows then correct). The intercept is free.
constexpr double SwitchPriorSd = 0.5;
constexpr double SlopePriorSd = 0.25;
constexpr double QloraPriorMean = -0.2877; // ln 0.75
constexpr double QloraPriorSd = 0.3;
constexpr double FreePriorSd = 10.0;
// A family's prior is as uncertain as its catalogued band says (90 % between low and high),
// never tighter than this.
constexpr double MinFamilyPriorSd = 0.15;
// A coefficient pinned at zero (a scale term that came out favouring more cards).
constexpr double PinnedSd = 1e-6;
// One node: scale starts counting beyond it.
constexpr double CardsPerNode = 8;
// Below this card-to-card bandwidth (GB/s) a link counts as weak: PCIe and 2-way bridges.
constexpr double WeakLinkGBs = 200;
constexpr double SizeReference = 1e10;
constexpr double SeqReference = 4096;
// Residual spread floor (ln) and the first guess before the groups have their own.
constexpr double MinSigma = 0.05;
constexpr double StartSigma = 0.2;
// The sources' spread stays within reason however few there are.
constexpr double MaxSourceSigma = 0.5;
constexpr int SigmaRounds = 3;
// Fewer runs than this and the band's quantiles are a normal 90 % interval's.
constexpr int MinRunsForEmpiricalBand = 20;

bool isOlderNvidiaDatacenter(const Accelerator &a, const QString &referenceFamily)
{
    return a.mfuClass == referenceFamily && a.year > 0 && a.year < 2022;
}

// PCIe only, or a bridge below WeakLinkGBs. A named link whose bandwidth is unpublished (TPU v4
// ICI, MetaXLink) is not taken for a weak one.
bool weakLink(const Accelerator &a)
{
    if (a.hasScaleUpLink())
        return *a.interconnectGBs < WeakLinkGBs;
    return !a.linkBandwidthUnpublished();
}

// Runs measured with their source's FLOP convention, turned into tokens per second per GPU.
double tokensPerSecond(const TrainingRun &run, double peakFlops)
{
    switch (run.measure) {
    case TrainingRun::Measure::TokensPerSecondPerGpu:
        return run.value;
    case TrainingRun::Measure::GpuHours:
        return run.tokens.value_or(0) / (run.value * 3600.0);
    case TrainingRun::Measure::Mfu:
    case TrainingRun::Measure::TflopsPerGpu:
        break;
    }
    const double rate = run.measure == TrainingRun::Measure::Mfu ? run.value * peakFlops
                                                                 : run.value * 1e12;
    const double attention = run.layers && run.attentionWidth
                                 ? double(*run.layers) * run.seq.value_or(2048)
                                       * *run.attentionWidth
                                 : 0.0;
    double perToken = 0;
    switch (run.convention) {
    case TrainingRun::Convention::Palm:
        perToken = 6.0 * run.activeParams + 12.0 * attention;
        break;
    case TrainingRun::Convention::SixN:
        perToken = 6.0 * run.activeParams;
        break;
    case TrainingRun::Convention::Hfu8N:
        perToken = 8.0 * run.activeParams;
        break;
    }
    return rate / perToken;
}

Task taskOf(TrainingRun::Job job)
{
    switch (job) {
    case TrainingRun::Job::Full:
        return Task::Full;
    case TrainingRun::Job::Lora:
        return Task::Lora;
    case TrainingRun::Job::Qlora:
        return Task::Qlora;
    case TrainingRun::Job::Pretrain:
        break;
    }
    return Task::Pretrain;
}

double runFlopsPerToken(const TrainingRun &run)
{
    FlopShape shape;
    shape.activeParams = run.activeParams;
    if (run.layers && run.attentionWidth)
        shape.attention = double(*run.layers) * run.seq.value_or(2048) * *run.attentionWidth;
    Recompute recompute = Recompute::None;
    if (run.recompute == TrainingRun::Recompute::Full)
        recompute = Recompute::Full;
    return trainingFlopsPerToken(shape, taskOf(run.job), recompute);
}

double peakOf(const TrainingRun &run, const Accelerator &a)
{
    return a.computeTflops(run.precision).value_or(0.0);
}

} // namespace

double EfficiencyFit::factor(const QString &term) const
{
    const qsizetype i = termIndex(term);
    return i >= 0 && i < coefficients.size() ? std::exp(coefficients[i]) : 1.0;
}

std::optional<double> impliedEfficiency(const TrainingRun &run, const Accelerator &accelerator)
{
    const double peak = peakOf(run, accelerator);
    if (!(peak > 0))
        return std::nullopt;
    const double e = tokensPerSecond(run, peak * 1e12) * runFlopsPerToken(run) / (peak * 1e12);
    if (!std::isfinite(e))
        return std::nullopt;
    return e;
}

EfficiencyFeatures featuresOf(const TrainingRun &run, const Accelerator &accelerator)
{
    EfficiencyFeatures f;
    f.accelerator = &accelerator;
    f.precision = run.precision;
    f.moe = run.isMoe();
    f.production = run.kind == TrainingRun::Kind::Production;
    f.adapters = run.job == TrainingRun::Job::Lora || run.job == TrainingRun::Job::Qlora;
    f.qlora = run.job == TrainingRun::Job::Qlora;
    f.cards = run.gpus;
    f.activeParams = run.activeParams;
    f.seq = run.seq.value_or(2048);
    return f;
}

QList<EfficiencyRow> efficiencyRows(const QList<TrainingRun> &runs,
                                    const QList<Accelerator> &accelerators)
{
    QList<EfficiencyRow> rows;
    for (const TrainingRun &run : runs) {
        const Accelerator *a = FitStats::findById(accelerators, run.acceleratorId);
        if (!a)
            continue;
        const std::optional<double> e = impliedEfficiency(run, *a);
        if (!e || *e <= MinPlausibleEfficiency || *e > 1.0)
            continue;
        EfficiencyRow row;
        row.run = &run;
        row.accelerator = a;
        row.peakTflops = peakOf(run, *a);
        row.tokensPerSecondPerGpu = tokensPerSecond(run, row.peakTflops * 1e12);
        row.flopsPerToken = runFlopsPerToken(run);
        row.observed = *e;
        rows << row;
    }
    return rows;
}

namespace {

// The catalogued prior of a family relative to the reference family, and how sure it is.
std::pair<double, double> familyPrior(const QHash<QString, MfuClass> &classes,
                                      const QString &family,
                                      const QString &referenceFamily)
{
    const auto ref = classes.constFind(referenceFamily);
    const auto own = classes.constFind(family);
    if (ref == classes.cend() || own == classes.cend() || !(ref->mfu > 0) || !(own->mfu > 0))
        return {std::log(0.35 / 0.40), 2 * SlopePriorSd + MinFamilyPriorSd};
    const double spread = own->high > own->low && own->low > 0
                              ? std::log(own->high / own->low) / (2 * FitStats::NormalBandZ)
                              : 0.0;
    return {std::log(own->mfu / ref->mfu), std::max(MinFamilyPriorSd, spread)};
}

QList<double> designRow(const EfficiencyFit &fit, const EfficiencyFeatures &f)
{
    QList<double> x(fit.terms.size(), 0.0);
    const Accelerator &a = *f.accelerator;
    x[Intercept] = 1;
    x[Fp8] = f.precision == Precision::Fp8 ? 1 : 0;
    x[Moe] = f.moe ? 1 : 0;
    x[Production] = f.production ? 1 : 0;
    // A whole run on a part from 2022 on (H100 and later) loses more than on an A100: more
    // peak per byte of memory and network to keep fed.
    x[NewerProduction] = f.production && a.year >= 2022 ? 1 : 0;
    x[OlderNvidia] = isOlderNvidiaDatacenter(a, fit.referenceFamily) ? 1 : 0;
    const double cards = std::max(1, f.cards);
    x[Scale] = std::log(std::max(1.0, cards / CardsPerNode));
    x[WeakLink] = weakLink(a) ? std::log(cards) : 0.0;
    x[Size] = f.activeParams > 0 ? std::log(f.activeParams / SizeReference) : 0.0;
    x[Sequence] = f.seq > 0 ? std::log(f.seq / SeqReference) : 0.0;
    x[Adapters] = f.adapters ? 1 : 0;
    x[Qlora] = f.qlora ? 1 : 0;
    if (const auto it = fit.familyTerm.constFind(a.mfuClass); it != fit.familyTerm.cend())
        x[*it] = 1;
    return x;
}

// Terms and priors: the fixed terms, then one per catalogued family but the reference.
EfficiencyFit emptyFit(const QHash<QString, MfuClass> &classes)
{
    EfficiencyFit fit;
    fit.terms = fixedTermNames();
    fit.priorMean = QList<double>(FixedTermCount, 0.0);
    fit.priorSd = QList<double>(FixedTermCount, SwitchPriorSd);
    fit.priorMean[Intercept] = std::log(0.40);
    fit.priorSd[Intercept] = FreePriorSd;
    for (const int slope : {Scale, WeakLink, Size, Sequence})
        fit.priorSd[slope] = SlopePriorSd;
    fit.priorMean[Qlora] = QloraPriorMean;
    fit.priorSd[Qlora] = QloraPriorSd;
    QStringList families = classes.keys();
    families.sort();
    for (const QString &family : std::as_const(families)) {
        if (family == fit.referenceFamily)
            continue;
        const auto [mean, sd] = familyPrior(classes, family, fit.referenceFamily);
        fit.familyTerm.insert(family, fit.terms.size());
        fit.terms << family;
        fit.priorMean << mean;
        fit.priorSd << sd;
    }
    return fit;
}

// Every source (one benchmark suite, paper or page) has its own level: its team, stack and
// counting. A new job has none of them, so the fit gives each source a random intercept with
// spread τ: the factors are then learnt within sources (the same suite at 8 and 2,048 cards says
// what scale costs, where comparing two teams would not), and τ joins the band.
struct Design
{
    QList<QList<double>> x; // main terms, then one column per source
    QList<double> y;        // ln efficiency
    QList<bool> moe;
    QList<qsizetype> source; // column of the row's source
    QStringList group;       // the row's source (FitStats::sourceGroup, a few regexes: once)
    qsizetype mainTerms = 0;
    qsizetype sources = 0;
};

struct Solved
{
    QList<double> residuals;  // ln observed − ln predicted for a new job (no source level)
    QList<double> withSource; // … and with the row's own source level
    QList<double> variance;   // xᵀ C x of the main terms
};

std::optional<Solved> solve(EfficiencyFit &fit, const Design &d)
{
    QList<double> weights;
    for (const bool m : d.moe) {
        const double s = m ? fit.sigmaMoe : fit.sigmaDense;
        weights << 1.0 / (s * s);
    }
    QList<double> mean = fit.priorMean, sd = fit.priorSd;
    for (qsizetype s = 0; s < d.sources; ++s) {
        mean << 0.0;
        sd << fit.sigmaSource;
    }
    auto solution = FitStats::penalisedLeastSquares(d.x, d.y, weights, mean, sd);
    if (!solution)
        return std::nullopt;
    fit.coefficients = solution->beta.mid(0, d.mainTerms);
    fit.covariance.clear();
    for (qsizetype i = 0; i < d.mainTerms; ++i)
        fit.covariance << solution->covariance[i].mid(0, d.mainTerms);
    // The spread of the sources' levels (an EM step: their squares and their own variance).
    double levels = 0;
    for (qsizetype s = 0; s < d.sources; ++s) {
        const qsizetype c = d.mainTerms + s;
        levels += solution->beta[c] * solution->beta[c] + solution->covariance[c][c];
    }
    if (d.sources > 1)
        fit.sigmaSource = std::clamp(std::sqrt(levels / d.sources), MinSigma, MaxSourceSigma);
    Solved s;
    for (qsizetype r = 0; r < d.x.size(); ++r) {
        const QList<double> main = d.x[r].mid(0, d.mainTerms);
        const double population = dot(main, fit.coefficients);
        s.residuals << d.y[r] - population;
        s.withSource << d.y[r] - population - solution->beta[d.source[r]];
        s.variance << FitStats::quadraticForm(fit.covariance, main);
    }
    return s;
}

Design designOf(const EfficiencyFit &fit, const QList<const EfficiencyRow *> &rows)
{
    Design d;
    d.mainTerms = fit.terms.size();
    QHash<QString, qsizetype> sourceColumn;
    for (const EfficiencyRow *row : rows) {
        d.group << FitStats::sourceGroup(row->run->source);
        if (!sourceColumn.contains(d.group.last()))
            sourceColumn.insert(d.group.last(), d.mainTerms + sourceColumn.size());
    }
    d.sources = sourceColumn.size();
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const EfficiencyRow *row = rows[r];
        const EfficiencyFeatures f = featuresOf(*row->run, *row->accelerator);
        QList<double> x = designRow(fit, f);
        x.resize(d.mainTerms + d.sources, 0.0);
        const qsizetype c = sourceColumn.value(d.group[r]);
        x[c] = 1;
        d.x << x;
        d.source << c;
        d.y << std::log(row->observed);
        d.moe << f.moe;
    }
    return d;
}

// What scale costs, learnt only where one setup was measured at several card counts: a free
// level for every source × model size × kind of job, so that only the differences within such
// a setup speak (Megatron's 175B strong scaling, the Llama 3 and Nemotron-4 stages, torchtune on
// one and several GeForce cards). Across setups, bigger jobs go on more cards and reach a
// higher share of the peak, which would pass for scale being free. Returns each slope with its
// variance.
std::array<std::pair<double, double>, 2> withinSetupSlopes(const EfficiencyFit &fit,
                                                           const QList<const EfficiencyRow *> &rows,
                                                           const Design &fitted)
{
    Design d;
    d.mainTerms = fit.terms.size();
    QHash<QString, qsizetype> setupColumn;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const TrainingRun *run = rows[r]->run;
        const QString setup = fitted.group[r] + u'|'
                              + QString::number(std::round(run->params / 1e8)) + u'|'
                              + QString::number(int(run->job));
        qsizetype c = setupColumn.value(setup, -1);
        if (c < 0) {
            c = d.mainTerms + setupColumn.size();
            setupColumn.insert(setup, c);
        }
        d.source << c;
    }
    d.sources = setupColumn.size();
    QList<double> mean = fit.priorMean, sd = fit.priorSd, weights;
    for (qsizetype s = 0; s < d.sources; ++s) {
        mean << 0.0;
        sd << FreePriorSd;
    }
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const EfficiencyFeatures f = featuresOf(*rows[r]->run, *rows[r]->accelerator);
        QList<double> x = designRow(fit, f);
        x.resize(d.mainTerms + d.sources, 0.0);
        x[d.source[r]] = 1;
        d.x << x;
        d.y << std::log(rows[r]->observed);
        const double s = f.moe ? fit.sigmaMoe : fit.sigmaDense;
        weights << 1.0 / (s * s);
    }
    std::array<std::pair<double, double>, 2> slopes{};
    const auto solution = FitStats::penalisedLeastSquares(d.x, d.y, weights, mean, sd);
    if (!solution)
        return slopes;
    int i = 0;
    for (const int slope : {Scale, WeakLink})
        slopes[size_t(i++)] = {std::min(0.0, solution->beta[slope]),
                               solution->covariance[slope][slope]};
    return slopes;
}

// Each group's residual spread (with its source's level removed), corrected for the degrees of
// freedom the fit used. A handful of MoE runs borrows the dense spread, never less.
void updateSpreads(EfficiencyFit &fit, const Design &d, const Solved &s)
{
    double leverage = 0, sumDense = 0, sumMoe = 0;
    int nDense = 0, nMoe = 0;
    for (qsizetype r = 0; r < d.x.size(); ++r) {
        const double sg = d.moe[r] ? fit.sigmaMoe : fit.sigmaDense;
        leverage += s.variance[r] / (sg * sg);
        (d.moe[r] ? sumMoe : sumDense) += s.withSource[r] * s.withSource[r];
        (d.moe[r] ? nMoe : nDense) += 1;
    }
    const double dof = std::max(0.25, 1.0 - leverage / double(d.x.size()));
    fit.sigmaDense = std::max(MinSigma, std::sqrt(sumDense / std::max(1, nDense) / dof));
    fit.sigmaMoe = nMoe >= 5 ? std::max(fit.sigmaDense, std::sqrt(sumMoe / nMoe / dof))
                             : fit.sigmaDense * 1.5;
}

} // namespace

EfficiencyFit fitEfficiencyRows(const QList<const EfficiencyRow *> &rows,
                                const QHash<QString, MfuClass> &classes)
{
    EfficiencyFit fit = emptyFit(classes);
    if (rows.isEmpty())
        return fit;
    for (const EfficiencyRow *row : rows) {
        const EfficiencyFeatures f = featuresOf(*row->run, *row->accelerator);
        fit.support.append({row->accelerator->mfuClass, f.adapters, f.moe, f.cards});
        (row->run->published ? fit.publishedRuns : fit.userRuns) += 1;
    }
    fit.runs = int(rows.size());
    const Design d = designOf(fit, rows);
    fit.sigmaDense = fit.sigmaMoe = fit.sigmaSource = StartSigma;
    std::optional<Solved> s;
    for (int round = 0; round < 2 * SigmaRounds; ++round) {
        if (round == SigmaRounds) {
            // The spreads settled: take the scale and link slopes from within setups and
            // keep them (their uncertainty joins the covariance below).
            const auto slopes = withinSetupSlopes(fit, rows, d);
            int i = 0;
            for (const int slope : {Scale, WeakLink}) {
                fit.priorMean[slope] = slopes[size_t(i++)].first;
                fit.priorSd[slope] = PinnedSd;
            }
            fit.slopeVariance = {slopes[0].second, slopes[1].second};
        }
        s = solve(fit, d);
        if (!s)
            return fit;
        updateSpreads(fit, d, *s);
    }
    s = solve(fit, d);
    if (!s)
        return fit;
    // The slopes' own uncertainty grows with the distance from where the runs pin the level.
    for (const QList<double> &x : d.x) {
        fit.slopeCentre[0] += x[Scale] / double(d.x.size());
        fit.slopeCentre[1] += x[WeakLink] / double(d.x.size());
    }
    // The band's quantiles: residuals of a new job (no source level) over their spread.
    QList<double> t;
    for (qsizetype r = 0; r < d.x.size(); ++r) {
        const double sg = d.moe[r] ? fit.sigmaMoe : fit.sigmaDense;
        double slopes = 0;
        for (int i = 0; i < 2; ++i) {
            const double distance = d.x[r][i == 0 ? Scale : WeakLink] - fit.slopeCentre[i];
            slopes += fit.slopeVariance[i] * distance * distance;
        }
        t << s->residuals[r]
                 / std::sqrt(sg * sg + fit.sigmaSource * fit.sigmaSource + s->variance[r] + slopes);
    }
    if (rows.size() >= MinRunsForEmpiricalBand) {
        fit.zLow = std::min(-1.0, FitStats::quantile(t, FitStats::BandQuantileLow));
        fit.zHigh = std::max(1.0, FitStats::quantile(t, FitStats::BandQuantileHigh));
    }
    fit.valid = true;
    return fit;
}

EfficiencyPrediction predictEfficiency(const EfficiencyFit &fit,
                                       const QHash<QString, MfuClass> &classes,
                                       const EfficiencyFeatures &f)
{
    EfficiencyPrediction p;
    if (!fit.valid || !f.accelerator)
        return p;
    const QList<double> x = designRow(fit, f);
    double ln = dot(x, fit.coefficients);
    double variance = FitStats::quadraticForm(fit.covariance, x);
    int i = 0;
    for (const int slope : {Scale, WeakLink}) {
        const double distance = x[slope] - fit.slopeCentre.value(i);
        variance += fit.slopeVariance.value(i++) * distance * distance;
    }
    const QString &family = f.accelerator->mfuClass;
    if (family != fit.referenceFamily && !fit.familyTerm.contains(family)) {
        // A class the catalog does not know: 0.35, as uncertain as the widest prior.
        const auto [mean, sd] = familyPrior(classes, family, fit.referenceFamily);
        ln += mean;
        variance += sd * sd;
    }
    for (const EfficiencyFit::Support &s : fit.support)
        p.calibrated = p.calibrated || s.family == family;
    const double sigma = f.moe ? fit.sigmaMoe : fit.sigmaDense;
    p.lnSd = std::sqrt(sigma * sigma + fit.sigmaSource * fit.sigmaSource + variance);
    p.point = std::exp(ln);
    double low = p.point * std::exp(fit.zLow * p.lnSd);
    double high = p.point * std::exp(fit.zHigh * p.lnSd);
    // Never wider than MaxEfficiencyBand: shrink both sides in log space around the point.
    const double ratio = high / low;
    if (ratio > MaxEfficiencyBand) {
        const double k = std::log(MaxEfficiencyBand) / std::log(ratio);
        low = p.point * std::pow(low / p.point, k);
        high = p.point * std::pow(high / p.point, k);
    }
    p.low = low;
    p.high = std::min(high, 1.0);
    p.point = std::min(p.point, p.high);
    return p;
}

} // namespace Atlas
