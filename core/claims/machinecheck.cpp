#include "claims/machinecheck.h"

#include "cost/rates.h"
#include "engine/fit.h"
#include "engine/serving.h"
#include "engine/throughput.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Atlas {

namespace {

const QList<Precision> &inferenceLadder()
{
    static const QList<Precision> ladder{Precision::Bf16, Precision::Int8, Precision::Int4};
    return ladder;
}

Workload ladderWorkload(Task task, Precision precision)
{
    return claimWorkload(task, precision);
}

} // namespace

Workload claimWorkload(Task task, Precision precision)
{
    Workload w;
    w.task = task;
    w.precision = precision;
    w.recompute = defaultRecompute(task);
    return w;
}

TrText claimWorkloadAssumption()
{
    const Workload w;
    return ATLAS_TR("Atlas::MachineCheck",
                    "engine defaults (BF16 compute, AdamW with FP32 master weights and gradients "
                    "for full training, sequence %1, micro-batch %2); LoRA and QLoRA with "
                    "gradient checkpointing, as the QLoRA recipe and PEFT's "
                    "prepare_model_for_kbit_training do")
        .arg(w.seqLen)
        .arg(w.microBatch);
}

QString verdictKey(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Holds:
        return QStringLiteral("holds");
    case Verdict::DoesNotHold:
        return QStringLiteral("does_not_hold");
    case Verdict::Partly:
        return QStringLiteral("partly");
    case Verdict::NotCheckable:
        break;
    }
    return QStringLiteral("not_checkable");
}

double bestPerGpuBytes(const MemoryModel &memory, int cards)
{
    return minimumPerGpuBytes(memory, cards, Offload::None);
}

MethodFit fitWithMethods(const ModelArch &model,
                         const Accelerator &a,
                         int cards,
                         const QList<Task> &methods)
{
    MethodFit f;
    f.capacityBytes = a.memoryBytes();
    const int rungs = methods.isEmpty() ? int(inferenceLadder().size()) : int(methods.size());
    for (int i = 0; i < rungs; ++i) {
        const Workload w = methods.isEmpty()
                               ? ladderWorkload(Task::Inference, inferenceLadder().at(i))
                               : ladderWorkload(methods.at(i), Precision::Bf16);
        const MemoryModel memory(model, w);
        Layout best;
        double bestBytes = std::numeric_limits<double>::infinity();
        forEachCandidateLayout(memory, cards, Offload::None, [&](const Layout &l) {
            const double b = memory.perGpuTotal(l);
            if (b < bestBytes) {
                bestBytes = b;
                best = l;
            }
            return false;
        });
        f.perGpuBytes = bestBytes;
        f.layout = best;
        if (bestBytes <= f.capacityBytes) {
            f.fits = true;
            f.rung = i;
            if (methods.isEmpty())
                f.precision = inferenceLadder().at(i);
            else
                f.task = methods.at(i);
            return f;
        }
    }
    return f;
}

const ModelArch *largestFitting(const Catalog &catalog,
                                const Accelerator &a,
                                int cards,
                                const QList<Task> &methods,
                                std::optional<Precision> precision)
{
    const ModelArch *largest = nullptr;
    double largestParams = 0;
    for (const ModelArch &m : catalog.models()) {
        if (!m.hasArchitecture())
            continue;
        const double params = countParameters(m).total;
        if (params <= largestParams)
            continue;
        const Workload w = methods.isEmpty()
                               ? ladderWorkload(Task::Inference, precision.value_or(Precision::Bf16))
                               : ladderWorkload(methods.constFirst(), Precision::Bf16);
        if (bestPerGpuBytes(MemoryModel(m, w), cards) <= a.memoryBytes()) {
            largest = &m;
            largestParams = params;
        }
    }
    return largest;
}

