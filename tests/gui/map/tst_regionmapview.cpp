#include "views/map/chinageometry.h"
#include "views/map/regionmapview.h"

#include "common/displaysettings.h"
#include "common/languagemanager.h"

#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

using Atlas::MapLegend;
using Atlas::MapMarker;
using Atlas::RegionMapView;

namespace {

const QSize ImageSize(1200, 900);

MapMarker marker(const char *id, double lon, double lat, bool hub, bool west, double value)
{
    MapMarker m;
    m.id = QLatin1String(id);
    m.name.en = QLatin1String(id);
    m.name.zh = QLatin1String(id);
    m.lon = lon;
    m.lat = lat;
    m.hub = hub;
    m.west = west;
    m.value = value;
    m.valueText = QString::number(value, 'f', 2);
    m.tooltip = QStringLiteral("<b>%1</b>").arg(m.name.en);
    return m;
}

QList<MapMarker> sampleMarkers()
{
    return {marker("zhangjiakou", 114.87139, 40.78341, false, false, 0.65),
            marker("wuhu", 118.42947, 31.35259, false, false, 0.70),
            marker("shaoguan", 113.58333, 24.8, false, false, 0.62),
            marker("horinger", 111.65222, 40.81056, true, true, 0.30),
            marker("guian", 106.71667, 26.58333, false, true, 0.38),
            marker("zhongwei", 105.19067, 37.51129, false, true, 0.33)};
}

MapLegend sampleLegend()
{
    MapLegend legend;
    legend.title = QStringLiteral("Electricity tariff");
    legend.unit = QStringLiteral("CNY/kWh");
    legend.min = 0.30;
    legend.max = 0.75;
    return legend;
}

// The widget position of a marker, from the same projection and transform the view uses.
QPointF markerPosition(const RegionMapView &view, const MapMarker &m, const QRectF &target)
{
    const QPointF projected = Atlas::ChinaGeometry::embedded().projection().project(m.lon, m.lat);
    return view.viewTransform(target).map(projected);
}

QImage render(const RegionMapView &view)
{
    QImage image(ImageSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    view.plot(&painter, QRectF(QPointF(0, 0), ImageSize));
    painter.end();
    return image;
}

bool sameColor(QColor a, QColor b, int tolerance = 2)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

// Relative luminance (sRGB, Rec. 709 weights): what "lighter" means to the eye.
double luminance(QColor c)
{
    auto linear = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

void sendWheel(QWidget *widget, QPointF pos, int angle)
{
    QWheelEvent event(pos,
                      widget->mapToGlobal(pos),
                      QPoint(),
                      QPoint(0, angle),
                      Qt::NoButton,
                      Qt::NoModifier,
                      Qt::NoScrollPhase,
                      false);
    QApplication::sendEvent(widget, &event);
}

} // namespace

class TestRegionMapView : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void hasObjectName();
    void rendersSomething();
    void markerHasItsValueColour_data();
    void markerHasItsValueColour();
    void colourScaleIsOrdered();
    void markerAtHitsAndMisses();
    void clickEmitsRegionClicked();
    void dragPansWithoutClicking();
    void wheelZoomsAroundCursorAndResetRestores();
    void selectionFollowsSetSelectedId();
    void exportIgnoresHover();
    void tooltipShowsMarkerOrProvince();
    void rendersEveryOption_data();
    void rendersEveryOption();
    void aWideLegendGoesBelowTheMap();
    void insetNameNeverBreaksInside_data();
    void insetNameNeverBreaksInside();
    void insetNameKeepsTheLabelsSize_data();
    void insetNameKeepsTheLabelsSize();
    void bilingualLegendKeepsTheMapLarge();
    void plotBenchmark();

private:
    Atlas::DisplaySettings *m_display = nullptr;
    RegionMapView *m_view = nullptr;
};

void TestRegionMapView::init()
{
    Atlas::LanguageManager::instance()->setLanguage(Atlas::Language::English);
    m_display = new Atlas::DisplaySettings;
    m_view = new RegionMapView(m_display);
    m_view->setFontFamily(QStringLiteral("WenQuanYi Micro Hei"));
    m_view->setMarkers(sampleMarkers());
    m_view->setLegend(sampleLegend());
    m_view->resize(ImageSize);
}

void TestRegionMapView::cleanup()
{
    delete m_view;
    m_view = nullptr;
    delete m_display;
    m_display = nullptr;
    Atlas::LanguageManager::instance()->setLanguage(Atlas::Language::English);
}

void TestRegionMapView::hasObjectName()
{
    QCOMPARE(m_view->objectName(), QStringLiteral("regionMapView"));
}

void TestRegionMapView::rendersSomething()
{
    const QImage image = render(*m_view);
    // Opaque everywhere (plot() paints its background), and far from a single flat colour.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7) {
            QCOMPARE(qAlpha(image.pixel(x, y)), 255);
            colours.insert(image.pixel(x, y));
        }
    }
    QCOMPARE_GT(colours.size(), 20);
}

