#pragma once

#include "catalog/pricing.h"
#include "common/plotcontext.h"
#include "text/trtext.h"

#include <QList>
#include <QSizeF>
#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QPainter;
class QPdfWriter;
class QRectF;
class QTextDocument;
QT_END_NAMESPACE

namespace Atlas {

class ScenarioDocument;

enum class ReportLanguage { English, Chinese, Both };

// One page of the report that shows a view: its title, the canvas it is laid out on (then
// scaled to the page) and the view's plot() in the report's context.
struct ReportView
{
    TrText title;
    QSizeF canvas;
    std::function<void(QPainter *, const QRectF &, const PlotContext &)> plot;
};

// The decision report: cover, recommendation, the views (tier chart, fit matrix, region map,
// comparison), cost breakdown, assumptions and data sources — A4, vector, fonts embedded, page
// numbers, header and footer; in English, Chinese or both. Everything comes from the document
// and the views' plot(), drawn in the report's own PlotContext: the running application keeps
// its language, nothing is switched and restored. Rendered in memory, then saved through
// saveFileAtomically (io/savefile.h).
class PdfReport
{
public:
    PdfReport(const ScenarioDocument &document, QList<ReportView> views, bool highContrast = false);
    bool write(const QString &path, ReportLanguage language, QString *error);

private:
    QString heading(const TrText &source) const; // "Cost breakdown", "成本明细" or both
    QString text(const TrText &source) const;    // prose, in the report's language
    QString formName(ServiceForm form) const;
    QString name(const LocalizedText &name) const; // "中文 / English" in a bilingual report
    void drawFrame(QPainter *painter, const QRectF &page, int number);
    void drawHeading(QPainter *painter, const QRectF &area, const QString &title, double *y);
    void drawDocument(QPdfWriter &writer,
                      QPainter *painter,
                      QTextDocument &document,
                      const QString &title,
                      int *pageNumber,
                      const QRectF &page);
    QString coverHtml() const;
    QString recommendationHtml() const;
    QString costHtml() const;
    QString assumptionsHtml() const;
    QString sourcesHtml() const;

    const ScenarioDocument &m_document;
    QList<ReportView> m_views;
    bool m_highContrast = false;
    ReportLanguage m_language = ReportLanguage::English;
    PlotContext m_context;
};

} // namespace Atlas
