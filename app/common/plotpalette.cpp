#include "common/plotpalette.h"

#include "catalog/serviceform.h"
#include "claims/machinecheck.h"
#include "engine/memorymodel.h"

namespace Atlas {

const MemoryPalette &memoryPalette(bool highContrast)
{
    // Okabe and Ito's colour-blind-safe set: blue, orange, reddish purple, bluish green, sky
    // blue, grey stay apart under deuteranopia, protanopia and tritanopia.
    static const MemoryPalette normal{{QColor(0x00, 0x72, 0xb2),
                                       QColor(0xe6, 0x9f, 0x00),
                                       QColor(0xcc, 0x79, 0xa7),
                                       QColor(0x00, 0x9e, 0x73),
                                       QColor(0x56, 0xb4, 0xe9),
                                       QColor(0x99, 0x99, 0x99)}};
    // Projectors wash colours out: the same hues, darker and fully saturated.
    static const MemoryPalette strong{{QColor(0x00, 0x3d, 0xa5),
                                       QColor(0xd0, 0x70, 0x00),
                                       QColor(0xa5, 0x00, 0x7a),
                                       QColor(0x00, 0x7a, 0x3d),
                                       QColor(0x00, 0x80, 0xc0),
                                       QColor(0x55, 0x55, 0x55)}};
    return highContrast ? strong : normal;
}

QColor serviceFormColor(ServiceForm form, bool highContrast)
{
    const ServiceFormTraits &traits = formTraits(form);
    return QColor::fromRgb(highContrast ? traits.strongColour : traits.colour);
}

QColor providerInstanceColor(bool highContrast)
{
    return highContrast ? QColor(0xa0, 0x30, 0x80) : QColor(0xcc, 0x79, 0xa7);
}

double MemoryPalette::bytes(const MemoryBreakdown &m, MemoryCategory category)
{
    switch (category) {
    case MemoryCategory::Weights:
        return m.weights;
    case MemoryCategory::Gradients:
        return m.gradients;
    case MemoryCategory::Optimizer:
        return m.optimizer;
    case MemoryCategory::Activations:
        return m.activations;
    case MemoryCategory::KvCache:
        return m.kvCache;
    case MemoryCategory::Overhead:
        return m.overhead;
    }
    return 0;
}

namespace PlotColors {

QColor fits()
{
    return QColor(0x1a, 0x7f, 0x37);
}

QColor doesNotFit()
{
    return QColor(0xb0, 0x00, 0x20);
}

QColor heading()
{
    return QColor(0x1f, 0x3a, 0x5f);
}

QColor marked()
{
    return QColor(0xa8, 0x5a, 0x00); // the amber of a partial verdict: dark enough on white
}

QColor verdict(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Holds:
        return fits();
    case Verdict::Partly:
        return QColor(0xa8, 0x5a, 0x00); // amber, dark enough for text on white
    case Verdict::DoesNotHold:
        return doesNotFit();
    case Verdict::NotCheckable:
        break;
    }
    return QColor(0x6b, 0x72, 0x79);
}

} // namespace PlotColors

} // namespace Atlas
