// What the region panel hands the map: a marker per region, the legend for the chosen metric,
// and the provider layer's sites.

#include "views/regionpanel/offshoretext.h"
#include "views/regionpanel/regionpanel.h"

#include "catalog/providersites.h"
#include "common/fonts.h"
#include "common/numberformat.h"
#include "common/phrases.h"
#include "common/preferences.h"
#include "common/pricetext.h"
#include "document/scenariodocument.h"
#include "views/common/scenariosliders.h"
#include "views/map/mapcolorscale.h"
#include "views/map/regionmapview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Atlas {

QList<MapMarker> RegionPanel::markers(const PlotContext &context) const
{
    const Scenario &s = document()->scenario();
    const Language l = context.language;
    const bool screen = context.language == display()->language();
    const bool priced = planPriced();
    QList<MapMarker> markers;
    for (const Row &row : rows()) {
        const Region &region = *row.region;
        MapMarker m;
        m.id = region.id;
        m.name = region.name;
        m.shortName = region.shortName;
        m.lat = region.lat;
        m.lon = region.lon;
        m.hub = region.isHub();
        m.west = region.side == Side::West;
        if (row.cost) {
            m.value = metricValue(*row.cost, m_metric);
        } else if (m_metric != Metric::Cost && m_metric != Metric::Latency) {
            RegionCost figures; // the catalog's own figures, for a scenario that is not valid
            figures.region = &region;
            m.value = metricValue(figures, m_metric);
        }
        if (m_metric == Metric::Cost && !priced)
            m.value = std::numeric_limits<double>::quiet_NaN();
        if (!std::isnan(m.value)) {
            switch (m_metric) {
            case Metric::Cost:
                m.valueText = Format::money(m.value, l);
                break;
            case Metric::Tariff:
            case Metric::Pue:
                m.valueText = Format::number(m.value, 2, l);
                break;
            case Metric::GridFactor:
                m.valueText = Format::number(m.value, 3, l);
                break;
            case Metric::Latency:
                m.valueText = Format::number(m.value, 1, l) + QStringLiteral(" ms");
                break;
            }
        }
        // Over the budget in the budget's own period (a year's runs against a year's budget).
        m.dimmed = priced && s.budgetCny && row.cost
                   && !(row.cost->spend && row.cost->spend->withinBudget.value_or(false));
        m.selected = m.id == m_selected || (m_selected.isEmpty() && m.id == s.regionId);
        if (screen) // tooltips are the screen's
            m.tooltip = tooltipFor(row);
        markers.append(m);
    }
    return markers;
}

MapLegend RegionPanel::legend(const PlotContext &context) const
{
    MapLegend legend;
    const TrText titles[] = {ATLAS_TR("Atlas::RegionPanel", "This plan's total cost"),
                             ATLAS_TR("Atlas::RegionPanel", "Electricity tariff (indicative)"),
                             ATLAS_TR("Atlas::RegionPanel", "PUE target"),
                             ATLAS_TR("Atlas::RegionPanel", "Grid CO₂ factor (2023)"),
                             ATLAS_TR("Atlas::RegionPanel", "Latency floor to the user city")};
    // Costs carry their unit in every value (¥12,500, 1.25 万元), so the title has none: a
    // "（元）" over 万元 values would contradict them.
    const TrText units[] = {TrText(),
                            ATLAS_TR("Atlas::RegionPanel", "CNY/kWh"),
                            TrText(),
                            ATLAS_TR("Atlas::RegionPanel", "kg CO₂/kWh"),
                            ATLAS_TR("Atlas::RegionPanel", "ms, one way")};
    legend.title = m_metric == Metric::Cost && !document()->result().fits
                           && document()->result().smallestFit
                       ? context.stackedLabel(
                           ATLAS_TR("Atlas::RegionPanel", "Cost of the smallest layout that fits"))
                       : context.stackedLabel(titles[int(m_metric)]);
    legend.unit = units[int(m_metric)].isEmpty() ? QString() : context.text(units[int(m_metric)]);
    legend.notice = planNotice(context);

    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const MapMarker &m : markers(context)) {
        if (!std::isnan(m.value)) {
            lo = std::min(lo, m.value);
            hi = std::max(hi, m.value);
        }
    }
    if (!std::isfinite(lo)) { // nothing to colour: one grey swatch that says so
        legend.flat = true;
        legend.spreadText = context.stackedLabel(
            ATLAS_TR("Atlas::RegionPanel", "No region has a value"));
        return legend;
    }
    describeRange(legend, lo, hi, context);
    return legend;
}

QString RegionPanel::metricValueText(double value, Language language) const
{
    switch (m_metric) {
    case Metric::Cost:
        return Format::money(value, language);
    case Metric::GridFactor:
        return Format::number(value, 3, language);
    case Metric::Latency:
        return Format::number(value, 1, language);
    case Metric::Tariff:
    case Metric::Pue:
        break;
    }
    return Format::number(value, 2, language);
}

void RegionPanel::describeRange(MapLegend &legend,
                                double lo,
                                double hi,
                                const PlotContext &context) const
{
    const Language l = context.language;
    const auto text = [&](double v) { return metricValueText(v, l); };
    const MapColorScale::AnchoredRange range = MapColorScale::anchoredRange(lo, hi);
    legend.flat = range.flat;
    legend.min = range.min;
    legend.max = range.max;
    legend.dataMin = lo;
    legend.dataMax = hi;
    legend.minText = text(range.min);
    legend.maxText = text(range.max);
    const QString spread = std::isnan(range.relativeSpread)
                               ? QString()
                               : Format::percent(range.relativeSpread, l, 1);
    if (range.flat) {
        legend.minText = text(lo);
        legend.maxText = text(hi);
        legend.spreadText = hi > lo
                                ? context.stackedLabel(
                                    ATLAS_TR("Atlas::RegionPanel", "Differences < 3%: one colour"))
                                : context.stackedLabel(ATLAS_TR("Atlas::RegionPanel",
                                                                "The same everywhere: one colour"));
    } else if (!spread.isEmpty()) {
        // A bar wider than the values: the bracket marks them, and the line says how wide.
        // A legend line: in both languages with Ctrl+B, each with its own amounts.
        const auto line = [&](Language language) {
            const QString percent = Format::percent(range.relativeSpread, language, 1);
            const TrText source = range.max > hi
                                      ? ATLAS_TR("Atlas::RegionPanel",
                                                 "Regions %1–%2 (+%3, bracketed); full bar: ×2")
                                            .arg(metricValueText(lo, language))
                                            .arg(metricValueText(hi, language))
                                            .arg(percent)
                                      : ATLAS_TR("Atlas::RegionPanel", "Highest +%1 over lowest")
                                            .arg(percent);
            return PlotContext{language}.text(source);
        };
        legend.spreadText = context.bothLanguages
                                ? line(Language::Chinese) + u'\n' + line(Language::English)
                                : line(l);
    }
}

QList<MapSite> RegionPanel::sites(const PlotContext &context) const
{
    QList<MapSite> sites;
    if (!m_showProviders)
        return sites;
    const bool screen = context.language == display()->language();
    for (const ProviderSite &site : document()->providerLayer().sites) {
        MapSite m;
        m.id = site.id;
        m.lat = site.lat;
        m.lon = site.lon;
        m.count = int(site.entries.size());
        m.verified = site.anyGpuVerified;
        for (const Region *link : site.gridLinks)
            m.links.append(QPointF(link->lon, link->lat));
        m.selected = site.id == m_selected;
        if (screen)
            m.tooltip = siteTooltip(site, context.language);
        sites.append(m);
    }
    return sites;
}

} // namespace Atlas
