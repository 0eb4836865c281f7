#pragma once

#include "catalog/catalog.h"
#include "cost/rates.h"
#include "engine/fitmatrix.h"

#include <optional>
#include <vector>

namespace Atlas {

// The work the matrix's cells are timed and priced for: the scenario's, so that every cell
// answers "how long and how much for my job on this card", not only "how many cards".
struct MatrixWork
{
    // Training rows: the work in tokens (none: the scenario gives no training work, e.g. it is
    // a service) or, in the explicit "rent for H hours" mode, the hours every cell runs.
    std::optional<double> tokens;
    std::optional<double> rentHours;
    // Inference rows: the service period that is priced (they have no time of their own), and
    // the requests their speed is measured on.
    double serviceHours = 730;
    double promptTokens = 1024;
    double outputTokens = 256;
    std::optional<double> mfu; // an explicit efficiency replaces the calibrated one
    // The forms a cell may be priced in (the cheapest wins) and the scenario's price inputs.
    QList<ServiceForm> forms = offeredForms();
    const Region *region = nullptr; // a purchase's tariff and PUE; none: national figures
    std::optional<double> tariff;
    std::optional<double> pue;
    std::optional<double> utilisation;
    std::optional<double> greenShare;
    std::optional<double> usdCny;
    friend bool operator==(const MatrixWork &, const MatrixWork &) = default;
};

// One cell's time and price on its smallest fitting layout (FitMatrix::layout()).
struct MatrixCellPlan
{
    enum class Time : quint8 {
        Known,
        NotApplicable, // the cell does not fit, or the row's task cannot run at this precision
        NoWork,        // a training row, and the scenario gives no training work
        Service,       // an inference row: a service runs for its period, it has no time
        NoThroughput,  // the accelerator publishes no usable dense rate
    };
    Time time = Time::NotApplicable;
    double wallHours = 0;    // at the calibrated efficiency
    double wallHoursLow = 0; // the efficiency band's ends
    double wallHoursHigh = 0;
    // The cash one run needs in the cheapest form that has a price (rent as billed; a purchase
    // its cards plus the run's running costs, as the options planner ranks them). Empty when
    // no allowed form has a price, or the time is unknown.
    std::optional<double> costCny;
    ServiceForm form = ServiceForm::Container; // the cheapest form, when costCny is set
    // An inference row: the output tokens/s of its smallest fitting cards serving as many
    // requests as their memory holds (the serving model's band); 0: unknown (no bandwidth).
    double outputTokensPerSecond = 0;
    double outputTokensPerSecondLow = 0;
    double outputTokensPerSecondHigh = 0;
};

class MatrixPlans
{
public:
    int rowCount() const { return m_rows; }
    int columnCount() const { return m_columns; }
    const MatrixCellPlan &cell(int row, int column) const
    {
        return m_cells[size_t(row) * size_t(m_columns) + size_t(column)];
    }
    const MatrixWork &work() const { return m_work; }

private:
    friend MatrixPlans computeMatrixPlans(const FitMatrix &,
                                          const Catalog &,
                                          const MatrixWork &,
                                          const EngineOptions &);
    int m_rows = 0;
    int m_columns = 0;
    MatrixWork m_work;
    std::vector<MatrixCellPlan> m_cells;
};

// Every cell of `matrix`: its smallest fitting layout, the work, the calibrated efficiency of
// the row's job on the column's card (jobEfficiency) and the cheapest priced form (rateCard and
// the numbers-only costPlan). One pass, no texts: fast enough to follow the scenario's edits.
MatrixPlans computeMatrixPlans(const FitMatrix &matrix,
                               const Catalog &catalog,
                               const MatrixWork &work,
                               const EngineOptions &options = {});

} // namespace Atlas
