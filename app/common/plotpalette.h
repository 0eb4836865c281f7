#pragma once

#include <QColor>

#include <array>

namespace Atlas {

struct MemoryBreakdown;
enum class Verdict;     // claims/machinecheck.h
enum class ServiceForm; // catalog/serviceform.h

// The memory categories every memory picture shows, in stacking order.
enum class MemoryCategory { Weights, Gradients, Optimizer, Activations, KvCache, Overhead };
inline constexpr int MemoryCategoryCount = 6;

// One colour per memory category, for the scenario panel's bar, the comparison's fit bars,
// the matrix tooltip and the report: the same category never has two colours. There are two
// palettes, normal and high contrast (workshop), each a single object (memoryPalette()), so a
// test can check that every picture uses it.
struct MemoryPalette
{
    std::array<QColor, MemoryCategoryCount> colors;

    QColor color(MemoryCategory category) const { return colors[size_t(category)]; }
    static double bytes(const MemoryBreakdown &memory, MemoryCategory category);
};

const MemoryPalette &memoryPalette(bool highContrast);

// One colour per way of buying compute, wherever options are drawn: each service form, and a
// provider's instance (Okabe–Ito, readable with the common colour-vision deficiencies).
QColor serviceFormColor(ServiceForm form, bool highContrast);
QColor providerInstanceColor(bool highContrast);

// Colours shared by every plot beyond the memory categories.
namespace PlotColors {
QColor fits(); // verdicts, seed markers: it fits / holds
QColor doesNotFit();
QColor heading(); // report headings
// A seed claim's verdict: holds green, partly amber, does not hold red, not checkable grey;
// the same as fits() and doesNotFit() where they mean the same.
QColor verdict(Verdict verdict);
} // namespace PlotColors

} // namespace Atlas
