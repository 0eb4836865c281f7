#include "catalog/modelarch.h"
#include "support/testutil.h"

#include <QTest>

using namespace Atlas;

class TestModelArch : public QObject
{
    Q_OBJECT

private slots:
    void derivedCountMatchesPublished_data();
    void derivedCountMatchesPublished();
    void requiredModelsPresent();
    void llamaFormulaOfMemoryMd();
    void exactPublishedCounts_data();
    void exactPublishedCounts();
    void moeActiveParameters_data();
    void moeActiveParameters();
    void tiedEmbeddingsAreCountedOnce();
    void architectureProblems_data();
    void architectureProblems();
};

void TestModelArch::derivedCountMatchesPublished_data()
{
    QTest::addColumn<QString>("id");
    for (const ModelArch &m : AtlasTest::catalog()->models())
        QTest::newRow(qPrintable(m.id)) << m.id;
}

void TestModelArch::derivedCountMatchesPublished()
{
    QFETCH(QString, id);
    const ModelArch *m = AtlasTest::catalog()->model(id);
    QVERIFY(m && m->publishedParams);
    QVERIFY2(!m->publishedBasis.isEmpty(), "a published count needs the place it is printed");
    const double derived = countParameters(*m).total;
    const double published = *m->publishedParams;
    // 1.5 %, or half the unit of the last printed digit for a rounded figure ("1T", "24B").
    const double allowed = std::max(0.015 * published, m->publishedUnit.value_or(0) / 2);
    QVERIFY2(std::abs(derived - published) <= allowed,
             qPrintable(QStringLiteral("derived %1, published %2")
                            .arg(derived, 0, 'f', 0)
                            .arg(published, 0, 'f', 0)));
    QVERIFY(Atlas::architectureProblems(*m).isEmpty());
}

void TestModelArch::requiredModelsPresent()
{
    for (const char *id : {"llama-2-7b",
                           "llama-2-13b",
                           "llama-2-70b",
                           "llama-3.1-8b",
                           "llama-3.1-70b",
                           "llama-3.1-405b",
                           "llama-3.2-1b",
                           "llama-3.2-3b",
                           "mistral-7b",
                           "mixtral-8x7b",
                           "qwen2.5-7b",
                           "qwen2.5-72b",
                           "deepseek-v3",
                           "gpt2-xl",
                           "bert-base-cased",
                           // The open models Chinese teams run in 2026 (issue 16).
                           "qwen3-0.6b",
                           "qwen3-1.7b",
                           "qwen3-4b",
                           "qwen3-8b",
                           "qwen3-14b",
                           "qwen3-32b",
                           "qwen3-30b-a3b",
                           "qwen3-235b-a22b",
                           "deepseek-r1",
                           "deepseek-v3.1",
                           "kimi-k2-instruct",
                           "glm-4-9b-chat",
                           "glm-4.5",
                           "glm-4.5-air",
                           "gpt-oss-20b",
                           "gpt-oss-120b",
                           "gemma-3-1b",
                           "gemma-3-4b",
                           "gemma-3-12b",
                           "gemma-3-27b",
                           "llama-3.3-70b",
                           "mistral-small-3",
                           "mixtral-8x22b"})
        QVERIFY2(AtlasTest::catalog()->model(QString::fromLatin1(id)), id);
    bool bertLarge = false;
    for (const ModelArch &m : AtlasTest::catalog()->models())
        bertLarge |= m.id.startsWith(u"bert-large");
    QVERIFY(bertLarge);
}

void TestModelArch::llamaFormulaOfMemoryMd()
{
    // MEMORY.md a.7 for untied Llama-style models:
    // P = 2·V·h + L·(h·a·d + 2·h·kv·d + a·d·h + 3·h·ffn + 2h) + h.
    for (const char *id :
         {"llama-2-7b", "llama-2-70b", "llama-3.1-8b", "llama-3.1-405b", "mistral-7b"}) {
        const ModelArch &m = *AtlasTest::catalog()->model(QString::fromLatin1(id));
        const double V = m.vocab, h = m.hidden, L = m.layers, a = m.heads,
                     kv = m.effectiveKvHeads(), d = m.effectiveHeadDim(), f = m.ffn;
        const double formula = 2 * V * h
                               + L * (h * a * d + 2 * h * kv * d + a * d * h + 3 * h * f + 2 * h)
                               + h;
        QCOMPARE(countParameters(m).total, formula);
    }
}

