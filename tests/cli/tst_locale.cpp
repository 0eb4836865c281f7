// Results must not depend on the locale (decimal comma, Turkish dotless i) or on the current
// directory: the CLI's output is compared byte for byte, and the catalog is read in-process
// under a German locale.

#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>

using namespace Atlas;

namespace {

QByteArray run(const QStringList &arguments,
               const QString &locale,
               const QString &workingDirectory = QString())
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("LANG"), locale);
    env.insert(QStringLiteral("LANGUAGE"), locale.left(2));
    p.setProcessEnvironment(env);
    if (!workingDirectory.isEmpty())
        p.setWorkingDirectory(workingDirectory);
    p.start(QStringLiteral(ATLAS_CLI_PATH),
            QStringList{QStringLiteral("--no-user-data")} + arguments);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("CLI failed: %s", p.readAllStandardError().constData());
    return p.readAllStandardOutput();
}

bool localeInstalled(const char *name)
{
    const char *previous = std::setlocale(LC_ALL, nullptr);
    const QByteArray saved(previous ? previous : "C");
    const bool ok = std::setlocale(LC_ALL, name) != nullptr;
    std::setlocale(LC_ALL, saved.constData());
    return ok;
}

QList<QStringList> commands()
{
    return {
        QStringLiteral("catalog list --json").split(u' '),
        QStringLiteral("catalog list --kind regions --json").split(u' '),
        QStringLiteral(
            "estimate --model llama-3.1-8b --task lora --seq 4096 --gpu nvidia-rtx-4090 --json")
            .split(u' '),
        QStringLiteral("estimate --params 7.5B --precision fp16 --grad-precision fp16 --gpus 64 "
                       "--zero 2 --json")
            .split(u' '),
        QStringLiteral("plan --model qwen2.5-7b --task full --gpu nvidia-h800-sxm5-80gb --gpus 8 "
                       "--zero 3 --tokens 1e9 "
                       "--pricing purchase --region zhongwei --tariff 0.36 --pue 1.15 --json")
            .split(u' '),
        QStringLiteral("regions --model llama-3.1-8b --task inference --gpu nvidia-l40s --hours "
                       "720 --city chengdu --json")
            .split(u' '),
        QStringLiteral("estimate --model llama-3.1-8b --gpu nvidia-rtx-4090")
            .split(u' '), // human-readable too
    };
}

} // namespace

class TestLocale : public QObject
{
    Q_OBJECT

private slots:
    void cliOutputIsLocaleIndependent_data();
    void cliOutputIsLocaleIndependent();
    void cliOutputIsDirectoryIndependent();
    void catalogUnderGermanLocale();
};

void TestLocale::cliOutputIsLocaleIndependent_data()
{
    QTest::addColumn<QString>("locale");
    QTest::newRow("German (decimal comma)") << QStringLiteral("de_DE.UTF-8");
    QTest::newRow("Turkish (dotless i)") << QStringLiteral("tr_TR.UTF-8");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN.UTF-8");
}

void TestLocale::cliOutputIsLocaleIndependent()
{
    QFETCH(QString, locale);
    if (!localeInstalled(locale.toLatin1().constData()) && locale != u"zh_CN.UTF-8")
        QSKIP("locale not generated on this machine (./atlas.sh test generates it as root)");
    for (const QStringList &command : commands()) {
        const QByteArray reference = run(command, QStringLiteral("C.UTF-8"));
        QVERIFY(!reference.isEmpty());
        QCOMPARE(run(command, locale), reference);
    }
}

void TestLocale::cliOutputIsDirectoryIndependent()
{
    QTemporaryDir elsewhere;
    for (const QStringList &command : commands())
        QCOMPARE(run(command, QStringLiteral("C.UTF-8"), elsewhere.path()),
                 run(command, QStringLiteral("C.UTF-8")));
}

void TestLocale::catalogUnderGermanLocale()
{
    // In-process, with the C library and Qt both set to German: the catalog reads the same
    // numbers and the engine gives the same bytes.
    Diagnostics d1;
    CatalogOptions options;
    options.userDir = false;
    const auto reference = loadCatalog(options, d1);
    Diagnostics scenarioDiagnostics;
    const auto scenario = readScenarioFile(builtInScenarioFiles().at(2),
                                           *reference,
                                           scenarioDiagnostics);
    const ScenarioResult before = evaluateScenario(*scenario, *reference);

    const bool german = std::setlocale(LC_ALL, "de_DE.UTF-8") != nullptr;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    Diagnostics d2;
    const auto again = loadCatalog(options, d2);
    const auto scenario2 = readScenarioFile(builtInScenarioFiles().at(2),
                                            *again,
                                            scenarioDiagnostics);
    const ScenarioResult after = evaluateScenario(*scenario2, *again);
    std::setlocale(LC_ALL, "C");
    QLocale::setDefault(QLocale::c());

    // The same diagnostics as under the C locale (none but the warnings for instances whose
    // accelerator the catalog lacks, see tst_catalogloader).
    QCOMPARE(d2.errorCount(), 0);
    QCOMPARE(d2.toStringList(), d1.toStringList());
    QCOMPARE(again->accelerator(u"nvidia-h100-sxm5-80gb")->bandwidthGBs, 3350.0);
    QCOMPARE(*again->accelerator(u"nvidia-h100-sxm5-80gb")->throughput(ThroughputKind::Bf16), 989.4);
    QCOMPARE(again->region(u"zhongwei")->tariff.value, 0.36);
    QCOMPARE(after.estimate.perGpu.total(), before.estimate.perGpu.total());
    QCOMPARE(after.cost.totalCny, before.cost.totalCny);
    QCOMPARE(writeScenario(*scenario2), writeScenario(*scenario));
    if (!german)
        qInfo("de_DE.UTF-8 not generated: only Qt's default locale was German");
}

QTEST_GUILESS_MAIN(TestLocale)
#include "tst_locale.moc"
