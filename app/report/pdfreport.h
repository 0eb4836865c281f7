#pragma once

#include "common/plotcontext.h"
#include "text/trtext.h"

#include <QList>
#include <QPageLayout>
#include <QSizeF>
#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QPainter;
class QPdfWriter;
class QRectF;
QT_END_NAMESPACE

namespace Atlas {

class ScenarioDocument;
namespace Report {
class ReportContent;
struct Block;
} // namespace Report

enum class ReportLanguage { English, Chinese, Both };

// One page of the report that shows a view: its title, the canvas it is laid out on (then
// scaled to the page) and the view's plot() in the report's context.
struct ReportView
{
    TrText title;
    QSizeF canvas;
    std::function<void(QPainter *, const QRectF &, const PlotContext &)> plot;
};

// The decision report a board can read: page 1 an executive summary (the question, the answer
// in one sentence, the decision table of the options, the assumptions that move the answer
// most); then the recommendation's reasons (budget, regions, memory), costs, the planner's
// options, the comparison; the views on landscape pages, scaled so that no text is under 8 pt;
// the matrix's row and column for this decision, assumptions and sources as tables that
// continue across pages. In English, Chinese or both (every paragraph, value and cell in both
// languages). Everything comes from the document and the views' plot(), drawn in the report's
// own PlotContext: the running application keeps its language. Rendered in memory, then saved
// through saveFileAtomically (io/savefile.h).
class PdfReport
{
public:
    PdfReport(const ScenarioDocument &document, QList<ReportView> views, bool highContrast = false);
    bool write(const QString &path, ReportLanguage language, QString *error);

    // Text on paper is at least this large, in points.
    static constexpr double MinimumTextPt = 8.0;

private:
    QString label(const TrText &source) const; // "决策报告 Decision report" in both languages
    using Section = QList<Report::Block> (Report::ReportContent::*)() const;
    QString sectionHtml(Section section) const;
    QString summaryOnOnePage(); // page 1's HTML, with as many planner rows as it holds
    QRectF startPage(QPageLayout::Orientation orientation);
    void drawFrame(const QRectF &page);
    void drawFlow(const QString &html, QPageLayout::Orientation orientation);
    void drawView(const ReportView &view);

    const ScenarioDocument &m_document;
    QList<ReportView> m_views;
    bool m_highContrast = false;
    ReportLanguage m_language = ReportLanguage::English;
    PlotContext m_context;
    int m_plannerRows = 0; // page 1's planner rows, 0: as many as the content gives
    // While writing.
    QPdfWriter *m_writer = nullptr;
    QPainter *m_painter = nullptr;
    int m_pageNumber = 0;
};

} // namespace Atlas
