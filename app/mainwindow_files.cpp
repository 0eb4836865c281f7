// MainWindow: files — new, open, save, import, export — and the information dialogs.

#include "mainwindow.h"

#include "common/displaysettings.h"
#include "common/numberformat.h"
#include "common/plotcontext.h"
#include "document/autosaver.h"
#include "document/scenariodocument.h"
#include "export/csvwriter.h"
#include "export/filedialog.h"
#include "io/hfconfig.h"
#include "io/savefile.h"
#include "report/pdfreport.h"
#include "views/compare/compareview.h"
#include "views/matrix/matrixview.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include <algorithm>

namespace Atlas {

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(this,
                                             tr("Unsaved changes"),
                                             tr("The scenario has unsaved changes. Save them?"),
                                             QMessageBox::Save | QMessageBox::Discard
                                                 | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newScenario()
{
    if (maybeSave())
        m_document->reset(defaultScenario());
}

void MainWindow::loadBuiltInScenario(int index)
{
    if (!maybeSave())
        return;
    Diagnostics d;
    const auto s = readScenarioFile(builtInScenarioFiles().at(index), *m_catalog, d);
    if (s)
        m_document->reset(*s);
}

void MainWindow::startAutosave(const QString &directory)
{
    delete m_autosaver;
    m_autosaver = new Autosaver(m_document, directory, this);
}

void MainWindow::offerRestore()
{
    if (!m_autosaver)
        return;
    QList<AutosaveRecord> records = m_autosaver->orphans();
    // The copy of the file the user asked to open comes first: it is the one to offer now.
    const QString opened = m_document->filePath();
    std::stable_partition(records.begin(), records.end(), [&](const AutosaveRecord &r) {
        return !opened.isEmpty() && sameFile(r.originalPath, opened);
    });
    for (const AutosaveRecord &record : records) {
        const RestoreAnswer answer = askAboutCopy(record);
        if (answer == RestoreAnswer::Later)
            continue; // kept for a later start: the file the user asked for stays open
        if (answer == RestoreAnswer::Discard) {
            m_autosaver->forget(record); // declined: asking again at every start would only
            continue;                    // teach people to click it away
        }
        if (restoreAutosave(record)) {
            // This session's own copy first, so a crash right now loses nothing.
            m_autosaver->saveNow();
            m_autosaver->forget(record);
        }
        // A copy that cannot be read stays for a later version or catalog. Further copies
        // (another window that crashed too) are offered at the next start: one scenario is
        // open at a time.
        break;
    }
}

bool MainWindow::sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return a == b;
    const QFileInfo fa(a), fb(b);
    const QString ca = fa.canonicalFilePath(), cb = fb.canonicalFilePath();
    return !ca.isEmpty() && !cb.isEmpty() ? ca == cb
                                          : fa.absoluteFilePath() == fb.absoluteFilePath();
}

MainWindow::RestoreAnswer MainWindow::askAboutCopy(const AutosaveRecord &record)
{
    const QString what = record.originalPath.isEmpty() ? tr("an untitled scenario")
                                                       : QFileInfo(record.originalPath).fileName();
    const QString when = Format::locale(m_display->language())
                             .toString(record.saved, QLocale::ShortFormat);
    const QString opened = m_document->filePath();
    QMessageBox
        box(QMessageBox::Question,
            tr("Restore unsaved changes?"),
            tr("ComputeAtlas did not close normally. Unsaved changes to %1 were kept at %2.")
                .arg(what, when),
            QMessageBox::NoButton,
            this);
    box.setObjectName(QStringLiteral("restoreBox"));
    if (opened.isEmpty() || sameFile(opened, record.originalPath)) {
        box.setInformativeText(tr("Restore them?"));
        box.setStandardButtons(QMessageBox::Yes | QMessageBox::No);
        box.setDefaultButton(QMessageBox::Yes);
        const int answer = box.exec();
        return answer == QMessageBox::Yes ? RestoreAnswer::Restore : RestoreAnswer::Discard;
    }
    // The user asked for another file (issue 30: "Yes" replaced the j3.yaml asked for by
    // j2.yaml's copy). Say so, and keep the file asked for unless told otherwise.
    const QString openedName = QFileInfo(opened).fileName();
    box.setInformativeText(tr("You opened %1. Restoring closes it and opens %2 with the changes "
                              "instead. If you keep %1, the changes are offered again at the next "
                              "start.")
                               .arg(openedName, what));
    QPushButton *restore = box.addButton(tr("Open %1 with the Changes").arg(what),
                                         QMessageBox::AcceptRole);
    QPushButton *keep = box.addButton(tr("Keep %1").arg(openedName), QMessageBox::RejectRole);
    QPushButton *discard = box.addButton(tr("Discard the Changes"), QMessageBox::DestructiveRole);
    restore->setObjectName(QStringLiteral("restoreOtherButton"));
    keep->setObjectName(QStringLiteral("keepOpenedButton"));
    discard->setObjectName(QStringLiteral("discardCopyButton"));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    if (box.clickedButton() == restore)
        return m_document->isModified() && !maybeSave() ? RestoreAnswer::Later
                                                        : RestoreAnswer::Restore;
    return box.clickedButton() == discard ? RestoreAnswer::Discard : RestoreAnswer::Later;
}

bool MainWindow::restoreAutosave(const AutosaveRecord &record)
{
    Diagnostics d;
    const auto restored = readScenarioFile(record.scenarioPath, *m_catalog, d);
    if (!restored) {
        QMessageBox::warning(this,
                             tr("Cannot restore"),
                             tr("The autosaved copy could not be read:\n\n%1")
                                 .arg(d.toStringList().join(u'\n')));
        return false;
    }
    // Start from the file as last saved (or a new scenario), then apply the restored state as
    // one undoable, unsaved edit: the user can compare, undo, or save over the file.
    Diagnostics ignored;
    if (record.originalPath.isEmpty() || !m_document->open(record.originalPath, ignored))
        m_document->reset(defaultScenario());
    m_document->edit(ScenarioField::Whole, tr("Restore unsaved changes"), [&](Scenario &s) {
        s = *restored;
    });
    statusBar()->showMessage(tr("Restored the unsaved changes"), 4000);
    return true;
}

bool MainWindow::openScenario(const QString &path)
{
    Diagnostics d;
    if (!m_document->open(path, d)) {
        QMessageBox::warning(this,
                             tr("Cannot open the scenario"),
                             tr("%1 could not be opened:\n\n%2")
                                 .arg(QFileInfo(path).fileName(), d.toStringList().join(u'\n')));
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    showOpenWarnings(path, d);
    return true;
}

void MainWindow::showOpenWarnings(const QString &path, const Diagnostics &diagnostics)
{
    // A misspelled key is ignored, and it can change the answer without an error (a budget
    // "per year" read as per run): the user is told which lines were not used. Not modal, so
    // that the window with the scenario stays in view.
    QStringList lines;
    for (const Diagnostic &d : diagnostics.items())
        if (d.severity == Diagnostic::Severity::Warning)
            lines << d.toString();
    if (lines.isEmpty())
        return;
    auto *box = new QMessageBox(QMessageBox::Warning,
                                tr("Parts of the scenario were not used"),
                                tr("%1 was opened, but these lines were not understood and are "
                                   "not used. A misspelled key changes the answer without an "
                                   "error: check them.")
                                    .arg(QFileInfo(path).fileName()),
                                QMessageBox::Ok,
                                this);
    box->setObjectName(QStringLiteral("openWarningsBox"));
    box->setDetailedText(lines.join(u'\n'));
    box->setInformativeText(lines.mid(0, 5).join(u'\n'));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::openScenarioDialog()
{
    if (!maybeSave())
        return;
    const QString path = FileDialog::getOpenFileName(this,
                                                     tr("Open Scenario"),
                                                     tr("Scenarios (*.yaml *.yml)"));
    if (!path.isEmpty())
        openScenario(path);
}

bool MainWindow::saveScenarioTo(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        QMessageBox::critical(this,
                              tr("Cannot save the scenario"),
                              tr("The scenario was not saved; the file on disk is unchanged.\n\n%1")
                                  .arg(error));
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return true;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty() || m_document->filePath().startsWith(u':'))
        return saveAs();
    return saveScenarioTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    const QString path = FileDialog::getSaveFileName(this,
                                                     tr("Save Scenario"),
                                                     tr("Scenarios (*.yaml)"),
                                                     QStringLiteral("scenario.yaml"));
    return !path.isEmpty() && saveScenarioTo(path);
}

void MainWindow::importConfig()
{
    const QString path = FileDialog::getOpenFileName(this,
                                                     tr("Import Hugging Face config.json"),
                                                     tr("Model configs (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    const std::optional<ModelArch> model = importHfConfigFile(path, &error);
    if (!model) {
        QMessageBox::warning(this, tr("Cannot import the config"), error);
        return;
    }
    importModel(*model);
}

void MainWindow::importModel(const ModelArch &model)
{
    // The scenario's name described the old model's job ("J3: weekly LoRA of Qwen3-32B"): the
    // title named a model no longer in it (issue 30). It now names the imported one; undo
    // brings the old name back with the old model.
    const TrText name = ATLAS_TR("Atlas::MainWindow", "%1 (imported model)");
    const LocalizedText renamed{PlotContext::english().text(
                                    name.arg(model.name.text(Language::English))),
                                PlotContext::chinese().text(
                                    name.arg(model.name.text(Language::Chinese)))};
    m_document->edit(ScenarioField::Model, tr("Import model config"), [&](Scenario &s) {
        s.customModel = model;
        s.modelId.clear();
        s.name = renamed;
    });
}

bool MainWindow::exportView(View view, const QString &path, QString *error)
{
    const bool svg = path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    const QSize size = imageCanvas(view);
    const PlotView *plot = plotView(view);
    const PlotFunction draw = [plot](QPainter *p, const QRectF &r) { plot->plot(p, r); };
    return svg ? exportSvg(draw, path, size.width(), size.height(), windowTitle(), error)
               : exportPng(draw, path, size.width(), size.height(), error);
}

bool MainWindow::exportMatrixCsv(const QString &path, QString *error)
{
    return saveFileAtomically(path, toCsv(m_matrix->tableRows()), error);
}

bool MainWindow::exportCompareCsv(const QString &path, QString *error)
{
    return saveFileAtomically(path, toCsv(m_compare->tableRows(m_display->language())), error);
}

bool MainWindow::exportReport(const QString &path, ReportLanguage language, QString *error)
{
    // The report draws the views through their plot() in its own context: the window keeps
    // its language and labels. Which views have a page is in the view table.
    QList<ReportView> views;
    for (const ViewInfo &info : viewTable()) {
        if (!info.reportTitle)
            continue;
        const PlotView *plot = plotView(info.view);
        views.append({TrText("Atlas::PdfReport", info.reportTitle),
                      QSizeF(info.reportCanvas),
                      [plot](QPainter *p, const QRectF &r, const PlotContext &context) {
                          plot->plot(p, r, context);
                      }});
    }
    PdfReport report(*m_document, views, m_display->context().highContrast);
    return report.write(path, language, error);
}

void MainWindow::exportReportDialog(ReportLanguage language)
{
    const QString path = FileDialog::getSaveFileName(this,
                                                     tr("Export PDF Report"),
                                                     tr("PDF (*.pdf)"),
                                                     QStringLiteral("compute-atlas-report.pdf"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportReport(path, language, &error))
        QMessageBox::critical(this, tr("Cannot export the report"), error);
    else
        statusBar()->showMessage(tr("Report written to %1").arg(path), 5000);
}

void MainWindow::exportViewDialog()
{
    const QString path = FileDialog::getSaveFileName(this,
                                                     tr("Export View"),
                                                     tr("PNG image (*.png);;SVG drawing (*.svg)"),
                                                     viewKey(currentView())
                                                         + QStringLiteral(".png"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportView(currentView(), path, &error))
        QMessageBox::critical(this, tr("Cannot export the view"), error);
}

void MainWindow::exportCsvDialog(bool compare)
{
    const QString path = FileDialog::getSaveFileName(this,
                                                     compare ? tr("Export Comparison")
                                                             : tr("Export Matrix"),
                                                     tr("CSV (*.csv)"),
                                                     compare ? QStringLiteral("comparison.csv")
                                                             : QStringLiteral("matrix.csv"));
    if (path.isEmpty())
        return;
    QString error;
    if (!(compare ? exportCompareCsv(path, &error) : exportMatrixCsv(path, &error)))
        QMessageBox::critical(this, tr("Cannot export the table"), error);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this,
        tr("About ComputeAtlas"),
        tr("<h3>ComputeAtlas 算力产区图 %1</h3>"
           "<p>What hardware an AI job needs, what it costs and where in China it should run.</p>"
           "<p>Map geometry: Apache ECharts 4.9.0 (Apache License 2.0). Hub and cluster "
           "coordinates: "
           "GeoNames, geonames.org (CC-BY-4.0). The map is schematic, not an official standard map "
           "(示意图，非标准地图).</p>"
           "<p>Accelerator, region and price figures carry their sources and confidence grades; "
           "see "
           "Help → Data Sources and Confidence.</p><p>Licence: GPL-3.0-or-later.</p>")
            .arg(QStringLiteral(COMPUTE_ATLAS_VERSION)));
}

void MainWindow::showSources()
{
    const Language l = m_display->language();
    QStringList rows;
    for (const Accelerator &a : m_catalog->accelerators())
        rows << QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                    .arg(a.name.text(l).toHtmlEscaped(),
                         confidenceKey(a.confidence),
                         a.sources.value(0).toHtmlEscaped());
    QMessageBox box(this);
    box.setWindowTitle(tr("Data Sources and Confidence"));
    box.setTextFormat(Qt::RichText);
    box.setText(
        tr("<p>Confidence grades: A vendor document and an independent database agree; B two or "
           "more "
           "reputable secondary sources; C a single source or a vendor claim; U unverified.</p>"
           "<table><tr><th>Accelerator</th><th>Grade</th><th>First source</th></tr>%1</table>")
            .arg(rows.join(QString())));
    box.exec();
}

} // namespace Atlas
