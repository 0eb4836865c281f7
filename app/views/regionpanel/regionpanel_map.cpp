// What the map panel hands the map: a marker per region coloured by the chosen metric, the
// legend, the providers' sites, and their tooltips and details.

#include "views/regionpanel/offshoretext.h"
#include "views/regionpanel/regionpanel.h"

#include "catalog/providersites.h"
#include "common/numberformat.h"
#include "common/phrases.h"
#include "common/pricetext.h"
#include "document/scenariodocument.h"
#include "views/map/mapcolorscale.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Atlas {

namespace {

// How far a figure is checked, in words: glyphs such as ◐ need a key nobody reads.
QString checked(Verification v)
{
    switch (v) {
    case Verification::Verified:
        return RegionPanel::tr("(verified)");
    case Verification::Partial:
        return RegionPanel::tr("(partly verified)");
    case Verification::Unverified:
        return RegionPanel::tr("(unverified)");
    }
    return {};
}

QString muted(const QString &text)
{
    return QStringLiteral("<span style=\"color:#6b7279\">%1</span>").arg(text);
}

} // namespace

double RegionPanel::metricValue(const RegionCost &rc, Metric metric)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    switch (metric) {
    case Metric::Cost:
        return rc.cost.priced ? rc.cost.totalCny : nan;
    case Metric::Tariff:
        return rc.region->tariff.value;
    case Metric::Pue:
        return rc.region->pueTarget.value.value_or(nan);
    case Metric::GridFactor:
        return rc.region->gridFactor.value;
    case Metric::Latency:
        return rc.latencyFloorMs;
    }
    return nan;
}

QList<RegionPanel::Row> RegionPanel::rows() const
{
    const ScenarioResult &r = document()->result();
    QList<Row> rows;
    if (!r.valid) {
        // The hubs and clusters stay on the map with their catalog figures; nothing is priced.
        for (const Region *region : document()->catalog().regions())
            rows.append({region, nullptr, false});
        return rows;
    }
    const QList<RegionCost> &costs = r.regionsToRun();
    const bool smallest = &costs != &r.regions;
    for (const RegionCost &rc : costs)
        rows.append({rc.region, &rc, smallest});
    return rows;
}

bool RegionPanel::planPriced() const
{
    const ScenarioResult &r = document()->result();
    if (!r.valid || !(r.fits || r.smallestFit))
        return false;
    const QList<RegionCost> &costs = r.regionsToRun();
    return std::any_of(costs.cbegin(), costs.cend(), [](const RegionCost &rc) {
        return rc.cost.priced;
    });
}

QString RegionPanel::planNotice(const PlotContext &context) const
{
    const ScenarioResult &r = document()->result();
    const Language l = context.language;
    if (!r.valid) {
        QStringList problems;
        for (const TrText &p : r.problems)
            problems << context.text(p);
        return context
            .text(ATLAS_TR("Atlas::RegionPanel",
                           "The scenario is not valid, so no plan is priced: %1"))
            .arg(problems.join(Format::listSeparator(l)));
    }
    const QString card = context.text(r.accelerator->name);
    if ((r.fits || r.smallestFit) && !planPriced()) {
        if (!r.timeKnown)
            return context
                .text(ATLAS_TR("Atlas::RegionPanel",
                               "No published %1 throughput for %2: the plan's time "
                               "and cost are unknown, no region is priced."))
                .arg(precisionLabel(document()->scenario().workload.precision), card);
        return context
            .text(ATLAS_TR("Atlas::RegionPanel",
                           "No price for %1 in this service form: no region is priced."))
            .arg(card);
    }
    if (r.fits)
        return {};
    if (r.smallestFit)
        return context
            .text(ATLAS_TR("Atlas::RegionPanel",
                           "The plan does not fit on %1 × %2. The map prices the "
                           "smallest layout that fits: %3 cards."))
            .arg(document()->scenario().layout.gpus)
            .arg(card)
            .arg(r.smallestFit->gpus);
    return context
        .text(ATLAS_TR("Atlas::RegionPanel",
                       "The plan does not fit on %1 with any card count up to 4096: "
                       "no region is priced."))
        .arg(card);
}

