#include "claims/claimverdict.h"

#include "catalog/seedtable.h"
#include "cost/providercost.h"
#include "cost/rates.h"
#include "engine/fit.h"
#include "engine/throughput.h"

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

Verdict fromCounts(int holding, int total)
{
    if (total == 0)
        return Verdict::NotCheckable;
    if (holding == total)
        return Verdict::Holds;
    return holding == 0 ? Verdict::DoesNotHold : Verdict::Partly;
}

TrText modelName(const ModelArch *m)
{
    return m ? TrText::localized(m->name) : ATLAS_TR("Atlas::Claims", "none");
}

// Decision tree: are the cards within the budget, is a claimed NVLink there, and what can the
// cards run?
void budgetCard(const GuideClaim &g, const Catalog &catalog, ClaimResult &r)
{
    int within = 0;
    bool linkMissing = false;
    QList<TrText> parts;
    for (const ClaimCard &c : g.cards) {
        const Accelerator &a = *catalog.accelerator(c.acceleratorId);
        const RateCard card = rateCard(a, catalog.pricing());
        std::optional<double> price;
        if (c.seedPrice && (a.price.seedCnyHigh || a.price.seedCnyLow))
            price = a.price.seedCnyHigh.value_or(*a.price.seedCnyLow) * c.gpus;
        else if (card.purchasePerGpu())
            price = card.purchasePerGpu()->value * c.gpus;
        if (!r.priceCny && price)
            r.priceCny = price;
        const bool ok = price && (!g.budgetHighCny || *price <= *g.budgetHighCny);
        within += ok ? 1 : 0;
        const QList<Task> methods = g.use == ClaimUse::Inference ? QList<Task>{}
                                                                 : QList<Task>{Task::Qlora};
        const ModelArch *largest = largestFitting(catalog, a, c.gpus, methods);
        const TrText what = g.use == ClaimUse::Inference
                                ? ATLAS_TR("Atlas::Claims", "serves up to %1 in BF16")
                                      .arg(modelName(largest))
                                : ATLAS_TR("Atlas::Claims", "fine-tunes up to %1 with QLoRA")
                                      .arg(modelName(largest));
        if (price)
            parts << ATLAS_TR("Atlas::Claims", "%1 × %2: %3 CNY to buy (%4), %5")
                         .arg(c.gpus)
                         .arg(a.name)
                         .arg(std::round(*price))
                         .arg(ok ? ATLAS_TR("Atlas::Claims", "within the budget")
                                 : ATLAS_TR("Atlas::Claims", "over the budget"))
                         .arg(what);
        else
            parts << ATLAS_TR("Atlas::Claims", "%1 × %2: no purchase price catalogued, %3")
                         .arg(c.gpus)
                         .arg(a.name)
                         .arg(what);
        if (g.linkClaimed && c.gpus > 1 && !a.hasScaleUpLink()) {
            linkMissing = true;
            parts << ATLAS_TR("Atlas::Claims",
                              "%1 has no NVLink, so \"+ NVLink\" cannot be built; the cards talk "
                              "over PCIe")
                         .arg(a.name);
        }
    }
    r.verdict = linkMissing ? Verdict::DoesNotHold : fromCounts(within, int(g.cards.size()));
    r.engine = TrText::join(parts, ATLAS_TR("Atlas::Claims", "; "));
    r.assumptions << claimWorkloadAssumption()
                  << ATLAS_TR("Atlas::Claims",
                              "purchase prices from the catalog (a USD reference price × the "
                              "exchange rate, else the seed's own CNY figure; the seed's upper "
                              "figure where the claim means its used-market price); holds when "
                              "every option is within the budget's upper bound")
                  << ATLAS_TR("Atlas::Claims",
                              "capability: the largest catalog model whose smallest per-card "
                              "memory fits (inference in BF16, fine-tuning with QLoRA)");
}

