#include "views/tierchart/tiertooltip.h"

#include "common/numberformat.h"
#include "common/pricetext.h"
#include "cost/rates.h"
#include "views/tierchart/tierchartdata.h"

#include <QStringList>

namespace Atlas {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:8px'><b>") + esc(label)
           + QStringLiteral("</b></td><td>") + value + QStringLiteral("</td></tr>");
}

} // namespace

TrText TierToolTip::tierNameText(Tier tier)
{
    switch (tier) {
    case Tier::Flagship:
        return ATLAS_TR("Atlas::TierToolTip", "Flagship");
    case Tier::Value:
        return ATLAS_TR("Atlas::TierToolTip", "Value");
    case Tier::Edge:
        return ATLAS_TR("Atlas::TierToolTip", "Edge / inference");
    }
    return {};
}

QString TierToolTip::throughputLabel(ThroughputKind kind)
{
    switch (kind) {
    case ThroughputKind::Fp32:
        return QStringLiteral("FP32");
    case ThroughputKind::Tf32:
        return QStringLiteral("TF32");
    case ThroughputKind::Bf16:
        return QStringLiteral("BF16");
    case ThroughputKind::Fp16:
        return QStringLiteral("FP16");
    case ThroughputKind::Fp16Fp16Acc:
        return tr("FP16 (FP16 accumulate)");
    case ThroughputKind::Fp8:
        return QStringLiteral("FP8");
    case ThroughputKind::Int8:
        return QStringLiteral("INT8");
    case ThroughputKind::Fp4:
        return QStringLiteral("FP4");
    }
    return {};
}

QString TierToolTip::confidenceText(Confidence confidence)
{
    switch (confidence) {
    case Confidence::A:
        return tr("A (vendor document and a database agree)");
    case Confidence::B:
        return tr("B (two secondary sources)");
    case Confidence::C:
        return tr("C (single source, vendor claim or derived)");
    case Confidence::U:
        return tr("U (unverified)");
    }
    return {};
}

QString TierToolTip::ecosystemName(Ecosystem ecosystem)
{
    // Product names stay as the vendors write them.
    switch (ecosystem) {
    case Ecosystem::Cuda:
        return QStringLiteral("CUDA");
    case Ecosystem::Rocm:
        return QStringLiteral("ROCm");
    case Ecosystem::Cann:
        return QStringLiteral("CANN");
    case Ecosystem::Neuware:
        return QStringLiteral("Neuware");
    case Ecosystem::Xpu:
        return QStringLiteral("XPU");
    case Ecosystem::Musa:
        return QStringLiteral("MUSA");
    case Ecosystem::Maca:
        return QStringLiteral("MACA");
    case Ecosystem::Corex:
        return QStringLiteral("CoreX");
    case Ecosystem::Tops:
        return QStringLiteral("TopsRider");
    case Ecosystem::Dtk:
        return QStringLiteral("DTK");
    case Ecosystem::Xla:
        return QStringLiteral("XLA");
    case Ecosystem::Neuron:
        return QStringLiteral("Neuron");
    case Ecosystem::Synapse:
        return QStringLiteral("SynapseAI");
    case Ecosystem::Other:
        return tr("Other");
    }
    return {};
}

QString TierToolTip::cudaCompatibilityText(CudaCompatibility compatibility)
{
    switch (compatibility) {
    case CudaCompatibility::Full:
        return tr("CUDA: native");
    case CudaCompatibility::Partial:
        return tr("CUDA: partly compatible (code is ported and rebuilt)");
    case CudaCompatibility::None:
        return tr("CUDA: not compatible");
    }
    return {};
}

QString TierToolTip::html(const Accelerator &a,
                          Precision precision,
                          const RateCard *card,
                          Language language,
                          bool bothLanguages)
{
    QString text = QStringLiteral("<p style='white-space:pre'><b>")
                   + esc(tierChartLabel(a, language, bothLanguages)) + QStringLiteral("</b><br>")
                   + esc(a.vendor) + QStringLiteral(" \u00b7 ") + esc(tierName(a.tier));
    if (a.domestic)
        text += QStringLiteral(" \u00b7 ") + esc(tr("Domestic (China-made)"));
    text += QStringLiteral("</p><table>");

    QString memory = Format::number(a.memoryGiB, a.memoryGiB < 10 ? 1 : 0, language)
                     + QStringLiteral(" GiB");
    if (!a.memoryType.isEmpty())
        memory += QStringLiteral(" ") + a.memoryType;
    text += row(tr("Memory"), esc(memory));
    text += row(tr("Bandwidth"),
                esc(a.bandwidthGBs
                        ? Format::number(*a.bandwidthGBs, 0, language) + QStringLiteral(" GB/s")
                        : tr("unknown (not published)")));
    text += row(tr("At %1").arg(precisionLabel(precision)), computeHtml(a, precision, language));
    text += row(tr("Interconnect"), esc(interconnectText(a, language)));
    text += row(tr("TDP"), esc(powerText(a, language)));
    text += priceRows(card, language);
    text += row(tr("Software"), softwareHtml(a, language));
    text += row(tr("Tier"), esc(tierReason(a).toString()));
    text += row(tr("Confidence"), esc(confidenceText(a.confidence)));
    text += QStringLiteral("</table>");
    text += sourcesHtml(a);
    return text;
}

