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
    setupWidgets();
    createLayout();
    connectSignals();
    retranslate();
}

void RegionPanel::setupWidgets()
{
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
}

void RegionPanel::createLayout()
{
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
}

void RegionPanel::connectSignals()
{
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
