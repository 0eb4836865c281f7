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

    for (int row = 0; row < p.m_rows; ++row) {
        if (!matrix.rowProblems(row).isEmpty())
            continue; // every cell stays NotApplicable
        const Workload w = matrix.rowWorkload(row);
        const ModelArch &arch = *matrix.model(row);
        const bool training = isTraining(w.task);
        const bool timed = training && (work.tokens || work.rentHours);
        double flopsPerToken = 0;
        if (timed && !work.rentHours)
            flopsPerToken = trainingFlopsPerToken(MemoryModel(arch, w, options));
        // The row's job; each cell adds its card and card count (efficiency falls with scale).
        EfficiencyQuery query = jobQuery(arch, w);
        std::optional<ServingBasis> servingBasis; // an inference row's, made on first use

        for (int column = 0; column < p.m_columns; ++column) {
            const int gpus = matrix.minGpus(row, column);
            if (gpus <= 0)
                continue; // does not fit, or not applicable: no time, no price
            MatrixCellPlan &cell = p.m_cells[size_t(row) * size_t(p.m_columns) + size_t(column)];
            const Accelerator &a = *matrix.accelerator(column);
            ColumnCache &cache = columns[size_t(column)];
            double hours = work.serviceHours;
            if (!training) {
                cell.time = MatrixCellPlan::Time::Service;
                // One replica on the cards the fit needs, as full as its memory allows.
                std::optional<bool> &calibrated = cache.servingCalibrated;
                if (!calibrated)
                    calibrated = servingCalibrated(catalog, a);
                if (!servingBasis)
                    servingBasis.emplace(arch,
                                         w.precision,
                                         w.kvPrecision,
                                         work.promptTokens,
                                         work.outputTokens);
                if (const auto c
                    = servingAtCapacity(catalog.servingFit(), *servingBasis, a, gpus, *calibrated)) {
                    cell.outputTokensPerSecond = c->point.tokensPerSecond;
                    cell.outputTokensPerSecondLow = c->tokensPerSecondLow;
                    cell.outputTokensPerSecondHigh = c->tokensPerSecondHigh;
                }
            } else if (!timed) {
                cell.time = MatrixCellPlan::Time::NoWork;
                continue;
            } else {
                std::optional<ComputeRate> &rate = cache.rate[size_t(int(w.precision))];
                if (!rate)
                    rate = computeRate(a, w.precision);
                query.accelerator = &a;
                query.cards = gpus;
                const Efficiency eff = work.mfu ? fixedEfficiency(*work.mfu)
                                                : efficiencyBand(catalog, query);
                if (!rate->tflops || eff.point <= 0) {
                    cell.time = MatrixCellPlan::Time::NoThroughput;
                    continue;
                }
                cell.time = MatrixCellPlan::Time::Known;
                if (work.rentHours) {
                    cell.wallHours = cell.wallHoursLow = cell.wallHoursHigh = *work.rentHours;
                } else {
                    // As trainingTime(): FLOPs over the cards' peak at the efficiency.
                    const double flops = flopsPerToken * *work.tokens;
                    const double perHour = double(gpus) * *rate->tflops * 1e12 * 3600.0;
                    cell.wallHours = flops / (perHour * eff.point);
                    cell.wallHoursLow = flops / (perHour * std::max(eff.high, eff.point));
                    cell.wallHoursHigh = flops / (perHour * std::min(eff.low, eff.point));
                }
                hours = cell.wallHours;
            }
            in.gpus = gpus;
            in.wallHours = hours;
            for (ServiceForm form : work.forms) {
                // Forms the card has no rate for cannot price it; a purchase needs at least the
                // cards' cash, so it cannot beat a cheaper rental (most cells: skipped).
                const std::optional<Quote> *quote = cache.card.forForm(form);
                if (!quote || !*quote)
                    continue;
                if (formTraits(form).owned && cell.costCny
                    && (*quote)->value * gpus >= *cell.costCny)
                    continue;
                in.form = form;
                const std::optional<double> cash = runCashCny(
                    costPlan(a, pricing, in, cache.card, false));
                if (cash && (!cell.costCny || *cash < *cell.costCny)) {
                    cell.costCny = cash;
                    cell.form = form;
                }
            }
        }
    }
    return p;
}

} // namespace Atlas