void TestRegionMapView::markerHasItsValueColour_data()
{
    QTest::addColumn<int>("index");
    const QList<MapMarker> markers = sampleMarkers();
    for (int i = 0; i < markers.size(); ++i)
        QTest::newRow(qPrintable(markers.at(i).id)) << i;
}

void TestRegionMapView::markerHasItsValueColour()
{
    QFETCH(int, index);
    const MapMarker m = sampleMarkers().at(index);
    const QImage image = render(*m_view);
    const QPointF pos = markerPosition(*m_view, m, QRectF(QPointF(0, 0), ImageSize));
    const QColor expected = RegionMapView::colorFor(m.value, sampleLegend());
    const QColor actual = image.pixelColor(pos.toPoint());
    QVERIFY2(sameColor(actual, expected),
             qPrintable(QStringLiteral("%1 at (%2, %3): %4, expected %5")
                            .arg(m.id)
                            .arg(pos.x())
                            .arg(pos.y())
                            .arg(actual.name(), expected.name())));
}

void TestRegionMapView::colourScaleIsOrdered()
{
    MapLegend legend = sampleLegend();
    // Lower is better: the cheapest value gets the scale's first (best) colour.
    const QColor best = RegionMapView::colorFor(legend.min, legend);
    const QColor worst = RegionMapView::colorFor(legend.max, legend);
    QVERIFY(best != worst);
    QCOMPARE(RegionMapView::colorFor(legend.min - 1, legend), best); // clamped
    legend.higherIsBetter = true;
    QCOMPARE(RegionMapView::colorFor(legend.max, legend), best);
    QCOMPARE(RegionMapView::colorFor(qQNaN(), legend).hsvSaturation(), 0); // neutral grey
    // Perceptually ordered: luminance falls strictly from the best end to the worst.
    legend.higherIsBetter = false;
    double previous = 2;
    for (int i = 0; i <= 20; ++i) {
        const double value = legend.min + i * (legend.max - legend.min) / 20;
        const double y = luminance(RegionMapView::colorFor(value, legend));
        QCOMPARE_LT(y, previous);
        previous = y;
    }
}

void TestRegionMapView::markerAtHitsAndMisses()
{
    const QRectF target = m_view->rect();
    for (const MapMarker &m : sampleMarkers()) {
        const QPointF pos = markerPosition(*m_view, m, target);
        QCOMPARE(m_view->markerAt(pos), m.id);
        // 50 px away the marker is missed; a neighbour may be there, so look all four ways.
        int empty = 0;
        for (const QPointF offset :
             {QPointF(50, 0), QPointF(-50, 0), QPointF(0, 50), QPointF(0, -50)}) {
            const QString hit = m_view->markerAt(pos + offset);
            QVERIFY2(hit != m.id, qPrintable(m.id));
            empty += hit.isEmpty() ? 1 : 0;
        }
        QCOMPARE_GE(empty, 3);
    }
    QCOMPARE(m_view->provinceAt(markerPosition(*m_view, sampleMarkers().at(0), target)),
             QStringLiteral("130000"));
}

void TestRegionMapView::clickEmitsRegionClicked()
{
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    QSignalSpy spy(m_view, &RegionMapView::regionClicked);
    const MapMarker wuhu = sampleMarkers().at(1);
    const QPoint pos = markerPosition(*m_view, wuhu, m_view->rect()).toPoint();
    QTest::mouseClick(m_view, Qt::LeftButton, Qt::NoModifier, pos);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), wuhu.id);

    QTest::mouseClick(m_view, Qt::LeftButton, Qt::NoModifier, pos + QPoint(50, 0));
    QCOMPARE(spy.count(), 1);
}

