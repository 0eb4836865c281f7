// The matrix view: its three modes (cards, time, cost) show the document's cells and never a
// number where there is none, the scenario's row and column are the highlighted ones and come
// into view, and the accelerator headers are never cut, in English, Chinese and workshop type.

#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "document/scenariodocument.h"
#include "support/guitestutil.h"
#include "support/testutil.h"
#include "views/matrix/fitmatrixmodel.h"
#include "views/matrix/matrixstyle.h"
#include "views/matrix/matrixview.h"

#include <QApplication>
#include <QCheckBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace Atlas;

namespace {

struct Harness : AtlasTest::ViewHarness<MatrixView>
{
    explicit Harness(const Scenario &scenario)
        : ViewHarness(scenario, QSize(1000, 700))
    {}
};

bool hasDigit(const QString &text)
{
    return text.contains(QRegularExpression(QStringLiteral("[0-9]")));
}

void addCases()
{
    QTest::addColumn<QString>("scenario");
    for (const char *name : {"default", "case-a", "case-b", "case-c"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

} // namespace

class TestMatrixView : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void compactFigures_data();
    void compactFigures();
    void modesShowTheDocumentsCells_data();
    void modesShowTheDocumentsCells();
    void modeButtonsSwitch();
    void domesticOnlyHidesTheOtherColumns();
    void marketFilterHidesWhatTheMarketCannotSupply();
    void scenarioRowAndColumnAreHighlighted_data();
    void scenarioRowAndColumnAreHighlighted();
    void headersAreNeverCut_data();
    void headersAreNeverCut();
    void exportedScenarioRowKeepsItsLabel();
    void inferenceCardsTrainNothing();
};

void TestMatrixView::cleanup()
{
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestMatrixView::compactFigures_data()
{
    // Money in cells is Format::shortMoney, tested with the other formats (tst_numberformat).
    QTest::addColumn<double>("hours");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("5 h") << 5.0 << Language::English << QStringLiteral("5.0 h");
    QTest::newRow("101 h as days") << 101.0 << Language::English << QStringLiteral("4.2 d");
    QTest::newRow("30 h") << 30.0 << Language::English << QStringLiteral("30 h");
    QTest::newRow("2,000 h") << 2000.0 << Language::English << QStringLiteral("2.7 mo");
    QTest::newRow("30,000 h") << 30000.0 << Language::English << QStringLiteral("3.4 y");
    QTest::newRow("3 天") << 72.0 << Language::Chinese << QStringLiteral("3.0 天");
}

void TestMatrixView::compactFigures()
{
    QFETCH(double, hours);
    QFETCH(Language, language);
    QFETCH(QString, expected);
    QCOMPARE(FitMatrixModel::compactHours(hours, language), expected);
}

void TestMatrixView::modesShowTheDocumentsCells_data()
{
    addCases();
}

void TestMatrixView::modesShowTheDocumentsCells()
{
    QFETCH(QString, scenario);
    Harness h(AtlasTest::builtInScenario(scenario));
    FitMatrixModel *model = h.view.model();
    const FitMatrix &matrix = h.document.matrix();
    const MatrixPlans &plans = h.document.matrixPlans();
    QCOMPARE(plans.rowCount(), matrix.rowCount());
    for (FitMatrixModel::Mode mode : {FitMatrixModel::Mode::Time, FitMatrixModel::Mode::Cost}) {
        h.view.setMode(mode);
        QCOMPARE(model->mode(), mode);
        int figures = 0;
        int served = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                const int column = model->matrixColumn(c);
                const QString text = model->index(r, c).data().toString();
                const int gpus = matrix.minGpus(r, column);
                if (gpus <= 0) {
                    QCOMPARE(text,
                             gpus == FitMatrix::DoesNotFit ? QStringLiteral("✕")
                                                           : QStringLiteral("—"));
                    continue;
                }
                const MatrixCellPlan &plan = plans.cell(r, column);
                std::optional<QString> figure;
                if (mode == FitMatrixModel::Mode::Time && plan.time == MatrixCellPlan::Time::Known)
                    figure = FitMatrixModel::compactHours(plan.wallHours, Language::English);
                // A service shows its speed where a run shows its time.
                if (mode == FitMatrixModel::Mode::Time && plan.time == MatrixCellPlan::Time::Service
                    && plan.outputTokensPerSecond > 0) {
                    figure = FitMatrixModel::compactRate(plan.outputTokensPerSecond,
                                                         Language::English);
                    QVERIFY(figure->endsWith(QStringLiteral(" token/s")));
                    ++served;
                }
                if (mode == FitMatrixModel::Mode::Cost && plan.costCny)
                    figure = Format::shortMoney(*plan.costCny, Language::English);
                if (figure) {
                    QCOMPARE(text, *figure);
                    ++figures;
                } else {
                    // No time, no price: said in words, never a number.
                    QVERIFY2(!hasDigit(text), qPrintable(text));
                }
            }
        }
        QVERIFY2(figures > 100, "most fitting cells have a time and a price");
        if (mode == FitMatrixModel::Mode::Time)
            QVERIFY2(served > 100, "most inference cells have a speed");
        QVERIFY(h.view.findChild<QLabel *>(QStringLiteral("matrixLegend"))
                    ->text()
                    .contains(QStringLiteral("Training work")));
    }
}

void TestMatrixView::domesticOnlyHidesTheOtherColumns()
{
    Harness h(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    auto *only = h.view.findChild<QCheckBox *>(QStringLiteral("matrixDomesticCheck"));
    auto *table = h.view.findChild<QTableView *>(QStringLiteral("matrixTable"));
    QVERIFY(only && table && !only->isChecked());
    FitMatrixModel *model = h.view.model();
    const FitMatrix &matrix = h.document.matrix();
    const auto domestic = [&](int column) {
        return matrix.accelerator(model->matrixColumn(column))->domestic;
    };
    int domesticColumns = 0;
    for (int c = 0; c < model->columnCount(); ++c) {
        QVERIFY(!table->isColumnHidden(c));
        domesticColumns += domestic(c) ? 1 : 0;
    }
    QVERIFY(domesticColumns >= 10); // 910B/910C bins, Cambricon, Kunlunxin, Hygon, …
    only->setChecked(true);
    for (int c = 0; c < model->columnCount(); ++c)
        QCOMPARE(table->isColumnHidden(c), !domestic(c));
    // A new matrix (another precision) keeps the filter.
    h.document.edit(Atlas::ScenarioField::Precision, QStringLiteral("p"), [](Scenario &s) {
        s.workload.precision = Atlas::Precision::Fp8;
    });
    for (int c = 0; c < model->columnCount(); ++c)
        QCOMPARE(table->isColumnHidden(c), !domestic(c));
    only->setChecked(false);
    for (int c = 0; c < model->columnCount(); ++c)
        QVERIFY(!table->isColumnHidden(c));
}

void TestMatrixView::marketFilterHidesWhatTheMarketCannotSupply()
{
    // Issue 26, beside 国产 only: in the mainland the H100 (licence required) and the TPU v6e
    // (no channel) are hidden, the stock-only A100 (rented from the clouds' fleets) and the L20
    // stay; the global market hides the China-only H20 instead (availability.yaml).
    Harness h(AtlasTest::builtInScenario(QStringLiteral("case-c")));
    auto *market = h.view.findChild<QCheckBox *>(QStringLiteral("matrixMarketCheck"));
    auto *table = h.view.findChild<QTableView *>(QStringLiteral("matrixTable"));
    QVERIFY(market && table && !market->isChecked());
    FitMatrixModel *model = h.view.model();
    const FitMatrix &matrix = h.document.matrix();
    const auto hidden = [&](const char *id) {
        for (int c = 0; c < model->columnCount(); ++c)
            if (matrix.accelerator(model->matrixColumn(c))->id == QLatin1String(id))
                return table->isColumnHidden(c);
        qFatal("no column %s", id);
    };
    QVERIFY(!hidden("nvidia-h100-sxm5-80gb"));
    market->setChecked(true);
    QVERIFY(hidden("nvidia-h100-sxm5-80gb"));
    QVERIFY(hidden("google-tpu-v6e"));
    QVERIFY(!hidden("nvidia-a100-sxm4-80gb"));
    QVERIFY(!hidden("nvidia-l20"));
    QVERIFY(!hidden("nvidia-h20-96gb"));
    // The scenario's market decides, and the filter follows it.
    h.document.edit(Atlas::ScenarioField::Market, QStringLiteral("m"), [](Scenario &s) {
        s.market = Atlas::Market::Global;
    });
    QVERIFY(!hidden("nvidia-h100-sxm5-80gb"));
    QVERIFY(hidden("nvidia-h20-96gb"));
    market->setChecked(false);
    QVERIFY(!hidden("nvidia-h20-96gb"));
}

void TestMatrixView::modeButtonsSwitch()
{
    Harness h(AtlasTest::builtInScenario(QStringLiteral("case-a")));
    auto *time = h.view.findChild<QToolButton *>(QStringLiteral("matrixModeTime"));
    auto *cost = h.view.findChild<QToolButton *>(QStringLiteral("matrixModeCost"));
    auto *cards = h.view.findChild<QToolButton *>(QStringLiteral("matrixModeCards"));
    QVERIFY(time && cost && cards && cards->isChecked());
    QTest::mouseClick(time, Qt::LeftButton);
    QCOMPARE(h.view.mode(), FitMatrixModel::Mode::Time);
    QTest::mouseClick(cost, Qt::LeftButton);
    QCOMPARE(h.view.mode(), FitMatrixModel::Mode::Cost);
    QVERIFY(!time->isChecked());
    // The scenario's own cell in cost mode is its work's price: case A's 4090 by the hour.
    const int row = h.view.model()->highlightedRow();
    const int column = h.view.model()->highlightedColumn();
    QVERIFY(row >= 0 && column >= 0);
    QVERIFY(h.view.model()->index(row, column).data().toString().startsWith(u'¥'));
    QTest::mouseClick(cards, Qt::LeftButton);
    QCOMPARE(h.view.model()->index(row, column).data().toString(), QStringLiteral("1"));
}

void TestMatrixView::scenarioRowAndColumnAreHighlighted_data()
{
    addCases();
}

void TestMatrixView::scenarioRowAndColumnAreHighlighted()
{
    QFETCH(QString, scenario);
    Harness h(AtlasTest::builtInScenario(scenario));
    const auto check = [&h] {
        const Scenario &s = h.document.scenario();
        FitMatrixModel *model = h.view.model();
        QList<int> rows, columns;
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->index(r, 0).data(FitMatrixModel::HighlightRole).toInt()
                & FitMatrixModel::HighlightRow)
                rows << r;
        for (int c = 0; c < model->columnCount(); ++c)
            if (model->index(0, c).data(FitMatrixModel::HighlightRole).toInt()
                & FitMatrixModel::HighlightColumn)
                columns << c;
        // A model given inline (case C's illustrative MoE) has a row of its own, the last ones
        // (journeys review, journey 7: an imported model had none).
        QCOMPARE(rows.size(), 1);
        QCOMPARE(columns.size(), 1);
        const int row = rows.first();
        const QModelIndex cell = model->index(row, columns.first());
        QCOMPARE(cell.data(FitMatrixModel::ModelIdRole).toString(),
                 s.customModel ? s.customModel->id : s.modelId);
        QCOMPARE(Task(cell.data(FitMatrixModel::TaskRole).toInt()), s.workload.task);
        QCOMPARE(h.document.isImportedRow(row), s.customModel.has_value());
        if (s.customModel)
            QVERIFY(row >= int(h.document.catalog().models().size()
                               * ScenarioDocument::matrixTasks().size()));
        QVERIFY(model->headerData(row, Qt::Vertical, Qt::FontRole).value<QFont>().bold());
        QCOMPARE(cell.data(FitMatrixModel::AcceleratorIdRole).toString(), s.acceleratorId);
        QVERIFY(
            model->headerData(columns.first(), Qt::Horizontal, Qt::FontRole).value<QFont>().bold());
        // Scrolled into view.
        QTableView *table = h.view.table();
        const auto *proxy = qobject_cast<QSortFilterProxyModel *>(table->model());
        const QRect shown = table->visualRect(proxy->mapFromSource(cell));
        const QRect viewport = table->viewport()->rect();
        QVERIFY2(viewport.intersects(shown), "the scenario's cell is not shown");
    };
    check();
    if (QTest::currentTestFailed())
        return;
    // Another accelerator at the far end of the columns: the highlight and the view follow.
    const FitMatrix &matrix = h.document.matrix();
    const QString last
        = matrix.accelerator(h.view.model()->matrixColumn(h.view.model()->columnCount() - 1))->id;
    h.document.edit(ScenarioField::Accelerator, QStringLiteral("accelerator"), [&](Scenario &s) {
        s.acceleratorId = last;
    });
    check();
}

void TestMatrixView::inferenceCardsTrainNothing()
{
    // Case A's QLoRA row on AWS Inferentia2: "—", and the tooltip says why.
    Harness h(AtlasTest::builtInScenario(QStringLiteral("case-a")));
    FitMatrixModel *model = h.view.model();
    int column = -1;
    for (int c = 0; c < model->columnCount(); ++c)
        if (model->index(0, c).data(FitMatrixModel::AcceleratorIdRole).toString()
            == u"aws-inferentia2")
            column = c;
    QVERIFY(column >= 0);
    int checked = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex cell = model->index(row, column);
        if (Task(cell.data(FitMatrixModel::TaskRole).toInt()) != Task::Qlora)
            continue;
        QCOMPARE(cell.data(Qt::DisplayRole).toString(), QStringLiteral("—"));
        QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("inference only")),
                 qPrintable(cell.data(Qt::ToolTipRole).toString()));
        ++checked;
    }
    QVERIFY(checked > 10);
}

