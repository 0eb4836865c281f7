#include "tasknames.h"

namespace Atlas {

QString TaskNames::longName(Task task)
{
    switch (task) {
    case Task::Pretrain:
        return tr("Pre-training");
    case Task::Full:
        return tr("Full fine-tuning");
    case Task::Freeze:
        return tr("Freeze (top layers)");
    case Task::Lora:
        return tr("LoRA");
    case Task::Qlora:
        return tr("QLoRA (4-bit)");
    case Task::Inference:
        return tr("Inference");
    }
    return {};
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