void TestRegionMapView::dragPansWithoutClicking()
{
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    QSignalSpy spy(m_view, &RegionMapView::regionClicked);
    const QPoint start = markerPosition(*m_view, sampleMarkers().at(1), m_view->rect()).toPoint();
    const QTransform before = m_view->viewTransform();
    QTest::mousePress(m_view, Qt::LeftButton, Qt::NoModifier, start);
    QTest::mouseMove(m_view, start + QPoint(20, 10));
    QTest::mouseMove(m_view, start + QPoint(60, 30));
    QTest::mouseRelease(m_view, Qt::LeftButton, Qt::NoModifier, start + QPoint(60, 30));
    QCOMPARE(spy.count(), 0);
    const QTransform after = m_view->viewTransform();
    QCOMPARE(after.m11(), before.m11());
    QCOMPARE_LT(std::abs(after.dx() - before.dx() - 60), 1e-6);
    QCOMPARE_LT(std::abs(after.dy() - before.dy() - 30), 1e-6);
}

void TestRegionMapView::wheelZoomsAroundCursorAndResetRestores()
{
    const QTransform initial = m_view->viewTransform();
    const QPointF cursor(700, 400);
    const QPointF under = initial.inverted().map(cursor);

    sendWheel(m_view, cursor, 240);
    const QTransform zoomed = m_view->viewTransform();
    QVERIFY(zoomed != initial);
    QCOMPARE_GT(zoomed.m11(), initial.m11() * 1.5);
    const QPointF stays = zoomed.map(under);
    QCOMPARE_LT(std::hypot(stays.x() - cursor.x(), stays.y() - cursor.y()), 1e-6);

    // Zooming out past the whole-country view stops there.
    sendWheel(m_view, cursor, -2400);
    QCOMPARE(m_view->zoom(), 1.0);

    sendWheel(m_view, cursor, 360);
    QCOMPARE_GT(m_view->zoom(), 1.0);
    m_view->resetView();
    QCOMPARE(m_view->viewTransform(), initial);

    sendWheel(m_view, cursor, 120);
    QTest::keyClick(m_view, Qt::Key_Home);
    QCOMPARE(m_view->viewTransform(), initial);
}

void TestRegionMapView::selectionFollowsSetSelectedId()
{
    QCOMPARE(m_view->selectedId(), QString());
    m_view->setSelectedId(QStringLiteral("guian"));
    QCOMPARE(m_view->selectedId(), QStringLiteral("guian"));
    const QList<MapMarker> markers = m_view->markers();
    QCOMPARE(std::count_if(markers.cbegin(),
                           markers.cend(),
                           [](const MapMarker &m) { return m.selected; }),
             1);
    // The selection ring is drawn around the marker, not over its colour.
    const MapMarker guian = sampleMarkers().at(4);
    const QImage image = render(*m_view);
    const QPointF pos = markerPosition(*m_view, guian, QRectF(QPointF(0, 0), ImageSize));
    QVERIFY(sameColor(image.pixelColor(pos.toPoint()),
                      RegionMapView::colorFor(guian.value, sampleLegend())));
    m_view->setSelectedId(QString());
    QCOMPARE(m_view->selectedId(), QString());
}

void TestRegionMapView::exportIgnoresHover()
{
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    const QImage before = render(*m_view);
    // Hover over a province away from every marker: the screen highlights it, exports do not.
    const QPointF lhasa = m_view->viewTransform().map(
        Atlas::ChinaGeometry::embedded().projection().project(91.13, 29.65));
    QTest::mouseMove(m_view, lhasa.toPoint());
    QCOMPARE(m_view->provinceAt(lhasa), QStringLiteral("540000"));
    QCOMPARE(render(*m_view), before);
}

