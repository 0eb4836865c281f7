// One question, one answer (issue 25), across the surfaces a CTO reads: the scenario's
// evaluation (panel, map), the comparison's CSV export, the PDF report's decision table, the
// options planner (Options tab) and the CLI's `plan`, `serve` and `options --json`. Each row is
// a built-in case or a generated question (a weekly job that needs several fleets, a served MoE
// model); for one of its comparison options every surface must give the same cards, time, cost
// of a run, cost a year, CO₂ and budget verdict. The CSV and the PDF are read back as text, the
// CLI as JSON: a surface that computes or rounds on its own fails here.
#include "cli/runcli.h"
#include "common/languagemanager.h"
#include "common/preferences.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "support/testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Atlas;
using namespace Qt::StringLiterals;

namespace {

// A weekly 2e10-token job on 4 × A100 billed monthly takes about 780 h: five fleets run at once.
const char *weeklyYaml = R"(schema_version: 1
kind: scenario
name_en: "Weekly job longer than a week"
name_zh: "每周任务，单次超过一周"
model: llama-2-13b
task: full
gpus: 4
zero: 3
accelerator: nvidia-a100-sxm4-80gb
tokens: 2e10
runs: 1
every: week
pricing: cloud-monthly
budget_cny: 1000000
budget_per: year
market: global
compare:
  - {label: "Weekly on 4 × A100", accelerator: nvidia-a100-sxm4-80gb, gpus: 4, pricing: cloud-monthly}
)";

const char *servingYaml = R"(schema_version: 1
kind: scenario
name_en: "Qwen3-235B-A22B for 500 users"
name_zh: "Qwen3-235B-A22B，500 个用户"
model: qwen3-235b-a22b
task: inference
accelerator: nvidia-h200-sxm-141gb
pricing: container
prompt_tokens: 1024
output_tokens: 256
users: 500
min_user_tokens_per_s: 20
hours: 730
market: global
compare:
  - {label: "H200 fleet for 500 users", accelerator: nvidia-h200-sxm-141gb, pricing: container, task: inference}
)";

struct Csv
{
    QStringList header;
    QList<QStringList> rows;
    // The cell of the row whose key starts with `key`, in option column `column`.
    QString cell(const QString &key, int column) const
    {
        for (const QStringList &row : rows)
            if (row.value(0).startsWith(key))
                return row.value(column + 1);
        return {};
    }
    bool hasRow(const QString &key) const
    {
        for (const QStringList &row : rows)
            if (row.value(0).startsWith(key))
                return true;
        return false;
    }
};

