// The statistics both calibrated models share (engine/fitstats.h), against arithmetic done by
// hand.

#include "engine/fitstats.h"

#include <QTest>

#include <cmath>

using namespace Atlas;

class TestFitStats : public QObject
{
    Q_OBJECT

private slots:
    void quantileInterpolates_data();
    void quantileInterpolates();
    void summaryCountsCoverageAndErrors();
    void priorHoldsWhereNoRowSpeaks();
    void dataOutweighAWeakPrior();
    void covarianceShrinksWithRows();
    void sourcesGroupByDocument_data();
    void sourcesGroupByDocument();
};

void TestFitStats::quantileInterpolates_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<double>("q");
    QTest::addColumn<double>("expected");
    // Sorted 1, 2, 4, 8: position q·(n − 1) between order statistics.
    const QList<double> v{8, 1, 4, 2};
    QTest::newRow("min") << v << 0.0 << 1.0;
    QTest::newRow("max") << v << 1.0 << 8.0;
    QTest::newRow("median") << v << 0.5 << 3.0;          // halfway between 2 and 4
    QTest::newRow("p90") << v << 0.9 << 4.0 + 0.7 * 4.0; // position 2.7: 4 + 0.7 · (8 − 4)
    QTest::newRow("empty") << QList<double>{} << 0.5 << 0.0;
}

void TestFitStats::quantileInterpolates()
{
    QFETCH(QList<double>, values);
    QFETCH(double, q);
    QFETCH(double, expected);
    QCOMPARE(FitStats::quantile(values, q), expected);
}

void TestFitStats::summaryCountsCoverageAndErrors()
{
    // Errors |r − 1| = 0, 0.1, 0.5, 1.0; two of four inside; a non-positive ratio is skipped.
    const FitStats::ErrorSummary s = FitStats::summarise({1.0, 1.1, 0.5, 2.0, 0.0},
                                                         {true, true, false, false, true});
    QCOMPARE(s.count, 4);
    QCOMPARE(s.inside, 2);
    QCOMPARE(s.coverage(), 0.5);
    QVERIFY(std::abs(s.medianError - 0.3) < 1e-12);            // (0.1 + 0.5) / 2
    QVERIFY(std::abs(s.p90Error - (0.5 + 0.7 * 0.5)) < 1e-12); // position 2.7
}

void TestFitStats::priorHoldsWhereNoRowSpeaks()
{
    // Two coefficients; every row leaves the second at zero: it keeps its prior mean, and its
    // variance is the prior's.
    const QList<QList<double>> x{{1, 0}, {1, 0}};
    const auto fit = FitStats::penalisedLeastSquares(x, {0.5, 0.7}, {1, 1}, {0, 0.3}, {10, 0.2});
    QVERIFY(fit);
    QVERIFY(std::abs(fit->beta[1] - 0.3) < 1e-12);
    QVERIFY(std::abs(fit->covariance[1][1] - 0.04) < 1e-12);
    // The first: (Σy + μ/sd²) / (n + 1/sd²) = 1.2 / (2 + 0.01).
    QVERIFY(std::abs(fit->beta[0] - 1.2 / 2.01) < 1e-12);
}

void TestFitStats::dataOutweighAWeakPrior()
{
    // y = 2 + 3x exactly, a prior of 0 ± 100 on both: the fit finds the line.
    QList<QList<double>> x;
    QList<double> y;
    for (int i = 0; i < 5; ++i) {
        x << QList<double>{1.0, double(i)};
        y << 2.0 + 3.0 * i;
    }
    const auto fit = FitStats::penalisedLeastSquares(x, y, {}, {0, 0}, {100, 100});
    QVERIFY(fit);
    QVERIFY(std::abs(fit->beta[0] - 2.0) < 1e-3);
    QVERIFY(std::abs(fit->beta[1] - 3.0) < 1e-3);
}

void TestFitStats::covarianceShrinksWithRows()
{
    // One coefficient, unit weights, a flat prior: its variance is 1 / n.
    for (const int n : {1, 4, 16}) {
        const QList<QList<double>> x(n, QList<double>{1.0});
        const auto fit = FitStats::penalisedLeastSquares(x, QList<double>(n, 1.0), {}, {0}, {1e6});
        QVERIFY(fit);
        QVERIFY(std::abs(fit->covariance[0][0] - 1.0 / n) < 1e-9);
        QVERIFY(std::abs(FitStats::quadraticForm(fit->covariance, {2.0}) - 4.0 / n) < 1e-9);
    }
}

void TestFitStats::sourcesGroupByDocument_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("group");
    QTest::newRow("repository file")
        << "GitHub NVIDIA/TensorRT-LLM docs/source/performance.md @ 138f96d4"
        << "NVIDIA/TensorRT-LLM docs/source/performance.md";
    QTest::newRow("file after a branch")
        << "GitHub NVIDIA/TensorRT-LLM release/0.5.0 docs/source/blogs/H200launch.md (raw)"
        << "NVIDIA/TensorRT-LLM docs/source/blogs/H200launch.md";
    QTest::newRow("repository without a file") << "GitHub SemiAnalysisAI/InferenceX issue #870"
                                               << "SemiAnalysisAI/InferenceX";
    QTest::newRow("paper") << "The Llama 3 Herd of Models, arXiv 2407.21783, s3.3.2 Table 4"
                           << "arXiv 2407.21783";
    QTest::newRow("first named wins")
        << "study.space summary of OPT paper (arXiv 2205.01068) https://study.space/p/OPT"
        << "arXiv 2205.01068";
    QTest::newRow("web page") << "Databricks blog https://www.databricks.com/blog/mpt-7b"
                              << "databricks.com/blog";
    QTest::newRow("plain text") << "Vendor slides, 2024 (not online)"
                                << "Vendor slides";
}

void TestFitStats::sourcesGroupByDocument()
{
    QFETCH(QString, source);
    QFETCH(QString, group);
    QCOMPARE(FitStats::sourceGroup(source), group);
}

QTEST_GUILESS_MAIN(TestFitStats)
#include "tst_fitstats.moc"
