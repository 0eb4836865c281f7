// Reading scenario files that are wrong, absurd or hostile (scenario/scenarioyaml.cpp): the
// reproductions of the 2026-12-03 reliability review (../shared/docs/reviews/, "Scenario
// attacks", built from case B as its generator does), each refused where it stands or loaded
// on purpose. Round trips and the seed's cases are in tst_scenario.

#include "scenario/scenario.h"
#include "support/testutil.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Atlas;

namespace {

QByteArray caseB()
{
    QFile f(QStringLiteral(":/computeatlas/scenarios/case-b.yaml"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("case B is not embedded");
    return f.readAll();
}

// The review's setkey(): replaces the first line "key: …", or adds "key: value" before
// "compare:".
QByteArray setKey(QByteArray text, const QByteArray &key, const QByteArray &value)
{
    const QRegularExpression line(QStringLiteral("^%1:.*$").arg(QString::fromUtf8(key)),
                                  QRegularExpression::MultilineOption);
    QString s = QString::fromUtf8(text);
    const QRegularExpressionMatch m = line.match(s);
    const QString entry = QString::fromUtf8(key + ": " + value);
    if (m.hasMatch())
        s.replace(m.capturedStart(), m.capturedLength(), entry);
    else
        s.replace(s.indexOf(QStringLiteral("\ncompare:")), 1, u'\n' + entry + u'\n');
    return s.toUtf8();
}

// The 1-based line of the first line that starts with `prefix`.
int lineOf(const QByteArray &text, const QByteArray &prefix)
{
    const qsizetype at = text.startsWith(prefix) ? 0 : text.indexOf(QByteArray("\n" + prefix)) + 1;
    return at < 0 ? -1 : int(text.left(at).count('\n')) + 1;
}

std::optional<Scenario> read(const QByteArray &text, Diagnostics &d)
{
    return readScenario(text, QStringLiteral("attack.yaml"), *AtlasTest::catalog(), d);
}

} // namespace

class TestScenarioYaml : public QObject
{
    Q_OBJECT

private slots:
    void refused_data();
    void refused();
    void accepted_data();
    void accepted();
    void commentsOnlyIsLocated_data();
    void commentsOnlyIsLocated();
    void secondDocumentIsRefused();
    void messagesNeverCarryControlCharacters();
    void boundsAreTheTable();
};

void TestScenarioYaml::refused_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("field");   // the located field
    QTest::addColumn<QString>("message"); // part of the message
    auto row = [](const char *name,
                  const char *key,
                  const char *value,
                  const char *field,
                  const char *message) {
        QTest::newRow(name) << QByteArray(key) << QByteArray(value) << QString::fromUtf8(field)
                            << QString::fromUtf8(message);
    };
    // N8: tiny values made 300-digit figures; each has a sensible minimum now.
    row("mfu-tiny", "mfu", "1e-300", "mfu", "expected a number from 0.01 to 1, found \"1e-300\"");
    row("mfu-0", "mfu", "0", "mfu", "expected a number from 0.01 to 1");
    row("deadline-tiny",
        "deadline_hours",
        "1e-300",
        "deadline_hours",
        "expected a number from 0.01 to 10000000");
    row("deadline-0", "deadline_hours", "0", "deadline_hours", "from 0.01 to 10000000");
    row("ttft-tiny", "ttft_s", "1e-300", "ttft_s", "expected a number from 0.001 to 1000000");
    row("user-rate-tiny",
        "min_user_tokens_per_s",
        "1e-300",
        "min_user_tokens_per_s",
        "from 0.01 to 1000000");
    row("utilisation-tiny", "utilisation", "1e-300", "utilisation", "from 0.01 to 1");
    row("users-fraction", "users", "0.5", "users", "expected a whole number from 1 to 1000000000");
    row("rps-tiny", "requests_per_s", "1e-300", "requests_per_s", "from 0.001 to 1000000000");
    // L4: one bound for budgets, the CLI's (10^13 CNY).
    row("budget-1e14", "budget_cny", "1e14", "budget_cny", "expected a positive number up to 1e+13");
    row("seed-cost-1e14", "seed_cost_cny", "{low: 1e14}", "seed_cost_cny.low", "up to 1e+13");
    // L4: whole samples (1000.5 of them is no data set).
    row("samples-fraction",
        "tokens",
        "null\nsamples: 1000.5",
        "samples",
        "expected a whole number of samples, found 1000.5");
    row("epochs-tiny",
        "tokens",
        "null\nsamples: 1000\nepochs: 1e-300",
        "epochs",
        "expected a number from 0.01 to 1000000");
    // N9: control characters in a name reach the terminal; tab and newline only in notes.
    row("name-ctrl",
        "name_en",
        "\"a\\x1b[2J\\x00b\"",
        "name_en",
        "expected one line of text without control characters, found U+001B (ESC) at "
        "character 2");
    row("name-nul", "name_en", "\"a\\x00b\"", "name_en", "found U+0000 (NUL) at character 2");
    row("name-newline", "name_zh", "\"两行\\n名字\"", "name_zh", "U+000A (LF) at character 3");
    row("name-c1", "name_en", "\"csi \\u009b2J\"", "name_en", "U+009B at character 5");
    row("notes-esc",
        "notes_en",
        "\"fine\\tuntil \\x1b[31m\"",
        "notes_en",
        "expected text without control characters (tab and line breaks are allowed), found "
        "U+001B (ESC) at character 12");
    row("label-del", "name_en", "\"x\\x7f\"", "name_en", "U+007F (DEL)");
    // L3: the work given twice; with tokens, hours used to be ignored.
    row("hours-and-tokens", "hours", "10", "hours", "give the work once");
    row("samples-and-tokens", "samples", "1000", "samples", "not both");
    // L3: "!!str 2e8" is the text "2e8", and the message says why it is no number.
    row("tag-str-number",
        "tokens",
        "!!str 2e8",
        "tokens",
        "found the string \"2e8\" (a string, not a number");
    row("quoted-number", "tokens", "\"2e8\"", "tokens", "a string, not a number");
    // Issue 26: an unknown market is refused where it stands, with the markets there are.
    row("market-unknown",
        "market",
        "cn-hongkong",
        "market",
        "expected one of cn-mainland, global, found \"cn-hongkong\"");
    row("market-case", "market", "CN-MAINLAND", "market", "expected one of cn-mainland, global");
    row("allow-offshore-word", "allow_offshore", "sometimes", "allow_offshore", "true or false");
    // What the seed's figure is for (issue 30): a period and a whole number of cards.
    row("seedcost-per-day",
        "seed_cost_cny",
        "{low: 100, per: day}",
        "seed_cost_cny.per",
        "expected one of run, week, month, year");
    row("seedcost-cards-half",
        "seed_cost_cny",
        "{low: 100, cards: 0.5}",
        "seed_cost_cny.cards",
        "whole number");
    // A week of load (issue 32): the bounds of ScenarioLimits, and a base above the peak.
    row("profile-base-above-peak",
        "load_profile",
        "{peak_users: 200, base_users: 2000}",
        "load_profile.base_users",
        "expected at most peak_users (200), found 2000");
    row("profile-25-hours",
        "load_profile",
        "{peak_users: 20, base_users: 2, peak_hours: 25}",
        "load_profile.peak_hours",
        "from 1 to 24");
    row("profile-8-days",
        "load_profile",
        "{peak_users: 20, base_users: 2, days_per_week: 8}",
        "load_profile.days_per_week",
        "from 1 to 7");
    row("profile-and-users",
        "load_profile",
        "{peak_users: 20, base_users: 2}",
        "load_profile",
        "give the load once");
    row("profile-half-user",
        "load_profile",
        "{peak_users: 20.5, base_users: 2}",
        "load_profile.peak_users",
        "whole number");
    // L5: an inverted range.
    row("seedcost-inverted",
        "seed_cost_cny",
        "{low: 20000, high: 100}",
        "seed_cost_cny.high",
        "expected at least low (20000), found 100");
}

void TestScenarioYaml::refused()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, value);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const QByteArray yaml = setKey(caseB(), key, value);
    Diagnostics d;
    QVERIFY(!read(yaml, d));
    QVERIFY(d.hasErrors());
    const Diagnostic e = d.items().constFirst();
    QCOMPARE(e.severity, Diagnostic::Severity::Error);
    QCOMPARE(e.field, field);
    QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
    // Located on the line that holds the field (its last part, for seed_cost_cny.high).
    const QByteArray top = field.section(u'.', 0, 0).toUtf8();
    QCOMPARE(e.line, lineOf(yaml, top + ":"));
    QVERIFY(e.column > 0);
}