void TestRegionMapView::tooltipShowsMarkerOrProvince()
{
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    const MapMarker guian = sampleMarkers().at(4);
    const QPoint onMarker = markerPosition(*m_view, guian, m_view->rect()).toPoint();
    QHelpEvent overMarker(QEvent::ToolTip, onMarker, m_view->mapToGlobal(onMarker));
    QApplication::sendEvent(m_view, &overMarker);
    QTRY_COMPARE(QToolTip::text(), guian.tooltip);

    const QPointF lhasa = m_view->viewTransform().map(
        Atlas::ChinaGeometry::embedded().projection().project(91.13, 29.65));
    QHelpEvent overProvince(QEvent::ToolTip, lhasa.toPoint(), m_view->mapToGlobal(lhasa.toPoint()));
    QApplication::sendEvent(m_view, &overProvince);
    QTRY_COMPARE(QToolTip::text(), QStringLiteral("Tibet (Xizang)"));
    m_display->setLanguage(Atlas::Language::Chinese);
    QApplication::sendEvent(m_view, &overProvince);
    QTRY_COMPARE(QToolTip::text(), QStringLiteral("西藏"));
}

void TestRegionMapView::rendersEveryOption_data()
{
    QTest::addColumn<QString>("option");
    for (const char *option : {"english",
                               "chinese",
                               "both",
                               "highContrast",
                               "zoomed",
                               "dimmed",
                               "noMarkers",
                               "openRange",
                               "noProvinceLabels",
                               "small"}) {
        QTest::newRow(option) << QString::fromLatin1(option);
    }
}

// Every combination paints a complete map: background, provinces, inset and footer, without
// asserting (QT_FORCE_ASSERTS is on) and without leaving the target.
void TestRegionMapView::rendersEveryOption()
{
    QFETCH(QString, option);
    QSize size = ImageSize;
    if (option == QLatin1String("chinese"))
        m_display->setLanguage(Atlas::Language::Chinese);
    else if (option == QLatin1String("both"))
        m_display->setBothLanguages(true);
    else if (option == QLatin1String("highContrast"))
        m_display->setHighContrast(true);
    else if (option == QLatin1String("zoomed"))
        sendWheel(m_view, QPointF(900, 500), 720);
    else if (option == QLatin1String("noMarkers"))
        m_view->setMarkers({});
    else if (option == QLatin1String("noProvinceLabels"))
        m_view->setShowProvinceLabels(false);
    else if (option == QLatin1String("small"))
        size = QSize(420, 300);
    if (option == QLatin1String("dimmed")) {
        QList<MapMarker> markers = sampleMarkers();
        for (MapMarker &m : markers)
            m.dimmed = m.value > 0.5;
        markers.last().value = qQNaN();
        m_view->setMarkers(markers);
        m_view->setSelectedId(markers.first().id);
    }
    if (option == QLatin1String("openRange"))
        m_view->setLegend(MapLegend());

    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.translate(10, 10); // a target that does not start at the origin
    m_view->plot(&painter, QRectF(QPointF(0, 0), size - QSize(20, 20)));
    painter.end();
    QCOMPARE(image.pixelColor(0, 0).alpha(), 0); // outside the target: untouched
    QCOMPARE(image.pixelColor(15, 15).alpha(), 255);
    QSet<QRgb> colours;
    for (int y = 10; y < size.height() - 10; y += 5) {
        for (int x = 10; x < size.width() - 10; x += 5)
            colours.insert(image.pixel(x, y));
    }
    QCOMPARE_GT(colours.size(), 10);
}

// Not a pass/fail check: run with -functions plotBenchmark -median 20 to see the repaint time
// (the budget is a 16 ms median).
void TestRegionMapView::aWideLegendGoesBelowTheMap()
{
    // On a narrow, low page the legend takes most of the width: laid over the map's
    // south-west it covered Guangdong and its labels. The map is drawn above it instead.
    const QRectF narrow(0, 0, 450, 300);
    const Atlas::MapPlotter &plotter = m_view->plotter();
    const Atlas::MapPlotter::Layout l = plotter.layout(narrow);
    QVERIFY2(l.legendRect.width() > 0.6 * narrow.width(),
             qPrintable(QString::number(l.legendRect.width())));
    const QList<Atlas::MapPlotter::PlacedMarker> placed = plotter.placeMarkers(l);
    QCOMPARE(placed.size(), sampleMarkers().size());
    for (const Atlas::MapPlotter::PlacedMarker &p : placed)
        QVERIFY2(p.centre.y() + p.radius < l.legendRect.top(),
                 qPrintable(plotter.markers().at(p.index).id));
    // On the screen's wide view the legend is narrow and keeps the empty south-west corner.
    const QRectF wide(QPointF(0, 0), QSizeF(ImageSize));
    QVERIFY(plotter.layout(wide).legendRect.width() < 0.6 * wide.width());
}