// The offers for the seed's hours: the generic container rate (with its range) and each
// provider's cheapest matching instance; the lowest for the seed's fewest hours, the highest for
// its most.
void offerRange(
    const GuideClaim &g, const Catalog &catalog, const Accelerator &a, int gpus, ClaimResult &r)
{
    QList<double> low, high;
    const RateCard card = rateCard(a, catalog.pricing());
    if (card.containerPerGpuHour()) {
        const Quote &q = *card.containerPerGpuHour();
        low << q.low.value_or(q.value) * gpus * g.hoursLow;
        high << q.high.value_or(q.value) * gpus * g.hoursHigh;
    }
    for (const InstanceOption &o : cheapestInstances(catalog, a, gpus, g.hoursLow))
        low << o.costCny;
    for (const InstanceOption &o : cheapestInstances(catalog, a, gpus, g.hoursHigh))
        high << o.costCny;
    if (!low.isEmpty()) {
        r.costLowCny = *std::min_element(low.cbegin(), low.cend());
        r.costHighCny = *std::max_element(high.cbegin(), high.cend());
    }
}

// The seed's cost against the offers' range (none when either is missing).
std::optional<Verdict> seedCostVerdict(const GuideClaim &g, const ClaimResult &r)
{
    if (!r.costLowCny || !(g.costLowCny || g.costHighCny))
        return std::nullopt;
    const double lo = *r.costLowCny, hi = *r.costHighCny;
    if (g.costLowCny && !g.costHighCny) { // "¥100,000+": at least
        return lo >= *g.costLowCny   ? Verdict::Holds
               : hi >= *g.costLowCny ? Verdict::Partly
                                     : Verdict::DoesNotHold;
    }
    const double sLo = g.costLowCny.value_or(*g.costHighCny);
    const double sHi = g.costHighCny.value_or(sLo);
    if (sHi >= lo && sLo <= hi)
        return Verdict::Holds;
    if (sHi >= lo / ClaimCostFactor && sLo <= hi * ClaimCostFactor)
        return Verdict::Partly;
    return Verdict::DoesNotHold;
}

TrText trainingFitText(const GuideClaim &g,
                       const ModelArch &model,
                       const ClaimCard &c,
                       const Accelerator &a,
                       double perGpu,
                       const ClaimResult &r)
{
    if (*r.fits)
        return ATLAS_TR("Atlas::Claims", "%1 %2 fits %3 × %4 (%5 GiB per card of %6 GiB)")
            .arg(model.name)
            .arg(taskKey(g.task))
            .arg(c.gpus)
            .arg(a.name)
            .arg(perGpu / GiB, 3)
            .arg(a.memoryGiB);
    return ATLAS_TR("Atlas::Claims",
                    "%1 %2 does not fit %3 × %4: %5 GiB per card of %6 GiB at best; the "
                    "engine needs %7 cards")
        .arg(model.name)
        .arg(taskKey(g.task))
        .arg(c.gpus)
        .arg(a.name)
        .arg(perGpu / GiB, 3)
        .arg(a.memoryGiB)
        .arg(r.engineMinGpus ? TrText::literal(QString::number(*r.engineMinGpus))
                             : ATLAS_TR("Atlas::Claims", "more than 4096"));
}

TrText tokensText(const GuideClaim &g, double tokensLow, double tokensHigh, double efficiency)
{
    if (g.hoursLow == g.hoursHigh)
        return ATLAS_TR("Atlas::Claims", "%1 h process %2 M tokens at an efficiency of %3")
            .arg(g.hoursLow)
            .arg(std::round(tokensLow / 1e6))
            .arg(efficiency, 2);
    return ATLAS_TR("Atlas::Claims", "%1–%2 h process %3–%4 M tokens at an efficiency of %5")
        .arg(g.hoursLow)
        .arg(g.hoursHigh)
        .arg(std::round(tokensLow / 1e6))
        .arg(std::round(tokensHigh / 1e6))
        .arg(efficiency, 2);
}

TrText offersText(const GuideClaim &g, const ClaimResult &r)
{
    if (!r.costLowCny)
        return ATLAS_TR("Atlas::Claims", "no catalogued offer prices these cards");
    return ATLAS_TR("Atlas::Claims", "catalogued offers charge %1–%2 CNY for those hours (seed: %3)")
        .arg(std::round(*r.costLowCny))
        .arg(std::round(*r.costHighCny))
        .arg(!g.costHighCny ? QStringLiteral("%1+").arg(*g.costLowCny)
             : g.costLowCny && *g.costLowCny != *g.costHighCny
                 ? QStringLiteral("%1–%2").arg(*g.costLowCny).arg(*g.costHighCny)
                 : QString::number(*g.costHighCny));
}

