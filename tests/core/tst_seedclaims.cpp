// The seeds' claims (seed_claims.yaml) and the workstations (workstations.yaml): every verdict
// computed by the engine, checked against what follows by hand from the catalog's figures.

#include "claims/claimverdict.h"
#include "engine/efficiency.h"
#include "support/testutil.h"

#include <QTest>
#include <QTranslator>

using namespace Atlas;

namespace {

const ClaimResult &resultFor(const QList<ClaimResult> &results, const char *id)
{
    for (const ClaimResult &r : results) {
        if (r.claim->id == QLatin1String(id))
            return r;
    }
    qFatal("no claim %s", id);
}

const QList<ClaimResult> &results()
{
    static const QList<ClaimResult> all = evaluateClaims(*AtlasTest::catalog());
    return all;
}

} // namespace

class TestSeedClaims : public QObject
{
    Q_OBJECT

private slots:
    void everyClaimHasAVerdict();
    void verdicts_data();
    void verdicts();
    void budgetPrices();
    void trainingCostRange();
    void workstationRules();
    void highEndFitsOnlyAsQlora();
    void instancesNameTheirCardsInTheReadersLanguage();
};

void TestSeedClaims::everyClaimHasAVerdict()
{
    const auto catalog = AtlasTest::catalog();
    // The decision tree (8), the training-cost table (5), seed 000's case A container price (2:
    // RTX 4090 and 3090), the workstations (4), the cloud rows (7) and table 4.2 (8).
    QCOMPARE(catalog->guideClaims().size(), 34);
    QCOMPARE(catalog->workstations().size(), 4);
    for (const ClaimResult &r : results()) {
        QVERIFY2(!r.engine.isEmpty(), qPrintable(r.claim->id));
        QVERIFY2(!r.claim->claimZh.isEmpty() && !r.claim->claimEn.isEmpty(),
                 qPrintable(r.claim->id));
    }
}

void TestSeedClaims::verdicts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("verdict");
    auto row = [](const char *id, const char *verdict) {
        QTest::newRow(id) << QString::fromLatin1(id) << QString::fromLatin1(verdict);
    };
    // RTX 4070 Ti: 799 USD × 7.2 = 5,753 ≤ 10,000.
    row("tree-under-10k-inference", "holds");
    // Used RTX 3090 at the seed's ￥8,000 (upper figure) ≤ 10,000.
    row("tree-under-10k-finetune", "holds");
    // L40S at the seed's ￥40,000–50,000 fits ￥50,000; A100 40GB at 15,000 USD × 7.2 = 108,000
    // does not.
    row("tree-20-50k-pro", "partly");
    // The RTX 4090 has no NVLink (accelerators.yaml: PCIe only): "+ NVLink" cannot be built.
    row("tree-20-50k-multi", "does_not_hold");
    // 7B QLoRA (NF4 ≈ 4 GB of weights) fits a 24 GiB card; 2 h cost 2.5–11 CNY at the catalogued
    // rates, so the seed's ￥50 is more than twice the dearest offer: the cost part fails.
    row("cost-7b-qlora", "partly");
    // Case A, 24 h of one RTX 4090: 1.24–1.78 CNY/h × 24 = 29.76–42.72 in a domestic container;
    // Vast.ai 0.40, TensorDock 0.35 and RunPod 0.74 USD/h × 7.2 × 24 = 69.12, 60.48 and 127.87.
    // The seed's 100–200 CNY overlaps 29.76–127.87: holds (only RunPod charges that much).
    row("case-a-4090", "holds");
    // The same on an RTX 3090: 0.72–0.80 CNY/h × 24 = 17.28–19.20, 恒源云 0.76 × 24 = 18.24; the
    // seed's 100 CNY is more than twice 19.20, so the cost part fails while the job fits.
    row("case-a-3090", "partly");
    // 70B full fine-tuning: 70e9 × 18 bytes / 8 cards ≈ 147 GiB of states per card > 80 GiB.
    row("cost-70b-full", "does_not_hold");
    // 405B full: 405e9 × 18 / 64 ≈ 106 GiB of states per card > 80 GiB.
    row("cost-405b-full", "does_not_hold");
    // Llama 2 7B in BF16 needs 12.6 GiB of weights alone, more than 12 GiB: only INT8 fits.
    row("workstation-entry", "partly");
    // 13B LoRA in BF16: 24.2 GiB of weights > 24 GiB; QLoRA fits.
    row("workstation-mid", "partly");
    row("workstation-high", "partly");
    row("workstation-pro", "not_checkable"); // "专业开发" names no model
    row("cloud-aws", "holds");               // p4d = A100, p5 = H100
    row("cloud-aliyun", "partly");           // no gn10 family: Alibaba's V100 are gn6v/gn6e
    row("cloud-tencent", "partly");          // GN8 is the P40; Tencent's A100 is GT4
    row("rental-coreweave-pricing", "does_not_hold"); // list prices are public
    // 1B–7B full fine-tuning on 24 GiB: a 7B model's states alone are 7e9 × 18 B ≈ 117 GiB.
    row("table42-small-full", "does_not_hold");
}

