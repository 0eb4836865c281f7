#include "views/regionpanel/regionpanel.h"
#include "views/regionpanel/offshoretext.h"

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

QString muted(const QString &text)
{
    return QStringLiteral("<span style=\"color:#6b7279\">%1</span>").arg(text);
}

const char *metricKeys[] = {"cost", "tariff", "pue", "grid", "latency"};

constexpr auto SitePrefix = QLatin1String("provider-site:");

} // namespace

RegionPanel::RegionPanel(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : PlotView(document, display, parent)
    , m_map(new RegionMapView(display))
    , m_metricCombo(new QComboBox)
    , m_city(new QComboBox)
    , m_providers(new QCheckBox)
    , m_budget(new BudgetControl(document, display, QStringLiteral("mapBudgetSlider")))
    , m_precision(new PrecisionSlider(document, QStringLiteral("mapPrecisionSlider")))
    , m_metricLabel(new QLabel)
    , m_cityLabel(new QLabel)
    , m_budgetLabel(new QLabel)
    , m_precisionLabel(new QLabel)
    , m_details(new QTextBrowser)
    , m_useRegion(new QPushButton)
    , m_compareRegion(new QPushButton)
{
    setObjectName(QStringLiteral("regionPanel"));
    m_metricCombo->setObjectName(QStringLiteral("mapMetricCombo"));
    m_city->setObjectName(QStringLiteral("mapCityCombo"));
    m_providers->setObjectName(QStringLiteral("mapProvidersCheck"));
    m_details->setObjectName(QStringLiteral("regionDetails"));
    m_useRegion->setObjectName(QStringLiteral("useRegionButton"));
    m_compareRegion->setObjectName(QStringLiteral("compareRegionButton"));
    m_compareRegion->setEnabled(false);
    m_map->setFontFamily(cjkFontFamily());
    m_details->setOpenExternalLinks(true);
    m_useRegion->setEnabled(false);
    m_budgetLabel->setBuddy(m_budget->entry());
    m_precisionLabel->setBuddy(m_precision->slider());
    const QString saved = Preferences::mapMetric.get();
    for (int i = 0; i < 5; ++i)
        if (saved == QLatin1String(metricKeys[i]))
            m_metric = Metric(i);
    m_showProviders = Preferences::mapProviders.get();
    m_providers->setChecked(m_showProviders);

    auto *controls = new QGridLayout;
    controls->addWidget(m_metricLabel, 0, 0);
    controls->addWidget(m_metricCombo, 0, 1);
    controls->addWidget(m_cityLabel, 0, 2);
    controls->addWidget(m_city, 0, 3);
    controls->addWidget(m_providers, 0, 4);
    controls->addWidget(m_budgetLabel, 1, 0);
    controls->addWidget(m_budget, 1, 1);
    controls->addWidget(m_precisionLabel, 1, 2);
    controls->addWidget(m_precision, 1, 3, 1, 2);
    controls->setColumnStretch(1, 1);
    controls->setColumnStretch(3, 1);

    auto *side = new QWidget;
    side->setObjectName(QStringLiteral("regionDetailsPane"));
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_details, 1);
    sideLayout->addWidget(m_useRegion);
    sideLayout->addWidget(m_compareRegion);
    // Wide enough for a Chinese line of about 20 characters, so sentences do not wrap every
    // few characters; the splitter lets the user widen it further.
    side->setMinimumWidth(m_details->fontMetrics().horizontalAdvance(QString(20, QChar(0x4e2d)))
                          + 32);
    auto *splitter = new QSplitter;
    splitter->setObjectName(QStringLiteral("regionSplitter"));
    splitter->addWidget(m_map);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);

    connect(m_metricCombo, &QComboBox::activated, this, [this](int index) {
        setMetric(Metric(index));
    });
    connect(m_city, &QComboBox::activated, this, [this](int) {
        const QString id = m_city->currentData().toString();
        this->document()->edit(ScenarioField::UserCity, tr("Change user city"), [id](Scenario &s) {
            s.userCityId = id;
        });
    });
    connect(m_providers, &QCheckBox::toggled, this, &RegionPanel::setShowProviders);
    connect(m_map, &RegionMapView::regionClicked, this, &RegionPanel::showDetails);
    connect(m_compareRegion, &QPushButton::clicked, this, [this] {
        const Scenario &s = this->document()->scenario();
        // The plan as set, or the smallest layout that fits when it does not: what the map
        // priced is what the comparison gets.
        const ScenarioResult &r = this->document()->result();
        const int gpus = !r.fits && r.smallestFit ? r.smallestFit->gpus : s.layout.gpus;
        CompareOption option;
        option.acceleratorId = s.acceleratorId;
        option.gpus = gpus;
        option.regionId = m_selected;
        emit compareOptionRequested(option);
    });
    connect(m_useRegion, &QPushButton::clicked, this, [this] {
        const QString id = m_selected;
        this->document()->edit(ScenarioField::Region, tr("Use region"), [id](Scenario &s) {
            s.regionId = id;
        });
    });
    retranslate();
}