QList<TrText> trainingCostAssumptions(const GuideClaim &g, int gpus)
{
    QList<TrText> assumptions;
    assumptions << ATLAS_TR("Atlas::Claims",
                            "the seed states no amount of work: the engine reports the tokens "
                            "its hours process")
                << claimWorkloadAssumption()
                << ATLAS_TR("Atlas::Claims",
                            "cost range: the generic container rate (its low and high) and each "
                            "provider's cheapest instance for these cards, whole instances and "
                            "billing rounded up; holds inside the range, partly within a factor "
                            "of %1")
                       .arg(ClaimCostFactor)
                << ATLAS_TR("Atlas::Claims",
                            "fits: the smallest per-card memory any layout on %1 cards reaches")
                       .arg(gpus);
    if (!g.hoursBasis.isEmpty())
        assumptions << TrText::localized(g.hoursBasis);
    return assumptions;
}

// Training-cost table: does the job fit the cards, what do the seed's hours process, and what
// do catalogued offers charge for them?
void trainingCost(const GuideClaim &g, const Catalog &catalog, ClaimResult &r)
{
    const ModelArch &model = *catalog.model(g.modelId);
    const ClaimCard &c = g.cards.constFirst();
    const Accelerator &a = *catalog.accelerator(c.acceleratorId);
    const Workload w = claimWorkload(g.task);
    const MemoryModel memory(model, w);
    const double perGpu = bestPerGpuBytes(memory, c.gpus);
    r.fits = perGpu <= a.memoryBytes();
    r.engineMinGpus = fitOnAccelerator(memory, a, Layout{}).minGpus;
    const Efficiency efficiency = jobEfficiency(catalog, a, model, w, c.gpus);
    const auto tokensLow = tokensInHours(memory, a, c.gpus, g.hoursLow, efficiency);
    const auto tokensHigh = tokensInHours(memory, a, c.gpus, g.hoursHigh, efficiency);
    r.tokens = tokensLow;
    offerRange(g, catalog, a, c.gpus, r);

    const std::optional<Verdict> cost = seedCostVerdict(g, r);
    if (!*r.fits)
        r.verdict = Verdict::DoesNotHold;
    else if (!cost)
        r.verdict = Verdict::NotCheckable;
    else
        r.verdict = *cost == Verdict::Holds ? Verdict::Holds : Verdict::Partly;

    QList<TrText> parts{trainingFitText(g, model, c, a, perGpu, r)};
    if (tokensLow && tokensHigh)
        parts << tokensText(g, *tokensLow, *tokensHigh, efficiency.point);
    parts << offersText(g, r);
    r.engine = TrText::join(parts, ATLAS_TR("Atlas::Claims", "; "));
    r.assumptions << trainingCostAssumptions(g, c.gpus);
}

void workstation(const GuideClaim &g, const Catalog &catalog, ClaimResult &r)
{
    const MachineVerdict m = checkWorkstation(*catalog.workstation(g.refId), catalog);
    r.verdict = m.verdict;
    r.engine = m.engine;
    r.assumptions = m.assumptions;
    if (!m.uses.isEmpty())
        r.fits = m.uses.constFirst().fit.fits;
}

void seedTableRow(const GuideClaim &g, const Catalog &catalog, ClaimResult &r)
{
    const SeedTableRow *row = nullptr;
    for (const SeedTableRow &x : seedTable()) {
        if (x.id == g.refId)
            row = &x;
    }
    int fit = 0, total = 0;
    QList<TrText> failures;
    for (const ModelArch &m : catalog.models()) {
        if (!m.hasArchitecture() || !row->covers(m, row->task))
            continue;
        for (const SeedVerdict &v : seedVerdicts(m, claimWorkload(row->task), catalog)) {
            if (v.row != row)
                continue; // another row covering the same model and task
            ++total;
            if (v.contradicts)
                failures << ATLAS_TR("Atlas::Claims", "%1 on %2 × %3 (needs %4)")
                                .arg(m.name)
                                .arg(v.recommendation.gpus)
                                .arg(catalog.accelerator(v.recommendation.acceleratorId)->name)
                                .arg(v.engineMinGpus ? QString::number(*v.engineMinGpus)
                                                     : QStringLiteral(">4096"));
            else
                ++fit;
        }
    }
    r.verdict = fromCounts(fit, total);
    r.fits = total > 0 && fit == total;
    r.engine = failures.isEmpty()
                   ? ATLAS_TR("Atlas::Claims", "all %1 catalog model × recommendation pairs fit")
                         .arg(total)
                   : ATLAS_TR("Atlas::Claims",
                              "%1 of %2 catalog model × recommendation pairs "
                              "fit; not: %3")
                         .arg(fit)
                         .arg(total)
                         .arg(TrText::join(failures, ATLAS_TR("Atlas::Claims", "; ")));
    r.assumptions << ATLAS_TR("Atlas::Claims",
                              "every catalog model in the row's size range; a recommendation fits "
                              "when its best layout does")
                  << claimWorkloadAssumption();
}