namespace {

// A stated use that fits: its speed on the machine, in the words of the method that fitted.
void describeFittingUse(UseVerdict &u,
                        const ModelArch &model,
                        const Workstation &ws,
                        const Accelerator &a,
                        const Catalog &catalog)
{
    const QString method = u.fit.task ? taskKey(*u.fit.task) : precisionLabel(*u.fit.precision);
    if (u.fit.task) {
        const Workload w = ladderWorkload(*u.fit.task, Precision::Bf16);
        const MemoryModel memory(model, w);
        const Efficiency efficiency = jobEfficiency(catalog, a, model, w, ws.cards);
        if (const auto t = trainingTime(memory, a, ws.cards, 1e8, efficiency))
            u.hoursPer100MTokens = t->wallHours;
        u.text = ATLAS_TR("Atlas::MachineCheck",
                          "%1 fits %2 × %3 as %4 (%5 GiB per card of %6 GiB); 100 M "
                          "training tokens take %7 h at an efficiency of %8")
                     .arg(model.name)
                     .arg(ws.cards)
                     .arg(a.name)
                     .arg(method)
                     .arg(u.fit.perGpuBytes / GiB, 3)
                     .arg(a.memoryGiB)
                     .arg(u.hoursPer100MTokens.value_or(0), 3)
                     .arg(efficiency.point, 2);
        return;
    }
    const Workload w = ladderWorkload(Task::Inference, *u.fit.precision);
    // One stream of a short chat turn (512 tokens of prompt, 256 generated).
    if (const auto s = servingPoint(catalog.servingFit(),
                                    model,
                                    w.precision,
                                    w.kvPrecision,
                                    a,
                                    u.fit.layout.tp,
                                    u.fit.layout.pp,
                                    512,
                                    256,
                                    1))
        u.decodeTokensPerSecond = s->userTokensPerSecond;
    u.text = ATLAS_TR("Atlas::MachineCheck",
                      "%1 fits %2 × %3 in %4 (%5 GiB per card of %6 GiB), about %7 "
                      "tokens/s for one stream")
                 .arg(model.name)
                 .arg(ws.cards)
                 .arg(a.name)
                 .arg(method)
                 .arg(u.fit.perGpuBytes / GiB, 3)
                 .arg(a.memoryGiB)
                 .arg(u.decodeTokensPerSecond.value_or(0), 3);
}

// One stated use: the first method of the ladder that fits decides holds / partly.
UseVerdict judgeUse(const WorkstationUse &use,
                    const Workstation &ws,
                    const Accelerator &a,
                    const Catalog &catalog)
{
    UseVerdict u;
    u.use = &use;
    const ModelArch *model = catalog.model(use.modelId);
    u.fit = fitWithMethods(*model, a, ws.cards, use.methods);
    if (!u.fit.fits) {
        u.verdict = Verdict::DoesNotHold;
        u.text = ATLAS_TR("Atlas::MachineCheck",
                          "%1 does not fit %2 × %3 even with the last method tried (%4 GiB "
                          "per card of %5 GiB)")
                     .arg(model->name)
                     .arg(ws.cards)
                     .arg(a.name)
                     .arg(u.fit.perGpuBytes / GiB, 3)
                     .arg(a.memoryGiB);
        return u;
    }
    u.verdict = u.fit.rung == 0 ? Verdict::Holds : Verdict::Partly;
    describeFittingUse(u, *model, ws, a, catalog);
    return u;
}

Verdict usesVerdict(const QList<UseVerdict> &uses)
{
    if (uses.isEmpty())
        return Verdict::NotCheckable;
    const auto count = [&uses](Verdict v) {
        return std::count_if(uses.begin(), uses.end(), [v](const UseVerdict &u) {
            return u.verdict == v;
        });
    };
    if (count(Verdict::DoesNotHold) == uses.size())
        return Verdict::DoesNotHold;
    if (count(Verdict::Holds) == uses.size())
        return Verdict::Holds;
    return Verdict::Partly;
}

RuleCheck linkRule(const Accelerator &a)
{
    RuleCheck nvlink{QStringLiteral("nvlink"), Verdict::Holds, {}};
    if (a.hasScaleUpLink()) {
        nvlink.text = ATLAS_TR("Atlas::MachineCheck", "%1 has a card-to-card link (%2, %3 GB/s)")
                          .arg(a.name)
                          .arg(a.interconnectKind)
                          .arg(*a.interconnectGBs);
    } else {
        nvlink.verdict = Verdict::DoesNotHold;
        nvlink.text = ATLAS_TR("Atlas::MachineCheck",
                               "%1 has no NVLink: the cards exchange data over PCIe only, so "
                               "tensor parallelism is slow; prefer pipeline or data "
                               "parallelism")
                          .arg(a.name);
    }
    return nvlink;
}

// The seed's multi-card rules: link, PCIe lanes, RAM, power supply, cooling.
QList<RuleCheck> multiCardRules(const Workstation &ws, const Accelerator &a, const MachineVerdict &v)
{
    QList<RuleCheck> rules;
    const WorkstationPlatform &platform = ws.platform;
    if (ws.cards > 1)
        rules.append(linkRule(a));
    const int lanes = ws.cards * LanesPerCard;
    RuleCheck pcie{QStringLiteral("pcie"), Verdict::NotCheckable, {}};
    if (platform.cpuPcieLanes) {
        pcie.verdict = lanes <= *platform.cpuPcieLanes ? Verdict::Holds : Verdict::DoesNotHold;
        // One card, "1 card at x16 needs", not "1 cards … need".
        const TrText needs = ws.cards == 1
                                 ? ATLAS_TR("Atlas::MachineCheck",
                                            "1 card at x16 needs %1 CPU PCIe lanes; %2 has %3")
                                 : ATLAS_TR("Atlas::MachineCheck",
                                            "%1 cards at x16 need %2 CPU PCIe lanes; %3 has %4")
                                       .arg(ws.cards);
        pcie.text = needs.arg(lanes).arg(platform.name).arg(*platform.cpuPcieLanes);
    }
    rules.append(pcie);
    RuleCheck ram{QStringLiteral("ram"), Verdict::NotCheckable, {}};
    if (platform.maxRamGiB) {
        ram.verdict = ws.ramGiB <= *platform.maxRamGiB ? Verdict::Holds : Verdict::DoesNotHold;
        ram.text = ATLAS_TR("Atlas::MachineCheck", "%1 GB of RAM; %2 takes at most %3 GB")
                       .arg(ws.ramGiB)
                       .arg(platform.name)
                       .arg(*platform.maxRamGiB);
    }
    rules.append(ram);
    rules.append({QStringLiteral("psu"),
                  Verdict::NotCheckable,
                  ATLAS_TR("Atlas::MachineCheck",
                           "power supply: cards %1 × %2 W + CPU %3 W = %4 W, with 30 % headroom "
                           "at least %5 W (the seed names no power supply)")
                      .arg(ws.cards)
                      .arg(a.powerW().value_or(0))
                      .arg(platform.cpuPowerW.value_or(0))
                      .arg(v.heatW)
                      .arg(std::ceil(v.requiredPsuW))});
    rules.append({QStringLiteral("cooling"),
                  Verdict::NotCheckable,
                  ATLAS_TR("Atlas::MachineCheck",
                           "cooling: about %1 W of heat at full load to move out of the case")
                      .arg(v.heatW)});
    return rules;
}

// The engine's answer in one text: the uses (or, with none named, the largest models it runs),
// the rules, and what the cards and an hour of use cost.
TrText engineSummary(const MachineVerdict &v,
                     const Workstation &ws,
                     const Catalog &catalog,
                     double years)
{
    QList<TrText> parts;
    for (const UseVerdict &u : v.uses)
        parts << u.text;
    if (ws.uses.isEmpty()) {
        const ModelArch *inf = largestFitting(catalog, *v.accelerator, ws.cards, {});
        const ModelArch *ft = largestFitting(catalog, *v.accelerator, ws.cards, {Task::Qlora});
        const TrText none = ATLAS_TR("Atlas::MachineCheck", "none");
        parts << ATLAS_TR("Atlas::MachineCheck",
                          "no model is named; the largest catalog model it serves in BF16 is %1, "
                          "the largest it fine-tunes with QLoRA is %2")
                     .arg(inf ? TrText::localized(inf->name) : none)
                     .arg(ft ? TrText::localized(ft->name) : none);
    }
    for (const RuleCheck &r : v.rules) {
        if (!r.text.isEmpty())
            parts << r.text;
    }
    if (v.cardsPriceCny)
        parts << ATLAS_TR("Atlas::MachineCheck",
                          "the cards cost %1 CNY at the catalog's purchase price, %2 % of the "
                          "seed's %3 CNY")
                     .arg(std::round(*v.cardsPriceCny))
                     .arg(std::round(*v.cardsPriceCny / ws.seedPriceCny * 100))
                     .arg(ws.seedPriceCny);
    parts << ATLAS_TR("Atlas::MachineCheck",
                      "an hour of full use costs about %1 CNY (the seed's price depreciated over "
                      "%2 years plus electricity)")
                 .arg(v.ownCostPerHourCny, 3)
                 .arg(years);
    return TrText::join(parts, ATLAS_TR("Atlas::MachineCheck", "; "));
}

QList<TrText> machineAssumptions(const MachineVerdict &v,
                                 const Workstation &ws,
                                 const PricingCatalog &pricing,
                                 double years)
{
    return {claimWorkloadAssumption(),
            ATLAS_TR("Atlas::MachineCheck",
                     "inference is tried in BF16, then INT8, then INT4; fine-tuning with "
                     "the listed methods in order; the first that fits counts, and only "
                     "the first means the claim holds as stated"),
            ATLAS_TR("Atlas::MachineCheck", "platform: %1 (%2)")
                .arg(ws.platform.name)
                .arg(ws.platform.basis),
            ATLAS_TR("Atlas::MachineCheck",
                     "hour of use: %1 CNY over %2 years of 8,760 h, plus %3 W at %4 "
                     "CNY/kWh")
                .arg(ws.seedPriceCny)
                .arg(years)
                .arg(v.heatW)
                .arg(pricing.defaults.nationalTariff.value)};
}

} // namespace

