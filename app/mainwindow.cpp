#include "mainwindow.h"

#include "common/displaysettings.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "views/claims/claimsview.h"
#include "views/claims/scenarioheader.h"
#include "views/common/viewtabs.h"
#include "views/compare/compareview.h"
#include "views/map/regionmapview.h"
#include "views/matrix/matrixview.h"
#include "views/options/optionsview.h"
#include "views/regionpanel/regionpanel.h"
#include "views/scenario/scenariopanel.h"
#include "views/status/scenariostatus.h"
#include "views/tierchart/tierchartview.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace Atlas {

MainWindow::MainWindow(std::shared_ptr<const Catalog> catalog, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(std::move(catalog))
    , m_document(new ScenarioDocument(m_catalog, this))
    , m_display(new DisplaySettings(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_normalFont = QApplication::font();
    m_display->setBothLanguages(Preferences::bilingualLabels.get());
    m_display->setHighContrast(Preferences::highContrast.get());
    createViews();
    createActions();
    createMenus();
    connectViews();
    retranslate();

    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_display, &DisplaySettings::changed, this, [this] {
        retranslateTabs();
        updateTitle();
    });

    restoreGeometry(Preferences::windowGeometry.get());
    restoreState(Preferences::windowState.get());
    m_tabs->setCurrentIndex(std::clamp(Preferences::currentTab.get(), 0, m_tabs->count() - 1));
    action(Action::Bilingual)->setChecked(m_display->bothLanguages());
    action(Action::HighContrast)->setChecked(m_display->highContrast());
    updateTitle();
    updateRecentFiles();
    if (!restoreGeometry(Preferences::windowGeometry.get()))
        resize(1400, 900); // the first start
}

MainWindow::~MainWindow()
{
    // The views hold the document and the display settings, which are older children of the
    // window and would otherwise be deleted first.
    delete m_panelDock;
    delete m_tabs;
    delete m_status;
}

void MainWindow::createViews()
{
    // Every view gets the document and the display settings and follows them itself.
    m_panel = new ScenarioPanel(m_document, m_display);
    m_panelDock = new QDockWidget(this);
    m_panelDock->setObjectName(QStringLiteral("scenarioDock"));
    m_panelDock->setWidget(m_panel);
    // Closable, so that View → Scenario Panel hides and shows it (a dock that cannot close
    // greys its menu entry out, ticked: a switch that does nothing).
    m_panelDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                             | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, m_panelDock);

    m_tabs = new ViewTabs;
    m_tabs->setObjectName(QStringLiteral("viewTabs"));
    for (const ViewInfo &info : viewTable()) {
        const ViewParts parts = info.create(m_document, m_display);
        m_views[size_t(info.view)] = parts.view;
        m_tabs->addTab(parts.page, QString());
    }
    m_tiers = static_cast<TierChartView *>(plotView(View::Tiers));
    m_matrix = static_cast<MatrixView *>(plotView(View::Matrix));
    m_regions = static_cast<RegionPanel *>(plotView(View::Map));
    m_compare = static_cast<CompareView *>(plotView(View::Compare));
    m_options = static_cast<OptionsView *>(plotView(View::Options));
    // The scenario's name, notes and seed claim above every view.
    m_header = new ScenarioHeader(m_document, m_display);
    auto *central = new QWidget;
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_header);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    m_claimsDock = new QDockWidget(this);
    m_claimsDock->setObjectName(QStringLiteral("claimsDock"));
    addDockWidget(Qt::BottomDockWidgetArea, m_claimsDock);
    m_claimsDock->hide(); // opened from the View menu
    connect(m_claimsDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // The table of claims is built when the panel is first shown: a start that never
        // opens it does not wait for it (issue 31: cold start).
        if (visible && !m_claims) {
            m_claims = new ClaimsView(m_document, m_display);
            m_claimsDock->setWidget(m_claims);
        }
        // A table of 32 claims needs more room than the views leave below them: the first
        // time it floats over the window, large; it can be docked like any panel.
        if (visible && !m_claimsDockSized) {
            m_claimsDockSized = true;
            m_claimsDock->setFloating(true);
            const QSize size(width() * 3 / 4, height() * 2 / 3);
            m_claimsDock->setGeometry(
                QRect(geometry().center() - QPoint(size.width() / 2, size.height() / 2), size));
        }
    });

    m_status = new ScenarioStatus(m_document, m_display);
    statusBar()->addWidget(m_status, 1);
    // QStatusBar hides its widgets behind a passing message ("Opened …") without marking them
    // hidden on purpose, so the window shown again (full screen for workshop mode, and back)
    // drew the verdict over the message. Hidden on purpose, it stays hidden until the message
    // ends.
    connect(statusBar(), &QStatusBar::messageChanged, m_status, [this](const QString &message) {
        m_status->setVisible(message.isEmpty());
    });
    statusBar()->addPermanentWidget(m_status->timing());
}