void TestSeedClaims::verdicts()
{
    QFETCH(QString, id);
    QFETCH(QString, verdict);
    const ClaimResult &r = resultFor(results(), id.toLatin1().constData());
    QVERIFY2(verdictKey(r.verdict) == verdict,
             qPrintable(verdictKey(r.verdict) + u": " + r.engine.toString(nullptr)));
}

void TestSeedClaims::budgetPrices()
{
    // 2 × RTX 3090 at the seed's used price: 2 × 8,000.
    QCOMPARE(*resultFor(results(), "tree-10-20k-multi").priceCny, 16000.0);
    // RTX 4070 Ti at its launch price: 799 USD × 7.2 CNY/USD.
    ATLAS_VERIFY_PUBLISHED(*resultFor(results(), "tree-under-10k-inference").priceCny, 799 * 7.2, 0);
}

void TestSeedClaims::trainingCostRange()
{
    // 2 h of one RTX 4090: pricing.yaml's domestic container rate 1.24–1.78 CNY/h gives
    // 2.48–3.56; Vast.ai 0.40, TensorDock 0.35 and RunPod 0.74 USD/h × 7.2 × 2 h give 5.76, 5.04
    // and 10.656 (the unpriced AutoDL, 恒源云, 矩池云 and UCloud entries add nothing).
    const ClaimResult &r = resultFor(results(), "cost-7b-qlora");
    QVERIFY(*r.fits);
    QVERIFY2(qAbs(*r.costLowCny - 2.48) < 1e-9, qPrintable(QString::number(*r.costLowCny)));
    QVERIFY2(qAbs(*r.costHighCny - 10.656) < 1e-9, qPrintable(QString::number(*r.costHighCny)));
    // Tokens two hours buy: 4·N + 6·A FLOPs per token (QLoRA) plus a forward pass for
    // checkpointing (2·N + 2·A), at 165.2 TFLOPS × the calibrated efficiency. Llama 2 7B:
    // N = 6.74e9 − 32000 × 4096 embedding, A = 32 layers × 2048 × 4096.
    const auto catalog = AtlasTest::catalog();
    Workload w;
    w.task = Task::Qlora;
    const double efficiency = jobEfficiency(*catalog,
                                            *catalog->accelerator(u"nvidia-rtx-4090"),
                                            *catalog->model(u"llama-2-7b"),
                                            w,
                                            1)
                                  .point;
    const double n = 6.738e9 - 32000.0 * 4096;
    const double a = 32.0 * 2048 * 4096;
    const double expected = 165.2e12 * efficiency * 7200 / (6.0 * n + 8.0 * a);
    QVERIFY2(qAbs(*r.tokens / expected - 1) < 0.05, qPrintable(QString::number(*r.tokens)));
}

