#include "views/regionpanel/regionpanel.h"

#include "common/fonts.h"
#include "common/numberformat.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "views/common/scenariosliders.h"
#include "views/map/regionmapview.h"

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

#include <cmath>
#include <limits>

namespace Atlas {

namespace {

QString mark(Verification v)
{
    switch (v) {
    case Verification::Verified:
        return QStringLiteral("✔");
    case Verification::Partial:
        return QStringLiteral("◐");
    case Verification::Unverified:
        return QStringLiteral("≈✘");
    }
    return {};
}

const char *metricKeys[] = {"cost", "tariff", "pue", "grid", "latency"};

} // namespace

RegionPanel::RegionPanel(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : PlotView(document, display, parent)
    , m_map(new RegionMapView(display))
    , m_metricCombo(new QComboBox)
    , m_city(new QComboBox)
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

    auto *controls = new QGridLayout;
    controls->addWidget(m_metricLabel, 0, 0);
    controls->addWidget(m_metricCombo, 0, 1);
    controls->addWidget(m_cityLabel, 0, 2);
    controls->addWidget(m_city, 0, 3);
    controls->addWidget(m_budgetLabel, 1, 0);
    controls->addWidget(m_budget, 1, 1);
    controls->addWidget(m_precisionLabel, 1, 2);
    controls->addWidget(m_precision, 1, 3);
    controls->setColumnStretch(1, 1);
    controls->setColumnStretch(3, 1);

    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_details, 1);
    sideLayout->addWidget(m_useRegion);
    sideLayout->addWidget(m_compareRegion);
    auto *splitter = new QSplitter;
    splitter->addWidget(m_map);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);

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
    connect(m_map, &RegionMapView::regionClicked, this, &RegionPanel::showDetails);
    connect(m_compareRegion, &QPushButton::clicked, this, [this] {
        const Scenario &s = this->document()->scenario();
        emit compareOptionRequested({{},
                                     s.acceleratorId,
                                     s.layout.gpus,
                                     std::nullopt,
                                     m_selected,
                                     std::nullopt,
                                     std::nullopt});
    });
    connect(m_useRegion, &QPushButton::clicked, this, [this] {
        const QString id = m_selected;
        this->document()->edit(ScenarioField::Region, tr("Use region"), [id](Scenario &s) {
            s.regionId = id;
        });
    });
    retranslate();
}

void RegionPanel::scenarioChanged()
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

QString RegionPanel::tooltipFor(const RegionCost &rc) const
{
    const Language l = display()->language();
    const Region &r = *rc.region;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(r.name.text(l).toHtmlEscaped());
    lines << tr("Tariff %1 CNY/kWh (indicative, %2–%3) %4")
                 .arg(Format::number(r.tariff.value, 2, l),
                      Format::number(r.tariff.low, 2, l),
                      Format::number(r.tariff.high, 2, l),
                      mark(r.tariff.verified));
    if (r.pueTarget.value)
        lines << tr("PUE target %1 %2")
                     .arg(Format::number(*r.pueTarget.value, 2, l), mark(r.pueTarget.verified));
    lines << tr("Grid CO₂ factor %1 kg/kWh (%2 grid, %3) %4")
                 .arg(Format::number(r.gridFactor.value, 4, l), r.gridFactor.region)
                 .arg(r.gridFactor.year)
                 .arg(mark(r.gridFactor.verified));
    if (r.greenShare.value)
        lines << tr("Contracted green share %1 %2")
                     .arg(Format::percent(*r.greenShare.value, l, 1), mark(r.greenShare.verified));
    lines << tr("Latency floor to %1: %2 ms one way (%3 km)")
                 .arg(document()->catalog().city(document()->scenario().userCityId)->name.text(l))
                 .arg(Format::number(rc.latencyFloorMs, 1, l), Format::integer(rc.distanceKm, l));
    if (rc.cost.priced)
        lines << tr("This plan here: %1, %2, %3")
                     .arg(Format::money(rc.cost.totalCny, l),
                          Format::kwh(rc.cost.energyKwh, l),
                          Format::co2(rc.cost.co2Kg, l));
    lines << rc.suitabilityReason.toString().toHtmlEscaped();
    lines << QStringLiteral("<small>%1</small>")
                 .arg(tr("✔ verified · ◐ partial · ≈✘ unverified; sources: %1")
                          .arg(r.sources.join(QStringLiteral(", "))));
    return lines.join(QStringLiteral("<br/>"));
}

