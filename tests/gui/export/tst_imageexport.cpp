// PNG and SVG exports of every view, in the window and through the headless command line:
// the files are real images of the requested size, written atomically, and an unwritable path
// is refused with the reason.

#include "common/languagemanager.h"
#include "common/preferences.h"
#include "export/imageexport.h"
#include "mainwindow.h"
#include "support/testutil.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Atlas;

class TestImageExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyView_data();
    void everyView();
    void unwritablePathSaysWhy();
    void headless_data();
    void headless();

private:
    QTemporaryDir m_dir;
};

void TestImageExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Preferences::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestImageExport::everyView_data()
{
    QTest::addColumn<MainWindow::View>("view");
    QTest::newRow("tiers") << MainWindow::View::Tiers;
    QTest::newRow("matrix") << MainWindow::View::Matrix;
    QTest::newRow("map") << MainWindow::View::Map;
    QTest::newRow("compare") << MainWindow::View::Compare;
    QTest::newRow("options") << MainWindow::View::Options;
}

void TestImageExport::everyView()
{
    QFETCH(MainWindow::View, view);
    MainWindow window(AtlasTest::catalog());
    QString error;
    const QString png = m_dir.filePath(viewKey(view) + QStringLiteral(".png"));
    QVERIFY2(window.exportView(view, png, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.width(), 1600);
    // Something is drawn: a good share of the pixels is not the white background.
    int inked = 0;
    for (int y = 0; y < image.height(); y += 8)
        for (int x = 0; x < image.width(); x += 8)
            inked += image.pixel(x, y) != qRgb(255, 255, 255);
    QVERIFY2(inked > (image.width() / 8) * (image.height() / 8) / 50, "an almost empty image");

    const QString svg = m_dir.filePath(viewKey(view) + QStringLiteral(".svg"));
    QVERIFY2(window.exportView(view, svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("</svg>"));
    QVERIFY2(text.contains("<path") || text.contains("<text"), "vector content");
}

void TestImageExport::unwritablePathSaysWhy()
{
    const PlotFunction plot = [](QPainter *p, const QRectF &r) { p->fillRect(r, Qt::red); };
    QString error;
    const QString path = m_dir.filePath(QStringLiteral("missing/view.png"));
    QVERIFY(!exportPng(plot, path, 100, 100, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(
        !exportSvg(plot, m_dir.filePath(QStringLiteral("missing/view.svg")), 100, 100, {}, &error));
    QVERIFY(!error.isEmpty());
}

void TestImageExport::headless_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("lang");
    for (const char *v : {"tiers", "matrix", "map", "compare"})
        for (const char *l : {"en", "zh"})
            QTest::addRow("%s %s", v, l) << QString::fromLatin1(v) << QString::fromLatin1(l);
}

void TestImageExport::headless()
{
    // What docs and workshops use: the real binary, no display, each view in each language.
    QFETCH(QString, view);
    QFETCH(QString, lang);
    const QString png = m_dir.filePath(QStringLiteral("cli-%1-%2.png").arg(view, lang));
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the app chooses offscreen itself
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(ATLAS_APP_PATH),
              {QStringLiteral("--view"),
               view,
               QStringLiteral("--screenshot"),
               png,
               QStringLiteral("--lang"),
               lang,
               QStringLiteral("--settings"),
               m_dir.filePath(QStringLiteral("cli.ini")),
               QStringLiteral(ATLAS_SOURCE_DIR "/resources/scenarios/case-c.yaml")});
    QVERIFY(app.waitForFinished(120000));
    QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), view == u"matrix" ? QSize(1600, 900) : QSize(1600, 1000));
}

QTEST_MAIN(TestImageExport)
#include "tst_imageexport.moc"
