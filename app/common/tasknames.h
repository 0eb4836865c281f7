#pragma once

#include "common/plotcontext.h"
#include "engine/workload.h"

namespace Atlas {

// The task names every view shows, translated in one context so that the panel, the matrix and
// the reports always agree on what a task is called.
class TaskNames
{
public:
    // "Full fine-tuning" (the core's taskName(), capitalised) — for combo boxes and captions.
    static QString longName(Task task) { return longName(task, PlotContext{}, true); }
    static QString longName(Task task, const PlotContext &context, bool uiLanguage = false);
    // "full FT" — for matrix row headers where space is short.
    static TrText shortNameText(Task task);
    static QString shortName(Task task) { return shortNameText(task).toString(); }
};

} // namespace Atlas
