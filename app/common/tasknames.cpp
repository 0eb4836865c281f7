#include "common/tasknames.h"

namespace Atlas {

QString TaskNames::longName(Task task)
{
    // The core's name (it also appears inside sentences), capitalised for a list entry; a
    // Chinese name has no case and comes through unchanged.
    QString name = taskName(task).toString();
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

QString TaskNames::shortName(Task task)
{
    switch (task) {
    case Task::Pretrain:
        return tr("pre-train");
    case Task::Full:
        return tr("full FT");
    case Task::Freeze:
        return tr("freeze");
    case Task::Lora:
        return tr("LoRA");
    case Task::Qlora:
        return tr("QLoRA");
    case Task::Inference:
        return tr("inference");
    }
    return {};
}

} // namespace Atlas