void TestMatrixView::exportedScenarioRowKeepsItsLabel()
{
    // In an exported matrix (screenshot, report) the scenario's row label sits on the
    // highlight: the highlight was painted over it and the row had no name.
    Harness h(AtlasTest::builtInScenario(QStringLiteral("case-a")));
    QImage image(1600, 1000, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        h.view.plot(&painter, QRectF(image.rect()));
    }
    const QRgb highlight = MatrixStyle().highlightHeader.rgb();
    // The highlighted row label: the highlight's pixels in the label column, left of the grid.
    QRect label;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width() / 5; ++x)
            if (image.pixel(x, y) == highlight)
                label |= QRect(x, y, 1, 1);
    QVERIFY2(label.height() > 5 && label.width() > 40, "no highlighted row label");
    int ink = 0;
    for (int y = label.top(); y <= label.bottom(); ++y)
        for (int x = label.left(); x <= label.right(); ++x)
            ink += qGray(image.pixel(x, y)) < 110;
    QVERIFY2(ink > 30, qPrintable(QStringLiteral("%1 dark pixels on the label").arg(ink)));
}

void TestMatrixView::headersAreNeverCut_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<bool>("workshop");
    QTest::newRow("English") << Language::English << false;
    QTest::newRow("Chinese") << Language::Chinese << false;
    QTest::newRow("English, workshop type") << Language::English << true;
    QTest::newRow("Chinese, workshop type") << Language::Chinese << true;
}

