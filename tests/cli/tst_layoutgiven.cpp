// Layouts the user gives (DESIGN.md, CLI contract part 3): `plan --gpus N` answers about N
// cards, with the least sharding that fits on them when --zero is not given, or says that no
// layout of N cards fits; `serve --gpus N` (or --tp) without a load that does not hold the model
// names the deployment that does. Expected layouts are checked against plans with the layout
// typed in full (the path every surface takes), never against the chooser itself.

#include "cli/clirun.h"
#include "scenario/scenarioengine.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Atlas;

namespace {

QJsonObject json(const QString &arguments)
{
    const AtlasTest::Run r = AtlasTest::cli(arguments + QStringLiteral(" --json"));
    if (r.exitCode != 0)
        qWarning("%s: %s", qPrintable(arguments), r.err.constData());
    return r.json().object();
}

QString text(const QString &arguments)
{
    return QString::fromUtf8(AtlasTest::cli(arguments).out);
}

QString withLayout(const QString &job, int gpus, int tp, int pp, int zero)
{
    return job
           + QStringLiteral(" --gpus %1 --tp %2 --pp %3 --zero %4")
                 .arg(gpus)
                 .arg(tp)
                 .arg(pp)
                 .arg(zero);
}

} // namespace

class TestLayoutGiven : public QObject
{
    Q_OBJECT

private slots:
    void planKeepsTheCardsGiven_data();
    void planKeepsTheCardsGiven();
    void planSaysWhenNoLayoutOfTheCardsFits();
    void planSaysTheDeadlineOnce();
    void serveWithoutALoadNamesWhatFits_data();
    void serveWithoutALoadNamesWhatFits();
    void serveWithoutALoadSaysWhyItsTp();
};

void TestLayoutGiven::planKeepsTheCardsGiven_data()
{
    QTest::addColumn<QString>("job");
    QTest::addColumn<QString>("layout"); // what is typed of the layout
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("chosen"); // more sharding than typed was needed
    const QString a100 = QStringLiteral("plan --model llama-2-13b --gpu nvidia-a100-sxm4-80gb "
                                        "--tokens 1e9");
    // The review's case: 64 cards asked for, answered with the fewest that fit (4) instead.
    QTest::newRow("64 cards, no ZeRO given") << a100 << QStringLiteral("--gpus 64") << 64 << true;
    QTest::newRow("8 cards, no ZeRO given") << a100 << QStringLiteral("--gpus 8") << 8 << true;
    QTest::newRow("TP given is kept") << a100 << QStringLiteral("--gpus 16 --tp 2") << 16 << true;
    QTest::newRow("ZeRO 0 fits: as typed")
        << QStringLiteral("plan --model llama-3.1-8b --task lora --gpu nvidia-a100-sxm4-80gb "
                          "--tokens 1e9")
        << QStringLiteral("--gpus 4") << 4 << false;
}

