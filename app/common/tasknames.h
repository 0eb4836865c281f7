#pragma once

#include "engine/workload.h"

#include <QCoreApplication>

namespace Atlas {

// The task names every view shows, translated in one context so that the panel, the matrix and
// the reports always agree on what a task is called.
class TaskNames
{
    Q_DECLARE_TR_FUNCTIONS(Atlas::TaskNames)

public:
    // "Full fine-tuning" (the core's taskName(), capitalised) — for combo boxes and captions.
    static QString longName(Task task);
    // "full FT" — for matrix row headers where space is short.
    static QString shortName(Task task);
};

} // namespace Atlas
