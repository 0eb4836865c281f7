// The PDF report (issues 7 and 18), read back the way a reader's tools see it: pdfinfo for the
// pages and their orientation, pdftotext for the words (Chinese must extract as Chinese, not as
// Kangxi radicals) and their boxes (the text size), pdffonts for embedding. Each seed case in
// English, Chinese and both languages. Expected figures come from the document's results and
// the shared number formats, never from the report's own code.

#include "catalog/catalog.h"
#include "common/fonts.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "scenario/scenario.h"
#include "support/guitestutil.h"
#include "support/testutil.h"
#include "views/tierchart/tierchartview.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <QDir>

#include <csignal>
#include <sys/resource.h>

using namespace Atlas;

namespace {

QString run(const QString &program, const QStringList &arguments)
{
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty())
        qFatal("%s not found: install poppler-utils (./atlas.sh test does)", qPrintable(program));
    QProcess p;
    p.start(path, arguments);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

enum Mode { English = 0, Chinese = 1, Both = 2 };

QString pdfText(const QString &pdf, int first = 0, int last = 0)
{
    // Content-stream order: a table cell's lines stay together.
    QStringList arguments{QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8")};
    if (first > 0)
        arguments << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l")
                  << QString::number(last > 0 ? last : first);
    return run(QStringLiteral("pdftotext"), arguments << pdf << QStringLiteral("-"));
}

// pdftotext breaks long lines and wraps table cells; compare with whitespace removed (the
// no-break space and the word joiner inside a duration too: copied text has neither).
QString flat(QString text)
{
    static const QRegularExpression space(QStringLiteral("[\\s\\x{00a0}\\x{2060}]+"));
    return text.remove(space);
}

struct Word
{
    int page = 0;
    QString text;
    double height = 0; // across the text: the box's height, its width for upright text
};

QList<Word> words(const QString &pdf)
{
    const QString xml = run(QStringLiteral("pdftotext"),
                            {QStringLiteral("-bbox-layout"),
                             QStringLiteral("-enc"),
                             QStringLiteral("UTF-8"),
                             pdf,
                             QStringLiteral("-")});
    static const QRegularExpression box(
        QStringLiteral("<(page|line|word) (?:width=\"[^\"]*\" height=\"[^\"]*\"|xMin=\"([\\d.]+)\" "
                       "yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\")>([^<]*)"));
    QList<Word> out;
    int page = 0;
    bool upright = false;                // the line is rotated a quarter turn (an axis title)
    QList<std::pair<Word, double>> line; // each word with its width
    auto flush = [&] {
        // An upright line stacks its words: their extent across the text is the width. A lone
        // short word taller than wide ("1") is not upright text.
        const bool across = upright && (line.size() > 1 || line.value(0).first.text.size() >= 3);
        for (auto &[word, width] : line) {
            if (across)
                word.height = width;
            out.append(word);
        }
        line.clear();
    };
    for (auto it = box.globalMatch(xml); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString kind = m.captured(1);
        const double width = m.captured(4).toDouble() - m.captured(2).toDouble();
        const double height = m.captured(5).toDouble() - m.captured(3).toDouble();
        if (kind == u"page") {
            flush();
            ++page;
        } else if (kind == u"line") {
            flush();
            upright = height > 1.5 * width;
        } else {
            line.append({Word{page, m.captured(6), height}, width});
        }
    }
    flush();
    return out;
}

// The height pdftotext gives a word set in 8 pt in the report's fonts: text is at least 8 pt
// when its box is at least this tall (a box is the font's ascent to descent, not the glyphs').
double eightPointHeight(const QString &dir)
{
    const QString path = dir + QStringLiteral("/eight-points.pdf");
    {
        QPdfWriter writer(path);
        writer.setResolution(300);
        QPainter painter(&writer);
        QFont font = plotFont(12);
        font.setPointSizeF(8.0);
        painter.setFont(font);
        painter.drawText(QPointF(300, 300), QStringLiteral("Calibration 校准"));
    }
    double height = 0;
    for (const Word &w : words(path))
        height = std::max(height, w.height);
    return height;
}

// Each page's text lines: their top and bottom in points, and whether the page is landscape.
struct PageLines
{
    bool landscape = false;
    double height = 0;
    QList<std::pair<double, double>> lines;
};

QList<PageLines> pageLines(const QString &pdf)
{
    const QString xml = run(QStringLiteral("pdftotext"),
                            {QStringLiteral("-bbox-layout"),
                             QStringLiteral("-enc"),
                             QStringLiteral("UTF-8"),
                             pdf,
                             QStringLiteral("-")});
    static const QRegularExpression box(
        QStringLiteral("<page width=\"([\\d.]+)\" height=\"([\\d.]+)\">|<line xMin=\"[\\d.]+\" "
                       "yMin=\"([\\d.]+)\" xMax=\"[\\d.]+\" yMax=\"([\\d.]+)\">"));
    QList<PageLines> pages;
    for (auto it = box.globalMatch(xml); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!m.captured(1).isEmpty()) {
            pages.append(
                {m.captured(1).toDouble() > m.captured(2).toDouble(), m.captured(2).toDouble(), {}});
        } else if (!pages.isEmpty()) {
            pages.last().lines.append({m.captured(3).toDouble(), m.captured(4).toDouble()});
        }
    }
    return pages;
}

// The share of each page's dark pixels, rendered in grey at 30 dpi (pdftoppm): the ink a
// reader sees, header and footer bands left out.
QList<double> inkPerPage(const QString &pdf, const QString &dir)
{
    const QString prefix = dir + QStringLiteral("/ink");
    run(QStringLiteral("pdftoppm"),
        {QStringLiteral("-r"), QStringLiteral("30"), QStringLiteral("-gray"), pdf, prefix});
    QList<double> ink;
    QDir folder(dir);
    QStringList files = folder.entryList({QStringLiteral("ink-*.pgm")}, QDir::Files);
    std::sort(files.begin(), files.end(), [](const QString &a, const QString &b) {
        return a.section(u'-', -1).section(u'.', 0, 0).toInt()
               < b.section(u'-', -1).section(u'.', 0, 0).toInt();
    });
    for (const QString &file : std::as_const(files)) {
        const QImage image(folder.filePath(file));
        const int top = image.height() * 9 / 100, bottom = image.height() * 91 / 100;
        qint64 dark = 0;
        for (int y = top; y < bottom; ++y)
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 200;
        ink << double(dark) / (double(image.width()) * (bottom - top));
        folder.remove(file);
    }
    return ink;
}

} // namespace

class TestPdfReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void seedCases_data();
    void seedCases();
    void summaryPage_data();
    void summaryPage();
    void regions_data();
    void regions();
    void bilingualEverywhere_data();
    void bilingualEverywhere();
    void pagesAreUsed_data();
    void pagesAreUsed();
    void bilingualPairsShareAPage_data();
    void bilingualPairsShareAPage();
    void paperHasNoPointer_data();
    void paperHasNoPointer();
    void unwritablePathSaysWhy();
    void failedExportKeepsTheOldFile();
    void windowKeepsItsLanguage_data();
    void windowKeepsItsLanguage();
    void quotesAndOldPrices();
    void summaryHoldsItsList_data();
    void summaryHoldsItsList();
    void yearOnlyWhenTheJobRecurs_data();
    void yearOnlyWhenTheJobRecurs();

private:
    QString exported(int scenario, int mode);

    QTemporaryDir m_dir;
    double m_eightPoints = 0;
};

QString TestPdfReport::exported(int scenario, int mode)
{
    const QString pdf = m_dir.filePath(QStringLiteral("report-%1-%2.pdf").arg(scenario).arg(mode));
    if (QFile::exists(pdf))
        return pdf;
    MainWindow window(AtlasTest::catalog());
    Diagnostics d;
    if (!window.document()->open(builtInScenarioFiles().at(scenario), d))
        qFatal("cannot open the built-in case %d", scenario);
    QString error;
    if (!window.exportReport(pdf, ReportLanguage(mode), &error))
        qFatal("export failed: %s", qPrintable(error));
    return pdf;
}

void TestPdfReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Preferences::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager::instance()->setLanguage(Language::English);
    QVERIFY(LanguageManager::instance()->chineseAvailable());
    m_eightPoints = eightPointHeight(m_dir.path());
    QVERIFY2(m_eightPoints > 8.0 && m_eightPoints < 12.0,
             qPrintable(QString::number(m_eightPoints)));
}

void TestPdfReport::seedCases_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<int>("mode");
    const char *cases[] = {"case A", "case B", "case C"};
    const char *modes[] = {"en", "zh", "both"};
    for (int c = 0; c < 3; ++c)
        for (int m = 0; m < 3; ++m)
            QTest::addRow("%s %s", cases[c], modes[m]) << c << m;
}