void TestLayoutGiven::planKeepsTheCardsGiven()
{
    QFETCH(QString, job);
    QFETCH(QString, layout);
    QFETCH(int, gpus);
    QFETCH(bool, chosen);
    const QJsonObject o = json(job + u' ' + layout);
    QCOMPARE(o.value(u"gpus").toInt(), gpus);
    QCOMPARE(o.value(u"fits").toBool(), true);
    QVERIFY(o.value(u"smallest_fit").isUndefined());
    QVERIFY(o.value(u"cost_cny").toObject().value(u"total").toDouble() > 0);
    const QJsonObject l = o.value(u"layout").toObject();
    const int tp = l.value(u"tp").toInt(), pp = l.value(u"pp").toInt(),
              zero = l.value(u"zero").toInt();
    QCOMPARE(l.value(u"gpus").toInt(), gpus);
    const QJsonObject given = o.value(u"layout_given").toObject();
    QCOMPARE(given.value(u"gpus").toInt(), gpus);
    QVERIFY(given.value(u"zero").isNull());
    QCOMPARE(given.value(u"chosen").toBool(), chosen);
    if (layout.contains(u"--tp 2"))
        QCOMPARE(tp, 2);
    // The same layout typed in full gives the same plan …
    const QJsonObject typed = json(withLayout(job, gpus, tp, pp, zero));
    QCOMPARE(typed.value(u"fits").toBool(), true);
    QCOMPARE(typed.value(u"wall_hours").toDouble(), o.value(u"wall_hours").toDouble());
    QCOMPARE(typed.value(u"cost_cny").toObject().value(u"total").toDouble(),
             o.value(u"cost_cny").toObject().value(u"total").toDouble());
    // … and every lower ZeRO stage of it does not fit: it is the least sharding.
    for (int z = 0; z < zero; ++z)
        QVERIFY2(!json(withLayout(job, gpus, tp, pp, z)).value(u"fits").toBool(true),
                 qPrintable(QStringLiteral("ZeRO %1 fits too").arg(z)));
    if (!layout.contains(u"--tp") && (tp > 1 || pp > 1))
        QVERIFY(!json(withLayout(job, gpus, 1, 1, 3)).value(u"fits").toBool(true));
    // The window's evaluation of the layout chosen (the panel with the same cards, TP and
    // ZeRO; a full fine-tune, whose defaults the CLI and the panel share) agrees.
    if (chosen) {
        Scenario s;
        s.modelId = QStringLiteral("llama-2-13b");
        s.acceleratorId = QStringLiteral("nvidia-a100-sxm4-80gb");
        s.workload.task = Task::Full;
        s.tokens = 1e9;
        s.layout = Layout{gpus, tp, pp, zero, Offload::None};
        const ScenarioResult window = evaluateScenario(s, *AtlasTest::catalog());
        QVERIFY(window.fits);
        QCOMPARE(window.wallHours, o.value(u"wall_hours").toDouble());
    }
    const QString out = text(job + u' ' + layout);
    QVERIFY2(out.contains(QStringLiteral("on %1 × ").arg(gpus)), qPrintable(out));
    QCOMPARE(out.contains(QStringLiteral("chosen: the least sharding that fits on the %1 cards "
                                         "given")
                              .arg(gpus)),
             chosen);
    QVERIFY2(!out.contains(u"does not fit"), qPrintable(out));
}

void TestLayoutGiven::planSaysWhenNoLayoutOfTheCardsFits()
{
    // 13B full fine-tuning needs more than one A100 80GB whatever the ZeRO stage.
    const QString job = QStringLiteral("plan --model llama-2-13b --gpu nvidia-a100-sxm4-80gb "
                                       "--tokens 1e9");
    for (int z = 0; z <= 3; ++z)
        QVERIFY(!json(withLayout(job, 1, 1, 1, z)).value(u"fits").toBool(true));
    const QJsonObject o = json(job + QStringLiteral(" --gpus 1"));
    QCOMPARE(o.value(u"fits").toBool(true), false);
    QCOMPARE(o.value(u"gpus").toInt(), 1);
    QVERIFY(o.value(u"cost_cny").toObject().value(u"total").isNull());
    const int smallest = o.value(u"smallest_fit").toObject().value(u"gpus").toInt();
    QVERIFY(smallest > 1);
    const QString out = text(job + QStringLiteral(" --gpus 1"));
    QVERIFY2(out.contains(u"no layout of 1 card fits"), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("--gpus 1: no layout of 1 card fits in 80 GiB per card "
                                         "(every ZeRO stage, tensor and pipeline split tried); "
                                         "the smallest that fits has %1 cards")
                              .arg(smallest)),
             qPrintable(out));
    // No price is asked for a layout that cannot run.
    QVERIFY2(!out.contains(u"--price-per-gpu-hour"), qPrintable(out));
    // A ZeRO stage typed is kept as typed, even when another would fit.
    const QJsonObject kept = json(job + QStringLiteral(" --gpus 64 --zero 0"));
    QCOMPARE(kept.value(u"fits").toBool(true), false);
    QCOMPARE(kept.value(u"layout").toObject().value(u"zero").toInt(), 0);
    QCOMPARE(kept.value(u"layout_given").toObject().value(u"zero").toInt(), 0);
}

