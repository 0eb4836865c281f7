#pragma once

#include "catalog/catalog.h"
#include "export/imageexport.h"
#include "report/pdfreport.h"
#include "viewtable.h"

#include <QMainWindow>
#include <QRect>
#include <QSize>

#include <array>
#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QTabWidget;
QT_END_NAMESPACE

namespace Atlas {

struct AutosaveRecord;
class Autosaver;
class ClaimsView;
class CompareView;
class DisplaySettings;
class MatrixView;
class OptionsView;
class PlotView;
class QuotesDialog;
class RegionPanel;
class ScenarioDocument;
class ScenarioHeader;
class ScenarioPanel;
class ScenarioStatus;
class TierChartView;

// The window holds the document, the display settings and the views, and connects them; it
// computes nothing a view shows (docs/ARCHITECTURE.md).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    using View = Atlas::View; // the views are described in viewtable.h
    static constexpr int ViewCount = Atlas::ViewCount;

    // Every action, typed: action(Action::Save). Tests find them by objectName ("action_save").
    enum class Action {
        New,
        Open,
        Save,
        SaveAs,
        ImportConfig,
        ImportQuotes, // File → Import Quotes… (a CSV of the user's prices)
        Quotes,       // File → Your Quotes…: review and remove them
        ExportReport, // in the language on screen (Ctrl+P)
        ExportReportEnglish,
        ExportReportChinese,
        ExportReportBoth,
        ExportView,
        ExportMatrixCsv,
        ExportCompareCsv,
        Quit,
        Undo,
        Redo,
        LanguageEnglish,
        LanguageChinese,
        ToggleLanguage,
        Bilingual,
        HighContrast,
        Workshop,
        ScenarioPanel,
        ClaimsPanel, // "Seed says / engine says", a dock
        CaseA,       // the built-in scenarios, in builtInScenarioFiles() order
        CaseB,
        CaseC,
        About,
        Sources,
        AboutQt,
    };
    static constexpr int ActionCount = int(Action::AboutQt) + 1;

    explicit MainWindow(std::shared_ptr<const Catalog> catalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument *document() const { return m_document; }
    DisplaySettings *display() const { return m_display; }
    QAction *action(Action action) const { return m_actions[size_t(action)]; }
    QAction *viewAction(View view) const { return m_viewActions[size_t(view)]; }
    void showView(View view);
    View currentView() const;
    PlotView *plotView(View view) const;
    // The canvas a view is drawn on for a PNG/SVG (and --screenshot) and in the report.
    static QSize imageCanvas(View view) { return viewInfo(view).imageCanvas; }
    static QSize reportCanvas(View view) { return viewInfo(view).reportCanvas; }

    bool openScenario(const QString &path);
    bool saveScenarioTo(const QString &path);
    void loadBuiltInScenario(int index);
    bool exportView(View view, const QString &path, QString *error);
    bool exportMatrixCsv(const QString &path, QString *error);
    bool exportCompareCsv(const QString &path, QString *error);
    bool exportReport(const QString &path, ReportLanguage language, QString *error);
    // The quotes of a CSV added to the scenario as one undoable edit (a quote naming what an
    // earlier one names replaces it), then shown for review; false (and the located problems
    // in a box) when the file is refused. mainwindow_quotes.cpp.
    bool importQuotes(const QString &path);
    QuotesDialog *quotesDialog();
    void setWorkshopMode(bool on);
    bool workshopMode() const;
    // remember = false: for this run only (the command line's --bilingual).
    void setBilingualLabels(bool on, bool remember = true);
    bool bilingualLabels() const;
    void setHighContrast(bool on);

    // Keeps a copy of unsaved edits in directory; offerRestore() asks about copies that a
    // crashed session left there.
    void startAutosave(const QString &directory);
    Autosaver *autosaver() const { return m_autosaver; }
    // Copies of another file than the one the user opened are never restored over it unasked.
    void offerRestore();
    // A model from a config.json replaces the scenario's (File → Import), in one edit.
    void importModel(const ModelArch &model);
    bool restoreAutosave(const AutosaveRecord &record);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    enum class RestoreAnswer { Restore, Discard, Later };
    RestoreAnswer askAboutCopy(const AutosaveRecord &record);
    static bool sameFile(const QString &a, const QString &b);
    void createViews();
    void connectViews();
    void createActions();
    // Makes the action `which`, triggering `slot`, with an optional shortcut.
    template<typename Slot>
    QAction *createAction(Action which, Slot slot, const QKeySequence &shortcut = {});
    void createFileActions();
    void createEditAndViewActions();
    void createLanguageActions();
    void createDisplayAndHelpActions(); // the display modes, the docks, the built-in cases, help
    void createMenus();
    void retranslate();
    void updateTitle();
    void retranslateTabs();
    void restoreGeometryAfterWorkshop(int tries);
    void updateRecentFiles();
    void addRecentFile(const QString &path);
    void showOpenWarnings(const QString &path, const Diagnostics &diagnostics);
    bool maybeSave();
    void newScenario();
    void openScenarioDialog();
    bool save();
    bool saveAs();
    void importConfig();
    void importQuotesDialog();
    void showQuotes();
    void exportReportDialog(ReportLanguage language);
    void exportViewDialog();
    void exportCsvDialog(bool compare);
    void showAbout();
    void showSources();

    std::shared_ptr<const Catalog> m_catalog;
    ScenarioDocument *m_document = nullptr;
    DisplaySettings *m_display = nullptr;
    Autosaver *m_autosaver = nullptr;
    ScenarioPanel *m_panel = nullptr;
    QDockWidget *m_panelDock = nullptr;
    ClaimsView *m_claims = nullptr;
    QDockWidget *m_claimsDock = nullptr;
    bool m_claimsDockSized = false;
    ScenarioHeader *m_header = nullptr;
    QTabWidget *m_tabs = nullptr;
    std::array<PlotView *, ViewCount> m_views{}; // in View's order
    // The views the window wires to each other (the same objects as in m_views).
    TierChartView *m_tiers = nullptr;
    MatrixView *m_matrix = nullptr;
    RegionPanel *m_regions = nullptr;
    CompareView *m_compare = nullptr;
    OptionsView *m_options = nullptr;
    ScenarioStatus *m_status = nullptr;
    QuotesDialog *m_quotes = nullptr; // created on first use

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_reportMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_scenariosMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    std::array<QAction *, ActionCount> m_actions{};
    std::array<QAction *, ViewCount> m_viewActions{}; // "action_view<n>", Ctrl+1 …
    QActionGroup *m_languageGroup = nullptr;
    QFont m_normalFont;
    // The window as it was before workshop mode, given back when it ends.
    QRect m_geometryBeforeWorkshop;
    bool m_maximizedBeforeWorkshop = false;
    bool m_panelBeforeWorkshop = true;
};

} // namespace Atlas
