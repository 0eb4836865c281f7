#include "mainwindow.h"

#include "common/fonts.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "views/compare/compareview.h"
#include "views/map/regionmapview.h"
#include "views/matrix/matrixview.h"
#include "views/regionpanel/regionpanel.h"
#include "views/scenario/scenariopanel.h"
#include "views/tierchart/tierchartview.h"
#include "views/tierchart/tierfilterbar.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace Atlas {

MainWindow::MainWindow(std::shared_ptr<const Catalog> catalog, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(std::move(catalog))
    , m_document(new ScenarioDocument(m_catalog, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_normalFont = QApplication::font();
    createViews();
    createActions();
    createMenus();
    retranslate();

    connect(m_document, &ScenarioDocument::scenarioChanged, this, [this] {
        syncViewOptions();
        updateStatus();
        updateTitle();
    });
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this, [this] {
        syncViewOptions();
    });

    restoreGeometry(Preferences::windowGeometry.get());
    restoreState(Preferences::windowState.get());
    m_tabs->setCurrentIndex(std::clamp(Preferences::currentTab.get(), 0, m_tabs->count() - 1));
    m_bilingual = Preferences::bilingualLabels.get();
    m_highContrast = Preferences::highContrast.get();
    m_actions.value(QStringLiteral("bilingual"))->setChecked(m_bilingual);
    m_actions.value(QStringLiteral("highContrast"))->setChecked(m_highContrast);
    syncViewOptions();
    updateStatus();
    updateTitle();
    updateRecentFiles();
    if (!restoreGeometry(Preferences::windowGeometry.get()))
        resize(1400, 900);
}

MainWindow::~MainWindow() = default;

void MainWindow::createViews()
{
    m_panel = new ScenarioPanel(m_document);
    m_panelDock = new QDockWidget(this);
    m_panelDock->setObjectName(QStringLiteral("scenarioDock"));
    m_panelDock->setWidget(m_panel);
    m_panelDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, m_panelDock);
    connect(m_panel, &ScenarioPanel::importConfigRequested, this, &MainWindow::importConfig);

    m_tiers = new TierChartView;
    m_tiers->setCatalog(m_catalog);
    m_matrix = new MatrixView(m_document);
    m_regions = new RegionPanel(m_document);
    m_compare = new CompareView;
    m_compare->setCatalog(m_catalog);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("viewTabs"));
    m_tierFilter = new TierFilterBar;
    m_tierFilter->setCatalog(m_catalog);
    auto *tierPage = new QWidget;
    auto *tierLayout = new QVBoxLayout(tierPage);
    tierLayout->setContentsMargins(0, 0, 0, 0);
    tierLayout->setSpacing(0);
    tierLayout->addWidget(m_tierFilter);
    tierLayout->addWidget(m_tiers, 1);
    connect(m_tierFilter, &TierFilterBar::filterChanged, this, &MainWindow::syncViewOptions);
    connect(m_tierFilter, &TierFilterBar::sizeMetricChanged, this, &MainWindow::syncViewOptions);
    m_tabs->addTab(tierPage, QString());
    m_tabs->addTab(m_matrix, QString());
    m_tabs->addTab(m_regions, QString());
    m_tabs->addTab(m_compare, QString());
    setCentralWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, [](int index) {
        Preferences::currentTab.set(index);
    });

    connect(m_tiers, &TierChartView::acceleratorClicked, this, [this](const QString &id) {
        m_document->edit(QStringLiteral("accelerator"), tr("Choose accelerator"), [id](Scenario &s) {
            s.acceleratorId = id;
            s.pricePerGpuHour.reset();
        });
    });
    connect(m_tiers, &TierChartView::selectionChanged, this, [this] {
        if (!m_settingRadar)
            m_radarFollowsScenario = false;
    });
    // Options added from any view go to the comparison; the status bar says when one cannot be.
    const auto addOption = [this](const CompareOption &option) {
        QString why;
        if (m_document->addCompareOption(option, &why))
            statusBar()->showMessage(tr("Added to the comparison (%1 of %2)")
                                         .arg(m_document->scenario().compare.size())
                                         .arg(MaxCompareOptions),
                                     4000);
        else
            statusBar()->showMessage(why, 6000);
    };
    connect(m_tiers, &TierChartView::compareRequested, this, [this, addOption](const QString &id) {
        addOption({{}, id, 0, std::nullopt, QString(), std::nullopt, std::nullopt});
    });
    connect(m_matrix, &MatrixView::compareOptionRequested, this, addOption);
    connect(m_regions, &RegionPanel::compareOptionRequested, this, addOption);
    connect(m_compare, &CompareView::removeOptionRequested, this, [this](int index) {
        m_document->edit(QStringLiteral("compare"),
                         tr("Remove comparison option"),
                         [index](Scenario &s) {
                             if (index >= 0 && index < s.compare.size())
                                 s.compare.removeAt(index);
                         });
    });

    m_statusVerdict = new QLabel;
    m_statusVerdict->setObjectName(QStringLiteral("statusVerdict"));
    m_statusTiming = new QLabel;
    statusBar()->addWidget(m_statusVerdict, 1);
    statusBar()->addPermanentWidget(m_statusTiming);
}

