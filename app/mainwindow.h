#pragma once

#include "catalog/catalog.h"
#include "export/imageexport.h"

#include <QMainWindow>

#include <memory>

QT_BEGIN_NAMESPACE
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
QT_END_NAMESPACE

namespace Atlas {

struct AutosaveRecord;
class Autosaver;
class CompareView;
class MatrixView;
class RegionPanel;
class ScenarioDocument;
class ScenarioPanel;
class TierChartView;
class TierFilterBar;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class View { Tiers, Matrix, Map, Compare };

    explicit MainWindow(std::shared_ptr<const Catalog> catalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument *document() const { return m_document; }
    void showView(View view);
    View currentView() const;
    PlotFunction plotter(View view) const;
    static QString viewKey(View view); // "tiers", "matrix", "map", "compare"

    bool openScenario(const QString &path);
    bool saveScenarioTo(const QString &path);
    void loadBuiltInScenario(int index);
    bool exportView(View view, const QString &path, QString *error);
    bool exportMatrixCsv(const QString &path, QString *error);
    bool exportCompareCsv(const QString &path, QString *error);
    bool exportReport(const QString &path, int languageMode, QString *error); // 0 en, 1 zh, 2 both
    void setWorkshopMode(bool on);
    bool workshopMode() const { return m_workshop; }
    // remember = false: for this run only (the command line's --bilingual).
    void setBilingualLabels(bool on, bool remember = true);
    bool bilingualLabels() const { return m_bilingual; }
    void setHighContrast(bool on);

    // Keeps a copy of unsaved edits in directory; offerRestore() asks about copies that a
    // crashed session left there.
    void startAutosave(const QString &directory);
    Autosaver *autosaver() const { return m_autosaver; }
    void offerRestore();
    bool restoreAutosave(const AutosaveRecord &record);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createViews();
    void createActions();
    void createMenus();
    void retranslate();
    void updateTitle();
    void updateStatus();
    void updateRecentFiles();
    void addRecentFile(const QString &path);
    bool maybeSave();
    void newScenario();
    void openScenarioDialog();
    bool save();
    bool saveAs();
    void importConfig();
    void exportReportDialog(int languageMode); // 0 en, 1 zh, 2 both
    void exportViewDialog();
    void exportCsvDialog(bool compare);
    void showAbout();
    void showSources();
    void syncViewOptions();

    std::shared_ptr<const Catalog> m_catalog;
    ScenarioDocument *m_document = nullptr;
    Autosaver *m_autosaver = nullptr;
    ScenarioPanel *m_panel = nullptr;
    QDockWidget *m_panelDock = nullptr;
    QTabWidget *m_tabs = nullptr;
    TierChartView *m_tiers = nullptr;
    TierFilterBar *m_tierFilter = nullptr;
    MatrixView *m_matrix = nullptr;
    RegionPanel *m_regions = nullptr;
    CompareView *m_compare = nullptr;
    QLabel *m_statusVerdict = nullptr;
    QLabel *m_statusTiming = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_reportMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_scenariosMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QHash<QString, QAction *> m_actions;
    QActionGroup *m_languageGroup = nullptr;
    bool m_workshop = false;
    bool m_radarFollowsScenario = true; // until the user picks accelerators on the tier chart
    bool m_settingRadar = false;
    bool m_bilingual = false;
    bool m_highContrast = false;
    QFont m_normalFont;
};

} // namespace Atlas