QString RegionPanel::tooltipFor(const Row &row) const
{
    const Language l = display()->language();
    const Region &r = *row.region;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(r.name.text(l).toHtmlEscaped());
    lines << tr("Tariff %1 CNY/kWh (indicative, %2–%3) %4")
                 .arg(Format::number(r.tariff.value, 2, l),
                      Format::number(r.tariff.low, 2, l),
                      Format::number(r.tariff.high, 2, l),
                      muted(checked(r.tariff.verified)));
    if (r.pueTarget.value)
        lines << tr("PUE target %1 %2")
                     .arg(Format::number(*r.pueTarget.value, 2, l),
                          muted(checked(r.pueTarget.verified)));
    lines << tr("Grid CO₂ factor %1 kg/kWh (%2 grid, %3) %4")
                 .arg(Format::number(r.gridFactor.value, 4, l), r.gridFactor.region)
                 .arg(r.gridFactor.year)
                 .arg(muted(checked(r.gridFactor.verified)));
    if (r.greenShare.value)
        lines << tr("Contracted green share %1 %2")
                     .arg(Format::percent(*r.greenShare.value, l, 1),
                          muted(checked(r.greenShare.verified)));
    if (row.cost) {
        const RegionCost &rc = *row.cost;
        const City *city = document()->catalog().city(document()->scenario().userCityId);
        if (city)
            lines << tr("Latency floor to %1: %2 ms one way (%3 km)")
                         .arg(city->name.text(l))
                         .arg(Format::number(rc.latencyFloorMs, 1, l),
                              Format::integer(rc.distanceKm, l));
        if (rc.cost.priced) {
            const QString figures = tr("This plan here: %1, %2, %3")
                                        .arg(Format::money(rc.cost.totalCny, l),
                                             Format::kwh(rc.cost.energyKwh, l),
                                             Format::co2(rc.cost.co2Kg, l));
            lines << (row.smallestFit
                          ? tr("Does not fit as set; the smallest layout that fits (%1 cards): %2")
                                .arg(document()->result().smallestFit->gpus)
                                .arg(figures)
                          : figures);
            lines << tr("Price: %1")
                         .arg(PriceText::full(rc.cost.rate, rc.cost.form, display()->context())
                                  .toHtmlEscaped());
            // Both amounts in the budget's period: "¥600,000 a year against ¥100,000 a year".
            const std::optional<Budget> budget = document()->scenario().budget();
            if (budget && rc.spend && rc.spend->withinBudget && rc.spend->comparedCny) {
                const PlotContext c = display()->context();
                const auto per = [&](double cny) {
                    return c.text(amountPer(budget->period, Format::money(cny, l)));
                };
                lines << (*rc.spend->withinBudget ? tr("Within the budget (%1 against %2)")
                                                  : tr("Over the budget (%1 against %2)"))
                             .arg(per(*rc.spend->comparedCny), per(budget->amountCny));
            }
        }
        lines << rc.suitabilityReason.toString().toHtmlEscaped();
    }
    lines << QStringLiteral("<small>%1</small>")
                 .arg(tr("Sources: %1").arg(r.sources.join(QStringLiteral(", "))));
    return lines.join(QStringLiteral("<br/>"));
}

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

// A value of the shown metric as the legend writes it.
QString RegionPanel::metricText(double v, Language language) const
{
    switch (m_metric) {
    case Metric::Cost:
        return Format::money(v, language);
    case Metric::GridFactor:
        return Format::number(v, 3, language);
    case Metric::Latency:
        return Format::number(v, 1, language);
    case Metric::Tariff:
    case Metric::Pue:
        break;
    }
    return Format::number(v, 2, language);
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
    fillRange(legend, lo, hi, context);
    return legend;
}

// The colour bar's ends and the line under it: a bar wider than the values brackets them.
void RegionPanel::fillRange(MapLegend &legend, double lo, double hi, const PlotContext &context) const
{
    const Language l = context.language;
    const auto valueIn = [this](double v, Language language) { return metricText(v, language); };
    const auto text = [&](double v) { return valueIn(v, l); };
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
                                            .arg(valueIn(lo, language))
                                            .arg(valueIn(hi, language))
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

QString RegionPanel::siteTooltip(const ProviderSite &site, Language l) const
{
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>")
                 .arg(tr("Provider GPU regions here: %1").arg(site.entries.size()));
    for (const ProviderSiteEntry &e : site.entries) {
        QString line = QStringLiteral("%1 — %2").arg(e.provider->name.text(l).toHtmlEscaped(),
                                                     e.region->name.text(l).toHtmlEscaped());
        if (!e.region->gpuVerified)
            line += u' ' + muted(tr("(GPU capacity not confirmed)"));
        lines << line;
    }
    QStringList links;
    for (const Region *link : site.gridLinks)
        links << link->name.text(l).toHtmlEscaped();
    if (!links.isEmpty())
        lines << tr("Grid linked to: %1").arg(links.join(Format::listSeparator(l)));
    return lines.join(QStringLiteral("<br/>"));
}

QString RegionPanel::siteDetails(const ProviderSite &site) const
{
    const Language l = display()->language();
    QStringList html;
    html << QStringLiteral("<p><b>%1</b></p>")
                .arg(tr("Provider GPU regions here: %1").arg(site.entries.size()));
    html << QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    for (const ProviderSiteEntry &e : site.entries) {
        QStringList cells;
        cells << QStringLiteral("<b>%1</b><br/>%2 <small>(%3)</small>")
                     .arg(e.provider->name.text(l).toHtmlEscaped(),
                          e.region->name.text(l).toHtmlEscaped(),
                          e.region->id.toHtmlEscaped());
        if (e.gridLink) {
            const QString basis = e.region->gridLinkStated && !e.region->gridLinkBasis.isEmpty()
                                      ? e.region->gridLinkBasis.text(l)
                                      : tr("the nearest cluster, %1 km away")
                                            .arg(Format::integer(e.region->gridLinkKm, l));
            cells << tr("Grid and tariff of %1: %2")
                         .arg(e.gridLink->name.text(l).toHtmlEscaped(), basis.toHtmlEscaped());
        }
        if (!e.region->gpuNote.isEmpty())
            cells << muted(e.region->gpuNote.toHtmlEscaped());
        if (!e.region->source.isEmpty())
            cells << QStringLiteral("<small>%1</small>")
                         .arg(tr("Source: %1").arg(e.region->source.toHtmlEscaped()));
        html << QStringLiteral("<tr><td>%1</td></tr>").arg(cells.join(QStringLiteral("<br/>")));
    }
    html << QStringLiteral("</table>");
    html << overseasText(l);
    return html.join(QString());
}

QString RegionPanel::overseasText(Language l) const
{
    // Regions a map of China cannot show: named here, with what using them means.
    return offshoreProvidersHtml(document()->providerLayer(), document()->scenario(), l);
}

} // namespace Atlas