void TestPdfReport::seedCases()
{
    QFETCH(int, scenario);
    QFETCH(int, mode);
    MainWindow window(AtlasTest::catalog());
    Diagnostics d;
    QVERIFY(window.document()->open(builtInScenarioFiles().at(scenario), d));
    const Scenario &s = window.document()->scenario();
    const QString pdf = m_dir.filePath(QStringLiteral("report-%1-%2.pdf").arg(scenario).arg(mode));
    QString error;
    QVERIFY2(window.exportReport(pdf, ReportLanguage(mode), &error), qPrintable(error));
    // The tier chart as printed (its last plot): no name label over another (B200's was half
    // hidden under a neighbour's halo).
    const auto *tiers = window.findChild<TierChartView *>();
    QVERIFY(tiers);
    const QList<QRectF> labels = tiers->lastLabelRects();
    QVERIFY(labels.size() >= 5);
    for (qsizetype i = 0; i < labels.size(); ++i)
        for (qsizetype j = i + 1; j < labels.size(); ++j)
            QVERIFY(!labels.at(i).intersects(labels.at(j)));

    // Pages: the eight sections at least (long text sections continue on further pages), and
    // every page carries its number in the footer.
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpressionMatch pagesMatch
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    QVERIFY(pagesMatch.hasMatch());
    const int pages = pagesMatch.captured(1).toInt();
    QVERIFY2(pages >= 8, qPrintable(info));
    const QString text = pdfText(pdf);
    QSet<int> numbered;
    const QRegularExpression pageLabel(mode == Chinese ? QStringLiteral("第\\s*(\\d+)\\s*页")
                                                       : QStringLiteral("Page (\\d+)"));
    for (auto it = pageLabel.globalMatch(text); it.hasNext();)
        numbered.insert(it.next().captured(1).toInt());
    QCOMPARE(numbered.size(), pages);

    QCOMPARE(LanguageManager::instance()->language(), Language::English); // the window's, after
    // Words a reader expects in each language: the scenario's own name from its file, the
    // accelerator's catalog name, section titles.
    const Accelerator *card = AtlasTest::catalog()->accelerator(s.acceleratorId);
    QVERIFY(card);
    QStringList expected;
    if (mode != Chinese)
        expected << s.name.en << card->name.en << QStringLiteral("Model-to-GPU matrix")
                 << QStringLiteral("Cost breakdown") << QStringLiteral("Assumptions")
                 << QStringLiteral("Recommendation");
    if (mode == English)
        expected << QStringLiteral("Accelerators by tier"); // the chart's own title
    // The matrix's row of the scenario's model, an inline one (case C) too (it had none).
    const ModelArch *model = s.customModel ? &*s.customModel
                                           : AtlasTest::catalog()->model(s.modelId);
    QVERIFY(model);
    if (mode != Chinese)
        expected << QStringLiteral("Cards that carry ") + model->name.en;
    if (mode != English)
        expected << s.name.zh << QStringLiteral("匹配矩阵") << QStringLiteral("费用明细")
                 << QStringLiteral("假设")
                 << QStringLiteral("推荐方案")
                 // Drawn by the tier chart itself, which must have followed the report's
                 // language although the window shows English.
                 << QStringLiteral("加速卡梯队分布");
    if (mode == Chinese)
        expected << card->name.zh;
    const QString flatText = flat(text);
    for (const QString &e : std::as_const(expected))
        QVERIFY2(flatText.contains(flat(e)), qPrintable(QStringLiteral("missing \"%1\"").arg(e)));
    // Qt's PDF writer with some CJK fonts maps 比, 长, 用 … to Kangxi radicals (U+2F00–U+2FDF)
    // and CJK radicals (U+2E80–U+2EFF): the page looks right, copied text does not.
    for (const QChar c : text)
        QVERIFY2(c.unicode() < 0x2e80 || c.unicode() > 0x2fdf,
                 qPrintable(QStringLiteral("radical U+%1 in the text").arg(c.unicode(), 4, 16)));
    // An English report has no Chinese headings (the product name and catalog names aside).
    if (mode == English)
        for (const char *zh : {"推荐方案", "费用明细", "数据来源"})
            QVERIFY2(!text.contains(QString::fromUtf8(zh)), zh);

    // Fonts: every font embedded, WenQuanYi carries the Chinese text.
    const QStringList fontLines
        = run(QStringLiteral("pdffonts"), {pdf}).split(u'\n', Qt::SkipEmptyParts).mid(2);
    QVERIFY(!fontLines.isEmpty());
    bool wenQuanYi = false;
    for (const QString &line : fontLines) {
        const QStringList columns = line.split(QRegularExpression(QStringLiteral("\\s+")),
                                               Qt::SkipEmptyParts);
        // name type [type…] encoding emb sub uni object ID: "emb" is the fifth from the end.
        QVERIFY(columns.size() >= 7);
        QCOMPARE(columns.at(columns.size() - 5), QStringLiteral("yes"));
        wenQuanYi = wenQuanYi || line.contains(QStringLiteral("WenQuanYi"), Qt::CaseInsensitive);
    }
    if (mode != English)
        QVERIFY2(wenQuanYi, "Chinese text must use WenQuanYi Micro Hei (correct extraction)");

    // Numbers for people: no e-notation anywhere ("7.711e+10", "6.1e7"), no "1 cards".
    static const QRegularExpression eNotation(
        QStringLiteral("(?<![\\w.])\\d+(\\.\\d+)?[eE][+-]?\\d+(?![\\w.])"));
    const QRegularExpressionMatch e = eNotation.match(text);
    QVERIFY2(!e.hasMatch(), qPrintable(QStringLiteral("e-notation: %1").arg(e.captured(0))));
    static const QRegularExpression onePlural(
        QStringLiteral("(?<![\\w%.,])1 (card|run|replica|machine)s\\b"));
    QVERIFY2(!onePlural.match(text).hasMatch(), qPrintable(onePlural.match(text).captured(0)));
    // The one-hour trial says what a purchase's row is.
    if (mode == English)
        QVERIFY(flat(text).contains(
            flat(QStringLiteral("the cards' price: a cash outlay, not the cost of an hour"))));

    // No text under 8 pt on any page (pdftotext's word boxes against an 8-pt calibration).
    const QList<Word> all = words(pdf);
    QVERIFY(all.size() > 500);
    for (const Word &w : all)
        QVERIFY2(w.height >= m_eightPoints * 0.98,
                 qPrintable(QStringLiteral("page %1: \"%2\" is %3 pt")
                                .arg(w.page)
                                .arg(w.text)
                                .arg(8.0 * w.height / m_eightPoints, 0, 'f', 1)));

    // Page 1 portrait; the charts on landscape pages (the tier chart, the map, the comparison).
    const QString sizes = run(QStringLiteral("pdfinfo"),
                              {QStringLiteral("-f"),
                               QStringLiteral("1"),
                               QStringLiteral("-l"),
                               QString::number(pages),
                               pdf});
    static const QRegularExpression pageSize(
        QStringLiteral("Page\\s+(\\d+) size:\\s+([\\d.]+) x ([\\d.]+)"));
    QSet<int> landscape;
    for (auto it = pageSize.globalMatch(sizes); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(2).toDouble() > m.captured(3).toDouble())
            landscape.insert(m.captured(1).toInt());
    }
    QVERIFY(!landscape.contains(1));
    QCOMPARE(landscape.size(), 3);
    const QString tierTitle = mode == English ? QStringLiteral("Accelerators by tier")
                                              : QStringLiteral("加速卡梯队分布");
    int tierPage = 0;
    for (int page : std::as_const(landscape))
        if (flat(pdfText(pdf, page)).contains(flat(tierTitle)))
            tierPage = page;
    QVERIFY2(tierPage > 0, "the tier chart is on a landscape page");
    // Its axis labels are laid out at the report's type size: whole numbers, not "102" over
    // "4" (labels kept the width of the screen's smaller type and wrapped).
    QSet<QString> tierWords;
    for (const Word &w : all)
        if (w.page == tierPage)
            tierWords.insert(w.text);
    for (const char *tick : {"1024", "2048", "128", "256"})
        QVERIFY2(tierWords.contains(QString::fromLatin1(tick)),
                 qPrintable(QStringLiteral("page %1 has no axis label %2")
                                .arg(tierPage)
                                .arg(QString::fromLatin1(tick))));
}