QString TierToolTip::computeHtml(const Accelerator &a, Precision precision, Language language)
{
    const ComputeRate rate = computeRate(a, precision);
    if (!rate.tflops)
        return esc(tr("not published: not plotted"));
    QString compute = esc(
        tr("%1 dense (%2 figure)")
            .arg(Format::tflops(*rate.tflops, language), throughputLabel(rate.kind)));
    if (rate.fallback) {
        compute += QStringLiteral("<br><i>")
                   + esc(tr("fallback: no %1 figure is published").arg(precisionLabel(precision)))
                   + QStringLiteral("</i>");
    }
    return compute;
}

QString TierToolTip::interconnectText(const Accelerator &a, Language language)
{
    if (a.hasScaleUpLink()) {
        return a.interconnectKind + Format::listSeparator(language)
               + Format::number(*a.interconnectGBs, 0, language) + QStringLiteral(" GB/s");
    }
    if (a.linkBandwidthUnpublished())
        return a.interconnectKind + QStringLiteral(", ") + tr("bandwidth unknown");
    return tr("PCIe only")
           + (a.pcie.isEmpty() ? QString() : Format::parenthesised(a.pcie, language));
}

QString TierToolTip::powerText(const Accelerator &a, Language language)
{
    if (a.tdpW)
        return Format::number(*a.tdpW, 0, language) + QStringLiteral(" W");
    if (a.tdpEstimateW)
        return tr("%1 W (estimate)").arg(Format::number(*a.tdpEstimateW, 0, language));
    return tr("not published");
}

QString TierToolTip::priceRows(const RateCard *card, Language language)
{
    QString price;
    if (card && card->purchasePerGpu()) {
        const Quote &q = *card->purchasePerGpu();
        price = esc(Format::money(q.value, language) + Format::listSeparator(language)
                    + PriceText::origin(q, PlotContext{language}));
        const QString how = q.derived ? q.derivation.toString() : q.basis.text(language);
        if (!how.isEmpty())
            price += QStringLiteral("<br><small>") + esc(how) + QStringLiteral("</small>");
    } else {
        price = esc(tr("unknown (no purchase price in the catalog)"));
    }
    QString rows = row(tr("Purchase"), price);
    if (card && card->containerPerGpuHour()) {
        rows += row(tr("Rental"),
                    esc(tr("%1 per GPU-hour")
                            .arg(Format::money(card->containerPerGpuHour()->value, language))
                        + Format::listSeparator(language)
                        + PriceText::origin(*card->containerPerGpuHour(), PlotContext{language})));
    }
    return rows;
}

QString TierToolTip::softwareHtml(const Accelerator &a, Language language)
{
    QString software;
    if (a.ecosystem)
        software = ecosystemName(*a.ecosystem);
    else
        software = tr("not stated");
    if (a.cudaCompatible)
        software += QStringLiteral(" \u00b7 ") + cudaCompatibilityText(*a.cudaCompatible);
    software = esc(software);
    if (const QString note = a.ecosystemNote.text(language); !note.isEmpty())
        software += QStringLiteral("<br><small>") + esc(note) + QStringLiteral("</small>");
    return software;
}

QString TierToolTip::sourcesHtml(const Accelerator &a)
{
    if (a.sources.isEmpty())
        return {};
    QString text = QStringLiteral("<p><b>") + esc(tr("Sources")) + QStringLiteral("</b><br>");
    const qsizetype shown = std::min<qsizetype>(a.sources.size(), MaxSources);
    for (qsizetype i = 0; i < shown; ++i)
        text += esc(a.sources.at(i)) + QStringLiteral("<br>");
    if (a.sources.size() > shown)
        text += esc(tr("and %n more", nullptr, int(a.sources.size() - shown)));
    text += QStringLiteral("</p>");
    return text;
}

} // namespace Atlas