void TestRegionMapView::plotBenchmark()
{
    QImage image(ImageSize, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    QBENCHMARK
    {
        m_view->plot(&painter, QRectF(QPointF(0, 0), ImageSize));
    }
}

void TestRegionMapView::insetNameNeverBreaksInside_data()
{
    QTest::addColumn<double>("width");
    // Wide enough for each name on a line, then narrower than either (the report's small
    // inset in workshop type).
    QTest::newRow("roomy") << 400.0;
    QTest::newRow("narrow") << 20.0;
}

// Review P-M7/Z-20: the inset's compliance label wrapped as "南海诸 / 岛" in Chinese and was
// drawn under "South China" in the bilingual map. 南海诸岛 is always one line, the English
// below it breaks only between words, and each line is its own (they are drawn one under the
// other, so they cannot overprint).
void TestRegionMapView::insetNameNeverBreaksInside()
{
    QFETCH(double, width);
    QFont font(QStringLiteral("WenQuanYi Micro Hei"));
    font.setPixelSize(12);
    const QFontMetricsF metrics(font);
    const QString zh = QStringLiteral("南海诸岛");
    const QString en = QStringLiteral("South China Sea Islands");
    const QStringList lines = Atlas::MapPlotter::insetNameLines({zh, en}, metrics, width);
    QCOMPARE(lines.first(), zh);
    QCOMPARE(lines.mid(1).join(u' '), en); // nothing lost, nothing broken inside a word
    for (const QString &line : lines.mid(1)) {
        const bool oneWord = !line.contains(u' ');
        QVERIFY2(oneWord || metrics.horizontalAdvance(line) <= width, qPrintable(line));
    }
    if (width > 300)
        QCOMPARE(lines.size(), 2);
}

void TestRegionMapView::insetNameKeepsTheLabelsSize_data()
{
    QTest::addColumn<bool>("both");
    QTest::addColumn<double>("fontScale");
    QTest::newRow("English") << false << 1.0;
    QTest::newRow("both") << true << 1.0;
    QTest::newRow("both, report type") << true << 1.6;
    QTest::newRow("English, report type") << false << 1.6;
}

// Issue 30 (the bilingual report's map page, looked at): in a fixed box the inset's name shrank
// to 7 px, the smallest text of the map; the report enlarges a page's type until its smallest
// text is 8 pt, so every other label grew until they covered the map. The box grows instead,
// and the name fits at the province names' size.
void TestRegionMapView::insetNameKeepsTheLabelsSize()
{
    QFETCH(bool, both);
    QFETCH(double, fontScale);
    Atlas::MapPlotter plotter = m_view->plotter();
    Atlas::PlotContext context;
    context.bothLanguages = both;
    context.fontScale = fontScale;
    plotter.options().context = context;
    const QRectF page(0, 0, 1250, 800); // a landscape report page's canvas
    const Atlas::MapStyle style = plotter.style();
    const Atlas::MapPlotter::Layout l = plotter.layout(page);
    QVERIFY2(plotter.insetNameFits(l.insetRect, style.font(style.provincePx)),
             qPrintable(
                 QStringLiteral("%1 × %2").arg(l.insetRect.width()).arg(l.insetRect.height())));
    QVERIFY(l.insetRect.height() <= 0.4 * page.height());
}

// Issue 30 (review W-M1): with Ctrl+B the legend's keys went side by side in both languages,
// the legend grew wider than 60 % of the map and the map was drawn above it, about 40 %
// smaller. Both languages are stacked instead: the legend stays in the corner and the map
// keeps its scale.
void TestRegionMapView::bilingualLegendKeepsTheMapLarge()
{
    m_display->setWorkshop(true); // the large type of workshop mode, where it was seen
    QCoreApplication::processEvents();
    const QRectF page(QPointF(0, 0), QSizeF(ImageSize));
    const double single = m_view->plotter().layout(page).transform.m11();
    m_display->setBothLanguages(true);
    QCoreApplication::processEvents();
    const Atlas::MapPlotter::Layout both = m_view->plotter().layout(page);
    QVERIFY2(both.legendRect.width() < 0.6 * page.width(),
             qPrintable(QString::number(both.legendRect.width())));
    QCOMPARE(both.transform.m11(), single);
}

QTEST_MAIN(TestRegionMapView)
#include "tst_regionmapview.moc"
