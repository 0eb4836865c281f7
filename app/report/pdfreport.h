#pragma once

#include "catalog/pricing.h"
#include "text/trtext.h"

#include <QString>

QT_BEGIN_NAMESPACE
class QPainter;
class QPdfWriter;
class QRectF;
class QTextDocument;
QT_END_NAMESPACE

namespace Atlas {

class MainWindow;

// The decision report: cover, recommendation, tier chart, fit matrix, region map, comparison,
// cost breakdown, assumptions and data sources — A4, vector, fonts embedded, page numbers,
// header and footer; in English, Chinese or both. Rendered in memory, then saved through
// saveFileAtomically (io/savefile.h).
class PdfReport
{
public:
    enum class Mode { English = 0, Chinese = 1, Both = 2 };

    explicit PdfReport(MainWindow *window);
    bool write(const QString &path, Mode mode, QString *error);

private:
    struct Page;
    QString heading(const char *source) const; // "Cost breakdown", "成本明细" or both
    QString text(const char *source) const;
    QString text(const TrText &source) const; // a core text in the report's prose language
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

    MainWindow *m_window;
    Mode m_mode = Mode::English;
};

} // namespace Atlas