QString MainWindow::viewKey(View view)
{
    switch (view) {
    case View::Tiers:
        return QStringLiteral("tiers");
    case View::Matrix:
        return QStringLiteral("matrix");
    case View::Map:
        return QStringLiteral("map");
    case View::Compare:
        return QStringLiteral("compare");
    }
    return {};
}

void MainWindow::showView(View view)
{
    m_tabs->setCurrentIndex(int(view));
}

MainWindow::View MainWindow::currentView() const
{
    return View(m_tabs->currentIndex());
}

PlotFunction MainWindow::plotter(View view) const
{
    switch (view) {
    case View::Tiers:
        return [this](QPainter *p, const QRectF &r) { m_tiers->plot(p, r); };
    case View::Matrix:
        return [this](QPainter *p, const QRectF &r) { m_matrix->plot(p, r); };
    case View::Map:
        return [this](QPainter *p, const QRectF &r) { m_regions->plot(p, r); };
    case View::Compare:
        return [this](QPainter *p, const QRectF &r) { m_compare->plot(p, r); };
    }
    return {};
}

void MainWindow::syncViewOptions()
{
    const Language language = LanguageManager::instance()->language();
    const Scenario &s = m_document->scenario();
    m_tiers->setLanguage(language);
    m_tiers->setPrecision(s.workload.precision);
    m_tierFilter->setBudgetPerCard(
        s.budgetCny ? std::optional<double>(*s.budgetCny / std::max(1, s.layout.gpus))
                    : std::nullopt);
    m_tiers->setFilter(m_tierFilter->filter());
    m_tiers->setSizeMetric(m_tierFilter->sizeMetric());
    m_tiers->setShowBothLanguages(m_bilingual);
    m_tiers->setHighContrast(m_highContrast || m_workshop);
    if (m_radarFollowsScenario) {
        // The radar shows the scenario's card and the compared ones until the user chooses.
        QStringList ids{s.acceleratorId};
        for (const CompareOption &o : s.compare)
            ids << o.acceleratorId;
        ids.removeDuplicates();
        m_settingRadar = true;
        m_tiers->setSelected(ids.mid(0, 4));
        m_settingRadar = false;
    }
    m_compare->setLanguage(language);
    m_compare->setShowBothLanguages(m_bilingual);
    m_compare->setHighContrast(m_highContrast || m_workshop);
    m_compare->setScenario(s);
    m_regions->map()->setShowBothLanguages(m_bilingual);
    m_regions->map()->setHighContrast(m_highContrast || m_workshop);
}

void MainWindow::updateStatus()
{
    const ScenarioResult &r = m_document->result();
    const Language l = LanguageManager::instance()->language();
    if (!r.valid) {
        m_statusVerdict->setText(r.problems.isEmpty() ? QString()
                                                      : r.problems.constFirst().toString());
    } else {
        const FitResult &fit = *r.estimate.fit;
        QString text = fit.fits ? tr("Fits") : tr("Does not fit");
        text += QStringLiteral(" · ")
                + tr("%1 per GPU").arg(Format::gib(r.estimate.perGpu.total(), l));
        if (r.timeKnown)
            text += QStringLiteral(" · ") + Format::hours(r.wallHours, l);
        if (r.cost.priced)
            text += QStringLiteral(" · ") + Format::money(r.cost.totalCny, l);
        m_statusVerdict->setText(text);
    }
    m_statusTiming->setText(
        tr("computed in %1 ms").arg(Format::number(m_document->lastComputeMilliseconds(), 1, l)));
}

void MainWindow::updateTitle()
{
    const QString file = m_document->filePath().isEmpty()
                             ? tr("Untitled")
                             : QFileInfo(m_document->filePath()).fileName();
    setWindowTitle(QStringLiteral("%1[*] — %2").arg(file, tr("ComputeAtlas 算力产区图")));
    setWindowModified(m_document->isModified());
}

void MainWindow::setBilingualLabels(bool on, bool remember)
{
    m_bilingual = on;
    if (remember)
        Preferences::bilingualLabels.set(on);
    m_actions.value(QStringLiteral("bilingual"))->setChecked(on);
    syncViewOptions();
}

void MainWindow::setHighContrast(bool on)
{
    m_highContrast = on;
    Preferences::highContrast.set(on);
    syncViewOptions();
}

void MainWindow::setWorkshopMode(bool on)
{
    if (on == m_workshop)
        return;
    m_workshop = on;
    QFont font = m_normalFont;
    if (on && font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 1.4);
    QApplication::setFont(font);
    m_panelDock->setVisible(!on);
    if (on)
        showFullScreen();
    else
        showNormal();
    m_actions.value(QStringLiteral("workshop"))->setChecked(on);
    syncViewOptions();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    Preferences::windowGeometry.set(saveGeometry());
    Preferences::windowState.set(saveState());
    event->accept();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace Atlas
