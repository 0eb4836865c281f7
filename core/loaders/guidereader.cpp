// Readers of the buying-guide data: workstations.yaml and seed_claims.yaml.

#include "loaders/catalogreader.h"

namespace Atlas {

namespace {

void readPlatform(FieldReader &parent, WorkstationPlatform &p)
{
    const YamlNode node = parent.node("platform");
    if (!node.isDefined() || node.isNull()) {
        parent.error("platform", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
        return;
    }
    FieldReader r(parent.context(), node, parent.fieldPath("platform"), parent.markOf("platform"));
    if (!r.isMap())
        return;
    p.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
    if (const auto lanes = r.integer("cpu_pcie_lanes", 1, 1024))
        p.cpuPcieLanes = int(*lanes);
    p.maxRamGiB = r.positive("max_ram_gib");
    p.cpuPowerW = r.positive("cpu_power_w");
    p.basis = r.localized("basis_en", "basis_zh", Need::Required);
    if (const auto c = r.choice("confidence", confidenceKeys(), Need::Required))
        p.confidence = Confidence(*c);
    p.sources = r.stringList("sources", Need::Required);
}

QList<Task> readTasks(FieldReader &r, const char *key)
{
    QList<Task> tasks;
    for (const QString &k : r.stringList(key)) {
        const std::optional<Task> t = taskFromKey(k);
        if (!t || *t == Task::Inference || *t == Task::Pretrain) {
            r.error(key,
                    ATLAS_TR("Atlas::CatalogReader",
                             "expected fine-tuning methods (full, freeze, lora, qlora), found "
                             "\"%1\"")
                        .arg(k));
            continue;
        }
        tasks.append(*t);
    }
    return tasks;
}

void readUses(FieldReader &parent, Workstation &w)
{
    // None named: the verdict lists what the machine can run.
    parent.forEachMap("uses", Need::Optional, [&w](FieldReader &r) {
        WorkstationUse use;
        use.modelId = r.text("model", Need::Required).value_or(QString());
        const QStringList kinds = {QStringLiteral("inference"), QStringLiteral("fine-tuning")};
        const std::optional<int> kind = r.choice("kind", kinds, Need::Required);
        use.methods = readTasks(r, "methods");
        if (kind == 1 && use.methods.isEmpty())
            r.error("methods",
                    ATLAS_TR("Atlas::CatalogReader",
                             "fine-tuning needs its methods in order of preference"));
        use.task = kind == 1 && !use.methods.isEmpty() ? use.methods.constFirst() : Task::Inference;
        if (kind == 0)
            use.methods.clear();
        use.text = r.localized("text_en", "text_zh", Need::Required);
        w.uses.append(use);
    });
}

} // namespace

bool readWorkstation(FieldReader &r, Workstation &w)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    w.sourceFile = r.context().fileName();
    w.sourceLine = r.mark().line + 1;
    w.id = readId(r).value_or(QString());
    w.name = r.localized("name_en", "name_zh", Need::Required, MaxNameLength);
    w.seedConfigZh = r.text("seed_config_zh", Need::Required).value_or(QString());
    w.seedPriceCny = r.positive("seed_price_cny", Need::Required).value_or(0);
    const YamlNode cards = r.node("cards");
    if (!cards.isDefined() || cards.isNull()) {
        r.error("cards", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    } else {
        FieldReader c(r.context(), cards, r.fieldPath("cards"), r.markOf("cards"));
        if (c.isMap()) {
            w.acceleratorId = c.text("accelerator", Need::Required).value_or(QString());
            w.cards = int(c.integer("count", 1, 16, Need::Required).value_or(1));
            w.linkClaimed = c.boolean("nvlink_claimed").value_or(false);
        }
    }
    w.ramGiB = r.positive("ram_gib", Need::Required).value_or(0);
    w.ssdTB = r.positive("ssd_tb");
    readPlatform(r, w.platform);
    readUses(r, w);
    w.notes = r.localized("notes_en", "notes_zh");
    w.sources = r.stringList("sources", Need::Required);
    return r.context().diagnostics().errorCount() == errorsBefore;
}

namespace {

// A claim's cards: at least one, each an accelerator, a count and whose price it is quoted at.
void readClaimCards(FieldReader &r, GuideClaim &c)
{
    const YamlNode node = r.node("cards");
    if (!node.isSequence() || node.size() == 0) {
        r.error("cards",
                ATLAS_TR("Atlas::CatalogReader", "expected a list of cards, found %1")
                    .arg(describeNode(node)));
        return;
    }
    int index = 0;
    for (const YamlNode item : node) {
        if (!r.context().visit(item))
            return;
        FieldReader x(r.context(), item, indexedPath(r.fieldPath("cards"), index++));
        if (!x.isMap())
            continue;
        ClaimCard card;
        card.acceleratorId = x.text("accelerator", Need::Required).value_or(QString());
        card.gpus = int(x.integer("gpus", 1, 1 << 16, Need::Required).value_or(1));
        const QStringList prices = {QStringLiteral("catalog"), QStringLiteral("seed")};
        card.seedPrice = x.choice("price", prices).value_or(0) == 1;
        c.cards.append(card);
    }
}

// A required figure or range: a single number (low = high), or a map with low, high or both and,
// where `basis` is given, the basis of the figures.
void readRange(FieldReader &r,
               const char *key,
               std::optional<double> *low,
               std::optional<double> *high,
               LocalizedText *basis)
{
    const YamlNode node = r.node(key);
    if (!node.isDefined() || node.isNull()) {
        r.error(key, ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
        return;
    }
    if (node.isScalar()) { // a single figure: low = high
        *low = r.number(key, 0, 1e15, Need::Required);
        *high = *low;
        return;
    }
    FieldReader x(r.context(), node, r.fieldPath(key), r.markOf(key));
    if (!x.isMap())
        return;
    *low = x.number("low", 0, 1e15);
    *high = x.number("high", 0, 1e15);
    if (!*low && !*high)
        x.error("low", ATLAS_TR("Atlas::CatalogReader", "give low, high or both"));
    if (*low && *high && **low > **high)
        x.error("high",
                ATLAS_TR("Atlas::CatalogReader", "expected high >= low, found %1 < %2")
                    .arg(**high)
                    .arg(**low));
    if (basis)
        *basis = x.localized("basis_en", "basis_zh");
}

void readBudgetCard(FieldReader &r, GuideClaim &c)
{
    std::optional<double> low, high;
    readRange(r, "budget_cny", &low, &high, nullptr);
    c.budgetLowCny = low;
    c.budgetHighCny = high;
    if (const auto u = r.choice("use", claimUseKeys(), Need::Required))
        c.use = ClaimUse(*u);
    readClaimCards(r, c);
    c.linkClaimed = r.boolean("nvlink_claimed").value_or(false);
}

void readTrainingCost(FieldReader &r, GuideClaim &c)
{
    c.modelId = r.text("model", Need::Required).value_or(QString());
    if (const auto t = r.choice("task", taskKeys(), Need::Required))
        c.task = Task(*t);
    readClaimCards(r, c);
    std::optional<double> low, high;
    readRange(r, "hours", &low, &high, &c.hoursBasis);
    c.hoursLow = low.value_or(high.value_or(0));
    c.hoursHigh = high.value_or(c.hoursLow);
    if (c.hoursLow <= 0)
        r.error("hours", ATLAS_TR("Atlas::CatalogReader", "expected a positive duration"));
    readRange(r, "cost_cny", &c.costLowCny, &c.costHighCny, nullptr);
}

// The fields of the claim's kind.
void readClaimKindFields(FieldReader &r, GuideClaim &c)
{
    switch (c.kind) {
    case ClaimKind::BudgetCard:
        readBudgetCard(r, c);
        break;
    case ClaimKind::TrainingCost:
        readTrainingCost(r, c);
        break;
    case ClaimKind::Workstation:
    case ClaimKind::SeedTable:
    case ClaimKind::ProviderPrices:
    case ClaimKind::Cheapest:
        c.refId = r.text("ref", Need::Required).value_or(QString());
        break;
    case ClaimKind::ProviderOffers:
        c.refId = r.text("ref", Need::Required).value_or(QString());
        c.families = r.stringList("families", Need::Required);
        c.cardTokens = r.stringList("cards_named");
        break;
    }
}

} // namespace

bool readGuideClaim(FieldReader &r, GuideClaim &c)
{
    const int errorsBefore = r.context().diagnostics().errorCount();
    c.sourceFile = r.context().fileName();
    c.sourceLine = r.mark().line + 1;
    c.id = readId(r).value_or(QString());
    const QStringList seeds = {QStringLiteral("000"), QStringLiteral("003")};
    if (const auto s = r.choice("seed", seeds, Need::Required))
        c.seed = seeds.at(*s);
    c.section = r.text("section", Need::Required).value_or(QString());
    c.claimZh = r.text("claim_zh", Need::Required).value_or(QString());
    c.claimEn = r.text("claim_en", Need::Required).value_or(QString());
    const std::optional<int> kind = r.choice("kind", claimKindKeys(), Need::Required);
    if (kind)
        c.kind = ClaimKind(*kind);
    c.notes = r.localized("notes_en", "notes_zh");
    c.sources = r.stringList("sources", Need::Required);
    readClaimKindFields(r, c);
    if (c.kind == ClaimKind::TrainingCost && c.cards.size() != 1)
        r.error("cards",
                ATLAS_TR("Atlas::CatalogReader", "a training-cost claim names exactly one card"));
    return r.context().diagnostics().errorCount() == errorsBefore;
}

} // namespace Atlas