void TestPdfReport::summaryPage_data()
{
    QTest::addColumn<int>("scenario");
    // The work in the user's terms, written from the scenario files by hand.
    QTest::addColumn<QString>("work");
    QTest::newRow("case A") << 0 << QStringLiteral("20,000 samples × 3 epochs × 1,024 tokens each");
    QTest::newRow("case B") << 1 << QStringLiteral("200 million tokens, once a week");
    QTest::newRow("case C") << 2 << QStringLiteral("2 trillion tokens");
}

void TestPdfReport::summaryPage()
{
    // Page 1 is the executive summary: the question, the answer with the budget, the decision
    // table (the plan, every comparison option and the planner's best) with the document's
    // figures, and the assumptions that move the answer most.
    QFETCH(int, scenario);
    QFETCH(QString, work);
    ScenarioDocument document(AtlasTest::catalog());
    Diagnostics d;
    QVERIFY(document.open(builtInScenarioFiles().at(scenario), d));
    const ScenarioResult &r = document.result();
    QVERIFY(r.valid);
    const QString page1 = flat(pdfText(exported(scenario, English), 1));
    const auto money = [](double cny) { return Format::money(cny, Language::English); };
    QStringList expected{QStringLiteral("Executive summary"),
                         QStringLiteral("The question"),
                         work,
                         QStringLiteral("The answer"),
                         QStringLiteral("Decision table"),
                         QStringLiteral("This plan"),
                         QStringLiteral("What moves the answer most")};
    // The plan's cost of a run: its own, or its smallest fit's when it does not fit.
    const PlanCost &plan = r.fits ? r.cost : r.smallestFit->cost;
    QVERIFY(plan.priced);
    expected << money(plan.totalCny);
    for (const CompareResult &c : r.compare) {
        expected << c.option.label.en;
        if (c.fits && c.cost.priced)
            expected << money(c.cost.totalCny);
    }
    const PlannerResult &options = document.options();
    QVERIFY(!options.options.isEmpty());
    expected << options.options.first().accelerator->name.en
             << money(options.options.first().cost.totalCny);
    // The budget sentence, in the budget's terms.
    const Spend &spend = r.fits ? r.spend : r.smallestFit->spend;
    switch (scenario) {
    case 0: // ¥10,000 a run; the QLoRA run costs a few tens of yuan
        QCOMPARE(spend.withinBudget, std::optional<bool>(true));
        expected << QStringLiteral("within the budget of ¥10,000 a run");
        break;
    case 1: // ¥100,000 a year; a monthly server billed all year is far over it
        QCOMPARE(spend.withinBudget, std::optional<bool>(false));
        expected << QStringLiteral("over the budget of ¥100,000 a year by %1")
                        .arg(money(*spend.comparedCny - 100000));
        break;
    case 2:
        QVERIFY(!spend.withinBudget);
        expected << QStringLiteral("no budget was given");
        break;
    }
    // Issue 26: page 1 names the market, and the planner's rows are what the mainland sells
    // (the case C page recommended Gaudi 3 and MI300X purchases, case B a TPU).
    expected << QStringLiteral("mainland China: only cards that can be bought or rented there, "
                               "mainland providers only");
    for (const PlannerOption &o : options.options.mid(0, 3)) {
        QVERIFY(o.market.mainland->status != AvailabilityStatus::LicenceRequired || o.provider);
        QVERIFY(!o.market.dataLeavesMainland());
    }
    // A compared card that needs a licence says so in the decision table (case B's H100).
    for (const CompareResult &c : r.compare)
        if (!c.market.offered())
            expected << QStringLiteral("[not offered in this market");
    for (const QString &e : std::as_const(expected))
        QVERIFY2(page1.contains(flat(e)), qPrintable(QStringLiteral("page 1 lacks \"%1\"").arg(e)));
    QVERIFY(!page1.contains(QStringLiteral("prices it lowest")));
    // The sources cite the rules behind every marked card with their dates and addresses.
    const QString all = flat(pdfText(exported(scenario, English)));
    QVERIFY(all.contains(flat(QStringLiteral("Markets and export controls"))));
    const MarketAvailability &card = *r.market.mainland;
    for (const AvailabilityRule *rule : document.catalog().markets().rulesOf(card)) {
        // The address's start: a table row may break across a page, and the page's footer and
        // header then sit inside a long address.
        QVERIFY2(all.contains(flat(rule->url.left(60))), qPrintable(rule->url));
        QVERIFY(all.contains(flat(rule->date)));
    }
}

