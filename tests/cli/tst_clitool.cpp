// The CLI as a Unix tool (issue 29, DESIGN.md "Tools"): help for every verb from one registry,
// `scenario validate`, --quiet, results on stdout and diagnostics on stderr.

#include "cli/clirun.h"
#include "cli/command.h"
#include "cli/helptext.h"
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using AtlasTest::cli;
using AtlasTest::Run;

namespace {

// The verbs the brief and DESIGN.md name: the help must have every one (written here by hand,
// so that a verb missing from the registry fails).
const QStringList verbs{QStringLiteral("catalog"),
                        QStringLiteral("estimate"),
                        QStringLiteral("plan"),
                        QStringLiteral("regions"),
                        QStringLiteral("options"),
                        QStringLiteral("serve"),
                        QStringLiteral("calibration"),
                        QStringLiteral("seed-claims"),
                        QStringLiteral("scenario")};

void writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(content), content.size());
}

QString scenarioPath(const char *name)
{
    return QStringLiteral(ATLAS_SOURCE_DIR "/resources/scenarios/") + QLatin1String(name);
}

// A catalog file that loads with one warning: an unknown key (read, reported, ignored).
const char warnedModel[] = "models:\n  - id: tiny\n    name_en: Tiny\n    name_zh: 小\n"
                           "    model_type: llama\n    layers: 2\n    hidden: 64\n    heads: 4\n"
                           "    ffn: 128\n    vocab: 100\n    colour: blue\n    sources: [here]\n";

} // namespace

class TestCliTool : public QObject
{
    Q_OBJECT

private slots:
    void verbHelp_data();
    void verbHelp();
    void programHelpListsEveryVerb();
    void helpRangesAreTheOnesEnforced_data();
    void helpRangesAreTheOnesEnforced();
    void helpExamplesRun();
    void scenarioValidate_data();
    void scenarioValidate();
    void scenarioValidateJson();
    void quietDropsWarningsOnly();
    void resultsOnStdoutDiagnosticsOnStderr_data();
    void resultsOnStdoutDiagnosticsOnStderr();
};

void TestCliTool::verbHelp_data()
{
    QTest::addColumn<QString>("verb");
    for (const QString &verb : verbs)
        QTest::newRow(qPrintable(verb)) << verb;
}