void TestLayoutGiven::planSaysTheDeadlineOnce()
{
    // Once in the verdict's line, never again under Assumptions; when the layout does not fit,
    // the verdict is the smallest fit's (its slow end, not the layout's that cannot run).
    for (const QString &layout : {QStringLiteral("--gpus 8"), QStringLiteral("--gpus 1 --zero 0")}) {
        const QString out = text(QStringLiteral("plan --model llama-2-13b --gpu "
                                                "nvidia-a100-sxm4-80gb --tokens 1e9 "
                                                "--deadline-hours 100 ")
                                 + layout);
        QCOMPARE(out.count(u"deadline"), 1);
        QVERIFY2(out.contains(u"\n  deadline      4.2 days: met"), qPrintable(out));
    }
}

void TestLayoutGiven::serveWithoutALoadNamesWhatFits_data()
{
    QTest::addColumn<QString>("given");
    QTest::addColumn<QString>("needs");
    QTest::addColumn<int>("cards");
    // 70B in BF16 is 141 GB of weights: 2 cards of 80 GB hold it (checked below with --gpus 2).
    QTest::newRow("one card") << QStringLiteral("--gpus 1")
                              << QStringLiteral("needs         2 cards (1 replica × 2 cards, TP 2)")
                              << 2;
    QTest::newRow("tp 1") << QStringLiteral("--tp 1")
                          << QStringLiteral("needs         2 cards (1 replica × 2 cards, TP 2)")
                          << 2;
    QTest::newRow("one card, tp 1")
        << QStringLiteral("--gpus 1 --tp 1")
        << QStringLiteral("needs         2 cards (1 replica × 2 cards, TP 2)") << 2;
}

void TestLayoutGiven::serveWithoutALoadNamesWhatFits()
{
    QFETCH(QString, given);
    QFETCH(QString, needs);
    QFETCH(int, cards);
    const QString base = QStringLiteral("serve --model llama-3.1-70b --gpu nvidia-h100-sxm5-80gb "
                                        "--prompt-tokens 4096 --output-tokens 512 ");
    // The cards named fit as given, and half of them do not.
    const QJsonObject fits = json(base + QStringLiteral("--gpus %1").arg(cards));
    QCOMPARE(fits.value(u"fits").toBool(), true);
    QCOMPARE(fits.value(u"gpus_total").toInt(), cards);
    QCOMPARE(json(base + QStringLiteral("--gpus %1").arg(cards / 2)).value(u"fits").toBool(true),
             false);

    const QJsonObject o = json(base + given);
    QCOMPARE(o.value(u"fits").toBool(true), false);
    QVERIFY(o.value(u"load").isNull());
    const QJsonObject smallest = o.value(u"smallest_fit").toObject();
    QCOMPARE(smallest.value(u"gpus_total").toInt(), cards);
    QCOMPARE(smallest.value(u"serving").toObject().value(u"layout").toObject().value(u"tp").toInt(),
             cards);
    // Priced as the same cards given are.
    QCOMPARE(smallest.value(u"cost_per_million_output_tokens_cny").toDouble(),
             fits.value(u"cost_cny").toObject().value(u"per_million_output_tokens").toDouble());
    const QString out = text(base + given);
    QVERIFY2(out.contains(u"does not fit as given"), qPrintable(out));
    QVERIFY2(out.contains(needs), qPrintable(out));
}

void TestLayoutGiven::serveWithoutALoadSaysWhyItsTp()
{
    // Without a load the engine's replica is the one with the most output tokens per card, not
    // the fewest cards that hold the model (2 cards of TP 2 hold 70B): the text says which.
    const QString base = QStringLiteral("serve --model llama-3.1-70b --gpu nvidia-h100-sxm5-80gb "
                                        "--prompt-tokens 4096 --output-tokens 512");
    const QJsonObject chosen = json(base);
    const QJsonObject two = json(base + QStringLiteral(" --gpus 2 --tp 2"));
    QCOMPARE(two.value(u"fits").toBool(), true);
    const auto perCard = [](const QJsonObject &o) {
        return o.value(u"throughput").toObject().value(u"output_tokens_per_s").toDouble()
               / o.value(u"gpus_total").toInt();
    };
    QVERIFY(perCard(chosen) >= perCard(two));
    const QString out = text(base);
    QVERIFY2(out.contains(u"the most output tokens per card (no load given)"), qPrintable(out));
    QVERIFY2(!out.contains(u"fewest cards that hold"), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestLayoutGiven)

#include "tst_layoutgiven.moc"