void TestModelArch::exactPublishedCounts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("exact");
    // Exact figures printed by their sources (MEMORY.md V29; openai/gpt-2 "1558M" rounds
    // 1,557,611,200; Meta's 8B safetensors total).
    QTest::newRow("bert-base-cased") << QStringLiteral("bert-base-cased") << 108310272.0;
    QTest::newRow("llama-3.1-8b") << QStringLiteral("llama-3.1-8b") << 8030261248.0;
    QTest::newRow("llama-3.1-405b") << QStringLiteral("llama-3.1-405b") << 405853388800.0;
}

void TestModelArch::exactPublishedCounts()
{
    QFETCH(QString, id);
    QFETCH(double, exact);
    QCOMPARE(countParameters(*AtlasTest::catalog()->model(id)).total, exact);
}

void TestModelArch::moeActiveParameters_data()
{
    QTest::addColumn<QString>("id");
    for (const ModelArch &m : AtlasTest::catalog()->models()) {
        if (m.moe.isMoe())
            QTest::newRow(qPrintable(m.id)) << m.id;
    }
}

void TestModelArch::moeActiveParameters()
{
    // Vendors count "active" three ways: everything a token touches (Mistral's 12.9B for
    // Mixtral), without the input-embedding lookup (DeepSeek's 37B, OpenAI's 3.61B), or without
    // the embedding and the output head (Zhipu's 32B for GLM-4.5). One of the three must match
    // within 2 % (or the rounding of the printed figure).
    QFETCH(QString, id);
    const ModelArch &m = *AtlasTest::catalog()->model(id);
    const ParameterCount c = countParameters(m);
    QVERIFY2(m.publishedActiveParams, "an MoE entry needs its published active count");
    const double published = *m.publishedActiveParams;
    const double allowed = std::max(0.02 * published, m.publishedUnit.value_or(0) / 2);
    const double inputEmbedding = double(m.vocab) * double(m.hidden);
    const double conventions[] = {c.active,
                                  c.active - inputEmbedding,
                                  c.active - inputEmbedding - c.lmHead};
    bool matched = false;
    for (double active : conventions)
        matched |= std::abs(active - published) <= allowed;
    QVERIFY2(matched,
             qPrintable(QStringLiteral("derived %1 / %2 / %3, published %4")
                            .arg(conventions[0], 0, 'g', 4)
                            .arg(conventions[1], 0, 'g', 4)
                            .arg(conventions[2], 0, 'g', 4)
                            .arg(published, 0, 'g', 4)));
    QVERIFY(c.active < c.total / 3);
}

void TestModelArch::tiedEmbeddingsAreCountedOnce()
{
    const ModelArch &m = *AtlasTest::catalog()->model(u"llama-3.2-1b");
    QVERIFY(m.tiedEmbeddings);
    const ParameterCount c = countParameters(m);
    QCOMPARE(c.lmHead, 0.0);
    ModelArch untied = m;
    untied.tiedEmbeddings = false;
    QCOMPARE(countParameters(untied).total - c.total, double(m.vocab) * double(m.hidden));
}

void TestModelArch::architectureProblems_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<qint64>("hidden");
    QTest::addColumn<QString>("problem");
    QTest::newRow("zero layers") << 0 << 32 << 8 << qint64(4096)
                                 << QStringLiteral("layers must be");
    QTest::newRow("kv not dividing")
        << 32 << 32 << 5 << qint64(4096) << QStringLiteral("multiple of the KV heads");
    QTest::newRow("hidden not divisible")
        << 32 << 30 << 5 << qint64(4096) << QStringLiteral("divisible by the attention heads");
    QTest::newRow("no heads") << 32 << 0 << 0 << qint64(4096)
                              << QStringLiteral("attention heads must be");
}

void TestModelArch::architectureProblems()
{
    QFETCH(int, layers);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(qint64, hidden);
    QFETCH(QString, problem);
    ModelArch m;
    m.layers = layers;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.hidden = hidden;
    m.ffn = 11008;
    m.vocab = 32000;
    const QStringList problems = Atlas::architectureProblems(m);
    QVERIFY2(problems.join(u'\n').contains(problem), qPrintable(problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestModelArch)
#include "tst_modelarch.moc"