void TestMatrixView::headersAreNeverCut()
{
    QFETCH(Language, language);
    QFETCH(bool, workshop);
    const QFont normal = QApplication::font();
    if (workshop) {
        QFont large = normal;
        large.setPointSizeF(normal.pointSizeF() * DisplaySettings::WorkshopFontScale);
        QApplication::setFont(large);
    }
    Harness h(AtlasTest::builtInScenario(QStringLiteral("case-b")));
    h.display.setLanguage(language);
    h.view.setMode(FitMatrixModel::Mode::Cost);
    QCoreApplication::sendPostedEvents();
    QHeaderView *header = h.view.table()->horizontalHeader();
    QFont bold = header->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    FitMatrixModel *model = h.view.model();
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString label = model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        const int width = header->sectionSize(c) - margin;
        // Wrapped at the column's width, the name needs no more: no word runs over its edges
        // (a word too long for a line would make the text wider than the column) …
        const QRect wrapped = metrics.boundingRect(QRect(0, 0, width, 10000),
                                                   Qt::AlignCenter | Qt::TextWordWrap,
                                                   label);
        QVERIFY2(wrapped.width() <= width,
                 qPrintable(QStringLiteral("%1 needs %2 px, the column has %3")
                                .arg(label)
                                .arg(wrapped.width())
                                .arg(width)));
        // … nor over the header's height.
        QVERIFY2(wrapped.height() <= header->height(),
                 qPrintable(QStringLiteral("%1 needs %2 px, the header has %3")
                                .arg(label)
                                .arg(wrapped.height())
                                .arg(header->height())));
        // Cells are not cut either.
        const QFontMetrics cells(h.view.table()->font());
        for (int r = 0; r < model->rowCount(); r += 7)
            QVERIFY(cells.horizontalAdvance(model->index(r, c).data().toString())
                    < header->sectionSize(c));
    }
    QApplication::setFont(normal);
}

QTEST_MAIN(TestMatrixView)
#include "tst_matrixview.moc"
