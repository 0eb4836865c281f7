// MainWindow: actions, menus and their translations.

#include "mainwindow.h"

#include "common/languagemanager.h"
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

void MainWindow::createActions()
{
    auto add = [this](const char *key, auto slot, const QKeySequence &shortcut = {}) {
        auto *action = new QAction(this);
        action->setObjectName(QStringLiteral("action_") + QString::fromLatin1(key));
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        connect(action, &QAction::triggered, this, slot);
        m_actions.insert(QString::fromLatin1(key), action);
        return action;
    };
    add(
        "new", [this] { newScenario(); }, QKeySequence::New);
    add(
        "open", [this] { openScenarioDialog(); }, QKeySequence::Open);
    add(
        "save", [this] { save(); }, QKeySequence::Save);
    add(
        "saveAs", [this] { saveAs(); }, QKeySequence::SaveAs);
    add(
        "importConfig", [this] { importConfig(); }, QKeySequence(Qt::CTRL | Qt::Key_I));
    add(
        "exportReport",
        [this] {
            // Ctrl+P: the report in the language on screen.
            exportReportDialog(LanguageManager::instance()->language() == Language::Chinese ? 1 : 0);
        },
        QKeySequence(Qt::CTRL | Qt::Key_P));
    add("exportReportEnglish", [this] { exportReportDialog(0); });
    add("exportReportChinese", [this] { exportReportDialog(1); });
    add("exportReportBoth", [this] { exportReportDialog(2); });
    add(
        "exportView", [this] { exportViewDialog(); }, QKeySequence(Qt::CTRL | Qt::Key_E));
    add("exportMatrixCsv", [this] { exportCsvDialog(false); });
    add("exportCompareCsv", [this] { exportCsvDialog(true); });
    add(
        "quit", [this] { close(); }, QKeySequence::Quit);

    QAction *undo = m_document->undoStack()->createUndoAction(this);
    undo->setObjectName(QStringLiteral("action_undo"));
    undo->setShortcut(QKeySequence::Undo);
    m_actions.insert(QStringLiteral("undo"), undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this);
    redo->setObjectName(QStringLiteral("action_redo"));
    redo->setShortcut(QKeySequence::Redo);
    m_actions.insert(QStringLiteral("redo"), redo);

    for (int i = 0; i < 4; ++i) {
        add(
            qPrintable(QStringLiteral("view%1").arg(i)),
            [this, i] { m_tabs->setCurrentIndex(i); },
            QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    m_languageGroup = new QActionGroup(this);
    QAction *english = add("languageEnglish",
                           [] { LanguageManager::instance()->setLanguage(Language::English); });
    QAction *chinese = add("languageChinese",
                           [] { LanguageManager::instance()->setLanguage(Language::Chinese); });
    for (QAction *a : {english, chinese}) {
        a->setCheckable(true);
        m_languageGroup->addAction(a);
    }
    add(
        "toggleLanguage",
        [] {
            LanguageManager *m = LanguageManager::instance();
            const Language next = m->language() == Language::Chinese ? Language::English
                                                                     : Language::Chinese;
            m->setLanguage(next);
            Preferences::language.set(next == Language::Chinese ? QStringLiteral("zh")
                                                                : QStringLiteral("en"));
        },
        QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(english, &QAction::triggered, this, [] {
        Preferences::language.set(QStringLiteral("en"));
    });
    connect(chinese, &QAction::triggered, this, [] {
        Preferences::language.set(QStringLiteral("zh"));
    });

    QAction *workshop = add(
        "workshop", [this](bool on) { setWorkshopMode(on); }, QKeySequence(Qt::Key_F11));
    workshop->setCheckable(true);
    QAction *bilingual = add(
        "bilingual",
        [this](bool on) { setBilingualLabels(on); },
        QKeySequence(Qt::CTRL | Qt::Key_B));
    bilingual->setCheckable(true);
    QAction *contrast = add("highContrast", [this](bool on) { setHighContrast(on); });
    contrast->setCheckable(true);
    QAction *panel = m_panelDock->toggleViewAction();
    panel->setObjectName(QStringLiteral("action_scenarioPanel"));
    m_actions.insert(QStringLiteral("scenarioPanel"), panel);

    for (int i = 0; i < 3; ++i)
        add(qPrintable(QStringLiteral("case%1").arg(i)), [this, i] { loadBuiltInScenario(i); });
    add("about", [this] { showAbout(); });
    add("sources", [this] { showSources(); });
    add("aboutQt", [] { QApplication::aboutQt(); });

    connect(LanguageManager::instance(),
            &LanguageManager::languageChanged,
            this,
            [english, chinese](Language l) {
                (l == Language::Chinese ? chinese : english)->setChecked(true);
            });
    (LanguageManager::instance()->language() == Language::Chinese ? chinese : english)
        ->setChecked(true);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    for (const char *key : {"new", "open"})
        m_fileMenu->addAction(m_actions.value(QString::fromLatin1(key)));
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    for (const char *key : {"save", "saveAs"})
        m_fileMenu->addAction(m_actions.value(QString::fromLatin1(key)));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_actions.value(QStringLiteral("importConfig")));
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->addAction(m_actions.value(QStringLiteral("exportReport")));
    m_reportMenu = m_exportMenu->addMenu(QString());
    m_reportMenu->setObjectName(QStringLiteral("reportLanguageMenu"));
    for (const char *key : {"exportReportEnglish", "exportReportChinese", "exportReportBoth"})
        m_reportMenu->addAction(m_actions.value(QString::fromLatin1(key)));
    m_exportMenu->addSeparator();
    for (const char *key : {"exportView", "exportMatrixCsv", "exportCompareCsv"})
        m_exportMenu->addAction(m_actions.value(QString::fromLatin1(key)));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_actions.value(QStringLiteral("quit")));

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_actions.value(QStringLiteral("undo")));
    m_editMenu->addAction(m_actions.value(QStringLiteral("redo")));

    m_viewMenu = menuBar()->addMenu(QString());
    for (int i = 0; i < 4; ++i)
        m_viewMenu->addAction(m_actions.value(QStringLiteral("view%1").arg(i)));
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addAction(m_actions.value(QStringLiteral("languageEnglish")));
    m_languageMenu->addAction(m_actions.value(QStringLiteral("languageChinese")));
    m_languageMenu->addAction(m_actions.value(QStringLiteral("toggleLanguage")));
    for (const char *key : {"bilingual", "highContrast", "workshop", "scenarioPanel"})
        m_viewMenu->addAction(m_actions.value(QString::fromLatin1(key)));

    m_scenariosMenu = menuBar()->addMenu(QString());
    for (int i = 0; i < 3; ++i)
        m_scenariosMenu->addAction(m_actions.value(QStringLiteral("case%1").arg(i)));

    m_helpMenu = menuBar()->addMenu(QString());
    for (const char *key : {"sources", "about", "aboutQt"})
        m_helpMenu->addAction(m_actions.value(QString::fromLatin1(key)));
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
    const QList<std::pair<const char *, QString>> texts = {
        {"new", tr("&New Scenario")},
        {"open", tr("&Open Scenario…")},
        {"save", tr("&Save")},
        {"saveAs", tr("Save &As…")},
        {"importConfig", tr("&Import config.json…")},
        {"exportReport", tr("PDF &Report…")},
        {"exportReportEnglish", tr("In English…")},
        {"exportReportChinese", tr("In Chinese (中文)…")},
        {"exportReportBoth", tr("In Both Languages (中英对照)…")},
        {"exportView", tr("Current View as PNG or SVG…")},
        {"exportMatrixCsv", tr("Matrix as CSV…")},
        {"exportCompareCsv", tr("Comparison as CSV…")},
        {"quit", tr("&Quit")},
        {"view0", tr("&Tier Chart")},
        {"view1", tr("&Matrix")},
        {"view2", tr("Region &Map")},
        {"view3", tr("&Compare")},
        {"languageEnglish", QStringLiteral("English")},
        {"languageChinese", QStringLiteral("中文")},
        {"toggleLanguage", tr("Switch Language")},
        {"bilingual", tr("Both Languages in Labels")},
        {"highContrast", tr("High-Contrast Charts")},
        {"workshop", tr("&Workshop Mode")},
        {"case0", tr("Case A: 8B QLoRA on one RTX 4090")},
        {"case1", tr("Case B: 13B full fine-tune, 100k CNY a year")},
        {"case2", tr("Case C: 200B MoE pre-training, west vs east")},
        {"about", tr("&About ComputeAtlas")},
        {"sources", tr("Data &Sources and Confidence")},
        {"aboutQt", tr("About &Qt")},
    };
    for (const auto &[key, text] : texts)
        m_actions.value(QString::fromLatin1(key))->setText(text);
    m_actions.value(QStringLiteral("workshop"))
        ->setToolTip(
            tr("Full screen, larger type, high-contrast charts, editing panel hidden (F11)"));
    m_actions.value(QStringLiteral("scenarioPanel"))->setText(tr("Scenario &Panel"));
    m_actions.value(QStringLiteral("undo"))->setText(tr("&Undo"));
    m_actions.value(QStringLiteral("redo"))->setText(tr("&Redo"));
    m_panelDock->setWindowTitle(tr("Scenario"));
    m_tabs->setTabText(0, tr("Tier Chart 梯队图"));
    m_tabs->setTabText(1, tr("Model–GPU Matrix 匹配矩阵"));
    m_tabs->setTabText(2, tr("Region Map 产区图"));
    m_tabs->setTabText(3, tr("Compare 对比"));
    updateRecentFiles();
    updateTitle();
    updateStatus();
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
