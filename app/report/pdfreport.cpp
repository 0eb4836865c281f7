#include "report/pdfreport.h"

#include "common/fonts.h"
#include "common/plotpalette.h"
#include "document/scenariodocument.h"
#include "io/savefile.h"
#include "report/reportcontent.h"
#include "report/reportpaginator.h"
#include "report/textprobe.h"
#include "views/scenario/loadcurve.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

#include <cmath>

namespace Atlas {

namespace {

// Views paint in logical 96-dpi units; the writer runs at 300 dpi. A logical pixel on paper is
// 72/96 pt, times the scale a chart is drawn at.
constexpr double Logical = 96.0;
constexpr int Resolution = 300;
constexpr double PointsPerLogical = 72.0 / Logical;
constexpr double BodyPx = 12.5;  // 9.4 pt
constexpr double FramePx = 11.0; // 8.25 pt: header and footer
constexpr double HeadingHeight = 34;

void layOut(QTextDocument &document, const QString &html, double width)
{
    document.setDefaultFont(plotFont(BodyPx));
    document.setDocumentMargin(0);
    document.setHtml(html);
    document.setTextWidth(width); // one long page: the paginator cuts it
}

// The frame's header and footer sit in the top and bottom margins. A chart page is short and
// wide: it gives the chart the height a portrait page keeps for reading comfort.
QMarginsF pageMargins(QPageLayout::Orientation orientation)
{
    return orientation == QPageLayout::Portrait ? QMarginsF(15, 20, 15, 20)
                                                : QMarginsF(15, 15, 15, 15);
}

// The part of a page that is drawn on, in logical units.
QSizeF logicalSize(const QPageLayout &layout)
{
    const double scale = double(Resolution) / Logical;
    const QRect paint = layout.paintRectPixels(Resolution);
    return QSizeF(paint.width() / scale, paint.height() / scale);
}

// The number of pages a flow takes alone.
int pagesOf(const QString &html, const QSizeF &page)
{
    QTextDocument document;
    layOut(document, html, page.width());
    return int(Report::paginate(document, {page.height()}).size());
}

PlotContext reportContext(ReportLanguage language, bool highContrast)
{
    PlotContext c;
    // A bilingual report's views draw Chinese with both languages in labels.
    c.language = language == ReportLanguage::English ? Language::English : Language::Chinese;
    c.bothLanguages = language == ReportLanguage::Both;
    c.highContrast = highContrast;
    return c;
}

} // namespace

PdfReport::PdfReport(const ScenarioDocument &document, QList<ReportView> views, bool highContrast)
    : m_document(document)
    , m_views(std::move(views))
    , m_highContrast(highContrast)
{}

QString PdfReport::label(const TrText &source) const
{
    return m_context.label(source);
}

QString PdfReport::sectionHtml(Section section) const
{
    auto blocks = [&](Language language) {
        Report::ReportContent content(m_document, language);
        if (m_plannerRows > 0)
            content.setPlannerRows(m_plannerRows);
        return (content.*section)();
    };
    switch (m_language) {
    case ReportLanguage::English:
        return Report::toHtml(blocks(Language::English));
    case ReportLanguage::Chinese:
        return Report::toHtml(blocks(Language::Chinese));
    case ReportLanguage::Both: {
        const Report::Blocks zh = blocks(Language::Chinese);
        const Report::Blocks en = blocks(Language::English);
        return Report::toHtml(zh, &en);
    }
    }
    return {};
}

QString PdfReport::summaryOnOnePage()
{
    // Page 1 is the whole summary: the planner's rows give way (down to one; its full list
    // follows the recommendation) before what moves the answer leaves the page. When even
    // that is too long, the summary flows on and the paginator keeps the list whole.
    const QSizeF page = logicalSize(m_writer->pageLayout());
    QString html;
    for (int rows = Report::ReportContent::PlannerRowsOnSummary; rows >= 1 && html.isEmpty();
         --rows) {
        m_plannerRows = rows;
        const QString attempt = sectionHtml(&Report::ReportContent::summary);
        if (pagesOf(attempt, page) == 1)
            html = attempt;
    }
    m_plannerRows = 0;
    return html.isEmpty() ? sectionHtml(&Report::ReportContent::summary) : html;
}

QRectF PdfReport::startPage(QPageLayout::Orientation orientation)
{
    // The first page takes the orientation before painting starts; later pages switch it just
    // before newPage(), which QPdfWriter applies to the new page.
    if (m_pageNumber > 0) {
        if (m_writer->pageLayout().orientation() != orientation) {
            m_writer->setPageOrientation(orientation);
            m_writer->setPageMargins(pageMargins(orientation), QPageLayout::Millimeter);
        }
        m_writer->newPage();
    }
    ++m_pageNumber;
    const QRectF page(QPointF(0, 0), logicalSize(m_writer->pageLayout()));
    drawFrame(page);
    return page;
}

void PdfReport::drawFrame(const QRectF &page)
{
    QPainter *painter = m_painter;
    painter->save();
    painter->setFont(plotFont(FramePx));
    painter->setPen(QColor(0x44, 0x44, 0x44));
    const QString title = QStringLiteral("ComputeAtlas 算力产区图 · ")
                          + label(ATLAS_TR("Atlas::PdfReport", "Decision report"));
    const QRectF top(page.left(), page.top() - 30, page.width(), 18);
    painter->drawText(top, Qt::AlignLeft | Qt::AlignVCenter, title);
    painter->drawText(top,
                      Qt::AlignRight | Qt::AlignVCenter,
                      QDate::currentDate().toString(Qt::ISODate));
    painter->drawLine(QPointF(page.left(), page.top() - 10), QPointF(page.right(), page.top() - 10));
    painter->drawLine(QPointF(page.left(), page.bottom() + 10),
                      QPointF(page.right(), page.bottom() + 10));
    const QRectF bottom(page.left(), page.bottom() + 12, page.width(), 18);
    painter->drawText(bottom,
                      Qt::AlignRight | Qt::AlignVCenter,
                      label(ATLAS_TR("Atlas::PdfReport", "Page %1").arg(m_pageNumber)));
    painter->drawText(bottom,
                      Qt::AlignLeft | Qt::AlignVCenter,
                      label(ATLAS_TR("Atlas::PdfReport",
                                     "Estimates with their assumptions; see the sources section")));
    painter->restore();
}

void PdfReport::drawFlow(const QString &html, QPageLayout::Orientation orientation)
{
    // Laid out as one long page, then cut where the paginator allows: between paragraphs and
    // table rows (each holds both languages of a bilingual report), never after a heading; a
    // continued table repeats its header. Nothing is shrunk.
    QRectF page = startPage(orientation);
    QTextDocument document;
    layOut(document, html, page.width());
    const QList<Report::Page> pages = Report::paginate(document, {page.height()});
    for (qsizetype i = 0; i < pages.size(); ++i) {
        if (i > 0)
            page = startPage(orientation);
        for (const Report::Slice &slice : pages.at(i).slices) {
            m_painter->save();
            m_painter->translate(page.left(), page.top() + slice.at - slice.top);
            const QRectF band(0, slice.top, page.width(), slice.bottom - slice.top);
            m_painter->setClipRect(band);
            // The layout draws every block and cell that touches its clip, and the painter's
            // clip only hides them: a block that starts where the page ends would still be in
            // the page's text (found by search, copied). A hair's narrower band leaves it out.
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = band.adjusted(0, 1, 0, -1);
            document.documentLayout()->draw(m_painter, context);
            m_painter->restore();
        }
    }
}

void PdfReport::drawView(const ReportView &view)
{
    const QRectF page = startPage(QPageLayout::Landscape);
    m_painter->save();
    m_painter->setFont(plotFont(20, true));
    m_painter->setPen(PlotColors::heading());
    m_painter->drawText(QRectF(page.left(), page.top(), page.width(), 28),
                        Qt::AlignLeft | Qt::AlignVCenter,
                        label(view.title));
    m_painter->restore();
    const QRectF area(page.left(),
                      page.top() + HeadingHeight,
                      page.width(),
                      page.height() - HeadingHeight);
    // The view is laid out on a canvas of the area's shape, somewhat larger than the area (the
    // views are designed for a screen), and scaled down onto it. Its text is then enlarged
    // (PlotContext::fontScale) until the smallest text is 8 pt on paper; the probe measures
    // what the view really draws, including what it scales itself.
    const double width = std::max(area.width(), std::min(view.canvas.width(), area.width() * 1.25));
    const QSizeF canvas(width, width * area.height() / area.width());
    const double fit = area.width() / canvas.width();
    PlotContext context = m_context;
    const double wanted = (MinimumTextPt + 0.2) / (fit * PointsPerLogical);
    // A view that scales itself to fit (the comparison's tall table) gains less than the
    // enlargement on each attempt, and not always the same: it takes a few more, and the best
    // attempt is drawn.
    PlotContext best = context;
    double bestSmallest = 0;
    for (int attempt = 0; attempt < 16; ++attempt) {
        const double smallest = smallestTextPx(QRectF(QPointF(0, 0), canvas), [&](QPainter *p) {
            view.plot(p, QRectF(QPointF(0, 0), canvas), context);
        });
        if (smallest > bestSmallest) {
            best = context;
            bestSmallest = smallest;
        }
        if (smallest <= 0 || smallest >= wanted)
            break;
        context.fontScale *= wanted / smallest;
    }
    context = best;
    m_painter->save();
    m_painter->translate(area.topLeft());
    m_painter->scale(fit, fit);
    view.plot(m_painter, QRectF(QPointF(0, 0), canvas), context);
    m_painter->restore();
}

bool PdfReport::write(const QString &path, ReportLanguage language, QString *error)
{
    // The report draws in its own context: the running application keeps its language.
    m_language = language;
    m_context = reportContext(language, m_highContrast);

    // The report is rendered into memory and then saved by saveFileAtomically, which checks
    // every write (a disk that fills up late in the stream keeps the old file and says why)
    // and refuses to replace what is not a regular file (a FIFO; /dev/null is written to).
    QByteArray pdf;
    QBuffer file(&pdf);
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (const QString problem = saveTargetProblem(path); !problem.isEmpty())
        return fail(problem); // before minutes of rendering, not after
    file.open(QIODevice::WriteOnly);
    QPdfWriter writer(&file);
    writer.setResolution(Resolution);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Portrait);
    writer.setPageMargins(pageMargins(QPageLayout::Portrait), QPageLayout::Millimeter);
    writer.setCreator(QStringLiteral("ComputeAtlas ") + QStringLiteral(COMPUTE_ATLAS_VERSION));
    writer.setTitle(QStringLiteral("ComputeAtlas — ")
                    + m_document.scenario().name.text(m_context.language));
    QPainter painter;
    if (!painter.begin(&writer))
        return fail(QCoreApplication::translate("Atlas::PdfReport", "cannot start the PDF for %1")
                        .arg(path));
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(double(Resolution) / Logical, double(Resolution) / Logical);
    m_writer = &writer;
    m_painter = &painter;
    m_pageNumber = 0;