MachineVerdict checkWorkstation(const Workstation &ws, const Catalog &catalog)
{
    MachineVerdict v;
    v.workstation = &ws;
    const Accelerator *a = catalog.accelerator(ws.acceleratorId);
    v.accelerator = a;
    if (!a)
        return v;
    const PricingCatalog &pricing = catalog.pricing();
    for (const WorkstationUse &use : ws.uses)
        v.uses.append(judgeUse(use, ws, *a, catalog));
    v.verdict = usesVerdict(v.uses);

    v.heatW = ws.cards * a->powerW().value_or(0) + ws.platform.cpuPowerW.value_or(0);
    v.requiredPsuW = v.heatW * (1.0 + PsuHeadroom);
    v.rules = multiCardRules(ws, *a, v);

    // What it costs: the catalog's card prices against the seed's total, and an hour of use.
    const RateCard card = rateCard(*a, pricing);
    if (card.purchasePerGpu())
        v.cardsPriceCny = card.purchasePerGpu()->value * ws.cards;
    const double years = pricing.defaults.amortisationYears.value;
    v.ownCostPerHourCny = ws.seedPriceCny / (years * HoursPerYear)
                          + v.heatW / 1000.0 * pricing.defaults.nationalTariff.value;

    v.engine = engineSummary(v, ws, catalog, years);
    v.assumptions = machineAssumptions(v, ws, pricing, years);
    return v;
}

} // namespace Atlas
