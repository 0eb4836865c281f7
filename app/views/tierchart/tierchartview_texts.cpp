// The tier chart's texts: its titles, legend keys and footnotes, in a plot context's languages.

#include "views/tierchart/tierchartview.h"

#include "catalog/catalog.h"
#include "common/numberformat.h"
#include "views/tierchart/tiertooltip.h"

#include <algorithm>

namespace Atlas {

TierScatterChart::Texts TierChartView::chartTexts(const PlotContext &context) const
{
    TierScatterChart::Texts texts;
    const QString precision = precisionLabel(m_precision);
    // Titles, axes and legend entries are labels: both languages with Ctrl+B. The titles on
    // two lines then: on one, the chart cut them short ("dense BF1…", "(log s…").
    const auto twoLines = [&context](const TrText &text) {
        return context.bothLanguages ? PlotContext::chinese().text(text) + QStringLiteral("<br>")
                                           + PlotContext::english().text(text)
                                     : context.text(text);
    };
    texts.title = twoLines(
        ATLAS_TR("Atlas::TierChartView", "Accelerators by tier: memory vs dense %1 compute")
            .arg(precision));
    texts.xTitle = twoLines(ATLAS_TR("Atlas::TierChartView", "Memory per card (GiB, log scale)"));
    texts.yTitle = twoLines(
        ATLAS_TR("Atlas::TierChartView", "Dense TFLOPS at %1 (log scale)").arg(precision));
    return texts;
}

LegendStyle TierChartView::legendStyle(const TierChartStyle &style)
{
    LegendStyle legend;
    legend.font = style.font(style.legendPx);
    legend.text = style.text;
    legend.swatch = style.legendPx;
    return legend;
}

// The keys as the bubbles are drawn: a tier's colour, the 国产 diamond, and pale when the size
// is unknown (shown only when a bubble is, or the size is the price).
QList<LegendItem> TierChartView::legendItems(const TierChartData &data,
                                             const TierChartStyle &style,
                                             const PlotContext &context) const
{
    QList<LegendItem> items;
    for (Tier tier : {Tier::Flagship, Tier::Value, Tier::Edge}) {
        QColor fill = style.tierColor(tier);
        fill.setAlpha(style.fillAlpha);
        items.append({LegendItem::Mark::Circle,
                      fill,
                      context.label(TierToolTip::tierNameText(tier)),
                      style.outline,
                      style.outlineWidth});
    }
    items.append({LegendItem::Mark::Diamond,
                  QColor(0xb0, 0xb4, 0xb8),
                  context.label(ATLAS_TR("Atlas::TierChartView", "Domestic (China-made)")),
                  style.domesticOutline,
                  style.domesticOutlineWidth});
    const bool price = data.sizeMetric == TierSizeMetric::Price;
    const bool anyUnknown = std::any_of(data.points.cbegin(),
                                        data.points.cend(),
                                        [](const TierPoint &p) { return !p.sizeValue; });
    if (price || anyUnknown)
        items.append(
            {LegendItem::Mark::Circle,
             QColor(0x80, 0x86, 0x8c, style.unknownPriceAlpha),
             context.label(price ? ATLAS_TR("Atlas::TierChartView", "Price unknown")
                                 : ATLAS_TR("Atlas::TierChartView", "Bandwidth unpublished")),
             style.outline,
             style.outlineWidth});
    return items;
}

QString TierChartView::footnoteText(const TierChartData &data,
                                    const PlotContext &context,
                                    PlotMode mode) const
{
    if (!context.bothLanguages)
        return footnoteLines(data, context, mode).join(QLatin1Char('\n'));
    // Both languages, each note in Chinese then in English, like every paragraph of a bilingual
    // report (the notes were Chinese only on the bilingual chart page).
    const QStringList zh = footnoteLines(data, PlotContext::chinese(), mode);
    const QStringList en = footnoteLines(data, PlotContext::english(), mode);
    QStringList lines;
    for (qsizetype i = 0; i < zh.size() && i < en.size(); ++i)
        lines << zh.at(i) << en.at(i);
    return lines.join(QLatin1Char('\n'));
}

QStringList TierChartView::footnoteLines(const TierChartData &data,
                                         const PlotContext &context,
                                         PlotMode mode) const
{
    // Paper has no pointer: no hover or tooltip in an exported chart.
    const bool screen = mode == PlotMode::Interactive;
    QStringList lines;
    const QString precision = precisionLabel(m_precision);
    if (data.sizeMetric == TierSizeMetric::Bandwidth) {
        const bool anyUnknown = std::any_of(data.points.cbegin(),
                                            data.points.cend(),
                                            [](const TierPoint &p) { return !p.sizeValue; });
        const TrText text = anyUnknown
                                ? ATLAS_TR("Atlas::TierChartView",
                                           "Bubble area: memory bandwidth (largest %1 GB/s); "
                                           "pale, small bubbles: bandwidth unpublished.")
                                : ATLAS_TR("Atlas::TierChartView",
                                           "Bubble area: memory bandwidth (largest %1 GB/s).");
        lines.append(context.text(text.arg(Format::number(data.sizeScaleMax, 0, context.language))));
    } else {
        lines.append(context.text(
            ATLAS_TR("Atlas::TierChartView",
                     "Bubble area: purchase price per card (largest %1); pale, small bubbles: "
                     "price unknown.")
                .arg(Format::money(data.sizeScaleMax, context.language))));
    }
    const bool anyFallback = std::any_of(data.points.cbegin(),
                                         data.points.cend(),
                                         [](const TierPoint &p) { return p.fallbackRate; });
    if (anyFallback)
        lines.append(context.text((screen ? ATLAS_TR("Atlas::TierChartView",
                                                     "* No %1 figure published: another "
                                                     "format's rate is plotted (see the tooltip).")
                                          : ATLAS_TR("Atlas::TierChartView",
                                                     "* No %1 figure published: another "
                                                     "format's rate is plotted."))
                                      .arg(precision)));
    if (!data.notPlotted.isEmpty()) {
        QStringList names;
        for (const QString &id : data.notPlotted) {
            if (const Accelerator *a = m_catalog.accelerator(id))
                names.append(tierChartLabel(*a, context.language, false));
        }
        //: Between accelerator names in a list: "、" in Chinese
        const QString separator = context.text(ATLAS_TR("Atlas::TierChartView", ", "));
        lines.append(context.text(
            ATLAS_TR("Atlas::TierChartView", "Not plotted (no dense %1 figure published): %2")
                .arg(precision)
                .arg(names.join(separator))));
    }
    lines.append(context.text(screen ? ATLAS_TR("Atlas::TierChartView",
                                                "Dense (non-sparse) vendor figures. Hover for "
                                                "specs, price and sources; click to compare.")
                                     : ATLAS_TR("Atlas::TierChartView",
                                                "Dense (non-sparse) vendor figures; specs, "
                                                "prices and sources in the catalog's data "
                                                "sources.")));
    return lines;
}

} // namespace Atlas