void RegionPanel::scenarioChanged(const ScenarioChanges &)
{
    refresh();
}

void RegionPanel::displayChanged()
{
    refresh(); // markers and legend in the new language; the map follows the palette itself
}

void RegionPanel::setMetric(Metric metric)
{
    m_metric = metric;
    Preferences::mapMetric.set(QString::fromLatin1(metricKeys[int(metric)]));
    refresh();
}

void RegionPanel::setShowProviders(bool show)
{
    if (m_providers->isChecked() != show)
        m_providers->setChecked(show); // comes back here through toggled()
    if (show == m_showProviders)
        return;
    m_showProviders = show;
    Preferences::mapProviders.set(show);
    if (!show && m_selected.startsWith(SitePrefix))
        clearDetails();
    refresh();
}

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

MapLegend RegionPanel::legend(const PlotContext &context) const
{
    const Language l = context.language;
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
    const auto valueIn = [&](double v, Language language) {
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
    };
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
    return legend;
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

void RegionPanel::refresh()
{
    const Scenario &s = document()->scenario();
    m_updating = true;
    m_metricCombo->setCurrentIndex(int(m_metric));
    m_city->setCurrentIndex(m_city->findData(s.userCityId));
    m_updating = false;

    // Repaint the map only when what it shows changed: a precision step that leaves every
    // region's cost as it was (the hours are given) or a budget step that dims nothing new
    // leaves it alone.
    const PlotContext context = display()->context();
    const QList<MapMarker> markers = this->markers(context);
    if (markers != m_map->markers())
        m_map->setMarkers(markers);
    const QList<MapSite> sites = this->sites(context);
    if (sites != m_map->sites())
        m_map->setSites(sites);
    const MapLegend legend = this->legend(context);
    if (!(legend == m_map->legend()))
        m_map->setLegend(legend);
    if (!m_selected.isEmpty())
        showDetails(m_selected);
}

void RegionPanel::clearDetails()
{
    m_selected.clear();
    m_map->setSelectedId(QString());
    m_detailsHtml.clear();
    m_details->clear();
    m_useRegion->setEnabled(false);
    m_compareRegion->setEnabled(false);
}

void RegionPanel::showDetails(const QString &id)
{
    const auto show = [this](const QString &details) {
        if (details != m_detailsHtml) { // setHtml lays the whole text out again
            m_detailsHtml = details;
            m_details->setHtml(details);
        }
    };
    if (id.startsWith(SitePrefix)) {
        const ProviderSite *site = document()->providerLayer().site(id);
        if (!site || !m_showProviders) {
            clearDetails();
            return;
        }
        m_selected = id;
        m_map->setSelectedId(id);
        show(siteDetails(*site));
        m_useRegion->setEnabled(false); // a provider region is not a scenario region
        m_compareRegion->setEnabled(false);
        return;
    }
    const Language l = display()->language();
    for (const Row &row : rows()) {
        if (row.region->id != id)
            continue;
        m_selected = id;
        m_map->setSelectedId(id);
        const Region &r = *row.region;
        QStringList html;
        html << tooltipFor(row);
        if (!r.roleText.isEmpty())
            html << QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(tr("Role:"), r.roleText.text(l).toHtmlEscaped());
        if (!r.climate.text.isEmpty())
            html << QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(tr("Climate:"), r.climate.text.text(l).toHtmlEscaped());
        if (!r.latencyClaim.isEmpty())
            html << QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(tr("Local latency claim:"), r.latencyClaim.text(l).toHtmlEscaped());
        if (!r.tariff.basis.isEmpty())
            html << QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(tr("Tariff basis:"), r.tariff.basis.text(l).toHtmlEscaped());
        if (const QString notice = planNotice(display()->context()); !notice.isEmpty())
            html << QStringLiteral("<p><b>%1</b></p>").arg(notice.toHtmlEscaped());
        QStringList sources;
        for (const QString &key : r.sources) {
            const QString text = document()->catalog().sourceText(key);
            const qsizetype space = text.indexOf(u' ');
            const QString url = space > 0 ? text.left(space) : text;
            sources << QStringLiteral("<li>%1: <a href=\"%2\">%3</a></li>")
                           .arg(key, url.toHtmlEscaped(), text.toHtmlEscaped());
        }
        html << QStringLiteral("<p><b>%1</b></p><ul>%2</ul>")
                    .arg(tr("Sources"), sources.join(QString()));
        show(html.join(QString()));
        // Acting on "this plan" needs a plan the map priced.
        const bool priced = planPriced();
        m_useRegion->setEnabled(priced && id != document()->scenario().regionId);
        m_compareRegion->setEnabled(priced);
        return;
    }
    clearDetails();
}

void RegionPanel::plot(QPainter *painter,
                       const QRectF &target,
                       const PlotContext &context,
                       PlotMode mode) const
{
    if (context == m_map->context()) {
        m_map->plot(painter, target, mode);
        return;
    }
    // Another language or palette: the screen's map (zoom, selection) with markers, sites and
    // legend written for that context.
    MapPlotter plotter = m_map->plotter();
    plotter.options().context = context;
    plotter.setMarkers(markers(context));
    plotter.setSites(sites(context));
    plotter.setLegend(legend(context));
    plotter.plot(painter, target);
}

void RegionPanel::retranslate()
{
    m_updating = true;
    m_metricLabel->setText(tr("Colour by"));
    m_cityLabel->setText(tr("User city"));
    m_budgetLabel->setText(tr("Budget"));
    m_precisionLabel->setText(tr("Precision"));
    m_providers->setText(tr("Provider GPU regions"));
    m_providers->setToolTip(
        tr("Show where the domestic clouds have GPU regions, linked to the hub or cluster whose "
           "grid and tariff they share"));
    m_useRegion->setText(tr("Use this region"));
    m_compareRegion->setText(tr("Add to comparison"));
    m_compareRegion->setToolTip(
        tr("Compare the scenario's job on its accelerator in this region with the other options"));
    m_metricCombo->clear();
    m_metricCombo->addItems({tr("Plan cost"),
                             tr("Electricity tariff"),
                             tr("PUE target"),
                             tr("Grid CO₂ factor"),
                             tr("Latency to the user city")});
    const Language l = display()->language();
    m_city->clear();
    for (const City &c : document()->catalog().cities())
        m_city->addItem(c.name.text(l), c.id);
    m_details->setPlaceholderText(
        tr("Click a hub or cluster for its figures, sources and policy role."));
    m_updating = false;
    refresh();
}

void RegionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