void TestScenarioYaml::accepted_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("value");
    // What loads on purpose: the smallest sensible values, fractional epochs (0.5 is half the
    // data set, as training reports count), long Chinese names up to the cap, right-to-left
    // text (a format character, not a control), and notes with tabs and line breaks.
    QTest::newRow("mfu 0.01") << QByteArray("mfu") << QByteArray("0.01");
    QTest::newRow("deadline 0.01 h") << QByteArray("deadline_hours") << QByteArray("0.01");
    QTest::newRow("ttft 1 ms") << QByteArray("ttft_s") << QByteArray("0.001");
    QTest::newRow("budget 1e13") << QByteArray("budget_cny") << QByteArray("1e13");
    QTest::newRow("half an epoch")
        << QByteArray("tokens") << QByteArray("null\nsamples: 1000\nepochs: 0.5");
    QTest::newRow("name-200") << QByteArray("name_en")
                              << QByteArray(QString(200, QChar(0x957F)).toUtf8());
    QTest::newRow("name-rtl") << QByteArray("name_en")
                              << QByteArray("\"\u202eRTL override \u05e9\u05dc\u05d5\u05dd\"");
    QTest::newRow("notes with tab and newline")
        << QByteArray("notes_en") << QByteArray("\"a\\tb\\nc\"");
    // What the scenario editor writes for "1.1 thousand samples" (1.1 × 1000 in binary).
    QTest::newRow("samples a binary hair off whole")
        << QByteArray("tokens") << QByteArray("null\nsamples: 1100.0000000000002");
    // Case B's single load (users: 50) replaced by a week of load.
    QTest::newRow("load profile") << QByteArray("users")
                                  << QByteArray(
                                         "null\nload_profile: {peak_users: 2000, "
                                         "base_users: 200, peak_hours: 8, days_per_week: 5}");
    QTest::newRow("seed cost equal")
        << QByteArray("seed_cost_cny") << QByteArray("{low: 100, high: 100}");
    QTest::newRow("market global") << QByteArray("market") << QByteArray("global");
    QTest::newRow("data may leave") << QByteArray("allow_offshore") << QByteArray("true");
    QTest::newRow("seed cost a year for 8 cards")
        << QByteArray("seed_cost_cny") << QByteArray("{low: 100, high: 200, per: year, cards: 8}");
}