void TestSeedClaims::workstationRules()
{
    const auto catalog = AtlasTest::catalog();
    const MachineVerdict v = checkWorkstation(*catalog->workstation(u"seed-high"), *catalog);
    auto rule = [&v](const char *name) {
        for (const RuleCheck &r : v.rules) {
            if (r.rule == QLatin1String(name))
                return r.verdict;
        }
        qFatal("no rule %s", name);
    };
    QCOMPARE(rule("nvlink"), Verdict::DoesNotHold); // RTX 4090: PCIe only
    QCOMPARE(rule("pcie"), Verdict::DoesNotHold);   // 2 × 16 lanes > the desktop CPU's 20
    QCOMPARE(rule("ram"), Verdict::DoesNotHold);    // 256 GB > 192 GB
    // 2 × 450 W + 253 W = 1,153 W of heat; with 30 % headroom 1,498.9 W.
    QCOMPARE(v.heatW, 1153.0);
    QVERIFY(qAbs(v.requiredPsuW - 1498.9) < 1e-9);
    // The cards at 1,599 USD × 7.2 each.
    QVERIFY(qAbs(*v.cardsPriceCny - 2 * 1599 * 7.2) < 1e-6);

    const MachineVerdict pro = checkWorkstation(*catalog->workstation(u"seed-workstation"),
                                                *catalog);
    QCOMPARE(pro.rules.constFirst().rule, QStringLiteral("pcie")); // one card: no NVLink rule
    QCOMPARE(pro.rules.constFirst().verdict, Verdict::Holds);      // 16 ≤ 112 lanes
    // One card reads "1 card at x16 needs 16 …", never "1 cards at x16 need" (issue 30).
    const QString pcie = pro.rules.constFirst().text.toString(nullptr);
    QVERIFY2(pcie.startsWith(QStringLiteral("1 card at x16 needs 16 CPU PCIe lanes")),
             qPrintable(pcie));
}

void TestSeedClaims::highEndFitsOnlyAsQlora()
{
    // 70B on 2 × 24 GiB: LoRA keeps 16-bit weights, 70e9 × 2 B / 2 cards ≈ 65 GiB per card;
    // QLoRA's 4.127-bit weights are about 17 GiB per card.
    const auto catalog = AtlasTest::catalog();
    const MachineVerdict v = checkWorkstation(*catalog->workstation(u"seed-high"), *catalog);
    QCOMPARE(v.uses.size(), 1);
    const UseVerdict &u = v.uses.constFirst();
    QVERIFY(u.fit.fits);
    QCOMPARE(*u.fit.task, Task::Qlora);
    QCOMPARE(u.verdict, Verdict::Partly);
    QVERIFY(u.hoursPer100MTokens && *u.hoursPer100MTokens > 0);
}

namespace {

// Chinese as far as TrText::localized() needs it: the marker that says the language.
class ChineseMarker : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QByteArray(context) == "Atlas::TrText"
            && QByteArray(source) == "language of this text: en")
            return QStringLiteral("zh");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

void TestSeedClaims::instancesNameTheirCardsInTheReadersLanguage()
{
    // AWS's p4d and p5 families carry catalogued NVIDIA cards: a Chinese reader gets their
    // Chinese names, as everywhere else, not the English ones inside a Chinese sentence.
    const ClaimResult &r = resultFor(results(), "cloud-aws");
    const Accelerator *a100 = AtlasTest::catalog()->accelerator(u"nvidia-a100-sxm4-40gb");
    QVERIFY(a100 && a100->name.zh != a100->name.en);
    const QString english = r.engine.toString(nullptr);
    ChineseMarker chinese;
    const QString inChinese = r.engine.toString(&chinese);
    QVERIFY2(english.contains(a100->name.en), qPrintable(english));
    QVERIFY2(inChinese.contains(a100->name.zh), qPrintable(inChinese));
    QVERIFY2(!inChinese.contains(a100->name.en), qPrintable(inChinese));
}

QTEST_GUILESS_MAIN(TestSeedClaims)
#include "tst_seedclaims.moc"