// A small RFC 4180 reader, independent of the app's writer.
Csv readCsv(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QString text = QString::fromUtf8(f.readAll());
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    QList<QStringList> records{{}};
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        if (quoted) {
            if (ch == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (ch == u'"') {
                quoted = false;
            } else {
                field += ch;
            }
        } else if (ch == u'"') {
            quoted = true;
        } else if (ch == u',') {
            records.last() << field;
            field.clear();
        } else if (ch == u'\n' || ch == u'\r') {
            if (ch == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            records.last() << field;
            field.clear();
            records.append(QStringList());
        } else {
            field += ch;
        }
    }
    if (!field.isEmpty())
        records.last() << field;
    records.removeIf([](const QStringList &r) { return r.isEmpty(); });
    Csv csv;
    csv.header = records.takeFirst();
    csv.rows = records;
    return csv;
}

// Numbers and units are joined by no-break spaces on screen; pdftotext gives plain ones.
QString plain(QString text)
{
    for (const char16_t space : {u'\u00a0', u'\u202f', u'\u2009', u'\u2060'})
        text.replace(QChar(space), space == u'\u2060' ? QString() : QStringLiteral(" "));
    return text;
}

// The text of a cell before its first " · " (the value; what follows explains it).
QString value(const QString &cell)
{
    return plain(cell).section(QStringLiteral(" · "), 0, 0).trimmed();
}

// "¥17.39", "¥28,090", "¥5.724 M" → yuan.
std::optional<double> money(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("¥([0-9,]+(?:\\.[0-9]+)?)( M| B)?"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    double v = QString(m.captured(1)).remove(u',').toDouble();
    if (m.captured(2) == u" M")
        v *= 1e6;
    else if (m.captured(2) == u" B")
        v *= 1e9;
    return v;
}

// "14 h", "2.5 days", "10.6 months", "1.2 years" → hours.
std::optional<double> hours(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^([0-9,]+(?:\\.[0-9]+)?) (min|h|days?|weeks?|months?|years?)\\b"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double v = QString(m.captured(1)).remove(u',').toDouble();
    const QString unit = m.captured(2);
    if (unit == u"min")
        return v / 60;
    if (unit == u"h")
        return v;
    if (unit.startsWith(u"day"))
        return v * 24;
    if (unit.startsWith(u"week"))
        return v * 168;
    if (unit.startsWith(u"month"))
        return v * 730;
    return v * 8766;
}

// "9.9 kg CO₂", "317.3 t CO₂" → kg.
std::optional<double> co2Kg(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^([0-9,]+(?:\\.[0-9]+)?) (kg|t) CO₂"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double v = QString(m.captured(1)).remove(u',').toDouble();
    return m.captured(2) == u"t" ? v * 1000 : v;
}

// Agreement to the figures a surface prints: `digits` significant figures.
bool agrees(double printed, double exact, int digits)
{
    const double tolerance = 0.5
                             * std::pow(10.0,
                                        std::floor(std::log10(std::abs(exact))) - (digits - 1));
    return std::abs(printed - exact) <= tolerance * 1.0001;
}

// Money as printed: four figures, and whole yuan from ¥100 up.
bool agreesAsMoney(double printed, double exact)
{
    return agrees(printed, exact, 4) || std::abs(printed - exact) <= 0.5;
}

bool same(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max({1.0, std::abs(a), std::abs(b)});
}

QJsonObject cliJson(const QString &arguments)
{
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    const int code = Cli::runCli(QStringList{QStringLiteral("--no-user-data")}
                                     + arguments.split(u' ', Qt::SkipEmptyParts),
                                 outStream,
                                 errStream);
    outStream.flush();
    errStream.flush();
    if (code != 0)
        qWarning("%s: exit %d: %s", qPrintable(arguments), code, qPrintable(err));
    return QJsonDocument::fromJson(out.toUtf8()).object();
}

// The line of the PDF's first page (pdftotext -layout) where the decision table's row starts.
QString decisionLine(const QString &pdf, const QString &label)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
            {QStringLiteral("-f"),
             QStringLiteral("1"),
             QStringLiteral("-l"),
             QStringLiteral("1"),
             QStringLiteral("-layout"),
             pdf,
             QStringLiteral("-")});
    p.waitForFinished(60000);
    const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n');
    const qsizetype table = lines.indexOf(QRegularExpression(QStringLiteral("^Decision table")));
    for (qsizetype i = std::max<qsizetype>(table, 0); i < lines.size(); ++i)
        if (lines.at(i).startsWith(label))
            return plain(lines.at(i)).simplified();
    return {};
}

} // namespace

class TestReportSurfaces : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void oneAnswer_data();
    void oneAnswer();

private:
    QTemporaryDir m_dir;
};

void TestReportSurfaces::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Preferences::useFile(m_dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager::instance()->setLanguage(Language::English);
}

void TestReportSurfaces::oneAnswer_data()
{
    QTest::addColumn<QString>("scenario"); // a built-in case's file name, or YAML text
    QTest::addColumn<int>("column");       // the comparison option every surface is read for
    QTest::addColumn<bool>("isThePlan");   // the option is the scenario's own plan
    QTest::addColumn<QString>("cli");      // the same question to the CLI (empty: none)

    QTest::newRow("case A, the plan's own container")
        << u"case-a"_s << 0 << true
        << u"plan --model llama-3.1-8b --gpu nvidia-rtx-4090 --gpus 1 --task qlora --batch 1 "
           "--seq 2048 --lora-rank 16 --lora-targets all --samples 20000 --epochs 3 "
           "--tokens-per-sample 1024 --pricing container --budget 10000 --budget-per run "
           "--market cn-mainland --json"_s;
    QTest::newRow("case B, weekly on A100 containers")
        << u"case-b"_s << 1 << false
        << u"plan --model llama-2-13b --gpu nvidia-a100-sxm4-80gb --gpus 4 --zero 3 --task full "
           "--batch 1 --seq 2048 --tokens 2e8 --runs 1 --every week --pricing container "
           "--budget 100000 --budget-per year --market cn-mainland --json"_s;
    QTest::newRow("case B, the A10 inference fleet") << u"case-b"_s << 3 << false << QString();
    QTest::newRow("case C, the plan's own purchase") << u"case-c"_s << 0 << true << QString();
    QTest::newRow("case C, bought in the east") << u"case-c"_s << 2 << false << QString();
    QTest::newRow("weekly job that needs five fleets")
        << QString::fromUtf8(weeklyYaml) << 0 << true
        << u"plan --model llama-2-13b --gpu nvidia-a100-sxm4-80gb --gpus 4 --zero 3 --task full "
           "--pricing cloud-monthly --tokens 2e10 --runs 1 --every week --budget 1e6 "
           "--budget-per year --market global --json"_s;
    QTest::newRow("served MoE on H200")
        << QString::fromUtf8(servingYaml) << 0 << true
        << u"serve --model qwen3-235b-a22b --gpu nvidia-h200-sxm-141gb --prompt-tokens 1024 "
           "--output-tokens 256 --users 500 --min-user-tokens-per-s 20 --market global --json"_s;
}

