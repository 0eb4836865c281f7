// libFuzzer target: arbitrary bytes as a user's calibration file (training_runs, serving_runs,
// excluded_training_runs) read over the embedded accelerators and models, then both fits. The
// catalog target reads calibration files too, but without accelerators every run is dropped
// before the fit; here the runs reach the fitting code behind `compute-atlas-cli calibration`.

#include "catalog/catalog.h"

#include <QFile>

#include <cstddef>
#include <cstdint>

namespace {

QByteArray embedded(const char *name)
{
    QFile f(QStringLiteral(":/computeatlas/data/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("%s is not embedded", name);
    return f.readAll();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QByteArray accelerators = embedded("accelerators.yaml");
    static const QByteArray models = embedded("models.yaml");
    Atlas::Diagnostics diagnostics;
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto catalog = Atlas::loadCatalogTexts({{QStringLiteral("accelerators.yaml"),
                                                   accelerators},
                                                  {QStringLiteral("models.yaml"), models},
                                                  {QStringLiteral("fuzz.yaml"), text}},
                                                 false,
                                                 diagnostics);
    (void) catalog->efficiencyFit();
    (void) catalog->servingFit();
    return 0;
}
