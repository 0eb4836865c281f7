#pragma once

namespace Atlas {

// What an edit changes. Edits of the same field inside one interaction (a slider drag) merge
// into one undo step, so two widgets editing the same field (the precision slider of the
// panel and of the map) must name it the same way: an enum, not a string.
enum class ScenarioField {
    Model,
    Task,
    Precision,
    Accelerator,
    Gpus,
    Zero,
    TensorParallel,
    PipelineParallel,
    Offload,
    Sequence, // training sequence or inference context
    Batch,    // micro-batch or concurrency
    LoraRank,
    Work, // tokens, samples × epochs, or hours
    Recurrence,
    Deadline,
    Recompute,
    Optimizer,
    FlashAttention,
    KvPrecision,
    Serving, // prompt and output lengths, the load, the service level
    Layout,  // the whole layout at once ("use the layout that fits")
    Options, // what the options planner is asked
    Pricing,
    Region,
    Budget, // amount and period
    UserCity,
    Compare,
    MatrixCell, // model, task, accelerator and layout together
    UseOption,  // an option of the planner: accelerator, layout, form and region together
    Whole,      // restored or imported: everything at once
};
inline constexpr int ScenarioFieldCount = int(ScenarioField::Whole) + 1;

} // namespace Atlas