void TestScenarioYaml::accepted()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, value);
    Diagnostics d;
    const auto s = read(setKey(caseB(), key, value), d);
    QVERIFY2(s, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(d.errorCount(), 0);
}

void TestScenarioYaml::commentsOnlyIsLocated_data()
{
    QTest::addColumn<QByteArray>("text");
    // L11: the review's trunc-1 (the first byte of case B, "#"), a first line cut short, and a
    // file of blank lines: "expected a mapping, found null" without a line before.
    QTest::newRow("trunc-1") << caseB().left(1);
    QTest::newRow("trunc-50") << caseB().left(50);
    QTest::newRow("blank lines") << QByteArray("\n\n   \n");
    QTest::newRow("empty") << QByteArray();
}

void TestScenarioYaml::commentsOnlyIsLocated()
{
    QFETCH(QByteArray, text);
    Diagnostics d;
    QVERIFY(!read(text, d));
    QCOMPARE(d.items().size(), 1);
    const Diagnostic e = d.items().constFirst();
    QCOMPARE(e.line, 1);
    QCOMPARE(e.column, 1);
    QVERIFY2(e.toString().startsWith(QStringLiteral("attack.yaml:1:1: the file holds no "
                                                    "scenario (it is empty or holds only "
                                                    "comments)")),
             qPrintable(e.toString()));
}

