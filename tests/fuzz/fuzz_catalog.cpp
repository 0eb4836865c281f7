// libFuzzer target: arbitrary bytes as a catalog file. Must never crash, hang or grow without
// bound; every problem must come back as a diagnostic.

#include "catalog/catalog.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Atlas::Diagnostics diagnostics;
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto catalog = Atlas::loadCatalogTexts({{QStringLiteral("fuzz.yaml"), text}},
                                                 false,
                                                 diagnostics);
    // Whatever loaded must be usable: count the parameters of every model that made it, and
    // fit the calibration models on whatever runs made it (the fits are otherwise lazy).
    for (const Atlas::ModelArch &m : catalog->models())
        (void) Atlas::countParameters(m);
    (void) catalog->efficiencyFit();
    (void) catalog->servingFit();
    return 0;
}
