#include "cost/matrixplans.h"

#include "cost/budget.h"
#include "cost/plancost.h"
#include "engine/efficiency.h"
#include "engine/serving.h"
#include "engine/throughput.h"

#include <array>

namespace Atlas {

namespace {

constexpr int PrecisionCount = int(Precision::Nf4) + 1;

// What a row's job gets on one card, computed once per column and reused by every row with the
// same task and kind of model: the efficiency depends on the card, the compute precision, the
// task and whether the model is a mixture of experts, never on the model's size.
struct ColumnCache
{
    RateCard card;
    std::array<std::optional<ComputeRate>, size_t(PrecisionCount)> rate;
    std::optional<bool> servingCalibrated;
};

// A row's job, shared by its cells; each cell adds its card and card count (the efficiency
// falls with scale).
struct RowJob
{
    RowJob(const FitMatrix &matrix, int row, const MatrixWork &work, const EngineOptions &options)
        : workload(matrix.rowWorkload(row))
        , arch(*matrix.model(row))
        , training(isTraining(workload.task))
        , timed(training && (work.tokens || work.rentHours))
        , query(jobQuery(arch, workload))
    {
        if (timed && !work.rentHours)
            flopsPerToken = trainingFlopsPerToken(MemoryModel(arch, workload, options));
    }

    Workload workload;
    const ModelArch &arch;
    bool training;
    bool timed;
    double flopsPerToken = 0;
    EfficiencyQuery query;
    std::optional<ServingBasis> servingBasis; // an inference row's, made on first use
};

// An inference cell: one replica on the cards the fit needs, as full as its memory allows.
void serviceSpeed(MatrixCellPlan &cell,
                  RowJob &row,
                  ColumnCache &cache,
                  const Catalog &catalog,
                  const Accelerator &a,
                  int gpus,
                  const MatrixWork &work)
{
    cell.time = MatrixCellPlan::Time::Service;
    std::optional<bool> &calibrated = cache.servingCalibrated;
    if (!calibrated)
        calibrated = servingCalibrated(catalog, a);
    if (!row.servingBasis)
        row.servingBasis.emplace(row.arch,
                                 row.workload.precision,
                                 row.workload.kvPrecision,
                                 work.promptTokens,
                                 work.outputTokens);
    if (const auto c
        = servingAtCapacity(catalog.servingFit(), *row.servingBasis, a, gpus, *calibrated)) {
        cell.outputTokensPerSecond = c->point.tokensPerSecond;
        cell.outputTokensPerSecondLow = c->tokensPerSecondLow;
        cell.outputTokensPerSecondHigh = c->tokensPerSecondHigh;
    }
}

// A timed training cell: its hours and band, as trainingTime() computes them. False when the
// card publishes no usable dense rate (the cell is then not priced).
bool trainingTime(MatrixCellPlan &cell,
                  RowJob &row,
                  ColumnCache &cache,
                  const Catalog &catalog,
                  const Accelerator &a,
                  int gpus,
                  const MatrixWork &work)
{
    std::optional<ComputeRate> &rate = cache.rate[size_t(int(row.workload.precision))];
    if (!rate)
        rate = computeRate(a, row.workload.precision);
    row.query.accelerator = &a;
    row.query.cards = gpus;
    const Efficiency eff = work.mfu ? fixedEfficiency(*work.mfu)
                                    : efficiencyBand(catalog, row.query);
    if (!rate->tflops || eff.point <= 0) {
        cell.time = MatrixCellPlan::Time::NoThroughput;
        return false;
    }
    cell.time = MatrixCellPlan::Time::Known;
    if (work.rentHours) {
        cell.wallHours = cell.wallHoursLow = cell.wallHoursHigh = *work.rentHours;
    } else {
        // FLOPs over the cards' peak at the efficiency.
        const double flops = row.flopsPerToken * *work.tokens;
        const double perHour = double(gpus) * *rate->tflops * 1e12 * 3600.0;
        cell.wallHours = flops / (perHour * eff.point);
        cell.wallHoursLow = flops / (perHour * std::max(eff.high, eff.point));
        cell.wallHoursHigh = flops / (perHour * std::min(eff.low, eff.point));
    }
    return true;
}

// The cash of one run in the cheapest allowed form the card has a rate for (`in` carries the
// cards and hours).
void cheapestForm(MatrixCellPlan &cell,
                  const ColumnCache &cache,
                  const Accelerator &a,
                  const PricingCatalog &pricing,
                  PlanInputs &in,
                  const QList<ServiceForm> &forms)
{
    for (ServiceForm form : forms) {
        // Forms the card has no rate for cannot price it; a purchase needs at least the
        // cards' cash, so it cannot beat a cheaper rental (most cells: skipped).
        const std::optional<Quote> *quote = cache.card.forForm(form);
        if (!quote || !*quote)
            continue;
        if (formTraits(form).owned && cell.costCny && (*quote)->value * in.gpus >= *cell.costCny)
            continue;
        in.form = form;
        const std::optional<double> cash = runCashCny(costPlan(a, pricing, in, cache.card, false));
        if (cash && (!cell.costCny || *cash < *cell.costCny)) {
            cell.costCny = cash;
            cell.form = form;
        }
    }
}

} // namespace

MatrixPlans computeMatrixPlans(const FitMatrix &matrix,
                               const Catalog &catalog,
                               const MatrixWork &work,
                               const EngineOptions &options)
{
    MatrixPlans p;
    p.m_rows = matrix.rowCount();
    p.m_columns = matrix.columnCount();
    p.m_work = work;
    p.m_cells.assign(size_t(p.m_rows) * size_t(p.m_columns), MatrixCellPlan{});
    const PricingCatalog &pricing = catalog.pricing();

    std::vector<ColumnCache> columns(size_t(p.m_columns));
    for (int c = 0; c < p.m_columns; ++c)
        columns[size_t(c)].card = rateCard(*matrix.accelerator(c), pricing, work.usdCny);

    PlanInputs in;
    in.region = work.region;
    in.tariff = work.tariff;
    in.pue = work.pue;
    in.utilisation = work.utilisation;
    in.greenShare = work.greenShare;
    in.usdCny = work.usdCny;

    for (int r = 0; r < p.m_rows; ++r) {
        if (!matrix.rowProblems(r).isEmpty())
            continue; // every cell stays NotApplicable
        RowJob row(matrix, r, work, options);
        for (int column = 0; column < p.m_columns; ++column) {
            const int gpus = matrix.minGpus(r, column);
            if (gpus <= 0)
                continue; // does not fit, or not applicable: no time, no price
            MatrixCellPlan &cell = p.m_cells[size_t(r) * size_t(p.m_columns) + size_t(column)];
            const Accelerator &a = *matrix.accelerator(column);
            ColumnCache &cache = columns[size_t(column)];
            double hours = work.serviceHours;
            if (!row.training) {
                serviceSpeed(cell, row, cache, catalog, a, gpus, work);
            } else if (!row.timed) {
                cell.time = MatrixCellPlan::Time::NoWork;
                continue;
            } else if (!trainingTime(cell, row, cache, catalog, a, gpus, work)) {
                continue;
            } else {
                hours = cell.wallHours;
            }
            in.gpus = gpus;
            in.wallHours = hours;
            cheapestForm(cell, cache, a, pricing, in, work.forms);
        }
    }
    return p;
}

} // namespace Atlas