void TestPdfReport::quotesAndOldPrices()
{
    // Case A with the user's quote for its card (issue 27): the cost breakdown names it, the
    // sources list it, and page 1 warns when the quote is more than a year old on the tests'
    // day, 2026-12-03 (2025-06: 17 months; 2026-11-20: days).
    auto report = [this](const QString &date, const QString &name) {
        Scenario s = AtlasTest::builtInScenario(0);
        UserQuote q;
        q.acceleratorId = s.acceleratorId;
        q.form = s.pricing;
        q.per = QuotePer::Hour;
        q.gpus = 1;
        q.priceCny = 0.95;
        q.date = date;
        q.note = QStringLiteral("AutoDL offer");
        q.file = QStringLiteral("/tmp/quotes.csv");
        q.line = 2;
        s.quotes = {q};
        MainWindow window(AtlasTest::catalog());
        window.document()->reset(s);
        const QString pdf = m_dir.filePath(name);
        QString error;
        if (!window.exportReport(pdf, ReportLanguage::English, &error))
            qFatal("export failed: %s", qPrintable(error));
        return pdf;
    };
    QCOMPARE(AtlasTest::builtInScenario(0).pricing, ServiceForm::Container);
    const QString old = report(QStringLiteral("2025-06"), QStringLiteral("quote-old.pdf"));
    const QString page1 = flat(pdfText(old, 1));
    QVERIFY2(page1.contains(flat(QStringLiteral("Prices older than 12 months"))), qPrintable(page1));
    QVERIFY(
        page1.contains(flat(QStringLiteral("This plan: your quote of 2025-06, 17 months old"))));
    const QString all = flat(pdfText(old));
    QVERIFY(all.contains(flat(QStringLiteral("¥0.95 per card-hour, your quote of 2025-06"))));
    QVERIFY(all.contains(flat(QStringLiteral("Your quotes"))));
    QVERIFY(all.contains(flat(QStringLiteral("quotes.csv:2"))));
    QVERIFY(all.contains(flat(QStringLiteral("AutoDL offer"))));

    const QString fresh = report(QStringLiteral("2026-11-20"), QStringLiteral("quote-new.pdf"));
    const QString freshPage1 = flat(pdfText(fresh, 1));
    QVERIFY(!freshPage1.contains(flat(QStringLiteral("This plan: your quote of"))));
    QVERIFY(flat(pdfText(fresh)).contains(flat(QStringLiteral("your quote of 2026-11-20"))));
}

void TestPdfReport::regions_data()
{
    QTest::addColumn<int>("scenario");
    QTest::newRow("case A: container") << 0;
    QTest::newRow("case B: cloud monthly") << 1;
    QTest::newRow("case C: purchase") << 2;
}

void TestPdfReport::regions()
{
    // Rented capacity costs the same everywhere: the report says so and names no "lowest"
    // region. A purchase differs by electricity: the report gives the difference in yuan.
    QFETCH(int, scenario);
    ScenarioDocument document(AtlasTest::catalog());
    Diagnostics d;
    QVERIFY(document.open(builtInScenarioFiles().at(scenario), d));
    const ScenarioResult &r = document.result();
    double low = 0, high = 0;
    bool any = false;
    for (const RegionCost &rc : r.regionsToRun()) {
        if (!rc.cost.priced)
            continue;
        low = any ? std::min(low, rc.cost.totalCny) : rc.cost.totalCny;
        high = any ? std::max(high, rc.cost.totalCny) : rc.cost.totalCny;
        any = true;
    }
    QVERIFY(any);
    const QString text = flat(pdfText(exported(scenario, English)));
    const bool rented = document.scenario().pricing != ServiceForm::Purchase;
    if (rented) {
        QCOMPARE(high, low);
        QVERIFY(text.contains(flat(QStringLiteral("Same price in every region"))));
        QVERIFY(!text.contains(QStringLiteral("lowest")));
    } else {
        QVERIFY(high > low);
        QVERIFY(text.contains(flat(QStringLiteral("a difference of %1")
                                       .arg(Format::money(high - low, Language::English)))));
    }
    const QString zh = flat(pdfText(exported(scenario, Chinese)));
    QCOMPARE(zh.contains(QStringLiteral("各地区价格相同")), rented);
}

void TestPdfReport::bilingualEverywhere_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<QString>("workEn");
    QTest::addColumn<QString>("workZh");
    QTest::newRow("case A") << 0 << QStringLiteral("61.4 million tokens")
                            << QStringLiteral("6140 万 token");
    QTest::newRow("case B") << 1 << QStringLiteral("200 million tokens")
                            << QStringLiteral("2 亿 token");
    QTest::newRow("case C") << 2 << QStringLiteral("2 trillion tokens")
                            << QStringLiteral("2 万亿 token");
}