void TestCliTool::verbHelp()
{
    QFETCH(QString, verb);
    const Run r = cli({verb, QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QString help = QString::fromUtf8(r.out);
    QVERIFY2(help.startsWith(QStringLiteral("Usage: compute-atlas-cli ") + verb), r.out.constData());
    QVERIFY2(help.contains(QStringLiteral("\nExample")), r.out.constData());
    QVERIFY2(help.contains(QStringLiteral("  compute-atlas-cli ") + verb + u' '), r.out.constData());
    QVERIFY(help.contains(QStringLiteral("--help")));
    // -h and `help VERB` say the same; --help wins over anything else on the line.
    QCOMPARE(cli({verb, QStringLiteral("-h")}).out, r.out);
    QCOMPARE(cli({QStringLiteral("help"), verb}).out, r.out);
    QCOMPARE(cli({verb, QStringLiteral("--colour"), QStringLiteral("--help")}).out, r.out);
}

void TestCliTool::programHelpListsEveryVerb()
{
    const Run r = cli(QStringList{QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(cli(QStringList{QStringLiteral("help")}).out, r.out);
    for (const QString &verb : verbs)
        QVERIFY2(QString::fromUtf8(r.out).contains(QStringLiteral("\n  ") + verb + u' '),
                 qPrintable(verb));
    for (const char *text : {"--quiet", "--data DIR", "Exit codes:", "COMMAND --help"})
        QVERIFY2(r.out.contains(text), text);
    // Without a command: the same help, on stderr, and exit 2.
    const Run none = cli(QStringList{});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.out.isEmpty());
    QCOMPARE(none.err, r.out);
}

void TestCliTool::helpExamplesRun()
{
    // Every example a verb's help gives runs as printed (those that name a file of the user's
    // are left out), so the help and the options a verb accepts cannot drift apart.
    int ran = 0;
    for (const QString &verb : verbs) {
        const QString help = QString::fromUtf8(cli({verb, QStringLiteral("--help")}).out);
        const QString examples = help.mid(help.indexOf(QStringLiteral("\nExample")));
        // An example may wrap onto indented lines: join them back.
        QString joined = examples;
        joined.replace(QStringLiteral("\n    "), QStringLiteral(" "));
        for (QString line : joined.split(u'\n')) {
            line = line.trimmed();
            if (!line.startsWith(QStringLiteral("compute-atlas-cli ")) || line.contains(u".yaml")
                || line.contains(u".json"))
                continue;
            const Run r = cli(line.mid(QStringLiteral("compute-atlas-cli ").size()));
            QVERIFY2(r.exitCode == 0, qPrintable(line + u": " + QString::fromUtf8(r.err)));
            ++ran;
        }
    }
    QVERIFY(ran >= 8);
}

void TestCliTool::scenarioValidate_data()
{
    QTest::addColumn<QByteArray>("content"); // empty: the built-in cases
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // on stderr, after the file's path
    QTest::newRow("built-in cases") << QByteArray() << 0 << QString();
    // Line 4, column 9: the value of tokens (hand-counted in the text below).
    QTest::newRow("bad number") << QByteArray(
        "schema_version: 1\nmodel: llama-2-13b\naccelerator: nvidia-a100-sxm4-80gb\n"
        "tokens: many\n") << 1 << QStringLiteral(":4:9: tokens:");
    QTest::newRow("unknown accelerator")
        << QByteArray("model: llama-2-13b\naccelerator: nvidia-h1000\ntokens: 1e8\n") << 1
        << QStringLiteral(":2:14: accelerator: expected the id of an accelerator");
    QTest::newRow("unknown key is a warning")
        << QByteArray("model: llama-2-13b\ntokens: 1e8\nbudget_pre: year\n") << 0
        << QStringLiteral(":3:1: warning: budget_pre: unknown key");
}

void TestCliTool::scenarioValidate()
{
    QFETCH(QByteArray, content);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QStringList files;
    if (content.isEmpty()) {
        files = {scenarioPath("case-a.yaml"),
                 scenarioPath("case-b.yaml"),
                 scenarioPath("case-c.yaml")};
    } else {
        files << dir.filePath(QStringLiteral("plan.yaml"));
        writeFile(files.constFirst(), content);
    }
    const Run r = cli(QStringList{QStringLiteral("scenario"), QStringLiteral("validate")} + files);
    QCOMPARE(r.exitCode, exitCode);
    QCOMPARE(r.out.startsWith("valid: 0 errors"), exitCode == 0);
    QCOMPARE(r.out.startsWith("invalid: 1 error,"), exitCode == 1); // "1 error", not "1 errors"
    if (!message.isEmpty())
        QVERIFY2(QString::fromUtf8(r.err).contains(files.constFirst() + message), r.err.constData());
    else
        QVERIFY2(r.err.isEmpty(), r.err.constData());
}

void TestCliTool::scenarioValidateJson()
{
    // One valid file and one invalid: exit 1, every diagnostic located in the JSON.
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
    writeFile(bad, "model: llama-2-13b\ntokens: -5\n");
    const Run r = cli({QStringLiteral("scenario"),
                       QStringLiteral("validate"),
                       scenarioPath("case-b.yaml"),
                       bad,
                       QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.isEmpty()); // the diagnostics are the JSON's
    const QJsonObject o = r.json().object();
    QCOMPARE(o.value(u"valid").toBool(true), false);
    QCOMPARE(o.value(u"errors").toInt(), 1);
    const QJsonObject d = o.value(u"diagnostics").toArray().first().toObject();
    QCOMPARE(d.value(u"file").toString(), bad);
    QCOMPARE(d.value(u"line").toInt(), 2);
    QCOMPARE(d.value(u"column").toInt(), 9);
    QCOMPARE(d.value(u"severity").toString(), QStringLiteral("error"));
}

void TestCliTool::quietDropsWarningsOnly()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("tiny.yaml")), warnedModel);
    const QStringList data{QStringLiteral("--data"), dir.path()};
    const QStringList show{QStringLiteral("catalog"),
                           QStringLiteral("show"),
                           QStringLiteral("tiny")};
    const Run loud = cli(data + show);
    QCOMPARE(loud.exitCode, 0);
    QVERIFY2(loud.err.contains("colour: unknown key"), loud.err.constData());
    // --quiet before the command or among the verb's options: no warning, the same result.
    for (const QStringList &quiet : {QStringList{QStringLiteral("--quiet")} + data + show,
                                     data + show + QStringList{QStringLiteral("--quiet")}}) {
        const Run r = cli(quiet);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QCOMPARE(r.out, loud.out);
    }
    // Errors stay: a validation's errors are printed, its warnings are not.
    const QString broken = dir.filePath(QStringLiteral("broken.yaml"));
    writeFile(broken, QByteArray(warnedModel).replace("layers: 2", "layers: many"));
    const Run r = cli(
        {QStringLiteral("--quiet"), QStringLiteral("catalog"), QStringLiteral("validate"), broken});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("layers: expected a whole number"), r.err.constData());
    QVERIFY2(!r.err.contains("colour"), r.err.constData());
    QVERIFY(r.out.startsWith("invalid: 1 error, 1 warning"));
}

