#include "common/displaysettings.h"
#include "common/fonts.h"
#include "common/languagemanager.h"
#include "common/plotcontext.h"
#include "common/plotpalette.h"
#include "document/scenariodocument.h"
#include "support/testutil.h"
#include "views/compare/comparestyle.h"
#include "views/compare/memoryfitbar.h"
#include "views/map/mapstyle.h"
#include "views/matrix/fitmatrixmodel.h"
#include "views/scenario/memorybar.h"
#include "views/scenario/scenariopanel.h"
#include "views/tierchart/tierchartstyle.h"

#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

using namespace Atlas;

// The plotting toolkit every view shares: the display settings and plot context, one memory
// palette, one font fallback list.
class TestPlotKit : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void displaySettingsFollowTheLanguage();
    void workshopMeansHighContrast();
    void contextRendersItsOwnLanguage();
    void oneMemoryPalette_data();
    void oneMemoryPalette();
    void matrixTooltipUsesThePalette();
    void paintedBarsShareThePalette_data();
    void paintedBarsShareThePalette();
    void oneFontFallbackList();
};

void TestPlotKit::cleanup()
{
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestPlotKit::displaySettingsFollowTheLanguage()
{
    LanguageManager::instance()->setLanguage(Language::English);
    DisplaySettings display;
    QSignalSpy changed(&display, &DisplaySettings::changed);
    // Switched anywhere (the command line, the menu): the settings follow and say so.
    LanguageManager::instance()->setLanguage(Language::Chinese);
    QCOMPARE(display.language(), Language::Chinese);
    QCOMPARE(display.context().language, Language::Chinese);
    QCOMPARE(changed.size(), 1);
    display.setLanguage(Language::English);
    QCOMPARE(LanguageManager::instance()->language(), Language::English);
    QCOMPARE(changed.size(), 2);
    display.setBothLanguages(true);
    display.setBothLanguages(true); // no change, no signal
    QCOMPARE(changed.size(), 3);
    QVERIFY(display.context().bothLanguages);
}

void TestPlotKit::workshopMeansHighContrast()
{
    DisplaySettings display;
    QVERIFY(!display.context().highContrast);
    display.setWorkshop(true);
    QVERIFY(!display.highContrast());        // the user's choice is kept …
    QVERIFY(display.context().highContrast); // … and the views draw for the projector
    QCOMPARE(display.uiFontScale(), DisplaySettings::WorkshopFontScale);
    display.setWorkshop(false);
    QVERIFY(!display.context().highContrast);
}

void TestPlotKit::contextRendersItsOwnLanguage()
{
    QVERIFY(LanguageManager::instance()->chineseAvailable());
    LanguageManager::instance()->setLanguage(Language::English);
    // A text the translation has ("Energy" → 能耗 in the compare view's context).
    const TrText energy = ATLAS_TR("Atlas::CompareView", "Energy");
    QCOMPARE(PlotContext::english().text(energy), QStringLiteral("Energy"));
    const QString zh = PlotContext::chinese().text(energy);
    QVERIFY(zh != QStringLiteral("Energy"));
    PlotContext both = PlotContext::chinese();
    both.bothLanguages = true;
    QCOMPARE(both.label(energy), zh + QStringLiteral(" Energy"));
    QCOMPARE(both.text(energy), zh); // prose stays in one language
    // Without switching the application.
    QCOMPARE(energy.toString(), QStringLiteral("Energy"));
}

void TestPlotKit::oneMemoryPalette_data()
{
    QTest::addColumn<bool>("highContrast");
    QTest::newRow("normal") << false;
    QTest::newRow("high contrast") << true;
}

void TestPlotKit::oneMemoryPalette()
{
    QFETCH(bool, highContrast);
    // The scenario panel's bar, the comparison's fit bars (screen and report), the matrix
    // tooltip: the same palette object, so the same category has the same colour everywhere.
    ScenarioDocument document(AtlasTest::catalog());
    DisplaySettings display;
    display.setHighContrast(highContrast);
    const MemoryPalette *palette = &memoryPalette(highContrast);
    ScenarioPanel panel(&document, &display);
    QCOMPARE(&panel.memoryBar()->palette(), palette);
    QCOMPARE(&CompareStyle::make(display.context()).memory(), palette);
    PlotContext report = PlotContext::chinese(); // a report in another language
    report.highContrast = highContrast;
    QCOMPARE(&CompareStyle::make(report).memory(), palette);
    FitMatrixModel model(&document, &display);
    QCOMPARE(&MatrixStyle::make(display.context()).memory(), palette);
    QCOMPARE(&model.style().memory(), palette);
    // Six categories, six different colours.
    QSet<QRgb> colours;
    for (const QColor &c : palette->colors)
        colours.insert(c.rgb());
    QCOMPARE(colours.size(), MemoryCategoryCount);
}

void TestPlotKit::matrixTooltipUsesThePalette()
{
    ScenarioDocument document(AtlasTest::catalog());
    DisplaySettings display;
    FitMatrixModel model(&document, &display);
    // A cell that fits: its tooltip has a swatch per category in the palette's colours.
    for (int r = 0; r < model.rowCount(); ++r) {
        for (int c = 0; c < model.columnCount(); ++c) {
            const int gpus = model.index(r, c).data(FitMatrixModel::RawValueRole).toInt();
            if (gpus <= 0 || gpus == FitMatrixModel::DoesNotFitSortValue)
                continue;
            const QString tip = model.cellToolTip(r, c);
            for (const QColor &color : memoryPalette(false).colors)
                QVERIFY2(tip.contains(color.name()), qPrintable(tip));
            return;
        }
    }
    QFAIL("no cell fits");
}

void TestPlotKit::paintedBarsShareThePalette_data()
{
    QTest::addColumn<bool>("highContrast");
    QTest::newRow("normal") << false;
    QTest::newRow("workshop") << true;
}

void TestPlotKit::paintedBarsShareThePalette()
{
    // Issue 18: the panel's memory bar and the comparison's fit bar, as painted, show each
    // category in the same colour (pixels, not just the same palette object).
    QFETCH(bool, highContrast);
    DisplaySettings display;
    display.setHighContrast(highContrast);
    const PlotContext context = display.context();
    MemoryBreakdown memory;
    const double gib = 1024.0 * 1024.0 * 1024.0;
    memory.weights = memory.gradients = memory.optimizer = gib;
    memory.activations = memory.kvCache = memory.overhead = gib;
    const double total = memory.total();
    constexpr int Width = 600;

    QImage panel(Width, 80, QImage::Format_RGB32);
    panel.fill(Qt::white);
    MemoryBar bar(&display);
    bar.setBreakdown(memory, total);
    {
        QPainter painter(&panel);
        bar.plot(&painter, QRectF(0, 0, Width, 80), context);
    }
    QImage compare(Width, 20, QImage::Format_RGB32);
    compare.fill(Qt::white);
    {
        QPainter painter(&compare);
        paintMemoryFitBar(&painter,
                          QRectF(0, 0, Width, 20),
                          memory,
                          total,
                          CompareStyle::make(context));
    }
    QSet<QRgb> seen;
    for (int i = 0; i < MemoryCategoryCount; ++i) {
        const int x = int((i + 0.5) * Width / MemoryCategoryCount);
        const QColor expected = memoryPalette(highContrast).colors[size_t(i)];
        QCOMPARE(panel.pixelColor(x, 11).rgb(), expected.rgb());
        QCOMPARE(compare.pixelColor(x, 10).rgb(), expected.rgb());
        seen.insert(expected.rgb());
    }
    QCOMPARE(seen.size(), MemoryCategoryCount);
}

void TestPlotKit::oneFontFallbackList()
{
    // WenQuanYi first: Noto CJK in a PDF extracts some characters as Kangxi radicals.
    QCOMPARE(cjkFallbackFamilies().constFirst(), QStringLiteral("WenQuanYi Micro Hei"));
    const QStringList map
        = MapStyle::make(PlotContext{}, QStringLiteral("DejaVu Sans")).font(12).families();
    QCOMPARE(map.constFirst(), QStringLiteral("DejaVu Sans"));
    for (const QString &family : cjkFallbackFamilies())
        QVERIFY2(map.contains(family), qPrintable(family));
    const QStringList tiers = TierChartStyle::make(PlotContext{}).font(12).families();
    const QStringList compare = CompareStyle::make(PlotContext{}).body.families();
    QCOMPARE(tiers, compare);
    QCOMPARE(tiers, plotFont(12).families());
    // The context's type scale reaches every style.
    PlotContext larger;
    larger.fontScale = 2;
    QCOMPARE(TierChartStyle::make(larger).font(12).pixelSize(), 24);
}

QTEST_MAIN(TestPlotKit)
#include "tst_plotkit.moc"