void TestPdfReport::bilingualEverywhere()
{
    // --lang both: headings, prose, field values and table cells in both languages on page 1.
    QFETCH(int, scenario);
    QFETCH(QString, workEn);
    QFETCH(QString, workZh);
    ScenarioDocument document(AtlasTest::catalog());
    Diagnostics d;
    QVERIFY(document.open(builtInScenarioFiles().at(scenario), d));
    const ScenarioResult &r = document.result();
    const QString page1 = flat(pdfText(exported(scenario, Both), 1));
    const QString summary = flat(pdfText(exported(scenario, Both), 1, 2));
    const QStringList expected{// headings
                               QStringLiteral("执行摘要"),
                               QStringLiteral("Executive summary"),
                               QStringLiteral("问题"),
                               QStringLiteral("The question"),
                               // the answer, in both languages
                               r.fits ? QStringLiteral("放得下") : QStringLiteral("放不下"),
                               r.fits ? QStringLiteral("Fits on")
                                      : QStringLiteral("Does not fit on"),
                               // a field value
                               workEn,
                               workZh,
                               // table cells
                               QStringLiteral("本方案"),
                               QStringLiteral("This plan"),
                               Format::money(r.fits ? r.cost.totalCny : r.smallestFit->cost.totalCny,
                                             Language::Chinese),
                               Format::money(r.fits ? r.cost.totalCny : r.smallestFit->cost.totalCny,
                                             Language::English),
                               // the scenario's own name
                               document.scenario().name.zh,
                               document.scenario().name.en};
    for (const QString &e : expected)
        QVERIFY2(page1.contains(flat(e)), qPrintable(QStringLiteral("page 1 lacks \"%1\"").arg(e)));
    // Prose after the table, which may continue on page 2.
    for (const char *e :
         {"The planner's rows are its best", "方案规划器共考察", "Chosen by how far", "选取方法"})
        QVERIFY2(summary.contains(flat(QString::fromUtf8(e))), e);
    // The comparison chart's keys and notes carry both languages too.
    const QString all = flat(pdfText(exported(scenario, Both)));
    for (const char *e : {"单卡容量 Card capacity", "Highlighted: the best value", "高亮"})
        QVERIFY2(all.contains(flat(QString::fromUtf8(e))), e);
}

void TestPdfReport::pagesAreUsed_data()
{
    seedCases_data();
}

void TestPdfReport::pagesAreUsed()
{
    // No page holds a line or two, or a three-line table, alone (issue 30: case B's English
    // report had four pages under 3 % ink). Text pages: the lines span at least a quarter of
    // the body; every page, charts included: at least 1 % of it inked (a page of one line
    // has about 0.3 %). The thresholds are far below a normal page (40–100 %, 4–12 %).
    QFETCH(int, scenario);
    QFETCH(int, mode);
    const QString pdf = exported(scenario, mode);
    const QList<PageLines> pages = pageLines(pdf);
    QVERIFY(pages.size() >= 8);
    for (qsizetype i = 0; i < pages.size(); ++i) {
        const PageLines &p = pages.at(i);
        if (p.landscape)
            continue;
        // The body lies between the header and footer rules: 20 mm margins, less the frame's
        // own lines (the header above the top margin, the footer below the bottom one).
        const double top = 20 / 25.4 * 72, bottom = p.height - top;
        double first = bottom, last = top;
        for (const auto &[y0, y1] : p.lines) {
            if (y0 < top - 1 || y1 > bottom + 1)
                continue;
            first = std::min(first, y0);
            last = std::max(last, y1);
        }
        const double used = std::max(0.0, last - first) / (bottom - top);
        QVERIFY2(used >= 0.25,
                 qPrintable(QStringLiteral("page %1: text over %2 of the body")
                                .arg(i + 1)
                                .arg(used, 0, 'f', 2)));
    }
    const QList<double> ink = inkPerPage(pdf, m_dir.path());
    QCOMPARE(ink.size(), pages.size());
    for (qsizetype i = 0; i < ink.size(); ++i)
        QVERIFY2(ink.at(i) >= 0.01,
                 qPrintable(
                     QStringLiteral("page %1: %2 % ink").arg(i + 1).arg(100 * ink.at(i), 0, 'f', 1)));
}

void TestPdfReport::bilingualPairsShareAPage_data()
{
    QTest::addColumn<int>("scenario");
    QTest::newRow("case A") << 0;
    QTest::newRow("case B") << 1;
    QTest::newRow("case C") << 2;
}

void TestPdfReport::bilingualPairsShareAPage()
{
    // A bilingual row or paragraph holds both languages, so a page shows each comparison
    // option's Chinese label exactly as often as its English one (case B's A10 row had its
    // Chinese half on page 1 and its English half on page 2), and a section's heading shares
    // its page with what follows it.
    QFETCH(int, scenario);
    ScenarioDocument document(AtlasTest::catalog());
    Diagnostics d;
    QVERIFY(document.open(builtInScenarioFiles().at(scenario), d));
    const QStringList pages = run(QStringLiteral("pdftotext"),
                                  {QStringLiteral("-raw"),
                                   QStringLiteral("-enc"),
                                   QStringLiteral("UTF-8"),
                                   exported(scenario, Both),
                                   QStringLiteral("-")})
                                  .split(u'\f');
    int checked = 0;
    for (const CompareOption &o : document.scenario().compare) {
        if (o.label.zh.isEmpty() || o.label.en.isEmpty() || o.label.zh == o.label.en)
            continue;
        for (qsizetype i = 0; i < pages.size(); ++i) {
            // The scenario's name may contain a label's words in one language only.
            const QString page = flat(pages.at(i))
                                     .remove(flat(document.scenario().name.zh))
                                     .remove(flat(document.scenario().name.en));
            const qsizetype zh = page.count(flat(o.label.zh));
            const qsizetype en = page.count(flat(o.label.en));
            QVERIFY2(zh == en,
                     qPrintable(QStringLiteral("page %1: “%2” %3 times, “%4” %5 times")
                                    .arg(i + 1)
                                    .arg(o.label.zh)
                                    .arg(zh)
                                    .arg(o.label.en)
                                    .arg(en)));
            checked += int(zh);
        }
    }
    if (!document.scenario().compare.isEmpty())
        QVERIFY(checked > 0);
    // A heading shares its page with what follows it: the intro, both languages of which the
    // review found split from it, or at least a few lines of text.
    const QList<std::pair<const char *, const char *>>
        followed{{"费用明细 Cost breakdown", "One run of"},
                 {"推荐方案 Recommendation", "Budget"},
                 {"备选方案 Options", "The options planner asked"},
                 {"假设 Assumptions", nullptr},
                 {"数据来源与可信度 Data sources and confidence", "Confidence: A"}};
    for (const auto &[heading, next] : followed) {
        const QString h = flat(QString::fromUtf8(heading));
        int found = 0;
        for (const QString &page : pages) {
            const QString f = flat(page);
            const qsizetype at = f.indexOf(h);
            if (at < 0)
                continue;
            ++found;
            const QString after = f.mid(at + h.size());
            QVERIFY2(next ? after.contains(flat(QString::fromUtf8(next))) : after.size() > 100,
                     qPrintable(
                         QStringLiteral("“%1” ends its page").arg(QString::fromUtf8(heading))));
        }
        QCOMPARE(found, 1);
    }
}

