// Not compiled: the check of tests/architecture must fail on this file. It includes only what a
// report may (a result header), but calls engine functions that header brings along.
#include "cost/planner.h"
#include "report/reportcontent.h"

QString BadSection::speed() const
{
    const ServingResult served = serve(m_catalog, m_request); // a deployment, computed here
    const Efficiency e = jobEfficiency(m_catalog, m_accelerator, m_model, m_workload);
    return QString::number(served.outputTokensPerSecond * e.point);
}