bool matchesCard(const Instance &i, const QString &token)
{
    const QString t = token.toLower();
    return i.acceleratorId.contains(t) || i.proposedAccelerator.contains(t)
           || i.acceleratorName.toLower().contains(t);
}

void providerOffers(const GuideClaim &g, const Catalog &catalog, ClaimResult &r)
{
    const Provider &p = *catalog.provider(g.refId);
    QStringList missingFamilies, notInFamilies, nowhere;
    for (const QString &family : g.families) {
        const bool found = std::any_of(p.instances.cbegin(),
                                       p.instances.cend(),
                                       [&](const Instance &i) {
                                           return i.id.startsWith(family.toLower());
                                       });
        if (!found)
            missingFamilies << family;
    }
    for (const QString &token : g.cardTokens) {
        bool inFamily = false, anywhere = false;
        for (const Instance &i : p.instances) {
            if (!matchesCard(i, token))
                continue;
            anywhere = true;
            for (const QString &family : g.families)
                inFamily = inFamily || i.id.startsWith(family.toLower());
        }
        if (!anywhere)
            nowhere << token;
        else if (!inFamily)
            notInFamilies << token;
    }
    if (!nowhere.isEmpty() && nowhere.size() == g.cardTokens.size())
        r.verdict = Verdict::DoesNotHold;
    else if (missingFamilies.isEmpty() && notInFamilies.isEmpty() && nowhere.isEmpty())
        r.verdict = Verdict::Holds;
    else
        r.verdict = Verdict::Partly;
    QList<TrText> parts;
    QList<TrText> offered;
    for (const Instance &i : p.instances) {
        for (const QString &family : g.families) {
            if (!i.id.startsWith(family.toLower()))
                continue;
            // The catalogued card in the reader's language (昇腾 910B), a provider's own
            // name for it as the provider writes it.
            const TrText card = i.acceleratorName.isEmpty()
                                    ? TrText::localized(catalog.accelerator(i.acceleratorId)->name)
                                    : TrText::literal(i.acceleratorName);
            offered << ATLAS_TR("Atlas::Claims", "%1 = %2").arg(i.displayName()).arg(card);
        }
    }
    parts << (offered.isEmpty() ? ATLAS_TR("Atlas::Claims", "no instance of the named families")
                                : ATLAS_TR("Atlas::Claims", "catalogued: %1")
                                      .arg(TrText::join(offered, ATLAS_TR("Atlas::Claims", ", "))));
    if (!missingFamilies.isEmpty())
        parts << ATLAS_TR("Atlas::Claims", "no %1 family at %2")
                     .arg(missingFamilies.join(u"/"))
                     .arg(p.name);
    if (!notInFamilies.isEmpty())
        parts << ATLAS_TR("Atlas::Claims", "%1 is offered, but in other families")
                     .arg(notInFamilies.join(u"/"));
    if (!nowhere.isEmpty())
        parts << ATLAS_TR("Atlas::Claims", "%1 is not offered").arg(nowhere.join(u"/"));
    r.engine = TrText::join(parts, ATLAS_TR("Atlas::Claims", "; "));
    r.assumptions << ATLAS_TR("Atlas::Claims",
                              "families are matched by instance-name prefix, cards by name; "
                              "only the instances in providers.yaml are known");
}