void TestCliTool::resultsOnStdoutDiagnosticsOnStderr_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<int>("exitCode");
    const QString job = QStringLiteral("--model llama-3.1-8b --task lora --gpu nvidia-rtx-4090 ");
    QTest::newRow("estimate") << QStringLiteral("estimate ") + job << 0;
    QTest::newRow("plan json") << QStringLiteral("plan --tokens 1e8 --json ") + job << 0;
    QTest::newRow("regions") << QStringLiteral("regions --city shanghai") << 0;
    QTest::newRow("serve") << QStringLiteral(
        "serve --model llama-3.1-8b --gpu nvidia-l40s --prompt-tokens 512 "
        "--output-tokens 128 --users 10")
                           << 0;
    QTest::newRow("bad value") << QStringLiteral("plan --tokens 0 ") + job << 2;
    QTest::newRow("unknown verb") << QStringLiteral("frobnicate") << 2;
    QTest::newRow("invalid data") << QStringLiteral("--data /nonexistent estimate ") + job << 1;
}

void TestCliTool::resultsOnStdoutDiagnosticsOnStderr()
{
    QFETCH(QString, arguments);
    QFETCH(int, exitCode);
    const Run r = cli(arguments);
    QCOMPARE(r.exitCode, exitCode);
    // A result goes to stdout with nothing on stderr; a failure says why on stderr only.
    QCOMPARE(r.out.isEmpty(), exitCode != 0);
    QCOMPARE(r.err.isEmpty(), exitCode == 0);
    if (exitCode == 2)
        QVERIFY2(r.err.contains("--help' for usage"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliTool)
void TestCliTool::helpRangesAreTheOnesEnforced_data()
{
    QTest::addColumn<QString>("verb");
    QTest::addColumn<QString>("option");
    QTest::addColumn<double>("max");
    QTest::addColumn<QString>("range");
    // Every numeric option of every verb's table: the help prints its range, and a value
    // beyond it is refused with the same words (the range is written once, optionbounds.h).
    for (const Atlas::Cli::Command *c : Atlas::Cli::commands())
        for (const Atlas::Cli::OptionGroup &g : c->info().options)
            for (const Atlas::Cli::OptionHelp &o : g.options)
                if (o.bound)
                    QTest::addRow("%s --%s", qPrintable(c->name()), qPrintable(o.name))
                        << c->name() << o.name << o.bound->max << Atlas::Cli::rangeText(*o.bound);
}

void TestCliTool::helpRangesAreTheOnesEnforced()
{
    QFETCH(QString, verb);
    QFETCH(QString, option);
    QFETCH(double, max);
    QFETCH(QString, range);
    const Run help = cli(verb + QStringLiteral(" --help"));
    QCOMPARE(help.exitCode, 0);
    // The help wraps its lines: compare with the spaces collapsed.
    const QString words = QString::fromUtf8(help.out).simplified();
    QVERIFY2(words.contains(QStringLiteral("--%1 ").arg(option)), qPrintable(option));
    QVERIFY2(words.contains(range), qPrintable(range));
    // Ten times the largest value: refused, naming the same range. A model by its parameter
    // count comes first so that the model is not what is missing.
    const QString model = option == u"params" ? QString() : QStringLiteral(" --params 7e9");
    const QString task = verb == u"options"
                                 && !QStringList{QStringLiteral("tokens"),
                                                 QStringLiteral("samples"),
                                                 QStringLiteral("epochs"),
                                                 QStringLiteral("tokens-per-sample")}
                                         .contains(option)
                             ? QStringLiteral(" --task inference")
                             : QString();
    const Run r = cli(verb + model + task
                      + QStringLiteral(" --%1 %2").arg(option, QString::number(max * 10, 'g', 17)));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--%1: expected %2, got ").arg(option, range).toUtf8()),
             r.err.constData());
}

#include "tst_clitool.moc"