QList<MapMarker> RegionPanel::markers(const PlotContext &context) const
{
    const ScenarioResult &result = document()->result();
    const Scenario &s = document()->scenario();
    const Language l = context.language;
    const bool screen = context.language == display()->language();
    QList<MapMarker> markers;
    for (const RegionCost &rc : result.regions) {
        MapMarker m;
        m.id = rc.region->id;
        m.name = rc.region->name;
        m.shortName = rc.region->shortName;
        m.lat = rc.region->lat;
        m.lon = rc.region->lon;
        m.hub = rc.region->isHub();
        m.west = rc.region->side == Side::West;
        m.value = metricValue(rc, m_metric);
        switch (m_metric) {
        case Metric::Cost:
            m.valueText = std::isnan(m.value) ? QString() : Format::money(m.value, l);
            break;
        case Metric::Tariff:
            m.valueText = Format::number(m.value, 2, l);
            break;
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
        m.dimmed = s.budgetCny && (!rc.cost.priced || rc.cost.totalCny > *s.budgetCny);
        m.selected = m.id == m_selected || (m_selected.isEmpty() && m.id == s.regionId);
        if (screen) // tooltips are the screen's
            m.tooltip = tooltipFor(rc);
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
    const TrText units[] = {ATLAS_TR("Atlas::RegionPanel", "CNY"),
                            ATLAS_TR("Atlas::RegionPanel", "CNY/kWh"),
                            TrText(),
                            ATLAS_TR("Atlas::RegionPanel", "kg CO₂/kWh"),
                            ATLAS_TR("Atlas::RegionPanel", "ms, one way")};
    legend.title = context.text(titles[int(m_metric)]);
    legend.unit = context.text(units[int(m_metric)]);
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const RegionCost &rc : document()->result().regions) {
        const double v = metricValue(rc, m_metric);
        if (!std::isnan(v)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    if (std::isfinite(lo)) {
        legend.min = lo;
        legend.max = hi > lo ? hi : lo + 1e-9;
        legend.minText = m_metric == Metric::Cost ? Format::money(lo, l) : Format::number(lo, 2, l);
        legend.maxText = m_metric == Metric::Cost ? Format::money(hi, l) : Format::number(hi, 2, l);
    }
    return legend;
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
    const MapLegend legend = this->legend(context);
    if (!(legend == m_map->legend()))
        m_map->setLegend(legend);
    if (!m_selected.isEmpty())
        showDetails(m_selected);
}

void RegionPanel::showDetails(const QString &id)
{
    m_selected = id;
    m_map->setSelectedId(id);
    const Language l = display()->language();
    for (const RegionCost &rc : document()->result().regions) {
        if (rc.region->id != id)
            continue;
        const Region &r = *rc.region;
        QStringList html;
        html << tooltipFor(rc);
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
        const QString details = html.join(QString());
        if (details != m_detailsHtml) { // setHtml lays the whole text out again
            m_detailsHtml = details;
            m_details->setHtml(details);
        }
        m_useRegion->setEnabled(id != document()->scenario().regionId);
        m_compareRegion->setEnabled(true);
        return;
    }
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
    // Another language or palette: the screen's map (zoom, selection) with markers and legend
    // written for that context.
    MapPlotter plotter = m_map->plotter();
    plotter.options().context = context;
    plotter.setMarkers(markers(context));
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