void providerPrices(const GuideClaim &g, const Catalog &catalog, ClaimResult &r)
{
    const Provider &p = *catalog.provider(g.refId);
    const auto priced = std::count_if(p.instances.cbegin(),
                                      p.instances.cend(),
                                      [](const Instance &i) { return i.price.has_value(); });
    r.verdict = priced > 0 ? Verdict::DoesNotHold : Verdict::Holds;
    r.engine = ATLAS_TR("Atlas::Claims",
                        "%1 of %2 catalogued %3 instances have a public on-demand "
                        "list price")
                   .arg(qint64(priced))
                   .arg(qint64(p.instances.size()))
                   .arg(p.name);
}

// Per accelerator, the provider's lowest on-demand price per card-hour against every other
// provider's.
void cheapest(const GuideClaim &g, const Catalog &catalog, ClaimResult &r)
{
    const Provider &p = *catalog.provider(g.refId);
    auto perCardHour = [&catalog](const Instance &i) -> std::optional<double> {
        if (!i.price || !i.gpus || i.price->per != PricePeriod::Hour)
            return std::nullopt;
        const double fx = i.price->currency == u"USD" ? catalog.pricing().usdCny.value : 1.0;
        return i.price->amount * fx / *i.gpus;
    };
    QHash<QString, double> own, others;
    for (const Provider &q : catalog.providers()) {
        for (const Instance &i : q.instances) {
            const auto v = perCardHour(i);
            if (!v || i.acceleratorId.isEmpty())
                continue;
            QHash<QString, double> &into = q.id == p.id ? own : others;
            if (!into.contains(i.acceleratorId) || *v < into.value(i.acceleratorId))
                into.insert(i.acceleratorId, *v);
        }
    }
    int lowest = 0, compared = 0;
    QList<std::pair<QString, TrText>> dearer; // sorted by the English name
    for (auto it = own.cbegin(); it != own.cend(); ++it) {
        if (!others.contains(it.key()))
            continue;
        ++compared;
        if (it.value() <= others.value(it.key()))
            ++lowest;
        else {
            const Accelerator *a = catalog.accelerator(it.key());
            dearer << std::pair(a->name.en,
                                ATLAS_TR("Atlas::Claims", "%1 (%2 vs %3 CNY per card-hour)")
                                    .arg(a->name)
                                    .arg(QString::number(it.value(), 'f', 2))
                                    .arg(QString::number(others.value(it.key()), 'f', 2)));
        }
    }
    std::sort(dearer.begin(), dearer.end(), [](const auto &x, const auto &y) {
        return x.first < y.first;
    });
    QList<TrText> dearerTexts;
    for (const auto &d : std::as_const(dearer))
        dearerTexts << d.second;
    r.verdict = fromCounts(lowest, compared);
    r.engine = dearer.isEmpty()
                   ? ATLAS_TR("Atlas::Claims",
                              "lowest catalogued price for all %1 cards also offered elsewhere")
                         .arg(compared)
                   : ATLAS_TR("Atlas::Claims",
                              "lowest catalogued price for %1 of %2 cards; dearer for %3")
                         .arg(lowest)
                         .arg(compared)
                         .arg(TrText::join(dearerTexts, ATLAS_TR("Atlas::Claims", ", ")));
    r.assumptions << ATLAS_TR("Atlas::Claims",
                              "on-demand list prices per card-hour in CNY; marketplace prices "
                              "move daily and some figures are floors");
}

} // namespace

ClaimResult evaluateClaim(const GuideClaim &g, const Catalog &catalog)
{
    ClaimResult r;
    r.claim = &g;
    switch (g.kind) {
    case ClaimKind::BudgetCard:
        budgetCard(g, catalog, r);
        break;
    case ClaimKind::TrainingCost:
        trainingCost(g, catalog, r);
        break;
    case ClaimKind::Workstation:
        workstation(g, catalog, r);
        break;
    case ClaimKind::SeedTable:
        seedTableRow(g, catalog, r);
        break;
    case ClaimKind::ProviderOffers:
        providerOffers(g, catalog, r);
        break;
    case ClaimKind::ProviderPrices:
        providerPrices(g, catalog, r);
        break;
    case ClaimKind::Cheapest:
        cheapest(g, catalog, r);
        break;
    }
    return r;
}

QList<ClaimResult> evaluateClaims(const Catalog &catalog)
{
    QList<ClaimResult> results;
    for (const GuideClaim &g : catalog.guideClaims())
        results.append(evaluateClaim(g, catalog));
    return results;
}

} // namespace Atlas