// Requests from the views, turned into document edits; no computing here.
void MainWindow::connectViews()
{
    connect(m_panel, &ScenarioPanel::importConfigRequested, this, &MainWindow::importConfig);
    connect(m_tabs, &QTabWidget::currentChanged, this, [](int index) {
        Preferences::currentTab.set(index);
    });
    connect(m_tiers, &TierChartView::acceleratorClicked, this, [this](const QString &id) {
        m_document->edit(ScenarioField::Accelerator, tr("Choose accelerator"), [id](Scenario &s) {
            s.acceleratorId = id;
            s.pricePerGpuHour.reset();
        });
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
    connect(m_tiers, &TierChartView::compareRequested, this, [addOption](const QString &id) {
        CompareOption option;
        option.acceleratorId = id;
        addOption(option);
    });
    connect(m_matrix, &MatrixView::compareOptionRequested, this, addOption);
    connect(m_regions, &RegionPanel::compareOptionRequested, this, addOption);
    connect(m_options, &OptionsView::compareOptionRequested, this, addOption);
    connect(m_compare, &CompareView::removeOptionRequested, this, [this](int index) {
        m_document->edit(ScenarioField::Compare,
                         tr("Remove comparison option"),
                         [index](Scenario &s) {
                             if (index >= 0 && index < s.compare.size())
                                 s.compare.removeAt(index);
                         });
    });
}

void MainWindow::showView(View view)
{
    m_tabs->setCurrentIndex(int(view));
}

MainWindow::View MainWindow::currentView() const
{
    return View(m_tabs->currentIndex());
}

PlotView *MainWindow::plotView(View view) const
{
    return m_views[size_t(view)];
}

void MainWindow::updateTitle()
{
    // The scenario's name first (what the window is about), then its file, then the program.
    const LocalizedText &name = m_document->scenario().name;
    QString scenario = name.text(m_display->language());
    if (scenario.isEmpty())
        scenario = tr("Untitled");
    QString title = scenario + QStringLiteral("[*]");
    if (!m_document->filePath().isEmpty())
        title += QStringLiteral(" — ") + QFileInfo(m_document->filePath()).fileName();
    title += QStringLiteral(" — ") + tr("ComputeAtlas 算力产区图");
    if (title != windowTitle())
        setWindowTitle(title);
    setWindowModified(m_document->isModified());
}

bool MainWindow::bilingualLabels() const
{
    return m_display->bothLanguages();
}

void MainWindow::setBilingualLabels(bool on, bool remember)
{
    if (remember)
        Preferences::bilingualLabels.set(on);
    action(Action::Bilingual)->setChecked(on);
    m_display->setBothLanguages(on);
}

void MainWindow::setHighContrast(bool on)
{
    Preferences::highContrast.set(on);
    m_display->setHighContrast(on);
}

bool MainWindow::workshopMode() const
{
    return m_display->workshop();
}

void MainWindow::setWorkshopMode(bool on)
{
    if (on == m_display->workshop())
        return;
    if (on) {
        m_geometryBeforeWorkshop = geometry();
        m_maximizedBeforeWorkshop = isMaximized();
        m_panelBeforeWorkshop = m_panelDock->isVisible() || !isVisible();
    }
    QFont font = m_normalFont;
    if (on && font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * DisplaySettings::WorkshopFontScale);
    QApplication::setFont(font);
    m_panelDock->setVisible(!on && m_panelBeforeWorkshop);
    if (on) {
        showFullScreen();
    } else if (m_maximizedBeforeWorkshop) {
        showMaximized();
    } else {
        showNormal();
    }
    action(Action::Workshop)->setChecked(on);
    m_display->setWorkshop(on);
    // Leaving gives the window back as it was, not at the size the larger type asked for.
    if (!on && !m_maximizedBeforeWorkshop)
        restoreGeometryAfterWorkshop(20);
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

void MainWindow::restoreGeometryAfterWorkshop(int tries)
{
    if (workshopMode() || isMaximized())
        return;
    setGeometry(m_geometryBeforeWorkshop);
    // The layouts shrink back to the normal type through posted events; until they have, the
    // larger minimum size holds the window wide, so try again once the queue has run.
    if (size() != m_geometryBeforeWorkshop.size() && tries > 0)
        QTimer::singleShot(0, this, [this, tries] { restoreGeometryAfterWorkshop(tries - 1); });
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace Atlas