void TestPdfReport::summaryHoldsItsList_data()
{
    seedCases_data();
}

// Issue 30: page 1 of case B (en, zh) and case C (zh) lost the last of "what moves the answer
// most" to page 2. Page 1 holds the summary, the list and its closing remark included; in
// both languages, where the summary may be longer than a page, the list and its remark share
// one page with the list's heading. The decision table's headers stay whole ("能否放下" had
// wrapped as "能否放 / 下"), and no Chinese duration wraps inside its unit ("小 / 时").
void TestPdfReport::summaryHoldsItsList()
{
    QFETCH(int, scenario);
    QFETCH(int, mode);
    const QString pdf = exported(scenario, mode);
    // The heading and the remark after the list, from the translation file.
    QList<std::pair<QString, QString>> expected;
    if (mode != English)
        expected.append(
            {QStringLiteral("对结论影响最大的假设"), QStringLiteral("选取方法：把每个已知区间")});
    if (mode != Chinese)
        expected.append({QStringLiteral("What moves the answer most"),
                         QStringLiteral("Chosen by how far each moves the cost of a run")});
    const QStringList pages = pdfText(pdf).split(u'\f');
    for (const auto &[heading, remark] : expected) {
        int headingPage = -1, remarkPage = -1;
        for (qsizetype i = 0; i < pages.size(); ++i) {
            const QString page = flat(pages.at(i));
            if (page.contains(flat(heading)))
                headingPage = int(i);
            if (page.contains(flat(remark)))
                remarkPage = int(i);
        }
        QVERIFY2(headingPage >= 0 && remarkPage >= 0, qPrintable(heading));
        QVERIFY2(headingPage == remarkPage,
                 qPrintable(QStringLiteral("“%1” on page %2, its list ends on page %3")
                                .arg(heading)
                                .arg(headingPage + 1)
                                .arg(remarkPage + 1)));
        if (mode != Both)
            QVERIFY2(headingPage == 0,
                     qPrintable(
                         QStringLiteral("the summary's list is on page %1").arg(headingPage + 1)));
    }
    // Raw text keeps a table cell's lines apart: a wrapped header is two lines.
    const QString first = pages.value(0);
    const QStringList headers = mode == English ? QStringList{QStringLiteral("Option"),
                                                              QStringLiteral("Fits"),
                                                              QStringLiteral("Time (band)")}
                                                : QStringList{QStringLiteral("能否放下"),
                                                              QStringLiteral("卡数与布局"),
                                                              QStringLiteral("每次费用")};
    for (const QString &h : headers)
        QVERIFY2(first.contains(h), qPrintable(QStringLiteral("page 1's header “%1”").arg(h)));
    if (mode != English) {
        static const QRegularExpression splitUnit(QStringLiteral("小\\s*\\n\\s*时"));
        const QRegularExpressionMatch m = splitUnit.match(pdfText(pdf));
        QVERIFY2(!m.hasMatch(), "a duration wraps inside 小时");
    }
}

void TestPdfReport::yearOnlyWhenTheJobRecurs_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<bool>("yearly");
    // From the scenario files: case A runs once against a budget per run, case C once without
    // a budget, case B every week against a budget a year.
    QTest::newRow("case A") << 0 << false;
    QTest::newRow("case B") << 1 << true;
    QTest::newRow("case C") << 2 << false;
}

