#include "report/pdfreport.h"

#include "common/fonts.h"
#include "common/numberformat.h"
#include "common/plotpalette.h"
#include "document/scenariodocument.h"
#include "io/savefile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace Atlas {

namespace {

// Views paint in logical 96-dpi units; the writer runs at 300 dpi.
constexpr double Logical = 96.0;
constexpr int Resolution = 300;

QString htmlList(const QStringList &items)
{
    QString out = QStringLiteral("<ul>");
    for (const QString &i : items)
        out += QStringLiteral("<li>") + i.toHtmlEscaped() + QStringLiteral("</li>");
    return out + QStringLiteral("</ul>");
}

PlotContext reportContext(ReportLanguage language, bool highContrast)
{
    PlotContext c;
    // A bilingual report writes its prose in Chinese and labels in both languages.
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

QString PdfReport::heading(const TrText &source) const
{
    return m_context.label(source);
}

QString PdfReport::text(const TrText &source) const
{
    return m_context.text(source);
}

QString PdfReport::name(const LocalizedText &name) const
{
    if (!m_context.bothLanguages || name.zh.isEmpty() || name.en.isEmpty() || name.zh == name.en)
        return name.text(m_context.language);
    return name.zh + QStringLiteral(" / ") + name.en;
}

QString PdfReport::formName(ServiceForm form) const
{
    const ServiceFormInfo *info = m_document.catalog().pricing().serviceForm(form);
    return info ? info->name.text(m_context.language) : serviceFormKey(form);
}

void PdfReport::drawFrame(QPainter *painter, const QRectF &page, int number)
{
    painter->save();
    painter->setFont(plotFont(9));
    painter->setPen(QColor(0x55, 0x55, 0x55));
    const QString title = m_language == ReportLanguage::Chinese
                              ? QStringLiteral("算力产区图 ComputeAtlas · 决策报告")
                              : QStringLiteral("ComputeAtlas 算力产区图 · ")
                                    + heading(ATLAS_TR("Atlas::PdfReport", "Decision report"));
    painter->drawText(QRectF(page.left(), page.top() - 28, page.width(), 16),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      title);
    painter->drawText(QRectF(page.left(), page.top() - 28, page.width(), 16),
                      Qt::AlignRight | Qt::AlignVCenter,
                      QDate::currentDate().toString(Qt::ISODate));
    painter->drawLine(QPointF(page.left(), page.top() - 10), QPointF(page.right(), page.top() - 10));
    painter->drawLine(QPointF(page.left(), page.bottom() + 10),
                      QPointF(page.right(), page.bottom() + 10));
    const QString footer = heading(ATLAS_TR("Atlas::PdfReport", "Page %1").arg(number));
    painter->drawText(QRectF(page.left(), page.bottom() + 12, page.width(), 16),
                      Qt::AlignRight | Qt::AlignVCenter,
                      footer);
    painter->drawText(QRectF(page.left(), page.bottom() + 12, page.width(), 16),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      heading(
                          ATLAS_TR("Atlas::PdfReport",
                                   "Estimates with their assumptions; see the sources section")));
    painter->restore();
}

void PdfReport::drawHeading(QPainter *painter, const QRectF &area, const QString &title, double *y)
{
    painter->save();
    painter->setFont(plotFont(17, true));
    painter->setPen(PlotColors::heading());
    painter->drawText(QRectF(area.left(), *y, area.width(), 26),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      title);
    painter->restore();
    *y += 32;
}

void PdfReport::drawDocument(QPdfWriter &writer,
                             QPainter *painter,
                             QTextDocument &document,
                             const QString &title,
                             int *pageNumber,
                             const QRectF &page)
{
    document.setDefaultFont(plotFont(11));
    document.setTextWidth(page.width());
    const double firstTop = 32;
    const double available = page.height() - firstTop;
    const double total = document.size().height();
    double offset = 0;
    bool first = true;
    while (offset < total) {
        if (!first) {
            writer.newPage();
            drawFrame(painter, page, ++*pageNumber);
        }
        double y = page.top();
        drawHeading(painter,
                    page,
                    first ? title : text(ATLAS_TR("Atlas::PdfReport", "%1 (continued)").arg(title)),
                    &y);
        painter->save();
        painter->translate(page.left(), y - offset);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, offset, page.width(), available);
        painter->setClipRect(context.clip);
        document.documentLayout()->draw(painter, context);
        painter->restore();
        offset += available;
        first = false;
    }
}

QString PdfReport::coverHtml() const
{
    const Language l = m_context.language;
    const Scenario &s = m_document.scenario();
    const ScenarioResult &r = m_document.result();
    auto row = [](const QString &k, const QString &v) {
        return QStringLiteral(
                   "<tr><td style='color:#555;padding-right:12px'>%1</td><td>%2</td></tr>")
            .arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    QString rows;
    rows += row(heading(ATLAS_TR("Atlas::PdfReport", "Scenario")), name(s.name));
    rows += row(heading(ATLAS_TR("Atlas::PdfReport", "Model")),
                r.valid ? name(r.model.name)
                              + Format::parenthesised(Format::params(r.estimate.params, l), l)
                        : s.modelId);
    rows += row(heading(ATLAS_TR("Atlas::PdfReport", "Task")),
                text(taskName(s.workload.task)) + Format::listSeparator(l)
                    + precisionLabel(s.workload.precision));
    if (r.accelerator)
        rows += row(heading(ATLAS_TR("Atlas::PdfReport", "Accelerator")),
                    QStringLiteral("%1 × %2").arg(s.layout.gpus).arg(name(r.accelerator->name)));
    rows += row(heading(ATLAS_TR("Atlas::PdfReport", "Pricing")), formName(s.pricing));
    rows += row(heading(ATLAS_TR("Atlas::PdfReport", "Region")),
                r.region ? name(r.region->name)
                         : text(ATLAS_TR("Atlas::PdfReport", "national average")));
    if (s.budgetCny)
        rows += row(heading(ATLAS_TR("Atlas::PdfReport", "Budget")), Format::money(*s.budgetCny, l));
    return QStringLiteral("<h1 style='color:#1f3a5f'>ComputeAtlas 算力产区图</h1><p "
                          "style='font-size:13pt'>%1</p>"
                          "<p>%2</p><table>%3</table>")
        .arg(heading(ATLAS_TR("Atlas::PdfReport", "Decision report")).toHtmlEscaped(),
             QDate::currentDate().toString(Qt::ISODate),
             rows);
}

QString PdfReport::recommendationHtml() const
{
    const Language l = m_context.language;
    const ScenarioResult &r = m_document.result();
    const Scenario &s = m_document.scenario();
    if (!r.valid)
        return QStringLiteral("<p>%1</p>").arg(text(r.problems.value(0)).toHtmlEscaped());
    const FitResult &fit = *r.estimate.fit;
    QStringList sentences;
    const QString card = r.accelerator->name.text(l);
    if (fit.fits)
        sentences << text(ATLAS_TR("Atlas::PdfReport", "The job fits on %1 × %2 with %3 per card."))
                         .arg(s.layout.gpus)
                         .arg(card, Format::gib(r.estimate.perGpu.total(), l));
    else if (fit.minGpus)
        sentences << text(ATLAS_TR(
                              "Atlas::PdfReport",
                              "The job does not fit on %1 × %2; it needs at least %3 cards (data "
                              "parallel %4, tensor parallel %5, pipeline %6, ZeRO %7)."))
                         .arg(s.layout.gpus)
                         .arg(card)
                         .arg(*fit.minGpus)
                         .arg(fit.layout.dp())
                         .arg(fit.layout.tp)
                         .arg(fit.layout.pp)
                         .arg(fit.layout.zero);
    else
        sentences << text(ATLAS_TR("Atlas::PdfReport",
                                   "The job does not fit on %1 at any layout up to %2 "
                                   "cards."))
                         .arg(card)
                         .arg(fit.searchedUpTo);
    if (r.timeKnown)
        sentences << text(ATLAS_TR("Atlas::PdfReport",
                                   "It runs for %1 and costs %2 as %3 (energy %4, %5)."))
                         .arg(Format::hours(r.wallHours, l),
                              r.cost.priced ? Format::money(r.cost.totalCny, l)
                                            : QStringLiteral("—"),
                              formName(s.pricing),
                              Format::kwh(r.cost.energyKwh, l),
                              Format::co2(r.cost.co2Kg, l));
    const RegionCost *cheapest = nullptr;
    for (const RegionCost &rc : r.regions)
        if (rc.cost.priced && rc.suitability == Suitability::Suited && !rc.region->isHub()
            && (!cheapest || rc.cost.totalCny < cheapest->cost.totalCny))
            cheapest = &rc;
    if (cheapest)
        sentences << text(ATLAS_TR("Atlas::PdfReport",
                                   "Among the clusters whose role suits this job, %1 "
                                   "prices it lowest at %2."))
                         .arg(cheapest->region->name.text(l),
                              Format::money(cheapest->cost.totalCny, l));
    if (!fit.fits) {
        QStringList fixes;
        for (const FitAlternative &a : r.alternatives)
            if (a.fits && a.key != u"standard")
                fixes << text(a.label);
        if (!fixes.isEmpty())
            sentences << text(ATLAS_TR("Atlas::PdfReport",
                                       "On the same cards it would fit with: %1."))
                             .arg(fixes.join(text(ATLAS_TR("Atlas::PdfReport", "; "))));
    }
    if (!s.seedClaim.isEmpty())
        sentences << text(ATLAS_TR("Atlas::PdfReport", "The seed document claims: %1"))
                         .arg(s.seedClaim.text(l));
    return QStringLiteral("<p style='font-size:10.5pt;line-height:140%'>%1</p>")
        .arg(sentences.join(Format::sentenceSeparator(l)).toHtmlEscaped());
}

QString PdfReport::costHtml() const
{
    const Language l = m_context.language;
    const ScenarioResult &r = m_document.result();
    if (!r.valid)
        return {};
    const PlanCost &c = r.cost;
    auto row = [](const QString &k, const QString &v) {
        return QStringLiteral(
                   "<tr><td style='padding-right:18px'>%1</td><td align='right'>%2</td></tr>")
            .arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    QString t = QStringLiteral("<table cellspacing='2'>");
    t += row(heading(ATLAS_TR("Atlas::PdfReport", "Compute (rent or amortised cards)")),
             Format::money(c.computeCny, l));
    t += row(heading(ATLAS_TR("Atlas::PdfReport", "Electricity")),
             Format::money(c.electricityCny, l));
    t += row(heading(ATLAS_TR("Atlas::PdfReport", "Hosting")), Format::money(c.hostingCny, l));
    t += row(heading(ATLAS_TR("Atlas::PdfReport", "Operations")), Format::money(c.operationsCny, l));
    t += row(heading(ATLAS_TR("Atlas::PdfReport", "CPU server")), Format::money(c.cpuCny, l));
    t += row(heading(ATLAS_TR("Atlas::PdfReport", "Total")), Format::money(c.totalCny, l));
    t += row(heading(ATLAS_TR("Atlas::PdfReport", "Energy")), Format::kwh(c.energyKwh, l));
    t += row(heading(ATLAS_TR("Atlas::PdfReport", "CO₂")), Format::co2(c.co2Kg, l));
    t += QStringLiteral("</table><p><b>%1</b></p><table cellspacing='2'>")
             .arg(heading(ATLAS_TR("Atlas::PdfReport", "One-hour trial")).toHtmlEscaped());
    for (const PlanCost &trial : r.oneHourTrial)
        t += row(formName(trial.form),
                 trial.priced ? Format::money(trial.totalCny, l) : QStringLiteral("—"));
    t += QStringLiteral("</table>");
    if (r.rentVsBuy.breakEvenMonths)
        t += QStringLiteral("<p>%1</p>")
                 .arg(text(ATLAS_TR(
                               "Atlas::PdfReport",
                               "Buying the cards pays off after %1 months of renting them 24×7."))
                          .arg(Format::number(*r.rentVsBuy.breakEvenMonths, 1, l))
                          .toHtmlEscaped());
    return t;
}

QString PdfReport::assumptionsHtml() const
{
    const ScenarioResult &r = m_document.result();
    QStringList items;
    for (const TrText &a : r.assumptions) {
        if (m_language == ReportLanguage::Both)
            items << PlotContext::chinese().text(a) + QStringLiteral(" / ")
                         + PlotContext::english().text(a);
        else
            items << text(a);
    }
    return htmlList(items);
}

QString PdfReport::sourcesHtml() const
{
    const Language l = m_context.language;
    const ScenarioResult &r = m_document.result();
    const Scenario &s = m_document.scenario();
    const Catalog &catalog = m_document.catalog();
    QStringList ids{s.acceleratorId};
    for (const CompareOption &o : s.compare)
        if (!ids.contains(o.acceleratorId))
            ids << o.acceleratorId;
    QString html
        = QStringLiteral("<p>%1</p><table cellspacing='3'>")
              .arg(text(ATLAS_TR("Atlas::PdfReport",
                                 "Confidence: A vendor text and a database agree; B two secondary "
                                 "sources; C one source or a vendor claim; U unverified."))
                       .toHtmlEscaped());
    for (const QString &id : ids) {
        const Accelerator *a = catalog.accelerator(id);
        if (!a)
            continue;
        html += QStringLiteral("<tr><td valign='top'><b>%1</b> [%2]</td><td>%3</td></tr>")
                    .arg(a->name.text(l).toHtmlEscaped(),
                         confidenceKey(a->confidence),
                         a->sources.join(QStringLiteral("; ")).toHtmlEscaped());
    }
    if (r.valid) {
        html += QStringLiteral("<tr><td valign='top'><b>%1</b></td><td>%2</td></tr>")
                    .arg(r.model.name.text(l).toHtmlEscaped(),
                         r.model.sources.join(QStringLiteral("; ")).toHtmlEscaped());
        const Region *region = r.region;
        if (region)
            for (const QString &key : region->sources)
                html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                            .arg(key, catalog.sourceText(key).toHtmlEscaped());
    }
    html += QStringLiteral("</table><p>%1</p>")
                .arg(text(ATLAS_TR(
                              "Atlas::PdfReport",
                              "Map: Apache ECharts 4.9.0 geometry (Apache-2.0); coordinates "
                              "GeoNames (CC-BY-4.0). Schematic map, not an official standard map."))
                         .toHtmlEscaped());
    return html;
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
    writer.setPageMargins(QMarginsF(15, 20, 15, 20), QPageLayout::Millimeter);
    writer.setCreator(QStringLiteral("ComputeAtlas ") + QStringLiteral(COMPUTE_ATLAS_VERSION));
    writer.setTitle(QStringLiteral("ComputeAtlas — ")
                    + m_document.scenario().name.text(m_context.language));
    QPainter painter;
    if (!painter.begin(&writer))
        return fail(QCoreApplication::translate("Atlas::PdfReport", "cannot start the PDF for %1")
                        .arg(path));
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const double scale = double(Resolution) / Logical;
    painter.scale(scale, scale);
    const QRect paint = writer.pageLayout().paintRectPixels(Resolution);
    const QRectF page(0, 0, paint.width() / scale, paint.height() / scale);
    int pageNumber = 1;

    // 1. Cover and recommendation.
    drawFrame(&painter, page, pageNumber);
    {
        QTextDocument cover;
        cover.setDefaultFont(plotFont(12));
        cover.setHtml(
            coverHtml()
            + QStringLiteral("<h2 style='color:#1f3a5f'>%1</h2>")
                  .arg(heading(ATLAS_TR("Atlas::PdfReport", "Recommendation")).toHtmlEscaped())
            + recommendationHtml());
        cover.setTextWidth(page.width());
        painter.save();
        painter.translate(page.topLeft());
        cover.drawContents(&painter, QRectF(0, 0, page.width(), page.height()));
        painter.restore();
    }
    // 2–5. The views, each on its own page, through the same plot() as the screen.
    for (const ReportView &view : std::as_const(m_views)) {
        writer.newPage();
        drawFrame(&painter, page, ++pageNumber);
        double y = page.top();
        drawHeading(&painter, page, heading(view.title), &y);
        // Each view is laid out on a screen-sized canvas and scaled onto the page, so the report
        // shows what the screen shows; it stays vector.
        const QSizeF canvas = view.canvas;
        const double fit = std::min(page.width() / canvas.width(),
                                    (page.bottom() - y) / canvas.height());
        painter.save();
        painter.translate(page.left(), y);
        painter.scale(fit, fit);
        view.plot(&painter, QRectF(QPointF(0, 0), canvas), m_context);
        painter.restore();
    }
    // 6–8. Cost breakdown, assumptions, sources.
    const std::pair<TrText, QString> sections[] = {
        {ATLAS_TR("Atlas::PdfReport", "Cost breakdown"), costHtml()},
        {ATLAS_TR("Atlas::PdfReport", "Assumptions"), assumptionsHtml()},
        {ATLAS_TR("Atlas::PdfReport", "Data sources and confidence"), sourcesHtml()},
    };
    for (const auto &[title, html] : sections) {
        writer.newPage();
        drawFrame(&painter, page, ++pageNumber);
        QTextDocument doc;
        doc.setHtml(html);
        drawDocument(writer, &painter, doc, heading(title), &pageNumber, page);
    }
    if (!painter.end())
        return fail(QCoreApplication::translate("Atlas::PdfReport", "cannot finish the PDF for %1")
                        .arg(path));
    QString saveError;
    if (!saveFileAtomically(path, pdf, &saveError))
        return fail(saveError);
    return true;
}

} // namespace Atlas
