// libFuzzer target: arbitrary bytes as a scenario file, then the whole scenario evaluation.

#include "scenario/scenarioengine.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const auto catalog = Atlas::embeddedCatalog();
    Atlas::Diagnostics diagnostics;
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto scenario = Atlas::readScenario(text,
                                              QStringLiteral("fuzz.yaml"),
                                              *catalog,
                                              diagnostics);
    if (scenario) {
        Atlas::EngineOptions options;
        options.maxGpus = 64; // bound the search, not the parsing
        // The scenario's quotes in place of the prices they name, as the window and the CLI do.
        const Atlas::Catalog quoted = catalog->withQuotes(scenario->quotes);
        (void) Atlas::evaluateScenario(*scenario, quoted, options);
        (void) Atlas::writeScenario(*scenario);
    }
    return 0;
}