    using Report::ReportContent;
    // 1. The executive summary on page 1, then what stands behind it in one flow: a section
    // starts a new page only when the page before it is well used.
    const QString summary = summaryOnOnePage();
    const QString details = sectionHtml(&ReportContent::recommendation)
                            + sectionHtml(&ReportContent::costs)
                            + sectionHtml(&ReportContent::options)
                            + sectionHtml(&ReportContent::comparison);
    if (pagesOf(summary, logicalSize(writer.pageLayout())) == 1) {
        drawFlow(summary, QPageLayout::Portrait);
        drawFlow(details, QPageLayout::Portrait);
    } else {
        drawFlow(summary + details, QPageLayout::Portrait); // its tail shares a page
    }
    // A week of load: the mixes ranked, the recommended one, and the curve they are held over.
    if (m_document.scenario().loadProfile) {
        drawFlow(sectionHtml(&ReportContent::fleet), QPageLayout::Portrait);
        if (m_document.result().fleet && m_document.result().fleet->valid)
            drawView({ATLAS_TR("Atlas::PdfReport", "The week's load and the cards that carry it"),
                      QSizeF(900, 500),
                      [this](QPainter *p, const QRectF &target, const PlotContext &context) {
                          paintLoadCurve(p, target, m_document.result(), context);
                      }});
    }
    // 2. The views, each on a landscape page, through the same plot() as the screen.
    for (const ReportView &view : std::as_const(m_views))
        drawView(view);
    // 3. The matrix for this decision, assumptions and sources: tables that continue.
    drawFlow(sectionHtml(&ReportContent::matrix) + sectionHtml(&ReportContent::assumptions)
                 + sectionHtml(&ReportContent::sources),
             QPageLayout::Portrait);

    m_writer = nullptr;
    m_painter = nullptr;
    if (!painter.end())
        return fail(QCoreApplication::translate("Atlas::PdfReport", "cannot finish the PDF for %1")
                        .arg(path));
    QString saveError;
    if (!saveFileAtomically(path, pdf, &saveError))
        return fail(saveError);
    return true;
}

} // namespace Atlas