void TestScenarioYaml::secondDocumentIsRefused()
{
    // L3: the review's multi-doc (case B, "---", case A) loaded case B alone without a word.
    QFile a(QStringLiteral(":/computeatlas/scenarios/case-a.yaml"));
    QVERIFY(a.open(QIODevice::ReadOnly));
    const QByteArray b = caseB();
    const QByteArray yaml = b + "---\n" + a.readAll();
    Diagnostics d;
    QVERIFY(!read(yaml, d));
    QCOMPARE(d.errorCount(), 1);
    const Diagnostic e = d.items().constFirst();
    QVERIFY2(e.message.contains(QStringLiteral("a second YAML document starts here")),
             qPrintable(e.toString()));
    QCOMPARE(e.line, int(b.count('\n')) + 1); // the "---" line
    QCOMPARE(e.column, 1);
}

void TestScenarioYaml::messagesNeverCarryControlCharacters()
{
    // N9: a refused value, an unknown key or an unknown id echoed back in a message must not
    // carry the escape sequence it holds to the terminal.
    QByteArray yaml = setKey(caseB(), "model", "\"llama\\x1b[2J\"");
    yaml = setKey(yaml, "tokens", "\"\\x1b[31m\"");
    yaml.replace("\ncompare:", "\n\"odd\\x1b]0;title\\x07\": 1\ncompare:");
    Diagnostics d;
    QVERIFY(!read(yaml, d));
    QVERIFY(d.items().size() >= 3);
    const QString all = d.toStringList().join(u'\n');
    for (const QChar c : all)
        QVERIFY2(c == u'\n' || (c.unicode() >= 0x20 && (c.unicode() < 0x7F || c.unicode() > 0x9F)),
                 qPrintable(QStringLiteral("U+%1 in: %2").arg(c.unicode(), 4, 16).arg(all)));
    QVERIFY2(all.contains(QStringLiteral("\"llama\\x1B[2J\"")), qPrintable(all)); // shown, escaped
    QVERIFY2(all.contains(QStringLiteral("odd\\x1B]0;title\\x07")), qPrintable(all));
}

void TestScenarioYaml::boundsAreTheTable()
{
    // A value just past each bound of ScenarioLimits is refused, and the bound itself loads: the
    // reader uses the table, not a number of its own (the CLI reads the same constants).
    using namespace ScenarioLimits;
    const struct
    {
        const char *key;
        double inside;
        double outside;
    } bounds[] = {
        {"mfu", MinMfu, MinMfu / 2},
        {"mfu", MaxMfu, MaxMfu * 1.01},
        {"deadline_hours", MinDeadlineHours, MinDeadlineHours / 2},
        {"deadline_hours", MaxDeadlineHours, MaxDeadlineHours * 2},
        {"ttft_s", MinTtftSeconds, MinTtftSeconds / 2},
        {"budget_cny", MaxCny, MaxCny * 1.01},
        {"tokens", MaxTokens, MaxTokens * 2},
        {"tokens", MinTokens, MinTokens / 2},
        {"prompt_tokens", MaxRequestTokens, MaxRequestTokens * 2},
        {"utilisation", MinUtilisation, MinUtilisation / 2},
    };
    for (const auto &b : bounds) {
        for (const bool inside : {true, false}) {
            const QByteArray value = QByteArray::number(inside ? b.inside : b.outside, 'g', 17);
            Diagnostics d;
            const bool loaded = read(setKey(caseB(), b.key, value), d).has_value();
            QVERIFY2(loaded == inside,
                     qPrintable(QStringLiteral("%1: %2 %3")
                                    .arg(QLatin1String(b.key),
                                         QLatin1String(value),
                                         d.toStringList().join(u'\n'))));
        }
    }
}

QTEST_GUILESS_MAIN(TestScenarioYaml)
#include "tst_scenarioyaml.moc"