// Issue 30: the decision table showed a cost "per year" for a one-off job, where nothing
// recurs; the window's comparison says "a one-off job" there. The report shows a year's cost
// (page 1's table and answer, the options, the comparison) only where the job recurs or the
// budget is counted by the year, as the comparison's CSV does.
void TestPdfReport::yearOnlyWhenTheJobRecurs()
{
    QFETCH(int, scenario);
    QFETCH(bool, yearly);
    ScenarioDocument document(AtlasTest::catalog());
    Diagnostics d;
    QVERIFY(document.open(builtInScenarioFiles().at(scenario), d));
    const Scenario &s = document.scenario();
    QCOMPARE(s.recurrence.every != Period::Run || (s.budget() && s.budget()->period == Period::Year),
             yearly);
    const QString pdf = exported(scenario, English);
    const QString page1 = flat(pdfText(pdf, 1));
    QCOMPARE(page1.contains(flat(QStringLiteral("Per year"))), yearly);
    // The answer's sentence: "…; ¥600,000 a year — over the budget …".
    const ScenarioResult &r = document.result();
    const Spend &spend = r.fits || !r.smallestFit ? r.spend : r.smallestFit->spend;
    QVERIFY(spend.perYearCny);
    QCOMPARE(page1.contains(flat(Format::money(*spend.perYearCny, Language::English)
                                 + QStringLiteral(" a year"))),
             yearly);
    // The comparison's CSV, from the window, has the same rows.
    MainWindow window(AtlasTest::catalog());
    QVERIFY(window.document()->open(builtInScenarioFiles().at(scenario), d));
    const QString csv = m_dir.filePath(QStringLiteral("year-%1.csv").arg(scenario));
    QString error;
    QVERIFY2(window.exportCompareCsv(csv, &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const bool csvYear = QString::fromUtf8(file.readAll()).contains(QStringLiteral("Per year"));
    QCOMPARE(csvYear, yearly);
    QCOMPARE(flat(pdfText(pdf)).contains(flat(QStringLiteral("Per year"))), yearly);
}

void TestPdfReport::paperHasNoPointer_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("en") << int(English);
    QTest::newRow("zh") << int(Chinese);
    QTest::newRow("both") << int(Both);
}

// Review P-L2/Z-17: the tier chart page said "Hover for specs, price and sources; click to
// compare" and "(see the tooltip)" on paper. Its notes stay, in the report's language(s)
// (review P-M4: Chinese only in "both"), without the pointer's instructions.
void TestPdfReport::paperHasNoPointer()
{
    QFETCH(int, mode);
    const QString all = flat(pdfText(exported(1, mode)));
    for (const char *e : {"Hover", "tooltip", "click to compare", "悬停", "提示框", "点击加入对比"})
        QVERIFY2(!all.contains(QString::fromUtf8(e), Qt::CaseInsensitive), e);
    if (mode != Chinese)
        QVERIFY(all.contains(flat(QStringLiteral("Dense (non-sparse) vendor figures"))));
    if (mode != English)
        QVERIFY(all.contains(flat(QStringLiteral("厂商公布的稠密（非稀疏）算力"))));
}

void TestPdfReport::unwritablePathSaysWhy()
{
    MainWindow window(AtlasTest::catalog());
    QString error;
    const QString path = m_dir.filePath(QStringLiteral("no-such-folder/report.pdf"));
    QVERIFY(!window.exportReport(path, ReportLanguage::English, &error));
    QVERIFY2(error.contains(QStringLiteral("report.pdf")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestPdfReport::failedExportKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old report");
    old.close();
    MainWindow window(AtlasTest::catalog());
    QString error;
    // A disk that fills up late in the stream: every write past 200 KiB fails, long after the
    // first buffers were written (the report is larger than that).
    const bool ok = AtlasTest::withFileSizeLimit(200 * 1024, [&] {
        return window.exportReport(path, ReportLanguage::English, &error);
    });
    QVERIFY(!ok);
    QVERIFY2(error.contains(QStringLiteral("report.pdf")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("too large")) && !error.contains(u"Unknown error"),
             qPrintable(error));
    QFile check(path);
    QVERIFY(check.open(QIODevice::ReadOnly));
    QCOMPARE(check.readAll(), QByteArray("old report"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left behind
}

namespace {

// What a user reads in the window: labels, buttons, group titles, combo items, tabs, actions.
QStringList windowTexts(QWidget *window)
{
    QStringList texts;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        texts << w->toolTip();
        if (auto *label = qobject_cast<QLabel *>(w))
            texts << label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            texts << button->text();
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            texts << group->title();
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        else if (auto *tabs = qobject_cast<QTabWidget *>(w))
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
    }
    for (QAction *a : window->findChildren<QAction *>())
        texts << a->text();
    return texts;
}

class LanguageChangeCounter : public QObject
{
public:
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            ++count;
        return false;
    }
};

} // namespace

void TestPdfReport::windowKeepsItsLanguage_data()
{
    QTest::addColumn<Language>("window");
    QTest::addColumn<int>("report");
    QTest::newRow("Chinese report from an English window") << Language::English << int(Chinese);
    QTest::newRow("bilingual report from an English window") << Language::English << int(Both);
    QTest::newRow("English report from a Chinese window") << Language::Chinese << int(English);
}

void TestPdfReport::windowKeepsItsLanguage()
{
    // The report draws in its own context: the window never switches, so no text of it changes
    // and no LanguageChange reaches any widget, not even for a moment.
    QFETCH(Language, window);
    QFETCH(int, report);
    LanguageManager::instance()->setLanguage(window);
    QCoreApplication::sendPostedEvents();
    MainWindow w(AtlasTest::catalog());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents();
    const QStringList before = windowTexts(&w);
    const bool bilingual = w.bilingualLabels();
    LanguageChangeCounter counter;
    qApp->installEventFilter(&counter);
    QString error;
    const QString pdf = m_dir.filePath(
        QStringLiteral("keep-%1-%2.pdf").arg(int(window)).arg(report));
    QVERIFY2(w.exportReport(pdf, ReportLanguage(report), &error), qPrintable(error));
    QCoreApplication::processEvents();
    qApp->removeEventFilter(&counter);
    QCOMPARE(counter.count, 0);
    QCOMPARE(LanguageManager::instance()->language(), window);
    QCOMPARE(w.bilingualLabels(), bilingual);
    QCOMPARE(windowTexts(&w), before);
    // And the report is in its language all the same.
    const QString text
        = run(QStringLiteral("pdftotext"),
              {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (report == English)
        QVERIFY(text.contains(QStringLiteral("Recommendation")));
    else
        QVERIFY(text.contains(QStringLiteral("推荐方案")));
    LanguageManager::instance()->setLanguage(Language::English);
    QCoreApplication::sendPostedEvents();
}

QTEST_MAIN(TestPdfReport)
#include "tst_pdfreport.moc"
