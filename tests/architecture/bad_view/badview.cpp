// Not compiled: the check of tests/architecture must fail on this file (a view that computes).
#include "engine/fit.h"

void BadView::refresh()
{
    const MemoryModel memory(model, workload);
    const FitResult fit = fitOnAccelerator(memory, accelerator, Layout{});
    m_label->setText(QString::number(fit.layout.gpus));
}
