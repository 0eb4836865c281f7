// libFuzzer target: arbitrary bytes as a Hugging Face config.json, then the memory engine on
// whatever architecture comes out.

#include "engine/memorymodel.h"
#include "io/hfconfig.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const auto model = Atlas::importHfConfig(json, QStringLiteral("fuzz.json"), &error);
    if (model) {
        for (Atlas::Task task : {Atlas::Task::Full, Atlas::Task::Lora, Atlas::Task::Inference}) {
            Atlas::Workload w;
            w.task = task;
            const Atlas::MemoryModel m(*model, w);
            Atlas::Layout l;
            (void) m.perGpu(l);
        }
    }
    return 0;
}
