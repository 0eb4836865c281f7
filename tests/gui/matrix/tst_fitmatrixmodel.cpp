#include "views/matrix/fitmatrixmodel.h"

#include "common/displaysettings.h"
#include "common/languagemanager.h"
#include "document/scenariodocument.h"
#include "engine/fit.h"
#include "support/testutil.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Atlas;

// The matrix model: what the table shows of the document's matrix, checked by Qt's model
// tester through workload changes, with columns by tier and labels without vendors.
class TestFitMatrixModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void modelTesterThroughEdits();
    void columnsByTierThenMemory();
    void columnLabels_data();
    void columnLabels();
    void cellsAreTheMatrix();
    void tooltipShowsTheStoredLayout();
    void languageChangesHeadersNotCells();

private:
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<DisplaySettings> m_display;
    std::unique_ptr<FitMatrixModel> m_model;
};

void TestFitMatrixModel::init()
{
    LanguageManager::instance()->setLanguage(Language::English);
    m_document = std::make_unique<ScenarioDocument>(AtlasTest::catalog());
    m_display = std::make_unique<DisplaySettings>();
    m_model = std::make_unique<FitMatrixModel>(m_document.get(), m_display.get());
    QObject::connect(m_document.get(),
                     &ScenarioDocument::matrixChanged,
                     m_model.get(),
                     &FitMatrixModel::refresh);
}

void TestFitMatrixModel::cleanup()
{
    m_model.reset();
    m_display.reset();
    m_document.reset();
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestFitMatrixModel::modelTesterThroughEdits()
{
    QAbstractItemModelTester tester(m_model.get(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
    for (Precision p : {Precision::Int8, Precision::Fp8, Precision::Int4, Precision::Bf16}) {
        m_document->edit(ScenarioField::Precision, QStringLiteral("p"), [p](Scenario &s) {
            s.workload.precision = p;
        });
    }
    m_document->edit(ScenarioField::Sequence, QStringLiteral("s"), [](Scenario &s) {
        s.workload.seqLen = 8192;
    });
    m_model->setSeedOverlay(false);
    m_model->setSeedOverlay(true);
    m_display->setBothLanguages(true);
    QCOMPARE(resets.size(), 0); // new values in the same cells
}

void TestFitMatrixModel::columnsByTierThenMemory()
{
    const FitMatrix &matrix = m_document->matrix();
    QCOMPARE(m_model->columnCount(), matrix.columnCount());
    QCOMPARE(m_model->rowCount(), matrix.rowCount());
    for (int c = 1; c < m_model->columnCount(); ++c) {
        const Accelerator *a = matrix.accelerator(m_model->matrixColumn(c - 1));
        const Accelerator *b = matrix.accelerator(m_model->matrixColumn(c));
        QVERIFY(int(a->tier) <= int(b->tier));
        if (a->tier == b->tier)
            QVERIFY(a->memoryGiB >= b->memoryGiB);
    }
}

void TestFitMatrixModel::columnLabels_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("label");
    // The vendor goes, found through the catalog's vendor fields, not a list of names.
    QTest::newRow("NVIDIA") << QStringLiteral("nvidia-h100-sxm5-80gb") << Language::English
                            << QStringLiteral("H100 SXM5 80GB");
    QTest::newRow("英伟达") << QStringLiteral("nvidia-h100-sxm5-80gb") << Language::Chinese
                            << QStringLiteral("H100 SXM5 80GB");
    QTest::newRow("AMD") << QStringLiteral("amd-mi300x") << Language::English
                         << QStringLiteral("Instinct MI300X 192GB");
    QTest::newRow("Huawei") << QStringLiteral("huawei-ascend-910b") << Language::English
                            << QStringLiteral("Ascend 910B");
    QTest::newRow("Intel (Habana)") << QStringLiteral("intel-gaudi3") << Language::English
                                    << QStringLiteral("Gaudi 3 (HL-325L)");
    QTest::newRow("英特尔（Habana）") << QStringLiteral("intel-gaudi3") << Language::Chinese
                                      << QStringLiteral("Gaudi 3（HL-325L）");
}

void TestFitMatrixModel::columnLabels()
{
    QFETCH(QString, id);
    QFETCH(Language, language);
    QFETCH(QString, label);
    const Accelerator *a = AtlasTest::catalog()->accelerator(id);
    QVERIFY2(a, qPrintable(id));
    QCOMPARE(FitMatrixModel::columnLabel(*a, language), label);
}

void TestFitMatrixModel::cellsAreTheMatrix()
{
    const FitMatrix &matrix = m_document->matrix();
    int fits = 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c) {
            const int gpus = matrix.minGpus(r, m_model->matrixColumn(c));
            const QModelIndex index = m_model->index(r, c);
            const int raw = index.data(FitMatrixModel::RawValueRole).toInt();
            if (gpus == FitMatrix::DoesNotFit) {
                QCOMPARE(raw, FitMatrixModel::DoesNotFitSortValue);
                QCOMPARE(index.data().toString(), QStringLiteral("✕"));
            } else if (gpus == FitMatrix::NotApplicable) {
                QCOMPARE(index.data().toString(), QStringLiteral("—"));
            } else {
                QCOMPARE(raw, gpus);
                QCOMPARE(index.data().toString(), QString::number(gpus));
                ++fits;
            }
        }
    }
    QVERIFY(fits > 1000);
}

void TestFitMatrixModel::tooltipShowsTheStoredLayout()
{
    // Llama 3.1 70B inference on H100: two cards at tensor parallelism 2 (the full search's
    // answer, which the document's matrix keeps).
    const FitMatrix &matrix = m_document->matrix();
    int row = -1;
    for (int r = 0; r < matrix.rowCount(); ++r)
        if (matrix.model(r)->id == u"llama-3.1-70b" && matrix.task(r) == Task::Inference)
            row = r;
    int column = -1;
    for (int c = 0; c < m_model->columnCount(); ++c)
        if (m_model->index(0, c).data(FitMatrixModel::AcceleratorIdRole)
            == QStringLiteral("nvidia-h100-sxm5-80gb"))
            column = c;
    QVERIFY(row >= 0 && column >= 0);
    const MemoryModel memory(*matrix.model(row), matrix.rowWorkload(row));
    const FitResult fit = fitOnAccelerator(memory,
                                           *AtlasTest::catalog()->accelerator(
                                               u"nvidia-h100-sxm5-80gb"),
                                           Layout{});
    QCOMPARE(*fit.minGpus, 2);
    const QString tip = m_model->cellToolTip(row, column);
    QVERIFY2(tip.contains(QStringLiteral("Smallest fit: 2 cards (dp 1, tp 2, pp 1, ZeRO 0)")),
             qPrintable(tip));
}

void TestFitMatrixModel::languageChangesHeadersNotCells()
{
    QSignalSpy headers(m_model.get(), &QAbstractItemModel::headerDataChanged);
    QSignalSpy cells(m_model.get(), &QAbstractItemModel::dataChanged);
    const QString english = m_model->headerData(0, Qt::Vertical, Qt::DisplayRole).toString();
    m_display->setLanguage(Language::Chinese);
    QVERIFY(headers.size() >= 1);
    QCOMPARE(cells.size(), 0);
    const QString chinese = m_model->headerData(0, Qt::Vertical, Qt::DisplayRole).toString();
    QVERIFY(chinese != english);
}

QTEST_MAIN(TestFitMatrixModel)
#include "tst_fitmatrixmodel.moc"
