#include "common/tasknames.h"

namespace Atlas {

QString TaskNames::longName(Task task, const PlotContext &context, bool uiLanguage)
{
    // The core's name (it also appears inside sentences), capitalised for a list entry; a
    // Chinese name has no case and comes through unchanged.
    QString name = uiLanguage ? taskName(task).toString() : context.text(taskName(task));
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

TrText TaskNames::shortNameText(Task task)
{
    switch (task) {
    case Task::Pretrain:
        return ATLAS_TR("Atlas::TaskNames", "pre-train");
    case Task::Full:
        return ATLAS_TR("Atlas::TaskNames", "full FT");
    case Task::Freeze:
        return ATLAS_TR("Atlas::TaskNames", "freeze");
    case Task::Lora:
        return ATLAS_TR("Atlas::TaskNames", "LoRA");
    case Task::Qlora:
        return ATLAS_TR("Atlas::TaskNames", "QLoRA");
    case Task::Inference:
        return ATLAS_TR("Atlas::TaskNames", "inference");
    }
    return {};
}

} // namespace Atlas
