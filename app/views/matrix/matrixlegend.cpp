// MatrixView's legend: what the cells mean and the workload they are computed for (split from
// matrixview.cpp).

#include "views/matrix/matrixview.h"

#include "common/numberformat.h"
#include "document/scenariodocument.h"

#include <QLabel>

namespace Atlas {

void MatrixView::updateLegend()
{
    const Workload &w = document()->scenario().workload;
    if (m_model->mode() == FitMatrixModel::Mode::Cards) {
        m_legend->setText(
            tr("cards (1, 2, 4, 8, 16, 24, 32 … 4096) · ✕ does not fit on up to 4096 cards · — not "
               "possible (at this precision, or training on a card made for inference) · "
               "precision %1, sequence %2, micro-batch %3; inference: context %4, %5 concurrent")
                .arg(precisionLabel(w.precision))
                .arg(w.seqLen)
                .arg(w.microBatch)
                .arg(w.context)
                .arg(w.concurrency));
        return;
    }
    const QString workload = tr("precision %1, sequence %2, micro-batch %3; inference: context "
                                "%4, %5 concurrent")
                                 .arg(precisionLabel(w.precision))
                                 .arg(w.seqLen)
                                 .arg(w.microBatch)
                                 .arg(w.context)
                                 .arg(w.concurrency);
    const Language language = display()->language();
    const MatrixWork &work = document()->matrixWork();
    // The training work as the scenario states it ("6.1e7 tokens", "renting … for 24 hours").
    QString training = tr("none (the scenario is a service)");
    if (work.rentHours)
        training = tr("the cards rented for %1").arg(Format::hours(*work.rentHours, language));
    else if (work.tokens)
        training = tr("%1 tokens").arg(Format::params(*work.tokens, language));
    const QString service = Format::hours(work.serviceHours, language);
    QString text;
    switch (m_model->mode()) {
    case FitMatrixModel::Mode::Cards:
        break;
    case FitMatrixModel::Mode::Time:
        text = tr("Training work: %1 · inference rows: output tokens/s of those cards serving "
                  "as many requests as their memory holds, coloured by the hours 100 M tokens "
                  "take · colours: under a day, a week, a month, six months, longer · ✕ does "
                  "not fit · — not possible or no training work · unknown: no published "
                  "throughput · %2")
                   .arg(training, workload);
        break;
    case FitMatrixModel::Mode::Cost:
        text = tr("Training work: %1; inference rows: %2 of service · the cheapest of the "
                  "options' forms, a purchase by its cash · colours: under ¥1,000, ¥10,000, "
                  "¥100,000, ¥1 M, more · ✕ does not fit · no price: no form has one · %3")
                   .arg(training, service, workload);
        break;
    }
    m_legend->setText(text);
}

} // namespace Atlas
