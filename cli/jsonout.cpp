#include "cli/jsonout.h"

#include <cmath>

namespace Atlas::Cli {

QJsonValue jsonNumber(std::optional<double> value)
{
    return value && std::isfinite(*value) ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue bytes(double value, bool *lost)
{
    constexpr double exactLimit = 9007199254740992.0; // 2^53
    if (std::isfinite(value) && std::abs(value) <= exactLimit)
        return QJsonValue(qint64(std::llround(value)));
    if (lost)
        *lost = true;
    return QJsonValue(QJsonValue::Null);
}

TrText unrepresentableBytesNote()
{
    return ATLAS_TR("Atlas::Cli",
                    "byte counts beyond 2^53 (8 PiB) cannot be written exactly in JSON; they are "
                    "null");
}

QJsonArray jsonStrings(const QStringList &strings)
{
    QJsonArray a;
    for (const QString &s : strings)
        a.append(s);
    return a;
}

QJsonArray jsonTexts(const QList<TrText> &texts)
{
    QJsonArray a;
    for (const TrText &t : texts)
        a.append(t.toString(nullptr));
    return a;
}

QJsonObject jsonLayout(const Layout &l)
{
    return {{QStringLiteral("gpus"), l.gpus},
            {QStringLiteral("dp"), l.dp()},
            {QStringLiteral("tp"), l.tp},
            {QStringLiteral("pp"), l.pp},
            {QStringLiteral("zero"), l.zero},
            {QStringLiteral("offload"), offloadKey(l.offload)}};
}

QJsonObject jsonAccelerator(const Accelerator &a, const Catalog &catalog)
{
    QJsonObject tflops;
    for (int i = 0; i < ThroughputKindCount; ++i)
        tflops.insert(throughputKey(ThroughputKind(i)), jsonNumber(a.tflops[size_t(i)]));
    QJsonArray claims;
    for (const SeedClaim &c : a.seedClaims)
        claims.append(QJsonObject{{QStringLiteral("claim_zh"), c.claimZh},
                                  {QStringLiteral("verdict"), c.verdict},
                                  {QStringLiteral("correction_en"), c.correction.en},
                                  {QStringLiteral("correction_zh"), c.correction.zh}});
    const MfuClass prior = catalog.mfuPrior(a);
    return {
        {QStringLiteral("id"), a.id},
        {QStringLiteral("vendor"), a.vendor},
        {QStringLiteral("name_en"), a.name.en},
        {QStringLiteral("name_zh"), a.name.zh},
        {QStringLiteral("form_factor"), formFactorKey(a.formFactor)},
        {QStringLiteral("architecture"), a.architecture},
        {QStringLiteral("year"), a.year},
        {QStringLiteral("memory_bytes"), bytes(a.memoryBytes())},
        {QStringLiteral("memory_gib"), a.memoryGiB},
        {QStringLiteral("memory_type"), a.memoryType},
        {QStringLiteral("bandwidth_gbs"), jsonNumber(a.bandwidthGBs)},
        {QStringLiteral("tflops_dense"), tflops},
        {QStringLiteral("interconnect"), a.interconnectKind},
        {QStringLiteral("interconnect_gbs"), jsonNumber(a.interconnectGBs)},
        {QStringLiteral("pcie"), a.pcie},
        {QStringLiteral("tdp_w"), jsonNumber(a.tdpW)},
        {QStringLiteral("tdp_estimate_w"), jsonNumber(a.tdpEstimateW)},
        {QStringLiteral("ecc"), a.ecc},
        {QStringLiteral("software"), a.software},
        {QStringLiteral("ecosystem"),
         a.ecosystem ? QJsonValue(ecosystemKey(*a.ecosystem)) : QJsonValue()},
        {QStringLiteral("cuda_compatible"),
         a.cudaCompatible ? QJsonValue(cudaCompatibilityKey(*a.cudaCompatible)) : QJsonValue()},
        {QStringLiteral("ecosystem_note_en"), a.ecosystemNote.en},
        {QStringLiteral("ecosystem_note_zh"), a.ecosystemNote.zh},
        {QStringLiteral("domestic"), a.domestic},
        {QStringLiteral("availability"), availabilityKey(a.availability)},
        {QStringLiteral("export_control"), a.exportControl},
        {QStringLiteral("tier"), tierKey(a.tier)},
        {QStringLiteral("tier_reason"), tierReason(a).toString(nullptr)},
        {QStringLiteral("tier_provisional"), tierIsProvisional(a)},
        {QStringLiteral("mfu_default"), catalog.defaultMfu(a)},
        {QStringLiteral("mfu_prior"),
         QJsonObject{{QStringLiteral("class"),
                      a.mfuClass.isEmpty() ? QJsonValue() : QJsonValue(a.mfuClass)},
                     {QStringLiteral("mfu"), prior.mfu},
                     {QStringLiteral("low"), prior.low},
                     {QStringLiteral("high"), prior.high},
                     {QStringLiteral("measured"), prior.measured},
                     {QStringLiteral("basis"), prior.basis}}},
        {QStringLiteral("price"),
         QJsonObject{{QStringLiteral("purchase_usd"), jsonNumber(a.price.purchaseUsd)},
                     {QStringLiteral("purchase_basis"), a.price.purchaseBasis},
                     {QStringLiteral("purchase_date"), a.price.purchaseDate},
                     {QStringLiteral("cloud_usd_per_hour"), jsonNumber(a.price.cloudUsdPerHour)},
                     {QStringLiteral("cloud_basis"), a.price.cloudBasis},
                     {QStringLiteral("cloud_date"), a.price.cloudDate}}},
        {QStringLiteral("confidence"), confidenceKey(a.confidence)},
        {QStringLiteral("seed_claims"), claims},
        {QStringLiteral("sources"), jsonStrings(a.sources)},
    };
}

QJsonObject jsonModel(const ModelArch &m)
{
    const ParameterCount c = countParameters(m);
    QJsonObject o{{QStringLiteral("id"), m.id},
                  {QStringLiteral("name_en"), m.name.en},
                  {QStringLiteral("name_zh"), m.name.zh},
                  {QStringLiteral("params"), bytes(c.total)},
                  {QStringLiteral("active_params"), bytes(c.active)}};
    if (m.hasArchitecture()) {
        o.insert(QStringLiteral("model_type"), modelTypeKey(m.type));
        o.insert(QStringLiteral("layers"), m.layers);
        o.insert(QStringLiteral("hidden"), qint64(m.hidden));
        o.insert(QStringLiteral("heads"), m.heads);
        o.insert(QStringLiteral("kv_heads"), m.effectiveKvHeads());
        o.insert(QStringLiteral("head_dim"), m.effectiveHeadDim());
        o.insert(QStringLiteral("ffn"), qint64(m.ffn));
        o.insert(QStringLiteral("vocab"), qint64(m.vocab));
        o.insert(QStringLiteral("max_context"), qint64(m.maxContext));
        if (m.moe.isMoe())
            o.insert(QStringLiteral("moe"),
                     QJsonObject{{QStringLiteral("experts"), m.moe.experts},
                                 {QStringLiteral("active"), m.moe.active},
                                 {QStringLiteral("shared"), m.moe.shared},
                                 {QStringLiteral("expert_ffn"), qint64(m.moe.expertFfn)}});
        if (m.publishedParams)
            o.insert(QStringLiteral("published_params"), *m.publishedParams);
        o.insert(QStringLiteral("sources"), jsonStrings(m.sources));
    }
    return o;
}

QJsonObject jsonRegion(const Region &r)
{
    return {
        {QStringLiteral("id"), r.id},
        {QStringLiteral("kind"), r.isHub() ? QStringLiteral("hub") : QStringLiteral("cluster")},
        {QStringLiteral("name_en"), r.name.en},
        {QStringLiteral("name_zh"), r.name.zh},
        {QStringLiteral("hub"), r.hubId},
        {QStringLiteral("side"), sideKey(r.side)},
        {QStringLiteral("role"), roleKey(r.role)},
        {QStringLiteral("lat"), r.lat},
        {QStringLiteral("lon"), r.lon},
        {QStringLiteral("tariff_cny_per_kwh"),
         QJsonObject{{QStringLiteral("value"), r.tariff.value},
                     {QStringLiteral("low"), r.tariff.low},
                     {QStringLiteral("high"), r.tariff.high},
                     {QStringLiteral("verified"), verificationKey(r.tariff.verified)},
                     {QStringLiteral("indicative"), true}}},
        {QStringLiteral("pue"),
         QJsonObject{{QStringLiteral("value"), jsonNumber(r.pueTarget.value)},
                     {QStringLiteral("verified"), verificationKey(r.pueTarget.verified)}}},
        {QStringLiteral("co2_factor_kg_per_kwh"),
         QJsonObject{{QStringLiteral("value"), r.gridFactor.value},
                     {QStringLiteral("year"), r.gridFactor.year},
                     {QStringLiteral("grid"), r.gridFactor.region},
                     {QStringLiteral("verified"), verificationKey(r.gridFactor.verified)}}},
        {QStringLiteral("green_share"), jsonNumber(r.greenShare.value)},
        {QStringLiteral("sources"), jsonStrings(r.sources)},
    };
}

QJsonObject jsonEstimate(const Estimate &e, const ModelArch &model, const QString &gpuId)
{
    const MemoryBreakdown &m = e.perGpu;
    bool lost = false;
    auto b = [&lost](double value) { return bytes(value, &lost); };
    QJsonObject o{
        {QStringLiteral("model"),
         QJsonObject{{QStringLiteral("id"), model.id},
                     {QStringLiteral("params"), b(e.params)},
                     {QStringLiteral("active_params"), b(e.activeParams)},
                     {QStringLiteral("trainable_params"), b(e.trainableParams)}}},
        {QStringLiteral("layout"), jsonLayout(e.layout)},
        {QStringLiteral("per_gpu_bytes"),
         QJsonObject{{QStringLiteral("weights"), b(m.weights)},
                     {QStringLiteral("gradients"), b(m.gradients)},
                     {QStringLiteral("optimizer"), b(m.optimizer)},
                     {QStringLiteral("activations"), b(m.activations)},
                     {QStringLiteral("kv_cache"), b(m.kvCache)},
                     {QStringLiteral("overhead"), b(m.overhead)},
                     {QStringLiteral("total"), b(m.total())}}},
        {QStringLiteral("total_bytes"), b(e.allGpusBytes)},
        {QStringLiteral("host_offload_bytes"), b(e.hostOffloadBytes)},
    };
    if (e.fit) {
        const FitResult &f = *e.fit;
        QJsonObject fit{{QStringLiteral("gpu"), gpuId},
                        {QStringLiteral("capacity_bytes"), b(f.capacityBytes)},
                        {QStringLiteral("usable_bytes"), b(f.usableBytes)},
                        {QStringLiteral("fits"), f.fits},
                        {QStringLiteral("min_gpus"),
                         f.minGpus ? QJsonValue(*f.minGpus) : QJsonValue()},
                        {QStringLiteral("searched_up_to"), f.searchedUpTo}};
        if (f.minGpus) {
            fit.insert(QStringLiteral("layout"), jsonLayout(f.layout));
            fit.insert(QStringLiteral("per_gpu_bytes_at_min"), b(f.atMinimum.total()));
        }
        o.insert(QStringLiteral("fit"), fit);
    }
    QList<TrText> assumptions = e.assumptions;
    if (lost)
        assumptions << unrepresentableBytesNote();
    o.insert(QStringLiteral("assumptions"), jsonTexts(assumptions));
    return o;
}

QJsonObject jsonServing(const ServingResult &r)
{
    auto orNull = [&r](double v) { return r.valid ? QJsonValue(v) : QJsonValue(); };
    auto range = [&r](double low, double high) {
        return r.valid ? QJsonValue(QJsonArray{low, high}) : QJsonValue();
    };
    return {
        {QStringLiteral("fits"), r.fits},
        {QStringLiteral("layout"),
         QJsonObject{{QStringLiteral("tp"), r.tp},
                     {QStringLiteral("pp"), r.pp},
                     {QStringLiteral("gpus_per_replica"), r.tp * r.pp}}},
        {QStringLiteral("max_concurrency"), r.maxConcurrency},
        {QStringLiteral("concurrency_per_replica"), r.valid ? r.point.batch : 0},
        {QStringLiteral("throughput"),
         QJsonObject{{QStringLiteral("output_tokens_per_s"), orNull(r.outputTokensPerSecond)},
                     {QStringLiteral("output_tokens_per_s_range"),
                      range(r.outputTokensPerSecondLow, r.outputTokensPerSecondHigh)},
                     {QStringLiteral("per_user_tokens_per_s"), orNull(r.userTokensPerSecond)},
                     {QStringLiteral("ttft_s"), orNull(r.ttftSeconds)},
                     {QStringLiteral("ttft_s_range"), range(r.ttftSecondsLow, r.ttftSecondsHigh)},
                     {QStringLiteral("tpot_ms"), orNull(r.tpotMs)},
                     {QStringLiteral("requests_per_s"), orNull(r.requestsPerSecond)}}},
        {QStringLiteral("replicas"), r.replicas},
        {QStringLiteral("gpus_total"), r.gpusTotal},
        {QStringLiteral("meets_slo"), r.meetsSlo ? QJsonValue(*r.meetsSlo) : QJsonValue()},
        {QStringLiteral("calibrated"), r.calibrated},
        {QStringLiteral("problems"), jsonTexts(r.problems)},
    };
}

} // namespace Atlas::Cli
