// MainWindow: actions, menus and their translations.

#include "mainwindow.h"

#include "common/displaysettings.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>

namespace Atlas {

namespace {

// The objectName of each action ("action_" + key), which tests use to find them; in Action's
// order.
constexpr std::array<const char *, MainWindow::ActionCount> ActionKeys = {
    "new",
    "open",
    "save",
    "saveAs",
    "importConfig",
    "importQuotes",
    "quotes",
    "exportReport",
    "exportReportEnglish",
    "exportReportChinese",
    "exportReportBoth",
    "exportView",
    "exportMatrixCsv",
    "exportCompareCsv",
    "quit",
    "undo",
    "redo",
    "languageEnglish",
    "languageChinese",
    "toggleLanguage",
    "bilingual",
    "highContrast",
    "workshop",
    "scenarioPanel",
    "claimsPanel",
    "case0",
    "case1",
    "case2",
    "about",
    "sources",
    "aboutQt",
};

void rememberLanguage(Language language)
{
    Preferences::language.set(language == Language::Chinese ? QStringLiteral("zh")
                                                            : QStringLiteral("en"));
}

} // namespace

template<typename Slot>
QAction *MainWindow::createAction(Action which, Slot slot, const QKeySequence &shortcut)
{
    auto *a = new QAction(this);
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    connect(a, &QAction::triggered, this, slot);
    m_actions[size_t(which)] = a;
    return a;
}

void MainWindow::createActions()
{
    createFileActions();
    createEditAndViewActions();
    createLanguageActions();
    createDisplayAndHelpActions();

    for (int i = 0; i < ActionCount; ++i) {
        m_actions[size_t(i)]->setObjectName(QStringLiteral("action_")
                                            + QString::fromLatin1(ActionKeys[size_t(i)]));
    }
    const auto checkLanguage = [this] {
        action(m_display->language() == Language::Chinese ? Action::LanguageChinese
                                                          : Action::LanguageEnglish)
            ->setChecked(true);
    };
    connect(m_display, &DisplaySettings::changed, this, checkLanguage);
    checkLanguage();
}

void MainWindow::createFileActions()
{
    createAction(
        Action::New, [this] { newScenario(); }, QKeySequence::New);
    createAction(
        Action::Open, [this] { openScenarioDialog(); }, QKeySequence::Open);
    createAction(
        Action::Save, [this] { save(); }, QKeySequence::Save);
    createAction(
        Action::SaveAs, [this] { saveAs(); }, QKeySequence::SaveAs);
    createAction(
        Action::ImportConfig, [this] { importConfig(); }, QKeySequence(Qt::CTRL | Qt::Key_I));
    createAction(Action::ImportQuotes, [this] { importQuotesDialog(); });
    createAction(Action::Quotes, [this] { showQuotes(); });
    createAction(
        Action::ExportReport,
        [this] {
            // Ctrl+P: the report in the language on screen.
            exportReportDialog(m_display->language() == Language::Chinese
                                   ? ReportLanguage::Chinese
                                   : ReportLanguage::English);
        },
        QKeySequence(Qt::CTRL | Qt::Key_P));
    createAction(Action::ExportReportEnglish,
                 [this] { exportReportDialog(ReportLanguage::English); });
    createAction(Action::ExportReportChinese,
                 [this] { exportReportDialog(ReportLanguage::Chinese); });
    createAction(Action::ExportReportBoth, [this] { exportReportDialog(ReportLanguage::Both); });
    createAction(
        Action::ExportView, [this] { exportViewDialog(); }, QKeySequence(Qt::CTRL | Qt::Key_E));
    createAction(Action::ExportMatrixCsv, [this] { exportCsvDialog(false); });
    createAction(Action::ExportCompareCsv, [this] { exportCsvDialog(true); });
    createAction(
        Action::Quit, [this] { close(); }, QKeySequence::Quit);
}

// Undo and redo come from the document's undo stack; Ctrl+1… shows a view.
void MainWindow::createEditAndViewActions()
{
    QAction *undo = m_document->undoStack()->createUndoAction(this);
    undo->setShortcut(QKeySequence::Undo);
    m_actions[size_t(Action::Undo)] = undo;
    QAction *redo = m_document->undoStack()->createRedoAction(this);
    redo->setShortcut(QKeySequence::Redo);
    m_actions[size_t(Action::Redo)] = redo;

    for (int i = 0; i < ViewCount; ++i) {
        auto *show = new QAction(this);
        show->setObjectName(QStringLiteral("action_view%1").arg(i));
        show->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(show, &QAction::triggered, this, [this, i] { m_tabs->setCurrentIndex(i); });
        m_viewActions[size_t(i)] = show;
    }
}

void MainWindow::createLanguageActions()
{
    m_languageGroup = new QActionGroup(this);
    QAction *english = createAction(Action::LanguageEnglish, [this] {
        m_display->setLanguage(Language::English);
        rememberLanguage(Language::English);
    });
    QAction *chinese = createAction(Action::LanguageChinese, [this] {
        m_display->setLanguage(Language::Chinese);
        rememberLanguage(Language::Chinese);
    });
    for (QAction *a : {english, chinese}) {
        a->setCheckable(true);
        m_languageGroup->addAction(a);
    }
    createAction(
        Action::ToggleLanguage,
        [this] {
            const Language next = m_display->language() == Language::Chinese ? Language::English
                                                                             : Language::Chinese;
            m_display->setLanguage(next);
            rememberLanguage(next);
        },
        QKeySequence(Qt::CTRL | Qt::Key_L));
}

void MainWindow::createDisplayAndHelpActions()
{
    createAction(
        Action::Workshop, [this](bool on) { setWorkshopMode(on); }, QKeySequence(Qt::Key_F11))
        ->setCheckable(true);
    createAction(
        Action::Bilingual,
        [this](bool on) { setBilingualLabels(on); },
        QKeySequence(Qt::CTRL | Qt::Key_B))
        ->setCheckable(true);
    createAction(Action::HighContrast, [this](bool on) { setHighContrast(on); })->setCheckable(true);
    m_actions[size_t(Action::ScenarioPanel)] = m_panelDock->toggleViewAction();
    m_actions[size_t(Action::ClaimsPanel)] = m_claimsDock->toggleViewAction();

    for (int i = 0; i < 3; ++i)
        createAction(Action(int(Action::CaseA) + i), [this, i] { loadBuiltInScenario(i); });
    createAction(Action::About, [this] { showAbout(); });
    createAction(Action::Sources, [this] { showSources(); });
    createAction(Action::AboutQt, [] { QApplication::aboutQt(); });
}

void MainWindow::createMenus()
{
    const auto addAll = [this](QMenu *menu, std::initializer_list<Action> actions) {
        for (Action a : actions)
            menu->addAction(action(a));
    };
    m_fileMenu = menuBar()->addMenu(QString());
    addAll(m_fileMenu, {Action::New, Action::Open});
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    addAll(m_fileMenu, {Action::Save, Action::SaveAs});
    m_fileMenu->addSeparator();
    addAll(m_fileMenu, {Action::ImportConfig, Action::ImportQuotes, Action::Quotes});
    m_exportMenu = m_fileMenu->addMenu(QString());
    addAll(m_exportMenu, {Action::ExportReport});
    m_reportMenu = m_exportMenu->addMenu(QString());
    m_reportMenu->setObjectName(QStringLiteral("reportLanguageMenu"));
    addAll(m_reportMenu,
           {Action::ExportReportEnglish, Action::ExportReportChinese, Action::ExportReportBoth});
    m_exportMenu->addSeparator();
    addAll(m_exportMenu, {Action::ExportView, Action::ExportMatrixCsv, Action::ExportCompareCsv});
    m_fileMenu->addSeparator();
    addAll(m_fileMenu, {Action::Quit});

    m_editMenu = menuBar()->addMenu(QString());
    addAll(m_editMenu, {Action::Undo, Action::Redo});

    m_viewMenu = menuBar()->addMenu(QString());
    for (QAction *show : m_viewActions)
        m_viewMenu->addAction(show);
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    addAll(m_languageMenu,
           {Action::LanguageEnglish, Action::LanguageChinese, Action::ToggleLanguage});
    addAll(m_viewMenu,
           {Action::Bilingual,
            Action::HighContrast,
            Action::Workshop,
            Action::ScenarioPanel,
            Action::ClaimsPanel});

    m_scenariosMenu = menuBar()->addMenu(QString());
    addAll(m_scenariosMenu, {Action::CaseA, Action::CaseB, Action::CaseC});

    m_helpMenu = menuBar()->addMenu(QString());
    addAll(m_helpMenu, {Action::Sources, Action::About, Action::AboutQt});
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_exportMenu->setTitle(tr("&Export"));
    m_reportMenu->setTitle(tr("PDF Report in a Language"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language 语言"));
    m_scenariosMenu->setTitle(tr("&Scenarios"));
    m_helpMenu->setTitle(tr("&Help"));
    const QList<std::pair<Action, QString>> texts = {
        {Action::New, tr("&New Scenario")},
        {Action::Open, tr("&Open Scenario…")},
        {Action::Save, tr("&Save")},
        {Action::SaveAs, tr("Save &As…")},
        {Action::ImportConfig, tr("&Import config.json…")},
        {Action::ImportQuotes, tr("Import &Quotes…")},
        {Action::Quotes, tr("Your Quotes…")},
        {Action::ExportReport, tr("PDF &Report…")},
        {Action::ExportReportEnglish, tr("In English…")},
        {Action::ExportReportChinese, tr("In Chinese (中文)…")},
        {Action::ExportReportBoth, tr("In Both Languages (中英对照)…")},
        {Action::ExportView, tr("Current View as PNG or SVG…")},
        {Action::ExportMatrixCsv, tr("Matrix as CSV…")},
        {Action::ExportCompareCsv, tr("Comparison as CSV…")},
        {Action::Quit, tr("&Quit")},
        {Action::Undo, tr("&Undo")},
        {Action::Redo, tr("&Redo")},
        {Action::LanguageEnglish, QStringLiteral("English")},
        {Action::LanguageChinese, QStringLiteral("中文")},
        {Action::ToggleLanguage, tr("Switch Language")},
        {Action::Bilingual, tr("Both Languages in Labels")},
        {Action::HighContrast, tr("High-Contrast Charts")},
        {Action::Workshop, tr("&Workshop Mode")},
        {Action::ScenarioPanel, tr("Scenario &Panel")},
        {Action::ClaimsPanel, tr("Seed Says / Engine Says")},
        {Action::CaseA, tr("Case A: 8B QLoRA on one RTX 4090")},
        {Action::CaseB, tr("Case B: 13B full fine-tune, 100k CNY a year")},
        {Action::CaseC,
         tr("Case C: 200B MoE pre-training on 64 H800, Inner Mongolia vs Guizhou vs the east")},
        {Action::About, tr("&About ComputeAtlas")},
        {Action::Sources, tr("Data &Sources and Confidence")},
        {Action::AboutQt, tr("About &Qt")},
    };
    for (const auto &[which, text] : texts)
        action(which)->setText(text);
    for (const ViewInfo &info : viewTable())
        viewAction(info.view)->setText(tr(info.menuName));
    action(Action::Workshop)
        ->setToolTip(
            tr("Full screen, larger type, high-contrast charts, editing panel hidden (F11)"));
    m_panelDock->setWindowTitle(tr("Scenario"));
    m_claimsDock->setWindowTitle(tr("Seed Says / Engine Says"));
    action(Action::ClaimsPanel)
        ->setToolTip(tr("The seed documents' claims with the engine's verdicts, and the seed's "
                        "workstations checked"));
    retranslateTabs();
    updateRecentFiles();
    updateTitle();
}

void MainWindow::retranslateTabs()
{
    // Tabs are labels like any other: one language, or both with Ctrl+B (Chinese first), in
    // either language. The source texts name the tab in both ("Tier Chart 梯队图"), their
    // translations in Chinese only; the English is the source's part before its Chinese.
    for (int i = 0; i < ViewCount; ++i) {
        const TrText name("Atlas::MainWindow", viewTable()[size_t(i)].tabName);
        const QString source = PlotContext::english().text(name);
        const QString en = source.left(source.lastIndexOf(u' '));
        const QString zh = PlotContext::chinese().text(name);
        const bool chinese = m_display->language() == Language::Chinese;
        m_tabs->setTabText(i, m_display->bothLanguages() ? zh + u' ' + en : chinese ? zh : en);
    }
}

void MainWindow::updateRecentFiles()
{
    m_recentMenu->clear();
    const QStringList files = Preferences::recentFiles.get();
    for (const QString &path : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openScenario(path);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList files = Preferences::recentFiles.get();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > Preferences::maxRecentFiles)
        files.removeLast();
    Preferences::recentFiles.set(files);
    updateRecentFiles();
}

} // namespace Atlas