void TestReportSurfaces::oneAnswer()
{
    QFETCH(QString, scenario);
    QFETCH(int, column);
    QFETCH(bool, isThePlan);
    QFETCH(QString, cli);

    MainWindow window(AtlasTest::catalog());
    Diagnostics d;
    QString path;
    if (scenario.startsWith(u"case-")) {
        for (const QString &file : builtInScenarioFiles())
            if (file.contains(scenario))
                path = file;
    } else {
        path = m_dir.filePath(QStringLiteral("%1.yaml")
                                  .arg(QString::fromUtf8(QTest::currentDataTag()))
                                  .replace(u' ', u'-'));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(scenario.toUtf8());
    }
    QVERIFY2(window.document()->open(path, d), qPrintable(path));
    const ScenarioResult &r = window.document()->result();
    QVERIFY(column < r.compare.size());
    const CompareResult &c = r.compare.at(column);
    QVERIFY2(c.fits, "every row reads an option that runs");

    // The plan itself: the comparison's column for the plan's own card says what the plan says.
    if (isThePlan) {
        QCOMPARE(c.gpus, r.gpusToRun());
        QVERIFY(same(c.wallHours, r.wallHours));
        QVERIFY(same(c.cost.totalCny, r.cost.totalCny));
        QCOMPARE(bool(c.spend.perYearCny), bool(r.spend.perYearCny));
        if (r.spend.perYearCny)
            QVERIFY(same(*c.spend.perYearCny, *r.spend.perYearCny));
        QCOMPARE(c.spend.withinBudget, r.spend.withinBudget);
        QCOMPARE(c.spend.schedule.fleetsNeeded, r.spend.schedule.fleetsNeeded);
        QCOMPARE(c.cost.co2Known, r.cost.co2Known);
        QVERIFY(same(c.cost.co2Kg, r.cost.co2Kg));
    }

    // The comparison's CSV, read back.
    const QString csvPath = m_dir.filePath(QStringLiteral("compare.csv"));
    QString error;
    QVERIFY2(window.exportCompareCsv(csvPath, &error), qPrintable(error));
    const Csv csv = readCsv(csvPath);
    const QString cards = plain(csv.cell(u"Cards and layout"_s, column));
    QVERIFY2(cards.startsWith(
                 QStringLiteral("%1 card").arg(QLocale(QLocale::English).toString(c.gpus))),
             qPrintable(cards));
    const QString time = value(csv.cell(u"Time"_s, column));
    QVERIFY2(hours(time) && agrees(*hours(time), c.wallHours, 2), qPrintable(time));
    const QString runCost = value(csv.cell(u"Cost of a run"_s, column));
    QVERIFY2(money(runCost) && agreesAsMoney(*money(runCost), c.cost.totalCny), qPrintable(runCost));
    QString perYear;
    if (csv.hasRow(u"Per year"_s)) {
        perYear = value(csv.cell(u"Per year"_s, column));
        QVERIFY(c.spend.perYearCny);
        QVERIFY2(money(perYear) && agreesAsMoney(*money(perYear), *c.spend.perYearCny),
                 qPrintable(perYear));
    }
    const QString co2 = value(csv.cell(u"CO₂"_s, column));
    if (c.cost.co2Known)
        QVERIFY2(co2Kg(co2) && agrees(*co2Kg(co2), c.cost.co2Kg, 2), qPrintable(co2));
    else
        QVERIFY2(co2.contains(u"unknown"), qPrintable(co2));
    const QString budget = value(csv.cell(u"Budget"_s, column));
    if (c.spend.withinBudget && *c.spend.withinBudget)
        QCOMPARE(budget, u"within"_s);
    else if (c.spend.withinBudget)
        QVERIFY2(budget.startsWith(u"over") || budget.startsWith(u"too slow"), qPrintable(budget));
    if (c.spend.schedule.fleetsNeeded > 1)
        QVERIFY2(csv.cell(u"Per year"_s, column)
                     .contains(
                         QStringLiteral("%1 fleets at once").arg(c.spend.schedule.fleetsNeeded)),
                 qPrintable(csv.cell(u"Per year"_s, column)));

    // The PDF report's decision table: the option's row prints the same money.
    const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY2(window.exportReport(pdf, ReportLanguage::English, &error), qPrintable(error));
    const QString label = isThePlan ? u"This plan"_s : c.option.label.en.left(12);
    const QString line = decisionLine(pdf, label);
    QVERIFY2(!line.isEmpty(), qPrintable(label));
    QVERIFY2(line.contains(runCost), qPrintable(line + u" / " + runCost));
    if (!perYear.isEmpty())
        QVERIFY2(line.contains(perYear), qPrintable(line + u" / " + perYear));
    if (c.spend.withinBudget)
        QVERIFY2(line.contains(*c.spend.withinBudget ? u" within"_s : u" over"_s), qPrintable(line));

    // The options planner (Options tab, report's planner rows): the same card and form, when
    // the planner lists it, is the same plan.
    if (!c.serving) {
        for (const PlannerOption &o : window.document()->options().options) {
            if (o.accelerator != c.accelerator || o.form != c.cost.form || o.layout.gpus != c.gpus
                || o.provider || (formTraits(o.form).owned && o.region != c.region))
                continue;
            QVERIFY(same(o.wallHours, c.wallHours));
            QVERIFY(same(o.cost.totalCny, c.cost.totalCny));
            QVERIFY2(same(o.cost.co2Kg, c.cost.co2Kg),
                     qPrintable(QStringLiteral("planner %1 kg, comparison %2 kg")
                                    .arg(o.cost.co2Kg)
                                    .arg(c.cost.co2Kg)));
            if (o.spend.perYearCny && c.spend.perYearCny)
                QVERIFY(same(*o.spend.perYearCny, *c.spend.perYearCny));
        }
    }

    // The CLI, asked the same question.
    if (cli.isEmpty())
        return;
    const QJsonObject j = cliJson(cli);
    QVERIFY(!j.isEmpty());
    if (c.serving) {
        QCOMPARE(j.value(u"gpus_total").toInt(), c.gpus);
        QVERIFY(c.costPerMillionTokensCny);
        QVERIFY(same(j.value(u"cost_cny").toObject().value(u"per_million_output_tokens").toDouble(),
                     *c.costPerMillionTokensCny));
        return;
    }
    QCOMPARE(j.value(u"gpus").toInt(), c.gpus);
    QVERIFY(same(j.value(u"wall_hours").toDouble(), c.wallHours));
    QVERIFY(same(j.value(u"cost_cny").toObject().value(u"total").toDouble(), c.cost.totalCny));
    if (c.spend.perYearCny)
        QVERIFY(same(j.value(u"per_year_cny").toDouble(), *c.spend.perYearCny));
    QCOMPARE(j.value(u"co2_kg").isNull(), !c.cost.co2Known);
    if (c.cost.co2Known)
        QVERIFY(same(j.value(u"co2_kg").toDouble(), c.cost.co2Kg));
    QCOMPARE(j.value(u"schedule").toObject().value(u"fleets_needed").toInt(),
             c.spend.schedule.fleetsNeeded);
    if (c.spend.withinBudget)
        QCOMPARE(j.value(u"budget").toObject().value(u"within").toBool(), *c.spend.withinBudget);

    // `options --json` for the same work lists the same card and form with the same figures.
    QString options = cli;
    options.replace(QRegularExpression(QStringLiteral("^plan ")), QStringLiteral("options "));
    options.replace(QRegularExpression(
                        QStringLiteral(" --gpu \\S+| --gpus \\S+| --zero \\S+| --pricing \\S+")),
                    QString());
    const QJsonArray listed = cliJson(options).value(u"options").toArray();
    QVERIFY(!listed.isEmpty());
    for (const QJsonValue &v : listed) {
        const QJsonObject o = v.toObject();
        if (o.value(u"gpu").toString() != c.accelerator->id
            || o.value(u"pricing").toString() != j.value(u"pricing").toString()
            || o.value(u"gpus").toInt() != c.gpus || !o.value(u"provider").isNull())
            continue;
        QVERIFY(same(o.value(u"cost_cny").toDouble(), c.cost.totalCny));
        QVERIFY(same(o.value(u"co2_kg").toDouble(), c.cost.co2Kg));
        QVERIFY(same(o.value(u"wall_hours").toDouble(), c.wallHours));
    }
}

QTEST_MAIN(TestReportSurfaces)
#include "tst_reportsurfaces.moc"
