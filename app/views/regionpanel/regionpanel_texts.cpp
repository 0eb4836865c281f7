// The region panel's texts: the notice over the map, a region's tooltip, a provider site's
// tooltip and details, and the note on providers outside the mainland.

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

} // namespace

QString RegionPanel::planNotice(const PlotContext &context) const
{
    // Both languages: the Chinese sentence, then the English one (the bilingual report's map
    // said it in Chinese only).
    if (context.bothLanguages) {
        PlotContext zh = context, en = context;
        zh.bothLanguages = en.bothLanguages = false;
        zh.language = Language::Chinese;
        en.language = Language::English;
        const QString first = planNotice(zh);
        return first.isEmpty() ? first : first + QLatin1Char('\n') + planNotice(en);
    }
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
                      mutedHtml(checked(r.tariff.verified)));
    if (r.pueTarget.value)
        lines << tr("PUE target %1 %2")
                     .arg(Format::number(*r.pueTarget.value, 2, l),
                          mutedHtml(checked(r.pueTarget.verified)));
    lines << tr("Grid CO₂ factor %1 kg/kWh (%2 grid, %3) %4")
                 .arg(Format::number(r.gridFactor.value, 4, l), r.gridFactor.region)
                 .arg(r.gridFactor.year)
                 .arg(mutedHtml(checked(r.gridFactor.verified)));
    if (r.greenShare.value)
        lines << tr("Contracted green share %1 %2")
                     .arg(Format::percent(*r.greenShare.value, l, 1),
                          mutedHtml(checked(r.greenShare.verified)));
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

QString RegionPanel::siteTooltip(const ProviderSite &site, Language l) const
{
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>")
                 .arg(tr("Provider GPU regions here: %1").arg(site.entries.size()));
    for (const ProviderSiteEntry &e : site.entries) {
        QString line = QStringLiteral("%1 — %2").arg(e.provider->name.text(l).toHtmlEscaped(),
                                                     e.region->name.text(l).toHtmlEscaped());
        if (!e.region->gpuVerified)
            line += u' ' + mutedHtml(tr("(GPU capacity not confirmed)"));
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
            cells << mutedHtml(e.region->gpuNote.toHtmlEscaped());
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
